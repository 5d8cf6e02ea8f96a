"""Writing an upstream tree into its staging directory: one rule for archives, git trees and folders.

- Every path is relative and plain: no absolute path, no `..`, no drive, no NUL byte.
- Nothing lies under a file or a symbolic link: a name that is both a directory and a file or
  link (`l` and `l/x`) is refused before anything is written.
- A symbolic link is kept only when its target is relative, non-empty and resolves inside the
  tree without passing through another link (`a/l -> ..` then `b -> a/l/..` is refused even
  though each target looks harmless on its own); otherwise the whole tree is refused.
- Directories and files are written first, links last, through directory descriptors opened
  with O_NOFOLLOW and files created with O_EXCL, so not even a bug in the checks above could
  make a write follow a link. Each link is then resolved on disk and must land inside the tree.
- The tree is counted while it is listed, before anything is written: at most `max_files` files
  and links, `max_bytes` bytes, and for an archive at most `max_expansion` times its own size
  once the tree passes EXPANSION_FLOOR. A file holding more bytes than it declared is refused.
"""

from __future__ import annotations

import math
import os
import re
from dataclasses import dataclass
from pathlib import Path, PurePosixPath
from typing import BinaryIO, Callable, Iterable

from sab.errors import SabError

KIB, MIB, GIB = 1 << 10, 1 << 20, 1 << 30
MAX_BYTES = 1 * GIB  # a vendored tree is committed to git: past this it is a data set, not a source
MAX_FILES = 100_000  # large scientific codebases hold tens of thousands of files
MAX_EXPANSION = 100.0  # source tarballs unpack to 4-10 times their size; a bomb to a thousand
EXPANSION_FLOOR = 16 * MIB  # below this a repetitive archive costs nothing, whatever its ratio
LINK_MAX = 4096  # PATH_MAX: no real symbolic link target is longer
_CHUNK = 1 << 20
_OPEN_DIR = os.O_RDONLY | os.O_DIRECTORY | os.O_NOFOLLOW | os.O_CLOEXEC
_CREATE = os.O_WRONLY | os.O_CREAT | os.O_EXCL | os.O_NOFOLLOW | os.O_CLOEXEC


@dataclass(frozen=True)
class Limits:
    """Caps on what one source may unpack to (each raised by its `sab source add` flag)."""

    max_bytes: int = MAX_BYTES
    max_files: int = MAX_FILES
    max_expansion: float = MAX_EXPANSION


def human(size: float) -> str:
    for unit, scale in (("GiB", GIB), ("MiB", MIB), ("KiB", KIB)):
        if size >= scale:
            return f"{size / scale:.1f} {unit}"
    return f"{int(size)} bytes"


_SIZE = re.compile(r"(\d+(?:\.\d+)?)\s*([kmgt]?)(?:i?b)?", re.IGNORECASE)


def parse_size(text: str, flag: str) -> int:
    """`1073741824`, `512M`, `2G`, `1.5GiB` (binary units) as a number of bytes."""
    match = _SIZE.fullmatch(text.strip())
    if not match or float(match.group(1)) <= 0:
        raise SabError(f"{text!r} is not a size", field=flag, fix="give bytes or a number with K, M, G or T, e.g. 2G")
    return int(float(match.group(1)) * 1024 ** "bkmgt".index((match.group(2) or "b").lower()))


def limits(max_bytes: str | None = None, max_files: int | None = None, max_expansion: float | None = None) -> Limits:
    """Limits from the command line's flags; every one absent keeps its default."""
    if max_files is not None and max_files < 1:
        raise SabError(f"{max_files} is not a file count", field="--max-files", fix="give a positive number")
    if max_expansion is not None and (math.isnan(max_expansion) or max_expansion <= 0):
        raise SabError(f"{max_expansion} is not a ratio", field="--max-expansion", fix="give a positive number, e.g. 500")
    return Limits(
        max_bytes=MAX_BYTES if max_bytes is None else parse_size(max_bytes, "--max-unpacked-bytes"),
        max_files=MAX_FILES if max_files is None else max_files,
        max_expansion=MAX_EXPANSION if max_expansion is None else max_expansion,
    )


