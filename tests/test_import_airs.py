"""AIRS-Bench: preparing a toy task, the normalised score, grading through the drivers, bad input."""

from __future__ import annotations

import json
import math
from pathlib import Path

import pytest

from conftest import run_sab
from importer_fixtures import AIRS_FILES, load_validate, make_repo, write_airs_csv, write_airs_task

validate = load_validate("airs")
TOY = {"metric": "MAE", "sota": 0.1, "worst": 10.0, "optimal": 0.0}


@pytest.fixture(scope="module")
def imported(tmp_path_factory) -> Path:
    base = tmp_path_factory.mktemp("airs")
    repo = make_repo(base / "repo")
    (base / "hf").mkdir()
    write_airs_task(base / "rad")
    run_sab("import", "airs", "--from", str(base / "rad"), "--data", str(base / "hf"), cwd=repo, check=True)
    return repo


@pytest.mark.parametrize(("value", "scoring", "expected"), [
    (0.80, {"sota": 0.854, "worst": -0.5870786, "optimal": 1.0}, 0.868),   # SICK, Spearman (research notes)
    (0.5, {"sota": 0.017, "worst": 9.70, "optimal": 0.0}, 0.467),          # ZINC, MAE
    (0.1, TOY, 1.0), (10.0, TOY, 0.0), (1.0, TOY, 0.5),                  # SOTA 1, worst 0, log-linear between
    # The optimum, by AIRS-Bench's official rule (march_of_9s_normalized): a score exactly at the
    # optimum is read as 0.999, so here (o = 0) its distance is 0.999 and NS = (1 - log10 0.999) / 2,
    # about 0.5; sab's old clamp at 1e-15 gave 8 (still available as scoring.json "rule": "sab").
    (0.0, TOY, (1 - math.log10(0.999)) / 2),
    (0.0, {**TOY, "rule": "sab"}, 8.0),
    (100.0, TOY, -0.5),                                                    # worse than the worst: negative NS
])
def test_normalised_score(value, scoring, expected) -> None:
    assert validate.normalised_score(value, scoring) == pytest.approx(expected, abs=1e-3)


@pytest.mark.parametrize(("output", "value"), [
    ('noise\n--- EVALUATION RESULT ---\n{"MAE": 0.25}\n', 0.25),
    ('--- EVALUATION RESULT ---\n{"MeanAbsoluteError": 0.5}', 0.5),               # the only value counts
    ('--- EVALUATION RESULT ---\n{"MAE": 1}\n--- EVALUATION RESULT ---\n{"MAE": 2} trailing', 2.0),
    ('{"MAE": 0.25}', "no evaluation result"),
    ('--- EVALUATION RESULT ---\nMAE=0.25', "not JSON"),
    ('--- EVALUATION RESULT ---\n{"MAE": NaN}', "not a finite number"),
    ('--- EVALUATION RESULT ---\n{"MAE": "0.2"}', "not a finite number"),
    ('--- EVALUATION RESULT ---\n{"RMSE": 1, "R2": 0.5}', "has no 'MAE'"),
])
def test_metric_parsing(output, value) -> None:
    if isinstance(value, float):
        assert validate.metric_value(output, "MAE") == value
    else:
        with pytest.raises(ValueError, match=value):
            validate.metric_value(output, "MAE")


def test_imported_leaf_layout_keeps_labels_on_the_verifier_side(imported: Path) -> None:
    assert run_sab("lint", "tasks/airs/ToyRegressionMAE", cwd=imported).returncode == 0
    leaf = imported / "tasks/airs/ToyRegressionMAE"
    environment = sorted(p.relative_to(leaf).as_posix() for p in (leaf / "environment").rglob("*") if p.is_file())
    assert environment == ["environment/Dockerfile", "environment/data/test.csv", "environment/data/train.csv"]
    hidden = leaf / "tests/checks/submission/ic/nominal"
    # evaluate_prepare.py runs at grading (after the solver), so no labels it wrote at import ship.
    assert not (hidden / "data").exists() and not (hidden / "shared").exists()
    assert sorted(p.name for p in (hidden / "task").iterdir()) == ["evaluate.py", "evaluate_prepare.py", "utils.py"]
    assert json.loads((hidden / "scoring.json").read_text()) == {**TOY, "lower_is_better": True}
    assert (leaf / "tests/gold/submission.csv").read_text() == AIRS_FILES["gold_submission.csv"]
    instruction = (leaf / "instruction.md").read_text()
    assert instruction.startswith(AIRS_FILES["project_description.md"].rstrip()) and "/app/submission.csv" in instruction
    assert "COPY --chown=solver:solver data/ /app/data/" in (leaf / "environment/Dockerfile").read_text()


