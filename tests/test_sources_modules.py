"""Module cuts and the test survey: propose, approve, survey-tests; scaffold refuses a module that
is not approved and records the approved cut in the leaf; add-check --from-test prefers the survey."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from conftest import PROJECT, run_sab
from sab.config import load_settings
from sab.errors import NotFoundError, SabError
from sab.leaf import Leaf
from sab.scaffold import CheckOptions, ScaffoldOptions, add_check, scaffold_leaf
from sab.sources.layout import Source
from sab.sources.modules import approve, propose
from sab.sources.survey import survey
from sab.sources.vendor import AddOptions, add_source


def write(root: Path, files: dict[str, str]) -> None:
    for rel, text in files.items():
        path = root / rel
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text)


@pytest.fixture
def package(repo: Path) -> Path:
    """A second source with a Python package, its tests and a C kernel."""
    write(repo / "code/fluid", {
        "LICENSE": (PROJECT / "code/heat1d/LICENSE").read_text(),
        "fluid/__init__.py": "",
        "fluid/advect.py": "def advect(u):\n    return u\n",
        "fluid/diffuse.py": "def diffuse(u):\n    return u\n",
        "kernels/stencil.c": "void stencil(void) {}\n",
        "tests/conftest.py": "import pytest\n",
        "tests/test_advect.py": "from fluid.advect import advect\n\ndef test_zero():\n    assert advect(0) == 0\n\n"
                                "class TestShape:\n    def test_keeps(self):\n        pass\n",
        "tests/test_diffuse.py": "import fluid.diffuse\n\ndef test_one():\n    pass\n",
        "tests/run_kernel.sh": "#!/bin/sh\ncc kernels/stencil.c\n",
        "tests/data/input.csv": "1,2\n",
    })
    add_source(repo, "https://example.org/tasks.git", AddOptions("fluid", in_place=True))
    return repo


def test_propose_approve_and_list(package: Path) -> None:
    done = run_sab("modules", "propose", "fluid", "--module", "advection", "--paths", "fluid/advect.py",
                   "--paths", "fluid/__init__.py", "--entry-point", "fluid/advect.py:advect",
                   "--rationale", "semi-Lagrangian advection, independent of diffusion", "--by", "ann", cwd=package)
    assert done.returncode == 0, done.stderr
    record = Source(package, "fluid").modules().get("advection")
    assert record.paths == ["fluid/__init__.py", "fluid/advect.py"] and not record.approved
    assert record.proposed_by == "ann" and record.proposed_at
    listed = run_sab("modules", "list", "fluid", cwd=package)
    assert "advection" in listed.stdout and "proposed" in listed.stdout
    approved = run_sab("modules", "approve", "fluid", "advection", "--by", "curator bob", cwd=package)
    assert approved.returncode == 0 and "approved fluid/advection by curator bob" in approved.stdout
    again = run_sab("modules", "approve", "fluid", "advection", "--by", "bob", cwd=package)
    assert again.returncode == 2 and "already approved" in again.stderr
    report = (package / "codebase-reports/fluid/codebase-metadata.md").read_text()
    assert "| `advection` | approved by curator bob" in report


@pytest.mark.parametrize("args, words", [
    (["--paths", "fluid/absent.py"], "does not exist"),
    (["--paths", "../demo/solver.py"], "not a path inside the source"),
    (["--paths", "fluid", "--exclude", "nope"], "does not exist"),
    (["--paths", "fluid", "--tests", "tests/absent.py::test_x"], "does not exist"),
])
def test_propose_refuses_paths_outside_the_source(package: Path, args: list[str], words: str) -> None:
    done = run_sab("modules", "propose", "fluid", "--module", "m", *args, "--rationale", "r", cwd=package)
    assert done.returncode == 2 and words in done.stderr and "Traceback" not in done.stderr
    assert not (package / "codebase-reports/fluid/modules.json").exists()


def test_replacing_a_cut_withdraws_its_approval(package: Path) -> None:
    root = package
    propose(root, "fluid", "diffusion", ["fluid/diffuse.py"], "r")
    approve(root, "fluid", "diffusion", "bob")
    args = ["modules", "propose", "fluid", "--module", "diffusion", "--paths", "fluid/diffuse.py", "--rationale", "r"]
    refused = run_sab(*args, cwd=root)
    assert refused.returncode == 2 and "--replace" in refused.stderr
    replaced = run_sab(*args, "--replace", cwd=root)
    assert replaced.returncode == 0 and "withdrawn" in replaced.stdout
    assert not Source(root, "fluid").modules().get("diffusion").approved


def test_modules_of_an_unrecorded_source_are_refused(repo: Path) -> None:
    (repo / "code/raw").mkdir()
    (repo / "code/raw/a.c").write_text("int a;\n")
    done = run_sab("modules", "propose", "raw", "--module", "a", "--paths", "a.c", "--rationale", "r", cwd=repo)
    assert done.returncode == 2 and "sab source add raw" in done.stderr


def test_survey_finds_tests_and_the_modules_that_draw_on_them(package: Path) -> None:
    root = package
    for module, path, tests in (("advection", "fluid/advect.py", []), ("diffusion", "fluid/diffuse.py", []),
                                ("kernel", "kernels", ["tests/run_kernel.sh"])):
        propose(root, "fluid", module, [path], "r", tests=tests)
    done = run_sab("survey-tests", "fluid", "--json", cwd=root)
    assert done.returncode == 0, done.stderr
    survey = json.loads(done.stdout)
    by_name = {t["name"]: t for t in survey["tests"]}
    assert sorted(by_name) == ["tests/run_kernel.sh", "tests/test_advect.py::TestShape::test_keeps",
                               "tests/test_advect.py::test_zero", "tests/test_diffuse.py::test_one"]
    assert by_name["tests/test_advect.py::test_zero"]["reasons"] == {"advection": "imports fluid.advect"}
    assert by_name["tests/test_diffuse.py::test_one"]["used_by"] == ["diffusion"]
    assert by_name["tests/run_kernel.sh"]["reasons"] == {"kernel": "declared in modules.json"}
    assert json.loads((root / "codebase-reports/fluid/test-survey.json").read_text())["tests"] == survey["tests"]
    assert "tests/test_advect.py::test_zero" in (root / "codebase-reports/fluid/codebase-metadata.html").read_text()


def test_scaffold_refuses_a_module_that_is_not_approved(package: Path) -> None:
    missing = run_sab("scaffold", "fluid", "advection", "--source", "fluid", cwd=package)
    assert missing.returncode == 2 and "not proposed" in missing.stderr
    assert "sab modules propose fluid --module advection" in missing.stderr and "Traceback" not in missing.stderr
    propose(package, "fluid", "advection", ["fluid/advect.py"], "r")
    pending = run_sab("scaffold", "fluid", "advection", "--source", "fluid", cwd=package)
    assert pending.returncode == 2 and "proposed but not approved" in pending.stderr
    assert "sab modules approve fluid advection --by NAME" in pending.stderr
    assert not (package / "tasks/fluid").exists()
    approve(package, "fluid", "advection", "bob")
    done = run_sab("scaffold", "fluid", "advection", "--source", "fluid", cwd=package)
    assert done.returncode == 0, done.stderr
    record = json.loads((package / "tasks/fluid/advection/comment/pipeline/module.json").read_text())
    assert record["approved_by"] == "bob" and record["paths"] == ["fluid/advect.py"]


def test_add_check_prefers_the_test_survey(package: Path) -> None:
    root = package
    propose(root, "fluid", "advection", ["fluid/advect.py"], "r")
    approve(root, "fluid", "advection", "bob")
    survey(root, "fluid")
    leaf = scaffold_leaf(load_settings(root), ScaffoldOptions("fluid", "advection", "fluid"))
    recorded = json.loads((leaf / "comment/pipeline/test-survey.json").read_text())
    assert [t["name"] for t in recorded["tests"]] == ["tests/test_advect.py::TestShape::test_keeps", "tests/test_advect.py::test_zero"]
    add_check(Leaf(leaf), CheckOptions("zero", "pointwise", from_test="tests/test_advect.py::test_zero"))
    add_check(Leaf(leaf), CheckOptions("whole-file", "pointwise", from_test="tests/test_advect.py"))
    with pytest.raises(SabError, match="not an official test of module 'advection'"):
        add_check(Leaf(leaf), CheckOptions("other", "pointwise", from_test="tests/test_diffuse.py"))
    with pytest.raises(NotFoundError):
        add_check(Leaf(leaf), CheckOptions("absent", "pointwise", from_test="tests/absent.py"))
    assert not (leaf / "tests/checks/other").exists()


@pytest.mark.parametrize("args, words", [
    (["--tests", "tests/test_advect.py::test_zeor"], "did you mean 'test_zero'"),
    (["--tests", "tests/test_advect.py::TestShape::test_keep"], "did you mean 'TestShape::test_keeps'"),
    (["--entry-point", "fluid/advect.py:nosuchfunc"], "'nosuchfunc' is not defined in fluid/advect.py"),
    (["--entry-point", "fluid/advect.py:advec"], "did you mean 'advect'?"),
    (["--entry-point", "fluid.nosuch:advect"], "neither a path nor a Python module of the source"),
    (["--entry-point", "kernels/stencil.c:stencl"], "did you mean 'stencil'?"),
    (["--entry-point", "fluid/advect.py:"], "names no symbol"),
])
def test_propose_refuses_a_test_or_entry_point_the_tree_does_not_define(package: Path, args: list[str], words: str) -> None:
    done = run_sab("modules", "propose", "fluid", "--module", "m", "--paths", "fluid", *args, "--rationale", "r", cwd=package)
    assert done.returncode == 2, done.stdout + done.stderr
    lines = done.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("error:") and words in lines[0], done.stderr
    assert "Traceback" not in done.stderr
    assert not (package / "codebase-reports/fluid/modules.json").exists()


def test_propose_resolves_entry_points_and_tests_statically(package: Path) -> None:
    record, _ = propose(package, "fluid", "advection", ["fluid"], "r",
                        entry_points=["fluid.advect:advect", "kernels/stencil.c:stencil", "fluid/diffuse.py"],
                        tests=["tests/test_advect.py::TestShape::test_keeps", "tests/test_diffuse.py::test_one",
                               "tests/run_kernel.sh"])
    assert record.entry_points == ["fluid/advect.py:advect", "kernels/stencil.c:stencil", "fluid/diffuse.py"]
    assert record.tests == ["tests/test_advect.py::TestShape::test_keeps", "tests/test_diffuse.py::test_one",
                            "tests/run_kernel.sh"]


def test_approving_a_replaced_cut_refreshes_the_leaf_record(package: Path) -> None:
    propose(package, "fluid", "advection", ["fluid/advect.py"], "r")
    approve(package, "fluid", "advection", "bob")
    assert run_sab("scaffold", "fluid", "advection", "--source", "fluid", cwd=package).returncode == 0
    leaf_record = package / "tasks/fluid/advection/comment/pipeline/module.json"
    assert json.loads(leaf_record.read_text())["paths"] == ["fluid/advect.py"]
    replaced = run_sab("modules", "propose", "fluid", "--module", "advection", "--paths", "fluid/advect.py",
                       "--paths", "fluid/__init__.py", "--entry-point", "fluid/advect.py:advect", "--rationale", "wider",
                       "--replace", cwd=package)
    assert replaced.returncode == 0, replaced.stderr
    assert json.loads(leaf_record.read_text())["paths"] == ["fluid/advect.py"]  # the leaf keeps the approved cut
    done = run_sab("modules", "approve", "fluid", "advection", "--by", "carol", cwd=package)
    assert done.returncode == 0, done.stderr
    assert "refreshed tasks/fluid/advection/comment/pipeline/module.json" in done.stdout
    refreshed = json.loads(leaf_record.read_text())
    assert refreshed["paths"] == ["fluid/__init__.py", "fluid/advect.py"] and refreshed["approved_by"] == "carol"
    assert refreshed["entry_points"] == ["fluid/advect.py:advect"]
    assert refreshed == Source(package, "fluid").modules().get("advection").model_dump(mode="json")


def test_migrate_keeps_only_entry_points_and_tests_propose_accepts(package: Path) -> None:
    from sab.migrate.module import plan_module

    old = {"paths": ["fluid/advect.py"], "entry_points": ["fluid/advect.py:advect", "fluid/advect.py:gone"],
           "tests": ["tests/test_advect.py::test_zero", "tests/test_advect.py::test_zro"]}
    plan = plan_module(package, "fluid", "advection", old, "advection", [])
    assert plan.entry_points == ["fluid/advect.py:advect"] and plan.tests == ["tests/test_advect.py::test_zero"]
    assert any("'fluid/advect.py:gone' dropped" in w for w in plan.warnings)
    assert any("'tests/test_advect.py::test_zro' dropped" in w and "test_zero" in w for w in plan.warnings)
