"""Tests for the stock check template validate.py (every pass policy: pointwise, invariants, hybrid).

The scripts are run as subprocesses, exactly as a check directory runs its
validate.py, on real files made in tmp_path.  A few internals (chunking,
block pairing, the exact distribution metrics) are also exercised in-process
by loading the scripts as modules, which must have no side effects.
"""

from __future__ import annotations

import json
import os
import subprocess
from pathlib import Path

import numpy as np
import pytest
from grader_file import IN_PROCESS, full_grader, grader_module, patch_grader, run_grader
from grader_records import CASES, record_of
from snapshot import SNAPSHOTS, assert_recorded

VALIDATE = full_grader()


vt = grader_module("validate_under_test")


def strict_json(path: Path):
    def refuse(name):
        raise ValueError(f"non-strict JSON constant {name}")

    return json.loads(path.read_text(), parse_constant=refuse)


class Run:
    """One invocation of a validator script and what it left behind."""

    def __init__(self, proc: subprocess.CompletedProcess, out: Path):
        self.code = proc.returncode
        self.stderr = proc.stderr
        self.result = strict_json(out) if out.exists() else None

    @property
    def passed(self):
        return self.result["passed"]

    @property
    def reason(self):
        return self.result["reason"]

    def entry(self, key):
        for item in self.result.get("files", []) + self.result.get("invariants", []):
            if key in (item.get("path"), item.get("name")):
                return item
        raise KeyError(key)


def run_script(script: Path, tmp_path: Path, rubric=None, args=None, rubric_text=None) -> Run:
    ref, cand = tmp_path / "ref", tmp_path / "cand"
    rubric_path = tmp_path / "rubric.json"
    if rubric_text is not None:
        rubric_path.write_text(rubric_text)
    elif rubric is not None:
        rubric_path.write_text(json.dumps(rubric))
    out = tmp_path / "result.json"
    if out.exists():
        out.unlink()
    if args is None:
        args = ["--reference", str(ref), "--candidate", str(cand), "--rubric", str(rubric_path), "--out", str(out)]
    proc = run_grader(script, args)
    assert "Traceback" not in proc.stderr, proc.stderr
    return Run(proc, out)


def pointwise(tmp_path, files, **kwargs) -> Run:
    rubric = {"check": "t", "policy": "pointwise", "prose": "ignored", "comparison": {"files": files}}
    return run_script(VALIDATE, tmp_path, rubric, **kwargs)


def neutral_coverage(invs) -> list:
    """A coverage that lists every file the invariants read and holds a run to nothing: no row
    count, and a progress bound no last value exceeds. Tests of coverage itself pass their own
    (tests/test_invariants_coverage.py)."""
    entries, seen = [], set()
    for inv in invs:
        if not isinstance(inv, dict) or not isinstance(inv.get("file"), str) or inv["file"] in seen:
            continue
        seen.add(inv["file"])
        entry = {"file": inv["file"], "format": inv.get("format"), "rows": False,
                 "progress": {"column": inv.get("column"), "atol": 1e300, "rtol": 0.0}}
        entry.update({key: inv[key] for key in ("comments", "skip_rows", "skip_header_bytes") if key in inv})
        entries.append(entry)
    return entries


def invariants(tmp_path, invs, coverage=None, **kwargs) -> Run:
    comparison = {"invariants": invs, "coverage": neutral_coverage(invs) if coverage is None else coverage}
    rubric = {"check": "t", "policy": "invariants", "evidence": ["ignored"], "comparison": comparison}
    return run_script(VALIDATE, tmp_path, rubric, **kwargs)


@pytest.fixture
def dirs(tmp_path):
    ref, cand = tmp_path / "ref", tmp_path / "cand"
    ref.mkdir()
    cand.mkdir()
    return ref, cand


def npy_entry(path="x.npy", atol=1e-8, rtol=1e-6):
    return {"path": path, "format": "npy", "atol": atol, "rtol": rtol}


# --------------------------------------------------------------------------
# Pointwise: verdicts on numbers
# --------------------------------------------------------------------------


def test_identical_passes_with_zero_distance(tmp_path, dirs):
    ref, cand = dirs
    a = np.random.default_rng(0).standard_normal(1000)
    np.save(ref / "x.npy", a)
    np.save(cand / "x.npy", a)
    run = pointwise(tmp_path, [npy_entry()])
    assert run.code == 0 and run.passed
    assert run.result["distance"] == 0.0
    assert run.result["bound_fraction"] == 0.0
    assert run.result["policy"] == "pointwise"
    assert run.reason == "all 1 file within tolerance"
    entry = run.entry("x.npy")
    assert entry["compared"] == 1000 and entry["passed"]


def test_within_tolerance_passes_2d(tmp_path, dirs):
    ref, cand = dirs
    a = np.random.default_rng(1).standard_normal((30, 40))
    np.save(ref / "x.npy", a)
    np.save(cand / "x.npy", a + 0.5e-8)
    run = pointwise(tmp_path, [npy_entry(atol=1e-8, rtol=0)])
    assert run.code == 0 and run.passed
    assert 0 < run.result["bound_fraction"] <= 1
    assert run.result["distance"] == pytest.approx(0.5e-8, rel=1e-6)


def test_outside_tolerance_fails_naming_worst_value(tmp_path, dirs):
    ref, cand = dirs
    a = np.linspace(1, 2, 400)
    b = a.copy()
    b[17] += 0.5
    b[100] += 0.1
    np.save(ref / "x.npy", a)
    np.save(cand / "x.npy", b)
    run = pointwise(tmp_path, [npy_entry(atol=0.01, rtol=0)])
    assert run.code == 0 and not run.passed
    assert run.result["bound_fraction"] == pytest.approx(50.0)
    assert run.result["distance"] == pytest.approx(0.5)
    entry = run.entry("x.npy")
    assert entry["worst"] == [17]
    assert "x.npy: 2 of 400 values outside |c-r| <= atol + rtol*|r|" in run.reason
    assert "worst at index 17" in run.reason


def test_rtol_rule_uses_reference_magnitude(tmp_path, dirs):
    ref, cand = dirs
    r = np.array([0.0, 1.0, 100.0, -1000.0])
    c = r + np.array([0.0, 0.9e-3, 0.09, -0.9])  # inside rtol=1e-3 everywhere
    np.save(ref / "x.npy", r)
    np.save(cand / "x.npy", c)
    assert pointwise(tmp_path, [npy_entry(atol=0, rtol=1e-3)]).passed
    np.save(cand / "x.npy", r + np.array([1e-300, 0, 0, 0]))  # zero reference, zero atol: exact there
    run = pointwise(tmp_path, [npy_entry(atol=0, rtol=1e-3)])
    assert not run.passed and run.entry("x.npy")["worst"] == [0]


def test_exact_match_required_with_zero_bound(tmp_path, dirs):
    ref, cand = dirs
    a = np.arange(10.0)
    np.save(ref / "x.npy", a)
    np.save(cand / "x.npy", a)
    run = pointwise(tmp_path, [npy_entry(atol=0, rtol=0)])
    assert run.passed and run.result["bound_fraction"] == 0.0
    b = a.copy()
    b[3] = np.nextafter(3.0, 4.0)
    np.save(cand / "x.npy", b)
    run = pointwise(tmp_path, [npy_entry(atol=0, rtol=0)])
    assert not run.passed
    assert run.result["bound_fraction"] is None  # infinite -> null
    assert "exact match required" in run.reason
    assert run.entry("x.npy")["worst"] == [3]


