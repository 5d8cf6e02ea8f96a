"""The robustness table of the speed goals: for every leaf's calibration record
(comment/pipeline/speed-calibration.json, measured by `sab speed calibrate --report`), each
condition's speed-up, the oracle's and the no-op's credit quantiles under the goal in force, and
the fractions of simulated trials where the oracle falls short of 0.95 or the no-op passes 0.05.

It reads the records and times nothing: the timing is the calibration's. Run
`.venv/bin/python benchmarks/speed_robustness.py` from the repository's root; it prints markdown.
"""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "src"))

from sab.leaf import Leaf, find_leaves  # noqa: E402
from sab.review.speed import review  # noqa: E402


def main() -> None:
    print("| leaf | goal (repeats) | condition | speed-up | oracle L q01 | oracle credit q01 / q50 "
          "| no-op credit q50 / q99 | oracle < 0.95 | no-op > 0.05 |")
    print("|---|---|---|---|---|---|---|---|---|")
    missing = []
    for path in find_leaves(ROOT / "tasks"):
        leaf = Leaf.at(path)
        found = review(leaf)
        name = leaf.root.relative_to(ROOT / "tasks").as_posix()
        if found is None or found.record is None:
            missing.append(name)
            continue
        goal = f"{found.goal:g}x ({found.repeats})" if found.goal else f"none: {found.record.refusal}"
        for row in found.record.results:
            oracle = f"{row.oracle_credit.q01:.3f} / {row.oracle_credit.q50:.3f}" if row.oracle_credit else "-"
            noop = f"{row.noop_credit.q50:.3f} / {row.noop_credit.q99:.3f}" if row.noop_credit else "-"
            short = "-" if row.oracle_short is None else f"{row.oracle_short:.1%}"
            over = "-" if row.noop_over is None else f"{row.noop_over:.1%}"
            print(f"| {name} | {goal} | {row.name} | {row.speedup:.2f} | {row.oracle_low.q01:.3g} | {oracle} | {noop} "
                  f"| {short} | {over} |")
            name, goal = "", ""
    if missing:
        print(f"\nno calibration record: {', '.join(missing)}")


if __name__ == "__main__":
    main()
