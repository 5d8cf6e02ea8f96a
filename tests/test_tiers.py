"""The two tiers of the suite (docs/testing.md): `make test` leaves out the e2e tests, and with
them everything that needs an engine, Harbor or a package index; it keeps the tests of the
behaviours a one-character edit breaks."""

from __future__ import annotations

import subprocess
import sys

from conftest import PROJECT

GUARDS = ["tests/test_calibration.py", "tests/test_source_caches.py", "tests/test_gold_exposed.py",
          "tests/test_score_selection.py", "tests/test_validate_bound.py"]


def _collected(expression: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "pytest", "--collect-only", "-q", "-p", "no:xdist", "-m", expression],
                          cwd=PROJECT, capture_output=True, text=True, timeout=600)


def test_the_developer_tier_needs_no_engine_harbor_or_index() -> None:
    done = _collected("not e2e and (docker or harbor or network)")
    assert done.returncode == 5, done.stdout[-2000:]  # pytest's "no tests collected"
    assert "no tests collected" in done.stdout and "deselected" in done.stdout


def test_the_developer_tier_keeps_the_guards_of_the_planted_bugs() -> None:
    done = _collected("not e2e")
    assert done.returncode == 0, done.stdout[-2000:]
    modules = {line.split("::", 1)[0] for line in done.stdout.splitlines() if "::" in line}
    assert set(GUARDS) <= modules
    assert "tests/test_replicas.py" not in modules  # its one test is a whole calibrated selfcheck
