"""A leaf on disk: where its files are and how to load them (like Harbor's TaskPaths).

The pydantic models are imported by the functions that parse, so finding leaves (scan_tasks,
repository_root) stays cheap for a command that meets none.
"""

from __future__ import annotations

import json
import os
import tomllib
from dataclasses import dataclass
from functools import cached_property
from pathlib import Path
from typing import TYPE_CHECKING, Callable

from sab.errors import FileFormatError, NotFoundError
from sab.jsonio import load_json, read_text, write_text_atomic
from sab.model.rules import Rule

if TYPE_CHECKING:
    from sab.model.check import CheckSpec
    from sab.model.rubric import Rubric
    from sab.model.target import TargetSpec
    from sab.model.task import TaskManifest

TASK_TOML = "task.toml"
CHECK_FILES = ("check.json", "run.sh", "rubric.json", "validate.py", "README.md")
IC_NAMES = ("nominal", "variant", "altbuild")
# A module leaf's reference acceleration: files that replace their counterparts in the source
# (docs/leaf.md, "The speed-up goal"); Harbor's oracle agent applies them through solve.sh.
ACCELERATED = "accelerated"


def leaf_slug(codebase: str, module: str) -> str:
    """The slug of tasks/<codebase>/<module>: the module alone when it is named like its codebase."""
    return module if codebase == module else f"{codebase}-{module}"


def load_toml(path: Path) -> dict:
    text = read_text(path)
    try:
        return tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        raise FileFormatError(f"invalid TOML: {exc}", file=path, fix="correct the TOML syntax") from None
    except RecursionError:
        raise FileFormatError("invalid TOML: arrays or tables nested too deeply", file=path,
                              fix="flatten the nesting") from None


def load_manifest(path: Path) -> TaskManifest:
    from sab.model.base import parse
    from sab.model.task import TaskManifest

    return parse(TaskManifest, load_toml(path), path)


@dataclass(frozen=True)
class CheckPaths:
    root: Path

    @property
    def name(self) -> str:
        return self.root.name

    @property
    def check_json(self) -> Path:
        return self.root / "check.json"

    @property
    def run_sh(self) -> Path:
        return self.root / "run.sh"

    @property
    def rubric_json(self) -> Path:
        return self.root / "rubric.json"

    @property
    def validate_py(self) -> Path:
        return self.root / "validate.py"

    @property
    def readme(self) -> Path:
        return self.root / "README.md"

    def ic(self, name: str) -> Path:
        return self.root / "ic" / name

    def spec(self) -> CheckSpec:
        from sab.model.base import parse
        from sab.model.check import CheckSpec

        return parse(CheckSpec, load_json(self.check_json), self.check_json)

    def rubric(self) -> Rubric:
        from sab.model.base import parse
        from sab.model.rubric import Rubric

        rubric = parse(Rubric, load_json(self.rubric_json), self.rubric_json)
        if rubric.check != self.name:
            raise FileFormatError(
                f"names check {rubric.check!r} but lives in {self.name!r}",
                file=self.rubric_json, field="check", fix=f'set "check": "{self.name}"',
            )
        return rubric

    def edit_rubric(self, change: Callable[[dict], None]) -> dict:
        """Apply `change` to rubric.json's data in the author's key order and write it back
        atomically, only once it still loads: no edit leaves a rubric sab cannot read."""
        from sab.model.base import parse
        from sab.model.rubric import Rubric

        data = json.loads(self.rubric_json.read_text(encoding="utf-8"))
        change(data)
        parse(Rubric, data, self.rubric_json)
        write_text_atomic(self.rubric_json, json.dumps(data, indent=2, ensure_ascii=False, allow_nan=False) + "\n")
        return data


@dataclass(frozen=True)
class Leaf:
    root: Path

    @classmethod
    def at(cls, path: Path | str) -> "Leaf":
        root = Path(path).resolve()
        if not (root / TASK_TOML).is_file():
            raise NotFoundError(
                "not a leaf (no task.toml)", file=root,
                fix="give the path of a leaf directory such as tasks/<codebase>/<module>",
            )
        return cls(root)

    @property
    def task_toml(self) -> Path:
        return self.root / TASK_TOML

    @property
    def instruction(self) -> Path:
        return self.root / "instruction.md"

    @property
    def checks_dir(self) -> Path:
        return self.root / "tests" / "checks"

    @property
    def target_dir(self) -> Path:
        return self.root / "target"

    @property
    def comment_dir(self) -> Path:
        return self.root / "comment"

    @property
    def pipeline_dir(self) -> Path:
        return self.comment_dir / "pipeline"

    @property
    def test_sh(self) -> Path:
        return self.root / "tests" / "test.sh"

    @property
    def accelerated_dir(self) -> Path:
        return self.root / "solution" / ACCELERATED

    @property
    def solve_sh(self) -> Path:
        return self.root / "solution" / "solve.sh"

    @cached_property
    def manifest(self) -> TaskManifest:
        return load_manifest(self.task_toml)

    def checks(self) -> list[CheckPaths]:
        if not self.checks_dir.is_dir():
            return []
        return [CheckPaths(p) for p in sorted(self.checks_dir.iterdir()) if p.is_dir()]

    def check(self, name: str) -> CheckPaths:
        path = self.checks_dir / name
        if not path.is_dir():
            raise NotFoundError(f"no check named {name!r}", file=self.checks_dir)
        return CheckPaths(path)

    def targets(self) -> dict[str, TargetSpec]:
        """Active targets by file stem; a leading `_` or `"status": "inactive"` disables a target."""
        from sab.model.base import parse
        from sab.model.target import TargetSpec

        result = {}
        for path in sorted(self.target_dir.glob("*.json")):
            if not path.name.startswith("_"):
                target = parse(TargetSpec, load_json(path), path)
                if target.active:
                    result[path.stem] = target
        return result

    def relative(self, path: Path) -> str:
        return path.relative_to(self.root).as_posix()

    def relative_to_root(self, root: Path) -> str:
        return self.root.relative_to(root.resolve()).as_posix()


