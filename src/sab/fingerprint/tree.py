"""The tree fingerprint, format 2 (`sha256v2:<hex>`): per-file digests combined in path order.

Each file of the tree (caches excluded, see names.py) contributes one record, in the sorted order
of its relative path's bytes:

    len(path) as 8 bytes big-endian | path (UTF-8) | kind (1 byte) | size (8 bytes) | digest (32 bytes)

kind is `f` (regular file), `x` (regular file with an executable bit), `l` (symbolic link, by
its target: never followed) or the file-type letter of `ls -l` for a special file (`p` FIFO, `s`
socket, `c`/`b` device), which is never opened. size and digest are those of the content: a
regular file's bytes, `symlink:<target>` for a link, `special:<kind>` for a special file, so a
digest equals the sha256 the codebase report's file manifest holds. The path is the only
variable-length field and is length-prefixed, so no two different trees give the same byte
stream. The tree fingerprint is `sha256v2:` + SHA-256 of a fixed header and the records.

Because each record stands alone, files are read in any order, large ones hashed on other
threads (hashlib releases the GIL on large buffers, the reads release it always), and a file whose device,
inode, mode, size, mtime_ns and ctime_ns are those of the cache's entry is not read at all
(cache.py). The walk uses os.scandir on directory descriptors and the stat results it gives.
"""

from __future__ import annotations

import hashlib
import os
import pickle
import signal
import stat
import struct
import time
from collections import deque
from concurrent.futures import Future, ThreadPoolExecutor
from functools import cached_property
from pathlib import Path
from typing import Callable, NamedTuple

from sab.errors import SabError
from sab.fingerprint.cache import KEY, Stored, TreeCache, key_of, settled
from sab.fingerprint.names import CACHE_NAMES, CACHE_SUFFIXES

PREFIX = "sha256v2:"
HEADER = b"sab tree fingerprint 2\n"
_DIR_FLAGS = os.O_RDONLY | os.O_DIRECTORY | os.O_CLOEXEC
# O_NONBLOCK: a regular file replaced by a FIFO after the walk is opened without blocking (and never read).
_FILE_FLAGS = os.O_RDONLY | os.O_NOFOLLOW | os.O_NONBLOCK | os.O_CLOEXEC | getattr(os, "O_NOCTTY", 0)
_WHOLE = 1 << 20  # files up to this size are read in one call
_BLOCK = 1 << 20
_OFFLOAD = 256 << 10  # files at least this large are hashed on another thread
_PACK = struct.Struct(">Q")
# A warm walk is shared out to processes from this many cached files on (below, starting them
# costs more than it saves), in about this many folders per process.
_PARALLEL_WALK = 20_000
_SHARES_PER_WORKER = 16


class Entry(NamedTuple):
    """One file of a tree as the fingerprint covers it."""

    path: str
    kind: str
    size: int
    digest: bytes
    executable: bool

    @property
    def symlink(self) -> bool:
        return self.kind == "l"

    @property
    def sha256(self) -> str:
        return self.digest.hex()


class Measurement:
    """A tree's fingerprint and the per-file entries it covers, in fingerprint order.

    With the cache, also the tree as the cache held it before this walk: `previous()` is its
    fingerprint and `changes` what differs from it ((change, path) pairs as
    sab.sources.manifest.diff names them), found without reading the unchanged files."""

    def __init__(self, root: Path, fingerprint: str, read: int, reused: int, cache: str,
                 entries: Callable[[], list[Entry]], records: Callable[[], list[bytes]],
                 previous: Callable[[], str | None] = lambda: None, changes: list[tuple[str, str]] | None = None,
                 label: str = "") -> None:
        self.root, self.fingerprint = root, fingerprint
        self.read = read  # files whose content was read
        self.reused = reused  # files whose record came from the cache
        self.cache = cache  # "off", "used", or why it could not be used
        self._entries, self._records, self._previous = entries, records, previous
        self.changes = changes
        self.label = label  # the cache's name for the tree's exclusions

    def records(self) -> list[bytes]:
        """The records the fingerprint hashes, in order (see the module doc)."""
        return self._records()

    @cached_property
    def entries(self) -> list[Entry]:
        """Built on first use: a fingerprint alone does not need them."""
        return self._entries()

    def previous(self) -> str | None:
        """The fingerprint of the tree the cache described before this walk (None without one)."""
        return self._previous()


