"""Evidence arithmetic of SPEC 5.2: precision floors, headroom, separation, flags, proposals.

Everything is on the bound-fraction scale (distance / bound, so the bound itself is 1):
headroom H = 1 / max(variant, altbuild, repeat, precision floor) and separation S = the
smallest probe fraction. Pure functions, so the thresholds are tested exactly.
"""

from __future__ import annotations

import math
import re
from pathlib import Path

import numpy as np

from sab.model.rubric import (
    Agreement,
    Evidence,
    InvariantsRubric,
    JsonFile,
    NpyFile,
    PointwiseRubric,
    RawFile,
    Solve,
)

MIN_HEADROOM = 20.0
MIN_SEPARATION = 10.0
SLOW_FACTOR = 2.0
FLOAT64_EPS = float(np.finfo(np.float64).eps)
FLOAT32_EPS = float(np.finfo(np.float32).eps)
_NUMBER = re.compile(r"[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?")
_TEXT_SAMPLE_BYTES = 1 << 20


def _significant_digits(token: str) -> int:
    mantissa = token.lstrip("+-").split("e")[0].split("E")[0].replace(".", "").lstrip("0")
    return max(len(mantissa), 1)


def text_precision(text: str) -> float:
    """Relative precision of the most finely printed numbers: one unit of the last digit."""
    digits = [_significant_digits(t) for t in _NUMBER.findall(text) if "." in t or "e" in t.lower()]
    if not digits:
        return 0.0  # integers only: printed exactly
    return 10.0 ** (1 - max(digits))


def _reference_scale(values: np.ndarray) -> float:
    finite = values[np.isfinite(values)] if values.size else values
    return float(np.max(np.abs(finite))) if finite.size else 0.0


def _load_numbers(entry, path: Path) -> tuple[np.ndarray, float]:
    """A bounded sample of the reference's values and the format's relative precision."""
    if isinstance(entry, NpyFile):
        array = np.load(path, mmap_mode="r", allow_pickle=False)
        eps = float(np.finfo(array.dtype).eps) if np.issubdtype(array.dtype, np.floating) else 0.0
        return np.asarray(array, dtype=np.float64).ravel(), eps
    if isinstance(entry, RawFile):
        dtype = np.float64 if entry.format == "f64" else np.float32
        values = np.memmap(path, dtype=f"<{'f8' if dtype is np.float64 else 'f4'}", mode="r", offset=entry.skip_header_bytes)
        return np.asarray(values, dtype=np.float64), FLOAT64_EPS if dtype is np.float64 else FLOAT32_EPS
    with open(path, encoding="utf-8", errors="replace") as handle:
        text = handle.read(_TEXT_SAMPLE_BYTES)
    numbers = np.array([float(t) for t in _NUMBER.findall(text)] or [0.0])
    return numbers, text_precision(text)


def precision(rubric: PointwiseRubric | InvariantsRubric, reference_dir: Path) -> tuple[float | None, float | None]:
    """(relative precision floor, the same as a bound fraction) of the rubric's graded values."""
    floors: list[float] = []
    fractions: list[float] = []
    if isinstance(rubric, PointwiseRubric):
        for entry in rubric.comparison.files:
            path = reference_dir / entry.path
            if not path.is_file():
                continue
            try:
                values, eps = _load_numbers(entry, path)
            except (OSError, ValueError):
                continue
            if isinstance(entry, JsonFile):
                eps = eps or FLOAT64_EPS
            scale = _reference_scale(values)
            floors.append(eps)
            bound = entry.atol + entry.rtol * scale
            if eps == 0.0:
                fractions.append(0.0)
            elif bound > 0:
                fractions.append(eps * scale / bound if scale > 0 else 0.0)
    else:
        for entry in rubric.comparison.invariants:
            if isinstance(entry, Agreement) and (entry.rtol > 0 or entry.atol > 0):
                floors.append(FLOAT64_EPS)
                if entry.rtol > 0:
                    fractions.append(FLOAT64_EPS / entry.rtol)
    if not floors:
        return None, None
    return max(floors), (max(fractions) if fractions else None)


def headroom(evidence: Evidence) -> float | None:
    """1 / the largest legitimate spread on the bound-fraction scale; None when that is zero."""
    spreads = [
        solve.bound_fraction for solve in (evidence.variant, evidence.altbuild, evidence.repeat)
        if solve is not None and solve.bound_fraction is not None
    ]
    if evidence.precision_fraction is not None:
        spreads.append(evidence.precision_fraction)
    largest = max(spreads, default=0.0)
    return None if largest <= 0 else 1.0 / largest


