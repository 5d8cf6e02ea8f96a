"""`sab selfcheck`: the self-validation protocol of SPEC 5.1.

Measure first (nominal, variant, altbuild, repeat solves graded through tests/test.sh), then
stamp evidence into the rubrics, then write the records: each file atomically, the record last,
so an interrupted selfcheck leaves the previous record or a stale one, never a torn one.
"""

from __future__ import annotations

import datetime as dt
import json
import os
import platform
import shutil
import tempfile
from dataclasses import dataclass, field
from pathlib import Path
from typing import Callable

from sab import __version__
from sab.errors import SabError
from sab.fingerprint import contract_fingerprint, source_fingerprint
from sab.freshness import RECORD, source_dir_of
from sab.grade import GradeResult
from sab.jsonio import write_json_atomic, write_text_atomic
from sab.leaf import CheckPaths, Leaf
from sab.model.records import CheckOutcome, RuntimeMetadata, SelfValidationRecord
from sab.model.rubric import Evidence, Proposal, Solve
from sab.runners import ProduceResult, get_runner
from sab.selfcheck import evidence as ev
from sab.selfcheck.probes import LoadedProbe, apply_probe, load_probes
from sab.sources.layout import source as source_layout

RUNTIME_RECORD = "runtime-metadata.json"
BOOKKEEPING = frozenset({"run.log", "run.ok", "run.failed", "result.json"})
EXIT = {"passed": 0, "calibration-needed": 1, "wiring-error": 2}

Progress = Callable[[str], None]


def now() -> str:
    return dt.datetime.now(dt.timezone.utc).replace(microsecond=0).isoformat()


@dataclass
class CheckSummary:
    name: str
    policy: str
    evidence: Evidence
    proposal: Proposal | None
    passed: bool


@dataclass
class SelfcheckResult:
    leaf: str
    result: str
    problems: list[str] = field(default_factory=list)
    warnings: list[str] = field(default_factory=list)
    checks: dict[str, CheckSummary] = field(default_factory=dict)
    budget: str = "unverified"
    suite_seconds: float | None = None
    isolation: str = "none"
    images: list[dict] = field(default_factory=list)  # docker runner: each image, built or reused

    @property
    def exit_code(self) -> int:
        return EXIT[self.result]

    def as_dict(self) -> dict:
        return {
            "leaf": self.leaf,
            "result": self.result,
            "exit_code": self.exit_code,
            "problems": self.problems,
            "warnings": self.warnings,
            "budget": self.budget,
            "suite_seconds": self.suite_seconds,
            "isolation": self.isolation,
            "images": self.images,
            "checks": {
                name: {
                    "policy": c.policy,
                    "passed": c.passed,
                    "evidence": c.evidence.model_dump(mode="json"),
                    "proposal": c.proposal.model_dump(mode="json") if c.proposal else None,
                }
                for name, c in self.checks.items()
            },
        }


def _graded_files(directory: Path) -> dict[str, bytes]:
    files = {}
    if directory.is_dir():
        for path in sorted(directory.rglob("*")):
            if path.is_file() and path.name not in BOOKKEEPING:
                files[path.relative_to(directory).as_posix()] = path.read_bytes()
    return files


def measured_solve(grade_result: GradeResult, check: str, reference: Path, candidate: Path) -> Solve:
    """One graded comparison as evidence: distance, bound fraction, verdict, identical outputs."""
    entry = grade_result.checks.get(check)
    identical = _graded_files(reference / check) == _graded_files(candidate / check)
    distance = entry.distance if entry else None
    return Solve(
        distance=distance,
        bound_fraction=entry.bound_fraction if entry else None,
        passed=entry.passed if entry else False,
        identical=identical,
        graded_identical=(not identical and entry is not None and entry.passed and distance == 0),
    )


def _refusals(leaf: Leaf) -> list[str]:
    from sab.validate.lint import lint_leaf

    problems = [f"lint: {v.line()}" for v in lint_leaf(leaf.root).sorted()]
    return problems


