"""Two-body Kepler orbits against their analytic period, energy and angular momentum."""

import math
import unittest

import numpy as np

from nbody import diagnostics, ics
from nbody.forces import Gravity
from nbody.integrators import State

from .helpers import kepler_run, total_energy


class TestKeplerInitialCondition(unittest.TestCase):
    def test_energy_and_angular_momentum_are_analytic(self):
        for e in (0.0, 0.3, 0.9):
            mass, pos, vel = ics.kepler(1.0, 0.25, 2.0, e, G=1.5)
            gravity = Gravity(mass, G=1.5)
            energy = total_energy(gravity, State(pos, vel))
            self.assertAlmostEqual(energy / ics.kepler_energy(1.0, 0.25, 2.0, G=1.5), 1.0, delta=1e-14)
            # |L| = mu sqrt(G M a (1 - e^2)), mu the reduced mass
            mu, total = 1.0 * 0.25 / 1.25, 1.25
            expected = mu * math.sqrt(1.5 * total * 2.0 * (1.0 - e * e))
            self.assertAlmostEqual(np.linalg.norm(diagnostics.angular_momentum(mass, pos, vel)) / expected, 1.0,
                                   delta=1e-14)

    def test_starts_at_pericentre_at_rest_centre_of_mass(self):
        mass, pos, vel = ics.kepler(3.0, 1.0, 1.0, 0.4)
        self.assertAlmostEqual(np.linalg.norm(pos[1] - pos[0]), 0.6, delta=1e-15)
        np.testing.assert_allclose(mass @ pos, 0.0, atol=1e-15)
        np.testing.assert_allclose(mass @ vel, 0.0, atol=1e-15)


class TestKeplerPeriod(unittest.TestCase):
    def test_orbit_closes_after_the_analytic_period(self):
        period = ics.kepler_period(1.0, 0.5, 1.0)
        _, pos0, vel0 = ics.kepler(1.0, 0.5, 1.0, 0.5)
        _, _, state = kepler_run("yoshida4", period / 1000, 1000)
        # fourth order: the error after one orbit is about 1e-6 at 1000 steps per orbit
        np.testing.assert_allclose(state.pos, pos0, atol=1e-5)
        np.testing.assert_allclose(state.vel, vel0, atol=1e-5)

    def test_half_period_reaches_apocentre(self):
        period = ics.kepler_period(1.0, 0.5, 1.0)
        _, _, state = kepler_run("yoshida4", period / 1000, 500)
        separation = np.linalg.norm(state.pos[1] - state.pos[0])
        self.assertAlmostEqual(separation, 1.0 * (1 + 0.5), delta=1e-7)

    def test_measured_period_from_pericentre_passages(self):
        # Time between the first two returns to minimum separation, interpolated.
        period = ics.kepler_period(1.0, 0.5, 1.0)
        dt = period / 400
        mass, pos, vel = ics.kepler(1.0, 0.5, 1.0, 0.5)
        from nbody.integrators import Yoshida4
        gravity = Gravity(mass)
        method, state = Yoshida4(gravity), State(pos, vel)
        radial = []
        for _ in range(1200):
            rel_p = state.pos[1] - state.pos[0]
            rel_v = state.vel[1] - state.vel[0]
            radial.append(float(rel_p @ rel_v))  # r dr/dt: crosses 0 upward at pericentre
            method.step(state, dt)
        radial = np.array(radial)
        upward = np.nonzero((radial[:-1] < 0) & (radial[1:] >= 0))[0]
        times = [(k + (-radial[k]) / (radial[k + 1] - radial[k])) * dt for k in upward]
        self.assertGreaterEqual(len(times), 2)
        self.assertAlmostEqual((times[-1] - times[0]) / (len(times) - 1) / period, 1.0, delta=1e-4)


class TestKeplerConservation(unittest.TestCase):
    def test_leapfrog_energy_error_is_bounded_over_many_orbits(self):
        period = ics.kepler_period(1.0, 0.5, 1.0)
        mass, pos, vel = ics.kepler(1.0, 0.5, 1.0, 0.5)
        gravity = Gravity(mass)
        from nbody.integrators import Leapfrog
        method, state = Leapfrog(gravity), State(pos, vel)
        e0 = total_energy(gravity, state)
        worst = []  # largest energy error within each orbit
        for orbit in range(50):
            errors = []
            for _ in range(200):
                method.step(state, period / 200)
                errors.append(abs(total_energy(gravity, state) / e0 - 1))
            worst.append(max(errors))
        # symplectic: the error oscillates within a band that does not grow secularly
        self.assertLess(max(worst), 5e-3)  # 200 steps per orbit, e = 0.5
        self.assertLess(max(worst[-10:]), 1.5 * max(worst[:10]))

    def test_yoshida_conserves_energy_to_1e9(self):
        period = ics.kepler_period(1.0, 0.5, 1.0)
        mass, gravity, state = kepler_run("yoshida4", period / 500, 5000)
        self.assertLess(abs(total_energy(gravity, state) / ics.kepler_energy(1.0, 0.5, 1.0) - 1), 1e-9)

    def test_leapfrog_conserves_angular_momentum_to_rounding(self):
        mass, pos, vel = ics.kepler(1.0, 0.5, 1.0, 0.7)
        l0 = np.linalg.norm(diagnostics.angular_momentum(mass, pos, vel))
        period = ics.kepler_period(1.0, 0.5, 1.0)
        _, _, state = kepler_run("leapfrog", period / 300, 3000, eccentricity=0.7)
        l1 = np.linalg.norm(diagnostics.angular_momentum(mass, state.pos, state.vel))
        self.assertLess(abs(l1 / l0 - 1), 1e-12)

    def test_rk4_energy_drifts_secularly(self):
        # The non-symplectic method loses energy steadily: documents why leapfrog is the default.
        period = ics.kepler_period(1.0, 0.5, 1.0)
        e_exact = ics.kepler_energy(1.0, 0.5, 1.0)
        drifts = []
        for orbits in (5, 20):
            _, gravity, state = kepler_run("rk4", period / 100, 100 * orbits, eccentricity=0.7)
            drifts.append(abs(total_energy(gravity, state) / e_exact - 1))
        self.assertGreater(drifts[1], 3 * drifts[0])


if __name__ == "__main__":
    unittest.main()
