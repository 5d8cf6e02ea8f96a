"""Text files (pointwise)
  The two files are paired data row by data row; the column and row counts
  must match.  Lines that are byte for byte the same in both files, in the
  same place, hold the same values: when they are plain numbers they are
  checked and counted without being converted (their errors are 0), and only
  the lines that differ are parsed.  Anything unusual (the files out of
  step, a line that is not plain numbers, most lines differing) sends the
  comparison through the full parse of both files, which gives the same
  verdict.
"""

from __future__ import annotations

import io
import itertools
import os
import signal
import struct
import warnings

import numpy as np

from sab.grader.parts.core import COMPARE, OpenedFile
from sab.grader.parts.errors import CandidateFailure, WiringError, side_error
from sab.grader.parts.pointwise import Comparator
from sab.grader.parts.text import TEXT_BLOCK_BYTES, line_blocks, text_rows


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
    cmp = None
    if not Comparator.keeps_every_pair:
        cmp = Comparator(spec["atol"], spec["rtol"])
        try:
            rows_done, width = compare_lines(cmp, ref, cand, spec)
        except (OutOfStep, CandidateFailure, WiringError):
            cmp = None  # the full parse below says what is wrong, exactly as it would have
            ref.handle.seek(0)
            cand.handle.seek(0)
    if cmp is None:
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


class OutOfStep(Exception):
    """The line-by-line comparison cannot vouch for its verdict: the full parse takes over."""


# Byte classes of plain numbers: digits, '.', a sign, an exponent, and the blanks between them.
_OTHER, _BLANK, _NEWLINE, _DIGIT, _DOT, _SIGN, _EXPONENT = range(7)
_CLASS = np.zeros(256, dtype=np.uint8)
_CLASS[list(b" \t")] = _BLANK
_CLASS[ord("\n")] = _NEWLINE
_CLASS[list(b"0123456789")] = _DIGIT
_CLASS[ord(".")] = _DOT
_CLASS[list(b"+-")] = _SIGN
_CLASS[list(b"eE")] = _EXPONENT
# Which byte class may follow which in a plain number; a stricter grammar than the parser's (no
# "1.", "-.5" or "1.e5": such lines are parsed instead), so what passes always parses.
_FOLLOWS = np.zeros((8, 8), dtype=bool)
for _before, _after in {
    _BLANK: (_BLANK, _NEWLINE, _DIGIT, _DOT, _SIGN),
    _NEWLINE: (_BLANK, _NEWLINE, _DIGIT, _DOT, _SIGN),
    _DIGIT: (_DIGIT, _DOT, _EXPONENT, _BLANK, _NEWLINE),
    _DOT: (_DIGIT,),
    _SIGN: (_DIGIT,),
    _EXPONENT: (_DIGIT, _SIGN),
}.items():
    _FOLLOWS[_before, list(_after)] = True
# bytes.translate runs these lookups far faster than numpy's indexing: the class of every byte,
# and the (before * 8 + after) pairs that may occur.
_CLASS_TABLE = _CLASS.tobytes()
_FOLLOWING_PAIRS = bytes(np.flatnonzero(_FOLLOWS.reshape(-1)).astype(np.uint8))
# A line-by-line comparison pays off when few lines differ; when most do, the full parse runs
# the two files on two cores instead.
MOST_DIFFER = 0.5


def numbers_per_line(text: bytes):
    """How many numbers each line of TEXT (whole lines) holds, when every line is blank or plain
    numbers, else None."""
    classes = text.translate(_CLASS_TABLE)
    if not classes or classes[-1] != _NEWLINE or bytes([_OTHER]) in classes:
        return None
    cls = np.frombuffer(classes, dtype=np.uint8)
    pair = np.empty(len(cls), dtype=np.uint8)
    pair[0] = _NEWLINE * 8 + cls[0]
    np.multiply(cls[:-1], np.uint8(8), out=pair[1:])
    pair[1:] += cls[1:]
    if pair.tobytes().translate(None, _FOLLOWING_PAIRS):
        return None
    blank = cls <= _NEWLINE
    starts = np.flatnonzero(blank[:-1] & ~blank[1:]) + 1
    if not blank[0]:
        starts = np.concatenate(([0], starts))
    # At most one '.' and one exponent in a number, the '.' first.
    special = np.flatnonzero((cls == _DOT) | (cls == _EXPONENT))
    if len(special) > 1:
        number = np.searchsorted(starts, special, side="right")
        kinds = cls[special]
        if ((number[1:] == number[:-1]) & ~((kinds[:-1] == _DOT) & (kinds[1:] == _EXPONENT))).any():
            return None
    return np.diff(np.searchsorted(starts, np.flatnonzero(cls == _NEWLINE)), prepend=0)