def test_non_finite_values(tmp_path, dirs):
    ref, cand = dirs
    r = np.array([1.0, np.nan, np.inf, -np.inf, 5.0])
    np.save(ref / "same.npy", r)
    np.save(cand / "same.npy", r.copy())
    np.save(ref / "nan_vs_finite.npy", r)
    np.save(cand / "nan_vs_finite.npy", np.array([1.0, 2.0, np.inf, -np.inf, 5.0]))
    np.save(ref / "inf_sign.npy", r)
    np.save(cand / "inf_sign.npy", np.array([1.0, np.nan, -np.inf, -np.inf, 5.0]))
    np.save(ref / "cand_nan.npy", r)
    np.save(cand / "cand_nan.npy", np.array([np.nan, np.nan, np.inf, -np.inf, 5.0]))
    names = ["same.npy", "nan_vs_finite.npy", "inf_sign.npy", "cand_nan.npy"]
    run = pointwise(tmp_path, [npy_entry(n, atol=1e-3, rtol=1e-3) for n in names])
    assert run.code == 0 and not run.passed
    same = run.entry("same.npy")
    assert same["passed"] and same["distance"] == 0.0 and same["compared"] == 5
    bad = run.entry("nan_vs_finite.npy")
    assert not bad["passed"] and "finite where the reference is non-finite" in bad["reason"]
    assert bad["worst"] == [1] and bad["distance"] is None
    sign = run.entry("inf_sign.npy")
    assert not sign["passed"] and sign["worst"] == [2]
    assert "non-finite values differ" in sign["reason"]
    cand_nan = run.entry("cand_nan.npy")
    assert not cand_nan["passed"] and "non-finite where the reference is finite" in cand_nan["reason"]


def test_npy_dtypes_are_compared_as_float64(tmp_path, dirs):
    ref, cand = dirs
    np.save(ref / "i.npy", np.arange(12, dtype=np.int32).reshape(3, 4))
    np.save(cand / "i.npy", np.arange(12, dtype=np.float64).reshape(3, 4))
    np.save(ref / "b.npy", np.array([True, False, True]))
    np.save(cand / "b.npy", np.array([True, False, True]))
    np.save(ref / "be.npy", np.arange(5, dtype=">f8"))
    np.save(cand / "be.npy", np.arange(5, dtype="<f4"))
    np.save(ref / "f.npy", np.arange(12.0).reshape(3, 4))
    np.save(cand / "f.npy", np.asfortranarray(np.arange(12.0).reshape(3, 4)))
    np.save(ref / "s.npy", np.float64(3.5))
    np.save(cand / "s.npy", np.float64(3.5))
    run = pointwise(tmp_path, [npy_entry(n, 0, 0) for n in ["i.npy", "b.npy", "be.npy", "f.npy", "s.npy"]])
    assert run.passed, run.reason
    b = np.asfortranarray(np.arange(12.0).reshape(3, 4))
    b[2, 1] += 1
    np.save(cand / "f.npy", b)
    run = pointwise(tmp_path, [npy_entry("f.npy", 0, 0)])
    assert not run.passed and run.entry("f.npy")["worst"] == [2, 1]


def test_npy_shape_mismatch(tmp_path, dirs):
    ref, cand = dirs
    np.save(ref / "x.npy", np.zeros((3, 4)))
    np.save(cand / "x.npy", np.zeros(12))
    run = pointwise(tmp_path, [npy_entry()])
    assert run.code == 0 and not run.passed
    assert "shape mismatch" in run.reason and "(3, 4)" in run.reason


def test_npy_columns_are_graded_each_under_its_own_tolerance(tmp_path, dirs):
    """A time column in [0, 10] and a field of size 1e-6 in one array: the same error of 1e-9
    is within the time column's bound and far outside the field's."""
    ref, cand = dirs
    rows = 300
    a = np.column_stack([np.linspace(0, 10, rows), 1e-6 * np.linspace(1, 2, rows), np.ones(rows)])
    np.save(ref / "s.npy", a)
    time = {"path": "s.npy", "format": "npy", "atol": 1e-8, "rtol": 0, "columns": [0, 2]}
    field = {"path": "s.npy", "format": "npy", "atol": 0, "rtol": 1e-6, "columns": [1]}
    b = a.copy()
    b[40, 0] += 1e-9
    np.save(cand / "s.npy", np.asfortranarray(b))  # memory order is not the array's shape
    run = pointwise(tmp_path, [time, field])
    assert run.passed, run.reason
    first, second = run.result["files"]
    assert first["columns"] == [0, 2] and first["compared"] == 2 * rows and first["worst"] == [40, 0]
    assert first["bound_fraction"] == pytest.approx(0.1, rel=1e-6)
    assert second["columns"] == [1] and second["compared"] == rows and second["distance"] == 0.0
    b = a.copy()
    b[40, 1] += 1e-9
    np.save(cand / "s.npy", b)
    run = pointwise(tmp_path, [time, field])
    assert not run.passed
    first, second = run.result["files"]
    assert first["passed"] and not second["passed"] and second["worst"] == [40, 1]
    assert "s.npy columns [1]: 1 of 300 values outside" in run.reason and "index (40, 1)" in run.reason
    assert run.result["bound_fraction"] == second["bound_fraction"] > 1


def test_npy_columns_index_the_last_axis_and_may_leave_some_ungraded(tmp_path, dirs):
    ref, cand = dirs
    a = np.arange(2 * 3 * 4, dtype=np.float64).reshape(2, 3, 4)
    np.save(ref / "s.npy", a)
    b = a.copy()
    b[1, 2, 3] += 100.0  # column 3 is graded by no entry
    b[1, 0, 1] += 1e-3
    np.save(cand / "s.npy", b)
    run = pointwise(tmp_path, [dict(npy_entry("s.npy", atol=1e-2, rtol=0), columns=[1, 0])])
    assert run.passed and run.entry("s.npy")["compared"] == 12
    assert run.entry("s.npy")["worst"] == [1, 0, 1]
    np.save(cand / "s.npy", b[:, :, :3].copy())
    run = pointwise(tmp_path, [dict(npy_entry("s.npy"), columns=[0])])
    assert run.code == 0 and not run.passed and "shape mismatch" in run.reason


@pytest.mark.parametrize("array, columns, words", [
    (np.arange(5.0), [0], "two or more dimensions"),
    (np.float64(2.0), [0], "two or more dimensions"),
    (np.zeros((4, 3)), [1, 3], "column 3 is beyond its last axis"),
])
def test_npy_columns_the_reference_does_not_have_are_a_wiring_error(tmp_path, dirs, array, columns, words):
    ref, cand = dirs
    np.save(ref / "s.npy", array)
    np.save(cand / "s.npy", array)
    run = pointwise(tmp_path, [dict(npy_entry("s.npy"), columns=columns)])
    assert run.code == 2 and words in run.stderr and run.result["passed"] is False


def test_npy_columns_stream_in_bounded_blocks(tmp_path, dirs, monkeypatch):
    """Blocks of rows are cut at a chunk of graded values; a change on either side of a cut is found."""
    ref, cand = dirs
    a = np.random.default_rng(3).standard_normal((1000, 7))
    np.save(ref / "s.npy", a)
    b = a.copy()
    b[428, 5] += 1.0
    np.save(cand / "s.npy", b)
    seen = []

    class Small(vt.Comparator):
        def __init__(self, atol, rtol):
            super().__init__(atol, rtol, chunk=1024)

        def feed(self, r, c, base):
            seen.append((base, len(r)))
            super().feed(r, c, base)

    patch_grader(monkeypatch, vt, "Comparator", Small)
    cmp, locate, worst, _ = vt.compare_npy(*(vt.open_reference(str(d), "s.npy") for d in (ref, cand)),
                                           {"atol": 0.5, "rtol": 0, "columns": [5, 2]})
    assert max(n for _, n in seen) <= 1024 and sum(n for _, n in seen) == 2000
    assert [base for base, _ in seen] == list(np.cumsum([0] + [n for _, n in seen])[:-1])
    assert not cmp.passed and worst(cmp.worst[0]) == [428, 5] and locate(cmp.worst[0]) == "index (428, 5)"


