"""The confidence interval of a graded speed-up, and whether it is significant.

The leaf's tests/reward.py (standard library only) records each side's timed repeats of the
acceleration checks, build included and start-up taken off, and their speed-up: the median of the ratios of
every reference repeat to every candidate repeat, which is the Hodges-Lehmann estimate of the shift
between the two sides' log times. Its interval is the one the Mann-Whitney rank test gives: every
shift of the log times the test does not reject at 1 - confidence. The test's statistic only
changes where the shift crosses a pairwise log ratio and its p-value falls away from the estimate
on both sides, so each end is found by bisecting the gaps between those ratios. A speed-up is
significant when the interval lies wholly above or below 1. Too few repeats (3 and 3, or one
side's single run) leave some end unbounded at 95 %, and the interval says so.
"""

from __future__ import annotations

import math

import numpy as np
from scipy.stats import mannwhitneyu

CONFIDENCE = 0.95


def interval(reference: list[float], candidate: list[float], confidence: float = CONFIDENCE) -> tuple[float, float]:
    """The speed-up's interval (reference / candidate times), 0 or inf where the data bound nothing."""
    log_reference, log_candidate = np.log(reference), np.log(candidate)
    ratios = np.subtract.outer(log_reference, log_candidate).ravel()
    gaps = np.unique(ratios)
    # Shift k lies inside gap k: below every ratio (k = 0), between gaps[k - 1] and gaps[k], or above all.
    shifts = np.concatenate(([gaps[0] - 1.0], (gaps[:-1] + gaps[1:]) / 2, [gaps[-1] + 1.0]))

    def accepted(k: int) -> bool:
        test = mannwhitneyu(log_reference - shifts[k], log_candidate, alternative="two-sided")
        return bool(test.pvalue > 1 - confidence)

    center = int(np.searchsorted(gaps, np.median(ratios)))  # the estimate's gap: never rejected
    low_k, high_k = _first(0, center, accepted), _last(center, len(gaps), accepted)
    low = 0.0 if low_k == 0 else math.exp(gaps[low_k - 1])
    high = math.inf if high_k == len(gaps) else math.exp(gaps[high_k])
    return low, high


def _first(low: int, high: int, accepted) -> int:
    """The smallest k in [low, high] accepted, `accepted` being false below it and true from it to high."""
    while low < high:
        middle = (low + high) // 2
        low, high = (low, middle) if accepted(middle) else (middle + 1, high)
    return low


def _last(low: int, high: int, accepted) -> int:
    """The largest k in [low, high] accepted, `accepted` being true from low to it and false above."""
    while low < high:
        middle = (low + high + 1) // 2
        low, high = (middle, high) if accepted(middle) else (low, middle - 1)
    return low


def annotate(speed: dict) -> dict:
    """The leaf's speed record with its interval, the confidence and the significance added.

    JSON has no infinity: an unbounded end is written null."""
    reference, candidate = _seconds(speed, "reference"), _seconds(speed, "candidate")
    low, high = interval(reference, candidate) if reference and candidate else (0.0, math.inf)
    significant = low > 1.0 or high < 1.0
    return {**speed, "confidence": CONFIDENCE,
            "interval": [low if low > 0 else None, high if math.isfinite(high) else None],
            "significant": significant}


def _seconds(speed: dict, side: str) -> list[float]:
    """A side's per-repeat times, or [] when the record holds anything but positive finite numbers."""
    timing = speed.get(side)
    seconds = timing.get("seconds") if isinstance(timing, dict) else None
    if not isinstance(seconds, list) or not all(
            isinstance(value, (int, float)) and not isinstance(value, bool) and math.isfinite(value) and value > 0
            for value in seconds):
        return []
    return [float(value) for value in seconds]


def describe(speed: dict) -> str:
    """One line: `1.020x (95 % interval 0.95-1.09, not significant; 7 and 7 repeats, start-up 0.012 s)`."""
    low, high = speed["interval"]
    bounds = f"{'0' if low is None else f'{low:.3g}'}-{'inf' if high is None else f'{high:.3g}'}"
    repeats = speed.get("repeats", {})
    startup = speed.get("reference", {}).get("startup_seconds")
    startup_note = "start-up not measured" if startup is None else f"start-up {startup:.3g} s excluded"
    return (f"{speed['speedup']:.3f}x ({speed['confidence']:.0%} interval {bounds}, "
            f"{'significant' if speed['significant'] else 'not significant'}; "
            f"{repeats.get('reference', 1)} and {repeats.get('candidate', 1)} repeats, {startup_note})")
