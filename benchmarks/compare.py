"""Throughput and peak memory of the pointwise validate.py against a bare numpy comparison.

Cases: a 1 GiB npy pair and a 200 MB text pair (sizes adjustable). Each measurement runs in
its own child process so its peak resident memory is its own (ru_maxrss of that child). The
baselines are measured in the same run: for npy, loading both arrays and
`np.all(np.abs(c - r) <= atol + rtol * np.abs(r))`; for text, `np.loadtxt` of both files plus
the same comparison. Prints figures and ratios; never pass/fail.

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

TEMPLATE = Path(__file__).resolve().parents[1] / "src/sab/templates/check/validate.py"
ATOL, RTOL = 1e-12, 1e-9

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


def measure(command: list[str]) -> tuple[float, float]:
    """Wall seconds and peak RSS (MiB) of one child process."""
    start = time.perf_counter()
    process = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    _, status, usage = os.wait4(process.pid, 0)
    elapsed = time.perf_counter() - start
    if os.waitstatus_to_exitcode(status) != 0:
        raise SystemExit(f"{command[:3]} failed: {process.stderr.read().decode()[-500:]}")
    return elapsed, usage.ru_maxrss / 1024


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


def make_text(directory: Path, megabytes: float) -> int:
    rows = int(megabytes * 1e6 / (5 * 25))
    total = 0
    for side, factor in (("ref", 1.0), ("cand", 1 + 1e-12)):
        rng = np.random.default_rng(11)  # the same values on both sides, the candidate scaled
        path = directory / side / "out.txt"
        with open(path, "w") as handle:
            handle.write("# step time total max norm\n")
            for start in range(0, rows, 100_000):
                block = rng.standard_normal((min(100_000, rows - start), 5)) * factor
                np.savetxt(handle, block, fmt="%.17g")
        total += path.stat().st_size
    return total


def generate(kind: str, directory: Path, amount: float) -> int:
    done = subprocess.run([sys.executable, __file__, "--generate", kind, str(directory), str(amount)],
                          check=True, capture_output=True, text=True)
    return int(done.stdout.strip())


def rubric(directory: Path, path: str, fmt: str) -> Path:
    data = {"check": "bench", "policy": "pointwise", "chaotic": False, "upstream_test": "-", "configuration": "-",
            "observable": "-", "expected_runtime_s": 1, "variant": "-", "warrant": "-",
            "comparison": {"files": [{"path": path, "format": fmt, "atol": ATOL, "rtol": RTOL}]}}
    target = directory / f"rubric-{fmt}.json"
    target.write_text(json.dumps(data))
    return target


def best(command: list[str], repeat: int) -> tuple[float, float]:
    runs = [measure(command) for _ in range(repeat)]
    return min(r[0] for r in runs), max(r[1] for r in runs)


def report(name: str, size: int, ours: tuple[float, float], bare: tuple[float, float], bare_name: str) -> None:
    gb = size / 1e9
    print(f"{name}: {size / 1e6:,.0f} MB of input")
    print(f"  validate.py  {ours[0]:7.2f} s  {gb / ours[0]:6.2f} GB/s  peak RSS {ours[1]:8.0f} MiB")
    print(f"  {bare_name:11s}  {bare[0]:7.2f} s  {gb / bare[0]:6.2f} GB/s  peak RSS {bare[1]:8.0f} MiB")
    print(f"  speed-up {bare[0] / ours[0]:.2f}x, memory {ours[1] / bare[1]:.3f} of the baseline")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--npy-gib", type=float, default=1.0)
    parser.add_argument("--text-mb", type=float, default=200.0)
    parser.add_argument("--repeat", type=int, default=2)
    parser.add_argument("--generate", nargs=3, metavar=("KIND", "DIR", "AMOUNT"), help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.generate:
        kind, directory, amount = args.generate
        maker = make_npy if kind == "npy" else make_text
        print(maker(Path(directory), float(amount)))
        return
    python = sys.executable
    with tempfile.TemporaryDirectory(prefix="sab-compare-", dir=os.environ.get("SAB_BENCH_DIR")) as tmp:
        root = Path(tmp)
        (root / "ref").mkdir()
        (root / "cand").mkdir()
        # Data is made in a child process: a child's peak RSS starts from its parent's resident
        # size at fork, so this driver must stay small.
        size = generate("npy", root, args.npy_gib)
        validate = [python, str(TEMPLATE), "--reference", str(root / "ref"), "--candidate", str(root / "cand"),
                    "--out", str(root / "result.json"), "--rubric"]
        ours = best([*validate, str(rubric(root, "out.npy", "npy"))], args.repeat)
        assert json.loads((root / "result.json").read_text())["passed"] is True
        bare = best([python, "-c", BARE_NPY.format(atol=ATOL, rtol=RTOL),
                     str(root / "ref/out.npy"), str(root / "cand/out.npy")], args.repeat)
        report("npy pair", size, ours, bare, "bare numpy")
        for side in ("ref", "cand"):
            (root / side / "out.npy").unlink()

        size = generate("text", root, args.text_mb)
        ours = best([*validate, str(rubric(root, "out.txt", "text"))], args.repeat)
        assert json.loads((root / "result.json").read_text())["passed"] is True
        bare = best([python, "-c", BARE_TEXT.format(atol=ATOL, rtol=RTOL),
                     str(root / "ref/out.txt"), str(root / "cand/out.txt")], args.repeat)
        report("text pair", size, ours, bare, "loadtxt+bare")
    print(f"(peak RSS of this driver: {resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024:.0f} MiB)")


if __name__ == "__main__":
    main()
