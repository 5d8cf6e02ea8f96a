"""Softened pairwise gravity.

The acceleration of particle i is

    a_i = G * sum_{j != i} m_j (x_j - x_i) / (|x_j - x_i|^2 + eps^2)^(3/2)

and the potential energy

    W = -G * sum_{i < j} m_i m_j / sqrt(|x_j - x_i|^2 + eps^2),

so that a_i = -grad_i W / m_i exactly (Plummer softening).  With eps = 0 the
forces are Newtonian; two particles must then never coincide.

Two kernels compute the same sums in different orders:

* ``vectorised``: all N^2 separations at once with numpy (the default);
* ``loop``: one particle at a time, its row of the sum done by a matrix
  product.

They agree to rounding (a few ulps per force evaluation).
"""

from __future__ import annotations

import numpy as np


def _separations(pos: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """dx[i, j] = x_j - x_i and r2[i, j] = |dx[i, j]|^2."""
    dx = pos[np.newaxis, :, :] - pos[:, np.newaxis, :]
    r2 = np.einsum("ijk,ijk->ij", dx, dx)
    return dx, r2


class _Workspace:
    """The N x N arrays of one force evaluation, kept between calls (one per N)."""

    def __init__(self, n: int):
        self.n = n
        self.dx = np.empty((3, n, n))  # dx[k, i, j] = x_j[k] - x_i[k]
        self.r2 = np.empty((n, n))
        self.tmp = np.empty((n, n))
        self.weights = np.empty((n, n))
        self.pos = np.full((n, 3), np.nan)  # the positions r2 belongs to
        self.eps2 = np.nan

    def separations(self, pos: np.ndarray, eps2: float) -> None:
        """dx and r2 = |dx|^2 + eps^2 of pos, with r2 = 1 on the diagonal."""
        dx, r2, tmp = self.dx, self.r2, self.tmp
        for k in range(3):
            column = pos[:, k]
            np.subtract(column[np.newaxis, :], column[:, np.newaxis], out=dx[k])
        np.multiply(dx[0], dx[0], out=r2)
        np.multiply(dx[1], dx[1], out=tmp)
        r2 += tmp
        np.multiply(dx[2], dx[2], out=tmp)
        r2 += tmp
        r2 += eps2
        r2.reshape(-1)[::self.n + 1] = 1.0  # the self-term is removed below; avoid 0 ** -1.5
        self.pos[...] = pos
        self.eps2 = eps2

    def matches(self, pos: np.ndarray, eps2: float) -> bool:
        return eps2 == self.eps2 and np.array_equal(pos, self.pos)


_WORKSPACES: dict[int, _Workspace] = {}


def _workspace(n: int) -> _Workspace:
    ws = _WORKSPACES.get(n)
    if ws is None:
        ws = _WORKSPACES[n] = _Workspace(n)
    return ws


def accelerations_vectorised(pos: np.ndarray, mass: np.ndarray, G: float, softening: float) -> np.ndarray:
    # The same sums as before (a_i = G sum_j m_j dx_ij / r_ij^3), with the separations kept
    # per coordinate in preallocated N x N arrays and r^-3 as 1 / (r2 sqrt(r2)) rather than
    # r2 ** -1.5 (a few ulps apart; no power function in the loop).  dx_ji = -dx_ij and
    # r2_ji = r2_ij hold exactly, so every pair still pulls equally and oppositely.
    pos = np.asarray(pos, dtype=np.float64)
    n = len(pos)
    ws = _workspace(n)
    ws.separations(pos, softening * softening)
    r2, tmp, weights, dx = ws.r2, ws.tmp, ws.weights, ws.dx
    np.sqrt(r2, out=tmp)
    tmp *= r2
    np.divide(mass[np.newaxis, :], tmp, out=weights)  # m_j / r_ij^3
    weights.reshape(-1)[::n + 1] = 0.0
    acc = np.empty((n, 3))
    for k in range(3):
        acc[:, k] = np.einsum("ij,ij->i", weights, dx[k])
    acc *= G
    return acc


def accelerations_loop(pos: np.ndarray, mass: np.ndarray, G: float, softening: float) -> np.ndarray:
    n = len(pos)
    acc = np.empty_like(pos)
    eps2 = softening * softening
    for i in range(n):
        d = pos - pos[i]
        r2 = (d * d).sum(axis=1) + eps2
        r2[i] = 1.0
        w = mass * r2 ** -1.5
        w[i] = 0.0
        acc[i] = G * (w @ d)
    return acc


def potential_vectorised(pos: np.ndarray, mass: np.ndarray, G: float, softening: float) -> float:
    # -G sum_{i<j} m_i m_j / r_ij as half the sum over i != j of the symmetric matrix; the
    # separations are those of the last force evaluation when it was at these positions.
    pos = np.asarray(pos, dtype=np.float64)
    n = len(pos)
    eps2 = softening * softening
    ws = _workspace(n)
    if not ws.matches(pos, eps2):
        ws.separations(pos, eps2)
    tmp = ws.tmp
    np.sqrt(ws.r2, out=tmp)
    np.divide(mass[np.newaxis, :], tmp, out=tmp)  # m_j / r_ij
    tmp.reshape(-1)[::n + 1] = 0.0
    return float(-G * (0.5 * float(mass @ tmp.sum(axis=1))))


def potential_loop(pos: np.ndarray, mass: np.ndarray, G: float, softening: float) -> float:
    total = 0.0
    eps2 = softening * softening
    for i in range(len(pos) - 1):
        d = pos[i + 1:] - pos[i]
        r2 = (d * d).sum(axis=1) + eps2
        total += mass[i] * float((mass[i + 1:] / np.sqrt(r2)).sum())
    return -G * total


KERNELS = {
    "vectorised": (accelerations_vectorised, potential_vectorised),
    "loop": (accelerations_loop, potential_loop),
}


class Gravity:
    """Softened gravity of a fixed set of masses, with one kernel."""

    def __init__(self, mass: np.ndarray, G: float = 1.0, softening: float = 0.0, kernel: str = "vectorised"):
        if kernel not in KERNELS:
            raise ValueError(f"unknown kernel {kernel!r}")
        self.mass = np.asarray(mass, dtype=np.float64)
        self.G = float(G)
        self.softening = float(softening)
        self.kernel = kernel
        self._acc, self._pot = KERNELS[kernel]
        self.evaluations = 0

    def accelerations(self, pos: np.ndarray) -> np.ndarray:
        self.evaluations += 1
        return self._acc(pos, self.mass, self.G, self.softening)

    def potential(self, pos: np.ndarray) -> float:
        return self._pot(pos, self.mass, self.G, self.softening)
