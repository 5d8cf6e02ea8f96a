#!/usr/bin/env python3
"""Pointwise comparison of a candidate run against a reference run.

This file is copied verbatim into a task's check directory as ``validate.py``.
It is the only code that compares the two runs of a scientific test: the
reference outputs (produced by the untouched source) and the candidate
outputs (produced by a solver's modified source).

Usage::

    python3 validate.py --reference DIR --candidate DIR --rubric rubric.json --out result.json

Contract
--------
* Reads ``rubric.json`` (``policy`` must be ``"pointwise"``) and, of the two
  run directories, only the files named in ``comparison.files``.  Keys of
  the rubric other than ``policy`` and ``comparison`` are ignored (``sab
  lint`` checks them).  ``comparison`` is held to exactly the rules of sab's
  rubric schema, so a rubric sab accepts always reaches a verdict here and
  one it refuses is a wiring error: no unknown or duplicate keys, numbers
  are JSON numbers (never strings or booleans) and finite, integers are
  integers, ``files`` is a non-empty list of relative paths (one path twice
  only for a text or npy file whose entries, all of that format, grade
  disjoint ``columns``), and each file entry holds only the keys of its
  format.
* Each file entry names a path relative to both run directories, a format
  (``npy``, ``f64``, ``f32``, ``text`` or ``json``) and tolerances.  A value
  passes iff ``|c - r| <= atol + rtol*|r|``.  NaN matches only NaN at the
  same position, +Inf only +Inf and -Inf only -Inf; matched non-finite pairs
  contribute an error of 0.  ``atol = rtol = 0`` means exact equality.
* ``columns`` picks the graded columns of a text file, or the graded indices
  along the last axis of an npy array of two or more dimensions (a 1-D or
  0-d reference with ``columns`` is a wiring error, as is an index beyond
  the reference's last axis).  Each entry grades its columns under its own
  atol and rtol; columns no entry names are not graded.  The candidate's
  array shape must still equal the reference's.
* Writes ``result.json`` atomically (temporary file + ``os.replace``) as
  strict JSON (non-finite numbers become ``null``)::

      {"passed", "reason", "distance", "bound_fraction", "policy", "files": [
          {"path", "format", "passed", "reason", "distance",
           "bound_fraction", "compared", "worst"}, ...]}

  one entry per rubric entry, in the rubric's order; an entry that names
  ``columns`` also reports them (``"columns": [...]``), so the entries of
  one file split by columns tell apart.

  ``distance`` is the largest absolute error, ``bound_fraction`` the largest
  ``error / bound`` ratio; the run passes iff every file passes.  A failure
  that has no distance (a missing, unreadable, symlinked or malformed file,
  a shape, row or structure mismatch, a non-finite value where the
  reference is finite, an unexpected file) reports ``distance`` and
  ``bound_fraction`` as null, for its file and for the run: it is not a
  near miss, and 0 would read as one.
* Exit status: 0 whenever a verdict was reached (pass or fail); 2 on wiring
  errors (bad arguments, missing/malformed rubric, rubric for the other
  policy, missing reference directory, missing or unreadable reference
  file), after one line on stderr and, if ``--out`` was given, a result with
  ``passed: false``; 3 if this script itself hit an unexpected error.
* Candidate outputs are data, never code: nothing is imported, unpickled or
  executed.  Bad candidate output (missing, empty, malformed, symlinked,
  outside the candidate directory, extra files, wrong shape) is a failing
  verdict with a reason, never a traceback.  No symlink is followed under
  the candidate directory, nor the candidate directory itself when it is
  one (it could point at the reference): every component is checked with
  lstat and opened with O_NOFOLLOW, and only regular files are read.
* Memory stays bounded: binary files are memory-mapped and compared in
  chunks of a few MiB with preallocated buffers, mapped pages are released
  as the scan proceeds, and text is parsed in blocks of a few MiB.  JSON
  documents are parsed whole and limited to MAX_JSON_BYTES.

Only the Python standard library and numpy are used.
"""

from __future__ import annotations

import argparse
import io
import json
import math
import mmap
import os
import signal
import stat
import struct
import sys
import tempfile
import warnings

import numpy as np

POLICY = "pointwise"
OTHER_POLICY = "invariants"

# Files a harness writes next to the outputs; never counted as extra files.
BOOKKEEPING_NAMES = frozenset({"run.log", "run.ok", "run.failed", "result.json"})

FORMATS = ("npy", "f64", "f32", "text", "json")
COMPARISON_KEYS = ("files",)
_COMMON_KEYS = ("path", "format", "atol", "rtol")
FILE_KEYS = {
    "npy": _COMMON_KEYS + ("columns",),
    "f64": _COMMON_KEYS + ("skip_header_bytes",),
    "f32": _COMMON_KEYS + ("skip_header_bytes",),
    "text": _COMMON_KEYS + ("comments", "skip_rows", "columns"),
    "json": _COMMON_KEYS,
}
RAW_DTYPES = {"f64": np.dtype("<f8"), "f32": np.dtype("<f4")}
RULE = "|c-r| <= atol + rtol*|r|"

# 2^18 float64 values = 2 MiB per side: large enough to amortise the
# per-call overhead of numpy, small enough that the working buffers stay in
# cache.
CHUNK_ELEMS = 1 << 18
# Mapped file pages count towards the resident set; dropping them every few
# chunks keeps it small (they stay in the page cache, so nothing is re-read
# from disk).
RELEASE_ELEMS = 8 * CHUNK_ELEMS
TEXT_BLOCK_BYTES = 4 << 20
MAX_LINE_BYTES = 64 << 20
# JSON documents are parsed whole; Python objects take ~10x the text.
MAX_JSON_BYTES = 16 << 20
JSON_BATCH = 4096
MAX_LISTED = 10

# The smallest positive double: stands in for a zero bound in the fast path so
# that the division stays finite (see Comparator._feed_chunk).
TINY = 5e-324


class WiringError(Exception):
    """The check itself is mis-wired (rubric, arguments, reference): exit 2."""


class CandidateFailure(Exception):
    """The candidate's output is unusable for this file: a failing verdict."""