def test_npy_bad_candidate_content_is_a_fail(tmp_path, dirs):
    ref, cand = dirs
    for name in ["obj.npy", "junk.npy", "trunc.npy", "cplx.npy"]:
        np.save(ref / name, np.arange(4.0))
    np.save(cand / "obj.npy", np.array([{"a": 1}, 2], dtype=object), allow_pickle=True)
    (cand / "junk.npy").write_bytes(b"this is not numpy" * 10)
    full = (ref / "trunc.npy").read_bytes()
    (cand / "trunc.npy").write_bytes(full[:-8])
    np.save(cand / "cplx.npy", np.arange(4.0) + 0j)
    run = pointwise(tmp_path, [npy_entry(n) for n in ["obj.npy", "junk.npy", "trunc.npy", "cplx.npy"]])
    assert run.code == 0 and not run.passed
    assert "object dtype" in run.entry("obj.npy")["reason"]
    assert "not a valid .npy" in run.entry("junk.npy")["reason"]
    assert "does not match its header" in run.entry("trunc.npy")["reason"]
    assert "unsupported dtype" in run.entry("cplx.npy")["reason"]


# --------------------------------------------------------------------------
# Pointwise: raw, text and JSON formats
# --------------------------------------------------------------------------


def test_raw_f64_with_header_and_f32(tmp_path, dirs):
    ref, cand = dirs
    header = b"HDR-v1\x00\x01"
    values = np.linspace(0, 1, 50)
    (ref / "u.f64").write_bytes(header + values.astype("<f8").tobytes())
    (cand / "u.f64").write_bytes(header + (values + 1e-12).astype("<f8").tobytes())
    (ref / "v.f32").write_bytes(values.astype("<f4").tobytes())
    (cand / "v.f32").write_bytes(values.astype("<f4").tobytes())
    files = [
        {"path": "u.f64", "format": "f64", "skip_header_bytes": len(header), "atol": 1e-9, "rtol": 0},
        {"path": "v.f32", "format": "f32", "atol": 0, "rtol": 0},
    ]
    run = pointwise(tmp_path, files)
    assert run.passed, run.reason
    assert run.entry("u.f64")["compared"] == 50 and run.entry("v.f32")["compared"] == 50

    bad = values.astype("<f4")
    bad[49] += 1
    (cand / "v.f32").write_bytes(bad.tobytes())
    (cand / "u.f64").write_bytes(b"HDR-v2\x00\x01" + values.astype("<f8").tobytes())
    run = pointwise(tmp_path, files)
    assert not run.passed
    assert "header bytes differ" in run.entry("u.f64")["reason"]
    assert run.entry("v.f32")["worst"] == 49


def test_raw_shape_mismatch(tmp_path, dirs):
    ref, cand = dirs
    (ref / "a.f64").write_bytes(np.zeros(10).tobytes())
    (cand / "a.f64").write_bytes(np.zeros(11).tobytes())
    (ref / "b.f64").write_bytes(np.zeros(10).tobytes())
    (cand / "b.f64").write_bytes(np.zeros(10).tobytes() + b"\x00\x00\x00")
    files = [{"path": n, "format": "f64", "atol": 0, "rtol": 0} for n in ["a.f64", "b.f64"]]
    run = pointwise(tmp_path, files)
    assert not run.passed
    assert "shape mismatch" in run.entry("a.f64")["reason"]
    assert "shape mismatch" in run.entry("b.f64")["reason"]


def test_text_comments_skip_rows_and_columns(tmp_path, dirs):
    ref, cand = dirs
    (ref / "h.txt").write_text("run 1 of 1\nt energy wall\n# comment\n0 1.0 12.5\n1 1.5 13.0  # inline\n\n2 2.0 11.1\n")
    (cand / "h.txt").write_text(
        "run 1 of 1\nt energy wall\n# other comment\n0 1.0 99.0\n1 1.5000001 98.0\n2 2.0 97.0\n"
    )
    files = [
        {"path": "h.txt", "format": "text", "skip_rows": 2, "columns": [0, 1], "atol": 1e-6, "rtol": 0},
    ]
    run = pointwise(tmp_path, files)
    assert run.passed, run.reason
    assert run.entry("h.txt")["compared"] == 6
    files[0]["columns"] = None
    run = pointwise(tmp_path, files)
    assert not run.passed
    entry = run.entry("h.txt")
    assert entry["worst"] == [0, 2] and "data row 0, column 2" in entry["reason"]


def test_text_structural_and_parse_failures(tmp_path, dirs):
    ref, cand = dirs
    body = "1 2\n3 4\n5 6\n"
    for name in ["rows.txt", "cols.txt", "token.txt"]:
        (ref / name).write_text(body)
    (cand / "rows.txt").write_text("1 2\n3 4\n")
    (cand / "cols.txt").write_text("1 2 0\n3 4 0\n5 6 0\n")
    (cand / "token.txt").write_text("1 2\n3 oops\n5 6\n")
    files = [{"path": n, "format": "text", "atol": 0, "rtol": 0} for n in ["rows.txt", "cols.txt", "token.txt"]]
    run = pointwise(tmp_path, files)
    assert run.code == 0 and not run.passed
    assert "row count mismatch: reference has 3 data rows, candidate 2" in run.entry("rows.txt")["reason"]
    assert "column count mismatch" in run.entry("cols.txt")["reason"]
    token = run.entry("token.txt")["reason"]
    assert "line 2" in token and "oops" in token


def test_text_non_numeric_reference_is_wiring_error(tmp_path, dirs):
    ref, cand = dirs
    (ref / "h.txt").write_text("1 2\nx 4\n")
    (cand / "h.txt").write_text("1 2\n3 4\n")
    run = pointwise(tmp_path, [{"path": "h.txt", "format": "text", "atol": 0, "rtol": 0}])
    assert run.code == 2 and run.result["passed"] is False
    assert "wiring error" in run.stderr and "line 2" in run.stderr


def test_json_nested(tmp_path, dirs):
    ref, cand = dirs
    doc = {"a": {"b": [1, 2.5, {"c": 3}], "s": "ok", "t": True, "n": None}, "z": 10}
    (ref / "s.json").write_text(json.dumps(doc))
    close = json.loads(json.dumps(doc))
    close["a"]["b"][1] = 2.5000001
    close["z"] = 10.0
    (cand / "s.json").write_text(json.dumps(close, indent=1))
    entry = {"path": "s.json", "format": "json", "atol": 1e-6, "rtol": 0}
    run = pointwise(tmp_path, [entry])
    assert run.passed, run.reason
    assert run.entry("s.json")["compared"] == 7

    far = json.loads(json.dumps(doc))
    far["a"]["b"][2]["c"] = 4
    (cand / "s.json").write_text(json.dumps(far))
    run = pointwise(tmp_path, [entry])
    assert not run.passed and run.entry("s.json")["worst"] == "$.a.b[2].c"

    keys = json.loads(json.dumps(doc))
    del keys["a"]["b"][2]["c"]
    keys["a"]["b"][2]["d"] = 3
    keys["a"]["s"] = "changed"
    (cand / "s.json").write_text(json.dumps(keys))
    run = pointwise(tmp_path, [entry])
    reason = run.entry("s.json")["reason"]
    assert not run.passed
    assert "missing key $.a.b[2].c" in reason and "unexpected key $.a.b[2].d" in reason
    assert "value mismatch at $.a.s" in reason


