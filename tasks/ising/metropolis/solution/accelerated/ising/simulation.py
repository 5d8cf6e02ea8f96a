"""One Monte Carlo run: thermalise, sample, estimate, write the output files."""

from __future__ import annotations

import io
import json
import math
import os
import tempfile

import numpy as np

from .lattice import energy_per_site, initial_spins, magnetisation_per_site
from .metropolis import Metropolis, SublatticeChain
from .params import Params

SAMPLES_HEADER = "# sweep m abs_m e"
OBSERVABLES_HEADER = "# mean_e mean_abs_m mean_m2 mean_m4 susceptibility specific_heat binder acceptance"
BATCHES = 20


def batch_error(series: np.ndarray, batches: int = BATCHES) -> float:
    """Standard error of the mean from `batches` batch means (autocorrelation-aware)."""
    usable = len(series) - len(series) % batches
    if usable < 2 * batches:
        return math.nan
    means = series[:usable].reshape(batches, -1).mean(axis=1)
    return float(means.std(ddof=1) / math.sqrt(batches))


def estimates(m: np.ndarray, e: np.ndarray, n_sites: int, temperature: float) -> dict:
    """Thermal averages and fluctuation estimators from the sample series."""
    beta = 1.0 / temperature
    abs_m = np.abs(m)
    m2 = m * m
    out = {
        "mean_m": float(m.mean()),
        "mean_abs_m": float(abs_m.mean()),
        "mean_m2": float(m2.mean()),
        "mean_m4": float((m2 * m2).mean()),
        "mean_e": float(e.mean()),
        "mean_e2": float((e * e).mean()),
    }
    out["susceptibility"] = n_sites * beta * (out["mean_m2"] - out["mean_abs_m"] ** 2)
    out["specific_heat"] = n_sites * beta ** 2 * (out["mean_e2"] - out["mean_e"] ** 2)
    out["binder"] = 1.0 - out["mean_m4"] / (3.0 * out["mean_m2"] ** 2) if out["mean_m2"] > 0 else 0.0
    out["stderr_e"] = batch_error(e)
    out["stderr_abs_m"] = batch_error(abs_m)
    return out


class Run:
    def __init__(self, p: Params):
        self.params = p
        self.rng = np.random.Generator(np.random.PCG64(p.seed))
        self.spins = initial_spins(p.L, p.start, self.rng)
        # The chain of ``Metropolis`` (same deviates, same decisions, same spins), kept as its
        # two sublattices so that a sweep is a few whole-array operations (see SublatticeChain).
        try:
            self.updater = SublatticeChain(self.spins, p.temperature, p.J, p.h, self.rng)
        except ValueError:  # an acceptance table out of order (rounding): the plain updater
            self.updater = Metropolis(p.L, p.temperature, p.J, p.h, self.rng)
        self.samples: list[tuple[int, float, float]] = []
        self.acceptance = math.nan

    def evolve(self) -> None:
        p = self.params
        updater = self.updater
        n_sites = p.L * p.L
        samples = self.samples

        def sample(sweep: int) -> None:
            # magnetisation_per_site and energy_per_site of the lattice, from the same integers
            total, bonds = updater.observables()
            samples.append((sweep, total / n_sites, (-p.J * bonds - p.h * total) / n_sites))

        if isinstance(updater, SublatticeChain):
            updater.run(p.thermalisation)
            updater.attempts = updater.flips = 0
            updater.run(p.sweeps, p.sample_every, sample)
            self.spins = updater.spins()
        else:
            for _ in range(p.thermalisation):
                updater.sweep(self.spins)
            updater.attempts = updater.flips = 0
            for sweep in range(1, p.sweeps + 1):
                updater.sweep(self.spins)
                if sweep % p.sample_every == 0:
                    samples.append((sweep, magnetisation_per_site(self.spins),
                                    energy_per_site(self.spins, p.J, p.h)))
        self.acceptance = updater.flips / updater.attempts

    def summary(self) -> dict:
        p = self.params
        series = np.array([(m, e) for _, m, e in self.samples]).reshape(-1, 2)
        out = {
            "L": p.L, "sites": p.L * p.L, "temperature": p.temperature, "J": p.J, "h": p.h,
            "sweeps": p.sweeps, "thermalisation": p.thermalisation, "sample_every": p.sample_every,
            "seed": p.seed, "start": p.start, "samples": len(self.samples), "acceptance": self.acceptance,
        }
        if len(self.samples):
            out.update(estimates(series[:, 0], series[:, 1], p.L * p.L, p.temperature))
        return out


def _atomic_write(path: str, data: bytes) -> None:
    directory = os.path.dirname(os.path.abspath(path))
    fd, tmp = tempfile.mkstemp(prefix=".tmp-", dir=directory)
    try:
        with os.fdopen(fd, "wb") as handle:
            handle.write(data)
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise


def _finite_or_none(value):
    return value if not isinstance(value, float) or math.isfinite(value) else None


def write_outputs(run: Run, out_dir: str) -> None:
    """samples.txt, observables.txt, summary.json and final_spins.npy."""
    os.makedirs(out_dir, exist_ok=True)
    lines = [SAMPLES_HEADER] + [f"{sweep} {m:.17g} {abs(m):.17g} {e:.17g}" for sweep, m, e in run.samples]
    _atomic_write(os.path.join(out_dir, "samples.txt"), ("\n".join(lines) + "\n").encode())
    s = run.summary()
    if run.samples:
        keys = OBSERVABLES_HEADER[2:].split()
        row = " ".join(format(s[k], ".17g") for k in keys)
        _atomic_write(os.path.join(out_dir, "observables.txt"), f"{OBSERVABLES_HEADER}\n{row}\n".encode())
    summary = {k: _finite_or_none(v) for k, v in s.items()}
    _atomic_write(os.path.join(out_dir, "summary.json"), (json.dumps(summary, indent=2) + "\n").encode())
    buffer = io.BytesIO()
    np.save(buffer, run.spins, allow_pickle=False)
    _atomic_write(os.path.join(out_dir, "final_spins.npy"), buffer.getvalue())


def run_file(params: Params, out_dir: str) -> Run:
    run = Run(params)
    run.evolve()
    write_outputs(run, out_dir)
    return run
