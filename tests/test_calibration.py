"""Proposal arithmetic: both limits at once, per term, verified on the values themselves."""

from __future__ import annotations

import numpy as np
import pytest

from sab.selfcheck.calibration import FileTerm, InvariantTerm, nice, propose


def term(name="u.npy", atol=0.0, rtol=1e-10, reference=None, need=None, faults=None) -> FileTerm:
    reference = np.linspace(1.0, 2.0, 11) if reference is None else np.asarray(reference, dtype=float)
    need = np.full_like(reference, 1e-12) if need is None else np.asarray(need, dtype=float)
    found = FileTerm(name, {"path": name, "format": "npy", "atol": atol, "rtol": rtol}, reference, need)
    found.fault_errors = {k: np.asarray(v, dtype=float) for k, v in (faults or {}).items()}
    return found


def fault_at(reference: np.ndarray, index: int, error: float) -> np.ndarray:
    errors = np.zeros_like(reference)
    errors[index] = error
    return errors


def test_within_both_limits_proposes_nothing() -> None:
    t = term(rtol=1e-9, faults={"p": fault_at(np.linspace(1, 2, 11), 3, 1e-3)})
    outcome = propose([t], ["p"], fault_evidence=True)
    assert outcome.comparison is None and "within both limits" in outcome.reason


def test_no_fault_evidence_proposes_nothing_even_when_tight() -> None:
    t = term(rtol=1e-13)  # need 1e-12 at |r| <= 2: H < 1
    outcome = propose([t], [], fault_evidence=False)
    assert outcome.comparison is None and "no fault evidence" in outcome.reason
    assert outcome.headroom < 1


def test_headroom_factor_twenty_is_kept_at_every_value() -> None:
    reference = np.linspace(1.0, 2.0, 11)
    t = term(rtol=1e-13, reference=reference, faults={"p": fault_at(reference, 5, 1.0)})
    outcome = propose([t], ["p"], fault_evidence=True)
    (entry,) = outcome.comparison
    bound = entry["atol"] + entry["rtol"] * np.abs(reference)
    assert np.all(bound >= 20 * t.need * (1 - 1e-9))  # the x20: dropping it fails here
    assert outcome.headroom >= 20 and outcome.separation >= 10
    # Above the x20 floor, but never more than 5x (x2.5 rounding) above it, however far the fault.
    assert 20 < outcome.headroom <= 20 * 5 * 2.5


def test_separation_factor_ten_decides_feasibility() -> None:
    reference = np.ones(4)
    need = np.full(4, 1e-9)  # smallest admissible bound: 2e-8 (x20)
    feasible = term(atol=1e-10, rtol=0.0, reference=reference, need=need, faults={"p": fault_at(reference, 0, 2.1e-7)})
    outcome = propose([feasible], ["p"], fault_evidence=True)
    assert outcome.comparison is not None and outcome.separation >= 10 and outcome.headroom >= 20
    crossing = term(atol=1e-10, rtol=0.0, reference=reference, need=need, faults={"p": fault_at(reference, 0, 1.9e-7)})
    outcome = propose([crossing], ["p"], fault_evidence=True)
    assert outcome.comparison is None and "no bound meets both limits" in outcome.reason and "p" in outcome.reason


def test_atol_zero_with_values_near_zero_gets_an_absolute_term() -> None:
    # A sine profile through zero, an absolute-scale spread of 1e-12 everywhere, rtol-only bound.
    reference = np.sin(np.linspace(0, np.pi, 101))
    reference[0] = 0.0
    t = term(atol=0.0, rtol=1e-10, reference=reference, need=np.full(101, 1e-12),
             faults={"p": fault_at(reference, 50, 1e-4)})
    outcome = propose([t], ["p"], fault_evidence=True)
    (entry,) = outcome.comparison
    assert entry["atol"] >= 20 * 1e-12 * (1 - 1e-9)
    assert entry["rtol"] <= 1e-9  # never the rtol = 5000 a relative-only answer gives at r = 0
    assert outcome.headroom >= 20


