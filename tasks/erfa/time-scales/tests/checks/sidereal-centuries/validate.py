#!/usr/bin/env python3
"""Comparison of a candidate run against a reference run, under one check's rubric.

This file is copied verbatim into a task's check directory as ``validate.py``.
It is the only code that compares the two runs of a scientific test: the
reference outputs (produced by the untouched source) and the candidate
outputs (produced by a solver's modified source).  One file serves every
pass policy, so that each comparison is written once: the policy of the
rubric says which parts are judged.

Usage::

    python3 validate.py --reference DIR --candidate DIR --rubric rubric.json --out result.json

Contract
--------
* Reads ``rubric.json`` and, of the two run directories, only the files its
  ``comparison`` names.  ``policy`` is one of

  - ``"pointwise"``: ``comparison`` is ``{"files": [...]}``, every graded
    value compared;
  - ``"invariants"``: ``comparison`` is ``{"invariants": [...],
    "coverage": [...]}``, for runs that diverge by construction;
  - ``"hybrid"``: ``comparison`` is ``{"pointwise": {"files": [...]},
    "invariants": {"invariants": [...], "coverage": [...]}}``: both parts
    are judged, and the run passes only when both do.

  Keys of the rubric other than ``policy`` and ``comparison`` are ignored
  (``sab lint`` checks them).  ``comparison`` is held to exactly the rules
  of sab's rubric schema, so a rubric sab accepts always reaches a verdict
  here and one it refuses is a wiring error: no unknown or duplicate keys,
  numbers are JSON numbers (never strings or booleans) and finite, integers
  are integers, paths are relative and never leave the run directory.

Pointwise files
  ``files`` is a non-empty list of entries, each naming a path, a format
  (``npy``, ``f64``, ``f32``, ``text`` or ``json``) and tolerances, and
  holding only the keys of its format.  A value passes iff
  ``|c - r| <= atol + rtol*|r|``.  NaN matches only NaN at the same
  position, +Inf only +Inf and -Inf only -Inf; matched non-finite pairs
  contribute an error of 0.  ``atol = rtol = 0`` means exact equality.
  Shapes must match.  ``columns`` picks the graded columns of a text file,
  or the graded indices along the last axis of an npy array of two or more
  dimensions (a 1-D or 0-d reference with ``columns`` is a wiring error, as
  is an index beyond the reference's last axis).  A path is listed once,
  except a text or npy file whose entries, all of that format, grade
  disjoint ``columns``: each entry grades its columns under its own atol
  and rtol, and columns no entry names are not graded.

Invariants
  ``invariants`` is a non-empty list of uniquely named (lower-kebab)
  entries, each holding only the keys of its file's format (``column`` null
  or absent for raw files, ``skip_header_bytes`` for raw files only,
  ``comments`` and ``skip_rows`` for text only) and of its kind.  Each reads
  one series (a column of a 2-D ``npy`` or ``text`` file, a 1-D ``npy``
  file, or a raw ``f64``/``f32`` file) from each run:

  - ``agreement``: a statistic (final, mean, min, max, sum, std, norm) of
    both series agrees: ``|s_c - s_r| <= atol + rtol*|s_r|``.  ``std`` is the
    population standard deviation, ``norm`` the L2 norm, ``final`` the last
    value.
  - ``drift``: the conserved quantity's drift within the candidate run,
    ``max_i |q_i - q_0| / |q_0|`` (absolute if ``q_0 == 0``), is ``<= bound``.
  - ``distribution``: the two-sample Kolmogorov-Smirnov statistic (``ks``)
    or the 1-D Wasserstein-1 distance (``wasserstein``) between the samples,
    both computed exactly, is ``<= bound``.

  A NaN or Inf in a candidate series, or an empty candidate series, fails
  the invariant.

  ``coverage`` (required, non-empty) states what proves the candidate did
  all the work.  Each entry names one graded file (``file``, ``format`` and
  the reading options of an invariant) whose row count must equal the
  reference's: the data rows of a text file, the first axis of an npy array
  (1 for a 0-d array), the values of a raw file; ``rows: false`` drops that
  comparison for a file whose length may legitimately differ (adaptive
  steps, event-driven output), and then needs ``progress``.  With
  ``progress: {"column", "atol", "rtol"}`` the last value of that column (a
  time or step) must also agree, ``|p_c - p_r| <= atol + rtol*|p_r|``.
  Every file an invariant reads must be listed, each once, and at least one
  entry must have ``progress``.  A coverage failure fails the run; it has
  no distance.

Result
  ``result.json`` is written atomically (temporary file + ``os.replace``)
  as strict JSON (non-finite numbers become ``null``)::

      {"passed", "reason", "distance", "bound_fraction", "policy",
       "files": [{"path", "format", "passed", "reason", "distance",
                  "bound_fraction", "compared", "worst"}, ...],
       "invariants": [{"name", "kind", "passed", "reason", "value_reference",
                       "value_candidate", "distance", "bound",
                       "bound_fraction"}, ...],
       "coverage": [{"file", "passed", "reason", "rows_reference",
                     "rows_candidate", "progress_column",
                     "progress_reference", "progress_candidate",
                     "progress_bound", "distance": null,
                     "bound_fraction": null}, ...]}

  ``files`` is there for pointwise and hybrid rubrics, one entry per rubric
  entry in the rubric's order (an entry that names ``columns`` also reports
  them, so the entries of one file split by columns tell apart);
  ``invariants`` and ``coverage`` for invariants and hybrid ones.  A hybrid
  result also holds ``verdicts``: ``{"pointwise": {"passed", "reason",
  "distance", "bound_fraction"}, "invariants": {...}}``, each part judged on
  its own.

  The run passes iff every graded file passes, the candidate covers the
  reference's work, every invariant holds and the candidate directory has
  no files the reference lacks.  ``distance`` is the largest error (over
  files and invariants, each in its own units), ``bound_fraction`` the
  largest ``error / bound`` ratio, the common scale of every part.  A
  failure that has no distance (a missing, unreadable, symlinked or
  malformed file, a shape, row or structure mismatch, a non-finite value
  where the reference is finite, work left undone, an unexpected file)
  reports ``distance`` and ``bound_fraction`` as null, for its entry and
  for the run: it is not a near miss, and 0 would read as one.
* Exit status: 0 whenever a verdict was reached (pass or fail); 2 on wiring
  errors (bad arguments, missing/malformed rubric, missing reference
  directory, missing, unreadable or unusable reference file), after one
  line on stderr and, if ``--out`` was given, a result with ``passed:
  false``; 3 if this script itself hit an unexpected error.
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
  documents are parsed whole and limited to MAX_JSON_BYTES; distribution
  samples are held whole, up to MAX_SAMPLE values per side.

Only the Python standard library and numpy are used.
"""

