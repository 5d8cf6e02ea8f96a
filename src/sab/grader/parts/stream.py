"""Streaming binary values
  Arrays are compared block by block in logical C order, so C- and
  Fortran-ordered files compare alike.
"""

from __future__ import annotations

import numpy as np

from sab.grader.parts.binary import release_pages
from sab.grader.parts.core import RELEASE_ELEMS
from sab.grader.parts.pointwise import Comparator


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

