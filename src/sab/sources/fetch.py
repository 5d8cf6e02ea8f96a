"""Getting an upstream tree into an empty directory, byte-identically, and saying what was pinned.

- git: a bare clone with every object checked (`transfer.fsckObjects`; the URL after `--`, so it
  is never read as an option), the revision resolved to its 40-hex commit, then every blob of
  the commit's tree written exactly as stored (`git cat-file`), with its executable bit;
  symbolic links stay links when they stay inside the tree; submodules are not vendored (a
  warning names each). No checkout happens, so no `.gitattributes` filter, end-of-line
  conversion or export rule can rewrite a file.
- pypi: the sdist of NAME==VERSION found through pip's configured index, its sha256 checked
  against the index's, unpacked.
- archive: a local path or URL, its sha256 checked before anything is unpacked.
- debian: the upstream tarball of a Debian source package, fetched by apt (`sab.sources.debian`).
- dir: a copy of a local directory (version-control metadata .git/.hg/.svn and generated caches
  excluded), regular files and symbolic links as they are; a directory that holds the
  repository is refused.

Archives, git trees and directories are all written by `sab.sources.unpack.write_tree`: one
rule for paths and links, and the same caps on size and file count.
"""

from __future__ import annotations

import os
import re
import stat
import subprocess
from dataclasses import dataclass, field
from pathlib import Path, PurePosixPath

from sab.errors import NotFoundError, SabError
from sab.fingerprint import file_sha256, is_cache
from sab.model.source import ArchivePin, DirPin, GitPin, PypiPin
from sab.sources.archive import extract
from sab.sources.index import find_sdist, parse_requirement
from sab.sources.license import OutsideRecord
from sab.sources.net import download, redact
from sab.sources.unpack import LINK_MAX, Budget, Entry, Limits, safe_path, write_tree

VCS_DIRS = frozenset({".git", ".hg", ".svn"})
GIT_TIMEOUT_S = 1800


@dataclass
class Fetched:
    pin: object
    warnings: list[str] = field(default_factory=list)
    description: str = ""
    outside_license: OutsideRecord | None = None  # what a distributor records, if the tree says nothing


# Every git command: objects are checked as they arrive (a tree naming `l` both as a link and as
# a directory, or holding `..` or `.git`, is refused by the clone), and the `ext::` transport,
# which runs a command named in the URL, is off whatever the user's configuration says.
GIT_SAFETY = ("-c", "transfer.fsckObjects=true", "-c", "fetch.fsckObjects=true", "-c", "protocol.ext.allow=never")
_MODES = {"100644": False, "100664": False, "100755": True}


def _git_env() -> dict[str, str]:
    return {**os.environ, "GIT_TERMINAL_PROMPT": "0", "GIT_ASKPASS": "true", "LC_ALL": "C"}


def _git(*args: str, cwd: Path | None = None, input: bytes | None = None) -> subprocess.CompletedProcess:
    try:
        return subprocess.run(["git", *GIT_SAFETY, *args], cwd=cwd, capture_output=True, env=_git_env(),
                              timeout=GIT_TIMEOUT_S, input=input)
    except FileNotFoundError:
        raise SabError("git is not installed", fix="install git and retry") from None
    except subprocess.TimeoutExpired:
        raise SabError(f"git {args[0]} timed out after {GIT_TIMEOUT_S} s", fix="check the URL and the network") from None


def _git_error(done: subprocess.CompletedProcess) -> str:
    """What went wrong, in one line: git's first `error:` (an object check names the object and
    the fault there), else its last line."""
    lines = [line.strip() for line in done.stderr.decode("utf-8", "replace").splitlines() if line.strip()]
    errors = [line for line in lines if line.startswith("error:")]
    line = (errors or lines or [f"exit status {done.returncode}"])[0 if errors else -1]
    return line.removeprefix("error: ").removeprefix("fatal: ")


