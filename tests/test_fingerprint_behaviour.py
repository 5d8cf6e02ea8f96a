"""The fingerprint package's exact observable results, in process: where the cache lives and how
its files are named, laid out, refused, refreshed and pruned; the values kept for single files
(`summary`) and for verified trees (`save_base`); when a tree's cache is rewritten; what a
measurement reports (root, label, previous fingerprint, records, entries, changes); how two sets
of records differ; and the first format's digest, computed here from its documented layout."""

from __future__ import annotations

import errno
import hashlib
import json
import os
import stat
import struct
import time
import zlib
from pathlib import Path
from types import SimpleNamespace

import pytest

from sab import fingerprint as fp
from sab.errors import SabError
from sab.fingerprint import cache as fpcache
from sab.fingerprint import legacy as fplegacy
from sab.fingerprint import tree as fptree

DAY = 86400
HIGH = os.fsdecode(b"\xff")  # a name that is not UTF-8: \udcff, byte 0xff
LOW = os.fsdecode(b"\x80")  # \udc80, byte 0x80: before "é" (0xc3 0xa9) by bytes, after it as text


@pytest.fixture(autouse=True)
def own_cache(tmp_path: Path, monkeypatch) -> Path:
    """A cache folder of this test alone, and the usual umask."""
    folder = tmp_path / "cache-home"
    monkeypatch.setenv("SAB_CACHE", str(folder))
    monkeypatch.delenv("SAB_NO_CACHE", raising=False)
    old = os.umask(0o022)
    yield folder
    os.umask(old)


@pytest.fixture
def settled_now(monkeypatch):
    monkeypatch.setattr(fpcache, "SETTLE_NS", 0)


@pytest.fixture
def replaced(monkeypatch) -> list[tuple[str, str]]:
    """The (temporary file, target) pairs os.replace is given; the replace itself still happens."""
    calls: list[tuple[str, str]] = []
    real = os.replace

    def spy(src, dst, *args, **kwargs):
        calls.append((os.fspath(src), os.fspath(dst)))
        return real(src, dst, *args, **kwargs)

    monkeypatch.setattr(os, "replace", spy)
    return calls


def tick() -> None:
    time.sleep(0.05)


def record(path: str, kind: bytes, size: int, digest: bytes) -> bytes:
    """A format-2 record as tree.py's docstring lays it out."""
    raw = path.encode("utf-8", "surrogateescape")
    return len(raw).to_bytes(8, "big") + raw + kind + size.to_bytes(8, "big") + digest


def file_record(path: str, content: bytes, executable: bool = False) -> bytes:
    return record(path, b"x" if executable else b"f", len(content), hashlib.sha256(content).digest())


def v2(records: list[bytes]) -> str:
    return "sha256v2:" + hashlib.sha256(b"sab tree fingerprint 2\n" + b"".join(records)).hexdigest()


def cache_bytes(root: str, label: str, paths: list[str], keys: list[bytes], records: list[bytes], *,
                count: int | None = None, fmt: bytes = b"sab fingerprint cache 3\n", tail: bytes = b"") -> bytes:
    """A tree cache file as cache.py documents it, with a correct trailing CRC-32 whatever the content."""
    blob = "\0".join(paths).encode("utf-8", "surrogateescape")
    offsets, at = [0], 0
    for item in records:
        at += len(item)
        offsets.append(at)
    header = json.dumps({"root": root, "label": label, "count": len(paths) if count is None else count,
                         "paths": len(blob)}).encode()
    body = (fmt + struct.pack("<I", len(header)) + header + blob + b"".join(keys)
            + b"".join(struct.pack("<Q", o) for o in offsets) + b"".join(records) + tail)
    return body + struct.pack("<I", zlib.crc32(body))


def some_keys(n: int) -> list[bytes]:
    return [struct.pack("<QQQQqq", 1, 100 + i, 0o100644, i, 10 * i, 20 * i) for i in range(n)]


def private_file(path: Path, data: bytes) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True, mode=0o700)
    path.write_bytes(data)
    os.chmod(path, 0o600)
    return path


# --- where the cache lives ---------------------------------------------------------------------

def test_home_is_sab_cache_else_an_absolute_xdg_cache_home_else_dot_cache(tmp_path: Path, monkeypatch) -> None:
    monkeypatch.setenv("SAB_CACHE", str(tmp_path / "explicit"))
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "xdg"))
    assert fpcache.home() == tmp_path / "explicit"
    monkeypatch.delenv("SAB_CACHE")
    assert fpcache.home() == tmp_path / "xdg" / "sab"
    monkeypatch.setenv("HOME", str(tmp_path / "user"))
    monkeypatch.setenv("XDG_CACHE_HOME", "relative/cache")  # not absolute: ignored
    assert fpcache.home() == tmp_path / "user" / ".cache" / "sab"
    monkeypatch.setenv("XDG_CACHE_HOME", "")
    assert fpcache.home() == tmp_path / "user" / ".cache" / "sab"
    monkeypatch.delenv("XDG_CACHE_HOME")
    assert fpcache.home() == tmp_path / "user" / ".cache" / "sab"
    monkeypatch.setenv("SAB_CACHE", "")  # empty: as if unset
    assert fpcache.home() == tmp_path / "user" / ".cache" / "sab"


def test_directory_is_made_private_and_refused_once_others_can_write_it(tmp_path: Path, monkeypatch) -> None:
    monkeypatch.setenv("SAB_CACHE", str(tmp_path / "a" / "b"))  # neither exists yet
    folder, why = fpcache.directory()
    assert (folder, why) == (tmp_path / "a" / "b" / "fingerprints", "")
    assert stat.S_IMODE(folder.stat().st_mode) == 0o700
    os.chmod(folder, 0o755)  # readable and searchable by others, writable by nobody else: still private
    assert fpcache.directory() == (folder, "")
    os.chmod(folder, 0o775)
    assert fpcache.directory() == (None, f"{folder} is not a directory private to this user (owner uid "
                                         f"{os.geteuid()}, mode drwxrwxr-x); the cache is not used")
    os.chmod(folder, 0o700)
    os.chmod(folder.parent, 0o757)
    assert fpcache.directory() == (None, f"{folder.parent} is not a directory private to this user (owner uid "
                                         f"{os.geteuid()}, mode drwxr-xrwx); the cache is not used")
    os.chmod(folder.parent, 0o755)
    (tmp_path / "plain").write_text("")
    monkeypatch.setenv("SAB_CACHE", str(tmp_path / "plain"))
    folder, why = fpcache.directory()
    assert folder is None and why.startswith("no cache directory (") and why.endswith("); the cache is not used")


