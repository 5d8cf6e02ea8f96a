"""Softened pairwise forces: analytic two-body values, gradient of the potential, both kernels."""

import unittest

import numpy as np

from nbody import ics
from nbody.forces import Gravity


class TestTwoBody(unittest.TestCase):
    def test_newtonian_and_softened_pair(self):
        mass = np.array([2.0, 3.0])
        pos = np.array([[0.0, 0.0, 0.0], [0.0, 2.0, 0.0]])
        for eps in (0.0, 0.5):
            gravity = Gravity(mass, G=0.7, softening=eps)
            acc = gravity.accelerations(pos)
            denominator = (4.0 + eps * eps) ** 1.5
            np.testing.assert_allclose(acc[0], [0.0, 0.7 * 3.0 * 2.0 / denominator, 0.0], rtol=1e-15)
            np.testing.assert_allclose(acc[1], [0.0, -0.7 * 2.0 * 2.0 / denominator, 0.0], rtol=1e-15)
            self.assertAlmostEqual(gravity.potential(pos), -0.7 * 6.0 / np.sqrt(4.0 + eps * eps), delta=1e-15)


class TestPlummer64(unittest.TestCase):
    def setUp(self):
        self.mass, self.pos, _ = ics.plummer(64, seed=3)

    def test_newton_third_law(self):
        acc = Gravity(self.mass, softening=0.01).accelerations(self.pos)
        scale = np.abs(self.mass[:, None] * acc).sum()
        self.assertLess(np.abs(self.mass @ acc).max(), 1e-14 * scale)

    def test_force_is_minus_gradient_of_potential(self):
        gravity = Gravity(self.mass, softening=0.05)
        acc = gravity.accelerations(self.pos)
        h = 1e-6
        for i in (0, 17, 63):
            for k in range(3):
                plus, minus = self.pos.copy(), self.pos.copy()
                plus[i, k] += h
                minus[i, k] -= h
                derivative = (gravity.potential(plus) - gravity.potential(minus)) / (2 * h)
                self.assertAlmostEqual(-derivative / self.mass[i], acc[i, k], delta=1e-6 * np.abs(acc[i]).max())

    def test_kernels_agree_to_rounding(self):
        for eps in (0.0, 0.02):
            vec = Gravity(self.mass, softening=eps, kernel="vectorised")
            loop = Gravity(self.mass, softening=eps, kernel="loop")
            a, b = vec.accelerations(self.pos), loop.accelerations(self.pos)
            np.testing.assert_allclose(a, b, rtol=1e-12, atol=1e-13 * np.abs(a).max())
            self.assertAlmostEqual(vec.potential(self.pos) / loop.potential(self.pos), 1.0, delta=1e-14)


if __name__ == "__main__":
    unittest.main()
