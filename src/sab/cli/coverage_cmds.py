"""`sab coverage`: which lines of the module each check runs."""

from __future__ import annotations

from pathlib import Path
from typing import Optional

import typer

from sab.cli import many
from sab.cli.output import console, emit_json, say


def register(app: typer.Typer) -> None:
    app.command("coverage")(coverage)


def coverage(
    leaves: Optional[list[Path]] = typer.Argument(None, help="leaf directories"),
    as_json: bool = typer.Option(False, "--json", help="machine-readable output"),
    html: Optional[Path] = typer.Option(None, "--html", help="also write a self-contained HTML page with every module file's lines marked"),
    all_dirs: list[Path] = typer.Option([], "--all", help=many.ALL_HELP),
    changed_since: Optional[str] = typer.Option(None, "--changed-since", metavar="REF", help=many.CHANGED_HELP),
    scheduler: Optional[str] = typer.Option(None, "--scheduler", metavar="tcp://HOST:PORT", help=many.SCHEDULER_HELP),
    workers: Optional[int] = typer.Option(None, "--workers", min=1, help=many.WORKERS_HELP),
) -> None:
    """Run every check (nominal input) with the module instrumented; show which lines of the module ran, per check and overall."""
    from sab.errors import SabError

    many.require_selection(leaves, all_dirs, changed_since, "measure")
    if many.fans_out(leaves, all_dirs, changed_since, scheduler, workers):
        if html is not None:
            raise SabError("--html writes one leaf's page", field="--html",
                           fix="name one leaf, without --all, --changed-since, --scheduler or --workers")
        _coverage_many(leaves or [], all_dirs, changed_since, scheduler, workers, as_json)
        return
    from sab.coverage import measure_coverage

    leaf = leaves[0]
    if as_json:
        report = measure_coverage(leaf)
    else:
        with console().status("coverage") as spinner:
            report = measure_coverage(leaf, progress=lambda message: spinner.update(f"coverage: {message}"))
    written = None
    if html is not None:
        from sab.coverage.page import write_page

        written = write_page(report, html)
    if as_json:
        data = report.as_dict()
        if written:
            data["html"] = str(written)
        emit_json(data)
    else:
        _print_report(report)
        if written:
            say(f"page written to {written}")
    if report.failed_checks:
        raise typer.Exit(1)


def _coverage_many(leaves: list[Path], all_dirs: list[Path], changed_since: str | None, scheduler: str | None,
                   workers: int | None, as_json: bool) -> None:
    from sab.fanout.jobs import coverage_leaves
    from sab.fanout.select import select_leaves

    selected = select_leaves(leaves, all_dirs, changed_since)
    outcomes = []
    with many.opened(scheduler, workers, as_json) as (executor, update):
        update(f"coverage of {len(selected)} leaves on {executor.name}")
        for outcome in coverage_leaves(selected, executor, {}):
            outcomes.append(outcome)
            update(f"coverage: {len(outcomes)}/{len(selected)} leaves done on {executor.name}")
            if not as_json:
                many.say_outcome(outcome, _verdict(outcome.value) if outcome.value else "")
                if outcome.value is not None:
                    _print_report(outcome.value)
    if as_json:
        emit_json({"executor": executor.name, "leaves": [
            many.outcome_dict(outcome, outcome.value.as_dict() if outcome.value else None) for outcome in outcomes]})
    else:
        many.summary(outcomes, executor.name, _verdict)
    failed = any(outcome.error for outcome in outcomes) or any(o.value.failed_checks for o in outcomes if o.value)
    if failed:
        raise typer.Exit(max(many.exit_code(outcomes), 1))


def _verdict(report) -> str:
    return "a check failed" if report.failed_checks else "measured"


def _pct(value: float | None) -> str:
    return "-" if value is None else f"{value:.1f} %"


def _print_report(report) -> None:
    from rich.table import Table

    from sab.coverage.report import line_ranges

    out = console()
    say(f"{report.leaf}: module files: {report.scope}")
    say(f"runs: {report.isolation}")
    checks = Table(title="lines of the module each check ran")
    for column in ("check", "run", "lines run", "executed / executable"):
        checks.add_column(column, justify="right" if column != "check" else "left")
    for run in report.checks.values():
        checks.add_row(run.check, "ok" if run.ok else "FAILED", _pct(run.percent),
                       f"{run.executed_count} / {run.executable_count}")
    checks.add_row("any check", "", _pct(report.percent), f"{report.executed_count} / {report.executable_count}")
    out.print(checks)
    files = Table(title="per file")
    files.add_column("file")
    files.add_column("tool")
    files.add_column("any check", justify="right")
    for name in report.checks:
        files.add_column(name, justify="right")
    files.add_column("never run")
    for name in report.files:
        if name not in report.executable:
            files.add_row(name, "-", "-", *("-" for _ in report.checks), f"not measured: {report.unmeasured.get(name, '')}")
            continue
        files.add_row(name, report.tools.get(name, ""), _pct(report.file_percent(name)),
                      *(_pct(report.file_percent(name, check)) for check in report.checks),
                      line_ranges(report.never_run(name)) or "-")
    out.print(files)
    for run in report.checks.values():
        for note in run.notes:
            say(f"note: {run.check}: {note}")
    for name in report.failed_checks:
        say(f"FAILED {name}: the run failed; its lines are those it reached. The end of its run.log:")
        for line in (report.checks[name].failure or "").splitlines():
            say(f"  {line}")
