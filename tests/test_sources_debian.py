"""sab source add --debian: the upstream tarball of a Debian source package, fetched by apt under
a private configuration, checked against the .dsc and vendored byte-identically; Debian's record
(copyright, patches, repack) read without being applied; refusals that write nothing.

The network tests fetch from the configured mirror (deb.debian.org unless SAB_DEBIAN_MIRROR says
otherwise) and are skipped, saying why, when it cannot be reached."""

from __future__ import annotations

import json
import os
import shutil
import socket
import tarfile
import tempfile
import urllib.parse
from functools import lru_cache
from pathlib import Path, PurePosixPath

import pytest

from conftest import run_sab
from sab.config import load_settings
from sab.errors import NotFoundError, SabError
from sab.fingerprint import file_sha256
from sab.sources import deb822, debian, third_party
from sab.sources.layout import REPORT_FILES
from sab.sources.vendor import AddOptions, add_source

ERFA_ORIG_SHA256 = "e40f5175604c50c46fded7f9f76565dd5879a7f4ee27fa4484c2af217b7dfeb4"


@lru_cache(maxsize=1)
def _unreachable() -> str | None:
    """Why the Debian mirror cannot be used here, or None when it can (probed once)."""
    if shutil.which("apt-get") is None:
        return "apt-get is not installed"
    try:
        mirror = debian.suite().mirror
    except SabError as exc:
        return str(exc)
    parts = urllib.parse.urlsplit(mirror)
    if parts.scheme == "file":
        return None
    try:
        socket.create_connection((parts.hostname, parts.port or (443 if parts.scheme == "https" else 80)), timeout=10).close()
    except OSError as exc:
        return f"the Debian mirror {mirror} is unreachable ({exc})"
    return None


@pytest.fixture(scope="session")
def online() -> None:
    reason = _unreachable()
    if reason:
        pytest.skip(reason)


@pytest.fixture(scope="module")
def erfa_files(tmp_path_factory, online) -> Path:
    """erfa 2.0.0-1's .dsc and every file it lists, as apt downloads them."""
    kept = tmp_path_factory.mktemp("erfa-source")
    scratch = Path(tempfile.mkdtemp(prefix="sab-apt-test-"))
    try:
        apt = debian.PrivateApt(scratch, debian.suite())
        debian.download(apt, "erfa", "2.0.0-1")
        for path in apt.downloads.iterdir():
            shutil.copyfile(path, kept / path.name)
    finally:
        shutil.rmtree(scratch, ignore_errors=True)
    return kept


def add(repo: Path, name: str, **options) -> object:
    settings = load_settings(repo)
    return add_source(settings.root, settings.git_url, AddOptions(name, **options))


def assert_nothing_written(repo: Path, name: str) -> None:
    assert not (repo / "code" / name).exists() and not (repo / "codebase-reports" / name).exists()
    for parent in ("code", "codebase-reports"):
        assert not [p for p in (repo / parent).iterdir() if p.name.startswith(".")]


def tarball_members(archive: Path, prefix: str) -> dict[str, tuple[bytes, bool]]:
    """Every regular file of the tarball, by path under `prefix`: (content, executable)."""
    members = {}
    with tarfile.open(archive) as tar:
        for member in tar.getmembers():
            if member.isfile():
                rel = PurePosixPath(member.name).relative_to(prefix).as_posix()
                members[rel] = (tar.extractfile(member).read(), bool(member.mode & 0o111))
    return members


