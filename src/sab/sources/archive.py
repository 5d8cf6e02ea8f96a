"""Unpacking .tar.gz/.tgz/.tar.bz2/.tar.xz/.tar and .zip archives byte-identically and safely.

Every member's bytes are written as stored; the executable bit is kept (files become 0755 or
0644, directories 0755); relative symbolic links that stay inside the tree are kept as links;
hard links are written as copies. Absolute paths, `..`, links leaving the tree, devices and
fifos are refused. When every member sits under one top-level directory (`pkg-1.0/`, as sdists
and forge archives do), that directory is stripped and recorded as `strip_prefix`.
"""

from __future__ import annotations

import os
import stat
import tarfile
import zipfile
from dataclasses import dataclass
from pathlib import Path, PurePosixPath
from typing import BinaryIO, Callable

from sab.errors import SabError

_CHUNK = 1 << 20


def _safe(name: str, archive: str) -> PurePosixPath:
    path = PurePosixPath(name.replace("\\", "/"))
    if path.is_absolute() or ".." in path.parts or (path.parts and ":" in path.parts[0]):
        raise SabError(f"member {name!r} would land outside the tree", file=archive, fix="use a well-formed archive")
    return PurePosixPath(*[p for p in path.parts if p not in ("", ".")])


def _prefix(names: list[PurePosixPath], dirs: set[PurePosixPath]) -> str | None:
    tops = {n.parts[0] for n in names if n.parts}
    if len(tops) != 1:
        return None
    top = next(iter(tops))
    if all(len(n.parts) > 1 or n in dirs for n in names):
        return top
    return None


def _link_inside(member: PurePosixPath, target: str, links: set[PurePosixPath]) -> bool:
    """Whether `member -> target` resolves inside the tree. The walk is lexical, which is exact
    only because it refuses to pass through another link: `x -> .` followed by
    `x/x/up -> ../..` is lexically inside and really outside."""
    if target.startswith("/"):
        return False
    current = list(member.parent.parts)
    parts = [part for part in PurePosixPath(target).parts if part != "."]
    for index, part in enumerate(parts):
        if part == "..":
            if not current:
                return False
            current.pop()
        else:
            current.append(part)
        if index < len(parts) - 1 and PurePosixPath(*current) in links:
            return False
    return True


def _write(dest: Path, rel: PurePosixPath, source, executable: bool) -> None:
    path = dest.joinpath(*rel.parts)
    path.parent.mkdir(parents=True, exist_ok=True)
    if path.is_symlink() or path.exists():
        path.unlink()
    with open(path, "wb") as handle:
        while block := source.read(_CHUNK):
            handle.write(block)
    path.chmod(0o755 if executable else 0o644)


def _symlink(dest: Path, rel: PurePosixPath, target: str, archive: str, links: set[PurePosixPath]) -> None:
    if not _link_inside(rel, target, links):
        raise SabError(f"symbolic link {rel} -> {target} leaves the tree", file=archive, fix="use an archive without such links")
    path = dest.joinpath(*rel.parts)
    path.parent.mkdir(parents=True, exist_ok=True)
    if path.is_symlink() or path.exists():
        path.unlink()
    os.symlink(target, path)


@dataclass(frozen=True)
class _Member:
    """One archive member, whatever the format: a directory, a file (opened on demand) or a link."""

    name: str
    kind: str  # dir | file | link | other
    executable: bool = False
    open: Callable[[], BinaryIO] | None = None
    target: str = ""


def _tar_members(tar: tarfile.TarFile) -> list[_Member]:
    members = []
    for m in tar.getmembers():
        if m.isdir():
            members.append(_Member(m.name, "dir"))
        elif m.issym():
            members.append(_Member(m.name, "link", target=m.linkname))
        elif m.isfile() or m.islnk():  # a hard link is written as a copy, with its target's mode
            mode = tar.getmember(m.linkname).mode if m.islnk() and m.linkname in tar.getnames() else m.mode
            members.append(_Member(m.name, "file", bool(mode & 0o111), lambda m=m: tar.extractfile(m)))
        else:
            members.append(_Member(m.name, "other"))
    return members


def _zip_members(zipped: zipfile.ZipFile) -> list[_Member]:
    members = []
    for info in zipped.infolist():
        mode = info.external_attr >> 16 if info.create_system == 3 else 0  # unix modes only from unix zips
        if info.is_dir():
            members.append(_Member(info.filename, "dir"))
        elif mode and stat.S_ISLNK(mode):
            members.append(_Member(info.filename, "link", target=zipped.read(info).decode("utf-8")))
        else:
            members.append(_Member(info.filename, "file", bool(mode & 0o111), lambda info=info: zipped.open(info)))
    return members


def _unpack(members: list[_Member], dest: Path, shown: str) -> str | None:
    named = [(_safe(m.name, shown), m) for m in members]
    named = [(rel, m) for rel, m in named if rel.parts]
    prefix = _prefix([rel for rel, _ in named], {rel for rel, m in named if m.kind == "dir"})
    entries = []
    for rel, member in named:
        if prefix is not None:
            if len(rel.parts) == 1:
                continue  # the stripped top directory itself
            rel = PurePosixPath(*rel.parts[1:])
        entries.append((rel, member))
    # Nothing is written through a link: no member may lie under one, and links are made last,
    # once every file and directory is in place.
    links = {rel for rel, member in entries if member.kind == "link"}
    for rel, member in entries:
        through = next((parent for parent in rel.parents if parent in links), None)
        if through is not None:
            raise SabError(f"member {member.name!r} lies under the symbolic link {through}", file=shown,
                           fix="use an archive without members under its links")
    for rel, member in entries:
        if member.kind == "dir":
            dest.joinpath(*rel.parts).mkdir(parents=True, exist_ok=True)
        elif member.kind == "file":
            with member.open() as source:
                _write(dest, rel, source, member.executable)
        elif member.kind != "link":
            raise SabError(f"member {member.name!r} is a device or fifo", file=shown, fix="use an archive of regular files")
    for rel, member in entries:
        if member.kind == "link":
            _symlink(dest, rel, member.target, shown, links)
    return prefix


def extract(archive: Path, dest: Path, shown: str) -> str | None:
    """Unpack `archive` into the empty directory `dest`; returns the stripped top directory."""
    dest.mkdir(parents=True, exist_ok=True)
    try:
        if zipfile.is_zipfile(archive):
            with zipfile.ZipFile(archive) as zipped:
                return _unpack(_zip_members(zipped), dest, shown)
        if tarfile.is_tarfile(archive):
            with tarfile.open(archive, "r:*") as tar:
                return _unpack(_tar_members(tar), dest, shown)
    except (tarfile.TarError, zipfile.BadZipFile, EOFError, OSError) as exc:
        raise SabError(f"cannot unpack the archive: {exc}", file=shown, fix="give a valid .tar.gz, .tgz or .zip") from None
    raise SabError("not a tar or zip archive", file=shown, fix="give a .tar.gz, .tgz or .zip archive")
