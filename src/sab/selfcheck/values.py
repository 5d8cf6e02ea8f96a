"""The graded values of a pointwise file, paired value by value between two runs of a check.

Calibration needs what validate.py sees, not a second reading of the formats: the whole grader
(validate.py as sab assembles it for every format) is loaded as a module of its own and its readers (npy, raw, text columns,
JSON leaves) feed a comparator that keeps every pair instead of a summary. Only runs selfcheck
produced itself are read this way (the untouched source, its perturbations, probes and mutants).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from types import ModuleType

import numpy as np

from sab.grader import assemble
from sab.model.rubric import JsonFile, NpyFile, RawFile, TextFile

_MODULE_NAME = "sab_validate_reader"


@dataclass(frozen=True)
class Pairs:
    """Reference and candidate values in validate.py's order; `column` is the column of each
    value: its text column, or its index along the last axis of an npy array of two or more
    dimensions (None for other formats and 1-D or 0-d arrays)."""

    reference: np.ndarray
    candidate: np.ndarray
    column: np.ndarray | None

    @property
    def error(self) -> np.ndarray:
        with np.errstate(invalid="ignore"):
            return np.abs(self.candidate - self.reference)


@lru_cache(maxsize=1)
def _reader() -> ModuleType:
    module = ModuleType(_MODULE_NAME)
    exec(compile(assemble.render(), f"<{_MODULE_NAME}>", "exec"), module.__dict__)

    class Recorder(module.Comparator):
        keeps_every_pair = True  # calibration needs every pair, equal or not
        def __init__(self, atol: float, rtol: float, chunk: int = module.CHUNK_ELEMS):
            super().__init__(atol, rtol, chunk)
            self.kept_reference: list[np.ndarray] = []
            self.kept_candidate: list[np.ndarray] = []

        def feed(self, ref: np.ndarray, cand: np.ndarray, base: int) -> None:
            self.kept_reference.append(np.array(ref, dtype=np.float64))
            self.kept_candidate.append(np.array(cand, dtype=np.float64))
            super().feed(ref, cand, base)

    module.Comparator = Recorder
    return module


def _spec(entry) -> dict:
    spec = {"path": entry.path, "format": entry.format, "atol": entry.atol, "rtol": entry.rtol}
    if isinstance(entry, RawFile):
        spec["skip_header_bytes"] = entry.skip_header_bytes
    if isinstance(entry, TextFile):
        markers = entry.comments
        spec["comments"] = None if markers is None else tuple([markers] if isinstance(markers, str) else markers)
        spec["skip_rows"] = entry.skip_rows
    if isinstance(entry, (TextFile, NpyFile)):
        spec["columns"] = entry.columns
    return spec


def pairs(entry: NpyFile | RawFile | TextFile | JsonFile, reference_dir: Path, candidate_dir: Path) -> Pairs | None:
    """Every graded value of `entry` in both runs, or None when they cannot be paired (a missing
    or malformed file, another shape, row count or document structure)."""
    module = _reader()
    spec = _spec(entry)
    try:
        ref = module.open_reference(str(reference_dir), spec["path"])
    except module.WiringError:
        return None
    cand = None
    try:
        cand = module.open_candidate(str(candidate_dir), spec["path"])
        with np.errstate(invalid="ignore"):  # inf - inf at a reference infinity: matched exactly, as validate.py does
            comparator, _locate, where, walk = module.COMPARE[spec["format"]](ref, cand, spec)
    except (module.CandidateFailure, module.WiringError):
        return None
    finally:
        ref.close()
        if cand is not None:
            cand.close()
    if walk is not None and walk.issue_count:
        return None
    reference = np.concatenate(comparator.kept_reference) if comparator.kept_reference else np.empty(0)
    candidate = np.concatenate(comparator.kept_candidate) if comparator.kept_candidate else np.empty(0)
    column = None
    if isinstance(entry, TextFile) and reference.size:
        width = _text_width(where, reference.size)
        graded = entry.columns or list(range(width))
        column = np.asarray(graded, dtype=np.int64)[np.arange(reference.size) % width]
    elif isinstance(entry, NpyFile) and reference.size:
        column = _npy_columns(entry, where(reference.size - 1), reference.size)
    # validate.py matches a NaN or an infinity of the reference exactly (the same non-finite value
    # at the same place), whatever the tolerance: such a value has no part in sizing one.
    finite = np.isfinite(reference)
    if not finite.all():
        reference, candidate = reference[finite], candidate[finite]
        column = None if column is None else column[finite]
    return Pairs(reference, candidate, column)


def _npy_columns(entry: NpyFile, last: list[int], count: int) -> np.ndarray | None:
    """The last-axis index of every graded value, from validate.py's index of the last one."""
    if entry.columns is not None:
        graded = np.asarray(entry.columns, dtype=np.int64)
        return graded[np.arange(count) % graded.size]
    if len(last) < 2:
        return None  # a 1-D or 0-d array has no columns
    return np.arange(count, dtype=np.int64) % (last[-1] + 1)


def _text_width(where, count: int) -> int:
    """The number of graded columns: the first flat index validate.py places on row 1."""
    for flat in range(1, count):
        if where(flat)[0] == 1:
            return flat
    return count