# Leaves sit at tasks/<codebase>/<module>/ (docs/design.md, "Repository layout"): two levels below a folder named tasks.
LEAF_DEPTH = 2


@dataclass(frozen=True)
class LayoutProblem:
    """A folder under tasks/ that the leaf layout does not explain (a rule code of validate-harbor)."""

    code: Rule
    path: Path
    detail: str


@dataclass
class TasksLayout:
    leaves: list[Path]
    problems: list[LayoutProblem]


def _depth_below_tasks(directory: Path) -> int | None:
    """How deep `directory` is below the nearest folder named tasks (0 for tasks/ itself), or None."""
    for depth, folder in enumerate((directory, *directory.parents)):
        if folder.name == "tasks":
            return depth
        if depth >= LEAF_DEPTH:
            return None
    return None


def scan_tasks(tasks_dir: Path) -> TasksLayout:
    """Every leaf under `tasks_dir`, and what hides or mimics one.

    A folder holding task.toml is a leaf and is not descended into. Below a folder named tasks,
    leaves are exactly tasks/<codebase>/<module>/: a task.toml higher up is reported and looked
    past (it would otherwise hide every leaf beneath it), a module folder without one is
    reported, and a link in place of a codebase or module folder is reported and not followed.
    """
    found: list[Path] = []
    problems: list[LayoutProblem] = []
    start = _depth_below_tasks(tasks_dir)
    stack: list[tuple[Path, int | None]] = [(tasks_dir, start)]
    while stack:
        here, depth = stack.pop()
        try:
            entries = list(os.scandir(here))
        except OSError:
            continue
        manifest = next((entry for entry in entries if entry.name == TASK_TOML), None)
        at_leaf_depth = depth is None or depth == LEAF_DEPTH
        if manifest is not None and manifest.is_file(follow_symlinks=False) and at_leaf_depth:
            found.append(here)
            continue
        if manifest is not None and depth is not None and depth < LEAF_DEPTH:
            problems.append(LayoutProblem(
                Rule.MANIFEST_ABOVE_LEAF, here / TASK_TOML,
                "leaves live at tasks/<codebase>/<module>/task.toml; move this file into a module folder or delete it"))
        elif depth == LEAF_DEPTH:
            what = "task.toml is not a regular file" if manifest is not None else "holds no task.toml"
            problems.append(LayoutProblem(
                Rule.LEAF_WITHOUT_MANIFEST, here,
                f"{what}; restore the leaf's task.toml (`git checkout -- {TASK_TOML}`) or remove the folder"))
            continue
        for entry in entries:
            above_leaves = depth is not None and depth < LEAF_DEPTH
            if entry.is_symlink() and above_leaves:
                problems.append(LayoutProblem(
                    Rule.TASKS_SYMLINK, Path(entry.path),
                    f"symbolic link to {os.readlink(entry.path)!r}; put the folder itself here"))
            elif entry.is_dir(follow_symlinks=False):
                stack.append((Path(entry.path), None if depth is None else depth + 1))
            elif above_leaves and not entry.is_file(follow_symlinks=False):
                problems.append(LayoutProblem(
                    Rule.TASKS_SPECIAL_FILE, Path(entry.path), "not a regular file or directory; delete it"))
    return TasksLayout(sorted(found), sorted(problems, key=lambda p: (str(p.path), p.code)))


def find_leaves(tasks_dir: Path) -> list[Path]:
    """Every leaf under `tasks_dir` (see scan_tasks); refuses a tree where something hides or mimics one.

    Commands that act on all leaves (status, registry, check) must never drop one silently: a leaf
    whose task.toml was deleted would otherwise vanish from the registry with exit 0.
    """
    layout = scan_tasks(tasks_dir)
    if layout.problems:
        first = layout.problems[0]
        more = f" (and {len(layout.problems) - 1} more)" if len(layout.problems) > 1 else ""
        raise FileFormatError(f"[{first.code}] {first.path}: {first.detail}{more}", file=tasks_dir,
                              fix="`sab validate-harbor --all tasks` lists every folder that is not a leaf")
    return layout.leaves


def repository_root(path: Path) -> Path | None:
    """The nearest directory at or above `path` holding both code/ and tasks/."""
    for candidate in (path, *path.parents):
        if (candidate / "code").is_dir() and (candidate / "tasks").is_dir():
            return candidate
    return None