def test_json_strictness_and_shape(tmp_path, dirs):
    ref, cand = dirs
    for name in ["nan.json", "dup.json", "len.json", "type.json", "bool.json"]:
        (ref / name).write_text('{"a": [1, 2, 3], "b": 1}')
    (cand / "nan.json").write_text('{"a": [1, NaN, 3], "b": 1}')
    (cand / "dup.json").write_text('{"a": [1, 2, 3], "b": 1, "b": 1}')
    (cand / "len.json").write_text('{"a": [1, 2], "b": 1}')
    (cand / "type.json").write_text('{"a": [1, 2, 3], "b": "1"}')
    (cand / "bool.json").write_text('{"a": [1, 2, 3], "b": true}')
    names = ["nan.json", "dup.json", "len.json", "type.json", "bool.json"]
    run = pointwise(tmp_path, [{"path": n, "format": "json", "atol": 1, "rtol": 1} for n in names])
    assert run.code == 0 and not run.passed
    assert "not strict JSON" in run.entry("nan.json")["reason"]
    assert "duplicate key" in run.entry("dup.json")["reason"]
    assert "array length mismatch at $.a" in run.entry("len.json")["reason"]
    assert "type mismatch at $.b: reference number, candidate string" in run.entry("type.json")["reason"]
    assert "candidate boolean" in run.entry("bool.json")["reason"]


# --------------------------------------------------------------------------
# Pointwise: the candidate directory
# --------------------------------------------------------------------------


def test_missing_extra_and_empty_candidate_files(tmp_path, dirs):
    ref, cand = dirs
    for name in ["a.npy", "b.npy", "c.npy"]:
        np.save(ref / name, np.ones(3))
    np.save(cand / "a.npy", np.ones(3))
    (cand / "c.npy").write_bytes(b"")
    (cand / "deep" / "er").mkdir(parents=True)
    (cand / "deep" / "er" / "stray.bin").write_bytes(b"x")
    for name in ["run.log", "run.ok", "run.failed", "result.json"]:
        (cand / name).write_text("bookkeeping")
        (cand / "deep" / name).write_text("bookkeeping")
    run = pointwise(tmp_path, [npy_entry(n) for n in ["a.npy", "b.npy", "c.npy"]])
    assert run.code == 0 and not run.passed
    assert run.entry("a.npy")["passed"]
    assert run.entry("b.npy")["reason"] == "candidate file is missing"
    assert "b.npy: candidate file is missing" in run.reason
    assert "candidate file is empty" in run.entry("c.npy")["reason"]
    assert "deep/er/stray.bin" in run.reason
    assert run.result["extra_files"] == ["deep/er/stray.bin"]
    assert "run.log" not in run.reason


def test_extra_file_alone_fails(tmp_path, dirs):
    ref, cand = dirs
    np.save(ref / "x.npy", np.ones(3))
    np.save(cand / "x.npy", np.ones(3))
    (cand / "notes.txt").write_text("extra")
    run = pointwise(tmp_path, [npy_entry()])
    assert run.code == 0 and not run.passed and "notes.txt" in run.reason


def test_symlinked_candidate_file_is_refused(tmp_path, dirs):
    ref, cand = dirs
    np.save(ref / "x.npy", np.ones(3))
    os.symlink(ref / "x.npy", cand / "x.npy")
    run = pointwise(tmp_path, [npy_entry()])
    assert run.code == 0 and not run.passed
    assert "symlink" in run.entry("x.npy")["reason"]


def test_symlinked_directory_component_is_refused(tmp_path, dirs):
    ref, cand = dirs
    (ref / "out").mkdir()
    np.save(ref / "out" / "x.npy", np.ones(3))
    os.symlink(ref / "out", cand / "out")
    run = pointwise(tmp_path, [npy_entry("out/x.npy")])
    assert run.code == 0 and not run.passed
    assert "directory component out is a symlink" in run.entry("out/x.npy")["reason"]


def test_symlink_as_extra_file_and_non_regular_file(tmp_path, dirs):
    ref, cand = dirs
    np.save(ref / "x.npy", np.ones(3))
    (cand / "x.npy").mkdir()
    os.symlink("/etc/passwd", cand / "sneaky")
    run = pointwise(tmp_path, [npy_entry()])
    assert not run.passed
    assert "not a regular file" in run.entry("x.npy")["reason"]
    assert "sneaky" in run.reason


def test_missing_candidate_directory_is_a_fail(tmp_path, dirs):
    ref, cand = dirs
    np.save(ref / "x.npy", np.ones(3))
    cand.rmdir()
    run = pointwise(tmp_path, [npy_entry()])
    assert run.code == 0 and not run.passed
    assert "candidate directory" in run.reason and "does not exist" in run.reason


# --------------------------------------------------------------------------
# Wiring errors (exit 2)
# --------------------------------------------------------------------------


def test_missing_rubric_exits_2(tmp_path, dirs):
    run = run_script(VALIDATE, tmp_path)  # no rubric written
    assert run.code == 2 and "cannot read rubric" in run.stderr
    assert len(run.stderr.strip().splitlines()) == 1
    assert run.result["passed"] is False and "wiring error" in run.reason


def test_malformed_rubric_exits_2(tmp_path, dirs):
    run = run_script(VALIDATE, tmp_path, rubric_text="{not json")
    assert run.code == 2 and "not valid JSON" in run.stderr and run.result["passed"] is False
    negative = {"path": "x.npy", "format": "npy", "atol": -1, "rtol": 0}
    rubric = {"policy": "pointwise", "comparison": {"files": [negative]}}
    run = run_script(VALIDATE, tmp_path, rubric)
    assert run.code == 2 and "atol" in run.stderr


@pytest.mark.parametrize("path", ["../x.npy", "/etc/passwd", "a/../../x.npy"])
def test_escaping_rubric_paths_exit_2(tmp_path, dirs, path):
    run = pointwise(tmp_path, [npy_entry(path)])
    assert run.code == 2 and run.result["passed"] is False


def test_unknown_policy_or_another_policys_comparison_exits_2(tmp_path, dirs):
    ref, cand = dirs
    np.save(ref / "x.npy", np.ones(3))
    np.save(cand / "x.npy", np.ones(3))
    run = run_script(VALIDATE, tmp_path, {"policy": "loose", "comparison": {"files": [npy_entry()]}})
    assert run.code == 2 and "'pointwise', 'invariants', 'hybrid'" in run.stderr
    assert run.result["passed"] is False and run.result["policy"] is None
    run = run_script(VALIDATE, tmp_path, {"policy": "invariants", "comparison": {"files": [npy_entry()]}})
    assert run.code == 2 and "unknown field(s) 'files'" in run.stderr and run.result["policy"] == "invariants"
    run = run_script(VALIDATE, tmp_path, {"policy": "pointwise", "comparison": {"pointwise": {"files": [npy_entry()]}}})
    assert run.code == 2 and "unknown field(s) 'pointwise'" in run.stderr
    assert run.result["files"] == [] and "invariants" not in run.result


def test_missing_argument_and_reference_problems_exit_2(tmp_path, dirs):
    ref, cand = dirs
    out = tmp_path / "result.json"
    run = run_script(VALIDATE, tmp_path, args=["--reference", str(ref), "--out", str(out)])
    assert run.code == 2 and "bad arguments" in run.stderr and run.result["passed"] is False
    np.save(cand / "x.npy", np.ones(3))
    run = pointwise(tmp_path, [npy_entry()])  # reference file missing
    assert run.code == 2 and "reference file x.npy is missing" in run.stderr
    (ref / "x.npy").write_bytes(b"garbage")
    run = pointwise(tmp_path, [npy_entry()])  # reference unreadable as npy
    assert run.code == 2 and "reference" in run.stderr
    ref.joinpath("x.npy").unlink()
    ref.rmdir()
    run = pointwise(tmp_path, [npy_entry()])
    assert run.code == 2 and "reference directory" in run.stderr


