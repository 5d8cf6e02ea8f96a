"""The `sab` command line: thin typer commands over the library; only this layer prints.

Heavy modules (pydantic, numpy, jinja2) are imported inside the commands so `sab --help`
starts fast.
"""

from __future__ import annotations

import sys

import typer

from sab.cli import (coverage_cmds, fingerprint_cmds, harbor_cmds, image_cmds, import_cmds, leaf_cmds, migrate_cmds, repo_cmds,
                     review_cmds, run_cmds, source_cmds, validate_cmds)

app = typer.Typer(
    name="sab",
    help="Author, validate, self-validate, grade and index verifiable tasks cut from scientific codebases.",
    no_args_is_help=True,
    pretty_exceptions_enable=False,
    add_completion=False,
    rich_markup_mode=None,
)
for module in (leaf_cmds, validate_cmds, run_cmds, repo_cmds, source_cmds, image_cmds, import_cmds, review_cmds, coverage_cmds,
               migrate_cmds, harbor_cmds, fingerprint_cmds):
    module.register(app)


def _click_errors():
    """click's exception classes, vendored by newer typer releases, a dependency of older ones."""
    try:
        from typer._click import exceptions
    except ImportError:  # typer before it vendored click
        from click import exceptions
    return exceptions


def main() -> None:
    import os

    from sab.errors import SabError

    errors = _click_errors()
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
