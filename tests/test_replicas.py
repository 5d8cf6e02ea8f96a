"""Chaotic checks are calibrated from replicas (`sab selfcheck --replicas N`): bounds at a stated
false-reject rate, each probe's power, recorded in the rubric once a curator accepts them."""

from __future__ import annotations

import json
import re
import shutil
from pathlib import Path

import pytest

from conftest import copy_project, run_sab

LEAF = "tasks/ising/metropolis"
CHAOTIC = ("disordered-phase", "ordered-phase")
TRIVIAL = re.compile(r"(\S+): accepts the trivial output (\w+) wholesale")


@pytest.fixture
def ising_repo(tmp_path: Path) -> Path:
    repo = copy_project(tmp_path / "project", leaves=("ising/metropolis",))
    for folder in (repo / LEAF / "tests/checks").iterdir():
        if folder.name not in CHAOTIC:
            shutil.rmtree(folder)  # only the chaotic checks matter here; the rest costs run time
    for probe in (repo / LEAF / "comment/probes").glob("*.json"):
        if probe.stem not in ("temperature-1pct", "one-sweep-short"):
            probe.unlink()  # the others are caught by the checks removed above
    run_sab("sync", LEAF, cwd=repo, check=True)
    return repo


def selfcheck(repo: Path, *args: str) -> tuple[int, dict]:
    done = run_sab("selfcheck", LEAF, "--json", "--no-coverage", *args, cwd=repo)
    assert "Traceback" not in done.stderr, done.stderr
    return done.returncode, json.loads(done.stdout)


@pytest.mark.e2e
def test_replica_calibration_accepted_then_recorded(ising_repo: Path) -> None:
    code, result = selfcheck(ising_repo, "--replicas", "10", "--rate", "0.001")
    assert result["problems"] == []
    for name in CHAOTIC:
        check = result["checks"][name]
        statistics = check["evidence"]["statistics"]
        assert statistics["replicas"] == 10 and statistics["rate"] == 0.001
        count = len(statistics["invariants"])
        assert statistics["per_invariant_rate"] == pytest.approx(0.001 / count)
        for invariant in statistics["invariants"].values():
            assert invariant["replicas"] == 10 and invariant["bound"] > 0 and invariant["test"]
            assert invariant["achieved_rate"] <= statistics["per_invariant_rate"]
        # A temperature 1 % off is detected for sure; a run cut short is caught by coverage, not statistics.
        assert statistics["power"]["probe:temperature-1pct"]["calibrated"] > 0.99
        assert statistics["power"]["probe:one-sweep-short"]["structural"] is True
        assert "REPLICAS" in check["evidence"]["flags"] and "TIGHT" not in check["evidence"]["flags"]
        assert check["proposal"]["statistics"]["replicas"] == 10
    # Statistical bounds are far above the rounding of six digits or of float32, so the chaotic
    # checks accept the reference's own outputs so rounded: a curator rules on that (a sampler
    # whose averages are right to 1e-6 has done the physics).
    rounded = [TRIVIAL.match(line).groups() for line in result["rulings_needed"] if TRIVIAL.match(line)]
    assert {name for name, _ in rounded} <= set(CHAOTIC) and {kind for _, kind in rounded} <= {"float32", "digits6"}
    if code == 1:  # the hand-set bounds fail legitimate chains more often than the rate allows
        assert result["result"] == "ruling-needed"
        assert all("accept the replica-calibrated bound" in line or TRIVIAL.match(line)
                   for line in result["rulings_needed"]), "\n".join(result["rulings_needed"])

    accepted = run_sab("tolerance", "accept", LEAF, "--by", "Ada Curator", cwd=ising_repo)
    assert accepted.returncode == 0, accepted.stderr
    for name, kind in rounded:  # bound to the comparison accept just wrote
        ruled = run_sab("tolerance", "rule", LEAF, name, "--trivial", kind, "--by", "Ada Curator",
                        "--note", "statistics of a Markov chain: rounding changes no average", cwd=ising_repo)
        assert ruled.returncode == 0, ruled.stderr
    rubric = json.loads((ising_repo / LEAF / "tests/checks/ordered-phase/rubric.json").read_text())
    assert rubric["statistics"]["replicas"] == 10 and rubric["statistics"]["rate"] == 0.001
    assert all(item["test"] for item in rubric["statistics"]["invariants"].values())

    # Without new replicas the accepted calibration stands while its invariants are in force.
    code, result = selfcheck(ising_repo)
    assert code == 0 and result["result"] == "passed", result["rulings_needed"]

    rubric["comparison"]["invariants"][0]["bound"] *= 0.5
    (ising_repo / LEAF / "tests/checks/ordered-phase/rubric.json").write_text(json.dumps(rubric, indent=2))
    run_sab("sync", LEAF, cwd=ising_repo, check=True)
    code, result = selfcheck(ising_repo)
    assert code == 1 and result["rulings_needed"] == [line for line in result["rulings_needed"] if line.startswith("ordered-phase")]
    assert "without a replica calibration" in result["rulings_needed"][0]