def changes_between(before: list[bytes], after: list[bytes]) -> list[tuple[str, str]]:
    """(change, path) pairs, path order, between two trees given by their records."""
    def by_path(records: set[bytes]) -> dict[str, bytes]:
        return {record[8:8 + int.from_bytes(record[:8], "big")].decode("utf-8", "surrogateescape"): record
                for record in records}

    old, new = set(before), set(after)
    gone, came = by_path(old - new), by_path(new - old)
    found = []
    for path in sorted(gone.keys() | came.keys()):
        if path not in came:
            found.append(("removed", path))
        elif path not in gone:
            found.append(("added", path))
        else:  # the executable bit of a regular file is its kind, x or f
            what = _change(gone[path], 0o111 if gone[path][-41] == ord("x") else 0,
                           came[path], 0o111 if came[path][-41] == ord("x") else 0)
            if what:
                found.append((what, path))
    return found


def _change(old_record: bytes, old_mode: int, new_record: bytes, new_mode: int) -> str | None:
    """What a file's change amounts to: "modified" (content, or link versus not), "mode" (the
    executable bit), or None (same record: the file was touched, not changed)."""
    old_kind, new_kind = old_record[-41], new_record[-41]
    if old_record[-32:] != new_record[-32:] or (old_kind == 108) != (new_kind == 108):  # 108: "l"
        return "modified"
    if bool(old_mode & 0o111) != bool(new_mode & 0o111):
        return "mode"
    return None


def default_workers() -> int:
    try:
        cores = len(os.sched_getaffinity(0))
    except (AttributeError, OSError):
        cores = os.cpu_count() or 1
    return max(1, min(8, cores))


def _error(root: str, rel: str, exc: OSError, what: str) -> SabError:
    return SabError(f"cannot {what} {rel or '.'}: {exc.strerror or exc}", file=os.path.join(root, rel),
                    fix="make the tree readable, and fingerprint it while nothing else writes to it")


class _Scan(NamedTuple):
    seen: bytearray  # per cache slot: 1 the file matches its entry, 2 it is there but changed, 0 gone
    hits: int
    changed: list[tuple[int, str, os.stat_result]]  # (slot, path, lstat)
    new: list[tuple[str, os.stat_result | None]]  # paths the cache does not know (lstat None: a regular file)


class _Tally:
    """What a walk found: files matching their cache entry, changed ones, unknown ones."""

    def __init__(self, slots: int) -> None:
        self.seen = bytearray(slots)  # as _Scan.seen
        self.hits = 0
        self.changed: list[tuple[int, str, os.stat_result]] = []
        self.new: list[tuple[str, os.stat_result | None]] = []

    def scan(self) -> _Scan:
        return _Scan(self.seen, self.hits, self.changed, self.new)


def _walk(root: str, exclude_top: frozenset[str], stored: Stored, workers: int = 1) -> _Scan:
    """Every file of the tree, each held against the cache entry of its path.

    A file whose packed key equals the entry's is only counted. A regular file the cache does not
    know is not stat'ed here: its stat comes from the open file when it is read. With a large
    cache the folders are shared out to `workers` processes (forked, so each has the cache
    already): a warm walk is listing folders and stat'ing files, interpreter work that threads
    would only contend for."""
    tally = _Tally(len(stored))
    if workers < 2 or len(stored) < _PARALLEL_WALK or not hasattr(os, "fork"):
        _list_all(root, exclude_top, stored, [""], tally)
        return tally.scan()
    # Breadth first until there are folders enough to share out evenly, then one share each.
    queue = deque([""])
    while queue and len(queue) < _SHARES_PER_WORKER * workers:
        _list(root, exclude_top, stored, queue.popleft(), queue, tally)
    shares = [list(queue)[index::workers] for index in range(workers)]
    running: list[tuple[int, int, list[str]]] = []  # (pid, pipe, share) of each process not yet collected
    try:
        for share in shares[1:]:
            running.append((*_fork_walk(root, exclude_top, stored, share), share))
        _list_all(root, exclude_top, stored, shares[0], tally)
        while running:
            pid, pipe, share = running.pop(0)
            found = _collect(pid, pipe)
            if found is None:  # the process died: this one walks its share
                _list_all(root, exclude_top, stored, share, tally)
                continue
            if found[0] == "error":
                raise SabError(found[1], file=found[2], fix=found[3])
            _, their_seen, hits, changed, new = found
            seen = tally.seen  # the processes met disjoint slots
            seen[:] = (int.from_bytes(seen, "little") | int.from_bytes(their_seen, "little")).to_bytes(len(seen), "little")
            tally.hits += hits
            tally.changed += changed
            tally.new += new
    finally:
        for pid, pipe, _ in running:
            _stop(pid, pipe)
    return tally.scan()


