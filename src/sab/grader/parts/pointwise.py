"""Pointwise files
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
"""

from __future__ import annotations

import math

import numpy as np

from sab.grader.parts.core import CHUNK_ELEMS, COMPARE, JUDGE_PART, Part, open_candidate, open_reference, plural
from sab.grader.parts.errors import CandidateFailure


RULE = "|c-r| <= atol + rtol*|r|"

# The smallest positive double: stands in for a zero bound in the fast path so
# that the division stays finite (see Comparator._feed_chunk).
TINY = 5e-324

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

    # False: values known equal in both runs may be counted without being seen (equal_values).
    keeps_every_pair = False

    def equal_values(self, count: int, base: int, first: float) -> None:
        """COUNT values at flat indices BASE.. that are the same in both runs (the same text),
        the first of them FIRST: each has error 0, as feed() would find."""
        self._note(0.0, 0.0, base, first, first)
        self.compared += count

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


def judge_files(reference: str, candidate: str, rubric: dict) -> Part:
    files = [compare_file(reference, candidate, spec) for spec in rubric["files"]]
    failures = [f"{entry_label(e)}: {e['reason']}" for e in files if not e["passed"]]
    return Part(files, failures, False, f"all {plural(len(files), 'file')} within tolerance", {"files": files})


JUDGE_PART["pointwise"] = judge_files

