"""Real Harbor trials end to end: `harbor run` with Harbor's oracle and no-op agents, graded by Harbor
itself, on sab's Harbor environment (src/sab/harbor/environment.py) over a real Docker engine
(markers `harbor` and `docker`; CI provides the chroot, the engine and the base image).

Harbor 0.25.0 runs in the trixie chroot of tests/test_harbor.py; the engine's socket is bind-mounted
into it and the environment module is installed there with `sab harbor install-env`. Every
container runs with network `none`; images build on $SAB_BASE_IMAGE. What each trial reported
(reward, result.json) is asserted and printed; docs/harbor.md records the figures.
"""

from __future__ import annotations

import hashlib
import json
import os
import re
import shutil
import subprocess
import time
import uuid
from datetime import datetime
from pathlib import Path

import pytest

from conftest import PROJECT, run_sab
from importer_fixtures import make_repo, write_super

pytestmark = [pytest.mark.harbor, pytest.mark.docker]

ROOT = Path(os.environ.get("HARBOR_ROOT", "/var/tmp/harbor-trixie"))
HARBOR = "/opt/h/bin/harbor"
ENVIRONMENT = "sab_harbor_env:SabDockerEnvironment"
LABEL = "org.sciaccel.sab.harbor"
HEAT1D = "tasks/heat1d/solver"
SUPER_TASK = "toy-dict"  # SUPER's exact-match answer: the gold scores 1.0, no answer 0
PI, PI_OFF = "3.14159265358979323846", "3.14473424624338182"  # the 0.1 % fault of heat1d's probe pi-off-0.1pct

DEFECTIVE_SOLVE = f"""#!/usr/bin/env bash
# A defective solution: the solver's pi off by 0.1 % (the fault of the leaf's probe pi-off-0.1pct).
set -eu
sed -i 's/{PI}/{PI_OFF}/' /workspace/code/src/solver.c
grep -q '{PI_OFF}' /workspace/code/src/solver.c
"""


def _engine():
    from sab.errors import SabError
    from sab.runners.docker import connect

    try:
        client = connect()
    except SabError as exc:
        pytest.skip(f"no Docker engine (CI starts one; see docs/docker.md): {exc.message.split(' (')[0]}")
    base = os.environ.get("SAB_BASE_IMAGE")
    if not base:
        pytest.skip("SAB_BASE_IMAGE is not set: run `sab images bootstrap` and export SAB_BASE_IMAGE=sab-base:bookworm")
    try:
        client.images.get(base)
    except Exception:
        pytest.skip(f"base image {base} is not in the engine: run `sab images bootstrap --tag {base}`")
    return client, base


def _socket() -> str:
    host = os.environ.get("DOCKER_HOST") or "unix:///var/run/docker.sock"
    if not host.startswith("unix://"):
        pytest.skip(f"the trials reach the engine through its unix socket from inside the chroot; DOCKER_HOST={host}")
    return host.removeprefix("unix://")


def _leftovers(client) -> list[str]:
    return [c["Id"] for c in client.api.containers(all=True, filters={"label": LABEL})]


@pytest.fixture(scope="module")
def harbor(tmp_path_factory):
    """An inbox inside the chroot with the engine's socket and sab's environment module."""
    if not (ROOT / HARBOR.lstrip("/")).exists():
        pytest.skip(f"no Harbor chroot at {ROOT} (.ci/harbor-chroot makes one; or set HARBOR_ROOT)")
    if os.geteuid() != 0:
        pytest.skip("entering the Harbor chroot and bind-mounting the engine's socket need root")
    probe = subprocess.run(["chroot", str(ROOT), "/opt/h/bin/python", "-c", "import docker"], capture_output=True)
    if probe.returncode != 0:
        pytest.skip(f"the docker SDK is not in {ROOT}/opt/h (rerun .ci/harbor-chroot, which installs it)")
    client, base = _engine()
    socket_path = _socket()
    name = f"sab-trials-{uuid.uuid4().hex[:12]}"
    inbox = ROOT / name
    (inbox / "lib").mkdir(parents=True)
    mounted = inbox / "docker.sock"
    mounted.touch()
    subprocess.run(["mount", "--bind", socket_path, str(mounted)], check=True)
    try:
        run_sab("harbor", "install-env", str(inbox / "lib"), cwd=PROJECT, check=True)
        yield {"inbox": inbox, "inside": f"/{name}", "client": client, "base": base}
    finally:
        subprocess.run(["umount", str(mounted)], check=False)
        for container in _leftovers(client):
            client.api.remove_container(container, force=True)
        if not os.path.ismount(mounted):
            shutil.rmtree(inbox, ignore_errors=True)


