"""Real heat1d outputs graded by the real validate.py of the leaf (and of the invariants template):
a candidate folder that is a symlink is refused, whatever it points at, and a failure that has no
distance (a changed shape, a non-finite value) reports none, so selfcheck counts such a probe as
caught without a distance, never as a probe at distance 0.
"""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest

from conftest import PROJECT, copy_project, run_sab
from sab.grade import grade, measured_solve
from sab.leaf import Leaf
from sab.model.rubric import Evidence
from sab.selfcheck import evidence as ev
from grader_file import full_grader

LEAF = "tasks/heat1d/solver"
CHECK = "sine-decay"
INVARIANTS = full_grader()
IMPORT_TEMPLATES = PROJECT / "src/sab/templates/import"


@pytest.fixture(scope="module")
def produced(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, Path]:
    """A project copy and the nominal results of its untouched source."""
    repo = copy_project(tmp_path_factory.mktemp("structural") / "project")
    run_sab("run", LEAF, "--ic", "nominal", "--out", "results/nominal", cwd=repo, check=True)
    return repo, repo / "results/nominal"


def validate(script: Path, rubric: Path, reference: Path, candidate: Path | str, out: Path) -> tuple[int, dict]:
    done = subprocess.run([sys.executable, str(script), "--reference", str(reference), "--candidate", str(candidate),
                           "--rubric", str(rubric), "--out", str(out)], capture_output=True, text=True, timeout=120)
    assert "Traceback" not in done.stderr, done.stderr
    return done.returncode, json.loads(out.read_text())


def leaf_validate(repo: Path, reference: Path, candidate: Path | str, out: Path) -> tuple[int, dict]:
    """The check's own validate.py and rubric.json, as test.sh runs them."""
    check = repo / LEAF / "tests/checks" / CHECK
    return validate(check / "validate.py", check / "rubric.json", reference, candidate, out)


def copy_check(nominal: Path, where: Path) -> Path:
    shutil.copytree(nominal / CHECK, where)
    return where


def drop_last_value(check: Path) -> None:
    """What a probe that stops one step early leaves: u_final.f64 one value short."""
    path = check / "u_final.f64"
    path.write_bytes(path.read_bytes()[:-8])


def scale_values(check: Path, factor: float) -> None:
    """A probe with a real distance: every value of u_final.f64 (after its 16-byte header) scaled."""
    path = check / "u_final.f64"
    data = path.read_bytes()
    values = np.frombuffer(data, dtype="<f8", offset=16) * factor
    path.write_bytes(data[:16] + values.astype("<f8").tobytes())


# -- symlinked candidate folders -------------------------------------------------------------------


def invariants_rubric(where: Path) -> Path:
    """An invariants rubric over the real history.txt of sine-decay (the leaf itself is pointwise)."""
    rubric = {"check": CHECK, "policy": "invariants"}  # validate.py reads no other key
    rubric["comparison"] = {
        "invariants": [
            {"name": "final-max-u", "kind": "agreement", "file": "history.txt", "format": "text", "column": 3,
             "statistic": "final", "atol": 0, "rtol": 1e-9},
            {"name": "mean-l2-norm", "kind": "agreement", "file": "history.txt", "format": "text", "column": 4,
             "statistic": "mean", "atol": 0, "rtol": 1e-9},
        ],
        "coverage": [{"file": "history.txt", "format": "text", "progress": {"column": 1, "atol": 0, "rtol": 1e-12}}],
    }
    path = where / "rubric.json"
    path.write_text(json.dumps(rubric))
    return path


@pytest.mark.parametrize("trailing_slash", [False, True])
def test_candidate_folder_that_is_a_symlink_to_the_reference_fails(produced, tmp_path: Path, trailing_slash: bool) -> None:
    repo, nominal = produced
    link = tmp_path / "candidate"
    link.symlink_to(nominal / CHECK, target_is_directory=True)
    candidate = f"{link}/" if trailing_slash else str(link)
    # The real check (pointwise) and the invariants template on the same real outputs.
    for code, result in (leaf_validate(repo, nominal / CHECK, candidate, tmp_path / "pointwise.json"),
                         validate(INVARIANTS, invariants_rubric(tmp_path), nominal / CHECK, candidate,
                                  tmp_path / "invariants.json")):
        assert code == 0, result["reason"]
        assert result["passed"] is False
        assert f"candidate directory {candidate} is a symlink (refused)" in result["reason"]
        assert result["distance"] is None and result["bound_fraction"] is None


