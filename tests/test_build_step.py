"""The build step and drawn inputs hold against a hostile tree (docs/leaf.md, "The run.sh contract"
and "Input families"; docs/threat-model.md).

Each test runs a real hostile copy of code/heat1d (tests/hostile.py) through the real drivers:
the run step cannot change its build or its input, no candidate process holds the seed the
inputs are drawn from, a build never finds a drawn input to work on, and one build serves every
solve of a stage.
"""

from __future__ import annotations

import json
import os
import shutil
from pathlib import Path

import pytest

from conftest import copy_project, run_sab
from hostile import HONEST_RUN, hostile_heat1d
from sab.leaf import Leaf
from sab.runners.local import LocalRunner
from sab.runners.sandbox import detect
from test_grading_integrity import as_root, escapes, trial

LEAF = "tasks/heat1d/solver"
SEED = "31337"

sandboxed = pytest.mark.skipif(not detect().bwrap, reason=f"no sandbox here: {detect().detail}")

# The run step tries to leave something in its build and in its input for a later run.
WRITE_BUILD_AND_INPUT = (
    'touch "$BUILD_DIR/planted" 2>/dev/null && echo "ESCAPED: wrote its build"\n'
    'touch "$INPUT_DIR/planted" 2>/dev/null && echo "ESCAPED: wrote its input"\n'
    'touch "$(dirname "$1")/planted" 2>/dev/null && echo "ESCAPED: wrote beside its parameter file"\n'
    + HONEST_RUN)

# The seed, looked for in the run's own environment and in every process's it can read.
FIND_SEED = (
    'env | grep -q "^SAB_SEED=" && echo "ESCAPED: the seed is in its environment"\n'
    'grep -qas "SAB_SEED=" /proc/[0-9]*/environ && echo "ESCAPED: read the seed of another process"\n'
    + HONEST_RUN)

# A build that works on any drawn input it finds (run by every check's build: steady-cn's comes
# after sine-decay's in the checks' order) and stashes the answers in its own build folder; the
# timed reruns of a drawn input then copy them from whichever build holds them.
BUILD_ON_DRAWS = (
    'root="$(cd "$BUILD_DIR/../../.." 2>/dev/null && pwd)"\n'
    'for input in "$root"/.draws/sine-decay/*/; do\n'
    '  [ -f "$input/params.par" ] || continue\n'
    '  k="$(basename "$input")"; mkdir -p "$BUILD_DIR/stash/$k"\n'
    '  "$BUILD_DIR/heat1d.real" "$input/params.par" "$BUILD_DIR/stash/$k" >/dev/null && '
    'echo "ESCAPED: built on drawn input $k"\n'
    'done')
COPY_STASH = (
    'case "$2" in */run/draws/*) for stash in "$BUILD_DIR"/../../*/nominal/stash/"${2##*/}"; do\n'
    '  [ -d "$stash" ] && cp "$stash"/* "$2"/ && echo "ESCAPED: copied a stash" && exit 0; done;; esac\n'
    + HONEST_RUN)


@pytest.fixture(scope="module")
def project(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, Path]:
    """A project copy with the untouched source's results on the inputs drawn from SEED."""
    repo = copy_project(tmp_path_factory.mktemp("build-step") / "project")
    run_sab("run", LEAF, "--seed", SEED, "--out", "results/nominal", cwd=repo, check=True)
    return repo, repo / "results/nominal"


def run_candidate(repo: Path, source: Path, out: Path) -> None:
    done = run_sab("run", LEAF, "--source", str(source), "--out", str(out), "--seed", SEED, cwd=repo)
    assert done.returncode in (0, 1), done.stderr


def grade(repo: Path, reference: Path, candidate: Path) -> dict:
    done = run_sab("grade", LEAF, "--reference", str(reference), "--candidate", str(candidate), "--json", cwd=repo)
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout)


