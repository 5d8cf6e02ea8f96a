"""A leaf of the peer layout (ScienceIDE_Env), as `sab migrate` reads it. Nothing here writes.

Bad input is a SabError naming the file: not a folder, no task.toml or one that is not TOML, no
`[metadata.sciaccel]` with a `source`, no checks, or a leaf that is already in this repository's
layout.

The old leaf is someone else's tree, and what migrate reads from it is copied into this
repository (comment/migrated-from/, harness/, ic/). So every read of it goes through the
functions of this module, and they hold it to its own regular files and folders: a symbolic
link anywhere in it (a check folder, comment/pipeline, one file) could copy any file the user
can read into the leaf, and a FIFO or device would block or never end. Either refuses the whole
migration, before anything is written; so does a file over MAX_FILE_BYTES. The leaf is
inspected whole (`audit`) before anything else is read, and each read opens every component of
the path without following a link and checks what it opened, so nothing swapped in afterwards
is followed either.
"""

from __future__ import annotations

import errno
import os
import stat
import tomllib
from dataclasses import dataclass
from functools import cached_property
from pathlib import Path

from sab.errors import FileFormatError, NotFoundError, SabError
from sab.jsonio import parse_strict_json
from sab.stock import EXECUTABLE
from sab.templates import stock

CONTRACT_FILES = ("check.json", "run.sh", "rubric.json", "validate.py", "README.md")
CACHES = frozenset({"__pycache__", ".pytest_cache", ".mypy_cache", ".ruff_cache", ".hypothesis", ".DS_Store"})
MAX_FILE_BYTES = 64 * 2**20
CAP = f"{MAX_FILE_BYTES // 2**20} MiB"
SPECIAL = {stat.S_IFIFO: "a FIFO", stat.S_IFSOCK: "a socket", stat.S_IFCHR: "a character device",
           stat.S_IFBLK: "a block device"}
FileMap = dict[str, tuple[bytes, int]]


def _refusal(path: Path, mode: int) -> SabError | None:
    """Why migrate will not read `path` (lstat mode `mode`), or None for a regular file or a folder."""
    if stat.S_ISLNK(mode):
        try:
            shown = f" (to {os.readlink(path)})"
        except OSError:
            shown = ""
        return SabError(f"is a symbolic link{shown}; sab migrate never follows a link of the old leaf, whose "
                        "target could be any file you can read", file=path,
                        fix="replace the link with a copy of what it should hold, or remove it, and migrate again")
    if stat.S_ISREG(mode) or stat.S_ISDIR(mode):
        return None
    return SabError(f"is {SPECIAL.get(stat.S_IFMT(mode), 'a special file')}, not a regular file; sab migrate reads "
                    "only regular files and folders of the old leaf", file=path,
                    fix="remove it from the old leaf, or replace it with a regular file, and migrate again")


def kind(path: Path) -> str | None:
    """What is at `path`, by lstat: "file", "dir" or None (nothing); a link or a special file is refused."""
    try:
        mode = os.lstat(path).st_mode
    except (FileNotFoundError, NotADirectoryError):
        return None
    refusal = _refusal(path, mode)
    if refusal is not None:
        raise refusal
    return "dir" if stat.S_ISDIR(mode) else "file"


def _open(path: Path, directory: bool = False) -> int:
    """A descriptor of `path` (absolute, under a resolved root), no component of it followed as a link.

    O_NONBLOCK: opening a FIFO for reading would otherwise wait for a writer forever; the caller
    checks the mode on the descriptor before it reads a byte."""
    through = os.O_RDONLY | os.O_NOFOLLOW | os.O_DIRECTORY | os.O_CLOEXEC
    final = os.O_RDONLY | os.O_NOFOLLOW | os.O_CLOEXEC | (os.O_DIRECTORY if directory else os.O_NONBLOCK)
    parts = path.parts
    fd = os.open(parts[0], os.O_RDONLY | os.O_DIRECTORY | os.O_CLOEXEC)
    for index, part in enumerate(parts[1:], start=1):
        try:
            step = os.open(part, final if index == len(parts) - 1 else through, dir_fd=fd)
        except OSError as exc:
            os.close(fd)
            kind(Path(*parts[:index + 1]))  # a link or a special file is named as such
            if exc.errno in (errno.ENOENT, errno.ENOTDIR):
                raise NotFoundError("does not exist", file=path) from None
            raise FileFormatError(f"cannot read: {exc.strerror}", file=path) from None
        os.close(fd)
        fd = step
    return fd


def read_file(path: Path) -> tuple[bytes, int]:
    """The bytes of a regular file of the old leaf and the mode it is copied with (executable or 0o644)."""
    fd = _open(path)
    try:
        status = os.fstat(fd)
        refusal = _refusal(path, status.st_mode)
        if refusal is not None:
            raise refusal
        if stat.S_ISDIR(status.st_mode):
            raise FileFormatError("is a folder, not a file", file=path)
        too_big = SabError(f"is larger than {CAP}, the most sab migrate reads of one file of the old leaf",
                           file=path, fix="remove it, or make it smaller, and migrate again")
        if status.st_size > MAX_FILE_BYTES:
            raise too_big
        chunks, total = [], 0
        while chunk := os.read(fd, min(2**20, MAX_FILE_BYTES + 1 - total)):
            chunks.append(chunk)
            total += len(chunk)
            if total > MAX_FILE_BYTES:  # it grew since fstat
                raise too_big
    finally:
        os.close(fd)
    return b"".join(chunks), EXECUTABLE if status.st_mode & stat.S_IXUSR else 0o644


