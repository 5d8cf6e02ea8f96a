"""`sab score`: SUPER's mean, AIRS-Bench's official normalised score over seeds and tasks (with Elo
across methods), HERA-Bench's Act/Abstain/Pair with pair-resampled intervals; always against the
whole expected set of imported leaves."""

from __future__ import annotations

import json
import math
import random
import statistics
from pathlib import Path

import pytest
import yaml

from conftest import run_sab
from importer_fixtures import load_validate, make_repo

validate = load_validate("airs")
AIRS_FIXTURES = Path("/work/shared/fixtures/airs-bench/tasks")
SVAMP = {"metric": "Accuracy", "sota": 0.942, "worst": 0.0, "optimal": 1.0, "lower_is_better": False}
TOY = {"metric": "MAE", "sota": 0.1, "worst": 10.0, "optimal": 0.0, "lower_is_better": True}


def jsonl(path: Path, lines: list) -> Path:
    path.write_text("".join((line if isinstance(line, str) else json.dumps(line)) + "\n" for line in lines))
    return path


def fake_leaf(tasks: Path, benchmark: str, name: str, *, meta: dict | None = None, scoring: dict | None = None) -> Path:
    """A minimal imported leaf: the task.toml `sab score` reads (and an AIRS leaf's scoring.json)."""
    leaf = tasks / benchmark / name
    leaf.mkdir(parents=True)
    slug = f"{benchmark}-{name.lower()}"
    extra = "".join(f"{key} = {json.dumps(value)}\n" for key, value in (meta or {}).items())
    (leaf / "task.toml").write_text(f"""\
[task]
name = "testorg/{slug}"

[metadata.sciaccel]
slug = "{slug}"
title = "{name}"
short_title = "{name}"
status = "draft"
kind = "import"
repo_url = "https://example.invalid/{benchmark}"
repo_commit = "0"
license = "MIT"
language_from = "Python"
domain = "test"
owner = "testorg"
science_summary = "a fake imported leaf"
benchmark = "{benchmark}"

[metadata.sciaccel.resources]
cpus = 1
memory_gb = 1.0
suite_budget_s = 1.0

[metadata.{benchmark}]
{extra}""")
    if scoring is not None:
        target = leaf / "tests/checks/submission/ic/nominal/scoring.json"
        target.parent.mkdir(parents=True)
        target.write_text(json.dumps(scoring))
    return leaf


def hera_repo(root: Path, numbers) -> Path:
    repo = make_repo(root)
    for n in numbers:
        for side in ("act", "abstain"):
            fake_leaf(repo / "tasks", "hera", f"{n:03d}-{side}", meta={"number": n, "pair_id": f"hera_{n:03d}", "side": side})
    return repo


def airs_repo(root: Path, tasks: dict[str, dict]) -> Path:
    repo = make_repo(root)
    for name, scoring in tasks.items():
        fake_leaf(repo / "tasks", "airs", name, scoring=scoring)
    return repo


def episodes(outcomes: dict[int, tuple[bool, bool]], *, style: str = "pair_id") -> list[dict]:
    lines = []
    for number, sides in outcomes.items():
        for side, passed in zip(("act", "abstain"), sides):
            ident = {"pair_id": f"hera_{number:03d}"} if style == "pair_id" else {"number": number}
            lines.append({**ident, "side": side, "passed": passed, "runtime_valid": True, "harness": "x"})
    return lines


def official(value: float, meta: dict) -> float:
    """AIRS-Bench's march-of-9s score of one valid value, written from the notebook's description:
    optimum 0 for lower-is-better tasks and 1 otherwise; a value exactly at it counts as 0.999."""
    optimum = 0.0 if meta["lower_is_better"] else 1.0
    gap = abs(value - optimum) or abs(0.999 - optimum)
    nines = lambda d: -math.log10(d)
    top, bottom = nines(abs(meta["sota"] - optimum)), nines(abs(meta["worst"] - optimum))
    return max(0.0, (nines(gap) - bottom) / (top - bottom))


# ---------------------------------------------------------------- SUPER


def test_super_mean_with_numerator(tmp_path: Path) -> None:
    from sab.importers.scoring import as_dict, score_super

    repo = make_repo(tmp_path / "repo")
    for name in ("a", "b", "c"):
        fake_leaf(repo / "tasks", "super", name)
    results = jsonl(tmp_path / "r.jsonl", [
        {"leaf": "tasks/super/a", "output_match": 1.0, "submitted": 1},
        {"leaf": "b", "reward": 0.5, "total": 1},
        {"leaf": "super/c/", "output_match": 0, "submitted": 0},
    ])
    assert as_dict(score_super(results, start=repo)) == {
        "benchmark": "super", "complete": True, "tasks": 3, "missing": [],
        "output_match": {"numerator": 1.5, "mean": 0.5}, "submitted": 2}


# ---------------------------------------------------------------- the whole set


def test_hera_missing_a_whole_pair_is_incomplete_without_tasks(tmp_path: Path) -> None:
    """60 pairs imported, results for 59: the run is incomplete, never "59 pairs, complete"."""
    repo = hera_repo(tmp_path / "repo", range(1, 61))
    results = jsonl(tmp_path / "r.jsonl", episodes({n: (True, True) for n in range(1, 60)}))
    done = run_sab("score", "hera", str(results), "--resamples", "10", cwd=repo)
    assert done.returncode == 0, done.stderr
    assert "60 pairs" in done.stdout and "INCOMPLETE" in done.stdout, done.stdout
    assert "missing episodes: hera_060/act, hera_060/abstain" in done.stdout
    data = json.loads(run_sab("score", "hera", str(results), "--json", cwd=repo, check=True).stdout)
    assert data["pairs"] == 60 and data["complete"] is False and data["act"]["percent"] is None


