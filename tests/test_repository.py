"""The repository itself: its example leaves pass every rule and really run through their drivers."""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from conftest import PROJECT, run_sab
from sab import registry
from sab.config import load_settings

HEAT1D = PROJECT / "tasks/heat1d/solver"


def test_every_leaf_passes_validate_harbor() -> None:
    done = run_sab("validate-harbor", "--all", "tasks", cwd=PROJECT)
    assert done.returncode == 0, done.stdout


def test_example_leaf_passes_lint() -> None:
    done = run_sab("lint", "tasks/heat1d/solver", cwd=PROJECT)
    assert done.returncode == 0, done.stdout


def test_registry_is_fresh() -> None:
    shallow = subprocess.run(["git", "-C", str(PROJECT), "rev-parse", "--is-shallow-repository"],
                             capture_output=True, text=True).stdout.strip()
    if shallow != "false":
        pytest.skip("commit pins need the full history (not a git checkout, or a shallow clone)")
    assert registry.stale(load_settings(PROJECT)) == [], "run `sab registry` and commit it"


def test_heat1d_own_test_suite_passes(tmp_path: Path) -> None:
    done = subprocess.run(["make", "-s", "-C", str(PROJECT / "code/heat1d"), f"BUILD_DIR={tmp_path}", "test"],
                          capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stdout[-2000:] + done.stderr[-2000:]
    assert "FAIL" not in done.stdout.replace("0 failed", "")


@pytest.mark.e2e
def test_heat1d_variant_grades_as_one_through_the_drivers(tmp_path: Path) -> None:
    test_sh = HEAT1D / "tests/test.sh"
    for ic in ("nominal", "variant"):
        subprocess.run(["bash", str(test_sh), "produce", str(PROJECT / "code/heat1d"), str(tmp_path / ic), ic],
                       check=True, timeout=300)
    env = {"PATH": f"{Path(sys.executable).parent}:/usr/bin:/bin", "HARBOR_REFERENCE_DIR": str(tmp_path / "nominal"),
           "HARBOR_CANDIDATE_DIR": str(tmp_path / "variant"), "HARBOR_REWARD_FILE": str(tmp_path / "reward.json")}
    subprocess.run(["bash", str(test_sh)], check=True, env=env, timeout=300)
    reward = json.loads((tmp_path / "reward.json").read_text())
    assert reward["correctness"] == 1.0 and reward["total"] == check_count(HEAT1D)
    grade = json.loads((tmp_path / "grade.json").read_text())
    for name, entry in grade["checks"].items():
        assert 0 < entry["bound_fraction"] < 0.05, (name, entry)  # the variant moved outputs, well inside the bound


# ---------------------------------------------------------------------------------------------
# The Python example sources (nbody: deterministic short runs and a chaotic long run; ising: a
# seeded stochastic code) and their leaves, end to end through the leaves' own drivers.
# ---------------------------------------------------------------------------------------------

PYTHON_SOURCES = ("nbody", "ising")
# leaf -> (source, fault probe under comment/probes/, the check that must catch it)
PYTHON_LEAVES = {
    "tasks/nbody/integrator": ("nbody", "force-exponent-0.1pct", "plummer-short"),
    "tasks/ising/metropolis": ("ising", "measured-coupling-0.1pct", "ordered-phase"),
}


def check_count(leaf: Path) -> int:
    return sum(1 for folder in (leaf / "tests/checks").iterdir() if (folder / "rubric.json").is_file())


def driver_env(**extra: str) -> dict:
    """The caller's environment with this interpreter (which has numpy) first on the PATH that
    test.sh gives run.sh (SAB_PATH) and that grading uses."""
    path = f"{Path(sys.executable).parent}:/usr/local/bin:/usr/bin:/bin"
    return {**os.environ, "SAB_PATH": path, "PATH": path, **extra}


def produce(leaf: Path, source: Path, out: Path, ic: str, **extra: str) -> None:
    subprocess.run(["bash", str(leaf / "tests/test.sh"), "produce", str(source), str(out), ic],
                   check=True, env=driver_env(**extra), timeout=600)
    for check in (leaf / "tests/checks").iterdir():
        if not extra.get("SAB_ONLY_CHECKS") or check.name in extra["SAB_ONLY_CHECKS"].split():
            assert (out / check.name / "run.ok").is_file(), (out / check.name / "run.log").read_text()[-2000:]


def grade(leaf: Path, reference: Path, candidate: Path, out: Path) -> tuple[dict, dict]:
    env = driver_env(HARBOR_REFERENCE_DIR=str(reference), HARBOR_CANDIDATE_DIR=str(candidate),
                     HARBOR_REWARD_FILE=str(out / "reward.json"))
    subprocess.run(["bash", str(leaf / "tests/test.sh")], check=True, env=env, timeout=300)
    return json.loads((out / "reward.json").read_text()), json.loads((out / "grade.json").read_text())


@pytest.fixture(scope="module")
def nominal_outputs(tmp_path_factory) -> dict[str, Path]:
    """Each Python example leaf's nominal outputs, produced once from the untouched source."""
    outputs = {}
    for leaf, (source, *_rest) in PYTHON_LEAVES.items():
        out = tmp_path_factory.mktemp(source) / "nominal"
        produce(PROJECT / leaf, PROJECT / "code" / source, out, "nominal")
        outputs[leaf] = out
    return outputs


@pytest.mark.e2e
@pytest.mark.parametrize("source", PYTHON_SOURCES)
def test_python_example_own_test_suite_passes(source: str) -> None:
    """The codebase's own unittest suite, run where it lies without writing into it."""
    done = subprocess.run([sys.executable, "-m", "unittest"], cwd=PROJECT / "code" / source,
                          env={**os.environ, "PYTHONDONTWRITEBYTECODE": "1"},
                          capture_output=True, text=True, timeout=600)
    assert done.returncode == 0, done.stderr[-3000:]
    assert re.search(r"Ran [1-9]\d* tests", done.stderr) and "\nOK" in done.stderr
    assert not list((PROJECT / "code" / source).rglob("__pycache__"))


@pytest.mark.parametrize("leaf", sorted(PYTHON_LEAVES))
def test_python_example_leaf_passes_lint(leaf: str) -> None:
    done = run_sab("lint", leaf, cwd=PROJECT)
    assert done.returncode == 0, done.stdout


@pytest.mark.e2e
@pytest.mark.parametrize("leaf", sorted(PYTHON_LEAVES))
def test_python_example_variant_grades_as_one_through_the_drivers(leaf: str, nominal_outputs, tmp_path: Path) -> None:
    source, _probe, _catcher = PYTHON_LEAVES[leaf]
    produce(PROJECT / leaf, PROJECT / "code" / source, tmp_path / "variant", "variant")
    reward, detail = grade(PROJECT / leaf, nominal_outputs[leaf], tmp_path / "variant", tmp_path)
    # Every check passes; the leaf's speed-up goal pays nothing for an untimed run of the same code.
    assert reward["correctness"] == 1.0 and reward["total"] == check_count(PROJECT / leaf), detail
    assert reward["reward"] == 0.5 and reward["speed_credit"] == 0.0, reward
    for name, entry in detail["checks"].items():
        # the variant moved the graded outputs, and the bound leaves room beyond its spread
        assert 0 < entry["bound_fraction"] < 0.75, (name, entry)
    assert not list((PROJECT / "code" / source).rglob("__pycache__"))


@pytest.mark.e2e
@pytest.mark.parametrize("leaf", sorted(PYTHON_LEAVES))
def test_python_example_planted_defect_scores_below_one(leaf: str, nominal_outputs, tmp_path: Path) -> None:
    """A constant changed by 0.1 % (the leaf's own fault probe) fails the check that guards it."""
    source, probe, catcher = PYTHON_LEAVES[leaf]
    defect = tmp_path / "source"
    shutil.copytree(PROJECT / "code" / source, defect, ignore=shutil.ignore_patterns("__pycache__"))
    for edit in json.loads((PROJECT / leaf / "comment/probes" / f"{probe}.json").read_text())["edits"]:
        target = defect / edit["file"]
        text = target.read_text()
        assert text.count(edit["old"]) == 1, edit
        target.write_text(text.replace(edit["old"], edit["new"]))
    produce(PROJECT / leaf, defect, tmp_path / "defect", "nominal", SAB_ONLY_CHECKS=catcher)
    reward, detail = grade(PROJECT / leaf, nominal_outputs[leaf], tmp_path / "defect", tmp_path)
    assert reward["reward"] < 1.0
    entry = detail["checks"][catcher]
    # a real comparison that failed, not a missing run
    assert entry["passed"] is False and entry["bound_fraction"] is not None and entry["bound_fraction"] > 1, entry
