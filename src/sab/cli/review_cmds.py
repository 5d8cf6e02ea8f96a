"""Curator review commands: review (the evidence behind each tolerance) and probe (mutation score)."""

from __future__ import annotations

from pathlib import Path
from typing import Optional

import typer

from sab.cli import many
from sab.cli.output import console, emit_json, say

DEFAULT_COUNT = 10
DEFAULT_SEED = 0


def register(app: typer.Typer) -> None:
    app.command("review")(review)
    app.command("probe")(probe)


def review(
    leaf: Path = typer.Argument(..., help="the leaf directory"),
    as_json: bool = typer.Option(False, "--json", help="machine-readable output"),
    html: Optional[Path] = typer.Option(None, "--html", help="also write a self-contained HTML page with the tolerance ladders"),
    grade: Optional[Path] = typer.Option(None, "--grade", help=(
        "a grade.json (sab grade --grade-file, or a trial's verifier/grade.json) whose speed-up and interval to show")),
) -> None:
    """One row per check: policy, bound, spreads and floors, headroom H, separation S, run time, flags."""
    from sab.review.collect import collect

    result = collect(leaf, grade)
    written = None
    if html is not None:
        from sab.review.page import write_page

        written = write_page(result, html)
    if as_json:
        from sab.review.document import document

        data = document(result)
        if written:
            data["html"] = str(written)
        emit_json(data)
        return
    from sab.review.table import footer, header, table

    out = console()
    for text, style in header(result):
        out.print(text, style=style or None, markup=False, highlight=False)
    out.print(table(result))
    for text, style in footer(result):
        out.print(text, style=style, markup=False, highlight=False)
    if written:
        say(f"page written to {written}")


def probe(
    leaves: Optional[list[Path]] = typer.Argument(None, help="leaf directories"),
    auto: bool = typer.Option(False, "--auto", help="generate mutants of the module's numeric literals instead of running comment/probes/"),
    count: Optional[int] = typer.Option(None, "--count", min=1, help=f"mutants to draw with --auto (default {DEFAULT_COUNT}; each costs a full suite run)"),
    seed: Optional[int] = typer.Option(None, "--seed", help=f"seed of the draw with --auto (default {DEFAULT_SEED})"),
    only: list[str] = typer.Option([], "--only", help="with --auto: mutate only these files or directories (relative to code/<source>/)"),
    list_only: bool = typer.Option(False, "--list", help="with --auto: list the drawn mutants without running them"),
    all_dirs: list[Path] = typer.Option([], "--all", help=many.ALL_HELP),
    changed_since: Optional[str] = typer.Option(None, "--changed-since", metavar="REF", help=many.CHANGED_HELP),
    scheduler: Optional[str] = typer.Option(None, "--scheduler", metavar="tcp://HOST:PORT",
                                            help=many.SCHEDULER_HELP + "; a leaf's defects are split over the cluster"),
    workers: Optional[int] = typer.Option(None, "--workers", min=1, help=many.WORKERS_HELP),
    runner: Optional[str] = typer.Option(None, "--runner", help="local or docker (default: [tool.sab] "
                                         "default_runner, else local)"),
    check_timeout: Optional[float] = typer.Option(None, "--check-timeout", min=1, help="seconds per check of each defect (default: 60 + 10x the untouched run)"),
    as_json: bool = typer.Option(False, "--json", help="machine-readable output"),
) -> None:
    """Run every check on each fault probe (or, with --auto, on generated mutants) and report what each check catches."""
    from sab.errors import SabError
    from sab.runners.registry import runner_name

    many.require_selection(leaves, all_dirs, changed_since, "probe")
    if not auto and (count is not None or seed is not None or only or list_only):
        raise SabError("--count, --seed, --only and --list draw generated mutants", field="--auto",
                       fix="add --auto, or drop them to run the hand-written probes of comment/probes/")
    count = DEFAULT_COUNT if count is None else count
    seed = DEFAULT_SEED if seed is None else seed
    options = {"runner": runner_name(runner, (leaves or all_dirs or [None])[0]), "check_timeout": check_timeout}
    if many.fans_out(leaves, all_dirs, changed_since, scheduler, workers):
        if list_only:
            raise SabError("--list shows one leaf's draw", field="--list", fix="name one leaf, without --all, "
                           "--changed-since, --scheduler or --workers")
        _probe_many(leaves or [], all_dirs, changed_since, scheduler, workers, options, as_json,
                    auto=auto, count=count, seed=seed, only=only or None)
        return
    from sab.leaf import Leaf
    from sab.mutation import run as mutation
    from sab.review.collect import display_path

    the_leaf = Leaf.at(leaves[0])
    display = display_path(the_leaf)
    drawn = mutation.draw(the_leaf, count, seed, only or None) if auto else None
    if drawn is not None and list_only:
        if as_json:
            emit_json({"leaf": display, "seed": seed, "scope": {"origin": drawn.scope, "files": drawn.files,
                       "sites": drawn.sites, "skipped": drawn.skipped},
                       "mutants": [{"id": m.id, "file": m.file, "line": m.line, "column": m.column, "old": m.old,
                                    "new": m.new} for m in drawn.mutants]})
        else:
            _print_scope(display, drawn.scope, drawn.files, drawn.sites, len(drawn.mutants), seed)
            for m in drawn.mutants:
                say(f"  {m.id:<4} {m.where}  {m.change}")
        return

    def go(progress=None):
        if drawn is not None:
            return mutation.auto_report(the_leaf, display, drawn, seed, progress=progress, **options)
        return mutation.probes_report(the_leaf, display, progress=progress, **options)

    if as_json:
        emit_json(go().as_dict())
        return
    with console().status("probe") as spinner:
        report = go(lambda message: spinner.update(f"probe: {message}"))
    _print_report(report)