def test_file_for_names_the_tree_by_its_root_and_label(tmp_path: Path) -> None:
    root = f"/srv/{HIGH}tree"
    name = hashlib.sha256(f"{root}\0exclude:comment".encode("utf-8", "surrogateescape")).hexdigest()[:40]
    assert fpcache.file_for(tmp_path, root, "exclude:comment") == tmp_path / f"{name}.cache"


# --- the tree cache file ---------------------------------------------------------------------

def test_save_writes_the_documented_layout_privately_and_load_reads_it_back(tmp_path: Path, replaced) -> None:
    folder, _ = fpcache.directory()
    root, label = f"/t/{HIGH}", "exclude:"
    paths = ["a", f"d/{HIGH}"]
    keys = some_keys(2)
    records = [file_record("a", b"one"), file_record(f"d/{HIGH}", b"two!", True)]
    target = fpcache.file_for(folder, root, label)
    fpcache.save(target, root, label, paths, keys, records)
    assert target.read_bytes() == cache_bytes(root, label, paths, keys, records)
    assert stat.S_IMODE(target.stat().st_mode) == 0o600
    [(temp, dest)] = replaced
    assert dest == str(target) and os.path.dirname(temp) == str(folder)
    assert os.path.basename(temp).startswith(".") and temp.endswith(".tmp")
    assert sorted(os.listdir(folder)) == [target.name]
    stored = fpcache.load(target, root, label)
    assert (stored.paths, [stored.key(i) for i in range(2)], [stored.record(i) for i in range(2)]) == (paths, keys, records)
    assert stored.mode(1) == 0o100644
    assert len(fpcache.load(target, root, "exclude:comment")) == len(fpcache.load(target, "/t/other", label)) == 0


def test_a_cache_of_one_entry_is_kept(tmp_path: Path) -> None:
    folder, _ = fpcache.directory()
    target = fpcache.file_for(folder, "/one", "exclude:")
    fpcache.save(target, "/one", "exclude:", ["only"], some_keys(1), [file_record("only", b"x")])
    stored = fpcache.load(target, "/one", "exclude:")
    assert stored.paths == ["only"] and stored.record(0) == file_record("only", b"x")


@pytest.mark.parametrize("damage", ["none", "other-format", "count-not-paths", "records-longer", "offsets-missing"])
def test_a_cache_file_that_does_not_add_up_is_empty(tmp_path: Path, damage: str) -> None:
    """Every variant has a valid CRC-32: only its layout tells it apart from a real cache."""
    root, label = "/t", "exclude:"
    paths, keys = ["a", "b"], some_keys(2)
    records = [file_record("a", b"1"), file_record("b", b"22")]
    if damage == "none":
        data = cache_bytes(root, label, paths, keys, records)
    elif damage == "other-format":
        data = cache_bytes(root, label, paths, keys, records, fmt=b"sab fingerprint cache 4\n")
    elif damage == "count-not-paths":  # three entries' keys and records, two paths
        data = cache_bytes(root, label, paths, some_keys(3), records + [file_record("c", b"3")], count=3)
    elif damage == "records-longer":
        data = cache_bytes(root, label, paths, keys, records, tail=b"!")
    elif damage == "offsets-missing":  # no offsets and no records at all
        data = cache_bytes(root, label, paths, keys, [])[:-4 - 8]
        data += struct.pack("<I", zlib.crc32(data))
    path = private_file(tmp_path / "c.cache", data)
    stored = fpcache.load(path, root, label)
    assert len(stored) == (2 if damage == "none" else 0)
    if damage == "none":
        assert stored.paths == paths and stored.record(1) == records[1]


def test_load_does_not_follow_a_link(tmp_path: Path) -> None:
    real = private_file(tmp_path / "real.cache", cache_bytes("/t", "exclude:", ["a"], some_keys(1), [file_record("a", b"")]))
    os.symlink(real, tmp_path / "link.cache")
    assert len(fpcache.load(real, "/t", "exclude:")) == 1
    assert len(fpcache.load(tmp_path / "link.cache", "/t", "exclude:")) == 0


def test_load_refreshes_the_time_of_a_file_unused_for_more_than_a_day(tmp_path: Path, monkeypatch) -> None:
    now = float(int(time.time()))
    monkeypatch.setattr(fpcache, "time", SimpleNamespace(time=lambda: now, time_ns=time.time_ns))
    path = private_file(tmp_path / "x.cache", cache_bytes("/t", "exclude:", ["a"], some_keys(1), [file_record("a", b"")]))
    for age, refreshed in ((3600, False), (DAY, False), (DAY + 0.5, True), (40 * DAY, True)):
        then = now - age
        os.utime(path, (then, then))
        assert len(fpcache.load(path, "/t", "exclude:")) == 1
        assert (path.stat().st_mtime != then) == refreshed, age


def test_prune_removes_old_cache_files_and_day_old_temporaries_only(tmp_path: Path) -> None:
    folder = tmp_path / "f"
    folder.mkdir()
    now = float(int(time.time()) + 100 * DAY)  # a given `now` is the one used
    ages = {
        "a.cache": 30 * DAY + 0.5, "b.cache": 30 * DAY, "c.json": 30 * DAY + 0.5, "d.base": 30 * DAY + 0.5,
        "e.json": 2 * DAY, "f.base": 29 * DAY, ".g.tmp": DAY + 0.5, ".h.tmp": DAY, "notes.txt": 40 * DAY,
        "i.CACHE": 40 * DAY, "j.tmp.keep": 40 * DAY,
    }
    for name, age in ages.items():
        (folder / name).write_bytes(b"x")
        os.utime(folder / name, (now - age, now - age))
    (folder / "dir.cache").mkdir()
    os.utime(folder / "dir.cache", (now - 40 * DAY, now - 40 * DAY))
    (tmp_path / "elsewhere").write_bytes(b"x")
    os.utime(tmp_path / "elsewhere", (now - 40 * DAY, now - 40 * DAY))
    os.symlink(tmp_path / "elsewhere", folder / "link.cache")
    os.utime(folder / "link.cache", (now - 40 * DAY, now - 40 * DAY), follow_symlinks=False)
    fpcache.prune(folder, now=now)
    assert sorted(os.listdir(folder)) == sorted(["b.cache", "e.json", "f.base", ".h.tmp", "notes.txt", "i.CACHE",
                                                 "j.tmp.keep", "dir.cache", "link.cache"])
    assert (tmp_path / "elsewhere").exists()
    fpcache.prune(tmp_path / "missing", now=now)  # nothing to prune: no error


