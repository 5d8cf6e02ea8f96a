"""The graded speed-up of heat1d's acceleration check: an unmodified tree and a genuinely faster one.

Three timed productions of the repository's heat1d leaf run at once on the chosen runner (so
load on the machine falls on each alike; docker: in the leaf's oracle image, graded there): two of the untouched source at the stock -O2 and one built
at -O0, the baseline the -O2 candidate is faster than. Prints each grade's speed-up, its 95 %
interval and significance, and both sides' start-up; never pass/fail.

    python benchmarks/speedup.py [--repeats 5] [--warmup 1] [--runner local|docker] [--nx N]

A repeat is timed with its build, so on the check's stock grid (nx = 1601, about 0.5 s a run at
-O2 against a build of about 1 s) the build dilutes the run's speed-up; `--nx 2541` has four times
the work, and tests/test_speedup.py times 3201 points (eight times) for a margin under load.
"""

from __future__ import annotations

import argparse
import json
import shutil
import tempfile
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

from sab.leaf import Leaf
from sab.runners.registry import get_runner
from sab.speedup import describe

PROJECT = Path(__file__).resolve().parents[1]
LEAF, SOURCE, TIMED = "tasks/heat1d/solver", "code/heat1d", "sine-decay"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeats", type=int, default=5)
    parser.add_argument("--warmup", type=int, default=1)
    parser.add_argument("--runner", default="local", help="local or docker")
    parser.add_argument("--nx", type=int, default=None, help="grid points of the timed check (stock: 1601)")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory(prefix="sab-speedup-") as tmp:
        work = Path(tmp)
        (work / "code").mkdir()
        shutil.copy(PROJECT / "pyproject.toml", work / "pyproject.toml")
        shutil.copytree(PROJECT / SOURCE, work / SOURCE)
        shutil.copytree(PROJECT / LEAF, work / LEAF)
        rubric_path = work / LEAF / "tests/checks" / TIMED / "rubric.json"
        rubric = json.loads(rubric_path.read_text())
        rubric["timing"] = {"warmup": args.warmup, "repeats": args.repeats}
        rubric_path.write_text(json.dumps(rubric, indent=2))
        if args.nx is not None:
            params = work / LEAF / "tests/checks" / TIMED / "ic/nominal/params.par"
            params.write_text(params.read_text().replace("nx     = 1601", f"nx     = {args.nx}"))
        leaf = Leaf.at(work / LEAF)
        runner = get_runner(args.runner, start=work)
        runner.build(leaf)  # once, before the sides run at the same time
        sides = {"reference": {}, "candidate": {}, "unoptimised": {"CFLAGS": "-std=c99 -O0"}}

        def produce(side: str) -> None:
            runner.produce(leaf, work / SOURCE, "nominal", work / side, knobs=sides[side], timing=True)

        with ThreadPoolExecutor(len(sides)) as pool:
            list(pool.map(produce, sides))
        for title, reference in (("unmodified tree (-O2 against -O2)", "reference"),
                                 ("faster candidate (-O2 against -O0)", "unoptimised")):
            speed = runner.grade(leaf, work / reference, work / "candidate").speed
            print(f"{title}: {describe(speed) if speed else 'no speed-up (a check failed)'}")


if __name__ == "__main__":
    main()
