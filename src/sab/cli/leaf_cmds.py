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
    policy: str = typer.Option(..., "--policy", help="pointwise, invariants or hybrid"),
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
    check: bool = typer.Option(False, "--check", help="only report; exit 1 when anything is stale"),
) -> None:
    """Bring every sab-owned part of a leaf up to date: the derived task.toml fields (catalogue,
    Harbor tables, comments kept) and the stock drivers and validate.py files."""
    from sab import stock
    from sab.derived import stale_fields, sync as sync_fields
    from sab.leaf import Leaf

    stale_any = False
    for path in leaves:
        leaf = Leaf.at(path)
        if check:
            stale = stale_fields(leaf) + [leaf.relative(f.path) for f in stock.stale(leaf)]
            stale_any = stale_any or bool(stale)
            say(f"{path}: " + (f"stale: {', '.join(stale)}" if stale else "up to date"))
        else:
            changed = sync_fields(leaf).changed + [leaf.relative(p) for p in stock.restore(leaf)]
            say(f"{path}: " + (f"updated {', '.join(changed)}" if changed else "up to date"))
    if stale_any:
        raise typer.Exit(1)