def _grade(repo: Path, text: str, tmp_path: Path) -> dict:
    from sab.importers.grading import grade_answer

    (tmp_path / "submission.csv").write_text(text)
    return grade_answer(repo / "tasks/airs/ToyRegressionMAE", tmp_path / "submission.csv").reward


@pytest.mark.parametrize(("submission", "mae"), [
    ("id,y\n4,8\n5,10\n6,12\n7,14\n", 0.0),          # the oracle
    ("id,y\n7,14\n6,12\n5,10\n4,9\n", 0.25),          # one value off by 1
    ("id,y\n4,18\n5,20\n6,22\n7,24\n", 10.0),         # the worst
    ("id,y\n4,108\n5,110\n6,112\n7,114\n", 100.0),    # worse than the worst: reward 0, still valid
])
def test_valid_submissions_through_the_drivers(imported: Path, tmp_path: Path, submission, mae) -> None:
    flat = _grade(imported, submission, tmp_path)
    ns = (-math.log10(mae or 0.999) + 1) / 2  # the official rule: the optimum (MAE 0) is read as 0.999
    reward = 1.0 if mae == 0 else 0.9 * min(1.0, max(0.0, (1 - math.log10(mae)) / 2))
    assert flat["valid_submission"] == 1 and flat["metric_value"] == mae
    assert flat["normalized_score"] == pytest.approx(ns) and flat["reward"] == pytest.approx(reward)
    assert flat["passed"] == (mae <= 0.1)  # at or beyond SOTA, the optimum included


# The toy's labels are 8, 10, 12 and 14; each answer changes the first. SOTA is MAE 0.1 (an error of
# 0.4 in one of four values), the labels with 8 + 1e-13 or the next float after 8 are beside the
# optimum. NS is the official score, which reads the exact labels as a distance of 0.999.
NEAR_THE_OPTIMUM = {"exact": "8", "1e-13 off": repr(8 + 1e-13), "one ulp off": repr(math.nextafter(8.0, 9.0)),
                    "SOTA": "8.4"}


def test_reward_is_bounded_and_falls_with_the_distance_near_the_optimum(imported: Path, tmp_path: Path) -> None:
    """Defect: the reward was max(0, NS), unbounded, and paid 7.30 for a label corrupted by 1e-13 and
    8.18 for one ulp against 0.50 for the exact labels."""
    graded = {}
    for name, first in NEAR_THE_OPTIMUM.items():
        graded[name] = _grade(imported, f"id,y\n4,{first}\n5,10\n6,12\n7,14\n", tmp_path)
    rewards = {name: flat["reward"] for name, flat in graded.items()}
    assert all(0.0 <= reward <= 1.0 for reward in rewards.values()), rewards
    assert rewards["exact"] == 1.0 and rewards["SOTA"] == pytest.approx(0.9)
    # Ordered by the distance to the optimum: one ulp (MAE 4.4e-16) is nearer than 1e-13 (MAE 2.5e-14).
    assert rewards["exact"] > rewards["one ulp off"] > rewards["1e-13 off"] > rewards["SOTA"], rewards
    # The benchmark's own score stays beside it, unchanged: the official rule's dip at the optimum included.
    ns = {name: flat["normalized_score"] for name, flat in graded.items()}
    assert ns["exact"] == pytest.approx((1 - math.log10(0.999)) / 2) and ns["SOTA"] == pytest.approx(1.0)
    assert ns["1e-13 off"] == pytest.approx((1 - math.log10(graded["1e-13 off"]["metric_value"])) / 2)
    assert ns["one ulp off"] > ns["1e-13 off"] > ns["SOTA"] > ns["exact"]
    # grade.json carries it too, in the check's metrics.
    from sab.importers.grading import grade_answer

    grade_answer(imported / "tasks/airs/ToyRegressionMAE", tmp_path / "submission.csv", grade_file=tmp_path / "grade.json")
    metrics = json.loads((tmp_path / "grade.json").read_text())["checks"]["submission"]["metrics"]
    assert metrics["normalized_score"] == ns["SOTA"] and metrics["metric_value"] == graded["SOTA"]["metric_value"]
    # sab score still gives AIRS-Bench's aggregate, from the metric values: the mean of max(0, NS).
    from sab.importers.scoring import score_airs

    lines = [json.dumps({"leaf": "ToyRegressionMAE", "seed": name, **flat}) for name, flat in graded.items()]
    (tmp_path / "results.jsonl").write_text("\n".join(lines) + "\n")
    (method,) = score_airs(tmp_path / "results.jsonl", start=imported).methods
    assert method.mean == pytest.approx(sum(max(0.0, value) for value in ns.values()) / 4, rel=1e-12)