def _in_chroot(harbor: dict, *command: str) -> subprocess.CompletedProcess:
    """A command in the chroot, with the environment module importable and the engine reachable."""
    inside = harbor["inside"]
    return subprocess.run(
        ["chroot", str(ROOT), "/usr/bin/env", "-i", "PATH=/usr/sbin:/usr/bin:/sbin:/bin", "HOME=/root", "LANG=C.UTF-8",
         f"PYTHONPATH={inside}/lib", f"DOCKER_HOST=unix://{inside}/docker.sock", "LITELLM_LOCAL_MODEL_COST_MAP=True",
         *command], capture_output=True, text=True, timeout=1200)


def test_environment_primitives(harbor) -> None:
    """The environment driven directly: exec (status, stdout and stderr apart, env, cwd, user), no
    interface but loopback, the memory limit, a timeout that ends the command's whole process group,
    archive transfers both ways (modes and links inside kept, a link out of the tree skipped),
    missing paths, and the container removed on stop."""
    shutil.copy(Path(__file__).with_name("harbor_env_primitives.py"), harbor["inbox"] / "primitives.py")
    inside = harbor["inside"]
    done = _in_chroot(harbor, "/opt/h/bin/python", f"{inside}/primitives.py", f"{inside}/primitives", harbor["base"])
    assert done.returncode == 0, done.stdout[-2000:] + done.stderr[-3000:]
    report = json.loads(done.stdout.strip().splitlines()[-1])
    assert report["exec"] == [3, "out\n/work\nroot\nhi\n", "err\n"]
    assert report["user"] == "solver\n/tmp\n"
    assert report["interfaces"] == ["lo"]
    assert report["memory_max"] == str(256 * 1024 * 1024)
    # Well short of the 60 s the command would sleep, with room for a docker exec on a loaded machine.
    assert report["timeout"] == "Command timed out after 2 seconds" and report["timeout_seconds"] < 40
    assert report["sleepers_left"] == "0"  # the background sleep of the timed-out command was ended too
    assert report["uploaded"] == [".", "./in", "./in/a.txt", "./in/link", "./in/sub", "./in/sub/b.sh", "./single",
                                  "./single/a-copy.txt", "root", "755", "beta"]
    assert report["downloaded"] == ["deep", "deep/c.txt", "inside"] and report["downloaded_inside_link"] == "deep/c.txt"
    assert "escape" in done.stderr  # the link to /etc/passwd: named in the warning, never written
    assert report["downloaded_file"] == "alpha\n" and report["is_dir"] == [True, False, True]
    assert report["missing_file"] == "FileNotFoundError"
    assert report["image"].startswith("sab-harbor/primitives:environment-")
    assert _leftovers(harbor["client"]) == []