def side_error(side: str, message: str) -> Exception:
    """A problem with the reference is a wiring error, with the candidate a failure."""
    if side == "reference":
        return WiringError(f"reference {message}")
    return CandidateFailure(f"candidate {message}")


# --------------------------------------------------------------------------
# Result writing
# --------------------------------------------------------------------------


def finite_or_none(value):
    """JSON has no NaN/Infinity: report such numbers as null."""
    if value is None:
        return None
    value = float(value)
    return value if math.isfinite(value) else None


def sanitize(obj):
    """Recursively replace non-finite floats (and numpy scalars) for strict JSON."""
    if isinstance(obj, dict):
        return {str(k): sanitize(v) for k, v in obj.items()}
    if isinstance(obj, (list, tuple)):
        return [sanitize(v) for v in obj]
    if isinstance(obj, (bool, np.bool_)):
        return bool(obj)
    if isinstance(obj, (int, np.integer)):
        return int(obj)
    if isinstance(obj, (float, np.floating)):
        return finite_or_none(obj)
    return obj


def write_result(path: str, result: dict) -> None:
    """Write strict JSON atomically: a reader never sees a half-written file."""
    text = json.dumps(sanitize(result), indent=2, allow_nan=False) + "\n"
    directory = os.path.dirname(os.path.abspath(path))
    fd, tmp = tempfile.mkstemp(prefix=".result-", suffix=".tmp", dir=directory)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as handle:
            handle.write(text)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise


def failed_result(reason: str) -> dict:
    return {
        "passed": False,
        "reason": reason,
        "distance": None,
        "bound_fraction": None,
        "policy": POLICY,
        "files": [],
    }


# --------------------------------------------------------------------------
# Arguments and rubric
# --------------------------------------------------------------------------


class _ArgumentParser(argparse.ArgumentParser):
    def error(self, message):  # argparse would exit with a usage dump
        raise WiringError(f"bad arguments: {message}")


def parse_args(argv):
    parser = _ArgumentParser(description="Pointwise comparison of two runs.")
    parser.add_argument("--reference", required=True, help="reference output directory")
    parser.add_argument("--candidate", required=True, help="candidate output directory")
    parser.add_argument("--rubric", required=True, help="rubric.json of this check")
    parser.add_argument("--out", required=True, help="where to write result.json")
    return parser.parse_args(argv)


def out_from_argv(argv):
    """Find --out even when the other arguments are unusable."""
    for i, arg in enumerate(argv):
        if arg == "--out" and i + 1 < len(argv):
            return argv[i + 1]
        if arg.startswith("--out="):
            return arg[len("--out="):]
    return None


def _reject_constant(name):
    raise ValueError(f"non-standard JSON constant {name}")


def load_rubric(path: str) -> dict:
    try:
        with open(path, "rb") as handle:
            raw = handle.read()
    except OSError as exc:
        raise WiringError(f"cannot read rubric {path}: {exc.strerror or exc}") from None
    try:
        rubric = json.loads(raw, parse_constant=_reject_constant, object_pairs_hook=_no_duplicates)
    except (ValueError, RecursionError) as exc:
        raise WiringError(f"rubric {path} is not valid JSON: {exc}") from None
    if not isinstance(rubric, dict):
        raise WiringError("rubric must be a JSON object")
    policy = rubric.get("policy")
    if policy == OTHER_POLICY:
        raise WiringError(
            f"rubric policy is {policy!r} but this is the {POLICY} validator "
            f"(use validate_{OTHER_POLICY}.py)"
        )
    if policy != POLICY:
        raise WiringError(f"rubric policy must be {POLICY!r}, got {policy!r}")
    comparison = rubric.get("comparison")
    if not isinstance(comparison, dict):
        raise WiringError("rubric.comparison must be an object")
    known_keys(comparison, COMPARISON_KEYS, "rubric.comparison")
    files = comparison.get("files")
    if not isinstance(files, list) or not files:
        raise WiringError("rubric.comparison.files must be a non-empty list")
    specs = [file_spec(i, entry) for i, entry in enumerate(files)]
    problem = repeated_files(specs)
    if problem:
        raise WiringError(f"rubric.comparison.files: {problem}")
    return {"check": rubric.get("check"), "files": specs}


def repeated_files(specs) -> str:
    """Why the file entries overlap, or '' when they do not.  A file is listed once, except a
    text or npy file whose columns mix scales: each of its entries then names its own columns,
    and no column twice."""
    seen = {}
    for spec in specs:
        seen.setdefault(spec["path"], []).append(spec)
    for path, entries in seen.items():
        if len(entries) == 1:
            continue
        formats = {e["format"] for e in entries}
        if len(formats) > 1 or not formats <= {"text", "npy"} or any(e.get("columns") is None for e in entries):
            return (f"{path} is listed more than once; only a text or npy file may be, "
                    "each entry in the same format with its own columns")
        columns = [c for e in entries for c in set(e["columns"])]
        if len(set(columns)) != len(columns):
            return f"{path}: a column is graded by more than one entry"
    return ""


def known_keys(raw: dict, allowed, where: str) -> None:
    """Unknown keys are errors: a misspelt option must not silently fall back to its default."""
    unknown = sorted(set(raw) - set(allowed))
    if unknown:
        raise WiringError(f"{where} has unknown field(s) {', '.join(map(repr, unknown))}")


def rel_path(value, where: str) -> str:
    """Normalise a rubric path; absolute paths and '..' would escape the run dirs."""
    if not isinstance(value, str) or not value or "\x00" in value:
        raise WiringError(f"{where}.path must be a non-empty string without NUL")
    if value.startswith("/") or os.path.isabs(value):
        raise WiringError(f"{where}.path {value!r} must be relative")
    parts = [p for p in value.split("/") if p not in ("", ".")]
    if ".." in value.split("/"):
        raise WiringError(f"{where}.path {value!r} must not contain '..'")
    if not parts:
        raise WiringError(f"{where}.path {value!r} names no file")
    return "/".join(parts)