class Budget:
    """Counts the files, links and bytes of a tree as it is listed, and refuses it past a limit.
    `packed` is the size of the archive it comes from (None for git trees and folders)."""

    def __init__(self, limits: Limits | None, shown: str, packed: int | None = None) -> None:
        self.limits = limits or Limits()
        self.shown = shown
        self.packed = packed
        self.files = 0
        self.bytes = 0

    def count(self, kind: str, size: int) -> None:
        if kind == "dir":
            return
        self.files += 1
        self.bytes += max(size, 0)
        limit = self.limits
        if self.files > limit.max_files:
            raise SabError(f"holds more than {limit.max_files} files and links", file=self.shown,
                           field="--max-files", fix="pass --max-files with a higher count if the source is really that large")
        if self.bytes > limit.max_bytes:
            raise SabError(f"unpacks to more than {human(limit.max_bytes)}", file=self.shown, field="--max-unpacked-bytes",
                           fix="pass --max-unpacked-bytes with a higher size (e.g. 4G) if the source is really that large")
        if self.packed is not None and self.bytes > EXPANSION_FLOOR and self.bytes > self.packed * limit.max_expansion:
            ratio = self.bytes / max(self.packed, 1)
            raise SabError(f"unpacks to more than {human(self.bytes)} from {human(self.packed)}, {ratio:.0f} times its size "
                           f"(the limit is {limit.max_expansion:g} times)", file=self.shown, field="--max-expansion",
                           fix="pass --max-expansion with a higher ratio if the archive is really that repetitive")


def safe_path(name: str, shown: str) -> PurePosixPath:
    """The relative path `name` stands for; refused when it is absolute, holds `..` or a drive."""
    path = PurePosixPath(name.replace("\\", "/"))
    if "\0" in name or path.is_absolute() or ".." in path.parts or (path.parts and ":" in path.parts[0]):
        raise SabError(f"member {name!r} would land outside the tree", file=shown, fix="use a well-formed source")
    return PurePosixPath(*[part for part in path.parts if part not in ("", ".")])


@dataclass(frozen=True)
class Entry:
    """One thing the tree holds: a directory, a file (opened on demand) or a symbolic link."""

    path: PurePosixPath
    kind: str  # dir | file | link
    size: int = 0  # what a file declares; more bytes than this is refused
    executable: bool = False
    open: Callable[[], BinaryIO] | None = None
    target: str = ""


def link_inside(member: PurePosixPath, target: str, links: set[PurePosixPath]) -> bool:
    """Whether `member -> target` resolves inside the tree. The walk is lexical, which is exact
    only because it refuses to pass through another link (`x -> .` followed by `x/x/up -> ../..`
    is lexically inside and really outside) and no member lies under a link."""
    if not target or target.startswith("/") or "\0" in target or len(target) > LINK_MAX:
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


def _plan(entries: Iterable[Entry], shown: str) -> dict[PurePosixPath, Entry]:
    """The entries to write, in order: a repeated name keeps its last entry (as tar does)."""
    final: dict[PurePosixPath, Entry] = {}
    for entry in entries:
        if not entry.path.parts:
            continue
        before = final.get(entry.path)
        if before is not None and (before.kind == "dir") != (entry.kind == "dir"):
            other = entry if before.kind == "dir" else before
            raise SabError(f"{entry.path.as_posix()!r} is both a directory and a {_noun(other)}", file=shown,
                           fix="use a source whose tree is well-formed")
        if before is None or entry.kind != "dir":
            final.pop(entry.path, None)
            final[entry.path] = entry
    leaves = {path: entry for path, entry in final.items() if entry.kind != "dir"}
    for path in final:
        above = next((parent for parent in path.parents if parent in leaves), None)
        if above is not None:
            raise SabError(f"{path.as_posix()!r} lies under the {_noun(leaves[above])} {above.as_posix()!r}", file=shown,
                           fix="use a source without members under its links or files")
    links = {path for path, entry in leaves.items() if entry.kind == "link"}
    for path in links:
        target = final[path].target
        if not link_inside(path, target, links):
            raise SabError(f"symbolic link {path.as_posix()!r} -> {target!r} leaves the tree", file=shown,
                           fix="vendor a source whose links stay inside it (absolute links and links out of the tree are "
                               "refused)")
    return final


