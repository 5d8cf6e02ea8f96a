"""One run: initial condition, time loop, diagnostics, output files."""

from __future__ import annotations

import json
import os
import tempfile

import numpy as np

from . import diagnostics, ics
from .forces import Gravity
from .integrators import State, make_integrator
from .params import Params

ENERGY_HEADER = "# step time kinetic potential total momentum angular_momentum"


def initial_state(p: Params) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    if p.initial == "plummer":
        return ics.plummer(p.n, p.seed, p.total_mass, p.scale, p.truncation, p.G)
    return ics.kepler(p.m1, p.m2, p.semi_major, p.eccentricity, p.G)


class Run:
    """The state of a run and its energy history."""

    def __init__(self, p: Params):
        self.params = p
        mass, pos, vel = initial_state(p)
        self.gravity = Gravity(mass, p.G, p.softening, p.kernel)
        self.integrator = make_integrator(p.integrator, self.gravity)
        self.state = State(pos, vel)
        self.history: list[tuple] = []

    def record(self, step: int) -> None:
        time = step * self.params.dt
        self.history.append(diagnostics.row(step, time, self.gravity, self.state.pos, self.state.vel))

    def evolve(self) -> None:
        p = self.params
        self.record(0)
        for step in range(1, p.steps + 1):
            self.integrator.step(self.state, p.dt)
            if step % p.output_every == 0 or step == p.steps:
                self.record(step)
            if not (np.isfinite(self.state.pos).all() and np.isfinite(self.state.vel).all()):
                raise FloatingPointError(f"non-finite state at step {step}")

    def summary(self) -> dict:
        p = self.params
        first, last = self.history[0], self.history[-1]
        e0 = first[4]
        drift = max(abs(r[4] - e0) for r in self.history) / abs(e0)
        return {
            "n": int(len(self.gravity.mass)),
            "initial": p.initial,
            "integrator": p.integrator,
            "steps": p.steps,
            "dt": p.dt,
            "t_final": p.steps * p.dt,
            "G": p.G,
            "softening": p.softening,
            "total_mass": float(self.gravity.mass.sum()),
            "energy_initial": e0,
            "energy_final": last[4],
            "kinetic_final": last[2],
            "potential_final": last[3],
            "virial_ratio_final": -2.0 * last[2] / last[3],
            "energy_max_relative_drift": drift,
            "momentum_final": last[5],
            "angular_momentum_final": last[6],
        }


def _atomic_write(path: str, write) -> None:
    directory = os.path.dirname(os.path.abspath(path))
    fd, tmp = tempfile.mkstemp(prefix=".tmp-", dir=directory)
    try:
        with os.fdopen(fd, "wb") as handle:
            write(handle)
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise


def _fmt(value) -> str:
    return str(value) if isinstance(value, int) else format(value, ".17g")


def write_outputs(run: Run, out_dir: str) -> None:
    """final_state.npy, masses.npy, radii.npy, energy.txt, summary.json."""
    os.makedirs(out_dir, exist_ok=True)
    mass, pos, vel = run.gravity.mass, run.state.pos, run.state.vel
    arrays = {
        "final_state.npy": np.ascontiguousarray(np.hstack((pos, vel)), dtype="<f8"),
        "masses.npy": np.ascontiguousarray(mass, dtype="<f8"),
        "radii.npy": np.ascontiguousarray(diagnostics.radii(mass, pos), dtype="<f8"),
    }
    for name, array in arrays.items():
        _atomic_write(os.path.join(out_dir, name), lambda h, a=array: np.save(h, a, allow_pickle=False))
    lines = [ENERGY_HEADER] + [" ".join(_fmt(v) for v in r) for r in run.history]
    text = "\n".join(lines) + "\n"
    _atomic_write(os.path.join(out_dir, "energy.txt"), lambda h: h.write(text.encode()))
    summary = json.dumps(run.summary(), indent=2) + "\n"
    _atomic_write(os.path.join(out_dir, "summary.json"), lambda h: h.write(summary.encode()))


def run_file(params: Params, out_dir: str) -> Run:
    run = Run(params)
    run.evolve()
    write_outputs(run, out_dir)
    return run