@pytest.mark.parametrize("benchmark", ["super", "airs", "hera"])
def test_missing_results_never_shrink_the_denominator(tmp_path: Path, benchmark) -> None:
    from sab.importers import scoring

    repo = make_repo(tmp_path / "repo")
    if benchmark == "hera":
        repo = hera_repo(tmp_path / "hera", (1, 2))
        lines = episodes({1: (True, True)})
    else:
        for name in ("a", "b"):
            fake_leaf(repo / "tasks", benchmark, name, scoring=TOY if benchmark == "airs" else None)
        lines = [{"leaf": "a", "output_match": 1.0} if benchmark == "super" else
                 {"leaf": "a", "valid_submission": True, "metric_value": 0.1}]
    score = getattr(scoring, f"score_{benchmark}")(jsonl(tmp_path / "r.jsonl", lines), start=repo)
    data = scoring.as_dict(score)
    assert data["complete"] is False
    assert data.get("tasks", data.get("pairs")) == 2
    assert data["missing"] == (["hera_002/act", "hera_002/abstain"] if benchmark == "hera" else ["b"])


@pytest.mark.parametrize("benchmark", ["super", "airs", "hera"])
def test_no_imported_leaves_and_no_tasks_is_refused(tmp_path: Path, benchmark) -> None:
    line = {"super": {"leaf": "a", "output_match": 1.0},
            "airs": {"leaf": "a", "valid_submission": True, "metric_value": 0.5, "normalized_score": 0.5},
            "hera": episodes({1: (True, True)})[0]}[benchmark]
    results = jsonl(tmp_path / "r.jsonl", [line])
    outside = tmp_path / "outside"
    outside.mkdir()
    for cwd in (outside, make_repo(tmp_path / "empty-repo")):
        done = run_sab("score", benchmark, str(results), cwd=cwd)
        assert done.returncode == 2 and "Traceback" not in done.stderr, done.stderr
        assert done.stderr.startswith("error: ") and "pass --tasks DIR" in done.stderr, done.stderr


def test_selection_from_the_imported_leaves(tmp_path: Path) -> None:
    from sab.errors import SabError
    from sab.importers.hera import import_hera
    from sab.importers.scoring import score_hera, score_super
    from importer_fixtures import write_hera

    repo = make_repo(tmp_path / "repo")
    import_hera(repo / "tasks", write_hera(tmp_path / "snapshot"), org="testorg")
    score = score_hera(jsonl(tmp_path / "r.jsonl", episodes({1: (True, True)})), repo / "tasks", resamples=10)
    assert score.complete is False and score.missing == ["hera_002/act", "hera_002/abstain"] and score.pairs == 2
    assert score_hera(tmp_path / "r.jsonl", start=repo, resamples=10).missing == score.missing  # the default set
    with pytest.raises(SabError, match="line 3: pair 3 is not among the selected leaves"):
        score_hera(jsonl(tmp_path / "x.jsonl", episodes({1: (True, True), 3: (True, True)})), repo / "tasks")
    with pytest.raises(SabError, match="no imported super leaf"):
        score_super(jsonl(tmp_path / "s.jsonl", [{"leaf": "a", "output_match": 1}]), repo / "tasks")


# ---------------------------------------------------------------- HERA-Bench


def test_pair_is_100_percent_when_both_sides_pass(tmp_path: Path) -> None:
    repo = hera_repo(tmp_path / "repo", (1, 2))
    results = jsonl(tmp_path / "r.jsonl", episodes({1: (True, True), 2: (True, True)}))
    data = json.loads(run_sab("score", "hera", str(results), "--json", cwd=repo, check=True).stdout)
    assert data["complete"] is True and data["pairs"] == 2 and data["missing"] == []
    for name in ("act", "abstain", "pair"):
        assert data[name] == {"passed": 2, "percent": 100.0, "ci": [100.0, 100.0]}
    assert (data["scope"], data["runtime_failures"], data["harness"]) == ("full", 0, "x")
    assert data["episodes"] == {"expected": 4, "recorded": 4}


def test_pairs_are_matched_by_identity_never_by_order(tmp_path: Path) -> None:
    from sab.importers.scoring import score_hera

    repo = hera_repo(tmp_path / "repo", (1, 2, 3))
    # Pair 1 acts correctly and abstains wrongly, pair 2 the reverse; pair 3 passes both.
    lines = episodes({1: (True, False)}) + episodes({2: (False, True), 3: (True, True)}, style="number")
    random.Random(4).shuffle(lines)
    score = score_hera(jsonl(tmp_path / "r.jsonl", lines), resamples=200, start=repo)
    assert (score.act, score.abstain, score.pair, score.pairs) == (2, 2, 1, 3)
    # Sorting each side's results independently would pair them wrongly and claim 2 pairs.


