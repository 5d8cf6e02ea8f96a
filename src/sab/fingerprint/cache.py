"""Per-file fingerprint records kept between runs, so a fingerprint re-reads only what changed.

One file per tree (its real path and exclusions), under `$SAB_CACHE/fingerprints/`, else
`$XDG_CACHE_HOME/sab/fingerprints/`, else `~/.cache/sab/fingerprints/`: never inside the
repository. An entry maps a file's path relative to the tree to the key of the file when it was
read (device, inode, mode, size, mtime_ns and ctime_ns) and the file's fingerprint record (the
bytes tree.py hashes: path, kind, size, SHA-256 of the content). A file, link or special file is
read again whenever any part of its key differs. What this trusts is written out in
docs/sources.md ("The fingerprint cache"); in short:

- the kernel moves a file's ctime on every change of its content or mode, and nobody sets the
  clock back past a recorded ctime: user space cannot set ctime, so restoring the size and the
  mtime (`os.utime`) after an edit leaves the ctime moved and the file re-read;
- a change within one tick of the timestamp clock can leave the ctime where it was, so a file
  whose ctime is less than SETTLE_NS older than the start of the walk is never cached (git's
  "racily clean" rule);
- the cache directory and its files belong to the user and nobody else can write them; a
  directory or file that is a link, owned by another user or writable by group or others is
  not used at all.

A cache that is missing, unreadable, damaged (its trailing CRC-32 does not match: a torn write,
not an attacker, see above), of another format or about another tree counts as empty. Files
unused for KEEP_DAYS are removed.
"""

from __future__ import annotations

import hashlib
import json
import os
import stat
import struct
import sys
import tempfile
import time
import zlib
from array import array
from itertools import accumulate
from pathlib import Path
from typing import Callable

FORMAT = b"sab fingerprint cache 3\n"  # 1 and 2: layouts that were never released
SETTLE_NS = 2_000_000_000
KEEP_DAYS = 30
REWRITE_SHARE = 64
SUFFIX = ".cache"
KEY = struct.Struct("<QQQQqq")  # device, inode, mode, size, mtime_ns, ctime_ns


def key_of(info: os.stat_result) -> bytes:
    """What must be unchanged for a cached digest to stand, packed."""
    return KEY.pack(info.st_dev, info.st_ino, info.st_mode, info.st_size, info.st_mtime_ns, info.st_ctime_ns)


def settled(info: os.stat_result, started_ns: int) -> bool:
    """Changed long enough before the walk began that a later change must move its ctime."""
    return info.st_ctime_ns <= started_ns - SETTLE_NS


def home() -> Path:
    explicit = os.environ.get("SAB_CACHE")
    if explicit:
        return Path(explicit)
    xdg = os.environ.get("XDG_CACHE_HOME")
    return (Path(xdg) if xdg and os.path.isabs(xdg) else Path.home() / ".cache") / "sab"


def _private(info: os.stat_result, kind: int) -> bool:
    return stat.S_IFMT(info.st_mode) == kind and info.st_uid == os.geteuid() and not info.st_mode & 0o022


def directory() -> tuple[Path | None, str]:
    """The cache directory, made private to the user; (None, why) when it cannot be made or trusted."""
    try:
        top = home()
        target = top / "fingerprints"
        target.mkdir(parents=True, exist_ok=True, mode=0o700)
        for folder in (top, target):
            info = os.lstat(folder)
            if not _private(info, stat.S_IFDIR):
                return None, (f"{folder} is not a directory private to this user (owner uid {info.st_uid}, "
                              f"mode {stat.filemode(info.st_mode)}); the cache is not used")
    except (OSError, RuntimeError) as exc:  # RuntimeError: no home directory to find
        return None, f"no cache directory ({exc}); the cache is not used"
    return target, ""


def file_for(folder: Path, root: str, label: str) -> Path:
    name = hashlib.sha256(f"{root}\0{label}".encode("utf-8", "surrogateescape")).hexdigest()[:40]
    return folder / f"{name}{SUFFIX}"


class Stored:
    """One tree's cache file as loaded: paths (in fingerprint order), their packed keys and their
    fingerprint records.

    The records are the very byte strings the tree fingerprint hashes (fingerprint/tree.py), in
    the same order, so a tree whose every file matches its key has the stored records as its own."""

    def __init__(self, paths: list[str] | None = None, keys: bytes = b"", records: bytes = b"",
                 offsets: array | None = None) -> None:
        self.paths = paths or []
        self.keys, self.records = keys, records
        self.offsets = offsets if offsets is not None else array("Q", [0])
        self.index = dict(zip(self.paths, range(len(self.paths))))

    def __len__(self) -> int:
        return len(self.paths)

    def key(self, slot: int) -> bytes:
        return self.keys[slot * KEY.size:(slot + 1) * KEY.size]

    def mode(self, slot: int) -> int:
        return KEY.unpack_from(self.keys, slot * KEY.size)[2]

    def record(self, slot: int) -> bytes:
        return self.records[self.offsets[slot]:self.offsets[slot + 1]]


