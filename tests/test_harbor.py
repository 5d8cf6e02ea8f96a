"""Real Harbor 0.25.0 accepts every leaf and parses every reward file the drivers write (marker `harbor`).

Harbor needs Python >= 3.12, so it runs in a Debian trixie chroot set up as in docs/docker.md
(CI does it: `.ci/harbor-chroot`); $HARBOR_ROOT names the chroot (default /var/tmp/harbor-trixie).
Skipped with the reason when the chroot is absent or this is not root (chroot needs root).
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import uuid
from pathlib import Path

import pytest

from conftest import PROJECT, copy_project, run_sab

pytestmark = pytest.mark.harbor

LEAF = "tasks/heat1d/solver"
ROOT = Path(os.environ.get("HARBOR_ROOT", "/var/tmp/harbor-trixie"))
HARBOR = "/opt/h/bin/harbor"
PYTHON = "/opt/h/bin/python"

ACCEPT = """
import json, sys
from pathlib import Path
from harbor.models.task.task import Task
from harbor.models.task.config import TaskConfig
report = {}
for leaf in sys.argv[1:]:
    path = Path(leaf)
    entry = {"is_valid_dir": Task.is_valid_dir(path)}
    try:
        TaskConfig.model_validate_toml((path / "task.toml").read_text())
        entry["config"] = "ok"
    except Exception as exc:
        entry["config"] = f"{type(exc).__name__}: {exc}"
    report[leaf] = entry
print(json.dumps(report))
"""

# Harbor's own reward parsing: Verifier._parse_reward_json / _parse_reward_text, reward.json first,
# exactly as Verifier.verify() picks them, then its VerifierResult model.
PARSE_REWARDS = """
import json, sys
from pathlib import Path
from harbor.models.trial.paths import TrialPaths
from harbor.models.verifier.result import VerifierResult
from harbor.verifier.verifier import Verifier
report = {}
for trial in sys.argv[1:]:
    verifier = object.__new__(Verifier)
    verifier.trial_paths = TrialPaths(Path(trial))
    paths = verifier.trial_paths
    try:
        if paths.reward_json_path.exists():
            rewards = verifier._parse_reward_json()
        elif paths.reward_text_path.exists():
            rewards = verifier._parse_reward_text()
        else:
            raise FileNotFoundError("no reward file")
        report[trial] = VerifierResult(rewards=rewards).model_dump()["rewards"]
    except Exception as exc:
        report[trial] = f"{type(exc).__name__}: {exc}"
print(json.dumps(report))
"""


@pytest.fixture(scope="module")
def chroot() -> Path:
    if not (ROOT / HARBOR.lstrip("/")).exists():
        pytest.skip(f"no Harbor chroot at {ROOT} (set it up as docs/docker.md says, or set HARBOR_ROOT); CI provides one")
    if os.geteuid() != 0:
        pytest.skip("entering the Harbor chroot needs root")
    return ROOT


@pytest.fixture
def inbox(chroot: Path):
    """A directory inside the chroot for this test's files, removed afterwards; (host path, chroot path)."""
    name = f"sab-test-{uuid.uuid4().hex[:12]}"
    host = chroot / name
    host.mkdir()
    yield host, f"/{name}"
    shutil.rmtree(host, ignore_errors=True)


def _in_chroot(chroot: Path, *command: str) -> subprocess.CompletedProcess:
    return subprocess.run([shutil.which("chroot") or "/usr/sbin/chroot", str(chroot), *command], capture_output=True,
                          text=True, timeout=300, env={"PATH": "/usr/sbin:/usr/bin:/sbin:/bin", "HOME": "/root", "LANG": "C.UTF-8"})