def plain_rows(text: bytes, tokens: int):
    """The number of data rows of TEXT (whole lines) when every line is blank or holds exactly
    TOKENS plain numbers, else None."""
    counts = numbers_per_line(text)
    if counts is None:
        return None
    rows = counts[counts != 0]
    return len(rows) if (rows == tokens).all() else None


def parse_block(text: bytes, spec: dict) -> np.ndarray:
    """The data rows of TEXT as text_rows() reads them; any problem is OutOfStep."""
    markers = spec["comments"]
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")  # "input contained no data"
            return np.loadtxt(io.BytesIO(text), dtype=np.float64, comments=list(markers) if markers else None,
                              usecols=spec["columns"], ndmin=2)
    except Exception:
        raise OutOfStep from None


def paired_lines(ref: OpenedFile, cand: OpenedFile, spec: dict):
    """Yield equally long lists of the lines of both files (no line ends), block by block."""
    c_blocks = line_blocks(cand, spec["skip_rows"], "candidate")
    c_lines = []
    for _, block in line_blocks(ref, spec["skip_rows"], "reference"):
        r_lines = block.split(b"\n")
        if r_lines[-1] == b"":
            r_lines.pop()
        read = 0
        while len(c_lines) < len(r_lines):
            more = next(c_blocks, None)
            read += 0 if more is None else len(more[1])
            # The candidate's lines far longer than the reference's: memory must stay bounded.
            if more is None or read > 4 * TEXT_BLOCK_BYTES:
                raise OutOfStep
            c_lines.extend(more[1].split(b"\n"))
            if c_lines[-1] == b"":
                c_lines.pop()
        yield r_lines, c_lines[: len(r_lines)]
        del c_lines[: len(r_lines)]
    if c_lines or next(c_blocks, None) is not None:
        raise OutOfStep