def test_the_reference_itself_still_passes_both_templates(produced, tmp_path: Path) -> None:
    """The same real outputs in a real folder: the refusal above is the link's doing."""
    repo, nominal = produced
    candidate = copy_check(nominal, tmp_path / "candidate")
    for code, result in (leaf_validate(repo, nominal / CHECK, candidate, tmp_path / "pointwise.json"),
                         validate(INVARIANTS, invariants_rubric(tmp_path), nominal / CHECK, candidate,
                                  tmp_path / "invariants.json")):
        assert code == 0 and result["passed"] is True, result["reason"]
        assert result["distance"] == 0.0


def test_graded_file_that_is_a_symlink_to_the_reference_fails(produced, tmp_path: Path) -> None:
    repo, nominal = produced
    candidate = copy_check(nominal, tmp_path / "candidate")
    (candidate / "u_final.f64").unlink()
    (candidate / "u_final.f64").symlink_to(nominal / CHECK / "u_final.f64")
    code, result = leaf_validate(repo, nominal / CHECK, candidate, tmp_path / "result.json")
    assert code == 0 and result["passed"] is False
    assert "u_final.f64: candidate file u_final.f64 is a symlink (refused)" in result["reason"]
    assert result["distance"] is None


def test_grade_of_a_symlinked_check_folder_fails_it(produced, tmp_path: Path) -> None:
    repo, nominal = produced
    candidate = tmp_path / "candidate"
    candidate.mkdir()
    shutil.copytree(nominal / "neumann-heat", candidate / "neumann-heat")
    (candidate / CHECK).symlink_to(nominal / CHECK, target_is_directory=True)
    result = grade(Leaf(repo / LEAF), nominal, candidate)
    assert result.checks[CHECK].passed is False and result.checks["neumann-heat"].passed is True
    assert result.passed == 1 and result.correctness == 1 / result.total  # only the real neumann-heat folder passes


IMPORTED = {
    # benchmark: (the gold side's files, files beside the rubric)
    "super": ({"answer.json": '{"acc": 0.5}'}, {"ic/nominal/scoring.json": '{"split": "Expert", "reading": "asta"}'}),
    "airs": ({"evaluate.status": "0\n", "evaluate.out": '--- EVALUATION RESULT ---\n{"accuracy": 0.9}\n'},
             {"ic/nominal/scoring.json": '{"metric": "accuracy", "optimal": 1.0, "worst": 0.0, "sota": 0.9}'}),
    "hera": ({"controller.status": "0\n", "grade.json": '{"passed": true}'}, {}),
}


@pytest.mark.parametrize("benchmark", sorted(IMPORTED))
@pytest.mark.parametrize("link", ["folder", "file"])
def test_imported_validators_refuse_symlinked_candidates(tmp_path: Path, benchmark: str, link: str) -> None:
    """An imported check's own validate.py: a candidate folder (or file) linked to the gold side
    scores nothing, where a real copy of the same files passes (full marks, or AIRS-Bench's 0.9 for
    a gold answer at the published SOTA: docs/importers.md)."""
    gold_files, beside = IMPORTED[benchmark]
    check = tmp_path / "check"
    check.mkdir()
    for rel, text in beside.items():
        (check / rel).parent.mkdir(parents=True, exist_ok=True)
        (check / rel).write_text(text)
    rubric = check / "rubric.json"
    rubric.write_text(json.dumps({"comparison": {"files": [{"path": "answer.json", "format": "json",
                                                            "atol": 0.01, "rtol": 0}]}}))
    script = IMPORT_TEMPLATES / benchmark / "validate.py"
    gold = tmp_path / "gold"
    gold.mkdir()
    for name, text in gold_files.items():
        (gold / name).write_text(text)
    honest = tmp_path / "honest"
    shutil.copytree(gold, honest)
    code, result = validate(script, rubric, gold, honest, tmp_path / "honest.json")
    assert code == 0 and result["passed"] and result["score"] == (0.9 if benchmark == "airs" else 1.0), result
    candidate = tmp_path / "candidate"
    if link == "folder":
        candidate.symlink_to(gold, target_is_directory=True)
    else:
        shutil.copytree(gold, candidate)
        for name in gold_files:
            (candidate / name).unlink()
            (candidate / name).symlink_to(gold / name)
    code, result = validate(script, rubric, gold, candidate, tmp_path / "candidate.json")
    assert code == 0 and result["passed"] is False and result["score"] == 0.0, result
    assert "symlink (refused)" in result["reason"] and str(candidate) in result["reason"]


