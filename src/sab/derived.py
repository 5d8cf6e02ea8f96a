"""The parts of a leaf that sab derives and people never keep in sync by hand.

`equivalence_explanation` is generated from the checks' rubrics, one line per check; the Harbor
execution tables are generated from `[metadata.<ns>.resources]`. Edits go through tomlkit so the
comments and ordering people wrote survive. Authored files carry blocks sab keeps between
marker lines: both Dockerfiles install `[metadata.<ns>.dependencies]` (the leaf's Debian packages
and pinned Python requirements, exactly as the local runner's environment does: sab.leafenv), and
instruction.md lists the active targets and states the reward with the goal the rubrics hold.
"""

from __future__ import annotations

import textwrap
from dataclasses import dataclass
from pathlib import Path
from typing import Callable

import tomlkit

from sab.errors import SabError
from sab.jsonio import read_text, write_text_atomic
from sab.leaf import Leaf
from sab.model.rubric import Rubric, Timing, bound_summary
from sab.model.task import Dependencies, TaskManifest, harbor_tables
from sab.templates import PLACEHOLDER, render


def catalogue_line(check_name: str, leaf: Leaf) -> str:
    check = leaf.check(check_name)
    if PLACEHOLDER in read_text(check.rubric_json):
        return f"{check_name}: rubric not yet authored"
    rubric = check.rubric()
    return f"{check_name}: {rubric.policy}; {rubric.observable}; {bound_summary(rubric)}"


def catalogue(leaf: Leaf) -> list[str]:
    return [catalogue_line(check.name, leaf) for check in leaf.checks() if check.rubric_json.is_file()]


def _authored(path: Path) -> bool:
    return path.is_file() and PLACEHOLDER not in read_text(path)


def timed_seconds(leaf: Leaf) -> float:
    """One side's warm-ups and timed repeats of the leaf's acceleration checks, at their declared
    run times (a check whose check.json or rubric.json is not yet authored has none)."""
    return sum((rubric.timing or Timing()).seconds(rubric.expected_runtime_s) for rubric in _timed_rubrics(leaf).values())


def _timed_rubrics(leaf: Leaf) -> dict[str, Rubric]:
    """The authored rubrics of the acceleration checks, by check."""
    return {check.name: check.rubric() for check in leaf.checks()
            if _authored(check.check_json) and check.spec().is_acceleration and _authored(check.rubric_json)}


DOCKERFILES = ("environment/Dockerfile", "tests/Dockerfile")
BLOCK_SUFFIX = " (derived block)"
# Where the images keep the pinned environment. It sees the image's system packages (the
# grader's numpy among them); the pins installed here take precedence over them.
IMAGE_ENV = "/opt/leaf-env"
SYSTEM_CERTIFICATES = "/etc/ssl/certs/ca-certificates.crt"


def dependency_lines(leaf: Leaf, dockerfile: str) -> list[str]:
    """The Dockerfile lines that install the leaf's dependencies, or none when it declares none."""
    return dependency_block(leaf.manifest.sciaccel.dependencies, dockerfile)


def dependency_block(dependencies: Dependencies, dockerfile: str) -> list[str]:
    """The Dockerfile lines that install `dependencies` (task.toml's), or none when there are none."""
    lines = []
    if dependencies.system:
        lines += ["RUN apt-get update && apt-get install -y --no-install-recommends " + " ".join(dependencies.system)
                  + " && rm -rf /var/lib/apt/lists/*"]
    if dependencies.python:
        lines += [
            f"RUN python3 -m venv --system-site-packages {IMAGE_ENV} 2>/dev/null || \\",
            "    (apt-get update && apt-get install -y --no-install-recommends python3-venv python3-pip && \\",
            f"     rm -rf /var/lib/apt/lists/* && python3 -m venv --system-site-packages {IMAGE_ENV})",
            # The system's certificate store, not pip's own bundle: an image built where the host
            # trusts a local authority (sab images bootstrap copies it in) reaches the index too.
            f"RUN {IMAGE_ENV}/bin/python -m pip install --no-cache-dir --disable-pip-version-check --no-deps \\",
            f"    --cert {SYSTEM_CERTIFICATES} \\",
            "    " + " ".join(dependencies.python) + f" && {IMAGE_ENV}/bin/python -m pip check",
            # test.sh gives SAB_PATH to run.sh alone; the drivers and graders keep the image's own
            # PATH and interpreter, so no pinned distribution runs inside grading.
            f"ENV SAB_PATH={IMAGE_ENV}/bin:/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin",
        ]
        if dockerfile == "environment/Dockerfile":  # the solver's shell, where nothing is graded
            lines.append(f"ENV PATH={IMAGE_ENV}/bin:$PATH")
    return lines


