"""Conservation laws and time reversibility of a Plummer sphere."""

import unittest

import numpy as np

from nbody import diagnostics, ics
from nbody.forces import Gravity
from nbody.integrators import State, make_integrator

from .helpers import total_energy

HENON_SCALE = 3 * np.pi / 16


def evolve(integrator: str, n: int, seed: int, dt: float, steps: int, softening: float = 0.05):
    mass, pos, vel = ics.plummer(n, seed=seed, scale=HENON_SCALE)
    gravity = Gravity(mass, softening=softening)
    method = make_integrator(integrator, gravity)
    state = State(pos, vel)
    start = State(pos.copy(), vel.copy())
    for _ in range(steps):
        method.step(state, dt)
    return gravity, method, start, state


class TestConservation(unittest.TestCase):
    def test_momentum_conserved_to_rounding(self):
        gravity, _, _, state = evolve("leapfrog", 64, 5, 0.01, 300)
        scale = float((gravity.mass * np.sqrt((state.vel ** 2).sum(axis=1))).sum())
        self.assertLess(np.linalg.norm(diagnostics.momentum(gravity.mass, state.vel)), 1e-14 * scale)

    def test_angular_momentum_conserved_to_rounding(self):
        gravity, _, start, state = evolve("leapfrog", 64, 5, 0.01, 300)
        l0 = diagnostics.angular_momentum(gravity.mass, start.pos, start.vel)
        l1 = diagnostics.angular_momentum(gravity.mass, state.pos, state.vel)
        self.assertLess(np.linalg.norm(l1 - l0), 1e-13)

    def test_leapfrog_energy_error_scales_as_dt_squared(self):
        errors = []
        for dt, steps in ((0.02, 50), (0.01, 100), (0.005, 200)):
            gravity, _, start, state = evolve("leapfrog", 32, 11, dt, steps, softening=0.1)
            e0 = total_energy(gravity, start)
            errors.append(abs(total_energy(gravity, state) / e0 - 1))
        for k in range(2):
            self.assertGreater(errors[k] / errors[k + 1], 2.5)
            self.assertLess(errors[k] / errors[k + 1], 6.0)


class TestReversibility(unittest.TestCase):
    def check_reversible(self, integrator: str, tolerance: float):
        gravity, method, start, state = evolve(integrator, 32, 2, 0.01, 200)
        state.vel = -state.vel
        for _ in range(200):
            method.step(state, 0.01)
        np.testing.assert_allclose(state.pos, start.pos, atol=tolerance)
        np.testing.assert_allclose(-state.vel, start.vel, atol=tolerance)

    def test_leapfrog_is_time_reversible(self):
        self.check_reversible("leapfrog", 1e-10)

    def test_yoshida4_is_time_reversible(self):
        self.check_reversible("yoshida4", 1e-10)

    def test_rk4_is_not_exactly_reversible(self):
        gravity, method, start, state = evolve("rk4", 32, 2, 0.01, 200)
        state.vel = -state.vel
        for _ in range(200):
            method.step(state, 0.01)
        self.assertGreater(np.abs(state.pos - start.pos).max(), 1e-10)


class TestForceEvaluations(unittest.TestCase):
    def test_evaluations_per_step(self):
        for integrator, expected in (("leapfrog", 10 + 1), ("yoshida4", 3 * 10 + 1), ("rk4", 4 * 10)):
            gravity, _, _, _ = evolve(integrator, 8, 1, 0.01, 10)
            self.assertEqual(gravity.evaluations, expected, integrator)


class TestKernelsAgree(unittest.TestCase):
    def test_short_run_kernels_agree_pointwise(self):
        results = []
        for kernel in ("vectorised", "loop"):
            mass, pos, vel = ics.plummer(48, seed=9, scale=HENON_SCALE)
            gravity = Gravity(mass, softening=0.02, kernel=kernel)
            method, state = make_integrator("leapfrog", gravity), State(pos, vel)
            for _ in range(100):
                method.step(state, 0.01)
            results.append(np.hstack((state.pos, state.vel)))
        np.testing.assert_allclose(results[0], results[1], rtol=1e-10, atol=1e-12)


if __name__ == "__main__":
    unittest.main()
