"""What a vendored tree is made of, and whether it still is (`sab source verify`).

`scan` measures the tree (sab.fingerprint: the files the tree fingerprint covers, caches
excluded) and gives each file's sha256 and executable bit, the size accounting and the
languages. `verify` measures the tree once, through the fingerprint cache, so only files whose
stat changed are read. When the fingerprint differs from the record, what changed is named
without reading the tree again: when the cache held exactly the recorded tree (its records hash
to the recorded fingerprint), the files that differ from the cache are the changes; otherwise
the per-file digests of the same measurement are compared with the recorded manifest.
"""

from __future__ import annotations

import os
from dataclasses import dataclass, field
from pathlib import Path

from sab.fingerprint import Measurement, cache_enabled, format_of, measure, one_run
from sab.fingerprint.cache import load_base, save_base, summary
from sab.fingerprint.tree import changes_between, records_fingerprint
from sab.model.source import FileEntry, SizeAccount
from sab.sources.layout import Source
from sab.sources.size import BINARY_PROBE, SizeCounter

_CHUNK = 1 << 20
# How each kind of difference from the record reads in reports.
CHANGES = {"added": "added", "removed": "removed", "modified": "modified", "mode": "executable bit changed"}
OLD_FORMAT = ("the recorded fingerprint is in the old format (sha256:); run `sab fingerprint migrate`, "
              "which rewrites it while the tree still matches it")


@dataclass(frozen=True)
class Scan:
    files: list[FileEntry]
    size: SizeAccount
    fingerprint: str


def entries_of(measured: Measurement) -> list[FileEntry]:
    """The manifest entries of a measured tree (a link by its target, a special file by its kind)."""
    return [FileEntry(path=e.path, sha256=e.sha256, executable=e.executable, symlink=e.symlink) for e in measured.entries]


def file_entries(tree: Path) -> list[FileEntry]:
    return entries_of(measure(tree))


def _count(path: Path, rel: str, counter: SizeCounter) -> None:
    head = last = b""
    newlines = size = 0
    fd = os.open(path, os.O_RDONLY | os.O_NOFOLLOW | os.O_NONBLOCK | os.O_CLOEXEC)
    with open(fd, "rb") as handle:
        while block := handle.read(_CHUNK):
            head = head or block[:BINARY_PROBE]
            newlines += block.count(b"\n")
            size += len(block)
            last = block[-1:]
    binary = b"\0" in head
    lines = None if binary else newlines + (1 if last and last != b"\n" else 0)
    counter.add(rel, size, head, lines)


def scan(tree: Path) -> Scan:
    """Hash, count and fingerprint every file of `tree` (read afresh: the cache is not consulted)."""
    measured = measure(tree, cache=False)
    counter = SizeCounter()
    for entry in measured.entries:
        if entry.kind in ("f", "x"):
            _count(tree / entry.path, entry.path, counter)
    return Scan(entries_of(measured), counter.account(), measured.fingerprint)


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


def diff(recorded: list[FileEntry], current: list) -> list[tuple[str, str]]:
    """(change, path) pairs, path order: added, removed, modified, mode (executable bit).

    `current` holds FileEntry or sab.fingerprint.Entry values (both have path, sha256, symlink
    and executable). One pass over each list."""
    before = {entry.path: entry for entry in recorded}
    changes = []
    for new in current:
        old = before.pop(new.path, None)
        if old is None:
            changes.append(("added", new.path))
        elif old.sha256 != new.sha256 or old.symlink != new.symlink:
            changes.append(("modified", new.path))
        elif old.executable != new.executable:
            changes.append(("mode", new.path))
    changes.extend(("removed", path) for path in before)
    return sorted(changes, key=lambda change: change[1])


def _recorded(source: Source) -> dict:
    """The report's fingerprint and whether the source is first-party. With the fingerprint cache,
    kept under the report file's key, so an unchanged report is not parsed again (a report that
    does not validate is never kept: it raises)."""
    def read() -> dict:
        metadata = source.metadata()
        return {"fingerprint": metadata.fingerprint, "first_party": metadata.pin.kind == "first-party"}

    return summary(source.metadata_json, read) if cache_enabled() else read()


def verify(source: Source) -> Verification:
    """Measure code/<name>/ and name every file that differs from the record (see the module doc)."""
    with one_run():  # the report parsed at most once
        return _verify(source)


def _verify(source: Source) -> Verification:
    recorded = _recorded(source)
    result = Verification(source.name, recorded["fingerprint"], None, first_party=recorded["first_party"])
    if not source.tree.is_dir():
        result.problem = f"{source.relative(source.tree)}/ is missing"
        return result
    measured = measure(source.tree)
    result.actual = measured.fingerprint
    if format_of(result.recorded) == "legacy":
        result.problem = OLD_FORMAT
    if result.actual == result.recorded:
        if measured.cache == "used":  # what the record describes, to name what changes later
            save_base(os.path.realpath(source.tree), measured.label, result.actual, measured.records)
        return result
    prefix = source.relative(source.tree)
    if measured.changes is not None and measured.previous() == result.recorded:
        found = measured.changes  # the cache held the recorded tree: what differs from it is what changed
    elif measured.cache == "used" and (base := _base(source, measured, result.recorded)) is not None:
        found = changes_between(base, measured.records())
    else:
        found = diff(source.metadata().files, measured.entries)
    result.changes = [(what, f"{prefix}/{path}") for what, path in found]
    return result


def _base(source: Source, measured: Measurement, recorded: str) -> list[bytes] | None:
    """The records a passing verify kept of the recorded tree, when they still hash to the record."""
    if format_of(recorded) != "current":
        return None
    base = load_base(os.path.realpath(source.tree), measured.label, recorded)
    return base if base is not None and records_fingerprint(base) == recorded else None


def verify_all(root: Path) -> list[Verification]:
    """Every recorded source verified, and every tree under code/ without a record named."""
    from sab.sources.layout import recorded_names, tree_names

    recorded = recorded_names(root)
    with one_run():
        results = [verify(Source(root, name)) for name in recorded]
    for name in sorted(set(tree_names(root)) - set(recorded)):
        results.append(Verification(name, None, None, problem=f"code/{name}/ has no codebase report; record it with `sab source add`"))
    return sorted(results, key=lambda r: r.source)
