"""Commands that run leaves: run, grade, selfcheck, tolerance accept, status."""

from __future__ import annotations

import sys
from contextlib import contextmanager
from pathlib import Path
from typing import Callable, Iterator, Optional

import typer

from sab.cli import many
from sab.cli.output import console, emit_json, say

RUNNER_HELP = ("local (child processes on this machine) or docker (the leaf's own images); "
               "default: [tool.sab] default_runner, else local")


def register(app: typer.Typer) -> None:
    app.command("run")(run)
    app.command("grade")(grade)
    app.command("selfcheck")(selfcheck)
    app.command("status")(status)
    tolerance = typer.Typer(help="Curator rulings on tolerances.", no_args_is_help=True)
    tolerance.command("accept")(accept)
    tolerance.command("rule")(rule)
    app.add_typer(tolerance, name="tolerance")


@contextmanager
def _progress(quiet: bool) -> Iterator[Callable[[str], None]]:
    """A one-line live display of long steps (image builds); nothing when output is JSON."""
    if quiet:
        yield lambda _message: None
        return
    with console().status("working") as spinner:
        yield lambda message: spinner.update(message)


def _say_builds(builds) -> None:
    for build in builds:
        say(build.line())  # docker: each image, built (with its time) or found unchanged


def _fmt(value: float | None, digits: int = 3) -> str:
    return "-" if value is None else f"{value:.{digits}g}"


def run(
    leaf: Path = typer.Argument(..., help="the leaf directory"),
    ic: str = typer.Option("nominal", "--ic", help="nominal, variant or altbuild"),
    source: Optional[Path] = typer.Option(None, "--source", help="source tree to run (default: the leaf's code/<source>/)"),
    out: Path = typer.Option(..., "--out", help="results directory (one subdirectory per check)"),
    check: list[str] = typer.Option([], "--check", help="run only these checks"),
    check_timeout: Optional[float] = typer.Option(None, "--check-timeout", min=1, help="seconds per check"),
    runner: Optional[str] = typer.Option(None, "--runner", help=RUNNER_HELP),
    timing: bool = typer.Option(False, "--timing", help=(
        "time the acceleration checks like a benchmark (warm-up, repeats, start-up; rubric.json's timing), "
        "for a speed-up with a confidence interval")),
    seed: Optional[str] = typer.Option(None, "--seed", envvar="SAB_SEED", help=(
        "draw the inputs of every check with a family from this seed (a number); 'fixed' runs their public "
        "ic/ instead; default: a fresh seed from the OS, printed so the candidate's run can take the same")),
    as_json: bool = typer.Option(False, "--json", help="machine-readable output"),
) -> None:
    """Run the leaf's checks for one initial condition through tests/test.sh."""
    from sab.errors import SabError
    from sab.freshness import source_dir_of
    from sab.leaf import Leaf
    from sab.runners import IC_CHOICES
    from sab.runners.registry import get_runner

    if ic not in IC_CHOICES:
        raise SabError(f"unknown initial condition {ic!r}", field="--ic", fix="use nominal, variant or altbuild")
    the_leaf = Leaf.at(leaf)
    source_dir = source or source_dir_of(the_leaf)
    if source_dir is None:
        raise SabError("the leaf names no source", file=the_leaf.task_toml, field="metadata.sciaccel.source", fix="pass --source DIR")
    from sab.draws import parse_seed

    drawn_seed = parse_seed(seed)
    with _progress(as_json) as update:
        the_runner = get_runner(runner, progress=update, start=the_leaf.root)
        builds = the_runner.build(the_leaf)
        result = the_runner.produce(the_leaf, source_dir.resolve(), ic, out, checks=check or None,
                                    check_timeout=check_timeout, timing=timing, seed=drawn_seed)
    if as_json:
        emit_json({"out": str(result.out_dir), "ic": ic, "isolation": result.isolation, "seed": drawn_seed, "checks": {
            name: {"ok": r.ok, "run_seconds": r.run_seconds, "build_seconds": r.build_seconds}
            for name, r in result.checks.items()}})
    else:
        _say_builds(builds)
        for name, r in result.checks.items():
            detail = f"{_fmt(r.run_seconds)} s run, {_fmt(r.build_seconds)} s build" if r.ok else f"failed; see {r.log}"
            say(f"{'ok    ' if r.ok else 'FAILED'} {name}: {detail}")
        say(f"results in {result.out_dir} (isolation: {result.isolation})")
        if drawn_seed is not None:
            say(f"inputs of checks with a family drawn from seed {drawn_seed} (pass --seed {drawn_seed} to run "
                "another tree on the same inputs)")
    if not result.ok:
        raise typer.Exit(1)


