"""Grading one answer of an imported leaf as Harbor's verifier would, and the cases of its self-check.

`grade_answer` lays the answer out as the solver would have left it in /app (the candidate's
source directory), produces both sides through the leaf's stock `tests/test.sh produce` (the
reference from the gold answer in tests/gold/) with the local runner, then grades through the
same test.sh: the flat reward is exactly what Harbor would read. A bad answer scores 0; only a
missing answer file or a leaf that is not an import is an error.
"""

from __future__ import annotations

import os
import shutil
import stat
import tempfile
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from sab.errors import NotFoundError, SabError
from sab.grade import GradeResult, checked_outputs, grade
from sab.importers.common import MAX_ANSWER_BYTES, MAX_TRAJECTORY_BYTES
from sab.jsonio import load_json
from sab.outputs import publish_output
from sab.leaf import Leaf
from sab.runners.local import LocalRunner

# Where each benchmark's solver leaves its answer, relative to the answer directory (/app).
ANSWER_FILES = {"super": "answer.json", "airs": "submission.csv", "hera": "final_output.txt"}
from sab.importers.hera import HERA_RECORD  # noqa: E402  (where the controller keeps its record)
# Where `sab grade --trajectory` lays the agent's steps in the answer directory; run.sh reads them
# only because the runner names them (SAB_TRAJECTORY), never from an answer directory on its own.
TRAJECTORY = "trajectory.json"


@dataclass(frozen=True)
class ImportedLeaf:
    """An imported leaf and what identifies its instance."""

    leaf: Leaf
    benchmark: str
    extra: dict[str, Any]

    @classmethod
    def at(cls, path: Path) -> "ImportedLeaf":
        leaf = Leaf.at(path)
        meta = leaf.manifest.sciaccel
        if meta.kind != "import" or meta.benchmark not in ANSWER_FILES:
            raise SabError("not an imported leaf of SUPER, AIRS-Bench or HERA-Bench", file=leaf.task_toml,
                           field="metadata.sciaccel.benchmark",
                           fix="grade module leaves with --reference DIR --candidate DIR")
        extra = leaf.manifest.metadata.model_extra.get(meta.benchmark, {}) if leaf.manifest.metadata.model_extra else {}
        return cls(leaf, meta.benchmark, dict(extra))

    @property
    def answer_name(self) -> str:
        return ANSWER_FILES[self.benchmark]

    @property
    def gold_dir(self) -> Path:
        return self.leaf.root / "tests" / "gold"

    def identity(self) -> dict[str, Any]:
        """How a result line names this leaf for `sab score`."""
        ident: dict[str, Any] = {"leaf": self.leaf.root.name, "benchmark": self.benchmark}
        if self.benchmark == "hera":
            ident.update({key: self.extra.get(key) for key in ("number", "pair_id", "side")})
        return ident


@dataclass
class AnswerGrade:
    leaf: ImportedLeaf
    reward: dict[str, float]
    result: GradeResult
    reward_file: Path | None = None
    # "<side> run of <check>" -> the last lines of its run.log, for each run that failed (the
    # self-check's reason says why without the runs' folder, which is temporary).
    failed_runs: dict[str, str] = field(default_factory=dict)

    def result_line(self) -> dict[str, Any]:
        """One line of RESULTS.jsonl for `sab score`: the leaf's identity and its flat reward."""
        line = {**self.leaf.identity(), **self.reward}
        if self.leaf.benchmark == "hera":
            line["passed"] = self.result.passed == self.result.total > 0
            line["runtime_valid"] = bool(self.reward.get("runtime_valid", 0))
        return line


@dataclass
class _Answer:
    answer: Path | None
    record: Path | None = None
    extra: dict[str, str] = field(default_factory=dict)
    trajectory: Path | None = None  # SUPER: the agent's steps, given to run.sh as SAB_TRAJECTORY


def _place(source: Path, destination: Path, limit: int, option: str) -> None:
    """Lay out one file the solver left, as the verifier's run.sh will find it.

    A symbolic link stays a link (run.sh refuses it, as Harbor's verifier does: it must never
    resolve on this host, where the gold sits); a file over the limit becomes a stand-in one byte
    over it (run.sh refuses it by its size, unread, so nothing is copied twice); a regular file is
    copied through a descriptor opened without following links.
    """
    destination.parent.mkdir(parents=True, exist_ok=True)
    info = os.lstat(source)
    if stat.S_ISLNK(info.st_mode):
        os.symlink(os.readlink(source), destination)
        return
    if not stat.S_ISREG(info.st_mode):
        raise SabError("not a regular file", file=source, field=option, fix="give the file the solver left")
    if info.st_size > limit:
        with open(destination, "wb") as handle:
            handle.truncate(limit + 1)
        return
    descriptor = os.open(source, os.O_RDONLY | os.O_NOFOLLOW | os.O_NONBLOCK)
    with os.fdopen(descriptor, "rb") as reader, open(destination, "wb") as writer:
        shutil.copyfileobj(reader, writer)