def target_lines(leaf: Leaf, _file: str) -> list[str]:
    """The instruction's list of the active targets (a task is always measured on one of them)."""
    lines = ["Target hardware (the descriptors are under `target/` of the task):", ""]
    for name, target in leaf.targets().items():
        placeholder = " (placeholder: the class the task is written against; no grading host yet)" if target.placeholder else ""
        about = f"; {target.description}" if target.description and "<<FILL" not in target.description else ""
        lines.append(f"- `{name}`{placeholder}: {target.summary()}{about}")
    return lines if len(lines) > 2 else []


def _goals(leaf: Leaf) -> dict[str, Timing]:
    """The acceleration checks whose rubric declares a speed-up goal, with their timing."""
    return {name: rubric.timing for name, rubric in _timed_rubrics(leaf).items()
            if rubric.timing is not None and rubric.timing.speedup_goal is not None}


def reward_lines(leaf: Leaf, _file: str) -> list[str]:
    """The instruction's statement of the reward, from the rubrics: the goal a solver reads is the
    one reward.py pays against (the largest the acceleration checks declare)."""
    goals = _goals(leaf)
    if not goals:
        text = ("The reward is the fraction of checks that pass. Speed is measured, on the checks labelled "
                "`acceleration`, only once every check passes.")
    else:
        name, timing = max(goals.items(), key=lambda item: item[1].speedup_goal)
        goal = f"{timing.speedup_goal:g}"
        repeats = f" over {timing.repeats} timed repeats a side" if timing.repeats else ""
        text = ("The reward is half the fraction of checks that pass and half the speed credit. Speed is "
                "measured, on the checks labelled `acceleration`, only once every check passes; the credit is "
                f"ln(L) / ln({goal}), between 0 and 1, where L is the 95 % lower bound of the speed-up against "
                f"the untouched source{repeats} (`timing.speedup_goal` = {goal} in `{name}/rubric.json`). "
                f"An unchanged tree earns 0.5; an equivalent tree surely {goal} times as fast, 1.")
    return textwrap.wrap(text, width=98, initial_indent="- ", subsequent_indent="  ", break_on_hyphens=False)


@dataclass(frozen=True)
class DerivedBlock:
    """Lines sab keeps inside an authored file, between two marker lines."""

    files: tuple[str, ...]
    start: str
    end: str
    lines: Callable[[Leaf, str], list[str]]  # (leaf, file) -> the block's lines
    before: Callable[[str], bool]  # a new block goes before the first line this accepts, else at the end
    gap: bool = True  # a new markdown block is followed by a blank line (not one inside a list)


BLOCKS = (
    DerivedBlock(DOCKERFILES,
                 "# sab: dependencies from task.toml [metadata.sciaccel.dependencies]; `sab sync` writes this block",
                 "# sab: end of dependencies", dependency_lines, lambda line: line.split()[:1] == ["COPY"]),
    DerivedBlock(("instruction.md",), "<!-- sab: targets, from target/; `sab sync` writes this list -->",
                 "<!-- sab: end of targets -->", target_lines, lambda line: line.startswith("Leave your modified tree")),
    DerivedBlock(("instruction.md",), "<!-- sab: reward, from the acceleration checks' timing; `sab sync` writes it -->",
                 "<!-- sab: end of reward -->", reward_lines, lambda line: line.startswith("- Keep the build"), gap=False),
)


class BlockMarkerError(SabError):
    """A derived block's markers are not one start line followed by one end line."""


def with_block(text: str, block: DerivedBlock, lines: list[str], file: Path | None = None) -> str:
    """`text` with `block` holding `lines` (inserted when absent; removed when `lines` is empty)."""
    current = text.splitlines()
    wanted = [block.start, *lines, block.end] if lines else []
    starts = [i for i, line in enumerate(current) if line == block.start]
    ends = [i for i, line in enumerate(current) if line == block.end]
    if len(starts) > 1 or len(ends) > 1 or len(starts) != len(ends) or (starts and ends[0] < starts[0]):
        # Guessing which lines belong to sab could delete the author's: refuse instead.
        raise BlockMarkerError(
            "sab's block markers are not one start line followed by one end line", file=file,
            fix=f"delete the stray marker lines ({block.start!r} / {block.end!r}) and run `sab sync` again")
    if starts:
        current[starts[0]:ends[0] + 1] = wanted
    elif wanted:
        at = next((i for i, line in enumerate(current) if block.before(line)), len(current))
        current[at:at] = wanted + ([""] if block.gap and block.start.startswith("<!--") and at < len(current) else [])
    return "\n".join(current) + ("\n" if text.endswith("\n") or not text else "")


