"""`sab selfcheck`: the self-validation protocol of docs/tolerances.md, in six phases.

- refuse: a leaf that does not lint, is imported, has no pinned source or a broken probe is
  refused before any solve, and nothing is recorded;
- solve: nominal, variant, altbuild, repeat, the replicas of chaotic checks and every defect
  (probes, generated mutants), through the runner;
- grade: each solve against nominal through tests/test.sh, by the runner;
- evidence: per check, what the solves measured, its flags and its verdict;
- propose: per check, the tolerances the evidence supports;
- record: stamp evidence and proposals into the rubrics, then write the records: each file
  atomically, the record last, so an interrupted selfcheck leaves the previous record or a stale
  one, never a torn one.
"""

from __future__ import annotations

import math
import os
import platform
import shutil
import tempfile
from dataclasses import dataclass, field
from pathlib import Path
from typing import Callable

from sab import __version__
from sab.clock import now
from sab.errors import SabError
from sab.fingerprint import compare, contract_fingerprint, source_fingerprint
from sab.freshness import RECORD, source_dir_of
from sab.grade import GradeResult, measured_solve
from sab.jsonio import write_json_atomic
from sab.leaf import ACCELERATED, CheckPaths, Leaf
from sab.model.flags import Flag
from sab.model.records import CheckOutcome, RuntimeMetadata, SelfValidationRecord
from sab.model.rules import Rule
from sab.model.rubric import (Evidence, FamilyEvidence, HybridRubric, InvariantsRubric, Proposal, Rubric, Solve, invariants_part,
                              pointwise_part)
from sab.mutation.mutants import Mutant
from sab.mutation.probes import load_probes
from sab.mutation.run import Defect, apply_texts, draw, mutant_defects, probe_defects
from sab.runners import ProduceResult
from sab.runners.protocol import Runner, Stage
from sab.runners.registry import get_runner
from sab.selfcheck import calibration
from sab.selfcheck import evidence as ev
from sab.selfcheck import replicas as replica_calibration
from sab.selfcheck import statistics
from sab.selfcheck import trivial
from sab.selfcheck.verdict import recorded_statistics, ruled_trivial, shortfalls, standing_ruling
from sab.sources.layout import source as source_layout

RUNTIME_RECORD = "runtime-metadata.json"
EXIT = {"passed": 0, "ruling-needed": 1, "calibration-needed": 1, "wiring-error": 2}
# Generated mutants run when a leaf has no hand-written probe: without fault evidence no check can pass.
DEFAULT_MUTANTS = 12

Progress = Callable[[str], None]


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
    rulings_needed: list[str] = field(default_factory=list)  # "<check>: <what is missing>"
    mutation: dict | None = None
    coverage: dict | None = None  # line coverage of the module by the checks (sab.coverage)

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
            "rulings_needed": self.rulings_needed,
            "mutation": self.mutation,
            "coverage": self.coverage,
            "checks": {
                name: {
                    "policy": c.policy,
                    "passed": c.passed,
                    "verdict": c.evidence.verdict,
                    "evidence": c.evidence.model_dump(mode="json"),
                    "proposal": c.proposal.model_dump(mode="json") if c.proposal else None,
                }
                for name, c in self.checks.items()
            },
        }


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
    state = compare(pinned, source_dir)
    if state == "old-same":
        warnings.append(f"codebase-reports/{source_dir.name}/ records the fingerprint in the old format; "
                        "`sab fingerprint migrate` rewrites it")
    elif state != "same":
        return (f"code/{source_dir.name}/ does not match its pin {pinned}; run `sab source verify {source_dir.name}`")
    return None


def _stamp(check: CheckPaths, evidence: Evidence, proposal: Proposal | None) -> None:
    """Write evidence and proposal into rubric.json, keeping the author's key order."""
    def change(data: dict) -> None:
        data["evidence"] = evidence.model_dump(mode="json")
        data["proposal"] = proposal.model_dump(mode="json") if proposal else None

    check.edit_rubric(change)


def _machine() -> dict[str, str | int | float]:
    return {
        "platform": platform.platform(),
        "machine": platform.machine(),
        "processor": platform.processor() or "unknown",
        "cpu_count": os.cpu_count() or 1,
        "python": platform.python_version(),
    }


@dataclass(frozen=True)
class Options:
    """How the caller asked the solves and the replica calibration to run."""

    repeat: bool
    check_timeout: float | None
    rate: float  # false-reject rate per chaotic check
    seed: int | None = None  # every solve's drawn inputs (checks with a family): the same draws throughout