def test_the_authors_shape_is_kept_when_it_costs_little() -> None:
    reference = np.linspace(1.0, 2.0, 11)
    t = term(atol=0.0, rtol=1e-13, reference=reference, need=1e-13 * reference,  # relative spread
             faults={"p": fault_at(reference, 5, 1e-3)})
    (entry,) = propose([t], ["p"], fault_evidence=True).comparison
    assert entry["atol"] == 0.0 and entry["rtol"] > 0


def test_never_widens_past_a_fault_the_current_bound_catches() -> None:
    reference = np.ones(5)
    need = np.full(5, 1e-9)
    # Today the fault is caught at 50 bounds; the spread needs the bound x2: the fault must stay >= 10 away.
    t = term(atol=1e-8, rtol=0.0, reference=reference, need=need, faults={"p": fault_at(reference, 2, 5e-7)})
    outcome = propose([t], ["p"], fault_evidence=True)
    (entry,) = outcome.comparison
    assert 5e-7 / entry["atol"] >= 10 and entry["atol"] >= 2e-8


def test_rounding_goes_down_when_up_would_cross_the_fault() -> None:
    reference = np.ones(3)
    need = np.full(3, 1e-10)  # minimal bound 2e-9
    t = term(atol=1e-11, rtol=0.0, reference=reference, need=need, faults={"p": fault_at(reference, 0, 2.3e-8)})
    (entry,) = propose([t], ["p"], fault_evidence=True).comparison
    assert 2e-9 <= entry["atol"] <= 2.3e-9  # the 1-2-5 value above the middle would leave S < 10


def test_per_file_only_the_file_that_needs_it_changes() -> None:
    reference = np.linspace(1.0, 2.0, 11)
    tight = term("a.npy", rtol=1e-13, reference=reference, faults={"p": fault_at(reference, 1, 1.0)})
    fine = term("b.npy", rtol=1e-8, reference=reference, need=np.full(11, 1e-15), faults={"p": fault_at(reference, 1, 1e-6)})
    a, b = propose([tight, fine], ["p"], fault_evidence=True).comparison
    assert b == fine.entry and a != tight.entry
    assert np.all(a["atol"] + a["rtol"] * reference >= 20 * tight.need * (1 - 1e-9))
    # One factor for every file would have taken b's rtol up too, by the same x100 or more.


def test_a_fault_caught_by_another_file_allows_widening() -> None:
    reference = np.ones(4)
    wide = term("a.npy", atol=1e-12, rtol=0.0, reference=reference, need=np.full(4, 1e-11),
                faults={"p": fault_at(reference, 0, 5e-11)})  # a catches p at 50 today, but needs x200
    keeper = term("b.npy", atol=1e-9, rtol=0.0, reference=reference, need=np.zeros(4),
                  faults={"p": fault_at(reference, 0, 1e-6)})  # b catches p at 1000
    outcome = propose([wide, keeper], ["p"], fault_evidence=True)
    a, b = outcome.comparison
    assert a["atol"] >= 2e-10 and b == keeper.entry and outcome.separation >= 10


def test_invariant_terms_scale_as_a_whole() -> None:
    drift = InvariantTerm("energy", {"name": "energy", "kind": "drift", "bound": 1e-6}, None, [3e-7], 0.0,
                          {"p": 1e-3})
    outcome = propose([drift], ["p"], fault_evidence=True)
    (entry,) = outcome.comparison
    assert entry["bound"] >= 20 * 3e-7 and 1e-3 / entry["bound"] >= 10
    agreement = InvariantTerm("mean", {"name": "mean", "kind": "agreement", "atol": 0.0, "rtol": 0.0}, 2.0,
                              [1e-9], 0.0, {"p": 1e-3})
    (entry,) = propose([agreement], ["p"], fault_evidence=True).comparison
    assert entry["atol"] >= 2e-8 and entry["rtol"] == 0.0


@pytest.mark.parametrize("value, up, expected", [(1.0, True, 1.0), (1.01, True, 2.0), (3e-9, True, 5e-9),
                                                 (3e-9, False, 2e-9), (7.0, False, 5.0), (0.0, True, 0.0)])
def test_nice(value: float, up: bool, expected: float) -> None:
    assert nice(value, up=up) == pytest.approx(expected)


