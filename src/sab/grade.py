"""Grading through the leaf's own tests/test.sh (docs/design.md, "The drivers"): reward and per-check verdicts."""

from __future__ import annotations

import shutil
import subprocess
import tempfile
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Iterator

from sab.driver_env import base_env
from sab.errors import NotFoundError, SabError
from sab.jsonio import load_json, write_json_atomic
from sab.leaf import Leaf
from sab.model.base import parse
from sab.model.grade import DrawGrade, GradeRecord
from sab.model.rubric import Solve
from sab.outputs import check_output_target, publish_output
from sab.scratch import make_read_only, scratch

GRADE_TIMEOUT_S = 3600
# What a driver writes beside the graded files of a check; never compared.
BOOKKEEPING = frozenset({"run.log", "run.ok", "run.failed", "result.json"})


@dataclass(frozen=True)
class CheckGrade:
    check: str
    passed: bool
    reason: str
    distance: float | None
    bound_fraction: float | None
    wiring_error: bool
    acceleration: bool
    reference_seconds: float | None
    candidate_seconds: float | None
    # validate.py's measure of each graded file (pointwise) or invariant: name, passed, distance,
    # bound_fraction, value_reference, value_candidate
    parts: tuple[dict, ...] = ()
    seed: int | None = None  # the seed a check's inputs were drawn from (docs/leaf.md, "Input families")
    draws: tuple[DrawGrade, ...] = ()  # each drawn input's verdict; the measures above are the worst draw's


@dataclass
class GradeResult:
    reward: float
    passed: int
    total: int
    checks: dict[str, CheckGrade] = field(default_factory=dict)
    speed: dict | None = None
    correctness: float | None = None  # the mean of the checks' scores (the reward, unless a speed-up goal is set)
    speedup_goal: float | None = None
    speed_credit: float | None = None
    reward_file: Path | None = None
    seed: int | list[int] | None = None

    @property
    def wiring_errors(self) -> list[str]:
        return [name for name, check in self.checks.items() if check.wiring_error]


def printable(text: str) -> str:
    """`text` with control characters written as escapes: a reason can quote a candidate's file
    name, which must not move the cursor, clear the screen or fake a line on a terminal."""
    return "".join(c if c.isprintable() else c.encode("unicode_escape").decode("ascii") for c in text)


def parse_grade(path: Path) -> GradeResult:
    """The grade test.sh wrote, read through its model (sab.model.grade)."""
    record = parse(GradeRecord, load_json(path), path)
    checks = {
        name: CheckGrade(
            check=name, passed=entry.passed, reason=printable(entry.reason), distance=entry.distance,
            bound_fraction=entry.bound_fraction, wiring_error=entry.wiring_error, acceleration=entry.acceleration,
            reference_seconds=entry.reference_seconds, candidate_seconds=entry.candidate_seconds,
            parts=tuple(part.model_dump() for part in entry.parts), seed=entry.seed, draws=tuple(entry.draws),
        )
        for name, entry in record.checks.items()
    }
    speed = record.speed.model_dump() if record.speed else None
    return GradeResult(record.reward, record.passed, record.total, checks, speed, correctness=record.correctness,
                       speedup_goal=record.speedup_goal, speed_credit=record.speed_credit, seed=record.seed)


def check_result_dirs(reference: Path, candidate: Path) -> None:
    for name, directory in (("--reference", reference), ("--candidate", candidate)):
        if not directory.is_dir():
            raise NotFoundError("not a directory of results", file=directory, field=name,
                                fix="produce one with `sab run <leaf> --ic nominal --out DIR`")


@contextmanager
def staged_tests(leaf: Leaf) -> Iterator[Path]:
    """A read-only copy of the leaf's tests/ (test.sh, checks, rubrics, validate.py) to grade with.

    What grades is copied when the grade starts, from the repository, into a folder no candidate
    run can see (docs/threat-model.md), so nothing a candidate wrote anywhere can stand in for it.
    """
    with scratch("sab-grade-tests-") as work:
        tests = work / "tests"
        shutil.copytree(leaf.root / "tests", tests, symlinks=True)
        make_read_only(tests)
        yield tests


