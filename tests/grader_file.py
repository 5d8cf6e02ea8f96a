"""The whole grader as a file: validate.py assembled for every policy, format and invariant kind,
written once per test process so tests can run and import it like a check's own validate.py.

With SAB_GRADER_IN_PROCESS=1 (`make mutation`'s graders module) the tests run the grader's
parts instead, in this process: `run_grader` calls the parts' `main` with the output captured,
and `grader_module` is one namespace of every part in the assembled order, so a mutant of a part
is reached, as mutmut requires, without a program of its own. The assembled file itself is then
not looked at (it would be assembled from mutmut's copy of the parts).
"""

from __future__ import annotations

import atexit
import contextlib
import importlib
import importlib.util
import io
import os
import shutil
import subprocess
import sys
import tempfile
from functools import lru_cache
from pathlib import Path
from types import SimpleNamespace

from sab.grader.assemble import PARTS, render

IN_PROCESS = os.environ.get("SAB_GRADER_IN_PROCESS") == "1"


# Stands for the whole grader in process mode, where no file is assembled.
PARTS_IN_PROCESS = Path("<the grader's parts, in process>")


@lru_cache(maxsize=1)
def full_grader() -> Path:
    if IN_PROCESS:
        return PARTS_IN_PROCESS
    directory = Path(tempfile.mkdtemp(prefix="sab-grader-"))
    atexit.register(shutil.rmtree, directory, True)
    path = directory / "validate.py"
    path.write_text(render(), encoding="utf-8")
    return path


def grader_module(name: str):
    """The whole grader loaded as the module NAME (it has no side effects on import)."""
    if IN_PROCESS:
        merged: dict[str, object] = {}
        for part, _ in PARTS:  # later parts' names shadow earlier ones, as in the one file
            merged.update(vars(importlib.import_module(f"sab.grader.parts.{part}")))
        return SimpleNamespace(**merged)
    spec = importlib.util.spec_from_file_location(name, full_grader())
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def run_grader(script: Path, args: list[str]) -> subprocess.CompletedProcess:
    """SCRIPT run as tests/test.sh runs a check's validate.py: a program of its own, or, for the
    whole grader in process mode, its parts' main in this process."""
    if script != PARTS_IN_PROCESS:
        return subprocess.run([sys.executable, str(script), *args], capture_output=True, text=True, timeout=120)
    main = grader_module("validate_in_process").main
    stdout, stderr = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(stdout), contextlib.redirect_stderr(stderr):
        try:
            code = main(args)
        except SystemExit as exit_:  # argparse refusing the command line
            code = exit_.code if isinstance(exit_.code, int) else 2
    return subprocess.CompletedProcess([str(script), *args], code, stdout.getvalue(), stderr.getvalue())


def patch_grader(monkeypatch, grader, name: str, value: object) -> None:
    """Set NAME to VALUE wherever the grader's code reads it: the one module, or every part."""
    if not IN_PROCESS:
        monkeypatch.setattr(grader, name, value)
        return
    for part, _ in PARTS:
        module = importlib.import_module(f"sab.grader.parts.{part}")
        if name in vars(module):
            monkeypatch.setattr(module, name, value)
