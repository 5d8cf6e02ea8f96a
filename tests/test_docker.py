"""The docker runner on a real engine (marker `docker`; CI starts the engine and bootstraps the base).

Needs DOCKER_HOST (or the default socket) to reach an engine and $SAB_BASE_IMAGE to name a base
image in it (`sab images bootstrap` makes one without any registry); skipped with the reason
otherwise. The no-engine error is tested everywhere.
"""

from __future__ import annotations

import json
import os
import shutil
import signal
import socket
import subprocess
import sys
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest
import tomlkit

from conftest import CORE, PROJECT, add_pinned_env_check, copy_project, declare_dependencies, run_sab, run_step_at
from sab.errors import SabError

LEAF = "tasks/heat1d/solver"


def test_without_an_engine_docker_is_one_clear_line(tmp_path: Path) -> None:
    repo = copy_project(tmp_path / "project")
    for args in (("run", LEAF, "--out", "x", "--runner", "docker"), ("selfcheck", LEAF, "--runner", "docker", "--json"),
                 ("grade", LEAF, "--reference", ".", "--candidate", ".", "--runner", "docker"),
                 ("images", "bootstrap")):
        done = run_sab(*args, cwd=repo, env={"DOCKER_HOST": f"unix://{tmp_path}/no-engine.sock"})
        lines = done.stderr.strip().splitlines()
        assert done.returncode == 2 and len(lines) == 1, (args, done.stdout, done.stderr)
        assert lines[0].startswith(f"error: no Docker engine at unix://{tmp_path}/no-engine.sock")
        assert "dockerd --bridge=none --iptables=false" in lines[0] and "--runner local" in lines[0]


# -- with an engine -------------------------------------------------------------------------------


def _engine_or_skip():
    from sab.runners.docker import connect

    try:
        client = connect()
    except SabError as exc:
        pytest.skip(f"no Docker engine (CI starts one; see docs/docker.md): {exc.message.split(' (')[0]}")
    base = os.environ.get("SAB_BASE_IMAGE")
    if not base:
        pytest.skip("SAB_BASE_IMAGE is not set: this machine reaches no image registry; run `sab images bootstrap` "
                    "and export SAB_BASE_IMAGE=sab-base:bookworm")
    try:
        client.images.get(base)
    except Exception:
        pytest.skip(f"base image {base} is not in the engine: run `sab images bootstrap --tag {base}`")
    return client


@pytest.fixture(scope="module")
def engine():
    return _engine_or_skip()


@pytest.fixture(autouse=True)
def _remove_leftovers(request, tmp_path: Path):
    """Each test asserts it left no container; this keeps one failure from leaking into the next."""
    yield
    if "engine" in request.fixturenames:
        client = request.getfixturevalue("engine")
        for container in _leftover_containers(client, tmp_path):
            client.api.remove_container(container, force=True)


# One leaf per way of building and running a check: C with a command line (heat1d), a chaotic C
# check with replicas (ising), C with invariants (nbody), and a Python harness over pinned
# dependencies (tmm). The other leaves repeat these paths at a CI cost of minutes each.
PARITY_LEAVES = ("heat1d/solver", "ising/metropolis", "nbody/integrator", "tmm/coherent")
# Within a leaf, its way of running shows in two checks: the chaotic or acceleration one with a
# plain one, and two probes both catch; the leaf's other checks would repeat the same path.
PARITY_CORES = {
    **CORE,
    "ising/metropolis": (("exact-limits", "ordered-phase"), ("default-coupling-0.1pct", "measured-coupling-0.1pct")),
    "nbody/integrator": (("kepler-orbit", "plummer-chaos"), ("gravity-0.1pct", "one-step-short")),
    "tmm/coherent": (("coh-stacks", "spectra"), ("fresnel-p-sign", "wavevector-2pi-0.1pct")),
}


def _example_leaves() -> list[str]:
    leaves = []
    for name in PARITY_LEAVES:
        task_toml = PROJECT / "tasks" / name / "task.toml"
        if not task_toml.is_file():
            continue
        data = tomlkit.parse(task_toml.read_text()).unwrap()
        if data.get("metadata", {}).get("sciaccel", {}).get("kind", "module") == "module":
            leaves.append(name)
    return leaves