def test_save_prunes_the_folder_it_writes_to(tmp_path: Path) -> None:
    folder, _ = fpcache.directory()
    stale = folder / ".left-by-a-killed-run.tmp"
    stale.write_bytes(b"partial")
    os.utime(stale, (time.time() - 2 * DAY,) * 2)
    target = fpcache.file_for(folder, "/t", "exclude:")
    fpcache.save(target, "/t", "exclude:", ["a"], some_keys(1), [file_record("a", b"")])
    assert sorted(os.listdir(folder)) == [target.name]


def test_a_cache_that_cannot_be_replaced_is_skipped_and_leaves_no_temporary_file(tmp_path: Path, settled_now) -> None:
    folder, _ = fpcache.directory()
    target = fpcache.file_for(folder, "/t", "exclude:")
    target.mkdir()
    (target / "inside").write_bytes(b"")
    fpcache.save(target, "/t", "exclude:", ["a"], some_keys(1), [file_record("a", b"")])
    assert sorted(os.listdir(folder)) == [target.name] and os.listdir(target) == ["inside"]

    subject = tmp_path / "subject.txt"
    subject.write_text("content")
    kept = folder / f"file-{hashlib.sha256(os.path.realpath(subject).encode()).hexdigest()[:40]}.json"
    kept.mkdir()
    (kept / "inside").write_bytes(b"")
    assert fpcache.summary(subject, lambda: {"n": 1}) == {"n": 1}
    assert sorted(os.listdir(folder)) == sorted([target.name, kept.name])


# --- records kept for a verified tree ----------------------------------------------------------

def test_save_base_keeps_the_records_once_per_fingerprint(tmp_path: Path, replaced) -> None:
    folder, _ = fpcache.directory()
    fingerprint = "sha256v2:" + "ab" * 32
    fpcache.save_base("/t", "exclude:", fingerprint, lambda: [b"r1", b"rec2"])
    target = fpcache.file_for(folder, "/t", "exclude:").with_suffix(".base")
    head = b"sab fingerprint base 1\n" + fingerprint.encode() + b"\n"
    assert target.read_bytes() == head + struct.pack("<QQQQ", 2, 0, 2, 6) + b"r1rec2"
    assert stat.S_IMODE(target.stat().st_mode) == 0o600
    [(temp, dest)] = replaced
    assert dest == str(target) and os.path.dirname(temp) == str(folder)
    assert os.path.basename(temp).startswith(".") and temp.endswith(".tmp")
    assert fpcache.load_base("/t", "exclude:", fingerprint) == [b"r1", b"rec2"]
    assert fpcache.load_base("/t", "exclude:", "sha256v2:" + "cd" * 32) is None
    assert fpcache.load_base("/t", "exclude:comment", fingerprint) is None

    def never() -> list[bytes]:
        raise AssertionError("records asked for again although they are kept")

    fpcache.save_base("/t", "exclude:", fingerprint, never)
    other = "sha256v2:" + "cd" * 32
    fpcache.save_base("/t", "exclude:", other, lambda: [b"z"])
    assert fpcache.load_base("/t", "exclude:", other) == [b"z"] and fpcache.load_base("/t", "exclude:", fingerprint) is None


def test_load_base_refuses_a_link_and_records_that_do_not_add_up(tmp_path: Path) -> None:
    folder, _ = fpcache.directory()
    fingerprint = "sha256v2:" + "ab" * 32
    head = b"sab fingerprint base 1\n" + fingerprint.encode() + b"\n"
    target = fpcache.file_for(folder, "/t", "exclude:").with_suffix(".base")
    good = head + struct.pack("<QQQ", 1, 0, 3) + b"abc"
    private_file(target, good)
    assert fpcache.load_base("/t", "exclude:", fingerprint) == [b"abc"]
    private_file(target, good + b"d")  # one byte more than the offsets account for
    assert fpcache.load_base("/t", "exclude:", fingerprint) is None
    private_file(target, head + struct.pack("<QQ", 1, 0))  # an offset short
    assert fpcache.load_base("/t", "exclude:", fingerprint) is None
    elsewhere = private_file(tmp_path / "elsewhere.base", good)
    target.unlink()
    os.symlink(elsewhere, target)
    assert fpcache.load_base("/t", "exclude:", fingerprint) is None


# --- a single file's summary ------------------------------------------------------------------

def test_summary_keeps_the_value_under_the_file_key_in_a_private_file(tmp_path: Path, settled_now, replaced) -> None:
    folder, _ = fpcache.directory()
    subject = tmp_path / f"report-{HIGH}.json"
    subject.write_bytes(b"{}")
    calls = []

    def compute() -> dict:
        calls.append(1)
        return {"answer": 42}

    assert fpcache.summary(subject, compute) == {"answer": 42}
    real = os.path.realpath(subject)
    kept = folder / f"file-{hashlib.sha256(real.encode('utf-8', 'surrogateescape')).hexdigest()[:40]}.json"
    assert json.loads(kept.read_bytes()) == {"path": real, "key": fpcache.key_of(os.stat(subject)).hex(),
                                             "value": {"answer": 42}}
    assert stat.S_IMODE(kept.stat().st_mode) == 0o600
    [(temp, dest)] = replaced
    assert dest == str(kept) and os.path.dirname(temp) == str(folder)
    assert os.path.basename(temp).startswith(".") and temp.endswith(".tmp")
    assert fpcache.summary(subject, compute) == {"answer": 42} and calls == [1]
    tick()
    subject.write_bytes(b"{ }")
    assert fpcache.summary(subject, compute) == {"answer": 42} and calls == [1, 1]


