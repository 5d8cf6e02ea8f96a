"""Getting an upstream tree into an empty directory, byte-identically, and saying what was pinned.

- git: a bare clone, the revision resolved to its 40-hex commit, then every blob of the commit's
  tree written exactly as stored (`git cat-file`), with its executable bit; symbolic links stay
  links; submodules are not vendored (a warning names each). No checkout happens, so no
  `.gitattributes` filter, end-of-line conversion or export rule can rewrite a file.
- pypi: the sdist of NAME==VERSION found through pip's configured index, its sha256 checked
  against the index's, unpacked.
- archive: a local path or URL, its sha256 checked before anything is unpacked.
- debian: the upstream tarball of a Debian source package, fetched by apt (`sab.sources.debian`).
- dir: a copy of a local directory (version-control metadata .git/.hg/.svn and generated caches
  excluded), regular files and symbolic links as they are.
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
from dataclasses import dataclass, field
from pathlib import Path

from sab.errors import NotFoundError, SabError
from sab.fingerprint import file_sha256, is_cache
from sab.model.source import ArchivePin, DirPin, GitPin, PypiPin
from sab.sources.archive import extract
from sab.sources.index import find_sdist, parse_requirement
from sab.sources.license import OutsideRecord
from sab.sources.net import download, redact

VCS_DIRS = frozenset({".git", ".hg", ".svn"})
GIT_TIMEOUT_S = 1800


@dataclass
class Fetched:
    pin: object
    warnings: list[str] = field(default_factory=list)
    description: str = ""
    outside_license: OutsideRecord | None = None  # what a distributor records, if the tree says nothing


def _git(*args: str, cwd: Path | None = None, input: bytes | None = None) -> subprocess.CompletedProcess:
    env = {**os.environ, "GIT_TERMINAL_PROMPT": "0", "GIT_ASKPASS": "true", "LC_ALL": "C"}
    try:
        return subprocess.run(["git", *args], cwd=cwd, capture_output=True, env=env, timeout=GIT_TIMEOUT_S, input=input)
    except FileNotFoundError:
        raise SabError("git is not installed", fix="install git and retry") from None
    except subprocess.TimeoutExpired:
        raise SabError(f"git {args[0]} timed out after {GIT_TIMEOUT_S} s", fix="check the URL and the network") from None


def _git_error(done: subprocess.CompletedProcess) -> str:
    lines = [line for line in done.stderr.decode("utf-8", "replace").splitlines() if line.strip()]
    return lines[-1].strip() if lines else f"exit status {done.returncode}"


def _write_blobs(repo: Path, commit: str, dest: Path) -> list[str]:
    """Write every blob of `commit` into `dest`; returns warnings (submodules)."""
    listing = _git("ls-tree", "-r", "-z", "--full-tree", commit, cwd=repo)
    if listing.returncode != 0:
        raise SabError(f"cannot list the tree of {commit}: {_git_error(listing)}")
    entries = []
    warnings = []
    for record in listing.stdout.split(b"\0"):
        if not record:
            continue
        meta, _, path = record.partition(b"\t")
        mode, kind, sha = meta.decode().split()
        rel = path.decode("utf-8", "surrogateescape")
        if kind == "commit":
            warnings.append(f"submodule {rel} (commit {sha}) is not vendored; vendor it as its own source if the module needs it")
            continue
        entries.append((mode, sha, rel))
    if not entries:
        return warnings
    batch = subprocess.Popen(["git", "cat-file", "--batch"], cwd=repo, stdin=subprocess.PIPE, stdout=subprocess.PIPE)
    try:
        for mode, sha, rel in entries:
            batch.stdin.write(sha.encode() + b"\n")
            batch.stdin.flush()
            header = batch.stdout.readline().split()
            size = int(header[2])
            content = batch.stdout.read(size)
            batch.stdout.read(1)
            target = dest / rel
            target.parent.mkdir(parents=True, exist_ok=True)
            if mode == "120000":
                os.symlink(content.decode("utf-8", "surrogateescape"), target)
            else:
                target.write_bytes(content)
                target.chmod(0o755 if mode == "100755" else 0o644)
    finally:
        batch.stdin.close()
        batch.wait(timeout=60)
    return warnings


def fetch_git(url: str, rev: str, dest: Path, work: Path) -> Fetched:
    repo = work / "repo.git"
    done = _git("clone", "--bare", "--quiet", url, str(repo))
    if done.returncode != 0:
        raise SabError(f"git clone failed: {_git_error(done)}", file=redact(url), fix="check the URL (a path or file:// URL works for a local repository)")
    resolved = _git("rev-parse", "--verify", "--quiet", f"{rev}^{{commit}}", cwd=repo)
    if resolved.returncode != 0 and re.fullmatch(r"[0-9a-fA-F]{7,40}", rev):
        _git("fetch", "--quiet", "origin", rev, cwd=repo)  # a commit no branch or tag reaches
        resolved = _git("rev-parse", "--verify", "--quiet", f"{rev}^{{commit}}", cwd=repo)
    if resolved.returncode != 0:
        raise SabError(f"revision {rev!r} not found in {redact(url)}", field="--rev",
                       fix="name a branch, a tag or a commit of that repository")
    commit = resolved.stdout.decode().strip()
    date = _git("show", "-s", "--format=%cI", commit, cwd=repo).stdout.decode().strip() or None
    warnings = _write_blobs(repo, commit, dest)
    return Fetched(GitPin(kind="git", url=redact(url), rev=rev, commit=commit, committed_at=date), warnings)


def _pkg_summary(tree: Path) -> str:
    pkg_info = tree / "PKG-INFO"
    if not pkg_info.is_file():
        return ""
    match = re.search(r"(?m)^Summary:\s*(.+)$", pkg_info.read_text(encoding="utf-8", errors="replace").split("\n\n", 1)[0])
    return match.group(1).strip() if match else ""


def fetch_pypi(spec: str, dest: Path, work: Path) -> Fetched:
    name, version = parse_requirement(spec)
    sdist = find_sdist(name, version)
    archive = work / sdist.filename
    actual = download(sdist.url, archive)
    if sdist.sha256 and actual != sdist.sha256.lower():
        raise SabError(f"{sdist.filename}: sha256 {actual} differs from the index's {sdist.sha256}",
                       file=redact(sdist.url), fix="retry; if it persists the index or a proxy serves a different file")
    prefix = extract(archive, dest, sdist.filename)
    pin = PypiPin(kind="pypi", name=name, version=version, index_url=sdist.index_url, filename=sdist.filename,
                  url=redact(sdist.url), sha256=actual, strip_prefix=prefix)
    return Fetched(pin, description=_pkg_summary(dest))


def _check_sha256(value: str) -> str:
    text = value.lower().removeprefix("sha256:")
    if not re.fullmatch(r"[0-9a-f]{64}", text):
        raise SabError(f"{value!r} is not a sha256 (64 hex digits)", field="--sha256",
                       fix="give the archive's checksum, e.g. from `sha256sum FILE`")
    return text


def fetch_archive(location: str, sha256: str, dest: Path, work: Path) -> Fetched:
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
    prefix = extract(archive, dest, shown)
    return Fetched(ArchivePin(kind="archive", url=shown, filename=filename, sha256=actual, strip_prefix=prefix))


def copy_dir(location: str, dest: Path) -> Fetched:
    source = Path(location).expanduser().resolve()
    if not source.is_dir():
        raise NotFoundError("no such directory", file=location, fix="give the path of the source tree")
    skipped = []
    for dirpath, dirnames, filenames in os.walk(source):
        here = Path(dirpath)
        rel_dir = here.relative_to(source)
        keep = []
        for name in dirnames:
            if name in VCS_DIRS or is_cache(name):
                skipped.append((rel_dir / name).as_posix())
            elif (here / name).is_symlink():
                filenames.append(name)  # a link to a directory is copied as a link
            else:
                keep.append(name)
        dirnames[:] = keep
        (dest / rel_dir).mkdir(parents=True, exist_ok=True)
        for name in filenames:
            origin, target = here / name, dest / rel_dir / name
            if is_cache(name):
                skipped.append((rel_dir / name).as_posix())
            elif origin.is_symlink():
                os.symlink(os.readlink(origin), target)
            elif origin.is_file():
                shutil.copyfile(origin, target)
                target.chmod(0o755 if origin.stat().st_mode & 0o111 else 0o644)
            else:
                raise SabError(f"{origin} is not a regular file, link or directory", fix="remove it from the directory first")
    warnings = ["a local directory has no upstream pin: prefer --git, --pypi or --archive so others can reproduce it"]
    if skipped:
        warnings.append(f"not copied (version control or caches): {', '.join(sorted(skipped)[:10])}")
    return Fetched(DirPin(kind="dir", path=str(source)), warnings)
