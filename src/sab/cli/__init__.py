"""The `sab` command line: thin typer commands over the library; only this layer prints.

A command's module is imported only when that command runs, and heavy modules (pydantic, numpy,
jinja2, rich) only inside the commands that use them, so `sab --help` costs little more than
Python and typer. The listing comes from COMMANDS, which tests/test_cli_startup.py holds to what
each module registers and to each command's own help.
"""

from __future__ import annotations

import importlib
import sys
from collections.abc import Iterator, Mapping

import typer
from typer.core import TyperGroup

HELP = "Author, validate, self-validate, grade and index verifiable tasks cut from scientific codebases."

# Every command and command group, in the order `sab --help` lists them: its module under
# sab/cli/ and the first sentence of its help (what the listing shows, shortened to fit).
COMMANDS: dict[str, tuple[str, str]] = {
    "scaffold": ("leaf_cmds", "Render a complete new leaf at tasks/<codebase>/<module>/ from the templates."),
    "add-check": ("leaf_cmds", "Add a complete check directory with placeholders to a leaf."),
    "sync": ("leaf_cmds",
             "Bring every sab-owned part of a leaf up to date: the derived task.toml fields (catalogue, Harbor tables, comments kept) and the stock drivers and validate.py files."),
    "validate-harbor": ("validate_cmds",
                        "Check the closed leaf boundary of each leaf (one line per violation, PASS/FAIL per leaf)."),
    "lint": ("validate_cmds",
             "validate-harbor plus the authoring rules: placeholders, drivers, checks, rubrics, catalogue."),
    "check": ("validate_cmds",
              "The repository validator: leaf manifests, registry and license freshness, reports, source fingerprints, the report gate for sources new relative to --base, and slug permanence against it."),
    "run": ("run_cmds", "Run the leaf's checks for one initial condition through tests/test.sh."),
    "grade": ("run_cmds",
              "Grade candidate results against reference results with each check's validate.py (an imported leaf: --answer)."),
    "selfcheck": ("run_cmds",
                  "Self-validate leaves: solves, grading through test.sh, evidence, proposals, verdict, records."),
    "status": ("run_cmds", "Self-validation status of leaves: the last result and whether it is still fresh."),
    "registry": ("repo_cmds", "Regenerate registry.json (Harbor's registry) and registry/index.json, deterministically."),
    "schemas": ("repo_cmds", "Regenerate the JSON Schemas under schemas/ from the models."),
    "rules": ("repo_cmds", "List every violation code of validate-harbor, lint and check with its meaning."),
    "licenses": ("source_cmds", "Regenerate THIRD-PARTY-LICENSES.md from the codebase reports."),
    "report": ("source_cmds", "Render codebase-metadata.md, codebase-metadata.html and references.bib from the JSON."),
    "survey-tests": ("source_cmds", "Find the source's tests and the modules that draw on each; writes test-survey.json."),
    "review": ("review_cmds",
               "One row per check: policy, bound, spreads and floors, headroom H, separation S, run time, flags."),
    "probe": ("review_cmds",
              "Run every check on each fault probe (or, with --auto, on generated mutants) and report what each check catches."),
    "coverage": ("coverage_cmds",
                 "Run every check (nominal input) with the module instrumented; show which lines of the module ran, per check and overall."),
    "migrate": ("migrate_cmds",
                "Convert one foreign leaf: manifest, targets, rubrics, run.sh and harnesses, stock drivers, images, dependencies, the old record kept under comment/migrated-from/, the module proposed."),
    "tolerance": ("run_cmds", "Curator rulings on tolerances."),
    "speed": ("speed_cmds", "Calibrated speed-up goals: measure under a trial's conditions, propose, accept."),
    "source": ("source_cmds", "Vendor, verify and list sources under code/."),
    "modules": ("source_cmds", "Propose and approve the cut of a source into modules."),
    "images": ("image_cmds", "Base images for leaf builds without registry access."),
    "import": ("import_cmds", "Import another benchmark's instances as leaves (docs/importers.md)."),
    "score": ("import_cmds", "A benchmark's own aggregate over per-leaf results (one JSON object a line)."),
    "harbor": ("harbor_cmds", "Run leaves under real Harbor: its Docker Engine environment and self-contained copies."),
    "fingerprint": ("fingerprint_cmds",
                    "Tree fingerprints (docs/sources.md): show one, migrate the recorded ones, the cache."),
}