from __future__ import annotations

import argparse
import io
import json
import math
import mmap
import os
import re
import signal
import stat
import struct
import sys
import tempfile
import warnings

import numpy as np

POLICIES = ("pointwise", "invariants", "hybrid")
# The keys of each policy's comparison.
COMPARISON_KEYS = {
    "pointwise": ("files",),
    "invariants": ("invariants", "coverage"),
    "hybrid": ("pointwise", "invariants"),
}

# Files a harness writes next to the outputs; never counted as extra files.
BOOKKEEPING_NAMES = frozenset({"run.log", "run.ok", "run.failed", "result.json"})

FORMATS = ("npy", "f64", "f32", "text", "json")
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

KINDS = ("agreement", "drift", "distribution")
SERIES_FORMATS = ("npy", "f64", "f32", "text")
STATISTICS = ("final", "mean", "min", "max", "sum", "std", "norm")
METRICS = ("ks", "wasserstein")
# The keys an invariant may hold: those of its file's format and those of its kind.
_SERIES_KEYS = ("name", "kind", "file", "format", "column")
SERIES_KEYS = {
    "npy": _SERIES_KEYS,
    "f64": _SERIES_KEYS + ("skip_header_bytes",),
    "f32": _SERIES_KEYS + ("skip_header_bytes",),
    "text": _SERIES_KEYS + ("comments", "skip_rows"),
}
KIND_KEYS = {
    "agreement": ("statistic", "atol", "rtol"),
    "drift": ("bound",),
    "distribution": ("metric", "bound"),
}
KEBAB = re.compile(r"[a-z0-9]+(-[a-z0-9]+)*")
COVERAGE_KEYS = frozenset({"file", "format", "skip_header_bytes", "comments", "skip_rows", "rows", "progress"})
PROGRESS_KEYS = frozenset({"column", "atol", "rtol"})

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
# Distribution metrics need whole sorted samples: 2^23 values (64 MiB) per side.
MAX_SAMPLE = 1 << 23
MAX_LISTED = 10

# The smallest positive double: stands in for a zero bound in the fast path so
# that the division stays finite (see Comparator._feed_chunk).
TINY = 5e-324


class WiringError(Exception):
    """The check itself is mis-wired (rubric, arguments, reference): exit 2."""


class CandidateFailure(Exception):
    """The candidate's output is unusable for this file or invariant: a failing verdict."""


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

def failed_result(reason: str, policy=None) -> dict:
    """The result of a run that reached no verdict: every part the policy has, empty."""
    result = {"passed": False, "reason": reason, "distance": None, "bound_fraction": None, "policy": policy}
    if policy in (None, "pointwise", "hybrid"):
        result["files"] = []
    if policy in (None, "invariants", "hybrid"):
        result["invariants"], result["coverage"] = [], []
    return result


# --------------------------------------------------------------------------
# Arguments and rubric
# --------------------------------------------------------------------------


class _ArgumentParser(argparse.ArgumentParser):
    def error(self, message):  # argparse would exit with a usage dump
        raise WiringError(f"bad arguments: {message}")


def parse_args(argv):
    parser = _ArgumentParser(description="Comparison of a candidate run against a reference run.")
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


def read_rubric(path: str) -> dict:
    """The rubric as a strict JSON object, not yet checked."""
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
    return rubric


def rubric_policy(rubric: dict):
    """The rubric's policy when it is one this script knows, else None."""
    policy = rubric.get("policy")
    return policy if isinstance(policy, str) and policy in POLICIES else None