def _lay_out(imported: ImportedLeaf, answer: _Answer, directory: Path) -> None:
    directory.mkdir(parents=True)
    limit = MAX_ANSWER_BYTES[imported.benchmark]
    if answer.answer is not None:
        _place(answer.answer, directory / imported.answer_name, limit, "--answer")
    if answer.record is not None:
        _place(answer.record, directory / HERA_RECORD, limit, "--record")
    for name, text in answer.extra.items():
        (directory / name).write_text(text, encoding="utf-8")
    if answer.trajectory is not None:
        _place(answer.trajectory, directory / TRAJECTORY, MAX_TRAJECTORY_BYTES, "--trajectory")


def _grade(imported: ImportedLeaf, answer: _Answer, reward_file: Path | None,
           grade_file: Path | None = None) -> AnswerGrade:
    if not imported.gold_dir.is_dir():
        raise NotFoundError("the leaf has no tests/gold/", file=imported.leaf.root, fix="re-import the leaf")
    checked_outputs(reward_file, grade_file)  # refused before any work, as for module leaves
    runner = LocalRunner()
    with tempfile.TemporaryDirectory(prefix="sab-answer-") as tmp:
        work = Path(tmp)
        _lay_out(imported, answer, work / "candidate-source")
        reference = runner.produce(imported.leaf, imported.gold_dir, "nominal", work / "reference")
        knobs = {"SAB_TRAJECTORY": TRAJECTORY} if answer.trajectory is not None else {}
        produced = runner.produce(imported.leaf, work / "candidate-source", "nominal", work / "candidate", knobs=knobs)
        failed_runs = {f"{side} run of {name}": " | ".join(run.tail(5).strip().splitlines()) or "run.log is empty"
                       for side, runs in (("reference", reference), ("answer", produced))
                       for name, run in runs.checks.items() if not run.ok}
        result = grade(imported.leaf, work / "reference", work / "candidate", work / "verifier" / "reward.json",
                       grade_file)
        written = work / "verifier" / "reward.json"
        flat = load_json(written)
        if reward_file is not None:
            reward_file = publish_output(written.read_text(encoding="utf-8"), reward_file, "--reward-file")
    return AnswerGrade(imported, flat, result, reward_file, failed_runs)


def grade_answer(leaf_dir: Path, answer: Path | None, *, record: Path | None = None,
                 reward_file: Path | None = None, grade_file: Path | None = None,
                 trajectory: Path | None = None) -> AnswerGrade:
    """Grade one answer file of an imported leaf through its drivers; writes the flat reward."""
    imported = ImportedLeaf.at(leaf_dir)
    if trajectory is not None and imported.benchmark != "super":
        raise SabError("--trajectory is only for SUPER leaves (landmarks, the entrypoint metric)",
                       field="--trajectory", fix="leave it out")
    if answer is None and trajectory is None:
        raise SabError("no answer given", field="--answer", fix=f"pass the solver's {imported.answer_name}")
    for option, path in (("--answer", answer), ("--record", record), ("--trajectory", trajectory)):
        if path is not None and not (path.is_file() or path.is_symlink()):
            raise NotFoundError("no such file", file=path, field=option)
    if record is not None and imported.benchmark != "hera":
        raise SabError("--record is only for HERA-Bench leaves (the controller's record of the episode)",
                       field="--record", fix="leave it out")
    return _grade(imported, _Answer(answer, record, trajectory=trajectory), reward_file, grade_file)


# ---------------------------------------------------------------- self-check


@dataclass(frozen=True)
class Case:
    name: str
    expected: str
    reward: float
    ok: bool
    reason: str

    def as_dict(self) -> dict[str, Any]:
        return {"case": self.name, "expected": self.expected, "reward": self.reward, "ok": self.ok, "reason": self.reason}


def _perturb(value: Any) -> tuple[Any, bool]:
    """The gold answer with its first scalar changed beyond every tolerance."""
    if isinstance(value, bool):
        return (not value), True
    if isinstance(value, (int, float)):
        return value + 1, True
    if isinstance(value, str):
        return value + " (perturbed)", True
    if isinstance(value, list):
        for index, item in enumerate(value):
            changed, done = _perturb(item)
            if done:
                return value[:index] + [changed] + value[index + 1:], True
    if isinstance(value, dict):
        for key, item in value.items():
            changed, done = _perturb(item)
            if done:
                return {**value, key: changed}, True
    return value, False


def _run_case(imported: ImportedLeaf, name: str, answer: _Answer, expected: str, check) -> Case:
    graded = _grade(imported, answer, None)
    ok, reason = check(graded)
    return Case(name, expected, float(graded.reward.get("reward", 0.0)), ok, reason)
