"""Order of accuracy of each integrator on a closed Kepler orbit."""

import unittest

from .helpers import log2_ratio, one_period_error


class TestConvergence(unittest.TestCase):
    def order(self, integrator: str, steps: tuple[int, ...]) -> list[float]:
        errors = [one_period_error(integrator, n) for n in steps]
        return [log2_ratio(errors[k], errors[k + 1]) for k in range(len(errors) - 1)]

    def test_leapfrog_is_second_order(self):
        for order in self.order("leapfrog", (400, 800, 1600, 3200)):
            self.assertGreater(order, 1.9)
            self.assertLess(order, 2.1)

    def test_yoshida4_is_fourth_order(self):
        for order in self.order("yoshida4", (200, 400, 800)):
            self.assertGreater(order, 3.8)
            self.assertLess(order, 4.2)

    def test_rk4_is_fourth_order(self):
        for order in self.order("rk4", (400, 800, 1600)):
            self.assertGreater(order, 3.8)
            self.assertLess(order, 4.2)


if __name__ == "__main__":
    unittest.main()
