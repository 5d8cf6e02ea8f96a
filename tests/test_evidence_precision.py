"""The precision floor of a check's evidence (sab.selfcheck.evidence.precision, invariant_floor):
the largest relative floor of the stored values, the floor as a fraction of the bound, and how each
graded file stores its values; worked out by hand on small files."""

from __future__ import annotations

import json
from pathlib import Path

import numpy as np
import pytest

from conftest import PROJECT
from sab.model.base import parse
from sab.model.rubric import Rubric
from sab.selfcheck import evidence as ev

EPS = float(np.finfo(np.float64).eps)
BASE = PROJECT / "tasks/heat1d/solver/tests/checks/sine-decay/rubric.json"


def rubric(policy: str, comparison: dict) -> Rubric:
    data = json.loads(BASE.read_text())
    data.update(check="chk", policy=policy, evidence=None, proposal=None, rulings=[], comparison=comparison)
    return parse(Rubric, data, "rubric.json")


def agreement(name: str, atol: float, rtol: float) -> dict:
    return {"name": name, "kind": "agreement", "statistic": "mean", "file": "e.npy", "format": "npy",
            "column": 1, "atol": atol, "rtol": rtol}


INVARIANTS = {
    "invariants": [
        agreement("relative", 0.0, 1e-8),
        agreement("absolute", 1e-6, 0.0),
        agreement("exact", 0.0, 0.0),
        {"name": "drift", "kind": "drift", "file": "e.npy", "format": "npy", "column": 1, "bound": 1e-9},
    ],
    "coverage": [{"file": "e.npy", "format": "npy", "progress": {"column": 0, "atol": 0, "rtol": 0}}],
}


def test_pointwise_floors_relative_and_as_a_bound_fraction(tmp_path: Path) -> None:
    np.save(tmp_path / "a.npy", np.array([1.0, -2.0, 0.0]))
    (tmp_path / "b.txt").write_text("1.50 2.25\n3.75 4.00\n")
    checked = rubric("pointwise", {"files": [
        {"path": "a.npy", "format": "npy", "atol": 0.0, "rtol": 1e-10},
        {"path": "b.txt", "format": "text", "atol": 0.1, "rtol": 0.0},
    ]})
    values = [(np.array([1.0, -2.0, 0.0]), np.array([EPS, 2 * EPS, 0.0])),
              (np.array([1.5, 2.25, 3.75, 4.0]), np.full(4, 0.01))]
    relative, fraction, formats = ev.precision(checked, tmp_path, values)
    # b.txt: 0.01 at |r| = 1.5 is the largest relative floor; its bound 0.1 holds 0.01 ten times.
    assert relative == pytest.approx(0.01 / 1.5, rel=1e-12)
    assert fraction == pytest.approx(0.1, rel=1e-12)
    assert formats == {"a.npy": "binary64", "b.txt": "column 0: fixed 2 decimals, column 1: fixed 2 decimals"}


def test_a_zero_bound_over_a_stored_floor_is_an_infinite_fraction(tmp_path: Path) -> None:
    np.save(tmp_path / "a.npy", np.array([0.0, 3.0], dtype=np.float32))
    checked = rubric("pointwise", {"files": [{"path": "a.npy", "format": "npy", "atol": 0.0, "rtol": 0.0}]})
    relative, fraction, formats = ev.precision(checked, tmp_path, [(np.array([0.0, 3.0]), np.array([0.0, 2.0 ** -22]))])
    assert relative == pytest.approx(2.0 ** -22 / 3.0, rel=1e-12) and fraction == np.inf
    assert formats == {"a.npy": "binary32"}
    relative, fraction, _ = ev.precision(checked, tmp_path, [(np.array([0.0, 0.0]), np.zeros(2))])
    assert relative == 0.0 and fraction == 0.0  # exact zeros under an exact bound: no floor at all


