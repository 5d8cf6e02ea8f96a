"""The repository itself: its example leaves pass every rule and really run through their drivers."""

from __future__ import annotations

import json
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


def test_heat1d_variant_grades_as_one_through_the_drivers(tmp_path: Path) -> None:
    test_sh = HEAT1D / "tests/test.sh"
    for ic in ("nominal", "variant"):
        subprocess.run(["bash", str(test_sh), "produce", str(PROJECT / "code/heat1d"), str(tmp_path / ic), ic],
                       check=True, timeout=300)
    env = {"PATH": f"{Path(sys.executable).parent}:/usr/bin:/bin", "HARBOR_REFERENCE_DIR": str(tmp_path / "nominal"),
           "HARBOR_CANDIDATE_DIR": str(tmp_path / "variant"), "HARBOR_REWARD_FILE": str(tmp_path / "reward.json")}
    subprocess.run(["bash", str(test_sh)], check=True, env=env, timeout=300)
    reward = json.loads((tmp_path / "reward.json").read_text())
    assert reward["reward"] == 1.0 and reward["total"] == 2
    grade = json.loads((tmp_path / "grade.json").read_text())
    for name, entry in grade["checks"].items():
        assert 0 < entry["bound_fraction"] < 0.05, (name, entry)  # the variant moved outputs, well inside the bound
