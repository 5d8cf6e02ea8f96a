"""Shared helpers of the test suite (standard library and numpy only)."""

from __future__ import annotations

import numpy as np

from ising.params import Params
from ising.simulation import Run


def simulate(L: int, temperature: float, sweeps: int, seed: int = 1, thermalisation: int = 200, J: float = 1.0,
             h: float = 0.0, start: str = "cold", sample_every: int = 1) -> Run:
    run = Run(Params(L=L, temperature=temperature, J=J, h=h, sweeps=sweeps, thermalisation=thermalisation,
                     sample_every=sample_every, seed=seed, start=start))
    run.evolve()
    return run


def series(run: Run) -> tuple[np.ndarray, np.ndarray]:
    data = np.array([(m, e) for _, m, e in run.samples])
    return data[:, 0], data[:, 1]
