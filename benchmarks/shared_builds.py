"""What sharing one build per tree and configuration saves a self-validation's solves.

selfcheck solves nominal, variant and repeat on one stage of the leaf's source, and the stage
keeps each check's build (`run.sh build`, docs/leaf.md "The run.sh contract") for all of them:
the variant and the repeat reuse the nominal build. The baseline is what the solves cost when
every solve builds for itself: each on a stage of its own. Both run the same checks on the same
drawn inputs (one seed), in rounds that alternate the two (so a change of load falls on both),
with the local runner; the figure is the median round's wall time of each and their ratio.
Prints figures and ratios, never pass/fail.

    python benchmarks/shared_builds.py [LEAF ...] [--rounds 3] [--seed 1]
"""

from __future__ import annotations

import argparse
import statistics
import tempfile
import time
from pathlib import Path

from sab.leaf import Leaf
from sab.freshness import source_dir_of
from sab.runners.local import LocalRunner

HERE = Path(__file__).resolve().parent
DEFAULT_LEAVES = ("tasks/heat1d/solver", "tasks/nbody/integrator", "tasks/ising/metropolis",
                  "tasks/erfa/time-scales", "tasks/minpack/lmder")
SOLVES = (("nominal", "nominal"), ("variant", "variant"), ("repeat", "nominal"))


def shared(runner: LocalRunner, leaf: Leaf, source: Path, work: Path, seed: int) -> float:
    start = time.perf_counter()
    with runner.staged(leaf, source) as stage:
        for label, ic in SOLVES:
            stage.produce(ic, work / f"shared-{label}", seed=seed)
    return time.perf_counter() - start


def separate(runner: LocalRunner, leaf: Leaf, source: Path, work: Path, seed: int) -> float:
    start = time.perf_counter()
    for label, ic in SOLVES:
        runner.produce(leaf, source, ic, work / f"separate-{label}", seed=seed)
    return time.perf_counter() - start


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("leaves", nargs="*", default=list(DEFAULT_LEAVES))
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    runner = LocalRunner()
    print(f"{'leaf':28} {'one build each (s)':>18} {'shared builds (s)':>18} {'saving':>8}")
    for name in args.leaves:
        leaf = Leaf.at(HERE.parent / name)
        source = source_dir_of(leaf)
        rounds = {"separate": [], "shared": []}
        for _ in range(args.rounds):
            with tempfile.TemporaryDirectory(prefix="sab-bench-builds-") as tmp:
                rounds["separate"].append(separate(runner, leaf, source, Path(tmp), args.seed))
                rounds["shared"].append(shared(runner, leaf, source, Path(tmp), args.seed))
        one, both = statistics.median(rounds["separate"]), statistics.median(rounds["shared"])
        print(f"{name:28} {one:18.2f} {both:18.2f} {one / both:7.2f}x")


if __name__ == "__main__":
    main()
