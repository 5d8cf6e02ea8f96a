"""Replica calibration of chaotic checks: `sab selfcheck --replicas N` (statistics.py does the numbers).

A chaotic check's run.sh honours the knob SAB_REPLICA=k: for k >= 1 the run is the k-th
independent legitimate replica (another seed, or an ulp-level change of an input); 0 or unset is
the nominal input. Each replica is graded against the nominal run through the leaf's own
test.sh, so every invariant's sample is exactly what grading measures for a legitimate candidate.
From the N samples of each invariant statistics.py fits the null model and sizes the bound at the
check's false-reject rate, split over its invariants (Bonferroni); each fault (probe or mutant)
is then reported as the power to detect it, at the calibrated bounds and at the bounds in force.
"""

from __future__ import annotations

import dataclasses
from pathlib import Path

import numpy as np

from sab.model.rubric import Agreement, Distribution, Drift, InvariantsRubric
from sab.selfcheck import statistics

KNOB = "SAB_REPLICA"


def _sample(entry, part: dict | None) -> float | None:
    """What grading measured for one invariant of one replica: a signed difference or a distance."""
    if part is None:
        return None
    if isinstance(entry, Agreement):
        candidate, reference = part.get("value_candidate"), part.get("value_reference")
        return None if candidate is None or reference is None else candidate - reference
    return part.get("distance")


def _current_bound(entry, reference: float | None) -> float:
    if isinstance(entry, Agreement):
        return entry.atol + entry.rtol * abs(reference or 0.0)
    return entry.bound


def series_length(entry, nominal: Path) -> int | None:
    """The number of values of a distribution's series in the nominal run (its KS sample size)."""
    path = nominal / entry.file
    try:
        if entry.format == "npy":
            array = np.load(path, mmap_mode="r", allow_pickle=False)
            return int(array.shape[0]) if array.ndim else 1
        if entry.format in ("f64", "f32"):
            size = path.stat().st_size - entry.skip_header_bytes
            return size // (8 if entry.format == "f64" else 4)
        markers = [entry.comments] if isinstance(entry.comments, str) else (entry.comments or [])
        with open(path, encoding="utf-8", errors="replace") as handle:
            lines = handle.readlines()[entry.skip_rows:]
        return sum(1 for line in lines if _strip(line, markers).split())
    except (OSError, ValueError):
        return None


def _strip(line: str, markers: list[str]) -> str:
    for marker in markers:
        line = line.split(marker, 1)[0]
    return line