# --------------------------------------------------------------------------
# Large files and chunk boundaries
# --------------------------------------------------------------------------


def test_large_npy_chunk_boundaries(tmp_path, dirs):
    ref, cand = dirs
    chunk = vt.CHUNK_ELEMS
    n = (64 << 20) // 8  # 64 MiB per file
    a = np.arange(n, dtype=np.float64) * 1e-3
    np.save(ref / "x.npy", a)
    c = a.copy()
    c[5 * chunk] += 2.0  # first value of a chunk
    c[n - 1] += 3.0  # in the last chunk
    np.save(cand / "x.npy", c)
    del a, c
    run = pointwise(tmp_path, [npy_entry(atol=1.0, rtol=0)])
    entry = run.entry("x.npy")
    assert entry["compared"] == n
    assert not run.passed and "2 of" in entry["reason"]
    assert entry["worst"] == [n - 1] and entry["bound_fraction"] == pytest.approx(3.0)
    assert entry["distance"] == pytest.approx(3.0)


def test_chunk_boundary_alone_is_found(tmp_path, dirs):
    ref, cand = dirs
    chunk = vt.CHUNK_ELEMS
    n = 3 * chunk + 5
    a = np.ones(n)
    np.save(ref / "x.npy", a)
    for index in (chunk - 1, chunk, 3 * chunk):
        c = a.copy()
        c[index] = 7.0
        np.save(cand / "x.npy", c)
        run = pointwise(tmp_path, [npy_entry(atol=0, rtol=0)])
        assert not run.passed and run.entry("x.npy")["worst"] == [index]


def test_logical_blocks_cover_every_element_once():
    for shape in [(0,), (7,), (3, 5), (2, 3, 4), (1, 100), (100, 1), (4, 300)]:
        seen = np.zeros(shape, dtype=int)
        expected_start = 0
        for index, start, count in vt.logical_blocks(shape, 16):
            assert start == expected_start
            seen[index] += 1
            assert seen[index].size == count
            expected_start += count
        assert (seen == 1).all() and expected_start == int(np.prod(shape))


def test_comparator_fast_and_exact_paths_agree():
    rng = np.random.default_rng(5)
    r = rng.standard_normal(10000)
    c = r + rng.standard_normal(10000) * 1e-6
    for atol, rtol in [(1e-6, 0), (0, 1e-5), (1e-7, 1e-6), (0, 0)]:
        cmp = vt.Comparator(atol, rtol, chunk=1024)
        cmp.feed(r, c, 0)
        bound = atol + rtol * np.abs(r)
        diff = np.abs(c - r)
        assert cmp.violations == int(np.count_nonzero(diff > bound))
        assert cmp.distance == pytest.approx(diff.max())
        if bound.min() > 0:
            assert cmp.fraction == pytest.approx((diff / bound).max())
            assert cmp.worst[0] == int(np.argmax(diff / bound))


def test_text_blocks_pair_across_boundaries(tmp_path, monkeypatch):
    """Small blocks force both files to split at different rows."""
    rng = np.random.default_rng(2)
    data = rng.standard_normal((500, 3))
    ref, cand = tmp_path / "r.txt", tmp_path / "c.txt"
    np.savetxt(ref, data, header="h")
    np.savetxt(cand, data, fmt="%.17g", header="a longer header line\nand another")
    patch_grader(monkeypatch, vt, "TEXT_BLOCK_BYTES", 97)
    spec = {"atol": 1e-12, "rtol": 1e-12, "comments": ("#",), "skip_rows": 0, "columns": None}

    def compare():
        r = vt.OpenedFile(os.open(ref, os.O_RDONLY), ref.stat().st_size, "r.txt")
        c = vt.OpenedFile(os.open(cand, os.O_RDONLY), cand.stat().st_size, "c.txt")
        try:
            return vt.compare_text(r, c, spec)[0]
        finally:
            r.close()
            c.close()

    cmp = compare()
    assert cmp.compared == 1500 and cmp.passed
    # Without fork the same answer comes from in-process parsing.
    monkeypatch.setattr(vt.os, "fork", lambda: (_ for _ in ()).throw(OSError("no fork")))
    cmp = compare()
    assert cmp.compared == 1500 and cmp.passed


def test_text_error_in_child_reports_line_number(tmp_path, dirs):
    ref, cand = dirs
    lines = [f"{i} {i * 0.5}" for i in range(20000)]
    (ref / "h.txt").write_text("\n".join(lines) + "\n")
    lines[15000] = "15000 NaNx"
    (cand / "h.txt").write_text("\n".join(lines) + "\n")
    run = pointwise(tmp_path, [{"path": "h.txt", "format": "text", "atol": 0, "rtol": 0}])
    assert run.code == 0 and not run.passed
    assert "line 15001" in run.reason and "NaNx" in run.reason


# --------------------------------------------------------------------------
# Invariants
# --------------------------------------------------------------------------


def agreement(statistic, atol=0.0, rtol=1e-9, file="e.npy", column=1, fmt="npy"):
    return {
        "name": f"{statistic}-of-e",
        "kind": "agreement",
        "statistic": statistic,
        "file": file,
        "format": fmt,
        "column": column,
        "atol": atol,
        "rtol": rtol,
    }


STATISTIC_FUNCTIONS = {
    "final": lambda x: x[-1],
    "mean": np.mean,
    "min": np.min,
    "max": np.max,
    "sum": np.sum,
    "std": np.std,
    "norm": np.linalg.norm,
}


def test_agreement_each_statistic(tmp_path, dirs):
    ref, cand = dirs
    rng = np.random.default_rng(4)
    e = 5.0 + rng.standard_normal(3000)
    np.save(ref / "e.npy", np.stack([np.arange(3000.0), e], axis=1))
    np.save(cand / "e.npy", np.stack([np.arange(3000.0), e * (1 + 1e-12)], axis=1))
    run = invariants(tmp_path, [agreement(s) for s in STATISTIC_FUNCTIONS])
    assert run.code == 0 and run.passed, run.reason
    for name, function in STATISTIC_FUNCTIONS.items():
        entry = run.entry(f"{name}-of-e")
        assert entry["value_reference"] == pytest.approx(function(e), rel=1e-12)
        assert entry["bound_fraction"] <= 1
    np.save(cand / "e.npy", np.stack([np.arange(3000.0), e + 1e-3], axis=1))
    run = invariants(tmp_path, [agreement(s) for s in STATISTIC_FUNCTIONS])
    assert not run.passed
    for name in ["final", "mean", "min", "max", "sum", "norm"]:
        assert not run.entry(f"{name}-of-e")["passed"], name
    assert run.entry("std-of-e")["passed"]  # a shift leaves the spread alone
    assert run.entry("mean-of-e")["bound_fraction"] > 1


def test_agreement_text_and_raw_series(tmp_path, dirs):
    ref, cand = dirs
    x = np.linspace(0, 1, 101)
    (ref / "h.txt").write_text("# t x\n" + "\n".join(f"{i} {float(v)!r} label" for i, v in enumerate(x)) + "\n")
    (cand / "h.txt").write_text("# t x\n" + "\n".join(f"{i} {float(v)!r} other" for i, v in enumerate(x)) + "\n")
    (ref / "x.f32").write_bytes(b"HEAD" + x.astype("<f4").tobytes())
    (cand / "x.f32").write_bytes(b"HEAD" + x.astype("<f4").tobytes())
    (ref / "y.txt").write_text("\n".join(repr(float(v)) for v in x))
    (cand / "y.txt").write_text("\n".join(repr(float(v)) for v in x))
    invs = [
        agreement("mean", file="h.txt", fmt="text", column=1),
        dict(agreement("final", file="x.f32", fmt="f32", column=None), name="raw", skip_header_bytes=4),
        dict(agreement("sum", file="y.txt", fmt="text", column=None), name="single"),
    ]
    run = invariants(tmp_path, invs)
    assert run.passed, run.reason
    assert run.entry("raw")["value_reference"] == pytest.approx(1.0)
    assert run.entry("single")["value_reference"] == pytest.approx(x.sum())


