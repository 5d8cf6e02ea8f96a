"""Shared helpers of the test suite (standard library and numpy only)."""

from __future__ import annotations

import math

import numpy as np

from nbody import ics
from nbody.forces import Gravity
from nbody.integrators import State, make_integrator


def kepler_run(integrator: str, dt: float, steps: int, eccentricity: float = 0.5, m1: float = 1.0,
               m2: float = 0.5, semi_major: float = 1.0):
    """Integrate a two-body orbit; return (mass, gravity, state)."""
    mass, pos, vel = ics.kepler(m1, m2, semi_major, eccentricity)
    gravity = Gravity(mass)
    method = make_integrator(integrator, gravity)
    state = State(pos, vel)
    for _ in range(steps):
        method.step(state, dt)
    return mass, gravity, state


def total_energy(gravity: Gravity, state: State) -> float:
    vel = state.vel
    kinetic = 0.5 * float((gravity.mass * (vel * vel).sum(axis=1)).sum())
    return kinetic + gravity.potential(state.pos)


def one_period_error(integrator: str, steps_per_orbit: int, eccentricity: float = 0.5) -> float:
    """Max position error after exactly one analytic period (the orbit is closed)."""
    period = ics.kepler_period(1.0, 0.5, 1.0)
    _, pos0, _ = ics.kepler(1.0, 0.5, 1.0, eccentricity)
    _, _, state = kepler_run(integrator, period / steps_per_orbit, steps_per_orbit, eccentricity)
    return float(np.abs(state.pos - pos0).max())


def log2_ratio(a: float, b: float) -> float:
    return math.log2(a / b)
