"""AIRS-Bench on the real task folders of shared/fixtures/airs-bench (ten of the twenty, unchanged).

The datasets the tasks read are built here, small, in the real layout (Hugging Face
`save_to_disk` folders under `<data>/<dataset>/<config>`) by tests/airs_real_data.py, run with
the interpreter of the cached environment of the tasks' container requirements, which leafenv
builds from pins (PyPI reached once; later runs reuse the cache: $SAB_ENV_CACHE, else sab's
standard cache). Environments that hold torch are never built here: those tasks must import
(their pins resolved without downloading torch) and nothing more.
"""

from __future__ import annotations

import json
import math
import subprocess
import time
from pathlib import Path
from types import SimpleNamespace

import pytest

from conftest import PROJECT, run_sab
from importer_fixtures import make_repo

REAL = PROJECT.parent / "shared" / "fixtures" / "airs-bench" / "tasks"
SVAMP = "MathQuestionAnsweringSVAMPAccuracy"
YELP = "SentimentAnalysisYelpReviewFullAccuracy"
APPS = "CodeGenerationAPPSPassAt5"
# Evaluation requirements that bring torch (torch itself, or torchmetrics).
TORCH_TASKS = ("CoreferenceResolutionSuperGLUEWSCAccuracy", "CvMolecularPropertyPredictionQm9MeanAbsoluteError",
               "GraphRegressionZincMae", "TimeSeriesForecastingRideshareMAE", "ReadingComprehensionSquadExactMatch",
               "TextualSimilaritySickSpearmanCorrelation", APPS)
SCOPES = {
    APPS: "codeparrot/apps/all", "CoreferenceResolutionSuperGLUEWSCAccuracy": "aps/super_glue/wsc",
    "CvMolecularPropertyPredictionQm9MeanAbsoluteError": "nimashoghi/qm9/default",
    "GraphRegressionZincMae": "graphs-datasets/ZINC/default", SVAMP: "ChilleD/SVAMP/default",
    "QuestionAnsweringEli5RougeL": "Pavithree/eli5/default", "ReadingComprehensionSquadExactMatch": "rajpurkar/squad/plain_text",
    YELP: "Yelp/yelp_review_full/yelp_review_full", "TextualSimilaritySickSpearmanCorrelation": "RobZamp/sick/default",
    "TimeSeriesForecastingRideshareMAE": "Monash-University/monash_tsf/rideshare",
}

# Every test here imports the ten real task folders first: end to end (`make test-all`).
pytestmark = [pytest.mark.e2e,
              pytest.mark.skipif(not REAL.is_dir(), reason=f"no real AIRS-Bench task folders at {REAL}")]


@pytest.fixture(scope="module")
def real(tmp_path_factory) -> SimpleNamespace:
    from sab.importers.airs import import_airs
    from sab.leafenv import ensure_environment, resolve_requirements

    base = tmp_path_factory.mktemp("airs-real")
    started = time.monotonic()
    environment = ensure_environment(resolve_requirements(["datasets==4.0.0"]))  # every task's container requirement
    built = time.monotonic() - started
    data = base / "data"
    subprocess.run([str(environment.bin_dir / "python"), str(PROJECT / "tests" / "airs_real_data.py"), str(data),
                    str(REAL / SVAMP / "gold_submission.csv")], check=True, capture_output=True, timeout=600)
    repo = make_repo(base / "repo")
    started = time.monotonic()
    result = import_airs(repo / "tasks", REAL, data, org="testorg")
    return SimpleNamespace(repo=repo, data=data, result=result, seconds=time.monotonic() - started, env_seconds=built)


def _leaf(real: SimpleNamespace, name: str) -> Path:
    return real.repo / "tasks" / "airs" / name


def test_the_ten_real_task_folders_import(real: SimpleNamespace) -> None:
    """Defect: every real evaluate_prepare.py copies <agent-log-dir>/submission.csv, so no real task imported."""
    print(f"import of the ten tasks: {real.seconds:.1f} s (environment: {real.env_seconds:.1f} s)")
    assert real.result.skipped == [] and real.result.complete
    assert sorted(leaf.name for leaf in real.result.leaves) == sorted(SCOPES)
    assert sorted(note.split(":")[0] for note in real.result.notes if "oracle none" in note) == sorted(set(SCOPES) - {SVAMP})
    # pyext (APPS' evaluation) builds for no Python after 3.10: left out, and said so.
    left = [note for note in real.result.notes if "left out" in note]
    assert [note.split(":")[0] for note in left] == [APPS, APPS] and all("pyext" in note for note in left)