def _records(stream, size: int = 1 << 16):
    """The NUL-terminated records of a stream, read as they come."""
    pending = b""
    while block := stream.read(size):
        pending += block
        *done, pending = pending.split(b"\0")
        yield from done
    if pending:
        yield pending


def _list_tree(repo: Path, commit: str, shown: str, budget: Budget) -> tuple[list[tuple[str, str, int, str]], list[str]]:
    """(mode, blob, size, path) of every blob of `commit`, and a warning per submodule. The
    listing is read as git writes it, so a tree naming a million files stops at the cap."""
    listing = subprocess.Popen(["git", *GIT_SAFETY, "ls-tree", "-r", "-z", "-l", "--full-tree", commit], cwd=repo,
                               stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, env=_git_env())
    entries, warnings = [], []
    try:
        for record in _records(listing.stdout):
            meta, _, raw = record.partition(b"\t")
            mode, kind, sha, size = meta.decode("ascii", "replace").split()
            rel = raw.decode("utf-8", "surrogateescape")
            if kind == "commit":
                warnings.append(f"submodule {rel} (commit {sha}) is not vendored; vendor it as its own source if the module "
                                "needs it")
                continue
            if kind != "blob" or (mode != "120000" and mode not in _MODES):
                raise SabError(f"{rel!r} has the unknown mode {mode} ({kind})", file=shown, fix="vendor a well-formed tree")
            budget.count("link" if mode == "120000" else "file", int(size))
            entries.append((mode, sha, int(size), rel))
    finally:
        if listing.poll() is None:
            listing.kill()
        listing.stdout.close()
        status = listing.wait()
    if status != 0:
        raise SabError(f"cannot list the tree of {commit}", file=shown)
    return entries, warnings


class _Blobs:
    """Blobs read one after the other from one `git cat-file --batch`."""

    def __init__(self, repo: Path, shown: str) -> None:
        self.shown = shown
        self.batch = subprocess.Popen(["git", *GIT_SAFETY, "cat-file", "--batch"], cwd=repo, stdin=subprocess.PIPE,
                                      stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, env=_git_env())

    def open(self, sha: str, size: int) -> "_Blob":
        self.batch.stdin.write(sha.encode() + b"\n")
        self.batch.stdin.flush()
        header = self.batch.stdout.readline().split()
        if len(header) != 3 or header[1] != b"blob" or int(header[2]) != size:
            raise SabError(f"git could not read blob {sha}", file=self.shown, fix="vendor a complete repository")
        return _Blob(self.batch.stdout, size)

    def read(self, sha: str, size: int) -> bytes:
        with self.open(sha, size) as blob:
            return blob.read(size)

    def close(self) -> None:
        self.batch.stdin.close()
        self.batch.stdout.close()
        try:
            self.batch.wait(timeout=60)
        except subprocess.TimeoutExpired:
            self.batch.kill()
            self.batch.wait()


class _Blob:
    """One blob of the batch's output: `size` bytes, then the newline git adds."""

    def __init__(self, stream, size: int) -> None:
        self.stream, self.left = stream, size

    def read(self, size: int = -1) -> bytes:
        size = self.left if size < 0 else min(size, self.left)
        data = self.stream.read(size) if size else b""
        self.left -= len(data)
        return data

    def __enter__(self) -> "_Blob":
        return self

    def __exit__(self, *exc) -> None:
        while self.left and self.read(1 << 20):
            pass
        self.stream.read(1)


def _write_blobs(repo: Path, commit: str, dest: Path, shown: str, limits: Limits | None = None) -> list[str]:
    """Write every blob of `commit` into `dest` under the rules of `sab.sources.unpack`; returns
    warnings (submodules)."""
    listed, warnings = _list_tree(repo, commit, shown, Budget(limits, shown))
    if not listed:
        return warnings
    blobs = _Blobs(repo, shown)
    try:
        entries = []
        for mode, sha, size, rel in listed:
            path = safe_path(rel, shown)
            if mode == "120000":
                if size > LINK_MAX:
                    raise SabError(f"symbolic link {rel!r} has a {size}-byte target", file=shown, fix="vendor a well-formed tree")
                target = blobs.read(sha, size).decode("utf-8", "surrogateescape")
                entries.append(Entry(path, "link", size, target=target))
            else:
                entries.append(Entry(path, "file", size, _MODES[mode], lambda sha=sha, size=size: blobs.open(sha, size)))
        write_tree(entries, dest, shown)
    finally:
        blobs.close()
    return warnings