def test_drift_within_and_over_bound(tmp_path, dirs):
    ref, cand = dirs
    q = np.full(1000, 2.0)
    q[500] = 2.0 + 2e-7  # reference drift 1e-7
    np.save(ref / "q.npy", q)
    small = np.full(1000, 2.0)
    small[-1] = 2.0 * (1 + 5e-7)
    np.save(cand / "q.npy", small)
    inv = {"name": "energy", "kind": "drift", "file": "q.npy", "format": "npy", "bound": 1e-6}
    run = invariants(tmp_path, [inv])
    assert run.passed, run.reason
    entry = run.entry("energy")
    assert entry["value_reference"] == pytest.approx(1e-7)
    assert entry["value_candidate"] == pytest.approx(5e-7)
    assert entry["distance"] == pytest.approx(5e-7) and entry["bound_fraction"] == pytest.approx(0.5)
    large = small.copy()
    large[10] = 2.0 * (1 - 3e-6)
    np.save(cand / "q.npy", large)
    run = invariants(tmp_path, [inv])
    assert not run.passed and run.entry("energy")["value_candidate"] == pytest.approx(3e-6)
    assert "exceeds bound" in run.reason


def test_drift_from_zero_is_absolute(tmp_path, dirs):
    ref, cand = dirs
    np.save(ref / "p.npy", np.zeros(10))
    np.save(cand / "p.npy", np.array([0.0] * 9 + [-4e-9]))
    inv = {"name": "momentum", "kind": "drift", "file": "p.npy", "format": "npy", "bound": 1e-8}
    run = invariants(tmp_path, [inv])
    assert run.passed and run.entry("momentum")["value_candidate"] == pytest.approx(4e-9)
    assert "absolute" in run.entry("momentum")["reason"]


def brute_ks(a, b):
    pooled = np.concatenate([a, b])
    return max(abs(np.mean(a <= x) - np.mean(b <= x)) for x in pooled)


def brute_wasserstein(a, b):
    points = np.unique(np.concatenate([a, b]))
    return sum(abs(np.mean(a <= x0) - np.mean(b <= x0)) * (x1 - x0) for x0, x1 in zip(points[:-1], points[1:]))


def test_distribution_metrics_match_brute_force():
    rng = np.random.default_rng(7)
    for trial in range(200):
        n, m = (int(k) for k in rng.integers(1, 80, size=2))
        if trial % 2:  # ties within and across the samples
            a, b = rng.integers(0, 8, n).astype(float), rng.integers(0, 8, m).astype(float)
        else:
            a, b = rng.standard_normal(n), rng.standard_normal(m) * 1.3 + 0.2
        a.sort()
        b.sort()
        assert vt.ks_statistic(a, b) == pytest.approx(brute_ks(a, b), abs=1e-12)
        assert vt.wasserstein_1(a, b) == pytest.approx(brute_wasserstein(a, b), rel=1e-9, abs=1e-12)
    a, b = np.sort(rng.standard_normal(300)), np.sort(rng.standard_normal(300))
    assert vt.wasserstein_1(a, b) == pytest.approx(np.mean(np.abs(a - b)), rel=1e-12)


def test_distribution_invariants_end_to_end(tmp_path, dirs):
    ref, cand = dirs
    rng = np.random.default_rng(8)
    a, b = rng.standard_normal(150), rng.standard_normal(220) + 0.1
    np.save(ref / "v.npy", a)
    np.save(cand / "v.npy", b)
    ks, w1 = brute_ks(a, b), brute_wasserstein(np.sort(a), np.sort(b))
    invs = [
        {"name": "ks", "kind": "distribution", "metric": "ks", "file": "v.npy", "format": "npy", "bound": ks + 1e-12},
        {"name": "w1", "kind": "distribution", "metric": "wasserstein", "file": "v.npy", "format": "npy",
         "bound": w1 * 0.99},
    ]
    run = invariants(tmp_path, invs)
    assert run.code == 0 and not run.passed
    assert run.entry("ks")["passed"] and run.entry("ks")["distance"] == pytest.approx(ks, abs=1e-12)
    assert run.entry("ks")["n_candidate"] == 220
    assert not run.entry("w1")["passed"] and run.entry("w1")["distance"] == pytest.approx(w1, rel=1e-9)
    assert run.result["bound_fraction"] == pytest.approx(1 / 0.99, rel=1e-6)


def test_invariants_refuse_bad_candidate_series(tmp_path, dirs):
    ref, cand = dirs
    for name in ["nan.npy", "inf.npy", "empty.txt", "gone.npy", "link.npy"]:
        if name.endswith(".npy"):
            np.save(ref / name, np.ones(5))
    (ref / "empty.txt").write_text("1\n2\n")
    np.save(cand / "nan.npy", np.array([1.0, np.nan, 1.0, 1.0, 1.0]))
    np.save(cand / "inf.npy", np.array([1.0, 1.0, 1.0, 1.0, np.inf]))
    (cand / "empty.txt").write_text("# nothing here\n")
    os.symlink(ref / "link.npy", cand / "link.npy")
    invs = [
        {"name": "nan", "kind": "drift", "file": "nan.npy", "format": "npy", "bound": 1},
        {"name": "inf", "kind": "distribution", "metric": "ks", "file": "inf.npy", "format": "npy", "bound": 1},
        dict(agreement("mean", file="empty.txt", fmt="text", column=None), name="empty"),
        dict(agreement("mean", file="gone.npy", column=None), name="gone"),
        dict(agreement("mean", file="link.npy", column=None), name="link"),
    ]
    run = invariants(tmp_path, invs)
    assert run.code == 0 and not run.passed
    assert "non-finite value at index 1" in run.entry("nan")["reason"]
    assert "non-finite value at index 4" in run.entry("inf")["reason"]
    assert "empty" in run.entry("empty")["reason"]
    assert run.entry("gone")["reason"] == "candidate file is missing"
    assert "symlink" in run.entry("link")["reason"]
    assert run.entry("gone")["value_reference"] == pytest.approx(1.0)


def test_invariants_extra_file_and_wiring(tmp_path, dirs):
    ref, cand = dirs
    np.save(ref / "q.npy", np.ones((4, 2)))
    np.save(cand / "q.npy", np.ones((4, 2)))
    (cand / "surprise.dat").write_bytes(b"1")
    (cand / "run.log").write_text("ok")
    inv = {"name": "q", "kind": "drift", "file": "q.npy", "format": "npy", "column": 1, "bound": 0}
    run = invariants(tmp_path, [inv])
    assert run.code == 0 and not run.passed and "surprise.dat" in run.reason
    assert run.entry("q")["passed"] and run.entry("q")["bound_fraction"] == 0.0
    (cand / "surprise.dat").unlink()
    assert invariants(tmp_path, [inv]).passed
    no_column = dict(inv, column=None)  # a 2-D reference needs a column
    run = invariants(tmp_path, [no_column])
    assert run.code == 2 and "column" in run.stderr
    run = invariants(tmp_path, [dict(inv, kind="spread")])
    assert run.code == 2 and "kind" in run.stderr


# --------------------------------------------------------------------------
# The scripts themselves
# --------------------------------------------------------------------------


# --------------------------------------------------------------------------
# Hybrid: a pointwise part and an invariants part of one run, both judged
# --------------------------------------------------------------------------