def _fork_walk(root: str, exclude_top: frozenset[str], stored: Stored, share: list[str]) -> tuple[int, int]:
    """A process that walks `share` and writes what it found to a pipe: (pid, the pipe's read end)."""
    read_end, write_end = os.pipe()
    pid = os.fork()
    if pid:
        os.close(write_end)
        return pid, read_end
    status = 1
    try:
        os.close(read_end)
        found = _walk_share(root, exclude_top, stored, share)
        with open(write_end, "wb") as pipe:
            pipe.write(pickle.dumps(found, protocol=pickle.HIGHEST_PROTOCOL))
        status = 0
    finally:
        os._exit(status)  # never the parent's exit handlers or buffers


def _walk_share(root: str, exclude_top: frozenset[str], stored: Stored, share: list[str]) -> tuple:
    """In a walking process: ("found", seen, hits, changed, new), or ("error", message, file, fix)."""
    tally = _Tally(len(stored))
    try:
        _list_all(root, exclude_top, stored, share, tally)
    except SabError as exc:
        return "error", exc.message, exc.file, exc.fix
    return "found", bytes(tally.seen), tally.hits, tally.changed, tally.new


def _collect(pid: int, pipe: int) -> tuple | None:
    """A walking process's findings, once it ended; None when it died without giving them."""
    try:
        with open(pipe, "rb") as reader:
            data = reader.read()
    finally:  # interrupted, the closed pipe ends the process at its first write
        _, status = os.waitpid(pid, 0)
    return pickle.loads(data) if status == 0 and data else None


def _stop(pid: int, pipe: int) -> None:
    """End a walking process not collected (the walk failed): kill it, reap it, close its pipe."""
    os.close(pipe)
    os.kill(pid, signal.SIGKILL)
    os.waitpid(pid, 0)


def _list_all(root: str, exclude_top: frozenset[str], stored: Stored, pending: list[str], tally: _Tally) -> None:
    while pending:
        _list(root, exclude_top, stored, pending.pop(), pending, tally)


def _list(root: str, exclude_top: frozenset[str], stored: Stored, rel_dir: str, pending, tally: _Tally) -> None:
    """One folder's files into `tally`, its subfolders onto `pending`."""
    get, pack, keys, width = stored.index.get, KEY.pack, stored.keys, KEY.size
    seen, changed, new = tally.seen, tally.changed, tally.new
    prefix = f"{rel_dir}/" if rel_dir else ""
    try:
        fd = os.open(f"{root}/{rel_dir}" if rel_dir else root, _DIR_FLAGS | (os.O_NOFOLLOW if rel_dir else 0))
    except OSError as exc:
        raise _error(root, rel_dir, exc, "list") from None
    hits = 0
    try:
        with os.scandir(fd) as listing:
            for entry in listing:
                name = entry.name
                if name in CACHE_NAMES or name.endswith(CACHE_SUFFIXES) or (not rel_dir and name in exclude_top):
                    continue
                if entry.is_dir(follow_symlinks=False):
                    pending.append(prefix + name)
                    continue
                rel = prefix + name
                slot = get(rel)
                if slot is None:
                    new.append((rel, None if entry.is_file(follow_symlinks=False) else entry.stat(follow_symlinks=False)))
                    continue
                info = entry.stat(follow_symlinks=False)
                if keys.startswith(pack(info.st_dev, info.st_ino, info.st_mode, info.st_size, info.st_mtime_ns,
                                        info.st_ctime_ns), slot * width):
                    seen[slot] = 1
                    hits += 1
                else:
                    seen[slot] = 2
                    changed.append((slot, rel, info))
    except OSError as exc:
        raise _error(root, rel_dir, exc, "list") from None
    finally:
        os.close(fd)
        tally.hits += hits