def test_missing_episode_means_incomplete_and_no_percentages(tmp_path: Path) -> None:
    repo = hera_repo(tmp_path / "repo", (1, 2))
    lines = [line for line in episodes({1: (True, True), 2: (True, True)})
             if (line["pair_id"], line["side"]) != ("hera_002", "abstain")]
    done = run_sab("score", "hera", str(jsonl(tmp_path / "r.jsonl", lines)), "--json", cwd=repo)
    data = json.loads(done.stdout)
    assert data["complete"] is False and data["missing"] == ["hera_002/abstain"]
    assert data["act"] == {"passed": 2, "percent": None, "ci": None} and data["pair"]["percent"] is None
    done = run_sab("score", "hera", str(tmp_path / "r.jsonl"), cwd=repo)
    assert "INCOMPLETE" in done.stdout and "missing episodes: hera_002/abstain" in done.stdout


def test_runtime_failures_count_as_fails_and_are_reported(tmp_path: Path) -> None:
    from sab.importers.scoring import as_dict, score_hera

    repo = hera_repo(tmp_path / "repo", (1, 2))
    lines = episodes({1: (True, True), 2: (False, True)})
    lines[2]["runtime_valid"] = False
    score = score_hera(jsonl(tmp_path / "r.jsonl", lines), resamples=10, start=repo)
    assert (score.act, score.abstain, score.pair) == (1, 2, 1) and score.complete
    assert as_dict(score)["runtime_failures"] == 1
    done = run_sab("score", "hera", str(tmp_path / "r.jsonl"), "--resamples", "10", cwd=repo, check=True)
    assert "1 runtime failures" in done.stdout


def test_scope_is_subset_when_tasks_selects_part_of_the_imported_set(tmp_path: Path) -> None:
    import shutil

    from sab.importers.scoring import score_hera

    repo = hera_repo(tmp_path / "repo", (1, 2))
    part = repo / "selection" / "hera"
    part.mkdir(parents=True)
    for name in ("001-act", "001-abstain"):
        shutil.copytree(repo / "tasks/hera" / name, part / name)
    results = jsonl(tmp_path / "r.jsonl", episodes({1: (True, False)}))
    score = score_hera(results, repo / "selection", resamples=10)
    assert (score.scope, score.complete, score.pairs) == ("subset", True, 1)
    assert score_hera(jsonl(tmp_path / "all.jsonl", episodes({1: (True, True), 2: (True, True)})),
                      repo / "tasks", resamples=10).scope == "full"


def test_bootstrap_resamples_pairs_together_and_is_seeded(tmp_path: Path) -> None:
    from sab.importers.scoring import score_hera

    repo = hera_repo(tmp_path / "repo", range(1, 41))
    # Every pair passes exactly one side: Pair is 0 in every resample of whole pairs, whereas
    # resampling the two sides independently would often find pairs passing both.
    outcomes = {n: (n % 2 == 0, n % 2 == 1) for n in range(1, 41)}
    results = jsonl(tmp_path / "r.jsonl", episodes(outcomes))
    score = score_hera(results, resamples=2000, seed=7, start=repo)
    assert score.intervals["pair"] == (0.0, 0.0)
    low, high = score.intervals["act"]
    assert low < 50.0 < high and score.percent(score.act) == 50.0
    assert score_hera(results, resamples=2000, seed=7, start=repo).intervals == score.intervals
    # Deterministic for a seed; another seed draws other resamples (a few, so the quantiles differ).
    assert score_hera(results, resamples=25, seed=1, confidence=0.5, start=repo).intervals != \
        score_hera(results, resamples=25, seed=2, confidence=0.5, start=repo).intervals


def test_grade_lines_feed_score(tmp_path: Path) -> None:
    """What `sab grade --answer --json` prints is a valid RESULTS.jsonl line for `sab score`."""
    from sab.importers.scoring import score_airs, score_hera

    repo = hera_repo(tmp_path / "repo", (1,))
    line = {"leaf": "001-act", "benchmark": "hera", "number": 1, "pair_id": "hera_001", "side": "act",
            "passed": True, "runtime_valid": True, "reward": 1.0, "total": 1}
    score = score_hera(jsonl(tmp_path / "r.jsonl", [line, {**line, "leaf": "001-abstain", "side": "abstain"}]),
                       resamples=10, start=repo)
    assert (score.act, score.abstain, score.pair, score.complete) == (1, 1, 1, True)
    fake_leaf(repo / "tasks", "airs", "ToyRegressionMAE", scoring=TOY)
    airs = {"leaf": "ToyRegressionMAE", "benchmark": "airs", "reward": 0.5, "passed": 0, "total": 1,
            "valid_submission": 1.0, "metric_value": 1.0, "normalized_score": 0.5}
    (method,) = score_airs(jsonl(tmp_path / "a.jsonl", [airs]), start=repo).methods
    assert method.mean == pytest.approx(0.5)


# ---------------------------------------------------------------- AIRS-Bench: the rule


def test_svamp_gold_scores_the_official_ns(tmp_path: Path) -> None:
    """SVAMP's gold submission (Accuracy 1.0): 2.43 by the official rule (0.999 at the optimum),
    12.13 by sab's rule (distance floored at 1e-15)."""
    repo = airs_repo(tmp_path / "repo", {"MathQuestionAnsweringSVAMPAccuracy": SVAMP})
    results = jsonl(tmp_path / "r.jsonl", [{"leaf": "MathQuestionAnsweringSVAMPAccuracy", "valid_submission": True,
                                            "metric_value": 1.0}])
    data = json.loads(run_sab("score", "airs", str(results), "--json", cwd=repo, check=True).stdout)
    assert data["rule"] == "official" and data["methods"][0]["ns"]["mean"] == pytest.approx(2.4261, abs=1e-4)
    assert data["methods"][0]["ns"]["mean"] == pytest.approx(official(1.0, SVAMP))
    sab = json.loads(run_sab("score", "airs", str(results), "--json", "--rule", "sab", cwd=repo, check=True).stdout)
    assert sab["rule"] == "sab" and sab["methods"][0]["ns"]["mean"] == pytest.approx(12.1303, abs=1e-4)
    from sab.importers.airs_rule import normalised_score

    assert normalised_score(1.0, sota=0.942, worst=0.0, optimal=1.0) == pytest.approx(2.4261, abs=1e-4)