@pytest.mark.parametrize("scoring", [TOY, {**TOY, "rule": "sab"},
                                     {"sota": 0.854, "worst": -0.5870786, "optimal": 1.0},   # SICK, higher is better
                                     {"sota": 0.942, "worst": 0.0, "optimal": 1.0}])         # SVAMP
def test_reward_never_rises_away_from_the_optimum(scoring) -> None:
    optimal = scoring["optimal"]
    side = 1.0 if scoring["worst"] > optimal else -1.0
    worst = abs(scoring["worst"] - optimal)
    distances = sorted({0.0, 5e-324, 1e-300, 1e-16, 1e-13, 1e-6, abs(scoring["sota"] - optimal), worst, 2 * worst,
                        *(worst * k / 97 for k in range(1, 97)), *(1e-3 * k for k in range(1, 50))})
    rewards = [validate.bounded_reward(optimal + side * d, scoring) for d in distances]
    assert rewards[0] == 1.0 and all(0.0 <= r <= 1.0 for r in rewards)
    assert all(nearer >= farther for nearer, farther in zip(rewards, rewards[1:])), list(zip(distances, rewards))
    assert validate.bounded_reward(scoring["sota"], scoring) == pytest.approx(0.9)
    assert validate.bounded_reward(scoring["worst"], scoring) == 0.0


@pytest.mark.parametrize("submission", ["id,y\n4,8\n", "id,y\n4,eight\n5,10\n6,12\n7,14\n", "", "\x00\x01 garbage"])
def test_invalid_submissions_score_zero(imported: Path, tmp_path: Path, submission) -> None:
    flat = _grade(imported, submission, tmp_path)
    assert flat == {"reward": 0.0, "passed": 0, "total": 1, "valid_submission": 0.0}


def test_csv_form_gives_the_same_leaf(imported: Path, tmp_path: Path) -> None:
    repo = make_repo(tmp_path / "repo")
    (tmp_path / "hf").mkdir()
    csv_path = write_airs_csv(tmp_path / "airs_bench_tasks.csv", {"ToyRegressionMAE": AIRS_FILES})
    run_sab("import", "airs", "--from", str(csv_path), "--data", str(tmp_path / "hf"), cwd=repo, check=True)

    def tree(root: Path) -> dict[str, bytes]:
        return {p.relative_to(root).as_posix(): p.read_bytes() for p in root.rglob("*")
                if p.is_file() and "comment" not in p.relative_to(root).parts}

    assert tree(repo / "tasks/airs/ToyRegressionMAE") == tree(imported / "tasks/airs/ToyRegressionMAE")


# AIRS-Bench's own maker of gold labels (custom_labels.py), in the toy's terms: the labels as a submission.
TOY_CUSTOM_LABELS = """\
import argparse, os
parser = argparse.ArgumentParser()
parser.add_argument("--global-shared-data-dir", required=True)
parser.add_argument("--output-directory", required=True)
args = parser.parse_args()
with open(os.path.join(args.output_directory, "gold_submission.csv"), "w") as handle:
    handle.write("id,y\\n" + "".join(f"{i},{2 * i}\\n" for i in range(4, 8)))
"""


def _import_without_gold(tmp_path: Path, extra: dict[str, str]) -> Path:
    from sab.importers.airs import import_airs

    repo = make_repo(tmp_path / "repo")
    (tmp_path / "hf").mkdir()
    files = {**{k: v for k, v in AIRS_FILES.items() if k != "gold_submission.csv"}, **extra}
    result = import_airs(repo / "tasks", write_airs_task(tmp_path / "rad", files=files), tmp_path / "hf", org="testorg")
    assert result.notes == ["ToyRegressionMAE: no gold_submission*.csv, oracle none"]
    leaf = result.leaves[0]
    assert 'oracle = "none"' in (leaf / "task.toml").read_text() and not (leaf / "solution/answer").exists()
    return leaf


def test_selfcheck_without_gold_grades_a_submission_built_from_the_labels(tmp_path: Path) -> None:
    """Defect: a task without gold passed its self-check without evaluate.py ever running."""
    from sab.importers.selfcheck import selfcheck_import

    check = selfcheck_import(_import_without_gold(tmp_path, {"custom_labels.py": TOY_CUSTOM_LABELS}))
    cases = {case.name: case for case in check.cases}
    assert list(cases) == ["oracle", "constructed", "empty submission"] and check.ok, check
    assert "NO GOLD SUBMISSION EXISTS" in cases["oracle"].reason
    assert cases["constructed"].ok and "MAE 0 -> NS" in cases["constructed"].reason  # the labels: at the optimum
    assert cases["empty submission"].reward == 0