@dataclass
class Plan:
    """What one selfcheck solves and grades, fixed before the first solve."""

    source_dir: Path
    probes: list[str]  # the hand-written probes' names
    drawn: list[Mutant]  # the generated mutants
    defects: dict[str, Defect]  # "probe:<name>" and "mutant:<id>"
    checks: list[CheckPaths]
    rubrics: dict[str, Rubric]
    altbuild_checks: list[str]
    chaotic_checks: list[str]
    replica_labels: list[str]


@dataclass
class Measured:
    """Every solve of one selfcheck and its grade against nominal, in `work`."""

    work: Path
    solves: dict[str, ProduceResult]
    grades: dict[str, GradeResult] = field(default_factory=dict)
    stillborn: set[str] = field(default_factory=set)  # defects whose every run fails
    trivial: dict[str, set[str]] = field(default_factory=dict)  # trivial kind -> the checks that accept it

    def run_dir(self, label: str) -> Path:
        return self.work / _folder(label)


def selfcheck(leaf: Leaf, *, runner: str | None = None, repeat: bool = False, check_timeout: float | None = None,
              mutants: int | None = None, seed: int = 1, replicas: int = 0, rate: float | None = None,
              coverage: bool = True, progress: Progress | None = None) -> SelfcheckResult:
    """Self-validate `leaf` in six phases: refuse, solve, grade, evidence, propose, record.

    `runner` by name; None is the repository's default runner (runners/registry.py).
    """
    say = progress or (lambda _message: None)
    run = get_runner(runner, progress=say, start=leaf.root)  # first: a missing engine is one clear error, whatever the leaf
    options = Options(repeat, check_timeout, statistics.DEFAULT_RATE if rate is None else rate, seed)
    result = SelfcheckResult(leaf=str(leaf.root), result="wiring-error")
    plan = refuse(leaf, result, mutants, seed, replicas)
    if plan is None:
        return result
    result.isolation = run.isolation.name
    if not run.isolation.available:
        result.warnings.append(f"isolation unavailable: {run.isolation.detail}")
    work = Path(tempfile.mkdtemp(prefix="sab-selfcheck-"))
    try:
        result.images = [build.as_dict() for build in run.build(leaf)]
        with run.staged(leaf, plan.source_dir) as stage:
            measured = solve(run, stage, leaf, plan, options, work, result, say)
            if result.problems:
                return record(leaf, result, plan.source_dir, run.name, stamp=False)
            grade(stage, plan, measured, result, say)
        if result.problems:
            return record(leaf, result, plan.source_dir, run.name, stamp=False)
        _budget(leaf, measured.solves["nominal"], result)
        for check in plan.checks:
            result.checks[check.name] = evidence_and_proposal(leaf, check, plan, options, measured, result, run.name)
        result.problems += _probe_problems(plan.probes, result.checks)
        result.mutation = _mutation_summary(plan.drawn, seed, plan.defects, measured.stillborn, result.checks)
        if coverage:
            say("line coverage of the module")
            result.coverage = _line_coverage(leaf, run.name, check_timeout, result.warnings)
        if result.problems:
            result.result = "calibration-needed"
        else:
            result.result = "ruling-needed" if result.rulings_needed else "passed"
        return record(leaf, result, plan.source_dir, run.name, stamp=True, nominal=measured.solves["nominal"])
    finally:
        shutil.rmtree(work, ignore_errors=True)


# -- refuse -----------------------------------------------------------------------------------------


def refuse(leaf: Leaf, result: SelfcheckResult, mutants: int | None, seed: int, replicas: int) -> Plan | None:
    """The plan of the selfcheck, or None (the reason in `result.problems`, nothing recorded) for
    a leaf that is not ready: lint findings, an imported leaf, no or unpinned source, a broken probe."""
    display = leaf.root.name
    result.problems = _refusals(leaf)
    if result.problems:
        result.problems.insert(0, "refused: the leaf does not pass `sab lint`")
        return None
    if leaf.manifest.sciaccel.kind == "import":
        result.problems = [f"refused: {display} is an imported leaf; its oracle and perturbed answers are "
                           f"checked by `sab import selfcheck {leaf.root}`"]
        return None
    source_dir = source_dir_of(leaf)
    if source_dir is None or not source_dir.is_dir():
        result.problems = [f"refused: the leaf names no vendored source under code/ ({display})"]
        return None
    pin = _pin_problem(leaf, source_dir, result.warnings)
    if pin:
        result.problems = [f"refused: {pin}"]
        return None
    try:
        probes = load_probes(leaf, source_dir)
    except SabError as exc:
        result.problems = [f"refused: broken probe: {exc}"]
        return None
    defects = {f"probe:{d.name}": d for d in probe_defects(source_dir, probes)}
    count = (0 if probes else DEFAULT_MUTANTS) if mutants is None else mutants
    drawn = _draw_mutants(leaf, count, seed, result.warnings)
    defects.update({f"mutant:{d.name}": d for d in mutant_defects(source_dir, drawn)})
    checks = leaf.checks()
    rubrics = {check.name: check.rubric() for check in checks}
    chaotic = [name for name, rubric in rubrics.items() if rubric.chaotic and isinstance(rubric, InvariantsRubric)]
    return Plan(source_dir, [p.name for p in probes], drawn, defects, checks, rubrics,
                altbuild_checks=[name for name, rubric in rubrics.items() if rubric.altbuild], chaotic_checks=chaotic,
                replica_labels=[f"replica:{k}" for k in range(1, replicas + 1)] if chaotic else [])