GRID_SCORINGS = [
    SVAMP, TOY,
    {"sota": 0.854, "worst": -0.5870786, "optimal": 1.0},        # SICK Spearman: the worst below 0
    {"sota": 0.017, "worst": 9.699924, "optimal": 0.0},           # ZINC MAE
    {"sota": 576.35, "worst": 34761.99, "optimal": 0.0},          # Solar MAE: every distance above 1
    {"sota": 0.187, "worst": 0.0, "optimal": 1.0},                # APPS Pass@5
]


@pytest.mark.parametrize("rule", ["official", "sab"])
@pytest.mark.parametrize("scoring", GRID_SCORINGS)
def test_template_and_library_compute_the_same_rule(scoring, rule) -> None:
    """The leaf's validate.py (standard library only, shipped verbatim) repeats the library's formula."""
    from sab.importers.airs_rule import normalised_score

    o, t, w = scoring["optimal"], scoring["sota"], scoring["worst"]
    values = [o, t, w, (t + w) / 2, o + (t - o) / 10, o + (t - o) / 1e6,      # optimum, SOTA, worst, between, beyond SOTA
              w + 3 * (w - o), o - (t - o), o + 1e-300, 1e300, -1e300]       # worse than the worst, both sides of o
    for value in values:
        library = normalised_score(value, sota=t, worst=w, optimal=o, rule=rule)
        template = validate.normalised_score(value, {**scoring, "rule": rule})
        assert template == library, (value, template, library)
        assert math.isfinite(library)
        if rule == "official":
            gap = abs(value - o) or abs(0.999 - o)
            assert library == pytest.approx((math.log10(abs(w - o)) - math.log10(gap))
                                            / (math.log10(abs(w - o)) - math.log10(abs(t - o))))
    assert normalised_score(t, sota=t, worst=w, optimal=o, rule=rule) == pytest.approx(1.0)
    assert normalised_score(w, sota=t, worst=w, optimal=o, rule=rule) == pytest.approx(0.0)
    assert validate.normalised_score(o, scoring) == normalised_score(o, sota=t, worst=w, optimal=o)  # official by default


def test_the_official_optimum_of_a_lower_is_better_task_is_read_as_0_999() -> None:
    """The notebook replaces the distance |s - o| = 0 by |0.999 - o|: 0.001 when o = 1, but 0.999
    when o = 0, so a perfect MAE scores about as a distance of 1 (below SOTA for TOY)."""
    from sab.importers.airs_rule import normalised_score

    assert normalised_score(0.0, sota=0.1, worst=10.0, optimal=0.0) == pytest.approx((1 - math.log10(0.999)) / 2)
    assert normalised_score(0.0, sota=0.1, worst=10.0, optimal=0.0, rule="sab") == pytest.approx(8.0)


@pytest.mark.parametrize(("sota", "worst", "message"), [
    (0.1, 0.0, "no finite log-distance"),          # official: the worst at the optimum
    (0.5, 1.5, "equally far from the optimum"),
])
def test_degenerate_scoring_parameters_are_refused(sota, worst, message) -> None:
    from sab.importers.airs_rule import normalised_score

    with pytest.raises(ValueError, match=message):
        normalised_score(0.3, sota=sota, worst=worst, optimal=1.0 if message.startswith("equally") else 0.0)
    with pytest.raises(ValueError, match="not a finite number"):
        normalised_score(math.inf, sota=0.1, worst=10.0, optimal=0.0)


# ---------------------------------------------------------------- AIRS-Bench: the ten real tasks


def _fixture_scorings() -> dict[str, dict]:
    scorings = {}
    for path in sorted(AIRS_FIXTURES.glob("*/metadata.yaml")):
        meta = yaml.safe_load(path.read_text())
        info = meta["logging_info"]
        scorings[path.parent.name] = {"metric": info["metric"], "sota": info["sota"][0]["sota_score"],
                                      "worst": info["estimated_worst_score"], "optimal": info["optimal_score"],
                                      "lower_is_better": bool(meta["metric_lower_is_better"])}
    return scorings