def _special(mode: int) -> tuple[str, int, bytes]:
    kind = stat.filemode(mode)[0]
    kind = kind if kind in "pscb" else "?"
    return kind, 0, hashlib.sha256(b"special:" + kind.encode("ascii")).digest()


def _digest(root: str, rel: str, fd: int, info: os.stat_result) -> tuple[os.stat_result, int, bytes]:
    """(stat, bytes read, sha256) of an open regular file; closes it."""
    try:
        if info.st_size <= _WHOLE:
            data = os.read(fd, info.st_size + 1)
            digest = hashlib.sha256(data)
            count = len(data)
            if count <= info.st_size:
                return info, count, digest.digest()
        else:
            digest, count = hashlib.sha256(), 0
        while data := os.read(fd, _BLOCK):
            digest.update(data)
            count += len(data)
        return info, count, digest.digest()
    except OSError as exc:
        raise _error(root, rel, exc, "read") from None
    finally:
        os.close(fd)


def _read(root: str, rel: str, offload: Callable[[str, int, os.stat_result], Future] | None = None):
    """(stat of the opened file, bytes read, sha256) of a regular file; digest None when it is not
    one. A file of at least _OFFLOAD bytes goes to `offload` when given, which returns a Future."""
    try:
        fd = os.open(f"{root}/{rel}", _FILE_FLAGS)
    except OSError as exc:
        raise _error(root, rel, exc, "read") from None
    try:
        info = os.fstat(fd)
    except OSError as exc:
        os.close(fd)
        raise _error(root, rel, exc, "read") from None
    if not stat.S_ISREG(info.st_mode):
        os.close(fd)
        return info, 0, None
    if offload is not None and info.st_size >= _OFFLOAD:
        return offload(rel, fd, info)
    return _digest(root, rel, fd, info)


def _read_all(root: str, rels: list[str], workers: int) -> list[tuple[os.stat_result, int, bytes | None]]:
    """Read and hash `rels` on this thread, large files on up to `workers - 1` more.

    Hashing a large buffer and reading release Python's lock, so large files are hashed in
    parallel; a small file costs mostly interpreter work, which threads would only contend for
    (measured in benchmarks/fingerprint.py: threads for every file cost more CPU and no less time)."""
    if workers <= 1:
        return [_read(root, rel) for rel in rels]
    results: list = [None] * len(rels)
    waiting: deque[tuple[int, Future]] = deque()
    pool: ThreadPoolExecutor | None = None

    def offload(rel: str, fd: int, info: os.stat_result) -> Future:
        nonlocal pool
        if pool is None:
            pool = ThreadPoolExecutor(max_workers=workers - 1, thread_name_prefix="sab-fingerprint")
        return pool.submit(_digest, root, rel, fd, info)

    try:
        for index, rel in enumerate(rels):
            found = _read(root, rel, offload)
            if isinstance(found, Future):
                waiting.append((index, found))
                while len(waiting) > 4 * workers:  # a bounded number of files open at once
                    done, future = waiting.popleft()
                    results[done] = future.result()
            else:
                results[index] = found
        for done, future in waiting:
            results[done] = future.result()
    finally:
        if pool is not None:
            pool.shutdown(wait=True)  # every offloaded file is closed, even after an error
    return results


def _record(path: bytes, kind: bytes, size: int, digest: bytes) -> bytes:
    return _PACK.pack(len(path)) + path + kind + _PACK.pack(size) + digest