@pytest.mark.network
def test_erfa_upstream_tarball_vendored_byte_identically(repo: Path, erfa_files: Path) -> None:
    done = run_sab("source", "add", "erfa", "--debian", "erfa=2.0.0-1", "--json", cwd=repo)
    assert done.returncode == 0, done.stderr
    meta = json.loads((repo / "codebase-reports/erfa/codebase-metadata.json").read_text())
    pin = meta["pin"]
    assert pin["kind"] == "debian" and pin["package"] == "erfa" and pin["version"] == "2.0.0-1"
    assert pin["upstream_version"] == "2.0.0" and pin["suite"] == "bookworm" and pin["mirror"] == debian.suite().mirror
    assert pin["url"].endswith("/pool/main/e/erfa/erfa_2.0.0-1.dsc") and pin["homepage"] == "https://github.com/liberfa/erfa"
    assert pin["dsc_filename"] == "erfa_2.0.0-1.dsc" and pin["dsc_sha256"] == file_sha256(erfa_files / "erfa_2.0.0-1.dsc")
    assert pin["orig_filename"] == "erfa_2.0.0.orig.tar.gz" and pin["orig_sha256"] == ERFA_ORIG_SHA256
    assert file_sha256(erfa_files / "erfa_2.0.0.orig.tar.gz") == ERFA_ORIG_SHA256
    assert pin["debian_filename"] == "erfa_2.0.0-1.debian.tar.xz"
    assert pin["debian_sha256"] == file_sha256(erfa_files / "erfa_2.0.0-1.debian.tar.xz")
    assert pin["strip_prefix"] == "erfa-2.0.0" and pin["repacked"] is False
    assert pin["patches_not_applied"] == [] and pin["repack_excluded"] == []
    assert meta["license"] == "BSD-3-Clause" and meta["license_origin"] == "license-file"
    assert [f["path"] for f in meta["license_files"]] == ["LICENSE"]
    assert meta["languages"][0] == "C" and meta["warnings"] == []

    # Upstream's files exactly as the .orig tarball holds them; nothing of debian/ is added.
    tree = repo / "code/erfa"
    members = tarball_members(erfa_files / "erfa_2.0.0.orig.tar.gz", "erfa-2.0.0")
    vendored = sorted(p.relative_to(tree).as_posix() for p in tree.rglob("*") if p.is_file())
    assert vendored == sorted(members) and not (tree / "debian").exists()
    for rel, (data, executable) in members.items():
        assert (tree / rel).read_bytes() == data, rel
        assert os.access(tree / rel, os.X_OK) == executable, rel

    for name in REPORT_FILES:
        assert (repo / "codebase-reports/erfa" / name).stat().st_size > 0
    report = (repo / "codebase-reports/erfa/codebase-metadata.md").read_text()
    assert "| Debian version | 2.0.0-1 (bookworm) |" in report and ERFA_ORIG_SHA256 in report
    assert "| Debian patches not applied | none |" in report and "**BSD-3-Clause** (license-file)" in report
    assert "Debian version" in (repo / "codebase-reports/erfa/codebase-metadata.html").read_text()
    assert "version = {2.0.0}" in (repo / "codebase-reports/erfa/references.bib").read_text()

    verified = run_sab("source", "verify", "erfa", cwd=repo)
    assert verified.returncode == 0 and "PASS erfa" in verified.stdout
    refreshed = run_sab("source", "refresh", "erfa", cwd=repo)
    assert refreshed.returncode == 2 and "vendored (debian)" in refreshed.stderr
    listed = json.loads(run_sab("source", "list", "--json", cwd=repo).stdout)
    assert {row["source"]: row["kind"] for row in listed["sources"]}["erfa"] == "debian"


@pytest.mark.network
def test_minpack_repack_and_license_from_debian_copyright(repo: Path, online) -> None:
    meta = add(repo, "minpack", debian="minpack=19961126+dfsg1-5")
    pin = meta.pin
    assert pin.upstream_version == "19961126+dfsg1" and pin.repacked and pin.strip_prefix == "minpack-19961126"
    assert pin.orig_filename == "minpack_19961126+dfsg1.orig.tar.gz"
    # The tree ships no license text: Debian's record of it answers, and says so.
    assert meta.license == "Minpack" and meta.license_origin == "debian-copyright" and meta.license_files == []
    assert any("debian/copyright" in w and "BSD-4-clause-modified" in w for w in meta.warnings)
    assert any("repacked" in w and "+dfsg1" in w for w in meta.warnings)
    assert (repo / "code/minpack/lmdif.f").is_file() and "Fortran" in meta.languages
    assert "| repacked by Debian | yes |" in (repo / "codebase-reports/minpack/codebase-metadata.md").read_text()
    row = next(r for r in third_party.rows(repo) if r["source"] == "minpack")
    assert row["license"] == "Minpack (from debian/copyright)" and row["license_files"] == []


