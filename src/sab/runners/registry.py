"""Runners by name: what `--runner NAME` and `[tool.sab] default_runner` choose from."""

from __future__ import annotations

from pathlib import Path

from sab.config import PYPROJECT, load_settings
from sab.errors import FileFormatError, NotFoundError, SabError
from sab.runners import Progress
from sab.runners.docker import DockerRunner
from sab.runners.local import LocalRunner
from sab.runners.protocol import Runner

RUNNERS: dict[str, type[Runner]] = {kind.name: kind for kind in (LocalRunner, DockerRunner)}


def _choices() -> str:
    return " or ".join(sorted(RUNNERS))


def runner_name(requested: str | None, start: Path | None = None) -> str:
    """`requested` when given, else the default runner of the repository at or above `start`
    (`[tool.sab] default_runner`), else local outside a repository; refused unless registered."""
    if requested is not None:
        if requested not in RUNNERS:
            raise SabError(f"unknown runner {requested!r}", field="--runner", fix=f"use {_choices()}")
        return requested
    try:
        settings = load_settings(start)
    except NotFoundError:
        return LocalRunner.name
    if settings.default_runner not in RUNNERS:
        raise FileFormatError(f"unknown runner {settings.default_runner!r}", file=settings.root / PYPROJECT,
                              field="tool.sab.default_runner", fix=f"use {_choices()}")
    return settings.default_runner


def runner_class(requested: str | None, start: Path | None = None) -> type[Runner]:
    """The runner `runner_name` chooses, not yet started (its capabilities can be read first)."""
    return RUNNERS[runner_name(requested, start)]


def get_runner(requested: str | None, progress: Progress | None = None, start: Path | None = None) -> Runner:
    """The runner `runner_name` chooses, started: the docker runner connects to its engine here, so
    a missing engine is one clear error before any work."""
    return runner_class(requested, start)(progress=progress)