def caught_at(solve: Solve) -> float | None:
    """How far beyond the bound a caught probe is (its bound fraction), or None when it was
    caught without a measurable distance: a failed run, a missing file, a changed shape or row
    count, an unparsable output. validate.py reports those as null; a failed verdict whose
    fraction is below the bound (< 1, e.g. the 0 an older validate.py gave a shape mismatch)
    was failed for another reason than the distance, so it measures nothing either."""
    fraction = solve.bound_fraction
    if fraction is None or not math.isfinite(fraction) or fraction < 1.0:
        return None
    return fraction


def separation(evidence: Evidence) -> float | None:
    """The smallest distance, over the bound, of the probes this check catches.

    None when it catches none, or catches them only without a measurable distance (see
    caught_at), which sets no limit on the bound: such a probe is caught, not close.
    """
    fractions = [
        fraction for solve in evidence.probes.values()
        if solve.passed is False and (fraction := caught_at(solve)) is not None
    ]
    return min(fractions) if fractions else None


def flags(evidence: Evidence, *, chaotic: bool, custom: bool) -> list[str]:
    result = []
    if evidence.headroom is not None and evidence.headroom < MIN_HEADROOM:
        result.append("TIGHT")
    caught = any(p.passed is False for p in evidence.probes.values())
    # Without a caught probe nothing shows the bound catches an error; a probe caught without a
    # measurable distance (a failed run, a shape change) is infinitely far and sets no limit.
    if not caught or (evidence.separation is not None and evidence.separation < MIN_SEPARATION):
        result.append("LOOSE")
    if evidence.probes and not caught:
        result.append("INERT")
    if evidence.variant is not None and evidence.variant.identical:
        result.append("IDENTICAL")
    if chaotic:
        result.append("CHAOTIC")
    if custom:
        result.append("CUSTOM")
    if (
        evidence.runtime_s is not None and evidence.expected_runtime_s
        and evidence.runtime_s > SLOW_FACTOR * evidence.expected_runtime_s
    ):
        result.append("SLOW")
    return result


def _nice_up(value: float) -> float:
    """The smallest of 1, 2, 5 x 10^k that is >= value."""
    if value <= 0:
        return 0.0
    exponent = math.floor(math.log10(value))
    for step in (1, 2, 5, 10):
        candidate = step * 10.0 ** exponent
        if candidate >= value * (1 - 1e-12):
            return float(f"{candidate:.12g}")
    return float(f"{10.0 ** (exponent + 1):.12g}")


def proposed_scale(evidence: Evidence) -> tuple[float, str] | None:
    """The factor to multiply every tolerance by, or None when the bound needs no change.

    The lower limit puts the largest spread at 1/20 of the bound; the upper limit keeps the
    smallest probe 10 bounds away. Between the two the geometric middle is proposed; when the
    limits cross (typical of statistical invariants) nothing is proposed.
    """
    h, s = evidence.headroom, evidence.separation
    spread = None if h is None else 1.0 / h
    tight = h is not None and h < MIN_HEADROOM
    loose = s is not None and s < MIN_SEPARATION
    if not tight and not loose:
        return None
    low = MIN_HEADROOM * spread if spread else None
    high = s / MIN_SEPARATION if s is not None else None
    if low is not None and high is not None:
        if low <= high:
            return math.sqrt(low * high), "between the headroom and separation limits"
        # Widening would let a caught probe through, tightening would fail legitimate runs:
        # no bound meets both targets, so sab proposes none and the flags ask for a ruling.
        return None
    if low is not None:
        return low, f"headroom {h:.3g} < {MIN_HEADROOM:g}: widen so the largest spread is 1/20 of the bound"
    return high, f"separation {s:.3g} < {MIN_SEPARATION:g}: tighten so the nearest probe is 10 bounds away"


def scale_comparison(comparison: dict, factor: float) -> dict:
    """Every tolerance of a comparison multiplied by `factor`, rounded up to 1, 2 or 5 x 10^k.

    An invariants rubric's `coverage` is kept as it is: it states how much work a run must do,
    which no measured spread or probe distance bears on.
    """
    scaled = {}
    for key, entries in comparison.items():
        if key == "coverage":
            scaled[key] = [dict(entry) for entry in entries]
            continue
        scaled[key] = []
        for entry in entries:
            entry = dict(entry)
            for name in ("atol", "rtol", "bound"):
                if name in entry and entry[name]:
                    entry[name] = _nice_up(entry[name] * factor)
            scaled[key].append(entry)
    return scaled