@pytest.mark.network
def test_dsc_verifier_names_a_changed_file(erfa_files: Path, tmp_path: Path) -> None:
    dsc = deb822.read_dsc(erfa_files / "erfa_2.0.0-1.dsc")
    assert dsc.source == "erfa" and dsc.version == "2.0.0-1" and dsc.format == "3.0 (quilt)"
    assert {f.filename for f in dsc.files} == {"erfa_2.0.0.orig.tar.gz", "erfa_2.0.0-1.debian.tar.xz"}
    deb822.verify_files(dsc, erfa_files)
    copy = tmp_path / "copy"
    shutil.copytree(erfa_files, copy)
    orig = copy / "erfa_2.0.0.orig.tar.gz"
    data = bytearray(orig.read_bytes())
    data[len(data) // 2] ^= 0x01  # one bit of one byte
    orig.write_bytes(bytes(data))
    with pytest.raises(SabError, match="differs from the .dsc's") as raised:
        deb822.verify_files(dsc, copy)
    assert raised.value.file == "erfa_2.0.0.orig.tar.gz" and ERFA_ORIG_SHA256 in str(raised.value)
    orig.unlink()
    with pytest.raises(SabError, match="not downloaded"):
        deb822.verify_files(dsc, copy)


@pytest.mark.network
def test_checksum_mismatch_after_download_writes_nothing(repo: Path, online, monkeypatch) -> None:
    real = debian.download

    def corrupting(apt, package, version):
        listed = real(apt, package, version)
        changes = next(apt.downloads.glob("*.debian.tar.xz"))
        changes.write_bytes(changes.read_bytes() + b"\0")
        return listed

    monkeypatch.setattr(debian, "download", corrupting)
    with pytest.raises(SabError, match="differs from the .dsc's") as raised:
        add(repo, "erfa", debian="erfa=2.0.0-1")
    assert raised.value.file == "erfa_2.0.0-1.debian.tar.xz"
    assert_nothing_written(repo, "erfa")


@pytest.mark.network
def test_unknown_version_and_package_write_nothing(repo: Path, online) -> None:
    done = run_sab("source", "add", "erfa", "--debian", "erfa=9.9-1", cwd=repo)
    assert done.returncode == 2 and "Traceback" not in done.stderr
    line = done.stderr.strip()
    assert line.startswith("error:") and "\n" not in line
    assert "erfa has no version 9.9-1 in bookworm" in line and "versions there: 2.0.0-1" in line
    assert_nothing_written(repo, "erfa")
    with pytest.raises(NotFoundError, match="no source package 'no-such-source-pkg'"):
        add(repo, "nothing", debian="no-such-source-pkg=1.0-1")
    assert_nothing_written(repo, "nothing")


def test_unreachable_mirror_writes_nothing(repo: Path) -> None:
    if shutil.which("apt-get") is None or not Path(debian.DEFAULT_KEYRING).is_file():
        pytest.skip("apt-get or the Debian archive keyring is not installed")
    done = run_sab("source", "add", "erfa", "--debian", "erfa=2.0.0-1", "--debian-mirror", "http://127.0.0.1:9/debian",
                   cwd=repo)
    assert done.returncode == 2 and "Traceback" not in done.stderr
    assert "apt-get update of bookworm main of http://127.0.0.1:9/debian failed" in done.stderr
    assert "check the network" in done.stderr
    assert_nothing_written(repo, "erfa")


def test_missing_apt_get_is_named(repo: Path, tmp_path: Path) -> None:
    if not Path(debian.DEFAULT_KEYRING).is_file():
        pytest.skip("the Debian archive keyring is not installed")
    done = run_sab("source", "add", "erfa", "--debian", "erfa=2.0.0-1", cwd=repo, env={"PATH": str(tmp_path)})
    assert done.returncode == 2 and "apt-get is not installed" in done.stderr and "--archive" in done.stderr
    assert_nothing_written(repo, "erfa")


@pytest.mark.parametrize("options, words", [
    ({"debian": "erfa"}, "PKG=VERSION"),
    ({"debian": "Erfa=1.0"}, "PKG=VERSION"),
    ({"debian": "erfa=2.0.0-1", "debian_mirror": "deb.debian.org/debian"}, "not a mirror URL"),
    ({"debian": "erfa=2.0.0-1", "debian_suite": "book worm"}, "not a suite name"),
    ({"dir": ".", "debian_suite": "sid"}, "go with --debian"),
    ({"debian": "erfa=2.0.0-1", "git": "x", "rev": "main"}, "exactly one"),
])
def test_bad_options_are_refused(repo: Path, options: dict, words: str) -> None:
    with pytest.raises(SabError, match=words):
        add(repo, "refused", **options)
    assert_nothing_written(repo, "refused")


def test_versions_and_repack_markers() -> None:
    assert debian.parse_spec("minpack=19961126+dfsg1-5") == ("minpack", "19961126+dfsg1-5")
    assert debian.upstream_version("1:2.0-3") == "2.0"
    assert debian.upstream_version("2.0-rc1-3") == "2.0-rc1"
    assert debian.upstream_version("19961126+dfsg1-5") == "19961126+dfsg1"
    assert debian.upstream_version("1.0") == "1.0"  # a native version has no revision
    for version, marker in (("1.2+dfsg1", "+dfsg1"), ("3.0+ds", "+ds"), ("0.9~repack2", "~repack2"), ("2.0.0", None)):
        found = debian.REPACK.search(version)
        assert (found.group(0) if found else None) == marker


def test_clearsigned_dsc_is_read(tmp_path: Path) -> None:
    digest = "ab" * 32
    dsc = tmp_path / "pkg_1.0-1.dsc"
    dsc.write_text(
        "-----BEGIN PGP SIGNED MESSAGE-----\nHash: SHA512\n\nFormat: 3.0 (quilt)\nSource: pkg\nVersion: 1.0-1\n"
        f"Checksums-Sha256:\n {digest} 12 pkg_1.0.orig.tar.xz\n {digest} 34 pkg_1.0-1.debian.tar.xz\n"
        "- -not-a-field: dash-escaped\n\n-----BEGIN PGP SIGNATURE-----\n\nAAAA\n-----END PGP SIGNATURE-----\n")
    read = deb822.read_dsc(dsc)
    assert (read.source, read.version, read.homepage) == ("pkg", "1.0-1", None)
    assert read.files == (deb822.DscFile("pkg_1.0.orig.tar.xz", 12, digest), deb822.DscFile("pkg_1.0-1.debian.tar.xz", 34, digest))
    assert read.changes().filename == "pkg_1.0-1.debian.tar.xz"
    dsc.write_text(f"Source: pkg\nVersion: 1.0-1\nChecksums-Sha256:\n {digest} 12 ../escape.tar.gz\n")
    with pytest.raises(SabError, match="malformed Checksums-Sha256"):
        deb822.read_dsc(dsc)


COPYRIGHT = """\
Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/
Upstream-Name: solver
Files-Excluded: doc/*.pdf
 vendor/blob.bin
Comment: the PDFs have no source

Files: *
Copyright: 2001 Upstream
License: GPL-2+

Files: contrib/*
Copyright: 2005 Someone
License: Expat

Files: debian/*
Copyright: 2010 Packager
License: Apache-2.0

License: GPL-2+
 This program is free software; you can redistribute it and/or modify
 it under the terms of the GNU General Public License as published by
 .
 On Debian systems the full text is in /usr/share/common-licenses/GPL-2.
"""


def test_debian_copyright_is_read() -> None:
    record = deb822.read_copyright(COPYRIGHT)
    assert record.license_name == "GPL-2+" and record.license == "GPL-2.0-or-later"
    assert record.other_licenses == ("Expat",)  # debian/* is Debian's, not upstream's
    assert record.excluded == ("doc/*.pdf", "vendor/blob.bin") and record.comment == "the PDFs have no source"
    assert deb822.read_copyright("This package was debianized by someone.\n") is None
    inline = "Format: x\n\nFiles: *\nLicense: BSD-3-clause or LGPL-2.1\n"
    assert deb822.read_copyright(inline).license == "BSD-3-Clause OR LGPL-2.1-only"
    assert deb822.read_copyright("Format: x\n\nFiles: *\nLicense: custom thing\n").license == "LicenseRef-Debian-custom-thing"


def test_debian_texts_of_both_formats(tmp_path: Path) -> None:
    import gzip
    import io

    changes = tmp_path / "pkg_1.0-1.debian.tar.xz"
    with tarfile.open(changes, "w:xz") as tar:
        for name, text in (("debian/patches/series", "fix-build.patch\n# comment\nno-net.patch -p1\n"),
                           ("debian/control", "Source: pkg\n\nPackage: libpkg-dev\nDescription: solver (development files)\n"
                                              " long text\n\nPackage: libpkg1\nDescription: solver\n")):
            info = tarfile.TarInfo(name)
            info.size = len(text.encode())
            tar.addfile(info, io.BytesIO(text.encode()))
    texts = deb822.debian_texts(changes)
    assert deb822.patch_series(texts[deb822.SERIES]) == ["fix-build.patch", "no-net.patch"]
    assert deb822.synopsis(texts[deb822.CONTROL]) == "solver"
    diff = tmp_path / "pkg_1.0-1.diff.gz"
    diff.write_bytes(gzip.compress(
        b"--- pkg-1.0.orig/debian/copyright\n+++ pkg-1.0/debian/copyright\n@@ -0,0 +1,2 @@\n+Format: x\n+Upstream-Name: pkg\n"
        b"--- pkg-1.0.orig/main.c\n+++ pkg-1.0/main.c\n@@ -1 +1 @@\n-int a;\n+int b;\n"))
    assert deb822.debian_texts(diff) == {deb822.COPYRIGHT: "Format: x\nUpstream-Name: pkg\n"}
