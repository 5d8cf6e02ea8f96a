"""Commands that judge leaves and the repository: validate-harbor, lint, check."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Optional

import typer

from sab.cli import many
from sab.cli.fingerprint_cmds import NO_CACHE
from sab.cli.output import closing_line, console, emit_json, say


def register(app: typer.Typer) -> None:
    app.command("validate-harbor")(validate_harbor)
    app.command("lint")(lint)
    app.command("check")(check)


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
        closing_line(f"{len(reports)} leaves: {len(reports) - failed} passed, {failed} failed", ok=not failed)
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


def check(
    base: Optional[str] = typer.Option(None, "--base", help="git revision the report gate compares against"),
    only: list[str] = typer.Option([], "--only", help="run only these sections: leaves, registry, licenses, reports, sources, gate, "
                                                      "slugs"),
    no_cache: bool = NO_CACHE,
    as_json: bool = typer.Option(False, "--json", help="machine-readable output"),
) -> None:
    """The repository validator: leaf manifests, registry and license freshness, reports, source
    fingerprints, the report gate for sources new relative to --base, and slug permanence against it."""
    from sab.config import load_settings
    from sab.fingerprint import one_run
    from sab.validate.repository import run_check

    with one_run(cache=False if no_cache else None):
        result = run_check(load_settings(), base, only or None)
    if as_json:
        emit_json(result.as_dict())
    else:
        for problem in sorted(result.problems, key=lambda p: p.sort_key()):
            say(problem.line())
        scope = f"new since {base} ({result.base_commit[:12]})" if base else "(all sources)"
        gated = f"; report gate on {len(result.gated)} sources {scope}" if "gate" in result.sections else ""
        console().print(
            f"{'FAIL' if result.problems else 'PASS'} sab check: {len(result.problems)} problems{gated}",
            style="bold red" if result.problems else "bold green",
        )
    if not result.passed:
        raise typer.Exit(1)
