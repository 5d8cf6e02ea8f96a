"""Tree fingerprints (docs/sources.md): the format, the per-file cache and what it cannot be fooled by,
the first format still read, one measurement per tree per run, verify at the cost of the changed
files, and `sab fingerprint migrate`."""

from __future__ import annotations

import hashlib
import json
import os
import random
import stat
import struct
import subprocess
import threading
import time
from pathlib import Path
from types import SimpleNamespace

import pytest

from conftest import PROJECT, copy_project, run_sab
from sab import fingerprint as fp
from sab.fingerprint import cache as fpcache
from sab.fingerprint import tree as fptree

GOLDEN_LEGACY = "sha256:8e2b3b36d7808fb84910a1d5cb615ab10f4cd47825c99dbf6f5880b1d6c3cda4"
GOLDEN_LEGACY_CONTRACT = "sha256:55f176c94296d06cceb4956983aafdc0d1648aeb1c49203ccdaa2575a9cb0491"
GOLDEN = "sha256v2:a4c7846374e1580647c9f1facf04fcc566ca335607e660546f5a6b6017c36962"
GOLDEN_CONTRACT = "sha256v2:dc38b3f92385c849b29f8088400229c18b32659cdce623d1b190ee6f84ae784b"


def make_golden(root: Path) -> Path:
    """A small tree with every kind of entry a fingerprint distinguishes."""
    (root / "src/pkg").mkdir(parents=True)
    (root / "src/pkg/a.py").write_bytes(b"print('a')\n")
    (root / "src/pkg/empty").write_bytes(b"")
    (root / "run.sh").write_bytes(b"#!/bin/sh\necho run\n")
    os.chmod(root / "run.sh", 0o755)
    (root / "data.bin").write_bytes(bytes(range(256)) * 40)
    os.symlink("src/pkg/a.py", root / "link")
    os.symlink("missing", root / "dangling")
    os.mkfifo(root / "pipe")
    (root / "__pycache__").mkdir()
    (root / "__pycache__/x.pyc").write_bytes(b"cache")
    (root / "comment").mkdir()
    (root / "comment/note.md").write_bytes(b"excluded from the contract\n")
    return root


def spec_fingerprint(root: Path, exclude_top: frozenset[str] = frozenset()) -> str:
    """The format as fingerprint/tree.py documents it, written out independently."""
    records = []
    for dirpath, dirnames, filenames in os.walk(root):
        rel_dir = os.path.relpath(dirpath, root)
        dirnames[:] = [d for d in dirnames if not fp.is_cache(d) and not (rel_dir == "." and d in exclude_top)
                       and not os.path.islink(os.path.join(dirpath, d))]
        names = filenames + [d for d in os.listdir(dirpath) if os.path.islink(os.path.join(dirpath, d))
                             and os.path.isdir(os.path.join(dirpath, d))]
        for name in names:
            if fp.is_cache(name) or (rel_dir == "." and name in exclude_top):
                continue
            path = os.path.join(dirpath, name)
            rel = os.path.normpath(os.path.join(rel_dir, name)).encode()
            info = os.lstat(path)
            if stat.S_ISLNK(info.st_mode):
                target = os.readlink(path).encode()
                kind, size, digest = b"l", len(target), hashlib.sha256(b"symlink:" + target).digest()
            elif stat.S_ISREG(info.st_mode):
                data = Path(path).read_bytes()
                kind, size, digest = b"x" if info.st_mode & 0o111 else b"f", len(data), hashlib.sha256(data).digest()
            else:
                kind = stat.filemode(info.st_mode)[0].encode()
                size, digest = 0, hashlib.sha256(b"special:" + kind).digest()
            records.append((rel, struct.pack(">Q", len(rel)) + rel + kind + struct.pack(">Q", size) + digest))
    body = b"".join(record for _, record in sorted(records))
    return "sha256v2:" + hashlib.sha256(b"sab tree fingerprint 2\n" + body).hexdigest()


@pytest.fixture
def settled_now(monkeypatch):
    """Every file counts as settled, so a test need not wait for the ctime window to pass."""
    monkeypatch.setattr(fpcache, "SETTLE_NS", 0)


def tick_then(action) -> None:
    """Let the filesystem's timestamp clock move on (a few ms on Linux), then act."""
    time.sleep(0.05)
    action()


# --- the format -------------------------------------------------------------------------------

def test_format_matches_its_specification_and_the_recorded_golden_values(tmp_path: Path) -> None:
    tree = make_golden(tmp_path / "t")
    assert fp.tree_fingerprint(tree, cache=False) == GOLDEN == spec_fingerprint(tree)
    assert fp.contract_fingerprint(tree, cache=False) == GOLDEN_CONTRACT == spec_fingerprint(tree, fp.CONTRACT_EXCLUDED)
    assert fp.legacy_fingerprint(tree) == GOLDEN_LEGACY
    assert fp.legacy_fingerprint(tree, exclude_top=fp.CONTRACT_EXCLUDED) == GOLDEN_LEGACY_CONTRACT
    kinds = {entry.path: entry.kind for entry in fp.measure(tree, cache=False).entries}
    assert kinds == {"comment/note.md": "f", "data.bin": "f", "dangling": "l", "link": "l", "pipe": "p",
                     "run.sh": "x", "src/pkg/a.py": "f", "src/pkg/empty": "f"}
    assert fp.format_of(GOLDEN) == "current" and fp.format_of(GOLDEN_LEGACY) == "legacy"
    assert fp.format_of("sha256v2:abc") == fp.format_of("md5:" + "0" * 64) == "unknown"


