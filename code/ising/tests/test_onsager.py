"""The infinite-lattice signature: Onsager's critical temperature, energy and magnetisation."""

import math
import unittest

from ising import exact

from .helpers import simulate


class TestOnsagerFormulas(unittest.TestCase):
    def test_critical_temperature(self):
        self.assertAlmostEqual(exact.CRITICAL_TEMPERATURE, 2.269185314213022, delta=1e-14)
        # Kramers-Wannier self-duality: sinh(2 J / T_c) = 1
        self.assertAlmostEqual(math.sinh(2.0 / exact.CRITICAL_TEMPERATURE), 1.0, delta=1e-14)

    def test_energy_limits_and_critical_value(self):
        self.assertAlmostEqual(exact.onsager_energy(0.05), -2.0, delta=1e-12)
        self.assertAlmostEqual(exact.onsager_energy(1e4), 0.0, delta=1e-3)
        # u(T_c) = -sqrt(2)
        self.assertAlmostEqual(exact.onsager_energy(exact.CRITICAL_TEMPERATURE), -math.sqrt(2), delta=1e-6)

    def test_elliptic_integral(self):
        self.assertAlmostEqual(exact.elliptic_k(0.0), math.pi / 2, delta=1e-15)
        self.assertAlmostEqual(exact.elliptic_k(0.5), 1.685750354812596, delta=1e-14)


class TestSignature(unittest.TestCase):
    def test_ordered_below_and_disordered_above_critical_temperature(self):
        below = simulate(32, 1.5, 2000, seed=3).summary()
        above = simulate(32, 3.5, 2000, seed=3, start="hot").summary()
        self.assertAlmostEqual(below["mean_abs_m"], exact.onsager_magnetisation(1.5), delta=0.01)
        self.assertGreater(below["mean_abs_m"], 0.95)
        self.assertLess(above["mean_abs_m"], 0.15)

    def test_binder_cumulant_crosses_from_two_thirds_to_zero(self):
        below = simulate(16, 1.5, 3000, seed=4).summary()["binder"]
        above = simulate(16, 5.0, 3000, seed=4, start="hot").summary()["binder"]
        self.assertAlmostEqual(below, 2.0 / 3.0, delta=0.01)
        self.assertLess(above, 0.25)

    def test_energy_matches_onsager_away_from_critical_point(self):
        # At L = 32 finite-size corrections are far below the statistical error here.
        for temperature in (2.0, 3.0):
            run = simulate(32, temperature, 4000, seed=5)
            summary = run.summary()
            with self.subTest(T=temperature):
                self.assertLess(abs(summary["mean_e"] - exact.onsager_energy(temperature)),
                                5 * summary["stderr_e"] + 2e-3)

    def test_magnetisation_matches_yang_below_critical_point(self):
        summary = simulate(32, 2.0, 4000, seed=6).summary()
        self.assertLess(abs(summary["mean_abs_m"] - exact.onsager_magnetisation(2.0)),
                        5 * summary["stderr_abs_m"] + 3e-3)


if __name__ == "__main__":
    unittest.main()