def test_every_leaf_and_a_fresh_scaffold_is_accepted_by_harbor(chroot: Path, inbox, repo: Path) -> None:
    host, inside = inbox
    run_sab("scaffold", "demo", "solver", "--source", "demo", cwd=repo, check=True)
    leaves = {f"repo-{p.parent.parent.name}-{p.parent.name}": p.parent for p in sorted(PROJECT.glob("tasks/*/*/task.toml"))}
    assert leaves, "the repository has no leaf"
    leaves["fresh-scaffold"] = repo / "tasks/demo/solver"
    for name, leaf in leaves.items():
        shutil.copytree(leaf, host / name, symlinks=True)
    targets = [f"{inside}/{name}" for name in leaves]

    accepted = _in_chroot(chroot, PYTHON, "-c", ACCEPT, *targets)
    assert accepted.returncode == 0, accepted.stderr
    report = json.loads(accepted.stdout)
    assert report == {target: {"is_valid_dir": True, "config": "ok"} for target in targets}

    lint = _in_chroot(chroot, HARBOR, "lint", "--json", *targets)
    findings = json.loads(lint.stdout or "[]")
    assert findings == [] and lint.returncode == 0, json.dumps(findings, indent=2) + lint.stderr
    strict = _in_chroot(chroot, HARBOR, "lint", "--select", "ALL", "--json", *targets)
    assert json.loads(strict.stdout or "[]") == [], strict.stdout  # unpinned-image too: FROM ${BASE_IMAGE}
    print(f"\nharbor lint: no finding on {len(targets)} leaves ({', '.join(leaves)})")


def _trial(host: Path, name: str, reward_json: Path) -> Path:
    """A Harbor trial directory whose verifier/ holds what the driver wrote."""
    verifier = host / name / "verifier"
    verifier.mkdir(parents=True)
    for written in reward_json.parent.iterdir():
        shutil.copy(written, verifier / written.name)
    return verifier.parent


def test_harbor_parses_every_reward_file_the_drivers_write(chroot: Path, inbox, tmp_path: Path) -> None:
    host, inside = inbox
    repo = copy_project(tmp_path / "project")
    run_sab("run", LEAF, "--out", "nominal", cwd=repo, check=True)
    defect = tmp_path / "defect"
    shutil.copytree(repo / "code/heat1d", defect)
    solver = defect / "src/solver.c"
    solver.write_text(solver.read_text().replace("3.14159265358979323846", "3.14473424624338182"))
    run_sab("run", LEAF, "--source", str(defect), "--out", "defect", cwd=repo, check=True)
    cases = {}
    for name, candidate in (("pass", "nominal"), ("defect", "defect")):
        run_sab("grade", LEAF, "--reference", "nominal", "--candidate", candidate,
                "--reward-file", f"rewards/{name}/reward.json", cwd=repo, check=True)
        cases[name] = repo / f"rewards/{name}/reward.json"
    # The wiring-failure path: test.sh itself, called with a missing directory, still writes a reward.
    wiring = repo / "rewards/wiring/reward.json"
    subprocess.run(["bash", str(repo / LEAF / "tests/test.sh")], capture_output=True,
                   env={"PATH": os.environ["PATH"], "HARBOR_REFERENCE_DIR": str(repo / "absent"),
                        "HARBOR_CANDIDATE_DIR": str(repo / "nominal"), "HARBOR_REWARD_FILE": str(wiring)})
    cases["wiring"] = wiring
    trials = {name: _trial(host, name, path) for name, path in cases.items()}

    parsed = _in_chroot(chroot, PYTHON, "-c", PARSE_REWARDS, *(f"{inside}/{name}" for name in trials))
    assert parsed.returncode == 0, parsed.stderr
    report = {key.rsplit("/", 1)[1]: value for key, value in json.loads(parsed.stdout).items()}
    # heat1d's speed-up goal: untimed grades earn no speed credit, so half the reward is the most.
    assert report["pass"]["correctness"] == 1.0 and report["pass"]["reward"] == 0.5
    assert report["pass"]["passed"] == 2 and report["pass"]["speedup"] > 0
    goal = json.loads((repo / LEAF / "tests/checks/sine-decay/rubric.json").read_text())["timing"]["speedup_goal"]
    assert report["defect"] == {"reward": 0.25, "correctness": 0.5, "passed": 1, "total": 2, "speedup_goal": goal,
                                "speed_credit": 0.0}
    assert report["wiring"] == {"reward": 0, "passed": 0, "total": 0}
    for name, path in cases.items():
        assert report[name] == json.loads(path.read_text()), name  # Harbor reads exactly what was written