def nonneg_number(raw: dict, key: str, where: str) -> float:
    """A required JSON number (integer or real, never a string or boolean), finite and >= 0."""
    value = raw.get(key)
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        raise WiringError(f"{where}.{key} must be a number")
    try:
        value = float(value)
    except OverflowError:  # an integer beyond the range of a double
        raise WiringError(f"{where}.{key} must be finite and >= 0") from None
    if not math.isfinite(value) or value < 0:
        raise WiringError(f"{where}.{key} must be finite and >= 0")
    return value


def nonneg_int(raw: dict, key: str, where: str, default: int) -> int:
    """An optional JSON integer >= 0; absent means DEFAULT, null is refused."""
    if key not in raw:
        return default
    value = raw[key]
    if isinstance(value, bool) or not isinstance(value, int) or value < 0:
        raise WiringError(f"{where}.{key} must be an integer >= 0")
    return value


def comment_markers(raw: dict, where: str):
    """null (no comments), one marker or a non-empty list; a marker is a non-empty
    string without leading or trailing whitespace."""
    value = raw.get("comments", "#")
    if value is None:
        return None
    if isinstance(value, str):
        value = [value]
    if not isinstance(value, list) or not value or not all(
        isinstance(v, str) and v and v.strip() == v for v in value
    ):
        raise WiringError(f"{where}.comments must be null, a marker or a list of markers")
    return tuple(value)


def file_spec(index: int, raw) -> dict:
    where = f"comparison.files[{index}]"
    if not isinstance(raw, dict):
        raise WiringError(f"{where} must be an object")
    spec = {"path": rel_path(raw.get("path"), where), "format": raw.get("format")}
    if not isinstance(spec["format"], str) or spec["format"] not in FORMATS:
        raise WiringError(f"{where}.format must be one of {', '.join(FORMATS)}")
    known_keys(raw, FILE_KEYS[spec["format"]], where)
    spec["atol"] = nonneg_number(raw, "atol", where)
    spec["rtol"] = nonneg_number(raw, "rtol", where)
    if spec["format"] in RAW_DTYPES:
        spec["skip_header_bytes"] = nonneg_int(raw, "skip_header_bytes", where, 0)
    if spec["format"] == "text":
        spec["comments"] = comment_markers(raw, where)
        spec["skip_rows"] = nonneg_int(raw, "skip_rows", where, 0)
    if spec["format"] in ("text", "npy"):
        columns = raw.get("columns")
        if columns is not None:
            if not isinstance(columns, list) or not columns or not all(
                isinstance(c, int) and not isinstance(c, bool) and c >= 0 for c in columns
            ):
                raise WiringError(f"{where}.columns must be null or a non-empty list of integers >= 0")
        spec["columns"] = columns
    return spec


# --------------------------------------------------------------------------
# Opening files safely
# --------------------------------------------------------------------------


class OpenedFile:
    """A regular file opened for reading, with its size at open time."""

    def __init__(self, fd: int, size: int, label: str):
        self.handle = os.fdopen(fd, "rb")
        self.size = size
        self.label = label

    def fileno(self) -> int:
        return self.handle.fileno()

    def close(self) -> None:
        self.handle.close()


def open_reference(root: str, rel: str) -> OpenedFile:
    """The reference run is trusted; any problem with it is a wiring error."""
    path = os.path.join(root, rel)
    try:
        fd = os.open(path, os.O_RDONLY | os.O_CLOEXEC | os.O_NONBLOCK)
    except FileNotFoundError:
        raise WiringError(f"reference file {rel} is missing") from None
    except OSError as exc:
        raise WiringError(f"reference file {rel} is unreadable: {exc.strerror or exc}") from None
    info = os.fstat(fd)
    if not stat.S_ISREG(info.st_mode):
        os.close(fd)
        raise WiringError(f"reference file {rel} is not a regular file")
    return OpenedFile(fd, info.st_size, rel)


def open_candidate(root: str, rel: str) -> OpenedFile:
    """Open ROOT/REL without following any symlink and without leaving ROOT.

    Each directory component is opened relative to its parent with
    O_NOFOLLOW, so a symlink swapped in after the check is refused too.
    """
    parts = rel.split("/")
    dir_fd = open_candidate_root(root)
    try:
        for depth, part in enumerate(parts[:-1]):
            shown = "/".join(parts[: depth + 1])
            info = lstat_at(dir_fd, part, shown)
            if stat.S_ISLNK(info.st_mode):
                raise CandidateFailure(f"candidate directory component {shown} is a symlink (refused)")
            if not stat.S_ISDIR(info.st_mode):
                raise CandidateFailure(f"candidate path component {shown} is not a directory")
            flags = os.O_RDONLY | os.O_DIRECTORY | os.O_NOFOLLOW | os.O_CLOEXEC
            try:
                next_fd = os.open(part, flags, dir_fd=dir_fd)
            except OSError as exc:
                raise CandidateFailure(f"cannot open candidate directory {shown}: {exc.strerror or exc}") from None
            os.close(dir_fd)
            dir_fd = next_fd
        info = lstat_at(dir_fd, parts[-1], rel)
        if stat.S_ISLNK(info.st_mode):
            raise CandidateFailure(f"candidate file {rel} is a symlink (refused)")
        if not stat.S_ISREG(info.st_mode):
            raise CandidateFailure(f"candidate {rel} is not a regular file")
        flags = os.O_RDONLY | os.O_NOFOLLOW | os.O_NONBLOCK | os.O_CLOEXEC
        try:
            fd = os.open(parts[-1], flags, dir_fd=dir_fd)
        except OSError as exc:
            raise CandidateFailure(f"cannot open candidate file: {exc.strerror or exc}") from None
    finally:
        os.close(dir_fd)
    opened = os.fstat(fd)
    if not stat.S_ISREG(opened.st_mode) or (opened.st_dev, opened.st_ino) != (info.st_dev, info.st_ino):
        os.close(fd)
        raise CandidateFailure("candidate file changed while being opened (refused)")
    if not inside_root(fd, root):
        os.close(fd)
        raise CandidateFailure("candidate file resolves outside the candidate directory (refused)")
    return OpenedFile(fd, opened.st_size, rel)