def _hash(parts: list[bytes]) -> str:
    digest = hashlib.sha256(HEADER)
    for start in range(0, len(parts), 8192):
        digest.update(b"".join(parts[start:start + 8192]))
    return PREFIX + digest.hexdigest()


def records_fingerprint(records: list[bytes]) -> str:
    """The tree fingerprint of records in fingerprint order."""
    return _hash(records)


def combine(entries: list[Entry]) -> str:
    """The tree fingerprint of entries already in fingerprint order."""
    return _hash([_record(e.path.encode("utf-8", "surrogateescape"), e.kind.encode("ascii"), e.size, e.digest)
                  for e in entries])


def _entry(rel: str, record: bytes, mode: int) -> Entry:
    at = len(record) - 41
    kind = chr(record[at])
    return Entry(rel, kind, int.from_bytes(record[at + 1:at + 9], "big"), record[at + 9:], bool(mode & 0o111))


Read = tuple[bytes, int, bytes, os.stat_result, bool]  # kind, size, digest, the stat it was read under, cacheable


def _contents(top: str, items: list[tuple[str, os.stat_result | None]], started: int, workers: int) -> list[Read]:
    """Kind, size and digest of each (path, lstat or None) item: links read, regular files hashed
    (on threads), special files by kind, never opened."""
    out: list[Read | None] = [None] * len(items)
    reads: list[int] = []
    for index, (rel, info) in enumerate(items):
        if info is None or stat.S_ISREG(info.st_mode):
            reads.append(index)
        elif stat.S_ISLNK(info.st_mode):
            try:
                target = os.readlink(os.fsencode(f"{top}/{rel}"))
            except OSError as exc:
                raise _error(top, rel, exc, "read the link") from None
            out[index] = (b"l", len(target), hashlib.sha256(b"symlink:" + target).digest(), info,
                          len(target) == info.st_size and settled(info, started))
        else:
            kind, size, digest = _special(info.st_mode)
            out[index] = (kind.encode("ascii"), size, digest, info, settled(info, started))
    results = _read_all(top, [items[i][0] for i in reads], workers)
    for index, (info, count, digest) in zip(reads, results):
        if digest is None:  # no longer a regular file: recorded by kind, never read
            kind, size, digest = _special(info.st_mode)
            out[index] = (kind.encode("ascii"), size, digest, info, False)
        else:
            out[index] = (b"x" if info.st_mode & 0o111 else b"f", count, digest, info,
                          count == info.st_size and settled(info, started))
    return out  # type: ignore[return-value]


def listing(root: Path, exclude_top: frozenset[str] = frozenset()) -> list[str]:
    """The relative paths a fingerprint of `root` covers, in fingerprint order; nothing is read."""
    paths = [rel for rel, _ in _walk(os.fspath(root), exclude_top, Stored()).new]
    return sorted(paths, key=lambda rel: rel.encode("utf-8", "surrogateescape"))


