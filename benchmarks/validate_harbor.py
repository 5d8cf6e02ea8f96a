"""Throughput of `sab validate-harbor --all` on a generated tree, and the cold start of `sab --help`.

Prints figures and ratios against baselines measured in the same run; never pass/fail.

    python benchmarks/validate_harbor.py [--leaves 5000] [--repeat 3]
"""

from __future__ import annotations

import argparse
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent / "tests"))

from conftest import init_repo, make_leaf  # noqa: E402  (the tests' own leaf builder)


def build_tree(root: Path, count: int) -> Path:
    init_repo(root)
    model = make_leaf(root, codebase="model", module="leaf")
    toml = (model / "task.toml").read_text()
    for index in range(count):
        codebase = f"cb{index // 100:03d}"
        destination = root / "tasks" / codebase / f"m{index:05d}"
        shutil.copytree(model, destination)
        (destination / "task.toml").write_text(
            toml.replace("model-leaf", f"{codebase}-m{index:05d}")
        )
    shutil.rmtree(model)
    shutil.rmtree(model.parent)
    return root


def timed(command: list[str], cwd: Path) -> float:
    start = time.perf_counter()
    done = subprocess.run(command, cwd=cwd, capture_output=True, text=True)
    elapsed = time.perf_counter() - start
    if done.returncode not in (0, 1):
        raise SystemExit(f"{command} failed: {done.stderr}")
    return elapsed


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--leaves", type=int, default=5000)
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args()
    sab = [sys.executable, "-m", "sab"]

    with tempfile.TemporaryDirectory(prefix="sab-bench-") as tmp:
        root = Path(tmp) / "repo"
        start = time.perf_counter()
        build_tree(root, args.leaves)
        print(f"generated {args.leaves} leaves in {time.perf_counter() - start:.1f} s")
        check = subprocess.run([*sab, "validate-harbor", "--all", "tasks"], cwd=root, capture_output=True, text=True)
        failed = check.stdout.count("\nFAIL ") + check.stdout.startswith("FAIL ")
        print(f"validate-harbor exit {check.returncode}, {failed} failing leaves (expected 0)")

        walk = []
        for _ in range(args.repeat):
            start = time.perf_counter()
            for _dirpath, _dirs, _files in os.walk(root / "tasks"):
                pass
            walk.append(time.perf_counter() - start)
        runs = [timed([*sab, "validate-harbor", "--all", "tasks"], root) for _ in range(args.repeat)]
        best, walk_best = min(runs), min(walk)
        print(f"validate-harbor --all: best {best:.2f} s, median {statistics.median(runs):.2f} s "
              f"-> {args.leaves / best:,.0f} leaves/s")
        print(f"baseline os.walk of the same tree: {walk_best:.3f} s; validate-harbor / walk = {best / walk_best:.1f}x")

    python_start = [timed([sys.executable, "-c", "pass"], HERE) for _ in range(10)]
    help_start = [timed([*sab, "--help"], HERE) for _ in range(10)]
    console = shutil.which("sab")
    script_start = [timed([console, "--help"], HERE) for _ in range(10)] if console else []
    print(f"cold start `python -m sab --help`: median {statistics.median(help_start) * 1000:.0f} ms "
          f"(bare interpreter {statistics.median(python_start) * 1000:.0f} ms; target < 300 ms)")
    if script_start:
        print(f"cold start `sab --help` (console script): median {statistics.median(script_start) * 1000:.0f} ms")


if __name__ == "__main__":
    main()