@pytest.mark.parametrize("change", [
    "content", "same-size-content", "executable-bit", "rename", "split-path", "link-target", "file-to-link",
    "link-to-dir", "new-empty-file", "fifo-to-file", "remove",
])
def test_every_kind_of_difference_changes_the_fingerprint(tmp_path: Path, change: str) -> None:
    tree = make_golden(tmp_path / "t")
    before = fp.tree_fingerprint(tree, cache=False)
    if change == "content":
        (tree / "src/pkg/a.py").write_bytes(b"print('a')\nprint('b')\n")
    elif change == "same-size-content":
        (tree / "src/pkg/a.py").write_bytes(b"print('b')\n")
    elif change == "executable-bit":
        os.chmod(tree / "src/pkg/a.py", 0o744)
    elif change == "rename":
        (tree / "src/pkg/a.py").rename(tree / "src/pkg/b.py")
    elif change == "split-path":  # "src/pkg/a.py" + "" cannot read as "src/pkg/a" + ".py"
        (tree / "src/pkg/a").write_bytes(b".py")
    elif change == "link-target":
        (tree / "link").unlink()
        os.symlink("src/pkg/empty", tree / "link")
    elif change == "file-to-link":  # a regular file holding what a link's digest covers is not that link
        (tree / "dangling").unlink()
        (tree / "dangling").write_bytes(b"missing")
    elif change == "link-to-dir":
        os.symlink("src", tree / "src-link")
    elif change == "new-empty-file":
        (tree / "src/new").write_bytes(b"")
    elif change == "fifo-to-file":
        (tree / "pipe").unlink()
        (tree / "pipe").write_bytes(b"")
    elif change == "remove":
        (tree / "data.bin").unlink()
    after = fp.tree_fingerprint(tree, cache=False)
    assert after != before and after == spec_fingerprint(tree)


def test_caches_and_the_contract_exclusion(tmp_path: Path) -> None:
    tree = make_golden(tmp_path / "t")
    contract = fp.contract_fingerprint(tree, cache=False)
    (tree / "comment/other.md").write_text("x")
    (tree / "src/pkg/__pycache__").mkdir()
    (tree / "src/pkg/__pycache__/a.cpython.pyc").write_text("x")
    (tree / "demo.egg-info").mkdir()
    assert fp.contract_fingerprint(tree, cache=False) == contract
    (tree / "src/comment").write_text("only the top-level comment/ is left out")
    assert fp.contract_fingerprint(tree, cache=False) != contract


def test_a_special_file_is_never_opened(tmp_path: Path, monkeypatch) -> None:
    tree = make_golden(tmp_path / "t")
    opened = []
    real_open = os.open
    monkeypatch.setattr(os, "open", lambda path, flags, *a, **k: (opened.append(os.fsdecode(path)), real_open(path, flags, *a, **k))[1])
    fp.measure(tree, cache=False)
    assert not [p for p in opened if p.endswith(("pipe", "link", "dangling"))]


def test_threads_give_the_same_fingerprint(tmp_path: Path) -> None:
    tree = tmp_path / "many"
    for index in range(1200):
        folder = tree / f"d{index % 17}"
        folder.mkdir(parents=True, exist_ok=True)
        if index % 50:
            size = index % 5000
        else:  # large enough to be hashed on another thread; the first one past _WHOLE, read in blocks
            size = fptree._WHOLE + 3 if index == 0 else fptree._OFFLOAD + index
        (folder / f"f{index}").write_bytes(os.urandom(size))
    one = fp.measure(tree, cache=False, workers=1)
    four = fp.measure(tree, cache=False, workers=4)
    assert one.fingerprint == four.fingerprint == spec_fingerprint(tree) and one.entries == four.entries


# --- the cache --------------------------------------------------------------------------------

def test_a_warm_cache_reads_nothing_and_no_cache_reads_everything(tmp_path: Path, settled_now) -> None:
    tree = make_golden(tmp_path / "t")
    cold = fp.measure(tree)
    warm = fp.measure(tree)
    assert cold.cache == warm.cache == "used"
    assert (cold.read, warm.read, warm.reused) == (5, 0, 8)  # links and the FIFO are cached by their key too
    bypass = fp.measure(tree, cache=False)
    assert bypass.read == 5 and bypass.cache == "off"
    assert cold.fingerprint == warm.fingerprint == bypass.fingerprint == GOLDEN


@pytest.mark.parametrize("change", ["none", "content", "add", "remove", "rename", "link-target", "fifo-to-file",
                                    "add-dir-link", "chmod", "file-to-dir", "file-to-empty-dir", "dir-to-file"])