def parse_rubric(rubric: dict) -> dict:
    """The checked specs of a rubric: {"check", "policy", and "files" and/or "invariants" and
    "coverage"}, as its policy has them."""
    policy = rubric_policy(rubric)
    if policy is None:
        raise WiringError(f"rubric policy must be one of {', '.join(map(repr, POLICIES))}, got {rubric.get('policy')!r}")
    comparison = rubric.get("comparison")
    if not isinstance(comparison, dict):
        raise WiringError("rubric.comparison must be an object")
    specs = {"check": rubric.get("check"), "policy": policy}
    if policy == "hybrid":
        known_keys(comparison, COMPARISON_KEYS["hybrid"], "rubric.comparison")
        for part in COMPARISON_KEYS["hybrid"]:
            if not isinstance(comparison.get(part), dict):
                raise WiringError(f"rubric.comparison.{part} must be an object (a hybrid check judges both parts)")
        specs.update(pointwise_part(comparison["pointwise"], "comparison.pointwise"))
        specs.update(invariants_part(comparison["invariants"], "comparison.invariants"))
    elif policy == "pointwise":
        specs.update(pointwise_part(comparison, "comparison"))
    else:
        specs.update(invariants_part(comparison, "comparison"))
    return specs


def load_rubric(path: str) -> dict:
    return parse_rubric(read_rubric(path))


def listed_specs(comparison: dict, key: str, where: str, spec_of) -> list:
    """The checked specs of the non-empty list comparison[KEY]."""
    found = comparison.get(key)
    if not isinstance(found, list) or not found:
        raise WiringError(f"rubric.{where}.{key} must be a non-empty list")
    return [spec_of(f"{where}.{key}[{i}]", entry) for i, entry in enumerate(found)]


def pointwise_part(comparison: dict, where: str) -> dict:
    known_keys(comparison, COMPARISON_KEYS["pointwise"], f"rubric.{where}")
    specs = listed_specs(comparison, "files", where, file_spec)
    problem = repeated_files(specs)
    if problem:
        raise WiringError(f"rubric.{where}.files: {problem}")
    return {"files": specs}


def invariants_part(comparison: dict, where: str) -> dict:
    known_keys(comparison, COMPARISON_KEYS["invariants"], f"rubric.{where}")
    specs = listed_specs(comparison, "invariants", where, invariant_spec)
    names = [spec["name"] for spec in specs]
    if len(set(names)) != len(names):
        raise WiringError(f"rubric.{where}.invariants: invariant names must be unique")
    coverage = comparison.get("coverage")
    if not isinstance(coverage, list) or not coverage:
        raise WiringError(
            f"rubric.{where}.coverage must be a non-empty list: it states what proves the candidate "
            "did all the work (row counts, and the last value of a time or step column)"
        )
    covered = [coverage_spec(f"{where}.coverage[{i}]", entry) for i, entry in enumerate(coverage)]
    files = [entry["file"] for entry in covered]
    if len(set(files)) != len(files):
        raise WiringError(f"rubric.{where}.coverage: each file may be listed once")
    missing = sorted({spec["file"] for spec in specs} - set(files))
    if missing:
        raise WiringError(
            f"rubric.{where}.coverage: every file an invariant reads must be listed; missing: " + ", ".join(missing)
        )
    if not any(entry["progress"] is not None for entry in covered):
        raise WiringError(f"rubric.{where}.coverage: at least one entry needs progress (a time or step column)")
    return {"invariants": specs, "coverage": covered}


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


def rel_path(raw: dict, key: str, where: str) -> str:
    """Normalise a rubric path; absolute paths and '..' would escape the run dirs."""
    value = raw.get(key)
    if not isinstance(value, str) or not value or "\x00" in value:
        raise WiringError(f"{where}.{key} must be a non-empty string without NUL")
    if value.startswith("/") or os.path.isabs(value):
        raise WiringError(f"{where}.{key} {value!r} must be relative")
    parts = [p for p in value.split("/") if p not in ("", ".")]
    if ".." in value.split("/"):
        raise WiringError(f"{where}.{key} {value!r} must not contain '..'")
    if not parts:
        raise WiringError(f"{where}.{key} {value!r} names no file")
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


def nonneg_int(raw: dict, key: str, where: str, default, nullable: bool = False):
    """An optional JSON integer >= 0; absent means DEFAULT, null is refused unless NULLABLE."""
    if key not in raw:
        return default
    value = raw[key]
    if value is None and nullable:
        return None
    if isinstance(value, bool) or not isinstance(value, int) or value < 0:
        raise WiringError(f"{where}.{key} must be an integer >= 0" + (" or null" if nullable else ""))
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


def choice(raw: dict, key: str, options, where: str) -> str:
    value = raw.get(key)
    if not isinstance(value, str) or value not in options:
        raise WiringError(f"{where}.{key} must be one of {', '.join(options)}")
    return value


def file_spec(where: str, raw) -> dict:
    if not isinstance(raw, dict):
        raise WiringError(f"{where} must be an object")
    spec = {"path": rel_path(raw, "path", where), "format": raw.get("format")}
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