def candidate_root_problem(root: str):
    """Why ROOT cannot be the candidate directory (missing, a symlink, not a directory), or None."""
    try:
        os.close(open_candidate_root(root))
    except CandidateFailure as exc:
        return str(exc)
    return None


def open_candidate_root(root: str) -> int:
    """Open the candidate directory itself without following a symlink in its place.

    A candidate directory that is a symlink could point at the reference run:
    it is refused, as is anything but a directory.
    """
    path = root.rstrip("/") or "/"  # a trailing slash would make open() follow a symlink
    try:
        info = os.lstat(path)
    except FileNotFoundError:
        raise CandidateFailure(f"candidate directory {root} does not exist") from None
    except OSError as exc:
        raise CandidateFailure(f"candidate directory {root} is unreadable: {exc.strerror or exc}") from None
    if stat.S_ISLNK(info.st_mode):
        raise CandidateFailure(f"candidate directory {root} is a symlink (refused)")
    if not stat.S_ISDIR(info.st_mode):
        raise CandidateFailure(f"candidate directory {root} is not a directory")
    try:
        fd = os.open(path, os.O_RDONLY | os.O_DIRECTORY | os.O_NOFOLLOW | os.O_CLOEXEC)
    except OSError as exc:
        raise CandidateFailure(f"candidate directory {root} is unreadable: {exc.strerror or exc}") from None
    opened = os.fstat(fd)
    if (opened.st_dev, opened.st_ino) != (info.st_dev, info.st_ino):
        os.close(fd)
        raise CandidateFailure(f"candidate directory {root} changed while being opened (refused)")
    return fd


def lstat_at(dir_fd: int, name: str, shown: str) -> os.stat_result:
    try:
        return os.stat(name, dir_fd=dir_fd, follow_symlinks=False)
    except FileNotFoundError:
        raise CandidateFailure("candidate file is missing") from None
    except OSError as exc:
        raise CandidateFailure(f"cannot inspect candidate {shown}: {exc.strerror or exc}") from None


def inside_root(fd: int, root: str) -> bool:
    """Belt and braces: ask the kernel where the open file really lives."""
    try:
        actual = os.readlink(f"/proc/self/fd/{fd}")
    except OSError:
        return True  # no /proc: the component-wise O_NOFOLLOW walk already guarantees it
    base = os.path.realpath(root)
    return actual.startswith(base.rstrip("/") + "/")


def reference_has_file(ref_root: str, rel: str) -> bool:
    try:
        info = os.lstat(os.path.join(ref_root, rel))
    except OSError:
        return False
    return not stat.S_ISDIR(info.st_mode)


def find_extra_files(ref_root: str, cand_root: str):
    """Candidate files (or symlinks) the reference run does not have.

    Returns (names, more, problem): at most MAX_LISTED names, whether there
    were more, and a description of an unlistable directory if any.
    """
    extras, pending = [], [""]
    while pending:
        rel_dir = pending.pop()
        try:
            with os.scandir(os.path.join(cand_root, rel_dir)) as entries:
                listing = sorted(entries, key=lambda e: e.name)
        except OSError as exc:
            return extras, False, f"cannot list candidate directory {rel_dir or '.'}: {exc.strerror or exc}"
        for entry in reversed(listing):
            rel = f"{rel_dir}/{entry.name}" if rel_dir else entry.name
            if entry.is_dir(follow_symlinks=False):
                pending.append(rel)
            elif entry.name not in BOOKKEEPING_NAMES and not reference_has_file(ref_root, rel):
                extras.append(rel)
                if len(extras) > MAX_LISTED:
                    return sorted(extras)[:MAX_LISTED], True, None
    return sorted(extras), False, None


# --------------------------------------------------------------------------
# The tolerance rule, streamed over chunks
# --------------------------------------------------------------------------


def fmt_num(x) -> str:
    return repr(float(x))


def nonfinite_note(r: float, c: float) -> str:
    if math.isfinite(r):
        return "candidate is non-finite where the reference is finite"
    if math.isfinite(c):
        return "candidate is finite where the reference is non-finite"
    return "non-finite values differ (NaN, +Inf and -Inf must match exactly)"