def _run_job(harbor: dict, job: str, agents: list[str], tasks: list[str], *, kwargs: dict | None = None,
             artifacts: list[str] = ()) -> tuple[dict, float]:
    """`harbor run -c job.json` inside the chroot; {(task directory name, agent): trial record}, seconds."""
    inside = harbor["inside"]
    config = {
        "job_name": job, "jobs_dir": f"{inside}/jobs", "n_concurrent_trials": 2, "quiet": True,
        "agents": [{"name": agent} for agent in agents],
        "tasks": [{"path": f"{inside}/{task}"} for task in tasks],
        "environment": {"import_path": ENVIRONMENT, "kwargs": {"base_image": harbor["base"], **(kwargs or {})}},
        "artifacts": list(artifacts),
    }
    (harbor["inbox"] / f"{job}.json").write_text(json.dumps(config, indent=2))
    started = time.monotonic()
    done = _in_chroot(harbor, HARBOR, "run", "-c", f"{inside}/{job}.json", "--yes")
    seconds = time.monotonic() - started
    job_dir = harbor["inbox"] / "jobs" / job
    assert done.returncode == 0 and job_dir.is_dir(), done.stdout[-3000:] + done.stderr[-3000:]
    trials = {}
    for result_json in sorted(job_dir.glob("*/result.json")):
        result = json.loads(result_json.read_text())
        task = Path(json.loads((result_json.parent / "config.json").read_text())["task"]["path"]).name
        agent = result["agent_info"]["name"]
        timing = [datetime.fromisoformat(result[key]) for key in ("started_at", "finished_at")]
        trials[(task, agent)] = {
            "rewards": (result.get("verifier_result") or {}).get("rewards"),
            "exception": (result.get("exception_info") or {}).get("exception_message"),
            "seconds": (timing[1] - timing[0]).total_seconds(),
            "result_json": f"{inside}/{result_json.relative_to(harbor['inbox'])}",
            "reward_json": result_json.parent / "verifier" / "reward.json",
        }
    assert sorted(trials) == sorted((Path(task).name, agent) for task in tasks for agent in agents), done.stdout[-3000:]
    for key, trial in trials.items():
        assert trial["exception"] is None, (key, trial["exception"])
        # What Harbor recorded is what the leaf's grader wrote into /logs/verifier.
        assert trial["rewards"] == json.loads(trial["reward_json"].read_text()), key
    return trials, seconds


def _report(title: str, trials: dict, seconds: float) -> None:
    print(f"\n{title}: harbor run {seconds:.0f} s")
    for (task, agent), trial in sorted(trials.items()):
        rewards = trial["rewards"]
        shown = ", ".join(f"{key} {value:.4g}" if isinstance(value, float) else f"{key} {value}"
                          for key, value in sorted(rewards.items()))
        print(f"  {task} / {agent}: {shown}; trial {trial['seconds']:.1f} s; {trial['result_json']}")


def _copy_repository_leaf(inbox: Path, leaf: str, source: str) -> None:
    (inbox / "repo/code").mkdir(parents=True, exist_ok=True)
    shutil.copytree(PROJECT / "code" / source, inbox / "repo/code" / source, symlinks=True)
    shutil.copytree(PROJECT / leaf, inbox / "repo" / leaf, symlinks=True)


# Leaves whose speed-up goal a calibration set (docs/speed.md), one of each language (C, Fortran,
# Python with numpy): the oracle must earn (almost) the whole reward under real Harbor and the
# no-op agent about half.
GOAL_LEAVES = {HEAT1D: "heat1d", "tasks/minpack/hybrj": "minpack", "tasks/tmm/coherent": "tmm"}


@pytest.mark.parametrize("leaf", sorted(GOAL_LEAVES))
def test_calibrated_leaf_through_real_harbor_oracle_and_noop(harbor, leaf: str) -> None:
    """The repository's leaf as it is, from the repository's layout, with the goal its calibration
    proposed: the oracle (its reference acceleration, solution/accelerated/) scores at least 0.95;
    the no-op agent's untouched tree passes every check but earns (almost) no speed credit."""
    inbox = harbor["inbox"]
    _copy_repository_leaf(inbox, leaf, GOAL_LEAVES[leaf])
    folders = [folder for folder in (PROJECT / leaf / "tests/checks").iterdir() if (folder / "rubric.json").is_file()]
    goals = {json.loads((folder / "rubric.json").read_text()).get("timing", {}).get("speedup_goal") for folder in folders}
    goal = max(g for g in goals if g is not None)
    # Harbor's separate verifier sees only declared artifacts: the leaf itself declares the solver's
    # tree (docs/harbor.md), so the job names none.
    name = Path(leaf).name
    trials, seconds = _run_job(harbor, leaf.replace("/", "-"), ["oracle", "nop"], [f"repo/{leaf}"])
    _report(leaf, trials, seconds)
    for agent in ("oracle", "nop"):
        rewards = trials[(name, agent)]["rewards"]
        assert rewards["correctness"] == 1.0 and rewards["passed"] == rewards["total"] == len(folders), (agent, rewards)
        assert rewards["speedup"] > 0 and rewards["speedup_goal"] == goal, rewards  # measured once every check passes
        assert isinstance(rewards.get("seed"), (int, float)) and rewards["seed"] >= 0, rewards  # the trial drew its inputs
    oracle, nop = (trials[(name, agent)]["rewards"] for agent in ("oracle", "nop"))
    assert oracle["reward"] >= 0.95 and oracle["speedup_low"] > 1.0, oracle
    # The untouched tree times the same program as the reference, its build untimed: its lower bound
    # passes 1 only by noise (at 95 %, one trial in forty), and then barely.
    assert nop["reward"] <= 0.55 and nop["reward"] == 0.5 + 0.5 * nop["speed_credit"], nop
    assert oracle["seed"] != nop["seed"]  # each trial draws its own inputs
    assert _leftovers(harbor["client"]) == []


