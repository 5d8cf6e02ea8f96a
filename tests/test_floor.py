"""The precision floor comes from the representation actually stored, never from short exact decimals."""

from __future__ import annotations

import json
from pathlib import Path

import numpy as np
import pytest

from sab.model.rubric import JsonFile, NpyFile, TextFile
from sab.selfcheck.floor import BINARY64, classify, floors, representations


@pytest.mark.parametrize("tokens, kind, detail", [
    (["0.5", "494.2028672"], "binary64", None),  # short exact decimals: no false 10 % or 1e-9 floor
    (["0.5", "0.25", "0.75", "2"], "binary64", None),
    (["1", "2", "3"], "integer", None),
    (["0.100000", "1.234567", "3.141593"], "fixed", 6),  # %.6f: padded zeros show the format
    (["1.0000000000e+00", "2.5000000000e-03", "-7.1234567891e+02"], "significant", 11),  # %.10e
    (["0.123457", "1.5", "2.71828", "1.41421", "9.87654e-05"], "significant", 6),  # %g drops zeros
    (["0.30000000000000004", "1.4142135623730951", "0.5"], "binary64", None),  # repr round trip
    (["1.0", "2.0", "3.5"], "binary64", None),  # x.0 is how a round-trip writer prints a whole number
])
def test_classify(tokens: list[str], kind: str, detail: int | None) -> None:
    found = classify(tokens)
    assert found.kind == kind
    if kind == "fixed":
        assert found.decimals == detail
    if kind == "significant":
        assert found.digits == detail


def test_floor_values() -> None:
    values = np.array([0.5, 494.2028672, 0.0])
    exact = BINARY64.floor(values)
    assert exact[0] == np.spacing(0.5) and exact[1] == np.spacing(494.2028672) and exact[2] == 0.0  # a stored zero is exact
    assert classify(["0.100000", "1.234567"]).floor(np.array([0.1, 123.0])) == pytest.approx([1e-6, 1e-6])
    assert classify(["1.000e+00", "2.500e-03"]).floor(np.array([2.5e-3, 712.3])) == pytest.approx([1e-6, 0.1])


def test_mixed_text_file_per_column(tmp_path: Path) -> None:
    path = tmp_path / "mixed.txt"
    rows = [(0.1 * i, 1.0 / (i + 3), 0.5) for i in range(30)]
    path.write_text("# t u p\n" + "".join(f"{t:.4f} {u!r} {p}\n" for t, u, p in rows))
    entry = TextFile(path="mixed.txt", format="text", atol=0.0, rtol=1e-9)
    found = representations(entry, path)
    assert found[0].kind == "fixed" and found[0].decimals == 4
    assert found[1].kind == "binary64" and found[2].kind == "binary64"
    reference = np.array([v for row in rows for v in row])
    column = np.tile([0, 1, 2], len(rows))
    floor = floors(entry, path, reference, column)
    assert np.all(floor[column == 0] == 1e-4)
    assert np.all(floor[column == 1] <= 1e-16) and np.all(floor[column == 2] == np.spacing(0.5))


def test_json_written_by_a_round_trip_writer_is_exact(tmp_path: Path) -> None:
    path = tmp_path / "summary.json"
    path.write_text(json.dumps({"mu": 0.5, "r": 494.2028672, "n": 3, "e": [1 / 3, 2 / 3]}))
    assert representations(JsonFile(path="summary.json", format="json", atol=0, rtol=1e-9), path)[None].kind == "binary64"


def test_npy_floor_is_the_spacing_of_its_dtype(tmp_path: Path) -> None:
    for dtype, kind in ((np.float32, "binary32"), (np.float64, "binary64"), (np.int64, "integer")):
        np.save(tmp_path / "a.npy", np.array([1.0, 1000.0], dtype=dtype))
        found = representations(NpyFile(path="a.npy", format="npy", atol=0, rtol=1e-6), tmp_path / "a.npy")[None]
        assert found.kind == kind
    assert BINARY64.floor(np.array([1000.0]))[0] == pytest.approx(1000.0 * 2.0 ** -52, rel=0.5)