class Comparator:
    """Applies |c - r| <= atol + rtol*|r| to a stream of value chunks.

    Only summary statistics are kept: the number of values compared and
    violating, the largest error (``distance``), the largest error/bound
    ratio (``fraction``) with its location, and the first non-finite
    mismatch.  Flat indices passed in ``base`` locate values in the file.
    """

    def __init__(self, atol: float, rtol: float, chunk: int = CHUNK_ELEMS):
        self.atol = float(atol)
        self.rtol = float(rtol)
        self.exact = self.atol == 0.0 and self.rtol == 0.0
        self.chunk = chunk
        # A zero atol lets a zero reference give a zero bound; flooring the
        # bound at TINY keeps the fast-path ratio finite, and any ratio that
        # could be affected is >= 1 and goes through the exact path anyway.
        self._floor = self.atol if self.atol > 0.0 else TINY
        self._diff = np.empty(chunk)
        self._bound = np.empty(chunk)
        # Conversion buffers for non-float64 or non-contiguous inputs.
        self.ref_buf = np.empty(chunk)
        self.cand_buf = np.empty(chunk)
        self.compared = 0
        self.violations = 0
        self.distance = 0.0
        self.fraction = -1.0
        self.worst = None  # (flat index, reference, candidate)
        self.nonfinite = 0
        self.first_nonfinite = None  # (flat index, reference, candidate)

    def bound_for(self, r: float) -> float:
        return self.atol + self.rtol * abs(r)

    def feed(self, ref: np.ndarray, cand: np.ndarray, base: int) -> None:
        """Compare two equally long 1-D float64 arrays starting at flat index BASE."""
        n = len(ref)
        for start in range(0, n, self.chunk):
            stop = min(n, start + self.chunk)
            self._feed_chunk(ref[start:stop], cand[start:stop], base + start)
        self.compared += n

    def _note(self, fraction: float, distance: float, index: int, r, c) -> None:
        self.distance = max(self.distance, distance)
        if fraction > self.fraction:
            self.fraction = fraction
            self.worst = (index, float(r), float(c))

    def _feed_chunk(self, r: np.ndarray, c: np.ndarray, base: int) -> None:
        # Fast path: a handful of in-place ufuncs on cache-sized buffers.  It
        # only concludes "all pass" when that is certain; anything else
        # (a ratio >= 1, NaN or Inf anywhere) is redone by _exact_chunk.
        n = len(r)
        d = self._diff[:n]
        np.subtract(c, r, out=d)
        np.abs(d, out=d)
        if self.rtol == 0.0:
            # Constant bound: the largest error decides, no division needed.
            i = int(np.argmax(d))
            dmax = float(d[i])
            if dmax <= self.atol:  # False for NaN
                frac = dmax / self.atol if self.atol > 0.0 else 0.0
                self._note(frac, dmax, base + i, r[i], c[i])
                return
        else:
            t = self._bound[:n]
            np.abs(r, out=t)
            np.multiply(t, self.rtol, out=t)
            np.add(t, self._floor, out=t)
            dmax = float(d.max())
            np.divide(d, t, out=t)
            i = int(np.argmax(t))  # argmax stops at the first NaN
            fmax = float(t[i])
            # ratio < 1 after rounding implies d < bound exactly.
            if fmax < 1.0:
                self._note(fmax, dmax, base + i, r[i], c[i])
                return
        self._exact_chunk(r, c, base)

    def _exact_chunk(self, r: np.ndarray, c: np.ndarray, base: int) -> None:
        with np.errstate(all="ignore"):
            r_fin = np.isfinite(r)
            c_fin = np.isfinite(c)
            both = r_fin & c_fin
            d = np.abs(c - r)
            t = self.atol + self.rtol * np.abs(r)
            same_nonfinite = ~r_fin & ~c_fin & ((np.isnan(r) & np.isnan(c)) | (r == c))
            ok = (both & (d <= t)) | same_nonfinite
            ratio = np.where(t > 0, d / t, np.where(d == 0, 0.0, np.inf))
            ratio[np.isnan(ratio) & ok] = 1.0  # inf/inf with an infinite bound
            ratio = np.where(both, ratio, np.where(same_nonfinite, 0.0, np.inf))
            err = np.where(both, d, np.where(same_nonfinite, 0.0, np.inf))
        bad = ~ok
        # A violation whose ratio rounded down to 1 must still read as > 1.
        ratio[bad & (ratio <= 1.0)] = np.nextafter(1.0, 2.0)
        self.violations += int(np.count_nonzero(bad))
        mismatch = ~both & ~same_nonfinite
        count = int(np.count_nonzero(mismatch))
        if count:
            if self.first_nonfinite is None:
                j = int(np.argmax(mismatch))
                self.first_nonfinite = (base + j, float(r[j]), float(c[j]))
            self.nonfinite += count
        i = int(np.argmax(ratio))
        self._note(float(ratio[i]), float(err.max()), base + i, r[i], c[i])

    # ---- reporting ----------------------------------------------------

    @property
    def passed(self) -> bool:
        return self.violations == 0

    def result_fraction(self):
        return None if self.worst is None else self.fraction

    def result_distance(self):
        return None if self.worst is None else self.distance

    def describe(self, locate) -> str:
        """One-line summary; LOCATE turns a flat index into text."""
        n = self.compared
        if n == 0:
            return "no values to compare (both empty)"
        if self.passed:
            if self.exact:
                return f"all {n} values identical (exact match required)"
            return (
                f"all {n} values within {RULE} (atol={self.atol:g}, rtol={self.rtol:g}; "
                f"max |c-r| {self.distance:.6g}, max bound fraction {self.fraction:.6g})"
            )
        parts = []
        if self.exact:
            parts.append(f"{self.violations} of {n} values differ; exact match required (atol = rtol = 0)")
        else:
            parts.append(f"{self.violations} of {n} values outside {RULE} (atol={self.atol:g}, rtol={self.rtol:g})")
        index, r, c = self.worst
        if math.isfinite(r) and math.isfinite(c):
            err = abs(c - r)
            parts.append(
                f"worst at {locate(index)}: candidate {fmt_num(c)}, reference {fmt_num(r)}, "
                f"|c-r| = {err:.6g} > bound {self.bound_for(r):.6g}"
            )
        else:
            parts.append(f"worst at {locate(index)}: candidate {fmt_num(c)}, reference {fmt_num(r)}")
        if self.nonfinite:
            j, r, c = self.first_nonfinite
            parts.append(
                f"{self.nonfinite} non-finite mismatch(es), first at {locate(j)}: candidate {fmt_num(c)}, "
                f"reference {fmt_num(r)} ({nonfinite_note(r, c)})"
            )
        return "; ".join(parts)


# --------------------------------------------------------------------------
# Binary formats: .npy and raw little-endian floats
# --------------------------------------------------------------------------


def map_file(opened: OpenedFile):
    """Memory-map a whole file read-only (None for an empty file)."""
    if opened.size == 0:
        return None
    mapping = mmap.mmap(opened.fileno(), 0, access=mmap.ACCESS_READ)
    if hasattr(mapping, "madvise") and hasattr(mmap, "MADV_SEQUENTIAL"):
        mapping.madvise(mmap.MADV_SEQUENTIAL)
    return mapping


def release_pages(mappings) -> None:
    """Drop mapped pages from the resident set; they are re-faulted if touched."""
    for mapping in mappings:
        if mapping is not None and hasattr(mapping, "madvise") and hasattr(mmap, "MADV_DONTNEED"):
            mapping.madvise(mmap.MADV_DONTNEED)


def close_mapping(mapping) -> None:
    if mapping is None:
        return
    try:
        mapping.close()
    except BufferError:
        pass  # an array view is still alive; garbage collection will unmap it


def numeric_dtype(dtype: np.dtype) -> bool:
    return dtype.kind in "biuf" and dtype.subdtype is None and not dtype.hasobject


