"""What a vendored tree is made of, and whether it still is (`sab source verify`).

One pass over the tree's files (the same files the tree fingerprint covers, caches excluded)
gives each file's sha256 and executable bit, the size accounting and the languages. Verifying
recomputes the tree fingerprint; only when it differs is each file compared, so the report
names every file added, removed, modified or whose executable bit changed.
"""

from __future__ import annotations

import hashlib
import os
import stat
from dataclasses import dataclass, field
from pathlib import Path

from sab.fingerprint import source_fingerprint, tree_files
from sab.model.source import FileEntry, SizeAccount
from sab.sources.layout import Source
from sab.sources.size import BINARY_PROBE, SizeCounter

_CHUNK = 1 << 20
# How each kind of difference from the record reads in reports.
CHANGES = {"added": "added", "removed": "removed", "modified": "modified", "mode": "executable bit changed"}


@dataclass(frozen=True)
class Scan:
    files: list[FileEntry]
    size: SizeAccount
    fingerprint: str


def _entry(rel: str, path: Path, counter: SizeCounter | None) -> FileEntry:
    """Hash one file (a symlink by its target, as the fingerprint does) and count it."""
    info = path.lstat()
    executable = bool(info.st_mode & 0o111)
    if stat.S_ISLNK(info.st_mode):
        digest = hashlib.sha256(b"symlink:" + os.readlink(path).encode("utf-8")).hexdigest()
        return FileEntry(path=rel, sha256=digest, executable=executable, symlink=True)
    if not stat.S_ISREG(info.st_mode):  # a FIFO or device is never opened: the read could block forever
        digest = hashlib.sha256(b"special:" + stat.filemode(info.st_mode)[:1].encode("ascii")).hexdigest()
        return FileEntry(path=rel, sha256=digest, executable=executable)
    digest = hashlib.sha256()
    head = last = b""
    newlines = 0
    with open(path, "rb") as handle:
        while block := handle.read(_CHUNK):
            head = head or block[:BINARY_PROBE]
            digest.update(block)
            newlines += block.count(b"\n")
            last = block[-1:]
    if counter is not None:
        binary = b"\0" in head
        lines = None if binary else newlines + (1 if last and last != b"\n" else 0)
        counter.add(rel, info.st_size, head, lines)
    return FileEntry(path=rel, sha256=digest.hexdigest(), executable=executable)


def file_entries(tree: Path) -> list[FileEntry]:
    return [_entry(rel, path, None) for rel, path in tree_files(tree)]


def scan(tree: Path) -> Scan:
    """Hash, count and fingerprint every file of `tree`."""
    counter = SizeCounter()
    files = [_entry(rel, path, counter) for rel, path in tree_files(tree)]
    return Scan(files, counter.account(), source_fingerprint(tree))


@dataclass
class Verification:
    source: str
    recorded: str | None
    actual: str | None
    changes: list[tuple[str, str]] = field(default_factory=list)  # (what, path)
    problem: str | None = None
    first_party: bool = False

    @property
    def passed(self) -> bool:
        return self.problem is None and self.recorded == self.actual

    def as_dict(self) -> dict[str, object]:
        return {
            "source": self.source, "passed": self.passed, "recorded": self.recorded, "actual": self.actual,
            "problem": self.problem, "changes": [{"change": what, "path": path} for what, path in self.changes],
        }


def diff(recorded: list[FileEntry], current: list[FileEntry]) -> list[tuple[str, str]]:
    """(change, path) pairs, path order: added, removed, modified, mode (executable bit)."""
    before = {entry.path: entry for entry in recorded}
    after = {entry.path: entry for entry in current}
    changes = []
    for path in sorted(before.keys() | after.keys()):
        old, new = before.get(path), after.get(path)
        if old is None:
            changes.append(("added", path))
        elif new is None:
            changes.append(("removed", path))
        elif (old.sha256, old.symlink) != (new.sha256, new.symlink):
            changes.append(("modified", path))
        elif old.executable != new.executable:
            changes.append(("mode", path))
    return changes


def verify(source: Source) -> Verification:
    """Recompute the fingerprint of code/<name>/ and name every file that differs from the record."""
    metadata = source.metadata()
    result = Verification(source.name, metadata.fingerprint, None, first_party=metadata.pin.kind == "first-party")
    if not source.tree.is_dir():
        result.problem = f"{source.relative(source.tree)}/ is missing"
        return result
    result.actual = source_fingerprint(source.tree)
    if result.actual != result.recorded:
        prefix = source.relative(source.tree)
        result.changes = [(what, f"{prefix}/{path}") for what, path in diff(metadata.files, file_entries(source.tree))]
    return result


def verify_all(root: Path) -> list[Verification]:
    """Every recorded source verified, and every tree under code/ without a record named."""
    from sab.sources.layout import recorded_names, tree_names

    recorded = recorded_names(root)
    results = [verify(Source(root, name)) for name in recorded]
    for name in sorted(set(tree_names(root)) - set(recorded)):
        results.append(Verification(name, None, None, problem=f"code/{name}/ has no codebase report; record it with `sab source add`"))
    return sorted(results, key=lambda r: r.source)