def grade(leaf: Leaf, reference: Path, candidate: Path, reward_file: Path | None = None,
          grade_file: Path | None = None) -> GradeResult:
    """Grade `candidate` outputs against `reference` outputs with the leaf's test.sh, on this machine.

    test.sh writes into a private directory; only then are the reward (`reward_file`) and the full
    grade (`grade_file`) copied where the user asked. This is the local runner's grading; the docker
    runner grades with the same driver inside the leaf's oracle image (`DockerStage.grade`), and
    both read back the same grade.json.
    """
    check_result_dirs(reference, candidate)
    outputs = checked_outputs(reward_file, grade_file)
    with tempfile.TemporaryDirectory(prefix="sab-grade-") as tmp, staged_tests(leaf) as tests:
        target = Path(tmp) / "verifier" / "reward.json"
        target.parent.mkdir()
        env = base_env(Path(tmp), leaf.manifest.sciaccel.resources.cpus)
        env.update({
            "HARBOR_REFERENCE_DIR": str(reference.resolve()),
            "HARBOR_CANDIDATE_DIR": str(candidate.resolve()),
            "HARBOR_REWARD_FILE": str(target),
        })
        done = subprocess.run(["bash", str(tests / "test.sh")], env=env, capture_output=True, text=True,
                              errors="replace", timeout=GRADE_TIMEOUT_S, stdin=subprocess.DEVNULL)
        if not (target.parent / "grade.json").is_file():
            raise SabError(f"tests/test.sh wrote no grade (exit {done.returncode}): {done.stderr.strip()[-400:]}",
                           file=leaf.test_sh)
        return finish_grade(target, outputs)


def checked_outputs(reward_file: Path | None, grade_file: Path | None) -> dict[str, Path]:
    """The output files the user named, checked before any grading starts."""
    outputs = {}
    for option, name, path in (("--reward-file", "reward.json", reward_file), ("--grade-file", "grade.json", grade_file)):
        if path is not None:
            outputs[name] = check_output_target(path, option)
    if len(set(outputs.values())) < len(outputs):
        raise SabError("--reward-file and --grade-file name the same file", field="--grade-file")
    return outputs


def add_speed_interval(grade_json: Path) -> None:
    """Give the speed-up test.sh measured its confidence interval and significance (sab.speedup):
    the leaf records the timings with the standard library, sab does the statistics."""
    from sab.speedup import annotate

    data = load_json(grade_json)
    if isinstance(data.get("speed"), dict):
        data["speed"] = annotate(data["speed"])
        write_json_atomic(grade_json, data)


def finish_grade(reward: Path, outputs: dict[str, Path]) -> GradeResult:
    """Read the grade test.sh wrote beside `reward`, then publish the files the user asked for."""
    add_speed_interval(reward.parent / "grade.json")
    result = parse_grade(reward.parent / "grade.json")
    options = {"reward.json": "--reward-file", "grade.json": "--grade-file"}
    for name, path in outputs.items():
        written = reward.parent / name
        if not written.is_file():
            raise SabError(f"tests/test.sh wrote no {name}", field=options[name])
        publish_output(written.read_text(encoding="utf-8"), path, options[name])
    result.reward_file = outputs.get("reward.json")
    return result


def _graded_files(directory: Path) -> dict[str, bytes]:
    files = {}
    if directory.is_dir():
        for path in sorted(directory.rglob("*")):
            if path.is_file() and path.name not in BOOKKEEPING:
                files[path.relative_to(directory).as_posix()] = path.read_bytes()
    return files


def measured_solve(grade_result: GradeResult, check: str, reference: Path, candidate: Path) -> Solve:
    """One graded comparison as evidence: distance, bound fraction, verdict, identical outputs."""
    entry = grade_result.checks.get(check)
    identical = _graded_files(reference / check) == _graded_files(candidate / check)
    distance = entry.distance if entry else None
    return Solve(
        distance=distance,
        bound_fraction=entry.bound_fraction if entry else None,
        passed=entry.passed if entry else False,
        identical=identical,
        graded_identical=(not identical and entry is not None and entry.passed and distance == 0),
    )