@pytest.mark.skipif(not AIRS_FIXTURES.is_dir(), reason="the shared AIRS-Bench fixtures are not here")
def test_the_ten_real_tasks_score_by_the_official_formula(tmp_path: Path) -> None:
    scorings = _fixture_scorings()
    assert len(scorings) == 10
    repo = airs_repo(tmp_path / "repo", scorings)
    lines, expected = [], {}
    for name, meta in scorings.items():
        o, t, w = meta["optimal"], meta["sota"], meta["worst"]
        runs = [(True, o), (True, t), (True, (t + w) / 2), (True, w + (w - o)), (False, None)]  # optimum .. invalid
        for seed, (valid, value) in enumerate(runs):
            lines.append({"leaf": f"tasks/airs/{name}", "seed": seed, "valid_submission": valid,
                          **({"metric_value": value} if valid else {})})
        expected[name] = statistics.mean(official(value, meta) if valid else 0.0 for valid, value in runs)
    random.Random(1).shuffle(lines)
    data = json.loads(run_sab("score", "airs", str(jsonl(tmp_path / "r.jsonl", lines)), "--json",
                              cwd=repo, check=True).stdout)
    (method,) = data["methods"]
    assert data["complete"] is True and data["tasks"] == 10 and data["missing"] == []
    for name, mean in expected.items():
        assert method["per_task"][name] == {"runs": 5, "valid": 4, "mean": pytest.approx(mean, rel=1e-12)}
    assert method["ns"]["mean"] == pytest.approx(statistics.mean(expected.values()), rel=1e-12)
    assert method["ns"]["se"] == pytest.approx(statistics.stdev(expected.values()) / math.sqrt(10), rel=1e-12)
    assert method["valid_submissions"] == {"count": 40, "runs": 50, "rate": pytest.approx(0.8)}

    # Every task at its optimum: the official mean and sab's clamped one.
    at_optimum = jsonl(tmp_path / "opt.jsonl", [{"leaf": name, "valid_submission": True, "metric_value": meta["optimal"]}
                                                for name, meta in scorings.items()])
    means = {rule: json.loads(run_sab("score", "airs", str(at_optimum), "--json", "--rule", rule, cwd=repo,
                                      check=True).stdout)["methods"][0]["ns"]["mean"] for rule in ("official", "sab")}
    assert means["official"] == pytest.approx(statistics.mean(official(m["optimal"], m) for m in scorings.values()))
    assert means["official"] == pytest.approx(7.4037, abs=1e-4) and means["sab"] == pytest.approx(38.2877, abs=1e-4)


# ---------------------------------------------------------------- AIRS-Bench: the aggregate


def test_seeds_are_averaged_per_task_then_mean_and_se_over_tasks(tmp_path: Path) -> None:
    from sab.importers.scoring import as_dict, score_airs

    repo = airs_repo(tmp_path / "repo", {"a": TOY, "b": TOY, "c": TOY})
    # TOY is log-linear: MAE 0.1 -> 1, 1.0 -> 0.5, 10 -> 0; 100 -> -0.5 counts 0; invalid counts 0.
    results = jsonl(tmp_path / "r.jsonl", [
        {"leaf": "a", "seed": 1, "valid_submission": True, "metric_value": 0.1},
        {"leaf": "a", "seed": 2, "valid_submission": True, "metric_value": 1.0},
        {"leaf": "b", "seed": 1, "valid_submission": 1, "metric_value": 100.0},
        {"leaf": "b", "seed": 2, "valid_submission": 0},
        {"leaf": "b", "seed": "third", "valid_submission": False, "metric_value": 0.1},
        {"leaf": "c", "valid_submission": True, "metric_value": 10.0},
    ])
    data = as_dict(score_airs(results, start=repo))
    (method,) = data["methods"]
    assert {name: task["mean"] for name, task in method["per_task"].items()} == pytest.approx({"a": 0.75, "b": 0.0, "c": 0.0})
    assert method["ns"]["mean"] == pytest.approx(0.25)
    assert method["ns"]["se"] == pytest.approx(statistics.stdev([0.75, 0.0, 0.0]) / math.sqrt(3))
    # the valid rate: per task 2/2, 1/3, 1/1, averaged over tasks
    assert method["valid_submissions"] == {"count": 4, "runs": 6, "rate": pytest.approx((1 + 1 / 3 + 1) / 3)}
    assert data["elo"] is None and data["complete"] is True


def test_a_second_run_of_the_same_leaf_seed_and_method_names_the_line(tmp_path: Path) -> None:
    repo = airs_repo(tmp_path / "repo", {"a": TOY})
    line = {"leaf": "a", "seed": 3, "method": "m", "valid_submission": True, "metric_value": 1.0}
    results = jsonl(tmp_path / "r.jsonl", [line, {**line, "seed": 4}, {**line, "leaf": "tasks/airs/a"}])
    done = run_sab("score", "airs", str(results), cwd=repo)
    assert done.returncode == 2 and "Traceback" not in done.stderr
    assert done.stderr.startswith(f"error: {results}: line 3: a second result for leaf 'a', seed 3, method 'm' "
                                  "(first at line 1)"), done.stderr
    as_text = jsonl(tmp_path / "t.jsonl", [line, {**line, "seed": "3"}])  # a seed is an identity: 3 and "3" are one run
    done = run_sab("score", "airs", str(as_text), cwd=repo)
    assert done.returncode == 2 and "line 2: a second result for leaf 'a', seed 3, method 'm'" in done.stderr
    mixed = jsonl(tmp_path / "m.jsonl", [line, {k: v for k, v in line.items() if k != "method"}])
    done = run_sab("score", "airs", str(mixed), cwd=repo)
    assert done.returncode == 2 and f"error: {mixed}: line 2: method: every line names a method" in done.stderr


