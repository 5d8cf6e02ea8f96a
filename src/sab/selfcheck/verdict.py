"""What each check's evidence still lacks: the selfcheck verdict a curator can trust.

A check meets the bar when its measured headroom H >= 20 (every legitimate spread and the
precision floor at most 1/20 of the bound) and it catches at least one fault (a hand-written
probe or a generated mutant) with every measurable catch S >= 10 bounds away. A chaotic check
meets it with a replica calibration instead (one variant is a single draw of a chaotic spread):
this selfcheck's (`--replicas N`), or the accepted one recorded in the rubric while its
invariants are in force; the bounds in force must reject a legitimate run with at most the
stated rate, and some fault must be detected with the target power. Otherwise a curator ruling
(`sab tolerance rule`) made on the very comparison in force accepts the exception.
"""

from __future__ import annotations

import json

from sab.model.rubric import Evidence, Ruling, RulingAction
from sab.selfcheck.evidence import MIN_HEADROOM, MIN_SEPARATION, caught


def _canonical(comparison: dict) -> str:
    return json.dumps(comparison, sort_keys=True)


def standing_ruling(rulings: list[Ruling], comparison: dict) -> Ruling | None:
    """The latest accept-evidence ruling made on exactly this comparison, if any."""
    for ruling in reversed(rulings):
        if ruling.action == RulingAction.ACCEPT_EVIDENCE and ruling.comparison is not None:
            return ruling if _canonical(ruling.comparison) == _canonical(comparison) else None
    return None


def ruled_trivial(rulings: list[Ruling], comparison: dict) -> set[str]:
    """The trivial outputs a curator ruled the check may accept, under exactly this comparison."""
    return {ruling.trivial for ruling in rulings
            if ruling.action == RulingAction.ACCEPT_TRIVIAL and ruling.trivial and ruling.comparison is not None
            and _canonical(ruling.comparison) == _canonical(comparison)}


def recorded_statistics(rubric) -> dict | None:
    """The replica calibration a curator accepted, while the invariants in force are the ones it
    calibrated."""
    recorded = rubric.statistics
    if not recorded or recorded.get("comparison") is None:
        return None
    current = rubric.comparison.model_dump(mode="json", exclude_unset=True).get("invariants")
    return recorded if _canonical(recorded["comparison"]) == _canonical(current) else None


def shortfalls(evidence: Evidence, rubric, *, leaf: str, check: str) -> list[str]:
    """One line per missing piece of evidence, each naming the command that supplies it."""
    if rubric.chaotic:
        if evidence.statistics is not None:
            return list(evidence.statistics.get("shortfalls", []))
        recorded = recorded_statistics(rubric)
        if recorded is not None:
            return list(recorded.get("shortfalls", []))
        return [f"chaotic check without a replica calibration of the bounds in force: run "
                f"`sab selfcheck {leaf} --replicas 30` and accept its proposal, or record a ruling "
                f"(`sab tolerance rule {leaf} {check} --by NAME --note WHY`)"]
    lines = []
    rule = f"or record a ruling: `sab tolerance rule {leaf} {check} --by NAME --note WHY`"
    h, s = evidence.headroom, evidence.separation
    if h is not None and h < MIN_HEADROOM:
        lines.append(f"headroom H = {h:.3g} < {MIN_HEADROOM:g}: a legitimate spread sits within 1/20 of the bound; "
                     f"accept a proposal (`sab tolerance accept {leaf} {check} --by NAME`) {rule}")
    if not caught(evidence):
        lines.append(f"no fault caught: nothing shows this bound catches an error; add a probe under comment/probes/ "
                     f"or run `sab selfcheck {leaf} --mutants 20`, {rule}")
    elif s is not None and s < MIN_SEPARATION:
        lines.append(f"separation S = {s:.3g} < {MIN_SEPARATION:g}: a caught fault sits within 10 bounds; accept a "
                     f"proposal (`sab tolerance accept {leaf} {check} --by NAME`) {rule}")
    return lines
