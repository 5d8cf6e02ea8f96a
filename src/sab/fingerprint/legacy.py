"""The first fingerprint format, `sha256:<hex>`: read-only, for records made with it.

One running SHA-256 over every file in sorted relative-path order, each entry length-prefixed
(path, executable bit, then a link's target, a special file's kind or a regular file's size and
content). Walked with os.walk, so a symbolic link to a directory was not covered. sab no longer
writes this format; it computes it only to tell whether a record made with it still describes
the tree (`sab fingerprint migrate`, and the "old format" reasons of status and verify).
"""

from __future__ import annotations

import hashlib
import os
import stat
from pathlib import Path

from sab.fingerprint.names import is_cache

PREFIX = "sha256:"
_CHUNK = 1 << 20


def _files(root: Path, exclude_top: frozenset[str]) -> list[tuple[str, Path]]:
    entries: list[tuple[str, Path]] = []
    for dirpath, dirnames, filenames in os.walk(root):
        rel_dir = os.path.relpath(dirpath, root)
        dirnames[:] = [
            d for d in dirnames
            if not is_cache(d) and not (rel_dir == "." and d in exclude_top)
        ]
        for name in filenames:
            if is_cache(name) or (rel_dir == "." and name in exclude_top):
                continue
            rel = name if rel_dir == "." else f"{rel_dir}/{name}".replace(os.sep, "/")
            entries.append((rel, Path(dirpath) / name))
    entries.sort(key=lambda item: item[0].encode("utf-8", "surrogateescape"))
    return entries


def _field(digest: "hashlib._Hash", data: bytes) -> None:
    digest.update(len(data).to_bytes(8, "big"))
    digest.update(data)


def tree_fingerprint(root: Path, *, exclude_top: frozenset[str] = frozenset()) -> str:
    """The `sha256:` fingerprint of `root`, exactly as the first format computed it."""
    digest = hashlib.sha256()
    for rel, path in _files(root, exclude_top):
        info = path.lstat()
        _field(digest, rel.encode("utf-8", "surrogateescape"))
        _field(digest, b"x" if info.st_mode & 0o111 else b"-")
        if stat.S_ISLNK(info.st_mode):
            _field(digest, b"symlink:" + os.fsencode(os.readlink(path)))
            continue
        if not stat.S_ISREG(info.st_mode):  # a FIFO or device is never opened: reading one can block forever
            _field(digest, b"special:" + stat.filemode(info.st_mode)[:1].encode("ascii"))
            continue
        fd = os.open(path, os.O_RDONLY | os.O_NOFOLLOW | os.O_NONBLOCK | os.O_CLOEXEC)
        with open(fd, "rb") as handle:
            if not stat.S_ISREG(os.fstat(fd).st_mode):  # replaced since the lstat: never read
                raise OSError(f"{path} changed while it was fingerprinted")
            digest.update(info.st_size.to_bytes(8, "big"))
            while block := handle.read(_CHUNK):
                digest.update(block)
    return PREFIX + digest.hexdigest()


def covered(root: Path, *, exclude_top: frozenset[str] = frozenset()) -> list[str]:
    """The relative paths the first format covers (a link to a directory is not among them)."""
    return [rel for rel, _ in _files(root, exclude_top)]
