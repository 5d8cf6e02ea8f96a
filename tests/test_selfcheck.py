"""sab selfcheck end to end on the real heat1d leaf, freshness, rulings, interruption."""

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
from own_processes import children
from sab.jsonio import load_json
from sab.model.base import parse
from sab.model.records import SelfValidationRecord

LEAF = "tasks/heat1d/solver"


def selfcheck(repo: Path, *args: str, coverage: bool = False) -> tuple[int, dict]:
    """`sab selfcheck --json`; its line-coverage pass only when a test looks at it."""
    done = run_sab("selfcheck", LEAF, "--json", *args, *(() if coverage else ("--no-coverage",)), cwd=repo)
    assert "Traceback" not in done.stderr, done.stderr
    return done.returncode, json.loads(done.stdout)


def ci_freshness(repo: Path) -> int:
    return run_sab("status", "--ci-freshness", cwd=repo).returncode


@pytest.fixture(scope="module")
def selfchecked(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, int, dict]:
    """A project whose heat1d leaf went through `sab selfcheck --repeat` (line coverage included),
    and the exit status and result: the project stays as the selfcheck left it, tests use copies."""
    repo = copy_project(tmp_path_factory.mktemp("selfchecked") / "project")
    return repo, *selfcheck(repo, "--repeat", coverage=True)


def copy_of(selfchecked: tuple[Path, int, dict], tmp_path: Path) -> Path:
    return Path(shutil.copytree(selfchecked[0], tmp_path / "project", symlinks=True))


@pytest.mark.e2e
def test_selfcheck_passes_stamps_evidence_and_records(selfchecked, tmp_path: Path) -> None:
    _, code, result = selfchecked
    heat_repo = copy_of(selfchecked, tmp_path)
    assert code == 0, result["problems"]
    assert result["result"] == "passed"
    assert result["budget"] == "within"
    assert result["coverage"] and set(result["coverage"]["checks"]) == {"neumann-heat", "sine-decay"}
    for name, check in result["checks"].items():
        evidence = check["evidence"]
        assert 0 < evidence["variant"]["bound_fraction"] < 0.05, name
        assert evidence["altbuild"]["bound_fraction"] > 0, name  # the FMA build really moves results
        assert evidence["repeat"]["identical"], name  # the same build twice is bit-reproducible
        assert evidence["headroom"] >= 20 and evidence["separation"] >= 10, name
        assert any(p["passed"] is False for p in evidence["probes"].values()), name
        rubric = json.loads((heat_repo / LEAF / "tests/checks" / name / "rubric.json").read_text())
        assert rubric["evidence"]["variant"] == evidence["variant"]
    pipeline = heat_repo / LEAF / "comment/pipeline"
    record = parse(SelfValidationRecord, load_json(pipeline / "self-validation.json"), "record")
    assert record.result == "passed" and set(record.checks) == {"neumann-heat", "sine-decay"}
    runtime = load_json(pipeline / "runtime-metadata.json")
    assert runtime["suite_seconds"] > 0 and set(runtime["checks"]) == {"neumann-heat", "sine-decay"}
    assert not list(pipeline.glob(".*tmp"))

    assert ci_freshness(heat_repo) == 0
    notes = heat_repo / LEAF / "comment/README.md"
    notes.write_text(notes.read_text() + "\nA reviewer's afterthought.\n")
    assert ci_freshness(heat_repo) == 0  # comment/ is outside the contract
    run_sh = heat_repo / LEAF / "tests/checks/sine-decay/run.sh"
    original = run_sh.read_text()
    run_sh.write_text(original + "# edited\n")
    assert ci_freshness(heat_repo) == 1
    run_sh.write_text(original)
    assert ci_freshness(heat_repo) == 0
    source_file = heat_repo / "code/heat1d/src/io.c"
    source_file.write_text(source_file.read_text() + "\n")
    stale = run_sab("status", "--ci-freshness", cwd=heat_repo)
    assert stale.returncode == 1 and "source changed" in stale.stdout


def test_draft_leaf_without_record_is_not_a_ci_failure(heat_repo: Path) -> None:
    toml = heat_repo / LEAF / "task.toml"
    (heat_repo / LEAF / "comment/pipeline/self-validation.json").unlink(missing_ok=True)
    assert ci_freshness(heat_repo) == 1  # published without a record
    toml.write_text(toml.read_text().replace('status = "published"', 'status = "draft"'))
    assert ci_freshness(heat_repo) == 0


def _set_tolerance(repo: Path, check: str, atol: float, rtol: float) -> None:
    path = repo / LEAF / "tests/checks" / check / "rubric.json"
    data = json.loads(path.read_text())
    for entry in data["comparison"]["files"]:
        entry["atol"], entry["rtol"] = atol, rtol
    path.write_text(json.dumps(data, indent=2) + "\n")