def _selfcheck(repo: Path, leaf: str, runner: str) -> tuple[dict, float]:
    start = time.monotonic()
    # Line coverage is measured on the local runner alone and is no part of the verdicts compared.
    done = run_sab("selfcheck", f"tasks/{leaf}", "--runner", runner, "--json", "--no-coverage", cwd=repo)
    elapsed = time.monotonic() - start
    assert done.returncode in (0, 1, 2) and done.stdout, done.stderr
    return json.loads(done.stdout), elapsed


def _verdicts(result: dict) -> dict:
    return {
        "result": result["result"],
        "exit_code": result["exit_code"],
        "budget": result["budget"],
        "checks": {
            name: {
                "passed": check["passed"],
                "altbuild": (check["evidence"]["altbuild"] or {}).get("passed"),
                "probes": {p: s["passed"] for p, s in check["evidence"]["probes"].items()},
                "flags": sorted(set(check["evidence"]["flags"]) - {"SLOW"}),  # run time differs by runner
            }
            for name, check in result["checks"].items()
        },
    }


def _remove_leaf_images(client, slug: str) -> None:
    for image in client.images.list(filters={"label": f"org.sciaccel.sab.leaf={slug}"}):
        client.images.remove(image.id, force=True)


@pytest.mark.docker
@pytest.mark.parametrize("leaf", _example_leaves())
def test_selfcheck_under_docker_matches_local_and_rebuilds_nothing(engine, leaf: str, tmp_path: Path) -> None:
    local_repo = copy_project(tmp_path / "local", (leaf,), cores=PARITY_CORES)
    docker_repo = copy_project(tmp_path / "docker", (leaf,), cores=PARITY_CORES)
    local, local_seconds = _selfcheck(local_repo, leaf, "local")
    slug = tomlkit.parse((docker_repo / "tasks" / leaf / "task.toml").read_text())["metadata"]["sciaccel"]["slug"]
    _remove_leaf_images(engine, slug)
    first, first_seconds = _selfcheck(docker_repo, leaf, "docker")

    status = tomlkit.parse((docker_repo / "tasks" / leaf / "task.toml").read_text())["metadata"]["sciaccel"]["status"]
    assert _verdicts(first) == _verdicts(local)
    if local["result"] != "passed":
        # A draft still being authored: the same refusal or calibration verdict under both runners.
        assert status == "draft", local["problems"]
        return
    assert first["isolation"] == "docker"
    built = {image["kind"]: image for image in first["images"]}
    assert sorted(built) == ["oracle", "solver"] and all(image["built"] for image in built.values())
    # Any later docker command finds both images unchanged under the same tags: one check's run
    # goes through the same image step as a whole selfcheck, at a fraction of its time.
    start = time.monotonic()
    check = sorted(first["checks"])[0]
    again = run_sab("run", f"tasks/{leaf}", "--runner", "docker", "--check", check, "--out", "again", cwd=docker_repo)
    again_seconds = time.monotonic() - start
    assert again.returncode == 0, again.stdout + again.stderr
    for kind, image in built.items():
        assert f"{kind} image {image['tag']}: unchanged, not rebuilt" in again.stdout, again.stdout
    assert "built in" not in again.stdout
    print(f"\n{leaf}: local selfcheck {local_seconds:.1f} s; docker selfcheck {first_seconds:.1f} s "
          f"(oracle image built in {built['oracle']['seconds']:.1f} s, solver image in {built['solver']['seconds']:.1f} s); "
          f"a later docker run of {check} {again_seconds:.1f} s, images built: 0")
    assert _leftover_containers(engine, tmp_path) == []


def _leftover_containers(client, root: Path) -> list[str]:
    """sab's containers that mount anything under `root` (a test's own folder): the engine is shared,
    and another run's containers are neither this test's leftovers nor this test's to remove."""
    found = client.api.containers(all=True, filters={"label": "org.sciaccel.sab"})
    return [c["Id"] for c in found
            if any(Path(mount.get("Source", "/")).is_relative_to(root.resolve()) for mount in c.get("Mounts", []))]