def test_the_largest_file_decides_and_an_unreadable_file_has_no_format(tmp_path: Path) -> None:
    np.save(tmp_path / "big.npy", np.array([1.0]))
    checked = rubric("pointwise", {"files": [
        {"path": "big.npy", "format": "npy", "atol": 0.0, "rtol": 1e-12},
        {"path": "gone.npy", "format": "npy", "atol": 1.0, "rtol": 0.0},
    ]})
    values = [(np.array([1.0]), np.array([EPS])), (np.array([4.0, 8.0]), np.array([4 * EPS, 8 * EPS]))]
    relative, fraction, formats = ev.precision(checked, tmp_path, values)
    assert relative == EPS and fraction == pytest.approx(EPS / 1e-12, rel=1e-12)
    assert formats == {"big.npy": "binary64", "gone.npy": ""}


def test_an_empty_file_and_no_values_give_no_floor(tmp_path: Path) -> None:
    np.save(tmp_path / "a.npy", np.array([]))
    checked = rubric("pointwise", {"files": [{"path": "a.npy", "format": "npy", "atol": 0.0, "rtol": 1e-9}]})
    assert ev.precision(checked, tmp_path, [(np.array([]), np.array([]))])[:2] == (0.0, 0.0)
    assert ev.precision(checked, tmp_path) == (None, None, {})


def test_invariants_floor_only_agreements_with_a_tolerance(tmp_path: Path) -> None:
    relative, fraction, formats = ev.precision(rubric("invariants", INVARIANTS), tmp_path)
    assert relative == EPS and fraction == EPS / 1e-8 and formats == {}
    only_absolute = {**INVARIANTS, "invariants": [agreement("absolute", 1e-6, 0.0)]}
    assert ev.precision(rubric("invariants", only_absolute), tmp_path) == (EPS, None, {})
    none = {**INVARIANTS, "invariants": [agreement("exact", 0.0, 0.0), INVARIANTS["invariants"][3]]}
    assert ev.precision(rubric("invariants", none), tmp_path) == (None, None, {})


def test_a_hybrid_check_takes_both_parts(tmp_path: Path) -> None:
    np.save(tmp_path / "a.npy", np.array([2.0]))
    checked = rubric("hybrid", {"pointwise": {"files": [{"path": "a.npy", "format": "npy", "atol": 0.0, "rtol": 1e-20}]},
                                "invariants": INVARIANTS})
    relative, fraction, formats = ev.precision(checked, tmp_path, [(np.array([2.0]), np.array([2 * EPS]))])
    assert relative == EPS and fraction == pytest.approx(EPS / 1e-20, rel=1e-12) and formats == {"a.npy": "binary64"}


def test_invariant_floor_is_the_spacing_of_an_agreement_statistic() -> None:
    judged = rubric("invariants", INVARIANTS).comparison.invariants
    relative, drift = judged[0], judged[3]
    assert ev.invariant_floor(relative, 1.0) == EPS
    assert ev.invariant_floor(relative, -4.0) == 4 * EPS
    assert ev.invariant_floor(relative, 0.0) == 0.0 and ev.invariant_floor(relative, None) == 0.0
    assert ev.invariant_floor(drift, 1.0) == 0.0


def test_fixed_decimals_floor_zero_and_small_values_and_columns_are_listed_in_order(tmp_path: Path) -> None:
    """A stored zero counts as exact however it is written; below 1 the relative floor grows."""
    (tmp_path / "b.txt").write_text("name 0.50\n0.00 2.00\n")  # column 1 is met before column 0
    checked = rubric("pointwise", {"files": [{"path": "b.txt", "format": "text", "atol": 0.1, "rtol": 0.0}]})
    relative, _, formats = ev.precision(checked, tmp_path, [(np.array([0.0, 2.0]), np.full(2, 0.01))])
    assert relative == pytest.approx(0.005, rel=1e-12)
    assert formats == {"b.txt": "column 0: fixed 2 decimals, column 1: fixed 2 decimals"}
    relative, _, _ = ev.precision(checked, tmp_path, [(np.array([0.5, 2.0]), np.full(2, 0.01))])
    assert relative == pytest.approx(0.02, rel=1e-12)