def grade(
    leaf: Path = typer.Argument(..., help="the leaf directory"),
    reference: Optional[Path] = typer.Option(None, "--reference", help="results of the untouched source"),
    candidate: Optional[Path] = typer.Option(None, "--candidate", help="results of the candidate source"),
    answer: Optional[Path] = typer.Option(None, "--answer", help="imported leaf: grade this answer file as Harbor's verifier would"),
    record: Optional[Path] = typer.Option(None, "--record", help="imported HERA-Bench leaf: the controller's record of the episode"),
    trajectory: Optional[Path] = typer.Option(None, "--trajectory", help="imported SUPER leaf: the agent's steps (Harbor's "
                                              "agent/trajectory.json, or SUPER's history) for landmarks and the entrypoint"),
    reward_file: Optional[Path] = typer.Option(None, "--reward-file", help="write Harbor's flat numeric reward here (a new or regular file)"),
    grade_file: Optional[Path] = typer.Option(None, "--grade-file", help="write the full grade (grade.json: every check's verdict) here"),
    runner: Optional[str] = typer.Option(None, "--runner", help=RUNNER_HELP + "; docker grades in the leaf's oracle "
                                         "image; an imported leaf's --answer is graded on this machine only"),
    as_json: bool = typer.Option(False, "--json", help="machine-readable output"),
) -> None:
    """Grade candidate results against reference results with each check's validate.py (an imported leaf: --answer)."""
    from sab.errors import SabError
    from sab.leaf import Leaf
    from sab.runners.registry import runner_class

    kind = runner_class(runner, leaf)
    if answer is not None or record is not None or trajectory is not None:  # imported leaves (docs/importers.md)
        from sab.cli.import_cmds import grade_answer

        if not kind.grades_answers:
            raise SabError(f"the {kind.name} runner does not grade an imported leaf's answer", field="--runner",
                           fix="pass --runner local (answers are graded on this machine), or grade the leaf under Harbor")
        return grade_answer(leaf, answer, record, reward_file, grade_file, as_json, trajectory=trajectory)
    if reference is None or candidate is None:
        raise SabError("--reference and --candidate are both required", fix="or give an imported leaf's --answer FILE")
    the_leaf = Leaf.at(leaf)
    with _progress(as_json) as update:
        the_runner = kind(progress=update)
        builds = the_runner.build(the_leaf)
        result = the_runner.grade(the_leaf, reference, candidate, reward_file, grade_file)
    if not as_json:
        _say_builds(builds)
    if as_json:
        emit_json({"reward": result.reward, "correctness": result.correctness, "passed": result.passed,
                   "total": result.total, "speed": result.speed, "speedup_goal": result.speedup_goal,
                   "speed_credit": result.speed_credit,
                   "checks": {n: {"passed": c.passed, "reason": c.reason, "distance": c.distance,
                                  "bound_fraction": c.bound_fraction} for n, c in result.checks.items()}})
        _refuse_all_wiring(result)
        return
    from rich.markup import escape
    from rich.table import Table

    table = Table(title=f"reward {result.reward:.4f} ({result.passed}/{result.total} checks passed)")
    for column in ("check", "verdict", "bound fraction", "distance", "reason"):
        table.add_column(column)
    for name, c in result.checks.items():
        table.add_row(name, "[green]PASS[/]" if c.passed else "[red]FAIL[/]", _fmt(c.bound_fraction),
                      _fmt(c.distance), escape(c.reason))
    console().print(table)
    if result.speed:
        from sab.speedup import describe

        say(f"speed-up on the acceleration checks: {describe(result.speed)}")
    if result.speedup_goal is not None:
        say(f"speed credit {result.speed_credit:.4f} of the goal {result.speedup_goal:g}x (half the reward; "
            "the speed-up's lower bound must reach the goal, which only timed runs measure: --timing)")
    if result.reward_file:
        say(f"reward written to {result.reward_file}")
    _refuse_all_wiring(result)