def measure_tree(root: Path, exclude_top: frozenset[str] = frozenset(), *, cache: bool = True,
                 workers: int | None = None) -> Measurement:
    """Walk, read what the cache cannot vouch for, and combine. Prefer sab.fingerprint.measure.

    Three cases: every file matches the cache (its records are the tree's: one hash); the same
    paths with some changed (those read, their records put in place); otherwise the listing is
    sorted and built afresh, the cache's records taken where the files match."""
    started = time.time_ns()
    top = os.fspath(root)
    store, note = None, "off"
    label = "exclude:" + ",".join(sorted(exclude_top))
    if cache:
        store = TreeCache(os.path.realpath(top), label, started)
        note = store.problem or "used"
    stored = store.stored if store is not None else Stored()
    workers = default_workers() if workers is None else workers
    scan = _walk(top, exclude_top, stored, workers)
    count = len(stored)
    if count and not scan.new and scan.hits + len(scan.changed) == count:
        return _same_paths(Path(root), top, store, scan, started, workers, note)

    # Some paths are new or gone (or there is no cache): the full, sorted listing.
    rows: list[tuple[bytes, str, int]] = [(path.encode("utf-8", "surrogateescape"), path, slot)
                                          for slot, path in enumerate(stored.paths) if scan.seen[slot] == 1]
    fresh_items = [(rel, info) for _, rel, info in scan.changed] + scan.new
    rows += [(rel.encode("utf-8", "surrogateescape"), rel, -1 - index) for index, (rel, _) in enumerate(fresh_items)]
    rows.sort()
    contents = _contents(top, fresh_items, started, workers)
    records = [stored.record(slot) if slot >= 0 else _record(key, *contents[-1 - slot][:3]) for key, _, slot in rows]
    if store is not None:
        added = sum(1 for read in contents if read[4])
        if store.worth_writing(scan.hits, added):
            kept = [index for index, (_, _, slot) in enumerate(rows) if slot >= 0 or contents[-1 - slot][4]]
            store.write([rows[i][1] for i in kept],
                        [stored.key(rows[i][2]) if rows[i][2] >= 0 else key_of(contents[-1 - rows[i][2]][3]) for i in kept],
                        [records[i] for i in kept])

    def entries() -> list[Entry]:
        return [_entry(rel, record, stored.mode(slot) if slot >= 0 else contents[-1 - slot][3].st_mode)
                for (_, rel, slot), record in zip(rows, records)]
    changes = None
    if store is not None and count:
        changes = [("removed", path) for slot, path in enumerate(stored.paths) if not scan.seen[slot]]
        changes += [("added", rel) for rel, _ in scan.new]
        for (slot, rel, _), read in zip(scan.changed, contents):
            what = _change(stored.record(slot), stored.mode(slot), _record(rel.encode("utf-8", "surrogateescape"), *read[:3]),
                           read[3].st_mode)
            if what:
                changes.append((what, rel))
        changes.sort(key=lambda change: change[1])
    reads = sum(1 for _, info in fresh_items if info is None or stat.S_ISREG(info.st_mode))
    return Measurement(Path(root), _hash(records), reads, scan.hits, note, entries, lambda: records,
                       lambda: _hash([stored.records]) if count else None, changes, label)


def _same_paths(root: Path, top: str, store: TreeCache, scan: _Scan, started: int, workers: int, note: str) -> Measurement:
    """The tree has exactly the cached paths: the stored records stand, except the changed files'."""
    stored = store.stored
    changed = sorted(scan.changed)
    contents = _contents(top, [(rel, info) for _, rel, info in changed], started, workers)
    replaced = {slot: (_record(rel.encode("utf-8", "surrogateescape"), *read[:3]), read)
                for (slot, rel, _), read in zip(changed, contents)}
    parts, start = [], 0
    for slot in sorted(replaced):
        parts += (stored.records[stored.offsets[start]:stored.offsets[slot]], replaced[slot][0])
        start = slot + 1
    parts.append(stored.records[stored.offsets[start]:])
    added = sum(1 for _, read in replaced.values() if read[4])
    if store.worth_writing(scan.hits, added):
        kept = [slot for slot in range(len(stored)) if slot not in replaced or replaced[slot][1][4]]
        store.write([stored.paths[slot] for slot in kept],
                    [key_of(replaced[slot][1][3]) if slot in replaced else stored.key(slot) for slot in kept],
                    [replaced[slot][0] if slot in replaced else stored.record(slot) for slot in kept])

    def entries() -> list[Entry]:
        return [_entry(path, replaced[slot][0], replaced[slot][1][3].st_mode) if slot in replaced
                else _entry(path, stored.record(slot), stored.mode(slot)) for slot, path in enumerate(stored.paths)]
    changes = sorted(((what, stored.paths[slot]) for slot in replaced
                      if (what := _change(stored.record(slot), stored.mode(slot), replaced[slot][0], replaced[slot][1][3].st_mode))),
                     key=lambda change: change[1])
    def records() -> list[bytes]:
        return [replaced[slot][0] if slot in replaced else stored.record(slot) for slot in range(len(stored))]
    reads = sum(1 for _, rel, info in changed if stat.S_ISREG(info.st_mode))
    return Measurement(root, _hash(parts), reads, scan.hits, note, entries, records, lambda: _hash([stored.records]),
                       changes, store.label)
