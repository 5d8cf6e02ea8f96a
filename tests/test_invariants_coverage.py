"""Invariants checks grade the coverage of the work, not only the invariants (issue 10, item 3).

A chaotic or stochastic run is graded by what it conserves or shares with the reference, and a
run cut short conserves as much: a copy of code/nbody that integrates 20 of plummer-chaos's 2500
steps kept all six invariants and reported a 25x speed-up. Every invariants rubric therefore
states, in `comparison.coverage`, what proves the candidate did all the work (row counts, and
the last value of a time or step column); validate.py fails a run that falls short, with no
distance, and `sab lint` refuses a rubric without it.
"""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import numpy as np
import pytest

from conftest import PROJECT, copy_project, run_sab
from sab.errors import FileFormatError
from sab.leaf import Leaf
from sab.model.base import parse
from sab.model.rubric import Rubric
from sab.scaffold import CheckOptions, add_check
from sab.model.rules import Command, Rule, rules_of
from sab.validate.lint import lint_leaf
from grader_file import full_grader, run_grader

TEMPLATE = full_grader()
NBODY = "tasks/nbody/integrator"
CHAOS = "plummer-chaos"

# --------------------------------------------------------------------------------------------
# The stock validate.py
# --------------------------------------------------------------------------------------------

ENERGY_HEADER = "# step time total\n"
DRIFT = {"name": "energy-drift", "kind": "drift", "file": "energy.txt", "format": "text", "column": 2, "bound": 1e-3}
RADII = {"name": "radii", "kind": "distribution", "file": "radii.npy", "format": "npy", "metric": "ks", "bound": 0.3}
STEP = {"column": 0, "atol": 0.0, "rtol": 0.0}
COVERAGE = [
    {"file": "energy.txt", "format": "text", "comments": "#", "progress": STEP},
    {"file": "radii.npy", "format": "npy"},
]


def write_energy(directory: Path, steps: list[int], *, dt: float = 0.01, wobble: float = 1e-6) -> None:
    """A conserved energy every 10 steps: the invariants hold however many rows there are."""
    rows = [f"{s} {s * dt!r} {float(-0.25 * (1 + wobble * np.sin(s)))!r}" for s in steps]
    (directory / "energy.txt").write_text(ENERGY_HEADER + "\n".join(rows) + "\n")


def write_run(directory: Path, *, steps: list[int], radii: int = 200, seed: int = 0) -> Path:
    directory.mkdir(parents=True, exist_ok=True)
    write_energy(directory, steps)
    np.save(directory / "radii.npy", np.random.default_rng(seed).random(radii))
    return directory


def validate(tmp_path: Path, reference: Path, candidate: Path, comparison: dict) -> tuple[int, dict | None, str]:
    rubric = tmp_path / "rubric.json"
    rubric.write_text(json.dumps({"check": "t", "policy": "invariants", "comparison": comparison}))
    out = tmp_path / "result.json"
    out.unlink(missing_ok=True)
    done = run_grader(TEMPLATE, ["--reference", str(reference), "--candidate", str(candidate),
                                 "--rubric", str(rubric), "--out", str(out)])
    assert "Traceback" not in done.stderr, done.stderr
    return done.returncode, (json.loads(out.read_text()) if out.exists() else None), done.stderr


FULL = list(range(0, 2501, 10))


@pytest.fixture
def reference(tmp_path: Path) -> Path:
    return write_run(tmp_path / "ref", steps=FULL)


def test_complete_run_passes_and_keeps_its_distance(tmp_path: Path, reference: Path) -> None:
    candidate = write_run(tmp_path / "cand", steps=FULL, seed=1)
    code, result, _ = validate(tmp_path, reference, candidate, {"invariants": [DRIFT, RADII], "coverage": COVERAGE})
    assert code == 0 and result["passed"], result["reason"]
    assert "covers the reference's work (2 files)" in result["reason"]
    energy, radii = result["coverage"]
    assert (energy["rows_reference"], energy["rows_candidate"]) == (251, 251)
    assert (energy["progress_reference"], energy["progress_candidate"], energy["progress_bound"]) == (2500.0, 2500.0, 0.0)
    assert (radii["rows_reference"], radii["rows_candidate"], radii["progress_column"]) == (200, 200, None)
    # Coverage is structural: it never has a distance; the run's distance is its invariants'.
    assert all(c["distance"] is None and c["bound_fraction"] is None for c in result["coverage"])
    assert result["distance"] == max(e["distance"] for e in result["invariants"]) > 0


