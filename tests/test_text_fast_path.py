"""The text comparison's two paths: line by line (only the lines that differ are parsed) and the
full parse (the candidate in a child process). The line-by-line path must give exactly the full
parse's numbers, must be taken where it is meant to be (plain numbers, few lines differing), and
must hand over (OutOfStep) wherever it cannot vouch for its verdict. The child's pipe protocol is
exercised directly, so the rows and each kind of failure cross it intact."""

from __future__ import annotations

import os
from pathlib import Path

import numpy as np
import pytest
from grader_file import grader_module, patch_grader

vt = grader_module("validate_text_paths")

SPEC = {"atol": 1e-9, "rtol": 1e-7, "comments": ("#",), "skip_rows": 0, "columns": None}


def opened(path: Path):
    return vt.OpenedFile(os.open(path, os.O_RDONLY), path.stat().st_size, path.name)


def outcome(cmp) -> tuple:
    return (cmp.compared, cmp.violations, cmp.distance, cmp.fraction, cmp.worst, cmp.nonfinite,
            cmp.first_nonfinite)


def line_by_line(ref: Path, cand: Path, spec: dict):
    r, c = opened(ref), opened(cand)
    try:
        cmp = vt.Comparator(spec["atol"], spec["rtol"])
        rows, width = vt.compare_lines(cmp, r, c, spec)
        return cmp, rows, width
    finally:
        r.close()
        c.close()


def full_parse(ref: Path, cand: Path, spec: dict):
    r, c = opened(ref), opened(cand)
    try:
        cmp = vt.Comparator(spec["atol"], spec["rtol"])
        rows, width = vt.pair_rows(cmp, vt.text_rows(r, spec, "reference", {}), vt.text_rows(c, spec, "candidate", {}))
        return cmp, rows, width
    finally:
        r.close()
        c.close()


def write_pair(tmp_path: Path, ref_lines: list[str], cand_lines: list[str]) -> tuple[Path, Path]:
    ref, cand = tmp_path / "r.txt", tmp_path / "c.txt"
    ref.write_text("".join(line + "\n" for line in ref_lines))
    cand.write_text("".join(line + "\n" for line in cand_lines))
    return ref, cand


def table(rows: int, width: int, seed: int = 3) -> list[str]:
    rng = np.random.default_rng(seed)
    return [" ".join(f"{v:.12e}" for v in rng.standard_normal(width)) for _ in range(rows)]


def perturbed(lines: list[str], every: int, scale: float) -> list[str]:
    out = list(lines)
    for i in range(every - 1, len(out), every):  # the first block holds none: it decides the path
        out[i] = " ".join(f"{float(v) * (1 + scale):.12e}" for v in out[i].split())
    return out


# Inputs the line-by-line path must handle itself, each with the rows and graded width it finds.
TAKEN = {
    "1% of lines differ": (lambda: (table(400, 3), perturbed(table(400, 3), 100, 1e-9)), {}, 400, 3),
    "differences beyond the bound": (lambda: (table(200, 2), perturbed(table(200, 2), 40, 1e-3)), {}, 200, 2),
    "identical": (lambda: (table(50, 4), table(50, 4)), {}, 50, 4),
    "a comment header and blank lines":
        (lambda: (["# t x", *table(30, 2), "", *table(30, 2, 4)],
                  ["# t x", *perturbed(table(30, 2), 7, 1e-8), "", *table(30, 2, 4)]), {}, 60, 2),
    "graded columns": (lambda: (table(80, 4), perturbed(table(80, 4), 9, 1e-6)), {"columns": [1, 3]}, 80, 2),
    "rows skipped": (lambda: (["header a b", *table(40, 2)], ["other header", *perturbed(table(40, 2), 11, 1e-8)]),
                     {"skip_rows": 1}, 40, 2),
    "integers and signs": (lambda: ([f"{i} -{i}.5 +{i}e3" for i in range(60)],
                                    [f"{i} -{i}.5 +{i}e{3 if i % 13 else 2}" for i in range(60)]), {}, 60, 3),
}


