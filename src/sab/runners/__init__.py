"""Runners execute a leaf's drivers for one initial condition (SPEC 4).

Only `local` is built in here; every runner produces the same result directory layout, the one
`tests/test.sh produce` writes: `<out>/<check>/` with the graded files, run.log and run.ok or
run.failed.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from sab.errors import SabError
from sab.jsonio import load_json

IC_CHOICES = ("nominal", "variant", "altbuild")


@dataclass(frozen=True)
class CheckRun:
    check: str
    ok: bool
    elapsed_seconds: float | None
    build_seconds: float | None
    log: Path
    exit_status: int | None = None

    @property
    def run_seconds(self) -> float | None:
        if self.elapsed_seconds is None:
            return None
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
        )
    return runs


def get_runner(name: str):
    if name == "local":
        from sab.runners.local import LocalRunner

        return LocalRunner()
    if name == "docker":
        raise SabError(
            "the docker runner is not available in this version of sab", field="--runner",
            fix="use --runner local (the default)",
        )
    raise SabError(f"unknown runner {name!r}", field="--runner", fix="use local or docker")