@pytest.mark.parametrize("steps, words", [
    (list(range(0, 21, 10)), ["candidate has 3 rows, reference 251", "column 0 ends at 20.0, reference at 2500.0"]),
    # the cheat that labels its last row as the reference's last step: the row count gives it away
    (list(range(0, 21, 10)) + [2500], ["candidate has 4 rows, reference 251"]),
    # the cheat that writes as many rows as the reference but stops early: the step gives it away
    (list(range(0, 251)), ["column 0 ends at 250.0, reference at 2500.0 (|diff| 2250 > bound 0)"]),
    # one step short
    (FULL[:-1], ["candidate has 250 rows, reference 251", "ends at 2490.0"]),
])
def test_truncated_run_fails_coverage_with_no_distance(tmp_path: Path, reference: Path, steps: list[int],
                                                       words: list[str]) -> None:
    candidate = write_run(tmp_path / "cand", steps=steps, seed=1)
    code, result, _ = validate(tmp_path, reference, candidate, {"invariants": [DRIFT, RADII], "coverage": COVERAGE})
    assert code == 0 and result["passed"] is False
    assert all(e["passed"] for e in result["invariants"])  # the invariants alone would pass it
    energy = result["coverage"][0]
    assert energy["passed"] is False and result["coverage"][1]["passed"] is True
    for word in words:
        assert word in energy["reason"] and word in result["reason"], (word, energy["reason"])
    assert result["reason"].startswith("coverage of energy.txt: ")
    # A run left unfinished is neither near nor far: no distance, on the entry or the run.
    assert energy["distance"] is None and energy["bound_fraction"] is None
    assert result["distance"] is None and result["bound_fraction"] is None


def test_row_counts_of_npy_and_raw_files(tmp_path: Path, reference: Path) -> None:
    candidate = write_run(tmp_path / "cand", steps=FULL, radii=199, seed=1)
    code, result, _ = validate(tmp_path, reference, candidate, {"invariants": [DRIFT, RADII], "coverage": COVERAGE})
    assert code == 0 and not result["passed"]
    assert result["coverage"][1]["reason"] == "candidate has 199 rows, reference 200"
    for side, count in ((reference, 100), (candidate, 99)):
        (side / "w.f32").write_bytes(b"HEADER" + np.arange(count, dtype="<f4").tobytes())
    raw = {"name": "w", "kind": "agreement", "file": "w.f32", "format": "f32", "statistic": "mean", "atol": 1.0, "rtol": 0.0,
           "skip_header_bytes": 6}
    coverage = [COVERAGE[0], {"file": "w.f32", "format": "f32", "skip_header_bytes": 6}]
    code, result, _ = validate(tmp_path, reference, candidate, {"invariants": [raw], "coverage": coverage})
    assert code == 0 and result["invariants"][0]["passed"] and not result["passed"]
    assert result["coverage"][1]["reason"] == "candidate has 99 rows, reference 100"


def test_rows_false_grades_only_the_progress(tmp_path: Path, reference: Path) -> None:
    """Adaptive steps: another number of rows is legitimate, the end time is not negotiable."""
    time = {"column": 1, "atol": 0.0, "rtol": 1e-12}
    coverage = [{"file": "energy.txt", "format": "text", "rows": False, "progress": time}, COVERAGE[1]]
    comparison = {"invariants": [DRIFT, RADII], "coverage": coverage}
    candidate = write_run(tmp_path / "cand", steps=list(range(0, 2501, 25)), seed=1)
    code, result, _ = validate(tmp_path, reference, candidate, comparison)
    assert code == 0 and result["passed"], result["reason"]
    assert result["coverage"][0]["reason"] == "column 1 ends at 25.0 (reference 25.0)"
    write_energy(candidate, list(range(0, 2001, 25)))
    code, result, _ = validate(tmp_path, reference, candidate, comparison)
    assert not result["passed"] and "column 1 ends at 20.0, reference at 25.0" in result["reason"]


def test_missing_or_unusable_candidate_file_fails_coverage(tmp_path: Path, reference: Path) -> None:
    candidate = write_run(tmp_path / "cand", steps=FULL, seed=1)
    (candidate / "energy.txt").write_text(ENERGY_HEADER + "0 0.0 -0.25\nten 0.1 -0.25\n")
    code, result, _ = validate(tmp_path, reference, candidate, {"invariants": [DRIFT, RADII], "coverage": COVERAGE})
    assert code == 0 and not result["passed"]
    assert "non-numeric token" in result["coverage"][0]["reason"]
    (candidate / "energy.txt").unlink()
    code, result, _ = validate(tmp_path, reference, candidate, {"invariants": [DRIFT, RADII], "coverage": COVERAGE})
    assert code == 0 and result["coverage"][0]["reason"] == "candidate file is missing"
    assert result["distance"] is None