def fetch_git(url: str, rev: str, dest: Path, work: Path, limits: Limits | None = None) -> Fetched:
    if re.search(r"[\x00-\x1f\x7f]", url):
        raise SabError(f"the URL {url!r} holds a control character", field="--git", fix="give the repository's URL as it is")
    repo = work / "repo.git"
    shown = redact(url)
    # `--` : a URL is never read as an option (`--upload-pack=...`); `--no-local`: a repository
    # given as a path is fetched through git's transport too, so its objects are checked as well.
    done = _git("clone", "--bare", "--quiet", "--no-local", "--", url, str(repo))
    if done.returncode != 0:
        raise SabError(f"git clone failed: {_git_error(done)}", file=shown, fix="check the URL (a path or file:// URL works for a local repository)")
    resolved = _git("rev-parse", "--verify", "--quiet", "--end-of-options", f"{rev}^{{commit}}", cwd=repo)
    if resolved.returncode != 0 and re.fullmatch(r"[0-9a-fA-F]{7,40}", rev):
        _git("fetch", "--quiet", "--", "origin", rev, cwd=repo)  # a commit no branch or tag reaches
        resolved = _git("rev-parse", "--verify", "--quiet", "--end-of-options", f"{rev}^{{commit}}", cwd=repo)
    if resolved.returncode != 0:
        raise SabError(f"revision {rev!r} not found in {shown}", field="--rev",
                       fix="name a branch, a tag or a commit of that repository")
    commit = resolved.stdout.decode().strip()
    date = _git("show", "-s", "--format=%cI", commit, cwd=repo).stdout.decode().strip() or None
    warnings = _write_blobs(repo, commit, dest, shown, limits)
    return Fetched(GitPin(kind="git", url=shown, rev=rev, commit=commit, committed_at=date), warnings)


def _pkg_summary(tree: Path) -> str:
    pkg_info = tree / "PKG-INFO"
    if not pkg_info.is_file():
        return ""
    match = re.search(r"(?m)^Summary:\s*(.+)$", pkg_info.read_text(encoding="utf-8", errors="replace").split("\n\n", 1)[0])
    return match.group(1).strip() if match else ""


def fetch_pypi(spec: str, dest: Path, work: Path, limits: Limits | None = None) -> Fetched:
    name, version = parse_requirement(spec)
    sdist = find_sdist(name, version)
    archive = work / sdist.filename
    actual = download(sdist.url, archive)
    if sdist.sha256 and actual != sdist.sha256.lower():
        raise SabError(f"{sdist.filename}: sha256 {actual} differs from the index's {sdist.sha256}",
                       file=redact(sdist.url), fix="retry; if it persists the index or a proxy serves a different file")
    prefix = extract(archive, dest, sdist.filename, limits)
    pin = PypiPin(kind="pypi", name=name, version=version, index_url=sdist.index_url, filename=sdist.filename,
                  url=redact(sdist.url), sha256=actual, strip_prefix=prefix)
    return Fetched(pin, description=_pkg_summary(dest))


def _check_sha256(value: str) -> str:
    text = value.lower().removeprefix("sha256:")
    if not re.fullmatch(r"[0-9a-f]{64}", text):
        raise SabError(f"{value!r} is not a sha256 (64 hex digits)", field="--sha256",
                       fix="give the archive's checksum, e.g. from `sha256sum FILE`")
    return text


