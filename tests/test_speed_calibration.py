"""Calibrated speed-up goals (docs/speed.md): the simulation's proposal and refusals on measured
shapes of noise, and `sab speed calibrate` / `accept` / lint on heat1d, with the records a dishonest
contributor would publish refused."""

from __future__ import annotations

import json
from pathlib import Path

import numpy as np
import pytest

from conftest import copy_project, run_sab
from sab.model.speed import Condition, Round
from sab.speed.simulate import NOOP_CREDIT_CEILING, ORACLE_CREDIT_FLOOR, _round_down, credit, lows, propose

LEAF = "tasks/heat1d/solver"


def _condition(name: str, untouched_s: float, speedup: float, noise: float, *, rounds: int = 3, repeats: int = 12,
               seed: int = 0) -> Condition:
    """Repeats with log-normal noise of relative size `noise`, each round on a machine state of its own."""
    rng = np.random.default_rng(seed)
    found = []
    for number in range(rounds):
        drift = np.exp(rng.normal(0, noise))  # the round's load, shared by both trees
        untouched = untouched_s * drift * np.exp(rng.normal(0, noise, repeats))
        accelerated = untouched_s / speedup * drift * np.exp(rng.normal(0, noise, repeats))
        found.append(Round(seed=number, untouched=untouched.tolist(), accelerated=accelerated.tolist()))
    return Condition(name=name, description=name, rounds=found)


def test_a_robust_speedup_gets_a_goal_the_oracle_reaches_and_the_noop_never_does() -> None:
    measured = [_condition("quiet", 1.0, 3.0, 0.02), _condition("busy-core", 1.6, 2.7, 0.08, seed=1)]
    outcome = propose(measured, largest=12, trials=1000, seed=3)
    assert outcome.refusal is None and outcome.proposal is not None
    goal, repeats = outcome.proposal.goal, outcome.proposal.repeats
    assert 1.2 < goal < 2.7 and 5 <= repeats <= 12
    # The most discriminating goal any repeat count allows (a lower one pays a weak acceleration in
    # full), at the fewest repeats that allow it.
    allowed = {f.repeats: _round_down(f.goal_max, f.goal_min) for f in outcome.feasible if f.goal_max > max(f.goal_min, 1.0)}
    assert goal == max(allowed.values()) and repeats == min(n for n, g in allowed.items() if g == goal), allowed
    assert goal > allowed[min(allowed)], allowed  # more repeats bought a higher goal here
    # Fresh trials, not the ones the proposal came from: the oracle's credit stays at the floor and
    # the no-op's under the ceiling in at least 99 % of them, in each condition.
    rng = np.random.default_rng(99)
    for condition in measured:
        oracle, noop = lows(condition, repeats, 2000, rng)
        assert np.mean(credit(oracle, goal) >= ORACLE_CREDIT_FLOOR) >= 0.985, condition.name
        assert np.mean(credit(noop, goal) <= NOOP_CREDIT_CEILING) >= 0.985, condition.name
    assert all(result.oracle_short is not None and result.oracle_short <= 0.01 for result in outcome.results)


def test_a_speedup_inside_the_noise_is_refused_with_the_reason() -> None:
    outcome = propose([_condition("shared", 1.0, 1.03, 0.10)], largest=12, trials=500, seed=3)
    assert outcome.proposal is None
    assert "too small for the noise" in outcome.refusal or "no goal separates" in outcome.refusal


def test_a_check_too_short_to_time_is_refused() -> None:
    outcome = propose([_condition("quiet", 0.004, 4.0, 0.02)], largest=12, trials=200, seed=3)
    assert outcome.proposal is None and "too short to time" in outcome.refusal


def _lint_codes(repo: Path) -> list[tuple[str, str]]:
    done = run_sab("lint", LEAF, "--json", cwd=repo)
    assert "Traceback" not in done.stderr, done.stderr
    return [(v["code"], v["detail"]) for leaf in json.loads(done.stdout)["leaves"] for v in leaf["violations"]]


