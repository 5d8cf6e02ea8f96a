"""Text files
  Whitespace-separated numeric columns, read in blocks of whole lines;
  ``comments`` strip the rest of a line, ``skip_rows`` drops leading lines.
"""

from __future__ import annotations

import io
import os
import warnings

import numpy as np

from sab.grader.parts.core import OpenedFile
from sab.grader.parts.errors import side_error


TEXT_BLOCK_BYTES = 4 << 20
MAX_LINE_BYTES = 64 << 20

def line_blocks(opened: OpenedFile, skip_rows: int, side: str):
    """Yield (byte offset, bytes) blocks of whole lines, ~TEXT_BLOCK_BYTES each.

    The first SKIP_ROWS lines are dropped.  A line longer than
    MAX_LINE_BYTES is refused so that memory stays bounded.  Line numbers
    are not tracked here (counting newlines costs as much as reading);
    line_number_at() recovers them when an error needs one.
    """
    handle = opened.handle
    for _ in range(skip_rows):
        line = handle.readline(MAX_LINE_BYTES + 1)
        if not line:
            return
        if len(line) > MAX_LINE_BYTES:
            raise side_error(side, f"file {opened.label} has a line longer than {MAX_LINE_BYTES} bytes")
    offset = handle.tell()
    pieces, pending = [], 0  # an unfinished line carried over between reads
    while True:
        data = handle.read(TEXT_BLOCK_BYTES)
        if not data:
            break
        cut = data.rfind(b"\n") + 1
        if cut == 0:
            pieces.append(data)
            pending += len(data)
            if pending > MAX_LINE_BYTES:
                raise side_error(side, f"file {opened.label} has a line longer than {MAX_LINE_BYTES} bytes")
            continue
        if pieces or cut < len(data):
            # One copy assembles the block; a plain slice would add another.
            pieces.append(memoryview(data)[:cut])
            block = b"".join(pieces)
        else:
            block = data
        yield offset, block
        offset += len(block)
        pieces = [data[cut:]] if cut < len(data) else []
        pending = len(data) - cut
    if pending:
        yield offset, b"".join(pieces)


def line_number_at(opened: OpenedFile, offset: int) -> int:
    """1-based number of the line starting at byte OFFSET (error path only)."""
    count, pos = 1, 0
    while pos < offset:
        chunk = os.pread(opened.fileno(), min(1 << 20, offset - pos), pos)
        if not chunk:
            break
        count += chunk.count(b"\n")
        pos += len(chunk)
    return count


def strip_comment(line: bytes, markers) -> bytes:
    if markers:
        for marker in markers:
            pos = line.find(marker)
            if pos >= 0:
                line = line[:pos]
    return line


def diagnose_text(block: bytes, first_line: int, markers, columns, width):
    """Explain why a block does not parse: the first bad line and token.

    Only used after the fast parser refused the block, so speed is
    irrelevant here.  Returns None if no problem is found.
    """
    encoded = [m.encode("utf-8") for m in markers] if markers else None
    for offset, line in enumerate(block.split(b"\n")):
        tokens = strip_comment(line, encoded).split()
        if not tokens:
            continue
        line_no = first_line + offset
        if columns is None:
            if width is None:
                width = len(tokens)
            elif len(tokens) != width:
                return f"line {line_no} has {len(tokens)} columns, expected {width}"
            wanted = range(len(tokens))
        else:
            if max(columns) >= len(tokens):
                return f"line {line_no} has {len(tokens)} columns, column {max(columns)} requested"
            wanted = columns
        for j in wanted:
            try:
                float(tokens[j])
            except ValueError:
                shown = tokens[j][:40].decode("utf-8", "replace")
                return f"line {line_no}, column {j}: non-numeric token {shown!r}"
    return None


def text_rows(opened: OpenedFile, spec: dict, side: str, state: dict):
    """Yield 2-D float64 arrays of consecutive data rows (selected columns).

    STATE receives the column count ("width") once known.  np.loadtxt on a
    block of lines is used as the fast parser: in numpy 2 it is C code that
    also checks the column count of every row and handles comments.
    """
    markers = spec["comments"]
    columns = spec["columns"]
    comments = list(markers) if markers else None
    for offset, block in line_blocks(opened, spec["skip_rows"], side):
        try:
            with warnings.catch_warnings():
                warnings.simplefilter("ignore")  # "input contained no data"
                rows = np.loadtxt(
                    io.BytesIO(block), dtype=np.float64, comments=comments, usecols=columns, ndmin=2
                )
        except Exception as exc:  # loadtxt raises ValueError and friends on junk
            first_line = line_number_at(opened, offset)
            problem = diagnose_text(block, first_line, markers, columns, state.get("width"))
            raise side_error(side, f"file {opened.label}: {problem or exc}") from None
        if rows.shape[0] == 0:
            continue
        width = rows.shape[1]
        if state.get("width") is None:
            state["width"] = width
        elif width != state["width"]:
            first_line = line_number_at(opened, offset)
            problem = diagnose_text(block, first_line, markers, columns, state["width"])
            raise side_error(
                side, f"file {opened.label}: {problem or f'column count changes to {width} near line {first_line}'}"
            )
        yield rows