def test_a_text_file_whose_columns_mix_scales_is_split_by_column() -> None:
    # Column 0: time in [0, 10] exact to 1e-12; column 1: a field of size 1e-6 whose spread is 1e-20.
    rows = 50
    reference = np.column_stack([np.linspace(0, 10, rows), 1e-6 * np.linspace(1, 2, rows)]).ravel()
    column = np.tile([0, 1], rows)
    need = np.where(column == 0, 1e-12, 1e-20)
    fault = np.where(column == 1, 1e-12, 0.0)  # a fault only the small column shows, at 1e-6 relative
    t = FileTerm("e.txt", {"path": "e.txt", "format": "text", "atol": 0.0, "rtol": 1e-18}, reference, need,
                 fault_errors={"p": fault}, column=column)
    outcome = propose([t], ["p"], fault_evidence=True)
    assert outcome.comparison is not None, outcome.reason
    entries = {tuple(entry["columns"]): entry for entry in outcome.comparison}
    assert set(entries) == {(0,), (1,)}
    small = entries[(1,)]
    assert small["atol"] + small["rtol"] * 2e-6 <= 1e-13  # one bound for both columns would be ~1e-10 here
    assert outcome.separation >= 10 and outcome.headroom >= 20
    same_scale = FileTerm("f.txt", {"path": "f.txt", "format": "text", "atol": 0.0, "rtol": 1e-18},
                          np.linspace(1, 2, 2 * rows), np.full(2 * rows, 1e-15), fault_errors={"p": np.full(2 * rows, 1e-9)},
                          column=np.tile([0, 1], rows))
    assert same_scale.split() == [same_scale]


def test_an_npy_array_whose_columns_mix_scales_is_split_by_column(tmp_path) -> None:
    """The columns of a 2-D npy array are read as validate.py reads them (values.pairs), and a
    proposal for a mixed-scale array names each column in an entry of its own."""
    from sab.model.rubric import NpyFile
    from sab.selfcheck.values import pairs

    rows = 50
    state = np.column_stack([np.linspace(0, 10, rows), 1e-6 * np.linspace(1, 2, rows)])
    for name, array in (("nominal", state), ("variant", state + np.array([1e-13, 1e-21])),
                        ("fault", state + np.array([0.0, 1e-12]))):
        (tmp_path / name).mkdir()
        np.save(tmp_path / name / "s.npy", array)
    entry = NpyFile(path="s.npy", format="npy", atol=0.0, rtol=1e-18)
    found = pairs(entry, tmp_path / "nominal", tmp_path / "variant")
    assert found.column.tolist() == [0, 1] * rows
    assert pairs(entry.model_copy(update={"columns": [1]}), tmp_path / "nominal", tmp_path / "variant").column.tolist() == [1] * rows
    fault = pairs(entry, tmp_path / "nominal", tmp_path / "fault")
    t = FileTerm("s.npy", {"path": "s.npy", "format": "npy", "atol": 0.0, "rtol": 1e-18}, found.reference,
                 np.maximum(found.error, 1e-30), fault_errors={"p": fault.error}, column=found.column)
    outcome = propose([t], ["p"], fault_evidence=True)
    assert outcome.comparison is not None, outcome.reason
    entries = {tuple(e["columns"]): e for e in outcome.comparison}
    assert set(entries) == {(0,), (1,)} and all(e["format"] == "npy" for e in entries.values())
    assert entries[(1,)]["atol"] + entries[(1,)]["rtol"] * 2e-6 <= 1e-13
    one_d = NpyFile(path="x.npy", format="npy", atol=0.0, rtol=1e-9)
    np.save(tmp_path / "nominal" / "x.npy", np.linspace(1, 2, 10))
    assert pairs(one_d, tmp_path / "nominal", tmp_path / "nominal").column is None


