"""`sab source add NAME --debian PKG=VERSION`: the upstream tarball of a Debian source package.

apt fetches, under a private configuration built in a throwaway directory: its own sources list
(one `deb-src` line for the mirror and suite, signed by the Debian archive keyring), lists, cache
and an empty dpkg status. The host's apt.conf.d, sources, keys and state are neither read nor
written; only the host's proxy settings are carried over. `apt-get update` checks the suite's
Release against the keyring and the Sources index against the Release; `apt-get source
--download-only` checks the .dsc, the upstream tarball and Debian's changes against Sources. sab
then checks the .dsc against Sources' hash and every file against the .dsc's Checksums-Sha256
itself, so a file is vouched for by a signature through an unbroken chain of sha256 hashes.

The tree vendored is the upstream tarball (`.orig.tar.*`), unpacked by the same code as any
archive: what upstream released, as Debian received it. A code review compares against upstream,
not against a distribution's build of it; Debian's patches and its debian/ directory are recorded
in the pin (patch series, repack notes, the copyright record) and never applied.
"""

from __future__ import annotations

import os
import pwd
import re
import shutil
import subprocess
import tempfile
from dataclasses import dataclass
from pathlib import Path

from sab.errors import NotFoundError, SabError
from sab.fingerprint import file_sha256
from sab.model.source import DebianPin
from sab.sources import deb822
from sab.sources.archive import extract
from sab.sources.unpack import Limits
from sab.sources.fetch import Fetched
from sab.sources.license import OutsideRecord
from sab.sources.net import redact

DEFAULT_MIRROR = "http://deb.debian.org/debian"
DEFAULT_SUITE = "bookworm"
DEFAULT_KEYRING = "/usr/share/keyrings/debian-archive-keyring.gpg"
COMPONENT = "main"
APT_TIMEOUT_S = 1800
SPEC = re.compile(r"^([a-z0-9][a-z0-9+.-]+)=((?:[0-9]+:)?[0-9][A-Za-z0-9.+~:-]*)$")
# Debian's conventions for an upstream version whose tarball Debian rebuilt (DFSG-free, or repacked).
REPACK = re.compile(r"[+~](?:dfsg|ds|repack)[0-9.]*", re.I)
MIRROR_FIX = "check the network, --debian-mirror and --debian-suite (or SAB_DEBIAN_MIRROR, SAB_DEBIAN_SUITE)"


def parse_spec(spec: str) -> tuple[str, str]:
    match = SPEC.match(spec.strip())
    if not match:
        raise SabError(f"{spec!r} is not PKG=VERSION", field="--debian",
                       fix="name a Debian source package and its exact Debian version, e.g. --debian erfa=2.0.0-1")
    return match.group(1), match.group(2)


def upstream_version(version: str) -> str:
    """The upstream part of a Debian version: no epoch, no Debian revision."""
    bare = version.split(":", 1)[1] if ":" in version else version
    return bare.rsplit("-", 1)[0]


@dataclass(frozen=True)
class Suite:
    mirror: str
    suite: str
    keyring: Path

    def __str__(self) -> str:
        return f"{self.suite} {COMPONENT} of {redact(self.mirror)}"


def suite(mirror: str | None = None, name: str | None = None) -> Suite:
    """The archive to fetch from: the options, else SAB_DEBIAN_MIRROR / SAB_DEBIAN_SUITE /
    SAB_DEBIAN_KEYRING, else Debian's own mirror network at bookworm."""
    mirror = (mirror or os.environ.get("SAB_DEBIAN_MIRROR") or DEFAULT_MIRROR).rstrip("/")
    name = name or os.environ.get("SAB_DEBIAN_SUITE") or DEFAULT_SUITE
    keyring = Path(os.environ.get("SAB_DEBIAN_KEYRING") or DEFAULT_KEYRING)
    if not re.fullmatch(r"(?:https?|file)://[^\s\"\[\]]+", mirror):
        raise SabError(f"{mirror!r} is not a mirror URL", field="--debian-mirror",
                       fix="e.g. http://deb.debian.org/debian, or http://snapshot.debian.org/archive/debian/<time> "
                           "for versions no longer in a suite")
    if not re.fullmatch(r"[A-Za-z0-9][A-Za-z0-9._-]*", name):
        raise SabError(f"{name!r} is not a suite name", field="--debian-suite", fix="e.g. bookworm, trixie or sid")
    if not keyring.is_file() or re.search(r"[\s\"\]]", str(keyring)):
        raise NotFoundError("no usable archive keyring: apt could not verify the suite's Release", file=keyring,
                            fix="apt-get install debian-archive-keyring, or set SAB_DEBIAN_KEYRING to the mirror's keyring")
    return Suite(mirror, name, keyring)


