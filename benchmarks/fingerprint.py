"""Tree fingerprints and `sab source verify` on a generated tree, against bare hashlib in the same run.

The tree (default 160,000 files, about 300 MB: log-normal sizes around 1.7 KB and one file in a
thousand between 64 KiB and 1 MiB, in about 10,000 directories at most 7 deep, paths of about
40 characters) is vendored as a first-party
source of a scratch repository. Each measurement is repeated and interleaved with the others
(`--repeat`, median shown), in this process, CPU seconds being user + system time of every
thread of the process (and of waited-for children, for sha256sum). The files stay in the page
cache throughout, so these are the costs of the work, not of a cold disk.

Rows:
- bare hashlib: os.scandir walk, every regular file opened and hashed with hashlib.file_digest
  (the baseline: no sorting, no combining, no stat);
- sha256sum: coreutils over the same list (find -print0 | xargs -0), when installed;
- first format: the `sha256:` fingerprint (sab before format 2: os.walk, one running digest);
- sab fingerprint, no cache (large files hashed on other threads, then everything on one);
- the floor of any cache keyed by file metadata: an os.scandir walk that lstat's every file;
- sab fingerprint, warm cache;
- sab verify (sab.sources.manifest.verify: load the report, measure, compare) unchanged and after
  one file changed, each with no cache and with a warm cache; and `sab source verify` as a
  command (interpreter start included) after one file changed, warm cache.

Prints figures and ratios; never pass/fail.

    python benchmarks/fingerprint.py [--files 160000] [--repeat 5] [--keep DIR]
"""

from __future__ import annotations

import argparse
import hashlib
import os
import random
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Callable

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent / "src"))

from sab import fingerprint as fp  # noqa: E402
from sab.fingerprint import cache as fpcache  # noqa: E402

PYPROJECT = """\
[project]
name = "fingerprint-bench"
version = "0"

[tool.sab]
org = "bench"
dataset = "bench"
dataset_version = "1.0"
dataset_description = "fingerprint benchmark"
git_url = "https://example.org/bench.git"
"""


def cpu() -> float:
    own, children = resource.getrusage(resource.RUSAGE_SELF), resource.getrusage(resource.RUSAGE_CHILDREN)
    return own.ru_utime + own.ru_stime + children.ru_utime + children.ru_stime


WORDS = ("src", "core", "util", "io", "numeric", "solver", "tests", "include", "lib", "docs", "examples", "kernels",
         "mesh", "linalg", "parallel", "physics", "models", "data", "tools", "python", "fortran", "bindings")
SUFFIXES = (".c", ".h", ".cpp", ".hpp", ".py", ".f90", ".txt", ".md", ".cmake", ".json")


def generate(tree: Path, files: int, seed: int = 7) -> None:
    """A source-like tree: directories at most 7 deep, 4 to 28 files each, named like code."""
    rng = random.Random(seed)
    blob = rng.randbytes(4 << 20)
    tree.mkdir(parents=True)
    open_dirs, count, made = [(tree, 0)], 0, 0
    while made < files:
        parent, depth = rng.choice(open_dirs)
        count += 1
        folder = parent / f"{rng.choice(WORDS)}_{count}"
        folder.mkdir()
        if depth + 1 < 7:
            open_dirs.append((folder, depth + 1))
        for index in range(min(rng.randint(4, 28), files - made)):
            size = rng.randint(64 << 10, 1 << 20) if rng.random() < 0.001 else int(rng.lognormvariate(6.6, 1.1))
            start = rng.randrange(0, len(blob) - size)
            (folder / f"{rng.choice(WORDS)}_{index}{rng.choice(SUFFIXES)}").write_bytes(blob[start:start + size])
            made += 1


def bare_hashlib(tree: Path) -> int:
    count, pending = 0, [os.fspath(tree)]
    while pending:
        with os.scandir(pending.pop()) as listing:
            for entry in listing:
                if entry.is_dir(follow_symlinks=False):
                    pending.append(entry.path)
                elif entry.is_file(follow_symlinks=False):
                    with open(entry.path, "rb") as handle:
                        hashlib.file_digest(handle, "sha256")
                    count += 1
    return count


def stat_walk(tree: Path) -> int:
    """The floor of any check that trusts file metadata: list every directory, lstat every file
    (relative to the directory's descriptor, the cheapest way Python has)."""
    count, pending = 0, [os.fspath(tree)]
    while pending:
        folder = pending.pop()
        fd = os.open(folder, os.O_RDONLY | os.O_DIRECTORY)
        try:
            with os.scandir(fd) as listing:
                for entry in listing:
                    if entry.is_dir(follow_symlinks=False):
                        pending.append(f"{folder}/{entry.name}")
                    else:
                        entry.stat(follow_symlinks=False)
                        count += 1
        finally:
            os.close(fd)
    return count


def sha256sum(tree: Path) -> int:
    find = subprocess.Popen(["find", str(tree), "-type", "f", "-print0"], stdout=subprocess.PIPE)
    done = subprocess.run(["xargs", "-0", "sha256sum"], stdin=find.stdout, stdout=subprocess.PIPE, check=True)
    find.wait()
    return done.stdout.count(b"\n")


def measured(function: Callable[[], object]) -> tuple[float, float, object]:
    before_cpu, before_wall = cpu(), time.perf_counter()
    value = function()
    return cpu() - before_cpu, time.perf_counter() - before_wall, value


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--files", type=int, default=160_000)
    parser.add_argument("--repeat", type=int, default=5)
    parser.add_argument("--keep", type=Path, help="generate the scratch repository here and keep it (reused when present)")
    args = parser.parse_args()

    scratch = tempfile.mkdtemp(prefix="sab-fp-bench-")
    os.environ["SAB_CACHE"] = os.path.join(scratch, "cache")  # a cache of this run only
    root = args.keep or Path(scratch) / "repo"
    tree = root / "code" / "bench"
    try:
        _run(args, root, tree)
    finally:
        shutil.rmtree(scratch, ignore_errors=True)