def invariant_spec(where: str, raw) -> dict:
    if not isinstance(raw, dict):
        raise WiringError(f"{where} must be an object")
    name = raw.get("name")
    if not isinstance(name, str) or not KEBAB.fullmatch(name):
        raise WiringError(f"{where}.name must be a lower-kebab name such as energy-drift")
    spec = {
        "name": name,
        "kind": choice(raw, "kind", KINDS, where),
        "file": rel_path(raw, "file", where),
        "format": choice(raw, "format", SERIES_FORMATS, where),
        "column": nonneg_int(raw, "column", where, None, nullable=True),
    }
    known_keys(raw, SERIES_KEYS[spec["format"]] + KIND_KEYS[spec["kind"]], where)
    if spec["format"] in RAW_DTYPES:
        if spec["column"] is not None:
            raise WiringError(f"{where}.column must be null for raw {spec['format']} files")
        spec["skip_header_bytes"] = nonneg_int(raw, "skip_header_bytes", where, 0)
    if spec["format"] == "text":
        spec["comments"] = comment_markers(raw, where)
        spec["skip_rows"] = nonneg_int(raw, "skip_rows", where, 0)
    if spec["kind"] == "agreement":
        spec["statistic"] = choice(raw, "statistic", STATISTICS, where)
        spec["atol"] = nonneg_number(raw, "atol", where)
        spec["rtol"] = nonneg_number(raw, "rtol", where)
    elif spec["kind"] == "drift":
        spec["bound"] = nonneg_number(raw, "bound", where)
    else:
        spec["metric"] = choice(raw, "metric", METRICS, where)
        spec["bound"] = nonneg_number(raw, "bound", where)
    return spec


def coverage_spec(where: str, raw) -> dict:
    if not isinstance(raw, dict):
        raise WiringError(f"{where} must be an object")
    known_keys(raw, COVERAGE_KEYS, where)
    spec = {
        "file": rel_path(raw, "file", where),
        "format": choice(raw, "format", SERIES_FORMATS, where),
        "skip_header_bytes": nonneg_int(raw, "skip_header_bytes", where, 0),
        "comments": comment_markers(raw, where),
        "skip_rows": nonneg_int(raw, "skip_rows", where, 0),
        "rows": raw.get("rows", True),
        "progress": None,
    }
    if not isinstance(spec["rows"], bool):
        raise WiringError(f"{where}.rows must be true or false")
    progress = raw.get("progress")
    if progress is not None:
        inner = f"{where}.progress"
        if not isinstance(progress, dict):
            raise WiringError(f"{inner} must be null or an object")
        known_keys(progress, PROGRESS_KEYS, inner)
        column = nonneg_int(progress, "column", inner, None, nullable=True)
        if spec["format"] in RAW_DTYPES and column is not None:
            raise WiringError(f"{inner}.column must be null for raw {spec['format']} files")
        spec["progress"] = {
            "column": column,
            "atol": nonneg_number(progress, "atol", inner),
            "rtol": nonneg_number(progress, "rtol", inner),
        }
    if not spec["rows"] and spec["progress"] is None:
        raise WiringError(f"{where}: an entry with rows false needs progress (it would compare nothing)")
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
            with np.errstate(over="ignore"):  # an error over a TINY bound is inf: the exact path takes it
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