def fetch_archive(location: str, sha256: str, dest: Path, work: Path, limits: Limits | None = None) -> Fetched:
    expected = _check_sha256(sha256)
    if re.match(r"^[a-z][a-z0-9+.-]*://", location):
        filename = location.split("?", 1)[0].rstrip("/").rsplit("/", 1)[-1] or "archive"
        archive = work / filename
        actual = download(location, archive)
        shown = redact(location)
    else:
        archive = Path(location).expanduser()
        if not archive.is_file():
            raise NotFoundError("no such archive", file=location, fix="give the path or URL of a .tar.gz, .tgz or .zip")
        filename, actual, shown = archive.name, file_sha256(archive), location
    if actual != expected:
        raise SabError(f"sha256 mismatch: expected {expected}, got {actual}", file=shown, field="--sha256",
                       fix="check the archive and its published checksum; nothing was written")
    prefix = extract(archive, dest, shown, limits)
    return Fetched(ArchivePin(kind="archive", url=shown, filename=filename, sha256=actual, strip_prefix=prefix))


def _open_regular(path: Path):
    """`path` opened for reading, refused unless it is still the regular file it was listed as."""
    fd = os.open(path, os.O_RDONLY | os.O_NOFOLLOW | os.O_NONBLOCK | os.O_CLOEXEC)
    if not stat.S_ISREG(os.fstat(fd).st_mode):
        os.close(fd)
        raise SabError(f"{path} changed while it was copied", fix="do not change a folder while it is copied")
    return os.fdopen(fd, "rb")


def _walk(source: Path, budget: Budget, skipped: list[str]) -> list[Entry]:
    """Every directory, regular file and link under `source`, without following a link."""
    entries = []
    pending = [PurePosixPath()]
    while pending:
        rel = pending.pop()
        with os.scandir(source.joinpath(*rel.parts)) as listing:
            children = sorted(listing, key=lambda child: child.name)
        for child in children:
            path = rel / child.name
            if child.is_symlink():
                entry = Entry(path, "link", target=os.readlink(child.path))
            elif child.is_dir(follow_symlinks=False):
                if child.name in VCS_DIRS or is_cache(child.name):
                    skipped.append(path.as_posix())
                    continue
                pending.append(path)
                entry = Entry(path, "dir")
            elif is_cache(child.name):
                skipped.append(path.as_posix())
                continue
            elif child.is_file(follow_symlinks=False):
                info = child.stat(follow_symlinks=False)
                entry = Entry(path, "file", info.st_size, bool(info.st_mode & 0o111),
                              lambda origin=Path(child.path): _open_regular(origin))
            else:
                raise SabError(f"{child.path} is not a regular file, link or directory", fix="remove it from the directory first")
            budget.count(entry.kind, len(entry.target) if entry.kind == "link" else entry.size)
            entries.append(entry)
    return entries


def copy_dir(location: str, dest: Path, root: Path | None = None, limits: Limits | None = None) -> Fetched:
    """Copy the folder `location` under the rules of `sab.sources.unpack`; a folder that holds
    the repository `root` (whose staging area the copy lands in) is refused."""
    source = Path(location).expanduser().resolve()
    if not source.is_dir():
        raise NotFoundError("no such directory", file=location, fix="give the path of the source tree")
    if root is not None and (source == root.resolve() or source in root.resolve().parents):
        raise SabError("holds this repository, so the copy would land inside what is being copied", file=location,
                       fix="give the source tree itself, outside this repository or inside it but not around it")
    skipped: list[str] = []
    try:
        write_tree(_walk(source, Budget(limits, location), skipped), dest, location)
    except OSError as exc:
        raise SabError(f"cannot copy: {exc.strerror or exc}: {exc.filename}", file=location,
                       fix="check that every file of the folder is readable") from None
    warnings = ["a local directory has no upstream pin: prefer --git, --pypi or --archive so others can reproduce it"]
    if skipped:
        warnings.append(f"not copied (version control or caches): {', '.join(sorted(skipped)[:10])}")
    return Fetched(DirPin(kind="dir", path=str(source)), warnings)