@pytest.mark.parametrize("case", list(TAKEN))
@pytest.mark.parametrize("block_bytes", [97, None])
def test_the_line_by_line_path_gives_the_full_parse_numbers(tmp_path, monkeypatch, case, block_bytes):
    make, overrides, rows, width = TAKEN[case]
    if block_bytes:  # blocks that split both files at different lines
        patch_grader(monkeypatch, vt, "TEXT_BLOCK_BYTES", block_bytes)
    ref, cand = write_pair(tmp_path, *make())
    spec = {**SPEC, **overrides}
    fast, fast_rows, fast_width = line_by_line(ref, cand, spec)
    full, full_rows, full_width = full_parse(ref, cand, spec)
    assert (fast_rows, fast_width) == (full_rows, full_width) == (rows, width)
    assert outcome(fast) == outcome(full)
    assert fast.compared == rows * width


# Inputs the line-by-line path must hand over to the full parse.
HANDED_OVER = {
    "most lines differ": (table(100, 2), perturbed(table(100, 2), 1, 1e-9), {}),
    "a candidate row is longer": (table(20, 2), [*table(20, 2)[:10], "1.0 2.0 3.0", *table(20, 2)[11:]], {}),
    "a candidate row is missing": (table(20, 2), table(20, 2)[:19], {}),
    "a candidate row too many": (table(20, 2), [*table(20, 2), "1.0 2.0"], {}),
    "a differing candidate line that is not plain numbers": (table(20, 2), [*table(20, 2)[:5], "nan 1.0", *table(20, 2)[6:]], {}),
    "a different width from the first run on": (table(20, 2), [*table(10, 2), *[f"{line} 1.0" for line in table(20, 2)[10:]]], {}),
    "graded column past the candidate's": (table(20, 3), [*table(20, 3)[:4], "1.0 2.0", *table(20, 3)[5:]], {"columns": [2]}),
}


@pytest.mark.parametrize("case", list(HANDED_OVER))
def test_the_line_by_line_path_hands_over_what_it_cannot_vouch_for(tmp_path, case):
    ref_lines, cand_lines, overrides = HANDED_OVER[case]
    ref, cand = write_pair(tmp_path, ref_lines, cand_lines)
    with pytest.raises(vt.OutOfStep):
        line_by_line(ref, cand, {**SPEC, **overrides})


def test_a_differing_line_in_the_reference_that_is_not_a_number_is_handed_over(tmp_path):
    lines = table(30, 2)
    ref, cand = write_pair(tmp_path, [*lines[:3], "oops 1.0", *lines[4:]], perturbed(lines, 29, 1e-9))
    with pytest.raises(vt.OutOfStep):
        line_by_line(ref, cand, SPEC)


@pytest.mark.parametrize("text, counts", [
    (b"1 2 3\n", [3]),
    (b"1.5e-3 -2 +7\n\n4\n", [3, 0, 1]),
    (b"  \t1\t2  \n", [2]),
    (b"0.25 10E+05\n", [2]),
    (b"1.\n", None),        # stricter than the parser: handed to it
    (b"-.5\n", None),
    (b"1.e5\n", None),
    (b"1e\n", None),
    (b"--1\n", None),
    (b"1.2.3\n", None),
    (b"1e5.0\n", None),
    (b"1e5e5\n", None),
    (b"nan\n", None),
    (b"1 2", None),          # no closing newline
    (b"", None),
    (b"1,2\n", None),
])
def test_numbers_per_line_accepts_only_plain_numbers(text, counts):
    found = vt.numbers_per_line(text)
    assert (found is None) if counts is None else (list(found) == counts)


@pytest.mark.parametrize("text, tokens, rows", [
    (b"1 2\n3 4\n\n5 6\n", 2, 3),
    (b"1 2\n3\n", 2, None),
    (b"\n\n", 2, 0),
    (b"x 1\n", 2, None),
])
def test_plain_rows_counts_data_rows_of_one_width(text, tokens, rows):
    assert vt.plain_rows(text, tokens) == rows