def _add_check(repo: Path, name: str, before_build: str, *, keep_run: bool) -> None:
    """A copy of neumann-heat whose run.sh first runs `before_build` (then runs as usual when keep_run)."""
    checks = repo / LEAF / "tests/checks"
    shutil.copytree(checks / "neumann-heat", checks / name)
    rubric = checks / name / "rubric.json"
    rubric.write_text(rubric.read_text().replace('"check": "neumann-heat"', f'"check": "{name}"'))
    run_sh = checks / name / "run.sh"
    text = run_sh.read_text()
    cut = run_step_at(text)
    run_sh.write_text(text[:cut] + before_build + "\n" + (text[cut:] if keep_run else ""))


@pytest.mark.docker
def test_run_sh_has_no_network_in_the_container(engine, tmp_path: Path) -> None:
    server = socket.socket()
    server.bind(("127.0.0.1", 0))
    server.listen(1)  # a connection would complete in the backlog even before accept()
    port = server.getsockname()[1]
    try:
        repo = copy_project(tmp_path / "project")
        _add_check(repo, "phone-home", (
            'echo "interfaces: $(ls /sys/class/net | tr "\\n" " ")"\n'
            f"python3 -c \"import socket; socket.create_connection(('127.0.0.1', {port}), timeout=3)\"\n"
        ), keep_run=False)
        done = run_sab("run", LEAF, "--runner", "docker", "--out", "out", "--json", cwd=repo)
        checks = json.loads(done.stdout)["checks"]
        assert done.returncode == 1
        assert checks["phone-home"]["ok"] is False
        assert checks["sine-decay"]["ok"] and checks["neumann-heat"]["ok"]
        log = (repo / "out/phone-home/run.log").read_text()
        assert "interfaces: lo \n" in log, log  # no interface but loopback: nothing outside is reachable
        assert "ConnectionRefusedError" in log or "Network is unreachable" in log, log
        server.setblocking(False)
        with pytest.raises(BlockingIOError):
            server.accept()
    finally:
        server.close()
    assert _leftover_containers(engine, tmp_path) == []


@pytest.mark.docker
def test_a_leafs_pins_are_installed_in_its_images(engine, tmp_path: Path) -> None:
    """The Dockerfiles' dependency block: built with the host network, run without one."""
    repo = copy_project(tmp_path / "project")
    add_pinned_env_check(repo)
    declare_dependencies(repo / LEAF, ["six==1.16.0"])
    run_sab("sync", LEAF, cwd=repo, check=True)
    done = run_sab("run", LEAF, "--runner", "docker", "--check", "pinned-env", "--out", "out", "--json", cwd=repo)
    assert done.returncode == 0, done.stdout + done.stderr
    prefix, version, has_numpy = (repo / "out/pinned-env/env.txt").read_text().split()
    assert (prefix, version) == ("/opt/leaf-env", "1.16.0")
    assert has_numpy == "True"  # the image's own numpy stays visible behind the pins
    assert _leftover_containers(engine, tmp_path) == []


@pytest.mark.docker
def test_check_over_its_memory_limit_fails_cleanly_and_the_rest_are_graded(engine, tmp_path: Path) -> None:
    repo = copy_project(tmp_path / "project")
    task_toml = repo / LEAF / "task.toml"
    document = tomlkit.parse(task_toml.read_text())
    document["metadata"]["sciaccel"]["resources"]["memory_gb"] = 0.25
    task_toml.write_text(tomlkit.dumps(document))
    _add_check(repo, "memory-hog", "python3 -c \"b = b'x' * (1 << 30); print(len(b))\"", keep_run=True)
    run_sab("sync", LEAF, cwd=repo, check=True)
    # The reference has no limit (local runner); the container has the leaf's 256 MB.
    run_sab("run", LEAF, "--out", "reference", cwd=repo, check=True)
    done = run_sab("run", LEAF, "--runner", "docker", "--out", "candidate", "--json", cwd=repo)
    checks = json.loads(done.stdout)["checks"]
    assert done.returncode == 1 and checks["memory-hog"]["ok"] is False
    assert checks["sine-decay"]["ok"] and checks["neumann-heat"]["ok"]
    failed = json.loads((repo / "candidate/memory-hog/run.failed").read_text())
    assert failed["exit_status"] == 137, failed  # killed by the kernel's OOM killer inside the container
    graded = run_sab("grade", LEAF, "--runner", "docker", "--reference", "reference", "--candidate", "candidate",
                     "--reward-file", "reward/reward.json", "--json", cwd=repo, check=True)
    result = json.loads(graded.stdout)
    assert result["total"] == 3 and result["passed"] == 2
    assert result["checks"]["memory-hog"]["passed"] is False
    assert "candidate run failed" in result["checks"]["memory-hog"]["reason"]
    assert result["checks"]["sine-decay"]["passed"] and result["checks"]["neumann-heat"]["passed"]
    assert json.loads((repo / "reward/reward.json").read_text())["correctness"] == pytest.approx(2 / 3)
    assert _leftover_containers(engine, tmp_path) == []