def test_selfcheck_without_gold_fails_when_no_submission_can_be_built(tmp_path: Path) -> None:
    from sab.importers.selfcheck import selfcheck_import

    check = selfcheck_import(_import_without_gold(tmp_path, {}))  # no custom_labels.py, labels not a dataset
    cases = {case.name: case for case in check.cases}
    assert not check.ok and not cases["constructed"].ok
    assert "no valid submission could be built from the labels" in cases["constructed"].reason
    assert not cases["empty submission"].ok and "never shown to accept a valid submission" in cases["empty submission"].reason


def test_empty_submission_is_not_ok_when_evaluate_cannot_start(tmp_path: Path) -> None:
    """Defect: the "empty submission" negative reported ok while evaluate.py could not even run."""
    from sab.importers.airs import import_airs
    from sab.importers.selfcheck import selfcheck_import

    repo = make_repo(tmp_path / "repo")
    (tmp_path / "hf").mkdir()
    files = {**AIRS_FILES, "evaluate.py": "import a_module_no_environment_has\n" + AIRS_FILES["evaluate.py"]}
    leaf = import_airs(repo / "tasks", write_airs_task(tmp_path / "rad", files=files), tmp_path / "hf",
                       org="testorg").leaves[0]
    cases = {case.name: case for case in selfcheck_import(leaf).cases}
    assert not cases["oracle"].ok and cases["empty submission"].reward == 0
    assert not cases["empty submission"].ok


@pytest.mark.parametrize(("breaker", "message"), [
    (lambda rad: (rad / "ToyRegressionMAE/metadata.yaml").unlink(), "ToyRegressionMAE: an AIRS-Bench task folder without metadata.yaml"),
    (lambda rad: (rad / "ToyRegressionMAE/metadata.yaml").write_text("logging_info: [unclosed\n"), "metadata.yaml: invalid YAML"),
    (lambda rad: (rad / "ToyRegressionMAE/metadata.yaml").write_text(AIRS_FILES["metadata.yaml"].replace("  metric: MAE\n", "")),
     "metadata.yaml: logging_info.metric: required field is missing"),
    (lambda rad: (rad / "ToyRegressionMAE/prepare.py").write_text("raise SystemExit('no dataset here')\n"),
     "prepare.py: prepare.py failed (exit 1): no dataset here"),
    (lambda rad: (rad / "ToyRegressionMAE/evaluate_prepare.py").write_text("pass\n"), "evaluate_prepare.py wrote no evaluation data"),
    # Defect: the hint for a failing evaluate_prepare.py was "check --data", though it ran on what the leaf ships.
    (lambda rad: (rad / "ToyRegressionMAE/evaluate_prepare.py").write_text("raise SystemExit('no labels')\n"),
     "at grading it gets only what the leaf ships, no dataset (--data holds neither <dataset>/<config> nor <dataset>)"),
])
def test_a_bad_task_folder_is_skipped_and_the_others_import(tmp_path: Path, breaker, message) -> None:
    from sab.importers.airs import import_airs

    repo = make_repo(tmp_path / "repo")
    (tmp_path / "hf").mkdir()
    write_airs_task(tmp_path / "rad")
    write_airs_task(tmp_path / "rad", name="ToySecondMAE")
    breaker(tmp_path / "rad")
    result = import_airs(repo / "tasks", tmp_path / "rad", tmp_path / "hf", org="testorg")
    (skipped,) = result.skipped
    assert skipped.instance == "ToyRegressionMAE" and message in skipped.reason, skipped
    assert "check --data" not in skipped.reason or "prepare.py failed" in skipped.reason
    assert [leaf.name for leaf in result.leaves] == ["ToySecondMAE"]
    assert sorted(p.name for p in (repo / "tasks/airs").iterdir()) == ["ToySecondMAE"]


def test_missing_data_dir_through_the_cli(tmp_path: Path) -> None:
    repo = make_repo(tmp_path / "repo")
    write_airs_task(tmp_path / "rad")
    done = run_sab("import", "airs", "--from", str(tmp_path / "rad"), "--data", str(tmp_path / "absent"), cwd=repo)
    assert done.returncode == 2 and "--data: the shared data directory does not exist" in done.stderr
