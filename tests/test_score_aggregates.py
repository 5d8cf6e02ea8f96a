"""`sab score`'s aggregates and refusals, called in process: Elo ratings worked out by hand, the
AIRS-Bench method aggregate (mean, standard error, valid rate), HERA percentages, and every refusal
naming its file, line or flag."""

from __future__ import annotations

import math
import statistics
from pathlib import Path

import pytest

from sab.errors import SabError
from sab.importers import scoring
from test_import_scoring import TOY, airs_repo, episodes, fake_leaf, hera_repo, jsonl


def expected_score(a: float, b: float, scale: float = 400.0) -> float:
    return 1.0 / (1.0 + 10.0 ** ((b - a) / scale))


def test_one_game_moves_both_ratings_by_half_k() -> None:
    assert scoring.elo_ratings({"a": {"t": 0.9}, "b": {"t": 0.1}}) == {"a": 1016.0, "b": 984.0}
    assert scoring.elo_ratings({"a": {"t": 0.1}, "b": {"t": 0.9}}) == {"a": 984.0, "b": 1016.0}
    assert scoring.elo_ratings({"a": {"t": 0.5}, "b": {"t": 0.5 + 1e-10}}) == {"a": 1000.0, "b": 1000.0}  # a tie
    assert scoring.elo_ratings({"a": {"t": 0.5}, "b": {"t": 0.5 + 1e-8}}) == {"a": 984.0, "b": 1016.0}


def test_two_games_follow_the_elo_update_with_the_given_constants() -> None:
    found = scoring.elo_ratings({"a": {"s": 1.0, "t": 1.0}, "b": {"s": 0.0, "t": 0.0, "u": 1.0}},
                                k=10.0, initial=1500.0, scale=200.0, permutations=3, seed=7)
    first = 1500.0 + 10.0 * 0.5
    second = first + 10.0 * (1.0 - expected_score(first, 3000.0 - first, 200.0))
    assert found["a"] == pytest.approx(second, rel=1e-12) and found["b"] == pytest.approx(3000.0 - second, rel=1e-12)


def test_ratings_average_over_orders_and_sum_to_the_initial_total() -> None:
    means = {"a": {"s": 0.9, "t": 0.2}, "b": {"s": 0.5, "t": 0.6}, "c": {"s": 0.1, "t": 0.9}}
    one = scoring.elo_ratings(means, permutations=1, seed=3)
    many = scoring.elo_ratings(means, permutations=50, seed=3)
    assert math.fsum(one.values()) == pytest.approx(3000.0) and math.fsum(many.values()) == pytest.approx(3000.0)
    assert scoring.elo_ratings(means, permutations=50, seed=3) == many
    assert many != scoring.elo_ratings(means, permutations=50, seed=4)  # the order matters, and is seeded
    assert scoring.elo_ratings({"a": {"s": 1.0}, "b": {"t": 0.0}}) == {"a": 1000.0, "b": 1000.0}  # no shared task


def test_a_method_aggregates_over_tasks() -> None:
    per_task = {"y": scoring.TaskMean(1, 1, 0.75), "x": scoring.TaskMean(2, 1, 0.25)}
    method = scoring.MethodScore("m", 2, [], per_task)
    assert (method.complete, method.numerator, method.mean) == (True, 1.0, 0.5)
    assert method.se == pytest.approx(statistics.stdev([0.25, 0.75]) / math.sqrt(2), rel=1e-12)
    assert method.valid_rate == pytest.approx(0.75)
    assert method.as_dict() == {
        "method": "m", "complete": True, "missing": [], "runs": 3,
        "ns": {"mean": 0.5, "se": method.se, "numerator": 1.0},
        "valid_submissions": {"count": 2, "runs": 3, "rate": 0.75},
        "per_task": {"x": {"runs": 2, "valid": 1, "mean": 0.25}, "y": {"runs": 1, "valid": 1, "mean": 0.75}}}
    assert list(method.as_dict()["per_task"]) == ["x", "y"]
    missing = scoring.MethodScore("m", 3, ["z"], per_task)
    assert (missing.complete, missing.mean, missing.se, missing.valid_rate) == (False, None, None, None)
    assert scoring.MethodScore(None, 1, [], {"x": per_task["x"]}).se is None  # one task: no spread
    score = scoring.AirsScore("official", "estimated", ["x", "y", "z"], [missing, scoring.MethodScore(None, 3, ["w"], {})],
                              None)
    assert score.missing == ["z (method m)", "w"] and score.complete is False