@sandboxed
def test_the_run_step_cannot_change_its_build_or_its_input(project, tmp_path: Path) -> None:
    repo, nominal = project
    run_candidate(repo, hostile_heat1d(tmp_path / "hostile", run=WRITE_BUILD_AND_INPUT), tmp_path / "candidate")
    assert escapes(tmp_path / "candidate") == []
    assert not list((tmp_path / "candidate" / ".draws").rglob("planted"))
    assert grade(repo, nominal, tmp_path / "candidate")["correctness"] == 1.0


@sandboxed
def test_no_candidate_process_holds_the_seed(project, tmp_path: Path) -> None:
    repo, nominal = project
    run_candidate(repo, hostile_heat1d(tmp_path / "hostile", run=FIND_SEED), tmp_path / "candidate")
    assert escapes(tmp_path / "candidate") == []
    log = (tmp_path / "candidate" / "sine-decay" / "run.log").read_text()
    assert "draw 3" in log and SEED not in log
    assert grade(repo, nominal, tmp_path / "candidate")["correctness"] == 1.0


def test_one_build_serves_every_solve_of_a_stage(tmp_path: Path) -> None:
    """nominal, variant and a second nominal on one stage: one nominal build per check, made once."""
    repo = copy_project(tmp_path / "project")
    leaf = Leaf.at(repo / LEAF)
    with LocalRunner().staged(leaf, repo / "code/heat1d") as stage:
        first = stage.produce("nominal", tmp_path / "nominal", seed=int(SEED))
        built = {path: path.stat().st_mtime_ns for path in stage.builds.glob("*/*/run.ok")}
        variant = stage.produce("variant", tmp_path / "variant", seed=int(SEED))
        again = stage.produce("nominal", tmp_path / "again", seed=int(SEED))
        after = {path: path.stat().st_mtime_ns for path in stage.builds.glob("*/*/run.ok")}
    assert first.ok and variant.ok and again.ok
    assert sorted(path.parent.name for path in built) == ["nominal"] * len(first.checks)
    assert after == built  # no solve after the first built anything
    for result in (first, variant, again):
        for run in result.checks.values():
            assert run.build_step and run.build_seconds is not None and run.build_seconds > 0
    records = {label: json.loads((tmp_path / label / "sine-decay" / "run.ok").read_text())
               for label in ("nominal", "variant", "again")}
    # The same seed draws the same inputs; the variant draws them perturbed (same seeds, other bytes).
    assert records["nominal"]["draws"] == records["again"]["draws"]
    assert [d["seed"] for d in records["variant"]["draws"]] == [d["seed"] for d in records["nominal"]["draws"]]
    assert all(v["digest"] != n["digest"] for v, n in zip(records["variant"]["draws"], records["nominal"]["draws"]))


@pytest.mark.e2e
@as_root
def test_trial_run_step_cannot_change_its_build_or_input_nor_read_the_seed(project, tmp_path: Path) -> None:
    repo, _ = project
    run = WRITE_BUILD_AND_INPUT.replace(HONEST_RUN, "") + FIND_SEED
    result = trial(repo, hostile_heat1d(tmp_path / "hostile", run=run), tmp_path)
    logs = " ".join(str(entry.get("reason")) for entry in result["checks"].values())
    assert result["correctness"] == 1.0, logs
    assert isinstance(result["seed"], int) and len(result["checks"]["sine-decay"]["draws"]) == 3


@pytest.mark.e2e
@as_root
def test_trial_build_finds_no_drawn_input(project, tmp_path: Path) -> None:
    """Every check's build comes before the first draw, and a timed side sees no other check's build."""
    repo, _ = project
    hostile = hostile_heat1d(tmp_path / "hostile", build=BUILD_ON_DRAWS, run=COPY_STASH)
    result = trial(repo, hostile, tmp_path)
    assert result["correctness"] == 1.0, result["checks"]["sine-decay"]["reason"]
    assert result["speed_credit"] == 0.0 or (result["speed"] or {}).get("low", 0) < 2.0, result["speed"]