def test_parse_block_reads_as_text_rows_do_and_turns_failures_into_out_of_step():
    values = vt.parse_block(b"# c\n1 2 3\n4 5 6\n", {**SPEC, "columns": [0, 2]})
    assert values.tolist() == [[1.0, 3.0], [4.0, 6.0]]
    assert vt.parse_block(b"1 2\n", {**SPEC, "comments": None}).shape == (1, 2)
    with pytest.raises(vt.OutOfStep):
        vt.parse_block(b"1 2\n3\n", SPEC)


def child_stream(monkeypatch, tmp_path: Path, text: str, spec: dict, side: str = "candidate"):
    """What _parse_in_child writes for TEXT as SIDE, read back by _receive_rows: (rows, raised)."""
    path = tmp_path / "c.txt"
    path.write_text(text)
    patch_grader(monkeypatch, vt, "os", _NoExit(os))
    read_fd, write_fd = os.pipe()
    handle = opened(path)
    try:
        with pytest.raises(_Exited) as exited:
            vt._parse_in_child(write_fd, handle, spec, side)
        assert exited.value.code == 0
    finally:
        handle.close()
    rows, raised = [], None
    with os.fdopen(read_fd, "rb") as pipe:
        try:
            rows.extend(vt._receive_rows(pipe, side))
        except Exception as exc:  # noqa: BLE001 - the kind raised is what is checked
            raised = exc
    return rows, raised


class _Exited(Exception):
    def __init__(self, code: int):
        self.code = code


class _NoExit:
    """os, except that _exit raises instead of ending the test process."""

    def __init__(self, real):
        self._real = real

    def __getattr__(self, name):
        return getattr(self._real, name)

    def _exit(self, code):
        raise _Exited(code)


def test_the_child_sends_every_row_block_and_an_end(tmp_path, monkeypatch):
    lines = table(300, 3)
    patch_grader(monkeypatch, vt, "TEXT_BLOCK_BYTES", 500)
    rows, raised = child_stream(monkeypatch, tmp_path, "".join(line + "\n" for line in lines), SPEC)
    assert raised is None and len(rows) > 1
    expected = np.array([[float(v) for v in line.split()] for line in lines])
    assert np.array_equal(np.concatenate(rows), expected)


@pytest.mark.parametrize("side, kind, start", [
    ("candidate", "CandidateFailure", "candidate file c.txt"),
    ("reference", "WiringError", "reference file c.txt"),
])
def test_the_child_sends_each_kind_of_failure_with_its_message(tmp_path, monkeypatch, side, kind, start):
    rows, raised = child_stream(monkeypatch, tmp_path, "1 2\n3\n", SPEC, side)
    assert type(raised).__name__ == kind and str(raised).startswith(start) and "line 2" in str(raised)


def test_a_parser_crash_in_the_child_is_the_candidates_broken_text(tmp_path, monkeypatch):
    def crash(*args):
        raise MemoryError("parser ran out")
        yield  # a generator, as text_rows is

    patch_grader(monkeypatch, vt, "text_rows", crash)
    rows, raised = child_stream(monkeypatch, tmp_path, "1 2\n", SPEC)
    assert rows == [] and "text could not be parsed (MemoryError: parser ran out)" in str(raised)
    assert "candidate" in str(raised)


@pytest.mark.parametrize("cut", [3, 16 + 8])
def test_a_stream_cut_short_is_a_parser_that_died(cut):
    header = vt._HEADER.pack(2, 2) + np.arange(4.0).tobytes()
    read_fd, write_fd = os.pipe()
    os.write(write_fd, header[:cut])
    os.close(write_fd)
    with os.fdopen(read_fd, "rb") as pipe, pytest.raises(Exception, match="text parser process ended unexpectedly"):
        list(vt._receive_rows(pipe, "candidate"))


# -- reading text in blocks of whole lines (line_blocks, line_number_at, text_rows, diagnose_text) --


