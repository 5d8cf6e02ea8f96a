"""Binary series
  npy and raw series are read in chunks of float64 copies.
"""

from __future__ import annotations

import numpy as np

from sab.grader.parts.binary import release_pages
from sab.grader.parts.core import CHUNK_ELEMS, RELEASE_ELEMS


def array_chunks(series: np.ndarray, mapping):
    """Yield float64 copies of consecutive chunks of a (possibly strided) 1-D array."""
    buf = np.empty(CHUNK_ELEMS)
    since_release = 0
    for start in range(0, len(series), CHUNK_ELEMS):
        part = series[start : start + CHUNK_ELEMS]
        out = buf[: len(part)]
        np.copyto(out, part, casting="unsafe")
        yield out
        since_release += len(part)
        if since_release >= RELEASE_ELEMS:
            release_pages([mapping])
            since_release = 0