def test_a_hybrid_check_is_proposed_per_part(tmp_path) -> None:
    """selfcheck's calibration of a hybrid check: its files are terms as a pointwise check's (a
    mixed-scale array split by column), its invariants as an invariants check's, and the proposal
    comes back in the hybrid shape with the coverage untouched."""
    import json

    from conftest import PROJECT
    from sab.grade import CheckGrade, GradeResult
    from sab.model.base import parse
    from sab.model.rubric import Evidence, Rubric, Solve
    from sab.selfcheck.protocol import _calibrate
    from sab.selfcheck.values import _reader

    rows, steps = 40, 100
    state = np.column_stack([np.linspace(0, 10, rows), 1e-6 * np.linspace(1, 2, rows)])
    energy = np.column_stack([np.arange(float(steps)), np.full(steps, -0.5)])
    runs = {"nominal": (state, 0.0), "variant": (state + [1e-13, 1e-21], 1e-8),
            "mutant-a": (state + [0.0, 1e-12], 0.0), "mutant-b": (state, 1e-3)}
    drifts = {}
    for run, (values, drift) in runs.items():
        folder = tmp_path / run / "chk"
        folder.mkdir(parents=True)
        np.save(folder / "initial.npy", values)
        series = energy.copy()
        series[-1, 1] *= 1 + drift
        np.save(folder / "energy.npy", series)
        drifts[run] = drift
    data = json.loads((PROJECT / "tasks/heat1d/solver/tests/checks/sine-decay/rubric.json").read_text())
    coverage = [{"file": "energy.npy", "format": "npy", "progress": {"column": 0, "atol": 0, "rtol": 0}}]
    data.update(check="chk", policy="hybrid", evidence=None, proposal=None, rulings=[], comparison={
        "pointwise": {"files": [{"path": "initial.npy", "format": "npy", "atol": 0.0, "rtol": 1e-18}]},
        "invariants": {"invariants": [{"name": "energy-drift", "kind": "drift", "file": "energy.npy", "format": "npy",
                                       "column": 1, "bound": 1e-7}], "coverage": coverage}})
    rubric = parse(Rubric, data, "rubric.json")

    def grade(run: str) -> GradeResult:
        part = {"name": "energy-drift", "passed": drifts[run] <= 1e-7, "distance": drifts[run],
                "bound_fraction": drifts[run] / 1e-7, "value_reference": 0.0, "value_candidate": drifts[run]}
        return GradeResult(0.0, 0, 1, {"chk": CheckGrade("chk", part["passed"], "", None, None, False, False, None,
                                                          None, parts=(part,))})

    grades = {"variant": grade("variant"), "mutant:a": grade("mutant-a"), "mutant:b": grade("mutant-b")}
    faults = {"mutant:a": Solve(passed=False, distance=1e-12, bound_fraction=5e11),
              "mutant:b": Solve(passed=False, distance=1e-3, bound_fraction=1e4)}
    evidence = Evidence(stamped_at="t", runner="local")
    outcome = _calibrate(rubric, tmp_path, [tmp_path / "variant"], grades, faults, evidence, within="")
    assert outcome is not None and outcome.comparison is not None, evidence.proposal_note
    proposed = outcome.comparison
    assert set(proposed) == {"pointwise", "invariants"}
    assert [entry["columns"] for entry in proposed["pointwise"]["files"]] == [[0], [1]]
    (drift,) = proposed["invariants"]["invariants"]
    assert 20 * 1e-8 <= drift["bound"] <= 1e-3 / 10  # the variant's drift x20, the fault's /10
    assert proposed["invariants"]["coverage"] == coverage
    assert outcome.headroom >= 20 and outcome.separation >= 10
    assert evidence.precision_formats == {"initial.npy": "binary64"}
    parse(Rubric, {**data, "comparison": proposed}, "rubric.json")  # the proposal is a valid rubric,
    _reader().parse_rubric({"policy": "hybrid", "comparison": proposed})  # for the models and validate.py


def test_non_finite_reference_values_take_no_part_in_the_bound(tmp_path) -> None:
    """validate.py matches a reference NaN or infinity exactly; calibration must not choke on it."""
    import numpy as np

    from sab.model.rubric import NpyFile
    from sab.selfcheck.values import pairs

    reference, candidate = tmp_path / "ref", tmp_path / "cand"
    reference.mkdir(), candidate.mkdir()
    values = np.array([-np.inf, 1.0, np.nan, 2.0, np.inf])
    np.save(reference / "a.npy", values)
    np.save(candidate / "a.npy", values * (1 + 1e-15))
    found = pairs(NpyFile(path="a.npy", format="npy", atol=0.0, rtol=1e-9), reference, candidate)
    assert found is not None and found.reference.tolist() == [1.0, 2.0]
    assert np.isfinite(found.error).all()