def test_exported_heat1d_and_a_defective_solution_through_real_harbor(harbor) -> None:
    """`sab harbor export` copies build from Harbor's own contexts (as on a cloud environment) and
    declare the solver's tree; a solution with the leaf's 0.1 % pi fault scores below 1."""
    inbox = harbor["inbox"]
    run_sab("harbor", "export", HEAT1D, "--out", str(inbox / "export"), cwd=PROJECT, check=True)
    exported = inbox / "export/heat1d-solver"
    assert (exported / "environment/code/heat1d/src/solver.c").is_file()
    assert (exported / "tests/tasks/heat1d/solver/tests/test.sh").is_file()
    lint = subprocess.run(["chroot", str(ROOT), HARBOR, "lint", "--select", "ALL", f"{harbor['inside']}/export/heat1d-solver"],
                          capture_output=True, text=True, timeout=300)
    assert lint.returncode == 0 and not lint.stdout.strip(), lint.stdout + lint.stderr
    defective = inbox / "export/heat1d-solver-defect"
    shutil.copytree(exported, defective, symlinks=True)
    (defective / "solution/solve.sh").write_text(DEFECTIVE_SOLVE)
    task_toml = defective / "task.toml"
    task_toml.write_text(task_toml.read_text().replace('name = "sciaccel/heat1d-solver"',
                                                       'name = "sciaccel/heat1d-solver-defect"'))
    assert PI in (PROJECT / "code/heat1d/src/solver.c").read_text()
    trials, seconds = _run_job(harbor, "exported", ["oracle"], ["export/heat1d-solver", "export/heat1d-solver-defect"])
    _report("heat1d/solver exported", trials, seconds)
    good = trials[("heat1d-solver", "oracle")]["rewards"]
    assert good["reward"] == 1.0 and good["passed"] == good["total"], good
    bad = trials[("heat1d-solver-defect", "oracle")]["rewards"]
    assert bad["reward"] < 1.0 and 0 < bad["passed"] < bad["total"] and "speedup" not in bad, bad
    assert _leftovers(harbor["client"]) == []



# ---------------------------------------------------- the trial: candidate code sees its own tree only

# Harbor's oracle agent runs a leaf's solution/solve.sh in the solver's container: in these copies
# it turns the solver's tree into a hostile one (tests/hostile.py), so the verifier grades it.
STEAL_SOLVE = """#!/usr/bin/env bash
# A hostile solver: the untouched tree, except that its build compiles the reference acceleration
# wherever it can read one in the verifier (/solution, /oracle, beside the checks).
set -eu
cd /workspace/code && mv Makefile Makefile.real
cat >Makefile <<'MAKEFILE'
{makefile}MAKEFILE
"""
# The untouched tree plus one Makefile line that slows every build that runs as root: a reference
# built from the solver's own tree (what `[verifier] env = { SAB_ORACLE_SOURCE = "/workspace/code" }`
# would make of a trial) looks twice as slow as the candidate.
SLOW_AS_ROOT_SOLVE = """#!/usr/bin/env bash
set -eu
printf '\\nifeq ($(shell id -u),0)\\nSLOW := $(shell sleep 2)\\nendif\\n' >>/workspace/code/Makefile
"""


