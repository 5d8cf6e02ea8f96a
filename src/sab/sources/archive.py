"""Unpacking .tar.gz/.tgz/.tar.bz2/.tar.xz/.tar and .zip archives byte-identically and safely.

Every member's bytes are written as stored; the executable bit is kept (files become 0755 or
0644, directories 0755); relative symbolic links that stay inside the tree are kept as links;
a hard link is written as a copy of the earlier file it names. Absolute paths, `..`, links
leaving the tree, members under a link, hard links to nothing, devices and fifos are refused,
and so is an archive past the caps of `sab.sources.unpack` (size, file count, expansion
ratio), all before anything is written (`sab.sources.unpack.write_tree` states the rules). When
every member sits under one top-level directory (`pkg-1.0/`, as sdists and forge archives do),
that directory is stripped and recorded as `strip_prefix`.
"""

from __future__ import annotations

import lzma
import stat
import tarfile
import zipfile
import zlib
from pathlib import Path, PurePosixPath

from sab.errors import SabError
from sab.sources.unpack import LINK_MAX, Budget, Entry, Limits, link_inside, safe_path, write_tree

__all__ = ["extract", "link_inside"]


def _prefix(names: list[PurePosixPath], dirs: set[PurePosixPath]) -> str | None:
    tops = {n.parts[0] for n in names if n.parts}
    if len(tops) != 1:
        return None
    top = next(iter(tops))
    if all(len(n.parts) > 1 or n in dirs for n in names):
        return top
    return None


def _tar_entries(tar: tarfile.TarFile, shown: str, budget: Budget) -> list[Entry]:
    entries = []
    files: dict[PurePosixPath, tarfile.TarInfo] = {}  # what a later hard link may name
    for m in tar:  # one member at a time: the budget stops a bomb before its end is read
        path = safe_path(m.name, shown)
        if m.isdir():
            entry = Entry(path, "dir")
        elif m.issym():
            entry = Entry(path, "link", size=len(m.linkname), target=m.linkname)
        elif m.islnk():
            origin = files.get(safe_path(m.linkname, shown))
            if origin is None:
                raise SabError(f"hard link {m.name!r} -> {m.linkname!r} names no earlier file of the archive", file=shown,
                               fix="use a well-formed archive")
            files[path] = origin
            entry = Entry(path, "file", origin.size, bool(origin.mode & 0o111), lambda o=origin: tar.extractfile(o))
        elif m.isfile():
            files[path] = m
            entry = Entry(path, "file", m.size, bool(m.mode & 0o111), lambda m=m: tar.extractfile(m))
        else:
            raise SabError(f"member {m.name!r} is a device or fifo", file=shown, fix="use an archive of regular files")
        budget.count(entry.kind, entry.size)
        entries.append(entry)
    return entries


def _zip_entries(zipped: zipfile.ZipFile, shown: str, budget: Budget) -> list[Entry]:
    entries = []
    for info in zipped.infolist():
        path = safe_path(info.filename, shown)
        mode = info.external_attr >> 16 if info.create_system == 3 else 0  # unix modes only from unix zips
        kind = stat.S_IFMT(mode)
        if info.is_dir() or kind == stat.S_IFDIR:
            entry = Entry(path, "dir")
        elif kind == stat.S_IFLNK:
            if info.file_size > LINK_MAX:
                raise SabError(f"symbolic link {info.filename!r} has a {info.file_size}-byte target", file=shown,
                               fix="use a well-formed archive")
            target = zipped.read(info).decode("utf-8", "surrogateescape")
            entry = Entry(path, "link", size=len(target), target=target)
        elif kind in (0, stat.S_IFREG):
            entry = Entry(path, "file", info.file_size, bool(mode & 0o111), lambda info=info: zipped.open(info))
        else:
            raise SabError(f"member {info.filename!r} is a device, fifo or socket", file=shown,
                           fix="use an archive of regular files")
        budget.count(entry.kind, entry.size)
        entries.append(entry)
    return entries


def _unpack(entries: list[Entry], dest: Path, shown: str) -> str | None:
    named = [entry for entry in entries if entry.path.parts]
    prefix = _prefix([entry.path for entry in named], {entry.path for entry in named if entry.kind == "dir"})
    if prefix is not None:
        named = [Entry(PurePosixPath(*e.path.parts[1:]), e.kind, e.size, e.executable, e.open, e.target)
                 for e in named if len(e.path.parts) > 1]  # the stripped top directory itself goes
    write_tree(named, dest, shown)
    return prefix


def extract(archive: Path, dest: Path, shown: str, limits: Limits | None = None) -> str | None:
    """Unpack `archive` into the empty directory `dest`; returns the stripped top directory."""
    dest.mkdir(parents=True, exist_ok=True)
    try:
        budget = Budget(limits, shown, packed=archive.stat().st_size)
        if zipfile.is_zipfile(archive):
            with zipfile.ZipFile(archive) as zipped:
                return _unpack(_zip_entries(zipped, shown, budget), dest, shown)
        if tarfile.is_tarfile(archive):
            with tarfile.open(archive, "r:*") as tar:
                return _unpack(_tar_entries(tar, shown, budget), dest, shown)
    except (tarfile.TarError, zipfile.BadZipFile, zlib.error, lzma.LZMAError, EOFError, OSError) as exc:
        raise SabError(f"cannot unpack the archive: {exc}", file=shown, fix="give a valid .tar.gz, .tgz or .zip") from None
    except (RuntimeError, NotImplementedError) as exc:  # zipfile: an encrypted member, an unknown compression
        raise SabError(f"cannot unpack the archive: {exc}", file=shown,
                       fix="give an archive without encryption, compressed with deflate, bzip2 or lzma") from None
    raise SabError("not a tar or zip archive", file=shown, fix="give a .tar.gz, .tgz or .zip archive")
