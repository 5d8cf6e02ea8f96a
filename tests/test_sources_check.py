"""sab check: the report gate against a git base (new source missing a report file, unknown REF),
leaf manifests, generated-file freshness and source fingerprints; and the CI workflow."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
from pathlib import Path

import pytest

from conftest import PROJECT, make_leaf, run_sab
from sab import registry
from sab.config import load_settings
from sab.sources import third_party
from sab.sources.vendor import AddOptions, add_source

GIT = ["git", "-c", "user.name=Contributor", "-c", "user.email=c@example.org", "-c", "init.defaultBranch=main",
       "-c", "commit.gpgsign=false"]


def git(root: Path, *args: str) -> str:
    return subprocess.run([*GIT, "-C", str(root), *args], check=True, capture_output=True, text=True).stdout.strip()


@pytest.fixture
def committed(repo: Path) -> Path:
    """The fixture repository with a leaf, its generated files, all committed on main."""
    make_leaf(repo)
    settings = load_settings(repo)
    third_party.write(repo)
    git(repo, "init", "-q")
    git(repo, "add", "-A")
    git(repo, "commit", "-q", "-m", "base")
    registry.write(settings)  # pins need the commit
    git(repo, "add", "-A")
    git(repo, "commit", "-q", "--allow-empty", "-m", "registry")
    return repo


def new_source(root: Path, name: str = "newcode") -> Path:
    (root / "code" / name).mkdir(parents=True)
    (root / "code" / name / "main.c").write_text("int main(void) { return 0; }\n")
    add_source(root, "https://example.org/tasks.git", AddOptions(name, in_place=True, license="MIT"))
    return root / "codebase-reports" / name


def test_clean_repository_passes(committed: Path) -> None:
    done = run_sab("check", "--base", "main", cwd=committed)
    assert done.returncode == 0, done.stdout + done.stderr
    assert "PASS sab check: 0 problems; report gate on 0 sources new since main" in done.stdout


def test_new_source_with_all_four_files_passes_the_gate(committed: Path) -> None:
    new_source(committed)
    done = run_sab("check", "--base", "main", "--only", "gate", "--json", cwd=committed)
    result = json.loads(done.stdout)
    assert done.returncode == 0 and result["gated_sources"] == ["newcode"] and result["passed"]


@pytest.mark.parametrize("damage", ["missing", "empty", "symlink"])
def test_gate_names_each_missing_report_file(committed: Path, damage: str) -> None:
    reports = new_source(committed)
    html = reports / "codebase-metadata.html"
    html.unlink()
    if damage == "empty":
        html.write_text("")
    elif damage == "symlink":
        os.symlink("codebase-metadata.md", html)
    (reports / "references.bib").unlink()
    done = run_sab("check", "--base", "main", "--only", "gate", cwd=committed)
    assert done.returncode == 1
    lines = [line for line in done.stdout.splitlines() if line.startswith("[report-missing]")]
    assert [line.split(":")[0] for line in lines] == [
        "[report-missing] codebase-reports/newcode/codebase-metadata.html",
        "[report-missing] codebase-reports/newcode/references.bib",
    ]
    assert {"missing": "missing", "empty": "empty", "symlink": "not a regular file"}[damage] in lines[0]


def test_gate_only_concerns_new_sources(committed: Path) -> None:
    shutil.rmtree(committed / "codebase-reports/demo")  # demo is at the base: not gated against main
    gate = run_sab("check", "--base", "main", "--only", "gate", cwd=committed)
    assert gate.returncode == 0, gate.stdout
    everything = run_sab("check", "--only", "gate", cwd=committed)  # without a base every source is gated
    assert everything.returncode == 1 and "codebase-reports/demo/codebase-metadata.json" in everything.stdout


@pytest.mark.parametrize("ref", ["no-such-branch", "origin/main", "0" * 40])
def test_unknown_base_is_an_error(committed: Path, ref: str) -> None:
    done = run_sab("check", "--base", ref, cwd=committed)
    assert done.returncode == 2 and "cannot resolve --base" in done.stderr and "fetch-depth" in done.stderr
    assert "PASS" not in done.stdout and "Traceback" not in done.stderr


def test_base_outside_git_is_an_error(repo: Path) -> None:
    done = run_sab("check", "--base", "main", "--only", "gate", cwd=repo)
    assert done.returncode == 2 and "cannot resolve --base" in done.stderr


def test_check_finds_problems_in_every_section(committed: Path) -> None:
    toml = committed / "tasks/demo/solver/task.toml"
    toml.write_text(toml.read_text().replace('status = "draft"', 'status = "finished"'))
    (committed / "code/demo/solver.py").write_text("print('edited')\n")
    (committed / "THIRD-PARTY-LICENSES.md").write_text("stale\n")
    (committed / "codebase-reports/demo/codebase-metadata.md").write_text("stale\n")
    done = run_sab("check", "--json", cwd=committed)
    assert done.returncode == 1
    codes = {(p["code"], p["path"]) for p in json.loads(done.stdout)["problems"]}
    assert ("manifest-invalid", "tasks/demo/solver/task.toml") in codes
    assert ("source-modified", "code/demo/solver.py") in codes
    assert ("licenses-stale", "THIRD-PARTY-LICENSES.md") in codes
    assert ("report-stale", "codebase-reports/demo/codebase-metadata.md") in codes
    assert ("registry-stale", "registry.json") in codes  # cannot be generated from a broken manifest


def test_leaf_of_an_unrecorded_source(committed: Path) -> None:
    shutil.rmtree(committed / "codebase-reports/demo")
    done = run_sab("check", "--only", "leaves", cwd=committed)
    assert done.returncode == 1 and "[source-unrecorded] tasks/demo/solver/task.toml" in done.stdout


def test_repository_sources_and_reports_are_sound() -> None:
    done = run_sab("check", "--only", "licenses", "--only", "reports", "--only", "sources", "--only", "gate",
                   "--only", "leaves", cwd=PROJECT)
    assert done.returncode == 0, done.stdout + done.stderr


def test_workflow_runs_the_repository_checks() -> None:
    workflow = (PROJECT / ".github/workflows/pull-request.yml").read_text()
    for command in ("sab check --base", "sab validate-harbor --all tasks", "sab check", "sab status --ci-freshness",
                    "fetch-depth: 0", "scripts/changed-leaves.sh"):
        assert command in workflow, command


def test_changed_leaves_script(committed: Path) -> None:
    (committed / "scripts").mkdir()
    script = shutil.copy(PROJECT / "scripts/changed-leaves.sh", committed / "scripts")
    make_leaf(committed, codebase="demo", module="other")
    git(committed, "add", "-A")
    git(committed, "commit", "-q", "-m", "second leaf")
    git(committed, "checkout", "-q", "-b", "change")

    def changed() -> list[str]:
        return subprocess.run(["bash", script, "main"], capture_output=True, text=True, check=True).stdout.split()

    assert changed() == []
    (committed / "tasks/demo/other/instruction.md").write_text("changed\n")
    git(committed, "commit", "-q", "-am", "edit a leaf")
    assert changed() == ["tasks/demo/other"]
    (committed / "code/demo/solver.py").write_text("print('changed')\n")
    git(committed, "commit", "-q", "-am", "edit the source")
    assert changed() == ["tasks/demo/other", "tasks/demo/solver"]
