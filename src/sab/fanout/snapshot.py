"""Staged copies: what a task reads, sent to the worker with the task (docs/fanout.md).

A worker never reads the client's repository. The client packs the files a task reads into one
compressed tar held by the task itself: the repository's pyproject.toml, the leaf, its source
under code/<source>/ and the source's report under codebase-reports/<source>/, at the same
relative paths. The worker unpacks it into a scratch folder and checks, before running anything,
that its sab is the client's (a fingerprint of sab's own files) and that the leaf and the source
it unpacked have the fingerprints the client measured (docs/sources.md). A run on the worker is thus a
run on exactly the tree the client has (committed or not), with the client's sab.

What a task changes in its copy of a leaf travels back as file contents; only the client writes
them into the repository (`apply_changes`), each atomically, the self-validation record last.
"""

from __future__ import annotations

import hashlib
import io
import os
import stat
import tarfile
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path

from sab.errors import SabError
from sab.fingerprint import contract_fingerprint, is_cache, source_fingerprint, tree_fingerprint

# The record a task writes last; the client writes it last too (docs/design.md, "Self-validation").
RECORD_PATH = "comment/pipeline/self-validation.json"
# Fast compression: a staged copy is made once and unpacked once.
COMPRESSION = 1


class SnapshotError(SabError):
    """A tree that cannot be sent to a worker, or a worker whose copy or sab differs from the client's."""


@lru_cache(maxsize=1)
def sab_fingerprint() -> str:
    """The fingerprint of the sab package this process runs (its modules, templates and data)."""
    import sab

    return tree_fingerprint(Path(sab.__file__).resolve().parent)


@dataclass(frozen=True)
class LeafPrint:
    """Where a leaf sits in a staged copy and the fingerprints the client measured."""

    path: str  # relative to the staged root, posix
    contract: str
    source: str | None  # the fingerprint of code/<source>/, None when the leaf names none
    source_path: str | None  # code/<source>, relative to the staged root


@dataclass(frozen=True)
class Snapshot:
    """A compressed tar of the files one task reads, and what the worker verifies on it."""

    blob: bytes
    leaves: tuple[LeafPrint, ...]
    sab: str = field(default_factory=sab_fingerprint)

    @property
    def size(self) -> int:
        return len(self.blob)

    def materialize(self, into: Path, *, verify: bool = True) -> Path:
        """Unpack into `into` (an empty folder) and verify; returns the staged root."""
        mine = sab_fingerprint()
        if self.sab != mine:
            raise SnapshotError(f"this worker runs another sab than the client (sab files {mine} here, "
                                f"{self.sab} on the client)",
                                fix="install the client's sab (the same commit) on every worker")
        with tarfile.open(fileobj=io.BytesIO(self.blob), mode="r:gz") as archive:
            if hasattr(tarfile, "tar_filter"):
                archive.extractall(into, filter="tar")
            else:  # Python before 3.11.4: the members are sab's own, named by _Packer
                archive.extractall(into)
        if verify:
            for leaf in self.leaves:
                found = contract_fingerprint(into / leaf.path)
                if found != leaf.contract:
                    raise SnapshotError(f"the staged copy of {leaf.path} differs from the client's leaf "
                                        f"({found} != {leaf.contract})",
                                        fix="the leaf changed while it was being sent; run again")
                if leaf.source_path is not None:
                    found = source_fingerprint(into / leaf.source_path)
                    if found != leaf.source:
                        raise SnapshotError(f"the staged copy of {leaf.source_path}/ differs from the client's "
                                            f"({found} != {leaf.source})",
                                            fix="the source changed while it was being sent; run again")
        return into


