"""A corpus of hostile sources for `sab source add`: archives, git repositories and folders built
here, each run through the real CLI. Every case must be refused with exit 2 and exactly one
`error:` line, no traceback, and leave every byte around the scratch repository as it was (the
sentinel `outside/victim.txt` beside it is what the escapes aim at)."""

from __future__ import annotations

import hashlib
import io
import os
import shutil
import stat
import struct
import subprocess
import tarfile
import zipfile
import zlib
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path
from typing import Callable

import pytest

from conftest import init_repo, run_sab

GIT = ["git", "-c", "user.name=Upstream Dev", "-c", "user.email=dev@example.org", "-c", "init.defaultBranch=main",
       "-c", "commit.gpgsign=false", "-c", "core.symlinks=true"]
MIB = 1 << 20
ORIGINAL = b"the file an escape would overwrite\n"


def git(repo: Path, *args: str, input: bytes | None = None) -> str:
    return subprocess.run([*GIT, "-C", str(repo), *args], check=True, capture_output=True, input=input).stdout.decode().strip()


def sha256(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


# --- what the tree around the repository holds ----------------------------------------------

def snapshot(top: Path) -> dict[str, tuple]:
    """Every path under `top`: a link's target, a file's mode and content hash, a directory."""
    seen = {}
    for dirpath, dirnames, filenames in os.walk(top):
        for name in dirnames + filenames:
            path = Path(dirpath, name)
            info = path.lstat()
            rel = path.relative_to(top).as_posix()
            if stat.S_ISLNK(info.st_mode):
                seen[rel] = ("link", os.readlink(path))
            elif stat.S_ISDIR(info.st_mode):
                seen[rel] = ("dir",)
            elif stat.S_ISREG(info.st_mode):
                seen[rel] = ("file", stat.S_IMODE(info.st_mode), sha256(path))
            else:
                seen[rel] = ("special", stat.S_IFMT(info.st_mode))
    return seen


def changes(before: dict, after: dict) -> list[str]:
    return sorted({key for key in before.keys() | after.keys() if before.get(key) != after.get(key)})


# --- archives ---------------------------------------------------------------------------------

def tarball(path: Path, members: list[tuple], mode: str = "w:gz") -> list[str]:
    """members: (name, kind, value) with kind file (bytes), sym or hard (link name), dir, fifo."""
    with tarfile.open(path, mode) as tar:
        for name, kind, *value in members:
            info = tarfile.TarInfo(name)
            info.mode = 0o755 if kind == "dir" else 0o644
            if kind == "file":
                info.size = len(value[0])
                tar.addfile(info, io.BytesIO(value[0]))
                continue
            info.type = {"sym": tarfile.SYMTYPE, "hard": tarfile.LNKTYPE, "dir": tarfile.DIRTYPE,
                         "fifo": tarfile.FIFOTYPE}[kind]
            info.linkname = value[0] if value else ""
            tar.addfile(info)
    return ["--archive", str(path), "--sha256", sha256(path)]


def zipped(path: Path, members: list[tuple]) -> list[str]:
    """members: (name, kind, value) with kind file (bytes) or sym (target, str or bytes), from a unix zip."""
    with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as archive:
        for name, kind, value in members:
            info = zipfile.ZipInfo(name)
            info.create_system = 3
            info.external_attr = ((stat.S_IFLNK | 0o777) if kind == "sym" else (stat.S_IFREG | 0o644)) << 16
            archive.writestr(info, value)
    return ["--archive", str(path), "--sha256", sha256(path)]


def raw_zip(path: Path, members: list[tuple[str, int, bytes, int, int, int]]) -> list[str]:
    """A zip written field by field: (name, method, stored bytes, crc32, unpacked size, flags),
    for what zipfile will not write (data compressed elsewhere, the encryption flag)."""
    local, central = bytearray(), bytearray()
    for name, method, data, crc, size, flags in members:
        encoded = name.encode()
        offset = len(local)
        local += struct.pack("<IHHHHHIIIHH", 0x04034B50, 20, flags, method, 0, 0x21, crc, len(data), size,
                             len(encoded), 0) + encoded + data
        central += struct.pack("<IHHHHHHIIIHHHHHII", 0x02014B50, (3 << 8) | 20, 20, flags, method, 0, 0x21, crc,
                               len(data), size, len(encoded), 0, 0, 0, 0, (stat.S_IFREG | 0o644) << 16, offset) + encoded
    count = len(members)
    path.write_bytes(bytes(local + central + struct.pack("<IHHHHIIH", 0x06054B50, 0, 0, count, count, len(central),
                                                         len(local), 0)))
    return ["--archive", str(path), "--sha256", sha256(path)]


@lru_cache(maxsize=None)
def zeros_deflated(mebibytes: int) -> tuple[bytes, int]:
    """A real deflate stream of `mebibytes` MiB of zeros, and its crc32, built without compressing
    them all: after a full flush the compressor starts afresh, so one MiB's output repeats."""
    compressor = zlib.compressobj(9, zlib.DEFLATED, -15)
    block = bytes(MIB)
    one = compressor.compress(block) + compressor.flush(zlib.Z_FULL_FLUSH)
    crc = 0
    for _ in range(mebibytes):
        crc = zlib.crc32(block, crc)
    return one * mebibytes + compressor.flush(), crc


def zip_bomb(path: Path, mebibytes: int) -> list[str]:
    data, crc = zeros_deflated(mebibytes)
    return raw_zip(path, [("pkg/zeros.bin", zipfile.ZIP_DEFLATED, data, crc, mebibytes * MIB, 0)])


def chain(top: Path) -> list[tuple]:
    """Links each lexically inside the tree, together climbing out of it: from the staging tree
    code/.evil.*/tree, e is the folder around the repository."""
    return [(f"{top}/README", "file", b"x\n"), (f"{top}/a/l", "sym", ".."), (f"{top}/b", "sym", "a/l/.."),
            (f"{top}/c", "sym", "b/.."), (f"{top}/d", "sym", "c/.."), (f"{top}/e", "sym", "d/..")]


def declared_huge(path: Path) -> list[str]:
    """A tar.gz whose one member declares 2 GiB it does not carry: the header alone must refuse it."""
    info = tarfile.TarInfo("pkg/huge.bin")
    info.size = 2 << 30
    with tarfile.open(path, "w:gz") as tar:
        tar.fileobj.write(info.tobuf(tarfile.GNU_FORMAT))
        tar.offset += tarfile.BLOCKSIZE
    return ["--archive", str(path), "--sha256", sha256(path)]


def sdist_index(inputs: Path, archive_args: list[str]) -> tuple[list[str], dict[str, str]]:
    """A file:// package index serving the archive as the sdist evil-1.0.tar.gz."""
    archive = Path(archive_args[1])
    page = inputs / "index/evil/index.html"
    page.parent.mkdir(parents=True)
    page.write_text(f'<a href="{archive.as_uri()}#sha256={sha256(archive)}">{archive.name}</a>\n')
    return ["--pypi", "evil==1.0"], {"PIP_INDEX_URL": (inputs / "index").as_uri(), "PIP_EXTRA_INDEX_URL": "",
                                     "PIP_CONFIG_FILE": os.devnull}


# --- git repositories ---------------------------------------------------------------------------

def work_repo(path: Path, files: dict[str, bytes | str]) -> list[str]:
    """An ordinary repository: str values are symbolic links, bytes are files."""
    path.mkdir(parents=True)
    git(path, "init", "-q")
    for name, value in files.items():
        target = path / name
        target.parent.mkdir(parents=True, exist_ok=True)
        if isinstance(value, str):
            os.symlink(value, target)
        else:
            target.write_bytes(value)
    git(path, "add", "-A")
    git(path, "commit", "-q", "-m", "upstream")
    return ["--git", path.as_uri(), "--rev", "main"]


def blob(repo: Path, data: bytes) -> str:
    return git(repo, "hash-object", "-w", "--stdin", input=data)


def link_and_directory(repo: Path, target: str) -> list[str]:
    """A commit whose tree names `l` twice: a symbolic link to `target` and a directory holding
    victim.txt. Written with plumbing (`git mktree` checks nothing); a checkout-free writer that
    trusts the listing writes victim.txt through the link."""
    repo.mkdir(parents=True)
    git(repo, "init", "-q")
    inner = git(repo, "mktree", input=f"100644 blob {blob(repo, b'owned')}\tvictim.txt\n".encode())
    listing = f"120000 blob {blob(repo, target.encode())}\tl\n040000 tree {inner}\tl\n"
    tree = git(repo, "mktree", input=listing.encode())
    git(repo, "update-ref", "refs/heads/main", git(repo, "commit-tree", tree, "-m", "crafted"))
    return ["--git", str(repo), "--rev", "main"]


def dotdot_tree(repo: Path) -> list[str]:
    """A commit whose tree is `../../../../outside/victim.txt`, each `..` a tree entry of that name:
    from the staging tree code/.evil.*/tree it lands on the file beside the repository."""
    repo.mkdir(parents=True)
    git(repo, "init", "-q")
    sha = git(repo, "mktree", input=f"100644 blob {blob(repo, b'owned')}\tvictim.txt\n".encode())
    for name in ("outside", "..", "..", "..", ".."):
        sha = git(repo, "mktree", input=f"040000 tree {sha}\t{name}\n".encode())
    git(repo, "update-ref", "refs/heads/main", git(repo, "commit-tree", sha, "-m", "crafted"))
    return ["--git", str(repo), "--rev", "main"]


def git_bomb(repo: Path, levels: int = 6, width: int = 10) -> list[str]:
    """A few hundred bytes of objects whose tree holds width**levels files."""
    repo.mkdir(parents=True)
    git(repo, "init", "-q")
    sha, mode, kind = blob(repo, b"x\n"), "100644", "blob"
    for _ in range(levels):
        sha = git(repo, "mktree", input="".join(f"{mode} {kind} {sha}\tf{i}\n" for i in range(width)).encode())
        mode, kind = "040000", "tree"
    git(repo, "update-ref", "refs/heads/main", git(repo, "commit-tree", sha, "-m", "bomb"))
    return ["--git", repo.as_uri(), "--rev", "main"]


# --- folders ------------------------------------------------------------------------------------

def folder(path: Path, files: dict[str, bytes | str]) -> list[str]:
    """str values are symbolic links, bytes are files, None a fifo."""
    path.mkdir(parents=True)
    for name, value in files.items():
        target = path / name
        target.parent.mkdir(parents=True, exist_ok=True)
        if value is None:
            os.mkfifo(target)
        elif isinstance(value, str):
            os.symlink(value, target)
        else:
            target.write_bytes(value)
    return ["--dir", str(path)]


# --- the corpus ---------------------------------------------------------------------------------

@dataclass(frozen=True)
class Case:
    id: str
    build: Callable[[Path, Path, Path], object]  # (inputs, repo, outside) -> args, or (args, env)
    says: str  # what the one error line must name
    name: str = "evil"


@dataclass
class Scratch:
    top: Path
    repo: Path
    inputs: Path
    outside: Path
    env: dict[str, str] = field(default_factory=dict)


CASES = [
    # archives (and --pypi, which unpacks with the same code)
    Case("tar-link-chain-then-file", lambda i, r, o: tarball(
        i / "chain.tar.gz", [*chain("pkg"), ("pkg/e/outside/victim.txt", "file", b"owned\n")]), "lies under the symbolic link"),
    Case("tar-link-chain-out", lambda i, r, o: tarball(
        i / "chain.tar.gz", [*chain("pkg"), ("pkg/f", "sym", "e/outside/victim.txt")]), "leaves the tree"),
    Case("zip-link-chain-then-file", lambda i, r, o: zipped(
        i / "chain.zip", [*chain("pkg"), ("pkg/e/outside/victim.txt", "file", b"owned\n")]), "lies under the symbolic link"),
    Case("pypi-sdist-link-chain", lambda i, r, o: sdist_index(i, tarball(
        i / "evil-1.0.tar.gz", [*chain("evil-1.0"), ("evil-1.0/e/outside/victim.txt", "file", b"owned\n")])),
        "lies under the symbolic link"),
    Case("tar-absolute-link", lambda i, r, o: tarball(
        i / "abs.tar.gz", [("pkg/README", "file", b"x\n"), ("pkg/v", "sym", str(o / "victim.txt"))]), "leaves the tree"),
    Case("tar-member-dotdot", lambda i, r, o: tarball(
        i / "up.tar", [("pkg/README", "file", b"x\n"), ("../../../outside/victim.txt", "file", b"owned\n")], "w"),
        "outside the tree"),
    Case("tar-hardlink-to-missing-member", lambda i, r, o: tarball(
        i / "hard.tar.gz", [("pkg/README", "file", b"x\n"), ("pkg/copy", "hard", "pkg/not-there")]), "names no earlier file"),
    Case("tar-hardlink-to-directory", lambda i, r, o: tarball(
        i / "hard.tar.gz", [("pkg/sub", "dir"), ("pkg/sub/a", "file", b"a\n"), ("pkg/copy", "hard", "pkg/sub")]),
        "names no earlier file"),
    Case("tar-hardlink-out-of-the-tree", lambda i, r, o: tarball(
        i / "hard.tar.gz", [("pkg/README", "file", b"x\n"), ("pkg/copy", "hard", "../../../outside/victim.txt")]),
        "outside the tree"),
    Case("tar-fifo", lambda i, r, o: tarball(i / "fifo.tar.gz", [("pkg/README", "file", b"x\n"), ("pkg/pipe", "fifo")]),
         "device or fifo"),
    Case("zip-member-under-a-file", lambda i, r, o: zipped(
        i / "under.zip", [("pkg/a", "file", b"a\n"), ("pkg/a/b", "file", b"b\n")]), "lies under the file"),
    Case("zip-link-target-not-utf8", lambda i, r, o: zipped(
        i / "bytes.zip", [("pkg/README", "file", b"x\n"), ("pkg/v", "sym", b"\xff/../../../../outside/victim.txt")]),
        "leaves the tree"),
    Case("zip-encrypted-member", lambda i, r, o: raw_zip(
        i / "locked.zip", [("pkg/secret.c", zipfile.ZIP_STORED, b"ciphertext", 0, 10, 0x1)]), "encrypted"),
    Case("zip-bomb-400k-to-401m", lambda i, r, o: zip_bomb(i / "bomb.zip", 401), "--max-expansion"),
    Case("tar-member-declaring-2g", lambda i, r, o: declared_huge(i / "huge.tar.gz"), "--max-unpacked-bytes"),
    Case("tar-more-files-than-max-files", lambda i, r, o: [*tarball(
        i / "many.tar.gz", [(f"pkg/f{n}", "file", b"") for n in range(6)]), "--max-files", "5"], "--max-files"),
    # git repositories
    Case("git-link-and-directory-of-one-name", lambda i, r, o: link_and_directory(i / "crafted", str(o)),
         "duplicateEntries"),
    Case("git-dangling-link-and-subtree", lambda i, r, o: link_and_directory(i / "crafted", "nowhere"),
         "duplicateEntries"),
    Case("git-tree-entry-named-dotdot", lambda i, r, o: dotdot_tree(i / "crafted"), "hasDotdot"),
    Case("git-relative-link-out", lambda i, r, o: work_repo(
        i / "up", {"README": b"x\n", "v": "../../../outside/victim.txt"}), "leaves the tree"),
    Case("git-absolute-link", lambda i, r, o: work_repo(
        i / "abs", {"README": b"x\n", "v": str(o / "victim.txt")}), "leaves the tree"),
    Case("git-link-through-a-link", lambda i, r, o: work_repo(
        i / "through", {"README": b"x\n", "a/l": "..", "b": "a/l/.."}), "leaves the tree"),
    Case("git-url-is-an-option", lambda i, r, o: [
        "--git", f"--upload-pack=touch {o / 'PWNED'};git-upload-pack", "--rev", "main"], "repository '--upload-pack="),
    Case("git-bomb-a-million-files", lambda i, r, o: git_bomb(i / "bomb"), "--max-files"),
    Case("git-larger-than-max-unpacked-bytes", lambda i, r, o: [*work_repo(
        i / "big", {"data.bin": bytes(4096)}), "--max-unpacked-bytes", "1K"], "--max-unpacked-bytes"),
    # folders
    Case("dir-around-the-repository", lambda i, r, o: ["--dir", str(r.parent)], "holds this repository"),
    Case("dir-the-repository-itself", lambda i, r, o: ["--dir", "."], "holds this repository"),
    Case("dir-relative-link-out", lambda i, r, o: folder(
        i / "up", {"README": b"x\n", "v": "../../../outside/victim.txt"}), "leaves the tree"),
    Case("dir-absolute-link", lambda i, r, o: folder(i / "abs", {"README": b"x\n", "v": str(o)}), "leaves the tree"),
    Case("dir-link-through-a-link", lambda i, r, o: folder(
        i / "through", {"README": b"x\n", "a/l": "..", "b": "a/l/.."}), "leaves the tree"),
    Case("dir-fifo", lambda i, r, o: folder(i / "fifo", {"README": b"x\n", "pipe": None}), "not a regular file"),
    Case("dir-more-files-than-max-files", lambda i, r, o: [*folder(
        i / "many", {f"f{n}": b"" for n in range(6)}), "--max-files", "5"], "--max-files"),
    # names and where they lead
    Case("name-ending-in-a-newline", lambda i, r, o: folder(i / "ok", {"README": b"x\n"}), "lower-kebab", name="evil\n"),
    Case("name-of-300-characters", lambda i, r, o: folder(i / "ok", {"README": b"x\n"}), "characters long", name="a" * 300),
    Case("name-with-a-path", lambda i, r, o: folder(i / "ok", {"README": b"x\n"}), "lower-kebab", name="../outside"),
    Case("code-is-a-link-out", lambda i, r, o: relink_code(r, o) or folder(i / "ok", {"README": b"x\n"}),
         "not a directory of this repository"),
]


def relink_code(repo: Path, outside: Path) -> None:
    """code/ moved out of the repository and replaced by a link to it."""
    shutil.move(repo / "code", outside / "code")
    os.symlink("../outside/code", repo / "code")


@pytest.fixture(scope="module")
def template(tmp_path_factory) -> Path:
    return init_repo(tmp_path_factory.mktemp("template") / "repo")


@pytest.fixture
def scratch(tmp_path: Path, template: Path) -> Scratch:
    """outside/victim.txt, the repository beside it, and a folder for the hostile inputs."""
    repo = tmp_path / "repo"
    shutil.copytree(template, repo, symlinks=True)
    outside = tmp_path / "outside"
    outside.mkdir()
    (outside / "victim.txt").write_bytes(ORIGINAL)
    inputs = tmp_path / "inputs"
    inputs.mkdir()
    return Scratch(tmp_path, repo, inputs, outside)


@pytest.mark.parametrize("case", CASES, ids=[case.id for case in CASES])
def test_hostile_source_is_refused_and_writes_nothing(scratch: Scratch, case: Case) -> None:
    built = case.build(scratch.inputs, scratch.repo, scratch.outside)
    args, env = built if isinstance(built, tuple) else (built, {})
    before = snapshot(scratch.top)
    done = run_sab("source", "add", case.name, *args, cwd=scratch.repo, env=env)
    after = snapshot(scratch.top)
    errors = [line for line in done.stderr.splitlines() if line.startswith("error:")]
    assert done.returncode == 2, done.stderr
    assert len(errors) == 1, done.stderr
    assert "Traceback" not in done.stderr and "internal error" not in done.stderr, done.stderr
    assert case.says in errors[0], errors[0]
    assert changes(before, after) == [], "written outside code/<name>/ and codebase-reports/<name>/"
    assert (scratch.outside / "victim.txt").read_bytes() == ORIGINAL


# --- the harness sees writes, and the caps can be raised ----------------------------------------

def written(before: dict, after: dict, name: str) -> list[str]:
    """Changes outside code/<name>/ and codebase-reports/<name>/."""
    return [path for path in changes(before, after)
            if not any(path == f"repo/{home}/{name}" or path.startswith(f"repo/{home}/{name}/")
                       for home in ("code", "codebase-reports"))]


def test_a_benign_archive_with_inside_links_writes_only_its_own_folders(scratch: Scratch) -> None:
    args = tarball(scratch.inputs / "good.tar.gz", [("pkg/src/a.c", "file", b"int a;\n"), ("pkg/include/a.c", "sym", "../src/a.c"),
                                                     ("pkg/latest", "sym", "src"), ("pkg/copy.c", "hard", "pkg/src/a.c")])
    before = snapshot(scratch.top)
    done = run_sab("source", "add", "good", *args, cwd=scratch.repo)
    after = snapshot(scratch.top)
    assert done.returncode == 0, done.stderr
    assert "repo/code/good/include/a.c" in changes(before, after)
    assert written(before, after, "good") == []
    tree = scratch.repo / "code/good"
    assert os.readlink(tree / "include/a.c") == "../src/a.c" and (tree / "copy.c").read_bytes() == b"int a;\n"


def test_the_caps_can_be_raised(scratch: Scratch) -> None:
    args = zip_bomb(scratch.inputs / "zeros.zip", 20)  # 20 MiB from 20 KiB: past the floor, a thousand times its size
    refused = run_sab("source", "add", "zeros", *args, cwd=scratch.repo)
    assert refused.returncode == 2 and "--max-expansion" in refused.stderr
    done = run_sab("source", "add", "zeros", *args, "--max-expansion", "2000", cwd=scratch.repo)
    assert done.returncode == 0, done.stderr
    assert (scratch.repo / "code/zeros/zeros.bin").stat().st_size == 20 * MIB
    many = folder(scratch.inputs / "many", {f"f{n}": b"" for n in range(6)})
    assert run_sab("source", "add", "many", *many, "--max-files", "6", cwd=scratch.repo).returncode == 0


@pytest.mark.parametrize("flags, says", [
    (["--max-unpacked-bytes", "lots"], "is not a size"),
    (["--max-files", "0"], "is not a file count"),
    (["--max-expansion", "nan"], "is not a ratio"),
    (["--max-expansion", "10"], "goes with --archive"),
])
def test_bad_cap_flags_are_one_error(scratch: Scratch, flags: list[str], says: str) -> None:
    if "nan" in flags:
        args = tarball(scratch.inputs / "ok.tar.gz", [("README", "file", b"x\n")])
    else:
        args = folder(scratch.inputs / "ok", {"README": b"x\n"})
    done = run_sab("source", "add", "fine", *args, *flags, cwd=scratch.repo)
    assert done.returncode == 2 and says in done.stderr and "Traceback" not in done.stderr
    assert not (scratch.repo / "code/fine").exists()



# --- the writer's rules, in-process -------------------------------------------------------------

def test_a_repeated_name_keeps_its_last_entry_and_a_directory_may_repeat(tmp_path: Path) -> None:
    from sab.sources.archive import extract

    args = tarball(tmp_path / "dup.tar", [("pkg/d", "dir"), ("pkg/d/f", "file", b"old"), ("pkg/d", "dir"),
                                          ("pkg/d/f", "file", b"new")], "w")
    assert extract(Path(args[1]), tmp_path / "out", "dup.tar") == "pkg"
    assert (tmp_path / "out/d/f").read_bytes() == b"new"
    assert stat.S_IMODE((tmp_path / "out/d").stat().st_mode) == 0o755


def test_a_name_that_is_a_directory_and_a_file_is_refused(tmp_path: Path) -> None:
    from sab.errors import SabError
    from sab.sources.archive import extract

    args = tarball(tmp_path / "both.tar", [("pkg/x", "file", b"x"), ("pkg/x", "dir")], "w")
    with pytest.raises(SabError, match="both a directory and a file"):
        extract(Path(args[1]), tmp_path / "out", "both.tar")
    assert not list((tmp_path / "out").iterdir())


@pytest.mark.parametrize("text, size", [("1024", 1024), ("1K", 1024), ("512M", 512 * MIB), ("2G", 2 << 30),
                                        ("1.5GiB", 3 << 29), ("4 gb", 4 << 30)])
def test_sizes_are_read_in_binary_units(text: str, size: int) -> None:
    from sab.sources.unpack import parse_size

    assert parse_size(text, "--max-unpacked-bytes") == size


@pytest.mark.parametrize("target", ["nowhere", "/"])
def test_the_writer_refuses_a_link_and_directory_of_one_name_even_unchecked(tmp_path: Path, target: str) -> None:
    """Without git's object checks (a clone made elsewhere), the listing itself is refused."""
    from sab.errors import SabError
    from sab.sources.fetch import _write_blobs

    link_and_directory(tmp_path / "crafted", target)
    bare = tmp_path / "unchecked.git"
    subprocess.run(["git", "clone", "-q", "--bare", str(tmp_path / "crafted"), str(bare)], check=True, capture_output=True)
    with pytest.raises(SabError, match="lies under the symbolic link 'l'"):
        _write_blobs(bare, git(bare, "rev-parse", "main"), tmp_path / "tree", "crafted")
    assert not (tmp_path / "tree").exists()
