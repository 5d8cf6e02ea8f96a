"""Throughput and peak memory of a pointwise validate.py against a bare numpy comparison.

Cases: a 1 GiB npy pair and two 200 MB text pairs (sizes adjustable), one with every line of the
candidate perturbed and one with 1 % of its lines perturbed (the rest byte for byte the
reference's). The validate.py is the one sab assembles for each case's rubric. Each measurement
runs in its own child process so its CPU time (user + system, its children included) and peak
resident memory are its own (the rusage of that child). The baselines are measured in the same
run: for npy, loading both arrays and `np.all(np.abs(c - r) <= atol + rtol * np.abs(r))`; for
text, `np.loadtxt` of both files plus the same comparison. Prints figures and ratios; never
pass/fail.

    python benchmarks/compare.py [--npy-gib 1.0] [--text-mb 200] [--repeat 2]
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import numpy as np

ATOL, RTOL = 1e-12, 1e-9
# The share of candidate lines perturbed in each text case.
TEXT_CASES = (("every line perturbed", 1.0), ("1 % of lines perturbed", 0.01))

BARE_NPY = """
import sys, numpy as np
r = np.load(sys.argv[1]); c = np.load(sys.argv[2])
print(bool(np.all(np.abs(c - r) <= {atol} + {rtol} * np.abs(r))))
"""
BARE_TEXT = """
import sys, numpy as np
r = np.loadtxt(sys.argv[1]); c = np.loadtxt(sys.argv[2])
print(bool(np.all(np.abs(c - r) <= {atol} + {rtol} * np.abs(r))))
"""


def measure(command: list[str]) -> tuple[float, float, float]:
    """Wall seconds, CPU seconds and peak RSS (MiB) of one child process."""
    start = time.perf_counter()
    process = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    _, status, usage = os.wait4(process.pid, 0)
    elapsed = time.perf_counter() - start
    if os.waitstatus_to_exitcode(status) != 0:
        raise SystemExit(f"{command[:3]} failed: {process.stderr.read().decode()[-500:]}")
    return elapsed, usage.ru_utime + usage.ru_stime, usage.ru_maxrss / 1024


def make_npy(directory: Path, gib: float) -> int:
    count = int(gib * (1 << 30) / 8)
    rng = np.random.default_rng(7)
    reference = np.lib.format.open_memmap(directory / "ref/out.npy", mode="w+", dtype=np.float64, shape=(count,))
    candidate = np.lib.format.open_memmap(directory / "cand/out.npy", mode="w+", dtype=np.float64, shape=(count,))
    block = 1 << 22
    for start in range(0, count, block):
        values = rng.standard_normal(min(block, count - start))
        reference[start:start + values.size] = values
        candidate[start:start + values.size] = values * (1 + 1e-12)
    reference.flush()
    candidate.flush()
    del reference, candidate
    return 2 * count * 8


def make_text(directory: Path, megabytes: float, perturbed: float) -> int:
    """A reference and a candidate text file of ~MEGABYTES each; the PERTURBED share of the
    candidate's lines (evenly spread) scaled by 1 + 1e-12, the others the reference's."""
    rows = int(megabytes * 1e6 / (5 * 25))
    every = max(1, round(1 / perturbed))
    total = 0
    for side in ("ref", "cand"):
        rng = np.random.default_rng(11)  # the same values on both sides
        path = directory / side / "out.txt"
        with open(path, "w") as handle:
            handle.write("# step time total max norm\n")
            for start in range(0, rows, 100_000):
                block = rng.standard_normal((min(100_000, rows - start), 5))
                if side == "cand":
                    block[(np.arange(start, start + len(block)) % every) == 0] *= 1 + 1e-12
                np.savetxt(handle, block, fmt="%.17g")
        total += path.stat().st_size
    return total


def write_grader(directory: Path, rubric_path: str) -> int:
    """The validate.py sab assembles for the rubric at RUBRIC_PATH, written to DIRECTORY."""
    from sab.grader.assemble import render_for
    from sab.model.base import parse
    from sab.model.rubric import Rubric

    text = render_for(parse(Rubric, json.loads(Path(rubric_path).read_text()), rubric_path))
    (directory / "validate.py").write_text(text)
    return len(text.splitlines())


def generate(kind: str, directory: Path, *arguments: object) -> int:
    done = subprocess.run([sys.executable, __file__, "--generate", kind, str(directory), *map(str, arguments)],
                          check=True, capture_output=True, text=True)
    return int(done.stdout.strip())


def rubric(directory: Path, path: str, fmt: str) -> Path:
    data = {"check": "bench", "policy": "pointwise", "chaotic": False, "upstream_test": "-", "configuration": "-",
            "observable": "-", "expected_runtime_s": 1, "variant": "-", "warrant": "-",
            "comparison": {"files": [{"path": path, "format": fmt, "atol": ATOL, "rtol": RTOL}]}}
    target = directory / f"rubric-{fmt}.json"
    target.write_text(json.dumps(data))
    return target


def best(command: list[str], repeat: int) -> tuple[float, float, float]:
    runs = [measure(command) for _ in range(repeat)]
    return min(r[0] for r in runs), min(r[1] for r in runs), max(r[2] for r in runs)


def report(name: str, size: int, ours: tuple[float, float, float], bare: tuple[float, float, float],
           bare_name: str) -> None:
    gb = size / 1e9
    print(f"{name}: {size / 1e6:,.0f} MB of input")
    for label, (wall, cpu, rss) in (("validate.py", ours), (bare_name, bare)):
        print(f"  {label:12s} {wall:7.2f} s wall  {cpu:7.2f} s CPU  {gb / wall:6.2f} GB/s  peak RSS {rss:8.0f} MiB")
    print(f"  speed-up {bare[0] / ours[0]:.2f}x wall, {bare[1] / ours[1]:.2f}x CPU; "
          f"memory {ours[2] / bare[2]:.3f} of the baseline")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--npy-gib", type=float, default=1.0)
    parser.add_argument("--text-mb", type=float, default=200.0)
    parser.add_argument("--repeat", type=int, default=2)
    parser.add_argument("--generate", nargs="+", metavar="KIND DIR ARG", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.generate:
        kind, directory, *rest = args.generate
        if kind == "npy":
            print(make_npy(Path(directory), float(rest[0])))
        elif kind == "text":
            print(make_text(Path(directory), float(rest[0]), float(rest[1])))
        else:
            print(write_grader(Path(directory), rest[0]))
        return
    python = sys.executable
    with tempfile.TemporaryDirectory(prefix="sab-compare-", dir=os.environ.get("SAB_BENCH_DIR")) as tmp:
        root = Path(tmp)
        (root / "ref").mkdir()
        (root / "cand").mkdir()
        # Data is made in a child process: a child's peak RSS starts from its parent's resident
        # size at fork, so this driver must stay small.
        size = generate("npy", root, args.npy_gib)
        lines = generate("grader", root, rubric(root, "out.npy", "npy"))
        validate = [python, str(root / "validate.py"), "--reference", str(root / "ref"), "--candidate",
                    str(root / "cand"), "--out", str(root / "result.json"), "--rubric"]
        ours = best([*validate, str(rubric(root, "out.npy", "npy"))], args.repeat)
        assert json.loads((root / "result.json").read_text())["passed"] is True
        bare = best([python, "-c", BARE_NPY.format(atol=ATOL, rtol=RTOL),
                     str(root / "ref/out.npy"), str(root / "cand/out.npy")], args.repeat)
        report(f"npy pair (validate.py of {lines} lines)", size, ours, bare, "bare numpy")
        for side in ("ref", "cand"):
            (root / side / "out.npy").unlink()

        lines = generate("grader", root, rubric(root, "out.txt", "text"))
        for name, perturbed in TEXT_CASES:
            size = generate("text", root, args.text_mb, perturbed)
            ours = best([*validate, str(rubric(root, "out.txt", "text"))], args.repeat)
            assert json.loads((root / "result.json").read_text())["passed"] is True
            bare = best([python, "-c", BARE_TEXT.format(atol=ATOL, rtol=RTOL),
                         str(root / "ref/out.txt"), str(root / "cand/out.txt")], args.repeat)
            report(f"text pair, {name} (validate.py of {lines} lines)", size, ours, bare, "loadtxt+bare")
    print(f"(peak RSS of this driver: {resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024:.0f} MiB)")


if __name__ == "__main__":
    main()
