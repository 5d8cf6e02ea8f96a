"""The command line starts cheaply: `sab --help` imports no command module and no heavy library,
a command imports only its own module, and the listing `sab --help` prints from
sab.cli.COMMANDS is what the command modules register, with each command's own help."""

from __future__ import annotations

import importlib
import json
import pkgutil
import subprocess
import sys
from pathlib import Path

import pytest
import typer

import sab.cli
from sab.cli import COMMANDS

HEAVY = ("pydantic", "rich", "jinja2", "numpy", "docker", "dask", "distributed", "yaml")


def _modules_after(args: list[str], cwd: Path, tmp_path: Path) -> set[str]:
    """The modules a real `sab ARGS` process had imported when it exited."""
    record = tmp_path / "modules.json"
    probe = (
        "import atexit, json, sys\n"
        f"atexit.register(lambda: open({str(record)!r}, 'w').write(json.dumps(sorted(sys.modules))))\n"
        f"sys.argv = ['sab', *{args!r}]\n"
        "from sab.cli import main\n"
        "main()\n"
    )
    done = subprocess.run([sys.executable, "-c", probe], cwd=cwd, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    return set(json.loads(record.read_text()))


def _command_modules(loaded: set[str]) -> set[str]:
    return {name for name in loaded if name.startswith("sab.cli.") and name.endswith("_cmds")}


def test_help_imports_no_command_module_and_no_heavy_library(tmp_path: Path) -> None:
    loaded = _modules_after(["--help"], tmp_path, tmp_path)
    assert not _command_modules(loaded)
    assert not {name for name in loaded if name.split(".")[0] in HEAVY}
    assert not {name for name in loaded if name.startswith("sab.") and name.split(".")[1] not in ("cli", "errors")}


def test_validate_harbor_over_no_leaf_imports_its_module_only_and_no_model(tmp_path: Path) -> None:
    (tmp_path / "tasks").mkdir()
    loaded = _modules_after(["validate-harbor", "--all", "tasks"], tmp_path, tmp_path)
    assert _command_modules(loaded) <= {"sab.cli.validate_cmds", "sab.cli.fingerprint_cmds"}
    assert "sab.cli.validate_cmds" in loaded
    # typer itself brings pydantic to coerce arguments; sab's models, rich and the rest stay out
    assert not {name for name in loaded if name.startswith("sab.model.") and name != "sab.model.rules"}
    assert not {name for name in loaded if name.split(".")[0] in HEAVY and name.split(".")[0] not in ("pydantic",)}


def _registered() -> dict[str, tuple[str, object]]:
    """Every command each module under sab/cli/ registers, by name: (module, click command)."""
    found = {}
    for info in pkgutil.iter_modules(sab.cli.__path__):
        if not info.name.endswith("_cmds"):
            continue
        module = importlib.import_module(f"sab.cli.{info.name}")
        app = typer.Typer(rich_markup_mode=None, add_completion=False)
        module.register(app)
        for name, command in typer.main.get_group(app).commands.items():
            assert name not in found, f"{name} registered by {found[name][0]} and {info.name}"
            found[name] = (info.name, command)
    return found


def test_the_listing_names_every_registered_command_and_its_module() -> None:
    registered = _registered()
    assert {name: module for name, (module, _summary) in COMMANDS.items()} == \
           {name: module for name, (module, _command) in registered.items()}


@pytest.mark.parametrize("width", [20, 45, 61, 80, 100, 140, 300])
def test_the_listing_shows_each_command_s_own_help(width: int) -> None:
    shorten = sab.cli._click("utils").make_default_short_help
    for name, (_module, command) in _registered().items():
        assert shorten(COMMANDS[name][1], width) == command.get_short_help_str(width), name


def test_an_unknown_command_is_refused_with_the_closest_names(tmp_path: Path) -> None:
    done = subprocess.run([sys.executable, "-m", "sab", "validate-harbr"], cwd=tmp_path, capture_output=True, text=True,
                          timeout=120)
    assert done.returncode == 2
    assert "No such command 'validate-harbr'. Did you mean 'validate-harbor'?" in done.stderr