def _run(args, root: Path, tree: Path) -> None:
    from sab.config import load_settings
    from sab.sources.layout import Source
    from sab.sources.manifest import verify
    from sab.sources.vendor import AddOptions, add_source

    if not (root / "codebase-reports/bench/codebase-metadata.json").is_file():
        started = time.perf_counter()
        shutil.rmtree(root, ignore_errors=True)
        (root / "tasks").mkdir(parents=True)
        (root / "pyproject.toml").write_text(PYPROJECT)
        generate(tree, args.files)
        settings = load_settings(root)
        add_source(settings.root, settings.git_url, AddOptions("bench", in_place=True, license="MIT"))
        print(f"generated and recorded {root} in {time.perf_counter() - started:.0f} s")
    source = Source(root, "bench")
    paths = sorted(p for p in tree.rglob("*") if p.is_file())
    count, size = len(paths), sum(p.stat().st_size for p in paths)
    print(f"tree: {count} files, {size / 1e6:.0f} MB, {sum(1 for p in tree.rglob('*') if p.is_dir())} directories; "
          f"{fp.tree.default_workers()} hashing threads; load average {os.getloadavg()[0]:.1f} on {os.cpu_count()} CPUs")
    print("waiting for the files to settle (the cache does not keep a file changed in the last 2 s)")
    time.sleep(fpcache.SETTLE_NS / 1e9 + 0.5)

    rng = random.Random(11)
    changed: list[Path] = []

    def change_one() -> None:
        """Rewrite one file with different bytes of the same size; it is put back after the run."""
        path = rng.choice(paths)
        data = path.read_bytes()
        changed.append(path)
        path.write_bytes(bytes(b ^ 1 for b in data[:64]) + data[64:] if data else b"x")

    def restore() -> None:
        path = changed.pop()
        data = path.read_bytes()
        path.write_bytes(bytes(b ^ 1 for b in data[:64]) + data[64:] if data != b"x" else b"")

    def verify_once(cache: bool, expect_changes: int) -> object:
        with fp.one_run(cache=cache):
            outcome = verify(source)
        assert len(outcome.changes) == expect_changes and outcome.passed == (expect_changes == 0), outcome.changes
        return outcome

    def cli_verify() -> object:
        done = subprocess.run([sys.executable, "-m", "sab", "source", "verify", "bench"], cwd=root, capture_output=True, text=True)
        assert done.returncode == 1 and "modified" in done.stdout, done.stdout + done.stderr
        return done

    fp.measure(tree)  # warm the cache
    rows: dict[str, list[tuple[float, float, int]]] = {}
    plan: list[tuple[str, Callable[[], object]]] = [
        ("bare hashlib (os.scandir + hashlib.file_digest)", lambda: bare_hashlib(tree)),
        *([("coreutils sha256sum (find | xargs)", lambda: sha256sum(tree))] if shutil.which("sha256sum") else []),
        ("first format sha256: (sab before format 2)", lambda: fp.legacy_fingerprint(tree)),
        ("sab fingerprint, no cache", lambda: fp.measure(tree, cache=False)),
        ("sab fingerprint, no cache, one thread", lambda: fp.measure(tree, cache=False, workers=1)),
        ("floor of a warm cache: os.scandir walk + lstat of every file", lambda: stat_walk(tree)),
        ("sab fingerprint, warm cache", lambda: fp.measure(tree)),
        ("sab verify unchanged, no cache", lambda: verify_once(False, 0)),
        ("sab verify unchanged, warm cache", lambda: verify_once(True, 0)),
    ]
    after_change: list[tuple[str, Callable[[], object]]] = [
        ("sab verify one file changed, no cache", lambda: verify_once(False, 1)),
        ("sab verify one file changed, warm cache", lambda: verify_once(True, 1)),
        ("`sab source verify` command, one file changed, warm cache", cli_verify),
    ]
    for round_ in range(args.repeat):
        for name, work in plan:
            spent, wall, value = measured(work)
            files_read = value.read if isinstance(value, fp.Measurement) else -1
            rows.setdefault(name, []).append((spent, wall, files_read))
        change_one()
        for name, work in after_change:
            spent, wall, _ = measured(work)
            rows.setdefault(name, []).append((spent, wall, -1))
        # A few changed files stay below the share that has a tree's cache rewritten
        # (cache.REWRITE_SHARE), so each later warm row reads the files changed so far: "files read".
        restore()
        print(f"round {round_ + 1}/{args.repeat} done", flush=True)

    base_cpu = statistics.median(cpu_s for cpu_s, _, _ in rows[plan[0][0]])
    base_wall = statistics.median(wall for _, wall, _ in rows[plan[0][0]])
    print()
    print(f"median of {args.repeat}, interleaved; {count} files, {size / 1e6:.0f} MB; load average "
          f"{os.getloadavg()[1]:.1f} over the last 5 minutes on {os.cpu_count()} CPUs (wall times grow with it)")
    print("| work | CPU s | wall s | CPU / bare | wall / bare | files read |")
    print("|---|---:|---:|---:|---:|---:|")
    for name, samples in rows.items():
        spent = statistics.median(s for s, _, _ in samples)
        wall = statistics.median(w for _, w, _ in samples)
        read = samples[-1][2]
        print(f"| {name} | {spent:.2f} | {wall:.2f} | {spent / base_cpu:.2f} | {wall / base_wall:.2f} | "
              f"{read if read >= 0 else ''} |")


if __name__ == "__main__":
    main()