def test_hera_percentages_only_for_a_complete_run() -> None:
    score = scoring.HeraScore(4, True, [], 1, 2, 1, None, 0.95, 10, 0)
    assert score.percent(1) == 25.0 and score.percent(4) == 100.0
    assert scoring.HeraScore(4, False, ["x"], 1, 2, 1, None, 0.95, 10, 0).percent(1) is None
    assert scoring.HeraScore(0, True, [], 0, 0, 0, None, 0.95, 10, 0).percent(0) is None


def test_hera_scores_in_process(tmp_path: Path) -> None:
    repo = hera_repo(tmp_path / "repo", (1, 2))
    outcomes = {1: (True, False), 2: (True, True)}
    lines = episodes(outcomes)
    lines[1]["runtime_valid"] = False  # pair 1's abstain: a failed run
    score = scoring.score_hera(jsonl(tmp_path / "r.jsonl", lines), start=repo, resamples=200, seed=1)
    assert (score.pairs, score.complete, score.act, score.abstain, score.pair) == (2, True, 2, 1, 1)
    assert (score.runtime_failures, score.recorded, score.harness, score.scope) == (1, 4, "x", "full")
    assert score.intervals["act"] == (100.0, 100.0) and score.intervals["pair"][0] <= 50.0 <= score.intervals["pair"][1]
    data = scoring.as_dict(score)
    assert data["act"] == {"passed": 2, "percent": 100.0, "ci": [100.0, 100.0]}
    assert data["episodes"] == {"expected": 4, "recorded": 4} and data["bootstrap"] == {
        "resamples": 200, "seed": 1, "confidence": 0.95}
    partial = scoring.score_hera(jsonl(tmp_path / "p.jsonl", lines[:3]), start=repo, resamples=10)
    assert partial.missing == ["hera_002/abstain"] and partial.intervals is None
    assert scoring.as_dict(partial)["pair"] == {"passed": 0, "percent": None, "ci": None}
    only_one = tmp_path / "one"  # --tasks outside any repository: the scope is unknown
    for side in ("act", "abstain"):
        fake_leaf(only_one, "hera", f"001-{side}", meta={"number": 1, "pair_id": "hera_001", "side": side})
    assert scoring.score_hera(jsonl(tmp_path / "o.jsonl", lines[:2]), only_one / "hera", resamples=10).scope is None


def test_bootstrap_intervals_are_percentile_intervals_of_the_resampled_means() -> None:
    (constant,) = scoring.bootstrap([[1.0], [1.0], [1.0]], resamples=50, seed=0, confidence=0.9)
    assert constant == (100.0, 100.0)
    (spread,) = scoring.bootstrap([[0.0], [1.0]] * 20, resamples=2000, seed=0, confidence=0.9)
    assert 35.0 < spread[0] < 50.0 < spread[1] < 65.0
    (wide,) = scoring.bootstrap([[0.0], [1.0]] * 20, resamples=2000, seed=0, confidence=0.99)
    assert wide[0] < spread[0] and wide[1] > spread[1]


def test_airs_observed_worst_and_elo_in_process(tmp_path: Path) -> None:
    repo = airs_repo(tmp_path / "repo", {"a": TOY, "b": TOY})
    lines = [{"leaf": leaf, "valid_submission": True, "metric_value": value, "method": method, "seed": seed}
             for leaf in ("a", "b") for method, value in (("m1", 0.5), ("m2", 2.0)) for seed in (1, 2)]
    lines.append({"leaf": "a", "valid_submission": False, "method": "m1", "seed": 3})
    score = scoring.score_airs(jsonl(tmp_path / "r.jsonl", lines), start=repo, worst="observed")
    assert score.observed_worst == {"a": 2.0, "b": 2.0}  # lower is better: the largest valid value
    m1, m2 = score.methods
    assert (m1.method, m2.method) == ("m1", "m2") and m1.per_task["a"].runs == 3 and m1.per_task["a"].valid == 2
    assert m2.mean == 0.0 and m1.mean > 0 and score.elo["m1"] > 1000.0 > score.elo["m2"]
    data = scoring.as_dict(score)
    assert data["observed_worst"] == {"a": 2.0, "b": 2.0} and set(data["elo"]["ratings"]) == {"m1", "m2"}
    assert data["elo"]["k"] == 32.0 and data["tasks"] == 2 and data["complete"] is True
    estimated = scoring.as_dict(scoring.score_airs(jsonl(tmp_path / "e.jsonl", lines[:4] + lines[4:8]), start=repo))
    assert "observed_worst" not in estimated and estimated["worst"] == "estimated"
    single = [line for line in lines if line["method"] == "m1" and line.get("seed") == 1]
    for line in single:
        line.pop("method")
    alone = scoring.score_airs(jsonl(tmp_path / "s.jsonl", single), start=repo)
    assert alone.elo is None and [m.method for m in alone.methods] == [None]


def refusal(call) -> str:
    with pytest.raises(SabError) as caught:
        call()
    return str(caught.value)