def npy_header(opened: OpenedFile, side: str):
    """Parse a .npy header without ever unpickling: (shape, fortran, dtype, offset).

    Only numeric dtypes are accepted; object arrays would need pickle and are
    refused.
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
    return shape, fortran, dtype, offset


def npy_array(opened: OpenedFile, side: str):
    """The array of a .npy file mapped read-only: (array, mapping)."""
    shape, fortran, dtype, offset = npy_header(opened, side)
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
# Invariants: reading one series in chunks
# --------------------------------------------------------------------------


def npy_series(opened: OpenedFile, spec: dict, side: str):
    """Yield the series of a .npy file: the whole 1-D array or one column of a 2-D one."""
    shape, fortran, dtype, offset = npy_header(opened, side)
    column = spec["column"]
    if column is None and len(shape) > 1:
        raise side_error(side, f"array has shape {shape}; a 1-D series is expected (the invariant names no column)")
    if column is not None and (len(shape) != 2 or column >= shape[1]):
        raise side_error(side, f"array has shape {shape}; column {column} of a 2-D array is expected")
    mapping = map_file(opened)
    try:
        array = np.ndarray(shape, dtype=dtype, buffer=mapping, offset=offset, order="F" if fortran else "C")
        series = array.reshape(-1) if column is None else array[:, column]
        yield from array_chunks(series, mapping)
    finally:
        array = series = None
        close_mapping(mapping)


def raw_series(opened: OpenedFile, spec: dict, side: str):
    """Yield the values of a raw little-endian float file after its header."""
    dtype = RAW_DTYPES[spec["format"]]
    header = spec["skip_header_bytes"]
    if opened.size < header or (opened.size - header) % dtype.itemsize:
        raise side_error(
            side, f"file ({opened.size} bytes) is not {header} header bytes followed by whole {spec['format']} values"
        )
    count = (opened.size - header) // dtype.itemsize
    if count == 0:
        return
    mapping = map_file(opened)
    try:
        yield from array_chunks(np.ndarray((count,), dtype=dtype, buffer=mapping, offset=header), mapping)
    finally:
        close_mapping(mapping)


def array_chunks(series: np.ndarray, mapping):
    """Yield float64 copies of consecutive chunks of a (possibly strided) 1-D array."""
    buf = np.empty(CHUNK_ELEMS)
    since_release = 0
    for start in range(0, len(series), CHUNK_ELEMS):
        part = series[start : start + CHUNK_ELEMS]
        out = buf[: len(part)]
        np.copyto(out, part, casting="unsafe")
        yield out
        since_release += len(part)
        if since_release >= RELEASE_ELEMS:
            release_pages([mapping])
            since_release = 0


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


SERIES = {"npy": npy_series, "f64": raw_series, "f32": raw_series, "text": text_series}


def checked_chunks(opened: OpenedFile, spec: dict, side: str):
    """The series of SPEC on one side, refusing NaN/Inf (which no statistic survives)."""
    index = 0
    for chunk in SERIES[spec["format"]](opened, spec, side):
        finite = np.isfinite(chunk)
        if not finite.all():
            j = int(np.argmin(finite))
            raise side_error(
                side, f"series in {opened.label} has a non-finite value at index {index + j} ({chunk[j]!r})"
            )
        index += len(chunk)
        yield chunk


# --------------------------------------------------------------------------
# Statistics, drift and distribution distances
# --------------------------------------------------------------------------


def safe_fsum(values) -> float:
    """Exactly rounded sum; overflow gives +-inf (or nan) instead of an exception."""
    try:
        return math.fsum(values)
    except (OverflowError, ValueError):
        return float(np.sum(values))


class Summary:
    """Streaming statistics of a series: one pass, bounded memory.

    The variance merges per-chunk (count, mean, M2) triples (Chan et al.),
    the norm keeps a scale and a scaled sum of squares (as LAPACK's dnrm2)
    so that neither overflows for large values.
    """

    def __init__(self):
        self.count = 0
        self.first = self.last = None
        self.low, self.high = math.inf, -math.inf
        self.chunk_sums = []
        self.mean_acc, self.m2 = 0.0, 0.0
        self.scale, self.ssq = 0.0, 0.0
        self.max_dev = 0.0

    def add(self, x: np.ndarray) -> None:
        n = len(x)
        if n == 0:
            return
        if self.first is None:
            self.first = float(x[0])
        self.last = float(x[-1])
        self.low = min(self.low, float(x.min()))
        self.high = max(self.high, float(x.max()))
        with np.errstate(over="ignore", invalid="ignore"):
            total = float(x.sum())
            self.chunk_sums.append(total)
            mean = total / n
            m2 = float(np.square(x - mean).sum())
            delta = mean - self.mean_acc
            merged = self.count + n
            self.m2 += m2 + delta * delta * self.count * n / merged
            self.mean_acc += delta * n / merged
            peak = float(np.abs(x).max())
            if peak > 0:
                ssq = float(np.square(x / peak).sum())
                if peak > self.scale:
                    self.ssq = self.ssq * (self.scale / peak) ** 2 + ssq
                    self.scale = peak
                else:
                    self.ssq += ssq * (peak / self.scale) ** 2
            self.max_dev = max(self.max_dev, float(np.abs(x - self.first).max()))
        self.count = merged

    def statistic(self, name: str) -> float:
        if name == "final":
            return self.last
        if name == "min":
            return self.low
        if name == "max":
            return self.high
        if name == "sum":
            return safe_fsum(self.chunk_sums)
        if name == "mean":
            return safe_fsum(self.chunk_sums) / self.count
        if name == "std":
            return math.sqrt(max(self.m2, 0.0) / self.count)
        if name == "norm":
            return self.scale * math.sqrt(self.ssq)
        raise ValueError(name)

    def drift(self) -> float:
        """max_i |q_i - q_0| / |q_0|; absolute when q_0 == 0."""
        return self.max_dev / abs(self.first) if self.first != 0 else self.max_dev


def sorted_samples_cdf_counts(a: np.ndarray, b: np.ndarray, x: np.ndarray):
    """Counts n*F_a(x) and m*F_b(x) of right-continuous empirical CDFs."""
    return np.searchsorted(a, x, side="right"), np.searchsorted(b, x, side="right")


def ks_statistic(a: np.ndarray, b: np.ndarray) -> float:
    """sup_x |F_a(x) - F_b(x)| for sorted samples A and B, exactly.

    Both CDFs are step functions that only jump at sample points, so the
    supremum is attained at one of them.  Working with integer counts,
    |F_a - F_b| = |count_a*m - count_b*n| / (n*m) has no rounding error
    until the final division.
    """
    n, m = len(a), len(b)
    best = 0
    for points in (a, b):
        for start in range(0, len(points), CHUNK_ELEMS):
            x = points[start : start + CHUNK_ELEMS]
            ca, cb = sorted_samples_cdf_counts(a, b, x)
            best = max(best, int(np.abs(ca * m - cb * n).max()))
    return best / (n * m)


def wasserstein_1(a: np.ndarray, b: np.ndarray) -> float:
    """Integral of |F_a(x) - F_b(x)| dx for sorted samples A and B, exactly.

    The integrand is constant between consecutive distinct points of the
    pooled sample; each distinct point x contributes |F_a(x) - F_b(x)|
    times the gap to the next pooled point.  Points are visited from A
    (first occurrence of each value) and from B (values absent from A) in
    chunks, so the pooled sample is never built.
    """
    n, m = len(a), len(b)
    partial = []
    for points, other in ((a, b), (b, a)):
        for start in range(0, len(points), CHUNK_ELEMS):
            x = points[start : start + CHUNK_ELEMS]
            previous = points[start - 1 : start + len(x) - 1] if start else np.concatenate(([np.nan], x[:-1]))
            keep = x != previous  # first occurrence of each value
            if points is b:
                # Values present in A were already visited from A.
                keep &= np.searchsorted(a, x, side="left") == np.searchsorted(a, x, side="right")
            x = x[keep]
            if len(x) == 0:
                continue
            ca, cb = sorted_samples_cdf_counts(a, b, x)
            next_a = a[np.minimum(ca, n - 1)]
            next_b = b[np.minimum(cb, m - 1)]
            following = np.minimum(np.where(ca < n, next_a, np.inf), np.where(cb < m, next_b, np.inf))
            # Past the largest pooled value both CDFs are 1: no contribution.
            gap = np.where(np.isfinite(following), following - x, 0.0)
            partial.append(float(np.dot(np.abs(ca * m - cb * n).astype(np.float64), gap)))
    return safe_fsum(partial) / (n * m)


def load_sample(opened: OpenedFile, spec: dict, side: str) -> np.ndarray:
    """The whole series as one sorted array (distribution metrics need it)."""
    pieces, total = [], 0
    for chunk in checked_chunks(opened, spec, side):
        total += len(chunk)
        if total > MAX_SAMPLE:
            raise side_error(
                side, f"sample in {opened.label} has more than {MAX_SAMPLE} values (limit of this validator)"
            )
        pieces.append(chunk.copy())  # chunks may reuse one buffer
    sample = np.concatenate(pieces) if pieces else np.empty(0)
    pieces = None
    sample.sort()
    return sample


def summarize(opened: OpenedFile, spec: dict, side: str) -> Summary:
    summary = Summary()
    for chunk in checked_chunks(opened, spec, side):
        summary.add(chunk)
    return summary


# --------------------------------------------------------------------------
# Judging invariants
# --------------------------------------------------------------------------


def fmt_short(x) -> str:
    return "null" if x is None else f"{float(x):.6g}"


def ratio(value: float, bound: float) -> float:
    """value/bound; a zero bound admits only zero."""
    if bound > 0:
        return value / bound
    return 0.0 if value == 0 else math.inf


def read_side(root: str, spec: dict, side: str, ref_size=None):
    """Open one side's file and reduce it to what the invariant's kind needs."""
    if side == "reference":
        opened = open_reference(root, spec["file"])
    else:
        opened = open_candidate(root, spec["file"])
    try:
        if side == "candidate" and opened.size == 0 and ref_size:
            raise CandidateFailure(f"candidate file is empty (reference has {ref_size} bytes)")
        if spec["kind"] == "distribution":
            data = load_sample(opened, spec, side)
            count = len(data)
        else:
            data = summarize(opened, spec, side)
            count = data.count
        if count == 0:
            raise side_error(side, f"series in {spec['file']} is empty")
        return data, opened.size
    finally:
        opened.close()


def judge_agreement(spec, ref: Summary, cand: Summary, entry: dict) -> None:
    name = spec["statistic"]
    s_r, s_c = ref.statistic(name), cand.statistic(name)
    entry["statistic"] = name
    entry["value_reference"], entry["value_candidate"] = s_r, s_c
    if not math.isfinite(s_r):
        raise WiringError(f"invariant {spec['name']}: reference {name} is not finite ({s_r})")
    bound = spec["atol"] + spec["rtol"] * abs(s_r)
    entry["bound"] = bound
    if not math.isfinite(s_c):
        entry["reason"] = f"candidate {name} is not finite ({s_c})"
        return
    distance = abs(s_c - s_r)
    entry["distance"] = distance
    entry["bound_fraction"] = ratio(distance, bound)
    entry["passed"] = distance <= bound
    relation = "<=" if entry["passed"] else ">"
    exact = " (exact match required)" if bound == 0 else ""
    entry["reason"] = (
        f"{name}: candidate {s_c!r}, reference {s_r!r}, "
        f"|diff| {fmt_short(distance)} {relation} bound {fmt_short(bound)}{exact}"
    )


def judge_drift(spec, ref: Summary, cand: Summary, entry: dict) -> None:
    d_r, d_c = ref.drift(), cand.drift()
    bound = spec["bound"]
    entry["value_reference"], entry["value_candidate"] = d_r, d_c
    entry["bound"] = bound
    if not math.isfinite(d_c):
        entry["reason"] = f"candidate drift is not finite ({d_c})"
        return
    entry["distance"] = d_c
    entry["bound_fraction"] = ratio(d_c, bound)
    entry["passed"] = d_c <= bound
    relation = "<=" if entry["passed"] else "exceeds"
    kind = "relative" if cand.first != 0 else "absolute (q_0 = 0)"
    entry["reason"] = (
        f"candidate {kind} drift {fmt_short(d_c)} {relation} bound {fmt_short(bound)} "
        f"(reference drift {fmt_short(d_r)})"
    )


def judge_distribution(spec, ref: np.ndarray, cand: np.ndarray, entry: dict) -> None:
    metric = spec["metric"]
    bound = spec["bound"]
    value = ks_statistic(ref, cand) if metric == "ks" else wasserstein_1(ref, cand)
    entry["metric"] = metric
    entry["n_reference"], entry["n_candidate"] = len(ref), len(cand)
    entry["bound"] = bound
    entry["distance"] = value
    entry["bound_fraction"] = ratio(value, bound)
    entry["passed"] = value <= bound
    relation = "<=" if entry["passed"] else ">"
    label = "KS statistic" if metric == "ks" else "Wasserstein-1 distance"
    entry["reason"] = (
        f"{label} {fmt_short(value)} {relation} bound {fmt_short(bound)} "
        f"(n_reference={len(ref)}, n_candidate={len(cand)})"
    )


JUDGES = {"agreement": judge_agreement, "drift": judge_drift, "distribution": judge_distribution}


def evaluate(ref_root: str, cand_root: str, spec: dict) -> dict:
    entry = {
        "name": spec["name"],
        "kind": spec["kind"],
        "file": spec["file"],
        "passed": False,
        "reason": "",
        "value_reference": None,
        "value_candidate": None,
        "distance": None,
        "bound": None,
        "bound_fraction": None,
    }
    ref, ref_size = read_side(ref_root, spec, "reference")  # wiring errors propagate
    try:
        cand, _ = read_side(cand_root, spec, "candidate", ref_size)
    except CandidateFailure as exc:
        entry["reason"] = str(exc)
        if spec["kind"] == "drift":
            entry["value_reference"] = ref.drift()
        elif spec["kind"] == "agreement":
            entry["value_reference"] = ref.statistic(spec["statistic"])
        return entry
    JUDGES[spec["kind"]](spec, ref, cand, entry)
    return entry


# --------------------------------------------------------------------------
# Coverage: did the candidate do all the work?
# --------------------------------------------------------------------------


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


def file_rows(opened: OpenedFile, spec: dict, side: str) -> int:
    """The row count of a file without reading a column."""
    if spec["format"] == "text":
        return count_text_rows(opened, spec, side)
    if spec["format"] == "npy":
        shape = npy_header(opened, side)[0]
        return shape[0] if shape else 1
    dtype = RAW_DTYPES[spec["format"]]
    header = spec["skip_header_bytes"]
    if opened.size < header or (opened.size - header) % dtype.itemsize:
        raise side_error(
            side, f"file ({opened.size} bytes) is not {header} header bytes followed by whole {spec['format']} values"
        )
    return (opened.size - header) // dtype.itemsize


def extent(root: str, spec: dict, side: str):
    """(rows, last value of the progress column or None) of one side's file."""
    opened = open_reference(root, spec["file"]) if side == "reference" else open_candidate(root, spec["file"])
    try:
        progress = spec["progress"]
        if progress is None:
            return file_rows(opened, spec, side), None
        rows, last = 0, None
        for chunk in checked_chunks(opened, dict(spec, column=progress["column"]), side):
            if len(chunk):
                rows += len(chunk)
                last = float(chunk[-1])
        if last is None:
            raise side_error(side, f"progress series in {spec['file']} is empty")
        return rows, last
    finally:
        opened.close()


def evaluate_coverage(ref_root: str, cand_root: str, spec: dict) -> dict:
    """Row count, and the last time or step, of one file against the reference's.

    A coverage verdict is structural: it never has a distance.
    """
    progress = spec["progress"]
    entry = {
        "file": spec["file"],
        "passed": False,
        "reason": "",
        "rows_reference": None,
        "rows_candidate": None,
        "progress_column": None if progress is None else progress["column"],
        "progress_reference": None,
        "progress_candidate": None,
        "progress_bound": None,
        "distance": None,
        "bound_fraction": None,
    }
    rows_r, last_r = extent(ref_root, spec, "reference")  # wiring errors propagate
    entry["rows_reference"], entry["progress_reference"] = rows_r, last_r
    if progress is not None:
        entry["progress_bound"] = progress["atol"] + progress["rtol"] * abs(last_r)
    try:
        rows_c, last_c = extent(cand_root, spec, "candidate")
    except CandidateFailure as exc:
        entry["reason"] = str(exc)
        return entry
    entry["rows_candidate"], entry["progress_candidate"] = rows_c, last_c
    problems = []
    if spec["rows"] and rows_c != rows_r:
        problems.append(f"candidate has {rows_c} rows, reference {rows_r}")
    where = None
    if progress is not None:
        where = "the last value" if progress["column"] is None else f"column {progress['column']}"
        bound = entry["progress_bound"]
        if not abs(last_c - last_r) <= bound:
            problems.append(
                f"{where} ends at {last_c!r}, reference at {last_r!r} "
                f"(|diff| {fmt_short(abs(last_c - last_r))} > bound {fmt_short(bound)})"
            )
    if problems:
        entry["reason"] = "; ".join(problems)
        return entry
    entry["passed"] = True
    said = [f"{rows_c} rows as the reference"] if spec["rows"] else []
    if where is not None:
        said.append(f"{where} ends at {last_c!r} (reference {last_r!r})")
    entry["reason"] = "; ".join(said)
    return entry


# --------------------------------------------------------------------------
# Verdicts: per file, per invariant, per part and overall
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
    """The run's distance or bound fraction: the largest over its files and invariants, or None
    (null) when the run failed for a reason that has no distance (STRUCTURAL, or a failed entry
    without one), so that such a failure never reads as a near miss."""
    if structural or any(not e["passed"] and e[key] is None for e in entries):
        return None
    return largest(e[key] for e in entries)


def plural(count: int, word: str) -> str:
    return f"{count} {word}{'s' if count != 1 else ''}"


def joined(failures) -> str:
    shown = failures[:MAX_LISTED]
    reason = "; ".join(shown)
    if len(failures) > len(shown):
        reason += f" (+{len(failures) - len(shown)} more)"
    return reason


class Part:
    """One judged part of a rubric (its pointwise files or its invariants): the entries it
    measured, why it failed, whether a failure is structural, what it says when it passes."""

    def __init__(self, entries, failures, structural: bool, praise: str):
        self.entries = entries
        self.failures = failures
        self.structural = structural
        self.praise = praise

    def verdict(self) -> dict:
        return {
            "passed": not self.failures,
            "reason": joined(self.failures) if self.failures else self.praise,
            "distance": run_measure(self.entries, "distance", self.structural),
            "bound_fraction": run_measure(self.entries, "bound_fraction", self.structural),
        }


def judge_files(reference: str, candidate: str, specs) -> Part:
    files = [compare_file(reference, candidate, spec) for spec in specs]
    failures = [f"{entry_label(e)}: {e['reason']}" for e in files if not e["passed"]]
    return Part(files, failures, False, f"all {plural(len(files), 'file')} within tolerance")


def judge_invariants(reference: str, candidate: str, specs, coverage_specs) -> tuple[Part, list]:
    coverage = [evaluate_coverage(reference, candidate, spec) for spec in coverage_specs]
    entries = [evaluate(reference, candidate, spec) for spec in specs]
    failures = [f"coverage of {c['file']}: {c['reason']}" for c in coverage if not c["passed"]]
    failures += [f"{e['name']} ({e['kind']}): {e['reason']}" for e in entries if not e["passed"]]
    praise = (f"all {plural(len(entries), 'invariant')} hold; "
              f"the candidate covers the reference's work ({plural(len(coverage), 'file')})")
    # Work left undone has no distance: a run that stopped early is not near or far.
    return Part(entries, failures, not all(c["passed"] for c in coverage), praise), coverage


def validate(reference: str, candidate: str, rubric: dict) -> dict:
    if not os.path.isdir(reference):
        raise WiringError(f"reference directory {reference} does not exist")
    result = {"passed": False, "reason": "", "distance": None, "bound_fraction": None, "policy": rubric["policy"]}
    parts = {}
    if "files" in rubric:
        parts["pointwise"] = judge_files(reference, candidate, rubric["files"])
        result["files"] = parts["pointwise"].entries
    if "invariants" in rubric:
        parts["invariants"], result["coverage"] = judge_invariants(
            reference, candidate, rubric["invariants"], rubric["coverage"])
        result["invariants"] = parts["invariants"].entries
    extras, problem = [], None
    root_problem = candidate_root_problem(candidate)
    if root_problem:
        # Every file and invariant failed for the same reason; say it once.
        failures = [root_problem]
    else:
        failures = [failure for part in parts.values() for failure in part.failures]
        extras, more, problem = find_extra_files(reference, candidate)
        if problem:
            failures.append(problem)
        if extras:
            listed = ", ".join(extras) + (", ..." if more else "")
            failures.append(f"unexpected file(s) in candidate, absent from reference: {listed}")
    result["passed"] = not failures
    result["reason"] = joined(failures) if failures else "; ".join(part.praise for part in parts.values())
    structural = bool(root_problem or extras or problem or any(part.structural for part in parts.values()))
    entries = [entry for part in parts.values() for entry in part.entries]
    result["distance"] = run_measure(entries, "distance", structural)
    result["bound_fraction"] = run_measure(entries, "bound_fraction", structural)
    if rubric["policy"] == "hybrid":
        result["verdicts"] = {name: part.verdict() for name, part in parts.items()}
    if rubric.get("check") is not None:
        result["check"] = rubric["check"]
    if extras:
        result["extra_files"] = extras
    return result


def main(argv=None) -> int:
    argv = sys.argv[1:] if argv is None else list(argv)
    out = out_from_argv(argv)
    policy = None
    try:
        args = parse_args(argv)
        out = args.out
        raw = read_rubric(args.rubric)
        policy = rubric_policy(raw)
        result = validate(args.reference, args.candidate, parse_rubric(raw))
        code = 0
    except WiringError as exc:
        print(f"validate ({policy or 'no policy'}): wiring error: {exc}", file=sys.stderr)
        result, code = failed_result(f"wiring error: {exc}", policy), 2
    except Exception as exc:  # a defect in this script: still no silent pass
        message = f"internal error: {type(exc).__name__}: {exc}"
        print(f"validate ({policy or 'no policy'}): {message}", file=sys.stderr)
        result, code = failed_result(message, policy), 3
    if out:
        try:
            write_result(out, result)
        except OSError as exc:
            print(f"validate: wiring error: cannot write {out}: {exc.strerror or exc}", file=sys.stderr)
            return 2
    return code


if __name__ == "__main__":
    sys.exit(main())
