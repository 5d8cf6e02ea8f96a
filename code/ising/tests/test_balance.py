"""Detailed balance: the acceptance rule and the stationary distribution of a tiny lattice."""

import math
import unittest

import numpy as np

from ising import exact
from ising.lattice import checkerboard, initial_spins, neighbour_indices, neighbour_sum
from ising.metropolis import Metropolis, acceptance_table


class TestAcceptanceRule(unittest.TestCase):
    def test_metropolis_ratio(self):
        # P(s -> -s) / P(-s -> s) = exp(-dE / T) for every local environment
        for temperature, J, h in ((2.0, 1.0, 0.0), (1.3, 0.7, 0.25), (5.0, -1.0, -0.4)):
            table = acceptance_table(temperature, J, h)
            for k in range(-4, 5):  # k = s n for s = +1; the reverse move has s = -1 and s n = -k
                forward, backward = table[1, k + 4], table[0, -k + 4]
                delta_e = 2.0 * (J * k + h)
                self.assertAlmostEqual(forward / backward, math.exp(-delta_e / temperature), delta=1e-14)
                self.assertLessEqual(max(forward, backward), 1.0)
                self.assertEqual(max(forward, backward), 1.0)

    def test_neighbours_are_on_the_other_sublattice(self):
        for L in (2, 4, 6):
            even, odd = checkerboard(L)
            neighbours = neighbour_indices(L)
            self.assertTrue(np.isin(neighbours[:, even], odd).all())
            self.assertTrue(np.isin(neighbours[:, odd], even).all())

    def test_neighbour_index_and_roll_agree(self):
        rng = np.random.default_rng(0)
        spins = np.where(rng.random((6, 6)) < 0.5, -1, 1).astype(np.int8)
        gathered = spins.reshape(-1)[neighbour_indices(6)].sum(axis=0)
        np.testing.assert_array_equal(gathered, neighbour_sum(spins).reshape(-1))


def sweep_kernel(L: int, temperature: float, J: float, h: float) -> np.ndarray:
    """The exact transition matrix of one sweep (even sublattice, then odd) over all 2^(L*L) states."""
    n = L * L
    spins = exact.all_configurations(L).reshape(-1, n).astype(np.int64)
    table = acceptance_table(temperature, J, h)
    neighbours = neighbour_indices(L)
    kernel = np.eye(2 ** n)
    for sites in checkerboard(L):
        half = np.zeros((2 ** n, 2 ** n))
        s = spins[:, sites]
        k = s * spins[:, neighbours[:, sites]].sum(axis=1)
        p = table[(s > 0).astype(int), k + 4]  # flip probability of each sublattice site
        for subset in range(2 ** len(sites)):
            flip = ((subset >> np.arange(len(sites))) & 1).astype(bool)
            mask = sum(1 << int(site) for site, f in zip(sites, flip) if f)
            half[np.arange(2 ** n), np.arange(2 ** n) ^ mask] += np.prod(np.where(flip, p, 1 - p), axis=1)
        kernel = kernel @ half
    return kernel


class TestStationaryDistribution(unittest.TestCase):
    def test_boltzmann_is_exactly_stationary_under_a_sweep(self):
        # pi K = pi for the exact sweep kernel of the 2 x 2 lattice (the same holds on 4 x 4,
        # 65536 states, checked once by hand; too slow for the suite)
        for temperature, h in ((2.3, 0.0), (1.1, 0.4), (6.0, -0.2)):
            kernel = sweep_kernel(2, temperature, 1.0, h)
            pi = exact.enumerate_lattice(2, temperature, h=h)["probabilities"]
            np.testing.assert_allclose(kernel.sum(axis=1), 1.0, atol=1e-14)
            np.testing.assert_allclose(pi @ kernel, pi, atol=1e-15)

    def test_two_by_two_visits_states_with_boltzmann_frequencies(self):
        temperature, h, sweeps = 3.0, 0.3, 20000
        exact_p = exact.enumerate_lattice(2, temperature, h=h)["probabilities"]
        rng = np.random.default_rng(10)
        spins = initial_spins(2, "hot", rng)
        updater = Metropolis(2, temperature, 1.0, h, rng)
        weights = 1 << np.arange(4)  # state code as in exact.all_configurations: bit k = site k is up
        codes = np.empty(sweeps, dtype=np.int64)
        for sweep in range(sweeps):
            updater.sweep(spins)
            codes[sweep] = int(weights[spins.reshape(-1) > 0].sum())
        counts = np.bincount(codes, minlength=16)
        expected = exact_p * sweeps
        # successive sweeps are correlated; a chi-square per degree of freedom well below 4 is a pass
        chi2 = float((((counts - expected) ** 2) / expected).sum()) / 15
        self.assertLess(chi2, 4.0, (counts, expected.round()))


if __name__ == "__main__":
    unittest.main()
