"""Streaming statistics
  Agreement and drift read each series once, in bounded memory.
"""

from __future__ import annotations

import math

import numpy as np

from sab.grader.parts.core import OpenedFile
from sab.grader.parts.invariants import checked_chunks, safe_fsum


class Summary:
    """Streaming statistics of a series: one pass, bounded memory.

    The variance merges per-chunk (count, mean, M2) triples (Chan et al.),
    the norm keeps a scale and a scaled sum of squares (as LAPACK's dnrm2)
    so that neither overflows for large values.
    """

    def __init__(self):
        self.count = 0
        self.first = self.last = None
        self.low, self.high = math.inf, -math.inf
        self.chunk_sums = []
        self.mean_acc, self.m2 = 0.0, 0.0
        self.scale, self.ssq = 0.0, 0.0
        self.max_dev = 0.0

    def add(self, x: np.ndarray) -> None:
        n = len(x)
        if n == 0:
            return
        if self.first is None:
            self.first = float(x[0])
        self.last = float(x[-1])
        self.low = min(self.low, float(x.min()))
        self.high = max(self.high, float(x.max()))
        with np.errstate(over="ignore", invalid="ignore"):
            total = float(x.sum())
            self.chunk_sums.append(total)
            mean = total / n
            m2 = float(np.square(x - mean).sum())
            delta = mean - self.mean_acc
            merged = self.count + n
            self.m2 += m2 + delta * delta * self.count * n / merged
            self.mean_acc += delta * n / merged
            peak = float(np.abs(x).max())
            if peak > 0:
                ssq = float(np.square(x / peak).sum())
                if peak > self.scale:
                    self.ssq = self.ssq * (self.scale / peak) ** 2 + ssq
                    self.scale = peak
                else:
                    self.ssq += ssq * (peak / self.scale) ** 2
            self.max_dev = max(self.max_dev, float(np.abs(x - self.first).max()))
        self.count = merged

    def __len__(self) -> int:
        return self.count

    def statistic(self, name: str) -> float:
        if name == "final":
            return self.last
        if name == "min":
            return self.low
        if name == "max":
            return self.high
        if name == "sum":
            return safe_fsum(self.chunk_sums)
        if name == "mean":
            return safe_fsum(self.chunk_sums) / self.count
        if name == "std":
            return math.sqrt(max(self.m2, 0.0) / self.count)
        if name == "norm":
            return self.scale * math.sqrt(self.ssq)
        raise ValueError(name)

    def drift(self) -> float:
        """max_i |q_i - q_0| / |q_0|; absolute when q_0 == 0."""
        return self.max_dev / abs(self.first) if self.first != 0 else self.max_dev


def summarize(opened: OpenedFile, spec: dict, side: str) -> Summary:
    summary = Summary()
    for chunk in checked_chunks(opened, spec, side):
        summary.add(chunk)
    return summary