def test_every_path_through_the_cache_gives_the_uncached_result(tmp_path: Path, settled_now, change: str) -> None:
    """Same paths (all matching, or some changed), or paths added and removed: each case of the
    cached measurement agrees with a measurement that reads everything, entries included."""
    tree = make_golden(tmp_path / "t")
    fp.measure(tree)
    assert fp.measure(tree).read == 0

    def act() -> None:
        if change == "content":
            (tree / "data.bin").write_bytes(b"other")
        elif change == "add":
            (tree / "src/new.py").write_text("new\n")
        elif change == "remove":
            (tree / "src/pkg/empty").unlink()
        elif change == "rename":
            (tree / "run.sh").rename(tree / "src/run.sh")
        elif change == "link-target":
            (tree / "link").unlink()
            os.symlink("run.sh", tree / "link")
        elif change == "fifo-to-file":
            (tree / "pipe").unlink()
            (tree / "pipe").write_text("")
        elif change == "add-dir-link":
            os.symlink("src", tree / "src-link")
        elif change == "chmod":
            os.chmod(tree / "src/pkg/a.py", 0o755)
        elif change == "file-to-dir":  # a directory named as the file was, holding a file named as it
            (tree / "data.bin").unlink()
            (tree / "data.bin").mkdir()
            (tree / "data.bin/data.bin").write_bytes(bytes(range(256)) * 40)
        elif change == "file-to-empty-dir":
            (tree / "run.sh").unlink()
            (tree / "run.sh").mkdir()
        elif change == "dir-to-file":
            for name in ("a.py", "empty"):
                (tree / "src/pkg" / name).unlink()
            (tree / "src/pkg").rmdir()
            (tree / "src/pkg").write_bytes(b"print('a')\n")

    tick_then(act)
    cached, uncached = fp.measure(tree), fp.measure(tree, cache=False)
    assert cached.fingerprint == uncached.fingerprint == spec_fingerprint(tree)
    assert cached.entries == uncached.entries
    again = fp.measure(tree)  # the cache as this measurement left it
    assert again.fingerprint == uncached.fingerprint and again.entries == uncached.entries and again.read == 0


def test_no_cache_environment_and_run_setting(tmp_path: Path, settled_now, monkeypatch) -> None:
    tree = make_golden(tmp_path / "t")
    fp.measure(tree)
    monkeypatch.setenv("SAB_NO_CACHE", "1")
    assert fp.measure(tree).read == 5
    monkeypatch.delenv("SAB_NO_CACHE")
    with fp.one_run(cache=False):
        assert fp.measure(tree).read == 5
    assert fp.measure(tree).read == 0


def test_a_just_changed_file_is_not_cached(tmp_path: Path) -> None:
    """Racily clean: a second change within one timestamp tick could leave the ctime unmoved."""
    tree = make_golden(tmp_path / "t")
    fp.measure(tree)
    assert fp.measure(tree).read == 5  # everything was written less than SETTLE_NS ago


def test_an_edit_that_restores_size_and_mtime_is_caught_by_the_ctime(tmp_path: Path, settled_now) -> None:
    tree = make_golden(tmp_path / "t")
    target = tree / "src/pkg/a.py"
    before = fp.measure(tree).fingerprint
    old = target.stat()

    def edit() -> None:
        target.write_bytes(b"print('b')\n")  # same size
        os.utime(target, ns=(old.st_atime_ns, old.st_mtime_ns))

    tick_then(edit)
    new = target.stat()
    assert (new.st_size, new.st_mtime_ns, new.st_ino) == (old.st_size, old.st_mtime_ns, old.st_ino)
    assert new.st_ctime_ns != old.st_ctime_ns
    after = fp.measure(tree)
    assert after.read == 1 and after.fingerprint != before
    assert after.fingerprint == fp.measure(tree, cache=False).fingerprint == spec_fingerprint(tree)


def test_a_file_replaced_by_rename_with_the_same_stat_times_is_caught(tmp_path: Path, settled_now) -> None:
    tree = make_golden(tmp_path / "t")
    target = tree / "src/pkg/a.py"
    before = fp.measure(tree).fingerprint
    old = target.stat()

    def replace() -> None:
        other = tree / "src/pkg/.new"
        other.write_bytes(b"print('c')\n")
        os.utime(other, ns=(old.st_atime_ns, old.st_mtime_ns))
        other.replace(target)

    tick_then(replace)
    after = fp.measure(tree)
    assert after.read == 1 and after.fingerprint != before == GOLDEN
    assert after.fingerprint == spec_fingerprint(tree)


def test_a_file_deleted_and_created_again_on_its_freed_inode_is_caught(tmp_path: Path, settled_now) -> None:
    """ext4 and tmpfs give a new file the inode number just freed; with the old size, mode and
    mtime put back, only the ctime (set when the new file was created) tells it apart."""
    tree = make_golden(tmp_path / "t")
    target = tree / "src/pkg/a.py"
    fp.measure(tree)
    old = target.stat()

    def recreate() -> None:
        target.unlink()
        target.write_bytes(b"print('d')\n")
        os.utime(target, ns=(old.st_atime_ns, old.st_mtime_ns))

    tick_then(recreate)
    new = target.stat()
    assert (new.st_size, new.st_mode, new.st_mtime_ns) == (old.st_size, old.st_mode, old.st_mtime_ns)
    after = fp.measure(tree)
    assert after.read == 1 and after.fingerprint == spec_fingerprint(tree) != GOLDEN