# Lint findings a selfcheck runs despite: the speed calibration times a tree selfcheck has shown
# correct, so a goal's stale calibration is mended after a selfcheck, never before one.
NOT_REFUSED = frozenset({Rule.SPEED_CALIBRATION})


def _refusals(leaf: Leaf) -> list[str]:
    from sab.validate.lint import lint_leaf

    return [f"lint: {v.line()}" for v in lint_leaf(leaf.root).sorted() if v.code not in NOT_REFUSED]


# -- solve ------------------------------------------------------------------------------------------


def solve(run: Runner, stage: Stage, leaf: Leaf, plan: Plan, options: Options, work: Path, result: SelfcheckResult,
          say: Progress) -> Measured:
    """Every solve: nominal, variant, altbuild, repeat and replicas from `stage`, each defect from a
    stage of its own copy of the source. A legitimate solve whose run fails is a problem."""
    measured = Measured(work, {})
    plan_of_solves = [("nominal", "nominal", None), ("variant", "variant", None)]
    if plan.altbuild_checks:
        plan_of_solves.append(("altbuild", "altbuild", plan.altbuild_checks))
    if options.repeat:
        plan_of_solves.append(("repeat", "nominal", None))
    for label, ic, only in plan_of_solves:
        say(f"solve {label}")
        measured.solves[label] = stage.produce(ic, work / label, checks=only, check_timeout=options.check_timeout,
                                               seed=options.seed)
        result.problems += _run_problems(measured.solves[label])
    for label in plan.replica_labels:
        say(f"solve {label} of {len(plan.replica_labels)} (chaotic checks)")
        measured.solves[label] = stage.produce("nominal", measured.run_dir(label), checks=plan.chaotic_checks,
                                               check_timeout=options.check_timeout,
                                               knobs={replica_calibration.KNOB: label.split(":")[1]}, seed=options.seed)
        result.problems += _run_problems(measured.solves[label])
    accelerated = leaf.accelerated_dir
    if accelerated.is_dir():
        say("solve accelerated (the reference acceleration of solution/accelerated/)")
        measured.solves["accelerated"] = _produce_on_copy(
            run, leaf, plan.source_dir, work / "sources" / "accelerated", measured.run_dir("accelerated"), options,
            change=lambda copy: shutil.copytree(accelerated, copy, symlinks=True, dirs_exist_ok=True))
        result.problems += _run_problems(measured.solves["accelerated"])
    for number, (label, defect) in enumerate(plan.defects.items(), start=1):
        say(f"solve {label} ({number}/{len(plan.defects)})")
        measured.solves[label] = _produce_on_copy(
            run, leaf, plan.source_dir, work / "sources" / _folder(label), measured.run_dir(label), options,
            change=lambda copy, texts=defect.texts: apply_texts(copy, texts))
    return measured


def _produce_on_copy(run: Runner, leaf: Leaf, source: Path, copy: Path, out: Path, options: Options, *,
                     change: Callable[[Path], object]) -> ProduceResult:
    """The suite's nominal run on a copy of the source that `change` has edited; the copy is removed after."""
    shutil.copytree(source, copy, symlinks=True)
    try:
        change(copy)
        with run.staged(leaf, copy) as copy_stage:
            return copy_stage.produce("nominal", out, check_timeout=options.check_timeout, seed=options.seed)
    finally:
        shutil.rmtree(copy, ignore_errors=True)