def _host_proxies() -> dict[str, str]:
    """The proxies of the host's apt configuration: the private configuration leaves out the
    host's files, not the way its network is reached."""
    try:
        done = subprocess.run(["apt-config", "dump", "--format", "%f=%v%n"], capture_output=True, text=True, timeout=60)
    except (OSError, subprocess.TimeoutExpired):
        return {}
    proxies = {}
    for line in done.stdout.splitlines():
        key, sep, value = line.partition("=")
        if sep and value and re.fullmatch(r"Acquire::(?:https?|ftp)::Proxy(?:::\S+)?", key) and '"' not in value:
            proxies[key] = value
    return proxies


class PrivateApt:
    """apt-get and apt-cache under a configuration of their own, in the fresh directory `root`."""

    def __init__(self, root: Path, where: Suite) -> None:
        self.where = where
        self.downloads = root / "downloads"
        for sub in ("etc/apt.conf.d", "etc/trusted.gpg.d", "state/lists/partial", "cache/archives/partial", "log",
                    "downloads"):
            (root / sub).mkdir(parents=True, exist_ok=True)
        (root / "state/status").write_bytes(b"")
        (root / "etc/sources.list").write_text(
            f"deb-src [signed-by={where.keyring}] {where.mirror} {where.suite} {COMPONENT}\n")
        settings = {
            # Dir::Etc::main and Parts keep the host's apt.conf and apt.conf.d (hooks, pins) out.
            "Dir::Etc::main": "/dev/null",
            "Dir::Etc::Parts": root / "etc/apt.conf.d",
            "Dir::Etc::SourceList": root / "etc/sources.list",
            "Dir::Etc::SourceParts": "/dev/null",
            "Dir::Etc::Trusted": "/dev/null",
            "Dir::Etc::TrustedParts": root / "etc/trusted.gpg.d",
            "Dir::Etc::Preferences": "/dev/null",
            "Dir::Etc::PreferencesParts": "/dev/null",
            "Dir::State": root / "state",
            "Dir::State::status": root / "state/status",
            "Dir::Cache": root / "cache",
            "Dir::Log": root / "log",
            "Acquire::AllowInsecureRepositories": "false",
            "APT::Get::AllowUnauthenticated": "false",
            **_host_proxies(),
        }
        sandbox = self._sandbox(root, [root / "state/lists/partial", root / "cache/archives/partial", self.downloads])
        if sandbox:
            settings["APT::Sandbox::User"] = sandbox
        self.config = root / "etc/apt.conf"
        self.config.write_text("".join(f'{key} "{value}";\n' for key, value in settings.items()))

    @staticmethod
    def _sandbox(root: Path, writable: list[Path]) -> str | None:
        """Run as root, apt downloads as the unprivileged user _apt: hand it the directories it
        writes into (and let it reach them). Without such a user apt is told to stay root, rather
        than left to warn."""
        if os.geteuid() != 0:
            return None
        try:
            uid = pwd.getpwnam("_apt").pw_uid
        except KeyError:
            return "root"
        root.chmod(0o755)
        for directory in writable:
            os.chown(directory, uid, -1)
        return None

    def run(self, tool: str, *args: str) -> subprocess.CompletedProcess:
        env = {**os.environ, "APT_CONFIG": str(self.config), "LC_ALL": "C", "DEBIAN_FRONTEND": "noninteractive"}
        try:
            return subprocess.run([tool, "-q", *args], cwd=self.downloads, env=env, capture_output=True, text=True,
                                  timeout=APT_TIMEOUT_S)
        except FileNotFoundError:
            raise SabError(f"{tool} is not installed: --debian fetches with apt's own tools",
                           fix="run sab where apt is installed (Debian, Ubuntu), or vendor upstream's tarball "
                               "with --archive URL --sha256 HEX") from None
        except subprocess.TimeoutExpired:
            raise SabError(f"{tool} {args[0]} timed out after {APT_TIMEOUT_S} s", fix=MIRROR_FIX) from None


