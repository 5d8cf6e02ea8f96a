"""Lint's view of a leaf's dependencies: every module a harness imports must come from somewhere.

A harness's Python files (tests/harness/, tests/checks/<check>/harness/) may import the standard
library, the source under test (its top-level modules and packages, or the tree itself when its
root is the package), other harness files, and the distributions pinned in
`[metadata.sciaccel.dependencies].python`. Anything else runs on the author's machine, where sab's
own interpreter happens to have it, and fails in a clean environment or image.

A pin provides the names its installed files show (read from the leaf's cached environment when
it has been built); before that, a pin provides its own name with `-` and `.` read as `_`.
"""

from __future__ import annotations

import ast
import re
import sys
from dataclasses import dataclass
from pathlib import Path

from sab.leaf import Leaf
from sab.leafenv import MARKER, cache_root, requirement_key
from sab.model.task import normalized_name


@dataclass(frozen=True)
class UndeclaredImport:
    file: Path
    line: int
    module: str


def harness_files(leaf: Leaf) -> list[Path]:
    folders = [leaf.root / "tests" / "harness", *(check.root / "harness" for check in leaf.checks())]
    return sorted(path for folder in folders if folder.is_dir() for path in folder.rglob("*.py") if path.is_file())


def _imports(path: Path) -> list[tuple[int, str]]:
    try:
        tree = ast.parse(path.read_bytes(), filename=str(path))
    except (SyntaxError, ValueError, OSError):
        return []  # not this rule's business: the check fails when it runs
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found += [(node.lineno, alias.name.split(".")[0]) for alias in node.names]
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            found.append((node.lineno, node.module.split(".")[0]))
    return found


def _tree_modules(root: Path | None) -> set[str]:
    """Top-level importable names of a tree: modules, packages, and the tree itself as a package."""
    if root is None or not root.is_dir():
        return set()
    names = {root.name.replace("-", "_")}
    for entry in root.iterdir():
        if entry.suffix == ".py" or (entry.suffix == "" and entry.is_dir()):
            names.add(entry.stem)
        elif entry.suffix in (".so", ".pyd"):
            names.add(entry.name.split(".")[0])
    for folder in ("src", "lib", "python"):  # the usual homes of an importable package
        if (root / folder).is_dir():
            names |= {entry.stem for entry in (root / folder).iterdir() if entry.suffix == ".py" or entry.is_dir()}
    return names


def _provided_by_pins(requirements: list[str]) -> set[str]:
    environment = cache_root() / requirement_key(requirements)
    if (environment / MARKER).is_file():
        names: set[str] = set()
        for site in environment.glob("lib/python*/site-packages"):
            # numpy/, six.py, _cffi_backend.cpython-311-x86_64-linux-gnu.so: the name before the first dot
            names |= {entry.name.split(".")[0] for entry in site.iterdir()
                      if not entry.name.endswith((".dist-info", ".egg-info"))}
        return names
    return {re.sub(r"[-.]", "_", normalized_name(requirement)) for requirement in requirements}


def undeclared_imports(leaf: Leaf, source_root: Path | None) -> list[UndeclaredImport]:
    files = harness_files(leaf)
    if not files:
        return []
    known = set(sys.stdlib_module_names) | {"__future__"} | _tree_modules(source_root)
    known |= {path.stem for path in files} | {path.parent.name for path in files}
    known |= _provided_by_pins(leaf.manifest.sciaccel.dependencies.python)
    return [UndeclaredImport(path, line, module) for path in files for line, module in _imports(path)
            if module not in known]