def _run_problems(result: ProduceResult) -> list[str]:
    return [
        f"{name}: run.sh failed for {result.ic} (exit {run.exit_status}); last lines of run.log:\n{run.tail()}"
        for name, run in result.checks.items() if not run.ok
    ]


# -- grade ------------------------------------------------------------------------------------------


def grade(stage: Stage, plan: Plan, measured: Measured, result: SelfcheckResult, say: Progress) -> None:
    """Every solve but nominal graded against nominal by the runner: on this machine (local) or in
    the leaf's oracle image (docker). A wiring error is a problem, unless a defect broke the run."""
    measured.stillborn = {label for label in plan.defects
                          if not any(r.ok for r in measured.solves[label].checks.values())}
    for label in sorted(measured.stillborn):
        if label.startswith("probe:"):
            result.warnings.append(f"{label}: every check's run fails (it does not build or run): it is caught, "
                                   "but measures no tolerance")
    for label in measured.solves:
        if label == "nominal" or (label in measured.stillborn and label.startswith("mutant:")):
            continue
        say(f"grade {label} against nominal")
        candidate = _altbuild_candidate(plan, measured) if label == "altbuild" else measured.run_dir(label)
        graded = stage.grade(measured.work / "nominal", candidate,
                             measured.work / f"{_folder(label)}-reward" / "reward.json")
        measured.grades[label] = graded
        for name in graded.wiring_errors:
            if label in plan.defects and not measured.solves[label].checks[name].ok:
                continue  # a defect that breaks the run is caught; that is not a wiring error
            result.problems.append(f"{name}: grading {label} is a wiring error: {graded.checks[name].reason}")
    _grade_trivial(stage, plan, measured, say)
    accelerated = measured.grades.get("accelerated")
    for name, check in (accelerated.checks.items() if accelerated else ()):
        if not check.passed and not check.wiring_error:
            result.problems.append(f"{name}: the reference acceleration (solution/{ACCELERATED}/) fails the check, so "
                                   f"Harbor's oracle would too: {check.reason}")


def _grade_trivial(stage: Stage, plan: Plan, measured: Measured, say: Progress) -> None:
    """Each trivial candidate made from the nominal outputs, graded: which checks accept it wholesale."""
    for kind in trivial.KINDS:
        candidate = measured.work / f"trivial-{kind}"
        changed = trivial.make_candidate(measured.work / "nominal", candidate, plan.rubrics, kind)
        if not changed:
            continue
        say(f"grade the trivial output {kind} against nominal")
        graded = stage.grade(measured.work / "nominal", candidate, measured.work / f"trivial-{kind}-reward" / "reward.json")
        measured.trivial[kind] = {name for name in changed if name in graded.checks and graded.checks[name].passed}
        shutil.rmtree(candidate, ignore_errors=True)


def _altbuild_candidate(plan: Plan, measured: Measured) -> Path:
    """The altbuild results, with nominal's for checks without an alternative build (they have no
    altbuild output; the rest are graded only)."""
    candidate = measured.work / "altbuild-graded"
    shutil.copytree(measured.work / "altbuild", candidate)
    for name in plan.rubrics:
        if name not in plan.altbuild_checks:
            shutil.copytree(measured.work / "nominal" / name, candidate / name)
    return candidate


# -- evidence ---------------------------------------------------------------------------------------


def _budget(leaf: Leaf, nominal: ProduceResult, result: SelfcheckResult) -> None:
    """The suite's run time (builds excluded) against the leaf's suite_budget_s."""
    run_times = [r.run_seconds for r in nominal.checks.values()]
    if None in run_times:
        return
    result.suite_seconds = round(sum(run_times), 3)
    budget = leaf.manifest.sciaccel.resources.suite_budget_s
    result.budget = "within" if result.suite_seconds <= budget else "exceeded"
    if result.budget == "exceeded":
        result.problems.append(f"suite run time {result.suite_seconds:.1f} s exceeds suite_budget_s = {budget:g} s")


def evidence_and_proposal(leaf: Leaf, check: CheckPaths, plan: Plan, options: Options, measured: Measured,
                          result: SelfcheckResult, runner: str) -> CheckSummary:
    """One check's evidence, its verdict and its tolerance proposal."""
    rubric = plan.rubrics[check.name]
    evidence, outcome, statistics_proposal = gather_evidence(check, rubric, plan, options, measured, result, runner)
    passed = _judge(leaf, check.name, rubric, evidence, measured, result)
    return CheckSummary(check.name, rubric.policy, evidence, propose(outcome, statistics_proposal), passed)


