"""npy files (pointwise)
  Shapes must match; ``columns`` picks indices along the last axis.
"""

from __future__ import annotations

import numpy as np

from sab.grader.parts.binary import close_mapping, npy_array
from sab.grader.parts.core import COMPARE, OpenedFile
from sab.grader.parts.errors import CandidateFailure, WiringError
from sab.grader.parts.pointwise import Comparator
from sab.grader.parts.stream import stream_arrays


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


COMPARE["npy"] = compare_npy