def _complaint(done: subprocess.CompletedProcess) -> str:
    """apt's own words for a failure: its E: lines, else its last line."""
    lines = [line.strip() for line in (done.stderr + "\n" + done.stdout).splitlines() if line.strip()]
    errors = [line[3:] for line in lines if line.startswith("E: ") and not line.startswith("E: Some index files failed")]
    return "; ".join(dict.fromkeys(errors)) or (lines[-1] if lines else f"exit status {done.returncode}")


def _versions(apt: PrivateApt, package: str) -> list[str]:
    done = apt.run("apt-cache", "showsrc", "--only-source", package)
    return list(dict.fromkeys(re.findall(r"(?m)^Version: (\S+)$", done.stdout))) if done.returncode == 0 else []


def _missing(apt: PrivateApt, package: str, version: str, done: subprocess.CompletedProcess) -> SabError:
    versions = _versions(apt, package)
    if versions:
        return NotFoundError(
            f"{package} has no version {version} in {apt.where} (apt: {_complaint(done)})", field="--debian",
            fix=f"versions there: {', '.join(versions)}; an older one may be in another suite (--debian-suite) or on "
                "snapshot.debian.org (--debian-mirror)")
    return NotFoundError(f"no source package {package!r} in {apt.where} (apt: {_complaint(done)})", field="--debian",
                         fix="check the source package's name (https://tracker.debian.org/<name>) and --debian-suite")


@dataclass(frozen=True)
class Listed:
    """One file `apt-get source --print-uris` names, with the hash the signed Sources index gives."""

    url: str
    filename: str
    sha256: str | None


def download(apt: PrivateApt, package: str, version: str) -> list[Listed]:
    """The .dsc and every file it lists, fetched and checked by apt into apt.downloads."""
    updated = apt.run("apt-get", "update", "--error-on=any")
    if updated.returncode != 0:
        raise SabError(f"apt-get update of {apt.where} failed: {_complaint(updated)}", field="--debian-mirror",
                       fix=f"{MIRROR_FIX}; nothing was written")
    wanted = f"{package}={version}"
    listed = apt.run("apt-get", "source", "--only-source", "--print-uris", wanted)
    if listed.returncode != 0:
        raise _missing(apt, package, version, listed)
    files = [Listed(url, name, digest.lower() or None) for url, name, digest in
             re.findall(r"(?m)^'([^']+)' (\S+) \d+ (?:SHA256:([0-9a-fA-F]{64}))?", listed.stdout)]
    fetched = apt.run("apt-get", "source", "--only-source", "--download-only", wanted)
    if fetched.returncode != 0:
        raise SabError(f"apt-get source {wanted} failed: {_complaint(fetched)}", field="--debian",
                       fix=f"retry; {MIRROR_FIX}; nothing was written")
    return files


def _orig(dsc: deb822.Dsc, package: str, upstream: str) -> deb822.DscFile:
    base = f"{package}_{upstream}.orig"
    tarballs = [f for f in dsc.files if f.filename.startswith(base) and not f.filename.endswith(".asc")]
    main = [f for f in tarballs if re.fullmatch(re.escape(base) + r"\.tar\.(?:gz|xz|bz2|lzma)", f.filename)]
    if not main:
        raise SabError(f"{package} {dsc.version} ships no upstream tarball (.orig.tar.*): a native package is "
                       "Debian's own tree, with no upstream release inside", field="--debian",
                       fix="vendor the project from its upstream with --git or --archive")
    extra = [f.filename for f in tarballs if f is not main[0]]
    if extra:
        raise SabError(f"{package} {dsc.version} splits upstream's code over several tarballs ({', '.join(extra)} "
                       f"beside {main[0].filename}); sab vendors one", field="--debian",
                       fix="vendor each upstream tarball as its own source with --archive URL --sha256 HEX")
    return main[0]


