"""The whole grader as a file: validate.py assembled for every policy, format and invariant kind,
written once per test process so tests can run and import it like a check's own validate.py."""

from __future__ import annotations

import atexit
import shutil
import tempfile
from functools import lru_cache
from pathlib import Path

from sab.grader.assemble import render


@lru_cache(maxsize=1)
def full_grader() -> Path:
    directory = Path(tempfile.mkdtemp(prefix="sab-grader-"))
    atexit.register(shutil.rmtree, directory, True)
    path = directory / "validate.py"
    path.write_text(render(), encoding="utf-8")
    return path
