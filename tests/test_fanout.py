"""Fan-out on Dask: selfcheck, probe and validate-harbor of many leaves through a real loopback
LocalCluster (2 worker processes), compared with runs on this machine; a worker killed mid-run;
the client's write-back; leaf selection; bad scheduler addresses.

What must be equal between two selfchecks is defined in sab.fanout.compare.
"""

from __future__ import annotations

import json
import os
import shutil
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from conftest import copy_project, run_sab
from sab.fanout.compare import comparable, fresh

distributed = pytest.importorskip("distributed")

HEAT, ISING = "tasks/heat1d/solver", "tasks/ising/metropolis"
LEAVES = (HEAT, ISING)
# The cheapest meaningful selfcheck: hand-written probes only, no coverage pass.
CHEAP = ("--mutants", "0", "--no-coverage")
ISING_CORE = (("detailed-balance", "exact-limits"), ("acceptance-exponent-0.1pct", "default-coupling-0.1pct"))


def make_repo(destination: Path) -> Path:
    """This repository's heat1d leaf (its core checks) and ising leaf cut to two checks and two probes."""
    from sab.derived import sync
    from sab.leaf import Leaf

    repo = copy_project(destination, ("heat1d/solver", "ising/metropolis"))
    ising = repo / ISING
    checks, probes = ISING_CORE
    for folder in (ising / "tests/checks").iterdir():
        if folder.name not in checks:
            shutil.rmtree(folder)
    for probe in (ising / "comment/probes").glob("*.json"):
        if probe.stem not in probes:
            probe.unlink()
    # the acceleration label went with ordered-phase
    (ising / "tests/checks/detailed-balance/check.json").write_text('{\n  "labels": ["official", "acceleration"]\n}\n')
    sync(Leaf(ising))
    return repo


def leftovers(repo: Path) -> list[Path]:
    """Temporary files a write left in a leaf (an atomic write leaves none)."""
    return [path for leaf in LEAVES for path in (repo / leaf).rglob("*") if path.name.endswith(".tmp")]


def assert_complete(repo: Path) -> None:
    assert not leftovers(repo)
    for leaf in LEAVES:
        for rubric in (repo / leaf).glob("tests/checks/*/rubric.json"):
            json.loads(rubric.read_text())
        assert fresh(repo / leaf), leaf


@pytest.fixture(scope="module")
def cluster():
    from distributed import Client, LocalCluster

    with LocalCluster(n_workers=2, threads_per_worker=1, processes=True, host="127.0.0.1",
                      dashboard_address=None) as local, Client(local) as client:
        yield local.scheduler_address, client


@pytest.fixture(scope="module")
def local_records(tmp_path_factory) -> dict[str, dict]:
    """Each leaf self-validated on its own, on this machine, as `sab selfcheck LEAF` does."""
    repo = make_repo(tmp_path_factory.mktemp("local") / "repo")
    found = {}
    for leaf in LEAVES:
        done = run_sab("selfcheck", leaf, "--json", *CHEAP, cwd=repo)
        assert done.returncode == 0, done.stdout[-2000:] + done.stderr
        found[leaf] = comparable(repo / leaf)
    return found


def fan_out(repo: Path, *args: str, env: dict | None = None) -> tuple[int, dict]:
    done = run_sab(*args, "--json", cwd=repo, env=env)
    assert "Traceback" not in done.stderr, done.stderr
    return done.returncode, json.loads(done.stdout)


@pytest.mark.e2e
def test_selfcheck_on_the_cluster_writes_the_records_of_a_local_run(tmp_path: Path, cluster, local_records) -> None:
    address, _client = cluster
    repo = make_repo(tmp_path / "repo")
    code, result = fan_out(repo, "selfcheck", *LEAVES, *CHEAP, "--scheduler", address)
    assert code == 0, result
    assert result["executor"] == f"the Dask scheduler at {address}"
    assert [entry["result"]["result"] for entry in result["leaves"]] == ["passed", "passed"]
    for entry in result["leaves"]:
        assert entry["error"] is None
        assert "comment/pipeline/self-validation.json" == entry["written"][-1]  # the record last
        assert entry["result"]["leaf"] == str((repo / entry["leaf"]).resolve())  # the client's path, not the copy's
    assert_complete(repo)
    for leaf in LEAVES:
        assert comparable(repo / leaf) == local_records[leaf], leaf


