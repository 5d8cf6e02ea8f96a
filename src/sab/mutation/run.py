"""Run every check on each defect (a hand-written probe or a generated mutant) and score the checks.

The untouched source is solved once (`nominal`); then, for each defect, a scratch copy of the
source gets the defect's edits, is staged through the runner and solved the same way (builds
included: run.sh builds from the staged tree), graded against nominal through the leaf's
tests/test.sh, and restored. A defect is

- `killed` when at least one check fails it (a failed run counts: the check did not pass),
- `stillborn` when every check's run failed (it does not build or does not run at all): it says
  nothing about the tolerances and is left out of the score,
- `survived` otherwise; its effect says whether any graded output changed at all.

The mutation score is killed / (killed + survived), overall and per check.
"""

from __future__ import annotations

import math
import shutil
import tempfile
from dataclasses import dataclass, field
from pathlib import Path
from typing import Callable

from sab.errors import SabError
from sab.freshness import source_dir_of
from sab.grade import measured_solve as measure
from sab.jsonio import read_text
from sab.leaf import Leaf
from sab.model.rubric import Solve
from sab.mutation.mutants import Mutant
from sab.mutation.probes import LoadedProbe, load_probes
from sab.runners import ProduceResult
from sab.runners.registry import get_runner

Progress = Callable[[str], None]
# A defect's run may hang (a loop bound moved); it gets this much over the untouched run.
TIMEOUT_FLOOR_S = 60.0
TIMEOUT_FACTOR = 10.0


@dataclass(frozen=True)
class Defect:
    """One defect to run: new full texts of the files it changes (relative to the source root)."""

    name: str
    description: str
    texts: dict[str, str]
    mutant: Mutant | None = None


@dataclass
class DefectResult:
    defect: Defect
    solves: dict[str, Solve]
    failed_runs: list[str]
    reasons: dict[str, str]
    failure: str = ""

    @property
    def killed_by(self) -> list[str]:
        return [name for name, solve in self.solves.items() if solve.passed is False]

    @property
    def status(self) -> str:
        if self.solves and len(self.failed_runs) == len(self.solves):
            return "stillborn"
        return "killed" if self.killed_by else "survived"

    @property
    def effect(self) -> str:
        """For a survivor: whether the defect reached any graded output, and how close it came."""
        if all(solve.identical for solve in self.solves.values()):
            return "no graded output changed"
        fractions = {n: s.bound_fraction for n, s in self.solves.items() if s.bound_fraction is not None}
        if not fractions:
            return "outputs changed"
        check = max(fractions, key=lambda n: fractions[n])
        return f"within the bound (largest bound fraction {fractions[check]:.3g}, {check})"

    def as_dict(self) -> dict:
        entry: dict = {"id": self.defect.name, "description": self.defect.description, "status": self.status,
                       "killed_by": self.killed_by}
        if self.defect.mutant is not None:
            m = self.defect.mutant
            entry.update({"file": m.file, "line": m.line, "column": m.column, "old": m.old, "new": m.new})
        if self.status == "survived":
            entry["effect"] = self.effect
        if self.failure:
            entry["failure"] = self.failure
        entry["checks"] = {
            name: {"passed": s.passed, "bound_fraction": _finite(s.bound_fraction), "distance": _finite(s.distance),
                   "identical": s.identical, "run_failed": name in self.failed_runs, "reason": self.reasons.get(name, "")}
            for name, s in self.solves.items()
        }
        return entry


def _finite(value: float | None) -> float | None:
    return value if value is None or math.isfinite(value) else None


def _score(killed: int, viable: int) -> float | None:
    return killed / viable if viable else None