def load(path: Path, root: str, label: str) -> Stored:
    """One tree's cache file; empty when it is absent or cannot be trusted."""
    try:
        fd = os.open(path, os.O_RDONLY | os.O_NOFOLLOW | os.O_CLOEXEC)
    except OSError:
        return Stored()
    with open(fd, "rb") as handle:
        info = os.fstat(fd)
        if not _private(info, stat.S_IFREG):
            return Stored()
        data = handle.read()
    if time.time() - info.st_mtime > 86400:
        try:
            os.utime(path)  # in use: keep it from being pruned
        except OSError:
            pass
    try:
        return _parse(data, root, label)
    except (ValueError, KeyError, TypeError, struct.error, UnicodeError):
        return Stored()


def _parse(data: bytes, root: str, label: str) -> Stored:
    if not data.startswith(FORMAT) or len(data) < len(FORMAT) + 8:
        return Stored()
    body = memoryview(data)[:-4]
    if zlib.crc32(body) != int.from_bytes(data[-4:], "little"):
        return Stored()
    at = len(FORMAT)
    (length,) = struct.unpack_from("<I", data, at)
    at += 4
    header = json.loads(data[at:at + length])
    at += length
    if header["root"] != root or header["label"] != label:
        return Stored()
    count, size = int(header["count"]), int(header["paths"])
    if count <= 0:
        return Stored()
    paths = data[at:at + size].decode("utf-8", "surrogateescape").split("\0")
    at += size
    keys = data[at:at + KEY.size * count]
    at += KEY.size * count
    offsets = array("Q")
    offsets.frombytes(data[at:at + 8 * (count + 1)])
    if sys.byteorder != "little":
        offsets.byteswap()
    at += 8 * (count + 1)
    records = data[at:len(data) - 4]
    if len(paths) != count or len(keys) != KEY.size * count or len(offsets) != count + 1 or offsets[-1] != len(records):
        return Stored()
    return Stored(paths, keys, records, offsets)


def save(path: Path, root: str, label: str, paths: list[str], keys: list[bytes], records: list[bytes]) -> None:
    """Replace the tree's cache file atomically (paths in fingerprint order, each with its packed
    key and record); a cache that cannot be written is skipped."""
    blob = "\0".join(paths).encode("utf-8", "surrogateescape")
    offsets = array("Q", accumulate(map(len, records), initial=0))
    if sys.byteorder != "little":
        offsets.byteswap()
    header = json.dumps({"root": root, "label": label, "count": len(paths), "paths": len(blob)}).encode()
    body = b"".join([FORMAT, struct.pack("<I", len(header)), header, blob, b"".join(keys), offsets.tobytes(),
                     b"".join(records)])
    _write_private(path.parent, path, body + zlib.crc32(body).to_bytes(4, "little"))
    prune(path.parent)


def prune(folder: Path, *, now: float | None = None) -> None:
    """Remove cache files unused for KEEP_DAYS, and temporary files a killed run left behind."""
    now = time.time() if now is None else now
    try:
        with os.scandir(folder) as listing:
            for entry in listing:
                limit = (KEEP_DAYS * 86400 if entry.name.endswith((SUFFIX, ".json", ".base"))
                         else 86400 if entry.name.endswith(".tmp") else None)
                if limit is not None and entry.is_file(follow_symlinks=False) and now - entry.stat(follow_symlinks=False).st_mtime > limit:
                    os.unlink(entry.path)
    except OSError:
        pass


BASE_FORMAT = b"sab fingerprint base 1\n"


def _write_private(folder: Path, target: Path, data: bytes) -> None:
    tmp = None
    try:
        fd, tmp = tempfile.mkstemp(prefix=".", suffix=".tmp", dir=folder)
        with open(fd, "wb") as handle:
            handle.write(data)
        os.replace(tmp, target)
        tmp = None
    except OSError:
        pass
    finally:
        if tmp is not None:
            try:
                os.unlink(tmp)
            except OSError:
                pass


