"""Helpers of the tmm checks: import tmm from the tree under test, read the check's input
file, write its graded arrays.

Every check of this leaf carries the same copy of this file beside its harness/run.py (the
local runner's sandbox binds only the check's own folder, so a leaf-wide tests/harness/ is not
reachable there). run.sh starts

    python3 harness/run.py INPUT_DIR OUT_DIR

with PYTHONPATH holding a scratch folder in which `tmm` is a link to $SOURCE_DIR (the tmm sdist's
root is the package itself).
"""

import json
import math
import os
import sys
from pathlib import Path

import numpy as np


def import_tmm():
    """The tmm package of $SOURCE_DIR, refusing any other copy (an installed one, say)."""
    import tmm

    source = Path(os.environ["SOURCE_DIR"]).resolve()
    found = Path(tmm.__file__).resolve().parent
    if found != source:
        sys.exit(f"harness: 'import tmm' found {found}, not the tree under test {source}")
    return tmm


def arguments():
    """(input folder, output folder) from the command line."""
    if len(sys.argv) != 3:
        sys.exit("usage: run.py INPUT_DIR OUT_DIR")
    return Path(sys.argv[1]), Path(sys.argv[2])


def read_input(input_dir, name="input.json"):
    with open(Path(input_dir) / name, encoding="utf-8") as handle:
        return json.load(handle)


def index(value):
    """A refractive index from the input file: a number, or [real, imag]."""
    if isinstance(value, list):
        return complex(value[0], value[1])
    return value


def indices(values):
    return [index(value) for value in values]


def thicknesses(values):
    """Layer thicknesses from the input file: null stands for a semi-infinite medium (inf)."""
    return [math.inf if value is None else value for value in values]


def as_real(values):
    """A float64 array; complex values get a last axis [real, imag]."""
    array = np.asarray(values)
    if np.iscomplexobj(array):
        return np.stack([array.real, array.imag], axis=-1).astype(np.float64)
    return array.astype(np.float64)


def save(out_dir, name, values):
    np.save(Path(out_dir) / f"{name}.npy", as_real(values), allow_pickle=False)


def coh_fields(data):
    """Every numeric output of one coh_tmm call, in three arrays: the amplitudes [r, t], the
    powers [R, T, power entering], and per layer [v, w, kz, theta] (forward and backward
    amplitudes, forward wavevector normal to the layers, propagation angle)."""
    return {
        "amplitudes": np.array([data["r"], data["t"]], dtype=complex),
        "powers": np.array([data["R"], data["T"], data["power_entering"]], dtype=float),
        "layers": np.column_stack([np.asarray(data["vw_list"], dtype=complex),
                                   np.asarray(data["kz_list"], dtype=complex),
                                   np.asarray(data["th_list"], dtype=complex)]),
    }


def save_coh(out_dir, prefix, runs):
    """The coh_tmm outputs of one or more runs (one per polarisation, say), stacked on a first
    axis: PREFIX_amplitudes, PREFIX_powers, PREFIX_layers."""
    fields = [coh_fields(data) for data in runs]
    for name in ("amplitudes", "powers", "layers"):
        save(out_dir, f"{prefix}_{name}", np.stack([f[name] for f in fields]))


def inc_summary(tmm, data):
    """Every numeric output of one inc_tmm call as one flat float64 vector, in this order:
    R, T; VW_list (forward and backward intensity at the start of each incoherent layer), whose
    first row is undefined (NaN) by definition and is written as two flags, 1.0 where it is NaN;
    power_entering_list (one per incoherent layer); stackFB_list (light reaching each coherent
    stack forwards and backwards); inc_absorp_in_each_layer (one per layer); then for each
    coherent stack the coh_fields of coh_tmm_data_list and of coh_tmm_bdata_list (the stack run
    forwards, then reversed), complex values as [real, imag]. (The flags keep every graded value
    finite: sab's tolerance calibration cannot yet use a NaN or infinite reference value.)"""
    vw = np.asarray(data["VW_list"], dtype=float)
    parts = [
        np.array([data["R"], data["T"]], dtype=float),
        np.isnan(vw[0]).astype(float),
        np.ravel(vw[1:]),
        np.asarray(data["power_entering_list"], dtype=float),
        np.ravel(np.asarray(data["stackFB_list"], dtype=float)),
        np.asarray(tmm.inc_absorp_in_each_layer(data), dtype=float),
    ]
    for forward, backward in zip(data["coh_tmm_data_list"], data["coh_tmm_bdata_list"]):
        for run in (forward, backward):
            parts += [as_real(values).ravel() for values in coh_fields(run).values()]
    return np.concatenate(parts)
