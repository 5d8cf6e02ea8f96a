"""Printing helpers: plain lines, rich for people, JSON for machines."""

from __future__ import annotations

import json
import sys
from typing import Any


def emit_json(data: Any) -> None:
    sys.stdout.write(json.dumps(data, indent=2, sort_keys=True, allow_nan=False) + "\n")


def console():
    from rich.console import Console

    # Wide enough for the evidence tables when output goes to a file or a CI log.
    return Console(highlight=False, width=None if sys.stdout.isatty() else 160)


def status_line(ok: bool, text: str) -> None:
    style = "green" if ok else "red"
    console().print(f"[bold {style}]{'PASS' if ok else 'FAIL'}[/] {text}", markup=True)


def say(text: str) -> None:
    sys.stdout.write(text + "\n")


def closing_line(text: str, ok: bool) -> None:
    """A run's closing line: bold green or red on a terminal; plain text elsewhere, as rich would
    write it there, without importing rich (a large part of a short run's start-up)."""
    if sys.stdout.isatty():
        console().print(text, style="bold green" if ok else "bold red", markup=False)
    else:
        say(text)