class _Packer:
    """Builds the tar: directories, regular files, links as links; FIFOs kept as FIFOs."""

    def __init__(self, *, special: str = "refuse") -> None:
        self.buffer = io.BytesIO()
        self.archive = tarfile.open(fileobj=self.buffer, mode="w:gz", compresslevel=COMPRESSION,
                                    format=tarfile.PAX_FORMAT)
        self.special = special  # "refuse": a socket or device is an error; "fifo": sent as a FIFO
        self.names: set[str] = set()

    def add_dir(self, arcname: str, mode: int = 0o755, mtime: float = 0) -> None:
        if arcname in self.names:
            return
        parent = arcname.rpartition("/")[0]
        if parent:
            self.add_dir(parent)
        info = tarfile.TarInfo(arcname)
        info.type, info.mode, info.mtime = tarfile.DIRTYPE, (mode & 0o7777) | 0o700, mtime
        self.archive.addfile(info)
        self.names.add(arcname)

    def add_tree(self, path: Path, arcname: str, *, contents: bool = True) -> None:
        """`path` as `arcname`, everything under it when `contents`, an empty folder otherwise."""
        info = path.lstat()
        self.add_dir(arcname, info.st_mode, info.st_mtime)
        if not contents:
            return
        for dirpath, dirnames, filenames in os.walk(path):
            rel_dir = os.path.relpath(dirpath, path).replace(os.sep, "/")
            base = arcname if rel_dir == "." else f"{arcname}/{rel_dir}"
            for name in sorted(dirnames):
                entry = Path(dirpath) / name
                if entry.is_symlink():  # os.walk lists a link to a folder among the folders
                    self._add_entry(entry, f"{base}/{name}")
                else:
                    self.add_dir(f"{base}/{name}", entry.lstat().st_mode, entry.lstat().st_mtime)
            dirnames[:] = [name for name in dirnames if not (Path(dirpath) / name).is_symlink()]
            for name in sorted(filenames):
                self._add_entry(Path(dirpath) / name, f"{base}/{name}")

    def add_file(self, path: Path, arcname: str) -> None:
        self._add_entry(path, arcname)

    def _add_entry(self, path: Path, arcname: str) -> None:
        info = path.lstat()
        member = tarfile.TarInfo(arcname)
        member.mode, member.mtime = info.st_mode & 0o7777, info.st_mtime
        if stat.S_ISLNK(info.st_mode):
            member.type, member.linkname = tarfile.SYMTYPE, os.readlink(path)
            self.archive.addfile(member)
        elif stat.S_ISREG(info.st_mode):
            try:
                fd = os.open(path, os.O_RDONLY | os.O_NOFOLLOW)
            except OSError as exc:
                raise SnapshotError(f"cannot be read to send it to a worker: {exc.strerror}", file=path) from None
            with os.fdopen(fd, "rb") as handle:
                data = handle.read()
            member.size = len(data)
            self.archive.addfile(member, io.BytesIO(data))
        elif stat.S_ISFIFO(info.st_mode) or self.special == "fifo":
            # Never opened. Every rule treats a socket or device like a FIFO: not a regular file.
            member.type = tarfile.FIFOTYPE
            self.archive.addfile(member)
        else:
            raise SnapshotError(f"a {stat.filemode(info.st_mode)[0]!r}-type file (socket or device) cannot be sent "
                                "to a worker", file=path, fix="remove it; a leaf or source holds files and folders")
        self.names.add(arcname)

    def finish(self) -> bytes:
        self.archive.close()
        return self.buffer.getvalue()


def _relative(path: Path, root: Path | None) -> str | None:
    if root is None:
        return None
    try:
        return path.relative_to(root).as_posix()
    except ValueError:
        return None


def source_path_of(source: str) -> str:
    return f"code/{source}"


def leaf_snapshot(leaf_dir: Path) -> Snapshot:
    """The staged copy a selfcheck, probe or coverage task of one leaf reads."""
    from sab.leaf import Leaf, repository_root

    leaf = Leaf.at(leaf_dir)
    root = repository_root(leaf.root)
    packer = _Packer()
    rel = _relative(leaf.root, root)
    source_path = source_print = None
    if rel is None:  # outside any task repository: the leaf alone, under its name
        rel = leaf.root.name
        packer.add_tree(leaf.root, rel)
    else:
        if (root / "pyproject.toml").is_file():
            packer.add_file(root / "pyproject.toml", "pyproject.toml")
        try:
            source = leaf.manifest.sciaccel.source
        except SabError:
            source = None  # the task's lint reports the manifest as a local run does
        packer.add_dir("code")
        packer.add_dir("tasks")
        source_dir = root / "code" / source if source else None
        if source_dir is not None and source_dir.is_symlink():
            packer.add_file(source_dir, source_path_of(source))  # the task refuses it as a local run does
        elif source_dir is not None and source_dir.is_dir():
            source_path = source_path_of(source)
            source_print = source_fingerprint(source_dir)
            packer.add_tree(source_dir, source_path)
            report = root / "codebase-reports" / source
            if report.is_dir() and not report.is_symlink():
                packer.add_tree(report, f"codebase-reports/{source}")
        packer.add_tree(leaf.root, rel)
    contract = contract_fingerprint(leaf.root)
    return Snapshot(packer.finish(), (LeafPrint(rel, contract, source_print, source_path),))


@dataclass(frozen=True)
class TreeSnapshot:
    """Leaves for structural validation only (validate-harbor reads nothing outside a leaf but
    whether code/<source>/ exists): each leaf's repository is staged as a numbered folder."""

    blob: bytes
    leaves: tuple[tuple[str, str], ...]  # (path in the staged copy, the client's path)
    sab: str = field(default_factory=sab_fingerprint)

    def materialize(self, into: Path) -> Path:
        Snapshot(self.blob, (), self.sab).materialize(into, verify=False)
        return into


