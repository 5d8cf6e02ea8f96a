"""What `sab review` shows, gathered once for the table, the JSON and the HTML page.

Per check: the policy and its bound, the evidence selfcheck stamped into rubric.json (variant
spread, altbuild floor, precision floor, repeat spread, probe distances, all as fractions of the
bound), headroom H, separation S, run time against expected, and the flags. STALE is added in
front of every check's flags when the self-validation record no longer describes the leaf and
source as they are (or is missing): the evidence may then be out of date.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING

from sab.errors import SabError
from sab.freshness import freshness
from sab.jsonio import load_json
from sab.leaf import CheckPaths, Leaf, repository_root
from sab.model.base import parse
from sab.model.flags import Flag
from sab.model.probe import Probe
from sab.model.records import SelfValidationRecord
from sab.model.rubric import (Evidence, Rubric, Solve, bound_summary, graded_label, invariants_part, invariants_summary,
                              pointwise_part)

if TYPE_CHECKING:
    from sab.review.speed import CalibrationReview

FLAG_MEANINGS = {flag.value: flag.meaning for flag in Flag}
PROSE_FIELDS = ("check", "policy", "chaotic", "upstream_test", "configuration", "observable", "expected_runtime_s",
                "variant", "altbuild")


def fmt(value: float | None, digits: int = 3) -> str:
    return "-" if value is None else f"{value:.{digits}g}"


def compact_bound(rubric: Rubric) -> str:
    """The tolerance in a few words: files sharing atol and rtol are said once; a hybrid check's
    invariants follow its files."""
    files, judged = pointwise_part(rubric), invariants_part(rubric)
    if files is None:
        return bound_summary(rubric)
    groups: dict[tuple[float, float], list[str]] = {}
    for entry in files.files:
        groups.setdefault((entry.atol, entry.rtol), []).append(graded_label(entry))
    if len(groups) == 1 and judged is None:
        (atol, rtol), = groups
        return f"atol={atol:g} rtol={rtol:g}"
    said = "; ".join(f"{', '.join(paths)} atol={atol:g} rtol={rtol:g}" for (atol, rtol), paths in groups.items())
    return said if judged is None else f"{said}; {invariants_summary(judged)}"


@dataclass
class ProbeMark:
    name: str
    description: str
    bound_fraction: float | None
    distance: float | None
    caught: bool
    identical: bool


@dataclass
class CheckReview:
    name: str
    policy: str
    bound: str
    labels: list[str]
    rubric: Rubric
    evidence: Evidence | None
    flags: list[str]
    probes: list[ProbeMark] = field(default_factory=list)

    def _fraction(self, solve: Solve | None) -> float | None:
        return solve.bound_fraction if solve is not None else None

    @property
    def variant(self) -> float | None:
        return self._fraction(self.evidence.variant) if self.evidence else None

    @property
    def altbuild(self) -> float | None:
        if self.evidence is None or self.evidence.altbuild_note:
            return None
        return self._fraction(self.evidence.altbuild)

    @property
    def repeat(self) -> float | None:
        return self._fraction(self.evidence.repeat) if self.evidence else None

    @property
    def precision(self) -> float | None:
        return self.evidence.precision_fraction if self.evidence else None

    @property
    def headroom(self) -> float | None:
        return self.evidence.headroom if self.evidence else None

    @property
    def separation(self) -> float | None:
        return self.evidence.separation if self.evidence else None

    @property
    def runtime(self) -> str:
        if self.evidence is None:
            return f"- / {fmt(self.rubric.expected_runtime_s)}"
        return f"{fmt(self.evidence.runtime_s)} / {fmt(self.evidence.expected_runtime_s or self.rubric.expected_runtime_s)}"

    @property
    def altbuild_text(self) -> str:
        if self.evidence is not None and self.evidence.altbuild_note:
            return "not measured"
        if self.rubric.altbuild is None:
            return "none"
        return fmt(self.altbuild)

    def prose(self) -> list[tuple[str, str]]:
        data = self.rubric.model_dump(mode="json")
        return [(name, "none" if data.get(name) is None else str(data[name])) for name in PROSE_FIELDS]


@dataclass
class Review:
    leaf: str
    title: str
    slug: str
    status: str
    source: str | None
    fresh: bool
    freshness: str
    record: SelfValidationRecord | None
    checks: list[CheckReview]
    notes: list[str] = field(default_factory=list)
    # The speed record of a grade the curator names (`--grade`), its interval added (sab.speedup).
    speed: dict | None = None
    # The calibration behind the leaf's speed-up goal (sab.review.speed), None without either.
    calibration: CalibrationReview | None = None

    @property
    def stale_line(self) -> str | None:
        """The first thing said about a leaf whose record is not fresh."""
        if self.fresh:
            return None
        reason = self.freshness.split("; run ")[0]
        return f"STALE: {reason}; the evidence below may be out of date (run `sab selfcheck {self.leaf}`)"

    @property
    def problems(self) -> list[str]:
        return self.record.problems if self.record else []

    @property
    def rulings_needed(self) -> list[str]:
        return self.record.rulings_needed if self.record else []

    @property
    def mutation(self) -> dict | None:
        """The record's generated mutants; each survivor marked by whether a check ran its line."""
        mutation = self.record.mutation if self.record else None
        if not mutation:
            return None
        coverage = self.record.coverage or {}
        executed = coverage.get("executed", {})
        marked = []
        for survivor in mutation.get("survivors", []):
            lines = executed.get(survivor.get("file"))
            ran = None if lines is None else survivor.get("line") in lines
            marked.append({**survivor, "line_executed": ran, "meaning": _survivor_meaning(ran)})
        return {**mutation, "survivors": marked}

    @property
    def warnings(self) -> list[str]:
        return self.record.warnings if self.record else []


