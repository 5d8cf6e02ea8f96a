"""Command line: ``python3 -m nbody run PARAMS OUTDIR``."""

from __future__ import annotations

import sys
import time

from .params import ParameterError, parse_file
from .simulation import run_file

USAGE = """usage: python3 -m nbody run PARAMS OUTDIR
       python3 -m nbody --help

Integrates the gravitational N-body problem described by the key = value
parameter file PARAMS and writes final_state.npy, masses.npy, radii.npy,
energy.txt and summary.json into OUTDIR (created if missing).

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
        print(f"nbody: error: {exc}", file=sys.stderr)
        return 2
    start = time.perf_counter()
    try:
        run = run_file(params, out_dir)
    except (OSError, FloatingPointError, MemoryError) as exc:
        print(f"nbody: error: {exc}", file=sys.stderr)
        return 1
    s = run.summary()
    print(f"nbody: n={s['n']} {s['integrator']} steps={s['steps']} t={s['t_final']:.6g} "
          f"E0={s['energy_initial']:.10g} dE/E={s['energy_max_relative_drift']:.3g} "
          f"forces={run.gravity.evaluations} ({time.perf_counter() - start:.2f} s)")
    return 0