def test_every_refusal_names_what_to_fix(tmp_path: Path) -> None:
    repo = airs_repo(tmp_path / "repo", {"a": TOY})
    fake_leaf(repo / "tasks", "super", "s")
    hera = hera_repo(tmp_path / "hera", (1,))
    result = {"leaf": "a", "valid_submission": True, "metric_value": 0.5}
    one = jsonl(tmp_path / "one.jsonl", [result])
    cases = [
        (lambda: scoring.score_airs(one, start=repo, rule="mine"), "unknown rule 'mine'"),
        (lambda: scoring.score_airs(one, start=repo, worst="best"), "unknown worst score 'best'"),
        (lambda: scoring.score_airs(jsonl(tmp_path / "e.jsonl", []), start=repo), "no result lines"),
        (lambda: scoring.score_airs(jsonl(tmp_path / "m.jsonl", [result, {**result, "seed": 2, "method": "x"}]),
                                    start=repo), "every line names a method, or none does"),
        (lambda: scoring.score_airs(jsonl(tmp_path / "d.jsonl", [{**result, "seed": 1}, {**result, "seed": "1"}]),
                                    start=repo), "a second result for leaf 'a', seed 1 (first at line 1)"),
        (lambda: scoring.score_airs(one, start=repo, worst="observed"), "needs at least two valid results of task 'a'"),
        (lambda: scoring.score_super(jsonl(tmp_path / "s.jsonl", [{"leaf": "s", "output_match": 1.0}] * 2), start=repo),
         "a second result for 's' (first at line 1)"),
        (lambda: scoring.score_hera(jsonl(tmp_path / "h.jsonl", episodes({1: (True, True)})), start=hera, confidence=1.0),
         "must be between 0 and 1"),
        (lambda: scoring.score_hera(jsonl(tmp_path / "h.jsonl", episodes({1: (True, True)})), start=hera, resamples=0),
         "must be at least 1"),
        (lambda: scoring.score_hera(jsonl(tmp_path / "x.jsonl", episodes({2: (True, True)})), start=hera),
         "pair 2 is not among the selected leaves"),
        (lambda: scoring.score_super(one, tmp_path / "absent"), "not a directory"),
        (lambda: scoring.score_super(one, repo / "tasks" / "airs"), "no imported super leaf under this directory"),
        (lambda: scoring.score_super(one, start=tmp_path), "no repository here"),
        (lambda: scoring.read_airs_scoring(tmp_path), "no scoring.json in this AIRS-Bench leaf"),
    ]
    for call, words in cases:
        assert words in refusal(call), words
    mixed = jsonl(tmp_path / "hx.jsonl", [{**line, "harness": name} for line, name in
                                         zip(episodes({1: (True, True)}), ("react", "oneshot"))])
    assert refusal(lambda: scoring.score_hera(mixed, start=hera)) == (
        f"{mixed}: line 2: harness: harness 'oneshot' differs from 'react' (line 1) "
        "(fix: one results file holds the episodes of one harness)")


def test_a_tie_is_a_difference_up_to_and_including_one_in_a_billion() -> None:
    assert scoring.elo_ratings({"a": {"t": 1e-9}, "b": {"t": 0.0}}) == {"a": 1000.0, "b": 1000.0}
    assert scoring.elo_ratings({"a": {"t": 2e-9}, "b": {"t": 0.0}}) == {"a": 1016.0, "b": 984.0}


def test_bootstrap_is_seeded_and_its_interval_is_ordered() -> None:
    rows = [[0.0, 1.0], [1.0, 1.0], [1.0, 0.0]] * 5
    first = scoring.bootstrap(rows, resamples=300, seed=5, confidence=0.5)
    assert first == scoring.bootstrap(rows, resamples=300, seed=5, confidence=0.5)
    assert first != scoring.bootstrap(rows, resamples=300, seed=6, confidence=0.5)
    assert all(low < 200 / 3 < high for low, high in first)  # each column's mean is 2/3


def test_a_non_finite_aggregate_is_refused_naming_it() -> None:
    method = scoring.MethodScore("m", 1, [], {"x": scoring.TaskMean(1, 1, math.inf)})
    assert refusal(method.as_dict) == "the mean normalised score is not a finite number (inf) (fix: check the results' numbers)"