def gather_evidence(check: CheckPaths, rubric: Rubric, plan: Plan, options: Options, measured: Measured,
                    result: SelfcheckResult, runner: str) -> tuple[Evidence, calibration.Outcome | None, Proposal | None]:
    """What the solves measured for one check (variant, altbuild, repeat, faults, precision, replicas,
    run time, headroom, separation, flags); with the calibration's outcome and, for a chaotic
    check with replicas, the proposal of its replica-calibrated bounds."""
    name, work = check.name, measured.work
    evidence = Evidence(stamped_at=now(), runner=runner)
    evidence.variant = measured_solve(measured.grades["variant"], name, work / "nominal", work / "variant")
    legit_runs = [work / "variant"]
    if name in plan.altbuild_checks:
        _altbuild_evidence(name, evidence, measured, result)
        legit_runs.append(work / "altbuild")
    if options.repeat:
        evidence.repeat = measured_solve(measured.grades["repeat"], name, work / "nominal", work / "repeat")
        legit_runs.append(work / "repeat")
    fault_solves = {label: measured_solve(measured.grades[label], name, work / "nominal", measured.run_dir(label))
                    for label in plan.defects if label in measured.grades}
    evidence.probes = {label.split(":", 1)[1]: s for label, s in fault_solves.items() if label.startswith("probe:")}
    evidence.mutants = {label.split(":", 1)[1]: s for label, s in fault_solves.items() if label.startswith("mutant:")}
    worst = _worst_draw(measured.grades, name)  # a drawn check: the draw whose legitimate spread is widest
    outcome = _calibrate(rubric, work, legit_runs, measured.grades, fault_solves, evidence,
                         within=f"draws/{worst}" if worst else "")
    statistics_proposal = None
    if name in plan.chaotic_checks and plan.replica_labels:
        statistics_proposal = _replica_statistics(rubric, work, measured.grades, plan.replica_labels, fault_solves,
                                                  options.rate, evidence)
    evidence.family = _family_evidence(measured.grades, name, options.seed, worst)
    evidence.trivial_accepted = [kind for kind in trivial.KINDS if name in measured.trivial.get(kind, ())]
    evidence.runtime_s = measured.solves["nominal"].checks[name].run_seconds
    evidence.expected_runtime_s = rubric.expected_runtime_s
    evidence.headroom = ev.headroom(evidence)
    evidence.separation = ev.separation(evidence)
    evidence.flags = ev.flags(evidence, chaotic=rubric.chaotic, custom=check.spec().is_custom)
    if evidence.statistics is not None or (rubric.chaotic and recorded_statistics(rubric) is not None):
        # Replicas, not one variant, say how far legitimate runs scatter: H and S stay informative only.
        evidence.flags = [flag for flag in evidence.flags if flag not in (Flag.TIGHT, Flag.LOOSE)] + [Flag.REPLICAS]
    return evidence, outcome, statistics_proposal


def _altbuild_evidence(name: str, evidence: Evidence, measured: Measured, result: SelfcheckResult) -> None:
    work = measured.work
    evidence.altbuild = measured_solve(measured.grades["altbuild"], name, work / "nominal", work / "altbuild")
    if evidence.altbuild.distance == 0:
        evidence.altbuild_note = "not measured: the alternative build gave a zero distance"
        result.warnings.append(f"{name}: altbuild floor not measured (zero distance: the build change did not reach the output)")
        evidence.altbuild = evidence.altbuild.model_copy(update={"bound_fraction": None})
    if not evidence.altbuild.passed:
        result.problems.append(
            f"{name}: the alternative build fails its own check (bound_fraction "
            f"{evidence.altbuild.bound_fraction}); widen the tolerance or drop the altbuild"
        )