def test_summary_does_not_follow_a_link_in_its_folder(tmp_path: Path, settled_now) -> None:
    folder, _ = fpcache.directory()
    subject = tmp_path / "subject.txt"
    subject.write_text("content")
    real = os.path.realpath(subject)
    planted = private_file(tmp_path / "planted.json", json.dumps(
        {"path": real, "key": fpcache.key_of(os.stat(subject)).hex(), "value": "planted"}).encode())
    kept = folder / f"file-{hashlib.sha256(real.encode()).hexdigest()[:40]}.json"
    os.symlink(planted, kept)
    assert fpcache.summary(subject, lambda: "computed") == "computed"
    assert not kept.is_symlink() and json.loads(kept.read_bytes())["value"] == "computed"


def test_summary_of_a_just_changed_file_is_not_kept(tmp_path: Path) -> None:
    folder, _ = fpcache.directory()
    subject = tmp_path / "fresh.txt"
    subject.write_text("x")
    assert fpcache.summary(subject, lambda: [1]) == [1]
    assert not [name for name in os.listdir(folder) if name.endswith(".json")]
    assert fpcache.summary(tmp_path / "missing", lambda: "none") == "none"


# --- when a tree's cache is written -----------------------------------------------------------

def test_worth_writing_thresholds(tmp_path: Path) -> None:
    folder, _ = fpcache.directory()

    def cache_of(count: int) -> fpcache.TreeCache:
        root = f"/t{count}"
        paths = [f"f{i}" for i in range(count)]
        if count:
            fpcache.save(fpcache.file_for(folder, root, "exclude:"), root, "exclude:", paths, some_keys(count),
                         [file_record(p, b"") for p in paths])
        found = fpcache.TreeCache(root, "exclude:", 0)
        assert len(found.stored) == count
        return found

    empty, five, sixty_four, big = cache_of(0), cache_of(5), cache_of(64), cache_of(128)
    assert not empty.worth_writing(0, 0) and empty.worth_writing(0, 1)
    assert [five.worth_writing(kept, 0) for kept in (0, 1, 2, 3, 5)] == [True, True, False, False, False]
    assert sixty_four.worth_writing(64, 1) and not sixty_four.worth_writing(64, 0)
    assert not big.worth_writing(128, 1) and big.worth_writing(128, 2) and big.worth_writing(63, 0)
    assert not big.worth_writing(64, 0)


def test_a_tree_of_unsettled_files_writes_no_cache(tmp_path: Path) -> None:
    """A file, a link and a FIFO all just made: none is settled, so nothing is worth keeping."""
    tree = tmp_path / "t"
    tree.mkdir()
    (tree / "a").write_text("just written")
    os.symlink("a", tree / "link")
    os.mkfifo(tree / "pipe")
    measured = fp.measure(tree)
    folder, _ = fpcache.directory()
    assert measured.cache == "used" and not fpcache.file_for(folder, os.path.realpath(tree), "exclude:").exists()
    assert measured.changes is None and measured.previous() is None


def test_an_empty_tree_has_no_previous_measurement(tmp_path: Path, settled_now) -> None:
    tree = tmp_path / "empty"
    tree.mkdir()
    for _ in range(2):
        measured = fp.measure(tree)
        assert (measured.fingerprint, measured.changes, measured.previous(), measured.read) == (v2([]), None, None, 0)


@pytest.mark.parametrize("size, change, reads", [(64, "edit", [1, 0]), (128, "edit", [1, 1]),
                                                 (64, "add", [1, 0]), (128, "add", [1, 1])])
def test_one_new_record_is_stored_from_one_in_64(tmp_path: Path, settled_now, size: int, change: str,
                                                 reads: list[int]) -> None:
    """The same paths with one file changed, or one file added: stored when one new record is at
    least 1/64 of those stored."""
    tree = tmp_path / "t"
    tree.mkdir()
    for index in range(size):
        (tree / f"f{index:03}").write_text(f"{index}\n")
    fp.measure(tree)
    tick()
    (tree / ("f000" if change == "edit" else "new")).write_text("changed\n")
    assert [fp.measure(tree).read for _ in range(2)] == reads
    assert fp.measure(tree).fingerprint == fp.measure(tree, cache=False).fingerprint


def test_records_fingerprint_hashes_the_header_and_every_record_in_order() -> None:
    records = [b"%05d|" % index for index in range(20000)]  # more than one batch of records
    assert fptree.records_fingerprint(records) == v2(records)
    assert fptree.records_fingerprint(records[:1]) == v2(records[:1])


# --- what a measurement reports ----------------------------------------------------------------

def make_tree(root: Path) -> Path:
    root.mkdir()
    (root / "a").write_bytes(b"alpha")
    (root / "b").write_bytes(b"bravo")
    (root / "c").write_bytes(b"charlie")
    (root / HIGH).write_bytes(b"high")
    os.chmod(root / "b", 0o644)
    return root


def test_same_paths_measurement_reports_everything_about_the_change(tmp_path: Path, settled_now) -> None:
    tree = make_tree(tmp_path / "t")
    first = fp.measure(tree)
    assert first.fingerprint == v2([file_record(p, c) for p, c in
                                    (("a", b"alpha"), ("b", b"bravo"), ("c", b"charlie"), (HIGH, b"high"))])
    assert first.changes is None and first.previous() is None
    tick()
    (tree / "a").write_bytes(b"ALPHA!")
    os.chmod(tree / "b", 0o755)
    (tree / HIGH).write_bytes(b"HIGH")
    now = fp.measure(tree)
    expected = [file_record("a", b"ALPHA!"), file_record("b", b"bravo", True), file_record("c", b"charlie"),
                file_record(HIGH, b"HIGH")]
    assert now.root == tree and now.label == "exclude:" and now.cache == "used"
    assert now.changes == [("modified", "a"), ("mode", "b"), ("modified", HIGH)]
    assert now.previous() == first.fingerprint
    assert now.records() == expected and now.fingerprint == v2(expected) == fptree.records_fingerprint(expected)
    assert (now.read, now.reused) == (3, 1)
    assert [(e.path, e.kind, e.size, e.executable) for e in now.entries] == [
        ("a", "f", 6, False), ("b", "x", 5, True), ("c", "f", 7, False), (HIGH, "f", 4, False)]
    assert fp.measure(tree, exclude_top=frozenset({"z", "c"})).label == "exclude:c,z"