def npy_array(opened: OpenedFile, side: str):
    """Parse a .npy header and map its data; never unpickles anything.

    Returns (array, mapping).  Only numeric dtypes are accepted; object
    arrays would need pickle and are refused.
    """
    fmt = np.lib.format
    handle = opened.handle
    try:
        version = fmt.read_magic(handle)
        if version == (1, 0):
            shape, fortran, dtype = fmt.read_array_header_1_0(handle)
        elif version in ((2, 0), (3, 0)):
            # 3.0 differs from 2.0 only in allowing UTF-8 field names, which
            # numeric dtypes never have.
            shape, fortran, dtype = fmt.read_array_header_2_0(handle)
        else:
            raise ValueError(f"unsupported .npy version {version}")
    except Exception as exc:  # header parsing raises several types on junk input
        raise side_error(side, f"file is not a valid .npy file ({exc})") from None
    if any(n < 0 for n in shape):
        raise side_error(side, f"file is not a valid .npy file (negative shape {shape})")
    if dtype.hasobject:
        raise side_error(side, f"array has object dtype {dtype} (pickled data is never loaded)")
    if not numeric_dtype(dtype):
        raise side_error(side, f"array has unsupported dtype {dtype} (only bool, integer and real float)")
    offset = handle.tell()
    expected = offset + math.prod(shape) * dtype.itemsize
    if opened.size != expected:
        raise side_error(side, f"file size {opened.size} does not match its header (expected {expected} bytes)")
    mapping = map_file(opened)
    array = np.ndarray(shape, dtype=dtype, buffer=mapping, offset=offset, order="F" if fortran else "C")
    return array, mapping