@pytest.mark.e2e
def test_a_worker_killed_mid_run_changes_nothing_in_the_records(tmp_path: Path, cluster, local_records) -> None:
    address, client = cluster
    repo = make_repo(tmp_path / "repo")
    process = subprocess.Popen([sys.executable, "-m", "sab", "selfcheck", *LEAVES, *CHEAP, "--json", "--scheduler", address],
                               cwd=repo, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        # Wait until a worker has been running a selfcheck for a while, then kill that worker's process.
        # The limits only catch a hung run: on a loaded machine both selfchecks take minutes.
        victim, deadline = None, time.monotonic() + 600
        while victim is None and time.monotonic() < deadline and process.poll() is None:
            busy = [worker for worker, keys in client.processing().items()
                    if any(str(key).startswith("sab-selfcheck_task") for key in keys)]
            if busy:
                time.sleep(3)
                still = client.processing().get(busy[0], ())
                if any(str(key).startswith("sab-selfcheck_task") for key in still):
                    victim = busy[0]
            else:
                time.sleep(0.2)
        assert victim is not None, "no selfcheck task was seen running"
        pid = client.run(os.getpid, workers=[victim])[victim]
        os.kill(pid, signal.SIGKILL)
        stdout, stderr = process.communicate(timeout=1200)
    finally:
        if process.poll() is None:
            process.kill()
            process.wait()
    assert "Traceback" not in stderr, stderr
    assert process.returncode == 0, stdout[-2000:] + stderr
    result = json.loads(stdout)
    assert [entry["result"]["result"] for entry in result["leaves"]] == ["passed", "passed"]
    # The task of the killed worker finished on another process.
    assert all(not worker.endswith(f":{pid}") for entry in result["leaves"] for worker in entry["workers"])
    assert_complete(repo)
    for leaf in LEAVES:
        assert comparable(repo / leaf) == local_records[leaf], leaf
    client.wait_for_workers(2, timeout=300)  # the nanny restarts the killed worker


@pytest.mark.e2e
def test_probe_on_the_cluster_splits_the_defects_and_reports_as_locally(tmp_path: Path, cluster) -> None:
    address, _client = cluster
    repo = make_repo(tmp_path / "repo")
    local = run_sab("probe", HEAT, "--json", cwd=repo)
    assert local.returncode == 0, local.stderr
    code, result = fan_out(repo, "probe", HEAT, "--scheduler", address)
    assert code == 0, result
    (entry,) = result["leaves"]
    assert len(entry["workers"]) == 2  # two probes, two tasks
    assert entry["result"] == json.loads(local.stdout)


@pytest.mark.e2e
def test_validate_harbor_on_the_cluster_and_since_a_revision(tmp_path: Path, cluster) -> None:
    address, _client = cluster
    repo = make_repo(tmp_path / "repo")
    (repo / HEAT / "stray.txt").write_text("not part of a leaf\n")
    (repo / ISING / "environment/link").symlink_to("/etc/hostname")
    local = run_sab("validate-harbor", "--all", "tasks", "--json", cwd=repo)
    code, remote = fan_out(repo, "validate-harbor", "--all", "tasks", "--scheduler", address)
    assert code == local.returncode == 1
    assert remote == json.loads(local.stdout)
    codes = {v["code"] for leaf in remote["leaves"] for v in leaf["violations"]}
    assert {"unexpected-file", "symlink"} <= codes

    subprocess.run(["git", "init", "-q"], cwd=repo, check=True)
    subprocess.run(["git", "add", "-A"], cwd=repo, check=True)
    subprocess.run(["git", "-c", "user.name=t", "-c", "user.email=t@t", "commit", "-qm", "x"], cwd=repo, check=True)
    (repo / HEAT / "stray.txt").unlink()
    code, changed = fan_out(repo, "validate-harbor", "--changed-since", "HEAD", "--workers", "2")
    assert code == 0 and [leaf["leaf"] for leaf in changed["leaves"]] == [HEAT]
    (repo / "code/ising/new.c").write_text("/* new */\n")  # untracked, in ising's source
    code, changed = fan_out(repo, "validate-harbor", "--changed-since", "HEAD", "--scheduler", address)
    assert [leaf["leaf"] for leaf in changed["leaves"]] == [HEAT, ISING]
    # A new leaf that takes an unchanged leaf's slug is reported, though the other is not validated.
    subprocess.run(["git", "add", "-A"], cwd=repo, check=True)
    subprocess.run(["git", "-c", "user.name=t", "-c", "user.email=t@t", "commit", "-qm", "y"], cwd=repo, check=True)
    shutil.copytree(repo / HEAT, repo / "tasks/heat1d/zz-copy")
    code, changed = fan_out(repo, "validate-harbor", "--changed-since", "HEAD")
    assert code == 1 and [leaf["leaf"] for leaf in changed["leaves"]] == ["tasks/heat1d/zz-copy"]
    assert any(v["code"] == "duplicate-slug" and HEAT in v["detail"] for v in changed["leaves"][0]["violations"])

    bad = run_sab("validate-harbor", "--changed-since", "no-such-branch", cwd=repo)
    assert bad.returncode == 2 and bad.stderr.count("\n") == 1 and bad.stderr.startswith("error: --changed-since:")


COMMANDS = (("selfcheck", HEAT), ("probe", HEAT), ("coverage", HEAT), ("validate-harbor", "--all", "tasks"))
MALFORMED = ("localhost:8786", "tcp://", "tcp://127.0.0.1:99999", "http://127.0.0.1:8786", "tcp://two words:1")


def test_a_bad_scheduler_address_is_one_error_line(heat_repo: Path) -> None:
    cases = [(command, ["--scheduler", MALFORMED[0]], {}) for command in COMMANDS]
    cases += [(COMMANDS[3], ["--scheduler", address], {}) for address in MALFORMED[1:]]
    cases += [(COMMANDS[1], [], {"SAB_SCHEDULER": "nonsense"}),
              (COMMANDS[3], ["--scheduler", "tcp://127.0.0.1:1"], {"SAB_SCHEDULER_TIMEOUT": "1"}),  # nobody listens
              (COMMANDS[0], ["--scheduler", "tcp://127.0.0.1:1", "--workers", "2"], {})]
    for command, options, env in cases:
        done = run_sab(*command, *options, cwd=heat_repo, env=env)
        assert done.returncode == 2, (command, options, done.stdout, done.stderr)
        assert done.stderr.count("\n") == 1 and done.stderr.startswith("error: "), (command, options, done.stderr)
        assert "--scheduler" in done.stderr or "--workers" in done.stderr, done.stderr


def test_write_back_refuses_a_leaf_changed_meanwhile_and_paths_outside_it(tmp_path: Path) -> None:
    from sab.errors import SabError
    from sab.fanout.snapshot import LeafChangedError, apply_changes, leaf_snapshot
    from sab.fingerprint import contract_fingerprint

    repo = copy_project(tmp_path / "repo")
    leaf = repo / HEAT
    staged = leaf_snapshot(leaf).leaves[0]
    record = leaf / "comment/pipeline/self-validation.json"
    before = record.read_bytes()
    common = dict(contract_before=staged.contract, source_before=staged.source, source_dir=repo / "code/heat1d")
    for bad in ("../escape.json", "/etc/x", "tests/../../x", ""):
        with pytest.raises(SabError):
            apply_changes(leaf, {bad: b"{}"}, contract_after=staged.contract, **common)
    # A record whose fingerprint is not the leaf's as written is not written.
    with pytest.raises(SabError, match="record was not written"):
        apply_changes(leaf, {"comment/pipeline/self-validation.json": b"{}\n"}, contract_after="sha256:0", **common)
    assert record.read_bytes() == before
    # The leaf changed after it was sent: nothing is written.
    (leaf / "instruction.md").write_text((leaf / "instruction.md").read_text() + "\nedited\n")
    with pytest.raises(LeafChangedError):
        apply_changes(leaf, {"comment/pipeline/self-validation.json": b"{}\n"},
                      contract_after=contract_fingerprint(leaf), **common)
    assert record.read_bytes() == before
    assert not leftovers(repo)


def test_a_worker_with_another_sab_or_a_changed_copy_refuses_the_task(tmp_path: Path) -> None:
    from dataclasses import replace

    from sab.fanout.snapshot import SnapshotError, leaf_snapshot

    repo = copy_project(tmp_path / "repo")
    snapshot = leaf_snapshot(repo / HEAT)
    snapshot.materialize(tmp_path / "ok")
    assert (tmp_path / "ok" / HEAT / "task.toml").is_file() and (tmp_path / "ok/code/heat1d").is_dir()
    with pytest.raises(SnapshotError, match="another sab"):
        replace(snapshot, sab="sha256:0").materialize(tmp_path / "other-sab")
    wrong = replace(snapshot, leaves=(replace(snapshot.leaves[0], contract="sha256:0"),))
    with pytest.raises(SnapshotError, match="differs from the client's leaf"):
        wrong.materialize(tmp_path / "changed")
