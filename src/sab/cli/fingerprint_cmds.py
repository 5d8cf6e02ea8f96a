"""`sab fingerprint show|migrate|cache`: tree fingerprints, recorded ones, and the per-file cache."""

from __future__ import annotations

from pathlib import Path

import typer

from sab.cli.output import emit_json, say

fingerprint_app = typer.Typer(help="Tree fingerprints (docs/sources.md): show one, migrate the recorded ones, the cache.",
                              no_args_is_help=True)
JSON = typer.Option(False, "--json", help="machine-readable output")
NO_CACHE = typer.Option(False, "--no-cache", help="read every file: neither consult nor update the fingerprint cache "
                                                   "(docs/sources.md, \"The fingerprint cache\")")


def register(app: typer.Typer) -> None:
    app.add_typer(fingerprint_app, name="fingerprint")


@fingerprint_app.command("show")
def show(
    tree: Path = typer.Argument(..., help="a directory: a leaf, a source under code/, any tree"),
    contract: bool = typer.Option(False, "--contract", help="leave out the top-level comment/ (a leaf's contract fingerprint)"),
    files: bool = typer.Option(False, "--files", help="also list each file: kind, size, sha256, path"),
    legacy: bool = typer.Option(False, "--legacy", help="compute the first format (sha256:) instead"),
    no_cache: bool = NO_CACHE,
    as_json: bool = JSON,
) -> None:
    """Print the fingerprint of a tree, and how many files were read or taken from the cache."""
    from sab.errors import SabError
    from sab.fingerprint import CONTRACT_EXCLUDED, legacy_fingerprint, measure

    if not tree.is_dir():
        raise SabError("not a directory", file=tree, fix="name a leaf, a source under code/ or another directory")
    exclude = CONTRACT_EXCLUDED if contract else frozenset()
    if legacy:
        value = legacy_fingerprint(tree, exclude_top=exclude)
        if as_json:
            emit_json({"fingerprint": value})
        else:
            say(value)
        return
    measured = measure(tree, exclude_top=exclude, cache=False if no_cache else None)
    if as_json:
        data: dict[str, object] = {"fingerprint": measured.fingerprint, "files": len(measured.entries),
                                   "read": measured.read, "from_cache": measured.reused, "cache": measured.cache}
        if files:
            data["entries"] = [{"path": e.path, "kind": e.kind, "size": e.size, "sha256": e.sha256} for e in measured.entries]
        emit_json(data)
        return
    if files:
        for entry in measured.entries:
            say(f"{entry.kind} {entry.size:>12} {entry.sha256} {entry.path}")
    say(measured.fingerprint)
    say(f"{len(measured.entries)} files: {measured.read} read, {measured.reused} from the cache (cache: {measured.cache})")


@fingerprint_app.command("migrate")
def migrate(
    dry_run: bool = typer.Option(False, "--dry-run", help="say what would be rewritten; write nothing"),
    no_cache: bool = NO_CACHE,
    as_json: bool = JSON,
) -> None:
    """Rewrite every recorded fingerprint of the repository (codebase reports, self-validation records)
    in the current format, each only while its old value still matches the tree; exit 1 when a record
    is left stale."""
    from sab.config import load_settings
    from sab.fingerprint import one_run
    from sab.fingerprint_migration import migrate as do_migrate

    with one_run(cache=False if no_cache else None):
        outcomes = do_migrate(load_settings().root, dry_run=dry_run)
    left = [o for o in outcomes if o.action == "left"]
    if as_json:
        emit_json({"dry_run": dry_run, "records": [o.as_dict() for o in outcomes]})
    else:
        verb = "would migrate" if dry_run else "migrated"
        for outcome in outcomes:
            if outcome.action == "migrated":
                say(f"{verb} {outcome.record}")
            elif outcome.action == "left":
                say(f"LEFT STALE {outcome.record}: {outcome.detail}")
        counts = {action: sum(o.action == action for o in outcomes) for action in ("migrated", "current", "left")}
        say(f"{counts['migrated']} {verb}, {counts['current']} already in the current format, {counts['left']} left stale"
            + ("; then `sab registry` and `sab check`" if counts["migrated"] and not dry_run else ""))
    if left:
        raise typer.Exit(1)


@fingerprint_app.command("cache")
def cache(
    clear: bool = typer.Option(False, "--clear", help="remove every cached digest"),
    as_json: bool = JSON,
) -> None:
    """Where the fingerprint cache lives, whether it is used, and how much it holds."""
    from sab.fingerprint.cache import SUFFIX, directory, home

    folder, problem = directory()
    kept = (SUFFIX, ".base", ".json")  # per-tree records, records of recorded trees, report summaries
    names = sorted(p for p in folder.iterdir() if p.name.endswith(kept)) if folder is not None else []
    size = sum(p.stat().st_size for p in names)
    if clear:
        for path in names:
            path.unlink(missing_ok=True)
    data = {"directory": str(folder or home() / "fingerprints"), "usable": folder is not None, "problem": problem,
            "trees": sum(p.name.endswith(SUFFIX) for p in names), "files": len(names), "bytes": size, "cleared": clear}
    if as_json:
        emit_json(data)
        return
    say(f"{data['directory']}: " + (problem or f"{data['trees']} trees, {len(names)} files, {size} bytes"
                                     + (", cleared" if clear else "")))
