"""Commands over the whole repository: registry, schemas, rules."""

from __future__ import annotations

from pathlib import Path

import typer

from sab.cli.fingerprint_cmds import NO_CACHE
from sab.cli.output import emit_json, say


def register(app: typer.Typer) -> None:
    app.command("registry")(registry)
    app.command("schemas")(schemas)
    app.command("rules")(rules)


def _report_files(settings, paths: list[Path], check: bool, as_json: bool, what: str) -> None:
    rel = [p.relative_to(settings.root).as_posix() for p in paths]
    if as_json:
        emit_json({"stale" if check else "changed": rel})
    elif check:
        say(f"stale: {', '.join(rel)}; run `sab {what}`" if rel else f"{what}: up to date")
    else:
        say(f"wrote {', '.join(rel)}" if rel else f"{what}: up to date")
    if check and rel:
        raise typer.Exit(1)


def registry(
    check: bool = typer.Option(False, "--check", help="exit 1 when registry.json or registry/index.json is stale"),
    no_cache: bool = NO_CACHE,
    as_json: bool = typer.Option(False, "--json", help="machine-readable output"),
) -> None:
    """Regenerate registry.json (Harbor's registry) and registry/index.json, deterministically."""
    from sab import registry as reg
    from sab.config import load_settings
    from sab.fingerprint import one_run

    settings = load_settings()
    with one_run(cache=False if no_cache else None):
        paths = reg.stale(settings) if check else reg.write(settings)
    _report_files(settings, paths, check, as_json, "registry")


def schemas(
    check: bool = typer.Option(False, "--check", help="exit 1 when schemas/ is stale"),
    as_json: bool = typer.Option(False, "--json", help="machine-readable output"),
) -> None:
    """Regenerate the JSON Schemas under schemas/ from the models."""
    from sab import schemas as sch
    from sab.config import load_settings

    settings = load_settings()
    directory = settings.root / "schemas"
    paths = sch.stale(directory) if check else sch.write(directory)
    _report_files(settings, paths, check, as_json, "schemas")


def rules(as_json: bool = typer.Option(False, "--json", help="machine-readable output")) -> None:
    """List every violation code of validate-harbor, lint and check with its meaning."""
    from sab.model.rules import Rule

    if as_json:
        emit_json({rule.value: {"commands": [str(c) for c in rule.commands], "meaning": rule.meaning} for rule in Rule})
        return
    for rule in Rule:
        say(f"{rule.value:24} {', '.join(rule.commands):24} {rule.meaning}")
