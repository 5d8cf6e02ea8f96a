"""The T -> 0 and T -> infinity limits, where the answers are exact."""

import unittest

import numpy as np

from .helpers import series, simulate


class TestLowTemperature(unittest.TestCase):
    def test_ground_state_energy_and_full_magnetisation(self):
        run = simulate(16, 0.3, 200, start="cold")
        m, e = series(run)
        # flipping one spin costs 8J: at T = 0.3 its probability is exp(-26.7) ~ 3e-12 per site and sweep
        np.testing.assert_array_equal(e, -2.0)
        np.testing.assert_array_equal(m, 1.0)
        self.assertEqual(run.updater.flips, 0)

    def test_ground_state_with_field(self):
        run = simulate(8, 0.3, 100, h=0.5, start="cold")
        _, e = series(run)
        np.testing.assert_array_equal(e, -2.5)  # -2J - h per site

    def test_hot_start_orders_at_low_temperature(self):
        # from a random start the lattice orders (possibly with a straight domain wall, |m| then drops)
        run = simulate(8, 0.5, 500, thermalisation=2000, start="hot", seed=2)
        m, e = series(run)
        self.assertLessEqual(np.max(e), -1.5)


class TestHighTemperature(unittest.TestCase):
    def test_infinite_temperature_flips_every_spin(self):
        # At T -> infinity every Metropolis proposal is accepted, so a sweep flips the whole
        # lattice: the chain has period two (a known non-ergodicity of Metropolis at beta = 0).
        run = simulate(16, 1e300, 10, start="hot", seed=3, thermalisation=0)
        m, e = series(run)
        self.assertEqual(run.acceptance, 1.0)
        np.testing.assert_array_equal(m[1:], -m[:-1])
        np.testing.assert_array_equal(e, e[0])

    def test_high_temperature_series(self):
        # <e> = -2 tanh(1/T) + O(T^-3) for T >> 1
        run = simulate(32, 20.0, 3000, start="hot", seed=4)
        _, e = series(run)
        self.assertAlmostEqual(float(e.mean()), -2.0 * np.tanh(1 / 20.0), delta=0.004)


if __name__ == "__main__":
    unittest.main()
