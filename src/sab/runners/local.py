"""The local runner: the leaf's drivers as child processes on this machine (docs/design.md).

A run stages a copy of the leaf and of the source tree in a temporary directory, then calls
`tests/test.sh produce` once per check (so independent checks run in parallel, packed onto the
machine's cores by the leaf's cpus) with the leaf contract's clean environment, a time limit per
check, and every run.sh in the sandbox of sandbox.py (bubblewrap): what a candidate's code can
read, write and reach is in docs/threat-model.md.
"""

from __future__ import annotations

import os
import shutil
import signal
import subprocess
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import ClassVar, Iterator

from sab.driver_env import base_env
from sab.errors import NotFoundError, SabError
from sab.fingerprint import is_cache
from sab.grade import GradeResult, grade
from sab.leaf import Leaf, repository_root
from sab.leafenv import ensure_environment
from sab.jsonio import write_json_atomic
from sab.runners import (BuildRecord, ProduceResult, Progress, default_check_timeout, driver_limit,
                         produce_checks, write_failed)
from sab.runners.protocol import Runner
from sab.runners.sandbox import Sandbox, detect
from sab.scratch import make_read_only, scratch

# Folders hidden from every run this process starts, besides the leaf's repository: a fan-out
# worker adds the client's repository, for which its staged copy stands (sab.fanout).
ALSO_HIDDEN: set[Path] = set()


def _ignore_caches(_directory: str, names: list[str]) -> list[str]:
    return [name for name in names if is_cache(name)]


# What grades a check stays out of the copy run.sh sees: no run.sh reads them, and a candidate
# has no business knowing more of its grader than the solver's image shows.
GRADING_FILES = frozenset({"rubric.json", "validate.py"})


def _ignore_for_runs(directory: str, names: list[str]) -> list[str]:
    ignored = _ignore_caches(directory, names)
    if Path(directory).parent.name == "checks":
        ignored += [name for name in names if name in GRADING_FILES]
    return ignored


def _stage_plan(leaf: Leaf, staged_leaf: Path) -> None:
    """The parts of a rubric test.sh reads while producing: its `timing` (the speed plan) and its
    `family` (how many inputs to draw), kept in the staged check's rubric.json alone. A rubric that
    does not load times by the defaults and draws nothing."""
    for check in leaf.checks():
        try:
            rubric = check.rubric()
        except SabError:
            continue
        kept = {key: part.model_dump(exclude_unset=True) for key, part in
                (("timing", rubric.timing), ("family", rubric.family)) if part is not None}
        if kept:
            write_json_atomic(staged_leaf / "tests" / "checks" / check.name / "rubric.json", kept)


@dataclass
class LocalStage:
    """A staged leaf and source ready to produce results."""

    leaf: Leaf
    staged_leaf: Path
    staged_source: Path
    work: Path
    isolation: Sandbox
    sandbox_env: dict[str, str]
    cpus: int
    workers: int
    interpreter: Path | None = None  # bin/ of the leaf's pinned environment, first on run.sh's PATH
    live: set = field(default_factory=set)

    def produce(self, ic: str, out_dir: Path, *, checks: list[str] | None = None,
                check_timeout: float | None = None, knobs: dict[str, str] | None = None,
                timing: bool = False, seed: int | None = None) -> ProduceResult:
        def one(name: str, out: Path) -> None:
            timeout = check_timeout or default_check_timeout(self.leaf, name)
            self._run_driver(name, ic, out, timeout, knobs or {}, timing, seed)

        return produce_checks(self.leaf, ic, out_dir, checks, cpus=self.cpus, workers=self.workers,
                              isolation=self.isolation.name, run_one=one, cancel=self.kill_all)

    @property
    def builds(self) -> Path:
        """Where the stage keeps its builds (test.sh's SAB_BUILD_ROOT), for every solve of its tree."""
        return self.work / "builds"

    def build_folder(self, check: str, config: str = "nominal") -> Path:
        """One check's build of one configuration, as test.sh's build_check lays it out."""
        return self.builds / check / config

    def kill_all(self) -> None:
        """End every driver still running (Ctrl-C): their threads then return at once."""
        for process in list(self.live):
            _kill_group(process)

    def grade(self, reference: Path, candidate: Path, reward_file: Path | None = None,
              grade_file: Path | None = None) -> GradeResult:
        """Grade with the leaf's tests/test.sh on this machine (sab.grade)."""
        return grade(self.leaf, reference, candidate, reward_file, grade_file)

    def _run_driver(self, check: str, ic: str, out_dir: Path, timeout: float, knobs: dict[str, str],
                    timing: bool, seed: int | None) -> None:
        env = base_env(self.work / "home", self.cpus, self.interpreter)
        env.update({f"SAB_{k}" if not k.startswith("SAB_") else k: v for k, v in knobs.items()})
        env["SAB_ONLY_CHECKS"] = check
        # Every solve of the stage reuses its builds (one per check and configuration).
        env["SAB_BUILD_ROOT"] = str(self.builds)
        if seed is not None:
            env["SAB_SEED"] = str(seed)
        env["SAB_CHECK_TIMEOUT"] = str(int(timeout))
        env["SAB_TIMING"] = "1" if timing else "0"
        env.update(self.sandbox_env)
        command = ["bash", str(self.staged_leaf / "tests" / "test.sh"), "produce",
                   str(self.staged_source), str(out_dir), ic]
        if shutil.which("setpriv"):
            # The driver dies with sab, even killed outright, and its sandbox with it.
            command = ["setpriv", "--pdeathsig", "KILL", *command]
        process = subprocess.Popen(command, env=env, cwd=self.work, stdin=subprocess.DEVNULL,
                                   stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, start_new_session=True)
        self.live.add(process)
        try:
            _, stderr = process.communicate(timeout=driver_limit(timeout, timing))
        except BaseException:
            # A wedged driver, or Ctrl-C: end the whole process group, never leave a run behind.
            _kill_group(process)
            raise
        finally:
            self.live.discard(process)
        if process.returncode != 0 and not (out_dir / check / "run.failed").exists():
            write_failed(out_dir, check, ic, process.returncode, stderr.decode(errors="replace"))


