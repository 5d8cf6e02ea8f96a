"""Command line: ``python3 -m ising run PARAMS OUTDIR``."""

from __future__ import annotations

import sys
import time

from .params import ParameterError, parse_file
from .simulation import run_file

USAGE = """usage: python3 -m ising run PARAMS OUTDIR
       python3 -m ising --help

Runs a checkerboard Metropolis simulation of the 2-D Ising model described by
the key = value parameter file PARAMS and writes samples.txt, observables.txt,
summary.json and final_spins.npy into OUTDIR (created if missing).

Exit status: 0 success, 1 runtime or I/O failure, 2 usage or parameter error.
"""


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    if argv and argv[0] in ("-h", "--help"):
        sys.stdout.write(USAGE)
        return 0
    if len(argv) != 3 or argv[0] != "run":
        sys.stderr.write(USAGE)
        return 2
    _, params_path, out_dir = argv
    try:
        params = parse_file(params_path)
    except ParameterError as exc:
        print(f"ising: error: {exc}", file=sys.stderr)
        return 2
    start = time.perf_counter()
    try:
        run = run_file(params, out_dir)
    except (OSError, MemoryError) as exc:
        print(f"ising: error: {exc}", file=sys.stderr)
        return 1
    s = run.summary()
    print(f"ising: L={s['L']} T={s['temperature']:.10g} samples={s['samples']} "
          f"<e>={s.get('mean_e', float('nan')):.6f} <|m|>={s.get('mean_abs_m', float('nan')):.6f} "
          f"acceptance={s['acceptance']:.4f} ({time.perf_counter() - start:.2f} s)")
    return 0
