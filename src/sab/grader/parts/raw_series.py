"""Raw series
  The values of a raw f64/f32 file after its ``skip_header_bytes``.
"""

from __future__ import annotations

import numpy as np

from sab.grader.parts.array_series import array_chunks
from sab.grader.parts.binary import RAW_DTYPES, close_mapping, map_file
from sab.grader.parts.core import ROWS, SERIES, OpenedFile
from sab.grader.parts.errors import side_error


def raw_count(opened: OpenedFile, spec: dict, side: str) -> int:
    """The number of values of a raw file after its header."""
    dtype = RAW_DTYPES[spec["format"]]
    header = spec["skip_header_bytes"]
    if opened.size < header or (opened.size - header) % dtype.itemsize:
        raise side_error(
            side, f"file ({opened.size} bytes) is not {header} header bytes followed by whole {spec['format']} values"
        )
    return (opened.size - header) // dtype.itemsize


def raw_series(opened: OpenedFile, spec: dict, side: str):
    """Yield the values of a raw little-endian float file after its header."""
    count = raw_count(opened, spec, side)
    if count == 0:
        return
    mapping = map_file(opened)
    try:
        array = np.ndarray((count,), dtype=RAW_DTYPES[spec["format"]], buffer=mapping, offset=spec["skip_header_bytes"])
        yield from array_chunks(array, mapping)
    finally:
        array = None
        close_mapping(mapping)


SERIES["f64"] = SERIES["f32"] = raw_series
ROWS["f64"] = ROWS["f32"] = raw_count