class LinePairing:
    """Feeds a Comparator run by run: a run of lines the same in both files once, from one side;
    a run of differing lines parsed on both sides."""

    def __init__(self, cmp: Comparator, spec: dict):
        self.cmp = cmp
        self.spec = spec
        self.columns = spec["columns"]
        self.markers = tuple(marker.encode("utf-8") for marker in spec["comments"] or ())
        self.rows_done = 0
        self.width = None  # graded values per row, once a row is seen

    def tokens(self, lines):
        """The numbers each plain line of this run must hold (those of its first data line), or
        None when that many could not be this file's rows."""
        first = next((line for line in lines if line.strip()), b"")
        count = len(first.split())
        if self.columns is None:
            return None if self.width is not None and count != self.width else count
        return count if count > max(self.columns) else None

    def graded(self, count: int) -> int:
        return count if self.columns is None else len(self.columns)

    def same(self, lines) -> None:
        text = b"\n".join(lines) + b"\n"
        count = self.tokens(lines)
        rows = None if count is None else plain_rows(text, count)
        if rows is None:  # not plain numbers (a comment, nan): parsed once, it holds the same values on both sides
            values = parse_block(text, self.spec)
            self.feed(values, values)
            return
        if rows == 0:
            return
        width = self.graded(count)
        self.width = width if self.width is None else self.width
        if width != self.width:
            raise OutOfStep
        first = next(line for line in lines if line.strip()).split()[self.columns[0] if self.columns else 0]
        self.cmp.equal_values(rows * width, self.rows_done * width, float(first))
        self.rows_done += rows

    def differ(self, r_lines, c_lines) -> None:
        c_text = b"\n".join(c_lines) + b"\n"
        # The candidate's text is parsed here only when it is plain numbers; anything else is
        # left to the full parse, which reads the candidate in a child process.
        count = self.tokens(c_lines)
        if count is None or plain_rows(c_text, count) is None:
            raise OutOfStep
        self.feed(parse_block(b"\n".join(r_lines) + b"\n", self.spec), parse_block(c_text, self.spec))

    def runs(self, r_lines, c_lines, same) -> None:
        """Each run of equal or differing lines on its own."""
        start = 0
        for equal, run in itertools.groupby(same):
            stop = start + len(list(run))
            if equal:
                self.same(r_lines[start:stop])
            else:
                self.differ(r_lines[start:stop], c_lines[start:stop])
            start = stop

    def block(self, r_lines, c_lines, same) -> bool:
        """A block whose lines are all plain numbers at once: the equal lines checked in one pass,
        the differing ones parsed in one pass per side. False (nothing done) for any other block."""
        equal = [line for line, alike in zip(r_lines, same) if alike]
        differing = [i for i, alike in enumerate(same) if not alike]
        counts = numbers_per_line(b"\n".join(equal) + b"\n") if equal else np.empty(0, dtype=np.int64)
        if counts is None and self.markers:
            # A line that is all comment holds no row, as a blank line (a header, most often).
            equal = [b"" if line.lstrip().startswith(self.markers) else line for line in equal]
            counts = numbers_per_line(b"\n".join(equal) + b"\n")
        r_text = b"\n".join(r_lines[i] for i in differing) + b"\n"
        c_text = b"\n".join(c_lines[i] for i in differing) + b"\n"
        r_counts = numbers_per_line(r_text) if differing else np.empty(0, dtype=np.int64)
        c_counts = numbers_per_line(c_text) if differing else np.empty(0, dtype=np.int64)
        if counts is None or r_counts is None or c_counts is None:
            return False
        found = np.concatenate((counts, r_counts, c_counts))
        found = found[found != 0]
        if len(found) == 0:
            return True  # blank lines only
        tokens = int(found[0])
        fits = tokens == self.width if self.columns is None and self.width is not None else (
            self.columns is None or tokens > max(self.columns))
        if not fits or (found != tokens).any() or ((r_counts != 0) != (c_counts != 0)).any():
            return False
        width = self.graded(tokens)
        self.width = width if self.width is None else self.width
        if differing:
            r_values, c_values = parse_block(r_text, self.spec), parse_block(c_text, self.spec)
        at = {True: 0, False: 0}  # the next equal line (in counts) and differing line (in r_counts)
        done = 0  # rows of the differing lines fed so far
        for alike, run in itertools.groupby(same):
            length = len(list(run))
            flags = (counts if alike else r_counts)[at[alike]:at[alike] + length] != 0
            taken = int(np.count_nonzero(flags))
            if taken and alike:
                first = equal[at[alike] + int(np.argmax(flags))]
                value = float(first.split()[self.columns[0] if self.columns else 0])
                self.cmp.equal_values(taken * width, self.rows_done * width, value)
                self.rows_done += taken
            elif taken:
                self.feed(r_values[done:done + taken], c_values[done:done + taken])
                done += taken
            at[alike] += length
        return True

    def feed(self, r_rows: np.ndarray, c_rows: np.ndarray) -> None:
        if len(r_rows) != len(c_rows):
            raise OutOfStep
        if len(r_rows) == 0:
            return
        self.width = r_rows.shape[1] if self.width is None else self.width
        if r_rows.shape[1] != self.width or c_rows.shape[1] != self.width:
            raise OutOfStep
        self.cmp.feed(r_rows.reshape(-1), c_rows.reshape(-1), self.rows_done * self.width)
        self.rows_done += len(r_rows)


def compare_lines(cmp: Comparator, ref: OpenedFile, cand: OpenedFile, spec: dict):
    """Compare the files line by line, parsing only the lines that differ: (rows, width)."""
    pairing = LinePairing(cmp, spec)
    first = True
    for r_lines, c_lines in paired_lines(ref, cand, spec):
        same = [r == c for r, c in zip(r_lines, c_lines)]
        if first and same.count(False) > MOST_DIFFER * len(same):
            raise OutOfStep
        first = False
        if not pairing.block(r_lines, c_lines, same):
            pairing.runs(r_lines, c_lines, same)
    return pairing.rows_done, pairing.width


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
