"""AIRS-Bench's normalised score of one metric value: the one place sab computes it.

Two rules, the same log-distance form. With optimum o, SOTA t and worst w,

    phi(x) = -log10(d(x)),  d(x) = |x - o|          NS = (phi(s) - phi(w)) / (phi(t) - phi(w))

- **official** (the default): AIRS-Bench's `march_of_9s_normalized`
  (facebookresearch/airs-bench, notebooks/create_summary_plots.ipynb). A score exactly at the
  optimum has its distance replaced by |0.999 - o| before the transform: 0.001 for a
  higher-is-better task (o = 1), but 0.999 for a lower-is-better task (o = 0), where the optimum
  then scores about as well as a distance of 1. SOTA and worst are not replaced.
- **sab**: every distance is floored at 1e-15 instead, so the optimum scores highest of all
  (for a task with SOTA 0.1, worst 10 and optimum 0: NS 8).

The score of a run is max(0, NS) for a valid submission and 0 for an invalid one (both rules).
The leaf's stock validate.py (templates/import/airs/validate.py, standard library only) repeats
this formula; tests/test_import_scoring.py holds the two to the same values.
"""

from __future__ import annotations

import math

RULES = ("official", "sab")
AT_OPTIMUM = 0.999  # official: a score exactly at the optimum is taken as this value
FLOOR = 1e-15  # sab: the smallest distance to the optimum


def log_distance(value: float, optimal: float, rule: str = "official", *, scored: bool = True) -> float:
    """phi(value): minus log10 of the distance to the optimum.

    `scored` marks the submitted value; SOTA and worst are passed with scored=False, since the
    official rule replaces only a submitted score at the optimum. Raises ValueError when the
    distance is zero (official, SOTA or worst at the optimum) or not finite.
    """
    if rule not in RULES:
        raise ValueError(f"unknown rule {rule!r} (one of {', '.join(RULES)})")
    distance = abs(value - optimal)
    if rule == "official":
        if distance == 0 and scored:
            distance = abs(AT_OPTIMUM - optimal)
    else:
        distance = max(distance, FLOOR)
    if distance == 0 or not math.isfinite(distance):
        raise ValueError(f"{value!r} is at distance {distance!r} from the optimum {optimal!r}: no finite log-distance")
    return -math.log10(distance)


def normalised_score(value: float, *, sota: float, worst: float, optimal: float, rule: str = "official") -> float:
    """NS of one valid metric value (not clipped: 0 at the worst, 1 at SOTA, negative below the worst).

    Raises ValueError when SOTA and worst are (nearly) equally far from the optimum, as the
    official notebook leaves such a task without a score, or when a value is not finite.
    """
    for name, number in (("metric value", value), ("sota", sota), ("worst", worst), ("optimal", optimal)):
        if isinstance(number, bool) or not isinstance(number, (int, float)) or not math.isfinite(number):
            raise ValueError(f"the {name} {number!r} is not a finite number")
    low = log_distance(worst, optimal, rule, scored=False)
    high = log_distance(sota, optimal, rule, scored=False)
    if abs(high - low) <= 1e-8 + 1e-5 * abs(low):  # numpy.isclose(phi(sota), phi(worst)), as the notebook
        raise ValueError(f"SOTA {sota!r} and worst {worst!r} are equally far from the optimum {optimal!r}")
    score = (log_distance(value, optimal, rule) - low) / (high - low)
    if not math.isfinite(score):
        raise ValueError(f"the normalised score of {value!r} is not finite")
    return score


def run_score(value: float | None, valid: bool, **scoring: float | str) -> float:
    """One run's score: max(0, NS) for a valid submission, 0 for an invalid one."""
    if not valid:
        return 0.0
    return max(0.0, normalised_score(value, **scoring))