def _refuse_all_wiring(result) -> None:
    """A grade in which no check could be graded at all is a failed grading, not a reward of 0."""
    if result.total and len(result.wiring_errors) == result.total:
        sys.stderr.write(f"error: no check could be graded: every check is a wiring error "
                         f"({', '.join(result.wiring_errors)}); see each check's reason\n")
        raise typer.Exit(1)


def selfcheck(
    leaves: Optional[list[Path]] = typer.Argument(None, help="leaf directories"),
    all_dirs: list[Path] = typer.Option([], "--all", help=many.ALL_HELP),
    changed_since: Optional[str] = typer.Option(None, "--changed-since", metavar="REF", help=many.CHANGED_HELP),
    scheduler: Optional[str] = typer.Option(None, "--scheduler", metavar="tcp://HOST:PORT", help=many.SCHEDULER_HELP),
    workers: Optional[int] = typer.Option(None, "--workers", min=1, help=many.WORKERS_HELP),
    runner: Optional[str] = typer.Option(None, "--runner", help=RUNNER_HELP),
    repeat: bool = typer.Option(False, "--repeat", help="add a second nominal solve to measure run-to-run spread"),
    check_timeout: Optional[float] = typer.Option(None, "--check-timeout", min=1, help="seconds per check"),
    mutants: Optional[int] = typer.Option(
        None, "--mutants", min=0,
        help="generated one-literal mutants to run as fault evidence (default: 12 when the leaf has no probe, else 0)"),
    seed: int = typer.Option(1, "--seed", help="seed of the mutant draw"),
    replicas: int = typer.Option(0, "--replicas", min=0,
                                 help="independent replicas of each chaotic check (SAB_REPLICA=1..N) to size its bounds from (30 is a good start)"),
    rate: Optional[float] = typer.Option(None, "--rate", min=1e-12, max=0.1,
                                         help="false-reject rate per chaotic check for --replicas (default 1e-3)"),
    line_coverage: bool = typer.Option(True, "--coverage/--no-coverage",
                                       help="also measure which lines of the module the checks run (sab coverage)"),
    as_json: bool = typer.Option(False, "--json", help="machine-readable output"),
) -> None:
    """Self-validate leaves: solves, grading through test.sh, evidence, proposals, verdict, records.

    Exit 0 PASSED (every check H >= 20 and S >= 10, or a standing ruling), 1 RULING NEEDED or
    CALIBRATION NEEDED, 2 wiring error. Many leaves (or --scheduler) run as a fan-out whose
    records only this process writes (docs/fanout.md); the exit status is the worst leaf's."""
    from sab.runners.registry import runner_name

    many.require_selection(leaves, all_dirs, changed_since, "selfcheck")
    start = (leaves or all_dirs or [None])[0]
    options = dict(runner=runner_name(runner, start), repeat=repeat, check_timeout=check_timeout, mutants=mutants, seed=seed,
                   replicas=replicas, rate=rate, coverage=line_coverage)
    if many.fans_out(leaves, all_dirs, changed_since, scheduler, workers):
        _selfcheck_many(leaves or [], all_dirs, changed_since, scheduler, workers, options, as_json)
        return
    from sab.leaf import Leaf
    from sab.selfcheck.protocol import selfcheck as do_selfcheck

    the_leaf = Leaf.at(leaves[0])
    if as_json:
        result = do_selfcheck(the_leaf, **options)
        emit_json(result.as_dict())
        raise typer.Exit(result.exit_code)
    with console().status("selfcheck") as spinner:
        result = do_selfcheck(the_leaf, **options, progress=lambda message: spinner.update(f"selfcheck: {message}"))
    print_evidence(result)
    raise typer.Exit(result.exit_code)


