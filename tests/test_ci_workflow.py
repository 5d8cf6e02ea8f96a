"""CI checks a pull request with the base branch's toolkit: .github/workflows/base-gates.yml runs on
pull_request_target, installs sab from a checkout of the base and runs scripts/ci-gates-with-base.sh
on the pull request's tree. The workflow's shape is read from its YAML; the script is run on real
git checkouts, a base cloned from this repository and a pull request that disables a gate in its own
sab and breaks a leaf."""

from __future__ import annotations

import os
import shlex
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
import yaml

PROJECT = Path(__file__).resolve().parents[1]
WORKFLOWS = PROJECT / ".github" / "workflows"
SCRIPT = "scripts/ci-gates-with-base.sh"
# What the gate script runs from the base: itself and the two scripts it calls.
GATE_SCRIPTS = (SCRIPT, "scripts/labeler.py", "scripts/changed-leaves.sh")
BASE_REFS = (None, "${{ github.sha }}", "${{ github.event.pull_request.base.sha }}", "${{ github.base_ref }}")
ACTIONS = ("actions/checkout@", "actions/setup-python@")


def load_workflows(folder: Path) -> dict[str, dict]:
    return {path.name: yaml.safe_load(path.read_text()) for path in sorted(folder.glob("*.yml"))}


def triggers(workflow: dict) -> set[str]:
    on = workflow.get("on", workflow.get(True))  # YAML 1.1 reads the key `on` as true
    return {on} if isinstance(on, str) else set(on or ())


def gate_jobs(workflows: dict[str, dict]) -> list[tuple[str, str, dict]]:
    """(file, job id, job) of every job that runs the gate script."""
    return [(name, job_id, job) for name, workflow in workflows.items()
            for job_id, job in (workflow.get("jobs") or {}).items()
            if any(SCRIPT in step.get("run", "") for step in job.get("steps", []))]


def assert_checkouts(job: dict) -> tuple[str, str]:
    """The base and head checkouts of a gate job, each without the token, in folders apart: (base, head)."""
    checkouts = [step for step in job["steps"] if step.get("uses", "").startswith("actions/checkout@")]
    assert len(checkouts) == 2, "the gate job checks out the base and the pull request, each in a folder of its own"
    for step in checkouts:
        kept = step.get("with", {}).get("persist-credentials")
        assert kept is False, f"{step.get('name')}: persist-credentials: false, not {kept}"
    base, head = (step["with"] for step in checkouts)
    assert base.get("ref") in BASE_REFS, f"the first checkout is the base branch, not {base.get('ref')}"
    assert "github.event.pull_request" in str(head.get("ref")) or "refs/pull/" in str(head.get("ref")), head.get("ref")
    assert head.get("fetch-depth") == 0, "the pull request's checkout carries the history back to the base"
    assert base.get("path") and head.get("path") and base["path"] != head["path"], (base.get("path"), head.get("path"))
    return base["path"].rstrip("/"), head["path"].rstrip("/")


def assert_runs_only_the_base(job: dict, base: str, head: str) -> None:
    """Every command of the job is a file of the base checkout; the pull request's folder is only an argument."""
    gate_runs = 0
    for step in job["steps"]:
        uses = step.get("uses")
        if uses is not None:
            assert uses.startswith(ACTIONS), f"{uses}: the gate job uses only actions/checkout and actions/setup-python"
            assert "cache" not in step.get("with", {}), f"{uses}: the gate job writes no cache"
            continue
        assert "${{" not in step["run"], f"{step.get('name')}: expressions go through env, never into the script"
        assert step.get("working-directory", ".").rstrip("/") != head, f"{step.get('name')} runs inside {head}/"
        for line in filter(None, (line.strip() for line in step["run"].splitlines())):
            words = shlex.split(line)
            program = words[1] if words[0] == "bash" else words[0]
            assert program.startswith(f"{base}/"), f"{line!r} runs a program that is not the base's"
            assert "pip" not in words and "install" not in words, f"{line!r}: sab is installed by the base's script"
            assert not any(word.startswith(f"{head}/") for word in words), f"{line!r} names a file of the pull request"
            gate_runs += program == f"{base}/{SCRIPT}" and words[-3:-1] == [base, head]
    assert gate_runs == 1, f"the job runs {base}/{SCRIPT} {base} {head} once"


