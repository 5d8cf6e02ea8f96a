"""Contract and source fingerprints (docs/sources.md, "Fingerprints").

A fingerprint covers every file of a tree in sorted relative-path order, each entry
length-prefixed (path, kind and executable bit, size, content) so no two distinct trees give
the same value; generated caches are excluded, and the contract fingerprint also excludes the
leaf's comment/ directory. The current format is `sha256v2:<hex>` (tree.py: per-file digests,
read in parallel and reused from a cache outside the repository, cache.py). The first format,
`sha256:<hex>` (legacy.py), is still read: a record made with it is reported as being in the old
format, never as changed, and `sab fingerprint migrate` rewrites it while it still matches.

Within `one_run()` every tree is measured at most once, whatever asks for it: `sab check`,
`sab status` and `sab registry` each run inside one, so a source shared by many leaves is read
once per run; a codebase report is parsed once per run too (`remembered`). Outside one, every
call measures afresh.
"""

from __future__ import annotations

import hashlib
import os
from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import dataclass, field
from pathlib import Path
from typing import Callable, Iterator, TypeVar

from sab.fingerprint.legacy import PREFIX as LEGACY_PREFIX
from sab.fingerprint.legacy import tree_fingerprint as legacy_tree_fingerprint
from sab.fingerprint.names import CACHE_NAMES, CACHE_SUFFIXES, is_cache
from sab.fingerprint.tree import PREFIX, Entry, Measurement, combine, listing, measure_tree

__all__ = [
    "CACHE_NAMES", "CACHE_SUFFIXES", "CONTRACT_EXCLUDED", "Entry", "LEGACY_PREFIX", "Measurement", "PATTERN", "PREFIX",
    "cache_enabled", "combine", "compare", "contract_fingerprint", "file_sha256", "format_of", "is_cache",
    "legacy_fingerprint", "measure", "one_run", "remembered", "source_fingerprint", "tree_files", "tree_fingerprint",
]

# What a recorded fingerprint may look like: the current format or the first one.
PATTERN = r"^(?:sha256v2|sha256):[0-9a-f]{64}$"
CONTRACT_EXCLUDED = frozenset({"comment"})
NO_CACHE_ENV = "SAB_NO_CACHE"
_CHUNK = 1 << 20
T = TypeVar("T")


def file_sha256(path: Path) -> str:
    """Hex SHA-256 of one file's content, streamed."""
    digest = hashlib.sha256()
    with open(path, "rb") as handle:
        while block := handle.read(_CHUNK):
            digest.update(block)
    return digest.hexdigest()


def tree_files(root: Path) -> list[tuple[str, Path]]:
    """The (relative posix path, path) pairs a tree fingerprint covers, in fingerprint order."""
    return [(rel, root / rel) for rel in listing(root)]


@dataclass
class _Run:
    cache: bool | None
    measured: dict[tuple, Measurement] = field(default_factory=dict)
    legacy: dict[tuple, str] = field(default_factory=dict)
    files: dict[tuple, object] = field(default_factory=dict)


_RUN: ContextVar[_Run | None] = ContextVar("sab_fingerprint_run", default=None)


@contextmanager
def one_run(*, cache: bool | None = None) -> Iterator[None]:
    """Measure each tree at most once until the block ends (trees are assumed unchanged meanwhile).

    `cache` (None: the default, see cache_enabled) applies to the whole run; a run opened inside
    another one is the outer run."""
    if _RUN.get() is not None:
        yield
        return
    token = _RUN.set(_Run(cache))
    try:
        yield
    finally:
        _RUN.reset(token)


def remembered(path: Path, read: Callable[[], T]) -> T:
    """`read()` of the file at `path`, once per run while the file keeps its device, inode, size,
    mtime_ns and ctime_ns (a file rewritten in the run, atomically, is read again)."""
    run = _RUN.get()
    if run is None:
        return read()
    try:
        info = os.stat(path)
    except OSError:
        return read()
    key = (os.path.realpath(path), info.st_dev, info.st_ino, info.st_size, info.st_mtime_ns, info.st_ctime_ns)
    if key not in run.files:
        run.files[key] = read()
    return run.files[key]  # type: ignore[return-value]


def cache_enabled(cache: bool | None = None) -> bool:
    """An explicit choice, else the run's (`--no-cache`), else on unless $SAB_NO_CACHE is set (not 0)."""
    if cache is not None:
        return cache
    run = _RUN.get()
    if run is not None and run.cache is not None:
        return run.cache
    return os.environ.get(NO_CACHE_ENV, "") in ("", "0")


def measure(root: Path, *, exclude_top: frozenset[str] = frozenset(), cache: bool | None = None,
            workers: int | None = None) -> Measurement:
    """The tree's fingerprint and per-file entries (memoised within one_run)."""
    run = _RUN.get()
    key = (os.path.realpath(root), exclude_top)
    if run is not None and key in run.measured:
        return run.measured[key]
    result = measure_tree(Path(root), exclude_top, cache=cache_enabled(cache), workers=workers)
    if run is not None:
        run.measured[key] = result
    return result


def tree_fingerprint(root: Path, *, exclude_top: frozenset[str] = frozenset(), cache: bool | None = None) -> str:
    return measure(root, exclude_top=exclude_top, cache=cache).fingerprint


def contract_fingerprint(leaf_root: Path, *, cache: bool | None = None) -> str:
    return tree_fingerprint(leaf_root, exclude_top=CONTRACT_EXCLUDED, cache=cache)


def source_fingerprint(source_root: Path, *, cache: bool | None = None) -> str:
    return tree_fingerprint(source_root, cache=cache)


def legacy_fingerprint(root: Path, *, exclude_top: frozenset[str] = frozenset()) -> str:
    """The tree's fingerprint in the first format (never cached; memoised within one_run)."""
    run = _RUN.get()
    key = (os.path.realpath(root), exclude_top)
    if run is not None and key in run.legacy:
        return run.legacy[key]
    result = legacy_tree_fingerprint(Path(root), exclude_top=exclude_top)
    if run is not None:
        run.legacy[key] = result
    return result


def format_of(value: str) -> str:
    """"current", "legacy" or "unknown"."""
    prefix, _, digest = value.partition(":")
    if len(digest) != 64 or any(c not in "0123456789abcdef" for c in digest):
        return "unknown"
    return {PREFIX[:-1]: "current", LEGACY_PREFIX[:-1]: "legacy"}.get(prefix, "unknown")


def compare(recorded: str, root: Path, *, exclude_top: frozenset[str] = frozenset()) -> str:
    """How a recorded fingerprint stands against the tree now.

    "same" / "changed" for the current format; "old-same" / "old-changed" for the first format,
    computed the first format's way; an unrecognised value is "changed"."""
    form = format_of(recorded)
    if form == "current":
        return "same" if measure(root, exclude_top=exclude_top).fingerprint == recorded else "changed"
    if form == "legacy":
        return "old-same" if legacy_fingerprint(root, exclude_top=exclude_top) == recorded else "old-changed"
    return "changed"