def hybrid(tmp_path, files, invs, coverage=None, **kwargs) -> Run:
    comparison = {"pointwise": {"files": files},
                  "invariants": {"invariants": invs, "coverage": neutral_coverage(invs) if coverage is None else coverage}}
    rubric = {"check": "t", "policy": "hybrid", "comparison": comparison}
    return run_script(VALIDATE, tmp_path, rubric, **kwargs)


@pytest.fixture
def hybrid_runs(dirs):
    """A deterministic initial state graded value by value, and an energy series judged by its drift."""
    ref, cand = dirs
    state = np.random.default_rng(5).standard_normal((64, 3))
    energy = np.column_stack([np.arange(200.0), np.full(200, -0.25)])
    energy[100, 1] *= 1 + 2e-8
    np.save(ref / "initial.npy", state)
    np.save(ref / "energy.npy", energy)
    np.save(cand / "initial.npy", state)
    np.save(cand / "energy.npy", energy)
    files = [{"path": "initial.npy", "format": "npy", "atol": 1e-12, "rtol": 0}]
    drift = {"name": "energy-drift", "kind": "drift", "file": "energy.npy", "format": "npy", "column": 1,
             "bound": 1e-6}
    coverage = [{"file": "energy.npy", "format": "npy", "progress": {"column": 0, "atol": 0, "rtol": 0}}]
    return ref, cand, state, energy, files, drift, coverage


def test_hybrid_passes_only_when_both_parts_pass(tmp_path, hybrid_runs):
    ref, cand, state, energy, files, drift, coverage = hybrid_runs
    run = hybrid(tmp_path, files, [drift], coverage)
    assert run.code == 0 and run.passed, run.reason
    assert run.result["policy"] == "hybrid"
    assert run.reason == ("all 1 file within tolerance; all 1 invariant hold; "
                          "the candidate covers the reference's work (1 file)")
    verdicts = run.result["verdicts"]
    assert set(verdicts) == {"pointwise", "invariants"} and all(v["passed"] for v in verdicts.values())
    assert verdicts["invariants"]["bound_fraction"] == pytest.approx(0.02, rel=1e-6)
    assert run.result["bound_fraction"] == verdicts["invariants"]["bound_fraction"]
    assert run.entry("initial.npy")["compared"] == state.size and run.entry("energy-drift")["passed"]

    moved = state.copy()
    moved[7, 2] += 1e-9  # the pointwise part alone fails
    np.save(cand / "initial.npy", moved)
    run = hybrid(tmp_path, files, [drift], coverage)
    verdicts = run.result["verdicts"]
    assert not run.passed and not verdicts["pointwise"]["passed"] and verdicts["invariants"]["passed"]
    assert verdicts["pointwise"]["bound_fraction"] == pytest.approx(1000, rel=1e-3)
    assert run.result["bound_fraction"] == verdicts["pointwise"]["bound_fraction"]
    assert run.reason.startswith("initial.npy: 1 of 192 values outside")

    np.save(cand / "initial.npy", state)
    drifting = energy.copy()
    drifting[150, 1] *= 1 + 5e-6  # the invariants part alone fails
    np.save(cand / "energy.npy", drifting)
    run = hybrid(tmp_path, files, [drift], coverage)
    verdicts = run.result["verdicts"]
    assert not run.passed and verdicts["pointwise"]["passed"] and not verdicts["invariants"]["passed"]
    assert verdicts["invariants"]["bound_fraction"] == pytest.approx(5, rel=1e-6)
    assert run.reason.startswith("energy-drift (drift): candidate relative drift")


def test_hybrid_coverage_and_extra_files_fail_without_a_distance(tmp_path, hybrid_runs):
    ref, cand, state, energy, files, drift, coverage = hybrid_runs
    np.save(cand / "energy.npy", energy[:150])  # a run cut short
    run = hybrid(tmp_path, files, [drift], coverage)
    verdicts = run.result["verdicts"]
    assert not run.passed and "coverage of energy.npy" in run.reason
    assert verdicts["pointwise"]["passed"] and verdicts["pointwise"]["bound_fraction"] == 0.0
    assert verdicts["invariants"]["bound_fraction"] is None and run.result["bound_fraction"] is None
    np.save(cand / "energy.npy", energy)
    (cand / "extra.txt").write_text("1\n")
    run = hybrid(tmp_path, files, [drift], coverage)
    assert not run.passed and run.result["distance"] is None and "extra.txt" in run.reason
    assert all(v["passed"] for v in run.result["verdicts"].values())  # the parts' own terms held


@pytest.mark.parametrize("comparison, words", [
    ({"pointwise": {"files": [npy_entry()]}}, "rubric.comparison.invariants must be an object"),
    ({"invariants": {"invariants": [], "coverage": []}}, "rubric.comparison.pointwise must be an object"),
    ({"files": [npy_entry()]}, "unknown field(s) 'files'"),
    ({"pointwise": [npy_entry()], "invariants": {}}, "rubric.comparison.pointwise must be an object"),
    ({"pointwise": {"files": [npy_entry(atol=-1)]}, "invariants": {}}, "comparison.pointwise.files[0].atol"),
    ({"pointwise": {"files": [npy_entry()]}, "invariants": {"invariants": []}},
     "rubric.comparison.invariants.invariants must be a non-empty list"),
])
def test_hybrid_with_a_part_missing_or_wrong_is_a_wiring_error(tmp_path, dirs, comparison, words):
    run = run_script(VALIDATE, tmp_path, {"policy": "hybrid", "comparison": comparison})
    assert run.code == 2 and words in run.stderr, run.stderr
    assert run.result["policy"] == "hybrid" and run.result["files"] == [] and run.result["invariants"] == []


@pytest.mark.skipif(IN_PROCESS, reason="the assembled file is not looked at when the parts run in process")
def test_the_script_is_plain_and_importable():
    text = VALIDATE.read_text()
    assert "{{" not in text and "{%" not in text
    assert text.startswith("#!/usr/bin/env python3\n")
    assert callable(vt.main) and vt.__doc__
    assert vt.POLICIES == ("pointwise", "invariants", "hybrid")


# --------------------------------------------------------------------------
# Pointwise: the bound itself passes (|c - r| <= atol + rtol * |r|), the next value beyond fails
# --------------------------------------------------------------------------

# Exact in binary and in decimal, so the error equals the bound to the last bit in every format.
AT_BOUND = 2.0 ** -10
BEYOND = AT_BOUND + 2.0 ** -30


def _write_pair(ref: Path, cand: Path, fmt: str, error: float) -> dict:
    reference = np.array([1.0, -2.0, 0.5])
    candidate = reference + np.array([0.0, error, 0.0])
    if fmt == "npy":
        np.save(ref / "x.npy", reference)
        np.save(cand / "x.npy", candidate)
        return {"path": "x.npy", "format": "npy", "atol": AT_BOUND, "rtol": 0.0}
    if fmt == "f64":
        reference.astype("<f8").tofile(ref / "x.f64")
        candidate.astype("<f8").tofile(cand / "x.f64")
        return {"path": "x.f64", "format": "f64", "atol": AT_BOUND, "rtol": 0.0}
    (ref / "x.txt").write_text("\n".join(repr(float(v)) for v in reference) + "\n")
    (cand / "x.txt").write_text("\n".join(repr(float(v)) for v in candidate) + "\n")
    return {"path": "x.txt", "format": "text", "atol": AT_BOUND, "rtol": 0.0}


@pytest.mark.parametrize("fmt", ["npy", "f64", "text"])
def test_an_error_exactly_at_the_bound_passes_and_one_beyond_fails(tmp_path, dirs, fmt):
    ref, cand = dirs
    entry = _write_pair(ref, cand, fmt, AT_BOUND)
    run = pointwise(tmp_path, [entry])
    assert run.code == 0 and run.passed, run.reason
    assert run.result["distance"] == AT_BOUND and run.result["bound_fraction"] == 1.0
    _write_pair(ref, cand, fmt, BEYOND)
    run = pointwise(tmp_path, [entry])
    assert run.code == 0 and not run.passed
    assert run.result["bound_fraction"] > 1.0


