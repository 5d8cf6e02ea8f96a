"""sab registry: Harbor's format, pinned commits, determinism, staleness."""

from __future__ import annotations

import json
import subprocess
from pathlib import Path

from conftest import make_leaf, run_sab


def git(repo: Path, *args: str) -> str:
    return subprocess.run(
        ["git", "-C", str(repo), "-c", "user.name=t", "-c", "user.email=t@example.org", *args],
        check=True, capture_output=True, text=True,
    ).stdout.strip()


def publish(leaf: Path) -> None:
    toml = leaf / "task.toml"
    toml.write_text(toml.read_text().replace('status = "draft"', 'status = "published"'))


def test_registry_lists_published_leaves_pinned_to_their_last_commit(repo: Path) -> None:
    solver = make_leaf(repo, module="solver")
    make_leaf(repo, module="mesher")
    publish(solver)
    git(repo, "init", "-q")
    git(repo, "add", "-A")
    git(repo, "commit", "-q", "-m", "leaves")
    leaf_commit = git(repo, "rev-parse", "HEAD")
    (repo / "unrelated.txt").write_text("later\n")
    git(repo, "add", "-A")
    git(repo, "commit", "-q", "-m", "unrelated")

    run_sab("registry", cwd=repo, check=True)
    datasets = json.loads((repo / "registry.json").read_text())
    assert datasets == [{
        "name": "testset", "version": "1.0", "description": "fixture dataset",
        "tasks": [{"name": "testorg/demo-solver", "git_url": "https://example.org/tasks.git",
                   "git_commit_id": leaf_commit, "path": "tasks/demo/solver"}],
    }]
    index = json.loads((repo / "registry/index.json").read_text())
    assert [entry["path"] for entry in index["leaves"]] == ["tasks/demo/mesher", "tasks/demo/solver"]
    solver_entry = index["leaves"][1]
    assert solver_entry["check_count"] == 2
    assert solver_entry["policies"] == ["invariants", "pointwise"]
    assert solver_entry["targets"] == ["cpu-x86-64"]
    assert solver_entry["self_validation"] is None


def test_registry_is_byte_identical_and_check_detects_staleness(repo: Path) -> None:
    leaf = make_leaf(repo)
    run_sab("registry", cwd=repo, check=True)
    first = (repo / "registry.json").read_bytes(), (repo / "registry/index.json").read_bytes()
    second_run = run_sab("registry", cwd=repo, check=True)
    assert "up to date" in second_run.stdout
    assert ((repo / "registry.json").read_bytes(), (repo / "registry/index.json").read_bytes()) == first
    assert run_sab("registry", "--check", cwd=repo).returncode == 0

    toml = leaf / "task.toml"
    toml.write_text(toml.read_text().replace('title = "filled"', 'title = "A better title"'))
    stale = run_sab("registry", "--check", "--json", cwd=repo)
    assert stale.returncode == 1
    assert json.loads(stale.stdout) == {"stale": ["registry/index.json"]}
    assert ((repo / "registry.json").read_bytes(), (repo / "registry/index.json").read_bytes()) == first
