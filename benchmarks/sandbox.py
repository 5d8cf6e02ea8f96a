"""What the local runner's sandbox costs, per example leaf, sandboxed and not.

Two measures: one nominal solve (`--what solve`, the default), or a whole `sab selfcheck` in a
throwaway copy of the repository (`--what selfcheck`: every solve, probe and grade). Both sides run
in this process through the same code, the baseline with the sandbox switched off
(`Sandbox("none")`), alternating so load on the machine falls on both alike. Prints the median
wall time of each side per leaf and their ratio; never pass/fail.

    python benchmarks/sandbox.py [--what solve|selfcheck] [--repeat 5] [LEAF ...]
"""

from __future__ import annotations

import argparse
import shutil
import statistics
import tempfile
import time
from pathlib import Path
from unittest import mock

from sab.freshness import source_dir_of
from sab.leaf import Leaf
from sab.runners import local
from sab.runners.local import LocalRunner
from sab.runners.sandbox import Sandbox, detect
from sab.selfcheck.protocol import selfcheck

ROOT = Path(__file__).resolve().parents[1]
LEAVES = ("tasks/heat1d/solver", "tasks/ising/metropolis", "tasks/nbody/integrator")


def solve_seconds(runner: LocalRunner, leaf: Leaf) -> float:
    with tempfile.TemporaryDirectory(prefix="sab-bench-") as out:
        start = time.perf_counter()
        result = runner.produce(leaf, source_dir_of(leaf), "nominal", Path(out) / "nominal")
        elapsed = time.perf_counter() - start
    if not result.ok:
        raise SystemExit(f"{leaf.root}: a check failed; the figures would mean nothing")
    return elapsed


def selfcheck_seconds(sandbox: Sandbox, name: str) -> float:
    """A whole selfcheck of a copy of the leaf, with `sandbox` as the local runner's."""
    with tempfile.TemporaryDirectory(prefix="sab-bench-") as tmp:
        copy = Path(tmp) / "repo"
        copy.mkdir()
        shutil.copy(ROOT / "pyproject.toml", copy)
        for folder in ("code", "codebase-reports"):
            shutil.copytree(ROOT / folder, copy / folder)
        shutil.copytree(ROOT / name, copy / name)
        with mock.patch.object(local, "detect", lambda: sandbox):
            start = time.perf_counter()
            result = selfcheck(Leaf.at(copy / name))
            elapsed = time.perf_counter() - start
    if result.result == "wiring-error":
        raise SystemExit(f"{name}: selfcheck found a wiring error; the figures would mean nothing")
    return elapsed


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("leaves", nargs="*", default=list(LEAVES))
    parser.add_argument("--what", choices=("solve", "selfcheck"), default="solve")
    parser.add_argument("--repeat", type=int, default=5)
    options = parser.parse_args()
    sandbox = detect()
    if sandbox.bwrap is None:
        raise SystemExit(f"no sandbox to measure: {sandbox.detail}")
    print(f"sandbox: {sandbox.detail}")
    sides = {"sandboxed": sandbox, "unsandboxed": Sandbox("none", "baseline")}
    print(f"{options.what}: median of {options.repeat}")
    print(f"{'leaf':28} {'unsandboxed s':>14} {'sandboxed s':>12} {'ratio':>7}")
    for name in options.leaves:
        times: dict[str, list[float]] = {side: [] for side in sides}
        for _ in range(options.repeat):
            for side, chosen in sides.items():
                if options.what == "solve":
                    times[side].append(solve_seconds(LocalRunner(isolation=chosen), Leaf.at(ROOT / name)))
                else:
                    times[side].append(selfcheck_seconds(chosen, name))
        bare, boxed = statistics.median(times["unsandboxed"]), statistics.median(times["sandboxed"])
        print(f"{name:28} {bare:14.3f} {boxed:12.3f} {boxed / bare:7.3f}")


if __name__ == "__main__":
    main()
