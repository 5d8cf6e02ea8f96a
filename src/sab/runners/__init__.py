"""What every runner shares (docs/design.md, "Runners"): the result of a run, the record of an image build, and
`produce_checks`, which packs one driver call per check onto the machine's cores.

A runner (the `Runner` protocol of runners/protocol.py) is looked up by name in
runners/registry.py: `local` (runners/local.py) and `docker` (runners/docker.py). Both produce the
same result directory layout, the one `tests/test.sh produce` writes: `<out>/<check>/` with the
graded files, run.log and run.ok or run.failed. Both run one driver call per check, in parallel,
packed onto the machine's cores by the leaf's cpus.
"""

from __future__ import annotations

import json
import math
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path
from typing import Callable

from sab.errors import NotFoundError, SabError
from sab.jsonio import load_json
from sab.leaf import Leaf
from sab.model.rubric import REPEATS_MAX, WARMUP_MAX
from sab.stock import require_stock_drivers

IC_CHOICES = ("nominal", "variant", "altbuild")

Progress = Callable[[str], None]

# run.sh builds as well as runs, so every check gets this on top of its expected run time.
BUILD_ALLOWANCE_S = 300.0
RUNTIME_FACTOR = 10.0
# test.sh's own limit kills a check first; this only catches a wedged driver.
DRIVER_GRACE_S = 60.0
# A timed check runs up to this many times: the graded run, the warm-ups, each timed repeat and
# its empty run, at the rubric's maxima (sab.model.rubric.Timing).
TIMED_RUNS_MAX = 1 + WARMUP_MAX + 2 * REPEATS_MAX


def driver_limit(check_timeout: float, timing: bool) -> float:
    """The wall time one test.sh produce of a check may take before its runner ends it."""
    return check_timeout * (TIMED_RUNS_MAX if timing else 1) + DRIVER_GRACE_S


def default_check_timeout(leaf: Leaf, check: str) -> float:
    try:
        expected = leaf.check(check).rubric().expected_runtime_s
    except SabError:
        expected = 60.0
    return math.ceil(BUILD_ALLOWANCE_S + RUNTIME_FACTOR * expected)


@dataclass(frozen=True)
class BuildRecord:
    """One image a run needed: built now (with its time) or found unchanged."""

    kind: str  # "oracle" or "solver"
    tag: str
    built: bool
    seconds: float
    base_image: str

    def as_dict(self) -> dict:
        return {"kind": self.kind, "tag": self.tag, "built": self.built, "seconds": round(self.seconds, 3),
                "base_image": self.base_image}

    def line(self) -> str:
        return describe_build(self.as_dict())


def describe_build(build: dict) -> str:
    """One line for people about one image of a run (a BuildRecord, or its JSON form)."""
    what = f"built in {build['seconds']:.1f} s" if build["built"] else "unchanged, not rebuilt"
    return f"{build['kind']} image {build['tag']}: {what} (base {build['base_image']})"


@dataclass(frozen=True)
class CheckRun:
    check: str
    ok: bool
    elapsed_seconds: float | None
    build_seconds: float | None
    log: Path
    exit_status: int | None = None
    build_step: bool = False  # run.sh's build ran on its own: elapsed_seconds is the runs' alone

    @property
    def run_seconds(self) -> float | None:
        if self.elapsed_seconds is None:
            return None
        if self.build_step:
            return self.elapsed_seconds
        return max(self.elapsed_seconds - (self.build_seconds or 0.0), 0.0)

    def tail(self, lines: int = 12) -> str:
        try:
            return "\n".join(self.log.read_text(errors="replace").splitlines()[-lines:])
        except OSError:
            return "(no run.log)"


@dataclass
class ProduceResult:
    out_dir: Path
    ic: str
    checks: dict[str, CheckRun] = field(default_factory=dict)
    isolation: str = "none"

    @property
    def ok(self) -> bool:
        return all(run.ok for run in self.checks.values())


def read_runs(out_dir: Path, checks: list[str]) -> dict[str, CheckRun]:
    """The run.ok / run.failed records test.sh wrote for each check."""
    runs = {}
    for name in checks:
        directory = out_dir / name
        ok_file, failed_file = directory / "run.ok", directory / "run.failed"
        record_file = ok_file if ok_file.is_file() else failed_file
        record = {}
        if record_file.is_file():
            try:
                record = load_json(record_file)
            except SabError:
                record = {}
        runs[name] = CheckRun(
            check=name,
            ok=ok_file.is_file(),
            elapsed_seconds=record.get("elapsed_seconds"),
            build_seconds=record.get("build_seconds"),
            log=directory / "run.log",
            exit_status=record.get("exit_status"),
            build_step=record.get("build_step") is True,
        )
    return runs


def write_failed(out_dir: Path, check: str, ic: str, exit_status: int | None, log: str) -> None:
    """The run.failed record for a check whose driver died before writing its own."""
    directory = out_dir / check
    directory.mkdir(parents=True, exist_ok=True)
    (directory / "run.log").write_text(log)
    record = {"check": check, "ic": ic, "exit_status": exit_status, "elapsed_seconds": None, "build_seconds": None}
    (directory / "run.failed").write_text(json.dumps(record) + "\n")


def produce_checks(leaf, ic: str, out_dir: Path, checks: list[str] | None, *, cpus: int, workers: int,
                   isolation: str, run_one: Callable[[str, Path], None],
                   cancel: Callable[[], None] | None = None) -> ProduceResult:
    """Run `run_one(check, out_dir)` for each check, as many at once as `workers` cores hold.

    On Ctrl-C or any error, `cancel` ends every run still going before the error propagates, so
    nothing is left running (the worker threads cannot see a KeyboardInterrupt themselves).
    """
    require_stock_drivers(leaf)
    names = checks or [check.name for check in leaf.checks()]
    unknown = sorted(set(names) - {check.name for check in leaf.checks()})
    if unknown:
        raise NotFoundError(f"no check named {unknown[0]!r}", file=leaf.checks_dir)
    out_dir = out_dir.resolve()
    out_dir.mkdir(parents=True, exist_ok=True)
    slots = max(1, min(len(names), workers // max(1, cpus) or 1))
    pool = ThreadPoolExecutor(max_workers=slots)
    futures = []
    try:
        futures = [pool.submit(run_one, name, out_dir) for name in names]
        for future in futures:
            future.result()
    except BaseException:
        for future in futures:
            future.cancel()
        if cancel is not None:
            cancel()
        raise
    finally:
        pool.shutdown(wait=True)
    return ProduceResult(out_dir, ic, read_runs(out_dir, names), isolation)

