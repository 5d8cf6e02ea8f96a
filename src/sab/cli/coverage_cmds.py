"""`sab coverage`: which lines of the module each check runs."""

from __future__ import annotations

from pathlib import Path
from typing import Optional

import typer

from sab.cli.output import console, emit_json, say


def register(app: typer.Typer) -> None:
    app.command("coverage")(coverage)


def coverage(
    leaf: Path = typer.Argument(..., help="the leaf directory"),
    as_json: bool = typer.Option(False, "--json", help="machine-readable output"),
    html: Optional[Path] = typer.Option(None, "--html", help="also write a self-contained HTML page with every module file's lines marked"),
) -> None:
    """Run every check (nominal input) with the module instrumented; show which lines of the module ran, per check and overall."""
    from sab.coverage import measure_coverage

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