# Each rubric below is refused by the model and is a wiring error (exit 2) for validate.py: one
# definition of a valid coverage.
REFUSED = {
    "absent": ({"invariants": [DRIFT, RADII]}, "coverage"),
    "empty": ({"invariants": [DRIFT, RADII], "coverage": []}, "coverage"),
    "a file unlisted": ({"invariants": [DRIFT, RADII], "coverage": COVERAGE[:1]}, "radii.npy"),
    "no progress": ({"invariants": [DRIFT, RADII], "coverage": [dict(COVERAGE[0], progress=None), COVERAGE[1]]},
                    "progress"),
    "listed twice": ({"invariants": [DRIFT, RADII], "coverage": COVERAGE + COVERAGE[1:]}, "once"),
    "compares nothing": ({"invariants": [DRIFT, RADII], "coverage": [COVERAGE[0], dict(COVERAGE[1], rows=False)]},
                         "rows"),
    "rows not a boolean": ({"invariants": [DRIFT, RADII], "coverage": [dict(COVERAGE[0], rows="yes"), COVERAGE[1]]},
                           "rows"),
    "unknown key": ({"invariants": [DRIFT, RADII], "coverage": [dict(COVERAGE[0], final=1), COVERAGE[1]]}, "final"),
    "negative tolerance": ({"invariants": [DRIFT, RADII], "coverage": [
        dict(COVERAGE[0], progress=dict(STEP, atol=-1.0)), COVERAGE[1]]}, "atol"),
    "raw file with a column": ({"invariants": [dict(DRIFT, file="e.f64", format="f64", column=None)], "coverage": [
        {"file": "e.f64", "format": "f64", "progress": STEP}]}, "column"),
}


@pytest.mark.parametrize("case", sorted(REFUSED))
def test_model_and_validate_refuse_the_same_coverage(tmp_path: Path, reference: Path, case: str) -> None:
    comparison, word = REFUSED[case]
    rubric = json.loads((PROJECT / NBODY / "tests/checks" / CHAOS / "rubric.json").read_text())
    rubric["comparison"] = comparison
    with pytest.raises(FileFormatError) as caught:
        parse(Rubric, rubric, "rubric.json")
    assert caught.value.field.startswith("comparison")
    code, result, stderr = validate(tmp_path, reference, reference, comparison)
    assert code == 2 and result["passed"] is False, (case, result)
    assert "coverage" in stderr and word in stderr, stderr


def test_shipped_invariants_rubrics_all_state_coverage() -> None:
    rubrics = sorted(PROJECT.glob("tasks/*/*/tests/checks/*/rubric.json"))
    invariants = [path for path in rubrics if json.loads(path.read_text())["policy"] == "invariants"]
    assert len(invariants) >= 3  # plummer-chaos and the two Ising phases
    for path in invariants:
        rubric = parse(Rubric, json.loads(path.read_text()), path)
        assert any(entry.rows and entry.progress for entry in rubric.comparison.coverage), path
        probes = path.parents[3] / "comment/probes"
        assert any("short" in probe.stem for probe in probes.glob("*.json")), f"{probes}: no probe shortens the run"


# --------------------------------------------------------------------------------------------
# sab lint and the scaffold
# --------------------------------------------------------------------------------------------


def _long_run(leaf: Path) -> Path:
    return leaf / "tests/checks/long-run/rubric.json"


def test_lint_requires_coverage_and_says_how(leaf: Path) -> None:
    assert lint_leaf(leaf).violations == []
    path = _long_run(leaf)
    data = json.loads(path.read_text())
    del data["comparison"]["coverage"]
    path.write_text(json.dumps(data, indent=2))
    (violation,) = lint_leaf(leaf).violations
    assert violation.code == "rubric-coverage" and Rule.RUBRIC_COVERAGE in rules_of(Command.LINT)
    assert violation.path == "tasks/demo/solver/tests/checks/long-run/rubric.json"
    assert violation.detail.startswith("comparison.coverage: required field is missing; fix: ")
    assert "progress" in violation.detail and "docs/leaf.md" in violation.detail


def test_lint_names_the_coverage_problem(leaf: Path) -> None:
    path = _long_run(leaf)
    data = json.loads(path.read_text())
    data["comparison"]["invariants"].append(dict(DRIFT, name="second", file="other.txt"))
    path.write_text(json.dumps(data, indent=2))
    (violation,) = lint_leaf(leaf).violations
    assert violation.code == "rubric-coverage" and "missing: other.txt" in violation.detail


def test_lint_reports_missing_coverage_beside_another_error(leaf: Path) -> None:
    path = _long_run(leaf)
    data = json.loads(path.read_text())
    del data["comparison"]["coverage"]
    data["expected_runtime_s"] = -1
    path.write_text(json.dumps(data, indent=2))
    assert {v.code for v in lint_leaf(leaf).violations} == {"rubric-invalid", "rubric-coverage"}


