"""Jinja2 templates shipped as package data: leaf, check, the stock drivers, reports."""

from __future__ import annotations

from functools import lru_cache
from importlib.resources import files
from pathlib import Path

import jinja2

ROOT = Path(str(files("sab") / "templates"))
PLACEHOLDER = "<<FILL"


@lru_cache(maxsize=1)
def environment() -> jinja2.Environment:
    return jinja2.Environment(
        loader=jinja2.FileSystemLoader(str(ROOT)),
        undefined=jinja2.StrictUndefined,
        keep_trailing_newline=True,
        # HTML pages escape every value; the leaf's files (TOML, JSON, shell, Markdown) never do.
        autoescape=jinja2.select_autoescape(enabled_extensions=("html.j2",), default_for_string=False, default=False),
    )


def render(template: str, **context: object) -> str:
    return environment().get_template(template).render(**context)


def stock(name: str) -> str:
    """A file shipped verbatim (the drivers): its exact text is the stock text."""
    return (ROOT / name).read_text(encoding="utf-8")