def _pin_problem(leaf: Leaf, source_dir: Path, warnings: list[str]) -> str | None:
    """The source must match the fingerprint its codebase report pins, when one is recorded."""
    recorded = source_layout(source_dir.parent.parent, source_dir.name)
    if not recorded.recorded:
        warnings.append(f"no pinned fingerprint recorded for code/{source_dir.name}/; the source is not checked against a pin")
        return None
    try:
        pinned = recorded.metadata().fingerprint
    except SabError as exc:
        return f"unreadable codebase report: {exc}"
    current = source_fingerprint(source_dir)
    if current != pinned:
        return f"code/{source_dir.name}/ does not match its pin ({current} != {pinned}); run `sab source verify {source_dir.name}`"
    return None


def _run_problems(result: ProduceResult) -> list[str]:
    return [
        f"{name}: run.sh failed for {result.ic} (exit {run.exit_status}); last lines of run.log:\n{run.tail()}"
        for name, run in result.checks.items() if not run.ok
    ]


def _stamp(check: CheckPaths, evidence: Evidence, proposal: Proposal | None) -> None:
    """Write evidence and proposal into rubric.json, keeping the author's key order."""
    data = json.loads(check.rubric_json.read_text(encoding="utf-8"))
    data["evidence"] = evidence.model_dump(mode="json")
    data["proposal"] = proposal.model_dump(mode="json") if proposal else None
    write_text_atomic(check.rubric_json, json.dumps(data, indent=2, ensure_ascii=False, allow_nan=False) + "\n")


def _machine() -> dict[str, str | int | float]:
    return {
        "platform": platform.platform(),
        "machine": platform.machine(),
        "processor": platform.processor() or "unknown",
        "cpu_count": os.cpu_count() or 1,
        "python": platform.python_version(),
    }


