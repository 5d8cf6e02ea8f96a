"""Binary files
  ``.npy`` files (numeric dtypes only; a header is parsed without ever
  unpickling) and raw little-endian ``f64``/``f32`` files are memory-mapped.
"""

from __future__ import annotations

import math
import mmap

import numpy as np

from sab.grader.parts.core import OpenedFile
from sab.grader.parts.errors import CandidateFailure, WiringError, side_error


RAW_DTYPES = {"f64": np.dtype("<f8"), "f32": np.dtype("<f4")}

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


def npy_view(mapping, header, side: str) -> np.ndarray:
    """The array a parsed .npy HEADER describes, over MAPPING.  A header can name a shape numpy
    cannot hold (more dimensions than it allows, or a zero-sized array whose other extents
    overflow): the file is then unusable, not a defect of this script."""
    shape, fortran, dtype, offset = header
    try:
        return np.ndarray(shape, dtype=dtype, buffer=mapping, offset=offset, order="F" if fortran else "C")
    except (ValueError, TypeError) as exc:
        raise side_error(side, f"file is not a usable .npy file (shape {shape}: {exc})") from None


def npy_array(opened: OpenedFile, side: str):
    """The array of a .npy file mapped read-only: (array, mapping)."""
    header = npy_header(opened, side)
    mapping = map_file(opened)
    try:
        return npy_view(mapping, header, side), mapping
    except (WiringError, CandidateFailure):
        close_mapping(mapping)
        raise

