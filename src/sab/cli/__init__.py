"""The `sab` command line: thin typer commands over the library; only this layer prints.

Heavy modules (pydantic, numpy, jinja2) are imported inside the commands so `sab --help`
starts fast.
"""

from __future__ import annotations

import sys

import typer

from sab.cli import (coverage_cmds, image_cmds, import_cmds, leaf_cmds, migrate_cmds, repo_cmds, review_cmds, run_cmds, source_cmds,
                     validate_cmds)

app = typer.Typer(
    name="sab",
    help="Author, validate, self-validate, grade and index verifiable tasks cut from scientific codebases.",
    no_args_is_help=True,
    pretty_exceptions_enable=False,
    add_completion=False,
    rich_markup_mode=None,
)
for module in (leaf_cmds, validate_cmds, run_cmds, repo_cmds, source_cmds, image_cmds, import_cmds, review_cmds, coverage_cmds,
               migrate_cmds):
    module.register(app)


def main() -> None:
    import os

    from sab.errors import SabError

    try:
        app()
    except SabError as exc:
        sys.stderr.write(f"error: {exc}\n")
        sys.exit(exc.exit_code)
    except KeyboardInterrupt:
        sys.stderr.write("interrupted\n")
        sys.exit(130)
    except Exception as exc:  # a bug in sab, not bad input: say so, keep the traceback on request
        if os.environ.get("SAB_DEBUG"):
            raise
        sys.stderr.write(f"internal error: {type(exc).__name__}: {exc} (rerun with SAB_DEBUG=1 for the traceback)\n")
        sys.exit(3)
