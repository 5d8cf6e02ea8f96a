"""Evidence arithmetic of docs/tolerances.md: precision floors, headroom, separation, flags.

Everything is on the bound-fraction scale (distance / bound, so the bound itself is 1):
headroom H = 1 / max(variant, altbuild, repeat, precision floor) and separation S = the
smallest fraction of a caught fault (probe or mutant). Pure functions, so the thresholds are
tested exactly; proposals are calibration.py's.
"""

from __future__ import annotations

import math
from pathlib import Path

import numpy as np

from sab.model.flags import Flag
from sab.model.rubric import Agreement, Evidence, Solve, graded_label, invariants_part, pointwise_part
from sab.selfcheck.floor import BINARY64, representations

MIN_HEADROOM = 20.0
MIN_SEPARATION = 10.0
SLOW_FACTOR = 2.0
FLOAT64_EPS = float(np.finfo(np.float64).eps)


def invariant_floor(entry, value: float | None) -> float:
    """The floor of an invariant's distance: an agreement statistic is a double, so the spacing of
    doubles at its value; drifts and distribution distances have no stored last place of their own."""
    if not isinstance(entry, Agreement):
        return 0.0
    return float(BINARY64.floor(np.array([value or 0.0]))[0])


def precision(rubric, reference_dir: Path,
              values: list[tuple[np.ndarray, np.ndarray]] | None = None) -> tuple[float | None, float | None, dict[str, str]]:
    """(largest relative floor, the floor as a bound fraction, each file's representation), over
    the pointwise files and the invariants the rubric has (a hybrid one has both).

    `values` holds, for each graded file entry in order, the reference values and their floors
    (calibration reads them once for the proposal); the floor is that of the representation
    actually stored (floor.py).
    """
    relative: list[float] = []
    fractions: list[float] = []
    formats: dict[str, str] = {}
    files = pointwise_part(rubric)
    if files is not None:
        for entry, found_values in zip(files.files, values or []):
            reference, floor = found_values
            try:
                found = representations(entry, reference_dir / entry.path)
            except (OSError, ValueError):
                found = {}
            label = graded_label(entry)
            formats[label] = ", ".join(
                (f"column {key}: " if key is not None else "") + rep.describe() for key, rep in sorted(
                    found.items(), key=lambda item: -1 if item[0] is None else item[0]))
            magnitude = np.abs(reference)
            with np.errstate(divide="ignore", invalid="ignore"):
                rel = np.where(magnitude > 0, floor / np.where(magnitude > 0, magnitude, 1.0), 0.0)
            relative.append(float(rel.max()) if rel.size else 0.0)
            bound = entry.atol + entry.rtol * magnitude
            with np.errstate(divide="ignore", invalid="ignore"):
                ratio = np.where(bound > 0, floor / np.where(bound > 0, bound, 1.0), np.where(floor > 0, np.inf, 0.0))
            fractions.append(float(ratio.max()) if ratio.size else 0.0)
    judged = invariants_part(rubric)
    if judged is not None:
        for entry in judged.invariants:
            if isinstance(entry, Agreement) and (entry.rtol > 0 or entry.atol > 0):
                relative.append(FLOAT64_EPS)
                if entry.rtol > 0:
                    fractions.append(FLOAT64_EPS / entry.rtol)
    if not relative:
        return None, None, formats
    return max(relative), (max(fractions) if fractions else None), formats


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


def faults(evidence: Evidence) -> dict[str, Solve]:
    """Every fault run on this check: hand-written probes and generated mutants."""
    return {**{f"probe:{n}": s for n, s in evidence.probes.items()}, **{f"mutant:{n}": s for n, s in evidence.mutants.items()}}


def caught(evidence: Evidence) -> bool:
    return any(solve.passed is False for solve in faults(evidence).values())


def separation(evidence: Evidence) -> float | None:
    """The smallest distance, over the bound, of the faults (probes and mutants) this check catches.

    None when it catches none, or catches them only without a measurable distance (see
    caught_at), which sets no limit on the bound: such a fault is caught, not close.
    """
    fractions = [
        fraction for solve in faults(evidence).values()
        if solve.passed is False and (fraction := caught_at(solve)) is not None
    ]
    return min(fractions) if fractions else None


def flags(evidence: Evidence, *, chaotic: bool, custom: bool) -> list[Flag]:
    result = []
    if evidence.headroom is not None and evidence.headroom < MIN_HEADROOM:
        result.append(Flag.TIGHT)
    any_caught = caught(evidence)
    # Without a caught fault nothing shows the bound catches an error; a fault caught without a
    # measurable distance (a failed run, a shape change) is infinitely far and sets no limit.
    if not any_caught or (evidence.separation is not None and evidence.separation < MIN_SEPARATION):
        result.append(Flag.LOOSE)
    if faults(evidence) and not any_caught:
        result.append(Flag.INERT)
    if evidence.variant is not None and evidence.variant.identical:
        result.append(Flag.IDENTICAL)
    if chaotic:
        result.append(Flag.CHAOTIC)
    if custom:
        result.append(Flag.CUSTOM)
    if (
        evidence.runtime_s is not None and evidence.expected_runtime_s
        and evidence.runtime_s > SLOW_FACTOR * evidence.expected_runtime_s
    ):
        result.append(Flag.SLOW)
    return result
