"""`sab score`: SUPER's and AIRS-Bench's means, HERA-Bench's Act/Abstain/Pair with pair-resampled intervals."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from conftest import run_sab
from importer_fixtures import make_repo


def jsonl(path: Path, lines: list) -> Path:
    path.write_text("".join((line if isinstance(line, str) else json.dumps(line)) + "\n" for line in lines))
    return path


def episodes(outcomes: dict[int, tuple[bool, bool]], *, style: str = "pair_id") -> list[dict]:
    lines = []
    for number, sides in outcomes.items():
        for side, passed in zip(("act", "abstain"), sides):
            ident = {"pair_id": f"hera_{number:03d}"} if style == "pair_id" else {"number": number}
            lines.append({**ident, "side": side, "passed": passed, "runtime_valid": True, "harness": "x"})
    return lines


def test_super_mean_with_numerator(tmp_path: Path) -> None:
    from sab.importers.scoring import as_dict, score_super

    results = jsonl(tmp_path / "r.jsonl", [
        {"leaf": "tasks/super/a", "output_match": 1.0, "submitted": 1},
        {"leaf": "b", "reward": 0.5, "total": 1},
        {"leaf": "super/c/", "output_match": 0.0, "submitted": 0},
    ])
    assert as_dict(score_super(results)) == {
        "benchmark": "super", "complete": True, "tasks": 3, "missing": [],
        "output_match": {"numerator": 1.5, "mean": 0.5}, "submitted": 2}


def test_airs_mean_ns_and_valid_rate(tmp_path: Path) -> None:
    from sab.importers.scoring import as_dict, score_airs

    results = jsonl(tmp_path / "r.jsonl", [
        {"leaf": "a", "valid_submission": 1, "normalized_score": 1.5},
        {"leaf": "b", "valid_submission": True, "normalized_score": -0.4},   # below the worst: 0
        {"leaf": "c", "valid_submission": 0},                                 # invalid: 0
        {"leaf": "d", "valid_submission": 1, "reward": 0.5, "normalized_score": 0.5},
    ])
    data = as_dict(score_airs(results))
    assert data["ns"] == {"numerator": 2.0, "mean": 0.5}
    assert data["valid_submissions"] == {"count": 3, "rate": 0.75}


def test_pair_is_100_percent_when_both_sides_pass(tmp_path: Path) -> None:
    results = jsonl(tmp_path / "r.jsonl", episodes({1: (True, True), 2: (True, True)}))
    done = run_sab("score", "hera", str(results), "--json", cwd=tmp_path)
    data = json.loads(done.stdout)
    assert data["complete"] is True and data["pairs"] == 2 and data["missing"] == []
    for name in ("act", "abstain", "pair"):
        assert data[name] == {"passed": 2, "percent": 100.0, "ci": [100.0, 100.0]}
    assert set(data) == {"complete", "pairs", "act", "abstain", "pair", "missing", "bootstrap"}


def test_pairs_are_matched_by_identity_never_by_order(tmp_path: Path) -> None:
    from sab.importers.scoring import score_hera

    # Pair 1 acts correctly and abstains wrongly, pair 2 the reverse; pair 3 passes both.
    lines = episodes({1: (True, False)}) + episodes({2: (False, True), 3: (True, True)}, style="number")
    random.Random(4).shuffle(lines)
    score = score_hera(jsonl(tmp_path / "r.jsonl", lines), resamples=200)
    assert (score.act, score.abstain, score.pair, score.pairs) == (2, 2, 1, 3)
    # Sorting each side's results independently would pair them wrongly and claim 2 pairs.


def test_missing_episode_means_incomplete_and_no_percentages(tmp_path: Path) -> None:
    lines = [line for line in episodes({1: (True, True), 2: (True, True)}) if (line["pair_id"], line["side"]) != ("hera_002", "abstain")]
    done = run_sab("score", "hera", str(jsonl(tmp_path / "r.jsonl", lines)), "--json", cwd=tmp_path)
    data = json.loads(done.stdout)
    assert data["complete"] is False and data["missing"] == ["hera_002/abstain"]
    assert data["act"] == {"passed": 2, "percent": None, "ci": None} and data["pair"]["percent"] is None
    done = run_sab("score", "hera", str(tmp_path / "r.jsonl"), cwd=tmp_path)
    assert "INCOMPLETE" in done.stdout and "missing episodes: hera_002/abstain" in done.stdout


def test_selection_from_the_imported_leaves(tmp_path: Path) -> None:
    from sab.importers.scoring import score_hera, score_super

    repo = make_repo(tmp_path / "repo")
    from importer_fixtures import write_hera
    from sab.importers.hera import import_hera

    import_hera(repo / "tasks", write_hera(tmp_path / "snapshot"), org="testorg")
    score = score_hera(jsonl(tmp_path / "r.jsonl", episodes({1: (True, True)})), repo / "tasks", resamples=10)
    assert score.complete is False and score.missing == ["hera_002/act", "hera_002/abstain"] and score.pairs == 2
    from sab.errors import SabError

    with pytest.raises(SabError, match="line 3: pair 3 is not among the selected leaves"):
        score_hera(jsonl(tmp_path / "x.jsonl", episodes({1: (True, True), 3: (True, True)})), repo / "tasks")
    with pytest.raises(SabError, match="no imported super leaf"):
        score_super(jsonl(tmp_path / "s.jsonl", [{"leaf": "a", "output_match": 1}]), repo / "tasks")


def test_runtime_failure_counts_as_a_fail(tmp_path: Path) -> None:
    from sab.importers.scoring import score_hera

    lines = episodes({1: (True, True), 2: (False, True)})
    lines[2]["runtime_valid"] = False
    score = score_hera(jsonl(tmp_path / "r.jsonl", lines), resamples=10)
    assert (score.act, score.abstain, score.pair) == (1, 2, 1) and score.complete


def test_bootstrap_resamples_pairs_together_and_is_seeded(tmp_path: Path) -> None:
    from sab.importers.scoring import score_hera

    # Every pair passes exactly one side: Pair is 0 in every resample of whole pairs, whereas
    # resampling the two sides independently would often find pairs passing both.
    outcomes = {n: (n % 2 == 0, n % 2 == 1) for n in range(1, 41)}
    results = jsonl(tmp_path / "r.jsonl", episodes(outcomes))
    score = score_hera(results, resamples=2000, seed=7)
    assert score.intervals["pair"] == (0.0, 0.0)
    low, high = score.intervals["act"]
    assert low < 50.0 < high and score.percent(score.act) == 50.0
    assert score_hera(results, resamples=2000, seed=7).intervals == score.intervals
    # Deterministic for a seed; another seed draws other resamples (a few, so the quantiles differ).
    assert score_hera(results, resamples=25, seed=1, confidence=0.5).intervals != \
        score_hera(results, resamples=25, seed=2, confidence=0.5).intervals


@pytest.mark.parametrize(("benchmark", "lines", "message"), [
    ("super", ['{"leaf": "a", "output_match": 1}', '{"leaf": '], "line 2: not a JSON object"),
    ("super", [{"leaf": "a"}], "line 1: (top level): Value error, needs output_match"),
    ("super", [{"leaf": "a", "output_match": 1}, {"leaf": "tasks/super/a", "output_match": 0}],
     "line 2: a second result for 'a' (first at line 1)"),
    ("airs", [{"leaf": "a", "valid_submission": 1}], "a valid submission needs normalized_score"),
    ("hera", [{"pair_id": "hera_001", "number": 2, "side": "act", "passed": True, "runtime_valid": True}],
     "line 1: (top level): Value error, pair_id 'hera_001' does not match number 2"),
    ("hera", [{"pair_id": "pair-1", "side": "act", "passed": True, "runtime_valid": True}], "is not hera_<number>"),
    ("hera", [{"number": 1, "side": "act", "passed": True, "runtime_valid": False}], "passed together with runtime_valid false"),
    ("hera", [{"number": 1, "side": "both", "passed": True, "runtime_valid": True}], "line 1: side"),
    ("hera", [{"number": 1, "side": "act", "passed": True, "runtime_valid": True}] * 2, "a second result for (1, 'act')"),
])
def test_bad_results_name_the_line(tmp_path: Path, benchmark, lines, message) -> None:
    results = jsonl(tmp_path / "r.jsonl", lines)
    done = run_sab("score", benchmark, str(results), cwd=tmp_path)
    assert done.returncode == 2 and "Traceback" not in done.stderr
    assert done.stderr.startswith(f"error: {results}: ") and message in done.stderr, done.stderr


def test_grade_lines_feed_score(tmp_path: Path) -> None:
    """What `sab grade --answer --json` prints is a valid RESULTS.jsonl line for `sab score`."""
    from sab.importers.scoring import score_hera

    line = {"leaf": "001-act", "benchmark": "hera", "number": 1, "pair_id": "hera_001", "side": "act",
            "passed": True, "runtime_valid": True, "reward": 1.0, "total": 1}
    score = score_hera(jsonl(tmp_path / "r.jsonl", [line, {**line, "leaf": "001-abstain", "side": "abstain"}]), resamples=10)
    assert (score.act, score.abstain, score.pair, score.complete) == (1, 1, 1, True)