def assert_gates_run_with_base(workflows: dict[str, dict]) -> None:
    """The gates run in a pull_request_target job (the base's workflow file) with the base's sab and
    scripts, read-only, on a checkout of the pull request that keeps no token."""
    jobs = [(name, job_id, job) for name, job_id, job in gate_jobs(workflows)
            if triggers(workflows[name]) == {"pull_request_target"}]
    assert jobs, "no pull_request_target job runs the gates with the base's toolkit " \
                 f"({', '.join(f'{name}: {sorted(triggers(w))}' for name, w in workflows.items())})"
    for name, job_id, job in jobs:
        text = (WORKFLOWS / name).read_text() if (WORKFLOWS / name).is_file() else ""
        assert "secrets." not in text, f"{name} uses a secret"
        assert workflows[name].get("permissions") == {"contents": "read"}, f"{name}: permissions: contents: read"
        assert job.get("permissions", {"contents": "read"}) == {"contents": "read"}, f"{name}:{job_id} widens the token"
        base, head = assert_checkouts(job)
        assert_runs_only_the_base(job, base, head)


def test_the_gates_run_in_a_base_workflow_with_the_base_toolkit_and_a_read_only_token() -> None:
    assert_gates_run_with_base(load_workflows(WORKFLOWS))


def test_the_pull_requests_own_workflow_still_runs_its_own_toolkit() -> None:
    repository = yaml.safe_load((WORKFLOWS / "pull-request.yml").read_text())
    assert triggers(repository) == {"pull_request"}
    runs = [step.get("run", "") for step in repository["jobs"]["repository"]["steps"]]
    assert "python -m pip install -e ." in runs
    assert any("sab selfcheck --changed-since" in run for run in runs)


def owner(path: str) -> list[str]:
    """The owners CODEOWNERS gives `path` (the last matching pattern wins)."""
    found: list[str] = []
    for line in (PROJECT / ".github/CODEOWNERS").read_text().splitlines():
        if not line.strip() or line.startswith("#"):
            continue
        pattern, *who = line.split()
        if pattern == "*" or (pattern.endswith("/") and f"/{path}".startswith(pattern)) or pattern == f"/{path}":
            found = who
    return found


@pytest.mark.parametrize("path", [".github/workflows/base-gates.yml", ".github/workflows/pull-request.yml",
                                  ".github/CODEOWNERS", "src/sab/cli/__init__.py", SCRIPT, "pyproject.toml"])
def test_the_toolkit_scripts_and_workflows_are_reviewed_by_the_maintainers(path: str) -> None:
    assert owner(path) == ["@sciaccel/maintainers"]


def git(cwd: Path, *args: str) -> str:
    return subprocess.run(["git", "-C", str(cwd), *args], capture_output=True, text=True, check=True).stdout.strip()


@pytest.fixture(scope="module")
def base(tmp_path_factory) -> Path:
    """The base branch: this repository's last commit, with the gate scripts as this working tree has them."""
    base = tmp_path_factory.mktemp("ci") / "base"
    subprocess.run(["git", "clone", "-q", "--no-hardlinks", str(PROJECT), str(base)], check=True)
    git(base, "config", "user.email", "ci@example.org")
    git(base, "config", "user.name", "ci")
    for name in GATE_SCRIPTS:
        shutil.copy(PROJECT / name, base / name)
    git(base, "add", *GATE_SCRIPTS)
    if git(base, "status", "--porcelain"):
        git(base, "commit", "-q", "-m", "the gate scripts of the working tree")
    return base


def pull_request(base: Path, where: Path) -> Path:
    head = where / "head"
    subprocess.run(["git", "clone", "-q", str(base), str(head)], check=True)
    git(head, "config", "user.email", "contributor@example.org")
    git(head, "config", "user.name", "contributor")
    return head


def disable_gates_and_break_a_leaf(head: Path) -> None:
    """A pull request that makes its own `sab validate-harbor` and `scripts/labeler.py` pass whatever
    the tree holds, then removes a leaf's instruction.md and a domain's label."""
    cli = head / "src/sab/cli/__init__.py"
    text = cli.read_text()
    always_pass = "    if sys.argv[1:2] == ['validate-harbor']:\n        sys.exit(0)\n"
    cli.write_text(text.replace("def main() -> None:\n", "def main() -> None:\n" + always_pass, 1))
    (head / "scripts/labeler.py").write_text("#!/usr/bin/env python3\nraise SystemExit(0)\n")
    (head / "tasks/heat1d/solver/instruction.md").unlink()
    labels = head / ".github/labeler.yml"
    kept = labels.read_text().split('\n"domain: ')
    labels.write_text('\n"domain: '.join(kept[:-1]) + "\n")
    git(head, "commit", "-q", "-am", "turn the gates off and break a leaf")


def run_gates(base: Path, head: Path, env: dict[str, str]) -> subprocess.CompletedProcess:
    return subprocess.run(["bash", str(base / SCRIPT), str(base), str(head)], capture_output=True, text=True,
                          env={**os.environ, **env}, timeout=600)


