"""distribution
  The two-sample Kolmogorov-Smirnov statistic (``ks``) or the 1-D
  Wasserstein-1 distance (``wasserstein``) between the samples, both
  computed exactly, is ``<= bound``.  Samples are held whole, up to
  MAX_SAMPLE values per side.
"""

from __future__ import annotations

import numpy as np

from sab.grader.parts.core import CHUNK_ELEMS, KINDS_JUDGED, OpenedFile
from sab.grader.parts.errors import side_error
from sab.grader.parts.invariants import checked_chunks, fmt_short, ratio, safe_fsum


# Distribution metrics need whole sorted samples: 2^23 values (64 MiB) per side.
MAX_SAMPLE = 1 << 23


def sorted_samples_cdf_counts(a: np.ndarray, b: np.ndarray, x: np.ndarray):
    """Counts n*F_a(x) and m*F_b(x) of right-continuous empirical CDFs."""
    return np.searchsorted(a, x, side="right"), np.searchsorted(b, x, side="right")


def ks_statistic(a: np.ndarray, b: np.ndarray) -> float:
    """sup_x |F_a(x) - F_b(x)| for sorted samples A and B, exactly.

    Both CDFs are step functions that only jump at sample points, so the
    supremum is attained at one of them.  Working with integer counts,
    |F_a - F_b| = |count_a*m - count_b*n| / (n*m) has no rounding error
    until the final division.
    """
    n, m = len(a), len(b)
    best = 0
    for points in (a, b):
        for start in range(0, len(points), CHUNK_ELEMS):
            x = points[start : start + CHUNK_ELEMS]
            ca, cb = sorted_samples_cdf_counts(a, b, x)
            best = max(best, int(np.abs(ca * m - cb * n).max()))
    return best / (n * m)


def wasserstein_1(a: np.ndarray, b: np.ndarray) -> float:
    """Integral of |F_a(x) - F_b(x)| dx for sorted samples A and B, exactly.

    The integrand is constant between consecutive distinct points of the
    pooled sample; each distinct point x contributes |F_a(x) - F_b(x)|
    times the gap to the next pooled point.  Points are visited from A
    (first occurrence of each value) and from B (values absent from A) in
    chunks, so the pooled sample is never built.
    """
    n, m = len(a), len(b)
    partial = []
    for points, other in ((a, b), (b, a)):
        for start in range(0, len(points), CHUNK_ELEMS):
            x = points[start : start + CHUNK_ELEMS]
            previous = points[start - 1 : start + len(x) - 1] if start else np.concatenate(([np.nan], x[:-1]))
            keep = x != previous  # first occurrence of each value
            if points is b:
                # Values present in A were already visited from A.
                keep &= np.searchsorted(a, x, side="left") == np.searchsorted(a, x, side="right")
            x = x[keep]
            if len(x) == 0:
                continue
            ca, cb = sorted_samples_cdf_counts(a, b, x)
            next_a = a[np.minimum(ca, n - 1)]
            next_b = b[np.minimum(cb, m - 1)]
            following = np.minimum(np.where(ca < n, next_a, np.inf), np.where(cb < m, next_b, np.inf))
            # Past the largest pooled value both CDFs are 1: no contribution.
            gap = np.where(np.isfinite(following), following - x, 0.0)
            partial.append(float(np.dot(np.abs(ca * m - cb * n).astype(np.float64), gap)))
    return safe_fsum(partial) / (n * m)


def load_sample(opened: OpenedFile, spec: dict, side: str) -> np.ndarray:
    """The whole series as one sorted array (distribution metrics need it)."""
    pieces, total = [], 0
    for chunk in checked_chunks(opened, spec, side):
        total += len(chunk)
        if total > MAX_SAMPLE:
            raise side_error(
                side, f"sample in {opened.label} has more than {MAX_SAMPLE} values (limit of this validator)"
            )
        pieces.append(chunk.copy())  # chunks may reuse one buffer
    sample = np.concatenate(pieces) if pieces else np.empty(0)
    pieces = None
    sample.sort()
    return sample


def judge_distribution(spec, ref: np.ndarray, cand: np.ndarray, entry: dict) -> None:
    metric = spec["metric"]
    bound = spec["bound"]
    value = ks_statistic(ref, cand) if metric == "ks" else wasserstein_1(ref, cand)
    entry["metric"] = metric
    entry["n_reference"], entry["n_candidate"] = len(ref), len(cand)
    entry["bound"] = bound
    entry["distance"] = value
    entry["bound_fraction"] = ratio(value, bound)
    entry["passed"] = value <= bound
    relation = "<=" if entry["passed"] else ">"
    label = "KS statistic" if metric == "ks" else "Wasserstein-1 distance"
    entry["reason"] = (
        f"{label} {fmt_short(value)} {relation} bound {fmt_short(bound)} "
        f"(n_reference={len(ref)}, n_candidate={len(cand)})"
    )


KINDS_JUDGED["distribution"] = (load_sample, judge_distribution, lambda spec, ref: None)