def test_listing_measurement_reports_added_removed_and_modified(tmp_path: Path, settled_now) -> None:
    tree = make_tree(tmp_path / "t")
    first = fp.measure(tree)
    tick()
    (tree / "a").write_bytes(b"ALPHA")
    (tree / "c").unlink()
    (tree / "d").write_bytes(b"delta")
    now = fp.measure(tree)
    assert now.root == tree and now.label == "exclude:" and now.previous() == first.fingerprint
    assert now.changes == [("modified", "a"), ("removed", "c"), ("added", "d")]
    expected = [file_record("a", b"ALPHA"), file_record("b", b"bravo"), file_record("d", b"delta"),
                file_record(HIGH, b"high")]
    assert now.records() == expected and now.fingerprint == v2(expected)
    assert fp.measure(tree, cache=False).changes is None


def test_a_permission_change_other_than_the_executable_bit_is_no_change(tmp_path: Path, settled_now) -> None:
    tree = tmp_path / "t"
    tree.mkdir()
    (tree / "g").write_bytes(b"g")
    (tree / "h").write_bytes(b"h")
    os.chmod(tree / "g", 0o646)  # others may write: not executable
    os.chmod(tree / "h", 0o644)
    before = fp.measure(tree)
    assert fp.measure(tree).read == 0
    tick()
    os.chmod(tree / "g", 0o644)
    os.chmod(tree / "h", 0o646)
    after = fp.measure(tree)
    assert after.read == 2 and after.changes == [] and after.fingerprint == before.fingerprint


def test_entries_give_each_file_its_kind_size_digest_and_executable_bit(tmp_path: Path, settled_now) -> None:
    tree = tmp_path / "t"
    tree.mkdir()
    (tree / "plain").write_bytes(b"0123456789" * 30)
    (tree / "others-x").write_bytes(b"ox")
    os.chmod(tree / "others-x", 0o605)
    (tree / "others-w").write_bytes(b"ow")
    os.chmod(tree / "others-w", 0o646)
    os.symlink("plain", tree / "link")
    os.mkfifo(tree / "pipe")
    expected = [
        ("link", "l", 5, hashlib.sha256(b"symlink:plain").digest(), True),  # a link's mode is 0o777
        ("others-w", "f", 2, hashlib.sha256(b"ow").digest(), False),
        ("others-x", "x", 2, hashlib.sha256(b"ox").digest(), True),
        ("pipe", "p", 0, hashlib.sha256(b"special:p").digest(), False),
        ("plain", "f", 300, hashlib.sha256(b"0123456789" * 30).digest(), False),
    ]
    for measured in (fp.measure(tree, cache=False), fp.measure(tree), fp.measure(tree)):
        entries = measured.entries
        assert [(e.path, e.kind, e.size, e.digest, e.executable) for e in entries] == expected
        assert [e.symlink for e in entries] == [True, False, False, False, False]
        assert entries[4].sha256 == hashlib.sha256(b"0123456789" * 30).hexdigest()
        assert fp.combine(entries) == measured.fingerprint
    assert fp.measure(tree).read == 0


def test_combine_of_entries_with_a_name_that_is_not_utf8(tmp_path: Path) -> None:
    tree = make_tree(tmp_path / "t")
    measured = fp.measure(tree, cache=False)
    assert fp.combine(measured.entries) == measured.fingerprint == v2(
        [file_record(p, c) for p, c in (("a", b"alpha"), ("b", b"bravo"), ("c", b"charlie"), (HIGH, b"high"))])
    assert fp.combine([]) == v2([])


def test_a_link_and_a_file_that_share_a_digest_are_a_modification(tmp_path: Path, settled_now) -> None:
    tree = tmp_path / "t"
    tree.mkdir()
    os.symlink("target", tree / "k1")
    (tree / "k2").write_bytes(b"symlink:target")  # the link's digest, as a regular file
    fp.measure(tree)
    tick()
    (tree / "k1").unlink()
    (tree / "k1").write_bytes(b"symlink:target")
    (tree / "k2").unlink()
    os.symlink("target", tree / "k2")
    assert fp.measure(tree).changes == [("modified", "k1"), ("modified", "k2")]


def test_changes_between_two_sets_of_records(tmp_path: Path) -> None:
    before, after = tmp_path / "before", tmp_path / "after"
    for root in (before, after):
        root.mkdir()
    contents = {"m1": b"same", "m2": b"same", "m3": b"old", "m4": b"gone", HIGH: b"old"}
    for name, data in contents.items():
        (before / name).write_bytes(data)
    os.chmod(before / "m1", 0o755)  # x -> f
    os.symlink("target", before / "m5")  # link -> file with the link's digest
    (before / "m6").write_bytes(b"symlink:target")  # file -> link
    (before / "m7").write_bytes(b"unchanged")
    for name, data in {"m1": b"same", "m2": b"same", "m3": b"new", "m8": b"added", HIGH: b"new",
                       "m5": b"symlink:target", "m7": b"unchanged"}.items():
        (after / name).write_bytes(data)
    os.chmod(after / "m2", 0o755)  # f -> x
    os.symlink("target", after / "m6")
    old, new = fp.measure(before, cache=False).records(), fp.measure(after, cache=False).records()
    assert fptree.changes_between(old, new) == [
        ("mode", "m1"), ("mode", "m2"), ("modified", "m3"), ("removed", "m4"), ("modified", "m5"),
        ("modified", "m6"), ("added", "m8"), ("modified", HIGH)]
    assert fptree.changes_between(old, old) == []


def test_a_measurement_made_without_a_label_has_an_empty_one(tmp_path: Path) -> None:
    made = fptree.Measurement(tmp_path, "sha256v2:" + "0" * 64, 0, 0, "off", list, list)
    assert made.label == "" and made.changes is None and made.previous() is None


def test_special_files_are_named_by_kind_and_anything_else_is_a_question_mark() -> None:
    assert fptree._special(stat.S_IFIFO | 0o644) == ("p", 0, hashlib.sha256(b"special:p").digest())
    assert fptree._special(stat.S_IFSOCK | 0o755) == ("s", 0, hashlib.sha256(b"special:s").digest())
    assert fptree._special(stat.S_IFDIR | 0o755) == ("?", 0, hashlib.sha256(b"special:?").digest())


def test_default_workers_follow_the_cores_this_process_may_use() -> None:
    cores = os.sched_getaffinity(0)
    try:
        os.sched_setaffinity(0, {min(cores)})
        assert fptree.default_workers() == 1
    finally:
        os.sched_setaffinity(0, cores)
    assert fptree.default_workers() == min(8, len(cores))