@pytest.mark.parametrize("name", sorted(SCOPES))
def test_real_leaf_ships_the_datasets_it_reads_and_exact_pins(real: SimpleNamespace, name: str) -> None:
    import tomllib

    leaf = _leaf(real, name)
    nominal = leaf / "tests/checks/submission/ic/nominal"
    scope = SCOPES[name]
    assert (nominal / "shared" / scope).is_dir() and [p.name for p in (nominal / "shared").iterdir()] == [scope.split("/")[0]]
    shipped = sorted(p.relative_to(nominal / "shared" / scope).as_posix() for p in (nominal / "shared" / scope).rglob("*")
                     if p.is_file())
    source = sorted(p.relative_to(real.data / scope).as_posix() for p in (real.data / scope).rglob("*")
                    if p.is_file() and not p.name.startswith("cache-"))
    assert shipped == source  # what the scripts read, without caches they left beside it
    assert (nominal / "task/evaluate_prepare.py").is_file() and (nominal / "task/evaluate.py").is_file()
    # The solver's data is prepare.py's; the labels only ever exist on the verifier's side, at grading.
    public = {p.name for p in (leaf / "environment/data").iterdir()}
    assert "test" in public and "test_with_labels" not in public
    assert not list(leaf.rglob("test_with_labels"))
    assert {p.relative_to(leaf).as_posix() for p in leaf.rglob("submission.csv")} <= {"tests/gold/submission.csv",
                                                                                       "solution/answer/submission.csv"}
    assert all(b"sab import placeholder" not in p.read_bytes() for p in leaf.rglob("*") if p.is_file())
    manifest = tomllib.loads((leaf / "task.toml").read_text())
    pins = manifest["metadata"]["sciaccel"]["dependencies"]["python"]
    names = {pin.split("==")[0] for pin in pins}
    assert all("==" in pin for pin in pins) and "datasets==4.0.0" in pins and {"pandas", "numpy", "pyarrow"} <= names
    assert ("torch" in names) == (name in TORCH_TASKS)
    assert manifest["metadata"]["airs"]["data_scope"] == scope and manifest["metadata"]["airs"]["python"] == "3.11"
    dockerfile = (leaf / "tests/Dockerfile").read_text()
    assert "ARG BASE_IMAGE=python:3.11-slim" in dockerfile and "/opt/leaf-env" in dockerfile
    assert all(pin in dockerfile for pin in pins) and "ENV SAB_PATH=/opt/leaf-env/bin" in dockerfile
    assert "ARG BASE_IMAGE=python:3.11-slim" in (leaf / "environment/Dockerfile").read_text()


def test_a_real_leaf_lints_clean(real: SimpleNamespace) -> None:
    done = run_sab("lint", f"tasks/airs/{SVAMP}", cwd=real.repo)
    assert done.returncode == 0, done.stdout + done.stderr


def test_svamp_gold_graded_end_to_end_with_its_pinned_environment(real: SimpleNamespace, tmp_path: Path) -> None:
    """Defect: the local grader ran evaluate.py with sab's interpreter (no pandas): every submission invalid."""
    from sab.importers.grading import grade_answer

    gold = grade_answer(_leaf(real, SVAMP), REAL / SVAMP / "gold_submission.csv").reward
    print(f"SVAMP gold: {gold}")
    assert gold["valid_submission"] == 1 and gold["metric_value"] == 1.0 and gold["passed"] == 1
    assert gold["reward"] == 1.0  # the optimum
    assert gold["normalized_score"] == pytest.approx(3 / -math.log10(1 - 0.942))  # official: 0.999 at the optimum
    # The solver's own submission reaches evaluate.py through the log directory, not the gold.
    permuted = grade_answer(_leaf(real, SVAMP), REAL / SVAMP / "gold_submission_permuted_2.csv").reward
    assert permuted["valid_submission"] == 1 and permuted["metric_value"] < 1.0


def test_selfcheck_of_a_real_task_without_gold(real: SimpleNamespace) -> None:
    """Defect: without gold, the self-check passed without evaluate.py ever running."""
    from sab.importers.selfcheck import selfcheck_import

    check = selfcheck_import(_leaf(real, YELP))
    cases = {case.name: case for case in check.cases}
    assert check.ok and list(cases) == ["oracle", "constructed", "empty submission"], check
    assert "NO GOLD SUBMISSION EXISTS" in cases["oracle"].reason
    assert "Accuracy 1 -> NS" in cases["constructed"].reason and cases["constructed"].reward == 1.0
    assert cases["empty submission"].reward == 0 and "No columns to parse" in cases["empty submission"].reason
    done = run_sab("import", "selfcheck", f"tasks/airs/{YELP}", "--json", cwd=real.repo)
    assert done.returncode == 0, done.stdout + done.stderr
    assert "NO GOLD SUBMISSION EXISTS" in done.stdout


def test_size_guard_names_the_task_and_the_size(real: SimpleNamespace, tmp_path: Path) -> None:
    from sab.importers.airs import import_airs

    repo = make_repo(tmp_path / "repo")
    result = import_airs(repo / "tasks", REAL / SVAMP, real.data, org="testorg", max_data_bytes=4096)
    (skipped,) = result.skipped
    assert skipped.instance == SVAMP and result.leaves == []
    assert f"{SVAMP}: the data copied into the leaf is" in skipped.reason and "over the limit of 4.0 KiB (4096 bytes)" in skipped.reason
    assert "ChilleD/SVAMP/default" in skipped.reason and "--max-data-bytes" in skipped.reason
    assert not (repo / "tasks/airs").exists()


def test_import_summary_through_the_cli(real: SimpleNamespace, tmp_path: Path) -> None:
    repo = make_repo(tmp_path / "repo")
    done = run_sab("import", "airs", "--from", str(REAL / YELP), "--data", str(real.data), "--json", cwd=repo)
    assert done.returncode == 0, done.stdout + done.stderr
    summary = json.loads(done.stdout)
    assert summary["complete"] and summary["leaves"] == [f"tasks/airs/{YELP}"]
