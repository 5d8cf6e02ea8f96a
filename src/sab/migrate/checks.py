"""One foreign check converted: its rubric, run.sh, harness, initial conditions and labels.

A check is left out, with the reason, when this repository could not run or grade it as the
peer did: a contract file or an initial condition is missing, a symbolic link is inside, its
validate.py is not the peer's stock grader (sab's stock validate.py would grade it differently),
its rubric cannot be expressed, or its harness imports what neither the standard library, the
vendored source, the harness itself nor a pin of the old images provides. A converted check whose
ic/variant equals ic/nominal is kept and reported: its variant measures nothing.
"""

from __future__ import annotations

import filecmp
import os
from dataclasses import dataclass, field
from pathlib import Path

from sab.errors import SabError
from sab.jsonio import dumps, load_json, read_text
from sab.migrate import peerstock, rubrics
from sab.migrate.environment import harness_imports, reached_names, unprovided
from sab.migrate.peer import CACHES, PeerCheck
from sab.migrate.runsh import rewrite_run_sh
from sab.model.base import KEBAB, parse
from sab.model.check import CheckSpec
from sab.stock import EXECUTABLE

FileMap = dict[str, tuple[bytes, int]]
# Stock files (validate.py, the drivers) are planned with this text and written by sab.stock.restore,
# as `sab sync` writes them, once the leaf is on disk.
STOCK_PENDING = b""


@dataclass
class CheckResult:
    name: str
    files: FileMap = field(default_factory=dict)      # relative to the new check folder
    labels: list[str] = field(default_factory=list)
    expected_runtime_s: float = 0.0
    upstream_test: str = ""
    reached: set[str] = field(default_factory=set)    # names outside the source its harness reaches
    left_out: str | None = None
    draft: dict | None = None
    kept_prose: dict[str, str] = field(default_factory=dict)
    notes: list[str] = field(default_factory=list)
    warnings: list[str] = field(default_factory=list)


def _tree(root: Path, prefix: str, out: FileMap) -> list[str]:
    """Copy every file under `root` into `out` as `prefix/<relative>`; returns the symbolic links met."""
    links = []
    for dirpath, dirnames, filenames in os.walk(root):
        here = Path(dirpath)
        dirnames[:] = sorted(d for d in dirnames if d not in CACHES and not (here / d).is_symlink())
        links += [str((here / d).relative_to(root)) for d in os.listdir(here) if (here / d).is_symlink()]
        for name in sorted(filenames):
            path = here / name
            if name in CACHES or path.is_symlink() or name.endswith((".pyc", ".pyo")):
                continue
            mode = EXECUTABLE if os.access(path, os.X_OK) else 0o644
            out[f"{prefix}/{path.relative_to(root).as_posix()}"] = (path.read_bytes(), mode)
    return sorted(set(links))


def _same_tree(first: Path, second: Path) -> bool:
    comparison = filecmp.dircmp(first, second, ignore=list(CACHES))
    if comparison.left_only or comparison.right_only or comparison.funny_files:
        return False
    _, mismatch, errors = filecmp.cmpfiles(first, second, comparison.common_files, shallow=False)
    return not mismatch and not errors and all(_same_tree(first / d, second / d) for d in comparison.common_dirs)


def _readme(rubric: dict) -> str:
    return (f"# Check `{rubric['check']}`\n\nPolicy: **{rubric['policy']}**\n\n## What it runs\n\n"
            f"{rubric['configuration']}\n\n## What is compared\n\n{rubric['observable']}\n")


