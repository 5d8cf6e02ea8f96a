"""`sab migrate`: convert a leaf of the ScienceIDE_Env layout into this repository's layout."""

from __future__ import annotations

from pathlib import Path
from typing import Optional

import typer

from sab.cli.output import emit_json, say


def register(app: typer.Typer) -> None:
    app.command("migrate")(migrate)


def _places(wheres: list[str], severity: str) -> str:
    """Where a finding applies; a note shared by many checks is counted, not listed."""
    if severity == "note" and len(wheres) > 3 and all(where.startswith("tests/checks/") for where in wheres):
        return f"{len(wheres)} checks"
    return ", ".join(wheres)


def migrate(
    leaf: Path = typer.Argument(..., help="a leaf folder of the ScienceIDE_Env layout"),
    to: Optional[str] = typer.Option(None, "--to", help="tasks/<codebase>/<module> to write (default: the old leaf's own)"),
    dry_run: bool = typer.Option(False, "--dry-run", help="write nothing; print the same report"),
    as_json: bool = typer.Option(False, "--json", help="machine-readable output"),
) -> None:
    """Convert one foreign leaf: manifest, targets, rubrics, run.sh and harnesses, stock drivers, images,
    dependencies, the old record kept under comment/migrated-from/, the module proposed.

    Exit 0 converted (warnings listed), 1 converted with checks left out, 2 bad input (nothing written)."""
    from sab.config import load_settings
    from sab.migrate import MigrateOptions, migrate as do_migrate

    report = do_migrate(load_settings(), MigrateOptions(leaf, to, dry_run))
    if as_json:
        emit_json(report.as_dict())
        raise typer.Exit(report.exit_code)
    verb = "would migrate" if report.dry_run else "migrated"
    say(f"{verb} {report.source} -> {report.destination} (slug {report.slug}): "
        f"{len(report.checks)} check(s) converted, {len(report.left_out)} left out")
    labels = {"left-out": "LEFT OUT", "warning": "WARNING", "note": "note"}
    for severity in ("left-out", "warning", "note"):
        for wheres, message in report.findings.grouped(severity):
            say(f"{labels[severity]} {_places(wheres, severity)}: {message}")
    if report.written:
        say(f"next: sab lint {report.destination}; sab selfcheck {report.destination}")
    raise typer.Exit(report.exit_code)