def test_observed_worst_is_the_worst_valid_result_of_the_task(tmp_path: Path) -> None:
    from sab.errors import SabError
    from sab.importers.scoring import score_airs

    repo = airs_repo(tmp_path / "repo", {"low": TOY, "high": SVAMP, "none": TOY})
    lines = [
        {"leaf": "low", "method": "m1", "valid_submission": True, "metric_value": 0.1},
        {"leaf": "low", "method": "m2", "valid_submission": True, "metric_value": 1.0},     # the worst MAE seen
        {"leaf": "low", "method": "m2", "seed": 1, "valid_submission": False, "metric_value": 50.0},  # invalid: not seen
        {"leaf": "high", "method": "m1", "valid_submission": True, "metric_value": 0.5},   # the worst accuracy seen
        {"leaf": "high", "method": "m2", "valid_submission": True, "metric_value": 0.9},
        {"leaf": "none", "method": "m1", "valid_submission": False},                      # no valid result: all 0
        {"leaf": "none", "method": "m2", "valid_submission": False},
    ]
    score = score_airs(jsonl(tmp_path / "r.jsonl", lines), worst="observed", start=repo)
    assert score.observed_worst == {"low": 1.0, "high": 0.5, "none": None}
    m1, m2 = score.methods
    high = {**SVAMP, "worst": 0.5}
    assert m1.per_task["low"].mean == pytest.approx(1.0) and m2.per_task["low"].mean == pytest.approx(0.0)
    assert m1.per_task["high"].mean == 0.0 and m2.per_task["high"].mean == pytest.approx(official(0.9, high))
    assert m1.per_task["none"].mean == 0.0
    estimated = score_airs(tmp_path / "r.jsonl", start=repo)
    assert estimated.methods[1].per_task["low"].mean == pytest.approx(0.25)  # MAE 1 against the estimated worst 10, and 0
    one = jsonl(tmp_path / "one.jsonl", [{"leaf": n, "valid_submission": True, "metric_value": 0.5} for n in ("low", "high", "none")])
    with pytest.raises(SabError, match="--worst observed needs at least two valid results of task 'high'"):
        score_airs(one, worst="observed", start=repo)


def test_elo_across_methods(tmp_path: Path) -> None:
    from sab.importers.scoring import as_dict, elo_ratings, score_airs

    # One game: the winner gains K/2 = 16 from equal ratings.
    assert elo_ratings({"a": {"t": 1.0}, "b": {"t": 0.5}}) == pytest.approx({"a": 1016.0, "b": 984.0})
    # Two games won by a: 16, then 32 (1 - 1 / (1 + 10^(-32/400))), in either order.
    second = 32 * (1 - 1 / (1 + 10 ** (-32 / 400)))
    assert elo_ratings({"a": {"t": 1, "u": 1}, "b": {"t": 0, "u": 0}})["a"] == pytest.approx(1016 + second)
    assert elo_ratings({"a": {"t": 0.3}, "b": {"t": 0.3}}) == {"a": 1000.0, "b": 1000.0}            # a draw
    mixed = {"a": {"t": 1, "u": 0, "v": 1}, "b": {"t": 0, "u": 1, "v": 0.5}, "c": {"t": 0.5, "u": 0.5, "v": 0}}
    ratings = elo_ratings(mixed)
    assert ratings == elo_ratings(mixed) and sum(ratings.values()) == pytest.approx(3000.0)       # deterministic, zero-sum
    assert ratings["a"] > ratings["b"] > ratings["c"]
    assert elo_ratings(mixed, seed=1) != ratings and elo_ratings(mixed, seed=1)["a"] == pytest.approx(ratings["a"], abs=5)

    repo = airs_repo(tmp_path / "repo", {"t": TOY, "u": TOY})
    lines = [{"leaf": task, "method": method, "seed": seed, "valid_submission": True, "metric_value": value}
             for task, method, seed, value in [("t", "good", 0, 0.1), ("t", "good", 1, 1.0), ("t", "bad", 0, 10.0),
                                               ("u", "good", 0, 1.0), ("u", "bad", 0, 1.0)]]
    data = as_dict(score_airs(jsonl(tmp_path / "r.jsonl", lines), start=repo))
    assert [m["method"] for m in data["methods"]] == ["bad", "good"]
    assert data["elo"]["ratings"] == pytest.approx(elo_ratings({"good": {"t": 0.75, "u": 0.5}, "bad": {"t": 0.0, "u": 0.5}}))
    assert data["elo"]["ratings"]["good"] > 1000 > data["elo"]["ratings"]["bad"] and data["elo"]["k"] == 32.0
    # A method missing a task: incomplete, no mean and no Elo.
    data = as_dict(score_airs(jsonl(tmp_path / "r2.jsonl", lines[:-1]), start=repo))
    assert data["complete"] is False and data["missing"] == ["u (method bad)"] and data["elo"] is None
    assert data["methods"][0]["ns"]["mean"] is None and data["methods"][1]["ns"]["mean"] == pytest.approx(0.625)