def test_a_missing_tree_is_an_error_naming_it_and_a_link_to_a_tree_is_followed(tmp_path: Path) -> None:
    missing = tmp_path / "missing"
    with pytest.raises(SabError) as raised:
        fp.measure(missing, cache=False)
    assert raised.value.message == "cannot list .: No such file or directory"
    assert raised.value.file == os.path.join(str(missing), "")
    assert raised.value.fix == "make the tree readable, and fingerprint it while nothing else writes to it"
    tree = make_tree(tmp_path / "t")
    os.symlink(tree, tmp_path / "via-link")
    assert fp.measure(tmp_path / "via-link", cache=False).fingerprint == fp.measure(tree, cache=False).fingerprint


def test_listing_tree_files_and_file_sha256(tmp_path: Path) -> None:
    tree = tmp_path / "t"
    (tree / "sub").mkdir(parents=True)
    for name in ("é", LOW, HIGH, "b", "sub/z", "sub/__pycache__", "x.egg-info", "comment"):
        if name == "sub/__pycache__":
            (tree / name).mkdir()
            (tree / name / "m.pyc").write_bytes(b"")
        else:
            (tree / name).write_bytes(name.encode("utf-8", "surrogateescape"))
    order = ["b", "comment", "sub/z", LOW, "é", HIGH]  # by the bytes of each path
    assert fptree.listing(tree) == order
    assert fptree.listing(tree, frozenset({"comment", "sub"})) == ["b", LOW, "é", HIGH]
    assert fp.tree_files(tree) == [(rel, tree / rel) for rel in order]
    big = tmp_path / "big.bin"
    data = os.urandom((1 << 20) * 2 + 17)
    big.write_bytes(data)
    assert fp.file_sha256(big) == hashlib.sha256(data).hexdigest()
    assert fp.file_sha256(tree / "b") == hashlib.sha256(b"b").hexdigest()



# --- errors name the file and the fix -----------------------------------------------------------

FIX = "make the tree readable, and fingerprint it while nothing else writes to it"


def eio() -> OSError:
    return OSError(errno.EIO, os.strerror(errno.EIO))


def failing(monkeypatch, name: str, target: str) -> None:
    """os.<name> fails with EIO for a path ending in `target` (or an open file of that path), as a
    failing disk would; it works for everything else."""
    real = getattr(os, name)

    def broken(path, *args, **kwargs):
        named = os.readlink(f"/proc/self/fd/{path}") if isinstance(path, int) else os.fsdecode(path)
        if named.endswith(target):
            raise eio()
        return real(path, *args, **kwargs)

    monkeypatch.setattr(os, name, broken)


@pytest.mark.parametrize("workers", [1, 2])
@pytest.mark.parametrize("call, target, message", [
    ("open", "sub/f", "cannot read sub/f: Input/output error"),
    ("fstat", "sub/f", "cannot read sub/f: Input/output error"),
    ("read", "sub/f", "cannot read sub/f: Input/output error"),
    ("readlink", "sub/l", "cannot read the link sub/l: Input/output error"),
    ("open", "/sub", "cannot list sub: Input/output error"),
    ("scandir", "/sub", "cannot list sub: Input/output error"),
])
def test_an_error_reading_the_tree_names_the_file_and_the_fix(tmp_path: Path, monkeypatch, workers: int, call: str,
                                                              target: str, message: str) -> None:
    tree = tmp_path / "t"
    (tree / "sub").mkdir(parents=True)
    (tree / "sub/f").write_bytes(b"x" * 300_000)  # large enough to be hashed on another thread
    os.symlink("f", tree / "sub/l")
    opened = len(os.listdir("/proc/self/fd"))
    with monkeypatch.context() as patch:
        failing(patch, call, target)
        with pytest.raises(SabError) as raised:
            fp.measure(tree, cache=False, workers=workers)
    assert (raised.value.message, raised.value.file, raised.value.fix) == (
        message, os.path.join(str(tree), target.lstrip("/")), FIX)
    assert len(os.listdir("/proc/self/fd")) == opened  # the failed file is closed

@pytest.fixture
def shared_walk(monkeypatch):
    """A warm walk shared out to processes from the first cached file on, in small shares."""
    monkeypatch.setattr(fptree, "_PARALLEL_WALK", 1)
    monkeypatch.setattr(fptree, "_SHARES_PER_WORKER", 2)


def _nested(tree: Path) -> Path:
    for index in range(40):
        folder = tree / f"d{index % 5}" / f"e{index % 3}" / f"f{index}"
        folder.mkdir(parents=True, exist_ok=True)
        (folder / "data.txt").write_text(f"{index}\n")
        (tree / f"d{index % 5}" / f"top{index}.c").write_text(f"int x = {index};\n")
    os.symlink("d0", tree / "link")
    return tree


@pytest.mark.parametrize("workers", [2, 3])
def test_a_warm_walk_shared_out_to_processes_finds_what_one_process_finds(tmp_path: Path, settled_now, shared_walk,
                                                                        workers: int) -> None:
    tree = _nested(tmp_path / "t")
    cold = fp.measure(tree, cache=False)
    assert fp.measure(tree, workers=workers).fingerprint == cold.fingerprint  # fills the cache
    warm = fp.measure(tree, workers=workers)
    assert (warm.fingerprint, warm.read, warm.reused, warm.changes) == (cold.fingerprint, 0, 81, [])
    tick()
    (tree / "d1/e1/f1/data.txt").write_text("changed\n")
    (tree / "d2/top7.c").chmod(0o755)
    (tree / "d3/e0/f3/data.txt").unlink()
    (tree / "d4/e2/f14/new.txt").write_text("new\n")
    collected: list = []
    real_collect = fptree._collect

    def spy(pid: int, pipe: int):
        collected.append((pid, real_collect(pid, pipe)))
        return collected[-1][1]

    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(fptree, "_collect", spy)
        shared = fp.measure(tree, workers=workers)
    # every walking process gave its findings (none left its share to the first) and was reaped
    assert len(collected) == workers - 1 and all(found and found[0] == "found" for _, found in collected)
    for pid, _ in collected:
        with pytest.raises(ChildProcessError):
            os.waitpid(pid, os.WNOHANG)
    alone = fp.measure(tree, cache=False, workers=1)
    assert shared.fingerprint == alone.fingerprint and shared.records() == alone.records()
    assert shared.changes == [("modified", "d1/e1/f1/data.txt"), ("mode", "d2/top7.c"),
                              ("removed", "d3/e0/f3/data.txt"), ("added", "d4/e2/f14/new.txt")]
    assert (shared.read, shared.reused) == (3, 78)