def _dsc(files: list[Listed], directory: Path, package: str, version: str) -> tuple[Listed, deb822.Dsc, str]:
    """The .dsc, checked against the hash Sources gives for it, then every file against the .dsc."""
    entry = next((f for f in files if f.filename.endswith(".dsc")), None)
    if entry is None or not deb822.FILENAME.match(entry.filename) or not (directory / entry.filename).is_file():
        raise SabError(f"apt-get source {package}={version} fetched no .dsc", field="--debian",
                       fix="retry; nothing was written")
    digest = file_sha256(directory / entry.filename)
    if entry.sha256 and digest != entry.sha256:
        raise SabError(f"sha256 {digest} differs from the Sources index's {entry.sha256}", file=entry.filename,
                       fix="retry; nothing was written")
    dsc = deb822.read_dsc(directory / entry.filename)
    if (dsc.source, dsc.version) != (package, version):
        raise SabError(f"describes {dsc.source} {dsc.version}, not {package} {version}", file=entry.filename,
                       fix="retry; if it persists the mirror is inconsistent (try another with --debian-mirror)")
    deb822.verify_files(dsc, directory)
    return entry, dsc, digest


def _license(record: deb822.CopyrightRecord | None) -> OutsideRecord | None:
    if record is None or record.license_name is None:
        return None
    named = record.license_name + (f", recognised as {record.license}" if record.license != record.license_name else "")
    others = f"; other upstream files there: {', '.join(record.other_licenses)}" if record.other_licenses else ""
    return OutsideRecord(record.license, "debian-copyright",
                         f"license taken from Debian's debian/copyright (Files: *, License: {named}){others}: the "
                         "upstream tree carries no license text sab recognises; read it before relying on it")


def _repack_note(version: str, marker: str, orig: str, record: deb822.CopyrightRecord | None) -> str:
    note = f"Debian repacked upstream's tarball ({marker!r} in {version}): the tree is Debian's {orig}, which may differ from upstream's release"
    if record is not None:
        note += (f"; Files-Excluded: {', '.join(record.excluded)}" if record.excluded
                 else "; debian/copyright lists no Files-Excluded")
        if record.comment:
            note += f"; its comment: {record.comment}"
    return note


def vendor_downloaded(files: list[Listed], directory: Path, package: str, version: str, where: Suite,
                      dest: Path, limits: Limits | None = None) -> Fetched:
    """Verify what apt downloaded into `directory`, unpack the upstream tarball into `dest` and
    read Debian's record of it."""
    entry, dsc, dsc_sha256 = _dsc(files, directory, package, version)
    upstream = upstream_version(version)
    orig = _orig(dsc, package, upstream)
    prefix = extract(directory / orig.filename, dest, orig.filename, limits)
    changes = dsc.changes()
    texts = deb822.debian_texts(directory / changes.filename) if changes else {}
    record = deb822.read_copyright(texts.get(deb822.COPYRIGHT, ""))
    marker = REPACK.search(upstream)
    warnings = [_repack_note(version, marker.group(0), orig.filename, record)] if marker else []
    if changes and changes.filename.endswith(".diff.gz"):
        warnings.append(f"Debian's {changes.filename} (its changes to upstream's files and its debian/ directory) "
                        "is recorded, not applied")
    pin = DebianPin(
        kind="debian", package=package, version=version, upstream_version=upstream, mirror=redact(where.mirror),
        suite=where.suite, url=redact(entry.url), homepage=dsc.homepage, dsc_filename=entry.filename,
        dsc_sha256=dsc_sha256, orig_filename=orig.filename, orig_sha256=orig.sha256,
        debian_filename=changes.filename if changes else None, debian_sha256=changes.sha256 if changes else None,
        strip_prefix=prefix, repacked=marker is not None, repack_excluded=list(record.excluded) if record else [],
        patches_not_applied=deb822.patch_series(texts.get(deb822.SERIES, "")),
    )
    return Fetched(pin, warnings, description=deb822.synopsis(texts.get(deb822.CONTROL, "")),
                   outside_license=_license(record))


def fetch_debian(spec: str, mirror: str | None, suite_name: str | None, dest: Path,
                 limits: Limits | None = None) -> Fetched:
    package, version = parse_spec(spec)
    where = suite(mirror, suite_name)
    # Outside the repository: the _apt user must reach it, and a staging directory under code/ is private.
    scratch = Path(tempfile.mkdtemp(prefix="sab-apt-"))
    try:
        apt = PrivateApt(scratch, where)
        files = download(apt, package, version)
        return vendor_downloaded(files, apt.downloads, package, version, where, dest, limits)
    finally:
        shutil.rmtree(scratch, ignore_errors=True)
