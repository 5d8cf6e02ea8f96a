"""Time integrators for dx/dt = v, dv/dt = a(x).

Each integrator is a class with ``step(state, dt)`` advancing a ``State`` in
place by one step of length dt.

* ``leapfrog``: kick-drift-kick velocity Verlet.  Second order, symplectic,
  time-reversible; one force evaluation per step (the last one is reused).
* ``yoshida4``: Yoshida's (1990) fourth-order composition of three leapfrog
  steps of lengths w1 dt, w0 dt, w1 dt with w1 = 1 / (2 - 2^(1/3)) and
  w0 = 1 - 2 w1.  Symplectic, time-reversible; three force evaluations per
  step.
* ``rk4``: the classical fourth-order Runge-Kutta method.  Not symplectic
  (the energy error grows secularly); four force evaluations per step.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from .forces import Gravity

CBRT2 = 2.0 ** (1.0 / 3.0)
YOSHIDA_W1 = 1.0 / (2.0 - CBRT2)
YOSHIDA_W0 = 1.0 - 2.0 * YOSHIDA_W1  # = -2^(1/3) / (2 - 2^(1/3))


@dataclass
class State:
    pos: np.ndarray  # (N, 3)
    vel: np.ndarray  # (N, 3)
    acc: np.ndarray | None = None  # accelerations at pos, kept between steps


class Leapfrog:
    order = 2
    evaluations_per_step = 1

    def __init__(self, gravity: Gravity):
        self.gravity = gravity

    def kdk(self, state: State, h: float) -> None:
        if state.acc is None:
            state.acc = self.gravity.accelerations(state.pos)
        state.vel += (0.5 * h) * state.acc
        state.pos += h * state.vel
        state.acc = self.gravity.accelerations(state.pos)
        state.vel += (0.5 * h) * state.acc

    def step(self, state: State, dt: float) -> None:
        self.kdk(state, dt)


class Yoshida4(Leapfrog):
    order = 4
    evaluations_per_step = 3

    def step(self, state: State, dt: float) -> None:
        self.kdk(state, YOSHIDA_W1 * dt)
        self.kdk(state, YOSHIDA_W0 * dt)
        self.kdk(state, YOSHIDA_W1 * dt)


class RK4:
    order = 4
    evaluations_per_step = 4

    def __init__(self, gravity: Gravity):
        self.gravity = gravity

    def step(self, state: State, dt: float) -> None:
        x0, v0 = state.pos, state.vel
        acc = self.gravity.accelerations
        k1x, k1v = v0, acc(x0)
        k2x, k2v = v0 + (0.5 * dt) * k1v, acc(x0 + (0.5 * dt) * k1x)
        k3x, k3v = v0 + (0.5 * dt) * k2v, acc(x0 + (0.5 * dt) * k2x)
        k4x, k4v = v0 + dt * k3v, acc(x0 + dt * k3x)
        state.pos = x0 + (dt / 6.0) * (k1x + 2.0 * k2x + 2.0 * k3x + k4x)
        state.vel = v0 + (dt / 6.0) * (k1v + 2.0 * k2v + 2.0 * k3v + k4v)
        state.acc = None


INTEGRATORS = {"leapfrog": Leapfrog, "yoshida4": Yoshida4, "rk4": RK4}


def make_integrator(name: str, gravity: Gravity):
    try:
        return INTEGRATORS[name](gravity)
    except KeyError:
        raise ValueError(f"unknown integrator {name!r}") from None