def test_a_folder_that_cannot_be_listed_by_a_walking_process_is_an_error(tmp_path: Path, settled_now, shared_walk,
                                                                        monkeypatch) -> None:
    tree = _nested(tmp_path / "t")
    fp.measure(tree, workers=2)
    with monkeypatch.context() as patch:
        failing(patch, "open", "/e2/f14")
        with pytest.raises(SabError) as raised:
            fp.measure(tree, workers=2)
    assert (raised.value.message, raised.value.file) == ("cannot list d4/e2/f14: Input/output error",
                                                         str(tree / "d4/e2/f14"))


def test_an_error_in_a_forked_share_reaches_the_caller_with_its_file_and_fix(tmp_path: Path, settled_now, shared_walk,
                                                                             monkeypatch) -> None:
    """Only the forked process fails (the first one's own share lists fine), so the error crosses the pipe."""
    tree = _nested(tmp_path / "t")
    fp.measure(tree, workers=2)
    parent, shares = os.getpid(), []
    real_fork, real_open = fptree._fork_walk, os.open

    def recording_fork(root, exclude_top, stored, share):
        shares.append(list(share))
        return real_fork(root, exclude_top, stored, share)

    def open_failing_in_the_child(path, flags, *args, **kwargs):
        if os.getpid() != parent and flags & os.O_DIRECTORY:
            raise eio()
        return real_open(path, flags, *args, **kwargs)

    monkeypatch.setattr(fptree, "_fork_walk", recording_fork)
    monkeypatch.setattr(os, "open", open_failing_in_the_child)
    with pytest.raises(SabError) as raised:
        fp.measure(tree, workers=2)
    first = shares[0][-1]  # a share is walked from its end
    assert (raised.value.message, raised.value.file, raised.value.fix) == (
        f"cannot list {first}: Input/output error", str(tree / first), FIX)


@pytest.mark.parametrize("cached", [False, True])
def test_caches_are_left_out_at_any_depth_and_the_exclusions_at_the_top_only(tmp_path: Path, settled_now, shared_walk,
                                                                            cached: bool) -> None:
    def tree_at(path: Path, caches: bool) -> Path:
        for index in range(5):
            folder = path / f"pkg{index}"
            folder.mkdir(parents=True)
            for number in range(20):
                (folder / f"m{number}.py").write_text(f"{index}-{number}\n")
            (folder / "comment").mkdir()
            (folder / "comment/kept.txt").write_text("below the top: covered\n")
            if caches:
                (folder / "__pycache__").mkdir()
                (folder / "__pycache__/m0.cpython-311.pyc").write_bytes(b"\0")
                (folder / "dist.egg-info").mkdir()
                (folder / "dist.egg-info/PKG-INFO").write_text("x\n")
        (path / "comment").mkdir()
        (path / "comment/notes.txt").write_text("at the top: excluded\n")
        return path

    with_caches, without = tree_at(tmp_path / "a", True), tree_at(tmp_path / "b", False)
    top = frozenset({"comment"})
    for _ in range(2 if cached else 1):  # the second walk is against the cache, shared out
        measured = fp.measure(with_caches, exclude_top=top, cache=cached, workers=2)
    assert measured.fingerprint == fp.measure(without, exclude_top=top, cache=False).fingerprint
    assert len(measured.records()) == 5 * 21 and measured.reused == (5 * 21 if cached else 0)


def test_a_walking_process_that_dies_has_its_share_walked_by_the_first(tmp_path: Path, settled_now, shared_walk,
                                                                        monkeypatch) -> None:
    tree = _nested(tmp_path / "t")
    fp.measure(tree, workers=3)
    tick()
    (tree / "d1/e1/f1/data.txt").write_text("changed\n")
    monkeypatch.setattr(fptree, "_walk_share", lambda *args: os._exit(3))
    dead = fp.measure(tree, workers=3)
    assert dead.changes == [("modified", "d1/e1/f1/data.txt")] and (dead.read, dead.reused) == (1, 80)
    assert dead.fingerprint == fp.measure(tree, cache=False).fingerprint


def test_a_failed_walk_leaves_no_walking_process(tmp_path: Path, settled_now, shared_walk, monkeypatch) -> None:
    """The first process's own share fails while the others still walk: they are ended and reaped."""
    tree = _nested(tmp_path / "t")
    fp.measure(tree, workers=3)
    forked: list[int] = []
    real_fork = fptree._fork_walk

    def fork_slow(root, exclude_top, stored, share):
        pid, pipe = real_fork(root, exclude_top, stored, share)
        forked.append(pid)
        return pid, pipe

    def slow_share(*args):
        time.sleep(60)

    monkeypatch.setattr(fptree, "_fork_walk", fork_slow)
    monkeypatch.setattr(fptree, "_walk_share", slow_share)
    real_list_all = fptree._list_all

    def failing_own_share(root, exclude_top, stored, pending, tally):
        if forked:
            raise SabError("cannot list somewhere: planted", file="x", fix="y")
        return real_list_all(root, exclude_top, stored, pending, tally)

    monkeypatch.setattr(fptree, "_list_all", failing_own_share)
    started = time.monotonic()
    with pytest.raises(SabError, match="planted"):
        fp.measure(tree, workers=3)
    assert time.monotonic() - started < 30 and len(forked) == 2
    for pid in forked:
        with pytest.raises(ChildProcessError):
            os.waitpid(pid, os.WNOHANG)  # reaped already


# --- the package's entry points ---------------------------------------------------------------

def test_compare_names_each_outcome(tmp_path: Path) -> None:
    tree = make_tree(tmp_path / "t")
    current, legacy = fp.tree_fingerprint(tree, cache=False), fp.legacy_fingerprint(tree)
    assert fp.compare(current, tree) == "same" and fp.compare(legacy, tree) == "old-same"
    assert fp.compare("sha256v2:" + "0" * 64, tree) == "changed"
    assert fp.compare("sha256:" + "0" * 64, tree) == "old-changed"
    assert fp.compare("md5:" + "0" * 64, tree) == "changed" and fp.compare("", tree) == "changed"
    (tree / "a").write_bytes(b"other")
    assert fp.compare(current, tree) == "changed" and fp.compare(legacy, tree) == "old-changed"
    assert fp.compare(fp.contract_fingerprint(tree, cache=False), tree, exclude_top=fp.CONTRACT_EXCLUDED) == "same"