VERDICTS = {"passed": "PASSED", "ruling-needed": "RULING NEEDED", "calibration-needed": "CALIBRATION NEEDED",
            "wiring-error": "WIRING ERROR"}


def _selfcheck_many(leaves: list[Path], all_dirs: list[Path], changed_since: str | None, scheduler: str | None,
                    workers: int | None, options: dict, as_json: bool) -> None:
    from sab.fanout.jobs import selfcheck_leaves
    from sab.fanout.select import select_leaves

    selected = select_leaves(leaves, all_dirs, changed_since)
    outcomes = []
    with many.opened(scheduler, workers, as_json) as (executor, update):
        update(f"selfcheck of {len(selected)} leaves on {executor.name}")
        for outcome in selfcheck_leaves(selected, executor, options):
            outcomes.append(outcome)
            update(f"selfcheck: {len(outcomes)}/{len(selected)} leaves done on {executor.name}")
            if not as_json:
                many.say_outcome(outcome, VERDICTS[outcome.value.result] if outcome.value else "")
                if outcome.value is not None:
                    print_evidence(outcome.value)
    if as_json:
        emit_json({"executor": executor.name, "leaves": [
            many.outcome_dict(outcome, outcome.value.as_dict() if outcome.value else None) for outcome in outcomes]})
    else:
        many.summary(outcomes, executor.name, lambda value: VERDICTS[value.result])
    raise typer.Exit(many.exit_code(outcomes))


def print_evidence(result) -> None:
    from rich.table import Table

    out = console()
    if result.images:
        from sab.runners import describe_build

        for image in result.images:
            out.print(describe_build(image), markup=False)
    if result.checks:
        table = Table(title=f"self-validation evidence ({result.isolation} isolation)")
        for column in ("check", "policy", "variant", "altbuild", "precision", "headroom", "separation", "run s / expected", "flags"):
            table.add_column(column)
        for name, c in result.checks.items():
            e = c.evidence
            table.add_row(
                name, c.policy,
                ("[green]" if c.passed else "[red]") + _fmt(e.variant.bound_fraction if e.variant else None) + "[/]",
                _fmt(e.altbuild.bound_fraction if e.altbuild else None) if not e.altbuild_note else "not measured",
                _fmt(e.precision_fraction),
                _fmt(e.headroom), _fmt(e.separation),
                f"{_fmt(e.runtime_s)} / {_fmt(e.expected_runtime_s)}",
                " ".join(e.flags),
            )
        out.print(table)
        out.print("variant, altbuild and precision are fractions of the bound (1 = at the tolerance)", style="dim")
    for warning in result.warnings:
        out.print(f"warning: {warning}", style="yellow", markup=False)
    for problem in result.problems:
        out.print(f"problem: {problem}", style="red", markup=False)
    for name, c in result.checks.items():
        if c.proposal:
            out.print(f"proposal for {name}: {c.proposal.reason}; accept with `sab tolerance accept <leaf> {name} --by NAME`",
                      style="cyan", markup=False)
            for note in c.proposal.notes:
                out.print(f"  {note}", style="cyan", markup=False)
        elif c.evidence.proposal_note and c.evidence.verdict:
            out.print(f"no proposal for {name}: {c.evidence.proposal_note}", style="cyan", markup=False)
    if result.mutation:
        m = result.mutation
        score = "n/a" if m["score"] is None else f"{m['score']:.2f}"
        out.print(f"mutants: {m['killed']}/{m['viable']} killed (score {score}, seed {m['seed']}, "
                  f"{m['stillborn']} stillborn); survivors: " + (", ".join(f"{s['where']} {s['change']}" for s in m["survivors"]) or "none"),
                  markup=False)
    if result.coverage:
        out.print(f"line coverage of the module by the checks: {_fmt(result.coverage['percent'])} % "
                  "(`sab coverage <leaf> --html FILE` shows the lines)", markup=False)
    for line in result.rulings_needed:
        out.print(f"ruling needed: {line}", style="red", markup=False)
    verdict = VERDICTS[result.result]
    budget = f", suite {result.suite_seconds:.2f} s ({result.budget})" if result.suite_seconds is not None else ""
    out.print(f"selfcheck {verdict}{budget}", style="bold green" if result.result == "passed" else "bold red")