def convert_check(check: PeerCheck, source_tree: Path, pins: list[str]) -> CheckResult:
    name = rubrics.kebab(check.name)
    result = CheckResult(name)
    if name != check.name:
        result.notes.append(f"folder {check.name!r} renamed {name!r} (check names are lower-kebab)")
    if not KEBAB.match(name):
        result.left_out = f"{check.name!r} cannot be made a lower-kebab check name"
        return result
    missing = [f for f in ("check.json", "run.sh", "rubric.json") if not (check.root / f).is_file()]
    missing += [f"ic/{ic}/" for ic in ("nominal", "variant")
                if not (check.root / "ic" / ic).is_dir() or not any((check.root / "ic" / ic).iterdir())]
    if missing:
        result.left_out = f"missing or empty: {', '.join(missing)}"
        return result
    try:
        labels = parse(CheckSpec, load_json(check.root / "check.json"), f"tests/checks/{check.name}/check.json").labels
        old_rubric = check.rubric()
    except SabError as exc:
        result.left_out = str(exc)
        return result
    result.labels = list(labels)

    validate = check.root / "validate.py"
    stock_grader = validate.is_file()  # a grader that is not stock leaves the check out below
    if stock_grader:
        edit = peerstock.compare(read_text(validate), "validate.py")
        if edit is not None:
            result.left_out = (f"validate.py is not the peer's stock grader ({edit.summary()}); sab's stock "
                               "validate.py would grade this check differently")
            return result
    else:
        result.notes.append("had no validate.py; sab's stock one grades it")

    converted = rubrics.convert(old_rubric, name, stock_grader=stock_grader)
    result.notes += converted.notes
    result.warnings += converted.warnings
    result.kept_prose = converted.kept_prose
    if converted.rubric is None:
        result.left_out, result.draft = converted.left_out, converted.draft
        return result
    result.expected_runtime_s = converted.rubric["expected_runtime_s"]
    result.upstream_test = converted.rubric["upstream_test"]

    files: FileMap = {}
    helpers = check.helpers()
    links = [entry.name for entry in helpers if entry.is_symlink()]
    for entry in helpers:
        if entry.is_symlink():
            continue
        if entry.is_dir():
            links += [f"{entry.name}/{link}" for link in _tree(entry, f"harness/{entry.name}", files)]
        else:
            files[f"harness/{entry.name}"] = (entry.read_bytes(), EXECUTABLE if os.access(entry, os.X_OK) else 0o644)
    links += [f"ic/{link}" for link in _tree(check.root / "ic", "ic", files)]
    if links:
        result.left_out = f"holds symbolic links ({', '.join(links)}), which a leaf may not"
        return result

    harness = sorted(check.root / rel.removeprefix("harness/") for rel in files
                     if rel.startswith("harness/") and rel.endswith(".py"))
    imports = harness_imports(harness)
    names = {path.stem for path in harness} | {entry.name for entry in helpers}
    absent = unprovided(imports, source_tree, names, pins)
    if absent:
        shown = ", ".join(f"{entry.module} ({entry.file.relative_to(check.root)}:{entry.line})" for entry in absent)
        result.left_out = (f"its harness imports {shown}, which neither the standard library, the vendored "
                           f"code/{source_tree.name}/, the harness nor a pin of the old images provides")
        return result
    result.reached = reached_names(source_tree, [entry.dotted for entry in imports]) - names
    for path in harness:
        if "__file__" in read_text(path):
            result.warnings.append(f"harness/{path.name} uses __file__: it now sits one folder deeper "
                                   "(harness/), so paths it builds from its own location may need a look")

    rewrite = rewrite_run_sh(read_text(check.root / "run.sh"), [entry.name for entry in helpers])
    result.notes += [f"run.sh: {note}" for note in rewrite.notes]
    result.warnings += [f"run.sh: {warning}" for warning in rewrite.warnings]
    if _same_tree(check.root / "ic" / "nominal", check.root / "ic" / "variant"):
        result.warnings.append("ic/variant is identical to ic/nominal: the variant solve measures nothing "
                               "(selfcheck will report the check IDENTICAL); perturb one input by a few ulps")

    readme = check.root / "README.md"
    files.update({
        "check.json": ((check.root / "check.json").read_bytes(), 0o644),
        "run.sh": (rewrite.text.encode("utf-8"), EXECUTABLE),
        "rubric.json": (dumps(converted.rubric).encode("utf-8"), 0o644),
        "validate.py": (STOCK_PENDING, 0o644),  # sab's stock text, written by sab.stock.restore
        "README.md": (readme.read_bytes() if readme.is_file() else _readme(converted.rubric).encode("utf-8"), 0o644),
    })
    if not readme.is_file():
        result.notes.append("had no README.md; one is written from the rubric's configuration and observable")
    result.files = files
    return result
