"""Which source files are "the module's": the files `sab probe --auto` mutates.

In order of preference:

1. the leaf's own `comment/pipeline/module.json` (the approved cut `sab scaffold` copies in),
2. the leaf's module in `codebase-reports/<source>/modules.json` (the leaf directory's name),
   when a curator approved it,
3. otherwise every file of `code/<source>/` sab can mutate, except tests: a directory named
   `test`, `tests` or `testing`, and files named `test_*.py`, `*_test.py` or `conftest.py`. Tests
   are where the checks come from, not what a solver changes.

A module's paths are files or directories under code/<source>/; its exclusions are removed.
Symbolic links are never followed.
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path, PurePosixPath

from sab.errors import SabError
from sab.jsonio import load_json
from sab.leaf import Leaf, repository_root
from sab.model.base import parse
from sab.model.records import ModuleRecord
from sab.mutation.lexers import family_of

TEST_DIRS = frozenset({"test", "tests", "testing"})


@dataclass(frozen=True)
class Scope:
    files: list[str]
    origin: str


def _is_test(relative: PurePosixPath) -> bool:
    name = relative.name
    return (any(part in TEST_DIRS for part in relative.parts[:-1]) or name == "conftest.py"
            or (name.endswith(".py") and (name.startswith("test_") or name.endswith("_test.py"))))


def _walk(source_dir: Path, start: Path) -> list[str]:
    """Regular files at or under `start`, relative to `source_dir`; symbolic links are not followed."""
    if start.is_symlink():
        return []
    if start.is_file():
        return [start.relative_to(source_dir).as_posix()]
    found = []
    for directory, _subdirs, names in os.walk(start):  # os.walk does not descend into linked directories
        for name in names:
            path = Path(directory) / name
            if path.is_file() and not path.is_symlink():
                found.append(path.relative_to(source_dir).as_posix())
    return sorted(found)


def _covered(path: str, prefixes: list[str]) -> bool:
    return any(path == prefix or path.startswith(prefix.rstrip("/") + "/") for prefix in prefixes)


def _from_record(source_dir: Path, record: ModuleRecord) -> list[str]:
    files: set[str] = set()
    for path in record.paths:
        files.update(_walk(source_dir, source_dir / path))
    return sorted(f for f in files if family_of(f) and not _covered(f, record.exclusions))


def _approved_record(leaf: Leaf, source: str) -> tuple[ModuleRecord, str] | None:
    own = leaf.pipeline_dir / "module.json"
    if own.is_file():
        record = parse(ModuleRecord, load_json(own), own)
        if record.approved:
            return record, f"comment/pipeline/module.json (module {record.module}, approved by {record.approved_by})"
    root = repository_root(leaf.root)
    if root is None or not (root / "codebase-reports" / source / "modules.json").is_file():
        return None
    from sab.sources.layout import Source

    record = Source(root, source).modules().get(leaf.root.name)
    if record is not None and record.approved:
        return record, f"codebase-reports/{source}/modules.json (module {record.module}, approved by {record.approved_by})"
    return None


def module_scope(leaf: Leaf, source_dir: Path, only: list[str] | None = None) -> Scope:
    """The files to mutate, relative to `source_dir`; `only` narrows them to these paths."""
    found = _approved_record(leaf, source_dir.name)
    if found is not None:
        record, origin = found
        files = _from_record(source_dir, record)
    else:
        files = [f for f in _walk(source_dir, source_dir) if family_of(f) and not _is_test(PurePosixPath(f))]
        origin = f"every C, Fortran and Python file of code/{source_dir.name}/ outside tests (no approved module cut)"
    if only:
        wanted = [p.strip("/") for p in only]
        unknown = [p for p in wanted if not any(_covered(f, [p]) for f in files)]
        if unknown:
            raise SabError(f"{unknown[0]!r} is not a mutable file or directory of the module ({origin})",
                           field="--only", fix="give a path relative to code/<source>/ inside the module")
        files = [f for f in files if _covered(f, wanted)]
        origin += "; narrowed by --only to " + ", ".join(wanted)
    if not files:
        raise SabError(f"no C, Fortran or Python file to mutate ({origin})", file=f"code/{source_dir.name}",
                       fix="approve a module cut whose paths hold source files (`sab modules approve`)")
    return Scope(files, origin)
