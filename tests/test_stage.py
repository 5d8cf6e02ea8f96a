"""Build contexts: exactly the leaf and its source, refusals, and a digest that ignores selfcheck records."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from conftest import PROJECT, copy_project
from sab.errors import SabError
from sab.leaf import Leaf
from sab.stage import stage_context

LEAF = "tasks/heat1d/solver"


def _tree(root: Path) -> set[str]:
    return {p.relative_to(root).as_posix() for p in root.rglob("*") if not p.is_dir()}


def test_context_holds_exactly_the_leaf_and_its_source(heat_repo: Path, tmp_path: Path) -> None:
    (heat_repo / "README.md").write_text("repository files stay out\n")
    context = stage_context(Leaf.at(heat_repo / LEAF), tmp_path / "ctx")
    assert sorted(p.name for p in context.root.iterdir()) == ["code", "tasks"]
    assert [p.name for p in (context.root / "code").iterdir()] == ["heat1d"]
    assert _tree(context.source_dir) == _tree(heat_repo / "code/heat1d")
    leaf_files = _tree(heat_repo / LEAF)
    assert _tree(context.leaf_dir) == {f for f in leaf_files if not f.startswith("comment/")}
    for rel in _tree(context.source_dir):
        assert (context.source_dir / rel).read_bytes() == (heat_repo / "code/heat1d" / rel).read_bytes()
    assert os.access(context.leaf_dir / "tests/test.sh", os.X_OK)


def test_selfcheck_records_do_not_change_the_digest(heat_repo: Path, tmp_path: Path) -> None:
    leaf = Leaf.at(heat_repo / LEAF)
    first = stage_context(leaf, tmp_path / "a")
    rubric = heat_repo / LEAF / "tests/checks/sine-decay/rubric.json"
    data = json.loads(rubric.read_text())
    assert "evidence" in data
    staged = json.loads((first.leaf_dir / "tests/checks/sine-decay/rubric.json").read_text())
    assert "evidence" not in staged and "proposal" not in staged and staged["comparison"] == data["comparison"]
    data["evidence"]["stamped_at"] = "2099-01-01T00:00:00+00:00"
    data["proposal"] = {"reason": "restamped"}
    rubric.write_text(json.dumps(data, indent=2) + "\n")
    (heat_repo / LEAF / "comment/pipeline/self-validation.json").write_text("{}\n")
    assert stage_context(leaf, tmp_path / "b").digest() == first.digest()
    data["comparison"]["files"][0]["rtol"] = 2e-10
    rubric.write_text(json.dumps(data, indent=2) + "\n")
    assert stage_context(leaf, tmp_path / "c").digest() != first.digest()
    (heat_repo / "code/heat1d/README.md").write_text("changed\n")
    assert stage_context(leaf, tmp_path / "d").digest() not in (first.digest(),)


def test_missing_source_is_refused(heat_repo: Path, tmp_path: Path) -> None:
    import shutil

    shutil.rmtree(heat_repo / "code/heat1d")
    with pytest.raises(SabError, match="not vendored"):
        stage_context(Leaf.at(heat_repo / LEAF), tmp_path / "ctx")
    assert not (tmp_path / "ctx").exists()


@pytest.mark.parametrize("target", ["/etc/passwd", "../../../pyproject.toml", "../.."])
def test_symlink_leaving_the_context_is_refused(heat_repo: Path, tmp_path: Path, target: str) -> None:
    (heat_repo / "code/heat1d/src/escape").symlink_to(target)
    with pytest.raises(SabError, match="leaves the build context") as caught:
        stage_context(Leaf.at(heat_repo / LEAF), tmp_path / "ctx")
    assert "code/heat1d/src/escape" in str(caught.value)
    assert not (tmp_path / "ctx").exists()


def test_symlink_inside_the_source_is_kept(heat_repo: Path, tmp_path: Path) -> None:
    (heat_repo / "code/heat1d/src/alias.c").symlink_to("solver.c")
    (heat_repo / "code/heat1d/docs").symlink_to("examples")
    context = stage_context(Leaf.at(heat_repo / LEAF), tmp_path / "ctx")
    assert os.readlink(context.source_dir / "src/alias.c") == "solver.c"
    assert os.readlink(context.source_dir / "docs") == "examples"


def test_special_files_are_refused(heat_repo: Path, tmp_path: Path) -> None:
    os.mkfifo(heat_repo / "code/heat1d/pipe")
    with pytest.raises(SabError, match="not a regular file"):
        stage_context(Leaf.at(heat_repo / LEAF), tmp_path / "ctx")


def test_script_entry_point(tmp_path: Path) -> None:
    repo = copy_project(tmp_path / "project")
    out = tmp_path / "ctx"
    done = subprocess.run([sys.executable, str(PROJECT / "scripts/stage-task-source.py"), LEAF, str(out)],
                          cwd=repo, capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    assert "digest sha256v2:" in done.stdout and (out / LEAF / "tests/Dockerfile").is_file()
    again = subprocess.run([sys.executable, str(PROJECT / "scripts/stage-task-source.py"), LEAF, str(out)],
                           cwd=repo, capture_output=True, text=True)
    assert again.returncode == 2 and again.stderr.startswith("error:") and "not empty" in again.stderr