def _hostile_repository_leaf(inbox: Path, name: str, solve: str, *, verifier_env: str = "") -> str:
    """A copy of the repository's heat1d leaf as tasks/heat1d/<name> of a repository copy, whose
    oracle agent runs `solve` and whose [verifier] holds `verifier_env` (sab's validate-harbor
    refuses it; the trial itself must too)."""
    _copy_repository_leaf(inbox / name, HEAT1D, "heat1d")
    leaf = inbox / name / "repo/tasks/heat1d" / name
    (inbox / name / "repo" / HEAT1D).rename(leaf)
    (leaf / "solution/solve.sh").write_text(solve)
    for dockerfile in ("tests/Dockerfile", "environment/Dockerfile"):
        path = leaf / dockerfile
        path.write_text(path.read_text().replace(f"{HEAT1D}/", f"tasks/heat1d/{name}/"))
    task_toml = leaf / "task.toml"
    text = task_toml.read_text().replace('name = "sciaccel/heat1d-solver"', f'name = "sciaccel/heat1d-{name}"')
    if verifier_env:
        text = text.replace("[verifier]\n", f"[verifier]\nenv = {{ {verifier_env} }}\n")
    task_toml.write_text(text)
    return f"{name}/repo/tasks/heat1d/{name}"


def test_trial_candidate_sees_neither_the_reference_nor_verifier_inputs_of_its_own(harbor) -> None:
    """Under real Harbor: a build that compiles the reference acceleration wherever it can read it
    earns no speed credit (nothing of it is readable in the verifier image while the candidate
    builds), and a leaf whose [verifier] env builds the reference from the solver's tree is
    refused by test.sh (reward 0) instead of posting the speed-up of a slowed reference."""
    from hostile import steal_makefile

    inbox = harbor["inbox"]
    steal = _hostile_repository_leaf(inbox, "steal", STEAL_SOLVE.format(makefile=steal_makefile()))
    own = _hostile_repository_leaf(inbox, "own-oracle", SLOW_AS_ROOT_SOLVE,
                                   verifier_env='SAB_ORACLE_SOURCE = "/workspace/code"')
    trials, seconds = _run_job(harbor, "integrity", ["oracle"], [steal, own])
    _report("heat1d, hostile solvers", trials, seconds)
    stolen = trials[("steal", "oracle")]["rewards"]
    assert stolen["correctness"] == 1.0 and stolen["passed"] == stolen["total"], stolen
    assert stolen["speed_credit"] < 0.5 and stolen["reward"] < 1.0, stolen
    refused = trials[("own-oracle", "oracle")]["rewards"]
    assert refused["reward"] == 0 and refused["total"] == 0, refused
    assert _leftovers(harbor["client"]) == []


def _stored_public_outputs(work: Path) -> dict[str, Path]:
    """The untouched program's outputs on every heat1d check's public parameter file, by its sha256."""
    build = work / "build"
    subprocess.run(["make", "-s", "-C", str(PROJECT / "code/heat1d"), f"BUILD_DIR={build}", "CC=cc",
                    "CFLAGS=-std=c99 -O2"], check=True, capture_output=True)
    stored = {}
    for params in sorted((PROJECT / HEAT1D / "tests/checks").glob("*/ic/nominal/params.par")):
        out = work / "stored" / params.parts[-4]
        subprocess.run([str(build / "heat1d"), str(params), str(out)], check=True, capture_output=True)
        stored[hashlib.sha256(params.read_bytes()).hexdigest()] = out
    return stored


