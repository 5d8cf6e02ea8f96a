"""Commands that judge leaves: validate-harbor, lint."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Optional

import typer

from sab.cli import many
from sab.cli.output import console, emit_json


def register(app: typer.Typer) -> None:
    app.command("validate-harbor")(validate_harbor)
    app.command("lint")(lint)


def _print_reports(reports, as_json: bool) -> None:
    if as_json:
        emit_json({"passed": all(r.passed for r in reports), "leaves": [r.as_dict() for r in reports]})
    else:
        out = sys.stdout
        for report in reports:
            for violation in report.sorted():
                out.write(violation.line() + "\n")
            out.write(f"{'PASS' if report.passed else 'FAIL'} {report.leaf}\n")
        failed = sum(not r.passed for r in reports)
        console().print(
            f"{len(reports)} leaves: {len(reports) - failed} passed, {failed} failed",
            style="bold red" if failed else "bold green",
        )
    if not all(r.passed for r in reports):
        raise typer.Exit(1)


def validate_harbor(
    leaves: Optional[list[Path]] = typer.Argument(None, help="leaf directories"),
    all_dirs: list[Path] = typer.Option([], "--all", help="validate every leaf under this directory"),
    changed_since: Optional[str] = typer.Option(None, "--changed-since", metavar="REF", help=many.CHANGED_HELP),
    scheduler: Optional[str] = typer.Option(None, "--scheduler", metavar="tcp://HOST:PORT", help=many.SCHEDULER_HELP),
    workers: Optional[int] = typer.Option(None, "--workers", min=1,
                                          help="processes on this machine (default: one per core on large trees)"),
    as_json: bool = typer.Option(False, "--json", help="machine-readable output"),
) -> None:
    """Check the closed leaf boundary of each leaf (one line per violation, PASS/FAIL per leaf)."""
    from sab.errors import SabError

    if not leaves and not all_dirs and changed_since is None:
        raise SabError("nothing to validate", fix="name leaf directories or pass --all tasks")
    if changed_since is None and not many.scheduler_given(scheduler):
        from sab.validate.harbor import validate_harbor as run

        _print_reports(run(leaves or [], all_dirs, workers=workers), as_json)
        return
    from sab.fanout.jobs import validate_selected

    if not leaves and not all_dirs:
        from sab.config import load_settings

        all_dirs = [load_settings().root / "tasks"]
    with many.opened(scheduler, workers, as_json) as (executor, update):
        update(f"validate-harbor on {executor.name}")
        reports = validate_selected(leaves or [], all_dirs, changed_since, executor)
    _print_reports(reports, as_json)


def lint(
    leaves: list[Path] = typer.Argument(..., help="leaf directories"),
    as_json: bool = typer.Option(False, "--json", help="machine-readable output"),
) -> None:
    """validate-harbor plus the authoring rules: placeholders, drivers, checks, rubrics, catalogue."""
    from sab.validate.harbor import collect_leaves
    from sab.validate.lint import lint as run

    _print_reports(run(collect_leaves(leaves, [])[0]), as_json)
