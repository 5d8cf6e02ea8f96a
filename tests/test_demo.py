"""make demo leaves the repository clean: it runs on a scratch clone (.demo/, ignored by git) and
checks that the repository's own git status did not move."""

from __future__ import annotations

import io
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from conftest import PROJECT
from sab.demo import is_checkout, run_demo

GIT = ["git", "-c", "user.name=Contributor", "-c", "user.email=c@example.org", "-c", "init.defaultBranch=main",
       "-c", "commit.gpgsign=false"]


def git(root: Path, *args: str) -> str:
    return subprocess.run([*GIT, "-C", str(root), *args], check=True, capture_output=True, text=True).stdout


def fresh_clone(tmp_path: Path) -> Path:
    """A fresh clone of this repository (of a commit of its files when the tests run outside a checkout)."""
    origin = PROJECT
    if not is_checkout(PROJECT):
        origin = tmp_path / "origin"
        shutil.copytree(PROJECT, origin, ignore=shutil.ignore_patterns(".venv", "__pycache__", ".pytest_cache", ".demo"))
        git(origin, "init", "-q")
        git(origin, "add", "-A")
        git(origin, "commit", "-q", "-m", "the repository")
    clone = tmp_path / "clone"
    subprocess.run(["git", "clone", "-q", "--", str(origin), str(clone)], check=True, capture_output=True)
    return clone


@pytest.mark.e2e
def test_make_demo_on_a_fresh_clone_leaves_git_status_clean(tmp_path: Path) -> None:
    clone = fresh_clone(tmp_path)
    assert git(clone, "status", "--porcelain", "--untracked-files=all") == ""
    done = subprocess.run([sys.executable, "-m", "sab.demo"], cwd=clone, capture_output=True, text=True, timeout=900)
    assert done.returncode == 0, done.stdout[-4000:] + done.stderr[-4000:]
    assert git(clone, "status", "--porcelain", "--untracked-files=all", "--ignored=no") == ""
    assert "selfcheck PASSED" in done.stdout and "this working tree is unchanged" in done.stdout
    assert "demo: the evidence is in .demo/" in done.stdout
    scratch = clone / ".demo"
    changed = git(scratch, "status", "--porcelain")
    assert " M tasks/heat1d/solver/comment/pipeline/self-validation.json" in changed
    assert " M tasks/heat1d/solver/tests/checks/sine-decay/rubric.json" in changed
    assert "M tasks/heat1d/solver/comment/pipeline/self-validation.json" in done.stdout


def test_the_scratch_copy_carries_the_working_tree_and_the_repository_stays_as_it_was(tmp_path: Path) -> None:
    repo = tmp_path / "repo"
    (repo / "tasks").mkdir(parents=True)
    (repo / ".gitignore").write_text("/.demo/\n")
    (repo / "tracked.txt").write_text("committed\n")
    (repo / "gone.txt").write_text("committed\n")
    git(repo, "init", "-q")
    git(repo, "add", "-A")
    git(repo, "commit", "-q", "-m", "base")
    (repo / "tracked.txt").write_text("edited, not committed\n")
    (repo / "gone.txt").unlink()
    (repo / "new.txt").write_text("untracked\n")
    before = git(repo, "status", "--porcelain", "--untracked-files=all")
    stamp = [sys.executable, "-c", "import pathlib; p = pathlib.Path('tracked.txt'); p.write_text(p.read_text() + 'stamped\\n');"
             "pathlib.Path('registry.json').write_text('{}')"]
    out = io.StringIO()
    assert run_demo(repo, Path(".demo"), [stamp], out=out) == 0, out.getvalue()
    assert git(repo, "status", "--porcelain", "--untracked-files=all") == before
    scratch = repo / ".demo"
    assert (scratch / "tracked.txt").read_text() == "edited, not committed\nstamped\n"
    assert (scratch / "new.txt").read_text() == "untracked\n" and not (scratch / "gone.txt").exists()
    assert (repo / "tracked.txt").read_text() == "edited, not committed\n"
    assert "(HEAD plus 3 changed or untracked files of the working tree)" in out.getvalue()
    assert "this working tree is unchanged" in out.getvalue()

    # a step that writes into the repository itself is caught
    escape = [sys.executable, "-c", f"import pathlib; pathlib.Path({str(repo / 'tracked.txt')!r}).write_text('x')"]
    out = io.StringIO()
    assert run_demo(repo, Path(".demo"), [escape], out=out) == 1
    assert "error: the repository's own git status changed during the demo" in out.getvalue()


def test_a_failing_step_stops_the_demo_with_its_exit_status(tmp_path: Path) -> None:
    repo = tmp_path / "repo"
    repo.mkdir()
    (repo / ".gitignore").write_text("/.demo/\n")
    git(repo, "init", "-q")
    git(repo, "add", "-A")
    git(repo, "commit", "-q", "-m", "base")
    out = io.StringIO()
    steps = [[sys.executable, "-c", "raise SystemExit(3)"], [sys.executable, "-c", "open('ran', 'w')"]]
    assert run_demo(repo, Path(".demo"), steps, out=out) == 3
    assert "that step exited 3" in out.getvalue() and not (repo / ".demo/ran").exists()
    assert not os.path.exists(repo / "ran")
