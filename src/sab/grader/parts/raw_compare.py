"""Raw f64/f32 files (pointwise)
  The ``skip_header_bytes`` header must be identical, the value counts equal.
"""

from __future__ import annotations

import os

import numpy as np

from sab.grader.parts.binary import RAW_DTYPES, close_mapping, map_file
from sab.grader.parts.core import COMPARE, OpenedFile
from sab.grader.parts.errors import CandidateFailure, WiringError
from sab.grader.parts.pointwise import Comparator
from sab.grader.parts.stream import stream_arrays


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


COMPARE["f64"] = COMPARE["f32"] = compare_raw
