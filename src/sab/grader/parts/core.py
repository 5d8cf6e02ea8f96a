"""Comparison of a candidate run against a reference run, under one check's rubric.

It is the only code that compares the two runs of a scientific test: the reference outputs
(produced by the untouched source) and the candidate outputs (produced by a solver's modified
source).  It uses only the Python standard library and numpy.

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
  (``sab lint`` checks them).  ``comparison`` is read by the same code sab
  reads it with (sab's rubric model runs this file's rubric reader), so a
  rubric sab accepts always reaches a verdict here and one it refuses is a
  wiring error: no unknown or duplicate keys, numbers are JSON numbers
  (never strings or booleans) and finite, integers are integers, paths are
  relative and never leave the run directory.  A rubric that needs a format,
  policy or invariant kind this file was not generated with is a wiring
  error too.

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
  as the scan proceeds, and text is read in blocks of a few MiB.
"""

from __future__ import annotations

import argparse
import json
import math
import os
import stat
import sys
import tempfile

import numpy as np

from sab.grader.parts.errors import CandidateFailure, WiringError
from sab.grader.parts.rubric import parse_rubric, read_rubric, rubric_policy


# Files a harness writes next to the outputs; never counted as extra files.
BOOKKEEPING_NAMES = frozenset({"run.log", "run.ok", "run.failed", "result.json"})

# 2^18 float64 values = 2 MiB per side: large enough to amortise the
# per-call overhead of numpy, small enough that the working buffers stay in
# cache.
CHUNK_ELEMS = 1 << 18
# Mapped file pages count towards the resident set; dropping them every few
# chunks keeps it small (they stay in the page cache, so nothing is re-read
# from disk).
RELEASE_ELEMS = 8 * CHUNK_ELEMS

MAX_LISTED = 10

# What the other parts of this file register, so that a validate.py holds only what its rubric
# uses: the judge of each part of a rubric ("pointwise", "invariants"), the comparison of each
# pointwise format, the series reader and row count of each format an invariant or coverage
# entry reads, and, per invariant kind, how a run is reduced (a Summary or a sorted sample),
# how the two reductions are judged, and the reference's value shown when the candidate fails.
JUDGE_PART = {}
# The parts of a rubric in the order they are judged and reported, with the key that holds each.
PART_KEYS = (("pointwise", "files"), ("invariants", "invariants"))
COMPARE = {}
SERIES = {}
ROWS = {}
KINDS_JUDGED = {}

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

    def __init__(self, entries, failures, structural: bool, praise: str, report: dict):
        self.entries = entries
        self.report = report  # the keys this part adds to result.json
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


def lacking(rubric: dict) -> list:
    """What RUBRIC needs that this validate.py was not generated with."""
    wanted = [(part, JUDGE_PART, f"the {part} policy") for part, key in PART_KEYS if key in rubric]
    wanted += [(spec["format"], COMPARE, f"{spec['format']} files") for spec in rubric.get("files", [])]
    for spec in rubric.get("invariants", []) + rubric.get("coverage", []):
        wanted.append((spec["format"], SERIES, f"{spec['format']} series"))
    wanted += [(spec["kind"], KINDS_JUDGED, f"{spec['kind']} invariants") for spec in rubric.get("invariants", [])]
    return sorted({label for key, table, label in wanted if key not in table})


def validate(reference: str, candidate: str, rubric: dict) -> dict:
    missing = lacking(rubric)
    if missing:
        raise WiringError(f"this validate.py was generated for another rubric and cannot judge {', '.join(missing)}; "
                          "regenerate it with `sab sync`")
    if not os.path.isdir(reference):
        raise WiringError(f"reference directory {reference} does not exist")
    result = {"passed": False, "reason": "", "distance": None, "bound_fraction": None, "policy": rubric["policy"]}
    parts = {name: JUDGE_PART[name](reference, candidate, rubric) for name, key in PART_KEYS if key in rubric}
    for part in parts.values():
        result.update(part.report)
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