def _registered(module_name: str) -> dict:
    """The click commands one command module registers, converted as typer would for `sab`."""
    module = importlib.import_module(f"sab.cli.{module_name}")
    commands = typer.Typer(rich_markup_mode=None, add_completion=False, pretty_exceptions_enable=False)
    module.register(commands)
    return dict(typer.main.get_group(commands).commands)


class _Commands(Mapping):
    """The commands by name; a command's module is imported on the first look-up of one of its
    commands, never by listing or counting them."""

    def __init__(self) -> None:
        self._loaded: dict = {}

    def __iter__(self) -> Iterator[str]:
        return iter(COMMANDS)

    def __len__(self) -> int:
        return len(COMMANDS)

    def __getitem__(self, name: str):
        if name not in self._loaded:
            module_name = COMMANDS[name][0]
            self._loaded.update(_registered(module_name))
            if name not in self._loaded:
                raise RuntimeError(f"sab.cli.{module_name} registers no command {name!r}; correct COMMANDS in sab/cli/__init__.py")
        return self._loaded[name]


class _LazyGroup(TyperGroup):
    """The `sab` group: lists its commands from COMMANDS, imports one only to run it or show its help."""

    def list_commands(self, ctx) -> list[str]:
        return list(COMMANDS)

    def format_commands(self, ctx, formatter) -> None:
        make_default_short_help = _click("utils").make_default_short_help
        limit = formatter.width - 6 - max(map(len, COMMANDS))
        with formatter.section("Commands"):
            formatter.write_dl([(name, make_default_short_help(summary, limit)) for name, (_module, summary) in COMMANDS.items()])


app = _LazyGroup(name="sab", commands=_Commands(), help=HELP, no_args_is_help=True, rich_markup_mode=None)


def _click(submodule: str):
    """A module of click, vendored by newer typer releases, a dependency of older ones."""
    try:
        return importlib.import_module(f"typer._click.{submodule}")
    except ImportError:  # typer before it vendored click
        return importlib.import_module(f"click.{submodule}")


def main() -> None:
    import os

    from sab.errors import SabError

    errors = _click("exceptions")
    try:
        status = app(standalone_mode=False)
    except SabError as exc:
        sys.stderr.write(f"error: {exc}\n")
        sys.exit(exc.exit_code)
    except errors.UsageError as exc:
        if type(exc).__name__ == "NoArgsIsHelpError":  # a bare group: its help is the answer
            sys.stdout.write(exc.format_message() + "\n")
            sys.exit(0)
        command = exc.ctx.command_path if exc.ctx is not None else "sab"
        message = " ".join(exc.format_message().split())
        sys.stderr.write(f"error: {command}: {message} (fix: see `{command} --help`)\n")
        sys.exit(2)
    except errors.ClickException as exc:
        sys.stderr.write(f"error: {' '.join(exc.format_message().split())}\n")
        sys.exit(exc.exit_code)
    except (KeyboardInterrupt, typer.Abort):
        sys.stderr.write("interrupted\n")
        sys.exit(130)
    except Exception as exc:  # a bug in sab, not bad input: say so, keep the traceback on request
        if os.environ.get("SAB_DEBUG"):
            raise
        sys.stderr.write(f"internal error: {type(exc).__name__}: {exc} (rerun with SAB_DEBUG=1 for the traceback)\n")
        sys.exit(3)
    if status == 130:
        sys.stderr.write("interrupted\n")
    sys.exit(status if isinstance(status, int) else 0)
