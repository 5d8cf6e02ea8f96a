"""The L x L periodic square lattice of spins s = +-1 and its observables.

The energy of a configuration is

    E = -J sum_<ij> s_i s_j - h sum_i s_i,

the first sum running over the 2N nearest-neighbour bonds of the periodic
lattice (each site's right and lower neighbour).  On a 2 x 2 lattice the
right and left neighbour are the same site, so every pair is bonded twice;
the formula is applied as written.
"""

from __future__ import annotations

import numpy as np


def neighbour_sum(spins: np.ndarray) -> np.ndarray:
    """Sum of the four nearest neighbours of every site (periodic), as int8."""
    return (np.roll(spins, 1, axis=0) + np.roll(spins, -1, axis=0)
            + np.roll(spins, 1, axis=1) + np.roll(spins, -1, axis=1))


def neighbour_indices(L: int) -> np.ndarray:
    """Flat indices of the up, down, left and right neighbour of every site, shape (4, L*L)."""
    i, j = np.indices((L, L))
    return np.stack([((i - 1) % L * L + j).ravel(), ((i + 1) % L * L + j).ravel(),
                     (i * L + (j - 1) % L).ravel(), (i * L + (j + 1) % L).ravel()])


def bond_sum(spins: np.ndarray) -> int:
    """sum over the 2N bonds of s_i s_j."""
    s = spins.astype(np.int64)
    return int((s * (np.roll(s, -1, axis=0) + np.roll(s, -1, axis=1))).sum())


def total_energy(spins: np.ndarray, J: float, h: float) -> float:
    return -J * bond_sum(spins) - h * int(spins.sum(dtype=np.int64))


def energy_per_site(spins: np.ndarray, J: float, h: float) -> float:
    return total_energy(spins, J, h) / spins.size


def magnetisation_per_site(spins: np.ndarray) -> float:
    return int(spins.sum(dtype=np.int64)) / spins.size


def checkerboard(L: int) -> tuple[np.ndarray, np.ndarray]:
    """Flat indices of the two sublattices ((i + j) even, (i + j) odd), row-major."""
    i, j = np.indices((L, L))
    colour = ((i + j) % 2).ravel()
    return np.flatnonzero(colour == 0), np.flatnonzero(colour == 1)


def initial_spins(L: int, start: str, rng: np.random.Generator) -> np.ndarray:
    if start == "cold":
        return np.ones((L, L), dtype=np.int8)
    return np.where(rng.random((L, L)) < 0.5, -1, 1).astype(np.int8)