def test_huge_values_stay_finite_in_text_and_json(tmp_path: Path) -> None:
    """Huge numbers once summed to inf (printed as inf, and --json crashed); NS is now recomputed
    from the metric by a log-distance, and every reported number is finite."""
    repo = airs_repo(tmp_path / "repo", {"a": TOY, "b": SVAMP, "c": TOY})
    lines = [{"leaf": "a", "valid_submission": True, "metric_value": 1.7e308, "normalized_score": 1.7e308},
             {"leaf": "b", "valid_submission": True, "metric_value": -1.7e308, "normalized_score": 1.7e308},
             {"leaf": "c", "valid_submission": True, "metric_value": 5e-324, "normalized_score": 1.7e308}]
    results = jsonl(tmp_path / "r.jsonl", lines)
    done = run_sab("score", "airs", str(results), "--json", cwd=repo)
    assert done.returncode == 0 and "Traceback" not in done.stderr, done.stderr
    data = json.loads(done.stdout, parse_constant=lambda c: pytest.fail(f"{c} in --json"))
    (method,) = data["methods"]
    assert method["per_task"]["a"]["mean"] == 0.0 and method["per_task"]["b"]["mean"] == 0.0
    assert method["per_task"]["c"]["mean"] == pytest.approx((-math.log10(5e-324) + 1) / 2)  # 162.2, finite
    text = run_sab("score", "airs", str(results), cwd=repo, check=True).stdout
    assert "inf" not in text.lower() and "nan" not in text.lower(), text


@pytest.mark.parametrize(("line", "message"), [
    ({"leaf": "a", "valid_submission": True, "metric_value": "1"}, "line 1: metric_value: Input should be a valid number"),
    ({"leaf": "a", "valid_submission": True, "metric_value": True}, "line 1: metric_value: Input should be a valid number"),
    ({"leaf": "a", "valid_submission": True, "metric_value": "yes"}, "line 1: metric_value: Input should be a valid number"),
    ({"leaf": "a", "valid_submission": "yes", "metric_value": 1.0}, "line 1: valid_submission: Value error, must be true or false"),
    ({"leaf": "a", "valid_submission": "1", "metric_value": 1.0}, "line 1: valid_submission"),
    ({"leaf": "a", "valid_submission": 2, "metric_value": 1.0}, "line 1: valid_submission"),
    ({"leaf": "a", "valid_submission": True, "metric_value": 1.0, "normalized_score": "1"}, "line 1: normalized_score"),
    ({"leaf": "a", "valid_submission": True, "metric_value": 1.0, "seed": True}, "line 1: seed"),
    ({"leaf": "a", "valid_submission": True}, "a valid submission needs metric_value"),
    ('{"leaf": "a", "valid_submission": true, "metric_value": 1e999}', "line 1: metric_value: Input should be a finite number"),
    ({"leaf": "a", "valid_submission": True, "metric_value": -1.7e308}, "line 1: metric_value: "),  # |s - o| overflows
    ({"leaf": "zz", "valid_submission": False}, "line 1: 'zz' is not among the selected leaves"),
])
def test_airs_numbers_are_strict(tmp_path: Path, line, message) -> None:
    overflowing = isinstance(line, dict) and line.get("metric_value") == -1.7e308
    repo = airs_repo(tmp_path / "repo", {"a": {**TOY, "optimal": 1.7e308, "sota": 1.6e308, "worst": 1e308}
                                         if overflowing else TOY})
    results = jsonl(tmp_path / "r.jsonl", [line])
    for args in ((), ("--json",)):
        done = run_sab("score", "airs", str(results), *args, cwd=repo)
        assert done.returncode == 2 and "Traceback" not in done.stderr and done.stdout == "", done.stderr
        assert done.stderr.startswith(f"error: {results}: ") and message in done.stderr, done.stderr
        assert len(done.stderr.strip().splitlines()) == 1


@pytest.mark.parametrize(("benchmark", "lines", "message"), [
    ("super", ['{"leaf": "a", "output_match": 1}', '{"leaf": '], "line 2: not a JSON object"),
    ("super", [{"leaf": "a"}], "line 1: (top level): Value error, needs output_match"),
    ("super", [{"leaf": "a", "output_match": "1"}], "line 1: output_match: Input should be a valid number"),
    ("super", [{"leaf": "a", "output_match": True}], "line 1: output_match: Input should be a valid number"),
    ("super", [{"leaf": "a", "output_match": 1}, {"leaf": "tasks/super/a", "output_match": 0}],
     "line 2: a second result for 'a' (first at line 1)"),
    ("hera", [{"pair_id": "hera_001", "number": 2, "side": "act", "passed": True, "runtime_valid": True}],
     "line 1: (top level): Value error, pair_id 'hera_001' does not match number 2"),
    ("hera", [{"pair_id": "pair-1", "side": "act", "passed": True, "runtime_valid": True}], "is not hera_<number>"),
    ("hera", [{"number": 1, "side": "act", "passed": True, "runtime_valid": False}], "passed together with runtime_valid false"),
    ("hera", [{"number": 1, "side": "both", "passed": True, "runtime_valid": True}], "line 1: side"),
    ("hera", [{"number": 1, "side": "act", "passed": True, "runtime_valid": True}] * 2, "a second result for (1, 'act')"),
    ("hera", [{"number": 1, "side": "act", "passed": 1, "runtime_valid": True}], "line 1: passed: Input should be a valid boolean"),
    ("hera", [{"number": 1, "side": "act", "passed": "true", "runtime_valid": True}], "line 1: passed"),
    ("hera", [{"number": 1, "side": "act", "passed": False, "runtime_valid": 0}], "line 1: runtime_valid"),
    ("hera", [{"number": 1, "side": "act", "passed": True, "runtime_valid": True, "harness": "react"},
              {"number": 1, "side": "abstain", "passed": True, "runtime_valid": True, "harness": "oneshot"}],
     "line 2: harness: harness 'oneshot' differs from 'react' (line 1)"),
    ("hera", [{"number": 1, "side": "act", "passed": True, "runtime_valid": True, "harness": "react"},
              {"number": 1, "side": "abstain", "passed": True, "runtime_valid": True}],
     "line 2: harness: harness None differs from 'react' (line 1)"),
])
def test_bad_results_name_the_line(tmp_path: Path, benchmark, lines, message) -> None:
    repo = hera_repo(tmp_path / "repo", (1,)) if benchmark == "hera" else make_repo(tmp_path / "repo")
    if benchmark == "super":
        fake_leaf(repo / "tasks", "super", "a")
    results = jsonl(tmp_path / "r.jsonl", lines)
    done = run_sab("score", benchmark, str(results), cwd=repo)
    assert done.returncode == 2 and "Traceback" not in done.stderr
    assert done.stderr.startswith(f"error: {results}: ") and message in done.stderr, done.stderr



