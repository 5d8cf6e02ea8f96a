"""Throughput of `sab selfcheck` over the example leaves: on this machine leaf after leaf (the
baseline), and through a loopback Dask LocalCluster with 1 and with 2 worker processes.

Prints wall time, leaves/s and the ratio to the baseline measured in the same run, the CPU
seconds of the processes that did the work (stable under other load, unlike wall time), the
load average around each run, and whether each fanned-out run wrote the records of the baseline
(sab.fanout.compare); never pass/fail.

    python benchmarks/fanout.py [--leaves heat1d/solver ising/metropolis nbody/integrator]
                                [--workers 1 2] [--selfcheck-options "--mutants 0 --no-coverage"]
"""

from __future__ import annotations

import argparse
import os
import resource
import shlex
import subprocess
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent / "tests"))

from conftest import copy_project  # noqa: E402  (the tests' own copy of this repository)

EXAMPLES = ("heat1d/solver", "ising/metropolis", "nbody/integrator")


def selfcheck(repo: Path, leaves: list[str], options: list[str], *extra: str) -> float:
    command = [sys.executable, "-m", "sab", "selfcheck", *leaves, *options, "--json", *extra]
    start = time.perf_counter()
    done = subprocess.run(command, cwd=repo, capture_output=True, text=True)
    elapsed = time.perf_counter() - start
    if done.returncode not in (0, 1):
        raise SystemExit(f"{' '.join(command)} failed ({done.returncode}):\n{done.stderr[-2000:]}")
    return elapsed


def children_cpu() -> float:
    """CPU seconds of every finished child process (and theirs): the selfchecks and the workers."""
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def load() -> str:
    return f"load {os.getloadavg()[0]:.1f}"


def records(repo: Path, leaves: list[str]) -> dict:
    from sab.fanout.compare import comparable, fresh

    return {leaf: (comparable(repo / leaf), fresh(repo / leaf)) for leaf in leaves}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--leaves", nargs="+", default=list(EXAMPLES), help="leaves under tasks/ (default: the examples)")
    parser.add_argument("--workers", nargs="+", type=int, default=[1, 2], help="cluster sizes to measure")
    parser.add_argument("--selfcheck-options", default="--mutants 0 --no-coverage",
                        help="options of every selfcheck (default: hand-written probes only, no coverage pass)")
    args = parser.parse_args()
    options = shlex.split(args.selfcheck_options)
    leaves = [f"tasks/{leaf}" for leaf in args.leaves]
    from distributed import LocalCluster

    with tempfile.TemporaryDirectory(prefix="sab-bench-fanout-") as tmp:
        base = copy_project(Path(tmp) / "baseline", tuple(args.leaves), full=True)
        print(f"{len(leaves)} leaves: {', '.join(args.leaves)}; selfcheck {' '.join(options)}")
        # Baseline: the ordinary local run, one `sab selfcheck LEAF` after another.
        before, cpu = load(), children_cpu()
        times = {leaf: selfcheck(base, [leaf], options) for leaf in leaves}
        baseline, cpu = sum(times.values()), children_cpu() - cpu
        for leaf, seconds in times.items():
            print(f"  local {leaf}: {seconds:.1f} s")
        print(f"local, leaf after leaf: {baseline:.1f} s -> {len(leaves) / baseline:.4f} leaves/s (baseline); "
              f"{cpu:.1f} CPU s; {before} -> {load()}")
        expected = records(base, leaves)

        for workers in args.workers:
            repo = copy_project(Path(tmp) / f"dask-{workers}", tuple(args.leaves), full=True)
            before, cpu = load(), children_cpu()
            with LocalCluster(n_workers=workers, threads_per_worker=1, processes=True, host="127.0.0.1",
                              dashboard_address=None) as cluster:
                seconds = selfcheck(repo, leaves, options, "--scheduler", cluster.scheduler_address)
            cpu = children_cpu() - cpu  # the workers count once the cluster has closed
            found = records(repo, leaves)
            same = sum(found[leaf][0] == expected[leaf][0] for leaf in leaves)
            fresh = sum(found[leaf][1] for leaf in leaves)
            print(f"Dask, {workers} worker(s): {seconds:.1f} s -> {len(leaves) / seconds:.4f} leaves/s, "
                  f"{baseline / seconds:.2f}x the baseline; {cpu:.1f} CPU s; {before} -> {load()}; "
                  f"records equal to the local run's: {same}/{len(leaves)}, fresh: {fresh}/{len(leaves)}")


if __name__ == "__main__":
    main()
