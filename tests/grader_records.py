"""Recorded verdicts: the cases whose whole verdict tests/test_validate_templates.py compares.

A test of a verdict that reads only `passed` still passes when the reason loses the file it
names, an entry loses its distance or the run's bound fraction is taken from the wrong entry.
Each case here makes a reference and a candidate run, runs the whole grader on them as
tests/test.sh runs a check's validate.py (tests/grader_file.py: in process under
`SAB_GRADER_IN_PROCESS=1`), and compares its exit status, its stderr and the whole result.json
against tests/snapshots/grader_records.json (tests/snapshot.py), the temporary folder spelled
<root>. The values are small dyadic numbers, so every sum, mean and norm is exact and the record
does not depend on the order numpy adds in.

When a change of a verdict's words or fields is meant, rewrite the records and review the diff:

    SAB_UPDATE_SNAPSHOTS=1 .venv/bin/python -m pytest -q -n 0 tests/test_validate_templates.py -k recorded
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import numpy as np
from grader_file import full_grader, run_grader

CASES = {}


def case(function):
    CASES[function.__name__] = function
    return function


def put(root: Path, rel: str, content) -> None:
    """Write CONTENT at ROOT/REL: an array as .npy (or raw, for .f64/.f32), text, or JSON."""
    path = root / rel
    path.parent.mkdir(parents=True, exist_ok=True)
    if isinstance(content, bytes):
        path.write_bytes(content)
    elif isinstance(content, str):
        path.write_text(content)
    elif rel.endswith(".npy"):
        np.save(path, np.asarray(content))
    elif rel.endswith(".f64"):
        path.write_bytes(np.asarray(content, dtype="<f8").tobytes())
    elif rel.endswith(".f32"):
        path.write_bytes(np.asarray(content, dtype="<f4").tobytes())
    else:
        path.write_text(json.dumps(content))


def both(ref: Path, cand: Path, rel: str, reference, candidate) -> None:
    put(ref, rel, reference)
    put(cand, rel, candidate)


def files(*entries) -> dict:
    return {"check": "recorded", "policy": "pointwise", "comparison": {"files": list(entries)}}


def entry(path: str, fmt: str, atol: float = 0.0, rtol: float = 0.0, **extra) -> dict:
    return {"path": path, "format": fmt, "atol": atol, "rtol": rtol, **extra}


def invariants(invariant_list, coverage) -> dict:
    return {"check": "recorded", "policy": "invariants",
            "comparison": {"invariants": invariant_list, "coverage": coverage}}


def series(name: str, kind: str, file: str, fmt: str, column=None, **extra) -> dict:
    return {"name": name, "kind": kind, "file": file, "format": fmt, "column": column, **extra}


def progress(file: str, fmt: str, column=None, atol: float = 0.0, rtol: float = 0.0, rows: bool = True,
             **extra) -> dict:
    return {"file": file, "format": fmt, "rows": rows, "progress": {"column": column, "atol": atol, "rtol": rtol},
            **extra}


RAMP = [0.5, 1.0, 1.5, 2.0, 2.5, 3.0, 3.5, 4.0]
TABLE = "# t  energy  label\n0 1.5 a\n1 1.5 b\n2 1.75 c\n3 1.5 d\n"


# -- pointwise: npy ------------------------------------------------------------------------------


@case
def npy_identical(ref, cand):
    both(ref, cand, "x.npy", RAMP, RAMP)
    return files(entry("x.npy", "npy", 1e-9, 1e-6))


@case
def npy_at_the_bound_and_one_beyond(ref, cand):
    both(ref, cand, "at.npy", [1.0, 2.0, 4.0], [1.0, 2.0, 4.5])
    both(ref, cand, "beyond.npy", [1.0, 2.0, 4.0], [1.0, 2.0, 4.625])
    return files(entry("at.npy", "npy", 0.25, 0.0625), entry("beyond.npy", "npy", 0.25, 0.0625))


@case
def npy_exact_match_required(ref, cand):
    both(ref, cand, "x.npy", [1.0, 2.0, 3.0, 4.0], [1.0, 2.0, 3.0, 4.0 + 2.0 ** -50])
    return files(entry("x.npy", "npy"))


@case
def npy_many_values_out_of_bound(ref, cand):
    both(ref, cand, "x.npy", np.arange(32.0), np.arange(32.0) + np.arange(32.0) / 8)
    return files(entry("x.npy", "npy", 0.5))


@case
def npy_shape_dtype_and_non_finite(ref, cand):
    both(ref, cand, "shape.npy", np.zeros((2, 3)), np.zeros((3, 2)))
    both(ref, cand, "dtype.npy", np.arange(4, dtype=np.int64), np.arange(4, dtype=np.float64))
    both(ref, cand, "nan.npy", [1.0, 2.0, 3.0], [1.0, np.nan, 3.0])
    both(ref, cand, "inf.npy", [1.0, np.inf, -np.inf, np.nan], [1.0, np.inf, -np.inf, np.nan])
    both(ref, cand, "wrong-inf.npy", [1.0, np.inf], [1.0, -np.inf])
    return files(*(entry(name, "npy", 0.5) for name in ("shape.npy", "dtype.npy", "nan.npy", "inf.npy",
                                                         "wrong-inf.npy")))


@case
def npy_columns_of_mixed_scales(ref, cand):
    reference = np.array([[0.0, 1000.0, 0.5], [1.0, 2000.0, 0.25], [2.0, 3000.0, 0.125]])
    candidate = reference + np.array([[0.0, 2.0, 0.0], [0.0, 4.0, 0.0], [0.0, 2.0, 0.5]])
    both(ref, cand, "m.npy", reference, candidate)
    return files(entry("m.npy", "npy", 0.0, 0.0, columns=[0, 2]), entry("m.npy", "npy", 4.0, 0.0, columns=[1]))


@case
def npy_malformed_and_empty_candidates(ref, cand):
    both(ref, cand, "garbage.npy", RAMP, b"\x93NUMPY\x01\x00 not a header at all")
    both(ref, cand, "empty.npy", RAMP, b"")
    both(ref, cand, "text.npy", RAMP, "0.5 1.0\n")
    both(ref, cand, "object.npy", RAMP, b"")
    np.save(cand / "object.npy", np.array([{"a": 1}], dtype=object), allow_pickle=True)
    return files(*(entry(name, "npy") for name in ("garbage.npy", "empty.npy", "text.npy", "object.npy")))


# -- pointwise: raw ------------------------------------------------------------------------------


@case
def raw_f64_and_f32_with_headers(ref, cand):
    header = b"HDR1" * 4
    put(ref, "a.f64", header + np.asarray(RAMP, "<f8").tobytes())
    put(cand, "a.f64", header + np.asarray([v + 0.125 for v in RAMP], "<f8").tobytes())
    both(ref, cand, "b.f32", RAMP, RAMP[:-1] + [4.5])
    both(ref, cand, "c.f64", RAMP, RAMP)
    return files(entry("a.f64", "f64", 0.125, skip_header_bytes=16), entry("b.f32", "f32", 0.25),
                 entry("c.f64", "f64"))


@case
def raw_sizes_that_do_not_fit(ref, cand):
    both(ref, cand, "short.f64", RAMP, RAMP[:-2])
    both(ref, cand, "ragged.f64", RAMP, np.asarray(RAMP, "<f8").tobytes()[:-3])
    both(ref, cand, "header.f32", b"ab" + np.asarray(RAMP, "<f4").tobytes(), b"a")
    both(ref, cand, "nan.f32", RAMP, RAMP[:3] + [float("nan")] + RAMP[4:])
    return files(entry("short.f64", "f64"), entry("ragged.f64", "f64"), entry("header.f32", "f32", skip_header_bytes=2),
                 entry("nan.f32", "f32", 1.0))


# -- pointwise: text -----------------------------------------------------------------------------


@case
def text_comments_skip_rows_and_columns(ref, cand):
    both(ref, cand, "t.dat", "run 7\n" + TABLE, "run 8\n" + TABLE.replace("1.75 c", "1.875 c"))
    return files(entry("t.dat", "text", 0.125, skip_rows=1, columns=[0, 1]))


@case
def text_one_line_of_many_differs(ref, cand):
    lines = [f"{i} {i / 4} {i / 8}" for i in range(400)]
    changed = list(lines)
    changed[237] = "237 59.25 29.75"
    both(ref, cand, "long.txt", "\n".join(lines) + "\n", "\n".join(changed) + "\n")
    return files(entry("long.txt", "text", 0.25))


@case
def text_layout_problems(ref, cand):
    both(ref, cand, "rows.txt", "1 2\n3 4\n5 6\n", "1 2\n3 4\n")
    both(ref, cand, "cols.txt", "1 2\n3 4\n", "1 2 9\n3 4 9\n")
    both(ref, cand, "word.txt", "1 2\n3 4\n", "1 2\n3 four\n")
    both(ref, cand, "nan.txt", "1 2\n3 4\n", "1 2\n3 nan\n")
    both(ref, cand, "blank.txt", "1 2\n\n3 4\n# end\n", "1 2\n3 4\n\n")
    both(ref, cand, "binary.txt", "1 2\n", b"1 \xff\xfe\n")
    return files(*(entry(name, "text", 0.5) for name in ("rows.txt", "cols.txt", "word.txt", "nan.txt",
                                                          "blank.txt", "binary.txt")))


@case
def text_comment_markers(ref, cand):
    both(ref, cand, "c.txt", "% header\n1 2 ! note\n3 4\n", "% other header\n1 2.25 ! other note\n3 4\n")
    both(ref, cand, "none.txt", "1 2\n3 4\n", "1 2\n3 4.5\n")
    return files(entry("c.txt", "text", 0.25, comments=["%", "!"]), entry("none.txt", "text", 0.25, comments=None))


# -- pointwise: json -----------------------------------------------------------------------------


@case
def json_numbers_structure_and_strings(ref, cand):
    both(ref, cand, "same.json", {"a": [1.5, 2.5], "b": {"c": 3}}, {"b": {"c": 3}, "a": [1.5, 2.5]})
    both(ref, cand, "near.json", {"energy": -1.5, "steps": [1, 2, 4]}, {"energy": -1.625, "steps": [1, 2, 4]})
    both(ref, cand, "keys.json", {"a": 1, "b": 2}, {"a": 1, "c": 2})
    both(ref, cand, "types.json", {"a": [1, 2]}, {"a": "1 2"})
    both(ref, cand, "length.json", [1, 2, 3], [1, 2])
    both(ref, cand, "label.json", {"method": "rk4"}, {"method": "euler"})
    both(ref, cand, "bool.json", {"ok": True}, {"ok": 1})
    both(ref, cand, "broken.json", {"a": 1}, '{"a": 1')
    both(ref, cand, "nan.json", {"a": 1.0}, '{"a": NaN}')
    return files(*(entry(name, "json", 0.125) for name in ("same.json", "near.json", "keys.json", "types.json",
                                                            "length.json", "label.json", "bool.json", "broken.json",
                                                            "nan.json")))


@case
def json_nested_too_deeply_and_integers_beyond_a_double(ref, cand):
    both(ref, cand, "deep.json", [1], "[" * 100_000 + "]" * 100_000)
    both(ref, cand, "huge.json", {"up": 10 ** 400, "down": -(10 ** 400), "flip": 10 ** 400},
         {"up": 10 ** 400, "down": -(10 ** 400), "flip": -(10 ** 400)})
    return files(entry("deep.json", "json"), entry("huge.json", "json"))


@case
def json_reference_nested_too_deeply(ref, cand):
    both(ref, cand, "deep.json", "[" * 100_000 + "]" * 100_000, [1])
    return files(entry("deep.json", "json"))


@case
def json_reference_not_strict(ref, cand):
    both(ref, cand, "r.json", '{"a": Infinity}', {"a": 1})
    return files(entry("r.json", "json"))


# -- pointwise: the candidate's files themselves ----------------------------------------------------


@case
def candidate_files_missing_linked_or_not_regular(ref, cand):
    put(ref, "missing.npy", RAMP)
    both(ref, cand, "link.npy", RAMP, RAMP)
    (cand / "link.npy").unlink()
    (cand / "link.npy").symlink_to(ref / "link.npy")
    both(ref, cand, "sub/inner.npy", RAMP, RAMP)
    (cand / "sub/inner.npy").unlink()
    (cand / "sub").rmdir()
    (cand / "sub").symlink_to(ref / "sub", target_is_directory=True)
    put(ref, "dir.npy", RAMP)
    (cand / "dir.npy").mkdir()
    put(ref, "deep/er/file.npy", RAMP)
    put(cand, "deep/er", "a file where a folder should be")
    return files(*(entry(name, "npy") for name in ("missing.npy", "link.npy", "sub/inner.npy", "dir.npy",
                                                   "deep/er/file.npy")))


@case
def candidate_with_extra_files(ref, cand):
    both(ref, cand, "x.npy", RAMP, RAMP)
    for number in range(12):
        put(cand, f"extra/e{number:02d}.txt", "1\n")
    put(cand, "run.log", "a harness's log\n")
    put(cand, "result.json", "{}")
    return files(entry("x.npy", "npy"))


@case
def candidate_with_one_extra_file_and_a_near_miss(ref, cand):
    both(ref, cand, "x.npy", [1.0, 2.0], [1.0, 2.25])
    put(cand, "notes.txt", "1\n")
    return files(entry("x.npy", "npy", 0.5))


@case
def candidate_directory_missing(ref, cand):
    both(ref, cand, "x.npy", RAMP, RAMP)
    both(ref, cand, "y.f64", RAMP, RAMP)
    for path in cand.iterdir():
        path.unlink()
    cand.rmdir()
    return files(entry("x.npy", "npy"), entry("y.f64", "f64"))


@case
def candidate_directory_is_a_symlink(ref, cand):
    put(ref, "x.npy", RAMP)
    cand.rmdir()
    cand.symlink_to(ref, target_is_directory=True)
    return files(entry("x.npy", "npy"))


@case
def candidate_directory_is_a_file(ref, cand):
    put(ref, "x.npy", RAMP)
    cand.rmdir()
    cand.write_text("not a folder")
    return files(entry("x.npy", "npy"))


# -- invariants ----------------------------------------------------------------------------------


STATISTIC_SERIES = ([0.5, 1.5, -1.0, 2.0], [0.5, 1.0, -1.0, 2.5])


@case
def agreement_of_every_statistic(ref, cand):
    both(ref, cand, "s.npy", *STATISTIC_SERIES)
    statistics = ("final", "mean", "min", "max", "sum", "std", "norm")
    checks = [series(f"{name}-agrees", "agreement", "s.npy", "npy", statistic=name, atol=0.25, rtol=0.125)
              for name in statistics]
    return invariants(checks, [progress("s.npy", "npy", atol=1.0)])


@case
def agreement_exact_and_non_finite(ref, cand):
    both(ref, cand, "a.npy", [1.0, 2.0, 3.0], [1.0, 2.0, 3.0])
    both(ref, cand, "b.npy", [1.0, 2.0, 3.0], [1.0, 2.0, 3.5])
    both(ref, cand, "c.npy", [1.0, 2.0, 3.0], [1.0, 2.0, np.inf])
    checks = [series("exact-sum", "agreement", "a.npy", "npy", statistic="sum", atol=0.0, rtol=0.0),
              series("exact-final", "agreement", "b.npy", "npy", statistic="final", atol=0.0, rtol=0.0),
              series("infinite-max", "agreement", "c.npy", "npy", statistic="max", atol=1.0, rtol=0.0)]
    return invariants(checks, [progress(name, "npy", atol=8.0) for name in ("a.npy", "b.npy", "c.npy")])


@case
def agreement_of_statistics_that_overflow(ref, cand):
    both(ref, cand, "big.npy", [1.0, 2.0], [1.5e308, 1.5e308])
    return invariants([series("sum-agrees", "agreement", "big.npy", "npy", statistic="sum", atol=1.0, rtol=0.0),
                       series("norm-agrees", "agreement", "big.npy", "npy", statistic="norm", atol=1.0, rtol=0.0)],
                      [progress("big.npy", "npy", atol=1e300, rows=False)])


@case
def agreement_of_a_reference_statistic_that_overflows(ref, cand):
    both(ref, cand, "big.npy", [1.5e308, 1.5e308], [1.0, 2.0])
    return invariants([series("sum-agrees", "agreement", "big.npy", "npy", statistic="sum", atol=1.0, rtol=0.0)],
                      [progress("big.npy", "npy", atol=1e300, rows=False)])


@case
def series_with_a_reference_value_that_is_not_finite(ref, cand):
    both(ref, cand, "a.npy", [1.0, np.nan], [1.0, 2.0])
    return invariants([series("final-agrees", "agreement", "a.npy", "npy", statistic="final", atol=1.0, rtol=0.0)],
                      [progress("a.npy", "npy", atol=8.0, rows=False)])


@case
def drift_relative_and_absolute(ref, cand):
    both(ref, cand, "e.f64", [2.0, 2.0, 2.125, 2.0], [2.0, 2.25, 2.0, 1.5])
    both(ref, cand, "z.npy", [0.0, 0.0, 0.125], [0.0, 0.0625, 0.125])
    both(ref, cand, "n.npy", [1.0, 1.0], [1.0, np.nan])
    checks = [series("energy-holds", "drift", "e.f64", "f64", bound=0.125),
              series("energy-loose", "drift", "e.f64", "f64", bound=0.25),
              series("zero-start", "drift", "z.npy", "npy", bound=0.125),
              series("nan-drift", "drift", "n.npy", "npy", bound=1.0)]
    return invariants(checks, [progress("e.f64", "f64", atol=8.0), progress("z.npy", "npy", atol=8.0),
                               progress("n.npy", "npy", atol=8.0)])


@case
def distribution_ks_and_wasserstein(ref, cand):
    reference = [float(v) for v in range(16)]
    shifted = [v + 4.0 for v in reference]
    both(ref, cand, "d.npy", reference, shifted)
    both(ref, cand, "same.npy", reference, list(reversed(reference)))
    checks = [series("ks-far", "distribution", "d.npy", "npy", metric="ks", bound=0.125),
              series("ks-near", "distribution", "d.npy", "npy", metric="ks", bound=0.25),
              series("w1-far", "distribution", "d.npy", "npy", metric="wasserstein", bound=2.0),
              series("w1-same", "distribution", "same.npy", "npy", metric="wasserstein", bound=0.0)]
    return invariants(checks, [progress("d.npy", "npy", atol=100.0), progress("same.npy", "npy", atol=100.0,
                                                                                  rows=False)])


@case
def invariants_of_text_and_f32_columns(ref, cand):
    both(ref, cand, "t.dat", TABLE, TABLE.replace("1.75 c", "2 c"))
    both(ref, cand, "v.f32", [1.0, 1.0, 1.0], [1.0, 1.0, 1.25])
    both(ref, cand, "m.npy", np.array([[0.0, 4.0], [1.0, 4.0]]), np.array([[0.0, 4.0], [1.0, 4.5]]))
    checks = [series("energy-mean", "agreement", "t.dat", "text", column=1, statistic="mean", atol=0.0625, rtol=0.0),
              series("v-drift", "drift", "v.f32", "f32", bound=0.5),
              series("second-column", "agreement", "m.npy", "npy", column=1, statistic="max", atol=0.25, rtol=0.0)]
    return invariants(checks, [progress("t.dat", "text", column=0), progress("v.f32", "f32", rows=True, atol=1.0),
                               progress("m.npy", "npy", column=0)])


@case
def series_that_cannot_be_read(ref, cand):
    both(ref, cand, "wide.npy", np.zeros(2), np.zeros((2, 2)))
    both(ref, cand, "col.npy", np.zeros((3, 2)), np.zeros(3))
    both(ref, cand, "two.txt", "1\n3\n", "1 2\n3 4\n")
    both(ref, cand, "empty.npy", [1.0, 2.0], np.zeros(0))
    both(ref, cand, "nothing.npy", [1.0, 2.0], b"")
    both(ref, cand, "gone.npy", [1.0, 2.0], [1.0, 2.0])
    (cand / "gone.npy").unlink()
    both(ref, cand, "bad.f64", [1.0, 2.0], b"\0" * 12)
    checks = [series("wide", "drift", "wide.npy", "npy", bound=1.0),
              series("col", "drift", "col.npy", "npy", column=1, bound=1.0),
              series("two", "drift", "two.txt", "text", bound=1.0),
              series("empty", "drift", "empty.npy", "npy", bound=1.0),
              series("nothing", "drift", "nothing.npy", "npy", bound=1.0),
              series("gone", "drift", "gone.npy", "npy", bound=1.0),
              series("bad", "drift", "bad.f64", "f64", bound=1.0)]
    coverage = [progress(name, fmt, atol=8.0, rows=False) for name, fmt in
                (("wide.npy", "npy"), ("two.txt", "text"), ("empty.npy", "npy"), ("nothing.npy", "npy"),
                 ("gone.npy", "npy"), ("bad.f64", "f64"))]
    coverage.append(progress("col.npy", "npy", column=0, atol=8.0, rows=False))
    return invariants(checks, coverage)


# -- coverage ------------------------------------------------------------------------------------


@case
def coverage_rows_and_progress(ref, cand):
    steps = np.array([[0.0, 1.0], [1.0, 1.0], [2.0, 1.0], [3.0, 1.0]])
    both(ref, cand, "short.npy", steps, steps[:3])
    early = steps.copy()
    early[-1, 0] = 2.5  # the run stopped half a step short
    both(ref, cand, "early.npy", steps, early)
    both(ref, cand, "long.txt", "0 1\n1 1\n2 1\n", "0 1\n1 1\n2 1\n3 1\n")
    both(ref, cand, "raw.f64", [1.0, 2.0, 3.0], [1.0, 2.0])
    checks = [series("short-holds", "drift", "short.npy", "npy", column=1, bound=1.0),
              series("early-holds", "drift", "early.npy", "npy", column=1, bound=1.0),
              series("long-holds", "drift", "long.txt", "text", column=1, bound=1.0),
              series("raw-holds", "drift", "raw.f64", "f64", bound=1.0)]
    coverage = [progress("short.npy", "npy", column=0, atol=0.25), progress("early.npy", "npy", column=0, atol=0.25),
                progress("long.txt", "text", column=0, rtol=0.5), {"file": "raw.f64", "format": "f64", "rows": True}]
    return invariants(checks, coverage)


@case
def coverage_passes_with_progress_inside_its_bound(ref, cand):
    both(ref, cand, "p.txt", "# t e\n0 2\n1 2\n2 2\n4 2\n", "# t e\n0 2\n1 2\n2 2\n3.5 2\n")
    return invariants([series("e-holds", "drift", "p.txt", "text", column=1, bound=0.0)],
                      [progress("p.txt", "text", column=0, atol=0.25, rtol=0.0625)])


# -- hybrid --------------------------------------------------------------------------------------


def hybrid(files_part, invariants_part) -> dict:
    return {"check": "recorded", "policy": "hybrid",
            "comparison": {"pointwise": files_part["comparison"], "invariants": invariants_part["comparison"]}}


@case
def hybrid_pointwise_passes_invariants_fail(ref, cand):
    both(ref, cand, "grid.npy", RAMP, RAMP)
    both(ref, cand, "e.npy", [1.0, 1.0, 1.0], [1.0, 1.5, 1.0])
    return hybrid(files(entry("grid.npy", "npy", 0.0)),
                  invariants([series("energy-holds", "drift", "e.npy", "npy", bound=0.25)],
                             [progress("e.npy", "npy", atol=1.0)]))


@case
def hybrid_both_parts_pass(ref, cand):
    both(ref, cand, "grid.npy", RAMP, [v + 0.0625 for v in RAMP])
    both(ref, cand, "e.npy", [1.0, 1.0, 1.0], [1.0, 1.125, 1.0])
    return hybrid(files(entry("grid.npy", "npy", 0.125)),
                  invariants([series("energy-holds", "drift", "e.npy", "npy", bound=0.25)],
                             [progress("e.npy", "npy", atol=1.0)]))


@case
def hybrid_pointwise_fails_structurally(ref, cand):
    put(ref, "grid.npy", RAMP)
    both(ref, cand, "e.npy", [1.0, 1.0], [1.0, 1.0])
    return hybrid(files(entry("grid.npy", "npy", 0.0)),
                  invariants([series("energy-holds", "drift", "e.npy", "npy", bound=0.25)],
                             [progress("e.npy", "npy", atol=1.0)]))


# -- wiring errors -------------------------------------------------------------------------------


@case
def reference_file_missing(ref, cand):
    put(cand, "x.npy", RAMP)
    return files(entry("x.npy", "npy"))


@case
def reference_file_not_regular(ref, cand):
    (ref / "x.npy").mkdir()
    put(cand, "x.npy", RAMP)
    return files(entry("x.npy", "npy"))


@case
def reference_file_unusable(ref, cand):
    both(ref, cand, "x.npy", b"not an array", RAMP)
    return files(entry("x.npy", "npy"))


@case
def reference_directory_missing(ref, cand):
    ref.rmdir()
    put(cand, "x.npy", RAMP)
    return files(entry("x.npy", "npy"))


@case
def rubric_not_json(ref, cand):
    return "{\"policy\": \"pointwise\", "


@case
def rubric_with_an_unknown_policy(ref, cand):
    return {"policy": "closeness", "comparison": {}}


@case
def rubric_with_a_misspelt_field(ref, cand):
    return files(entry("x.npy", "npy", tolerance=1))


@case
def bad_arguments(ref, cand):
    return None


def normalised(text: str, root: Path) -> str:
    return text.replace(str(root.resolve()), "<root>").replace(str(root), "<root>")


# A Python warning as printed: "file:line: SomeWarning: message", then the source line, indented.
WARNING = re.compile(r"^.*:[0-9]+: [A-Za-z]*Warning: .*\n(?:  .*\n)*", re.MULTILINE)


def without_warnings(stderr: str) -> str:
    """STDERR without Python's warnings: pytest takes them in process, and their file and line
    differ between the parts and the one file."""
    return WARNING.sub("", stderr)


def record_of(name: str, tmp_path: Path) -> dict:
    """Case NAME made under TMP_PATH and graded: exit status, stderr and result.json, the folder
    spelled <root>; a temporary result file left beside result.json fails it."""
    ref, cand = tmp_path / "ref", tmp_path / "cand"
    ref.mkdir()
    cand.mkdir()
    rubric = CASES[name](ref, cand)
    out = tmp_path / "result.json"
    arguments = ["--reference", str(ref), "--candidate", str(cand), "--rubric", str(tmp_path / "rubric.json"),
                 "--out", str(out)]
    if rubric is None:
        arguments = ["--reference", str(ref), "--out", str(out)]
    else:
        (tmp_path / "rubric.json").write_text(rubric if isinstance(rubric, str) else json.dumps(rubric))
    done = run_grader(full_grader(), arguments)
    assert sorted(path.name for path in tmp_path.iterdir() if path.name.startswith(".result-")) == []
    result = json.loads(out.read_text()) if out.exists() else None
    return {"exit": done.returncode, "stderr": normalised(without_warnings(done.stderr), tmp_path),
            "result": json.loads(normalised(json.dumps(result), tmp_path))}
