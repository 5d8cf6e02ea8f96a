"""Offline base images: `sab images bootstrap` (docs/docker.md).

Leaf Dockerfiles take their base as the build argument BASE_IMAGE, whose default is a pinned
public image. A machine that reaches no image registry (an air-gapped cluster, or CI here) builds
its own base instead: debootstrap makes a minimal Debian root filesystem from the Debian mirror
apt already uses, with python3, numpy, make, gcc and gfortran, and the engine loads it with
`docker import` (the Engine API's import endpoint). sab then passes it as BASE_IMAGE whenever
`$SAB_BASE_IMAGE` or `[tool.sab] base_image` names it, and builds leaves with no network at all.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Callable

from sab.errors import SabError

DEFAULT_SUITE = "bookworm"
# python3-venv and ca-certificates serve leaves with dependencies (their Dockerfiles' block makes a
# virtual environment and installs pins from the package index over TLS).
PACKAGES = ("python3", "python3-numpy", "python3-venv", "ca-certificates", "make", "gcc", "gfortran", "libc6-dev")
# Certificate authorities this host trusts beyond Debian's (a TLS-inspecting proxy's, say): the
# base image trusts them too, so a build reaches the package index exactly as the host does.
LOCAL_AUTHORITIES = Path("/usr/local/share/ca-certificates")
LABEL = "org.sciaccel.sab.base"
SOURCES = (Path("/etc/apt/sources.list.d/debian.sources"), Path("/etc/apt/sources.list"))
# Downloaded packages and index files (their directories stay, so apt-get still works) and
# documentation: nothing a build reads; left out of the image as slim images do.
SLIM_FILES = ("var/cache/apt/archives", "var/lib/apt/lists")
SLIM_TREES = ("usr/share/doc", "usr/share/man", "usr/share/info")
CONTAINER_PATH = "/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin"

Progress = Callable[[str], None]


def default_tag(suite: str = DEFAULT_SUITE) -> str:
    return f"sab-base:{suite}"


def configured_mirror(sources: tuple[Path, ...] = SOURCES) -> str | None:
    """The first Debian mirror apt is configured with (deb822 `URIs:` or a one-line `deb` entry)."""
    for path in sources:
        try:
            lines = path.read_text(encoding="utf-8", errors="replace").splitlines()
        except OSError:
            continue
        for line in lines:
            words = line.split()
            if len(words) >= 2 and words[0] == "URIs:":
                return words[1]
            if len(words) >= 3 and words[0] == "deb":
                url = next((w for w in words[1:] if "://" in w), None)
                if url:
                    return url
    return None


@dataclass(frozen=True)
class BootstrapResult:
    tag: str
    image_id: str
    created: bool
    suite: str
    mirror: str | None
    debootstrap_seconds: float = 0.0
    import_seconds: float = 0.0
    size_bytes: int = 0

    def as_dict(self) -> dict:
        return {"tag": self.tag, "image_id": self.image_id, "created": self.created, "suite": self.suite,
                "mirror": self.mirror, "debootstrap_seconds": round(self.debootstrap_seconds, 1),
                "import_seconds": round(self.import_seconds, 1), "size_bytes": self.size_bytes}


def _existing(client, tag: str) -> str:
    from docker.errors import ImageNotFound

    try:
        return client.images.get(tag).id
    except ImageNotFound:
        return ""


def _run_logged(command: list[str], what: str, progress: Progress) -> None:
    """Run a long command, its last output line as progress; its tail in the error if it fails."""
    tail: list[str] = []
    process = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True,
                               stdin=subprocess.DEVNULL)
    try:
        assert process.stdout is not None
        for line in process.stdout:
            line = line.rstrip()
            if line:
                tail = (tail + [line])[-30:]
                progress(f"{what}: {line[:100]}")
        process.wait()
    except BaseException:
        process.kill()
        process.wait()
        raise
    if process.returncode != 0:
        shown = "\n".join(f"    {line}" for line in tail)
        raise SabError(f"{what} failed (exit {process.returncode}):\n{shown}")


def _slim(rootfs: Path) -> None:
    for rel in SLIM_FILES:
        for child in (rootfs / rel).glob("*"):
            if child.is_file() and child.name != "lock":
                child.unlink()
    for rel in SLIM_TREES:
        for child in (rootfs / rel).glob("*"):
            if child.is_dir() and not child.is_symlink():
                shutil.rmtree(child)
            else:
                child.unlink()


def _trust_local_authorities(rootfs: Path, say: Progress, authorities: Path = LOCAL_AUTHORITIES) -> None:
    certificates = sorted(authorities.glob("**/*.crt")) if authorities.is_dir() else []
    if not certificates:
        return
    destination = rootfs / "usr/local/share/ca-certificates"
    destination.mkdir(parents=True, exist_ok=True)
    for certificate in certificates:
        shutil.copy(certificate, destination / certificate.name)
    _run_logged(["chroot", str(rootfs), "update-ca-certificates"], "trusting the host's local certificate authorities", say)


def bootstrap(*, tag: str | None = None, suite: str = DEFAULT_SUITE, mirror: str | None = None,
              force: bool = False, work_dir: Path | None = None, progress: Progress | None = None,
              client=None) -> BootstrapResult:
    """Build the base image `tag` from a debootstrap'd root filesystem; reuse it unless `force`."""
    from sab.runners.docker import connect

    from sab.config import configured_base_image

    say = progress or (lambda _message: None)
    tag = tag or configured_base_image() or default_tag(suite)
    client = client or connect()
    found = _existing(client, tag)
    if found and not force:
        return BootstrapResult(tag, found, False, suite, None)
    if os.geteuid() != 0:
        raise SabError("sab images bootstrap needs root (debootstrap makes device nodes and runs chroot)",
                       fix="run it as root, e.g. with sudo")
    if shutil.which("debootstrap") is None:
        raise SabError("debootstrap is not installed", fix="apt-get install debootstrap")
    mirror = mirror or configured_mirror()
    if not mirror:
        raise SabError("no Debian mirror configured for apt", field="--mirror",
                       fix="pass --mirror http://<your Debian mirror>/debian")
    repository, _, version = tag.rpartition(":")
    if not repository or "/" in version:
        repository, version = tag, "latest"
    with tempfile.TemporaryDirectory(prefix="sab-rootfs-", dir=work_dir or "/var/tmp") as tmp:
        rootfs = Path(tmp) / "rootfs"
        started = time.monotonic()
        _run_logged(["debootstrap", "--variant=minbase", f"--include={','.join(PACKAGES)}", suite, str(rootfs), mirror],
                    f"debootstrap {suite} from {mirror}", say)
        _trust_local_authorities(rootfs, say)
        _slim(rootfs)
        debootstrap_seconds = time.monotonic() - started
        started = time.monotonic()
        tarball = Path(tmp) / "rootfs.tar"
        _run_logged(["tar", "--numeric-owner", "-C", str(rootfs), "-cf", str(tarball), "."], "tar", say)
        say(f"docker import {tag} ({tarball.stat().st_size / 1e6:.0f} MB)")
        client.api.import_image(
            src=str(tarball), repository=repository, tag=version,
            changes=[f"ENV PATH={CONTAINER_PATH}", "ENV LANG=C.UTF-8", 'CMD ["/bin/bash"]',
                     f"LABEL {LABEL}.suite={suite} {LABEL}.packages={','.join(PACKAGES)}"],
        )
        import_seconds = time.monotonic() - started
    image = client.images.get(tag)
    return BootstrapResult(tag, image.id, True, suite, mirror, debootstrap_seconds, import_seconds,
                           int(image.attrs.get("Size") or 0))