# -- failures without a distance ---------------------------------------------------------------------


def test_a_shorter_output_reports_no_distance(produced, tmp_path: Path) -> None:
    repo, nominal = produced
    candidate = copy_check(nominal, tmp_path / "candidate")
    drop_last_value(candidate)
    code, result = leaf_validate(repo, nominal / CHECK, candidate, tmp_path / "result.json")
    assert code == 0 and result["passed"] is False
    assert "shape mismatch" in result["reason"]
    # The other three files are identical (distance 0); the run's distance is still none.
    short = next(entry for entry in result["files"] if entry["path"] == "u_final.f64")
    assert short["distance"] is None and short["bound_fraction"] is None
    assert [entry["distance"] for entry in result["files"] if entry["path"] != "u_final.f64"] == [0.0, 0.0, 0.0]
    assert result["distance"] is None and result["bound_fraction"] is None


def test_a_non_finite_series_reports_no_distance_under_invariants(produced, tmp_path: Path) -> None:
    repo, nominal = produced
    candidate = copy_check(nominal, tmp_path / "candidate")
    history = candidate / "history.txt"
    lines = history.read_text().splitlines()
    row = lines[10].split()
    row[3] = "nan"  # max_u of one recorded step; time (the coverage column) untouched
    lines[10] = " ".join(row)
    history.write_text("\n".join(lines) + "\n")
    code, result = validate(INVARIANTS, invariants_rubric(tmp_path), nominal / CHECK, candidate, tmp_path / "r.json")
    assert code == 0 and result["passed"] is False
    entries = {entry["name"]: entry for entry in result["invariants"]}
    assert "non-finite" in entries["final-max-u"]["reason"] and entries["final-max-u"]["distance"] is None
    assert entries["mean-l2-norm"]["passed"] and entries["mean-l2-norm"]["distance"] == 0.0
    assert result["distance"] is None and result["bound_fraction"] is None


def test_a_probe_caught_without_distance_does_not_zero_the_separation(produced, tmp_path: Path) -> None:
    """Graded through test.sh like selfcheck grades its probes: the shortened output is caught with
    no distance; the separation is set by the probe that has one, and nothing is flagged LOOSE."""
    repo, nominal = produced
    leaf = Leaf(repo / LEAF)
    probes = {}
    for name, change in (("stops-early", drop_last_value), ("scaled", lambda c: scale_values(c, 1 + 1e-6))):
        candidate = tmp_path / name
        shutil.copytree(nominal, candidate)
        change(candidate / CHECK)
        result = grade(leaf, nominal, candidate)
        assert result.checks[CHECK].passed is False and result.checks["neumann-heat"].passed is True
        probes[name] = measured_solve(result, CHECK, nominal, candidate)
    assert probes["stops-early"].distance is None and probes["stops-early"].bound_fraction is None
    assert probes["scaled"].bound_fraction > 1e3

    variant = measured_solve(grade(leaf, nominal, nominal), CHECK, nominal, nominal)
    for caught, separation in ((probes, probes["scaled"].bound_fraction), ({"stops-early": probes["stops-early"]}, None)):
        evidence = Evidence(stamped_at="2026-01-01T00:00:00+00:00", runner="local", variant=variant, probes=caught)
        evidence.headroom = ev.headroom(evidence)
        evidence.separation = ev.separation(evidence)
        assert evidence.separation == separation
        flags = ev.flags(evidence, chaotic=False, custom=False)
        assert "LOOSE" not in flags and "INERT" not in flags, flags


def test_a_failed_verdict_within_its_bound_measures_nothing() -> None:
    """What an older (or custom) validate.py reported for a structural failure: a fraction of 0."""
    from sab.model.rubric import Solve

    evidence = Evidence(stamped_at="2026-01-01T00:00:00+00:00", runner="local",
                        probes={"short": Solve(passed=False, distance=0.0, bound_fraction=0.0),
                                "far": Solve(passed=False, distance=1.0, bound_fraction=1e10)})
    assert ev.separation(evidence) == 1e10
    evidence.probes.pop("far")
    assert ev.separation(evidence) is None
    evidence.separation = None
    assert "LOOSE" not in ev.flags(evidence, chaotic=False, custom=False)