def tree_snapshot(leaves: list[Path]) -> TreeSnapshot:
    from sab.leaf import load_manifest, repository_root

    packer = _Packer(special="fifo")
    roots: dict[Path, str] = {}
    placed = []
    for number, leaf in enumerate(leaves):
        root = repository_root(leaf)
        rel = _relative(leaf, root)
        if rel is None:
            staged = f"outside-{number}/{leaf.name}"
        else:
            if root not in roots:
                roots[root] = f"repository-{len(roots)}"
                packer.add_dir(f"{roots[root]}/code")
                packer.add_dir(f"{roots[root]}/tasks")
            staged = f"{roots[root]}/{rel}"
            try:
                source = load_manifest(leaf / "task.toml").sciaccel.source
            except (SabError, OSError):
                source = None
            if source and (root / "code" / source).is_dir():
                packer.add_tree(root / "code" / source, f"{roots[root]}/code/{source}", contents=False)
        packer.add_tree(leaf, staged)
        placed.append((staged, str(leaf)))
    return TreeSnapshot(packer.finish(), tuple(placed))


# What a task changed in its copy of a leaf, and how the client writes it back.

def file_digests(leaf_dir: Path) -> dict[str, str]:
    """SHA-256 of every regular file of a leaf, by relative path (caches left out)."""
    digests = {}
    for dirpath, dirnames, filenames in os.walk(leaf_dir):
        dirnames[:] = [name for name in dirnames if not is_cache(name)]
        for name in filenames:
            path = Path(dirpath) / name
            if is_cache(name) or not path.is_file() or path.is_symlink():
                continue
            digests[path.relative_to(leaf_dir).as_posix()] = hashlib.sha256(path.read_bytes()).hexdigest()
    return digests


def changed_files(leaf_dir: Path, before: dict[str, str]) -> dict[str, bytes]:
    """The regular files of the leaf that are new or whose content changed since `before`."""
    changed = {}
    for rel, digest in file_digests(leaf_dir).items():
        if before.get(rel) != digest:
            changed[rel] = (leaf_dir / rel).read_bytes()
    return changed


class LeafChangedError(SnapshotError):
    """The client's leaf changed while its task ran: its results describe another tree."""


def _target(leaf_dir: Path, rel: str) -> Path:
    parts = rel.split("/")
    if rel.startswith("/") or any(part in ("", ".", "..") for part in parts):
        raise SnapshotError(f"a worker returned the path {rel!r}, which is not inside the leaf", file=leaf_dir)
    path = leaf_dir.joinpath(*parts)
    for parent in [leaf_dir, *(leaf_dir.joinpath(*parts[:k]) for k in range(1, len(parts)))]:
        if parent.is_symlink():
            raise SnapshotError(f"{rel}: the folder {parent.relative_to(leaf_dir)} is a link; nothing is written "
                                "through it", file=leaf_dir)
    if path.is_symlink() or (path.exists() and not path.is_file()):
        raise SnapshotError(f"{rel} is not a regular file here; nothing is written over it", file=leaf_dir)
    return path


def apply_changes(leaf_dir: Path, changes: dict[str, bytes], *, contract_before: str, source_before: str | None,
                  source_dir: Path | None, contract_after: str) -> list[str]:
    """Write a task's changed files into the client's leaf; returns the paths written.

    Refused, with nothing written, when the leaf or its source no longer has the fingerprint it
    had when the task was sent. Each file is written atomically (a temporary sibling, then a
    rename): files outside comment/ first, then comment/, the self-validation record last and
    only when the leaf then has the contract fingerprint the task measured on its copy, so an
    interrupted write-back leaves the previous record or a stale one, never a torn one.
    """
    from sab.jsonio import write_text_atomic

    if contract_fingerprint(leaf_dir) != contract_before or (
            source_dir is not None and source_before is not None and source_fingerprint(source_dir) != source_before):
        raise LeafChangedError("the leaf or its source changed while its task ran; nothing was written",
                               file=leaf_dir, fix="run it again")
    texts = {}
    for rel, data in changes.items():
        try:
            texts[rel] = data.decode("utf-8")
        except UnicodeDecodeError:
            raise SnapshotError(f"a worker returned {rel} that is not UTF-8 text; nothing was written",
                                file=leaf_dir) from None
    targets = {rel: _target(leaf_dir, rel) for rel in texts}
    order = sorted(texts, key=lambda rel: (rel == RECORD_PATH, rel.startswith("comment/"), rel))
    written = []
    for rel in order:
        if rel == RECORD_PATH:
            found = contract_fingerprint(leaf_dir)
            if found != contract_after:
                raise SnapshotError(f"after writing the task's files the leaf's fingerprint is {found}, not the "
                                    f"{contract_after} its record names; the record was not written",
                                    file=leaf_dir, fix="run it again")
        write_text_atomic(targets[rel], texts[rel])
        written.append(rel)
    return written