def test_a_tree_put_in_the_place_of_another_is_read_afresh(tmp_path: Path, settled_now) -> None:
    """A copy that keeps every path, size, mode and mtime (`cp -a`), one file's content changed,
    renamed into the measured tree's place: other inodes and later ctimes."""
    tree = make_golden(tmp_path / "t")
    fp.measure(tree)
    copy = tmp_path / "copy"
    subprocess.run(["cp", "-a", str(tree), str(copy)], check=True)  # links and the FIFO as they are
    target, old = copy / "src/pkg/a.py", (copy / "src/pkg/a.py").stat()
    target.write_bytes(b"print('e')\n")
    os.utime(target, ns=(old.st_atime_ns, old.st_mtime_ns))
    tree.rename(tmp_path / "before")
    tick_then(lambda: copy.rename(tree))
    after = fp.measure(tree)
    assert after.read == 5 and after.fingerprint == spec_fingerprint(tree) != GOLDEN


def test_mode_changes_and_file_to_link_are_caught(tmp_path: Path, settled_now) -> None:
    tree = make_golden(tmp_path / "t")
    fp.measure(tree)
    tick_then(lambda: os.chmod(tree / "data.bin", 0o755))
    assert fp.measure(tree).fingerprint == spec_fingerprint(tree) != GOLDEN
    (tree / "data.bin").unlink()
    os.symlink("run.sh", tree / "data.bin")
    assert fp.measure(tree).fingerprint == spec_fingerprint(tree)


def test_a_few_changes_to_a_large_tree_do_not_rewrite_its_cache(tmp_path: Path, settled_now) -> None:
    tree = tmp_path / "large"
    tree.mkdir()
    for index in range(200):
        (tree / f"f{index}").write_text(f"{index}\n")
    fp.measure(tree)
    tick_then(lambda: (tree / "f0").write_text("changed\n"))
    assert [fp.measure(tree).read for _ in range(2)] == [1, 1]  # 1 new record in 200: read again, not stored
    tick_then(lambda: [(tree / f"f{index}").write_text("changed\n") for index in range(1, 4)])
    assert [fp.measure(tree).read for _ in range(2)] == [4, 0]  # 4 in 200 reach 1/64: stored
    assert fp.measure(tree).fingerprint == fp.measure(tree, cache=False).fingerprint == spec_fingerprint(tree)


def test_a_corrupt_foreign_or_unsafe_cache_is_not_used(tmp_path: Path, settled_now, monkeypatch) -> None:
    tree = make_golden(tmp_path / "t")
    fp.measure(tree)
    folder, _ = fpcache.directory()
    [cache_file] = [p for p in folder.iterdir() if p.suffix == ".cache" and
                    fpcache.load(p, os.path.realpath(tree), "exclude:")]
    data = bytearray(cache_file.read_bytes())
    digest_at = len(data) - 32 - 32 * 5
    data[digest_at] ^= 1  # one cached digest altered: the trailing checksum no longer matches
    cache_file.write_bytes(bytes(data))
    assert fp.measure(tree).read == 5

    other = make_golden(tmp_path / "other")
    (other / "src/pkg/a.py").write_bytes(b"print('z')\n")
    fp.measure(tree)
    cache_file.replace(fpcache.file_for(folder, os.path.realpath(other), "exclude:"))  # another tree's entries
    assert fp.measure(other).read == 5

    fp.measure(tree)
    os.chmod(cache_file, 0o666)  # writable by others: not trusted
    assert fp.measure(tree).read == 5
    os.chmod(cache_file, 0o600)
    os.chmod(folder, 0o777)
    try:
        found = fp.measure(tree)
        assert found.read == 5 and "not a directory private to this user" in found.cache
    finally:
        os.chmod(folder, 0o700)
    monkeypatch.setenv("SAB_CACHE", str(tmp_path / "file-not-dir"))
    (tmp_path / "file-not-dir").write_text("")
    found = fp.measure(tree)
    assert found.read == 5 and found.fingerprint == GOLDEN and "no cache directory" in found.cache