def _kill_group(process: subprocess.Popen) -> None:
    try:
        os.killpg(process.pid, signal.SIGKILL)
    except ProcessLookupError:
        pass
    process.wait()


class LocalRunner(Runner):
    """The leaf's drivers as child processes of this machine, each run.sh in the sandbox."""

    name: ClassVar[str] = "local"
    grades_answers: ClassVar[bool] = True

    def __init__(self, progress: Progress | None = None, *, isolation: Sandbox | None = None,
                 workers: int | None = None) -> None:
        self._isolation = isolation
        self.workers = workers or os.cpu_count() or 1
        self.progress = progress or (lambda _message: None)

    @property
    def isolation(self) -> Sandbox:
        """The sandbox of run.sh, probed when first needed: grading alone never needs it."""
        if self._isolation is None:
            self._isolation = detect()
        return self._isolation

    def build(self, leaf: Leaf) -> list[BuildRecord]:
        """No image: the first stage that runs the leaf makes its pinned environment, if any."""
        return []

    def _interpreter(self, leaf: Leaf) -> Path | None:
        """bin/ of the leaf's pinned environment, or None when the leaf pins nothing and runs with
        sab's own interpreter."""
        requirements = leaf.manifest.sciaccel.dependencies.python
        if not requirements:
            return None
        self.progress("preparing the leaf's pinned Python environment")
        return ensure_environment(requirements, declared_in=leaf.task_toml).bin_dir

    @contextmanager
    def staged(self, leaf: Leaf, source_dir: Path) -> Iterator[LocalStage]:
        if not source_dir.is_dir():
            raise NotFoundError("source directory does not exist", file=source_dir,
                                fix="vendor the source under code/ or pass --source DIR")
        interpreter = self._interpreter(leaf)
        with scratch("sab-run-") as work:
            staged_leaf = work / "leaf"
            staged_source = work / "source"
            shutil.copytree(leaf.root, staged_leaf, symlinks=True, ignore=_ignore_for_runs)
            shutil.rmtree(staged_leaf / "comment", ignore_errors=True)
            _stage_plan(leaf, staged_leaf)
            try:
                shutil.copytree(source_dir, staged_source, symlinks=True)
            except shutil.Error as exc:  # a FIFO or device in the tree: never read, never staged
                first = exc.args[0][0] if exc.args and exc.args[0] else ("", "", str(exc))
                raise SabError(f"cannot stage the source: {first[-1]}", file=source_dir,
                               fix="remove files that are not regular files, directories or links") from None
            make_read_only(staged_source)
            make_read_only(staged_leaf)
            (work / "home").mkdir()
            (work / "builds").mkdir(mode=0o755)
            # The sandboxed uid must reach the two trees it is given (and nothing else: the
            # folder is hidden inside the sandbox, and this only lets it traverse).
            work.chmod(0o711)
            hidden = [repository_root(leaf.root) or leaf.root, work, *sorted(ALSO_HIDDEN)]
            readable = [interpreter.parent] if interpreter is not None else []
            sandbox_env = self.isolation.environment(work, hidden, readable)
            cpus = leaf.manifest.sciaccel.resources.cpus
            yield LocalStage(leaf, staged_leaf, staged_source, work, self.isolation, sandbox_env, cpus, self.workers,
                             interpreter)

    def grade(self, leaf: Leaf, reference: Path, candidate: Path, reward_file: Path | None = None,
              grade_file: Path | None = None) -> GradeResult:
        """On this machine, with a copy of the leaf's tests/ taken when the grade starts (sab.grade)."""
        return grade(leaf, reference, candidate, reward_file, grade_file)
