"""Invariants
  ``invariants`` is a non-empty list of uniquely named (lower-kebab)
  entries, each holding only the keys of its file's format (``column`` null
  or absent for raw files, ``skip_header_bytes`` for raw files only,
  ``comments`` and ``skip_rows`` for text only) and of its kind.  Each reads
  one series (a column of a 2-D ``npy`` or ``text`` file, a 1-D ``npy``
  file, or a raw ``f64``/``f32`` file) from each run.  A NaN or Inf in a
  candidate series, or an empty candidate series, fails the invariant.

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
"""

from __future__ import annotations

import math

import numpy as np

from sab.grader.parts.core import (JUDGE_PART, KINDS_JUDGED, ROWS, SERIES, OpenedFile, Part, open_candidate,
                                   open_reference, plural)
from sab.grader.parts.errors import CandidateFailure, side_error


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


def safe_fsum(values) -> float:
    """Exactly rounded sum; overflow gives +-inf (or nan) instead of an exception."""
    try:
        return math.fsum(values)
    except (OverflowError, ValueError):
        return float(np.sum(values))


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
        reduce = KINDS_JUDGED[spec["kind"]][0]
        data = reduce(opened, spec, side)
        if len(data) == 0:
            raise side_error(side, f"series in {spec['file']} is empty")
        return data, opened.size
    finally:
        opened.close()


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
        entry["value_reference"] = KINDS_JUDGED[spec["kind"]][2](spec, ref)
        return entry
    KINDS_JUDGED[spec["kind"]][1](spec, ref, cand, entry)
    return entry


def extent(root: str, spec: dict, side: str):
    """(rows, last value of the progress column or None) of one side's file."""
    opened = open_reference(root, spec["file"]) if side == "reference" else open_candidate(root, spec["file"])
    try:
        progress = spec["progress"]
        if progress is None:
            return ROWS[spec["format"]](opened, spec, side), None
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


def judge_invariants(reference: str, candidate: str, rubric: dict) -> Part:
    coverage = [evaluate_coverage(reference, candidate, spec) for spec in rubric["coverage"]]
    entries = [evaluate(reference, candidate, spec) for spec in rubric["invariants"]]
    failures = [f"coverage of {c['file']}: {c['reason']}" for c in coverage if not c["passed"]]
    failures += [f"{e['name']} ({e['kind']}): {e['reason']}" for e in entries if not e["passed"]]
    praise = (f"all {plural(len(entries), 'invariant')} hold; "
              f"the candidate covers the reference's work ({plural(len(coverage), 'file')})")
    # Work left undone has no distance: a run that stopped early is not near or far.
    return Part(entries, failures, not all(c["passed"] for c in coverage), praise,
                {"coverage": coverage, "invariants": entries})


JUDGE_PART["invariants"] = judge_invariants