@pytest.mark.docker
def test_ctrl_c_removes_every_container(engine, tmp_path: Path) -> None:
    repo = copy_project(tmp_path / "project")
    _add_check(repo, "hang", "sleep 600", keep_run=False)
    run_sab("run", LEAF, "--runner", "docker", "--out", "warm", "--check", "neumann-heat", cwd=repo, check=True)
    # SIGINT as a terminal delivers it; a shell's background job (CI) would otherwise inherit it ignored.
    process = subprocess.Popen([sys.executable, "-m", "sab", "run", LEAF, "--runner", "docker", "--out", "out", "--json"],
                               cwd=repo, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                               preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL))
    try:
        # The waits only catch a hang: on a loaded machine a container takes a while to start and stop.
        deadline = time.monotonic() + 600
        while not _leftover_containers(engine, tmp_path) and time.monotonic() < deadline:
            time.sleep(0.2)
        assert _leftover_containers(engine, tmp_path), "no container started"
        time.sleep(2)
        process.send_signal(signal.SIGINT)
        _, stderr = process.communicate(timeout=300)
        left = _leftover_containers(engine, tmp_path)
    finally:
        if process.poll() is None:
            process.kill()
            process.wait()
        for container in _leftover_containers(engine, tmp_path):  # never leave one to the tests after this
            engine.api.remove_container(container, force=True)
    assert process.returncode == 130 and "Traceback" not in stderr, stderr
    assert left == []