def save_base(root: str, label: str, fingerprint: str, records: Callable[[], list[bytes]]) -> None:
    """Keep the records of a tree that had a recorded fingerprint (a verify that passed), so that a
    later verify can name what changed since by comparing records. Nothing in it is trusted: it
    is used only when its records hash to the recorded fingerprint again."""
    folder, _ = directory()
    if folder is None:
        return
    target = file_for(folder, root, label).with_suffix(".base")
    head = BASE_FORMAT + fingerprint.encode("ascii") + b"\n"
    try:
        with open(target, "rb") as handle:
            if handle.read(len(head)) == head:
                return  # already kept
    except OSError:
        pass
    kept = records()
    offsets = array("Q", accumulate(map(len, kept), initial=0))
    if sys.byteorder != "little":
        offsets.byteswap()
    _write_private(folder, target, b"".join([head, struct.pack("<Q", len(kept)), offsets.tobytes(), *kept]))


def load_base(root: str, label: str, fingerprint: str) -> list[bytes] | None:
    """The records kept for `fingerprint` (see save_base), or None; the caller checks their hash."""
    folder, _ = directory()
    if folder is None:
        return None
    head = BASE_FORMAT + fingerprint.encode("ascii") + b"\n"
    try:
        fd = os.open(file_for(folder, root, label).with_suffix(".base"), os.O_RDONLY | os.O_NOFOLLOW | os.O_CLOEXEC)
        with open(fd, "rb") as handle:
            if not _private(os.fstat(fd), stat.S_IFREG):
                return None
            data = handle.read()
        if not data.startswith(head):
            return None
        (count,) = struct.unpack_from("<Q", data, len(head))
        at = len(head) + 8
        offsets = array("Q")
        offsets.frombytes(data[at:at + 8 * (count + 1)])
        if sys.byteorder != "little":
            offsets.byteswap()
        blob = data[at + 8 * (count + 1):]
        if len(offsets) != count + 1 or offsets[-1] != len(blob):
            return None
        return [blob[offsets[i]:offsets[i + 1]] for i in range(count)]
    except (OSError, ValueError, struct.error):
        return None


def summary(path: Path, compute: Callable[[], dict]) -> dict:
    """compute() of the file at `path` (a small JSON value), kept in the cache while the file keeps
    its key, under the same rules as a tree's files: computed again when the key differs, never
    kept for a file changed in the last SETTLE_NS."""
    folder, _ = directory()
    try:
        info = os.stat(path)
    except OSError:
        return compute()
    if folder is None:
        return compute()
    real = os.path.realpath(path)
    kept = folder / f"file-{hashlib.sha256(real.encode('utf-8', 'surrogateescape')).hexdigest()[:40]}.json"
    key = key_of(info).hex()
    try:
        fd = os.open(kept, os.O_RDONLY | os.O_NOFOLLOW | os.O_CLOEXEC)
        with open(fd, "rb") as handle:
            if _private(os.fstat(fd), stat.S_IFREG):
                data = json.loads(handle.read())
                if data["path"] == real and data["key"] == key:
                    return data["value"]
    except (OSError, ValueError, KeyError, TypeError):
        pass
    value = compute()
    if settled(info, time.time_ns()):
        tmp = None
        try:
            fd, tmp = tempfile.mkstemp(prefix=".", suffix=".tmp", dir=folder)
            with open(fd, "w", encoding="utf-8") as handle:
                json.dump({"path": real, "key": key, "value": value}, handle)
            os.replace(tmp, kept)
            tmp = None
        except OSError:
            pass
        finally:
            if tmp is not None:
                try:
                    os.unlink(tmp)
                except OSError:
                    pass
    return value


class TreeCache:
    """The cache of one tree for one walk: what is stored, and whether to store it again."""

    def __init__(self, root: str, label: str, started_ns: int) -> None:
        self.root, self.label, self.started_ns = root, label, started_ns
        folder, self.problem = directory()
        self.path = file_for(folder, root, label) if folder is not None else None
        self.stored = load(self.path, root, label) if self.path is not None else Stored()

    def worth_writing(self, kept: int, added: int) -> bool:
        """Enough new records to keep (at least one in REWRITE_SHARE of those stored: a few edits
        to a large tree are read again rather than rewriting its whole cache each time), or most
        stored entries no longer match (an entry that does not match is never used)."""
        stored = len(self.stored)
        return self.path is not None and ((added > 0 and added * REWRITE_SHARE >= stored) or kept < stored // 2)

    def write(self, paths: list[str], keys: list[bytes], records: list[bytes]) -> None:
        if self.path is not None:
            save(self.path, self.root, self.label, paths, keys, records)