def _judge(leaf: Leaf, name: str, rubric: Rubric, evidence: Evidence, measured: Measured,
           result: SelfcheckResult) -> bool:
    """Whether the variant passes its own check; the check's problems, warnings and the rulings it
    needs (its shortfalls, unless a standing ruling covers the comparison in force)."""
    passed = bool(evidence.variant.passed)
    failing = [k for k, draw in enumerate(measured.grades["variant"].checks[name].draws, start=1) if not draw.passed] \
        if name in measured.grades["variant"].checks else []
    if failing:
        seed = evidence.family.seed if evidence.family else None
        result.rulings_needed.append(
            f"{name}: the tolerance does not hold over the check's family: the variant fails on draw "
            f"{', '.join(map(str, failing))} of {len(measured.grades['variant'].checks[name].draws)} (seed {seed}); "
            "narrow the family (rubric family, harness/draw) or widen the tolerance")
    if not passed:
        result.problems.append(
            f"{name}: the variant fails its own check: the tolerance is below the measured spread "
            f"(bound_fraction {evidence.variant.bound_fraction}): {measured.grades['variant'].checks[name].reason}"
        )
    if evidence.variant.identical:
        result.warnings.append(f"{name}: variant output is byte-identical to nominal: the perturbation most likely never reached the output")
    elif evidence.variant.graded_identical:
        result.warnings.append(f"{name}: variant output is graded-identical (distance 0, other bytes differ)")
    for flag in (Flag.TIGHT, Flag.LOOSE, Flag.INERT, Flag.SLOW):
        if flag in evidence.flags:
            result.warnings.append(f"{name}: {flag}")
    comparison = rubric.comparison.model_dump(mode="json", exclude_unset=True)
    if standing_ruling(rubric.rulings, comparison) is None:
        evidence.verdict = shortfalls(evidence, rubric, leaf=str(leaf.root), check=name)
    ruled = ruled_trivial(rubric.rulings, comparison)
    evidence.verdict += [
        f"accepts the trivial output {kind} wholesale (made from the reference's own outputs): it grades nothing the "
        f"module computes; tighten the tolerance, or rule it expected with `sab tolerance rule {leaf.root} {name} "
        f"--trivial {kind} --by NAME --note WHY`" for kind in evidence.trivial_accepted if kind not in ruled]
    result.rulings_needed += [f"{name}: {line}" for line in evidence.verdict]
    return passed


# -- propose ----------------------------------------------------------------------------------------


def propose(outcome: calibration.Outcome | None, statistics_proposal: Proposal | None) -> Proposal | None:
    """One check's tolerance proposal: the replica calibration's for a chaotic check, else the
    calibration's, when it found bounds to propose."""
    if statistics_proposal is not None:
        return statistics_proposal
    if outcome is None or outcome.comparison is None:
        return None
    return Proposal(proposed_at=now(), comparison=outcome.comparison, headroom=outcome.headroom,
                    separation=outcome.separation, reason=outcome.reason, notes=outcome.notes)


# -- helpers ----------------------------------------------------------------------------------------


def _folder(label: str) -> str:
    return label.replace(":", "-")


def _draw_mutants(leaf: Leaf, count: int, seed: int, warnings: list[str]) -> list:
    if count <= 0:
        return []
    try:
        return draw(leaf, count, seed).mutants
    except SabError as exc:
        warnings.append(f"no mutants: {exc}")
        return []


def _calibrate(rubric, work: Path, legit_runs: list[Path], grades: dict[str, GradeResult],
               fault_solves: dict[str, Solve], evidence: Evidence, *, within: str) -> calibration.Outcome | None:
    """Per-term proposal and the precision floor of the stored values (fills `evidence`). A hybrid
    check's files and invariants are terms of one proposal: each fault needs keeping in one term
    of either part, as the check catches it when either part fails. `within` is where one input's
    outputs lie in a run's check folder: "" for a fixed input, draws/<k> for the worst draw."""
    name = rubric.check
    measurable = [label for label, solve in fault_solves.items()
                  if solve.passed is False and ev.caught_at(solve) is not None]
    fault_evidence = any(solve.passed is False for solve in fault_solves.values())
    authored = rubric.comparison.model_dump(mode="json", exclude_unset=True)
    files, judged = pointwise_part(rubric), invariants_part(rubric)
    hybrid = isinstance(rubric, HybridRubric)
    written_files = (authored["pointwise"] if hybrid else authored).get("files")
    written_invariants = (authored["invariants"] if hybrid else authored).get("invariants")
    if rubric.chaotic:
        evidence.precision_floor, evidence.precision_fraction, evidence.precision_formats = ev.precision(
            rubric, work / "nominal" / name / within)
        evidence.proposal_note = ("chaotic check: one variant is a single draw of the legitimate spread, so no "
                                  "bound is proposed from it; the replica calibration sets chaotic bounds")
        return None
    terms: list[calibration.Term] = []
    values = None
    if files is not None:
        faults = {label: work / _folder(label) / name / within for label in measurable}
        found = calibration.file_terms(files, work / "nominal" / name / within,
                                       [run / name / within for run in legit_runs], faults, written_files)
        if found is None:
            return None
        terms += found
        values = [(term.reference, term.floor) for term in found]
    if judged is not None:
        parts = {label: {part["name"]: part for part in grade.checks[name].parts}
                 for label, grade in grades.items() if name in grade.checks}
        legit = [run.name for run in legit_runs]
        terms += calibration.invariant_terms(judged, parts, legit, measurable, written_invariants, ev.invariant_floor)
    evidence.precision_floor, evidence.precision_fraction, evidence.precision_formats = ev.precision(
        rubric, work / "nominal" / name / within, values)
    outcome = calibration.propose(terms, measurable, fault_evidence=fault_evidence)
    if outcome.comparison is not None:
        outcome.comparison = _proposed_comparison(rubric, authored, outcome.comparison)
    evidence.proposal_note = "; ".join([outcome.reason] + outcome.notes)
    return outcome