@pytest.mark.e2e
def test_tolerance_below_spread_then_curator_accepts_the_proposal(heat_repo: Path) -> None:
    _set_tolerance(heat_repo, "sine-decay", 0.0, 1e-17)
    run_sab("sync", LEAF, cwd=heat_repo, check=True)
    code, result = selfcheck(heat_repo)
    assert code == 1 and result["result"] == "calibration-needed"
    assert any("sine-decay" in p and "below the measured spread" in p for p in result["problems"])
    proposal = result["checks"]["sine-decay"]["proposal"]
    first = proposal["comparison"]["files"][0]
    assert proposal and first["atol"] > 0 or first["rtol"] > 1e-17  # widened, absolute where the spread is

    before = (heat_repo / LEAF / "tests/checks/neumann-heat/rubric.json").read_text()
    accepted = run_sab("tolerance", "accept", LEAF, "sine-decay", "--by", "Ada Curator", cwd=heat_repo)
    assert accepted.returncode == 0, accepted.stderr
    rubric = json.loads((heat_repo / LEAF / "tests/checks/sine-decay/rubric.json").read_text())
    assert rubric["comparison"] == proposal["comparison"]
    assert rubric["proposal"] is None
    assert rubric["rulings"][-1]["by"] == "Ada Curator" and rubric["rulings"][-1]["action"] == "accept-proposal"
    assert (heat_repo / LEAF / "tests/checks/neumann-heat/rubric.json").read_text() == before
    assert run_sab("sync", "--check", LEAF, cwd=heat_repo).returncode == 0  # the catalogue followed
    code, result = selfcheck(heat_repo)
    assert code == 0, result["problems"]
    # Widened per file from an absurd bound, yet every probe the check caught is still caught >= 10 bounds away.
    evidence = result["checks"]["sine-decay"]["evidence"]
    assert evidence["headroom"] >= 20 and evidence["separation"] >= 10
    assert evidence["probes"]["held-end-leak-0.1pct"]["passed"] is False  # the one it caught before
    files = {entry["path"]: entry for entry in rubric["comparison"]["files"]}
    assert len({(entry["atol"], entry["rtol"]) for entry in files.values()}) > 1  # not one factor for all


def test_accept_without_proposal_is_a_clear_error(heat_repo: Path) -> None:
    done = run_sab("tolerance", "accept", LEAF, "sine-decay", "--by", "Ada", cwd=heat_repo)
    assert done.returncode == 2 and "no proposal" in done.stderr and "Traceback" not in done.stderr


def test_broken_probe_is_refused_naming_the_file(heat_repo: Path) -> None:
    probe = heat_repo / LEAF / "comment/probes/absent.json"
    probe.write_text(json.dumps({"edits": [{"file": "src/solver.c", "old": "no such text", "new": "x"}]}))
    code, result = selfcheck(heat_repo)
    assert code == 2
    assert "absent.json" in result["problems"][0] and "does not occur" in result["problems"][0]


@pytest.mark.e2e
def test_a_reference_acceleration_that_fails_a_check_fails_the_selfcheck(heat_repo: Path) -> None:
    """solution/accelerated/ is Harbor's oracle: selfcheck runs the suite on it, and a wrong one
    (here the explicit step's centre weight 0.1 % off inside the accelerated solver, which every
    drawn input of sine-decay meets) fails the leaf as miswired (exit 2), naming the check, and
    nothing is recorded."""
    accelerated = heat_repo / LEAF / "solution/accelerated/src/solver.c"
    text = accelerated.read_text()
    centre = "double c = 1.0 - 2.0 * w;"
    assert text.count(centre) == 1
    accelerated.write_text(text.replace(centre, "double c = 1.0 - 2.002 * w;"))
    code, result = selfcheck(heat_repo)
    assert code == 2 and result["result"] == "wiring-error"  # a miswired leaf: its oracle is wrong
    wrong = [p for p in result["problems"] if "reference acceleration" in p]
    assert wrong and all(p.startswith("sine-decay:") for p in wrong), result["problems"]


@pytest.mark.e2e
def test_probe_that_changes_nothing_is_reported(heat_repo: Path) -> None:
    probe = heat_repo / LEAF / "comment/probes/comment-only.json"
    probe.write_text(json.dumps({"edits": [{"file": "src/solver.c", "old": "/* M_PI is not part of C99. */",
                                            "new": "/* M_PI is not part of C99 (nor of C11). */"}]}))
    code, result = selfcheck(heat_repo)
    assert code == 1
    assert any("broken probe comment-only" in p for p in result["problems"])


@pytest.mark.e2e
def test_sigkill_mid_selfcheck_leaves_no_torn_record(selfchecked, tmp_path: Path) -> None:
    assert selfchecked[1] == 0
    heat_repo = copy_of(selfchecked, tmp_path)
    pipeline = heat_repo / LEAF / "comment/pipeline"
    before = (pipeline / "self-validation.json").read_bytes()
    process = subprocess.Popen([sys.executable, "-m", "sab", "selfcheck", LEAF, "--json"], cwd=heat_repo,
                               stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, start_new_session=True)
    # Killed mid-run however busy the machine: once it has a process of its own running (a build or
    # a driver), not after a set time.
    deadline = time.monotonic() + 600
    while not children(process.pid) and process.poll() is None and time.monotonic() < deadline:
        time.sleep(0.05)
    assert process.poll() is None, "the selfcheck ended before it could be killed"
    os.killpg(process.pid, signal.SIGKILL)
    process.wait()
    record = pipeline / "self-validation.json"
    assert record.read_bytes() == before or parse(SelfValidationRecord, load_json(record), record)
    for directory in (pipeline, *(heat_repo / LEAF / "tests/checks").iterdir()):
        assert not [p for p in directory.iterdir() if p.name.endswith(".tmp")], directory
    for check in (heat_repo / LEAF / "tests/checks").iterdir():
        json.loads((check / "rubric.json").read_text())
    assert selfcheck(heat_repo)[0] == 0
    assert ci_freshness(heat_repo) == 0