def test_lookup_table_earns_nothing_under_real_harbor(harbor, tmp_path: Path) -> None:
    """The oracle agent installs a lookup table (tests/hostile.py, lookup_heat1d: the untouched
    program's outputs for every public input, the real program for anything else) as its
    'acceleration'. The trial draws sine-decay's inputs from a seed the tree never saw: every
    check passes, on the real code, and the speed credit is the untouched tree's, none."""
    from hostile import lookup_heat1d

    inbox = harbor["inbox"]
    task = _hostile_repository_leaf(inbox, "lookup", (PROJECT / HEAT1D / "solution/solve.sh").read_text())
    leaf = inbox / task.split("/", 1)[0] / "repo/tasks/heat1d/lookup"
    # The parser check grades the program's own messages, which name the wrapper's real program:
    # it is about what the lookup earns, not what it prints.
    shutil.rmtree(leaf / "tests/checks/parameter-file")
    accelerated = leaf / "solution/accelerated"
    shutil.rmtree(accelerated)
    tree = lookup_heat1d(tmp_path / "lookup-tree", _stored_public_outputs(tmp_path))
    accelerated.mkdir()
    for name in ("Makefile", "Makefile.real", "trick-build.sh", "trick-run.sh", "lookup"):
        (shutil.copytree if (tree / name).is_dir() else shutil.copy)(tree / name, accelerated / name)
    trials, seconds = _run_job(harbor, "lookup", ["oracle"], [task])
    _report("heat1d, a lookup table", trials, seconds)
    rewards = trials[("lookup", "oracle")]["rewards"]
    assert rewards["correctness"] == 1.0 and rewards["passed"] == rewards["total"], rewards
    assert rewards["speed_credit"] <= 0.1 and rewards["reward"] <= 0.55, rewards
    assert isinstance(rewards.get("seed"), (int, float)), rewards


def test_imported_super_leaf_through_real_harbor_oracle_and_noop(harbor, tmp_path: Path) -> None:
    """A SUPER leaf imported from the fixture records: the oracle (the gold answer) scores 1.0, the
    no-op agent (no answer) 0. Its solver image installs git and build-essential with apt, so it
    builds on the bootstrapped base with the host network (the Debian mirror, no image registry)."""
    repo = make_repo(tmp_path / "repo")
    run_sab("import", "super", "--from", str(write_super(tmp_path / "expert.jsonl")), cwd=repo, check=True)
    inbox = harbor["inbox"]
    _offline_super_copy(repo / "tasks/super" / SUPER_TASK, inbox / "super" / SUPER_TASK)
    trials, seconds = _run_job(harbor, "super", ["oracle", "nop"], [f"super/{SUPER_TASK}"],
                               kwargs={"build_network": "host"})
    _report(f"super/{SUPER_TASK}", trials, seconds)
    oracle = trials[(SUPER_TASK, "oracle")]["rewards"]
    assert oracle["reward"] == 1.0 and oracle["passed"] == oracle["total"] == 1, oracle
    nop = trials[(SUPER_TASK, "nop")]["rewards"]
    assert nop["reward"] == 0 and nop["passed"] == 0, nop
    assert _leftovers(harbor["client"]) == []


# ---------------------------------------------------------------- SUPER Auto: measured, never read

AUTO_RECORD = {"task_id": "toy-auto", "query": "Train the model with train.py for one epoch.\n\n"
                                              "Git repository: https://example.invalid/auto",
               "github_repo": "https://example.invalid/auto", "git_commit": "3333333", "entrypoint": "train.py",
               "landmarks": ["Epoch 1/\\d+", "saving model"]}

# An honest solution: the repository's entrypoint in /content, run in the foreground (12 s, no
# error), and named in /app/entrypoint.json as the instruction asks.
HONEST_AUTO_SOLVE = """#!/usr/bin/env bash
set -eu
mkdir -p /content/toy && cd /content/toy
cat >train.py <<'EOF'
import time
for epoch in (1, 2, 3):
    print(f"Epoch {epoch}/3", flush=True)
    time.sleep(4)
print("saving model")
EOF
python3 train.py
printf '{"command": "python3 train.py", "cwd": "/content/toy"}\\n' >/app/entrypoint.json
echo '{}' >/app/answer.json
"""

# A forger: runs nothing, writes SUPER's own history of a 5-minute `python train.py` that printed
# every landmark where Harbor keeps the agent's trajectory, names that run in /app/entrypoint.json,
# and leaves a process that writes the history again after the agent is done.
FORGED_AUTO_SOLVE = """#!/usr/bin/env bash
set -eu
mkdir -p /logs/agent
cat >/tmp/history.json <<'EOF'
[{"action": {"type": "execute", "content": "!cd /content/toy && python train.py"},
  "observation": "Epoch 1/3\\nEpoch 2/3\\nEpoch 3/3\\nsaving model",
  "execution_start_time": "2024-08-20T10:00:00", "execution_end_time": "2024-08-20T10:05:00"}]
EOF
cp /tmp/history.json /logs/agent/trajectory.json
nohup bash -c 'while sleep 1; do cp /tmp/history.json /logs/agent/trajectory.json; done' >/dev/null 2>&1 &
printf '{"command": "python3 train.py", "cwd": "/content"}\\n' >/app/entrypoint.json
echo '{}' >/app/answer.json
"""