def _survivor_meaning(ran: bool | None) -> str:
    if ran is None:
        return "coverage not recorded"
    if ran:
        return "its line ran: a tolerance that lets it through, or an observable that misses it"
    return "its line never ran: no check exercises it (add a check that does)"


def _probe_descriptions(leaf: Leaf, notes: list[str]) -> dict[str, str]:
    descriptions = {}
    for path in sorted((leaf.comment_dir / "probes").glob("*.json")):
        try:
            descriptions[path.stem] = parse(Probe, load_json(path), path).description
        except SabError as exc:
            notes.append(f"unreadable probe: {exc}")
    return descriptions


def _check_review(check: CheckPaths, fresh: bool, descriptions: dict[str, str]) -> CheckReview:
    rubric = check.rubric()
    labels = check.spec().labels
    evidence = rubric.evidence
    flags = ([] if fresh else [Flag.STALE]) + (list(evidence.flags) if evidence else [])
    # A trivial output the check accepts wholesale (sab.selfcheck.trivial): the curator tightens or rules.
    flags += [f"ACCEPTS-{kind.upper()}" for kind in (evidence.trivial_accepted if evidence else [])]
    probes = [
        ProbeMark(name, descriptions.get(name, ""), solve.bound_fraction, solve.distance, solve.passed is False,
                  solve.identical)
        for name, solve in sorted((evidence.probes if evidence else {}).items())
    ]
    return CheckReview(check.name, rubric.policy, compact_bound(rubric), labels, rubric, evidence, flags, probes)


def display_path(leaf: Leaf) -> str:
    root = repository_root(leaf.root)
    return leaf.relative_to_root(root) if root is not None else str(leaf.root)


def graded_speed(grade_json: Path) -> dict | None:
    """The speed-up of a grade.json `sab grade` or a Harbor trial wrote: None while a check fails."""
    from sab.speedup import annotate

    data = load_json(grade_json)
    speed = data.get("speed") if isinstance(data, dict) else None
    if speed is not None and not (isinstance(speed, dict) and isinstance(speed.get("speedup"), (int, float))):
        raise SabError("holds no speed record sab grade writes", file=grade_json, field="speed",
                       fix="pass the grade.json of `sab grade --grade-file` or a trial's verifier/grade.json")
    return None if speed is None else annotate(speed)


def collect(path: Path, grade_json: Path | None = None) -> Review:
    leaf = Leaf.at(path)
    manifest = leaf.manifest.sciaccel
    state = freshness(leaf)
    notes: list[str] = []
    descriptions = _probe_descriptions(leaf, notes)
    checks = [_check_review(check, state.fresh, descriptions) for check in leaf.checks()]
    for check in checks:
        if check.evidence is None:
            notes.append(f"{check.name}: no evidence stamped yet")
    from sab.review.speed import review as calibration_review

    return Review(display_path(leaf), manifest.title, manifest.slug, manifest.status, manifest.source, state.fresh,
                  state.reason, state.record, checks, notes, graded_speed(grade_json) if grade_json else None,
                  calibration_review(leaf))