def test_format_of_wants_64_lowercase_hex_digits() -> None:
    assert fp.format_of("sha256v2:" + "0123456789abcdef" * 4) == "current"
    assert fp.format_of("sha256:" + "f" * 64) == "legacy"
    for value in ("sha256v2:" + "X" * 64, "sha256v2:" + "A" * 64, "sha256v2:" + "0" * 63, "sha256v3:" + "0" * 64,
                  "x:sha256:" + "0" * 64, "sha256v2" + "0" * 64):
        assert fp.format_of(value) == "unknown", value


def test_an_explicit_cache_choice_is_what_each_entry_point_uses(tmp_path: Path, settled_now, monkeypatch) -> None:
    tree = make_tree(tmp_path / "t")
    folder, _ = fpcache.directory()

    def cache_files() -> list[str]:
        return sorted(name for name in os.listdir(folder) if name.endswith(".cache"))

    assert fp.source_fingerprint(tree, cache=False) == fp.tree_fingerprint(tree, cache=False)
    assert fp.contract_fingerprint(tree, cache=False)
    assert cache_files() == []
    monkeypatch.setenv("SAB_NO_CACHE", "1")
    fp.source_fingerprint(tree, cache=True)
    assert cache_files() == [fpcache.file_for(folder, os.path.realpath(tree), "exclude:").name]
    fp.contract_fingerprint(tree, cache=True)
    fp.tree_fingerprint(tree, exclude_top=frozenset({"b"}), cache=True)
    assert cache_files() == sorted(fpcache.file_for(folder, os.path.realpath(tree), label).name
                                   for label in ("exclude:", "exclude:comment", "exclude:b"))


def test_cache_enabled_choices(monkeypatch) -> None:
    assert fp.cache_enabled() is True
    for value, enabled in (("", True), ("0", True), ("1", False), ("yes", False)):
        monkeypatch.setenv("SAB_NO_CACHE", value)
        assert fp.cache_enabled() is enabled, value
    monkeypatch.delenv("SAB_NO_CACHE")
    assert fp.cache_enabled(False) is False
    with fp.one_run(cache=False):
        assert fp.cache_enabled() is False and fp.cache_enabled(True) is True
    with fp.one_run():
        assert fp.cache_enabled() is True


def test_the_first_format_is_measured_once_per_tree_per_run(tmp_path: Path) -> None:
    one, two = make_tree(tmp_path / "one"), tmp_path / "two"
    two.mkdir()
    (two / "z").write_bytes(b"z")
    with fp.one_run():
        first = fp.legacy_fingerprint(one)
        (one / "a").write_bytes(b"changed within the run")
        assert fp.legacy_fingerprint(one) == first
        assert fp.legacy_fingerprint(two) == fplegacy.tree_fingerprint(two) != first
        assert fp.legacy_fingerprint(one, exclude_top=frozenset({"a"})) != first
    assert fp.legacy_fingerprint(one) != first


# --- the first format -------------------------------------------------------------------------

def legacy_spec(entries: list[tuple[str, bytes, bytes]]) -> str:
    """The first format from its documented layout: per (path, flag, data) entry, in order, the
    length-prefixed path, the length-prefixed flag (x or -), then the data with its 8-byte length in
    front (a link's `symlink:<target>`, a special file's `special:<kind>`, a regular file's content
    after its size)."""
    digest = hashlib.sha256()
    for path, flag, data in entries:
        raw = path.encode("utf-8", "surrogateescape")
        digest.update(len(raw).to_bytes(8, "big") + raw + (1).to_bytes(8, "big") + flag)
        digest.update(len(data).to_bytes(8, "big") + data)
    return "sha256:" + digest.hexdigest()


def test_the_first_format_digest_follows_its_documented_layout(tmp_path: Path) -> None:
    tree = tmp_path / "t"
    (tree / "src").mkdir(parents=True)
    (tree / "src/__pycache__").mkdir()
    (tree / "src/__pycache__/m.pyc").write_bytes(b"cache")
    (tree / "comment").write_bytes(b"left out at the top")
    (tree / "src/comment").write_bytes(b"kept below the top")
    names = {"b.txt": b"bee", "é": b"e-acute", LOW: b"low", HIGH: b"high", ".DS_Store": b"finder",
             "x.egg-info": b"egg", "others-x": b"ox", "others-w": b"ow"}
    for index in range(12):  # siblings on each side of the skipped names, in whatever order the directory lists them
        names[f"n{index:02}"] = b"%d" % index
    for name, data in names.items():
        (tree / name).write_bytes(data)
    os.chmod(tree / "others-x", 0o605)
    os.chmod(tree / "others-w", 0o646)
    os.symlink("b.txt", tree / "link")
    os.symlink("src", tree / "dir-link")  # a link to a directory: not covered by the first format
    os.mkfifo(tree / "pipe")

    def regular(path: str, data: bytes, flag: bytes = b"-") -> tuple:
        return (path, flag, data)

    entries = [regular("b.txt", b"bee"), ("link", b"x", b"symlink:b.txt")]  # a link's mode is 0o777
    entries += [regular(f"n{index:02}", b"%d" % index) for index in range(12)]
    entries += [regular("others-w", b"ow"), regular("others-x", b"ox", b"x"), ("pipe", b"-", b"special:p"),
                regular("src/comment", b"kept below the top"), regular(LOW, b"low"), regular("é", b"e-acute"),
                regular(HIGH, b"high")]
    without_comment = legacy_spec(entries)
    assert fplegacy.tree_fingerprint(tree, exclude_top=frozenset({"comment"})) == without_comment
    assert fp.legacy_fingerprint(tree, exclude_top=fp.CONTRACT_EXCLUDED) == without_comment
    with_comment = legacy_spec(entries[:1] + [regular("comment", b"left out at the top")] + entries[1:])
    assert fplegacy.tree_fingerprint(tree) == with_comment
    assert fplegacy.covered(tree, exclude_top=frozenset({"comment"})) == [entry[0] for entry in entries]
    assert fplegacy.covered(tree)[:3] == ["b.txt", "comment", "link"]