def _probe_many(leaves: list[Path], all_dirs: list[Path], changed_since: str | None, scheduler: str | None,
                workers: int | None, options: dict, as_json: bool, **draw) -> None:
    """Each leaf's probes or mutants, split into tasks over the executor's slots (docs/fanout.md)."""
    from sab.errors import SabError
    from sab.fanout.executor import Failure
    from sab.fanout.jobs import LeafOutcome, plan_probes, probe_leaves
    from sab.fanout.select import select_leaves

    selected = select_leaves(leaves, all_dirs, changed_since)
    plans, refused = [], []
    for leaf in selected:
        try:
            plans.append(plan_probes(leaf, **draw))
        except SabError as exc:
            refused.append(LeafOutcome(str(leaf), error=Failure(str(exc), exc.exit_code)))
    outcomes = list(refused)
    with many.opened(scheduler, workers, as_json) as (executor, update):
        update(f"probe of {len(plans)} leaves on {executor.name}")
        for outcome in probe_leaves(plans, executor, options):
            outcomes.append(outcome)
            update(f"probe: {len(outcomes)}/{len(selected)} leaves done on {executor.name}")
    for outcome in refused if not as_json else []:
        many.say_outcome(outcome, "")
    if as_json:
        emit_json({"executor": executor.name, "leaves": [
            many.outcome_dict(outcome, outcome.value.as_dict() if outcome.value else None) for outcome in outcomes]})
    else:
        for outcome in outcomes[len(refused):]:
            many.say_outcome(outcome, "done")
            if outcome.value is not None:
                _print_report(outcome.value)
        many.summary(outcomes, executor.name, lambda report: "done")
    if any(outcome.error for outcome in outcomes):
        raise typer.Exit(many.exit_code(outcomes))


def _print_scope(display: str, origin: str, files: list[str], sites: int | None, drawn: int, seed: int) -> None:
    say(f"{display}: {drawn} mutant(s) drawn with seed {seed} from {sites} numeric literal(s) in {len(files)} file(s)")
    say(f"module files: {origin}")


def _score(killed: int, viable: int) -> str:
    return f"{killed}/{viable} = {killed / viable:.2f}" if viable else "-"


def _print_report(report) -> None:
    from rich.table import Table

    out = console()
    what = "mutants" if report.mode == "auto" else "fault probes"
    if report.mode == "auto":
        _print_scope(report.leaf, report.scope, report.files, report.sites, len(report.results), report.seed)
    viable = len(report.viable)
    table = Table(title=f"{what} caught per check")
    for column in ("check", "killed", "score"):
        table.add_column(column)
    for name in report.checks:
        killed = report.check_killed(name)
        table.add_row(name, " ".join(killed) or "-", _score(len(killed), viable))
    out.print(table)
    say(f"mutation score: {_score(report.killed, viable)} ({report.killed} of {viable} {what} caught by at least one check)")
    for result in report.stillborn:
        first = result.failure.strip().splitlines()[-1] if result.failure.strip() else "every run failed"
        say(f"stillborn (does not build or run; left out of the score): {result.defect.name} {result.defect.description}: {first}")
    if report.survivors:
        say("survivors (no check fails them; judge whether each matters):")
        for result in report.survivors:
            say(f"  {result.defect.name:<4} {result.defect.description}  [{result.effect}]")
