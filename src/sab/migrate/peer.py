"""A leaf of the peer layout (ScienceIDE_Env), as `sab migrate` reads it. Nothing here writes.

Bad input is a SabError naming the file: not a folder, no task.toml or one that is not TOML, no
`[metadata.sciaccel]` with a `source`, no checks, or a leaf that is already in this repository's
layout.
"""

from __future__ import annotations

import tomllib
from dataclasses import dataclass
from functools import cached_property
from pathlib import Path

from sab.errors import FileFormatError, NotFoundError, SabError
from sab.jsonio import load_json, read_text
from sab.templates import stock

CONTRACT_FILES = ("check.json", "run.sh", "rubric.json", "validate.py", "README.md")
CACHES = frozenset({"__pycache__", ".pytest_cache", ".mypy_cache", ".ruff_cache", ".hypothesis", ".DS_Store"})


@dataclass(frozen=True)
class PeerCheck:
    root: Path

    @property
    def name(self) -> str:
        return self.root.name

    def rubric(self) -> object:
        return load_json(self.root / "rubric.json")

    def helpers(self) -> list[Path]:
        """Entries of the check folder that are not part of the check contract (they become its harness)."""
        return sorted(entry for entry in self.root.iterdir()
                      if entry.name not in CONTRACT_FILES and entry.name != "ic" and entry.name not in CACHES
                      and not entry.name.endswith(".egg-info"))


@dataclass(frozen=True)
class PeerLeaf:
    root: Path

    @classmethod
    def at(cls, path: Path) -> "PeerLeaf":
        root = Path(path).resolve()
        if not root.is_dir():
            raise NotFoundError("not a folder", file=path, fix="give the path of a leaf folder of the peer layout (tasks/<codebase>/<module>)")
        leaf = cls(root)
        if not (root / "task.toml").is_file():
            raise NotFoundError("not a leaf: no task.toml", file=path, fix="give the path of a leaf folder (tasks/<codebase>/<module>)")
        meta = leaf.sciaccel
        if not isinstance(meta.get("source"), str) or not meta["source"].strip():
            raise FileFormatError("has no source", file=root / "task.toml", field="metadata.sciaccel.source",
                                  fix="name the source the leaf runs (code/<source>/)")
        if (root / "tests" / "test.sh").is_file() and read_text(root / "tests" / "test.sh") == stock("leaf/tests/test.sh"):
            raise SabError("is already a leaf of this repository's layout (its tests/test.sh is sab's stock driver)",
                           file=root, fix="nothing to migrate; `sab lint` it instead")
        if not leaf.checks():
            raise NotFoundError("has no checks", file=root / "tests" / "checks", fix="a leaf holds tests/checks/<check>/ folders")
        return leaf

    @cached_property
    def manifest_text(self) -> str:
        return read_text(self.root / "task.toml")

    @cached_property
    def manifest(self) -> dict:
        try:
            return tomllib.loads(self.manifest_text)
        except tomllib.TOMLDecodeError as exc:
            raise FileFormatError(f"invalid TOML: {exc}", file=self.root / "task.toml") from None

    @property
    def sciaccel(self) -> dict:
        meta = self.manifest.get("metadata", {})
        table = meta.get("sciaccel") if isinstance(meta, dict) else None
        if not isinstance(table, dict):
            raise FileFormatError("has no [metadata.sciaccel] table", file=self.root / "task.toml",
                                  field="metadata.sciaccel", fix="this is not a leaf of the peer layout")
        return table

    @property
    def source(self) -> str:
        return self.sciaccel["source"].strip()

    def checks(self) -> list[PeerCheck]:
        folder = self.root / "tests" / "checks"
        if not folder.is_dir():
            return []
        return [PeerCheck(entry) for entry in sorted(folder.iterdir())
                if entry.is_dir() and not entry.name.startswith(".") and entry.name not in CACHES]

    def targets(self) -> list[Path]:
        return sorted((self.root / "target").glob("*.json")) if (self.root / "target").is_dir() else []

    def text(self, rel: str) -> str | None:
        path = self.root / rel
        return read_text(path) if path.is_file() else None