def read_bytes(path: Path) -> bytes:
    return read_file(path)[0]


def read_text(path: Path) -> str:
    try:
        return read_bytes(path).decode("utf-8")
    except UnicodeDecodeError as exc:
        raise FileFormatError(f"not valid UTF-8 (byte {exc.start})", file=path, fix="save the file as UTF-8") from None


def load_json(path: Path) -> object:
    """As sab.jsonio.load_json, through this module's reader."""
    text = read_text(path)
    try:
        return parse_strict_json(text)
    except ValueError as exc:  # json.JSONDecodeError included
        where = f" at line {exc.lineno} column {exc.colno}: {exc.msg}" if hasattr(exc, "lineno") else f": {exc}"
        raise FileFormatError(f"invalid JSON{where}", file=path) from None


def entries(folder: Path) -> list[tuple[Path, str]]:
    """The entries of a folder of the old leaf, sorted by name, each with its kind ("file" or "dir")."""
    fd = _open(folder, directory=True)
    try:
        found = []
        for name in sorted(os.listdir(fd)):
            mode = os.stat(name, dir_fd=fd, follow_symlinks=False).st_mode
            refusal = _refusal(folder / name, mode)
            if refusal is not None:
                raise refusal
            found.append((folder / name, "dir" if stat.S_ISDIR(mode) else "file"))
        return found
    finally:
        os.close(fd)


def _walk(folder: Path, caches: bool) -> list[tuple[Path, str]]:
    """Every entry under `folder` at any depth (without caches and compiled Python unless `caches`).

    A loop, not recursion: the old leaf may nest folders deeper than Python's recursion limit."""
    found, pending = [], [folder]
    while pending:
        for path, what in entries(pending.pop()):
            if not caches and (path.name in CACHES or path.name.endswith((".pyc", ".pyo"))):
                continue
            found.append((path, what))
            if what == "dir":
                pending.append(path)
    return found


def audit(root: Path) -> None:
    """Refuse the old leaf when anything in it, at any depth, is a link or a special file."""
    _walk(root, caches=True)


def copy_tree(folder: Path, prefix: str, out: FileMap) -> None:
    """Every file under `folder` (caches and compiled Python aside) into `out` as `prefix/<relative>`."""
    for path, what in sorted(_walk(folder, caches=False)):
        if what == "file":
            out[f"{prefix}/{path.relative_to(folder).as_posix()}"] = read_file(path)


@dataclass(frozen=True)
class PeerCheck:
    root: Path

    @property
    def name(self) -> str:
        return self.root.name

    def rubric(self) -> object:
        return load_json(self.root / "rubric.json")

    def helpers(self) -> list[tuple[Path, str]]:
        """Entries of the check folder that are not part of the check contract (they become its harness)."""
        return [(entry, what) for entry, what in entries(self.root)
                if entry.name not in CONTRACT_FILES and entry.name != "ic" and entry.name not in CACHES
                and not entry.name.endswith(".egg-info")]


@dataclass(frozen=True)
class PeerLeaf:
    root: Path

    @classmethod
    def at(cls, path: Path) -> "PeerLeaf":
        root = Path(path).resolve()  # the path given may be a link; nothing below it may
        if not root.is_dir():
            raise NotFoundError("not a folder", file=path, fix="give the path of a leaf folder of the peer layout (tasks/<codebase>/<module>)")
        leaf = cls(root)
        if kind(root / "task.toml") != "file":
            raise NotFoundError("not a leaf: no task.toml", file=path, fix="give the path of a leaf folder (tasks/<codebase>/<module>)")
        audit(root)  # only now: a folder that is no leaf is named as such, whatever it holds
        meta = leaf.sciaccel
        if not isinstance(meta.get("source"), str) or not meta["source"].strip():
            raise FileFormatError("has no source", file=root / "task.toml", field="metadata.sciaccel.source",
                                  fix="name the source the leaf runs (code/<source>/)")
        if leaf.text("tests/test.sh") == stock("leaf/tests/test.sh"):
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
        if kind(folder) != "dir":
            return []
        return [PeerCheck(entry) for entry, what in entries(folder)
                if what == "dir" and not entry.name.startswith(".") and entry.name not in CACHES]

    def targets(self) -> list[Path]:
        folder = self.root / "target"
        if kind(folder) != "dir":
            return []
        return [entry for entry, what in entries(folder) if what == "file" and entry.name.endswith(".json")]

    def text(self, rel: str) -> str | None:
        path = self.root / rel
        return read_text(path) if kind(path) == "file" else None

    def data(self, rel: str) -> bytes | None:
        path = self.root / rel
        return read_bytes(path) if kind(path) == "file" else None
