"""scaffold and add-check: complete output, no overwrite, clear refusals."""

from __future__ import annotations

import tomllib
from pathlib import Path

import pytest

from conftest import run_sab
from sab.config import load_settings
from sab.errors import ExistsError, NotFoundError, SabError
from sab.leaf import Leaf, load_manifest
from sab.scaffold import CheckOptions, ScaffoldOptions, add_check, scaffold_leaf


def test_scaffold_renders_complete_leaf(repo: Path) -> None:
    leaf = scaffold_leaf(load_settings(repo), ScaffoldOptions("demo", "solver", "demo", cpus=4, memory_gb=8, suite_budget_s=300))
    for rel in ("task.toml", "instruction.md", "environment/Dockerfile", "tests/Dockerfile", "tests/test.sh",
                "solution/solve.sh", "target/cpu-x86-64.json", "comment/README.md"):
        assert (leaf / rel).is_file(), rel
    data = tomllib.loads((leaf / "task.toml").read_text())
    assert data["environment"] == {"cpus": 4, "memory_mb": 8192, "build_timeout_sec": 1800.0, "network_mode": "no-network"}
    assert data["verifier"] == {"timeout_sec": 900.0, "environment_mode": "separate"}
    assert data["agent"]["timeout_sec"] == 28800.0 and data["agent"]["user"] == "solver"
    assert data["task"]["name"] == "testorg/demo-solver"
    manifest = load_manifest(leaf / "task.toml")
    assert manifest.sciaccel.resources.suite_budget_s == 300
    assert "code/demo/" in (leaf / "environment/Dockerfile").read_text()


def test_scaffold_never_overwrites(repo: Path) -> None:
    settings = load_settings(repo)
    leaf = scaffold_leaf(settings, ScaffoldOptions("demo", "solver", "demo"))
    (leaf / "instruction.md").write_text("my careful words\n")
    with pytest.raises(ExistsError):
        scaffold_leaf(settings, ScaffoldOptions("demo", "solver", "demo"))
    assert (leaf / "instruction.md").read_text() == "my careful words\n"


def test_add_check_never_overwrites(repo: Path, leaf: Path) -> None:
    rubric = leaf / "tests/checks/basic/rubric.json"
    before = rubric.read_text()
    with pytest.raises(ExistsError):
        add_check(Leaf(leaf), CheckOptions("basic", "invariants"))
    assert rubric.read_text() == before


@pytest.mark.parametrize(
    "options, error",
    [
        (CheckOptions("Bad Name", "pointwise"), SabError),
        (CheckOptions("new", "fuzzy"), SabError),
        (CheckOptions("new", "pointwise", from_test="tests/absent.py"), NotFoundError),
        (CheckOptions("new", "pointwise", from_test="../../pyproject.toml"), NotFoundError),
        (CheckOptions("new", "pointwise", from_test="tests/test_solver.py", custom="why"), SabError),
    ],
)
def test_add_check_refusals(leaf: Path, options: CheckOptions, error: type) -> None:
    with pytest.raises(error):
        add_check(Leaf(leaf), options)
    assert not (leaf / "tests/checks/new").exists()


def test_labels_first_check_is_acceleration(leaf: Path) -> None:
    assert Leaf(leaf).check("basic").spec().labels == ["official", "acceleration"]
    assert Leaf(leaf).check("long-run").spec().labels == ["custom"]


def test_scaffold_refuses_unknown_source(repo: Path) -> None:
    done = run_sab("scaffold", "demo", "solver", "--source", "absent", cwd=repo)
    assert done.returncode == 2
    assert "code/absent" in done.stderr and "sab source add" in done.stderr
    assert "Traceback" not in done.stderr
    assert not (repo / "tasks/demo").exists()


def test_cli_bad_input_has_no_traceback(repo: Path, leaf: Path) -> None:
    (leaf / "task.toml").write_text("schema_version = [\n")
    done = run_sab("add-check", "tasks/demo/solver", "extra", "--policy", "pointwise", cwd=repo)
    assert done.returncode == 2
    assert "task.toml" in done.stderr and "invalid TOML" in done.stderr
    assert "Traceback" not in done.stderr


def test_outside_a_repository(tmp_path: Path) -> None:
    done = run_sab("registry", cwd=tmp_path)
    assert done.returncode == 2 and "[tool.sab]" in done.stderr


def test_add_check_writes_a_hybrid_rubric_with_both_parts_to_fill(leaf: Path) -> None:
    """A hybrid check gets a rubric whose two parts are placeholders (it does not load yet, so its
    validate.py is the whole grader); once filled (here, with the placeholders swapped for real
    values) it loads."""
    import json

    from sab.grader.assemble import render
    from sab.templates import PLACEHOLDER

    check = add_check(Leaf(leaf), CheckOptions("mixed", "hybrid", custom="a deterministic start, a chaotic tail"))
    assert (check / "validate.py").read_text() == render()
    text = (check / "rubric.json").read_text()
    assert PLACEHOLDER in text
    data = json.loads(text)
    assert data["policy"] == "hybrid" and set(data["comparison"]) == {"pointwise", "invariants"}
    filled = json.loads(json.dumps(data).replace('"<<FILL: graded file>>"', '"out.txt"').replace(
        '"<<FILL: invariant name>>"', '"energy"'))
    filled["comparison"]["invariants"]["coverage"][0]["file"] = "out.txt"
    (check / "rubric.json").write_text(json.dumps(filled))
    assert Leaf(leaf).check("mixed").rubric().policy == "hybrid"
