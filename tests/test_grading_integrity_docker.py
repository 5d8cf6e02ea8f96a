"""A hostile solver cannot read, write or forge what grades it under the docker runner and in
the leaf's real verifier image (docs/threat-model.md); the local runner's cases, and the
candidate runs, grades and tricks both share, are in tests/test_grading_integrity.py.

These cases run on the worker that holds the docker engine's leaf images (tests/conftest.py,
ENGINE_UNITS), beside tests/test_docker.py, which removes a leaf's images to see them built; the
local cases run on any worker.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from hostile import COPY_REFERENCE, forge_validators, hostile_heat1d, steal_heat1d
from test_grading_integrity import (FORGE_TIMING, LEAF, ROOT_BUILD, ROOT_TRICKS, as_root, assert_nothing_stolen,
                                    assert_timing_not_forged, escapes, grade, run_candidate)
from test_grading_integrity import project  # noqa: F401  (a fixture: the project copy and its nominal results)
from test_grading_integrity import found  # noqa: F401  (a fixture: the file a hostile build reports to)


@pytest.fixture(scope="module")
def engine():
    from test_docker import _engine_or_skip

    return _engine_or_skip()


@pytest.mark.docker
def test_docker_candidate_keeps_no_privilege(engine, project, tmp_path: Path) -> None:
    repo, nominal = project
    hostile = hostile_heat1d(tmp_path / "hostile", build="\n".join(ROOT_TRICKS))
    run = run_candidate(repo, hostile, tmp_path / "candidate", "--runner", "docker")
    assert escapes(tmp_path / "candidate") == []
    assert all(check["ok"] for check in run["checks"].values())
    assert grade(repo, nominal, tmp_path / "candidate", "--runner", "docker")["correctness"] == 1.0


@pytest.mark.docker
def test_docker_forged_timing_sets_nothing(engine, project, tmp_path: Path) -> None:
    repo, nominal = project
    hostile = hostile_heat1d(tmp_path / "hostile", run=FORGE_TIMING)
    run_candidate(repo, hostile, tmp_path / "candidate", "--runner", "docker")
    assert_timing_not_forged(repo, nominal, tmp_path / "candidate", "--runner", "docker")


def docker_trial(repo: Path, candidate: Path, tmp_path: Path, mounts: dict | None = None,
                 environment: dict | None = None) -> dict:
    """The bare tests/test.sh in the leaf's real oracle image, the candidate at /workspace/code."""
    from sab.leaf import Leaf
    from sab.runners.docker import DockerRunner

    logs = tmp_path / "logs"
    logs.mkdir()
    with DockerRunner().staged(Leaf.at(repo / LEAF), candidate) as stage:
        status, oom, output = stage.run(["bash", "/tests/test.sh"], environment or {},
                                        {logs: ("/logs/verifier", "rw"), **(mounts or {})}, 900)
    assert status == 0 and not oom, output
    # A trial refused before grading leaves its zero reward alone.
    return json.loads((logs / "grade.json" if (logs / "grade.json").is_file() else logs / "reward.json").read_text())


@pytest.mark.docker
def test_docker_trial_candidate_cannot_copy_the_reference(engine, project, tmp_path: Path) -> None:
    repo, _ = project
    assert docker_trial(repo, hostile_heat1d(tmp_path / "hostile", run=COPY_REFERENCE), tmp_path)["reward"] == 0.0


@pytest.mark.docker
def test_docker_trial_candidate_cannot_rewrite_the_grader(engine, project, tmp_path: Path) -> None:
    repo, _ = project
    run = forge_validators('"$CHECK_DIR"/../*/validate.py /tests/checks/*/validate.py') + "\nexit 0"
    assert docker_trial(repo, hostile_heat1d(tmp_path / "hostile", run=run), tmp_path)["reward"] == 0.0


# The verifier image is where candidate code builds and runs outside bubblewrap (a trial, the docker
# runner): a build that compiles the reference acceleration wherever it can read one, and says what
# it read of the pristine source, finds nothing there.
FOUND_MOUNT = "/sab/found"


@pytest.mark.docker
@as_root
def test_docker_candidate_cannot_read_the_reference_acceleration(engine, project, tmp_path: Path) -> None:
    repo, nominal = project
    run = run_candidate(repo, steal_heat1d(tmp_path / "steal"), tmp_path / "candidate", "--runner", "docker")
    assert escapes(tmp_path / "candidate") == []
    assert all(check["ok"] for check in run["checks"].values())


@pytest.mark.docker
@as_root
def test_docker_trial_candidate_cannot_read_the_reference_acceleration(engine, project, found: Path,
                                                                      tmp_path: Path) -> None:
    repo, _ = project
    result = docker_trial(repo, steal_heat1d(tmp_path / "steal", f"{FOUND_MOUNT}/found.log"), tmp_path,
                          {found.parent: (FOUND_MOUNT, "rw")})
    assert_nothing_stolen(found, result)


@pytest.mark.docker
@as_root
def test_docker_trial_refuses_to_build_the_reference_from_the_candidates_tree(engine, project, tmp_path: Path) -> None:
    """What `[verifier] env = { SAB_ORACLE_SOURCE = "/workspace/code" }` makes of a trial in the
    real verifier image: the untouched tree, slowed only when built as root, is refused (reward 0)
    instead of timing itself against a slowed copy of itself."""
    repo, _ = project
    result = docker_trial(repo, hostile_heat1d(tmp_path / "hostile", run=ROOT_BUILD), tmp_path,
                          environment={"SAB_ORACLE_SOURCE": "/workspace/code"})
    assert result["reward"] == 0 and result["total"] == 0, result