def selfcheck(leaf: Leaf, *, runner: str = "local", repeat: bool = False, check_timeout: float | None = None,
              progress: Progress | None = None) -> SelfcheckResult:
    say = progress or (lambda _message: None)
    display = leaf.root.name
    result = SelfcheckResult(leaf=str(leaf.root), result="wiring-error")
    run = get_runner(runner, progress=say)  # first: a missing engine is one clear error, whatever the leaf

    result.problems = _refusals(leaf)
    if result.problems:
        result.problems.insert(0, "refused: the leaf does not pass `sab lint`")
        return result
    if leaf.manifest.sciaccel.kind == "import":
        result.problems = [f"refused: {display} is an imported leaf; its oracle and perturbed answers are "
                           f"checked by `sab import selfcheck {leaf.root}`"]
        return result
    source_dir = source_dir_of(leaf)
    if source_dir is None or not source_dir.is_dir():
        result.problems = [f"refused: the leaf names no vendored source under code/ ({display})"]
        return result
    pin = _pin_problem(leaf, source_dir, result.warnings)
    if pin:
        result.problems = [f"refused: {pin}"]
        return result
    try:
        probes = load_probes(leaf, source_dir)
    except SabError as exc:
        result.problems = [f"refused: broken probe: {exc}"]
        return result

    result.isolation = run.isolation.name
    if not run.isolation.available:
        result.warnings.append(f"isolation unavailable: {run.isolation.detail}")
    checks = leaf.checks()
    rubrics = {check.name: check.rubric() for check in checks}
    altbuild_checks = [name for name, rubric in rubrics.items() if rubric.altbuild]

    work = Path(tempfile.mkdtemp(prefix="sab-selfcheck-"))
    try:
        with run.staged(leaf, source_dir) as stage:
            result.images = [build.as_dict() for build in getattr(run, "builds", [])]
            solves: dict[str, ProduceResult] = {}
            plan = [("nominal", "nominal", None), ("variant", "variant", None)]
            if altbuild_checks:
                plan.append(("altbuild", "altbuild", altbuild_checks))
            if repeat:
                plan.append(("repeat", "nominal", None))
            for label, ic, only in plan:
                say(f"solve {label}")
                solves[label] = stage.produce(ic, work / label, checks=only, check_timeout=check_timeout)
                result.problems += _run_problems(solves[label])
            for probe in probes:
                say(f"solve probe {probe.name}")
                probe_source = apply_probe(source_dir, probe, work / "probe-sources" / probe.name)
                with run.staged(leaf, probe_source) as probe_stage:
                    solves[f"probe:{probe.name}"] = probe_stage.produce("nominal", work / f"probe-{probe.name}",
                                                                        check_timeout=check_timeout)
            if result.problems:
                return _finish(leaf, result, source_dir, runner, stamp=False)

            # Graded by the runner: on this machine (local) or in the leaf's oracle image (docker).
            grades: dict[str, GradeResult] = {}
            for label in solves:
                if label == "nominal":
                    continue
                say(f"grade {label} against nominal")
                candidate = work / label.replace("probe:", "probe-")
                if label == "altbuild":
                    # Checks without an alternative build have no altbuild output; grade the rest only.
                    candidate = work / "altbuild-graded"
                    shutil.copytree(work / "altbuild", candidate)
                    for name in rubrics:
                        if name not in altbuild_checks:
                            shutil.copytree(work / "nominal" / name, candidate / name)
                grades[label] = stage.grade(work / "nominal", candidate, work / f"{label}-reward" / "reward.json")
                for name in grades[label].wiring_errors:
                    if label.startswith("probe:") and not solves[label].checks[name].ok:
                        continue  # a probe that breaks the run is caught; that is not a wiring error
                    result.problems.append(f"{name}: grading {label} is a wiring error: {grades[label].checks[name].reason}")
        if result.problems:
            return _finish(leaf, result, source_dir, runner, stamp=False)

        nominal_runs = solves["nominal"].checks
        run_times = [r.run_seconds for r in nominal_runs.values()]
        if None not in run_times:
            result.suite_seconds = round(sum(run_times), 3)
            budget = leaf.manifest.sciaccel.resources.suite_budget_s
            result.budget = "within" if result.suite_seconds <= budget else "exceeded"
            if result.budget == "exceeded":
                result.problems.append(f"suite run time {result.suite_seconds:.1f} s exceeds suite_budget_s = {budget:g} s")

        for check in checks:
            name = check.name
            rubric = rubrics[name]
            evidence = Evidence(stamped_at=now(), runner=runner)
            evidence.variant = measured_solve(grades["variant"], name, work / "nominal", work / "variant")
            if name in altbuild_checks:
                evidence.altbuild = measured_solve(grades["altbuild"], name, work / "nominal", work / "altbuild")
                if evidence.altbuild.distance == 0:
                    evidence.altbuild_note = "not measured: the alternative build gave a zero distance"
                    result.warnings.append(f"{name}: altbuild floor not measured (zero distance: the build change did not reach the output)")
                    evidence.altbuild = evidence.altbuild.model_copy(update={"bound_fraction": None})
                if not evidence.altbuild.passed:
                    result.problems.append(
                        f"{name}: the alternative build fails its own check (bound_fraction "
                        f"{evidence.altbuild.bound_fraction}); widen the tolerance or drop the altbuild"
                    )
            if repeat:
                evidence.repeat = measured_solve(grades["repeat"], name, work / "nominal", work / "repeat")
            for probe in probes:
                evidence.probes[probe.name] = measured_solve(grades[f"probe:{probe.name}"], name, work / "nominal",
                                                     work / f"probe-{probe.name}")
            evidence.precision_floor, evidence.precision_fraction = ev.precision(rubric, work / "nominal" / name)
            evidence.runtime_s = nominal_runs[name].run_seconds
            evidence.expected_runtime_s = rubric.expected_runtime_s
            evidence.headroom = ev.headroom(evidence)
            evidence.separation = ev.separation(evidence)
            evidence.flags = ev.flags(evidence, chaotic=rubric.chaotic, custom=check.spec().is_custom)

            passed = bool(evidence.variant.passed)
            if not passed:
                result.problems.append(
                    f"{name}: the variant fails its own check: the tolerance is below the measured spread "
                    f"(bound_fraction {evidence.variant.bound_fraction}): {grades['variant'].checks[name].reason}"
                )
            if evidence.variant.identical:
                result.warnings.append(f"{name}: variant output is byte-identical to nominal: the perturbation most likely never reached the output")
            elif evidence.variant.graded_identical:
                result.warnings.append(f"{name}: variant output is graded-identical (distance 0, other bytes differ)")
            for flag in ("TIGHT", "LOOSE", "INERT", "SLOW"):
                if flag in evidence.flags:
                    result.warnings.append(f"{name}: {flag}")
            proposal = _proposal(rubric, evidence)
            result.checks[name] = CheckSummary(name, rubric.policy, evidence, proposal, passed)
        result.problems += _probe_problems(probes, result.checks)
        result.result = "calibration-needed" if result.problems else "passed"
        return _finish(leaf, result, source_dir, runner, stamp=True, nominal=solves["nominal"])
    finally:
        shutil.rmtree(work, ignore_errors=True)