def logical_blocks(shape, max_elems: int):
    """Split an array of SHAPE into blocks that are contiguous in C order.

    Yields (index, start, count): ``array[index]`` is a block of COUNT
    elements starting at flat C-order index START.  Blocks hold at most
    MAX_ELEMS elements unless a single trailing row is longer.  Working in
    logical order makes C- and Fortran-ordered files comparable.
    """
    ndim = len(shape)
    trailing = [1] * (ndim + 1)
    for axis in range(ndim - 1, -1, -1):
        trailing[axis] = trailing[axis + 1] * shape[axis]
    if trailing[0] == 0:
        return
    # Split along the first axis whose trailing sub-blocks fit the budget.
    axis = next(a for a in range(ndim) if trailing[a + 1] <= max_elems)
    inner = trailing[axis + 1]
    step = max(1, max_elems // inner)
    start = 0
    for prefix in np.ndindex(*shape[:axis]):
        for lo in range(0, shape[axis], step):
            hi = min(shape[axis], lo + step)
            count = (hi - lo) * inner
            yield prefix + (slice(lo, hi),), start, count
            start += count


def as_flat_float64(block: np.ndarray, buf: np.ndarray, count: int) -> np.ndarray:
    """A 1-D float64 view of BLOCK, converting into BUF only when needed."""
    if block.dtype == np.float64 and block.flags.c_contiguous and block.flags.aligned:
        return block.reshape(-1)
    out = buf[:count]
    np.copyto(out.reshape(block.shape), block, casting="unsafe")
    return out


def stream_arrays(cmp: Comparator, ref: np.ndarray, cand: np.ndarray, mappings, columns=None) -> None:
    """Feed two equally shaped arrays through CMP chunk by chunk: every value, or only the
    indices COLUMNS along the last axis, row by row in C order (flat index = row * len(COLUMNS)
    + position in COLUMNS)."""
    if ref.ndim == 0:
        ref, cand = ref.reshape(1), cand.reshape(1)
    width = 1 if columns is None else len(columns)
    rows = ref.shape if columns is None else ref.shape[:-1]
    since_release = 0
    # A block of rows holds at most a chunk of graded values, so the gathered copies stay small.
    for index, start, count in logical_blocks(rows, max(1, cmp.chunk // width)):
        if columns is None:
            r = as_flat_float64(ref[index], cmp.ref_buf, count)
            c = as_flat_float64(cand[index], cmp.cand_buf, count)
        else:
            r = np.ascontiguousarray(ref[index][..., columns], dtype=np.float64).reshape(-1)
            c = np.ascontiguousarray(cand[index][..., columns], dtype=np.float64).reshape(-1)
        cmp.feed(r, c, start * width)
        since_release += count * width
        if since_release >= RELEASE_ELEMS:
            release_pages(mappings)
            since_release = 0


def npy_columns_problem(shape, columns) -> str:
    """Why COLUMNS cannot index the last axis of an array of SHAPE, or ''."""
    if len(shape) < 2:
        return f"has shape {shape}; columns index the last axis of an array of two or more dimensions"
    beyond = max(columns)
    if beyond >= shape[-1]:
        return f"has shape {shape}; column {beyond} is beyond its last axis"
    return ""


def compare_npy(ref: OpenedFile, cand: OpenedFile, spec: dict):
    columns = spec.get("columns")
    r_arr, r_map = npy_array(ref, "reference")
    mappings = [r_map]
    try:
        shape = r_arr.shape
        problem = npy_columns_problem(shape, columns) if columns is not None else ""
        if problem:
            raise WiringError(f"reference file {ref.label} {problem}")
        c_arr, c_map = npy_array(cand, "candidate")
        mappings.append(c_map)
        if shape != c_arr.shape:
            raise CandidateFailure(f"shape mismatch: reference {shape}, candidate {c_arr.shape}")
        cmp = Comparator(spec["atol"], spec["rtol"])
        picked = None if columns is None else np.asarray(columns, dtype=np.intp)
        stream_arrays(cmp, r_arr, c_arr, mappings, picked)
    finally:
        r_arr = c_arr = None
        for mapping in mappings:
            close_mapping(mapping)
    graded = shape if columns is None else shape[:-1] + (len(columns),)

    def worst(flat):
        if not graded:
            return []
        index = [int(i) for i in np.unravel_index(flat, graded)]
        if columns is not None:
            index[-1] = columns[index[-1]]
        return index

    def locate(flat):
        if not shape:
            return "the scalar value"
        index = tuple(worst(flat))
        return f"index {index[0]}" if len(index) == 1 else f"index {index}"

    return cmp, locate, worst, None


def first_difference(a: OpenedFile, b: OpenedFile, length: int):
    """Byte offset of the first difference in the first LENGTH bytes, or None."""
    pos = 0
    while pos < length:
        size = min(1 << 20, length - pos)
        x = os.pread(a.fileno(), size, pos)
        y = os.pread(b.fileno(), size, pos)
        if x != y:
            for k in range(min(len(x), len(y))):
                if x[k] != y[k]:
                    return pos + k
            return pos + min(len(x), len(y))
        pos += size
    return None


def compare_raw(ref: OpenedFile, cand: OpenedFile, spec: dict):
    dtype = RAW_DTYPES[spec["format"]]
    header = spec["skip_header_bytes"]
    item = dtype.itemsize
    if ref.size < header or (ref.size - header) % item:
        raise WiringError(
            f"reference file {ref.label} ({ref.size} bytes) is not {header} header bytes "
            f"followed by whole {spec['format']} values"
        )
    if cand.size < header:
        raise CandidateFailure(
            f"shape mismatch: candidate file ({cand.size} bytes) is shorter than the {header}-byte header"
        )
    if (cand.size - header) % item:
        raise CandidateFailure(
            f"shape mismatch: candidate payload of {cand.size - header} bytes is not a multiple of {item}"
        )
    where = first_difference(ref, cand, header)
    if where is not None:
        raise CandidateFailure(f"header bytes differ from the reference (first difference at byte {where})")
    count_r = (ref.size - header) // item
    count_c = (cand.size - header) // item
    if count_r != count_c:
        raise CandidateFailure(f"shape mismatch: reference has {count_r} values, candidate {count_c}")
    mappings = []
    try:
        arrays = []
        for opened in (ref, cand):
            mapping = map_file(opened)
            mappings.append(mapping)
            if count_r == 0:
                arrays.append(np.empty(0, dtype=dtype))
            else:
                arrays.append(np.ndarray((count_r,), dtype=dtype, buffer=mapping, offset=header))
        cmp = Comparator(spec["atol"], spec["rtol"])
        stream_arrays(cmp, arrays[0], arrays[1], mappings)
    finally:
        arrays = None
        for mapping in mappings:
            close_mapping(mapping)
    return cmp, (lambda i: f"index {i}"), int, None


# --------------------------------------------------------------------------
# Text: whitespace-separated numeric columns
# --------------------------------------------------------------------------


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


# --------------------------------------------------------------------------
# JSON documents
# --------------------------------------------------------------------------


def _no_duplicates(pairs):
    seen = {}
    for key, value in pairs:
        if key in seen:
            raise ValueError(f"duplicate key {key!r}")
        seen[key] = value
    return seen


def load_json(opened: OpenedFile, side: str):
    if opened.size > MAX_JSON_BYTES:
        raise side_error(side, f"JSON file is larger than {MAX_JSON_BYTES} bytes")
    data = opened.handle.read(MAX_JSON_BYTES + 1)
    try:
        return json.loads(data, parse_constant=_reject_constant, object_pairs_hook=_no_duplicates)
    except RecursionError:
        raise side_error(side, "JSON is nested too deeply") from None
    except ValueError as exc:  # includes JSONDecodeError and UnicodeDecodeError
        raise side_error(side, f"file is not strict JSON: {exc}") from None


def json_kind(value) -> str:
    if isinstance(value, bool):
        return "boolean"
    if isinstance(value, (int, float)):
        return "number"
    if isinstance(value, str):
        return "string"
    if value is None:
        return "null"
    if isinstance(value, list):
        return "array"
    return "object"


def key_path(parent: str, key: str) -> str:
    if key.isidentifier():
        return f"{parent}.{key}"
    return f"{parent}[{json.dumps(key)}]"


def as_float(value) -> float:
    try:
        return float(value)
    except OverflowError:  # an integer beyond the float range
        return math.inf if value > 0 else -math.inf


class JsonWalk:
    """Walks two documents in step; numbers go through a Comparator in batches."""

    def __init__(self, cmp: Comparator):
        self.cmp = cmp
        self.issues = []
        self.issue_count = 0
        self.others = 0  # strings, booleans and nulls compared
        self.paths = {}  # flat index -> path, for the locations reported
        self._refs, self._cands, self._paths = [], [], []

    def issue(self, text: str) -> None:
        self.issue_count += 1
        if len(self.issues) < MAX_LISTED:
            self.issues.append(text)

    def run(self, ref, cand) -> None:
        stack = [("$", ref, cand)]
        while stack:
            path, r, c = stack.pop()
            kind_r, kind_c = json_kind(r), json_kind(c)
            if kind_r != kind_c:
                self.issue(f"type mismatch at {path}: reference {kind_r}, candidate {kind_c}")
            elif kind_r == "number":
                self._number(path, r, c)
            elif kind_r == "object":
                missing = [k for k in r if k not in c]
                extra = [k for k in c if k not in r]
                for k in missing:
                    self.issue(f"missing key {key_path(path, k)}")
                for k in extra:
                    self.issue(f"unexpected key {key_path(path, k)}")
                common = [k for k in r if k in c]
                stack.extend((key_path(path, k), r[k], c[k]) for k in reversed(common))
            elif kind_r == "array":
                if len(r) != len(c):
                    self.issue(f"array length mismatch at {path}: reference {len(r)}, candidate {len(c)}")
                else:
                    stack.extend((f"{path}[{i}]", r[i], c[i]) for i in range(len(r) - 1, -1, -1))
            else:
                self.others += 1
                if r != c:
                    shown_r, shown_c = json.dumps(r)[:60], json.dumps(c)[:60]
                    self.issue(f"value mismatch at {path}: reference {shown_r}, candidate {shown_c}")
        self.flush()

    def _number(self, path, r, c) -> None:
        self._refs.append(as_float(r))
        self._cands.append(as_float(c))
        self._paths.append(path)
        if len(self._refs) >= JSON_BATCH:
            self.flush()

    def flush(self) -> None:
        if not self._refs:
            return
        base = self.cmp.compared
        self.cmp.feed(np.array(self._refs, dtype=np.float64), np.array(self._cands, dtype=np.float64), base)
        for found in (self.cmp.worst, self.cmp.first_nonfinite):
            if found is not None and found[0] >= base:
                self.paths[found[0]] = self._paths[found[0] - base]
        self._refs, self._cands, self._paths = [], [], []


def compare_json(ref: OpenedFile, cand: OpenedFile, spec: dict):
    r_doc = load_json(ref, "reference")
    c_doc = load_json(cand, "candidate")
    cmp = Comparator(spec["atol"], spec["rtol"])
    walk = JsonWalk(cmp)
    walk.run(r_doc, c_doc)
    return cmp, (lambda i: walk.paths.get(i, f"number #{i}")), (lambda i: walk.paths.get(i)), walk


# --------------------------------------------------------------------------
# Per-file and overall verdicts
# --------------------------------------------------------------------------

COMPARE = {"npy": compare_npy, "f64": compare_raw, "f32": compare_raw, "text": compare_text, "json": compare_json}


def compare_file(ref_root: str, cand_root: str, spec: dict) -> dict:
    entry = {
        "path": spec["path"],
        "format": spec["format"],
        "passed": False,
        "reason": "",
        "distance": None,
        "bound_fraction": None,
        "compared": 0,
        "worst": None,
    }
    if spec.get("columns") is not None:
        entry["columns"] = spec["columns"]
    ref = open_reference(ref_root, spec["path"])  # wiring errors propagate
    cand = None
    try:
        cand = open_candidate(cand_root, spec["path"])
        if cand.size == 0 and ref.size > 0:
            raise CandidateFailure(f"candidate file is empty (reference has {ref.size} bytes)")
        outcome = COMPARE[spec["format"]](ref, cand, spec)
    except CandidateFailure as exc:
        entry["reason"] = str(exc)
        return entry
    finally:
        ref.close()
        if cand is not None:
            cand.close()
    cmp, locate, worst, walk = outcome
    entry["compared"] = cmp.compared
    entry["distance"] = cmp.result_distance()
    entry["bound_fraction"] = cmp.result_fraction()
    entry["worst"] = worst(cmp.worst[0]) if cmp.worst is not None else None
    entry["passed"] = cmp.passed
    entry["reason"] = cmp.describe(locate)
    if walk is not None:  # JSON: structural differences come first
        entry["compared"] += walk.others
        if walk.issue_count:
            # A missing key or a changed string is not a distance; the numbers' is in the reason.
            entry["passed"] = False
            entry["distance"] = entry["bound_fraction"] = None
            listed = "; ".join(walk.issues)
            more = walk.issue_count - len(walk.issues)
            tail = f" (+{more} more)" if more else ""
            numbers = f"; numbers: {entry['reason']}" if cmp.compared else ""
            entry["reason"] = f"{walk.issue_count} structural/value mismatch(es): {listed}{tail}{numbers}"
        elif cmp.compared == 0:
            entry["reason"] = f"documents identical ({walk.others} non-numeric values, no numbers)"
    return entry


def entry_label(entry: dict) -> str:
    columns = entry.get("columns")
    return entry["path"] if columns is None else f"{entry['path']} columns {columns}"


def largest(values):
    """Max over reported numbers; an infinite one (null in JSON) dominates."""
    present = [v for v in values if v is not None]
    return max(present) if present else None


def run_measure(entries, key: str, structural: bool):
    """The run's distance or bound fraction: the largest over its files, or None (null)
    when the run failed for a reason that has no distance (STRUCTURAL, or a failed file
    without one), so that such a failure never reads as a near miss."""
    if structural or any(not e["passed"] and e[key] is None for e in entries):
        return None
    return largest(e[key] for e in entries)


def validate(reference: str, candidate: str, rubric: dict) -> dict:
    if not os.path.isdir(reference):
        raise WiringError(f"reference directory {reference} does not exist")
    entries = [compare_file(reference, candidate, spec) for spec in rubric["files"]]
    extras, problem = [], None
    root_problem = candidate_root_problem(candidate)
    if root_problem:
        # Every file failed for the same reason; say it once.
        failures = [root_problem]
    else:
        failures = [f"{entry_label(e)}: {e['reason']}" for e in entries if not e["passed"]]
        extras, more, problem = find_extra_files(reference, candidate)
        if problem:
            failures.append(problem)
        if extras:
            listed = ", ".join(extras) + (", ..." if more else "")
            failures.append(f"unexpected file(s) in candidate, absent from reference: {listed}")
    passed = not failures
    if passed:
        reason = f"all {len(entries)} file{'s' if len(entries) != 1 else ''} within tolerance"
    else:
        shown = failures[:MAX_LISTED]
        reason = "; ".join(shown)
        if len(failures) > len(shown):
            reason += f" (+{len(failures) - len(shown)} more)"
    structural = bool(root_problem or extras or problem)
    result = {
        "passed": passed,
        "reason": reason,
        "distance": run_measure(entries, "distance", structural),
        "bound_fraction": run_measure(entries, "bound_fraction", structural),
        "policy": POLICY,
        "files": entries,
    }
    if rubric.get("check") is not None:
        result["check"] = rubric["check"]
    if extras:
        result["extra_files"] = extras
    return result


def main(argv=None) -> int:
    argv = sys.argv[1:] if argv is None else list(argv)
    out = out_from_argv(argv)
    try:
        args = parse_args(argv)
        out = args.out
        rubric = load_rubric(args.rubric)
        result = validate(args.reference, args.candidate, rubric)
        code = 0
    except WiringError as exc:
        print(f"validate ({POLICY}): wiring error: {exc}", file=sys.stderr)
        result, code = failed_result(f"wiring error: {exc}"), 2
    except Exception as exc:  # a defect in this script: still no silent pass
        message = f"internal error: {type(exc).__name__}: {exc}"
        print(f"validate ({POLICY}): {message}", file=sys.stderr)
        result, code = failed_result(message), 3
    if out:
        try:
            write_result(out, result)
        except OSError as exc:
            print(f"validate ({POLICY}): wiring error: cannot write {out}: {exc.strerror or exc}", file=sys.stderr)
            return 2
    return code


if __name__ == "__main__":
    sys.exit(main())