def _family_evidence(grades: dict[str, GradeResult], name: str, seed: int | None,
                     worst: int | None) -> FamilyEvidence | None:
    """The spread of the legitimate solves over a drawn check's inputs; None for a fixed input."""
    variant = grades["variant"].checks.get(name)
    if seed is None or variant is None or not variant.draws:
        return None
    return FamilyEvidence(
        seed=seed, draws=len(variant.draws), digests=[draw.digest for draw in variant.draws],
        calibrated_on=worst,
        bound_fractions={label: [draw.bound_fraction for draw in grades[label].checks[name].draws]
                         for label in ("variant", "altbuild", "repeat")
                         if label in grades and name in grades[label].checks and grades[label].checks[name].draws})


def _worst_draw(grades: dict[str, GradeResult], name: str) -> int | None:
    """The draw (1..K) on which a drawn check's legitimate solves (variant, altbuild, repeat) came
    closest to the bound, so the tolerance proposed holds on the whole family drawn; None for a
    check on its fixed input."""
    worst, where = -1.0, None
    for label in ("variant", "altbuild", "repeat"):
        entry = grades[label].checks.get(name) if label in grades else None
        for k, draw in enumerate(entry.draws if entry is not None else (), start=1):
            fraction = draw.bound_fraction if draw.bound_fraction is not None else math.inf
            if fraction > worst:
                worst, where = fraction, k
    return where


def _proposed_comparison(rubric, authored: dict, entries: list[dict]) -> dict:
    """The proposed entries put back in the rubric's shape; coverage is never proposed."""
    files = [entry for entry in entries if "path" in entry]
    invariants = [entry for entry in entries if "kind" in entry]
    if isinstance(rubric, HybridRubric):
        return {"pointwise": {"files": files},
                "invariants": {"invariants": invariants, "coverage": authored["invariants"]["coverage"]}}
    if isinstance(rubric, InvariantsRubric):
        return {"invariants": invariants, "coverage": authored["coverage"]}
    return {"files": files}


def _replica_statistics(rubric: InvariantsRubric, work: Path, grades: dict[str, GradeResult], replica_labels: list[str],
                        fault_solves: dict[str, Solve], rate: float, evidence: Evidence) -> Proposal | None:
    """Calibrate a chaotic check from its replicas (fills evidence.statistics); the proposal of the
    replica-calibrated bounds when they differ from the bounds in force."""
    name = rubric.check
    faults = list(fault_solves)

    def parts(label: str) -> dict[str, dict]:
        found = grades.get(label)
        return {part["name"]: part for part in found.checks[name].parts} if found and name in found.checks else {}

    structural = {label for label in faults if (solve := fault_solves[label]).passed is False and ev.caught_at(solve) is None}
    found = replica_calibration.calibrate_check(rubric, work / "nominal" / name, [parts(label) for label in replica_labels],
                                                {label: parts(label) for label in faults}, structural, rate)
    proposed = found.pop("comparison")
    calibrated_shortfalls = found.pop("shortfalls_calibrated")
    evidence.statistics = found
    evidence.proposal_note = (f"replica calibration: {found['replicas']} replicas, false-reject rate {rate:g} per check "
                              f"({found['per_invariant_rate']:.2g} per invariant)")
    authored = rubric.comparison.model_dump(mode="json", exclude_unset=True)
    if proposed is None:
        return None
    recorded = recorded_statistics(rubric)
    if proposed == authored["invariants"] and recorded is not None and recorded.get("replicas", 0) >= found["replicas"]:
        return None  # the bounds in force stand and a calibration at least as large is on record
    tests = {key: {"test": value["test"], "bound": value["bound"], "fit_p_value": value["fit_p_value"]}
             for key, value in found["invariants"].items()}
    return Proposal(proposed_at=now(), comparison={"invariants": proposed, "coverage": authored["coverage"]},
                    reason=evidence.proposal_note, notes=[f"{key}: {value['test']}: bound {value['bound']:.3g}"
                                                          for key, value in tests.items()],
                    statistics={"replicas": found["replicas"], "rate": rate,
                                "per_invariant_rate": found["per_invariant_rate"], "invariants": tests,
                                "power": {key: value["calibrated"] for key, value in found["power"].items()},
                                "shortfalls": calibrated_shortfalls, "comparison": proposed})


