"""What a runner is: the interface `sab run`, `sab grade`, selfcheck and probes drive (docs/design.md, "Runners").

A runner builds what a leaf's runs need, produces results by calling the leaf's drivers, and
grades results through the leaf's tests/test.sh. Callers never ask which runner they hold: what
differs between runners is behind these methods, and what a runner cannot do is a declared
capability (`grades_answers`), refused with one clear line before any work.

`staged` stages a leaf with one source tree once for many solves and grades (selfcheck solves
nominal, variant, altbuild and repeat from one stage); `produce` and `grade` on the runner are
the one-off forms. A runner class names `Runner` as its base to take the one-off `produce`.
"""

from __future__ import annotations

from contextlib import AbstractContextManager
from pathlib import Path
from typing import ClassVar, Protocol

from sab.grade import GradeResult
from sab.leaf import Leaf
from sab.runners import BuildRecord, ProduceResult, Progress
from sab.runners.sandbox import Sandbox


class Stage(Protocol):
    """A leaf staged with one source tree, ready to produce results and grade them."""

    @property
    def isolation(self) -> Sandbox: ...

    def produce(self, ic: str, out_dir: Path, *, checks: list[str] | None = None,
                check_timeout: float | None = None, knobs: dict[str, str] | None = None,
                timing: bool = False, seed: int | None = None) -> ProduceResult:
        """Run the checks (all, or `checks`) for initial condition `ic`; results under `out_dir`;
        `timing` times the acceleration checks like a benchmark (tests/test.sh's SAB_TIMING);
        `seed` draws the inputs of every check with a family from it (else their fixed ic/)."""
        ...

    def grade(self, reference: Path, candidate: Path, reward_file: Path | None = None,
              grade_file: Path | None = None) -> GradeResult:
        """Grade `candidate` results against `reference` results through the leaf's tests/test.sh."""
        ...


class Runner(Protocol):
    name: ClassVar[str]
    # Whether `sab grade --answer` (an imported leaf's answer file) may run on this runner.
    grades_answers: ClassVar[bool]
    isolation: Sandbox

    def __init__(self, progress: Progress | None = None) -> None: ...

    def build(self, leaf: Leaf) -> list[BuildRecord]:
        """Make what the leaf's runs need, once per runner; the images built or reused, if any."""
        ...

    def staged(self, leaf: Leaf, source_dir: Path) -> AbstractContextManager[Stage]:
        """The leaf staged with `source_dir` (its own source, or a candidate's) for many solves."""
        ...

    def produce(self, leaf: Leaf, source_dir: Path, ic: str, out_dir: Path, *, checks: list[str] | None = None,
                check_timeout: float | None = None, knobs: dict[str, str] | None = None,
                timing: bool = False, seed: int | None = None) -> ProduceResult:
        """One solve from a stage of its own."""
        with self.staged(leaf, source_dir) as stage:
            return stage.produce(ic, out_dir, checks=checks, check_timeout=check_timeout, knobs=knobs,
                                 timing=timing, seed=seed)

    def grade(self, leaf: Leaf, reference: Path, candidate: Path, reward_file: Path | None = None,
              grade_file: Path | None = None) -> GradeResult:
        ...