VERIFIER_IMAGE = "tests/Dockerfile"


def verifier_image(manifest: TaskManifest, leaf_path: str) -> str:
    """A module leaf's tests/Dockerfile as sab writes it: the template for its source and path in
    the repository (`tasks/<codebase>/<module>`), with the dependency block of its manifest.
    Candidate code builds and runs in this image, so nothing else may go into it
    (docs/threat-model.md, "What candidate code can read")."""
    text = render("leaf/tests/Dockerfile.j2", source=manifest.sciaccel.source, leaf_path=leaf_path)
    return with_block(text, BLOCKS[0], dependency_block(manifest.sciaccel.dependencies, VERIFIER_IMAGE))


def _stale_blocks(leaf: Leaf) -> dict[str, str]:
    """Files whose derived block differs from its derivation, with their derived text.

    An imported leaf's files are its importer's, except the block that installs its pinned
    requirements in the verifier's image (tests/Dockerfile): the solver's image is the benchmark's.
    """
    imported = leaf.manifest.sciaccel.kind == "import"
    texts: dict[str, tuple[str, str]] = {}  # file -> (its text, its text with every block derived)
    for block in BLOCKS:
        for rel in block.files:
            if imported and (block is not BLOCKS[0] or rel != "tests/Dockerfile"):
                continue
            path = leaf.root / rel
            if not path.is_file():
                continue  # validate-harbor reports the missing file
            text, derived = texts.get(rel) or (read_text(path),) * 2
            texts[rel] = (text, with_block(derived, block, block.lines(leaf, rel), path))  # a file's blocks in turn
    return {rel: derived for rel, (text, derived) in texts.items() if derived != text}


@dataclass
class SyncResult:
    changed: list[str]


SOLVER_TREE = "/workspace/code"  # where the solver's image holds the source (environment/Dockerfile)


def _expected_values(leaf: Leaf) -> dict[tuple[str, ...], object]:
    manifest = leaf.manifest
    expected: dict[tuple[str, ...], object] = {
        ("metadata", "sciaccel", "equivalence_explanation"): catalogue(leaf),
    }
    if manifest.sciaccel.kind == "import":
        return expected  # an imported leaf's Harbor tables are its benchmark's budgets, set by the importer
    # The separate verifier grades the solver's tree, which Harbor carries over only as an artifact:
    # without it every trial would grade a missing tree and score 0.
    expected[("artifacts",)] = [SOLVER_TREE]
    tables = harbor_tables(manifest.sciaccel.resources, leaf.targets().values(), timed_seconds(leaf))
    for table, values in tables.items():
        for key, value in values.items():
            expected[(table, key)] = value
    return expected


def _get(document: object, keys: tuple[str, ...]) -> object:
    node = document
    for key in keys:
        if not isinstance(node, dict) or key not in node:
            return None
        node = node[key]
    return node.unwrap() if hasattr(node, "unwrap") else node


def stale_fields(leaf: Leaf) -> list[str]:
    """Dotted names of derived fields whose value in task.toml differs from the derivation."""
    document = tomlkit.parse(read_text(leaf.task_toml))
    stale = []
    for keys, value in _expected_values(leaf).items():
        current = _get(document, keys)
        if isinstance(value, float) and isinstance(current, (int, float)) and not isinstance(current, bool):
            if float(current) == value:
                continue
        if current != value:
            stale.append(".".join(keys))
    stale += [f"{rel}{BLOCK_SUFFIX}" for rel in _stale_blocks(leaf)]
    return stale


def sync(leaf: Leaf) -> SyncResult:
    """Rewrite the derived fields in place, keeping every comment and the key order."""
    text = read_text(leaf.task_toml)
    try:
        document = tomlkit.parse(text)
    except tomlkit.exceptions.ParseError as exc:
        raise SabError(f"invalid TOML: {exc}", file=leaf.task_toml) from None
    changed = stale_fields(leaf)
    for rel, derived in _stale_blocks(leaf).items():
        write_text_atomic(leaf.root / rel, derived)
    for keys, value in _expected_values(leaf).items():
        if ".".join(keys) not in changed:
            continue
        node = document
        for key in keys[:-1]:
            if key not in node:
                node[key] = tomlkit.table()
            node = node[key]
        if isinstance(value, list):
            array = tomlkit.array()
            array.extend(value)
            array.multiline(True)
            node[keys[-1]] = array
        elif value is None:
            node.pop(keys[-1], None)
        else:
            node[keys[-1]] = value
    if any(not name.endswith(BLOCK_SUFFIX) for name in changed):
        write_text_atomic(leaf.task_toml, tomlkit.dumps(document))
        leaf.__dict__.pop("manifest", None)
    return SyncResult(changed)