@pytest.mark.docker
def test_a_container_removed_by_another_process_stops_the_run_with_one_line(engine, tmp_path: Path) -> None:
    repo = copy_project(tmp_path / "project")
    _add_check(repo, "hang", "sleep 600", keep_run=False)
    process = subprocess.Popen([sys.executable, "-m", "sab", "run", LEAF, "--runner", "docker", "--check", "hang",
                                "--out", "out"], cwd=repo, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        deadline = time.monotonic() + 600  # only catches a hang: the image is built first
        while not _leftover_containers(engine, tmp_path) and time.monotonic() < deadline:
            time.sleep(0.2)
        for container in _leftover_containers(engine, tmp_path):
            engine.api.remove_container(container, force=True)
        _, stderr = process.communicate(timeout=300)
    finally:
        if process.poll() is None:
            process.kill()
            process.wait()
    lines = stderr.strip().splitlines()
    assert process.returncode == 2 and len(lines) == 1 and "Traceback" not in stderr, stderr
    assert lines[0].startswith("error: the container running bash /solution/solve.sh was removed"), lines[0]
    assert not (repo / "out/hang/run.ok").exists()


@pytest.mark.docker
def test_failed_build_shows_the_failing_step_and_its_output(engine, tmp_path: Path) -> None:
    repo = copy_project(tmp_path / "project")
    dockerfile = repo / LEAF / "tests/Dockerfile"
    dockerfile.write_text(dockerfile.read_text() + "RUN echo 'about to fail' && ls /no/such/dir\n")
    done = run_sab("run", LEAF, "--runner", "docker", "--out", "out", cwd=repo)
    assert done.returncode == 2 and "Traceback" not in done.stderr
    assert "tests/Dockerfile failed at Step" in done.stderr and "RUN echo 'about to fail'" in done.stderr
    assert "about to fail" in done.stderr.split("failed at Step", 1)[1].split("\n", 1)[1]
    assert "/no/such/dir" in done.stderr
    assert _leftover_containers(engine, tmp_path) == []


@pytest.mark.docker
def test_verifier_image_runs_the_harbor_trial_path(engine, tmp_path: Path) -> None:
    """test.sh with no HARBOR_* inside the oracle image: reference from /oracle/source, candidate
    from /workspace/code, the flat reward in /logs/verifier/reward.json."""
    from sab.leaf import Leaf
    from sab.runners.docker import DockerRunner

    repo = copy_project(tmp_path / "project")
    candidate = tmp_path / "candidate"
    shutil.copytree(repo / "code/heat1d", candidate)
    logs = tmp_path / "logs"
    logs.mkdir()
    runner = DockerRunner()
    with runner.staged(Leaf.at(repo / LEAF), candidate) as stage:
        status, oom, output = stage.run(["bash", "/tests/test.sh"], {}, {logs: ("/logs/verifier", "rw")}, 900)
    assert status == 0 and not oom, output
    reward = json.loads((logs / "reward.json").read_text())
    assert reward["correctness"] == 1.0 and reward["passed"] == reward["total"] == 2
    assert reward["reward"] == 0.5 + 0.5 * reward["speed_credit"]  # the leaf's speed-up goal
    assert json.loads((logs / "grade.json").read_text())["checks"]["sine-decay"]["passed"] is True
    assert _leftover_containers(engine, tmp_path) == []


@pytest.mark.docker
def test_timed_runs_on_both_sides_give_a_speed_up_with_its_interval(engine, tmp_path: Path) -> None:
    """`sab run --timing` in the oracle image on both sides of an unmodified tree (the candidate
    mounted as a copy), graded there: the rubric's timing block, baked into the image, sets the
    repeats; start-up is measured apart; the interval lies near 1."""
    from sab.leaf import Leaf
    from sab.runners.docker import DockerRunner

    repo = copy_project(tmp_path / "project")
    rubric_path = repo / LEAF / "tests/checks/sine-decay/rubric.json"
    rubric = json.loads(rubric_path.read_text())
    rubric["timing"] = {"warmup": 0, "repeats": 4}  # the fewest with which 4 and 4 bound an interval at 95 %
    rubric_path.write_text(json.dumps(rubric, indent=2))
    candidate = tmp_path / "candidate"
    shutil.copytree(repo / "code/heat1d", candidate)
    DockerRunner().build(Leaf.at(repo / LEAF))  # once, before the sides run at the same time
    sides = {"reference": [], "candidate": ["--source", str(candidate)]}

    def produce(side: str):
        # Both sides at once, so the load on the machine falls on both alike.
        return run_sab("run", LEAF, "--runner", "docker", "--timing", "--out", side, *sides[side], cwd=repo)

    with ThreadPoolExecutor(len(sides)) as pool:
        for done in pool.map(produce, sides):
            assert done.returncode == 0, done.stdout + done.stderr
    for side in sides:
        record = json.loads((repo / side / "sine-decay/run.timing").read_text())
        assert record["warmup"] == 0 and len(record["repeats"]) == 4, record
        assert all(r["startup_seconds"] > 0 and r["elapsed_seconds"] > r["build_seconds"] for r in record["repeats"])
        assert not (repo / side / "neumann-heat/run.timing").exists()  # not an acceleration check
    graded = run_sab("grade", LEAF, "--runner", "docker", "--reference", "reference", "--candidate", "candidate",
                     "--grade-file", "grade.json", cwd=repo)
    assert graded.returncode == 0, graded.stdout + graded.stderr
    speed = json.loads((repo / "grade.json").read_text())["speed"]
    assert speed["checks"] == ["sine-decay"] and speed["repeats"] == {"reference": 4, "candidate": 4}
    assert speed["reference"]["startup_seconds"] > 0 and speed["candidate"]["startup_seconds"] > 0
    low, high = speed["interval"]
    # What holds on every grade of two runs of one program (tests/test_speedup.py says why).
    assert low is not None and high is not None and low <= 1.25 and high >= 0.8, speed
    assert speed["significant"] is not (low <= 1.0 <= high)
    assert ("not significant" in graded.stdout) is not speed["significant"]
    print(f"\ndocker, unmodified heat1d: speed-up {speed['speedup']:.3f}, 95 % interval [{low:.3f}, {high:.3f}], "
          f"reference {speed['reference_seconds']:.3f} s, candidate {speed['candidate_seconds']:.3f} s a repeat, "
          f"start-up {speed['reference']['startup_seconds']:.3f} / {speed['candidate']['startup_seconds']:.3f} s")
    assert _leftover_containers(engine, tmp_path) == []