def test_the_relative_term_at_the_bound_passes(tmp_path, dirs):
    ref, cand = dirs
    np.save(ref / "x.npy", np.array([4.0]))
    np.save(cand / "x.npy", np.array([4.0 + 4.0 * AT_BOUND]))
    run = pointwise(tmp_path, [{"path": "x.npy", "format": "npy", "atol": 0.0, "rtol": AT_BOUND}])
    assert run.passed and run.result["bound_fraction"] == 1.0


# --------------------------------------------------------------------------
# Whole verdicts, recorded (tests/grader_records.py)
# --------------------------------------------------------------------------


@pytest.mark.parametrize("name", sorted(CASES))
def test_recorded_verdict(name: str, tmp_path: Path) -> None:
    """Exit status, stderr and every field of result.json, as recorded: a reason that loses its
    file or number, an entry that loses its distance, a run measure taken from the wrong entry."""
    assert_recorded("grader_records", name, record_of(name, tmp_path))


def test_every_recorded_verdict_is_a_case() -> None:
    assert sorted(json.loads((SNAPSHOTS / "grader_records.json").read_text())) == sorted(CASES)


# --------------------------------------------------------------------------
# Limits and chunked reductions, with the limits made small
# --------------------------------------------------------------------------


def opened_file(path: Path):
    return vt.OpenedFile(os.open(path, os.O_RDONLY), path.stat().st_size, path.name)


@pytest.mark.parametrize("side, error", [("candidate", "CandidateFailure"), ("reference", "WiringError")])
def test_a_sample_over_the_limit_is_refused_however_it_is_chunked(tmp_path, monkeypatch, side, error):
    patch_grader(monkeypatch, vt, "MAX_SAMPLE", 4)
    patch_grader(monkeypatch, vt, "CHUNK_ELEMS", 2)
    spec = {"file": "s.npy", "format": "npy", "column": None}
    path = tmp_path / "s.npy"
    np.save(path, np.array([3.0, 1.0, 4.0, 2.0]))
    handle = opened_file(path)
    try:
        assert vt.load_sample(handle, spec, side).tolist() == [1.0, 2.0, 3.0, 4.0]  # whole, sorted, every chunk
    finally:
        handle.close()
    np.save(path, np.array([3.0, 1.0, 4.0, 2.0, 5.0]))
    handle = opened_file(path)
    try:
        with pytest.raises(getattr(vt, error)) as refused:
            vt.load_sample(handle, spec, side)
    finally:
        handle.close()
    assert str(refused.value) == f"{side} sample in s.npy has more than 4 values (limit of this validator)"
    np.save(path, np.zeros(0))
    handle = opened_file(path)
    try:
        empty = vt.load_sample(handle, spec, side)
    finally:
        handle.close()
    assert empty.shape == (0,) and empty.dtype == np.float64


@pytest.mark.parametrize("chunk", [1, 3, 7, 1 << 18])
def test_distribution_metrics_are_scipys_whatever_the_chunk(monkeypatch, chunk):
    from scipy import stats

    patch_grader(monkeypatch, vt, "CHUNK_ELEMS", chunk)
    rng = np.random.default_rng(11)
    for a, b in ((rng.standard_normal(40), rng.standard_normal(25) + 0.3),
                 (np.round(rng.standard_normal(30), 1), np.round(rng.standard_normal(30), 1)),  # ties
                 (np.array([0.0, 1.0, 2.0]), np.array([5.0])),
                 (np.arange(16.0), np.arange(16.0) + 4.0)):
        a, b = np.sort(a), np.sort(b)
        assert vt.wasserstein_1(a, b) == pytest.approx(stats.wasserstein_distance(a, b), rel=1e-12, abs=1e-15)
        assert vt.ks_statistic(a, b) == pytest.approx(stats.ks_2samp(a, b).statistic, rel=1e-12)


@pytest.mark.parametrize("side, error", [("candidate", "CandidateFailure"), ("reference", "WiringError")])
def test_a_json_file_over_the_limit_is_refused(tmp_path, monkeypatch, side, error):
    patch_grader(monkeypatch, vt, "MAX_JSON_BYTES", 16)
    path = tmp_path / "d.json"
    path.write_text('{"a": [1, 2, 3]}')  # 16 bytes
    handle = opened_file(path)
    try:
        assert vt.load_json(handle, side) == {"a": [1, 2, 3]}
    finally:
        handle.close()
    path.write_text('{"a": [1, 2, 33]}')
    handle = opened_file(path)
    try:
        with pytest.raises(getattr(vt, error)) as refused:
            vt.load_json(handle, side)
    finally:
        handle.close()
    assert str(refused.value) == f"{side} JSON file is larger than 16 bytes"


# --------------------------------------------------------------------------
# main(): an internal error, and a result that cannot be written
# --------------------------------------------------------------------------


def npy_pair_rubric(tmp_path: Path) -> list[str]:
    for side in ("ref", "cand"):
        (tmp_path / side).mkdir()
        np.save(tmp_path / side / "x.npy", np.arange(3.0))
    (tmp_path / "rubric.json").write_text(json.dumps({"policy": "pointwise", "comparison": {
        "files": [{"path": "x.npy", "format": "npy", "atol": 0, "rtol": 0}]}}))
    return ["--reference", str(tmp_path / "ref"), "--candidate", str(tmp_path / "cand"),
            "--rubric", str(tmp_path / "rubric.json")]


def test_a_defect_of_the_grader_is_exit_3_and_a_failing_result(tmp_path, monkeypatch, capsys):
    def broken(reference, candidate, rubric):
        raise RuntimeError("boom")

    patch_grader(monkeypatch, vt, "validate", broken)
    out = tmp_path / "result.json"
    assert vt.main(npy_pair_rubric(tmp_path) + ["--out", str(out)]) == 3
    assert capsys.readouterr().err == "validate (pointwise): internal error: RuntimeError: boom\n"
    assert strict_json(out) == {"passed": False, "reason": "internal error: RuntimeError: boom", "distance": None,
                                "bound_fraction": None, "policy": "pointwise", "files": []}


def test_a_result_that_cannot_be_written_is_a_wiring_error_and_leaves_nothing(tmp_path, capsys):
    arguments = npy_pair_rubric(tmp_path)
    missing = tmp_path / "no-such-folder" / "result.json"
    assert vt.main(arguments + ["--out", str(missing)]) == 2
    assert capsys.readouterr().err == f"validate: wiring error: cannot write {missing}: No such file or directory\n"
    taken = tmp_path / "taken"
    taken.mkdir()  # os.replace cannot put a file where a folder is
    assert vt.main(arguments + [f"--out={taken}"]) == 2
    assert capsys.readouterr().err == f"validate: wiring error: cannot write {taken}: Is a directory\n"
    assert sorted(path.name for path in tmp_path.iterdir()) == ["cand", "ref", "rubric.json", "taken"]
    assert list(taken.iterdir()) == []
    written = tmp_path / "result.json"
    assert vt.main(arguments + ["--out", str(written)]) == 0
    assert written.read_text().endswith("}\n") and strict_json(written)["passed"] is True


def test_main_reads_the_command_line_when_given_no_arguments(tmp_path, monkeypatch):
    out = tmp_path / "result.json"
    monkeypatch.setattr("sys.argv", ["validate.py", *npy_pair_rubric(tmp_path), "--out", str(out)])
    assert vt.main() == 0 and strict_json(out)["passed"] is True