def test_a_truncated_cache_file_is_not_used(tmp_path: Path, settled_now) -> None:
    tree = make_golden(tmp_path / "t")
    fp.measure(tree)
    folder, _ = fpcache.directory()
    cache_file = fpcache.file_for(folder, os.path.realpath(tree), "exclude:")
    whole = cache_file.read_bytes()
    for length in (0, len(fpcache.FORMAT) + 3, len(whole) // 2, len(whole) - 33, len(whole) - 1):
        cache_file.write_bytes(whole[:length])
        assert fp.measure(tree).read == 5, length  # and the cache is written whole again
        assert cache_file.read_bytes() == whole


@pytest.mark.skipif(os.geteuid() != 0, reason="giving a file to another user needs root")
def test_a_cache_file_owned_by_another_user_is_not_used(tmp_path: Path, settled_now) -> None:
    tree = make_golden(tmp_path / "t")
    fp.measure(tree)
    folder, _ = fpcache.directory()
    cache_file = fpcache.file_for(folder, os.path.realpath(tree), "exclude:")
    os.chown(cache_file, 65534, 65534)
    assert fp.measure(tree).read == 5


def test_an_older_cache_file_of_the_same_tree_is_safe(tmp_path: Path, settled_now) -> None:
    """Runs that measure one tree at once each replace its cache file whole, so the slowest one
    wins and may put back entries of the tree as it was: each is a key with the record read under
    that key, so a file changed since no longer matches its entry."""
    tree = make_golden(tmp_path / "t")
    fp.measure(tree)
    folder, _ = fpcache.directory()
    cache_file = fpcache.file_for(folder, os.path.realpath(tree), "exclude:")
    older = cache_file.read_bytes()
    target, old = tree / "data.bin", (tree / "data.bin").stat()

    def edit() -> None:  # same size, same mtime
        target.write_bytes(bytes(reversed(range(256))) * 40)
        os.utime(target, ns=(old.st_atime_ns, old.st_mtime_ns))

    tick_then(edit)
    assert fp.measure(tree).read == 1 and cache_file.read_bytes() != older
    cache_file.write_bytes(older)
    after = fp.measure(tree)
    assert after.read == 1 and after.fingerprint == spec_fingerprint(tree) != GOLDEN


def test_concurrent_runs_and_a_writer_leave_a_cache_that_tells_the_truth(tmp_path: Path, monkeypatch) -> None:
    """Several measurements of one tree at once, each loading and replacing its cache file, while
    files are rewritten in bursts with their size and mtime kept (long enough apart that they
    settle into the cache in between): once the writes stop, the cached fingerprint is the tree's."""
    monkeypatch.setattr(fpcache, "SETTLE_NS", 100_000_000)  # far above the timestamp clock's tick
    tree = tmp_path / "t"
    tree.mkdir()
    for index in range(64):
        (tree / f"f{index}").write_bytes(b"%04d" % index)
    targets = [tree / f"f{index}" for index in range(0, 64, 8)]
    writing = threading.Event()
    writing.set()
    pauses = random.Random(3)

    def writer() -> None:
        for burst in range(12):
            for path in targets:
                old = path.stat()
                path.write_bytes(b"%04d" % burst)
                os.utime(path, ns=(old.st_atime_ns, old.st_mtime_ns))
            time.sleep(pauses.uniform(0, 0.25))
        writing.clear()

    def measurer() -> None:
        while writing.is_set():
            fp.measure(tree)

    threads = [threading.Thread(target=writer)] + [threading.Thread(target=measurer) for _ in range(3)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert fp.measure(tree).fingerprint == fp.measure(tree, cache=False).fingerprint == spec_fingerprint(tree)


def test_a_file_newer_than_the_clock_is_never_cached(tmp_path: Path, settled_now, monkeypatch) -> None:
    """This machine's clock behind the file times (set back, or a server's clock ahead): a file
    changed "in the future" could change again within what looks like its tick, so it is read every time."""
    tree = make_golden(tmp_path / "t")
    behind = time.time_ns() - 3600 * 10**9
    monkeypatch.setattr(fptree, "time", SimpleNamespace(time_ns=lambda: behind))
    assert [fp.measure(tree).read for _ in range(2)] == [5, 5]
    monkeypatch.setattr(fptree, "time", time)
    assert [fp.measure(tree).read for _ in range(2)] == [5, 0]


def test_the_cache_lives_outside_the_tree_and_old_files_are_pruned(tmp_path: Path, settled_now) -> None:
    tree = make_golden(tmp_path / "t")
    before = sorted(p.relative_to(tree) for p in tree.rglob("*"))
    fp.measure(tree)
    assert sorted(p.relative_to(tree) for p in tree.rglob("*")) == before
    folder, _ = fpcache.directory()
    old = folder / ("0" * 40 + ".cache")
    old.write_bytes(b"x")
    os.utime(old, (0, 0))
    fpcache.prune(folder)
    assert not old.exists()


# --- one measurement per tree per run ---------------------------------------------------------

def _counting(monkeypatch) -> list[tuple]:
    calls: list[tuple] = []
    real, legacy = fp.measure_tree, fp.legacy_tree_fingerprint

    def counted(root, exclude_top=frozenset(), **kwargs):
        calls.append(("v2", os.path.realpath(root), exclude_top))
        return real(root, exclude_top, **kwargs)

    def counted_legacy(root, *, exclude_top=frozenset()):
        calls.append(("legacy", os.path.realpath(root), exclude_top))
        return legacy(root, exclude_top=exclude_top)

    monkeypatch.setattr(fp, "measure_tree", counted)
    monkeypatch.setattr(fp, "legacy_tree_fingerprint", counted_legacy)
    return calls


def _refresh_records(repo: Path) -> None:
    """Point each copied record at its leaf and source as they are, as a selfcheck just now would."""
    from sab.freshness import source_dir_of
    from sab.leaf import Leaf

    for record_path in repo.glob("tasks/*/*/comment/pipeline/self-validation.json"):
        leaf = record_path.parents[2]
        record = json.loads(record_path.read_text())
        record["contract_fingerprint"] = fp.contract_fingerprint(leaf, cache=False)
        record["source_fingerprint"] = fp.source_fingerprint(source_dir_of(Leaf.at(leaf)), cache=False)
        record_path.write_text(json.dumps(record, indent=2, sort_keys=True) + "\n")


def test_check_status_and_registry_measure_each_tree_once(tmp_path: Path, monkeypatch) -> None:
    from sab import registry
    from sab.config import load_settings
    from sab.validate.repository import run_check
    from sab.status import statuses

    repo = copy_project(tmp_path / "project", ("tmm/coherent", "tmm/incoherent", "heat1d/solver"))
    run_sab("fingerprint", "migrate", cwd=repo)
    _refresh_records(repo)
    settings = load_settings(repo)
    calls = _counting(monkeypatch)

    rows = statuses([], repo)
    assert all(row.fresh for row in rows), rows
    assert len(calls) == len(set(calls)) == 5  # three contracts, two sources shared by them
    calls.clear()
    registry.build(settings)
    assert len(calls) == len(set(calls)) == 5
    calls.clear()
    result = run_check(settings)
    assert not [p for p in result.problems if p.code.startswith("source")], result.problems
    sources = len(list((repo / "code").iterdir()))
    assert len(calls) == len(set(calls)) == 3 + sources
    assert all(kind == "v2" for kind, _, _ in calls)


def test_status_registry_and_check_commands_measure_each_tree_and_parse_each_report_once(tmp_path: Path,
                                                                                          monkeypatch) -> None:
    """`sab status --ci-freshness`, `sab registry` and `sab check` run as commands (in this process,
    so their measurements can be counted) over every leaf of the repository: each command measures
    every leaf's contract and every source once, however many leaves share a source, and parses
    each codebase report at most once, so its work grows with leaves plus sources."""
    from sab.cli import app
    from sab.sources import layout

    leaves = tuple(sorted(path.parent.relative_to(PROJECT / "tasks").as_posix()
                          for path in (PROJECT / "tasks").glob("*/*/task.toml")))
    repo = copy_project(tmp_path / "project", leaves)
    run_sab("fingerprint", "migrate", cwd=repo)
    _refresh_records(repo)
    sources = sorted(path.name for path in (repo / "code").iterdir())
    assert len(leaves) > len(sources) == len({leaf.split("/")[0] for leaf in leaves})  # sources shared by leaves
    every_tree = ({("v2", os.path.realpath(repo / "tasks" / leaf), fp.CONTRACT_EXCLUDED) for leaf in leaves}
                  | {("v2", os.path.realpath(repo / "code" / name), frozenset()) for name in sources})
    calls = _counting(monkeypatch)
    reports: list[str] = []
    real_parse = layout.parse

    def counted_parse(model, data, where):
        if where.endswith("codebase-metadata.json"):
            reports.append(where)
        return real_parse(model, data, where)

    monkeypatch.setattr(layout, "parse", counted_parse)
    monkeypatch.chdir(repo)
    for command in (["status", "--ci-freshness"], ["registry"], ["check"]):
        calls.clear()
        reports.clear()
        exit_code = app(command, standalone_mode=False)
        assert command[0] == "check" or not exit_code, command
        assert len(calls) == len(set(calls)) and set(calls) == every_tree, command
        assert len(reports) == len(set(reports)) <= len(sources), (command, reports)


# --- verify at the cost of the changed files ---------------------------------------------------

def test_verify_reads_only_the_changed_file_and_names_it(repo: Path, settled_now, monkeypatch) -> None:
    from sab.sources import manifest
    from sab.sources.layout import Source

    source = Source(repo, "demo")
    for index in range(40):
        (source.tree / f"extra{index}.txt").write_text(f"{index}\n")
    run_sab("source", "refresh", "demo", cwd=repo, check=True)
    assert manifest.verify(source).passed
    reads: list[str] = []
    real = fptree._read
    monkeypatch.setattr(fptree, "_read", lambda root, rel, *more: (reads.append(rel), real(root, rel, *more))[1])
    diffs: list[int] = []
    real_diff = manifest.diff
    monkeypatch.setattr(manifest, "diff", lambda *args: (diffs.append(1), real_diff(*args))[1])
    assert manifest.verify(source).passed and reads == []

    for act in (lambda: (source.tree / "extra7.txt").write_text("8\n"), lambda: (source.tree / "extra1.txt").unlink(),
                lambda: (source.tree / "added.txt").write_text("+\n"), lambda: os.chmod(source.tree / "extra2.txt", 0o755),
                lambda: os.utime(source.tree / "extra3.txt")):
        tick_then(act)  # a change, a removal, an addition, an executable bit, a touch that changes nothing
    expected = [("added", "code/demo/added.txt"), ("removed", "code/demo/extra1.txt"), ("mode", "code/demo/extra2.txt"),
                ("modified", "code/demo/extra7.txt")]
    outcome = manifest.verify(source)
    assert not outcome.passed and outcome.changes == expected
    # Read: the changed, added and re-moded files and the touched one, nothing else; and the cache
    # held the recorded tree, so the changes are its differences from the cache, not a manifest diff.
    assert sorted(reads) == ["added.txt", "extra2.txt", "extra3.txt", "extra7.txt"] and diffs == []
    fp.measure(source.tree)  # the changed files settle into the cache, which no longer holds the recorded tree
    reads.clear()
    again = manifest.verify(source)  # named from the records the passing verify kept, not from the manifest
    assert again.changes == expected and reads == [] and diffs == []

    files = len(fp.measure(source.tree).entries)
    reads.clear()
    with fp.one_run(cache=False):
        outcome = manifest.verify(source)
    assert outcome.changes == expected and diffs == [1]  # the same, from the manifest
    assert len(reads) == len(set(reads)) == files  # every file read once, none twice


def test_verify_parses_an_unchanged_report_once(repo: Path, settled_now, monkeypatch) -> None:
    from sab.sources import layout
    from sab.sources.manifest import verify

    source = layout.Source(repo, "demo")
    parsed: list[int] = []
    real = layout.parse
    monkeypatch.setattr(layout, "parse", lambda *args: (parsed.append(1), real(*args))[1])
    assert verify(source).passed and verify(source).passed and parsed == [1]
    with fp.one_run(cache=False):
        assert verify(source).passed and parsed == [1, 1]
    report = source.metadata_json
    old = report.stat()
    text = report.read_text()
    recorded = json.loads(text)["fingerprint"]
    forged = recorded[:-1] + ("0" if recorded[-1] != "0" else "1")

    def edit() -> None:  # same size, same mtime: only the ctime moves
        report.write_text(text.replace(recorded, forged))
        os.utime(report, ns=(old.st_atime_ns, old.st_mtime_ns))

    tick_then(edit)
    outcome = verify(source)
    assert parsed == [1, 1, 1] and outcome.recorded == forged and not outcome.passed


def test_a_kept_base_that_does_not_hash_to_the_record_is_not_used(repo: Path, settled_now, monkeypatch) -> None:
    from sab.sources import manifest
    from sab.sources.layout import Source

    source = Source(repo, "demo")
    assert manifest.verify(source).passed  # keeps the recorded tree's records
    folder, _ = fpcache.directory()
    base = fpcache.file_for(folder, os.path.realpath(source.tree), "exclude:").with_suffix(".base")
    data = bytearray(base.read_bytes())
    data[-1] ^= 1  # one digest altered: the kept records no longer hash to the record
    base.write_bytes(bytes(data))
    tick_then(lambda: (source.tree / "solver.py").write_text("print('changed')\n"))
    fp.measure(source.tree)  # the cache no longer holds the recorded tree either
    diffs: list[int] = []
    real_diff = manifest.diff
    monkeypatch.setattr(manifest, "diff", lambda *args: (diffs.append(1), real_diff(*args))[1])
    assert manifest.verify(source).changes == [("modified", "code/demo/solver.py")] and diffs == [1]


def test_source_verify_cli_no_cache(repo: Path) -> None:
    (repo / "code/demo/solver.py").write_text("print('changed')\n")
    for args in ((), ("--no-cache",)):
        done = run_sab("source", "verify", "demo", *args, cwd=repo)
        assert done.returncode == 1 and "modified               code/demo/solver.py" in done.stdout, done.stdout


# --- the first format, and migrating to the current one -----------------------------------------

def _record(leaf: Path, contract: str, source: str) -> Path:
    path = leaf / "comment/pipeline/self-validation.json"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps({
        "sab_version": "0.1.0", "created_at": "2026-01-01T00:00:00Z", "result": "passed", "runner": "local",
        "contract_fingerprint": contract, "source_fingerprint": source, "budget": "within",
    }, indent=2, sort_keys=True) + "\n")
    return path


def _old_report(repo: Path) -> Path:
    """Put the demo source's report back in the first format, rendered files included."""
    from sab.sources import report
    from sab.sources.layout import Source

    source = Source(repo, "demo")
    data = json.loads(source.metadata_json.read_text())
    data["fingerprint"] = fp.legacy_fingerprint(source.tree)
    source.metadata_json.write_text(json.dumps(data, indent=2, sort_keys=True, ensure_ascii=False) + "\n")
    report.write(source)
    return source.metadata_json


def test_old_format_records_read_as_old_not_as_changed(leaf: Path) -> None:
    from sab.freshness import freshness
    from sab.leaf import Leaf

    repo = leaf.parents[2]
    _record(leaf, fp.legacy_fingerprint(leaf, exclude_top=fp.CONTRACT_EXCLUDED), fp.legacy_fingerprint(repo / "code/demo"))
    state = freshness(Leaf.at(leaf))
    assert not state.fresh and "old fingerprint format" in state.reason and " changed since" not in state.reason
    assert "sab fingerprint migrate" in state.reason
    (leaf / "instruction.md").write_text("changed\n")
    state = freshness(Leaf.at(leaf))
    assert not state.fresh and state.reason.startswith("the leaf changed since its selfcheck (its record is in the old")
    _old_report(repo)
    done = run_sab("source", "verify", "demo", cwd=repo)
    assert done.returncode == 1 and "old format" in done.stdout and "modified" not in done.stdout
    done = run_sab("check", "--only", "sources", cwd=repo)
    assert "[source-old-format] codebase-reports/demo/codebase-metadata.json" in done.stdout


def test_migrate_rewrites_what_still_matches_and_nothing_else(leaf: Path) -> None:
    repo = leaf.parents[2]
    record = _record(leaf, fp.legacy_fingerprint(leaf, exclude_top=fp.CONTRACT_EXCLUDED), fp.legacy_fingerprint(repo / "code/demo"))
    report = _old_report(repo)
    before = {path: path.read_text() for path in (record, report)}
    done = run_sab("fingerprint", "migrate", "--dry-run", cwd=repo)
    assert done.returncode == 0 and "2 would migrate" in done.stdout
    assert {path: path.read_text() for path in before} == before

    done = run_sab("fingerprint", "migrate", cwd=repo)
    assert done.returncode == 0 and "2 migrated, 0 already in the current format, 0 left stale" in done.stdout, done.stdout
    data = json.loads(record.read_text())
    assert data["contract_fingerprint"] == fp.contract_fingerprint(leaf, cache=False)
    assert data["source_fingerprint"] == fp.source_fingerprint(repo / "code/demo", cache=False)
    for path, text in before.items():  # one line per fingerprint changed, nothing else
        changed = [(a, b) for a, b in zip(text.splitlines(), path.read_text().splitlines()) if a != b]
        assert all("sha256:" in a and "sha256v2:" in b for a, b in changed)
        assert len(changed) == (2 if path == record else 1) and len(text.splitlines()) == len(path.read_text().splitlines())
    assert "fresh (fresh)" in run_sab("status", cwd=repo, check=True).stdout
    assert run_sab("check", "--only", "reports", "--only", "sources", cwd=repo).returncode == 0
    again = run_sab("fingerprint", "migrate", cwd=repo)
    assert again.returncode == 0 and "0 migrated, 2 already in the current format" in again.stdout


def test_migrate_leaves_a_record_that_no_longer_matches(leaf: Path) -> None:
    repo = leaf.parents[2]
    record = _record(leaf, fp.legacy_fingerprint(leaf, exclude_top=fp.CONTRACT_EXCLUDED), fp.legacy_fingerprint(repo / "code/demo"))
    report = _old_report(repo)
    (repo / "code/demo/solver.py").write_text("print('tampered')\n")
    before = {path: path.read_bytes() for path in (record, report)}
    done = run_sab("fingerprint", "migrate", cwd=repo)
    assert done.returncode == 1
    assert "LEFT STALE codebase-reports/demo/codebase-metadata.json: fingerprint: the tree changed" in done.stdout
    assert "LEFT STALE tasks/demo/solver/comment/pipeline/self-validation.json: source_fingerprint: the tree changed" in done.stdout
    assert {path: path.read_bytes() for path in before} == before
    status = run_sab("status", cwd=repo).stdout
    assert "STALE (the source changed since the selfcheck" in status


def test_migrate_refuses_a_tree_the_old_format_did_not_fully_cover(leaf: Path) -> None:
    repo = leaf.parents[2]
    os.symlink("tests", repo / "code/demo/tests-link")  # a link to a directory: outside the first format
    record = _record(leaf, fp.legacy_fingerprint(leaf, exclude_top=fp.CONTRACT_EXCLUDED), fp.legacy_fingerprint(repo / "code/demo"))
    before = record.read_bytes()
    done = run_sab("fingerprint", "migrate", cwd=repo)
    assert done.returncode == 1 and "tests-link (a link to a directory) was not covered by the old format" in done.stdout
    assert record.read_bytes() == before


def test_fingerprint_show_and_cache_commands(tmp_path: Path, repo: Path) -> None:
    tree = make_golden(tmp_path / "t")
    shown = json.loads(run_sab("fingerprint", "show", str(tree), "--json", "--files", cwd=repo, check=True).stdout)
    assert shown["fingerprint"] == GOLDEN and shown["files"] == 8 and len(shown["entries"]) == 8
    assert run_sab("fingerprint", "show", str(tree), "--contract", "--legacy", cwd=repo, check=True).stdout.strip() == GOLDEN_LEGACY_CONTRACT
    plain = run_sab("fingerprint", "show", str(tree), "--no-cache", cwd=repo, check=True).stdout
    assert plain.splitlines()[0] == GOLDEN and "cache: off" in plain
    info = json.loads(run_sab("fingerprint", "cache", "--json", cwd=repo, check=True).stdout)
    assert info["usable"] and info["directory"] == os.path.join(os.environ["SAB_CACHE"], "fingerprints")
    assert info["files"] >= info["trees"] >= 0 and not info["cleared"]