def test_the_json_forms_in_full(tmp_path: Path) -> None:
    repo = hera_repo(tmp_path / "hera", (1, 2))
    lines = episodes({1: (True, False), 2: (True, True)})
    lines[1]["runtime_valid"] = False
    hera = scoring.score_hera(jsonl(tmp_path / "h.jsonl", lines), start=repo, resamples=50, seed=2, confidence=0.8)
    ci = {name: list(interval) for name, interval in hera.intervals.items()}
    assert scoring.as_dict(hera) == {
        "complete": True, "pairs": 2, "scope": "full", "episodes": {"expected": 4, "recorded": 4},
        "runtime_failures": 1, "harness": "x", "act": {"passed": 2, "percent": 100.0, "ci": ci["act"]},
        "abstain": {"passed": 1, "percent": 50.0, "ci": ci["abstain"]},
        "pair": {"passed": 1, "percent": 50.0, "ci": ci["pair"]}, "missing": [],
        "bootstrap": {"resamples": 50, "seed": 2, "confidence": 0.8}}
    repo = airs_repo(tmp_path / "airs", {"a": TOY})
    runs = [{"leaf": "a", "valid_submission": True, "metric_value": value, "method": method}
            for method, value in (("m1", 0.5), ("m2", 2.0))]
    airs = scoring.score_airs(jsonl(tmp_path / "a.jsonl", runs), start=repo, worst="observed")
    assert scoring.as_dict(airs) == {
        "benchmark": "airs", "rule": "official", "worst": "observed", "complete": True, "tasks": 1, "missing": [],
        "methods": [method.as_dict() for method in airs.methods], "observed_worst": {"a": 2.0},
        "elo": {"ratings": {"m1": 1016.0, "m2": 984.0}, "k": 32.0, "initial": 1000.0, "scale": 400.0,
                "permutations": 100, "seed": 0}}
    one = jsonl(tmp_path / "one.jsonl", runs[:1])
    assert refusal(lambda: scoring.score_airs(one, start=repo, worst="observed")) == (
        f"{one}: --worst: --worst observed needs at least two valid results of task 'a', which has one "
        "(fix: give more runs, or use --worst estimated)")


def test_hera_flags_are_bounded_and_defaulted(tmp_path: Path) -> None:
    repo = hera_repo(tmp_path / "hera", (1,))
    results = jsonl(tmp_path / "h.jsonl", episodes({1: (True, True)}))
    for confidence in (0.0, 1.0):
        assert refusal(lambda: scoring.score_hera(results, start=repo, confidence=confidence)) == (
            "--confidence: must be between 0 and 1")
    assert refusal(lambda: scoring.score_hera(results, start=repo, resamples=0)) == "--resamples: must be at least 1"
    assert scoring.score_hera(results, start=repo, resamples=1).intervals["act"] == (100.0, 100.0)
    default = scoring.score_hera(results, start=repo)
    assert (default.resamples, default.seed, default.confidence) == (10000, 0, 0.95)


def test_airs_refusals_word_for_word(tmp_path: Path) -> None:
    repo = airs_repo(tmp_path / "repo", {"a": TOY})
    result = {"leaf": "a", "valid_submission": True, "metric_value": 0.5}
    one = jsonl(tmp_path / "one.jsonl", [result])
    mixed = jsonl(tmp_path / "m.jsonl", [result, {**result, "seed": 2, "method": "x"}])
    twice = jsonl(tmp_path / "d.jsonl", [{**result, "method": "x"}, {**result, "method": "x"}])
    cases = [
        (lambda: scoring.score_airs(one, start=repo, rule="mine"), "--rule: unknown rule 'mine' (fix: one of official, sab)"),
        (lambda: scoring.score_airs(one, start=repo, worst="best"),
         "--worst: unknown worst score 'best' (fix: one of estimated, observed)"),
        (lambda: scoring.score_airs(mixed, start=repo),
         f"{mixed}: line 2: method: every line names a method, or none does (fix: add method to every line (or to none))"),
        (lambda: scoring.score_airs(twice, start=repo),
         f"{twice}: line 2: a second result for leaf 'a', seed None, method 'x' (first at line 1) "
         "(fix: one result per leaf, seed and method: give each run of a task its own seed)"),
        (lambda: scoring.read_airs_scoring(tmp_path),
         f"{tmp_path / scoring.AIRS_SCORING}: no scoring.json in this AIRS-Bench leaf "
         "(fix: re-import the task with `sab import airs --force`)"),
    ]
    for call, message in cases:
        assert refusal(call) == message


def test_tasks_selects_the_leaves_wherever_the_run_starts(tmp_path: Path) -> None:
    repo = airs_repo(tmp_path / "repo", {"a": TOY})
    one = jsonl(tmp_path / "one.jsonl", [{"leaf": "a", "valid_submission": True, "metric_value": 0.5}])
    outside = tmp_path / "elsewhere"
    outside.mkdir()
    assert scoring.score_airs(one, repo / "tasks" / "airs", start=outside).tasks == ["a"]
    assert scoring.read_airs_scoring(repo / "tasks/airs/a") == scoring.AirsScoring(**TOY)
