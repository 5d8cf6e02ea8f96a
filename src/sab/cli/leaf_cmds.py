"""Commands that create and edit leaves: scaffold, add-check, sync."""

from __future__ import annotations

from pathlib import Path
from typing import Optional

import typer

from sab.cli.output import emit_json, say


def register(app: typer.Typer) -> None:
    app.command("scaffold")(scaffold)
    app.command("add-check")(add_check)
    app.command("sync")(sync)


def scaffold(
    codebase: str = typer.Argument(..., help="codebase directory under tasks/ (lower-kebab)"),
    module: str = typer.Argument(..., help="module name, the leaf directory (lower-kebab)"),
    source: str = typer.Option(..., "--source", help="the vendored source under code/"),
    cpus: int = typer.Option(1, "--cpus", min=1, help="cores the suite may use"),
    memory_gb: float = typer.Option(2.0, "--memory-gb", min=0.1, help="memory limit"),
    budget: Optional[float] = typer.Option(None, "--budget", min=1, help="suite budget in seconds"),
    as_json: bool = typer.Option(False, "--json", help="machine-readable output"),
) -> None:
    """Render a complete new leaf at tasks/<codebase>/<module>/ from the templates."""
    from sab.config import load_settings
    from sab.scaffold import ScaffoldOptions, scaffold_leaf

    settings = load_settings()
    path = scaffold_leaf(settings, ScaffoldOptions(codebase, module, source, cpus, memory_gb, budget))
    rel = path.relative_to(settings.root).as_posix()
    if as_json:
        emit_json({"leaf": rel})
    else:
        say(f"created {rel}; next: sab add-check {rel} <check> --policy pointwise")


def add_check(
    leaf: Path = typer.Argument(..., help="the leaf directory"),
    name: str = typer.Argument(..., help="check name (lower-kebab)"),
    policy: str = typer.Option(..., "--policy", help="pointwise or invariants"),
    from_test: Optional[str] = typer.Option(None, "--from-test", help="upstream test path, relative to code/<source>/"),
    custom: Optional[str] = typer.Option(None, "--custom", help="reason this check has no upstream test"),
    as_json: bool = typer.Option(False, "--json", help="machine-readable output"),
) -> None:
    """Add a complete check directory with placeholders to a leaf."""
    from sab.leaf import Leaf
    from sab.scaffold import CheckOptions, add_check as add

    path = add(Leaf.at(leaf), CheckOptions(name, policy, from_test, custom))
    if as_json:
        emit_json({"check": str(path)})
    else:
        say(f"created {path}; fill the <<FILL>> parts, then: sab lint {leaf}")


def sync(
    leaves: list[Path] = typer.Argument(..., help="leaf directories"),
    check: bool = typer.Option(False, "--check", help="only report; exit 1 when a field is stale"),
) -> None:
    """Regenerate the fields sab derives in task.toml (catalogue, Harbor tables), keeping comments."""
    from sab.derived import stale_fields, sync as do_sync
    from sab.leaf import Leaf

    stale_any = False
    for path in leaves:
        leaf = Leaf.at(path)
        if check:
            fields = stale_fields(leaf)
            stale_any = stale_any or bool(fields)
            say(f"{path}: " + (f"stale: {', '.join(fields)}" if fields else "up to date"))
        else:
            result = do_sync(leaf)
            say(f"{path}: " + (f"updated {', '.join(result.changed)}" if result.changed else "up to date"))
    if stale_any:
        raise typer.Exit(1)