def _line_coverage(leaf: Leaf, runner: str, check_timeout: float | None, warnings: list[str]) -> dict | None:
    """The record's summary of `sab coverage`: percent overall and per check, and the executed lines
    of each module file (the review marks each surviving mutant by them)."""
    from sab.coverage import measure_coverage

    try:
        found = measure_coverage(leaf, runner=runner, check_timeout=check_timeout)
    except SabError as exc:
        warnings.append(f"line coverage not measured: {exc}")
        return None
    measured = [name for name in found.files if name in found.executable]
    return {
        "percent": found.percent,
        "checks": {name: run.percent for name, run in found.checks.items()},
        "executed": {name: sorted(found.executed_lines(name)) for name in measured},
        "never_run": {name: found.never_run(name) for name in measured},
    }


def _mutation_summary(drawn: list, seed: int, defects: dict, stillborn: set[str], checks: dict[str, CheckSummary]) -> dict | None:
    """The generated mutants' outcome: score, and every survivor with where it is and how close it came."""
    if not drawn:
        return None
    labels = [label for label in defects if label.startswith("mutant:")]
    viable = [label for label in labels if label not in stillborn]
    killed = [label for label in viable
              if any(c.evidence.mutants.get(label.split(":", 1)[1], Solve()).passed is False for c in checks.values())]
    survivors = []
    for label in viable:
        if label in killed:
            continue
        mutant = defects[label].mutant
        solves = [c.evidence.mutants[label.split(":", 1)[1]] for c in checks.values()]
        survivors.append({"id": mutant.id, "file": mutant.file, "line": mutant.line, "where": mutant.where,
                          "change": mutant.change,
                          "effect": "no graded output changed" if all(s.identical for s in solves) else "within the bounds"})
    return {"count": len(labels), "seed": seed, "killed": len(killed), "viable": len(viable),
            "stillborn": len(labels) - len(viable), "score": (len(killed) / len(viable)) if viable else None,
            "survivors": survivors}


def _probe_problems(probes: list[str], checks: dict[str, CheckSummary]) -> list[str]:
    """Each probe must make at least one check fail; one that changes nothing is broken."""
    problems = []
    for probe in probes:
        solves = [summary.evidence.probes[probe] for summary in checks.values()]
        if any(solve.passed is False for solve in solves):
            continue
        if all(solve.identical for solve in solves):
            problems.append(f"broken probe {probe}: it changes no output of any check")
        else:
            problems.append(f"probe {probe} is caught by no check: every check passes the defect")
    return problems


# -- record -----------------------------------------------------------------------------------------


def record(leaf: Leaf, result: SelfcheckResult, source_dir: Path, runner: str, *, stamp: bool,
           nominal: ProduceResult | None = None) -> SelfcheckResult:
    """Stamp evidence and proposals into the rubrics (`stamp`), then write the records: each file
    atomically, the self-validation record last; the runtime record only for a passed leaf."""
    if stamp:
        for name, summary in result.checks.items():
            _stamp(leaf.check(name), summary.evidence, summary.proposal)
    if result.result == "wiring-error" and not result.problems:
        result.problems.append("wiring error")
    validation = SelfValidationRecord(
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
                separation=summary.evidence.separation,
                flags=summary.evidence.flags,
            )
            for name, summary in result.checks.items()
        },
        problems=result.problems,
        warnings=result.warnings,
        rulings_needed=result.rulings_needed,
        mutation=result.mutation,
        coverage=result.coverage,
    )
    if result.result == "passed" and nominal is not None:
        runtime = RuntimeMetadata(
            created_at=validation.created_at,
            runner=runner,
            machine=_machine(),
            suite_seconds=result.suite_seconds or 0.0,
            build_seconds=round(sum((r.build_seconds or 0.0) for r in nominal.checks.values()), 3),
            checks={name: round(r.run_seconds or 0.0, 3) for name, r in nominal.checks.items()},
        )
        write_json_atomic(leaf.pipeline_dir / RUNTIME_RECORD, runtime.model_dump(mode="json"))
    write_json_atomic(leaf.pipeline_dir / RECORD, validation.model_dump(mode="json"))
    return result