def _noun(entry: Entry) -> str:
    return "symbolic link" if entry.kind == "link" else "file"


class _Dirs:
    """Directories of the tree opened from its root descriptor, never through a link."""

    def __init__(self, root: Path) -> None:
        self.root = os.open(root, _OPEN_DIR)
        self.cached: tuple[PurePosixPath, int] | None = None

    def open(self, path: PurePosixPath) -> int:
        """A descriptor of directory `path` (created, 0755, when missing); owned by this object."""
        if self.cached is not None and self.cached[0] == path:
            return self.cached[1]
        fd = os.dup(self.root)
        try:
            for part in path.parts:
                try:
                    os.mkdir(part, 0o755, dir_fd=fd)
                    created = True
                except FileExistsError:
                    created = False
                child = os.open(part, _OPEN_DIR, dir_fd=fd)
                os.close(fd)
                fd = child
                if created:
                    os.fchmod(fd, 0o755)
        except BaseException:
            os.close(fd)
            raise
        self._forget()
        self.cached = (path, fd)
        return fd

    def _forget(self) -> None:
        if self.cached is not None:
            os.close(self.cached[1])
            self.cached = None

    def close(self) -> None:
        self._forget()
        os.close(self.root)


def _write_file(parent: int, path: PurePosixPath, entry: Entry, shown: str) -> None:
    fd = os.open(path.name, _CREATE, 0o644, dir_fd=parent)
    with os.fdopen(fd, "wb") as out:
        if entry.open is None:
            raise SabError(f"member {path.as_posix()!r} cannot be read", file=shown, fix="use a well-formed source")
        with entry.open() as source:
            written = 0
            while block := source.read(_CHUNK):
                written += len(block)
                if written > entry.size:
                    raise SabError(f"{path.as_posix()!r} holds more than the {entry.size} bytes it declared", file=shown,
                                   fix="use a well-formed source, and do not change a folder while it is copied")
                out.write(block)
        os.fchmod(out.fileno(), 0o755 if entry.executable else 0o644)


def write_tree(entries: Iterable[Entry], dest: Path, shown: str) -> None:
    """Write `entries` into the empty directory `dest` under the rules above; nothing is written
    when a rule refuses the tree."""
    plan = _plan(entries, shown)
    dest.mkdir(parents=True, exist_ok=True)
    dirs = _Dirs(dest)
    path = PurePosixPath(".")
    try:
        for path, entry in plan.items():
            if entry.kind == "dir":
                dirs.open(path)
            elif entry.kind == "file":
                _write_file(dirs.open(path.parent), path, entry, shown)
        for path, entry in plan.items():
            if entry.kind == "link":
                os.symlink(entry.target, path.name, dir_fd=dirs.open(path.parent))
    except OSError as exc:
        raise SabError(f"cannot write {path.as_posix()!r}: {exc.strerror or exc}", file=shown,
                       fix="use a well-formed source") from None
    finally:
        dirs.close()
    home = os.path.realpath(dest)
    for path, entry in plan.items():
        if entry.kind == "link":
            landed = os.path.realpath(dest.joinpath(*path.parts))
            if os.path.commonpath([home, landed]) != home:
                raise SabError(f"symbolic link {path.as_posix()!r} -> {entry.target!r} leaves the tree", file=shown,
                               fix="vendor a source whose links stay inside it")