def accept(
    leaf: Path = typer.Argument(..., help="the leaf directory"),
    check: Optional[str] = typer.Argument(None, help="only this check (default: every check with a proposal)"),
    by: str = typer.Option(..., "--by", help="the curator making the ruling"),
) -> None:
    """Apply the tolerance proposal(s) selfcheck wrote, recording who and when."""
    from sab.leaf import Leaf
    from sab.selfcheck.tolerance import accept as do_accept

    for item in do_accept(Leaf.at(leaf), by, check):
        say(f"{item.check}: accepted the proposed tolerances (ruling by {by}); rerun `sab selfcheck`")


def rule(
    leaf: Path = typer.Argument(..., help="the leaf directory"),
    check: str = typer.Argument(..., help="the check whose evidence the ruling accepts"),
    by: str = typer.Option(..., "--by", help="the curator making the ruling"),
    note: str = typer.Option(..., "--note", help="why the evidence is acceptable as it stands"),
    trivial: Optional[str] = typer.Option(None, "--trivial", help=(
        "instead: let the check accept this trivial output (zeros, constant, nan, float32, digits6, negated), "
        "e.g. an output identically zero by physics")),
) -> None:
    """Accept a check's evidence as it stands (H < 20, S < 10 or no fault caught), for its current comparison only."""
    from sab.leaf import Leaf
    from sab.selfcheck.tolerance import rule as do_rule

    ruling = do_rule(Leaf.at(leaf), check, by, note, trivial)
    if trivial is not None:
        say(f"{check}: may accept the trivial output {trivial} (ruling by {ruling.by}) under the comparison in force; "
            "rerun `sab selfcheck` to record the verdict")
        return
    say(f"{check}: evidence accepted by {ruling.by} for the comparison in force (H {_fmt(ruling.headroom)}, "
        f"S {_fmt(ruling.separation)}); rerun `sab selfcheck` to record the verdict")


def status(
    leaves: Optional[list[Path]] = typer.Argument(None, help="leaf directories (default: every leaf)"),
    ci_freshness: bool = typer.Option(False, "--ci-freshness", help="exit 1 when a non-draft leaf lacks a fresh, passing record"),
    no_cache: bool = typer.Option(False, "--no-cache", help="read every file: neither consult nor update the fingerprint cache"),
    as_json: bool = typer.Option(False, "--json", help="machine-readable output"),
) -> None:
    """Self-validation status of leaves: the last result and whether it is still fresh."""
    from sab.config import load_settings
    from sab.fingerprint import one_run
    from sab.status import statuses

    with one_run(cache=False if no_cache else None):
        rows = statuses(leaves or [], load_settings().root)
    if as_json:
        emit_json([row.as_dict() for row in rows])
    else:
        for row in rows:
            mark = "fresh" if row.fresh else "STALE"
            say(f"{row.leaf}: {row.status}, {row.result or 'no record'}, {mark} ({row.reason}); speed: {row.speed}")
    if ci_freshness and any(row.needs_attention for row in rows):
        sys.stderr.write("non-draft leaves without a fresh, passing self-validation record or with an uncalibrated "
                         "speed-up goal: "
                         + ", ".join(r.leaf for r in rows if r.needs_attention) + "\n")
        raise typer.Exit(1)
