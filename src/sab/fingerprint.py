"""Contract and source fingerprints (SPEC 5.3).

SHA-256 over every file in sorted relative-path order, each entry length-prefixed (path,
executable bit, content) so no two distinct trees produce the same byte stream. Generated
caches are excluded; the contract fingerprint also excludes the leaf's comment/ directory.
"""

from __future__ import annotations

import hashlib
import os
import stat
from pathlib import Path

CACHE_NAMES = frozenset(
    {"__pycache__", ".pytest_cache", ".mypy_cache", ".ruff_cache", ".hypothesis", ".DS_Store"}
)
CACHE_SUFFIXES = (".egg-info",)
_CHUNK = 1 << 20


def is_cache(name: str) -> bool:
    return name in CACHE_NAMES or name.endswith(CACHE_SUFFIXES)


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
    entries.sort(key=lambda item: item[0].encode("utf-8"))
    return entries


def file_sha256(path: Path) -> str:
    """Hex SHA-256 of one file's content, streamed."""
    digest = hashlib.sha256()
    with open(path, "rb") as handle:
        while block := handle.read(_CHUNK):
            digest.update(block)
    return digest.hexdigest()


def tree_files(root: Path) -> list[tuple[str, Path]]:
    """The (relative posix path, path) pairs a tree fingerprint covers, in fingerprint order."""
    return _files(root, frozenset())


def _field(digest: "hashlib._Hash", data: bytes) -> None:
    digest.update(len(data).to_bytes(8, "big"))
    digest.update(data)


def tree_fingerprint(root: Path, *, exclude_top: frozenset[str] = frozenset()) -> str:
    digest = hashlib.sha256()
    for rel, path in _files(root, exclude_top):
        info = path.lstat()
        _field(digest, rel.encode("utf-8"))
        _field(digest, b"x" if info.st_mode & 0o111 else b"-")
        if stat.S_ISLNK(info.st_mode):
            content = b"symlink:" + os.readlink(path).encode("utf-8")
            _field(digest, content)
            continue
        if not stat.S_ISREG(info.st_mode):  # a FIFO or device is never opened: reading one can block forever
            _field(digest, b"special:" + stat.filemode(info.st_mode)[:1].encode("ascii"))
            continue
        digest.update(info.st_size.to_bytes(8, "big"))
        with open(path, "rb") as handle:
            while block := handle.read(_CHUNK):
                digest.update(block)
    return "sha256:" + digest.hexdigest()


def contract_fingerprint(leaf_root: Path) -> str:
    return tree_fingerprint(leaf_root, exclude_top=frozenset({"comment"}))


def source_fingerprint(source_root: Path) -> str:
    return tree_fingerprint(source_root)