def _offline_super_copy(leaf: Path, target: Path, *, name: str | None = None, solve: str | None = None) -> None:
    """A copy at TARGET of an imported toy SUPER leaf that sab's environment can run: the toy's
    repository (example.invalid) cannot be cloned, and sab's environment gives no container a
    network, so the copy's image skips the clone and the task asks for no network. NAME renames
    the task; SOLVE replaces its oracle's solve.sh."""
    shutil.copytree(leaf, target, symlinks=True)
    if solve is not None:
        (target / "solution/solve.sh").write_text(solve)
    dockerfile = target / "environment/Dockerfile"
    dockerfile.write_text(re.sub(r"(?m)^RUN .*git clone .*$", "", dockerfile.read_text()))
    task_toml = target / "task.toml"
    text = task_toml.read_text()
    if name is not None:
        text = re.sub(r'(?m)^name = "([^/"]+)/super-[^"]+"$', rf'name = "\1/{name}"', text)
        assert f'/{name}"' in text
    text = re.sub(r'(?m)^network_mode = "(public|allowlist)"\n(allowed_hosts = .*\n)?', 'network_mode = "no-network"\n',
                  text, count=1)
    assert "allowed_hosts" not in text and "git clone" not in dockerfile.read_text()
    task_toml.write_text(text)


def _auto_copy(inbox: Path, leaf: Path, name: str, solve: str) -> str:
    """A runnable copy of the imported toy Auto leaf named NAME whose oracle runs SOLVE (the
    solutions write the tree)."""
    _offline_super_copy(leaf, inbox / "super-auto" / name, name=name, solve=solve)
    return f"super-auto/{name}"


def test_super_auto_is_measured_by_a_rerun_and_a_forged_trajectory_scores_zero(harbor, tmp_path: Path) -> None:
    """A SUPER Auto leaf under real Harbor: an honest solution that runs the entrypoint for 12 s
    without an error scores 1 (SUPER's entrypoint metric), measured by the verifier rerunning the
    named command in the agent's /content; a forger that only writes SUPER's history of such a run
    (and keeps rewriting it) scores 0, and so does the no-op agent."""
    repo = make_repo(tmp_path / "repo")
    run_sab("import", "super", "--from", str(write_super(tmp_path / "auto.jsonl", [AUTO_RECORD])), "--split", "Auto",
            cwd=repo, check=True)
    leaf = repo / "tasks/super/toy-auto"
    honest = _auto_copy(harbor["inbox"], leaf, "toy-auto", HONEST_AUTO_SOLVE)
    forged = _auto_copy(harbor["inbox"], leaf, "toy-auto-forged", FORGED_AUTO_SOLVE)
    trials, seconds = _run_job(harbor, "super-auto", ["oracle", "nop"], [honest, forged],
                               kwargs={"build_network": "host"})
    _report("super/toy-auto", trials, seconds)
    good = trials[("toy-auto", "oracle")]["rewards"]
    assert good["reward"] == 1.0 and good["entrypoint"] == 1.0 and good["rerun_landmarks"] == 1.0, good
    assert 10 <= good["rerun_seconds"] < 60 and good["rerun_exit_status"] == 0, good
    bad = trials[("toy-auto-forged", "oracle")]["rewards"]
    assert bad["reward"] == 0 and bad["entrypoint"] == 0, bad
    # The forged history did reach Harbor's own record of the agent: it is simply never graded.
    forged_dir = Path(trials[("toy-auto-forged", "oracle")]["reward_json"]).parent.parent
    assert "saving model" in (forged_dir / "agent/trajectory.json").read_text()
    for task in ("toy-auto", "toy-auto-forged"):
        assert trials[(task, "nop")]["rewards"]["reward"] == 0, trials[(task, "nop")]
    assert _leftovers(harbor["client"]) == []