def test_sab_rules_lists_rubric_coverage(repo: Path) -> None:
    done = run_sab("rules", "--json", cwd=repo, check=True)
    assert json.loads(done.stdout)["rubric-coverage"]["commands"] == ["lint"]


def test_add_check_invariants_template_asks_for_coverage(leaf: Path) -> None:
    add_check(Leaf(leaf), CheckOptions("another-run", "invariants", custom="no upstream test"))
    path = leaf / "tests/checks/another-run/rubric.json"
    text = path.read_text()
    (line,) = [n for n, row in enumerate(text.splitlines(), 1) if '"coverage"' in row]
    placeholders = {v.path: v.detail for v in lint_leaf(leaf).violations if v.code == "placeholder"}
    detail = placeholders[f"tasks/demo/solver/tests/checks/another-run/rubric.json:{line + 1}"]
    assert "what proves the run did all the work" in detail and "progress" in detail
    # Filled in, the placeholder's shape is a valid coverage of the template's one invariant.
    data = json.loads(text.replace("<<FILL: ", "").replace(">>", ""))
    data["comparison"]["coverage"][0]["file"] = data["comparison"]["invariants"][0]["file"] = "energy.txt"
    data["comparison"]["invariants"][0]["name"] = "final-energy"
    data["expected_runtime_s"] = 1.0
    rubric = parse(Rubric, data, path)
    assert rubric.comparison.coverage[0].progress is not None


# --------------------------------------------------------------------------------------------
# End to end: a real hostile candidate through `sab run` and `sab grade`
# --------------------------------------------------------------------------------------------

LOOP = "        for step in range(1, p.steps + 1):\n"
TRUNCATED_LOOP = (
    "        # The long chaotic run cannot be compared step by step: integrate 20 of its steps.\n"
    "        last = 20 if p.steps > 2000 else p.steps\n"
    "        for step in range(1, last + 1):\n"
)


def truncated_nbody(where: Path) -> Path:
    """A copy of code/nbody that integrates 20 steps of any run longer than 2000 steps (only
    plummer-chaos, 2500) and every step of the shorter ones, which are compared value by value."""
    shutil.copytree(PROJECT / "code/nbody", where, ignore=shutil.ignore_patterns("__pycache__"))
    simulation = where / "nbody/simulation.py"
    text = simulation.read_text()
    assert text.count(LOOP) == 1
    simulation.write_text(text.replace(LOOP, TRUNCATED_LOOP))
    return where


@pytest.fixture(scope="module")
def nbody_project(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, Path]:
    repo = copy_project(tmp_path_factory.mktemp("coverage") / "project", leaves=("nbody/integrator",))
    run_sab("run", NBODY, "--ic", "nominal", "--out", "results/nominal", cwd=repo, check=True)
    return repo, repo / "results/nominal"


def test_truncated_nbody_run_scores_below_one(nbody_project: tuple[Path, Path], tmp_path: Path) -> None:
    repo, nominal = nbody_project
    source = truncated_nbody(tmp_path / "source")
    out = tmp_path / "candidate"
    run_sab("run", NBODY, "--ic", "nominal", "--source", str(source), "--out", str(out), cwd=repo, check=True)
    rows = [line.split() for line in (out / CHAOS / "energy.txt").read_text().splitlines() if not line.startswith("#")]
    assert [row[0] for row in rows] == ["0", "10", "20"]  # the candidate really stopped at step 20

    done = run_sab("grade", NBODY, "--reference", str(nominal), "--candidate", str(out), "--json",
                   "--reward-file", str(tmp_path / "reward.json"), cwd=repo)
    assert done.returncode == 0, done.stderr
    result = json.loads(done.stdout)
    total = result["total"]
    assert result["reward"] < 1.0 and result["passed"] == total - 1 and total >= 3
    # The value-by-value checks see nothing wrong: only the chaotic check's coverage stops it.
    assert result["checks"]["kepler-orbit"]["passed"] and result["checks"]["plummer-short"]["passed"]
    chaos = result["checks"][CHAOS]
    assert chaos["passed"] is False
    assert chaos["reason"].startswith("coverage of energy.txt: candidate has 3 rows, reference 251"), chaos["reason"]
    assert chaos["distance"] is None and chaos["bound_fraction"] is None
    assert result["speed"] is None  # no speed-up is reported while a check fails
    rewarded = json.loads((tmp_path / "reward.json").read_text())
    # nbody's goal gives half the reward to speed, which a failing check forfeits.
    assert rewarded["correctness"] == pytest.approx((total - 1) / total)
    assert rewarded["reward"] == pytest.approx(0.5 * (total - 1) / total)
