"""`sab harbor`: run leaves under real Harbor (docs/harbor.md)."""

from __future__ import annotations

from pathlib import Path

import typer

from sab.cli.output import emit_json, say


def register(app: typer.Typer) -> None:
    harbor = typer.Typer(help="Run leaves under real Harbor: its Docker Engine environment and self-contained copies.",
                         no_args_is_help=True)
    harbor.command("install-env")(install_env)
    harbor.command("export")(export)
    app.add_typer(harbor, name="harbor")


def install_env(
    directory: Path = typer.Argument(..., help="a directory on the Python path of Harbor's interpreter (or one you put on PYTHONPATH)"),
    as_json: bool = typer.Option(False, "--json", help="machine-readable output"),
) -> None:
    """Write sab's Harbor environment there as sab_harbor_env.py (it needs only Harbor and the docker SDK)."""
    from sab.harbor.export import IMPORT_PATH, install_environment

    written = install_environment(directory)
    if as_json:
        emit_json({"module": str(written), "import_path": IMPORT_PATH})
        return
    say(f"wrote {written}")
    say(f"use it: harbor run --env {IMPORT_PATH} -p tasks/<codebase>/<module> --artifact /workspace/code ...  "
        "(Harbor's Python also needs the docker SDK: pip install 'docker>=7.1')")


def export(
    leaves: list[Path] = typer.Argument(..., help="leaf directories (tasks/<codebase>/<module>)"),
    out: Path = typer.Option(..., "--out", help="dataset directory to write <slug>/ task directories into"),
    force: bool = typer.Option(False, "--force", help="replace an earlier export of the same leaf"),
    as_json: bool = typer.Option(False, "--json", help="machine-readable output"),
) -> None:
    """Write self-contained copies of leaves that build in Harbor's own contexts (any Harbor environment)."""
    from sab.harbor.export import export_leaf
    from sab.leaf import Leaf

    done = [export_leaf(Leaf.at(leaf), out, force=force) for leaf in leaves]
    if as_json:
        emit_json([item.as_dict() for item in done])
        return
    for item in done:
        note = "; declared artifacts = [\"/workspace/code\"]" if item.artifacts_added else ""
        say(f"exported {item.leaf} to {item.path}{note}")
    say(f"run them: harbor run -p {out} -e <environment> -a <agent>")
