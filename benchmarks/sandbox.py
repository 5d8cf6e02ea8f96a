"""What the local runner's sandbox costs: one nominal solve of each example leaf, sandboxed and not.

Both sides run in this process through the same runner, the baseline with the sandbox switched
off (`Sandbox("none")`), alternating so load on the machine falls on both alike. Prints the
median wall time of each side per leaf and their ratio; never pass/fail.

    python benchmarks/sandbox.py [--repeat 5] [LEAF ...]
"""

from __future__ import annotations

import argparse
import statistics
import tempfile
import time
from pathlib import Path

from sab.freshness import source_dir_of
from sab.leaf import Leaf
from sab.runners.local import LocalRunner
from sab.runners.sandbox import Sandbox, detect

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


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("leaves", nargs="*", default=list(LEAVES))
    parser.add_argument("--repeat", type=int, default=5)
    options = parser.parse_args()
    sandbox = detect()
    if sandbox.bwrap is None:
        raise SystemExit(f"no sandbox to measure: {sandbox.detail}")
    print(f"sandbox: {sandbox.detail}")
    sides = {"sandboxed": LocalRunner(sandbox), "unsandboxed": LocalRunner(Sandbox("none", "baseline"))}
    print(f"{'leaf':28} {'unsandboxed s':>14} {'sandboxed s':>12} {'ratio':>7}")
    for name in options.leaves:
        leaf = Leaf.at(ROOT / name)
        times: dict[str, list[float]] = {side: [] for side in sides}
        for _ in range(options.repeat):
            for side, runner in sides.items():
                times[side].append(solve_seconds(runner, leaf))
        bare, boxed = statistics.median(times["unsandboxed"]), statistics.median(times["sandboxed"])
        print(f"{name:28} {bare:14.3f} {boxed:12.3f} {boxed / bare:7.3f}")


if __name__ == "__main__":
    main()
