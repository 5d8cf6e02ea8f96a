"""Throughput of `sab validate-harbor --all` on a generated tree, its fixed cost, and the cold start of `sab --help`.

Every figure is measured on processes started afresh, in rounds that interleave sab with its
baselines (so a change of load on the machine falls on both), and reported as the median of the
rounds: CPU seconds (user + system of the process and of the workers it waited for; stable under
load) and wall seconds. The baseline is anchor-style validation: one stdlib-only pass per leaf
(os.walk, tomllib for task.toml, json for every check.json and target, instruction.md decoded,
required files and duplicate slugs looked for), in one process. Prints figures and ratios, never
pass/fail.

    python benchmarks/validate_harbor.py [--leaves 5000] [--rounds 5]
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
import tomllib
from pathlib import Path

HERE = Path(__file__).resolve().parent
GOAL_RATIO, GOAL_FIXED_S, GOAL_HELP_S = 10.0, 0.25, 0.2
REQUIRED = ("task.toml", "instruction.md", "environment/Dockerfile", "tests/Dockerfile", "tests/test.sh", "solution/solve.sh")


def build_tree(root: Path, count: int) -> Path:
    sys.path.insert(0, str(HERE.parent / "tests"))
    from conftest import init_repo, make_leaf  # the tests' own leaf builder

    init_repo(root)
    model = make_leaf(root, codebase="model", module="leaf")
    toml = (model / "task.toml").read_text()
    for index in range(count):
        codebase = f"cb{index // 100:03d}"
        destination = root / "tasks" / codebase / f"m{index:05d}"
        shutil.copytree(model, destination)
        (destination / "task.toml").write_text(toml.replace("model-leaf", f"{codebase}-m{index:05d}"))
    shutil.rmtree(model.parent)
    return root


def anchor_style(tasks: Path) -> int:
    """The baseline: every leaf tasks/<codebase>/<module>/ in one stdlib pass; returns the failures."""
    failures, slugs = 0, set()
    for codebase in sorted(os.listdir(tasks)):
        for module in sorted(os.listdir(tasks / codebase)):
            leaf = tasks / codebase / module
            files = set()
            for folder, _dirs, names in os.walk(leaf):
                rel = os.path.relpath(folder, leaf)
                files.update(name if rel == "." else f"{rel}/{name}" for name in names)
            problems = [rel for rel in REQUIRED if rel not in files]
            try:
                manifest = tomllib.loads((leaf / "task.toml").read_text(encoding="utf-8"))
                slug = manifest["metadata"]["sciaccel"]["slug"]
                problems += [slug] if slug in slugs else []
                slugs.add(slug)
                for rel in files:
                    if rel.endswith(".json") and (rel.startswith("target/") or rel.endswith("/check.json")):
                        json.loads((leaf / rel).read_text(encoding="utf-8"))
                problems += [] if (leaf / "instruction.md").read_text(encoding="utf-8").strip() else ["instruction.md"]
            except (OSError, ValueError, KeyError) as exc:
                problems.append(str(exc))
            failures += bool(problems)
    return failures


def breakdown(tasks: Path, count: int, repeat: int) -> dict[str, float]:
    """CPU milliseconds per leaf, in this process, over COUNT leaves (medians of REPEAT): what any
    validator of the leaf contract pays (listing every directory, parsing task.toml with tomllib,
    reading the files the rules judge) and sab's whole pass over the same leaves."""
    from sab.validate.harbor import validate_harbor

    leaves = sorted(tasks.glob("*/*"))[:count]
    judged = [path for leaf in leaves for path in (leaf / "instruction.md", *leaf.glob("tests/checks/*/check.json"),
                                                   *leaf.glob("target/*.json"))]

    def listing() -> None:
        for leaf in leaves:
            stack = [str(leaf)]
            while stack:
                stack += [entry.path for entry in os.scandir(stack.pop()) if entry.is_dir(follow_symlinks=False)]

    def parsing() -> None:
        for leaf in leaves:
            tomllib.loads((leaf / "task.toml").read_text(encoding="utf-8"))

    def reading() -> None:
        for path in judged:
            path.read_bytes()

    def whole() -> None:
        validate_harbor(leaves, workers=1)

    parts = {"listing every directory": listing, "parsing task.toml (tomllib)": parsing,
             "reading the other judged files": reading, "sab's whole pass": whole}
    times: dict[str, list[float]] = {name: [] for name in parts}
    for _ in range(repeat):
        for name, part in parts.items():
            start = time.process_time()
            part()
            times[name].append(1000 * (time.process_time() - start) / len(leaves))
    return {name: statistics.median(got) for name, got in times.items()}