def test_an_oracle_at_a_lower_is_better_optimum_still_passes_selfcheck(tmp_path: Path) -> None:
    """Officially the toy task's gold (MAE 0, the optimum) scores NS 0.5002, below SOTA's 1; its
    check passes because the metric is at or beyond SOTA, and so the oracle's selfcheck holds."""
    from importer_fixtures import write_airs_task
    from sab.importers.airs import import_airs
    from sab.importers.selfcheck import selfcheck_import

    repo = make_repo(tmp_path / "repo")
    (tmp_path / "hf").mkdir()
    (leaf,) = import_airs(repo / "tasks", write_airs_task(tmp_path / "rad"), tmp_path / "hf", org="testorg").leaves
    check = selfcheck_import(leaf)
    assert check.ok, [case.as_dict() for case in check.cases]
    assert check.cases[0].name == "oracle" and check.cases[0].reward == 1.0  # the bounded reward: 1 at the optimum
    assert "NS 0.5002" in check.cases[0].reason


@pytest.mark.parametrize(("line", "message"), [
    ({"leaf": "a", "output_match": 0.0, "reward": 1.0}, "output_match 0.0 and reward 1.0 disagree"),
    ({"leaf": "a", "output_match": 1.0, "submitted": "no"}, "submitted"),
])
def test_super_results_are_consistent(tmp_path: Path, line, message) -> None:
    tasks = tmp_path / "repo/tasks"
    fake_leaf(tasks, "super", "a")
    results = jsonl(tmp_path / "r.jsonl", [line])
    done = run_sab("score", "super", str(results), "--tasks", str(tasks / "super"), cwd=tmp_path)
    assert done.returncode == 2 and "Traceback" not in done.stderr
    assert f"{results}: line 1" in done.stderr and message in done.stderr, done.stderr


def test_a_result_without_an_answer_is_not_counted_as_submitted(tmp_path: Path) -> None:
    tasks = tmp_path / "repo/tasks"
    fake_leaf(tasks, "super", "a")
    fake_leaf(tasks, "super", "b")
    results = jsonl(tmp_path / "r.jsonl", [{"leaf": "a", "output_match": 0.0, "submitted": 0},
                                           {"leaf": "b", "output_match": 1.0, "submitted": 1.0}])
    done = run_sab("score", "super", str(results), "--tasks", str(tasks / "super"), "--json", cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout)["submitted"] == 1


def test_airs_a_task_that_cannot_be_normalised_names_its_scoring_file_and_the_fix(tmp_path: Path) -> None:
    """SOTA and the worst equally far from the optimum: with the estimated worst the task's own
    scoring.json is at fault (re-import it); with the observed worst, the runs are (use the other)."""
    from sab.errors import FileFormatError, SabError
    from sab.importers.scoring import AIRS_SCORING, score_airs

    def refusal(repo: Path, lines: list, worst: str) -> tuple:
        with pytest.raises(SabError) as raised:
            score_airs(jsonl(tmp_path / f"{worst}.jsonl", lines), worst=worst, start=repo)
        error = raised.value
        return error.message, error.file, error.field, error.fix

    flat = airs_repo(tmp_path / "flat", {"a": {**TOY, "sota": 1.0, "worst": 1.0}})
    assert refusal(flat, [{"leaf": "a", "valid_submission": True, "metric_value": 0.5}], "estimated") == (
        "task 'a' cannot be normalised with the estimated worst: SOTA 1.0 and worst 1.0 are equally far from the optimum 0.0",
        str(flat / "tasks/airs/a" / AIRS_SCORING), None, "re-import the task")
    repo = airs_repo(tmp_path / "repo", {"a": TOY})
    runs = [{"leaf": "a", "valid_submission": True, "metric_value": 0.1, "seed": seed} for seed in (1, 2)]
    assert refusal(repo, runs, "observed") == (
        "task 'a' cannot be normalised with the observed worst: SOTA 0.1 and worst 0.1 are equally far from the optimum 0.0",
        str(repo / "tasks/airs/a" / AIRS_SCORING), None, "use the other --worst")
    huge = airs_repo(tmp_path / "huge", {"a": {**TOY, "optimal": 1.7e308, "sota": 1.6e308, "worst": 1e308}})
    results = jsonl(tmp_path / "overflow.jsonl", [{"leaf": "a", "valid_submission": True, "metric_value": -1.7e308}])
    with pytest.raises(FileFormatError) as raised:
        score_airs(results, start=huge)
    assert (raised.value.file, raised.value.field) == (str(results), "line 1: metric_value")
    assert raised.value.message == "-1.7e+308 is at distance inf from the optimum 1.7e+308: no finite log-distance"