@dataclass
class MutationReport:
    leaf: str
    mode: str  # "auto" (generated mutants) or "probes" (comment/probes/)
    checks: list[str]
    results: list[DefectResult] = field(default_factory=list)
    seed: int | None = None
    scope: str | None = None
    files: list[str] = field(default_factory=list)
    sites: int | None = None
    skipped_files: list[str] = field(default_factory=list)

    @property
    def viable(self) -> list[DefectResult]:
        return [r for r in self.results if r.status != "stillborn"]

    @property
    def survivors(self) -> list[DefectResult]:
        return [r for r in self.results if r.status == "survived"]

    @property
    def stillborn(self) -> list[DefectResult]:
        return [r for r in self.results if r.status == "stillborn"]

    @property
    def killed(self) -> int:
        return sum(r.status == "killed" for r in self.results)

    @property
    def score(self) -> float | None:
        return _score(self.killed, len(self.viable))

    def check_killed(self, check: str) -> list[str]:
        return [r.defect.name for r in self.viable if check in r.killed_by]

    def check_score(self, check: str) -> float | None:
        return _score(len(self.check_killed(check)), len(self.viable))

    def as_dict(self) -> dict:
        return {
            "leaf": self.leaf,
            "mode": self.mode,
            "seed": self.seed,
            "scope": {"origin": self.scope, "files": self.files, "sites": self.sites, "skipped": self.skipped_files},
            "score": self.score,
            "killed": self.killed,
            "viable": len(self.viable),
            "stillborn": [r.defect.name for r in self.stillborn],
            "checks": {name: {"killed": self.check_killed(name), "score": self.check_score(name)} for name in self.checks},
            "survivors": [
                {"id": r.defect.name, "where": r.defect.mutant.where if r.defect.mutant else None,
                 "change": r.defect.mutant.change if r.defect.mutant else r.defect.description, "effect": r.effect}
                for r in self.survivors
            ],
            "defects": [r.as_dict() for r in self.results],
        }


def mutant_defects(source_dir: Path, mutants: list[Mutant]) -> list[Defect]:
    texts: dict[str, str] = {}
    defects = []
    for mutant in mutants:
        if mutant.file not in texts:
            texts[mutant.file] = read_text(source_dir / mutant.file)
        defects.append(Defect(mutant.id, f"{mutant.where}: {mutant.change}", {mutant.file: mutant.apply(texts[mutant.file])},
                              mutant))
    return defects


def probe_defects(source_dir: Path, probes: list[LoadedProbe]) -> list[Defect]:
    """The leaf's fault probes (already checked by load_probes: each `old` occurs once)."""
    defects = []
    for probe in probes:
        texts: dict[str, str] = {}
        for edit in probe.probe.edits:
            current = texts.get(edit.file) or read_text(source_dir / edit.file)
            texts[edit.file] = current.replace(edit.old, edit.new, 1)
        defects.append(Defect(probe.name, probe.probe.description or probe.path.name, texts))
    return defects


def _timeout(nominal: ProduceResult) -> float:
    elapsed = [run.elapsed_seconds or 0.0 for run in nominal.checks.values()]
    return math.ceil(TIMEOUT_FLOOR_S + TIMEOUT_FACTOR * max(elapsed, default=0.0))


def apply_texts(root: Path, texts: dict[str, str]) -> None:
    for name, text in texts.items():
        path = root / name
        path.chmod(path.stat().st_mode | 0o200)  # a vendored tree may ship read-only files
        path.write_bytes(text.encode("utf-8"))


