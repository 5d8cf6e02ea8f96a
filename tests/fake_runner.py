"""A runner for tests of the runner protocol: no build, no driver, no sandbox.

It stands in for the part of a runner that costs minutes (building and running a module) with a
small deterministic program: each check of the fixture leaf (`conftest.make_leaf`) writes the
file its rubric grades, `filled`, as raw doubles, from the initial condition and the source it
was given. The legitimate variant moves every value by 1e-10 relative; a source whose solver.py
no longer says 'demo' (a probe's edit) moves them by 1e-3. Grading is sab's own, on this machine,
through the leaf's tests/test.sh: only the solve is faked.

`FakeRunner.fail` names the initial conditions whose runs fail, and every instance and stage is
logged on the class, so tests see what selfcheck and the CLI asked of the runner.
"""

from __future__ import annotations

import json
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import ClassVar, Iterator

import numpy as np

from sab.grade import GradeResult, grade
from sab.leaf import Leaf
from sab.runners import BuildRecord, ProduceResult, Progress, produce_checks, write_failed
from sab.runners.protocol import Runner
from sab.runners.sandbox import Sandbox

OUTPUT = "filled"  # the graded file of every check of the fixture leaf
VALUES = np.linspace(1.0, 2.0, 16)
VARIANT_SHIFT = 1e-10
DEFECT_SHIFT = 1e-3
ISOLATION = Sandbox("fake", "no process is started: the test's program writes the outputs")


def program(ic: str, source_dir: Path) -> bytes:
    """What every check of the fixture leaf outputs for `ic` from `source_dir`."""
    values = VALUES.copy()
    if "'demo'" not in (source_dir / "solver.py").read_text():
        values *= 1.0 + DEFECT_SHIFT
    if ic == "variant":
        values *= 1.0 + VARIANT_SHIFT
    return values.astype("<f8").tobytes()


@dataclass
class FakeStage:
    runner: "FakeRunner"
    leaf: Leaf
    source_dir: Path

    @property
    def isolation(self) -> Sandbox:
        return ISOLATION

    def produce(self, ic: str, out_dir: Path, *, checks: list[str] | None = None,
                check_timeout: float | None = None, knobs: dict[str, str] | None = None,
                timing: bool = False, seed: int | None = None) -> ProduceResult:
        def one(name: str, out: Path) -> None:
            if ic in self.runner.fail:
                write_failed(out, name, ic, 1, f"{ic} fails by the test's design\n")
                return
            directory = out / name
            directory.mkdir(parents=True, exist_ok=True)
            (directory / OUTPUT).write_bytes(program(ic, self.source_dir))
            (directory / "run.log").write_text("")
            record = {"check": name, "ic": ic, "exit_status": 0, "elapsed_seconds": 0.25, "build_seconds": 0.05}
            (directory / "run.ok").write_text(json.dumps(record) + "\n")

        return produce_checks(self.leaf, ic, out_dir, checks, cpus=1, workers=1, isolation=ISOLATION.name,
                              run_one=one)

    def grade(self, reference: Path, candidate: Path, reward_file: Path | None = None,
              grade_file: Path | None = None) -> GradeResult:
        self.runner.grades.append(candidate)
        return grade(self.leaf, reference, candidate, reward_file, grade_file)


class FakeRunner(Runner):
    name: ClassVar[str] = "fake"
    grades_answers: ClassVar[bool] = False
    fail: ClassVar[set[str]] = set()  # initial conditions whose runs fail
    started: ClassVar[list["FakeRunner"]] = []

    def __init__(self, progress: Progress | None = None) -> None:
        self.isolation = ISOLATION
        self.progress = progress or (lambda _message: None)
        self.sources: list[Path] = []  # the source of each stage, in order
        self.grades: list[Path] = []  # the candidate of each grade, in order
        FakeRunner.started.append(self)

    def build(self, leaf: Leaf) -> list[BuildRecord]:
        return [BuildRecord("oracle", f"fake/{leaf.root.name}:oracle", False, 0.0, "none")]

    @contextmanager
    def staged(self, leaf: Leaf, source_dir: Path) -> Iterator[FakeStage]:
        self.sources.append(source_dir)
        yield FakeStage(self, leaf, source_dir)

    def grade(self, leaf: Leaf, reference: Path, candidate: Path, reward_file: Path | None = None,
              grade_file: Path | None = None) -> GradeResult:
        self.grades.append(candidate)
        return grade(leaf, reference, candidate, reward_file, grade_file)