@pytest.mark.e2e
def test_calibrate_accept_and_the_records_a_dishonest_contributor_would_publish(tmp_path: Path) -> None:
    repo = copy_project(tmp_path / "project")
    # A goal with no calibration behind it: lint refuses it and CI does not admit the leaf.
    (repo / LEAF / "comment/pipeline/speed-calibration.json").unlink(missing_ok=True)
    speed = json.loads(run_sab("status", LEAF, "--json", cwd=repo, check=True).stdout)[0]["speed"]
    assert speed.startswith("uncalibrated: the speed-up goal has no calibration"), speed
    assert run_sab("status", LEAF, "--ci-freshness", cwd=repo).returncode == 1
    assert any("no calibration behind it" in d for c, d in _lint_codes(repo) if c == "speed-calibration")
    done = run_sab("speed", "calibrate", LEAF, "--condition", "quiet", "--condition", "one-core", "--rounds", "1",
                   "--repeats", "6", "--trials", "300", "--json", cwd=repo)
    assert done.returncode in (0, 1), done.stderr
    record = json.loads(done.stdout)
    assert record["stands"] and [c["name"] for c in record["conditions"]] == ["quiet", "one-core"]
    assert all(len(r["untouched"]) == 6 and len(r["accelerated"]) == 6 for c in record["conditions"] for r in c["rounds"])
    speedups = [result["speedup"] for result in record["results"]]
    assert all(s > 1.5 for s in speedups), speedups  # the reference acceleration is about 3x on the run
    assert record["proposal"] is not None, record["refusal"]
    # Proposed but not accepted: the goal in the rubric is still not backed.
    assert any("no curator accepted" in detail for code, detail in _lint_codes(repo) if code == "speed-calibration")
    run_sab("speed", "accept", LEAF, "--by", "a curator", cwd=repo, check=True)
    rubric_path = repo / LEAF / "tests/checks/sine-decay/rubric.json"
    timing = json.loads(rubric_path.read_text())["timing"]
    assert (timing["speedup_goal"], timing["repeats"]) == (record["proposal"]["goal"], record["proposal"]["repeats"])
    assert "speed-calibration" not in {code for code, _ in _lint_codes(repo)}
    status = json.loads(run_sab("status", LEAF, "--json", cwd=repo, check=True).stdout)
    assert status[0]["speed"] == "calibrated"
    # The review shows the L distributions beside the goal: table, JSON and the page's plot.
    reviewed = json.loads(run_sab("review", LEAF, "--json", cwd=repo, check=True).stdout)["calibration"]
    assert (reviewed["standing"], reviewed["goal"]) == ("calibrated", timing["speedup_goal"])
    assert [row["name"] for row in reviewed["conditions"]] == ["quiet", "one-core"]
    assert all(row["oracle_low"]["q01"] > row["noop_low"]["q99"] for row in reviewed["conditions"])
    run_sab("review", LEAF, "--html", str(tmp_path / "review.html"), cwd=repo, check=True)
    page = (tmp_path / "review.html").read_text()
    assert 'id="calibration-plot"' in page and f"goal {timing['speedup_goal']:g}" in page
    assert "speed: calibrated; goal" in run_sab("review", LEAF, cwd=repo, check=True).stdout
    # Proposing again from the recorded repeats (no timing) clears the acceptance until a curator repeats it.
    again = run_sab("speed", "propose", LEAF, "--trials", "300", "--seed", "5", "--json", cwd=repo)
    assert again.returncode in (0, 1) and json.loads(again.stdout)["accepted"] is None, again.stderr
    assert json.loads(again.stdout)["conditions"] == record["conditions"]
    assert any("no curator accepted" in detail for code, detail in _lint_codes(repo) if code == "speed-calibration")
    run_sab("speed", "accept", LEAF, "--by", "a curator", cwd=repo, check=True)
    timing = json.loads(rubric_path.read_text())["timing"]

    # A goal raised by hand after acceptance.
    pristine = rubric_path.read_text()
    rubric_path.write_text(pristine.replace(f'"speedup_goal": {timing["speedup_goal"]}', '"speedup_goal": 1.3'))
    lint = _lint_codes(repo)
    assert any("not what the calibration proposed" in d for c, d in lint if c == "speed-calibration")
    # The instruction states the goal the reward pays against: one the rubric no longer holds is stale.
    assert any(c == "derived-stale" and "instruction.md" in d for c, d in lint), lint
    rubric_path.write_text(pristine)
    assert f"ln(L) / ln({timing['speedup_goal']:g})" in (repo / LEAF / "instruction.md").read_text()
    # Numbers in the record edited after acceptance (slower untouched runs, to justify a larger goal).
    path = repo / LEAF / "comment/pipeline/speed-calibration.json"
    honest = path.read_text()
    forged = json.loads(honest)
    forged["conditions"][0]["rounds"][0]["untouched"] = [t * 3 for t in forged["conditions"][0]["rounds"][0]["untouched"]]
    path.write_text(json.dumps(forged))
    assert any("not the digest" in d for c, d in _lint_codes(repo) if c == "speed-calibration")
    path.write_text(honest)
    # The reference acceleration swapped after calibration: the evidence measured another tree.
    accelerated = repo / LEAF / "solution/accelerated/src/solver.c"
    accelerated.write_text(accelerated.read_text() + "\n/* changed */\n")
    lint = _lint_codes(repo)
    assert any("solution/accelerated/ changed" in d for c, d in lint if c == "speed-calibration"), lint
    assert run_sab("status", LEAF, "--ci-freshness", cwd=repo).returncode == 1
    refused = run_sab("speed", "accept", LEAF, "--by", "a curator", cwd=repo)
    assert refused.returncode != 0 and "no longer stands" in refused.stderr and "Traceback" not in refused.stderr