def run_defects(leaf: Leaf, source_dir: Path, defects: list[Defect], *, runner: str | None = None,
                check_timeout: float | None = None, progress: Progress | None = None) -> list[DefectResult]:
    """`runner` by name; None is the repository's default runner."""
    say = progress or (lambda _message: None)
    run = get_runner(runner, progress=say, start=leaf.root)
    checks = [check.name for check in leaf.checks()]
    work = Path(tempfile.mkdtemp(prefix="sab-probe-"))
    try:
        scratch = work / "source"
        shutil.copytree(source_dir, scratch, symlinks=True)
        nominal_dir = work / "nominal"
        say("solve the untouched source")
        with run.staged(leaf, source_dir) as stage:
            nominal = stage.produce("nominal", nominal_dir, check_timeout=check_timeout)
        failed = [name for name, r in nominal.checks.items() if not r.ok]
        if failed:
            raise SabError(f"the untouched source fails check {failed[0]!r}:\n{nominal.checks[failed[0]].tail()}",
                           file=leaf.root, fix=f"make `sab run {leaf.root} --out DIR` pass before probing")
        timeout = check_timeout or _timeout(nominal)
        results = []
        for number, defect in enumerate(defects, start=1):
            say(f"{number}/{len(defects)} {defect.description}")
            out = work / "defect"
            originals = {name: (scratch / name).read_bytes() for name in defect.texts}
            try:
                apply_texts(scratch, defect.texts)
                with run.staged(leaf, scratch) as stage:
                    produced = stage.produce("nominal", out, check_timeout=timeout)
                    graded = stage.grade(nominal_dir, out, work / "reward" / "reward.json")
            finally:
                for name, data in originals.items():
                    (scratch / name).write_bytes(data)
            solves = {name: measure(graded, name, nominal_dir, out) for name in checks}
            failed_runs = [name for name, r in produced.checks.items() if not r.ok]
            reasons = {name: c.reason for name, c in graded.checks.items()}
            failure = produced.checks[failed_runs[0]].tail(4) if failed_runs and len(failed_runs) == len(checks) else ""
            results.append(DefectResult(defect, solves, failed_runs, reasons, failure))
            shutil.rmtree(out, ignore_errors=True)
        return results
    finally:
        shutil.rmtree(work, ignore_errors=True)


@dataclass
class Draw:
    """The mutants `sab probe --auto` would run, before running any."""

    source_dir: Path
    scope: str
    files: list[str]
    sites: int
    skipped: list[str]
    mutants: list[Mutant]


def draw(leaf: Leaf, count: int, seed: int, only: list[str] | None = None) -> Draw:
    from sab.mutation.mutants import find_sites, select
    from sab.mutation.scope import module_scope

    source_dir = source_dir_of(leaf)
    if source_dir is None or not source_dir.is_dir():
        raise SabError("the leaf names no vendored source under code/", file=leaf.task_toml,
                       field="metadata.sciaccel.source")
    scope = module_scope(leaf, source_dir, only)
    sites, skipped = find_sites(source_dir, scope.files)
    if not sites:
        raise SabError(f"no numeric literal to mutate in {len(scope.files)} file(s) ({scope.origin})",
                       file=f"code/{source_dir.name}")
    return Draw(source_dir, scope.origin, scope.files, len(sites), skipped, select(sites, count, seed))


def auto_report(leaf: Leaf, display: str, drawn: Draw, seed: int, **options) -> MutationReport:
    """Run the drawn mutants: `sab probe --auto`."""
    results = run_defects(leaf, drawn.source_dir, mutant_defects(drawn.source_dir, drawn.mutants), **options)
    return MutationReport(display, "auto", [c.name for c in leaf.checks()], results, seed=seed, scope=drawn.scope,
                          files=drawn.files, sites=drawn.sites, skipped_files=drawn.skipped)


def leaf_probes(leaf: Leaf) -> tuple[Path, list[LoadedProbe]]:
    """The leaf's source and its hand-written fault probes; a leaf without either is an error."""
    source_dir = source_dir_of(leaf)
    if source_dir is None or not source_dir.is_dir():
        raise SabError("the leaf names no vendored source under code/", file=leaf.task_toml,
                       field="metadata.sciaccel.source")
    probes = load_probes(leaf, source_dir)
    if not probes:
        raise SabError("the leaf has no fault probe", file=leaf.comment_dir / "probes",
                       fix="write comment/probes/<name>.json ({\"edits\": [{\"file\", \"old\", \"new\"}]}) or use --auto")
    return source_dir, probes


def probes_report(leaf: Leaf, display: str, **options) -> MutationReport:
    """Run the leaf's hand-written fault probes: `sab probe` without --auto."""
    source_dir, probes = leaf_probes(leaf)
    results = run_defects(leaf, source_dir, probe_defects(source_dir, probes), **options)
    return MutationReport(display, "probes", [c.name for c in leaf.checks()], results,
                          scope="comment/probes/", files=sorted({f for p in probes for f in (e.file for e in p.probe.edits)}))
