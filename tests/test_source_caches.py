"""Generated caches are no part of a source: `sab source verify` passes a recorded tree however many
caches Python, pytest, linters, packaging or Finder leave in it, and still fails on a real change."""

from __future__ import annotations

from pathlib import Path

import pytest

from conftest import run_sab

CACHES = (
    "__pycache__/solver.cpython-311.pyc",
    "tests/__pycache__/test_solver.cpython-311-pytest-8.0.pyc",
    ".pytest_cache/v/cache/nodeids",
    ".mypy_cache/3.11/solver.meta.json",
    ".ruff_cache/0.4.0/1234",
    ".hypothesis/examples/ab/cd",
    "demo.egg-info/PKG-INFO",
    "tests/.DS_Store",
)


def litter(tree: Path) -> None:
    for rel in CACHES:
        (tree / rel).parent.mkdir(parents=True, exist_ok=True)
        (tree / rel).write_bytes(b"\x00generated " + rel.encode())


@pytest.mark.parametrize("cache", [True, False], ids=["cache", "no-cache"])
def test_source_verify_ignores_caches_and_names_real_changes(repo: Path, cache: bool) -> None:
    env = {} if cache else {"SAB_NO_CACHE": "1"}
    assert run_sab("source", "verify", "demo", cwd=repo, env=env).returncode == 0
    litter(repo / "code/demo")
    done = run_sab("source", "verify", "demo", cwd=repo, env=env)
    assert done.returncode == 0, done.stdout + done.stderr
    (repo / "code/demo/tests/helper.py").write_text("STEP = 2\n")
    done = run_sab("source", "verify", "demo", cwd=repo, env=env)
    assert done.returncode == 1
    named = [line for line in done.stdout.splitlines() if "code/demo/" in line]
    assert named == ["added                  code/demo/tests/helper.py"], done.stdout


def test_verify_in_process_sees_the_same(repo: Path) -> None:
    from sab.sources.layout import Source
    from sab.sources.manifest import verify

    recorded = verify(Source(repo, "demo"))
    assert recorded.actual == recorded.recorded
    litter(repo / "code/demo")
    assert verify(Source(repo, "demo")).actual == recorded.recorded
    (repo / "code/demo/solver.py").write_text("print('changed')\n")
    changed = verify(Source(repo, "demo"))
    assert changed.actual != recorded.recorded and changed.changes == [("modified", "code/demo/solver.py")]