def measure(command: list[str], cwd: Path) -> tuple[float, float]:
    """(CPU seconds, wall seconds) of one fresh process and every process it waited for."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    done = subprocess.run(command, cwd=cwd, capture_output=True, text=True)
    wall = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    if done.returncode != 0:
        raise SystemExit(f"{' '.join(command)} failed ({done.returncode}): {done.stderr or done.stdout[-500:]}")
    return after.ru_utime - before.ru_utime + after.ru_stime - before.ru_stime, wall


def rounds(commands: dict[str, tuple[list[str], Path]], count: int) -> dict[str, tuple[float, float]]:
    """Median (CPU, wall) of each command over COUNT interleaved rounds."""
    runs: dict[str, list[tuple[float, float]]] = {name: [] for name in commands}
    for _ in range(count):
        for name, (command, cwd) in commands.items():
            runs[name].append(measure(command, cwd))
    return {name: (statistics.median(c for c, _ in got), statistics.median(w for _, w in got)) for name, got in runs.items()}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--leaves", type=int, default=5000)
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--anchor-style", type=Path, help=argparse.SUPPRESS)  # the baseline's own process
    args = parser.parse_args()
    if args.anchor_style is not None:
        failed = anchor_style(args.anchor_style)
        raise SystemExit(f"{failed} leaves failed the baseline" if failed else 0)

    python, sab = sys.executable, [sys.executable, "-m", "sab"]
    cores = os.cpu_count() or 1
    with tempfile.TemporaryDirectory(prefix="sab-bench-") as tmp:
        root, empty = Path(tmp) / "repo", Path(tmp) / "empty"
        start = time.perf_counter()
        build_tree(root, args.leaves)
        (empty / "tasks").mkdir(parents=True)
        print(f"generated {args.leaves} leaves ({sum(1 for _ in (root / 'tasks').rglob('*'))} files and folders) "
              f"in {time.perf_counter() - start:.0f} s; {cores} cores; medians of {args.rounds} interleaved rounds")
        validate = [*sab, "validate-harbor", "--all", "tasks"]
        leaves = rounds({
            "baseline": ([python, str(Path(__file__).resolve()), "--anchor-style", "tasks"], root),
            "sab, 1 process": ([*validate, "--workers", "1"], root),
            f"sab, default (a process per core, {cores})": (validate, root),
            "os.walk alone": ([python, "-c", "import os\nfor _ in os.walk('tasks'): pass"], root),
        }, args.rounds)
        fixed = rounds({
            "python -c pass": ([python, "-c", "pass"], empty),
            "import typer (and the pydantic it coerces arguments with)": ([python, "-c", "import typer, typer._adapters"], empty),
            "validate-harbor --all tasks, no leaf": (validate, empty),
            "sab --help": ([*sab, "--help"], empty),
        }, args.rounds)
        parts = breakdown(root / "tasks", min(args.leaves, 1000), args.rounds)

    base_cpu, base_wall = leaves["baseline"]
    print(f"\nvalidate-harbor --all, {args.leaves} leaves            CPU s   wall s   leaves/s (wall)   ms CPU/leaf   "
          f"throughput vs baseline (CPU, wall)")
    for name, (cpu, wall) in leaves.items():
        print(f"  {name:38s} {cpu:7.2f} {wall:8.2f} {args.leaves / wall:14,.0f} {1000 * cpu / args.leaves:13.3f}"
              f"   {base_cpu / cpu:5.2f}x {base_wall / wall:6.2f}x")
    print(f"  goal: >= {GOAL_RATIO:.0f}x the baseline's throughput")
    whole = parts["sab's whole pass"]
    floor = sum(cost for name, cost in parts.items() if name != "sab's whole pass")
    print(f"\nwhere a leaf's CPU goes (one process, {min(args.leaves, 1000)} leaves)   ms/leaf")
    for name, cost in parts.items():
        print(f"  {name:46s} {cost:7.3f}")
    print(f"  the three parts every validator pays: {floor:.3f} ms/leaf, {100 * floor / whole:.0f} % of sab's "
          f"pass; the baseline's {1000 * base_cpu / args.leaves:.3f} ms/leaf (process start included) is at most "
          f"{1000 * base_cpu / args.leaves / floor:.1f}x that")
    print(f"\n{'fixed costs (a fresh process)':60s} CPU s   wall s")
    for name, (cpu, wall) in fixed.items():
        print(f"  {name:58s} {cpu:6.3f} {wall:8.3f}")
    print(f"  goals: validate-harbor over no leaf <= {GOAL_FIXED_S} s, sab --help <= {GOAL_HELP_S} s")


if __name__ == "__main__":
    main()