def calibrate_check(rubric: InvariantsRubric, nominal: Path, replica_parts: list[dict[str, dict]],
                    fault_parts: dict[str, dict[str, dict]], structural: set[str], rate: float) -> dict:
    """The replica calibration of one chaotic check, as recorded in its evidence.

    `structural` names the faults the check catches without a distance (a failed run, coverage):
    deterministic catches, detected with power 1. Returns {"replicas", "rate",
    "per_invariant_rate", "invariants": {name: calibration, the bound in force and its
    false-reject rate under the fitted model}, "power": {fault: {"calibrated", "in_force"}},
    "comparison": the calibrated invariants (None when none could be calibrated), "shortfalls":
    what the bounds in force lack, "shortfalls_calibrated": what the calibrated bounds would}.
    """
    entries = rubric.comparison.invariants
    per_invariant = statistics.split_rate(rate, len(entries))
    invariants: dict[str, dict] = {}
    calibrations: dict[str, statistics.Calibration] = {}
    failures: list[str] = []
    in_force_lines: list[str] = []
    proposed = []
    authored = rubric.comparison.model_dump(mode="json", exclude_unset=True)["invariants"]
    for entry, written in zip(entries, authored):
        reference = next((parts[entry.name].get("value_reference") for parts in replica_parts
                          if parts.get(entry.name) and parts[entry.name].get("value_reference") is not None), None)
        try:
            found = _calibrate_entry(entry, nominal, replica_parts, reference, per_invariant)
        except ValueError as exc:
            failures.append(f"{entry.name}: no replica calibration: {exc}")
            proposed.append(written)
            continue
        calibrations[entry.name] = found
        current = _current_bound(entry, reference)
        in_force = statistics.false_reject_rate(found, current, fitted=True)
        invariants[entry.name] = {**found.as_dict(), "bound_in_force": current, "rate_in_force": in_force}
        if in_force > per_invariant:
            in_force_lines.append(
                f"{entry.name}: the bound in force ({current:.3g}) rejects a legitimate run with probability "
                f"{in_force:.2g} > {per_invariant:.2g}; accept the replica-calibrated bound {found.bound:.3g} "
                f"(`sab tolerance accept`)")
        # Never tighter than the bound in force: replicas measure the chaos of one implementation,
        # not the rounding of another (a reordered sum moves a conserved total by far more than
        # the replicas show), so tightening is a curator's deliberate change, never a proposal.
        if current >= found.bound:
            proposed.append(written)
        else:
            proposed.append({**written, "atol": found.bound, "rtol": 0.0} if isinstance(entry, Agreement)
                            else {**written, "bound": found.bound})
    power = _fault_power(entries, calibrations, invariants, fault_parts, structural)
    return {
        "replicas": len(replica_parts),
        "rate": rate,
        "per_invariant_rate": per_invariant,
        "invariants": invariants,
        "power": power,
        "comparison": proposed if calibrations else None,
        "shortfalls": failures + in_force_lines + _power_shortfall(power, "in_force") if calibrations else failures,
        "shortfalls_calibrated": failures + _power_shortfall(power, "calibrated") if calibrations else failures,
    }


def _calibrate_entry(entry, nominal: Path, replica_parts: list[dict[str, dict]], reference: float | None,
                     rate: float) -> statistics.Calibration:
    """One invariant calibrated from its replicas' values; ValueError when they cannot be."""
    samples = [s for s in (_sample(entry, parts.get(entry.name)) for parts in replica_parts) if s is not None]
    options: dict = {}
    if isinstance(entry, Agreement):
        options["reference"] = reference
    elif isinstance(entry, Distribution):
        options["metric"] = entry.metric
        options["sample_size"] = series_length(entry, nominal)
    kind = "agreement" if isinstance(entry, Agreement) else ("drift" if isinstance(entry, Drift) else "distribution")
    return statistics.calibrate(kind, samples, rate=rate, **{k: v for k, v in options.items() if v is not None})


def _fault_power(entries: list, calibrations: dict[str, statistics.Calibration], invariants: dict[str, dict],
                 fault_parts: dict[str, dict[str, dict]], structural: set[str]) -> dict[str, dict]:
    """Each fault's chance of being caught, under the calibrated bounds and under those in force:
    the best over the check's invariants (a structural catch is certain)."""
    power = {}
    for fault, parts in fault_parts.items():
        if fault in structural:
            power[fault] = {"calibrated": 1.0, "in_force": 1.0, "structural": True}
            continue
        calibrated, current = 0.0, 0.0
        for entry in entries:
            found = calibrations.get(entry.name)
            value = _sample(entry, parts.get(entry.name))
            if found is None or value is None:
                continue
            calibrated = max(calibrated, statistics.power(found, value))
            in_force = dataclasses.replace(found, bound=invariants[entry.name]["bound_in_force"])
            current = max(current, statistics.power(in_force, value))
        power[fault] = {"calibrated": calibrated, "in_force": current}
    return power


def _power_shortfall(power: dict, which: str) -> list[str]:
    """A chaotic check must detect at least one fault with the target power; name the best one."""
    if any(p[which] >= statistics.POWER_TARGET for p in power.values()):
        return []
    best = max(power.items(), key=lambda item: item[1][which], default=None)
    shown = f" (best: {best[0]} at {best[1][which]:.2f})" if best else " (no fault was run)"
    return [f"no fault is detected with power >= {statistics.POWER_TARGET:g}{shown}: add a probe this check "
            "resolves, or record a ruling (`sab tolerance rule`)"]
