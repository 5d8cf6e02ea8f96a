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


def accelerations_vectorised(pos: np.ndarray, mass: np.ndarray, G: float, softening: float) -> np.ndarray:
    dx, r2 = _separations(pos)
    r2 += softening * softening
    np.fill_diagonal(r2, 1.0)  # the self-term is removed below; avoid 0 ** -1.5
    inv_r3 = r2 ** -1.5
    np.fill_diagonal(inv_r3, 0.0)
    weights = inv_r3 * mass[np.newaxis, :]
    return G * np.einsum("ij,ijk->ik", weights, dx)


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
    _, r2 = _separations(pos)
    r2 += softening * softening
    upper = np.triu_indices(len(pos), k=1)
    pair = mass[upper[0]] * mass[upper[1]] / np.sqrt(r2[upper])
    return float(-G * pair.sum())


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