def blocks_of(path: Path, skip_rows: int = 0, side: str = "candidate") -> list[tuple[int, bytes]]:
    handle = opened(path)
    try:
        return list(vt.line_blocks(handle, skip_rows, side))
    finally:
        handle.close()


@pytest.mark.parametrize("block_bytes", [1, 5, 7, 64, 4 << 20])
@pytest.mark.parametrize("tail", ["\n", "", "9 99 999"])
def test_blocks_hold_whole_lines_at_their_offsets(tmp_path, monkeypatch, block_bytes, tail):
    patch_grader(monkeypatch, vt, "TEXT_BLOCK_BYTES", block_bytes)
    body = "# a header line\nskipped too\n1 2\n33 44 55\n\n666666 7\n8\n" + tail
    path = tmp_path / "t.txt"
    path.write_bytes(body.encode())
    found = blocks_of(path, skip_rows=2)
    start = len("# a header line\nskipped too\n")
    assert b"".join(block for _, block in found) == body[start:].encode()
    position = start
    for number, (offset, block) in enumerate(found):
        assert offset == position  # where the block starts in the file
        position += len(block)
        if number < len(found) - 1 or body.endswith("\n"):
            assert block.endswith(b"\n") and block  # whole lines, never an empty block
    if block_bytes >= len(body):  # one block, and an unfinished last line after it
        assert len(found) == 1 + (not body.endswith("\n"))


def test_skipping_more_rows_than_the_file_holds_yields_nothing(tmp_path):
    path = tmp_path / "t.txt"
    path.write_text("1\n2\n")
    assert blocks_of(path, skip_rows=5) == []
    assert blocks_of(path, skip_rows=2) == []
    assert blocks_of(path, skip_rows=1) == [(2, b"2\n")]


@pytest.mark.parametrize("side, error", [("candidate", "CandidateFailure"), ("reference", "WiringError")])
def test_a_line_longer_than_the_limit_is_refused_where_it_is_read(tmp_path, monkeypatch, side, error):
    patch_grader(monkeypatch, vt, "MAX_LINE_BYTES", 8)
    patch_grader(monkeypatch, vt, "TEXT_BLOCK_BYTES", 4)
    path = tmp_path / "t.txt"
    for text in ("1234567\nok\n", "1234567\n12345678", "12345678\n1\n"):  # lines within the limit
        path.write_text(text)
        assert b"".join(b for _, b in blocks_of(path, skip_rows=0, side=side)) == text.encode()
    path.write_text("1234567\n")  # a skipped line of 8 bytes, newline included
    assert blocks_of(path, skip_rows=1, side=side) == []
    # A skipped line is read whole; a data line is counted in reads, so a line refused there is
    # one still unfinished after more than 8 bytes.
    for text, skip in (("123456789\n1\n", 1), ("1\n123456789", 0), ("1234567890123\n", 0)):
        path.write_text(text)
        with pytest.raises(getattr(vt, error)) as refused:
            blocks_of(path, skip_rows=skip, side=side)
        assert str(refused.value) == f"{side} file t.txt has a line longer than 8 bytes"


def test_the_line_number_of_an_offset_counts_the_lines_before_it(tmp_path):
    path = tmp_path / "t.txt"
    path.write_bytes(b"1 2\n" * 300_000)  # 1.2 MB: more than one read of the count
    handle = opened(path)
    try:
        for line in (1, 2, 1000, 262_144, 262_145, 262_146, 299_999, 300_000, 300_001):
            assert vt.line_number_at(handle, (line - 1) * 4) == line
        assert vt.line_number_at(handle, 10 * 1_200_000) == 300_001  # beyond the end: every line counted
    finally:
        handle.close()


def rows_of(path: Path, **spec) -> list[list[float]]:
    handle = opened(path)
    try:
        reading = {"comments": ("#",), "skip_rows": 0, "columns": None, **spec}
        return [block.tolist() for block in vt.text_rows(handle, reading, "candidate", {})]
    finally:
        handle.close()


