"""npy series
  The whole of a 1-D array or one column of a 2-D one.
"""

from __future__ import annotations

from sab.grader.parts.array_series import array_chunks
from sab.grader.parts.binary import close_mapping, map_file, npy_header, npy_view
from sab.grader.parts.core import ROWS, SERIES, OpenedFile
from sab.grader.parts.errors import side_error


def npy_series(opened: OpenedFile, spec: dict, side: str):
    """Yield the series of a .npy file: the whole 1-D array or one column of a 2-D one."""
    header = npy_header(opened, side)
    shape = header[0]
    column = spec["column"]
    if column is None and len(shape) > 1:
        raise side_error(side, f"array has shape {shape}; a 1-D series is expected (the invariant names no column)")
    if column is not None and (len(shape) != 2 or column >= shape[1]):
        raise side_error(side, f"array has shape {shape}; column {column} of a 2-D array is expected")
    mapping = map_file(opened)
    try:
        array = npy_view(mapping, header, side)
        series = array.reshape(-1) if column is None else array[:, column]
        yield from array_chunks(series, mapping)
    finally:
        array = series = None
        close_mapping(mapping)


def npy_rows(opened: OpenedFile, spec: dict, side: str) -> int:
    """The first axis of the array (1 for a 0-d one), read from the header alone."""
    shape = npy_header(opened, side)[0]
    return shape[0] if shape else 1


SERIES["npy"] = npy_series
ROWS["npy"] = npy_rows