def base_sab(base: Path) -> dict[str, str]:
    """This interpreter, with the base checkout's sab first on its path (the script's SAB_PYTHON)."""
    return {"SAB_PYTHON": sys.executable, "PYTHONPATH": str(base / "src")}


def own_toolkit(head: Path, *command: str) -> subprocess.CompletedProcess:
    """What the pull request's own workflow runs: its sab and its scripts, in its tree."""
    return subprocess.run([sys.executable, "-P", *command], cwd=head, capture_output=True, text=True, timeout=600,
                          env={**os.environ, "PYTHONPATH": str(head / "src")})


def test_an_unchanged_tree_passes_every_gate_of_the_base(base: Path, tmp_path: Path) -> None:
    done = run_gates(base, pull_request(base, tmp_path), base_sab(base))
    assert done.returncode == 0, done.stdout + done.stderr
    assert f"base toolkit: sab from {base.resolve()}/src/sab/__init__.py" in done.stdout
    assert done.stdout.count(": passed\n") == 5 and "all 5 gates passed with the base toolkit" in done.stdout


def test_the_base_gates_fail_a_pull_request_that_disables_them_in_its_own_toolkit(base: Path, tmp_path: Path) -> None:
    head = pull_request(base, tmp_path)
    disable_gates_and_break_a_leaf(head)
    assert own_toolkit(head, "-m", "sab", "validate-harbor", "--all", "tasks").returncode == 0
    assert own_toolkit(head, "scripts/labeler.py", "--check").returncode == 0
    done = run_gates(base, head, base_sab(base))
    assert done.returncode == 1, done.stdout + done.stderr
    assert "[missing-file] tasks/heat1d/solver/instruction.md: required file is missing" in done.stdout
    assert ".github/labeler.yml is stale; run scripts/labeler.py" in done.stderr
    failed = done.stdout.split("FAILED with the base toolkit:\n")[1].splitlines()
    assert "- Leaf boundaries" in failed and "- Labels by domain are current" in failed, failed
    assert "changed leaf: tasks/heat1d/solver" in done.stdout


def test_a_sab_imported_from_the_pull_request_is_refused(base: Path, tmp_path: Path) -> None:
    head = pull_request(base, tmp_path)
    disable_gates_and_break_a_leaf(head)
    done = run_gates(base, head, {"SAB_PYTHON": sys.executable, "PYTHONPATH": str(head / "src")})
    assert done.returncode == 2
    assert f"imports sab from the pull request's checkout ({head.resolve()}/src/sab/__init__.py)" in done.stderr
    assert "== Leaf boundaries" not in done.stdout


def test_a_base_missing_from_the_pull_requests_history_is_refused(base: Path, tmp_path: Path) -> None:
    head = tmp_path / "head"
    subprocess.run(["git", "clone", "-q", "--depth", "1", f"file://{base}", str(head)], check=True)
    done = subprocess.run(["bash", str(base / SCRIPT), str(base), str(head), "0" * 40], capture_output=True,
                          text=True, env={**os.environ, **base_sab(base)}, timeout=600)
    assert done.returncode == 2
    assert f"BASE_REF {'0' * 40} is not in HEAD_DIR's history" in done.stderr


@pytest.mark.network  # pip installs sab's dependencies from the configured package index
def test_the_script_installs_sab_from_the_base_into_a_venv_of_its_own(base: Path, tmp_path: Path) -> None:
    head = pull_request(base, tmp_path)
    disable_gates_and_break_a_leaf(head)
    venv = tmp_path / "venv"
    environment = {key: value for key, value in os.environ.items() if key not in ("SAB_PYTHON", "PYTHONPATH")}
    done = subprocess.run(["bash", str(base / SCRIPT), str(base), str(head)], capture_output=True, text=True,
                          env={**environment, "SAB_BASE_VENV": str(venv), "PYTHON": sys.executable}, timeout=1800)
    assert done.returncode == 1, done.stdout + done.stderr
    where = "import os, sab.cli; print(os.path.realpath(sab.cli.__file__))"
    installed = subprocess.run([str(venv / "bin/python"), "-c", where], cwd="/", capture_output=True, text=True,
                               check=True).stdout.strip()
    assert installed.startswith(str(venv.resolve())), installed  # a copy, not a link into either checkout
    assert Path(installed).read_text() == (base / "src/sab/cli/__init__.py").read_text()
    assert f"base toolkit: sab from {venv.resolve()}/" in done.stdout
    assert "[missing-file] tasks/heat1d/solver/instruction.md: required file is missing" in done.stdout