def refusal(path: Path, **spec) -> str:
    with pytest.raises(vt.CandidateFailure) as refused:
        rows_of(path, **spec)
    return str(refused.value)


def test_rows_are_read_block_by_block_as_floats(tmp_path, monkeypatch):
    patch_grader(monkeypatch, vt, "TEXT_BLOCK_BYTES", 8)
    path = tmp_path / "t.txt"
    path.write_text("# t x\n1 2\n# a comment\n3 4\n\n5 6\n7 8\n")
    blocks = rows_of(path)
    assert [row for block in blocks for row in block] == [[1.0, 2.0], [3.0, 4.0], [5.0, 6.0], [7.0, 8.0]]
    assert len(blocks) > 1
    path.write_text("1 2\n3 4\n")
    handle = opened(path)
    try:
        rows = next(vt.text_rows(handle, {"comments": None, "skip_rows": 0, "columns": None}, "candidate", {}))
    finally:
        handle.close()
    assert rows.dtype == np.float64


def test_a_column_count_that_changes_in_a_later_block_names_the_line(tmp_path, monkeypatch):
    patch_grader(monkeypatch, vt, "TEXT_BLOCK_BYTES", 8)
    path = tmp_path / "t.txt"
    path.write_text("1 2\n3 4\n5 6\n7 8\n9 10 11\n")
    assert refusal(path) == "candidate file t.txt: line 5 has 3 columns, expected 2"
    path.write_text("1 2\n3 4\n5 6\n7 8\n99 10 11 12 13 14\n")  # a block of one line, wider than the first
    assert refusal(path) == "candidate file t.txt: line 5 has 6 columns, expected 2"
    # A comment after a number is not a column; the line after it is blamed, by its number.
    path.write_text("1 2 # note x y\n3 4\n5 six\n")
    assert refusal(path) == "candidate file t.txt: line 3, column 1: non-numeric token 'six'"
    path.write_text("1 2 # note x y\n3\n")
    assert refusal(path) == "candidate file t.txt: line 2 has 1 columns, expected 2"


def test_a_block_that_does_not_parse_is_explained_by_its_first_bad_line(tmp_path, monkeypatch):
    patch_grader(monkeypatch, vt, "TEXT_BLOCK_BYTES", 16)
    path = tmp_path / "t.txt"
    path.write_text("1 2\n3 4\n5 6\n7 8\n9 1e5x\n")
    assert refusal(path) == "candidate file t.txt: line 5, column 1: non-numeric token '1e5x'"
    long_token = "x" * 60
    path.write_text(f"1 2\n3 {long_token}\n")
    assert refusal(path) == f"candidate file t.txt: line 2, column 1: non-numeric token '{'x' * 40}'"
    path.write_bytes(b"1 2\n3 \xff\xfe4\n")
    assert refusal(path) == "candidate file t.txt: line 2, column 1: non-numeric token '\ufffd\ufffd4'"
    path.write_text("1 2 3\n4 5\n")
    assert refusal(path, columns=[2]) == "candidate file t.txt: line 2 has 2 columns, column 2 requested"
    path.write_text("1 2 3\n4 5 6\n")
    assert rows_of(path, columns=[2]) == [[[3.0], [6.0]]]
    path.write_text("1 2 3\n4 5 x\n")  # a column no entry names may hold a label
    assert rows_of(path, columns=[0, 1]) == [[[1.0, 2.0], [4.0, 5.0]]]


@pytest.mark.parametrize("line, markers, kept", [
    (b"1 2 # x # y", (b"#",), b"1 2 "),
    (b"# all comment", (b"#",), b""),
    (b"1 ! a % b", (b"%", b"!"), b"1 "),
    (b"1 2", (b"#",), b"1 2"),
    (b"1 # 2", None, b"1 # 2"),
])
def test_a_comment_is_cut_at_the_first_marker(line, markers, kept):
    assert vt.strip_comment(line, markers) == kept
