"""Monte Carlo estimates against exact enumeration of small lattices."""

import math
import unittest

import numpy as np

from ising import exact

from .helpers import series, simulate


class TestEnumeration(unittest.TestCase):
    def test_two_by_two_partition_function(self):
        # On the periodic 2 x 2 lattice every pair is bonded twice: 2 states at E = -8J,
        # 12 at E = 0 and 2 at E = +8J, so Z = 4 cosh(8K) + 12 and <E>/4 = -2 sinh(8K) / (cosh(8K) + 3).
        for temperature in (1.0, 2.5, 10.0):
            K = 1.0 / temperature
            expected = -2.0 * math.sinh(8 * K) / (math.cosh(8 * K) + 3.0)
            self.assertAlmostEqual(exact.enumerate_lattice(2, temperature)["mean_e"], expected, delta=1e-13)

    def test_probabilities_sum_to_one_and_symmetry(self):
        result = exact.enumerate_lattice(4, 2.3)
        self.assertAlmostEqual(result["probabilities"].sum(), 1.0, delta=1e-12)
        # h = 0: up-down symmetry, up to the rounding of a sum over 2^16 states (its order follows
        # the arrays' memory alignment, so the last bits vary from run to run)
        self.assertAlmostEqual(result["mean_m"], 0.0, delta=1e-12)

    def test_field_polarises(self):
        self.assertGreater(exact.enumerate_lattice(4, 3.0, h=0.2)["mean_m"], 0.1)


class TestMonteCarloMatchesEnumeration(unittest.TestCase):
    """4 x 4 lattice: the MC averages agree with the exact ones within their statistical error."""

    def check(self, temperature: float, h: float = 0.0, sweeps: int = 8000):
        exact_values = exact.enumerate_lattice(4, temperature, h=h)
        run = simulate(4, temperature, sweeps, seed=11, h=h, start="hot")
        summary = run.summary()
        m, e = series(run)
        for key, values in (("mean_e", e), ("mean_abs_m", np.abs(m)), ("mean_m2", m * m)):
            from ising.simulation import batch_error
            error = batch_error(values)
            with self.subTest(T=temperature, h=h, observable=key):
                self.assertLess(abs(summary[key] - exact_values[key]), 5 * error + 1e-9,
                                f"MC {summary[key]} vs exact {exact_values[key]} (stderr {error:.2g})")

    def test_below_critical(self):
        self.check(1.8)

    def test_near_critical(self):
        self.check(2.3)

    def test_above_critical(self):
        self.check(3.5)

    def test_with_field(self):
        self.check(2.5, h=0.3)


if __name__ == "__main__":
    unittest.main()
