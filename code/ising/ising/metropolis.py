"""Checkerboard Metropolis updates.

A sweep updates the even sublattice ((i + j) even), then the odd one.  The
four neighbours of a site all belong to the other sublattice, so every site
of one sublattice can be updated at once: each is a Metropolis single-spin
flip given the current neighbours, and the sequence of sublattice updates
leaves the Boltzmann distribution invariant (each half-sweep satisfies
detailed balance).

Flipping s_i changes the energy by dE = 2 s_i (J n_i + h), n_i the sum of
the four neighbours; it is accepted with probability min(1, exp(-dE / T)).
The acceptance probabilities of the 18 possible (s_i, s_i n_i) pairs are
computed once per run.

Random numbers: one uniform double per site of the sublattice being updated,
drawn as a block in row-major order of the sublattice's sites, from the
run's ``numpy.random.Generator``.
"""

from __future__ import annotations

import math

import numpy as np

from .lattice import checkerboard, neighbour_indices


def acceptance_table(temperature: float, J: float, h: float) -> np.ndarray:
    """table[b, k + 4] = min(1, exp(-dE / T)) for s = (+1 if b else -1) and s n = k."""
    beta = 1.0 / temperature
    table = np.empty((2, 9))
    for b, s in ((0, -1), (1, 1)):
        for k in range(-4, 5):
            delta_e = 2.0 * (J * k + h * s)
            table[b, k + 4] = 1.0 if delta_e <= 0 else math.exp(-beta * delta_e)
    return table


class Metropolis:
    def __init__(self, L: int, temperature: float, J: float, h: float, rng: np.random.Generator):
        self.L = L
        self.table = acceptance_table(temperature, J, h).reshape(-1)  # index 9 b + k + 4
        neighbours = neighbour_indices(L)
        self.sublattices = [(sites, neighbours[:, sites]) for sites in checkerboard(L)]
        self.rng = rng
        self.attempts = 0
        self.flips = 0

    def half_sweep(self, spins: np.ndarray, sites: np.ndarray, neighbours: np.ndarray) -> None:
        flat = spins.reshape(-1)  # a view: spins is C-contiguous
        s = flat[sites]
        up, down, left, right = neighbours
        k = s * (flat[up] + flat[down] + flat[left] + flat[right])
        index = np.where(s > 0, 13, 4) + k  # 9 b + k + 4 with b = 1 for s = +1
        flip = self.rng.random(len(sites)) < self.table[index]
        chosen = sites[flip]
        flat[chosen] = -flat[chosen]
        self.attempts += len(sites)
        self.flips += int(np.count_nonzero(flip))

    def sweep(self, spins: np.ndarray) -> None:
        for sites, neighbours in self.sublattices:
            self.half_sweep(spins, sites, neighbours)
