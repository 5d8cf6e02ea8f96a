"""Text files (pointwise)
  The two files are paired data row by data row; the column and row counts
  must match.
"""

from __future__ import annotations

import os
import signal
import struct
import warnings

import numpy as np

from sab.grader.parts.core import COMPARE, OpenedFile
from sab.grader.parts.errors import CandidateFailure, WiringError, side_error
from sab.grader.parts.pointwise import Comparator
from sab.grader.parts.text import text_rows


# np.loadtxt holds the GIL, so parsing the two files in threads gains nothing.
# Instead a forked child parses the candidate's text on another core while
# this process parses the reference; this also keeps a parser crash on
# hostile input out of the process that writes the verdict.  Blocks of rows
# travel through a pipe as a 16-byte header (rows, columns) followed by the
# raw float64 data; a negative row count ends the stream.

_END, _FAILED, _WIRING, _BROKEN = -1, -2, -3, -4
_HEADER = struct.Struct("<qq")


def forked_text_rows(opened: OpenedFile, spec: dict, side: str):
    """text_rows() run in a child process; falls back to in-process parsing."""
    try:
        read_fd, write_fd = os.pipe()
    except OSError:
        yield from text_rows(opened, spec, side, {})
        return
    try:
        with warnings.catch_warnings():
            # Python warns about fork() in a process with threads (numpy's
            # BLAS pool); the child only runs the text parser.
            warnings.simplefilter("ignore", DeprecationWarning)
            pid = os.fork()
    except (OSError, AttributeError):
        os.close(read_fd)
        os.close(write_fd)
        yield from text_rows(opened, spec, side, {})
        return
    if pid == 0:
        os.close(read_fd)
        _parse_in_child(write_fd, opened, spec, side)  # never returns
    os.close(write_fd)
    try:
        with os.fdopen(read_fd, "rb") as pipe:
            yield from _receive_rows(pipe, side)
    finally:
        # The child is ours and may still be parsing if we stopped early.
        try:
            os.kill(pid, signal.SIGKILL)
        except ProcessLookupError:
            pass
        os.waitpid(pid, 0)


def _parse_in_child(write_fd: int, opened: OpenedFile, spec: dict, side: str) -> None:
    code = 1
    try:
        with os.fdopen(write_fd, "wb") as pipe:
            try:
                for rows in text_rows(opened, spec, side, {}):
                    rows = np.ascontiguousarray(rows)
                    pipe.write(_HEADER.pack(*rows.shape))
                    pipe.write(memoryview(rows).cast("B"))
                pipe.write(_HEADER.pack(_END, 0))
            except CandidateFailure as exc:
                _send_message(pipe, _FAILED, str(exc))
            except WiringError as exc:
                _send_message(pipe, _WIRING, str(exc))
            except Exception as exc:
                _send_message(pipe, _BROKEN, f"{type(exc).__name__}: {exc}")
        code = 0
    finally:
        os._exit(code)  # never fall back into the parent's code


def _send_message(pipe, kind: int, message: str) -> None:
    data = message.encode("utf-8", "replace")
    pipe.write(_HEADER.pack(kind, len(data)))
    pipe.write(data)


def _receive_rows(pipe, side: str):
    died = side_error(side, "text parser process ended unexpectedly")
    while True:
        header = pipe.read(_HEADER.size)
        if len(header) != _HEADER.size:
            raise died
        count, width = _HEADER.unpack(header)
        if count == _END:
            return
        if count < 0:
            message = pipe.read(width).decode("utf-8", "replace")
            if count == _FAILED:
                raise CandidateFailure(message)
            if count == _WIRING:
                raise WiringError(message)
            raise side_error(side, f"text could not be parsed ({message})")
        rows = np.empty((count, width))
        view = memoryview(rows).cast("B")
        filled = 0
        while filled < len(view):
            got = pipe.readinto(view[filled:])
            if not got:
                raise died
            filled += got
        yield rows


def compare_text(ref: OpenedFile, cand: OpenedFile, spec: dict):
    cmp = Comparator(spec["atol"], spec["rtol"])
    r_iter = text_rows(ref, spec, "reference", {})
    c_iter = forked_text_rows(cand, spec, "candidate")
    try:
        rows_done, width = pair_rows(cmp, r_iter, c_iter)
    finally:
        c_iter.close()
        r_iter.close()
    columns = spec["columns"]

    def where(flat):
        row, col = divmod(int(flat), width)
        return row, (columns[col] if columns else col)

    def locate(flat):
        row, col = where(flat)
        return f"data row {row}, column {col}"

    return cmp, locate, (lambda flat: list(where(flat))), None


def pair_rows(cmp: Comparator, r_iter, c_iter):
    """Feed row blocks of both sides to CMP; the sides split into blocks at different rows."""
    r_buf = c_buf = None
    rows_done = 0
    width = None
    while True:
        if r_buf is None or len(r_buf) == 0:
            r_buf = next(r_iter, None)
        if c_buf is None or len(c_buf) == 0:
            c_buf = next(c_iter, None)
        if r_buf is None or c_buf is None:
            break
        if width is None:
            width = r_buf.shape[1]
            if c_buf.shape[1] != width:
                raise CandidateFailure(f"column count mismatch: reference {width}, candidate {c_buf.shape[1]}")
        m = min(len(r_buf), len(c_buf))
        cmp.feed(r_buf[:m].reshape(-1), c_buf[:m].reshape(-1), rows_done * width)
        rows_done += m
        r_buf, c_buf = r_buf[m:], c_buf[m:]
    r_rest = (len(r_buf) if r_buf is not None else 0) + sum(len(rows) for rows in r_iter)
    c_rest = (len(c_buf) if c_buf is not None else 0) + sum(len(rows) for rows in c_iter)
    if r_rest or c_rest:
        raise CandidateFailure(
            f"row count mismatch: reference has {rows_done + r_rest} data rows, candidate {rows_done + c_rest}"
        )
    return rows_done, width


COMPARE["text"] = compare_text