def _probe_problems(probes: list[LoadedProbe], checks: dict[str, CheckSummary]) -> list[str]:
    """Each probe must make at least one check fail; one that changes nothing is broken."""
    problems = []
    for probe in probes:
        solves = [summary.evidence.probes[probe.name] for summary in checks.values()]
        if any(solve.passed is False for solve in solves):
            continue
        if all(solve.identical for solve in solves):
            problems.append(f"broken probe {probe.name} ({probe.path.name}): it changes no output of any check")
        else:
            problems.append(f"probe {probe.name} is caught by no check: every check passes the defect")
    return problems


def _proposal(rubric, evidence: Evidence) -> Proposal | None:
    if evidence.variant is not None and evidence.variant.passed is False and evidence.variant.bound_fraction:
        # The bound is below the measured spread: widen to H = 20 over it.
        scale = ev.MIN_HEADROOM * evidence.variant.bound_fraction
        reason = f"variant bound_fraction {evidence.variant.bound_fraction:.3g} > 1: widen so the spread is 1/20 of the bound"
    else:
        found = ev.proposed_scale(evidence)
        if found is None:
            return None
        scale, reason = found
    # As written by the author: defaults left out, so no option appears where its format has none.
    comparison = ev.scale_comparison(rubric.comparison.model_dump(mode="json", exclude_unset=True), scale)
    return Proposal(
        proposed_at=now(),
        comparison=comparison,
        headroom=(evidence.headroom * scale) if evidence.headroom else None,
        separation=(evidence.separation / scale) if evidence.separation else None,
        reason=f"{reason} (every tolerance x {scale:.3g}, rounded up to 1, 2 or 5 x 10^k)",
    )


def _finish(leaf: Leaf, result: SelfcheckResult, source_dir: Path, runner: str, *, stamp: bool,
            nominal: ProduceResult | None = None) -> SelfcheckResult:
    if stamp:
        for name, summary in result.checks.items():
            _stamp(leaf.check(name), summary.evidence, summary.proposal)
    if result.result == "wiring-error" and not result.problems:
        result.problems.append("wiring error")
    record = SelfValidationRecord(
        sab_version=__version__,
        created_at=now(),
        result=result.result,
        runner=runner,
        contract_fingerprint=contract_fingerprint(leaf.root),
        source_fingerprint=source_fingerprint(source_dir),
        budget=result.budget,
        suite_seconds=result.suite_seconds,
        checks={
            name: CheckOutcome(
                passed=summary.passed,
                distance=summary.evidence.variant.distance if summary.evidence.variant else None,
                bound_fraction=summary.evidence.variant.bound_fraction if summary.evidence.variant else None,
                headroom=summary.evidence.headroom,
                flags=summary.evidence.flags,
            )
            for name, summary in result.checks.items()
        },
        problems=result.problems,
        warnings=result.warnings,
    )
    if result.result == "passed" and nominal is not None:
        runtime = RuntimeMetadata(
            created_at=record.created_at,
            runner=runner,
            machine=_machine(),
            suite_seconds=result.suite_seconds or 0.0,
            build_seconds=round(sum((r.build_seconds or 0.0) for r in nominal.checks.values()), 3),
            checks={name: round(r.run_seconds or 0.0, 3) for name, r in nominal.checks.items()},
        )
        write_json_atomic(leaf.pipeline_dir / RUNTIME_RECORD, runtime.model_dump(mode="json"))
    write_json_atomic(leaf.pipeline_dir / RECORD, record.model_dump(mode="json"))
    return result
