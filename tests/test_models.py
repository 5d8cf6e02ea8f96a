"""Typed models: a bad file names the file, the field and what was expected; schemas are fresh."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from conftest import PROJECT
from sab import schemas
from sab.errors import FileFormatError
from sab.grade import parse_grade
from sab.derived import timed_seconds
from sab.leaf import CheckPaths, Leaf, load_manifest
from sab.model.base import parse
from sab.model.check import CheckSpec
from sab.model.flags import Flag
from sab.model.rubric import Evidence, Proposal, Rubric, Ruling, RulingAction
from sab.model.target import TargetSpec
from sab.review.collect import FLAG_MEANINGS
from sab.model.task import Resources, harbor_tables, memory_mb

RUBRIC = json.loads((PROJECT / "tasks/heat1d/solver/tests/checks/sine-decay/rubric.json").read_text())


def test_repository_schemas_are_fresh() -> None:
    assert schemas.stale(PROJECT / "schemas") == [], "run `sab schemas`"


def test_schema_describes_every_policy() -> None:
    text = json.loads(schemas.generate()["rubric.schema.json"])
    rendered = json.dumps(text)
    for word in ("pointwise", "invariants", "hybrid", "agreement", "drift", "distribution", "skip_header_bytes", "warrant"):
        assert word in rendered


@pytest.mark.parametrize(
    "change, field, words",
    [
        (lambda r: r["comparison"]["files"][0].update(format="f65"), "comparison.files[0]", ["f65", "npy"]),
        (lambda r: r["comparison"]["files"][1].update(rtol=-1), "comparison.files[1].rtol", ["greater than or equal to 0"]),
        (lambda r: r.pop("warrant"), "warrant", ["required field is missing"]),
        (lambda r: r.update(tolerance=1), "tolerance", ["unknown field"]),
        (lambda r: r.update(policy="loose"), "(top level)", ["pointwise", "invariants"]),
        (lambda r: r["comparison"]["files"][0].update(path="../escape.f64"), "comparison.files[0].path", ["relative path"]),
    ],
)
def test_rubric_errors_name_file_and_field(change, field: str, words: list[str]) -> None:
    data = json.loads(json.dumps(RUBRIC))
    change(data)
    with pytest.raises(FileFormatError) as caught:
        parse(Rubric, data, "checks/x/rubric.json")
    error = caught.value
    assert error.file == "checks/x/rubric.json"
    assert error.field == field
    for word in words:
        assert word in str(error)


def test_invariants_rubric_parses() -> None:
    data = json.loads(json.dumps(RUBRIC))
    data["policy"] = "invariants"
    data["comparison"] = {"invariants": [
        {"name": "energy-drift", "kind": "drift", "file": "energy.txt", "format": "text", "column": 1, "bound": 1e-6},
        {"name": "radii", "kind": "distribution", "file": "radii.npy", "format": "npy", "metric": "ks", "bound": 0.05},
        {"name": "momentum", "kind": "agreement", "file": "p.f64", "format": "f64", "statistic": "sum", "atol": 1e-12, "rtol": 0},
    ], "coverage": [
        {"file": "energy.txt", "format": "text", "progress": {"column": 0, "atol": 0, "rtol": 0}},
        {"file": "radii.npy", "format": "npy"},
        {"file": "p.f64", "format": "f64"},
    ]}
    rubric = parse(Rubric, data, "rubric.json")
    assert [i.kind for i in rubric.comparison.invariants] == ["drift", "distribution", "agreement"]
    assert [c.rows for c in rubric.comparison.coverage] == [True, True, True]
    data["comparison"]["invariants"][0]["kind"] = "wobble"
    with pytest.raises(FileFormatError, match=r"comparison\.invariants\[0\]"):
        parse(Rubric, data, "rubric.json")


def test_check_labels() -> None:
    assert parse(CheckSpec, {"labels": ["official", "acceleration", "diffusion"]}, "c.json").is_acceleration
    for labels, words in (
        (["official", "official"], "duplicate"),
        (["Official"], "should match pattern"),
        (["acceleration"], "exactly one of 'official'"),
    ):
        with pytest.raises(FileFormatError, match=words):
            parse(CheckSpec, {"labels": labels}, "c.json")


def test_target_is_flat() -> None:
    parse(TargetSpec, {"device": "cpu-x86-64", "arch": "x86_64", "cpus": 2, "vendor": "any"}, "t.json")
    with pytest.raises(FileFormatError, match="flat"):
        parse(TargetSpec, {"device": "cpu-x86-64", "arch": "x86_64", "cpus": 2, "caches": [32, 256]}, "t.json")


def test_manifest_error_names_the_key(tmp_path: Path) -> None:
    source = (PROJECT / "tasks/heat1d/solver/task.toml").read_text()
    path = tmp_path / "task.toml"
    path.write_text(source.replace('owner = "sciaccel curators"\n', ""))
    with pytest.raises(FileFormatError) as caught:
        load_manifest(path)
    assert caught.value.field == "metadata.sciaccel.owner"
    path.write_text(source.replace("cpus = 1\nmemory_gb", "cpus = 0\nmemory_gb"))
    with pytest.raises(FileFormatError, match="greater than 0"):
        load_manifest(path)


def test_rubric_check_name_must_match_directory(tmp_path: Path) -> None:
    check = tmp_path / "other-name"
    check.mkdir()
    (check / "rubric.json").write_text(json.dumps(RUBRIC))
    with pytest.raises(FileFormatError, match="lives in 'other-name'"):
        CheckPaths(check).rubric()


def npy_split(*entries: dict) -> dict:
    data = json.loads(json.dumps(RUBRIC))
    data["comparison"] = {"files": [{"path": "state.npy", "format": "npy", "atol": 0, "rtol": 1e-12, **e}
                                    for e in entries]}
    return data


def test_an_npy_file_may_be_split_by_disjoint_columns() -> None:
    rubric = parse(Rubric, npy_split({"columns": [0, 2]}, {"columns": [1], "atol": 1e-9}), "rubric.json")
    assert [entry.columns for entry in rubric.comparison.files] == [[0, 2], [1]]
    # Columns no entry names are the author's choice: they are not graded, and that is allowed.
    parse(Rubric, npy_split({"columns": [3]}), "rubric.json")


@pytest.mark.parametrize("entries, words", [
    (({"columns": [0, 1]}, {"columns": [1]}), "more than one entry"),
    (({"columns": [0]}, {}), "listed more than once"),
    (({}, {}), "listed more than once"),
    (({"columns": [0]}, {"columns": [1], "format": "text"}), "same format"),
    (({"columns": []},), "at least 1 item"),
    (({"columns": [-1]},), "greater than or equal to 0"),
    (({"columns": [0], "format": "f64"},), "columns"),
])
def test_npy_columns_that_overlap_or_do_not_fit_are_refused(entries, words: str) -> None:
    with pytest.raises(FileFormatError, match=words):
        parse(Rubric, npy_split(*entries), "rubric.json")


HYBRID_INVARIANTS = {
    "invariants": [{"name": "energy-drift", "kind": "drift", "file": "energy.npy", "format": "npy", "column": 1,
                    "bound": 1e-6}],
    "coverage": [{"file": "energy.npy", "format": "npy", "progress": {"column": 0, "atol": 0, "rtol": 0}}],
}


def hybrid(**comparison) -> dict:
    data = json.loads(json.dumps(RUBRIC))
    data["policy"] = "hybrid"
    data["comparison"] = comparison
    return data


def test_a_hybrid_rubric_has_both_parts() -> None:
    from sab.model.rubric import HybridRubric, bound_summary, invariants_part, pointwise_part

    rubric = parse(Rubric, hybrid(pointwise=RUBRIC["comparison"], invariants=HYBRID_INVARIANTS), "rubric.json")
    assert isinstance(rubric, HybridRubric)
    assert pointwise_part(rubric).files[0].path == RUBRIC["comparison"]["files"][0]["path"]
    assert [i.name for i in invariants_part(rubric).invariants] == ["energy-drift"]
    summary = bound_summary(rubric)
    assert summary.startswith(f"{RUBRIC['comparison']['files'][0]['path']} atol=")
    assert "energy-drift drift<=1e-06; coverage energy.npy" in summary


@pytest.mark.parametrize("comparison, field, words", [
    ({"pointwise": RUBRIC["comparison"]}, "comparison.invariants", "required field is missing"),
    ({"invariants": HYBRID_INVARIANTS}, "comparison.pointwise", "required field is missing"),
    ({"pointwise": RUBRIC["comparison"], "invariants": {"invariants": HYBRID_INVARIANTS["invariants"]}},
     "comparison.invariants.coverage", "required field is missing"),
    ({**RUBRIC["comparison"], "invariants": HYBRID_INVARIANTS}, "comparison.pointwise", "required field is missing"),
    ({"pointwise": {"files": []}, "invariants": HYBRID_INVARIANTS}, "comparison.pointwise.files", "at least 1 item"),
    ({"pointwise": RUBRIC["comparison"], "invariants": HYBRID_INVARIANTS, "bound": 1}, "comparison.bound",
     "unknown field"),
])
def test_a_hybrid_rubric_with_a_part_missing_is_refused(comparison: dict, field: str, words: str) -> None:
    with pytest.raises(FileFormatError) as caught:
        parse(Rubric, hybrid(**comparison), "rubric.json")
    assert caught.value.field == field and words in str(caught.value)


def test_a_hybrid_check_is_never_chaotic() -> None:
    data = hybrid(pointwise=RUBRIC["comparison"], invariants=HYBRID_INVARIANTS)
    data["chaotic"] = True
    with pytest.raises(FileFormatError, match="cannot be chaotic"):
        parse(Rubric, data, "rubric.json")


def test_the_verifier_limit_counts_both_sides_timed_runs() -> None:
    leaf = Leaf.at(PROJECT / "tasks/heat1d/solver")
    # Its one acceleration check, sine-decay, declares 2.4 s (three drawn inputs), 8 repeats and one warm-up.
    assert timed_seconds(leaf) == pytest.approx(9 * 2.4)
    resources = Resources(cpus=1, memory_gb=1.0, suite_budget_s=120.0)
    assert harbor_tables(resources)["verifier"]["timeout_sec"] == 540.0
    assert harbor_tables(resources, (), 9 * 2.4)["verifier"]["timeout_sec"] == 584.0  # ceil(2 * 141.6 + 300)
    assert leaf.manifest.verifier.timeout_sec == 584.0


def test_memory_limit_is_rounded_up_never_below_what_the_leaf_declares() -> None:
    assert [memory_mb(gb) for gb in (2.0, 0.5, 1.0004, 8.0)] == [2048, 512, 1025, 8192]
    resources = Resources(cpus=1, memory_gb=1.0004, suite_budget_s=10.0)
    assert harbor_tables(resources)["environment"]["memory_mb"] == 1025


@pytest.mark.parametrize("comparison, policy", [
    (RUBRIC["comparison"], "PointwiseComparison"),
    (HYBRID_INVARIANTS, "InvariantsComparison"),
    ({"pointwise": RUBRIC["comparison"], "invariants": HYBRID_INVARIANTS}, "HybridComparison"),
])
def test_a_proposal_holds_its_policys_comparison_and_writes_back_only_what_it_set(comparison: dict,
                                                                                 policy: str) -> None:
    data = {"proposed_at": "2026-12-01T00:00:00Z", "comparison": comparison, "reason": "per-term bounds"}
    proposal = parse(Proposal, data, "rubric.json")
    assert type(proposal.comparison).__name__ == policy
    assert proposal.model_dump(mode="json")["comparison"] == comparison


def test_a_proposal_with_a_bound_no_comparison_allows_is_refused_by_name() -> None:
    comparison = json.loads(json.dumps(RUBRIC["comparison"]))
    comparison["files"][0]["atol"] = float("inf")
    with pytest.raises(FileFormatError) as caught:
        parse(Proposal, {"proposed_at": "t", "comparison": comparison, "reason": "r"}, "rubric.json")
    assert caught.value.field == "comparison.pointwise.files[0].atol" and "finite" in caught.value.message


GRADE = {
    "reward": 0.5, "correctness": 0.5, "passed": 1, "total": 2, "speed": None,
    "checks": {
        "basic": {"passed": True, "reason": "within bounds", "distance": 0, "bound_fraction": 0.25, "score": 1.0,
                  "parts": [{"name": "out.npy", "passed": True, "distance": 0, "bound_fraction": 0.25,
                             "value_reference": None, "value_candidate": None}],
                  "reference_seconds": 1.5, "reference_build_seconds": 0.5, "candidate_seconds": 1.0,
                  "candidate_build_seconds": 0.5, "acceleration": True},
        "long-run": {"passed": False, "reason": "reference run failed or missing (wiring error)", "distance": None,
                     "bound_fraction": None, "wiring_error": True, "score": 0.0, "reference_seconds": None,
                     "reference_build_seconds": None, "candidate_seconds": None, "candidate_build_seconds": None,
                     "acceleration": False},
    },
}


def test_grade_json_is_read_through_its_model(tmp_path: Path) -> None:
    path = tmp_path / "grade.json"
    path.write_text(json.dumps(GRADE))
    result = parse_grade(path)
    assert (result.reward, result.passed, result.total, result.speed) == (0.5, 1, 2, None)
    assert result.wiring_errors == ["long-run"]
    basic = result.checks["basic"]
    assert basic.passed and basic.distance == 0.0 and basic.acceleration and basic.candidate_seconds == 1.0
    assert basic.parts == (GRADE["checks"]["basic"]["parts"][0],)


@pytest.mark.parametrize("change, field", [
    (lambda g: g["checks"]["basic"].update(surprise=1), "checks.basic.surprise"),
    (lambda g: g.pop("reward"), "reward"),
    (lambda g: g["checks"]["basic"].update(score=-1.0), "checks.basic.score"),
    (lambda g: g.update(speed={"speedup": 2.0}), "speed.checks"),
])
def test_a_grade_json_test_sh_would_not_write_is_refused_by_name(tmp_path: Path, change, field: str) -> None:
    data = json.loads(json.dumps(GRADE))
    change(data)
    path = tmp_path / "grade.json"
    path.write_text(json.dumps(data))
    with pytest.raises(FileFormatError) as caught:
        parse_grade(path)
    assert caught.value.field == field and caught.value.file == str(path)


def test_flags_are_read_into_the_enum_and_written_as_their_names() -> None:
    evidence = parse(Evidence, {"stamped_at": "t", "runner": "local", "flags": ["SLOW", "REPLICAS"]}, "rubric.json")
    assert evidence.flags == [Flag.SLOW, Flag.REPLICAS]
    assert evidence.model_dump(mode="json")["flags"] == ["SLOW", "REPLICAS"]
    with pytest.raises(FileFormatError) as caught:
        parse(Evidence, {"stamped_at": "t", "runner": "local", "flags": ["SLUGGISH"]}, "rubric.json")
    assert caught.value.field == "flags[0]"
    assert set(FLAG_MEANINGS) == {flag.value for flag in Flag} and all(FLAG_MEANINGS.values())


def test_a_ruling_names_one_of_the_two_actions() -> None:
    ruling = parse(Ruling, {"by": "Ada Curator", "at": "t", "action": "accept-evidence"}, "rubric.json")
    assert ruling.action is RulingAction.ACCEPT_EVIDENCE and ruling.model_dump(mode="json")["action"] == "accept-evidence"
    with pytest.raises(FileFormatError) as caught:
        parse(Ruling, {"by": "Ada Curator", "at": "t", "action": "accept-everything"}, "rubric.json")
    assert caught.value.field == "action" and "accept-proposal" in caught.value.message
