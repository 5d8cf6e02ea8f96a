"""Text series
  One column of a text file; a file of one column needs no ``column``.
"""

from __future__ import annotations

from sab.grader.parts.core import ROWS, SERIES, OpenedFile
from sab.grader.parts.errors import side_error
from sab.grader.parts.text import line_blocks, strip_comment, text_rows


def text_series(opened: OpenedFile, spec: dict, side: str):
    """Yield one column of a whitespace-separated text file, block by block.

    The pointwise reader does the parsing; only the named column is
    converted, so other columns may hold labels.
    """
    column = spec["column"]
    columns = None if column is None else [column]
    reading = {"comments": spec["comments"], "skip_rows": spec["skip_rows"], "columns": columns}
    for rows in text_rows(opened, reading, side, {}):
        if rows.shape[1] != 1:
            raise side_error(side, f"file {opened.label} has {rows.shape[1]} columns; the invariant names no column")
        yield rows.reshape(-1)


def count_text_rows(opened: OpenedFile, spec: dict, side: str) -> int:
    """Data rows of a text file: lines left non-blank once comments are stripped."""
    markers = spec["comments"]
    encoded = [m.encode("utf-8") for m in markers] if markers else None
    rows = 0
    for _, block in line_blocks(opened, spec["skip_rows"], side):
        for line in block.split(b"\n"):
            if strip_comment(line, encoded).strip():
                rows += 1
    return rows


SERIES["text"] = text_series
ROWS["text"] = count_text_rows
