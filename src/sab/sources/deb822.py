"""Reading what a Debian source package says about itself, without building or applying it.

- the `.dsc`: its name, version, format, home page and the sha256 and size of every file it lists;
- `debian/copyright` in the machine-readable format (DEP-5): the license of `Files: *`, and the
  Files-Excluded and Comment of a repacked upstream tarball;
- `debian/patches/series`: the patches Debian applies on top of upstream, in order;
- `debian/control`: the short description of the first binary package.

The debian/ files are read out of Debian's changes (`.debian.tar.*`, or the `.diff.gz` of the
old 1.0 format) as texts; nothing is unpacked or patched.
"""

from __future__ import annotations

import gzip
import re
import tarfile
from dataclasses import dataclass
from pathlib import Path

from sab.errors import SabError
from sab.fingerprint import file_sha256
from sab.sources.license import RULES, UNKNOWN, VERSIONED, recognise

# A file a .dsc may name: a bare file name, so nothing it lists can point outside the download.
FILENAME = re.compile(r"^[A-Za-z0-9][A-Za-z0-9.+~_-]*$")
CHANGES = re.compile(r"\.debian\.tar\.(?:gz|xz|bz2|lzma)$|\.diff\.gz$")
MEMBER_LIMIT = 1 << 20
COPYRIGHT, SERIES, CONTROL = "debian/copyright", "debian/patches/series", "debian/control"


def paragraphs(text: str) -> list[dict[str, str]]:
    """The paragraphs of a control-format text, field names lower-cased; a continuation line
    joins its field's value after a newline, without its leading space."""
    result: list[dict[str, str]] = []
    current: dict[str, str] = {}
    last = None
    for line in text.splitlines():
        if not line.strip():
            if current:
                result.append(current)
            current, last = {}, None
        elif line.startswith("#"):
            continue
        elif line[0] in " \t":
            if last is not None:
                current[last] += "\n" + line[1:]
        else:
            name, sep, value = line.partition(":")
            if sep:
                last = name.strip().lower()
                current[last] = value.strip()
    if current:
        result.append(current)
    return result


def unsigned(text: str) -> str:
    """The signed text of an OpenPGP clear-signed message (a .dsc usually is one), dash-escaping
    undone; any other text unchanged. The signature itself is not checked here: apt has already
    checked the file's hash against the suite's signed index."""
    if not text.startswith("-----BEGIN PGP SIGNED MESSAGE-----"):
        return text
    body = text.partition("\n\n")[2].split("\n-----BEGIN PGP SIGNATURE-----", 1)[0]
    return "\n".join(line[2:] if line.startswith("- ") else line for line in body.splitlines())


@dataclass(frozen=True)
class DscFile:
    filename: str
    size: int
    sha256: str


@dataclass(frozen=True)
class Dsc:
    source: str
    version: str
    format: str
    homepage: str | None
    files: tuple[DscFile, ...]

    def changes(self) -> DscFile | None:
        """Debian's changes to upstream: the .debian.tar.* (3.0 formats) or .diff.gz (1.0)."""
        return next((f for f in self.files if CHANGES.search(f.filename)), None)


def read_dsc(path: Path) -> Dsc:
    found = paragraphs(unsigned(path.read_text(encoding="utf-8", errors="replace")))
    fields = found[0] if found else {}
    files = []
    for line in fields.get("checksums-sha256", "").splitlines():
        parts = line.split()
        if not parts:
            continue
        if (len(parts) != 3 or not re.fullmatch(r"[0-9a-f]{64}", parts[0]) or not parts[1].isdigit()
                or not FILENAME.match(parts[2])):
            raise SabError(f"malformed Checksums-Sha256 line {line.strip()!r}", file=path.name,
                           fix="the mirror serves a damaged .dsc: try another with --debian-mirror")
        files.append(DscFile(parts[2], int(parts[1]), parts[0]))
    if not files:
        raise SabError("lists no Checksums-Sha256: its files cannot be verified", file=path.name,
                       fix="vendor upstream's tarball with --archive URL --sha256 HEX instead")
    return Dsc(fields.get("source", ""), fields.get("version", ""), fields.get("format", "1.0"),
               fields.get("homepage") or None, tuple(files))


def verify_files(dsc: Dsc, directory: Path) -> None:
    """Every file the .dsc lists is in `directory` with the size and sha256 the .dsc gives."""
    for entry in dsc.files:
        path = directory / entry.filename
        if not path.is_file():
            raise SabError("is listed in the .dsc but was not downloaded", file=entry.filename,
                           fix="retry; nothing was written")
        size, digest = path.stat().st_size, file_sha256(path)
        if (size, digest) != (entry.size, entry.sha256):
            raise SabError(
                f"sha256 {digest} ({size} bytes) differs from the .dsc's {entry.sha256} ({entry.size} bytes)",
                file=entry.filename,
                fix="retry; if it persists the mirror or a proxy serves a different file (try another with "
                    "--debian-mirror); nothing was written",
            )


def _added_by_diff(text: str, wanted: tuple[str, ...]) -> dict[str, str]:
    """The files under debian/ that a 1.0-format .diff.gz creates: each is one hunk of added lines."""
    found: dict[str, list[str]] = {}
    current = None
    for line in text.splitlines():
        if line.startswith("+++ "):
            path = line[4:].split("\t", 1)[0]
            rel = path.split("/", 1)[1] if "/" in path else path
            current = rel if rel in wanted else None
            if current:
                found[current] = []
        elif line.startswith("--- "):
            current = None
        elif current and line.startswith("+"):
            found[current].append(line[1:])
    return {rel: "\n".join(lines) + "\n" for rel, lines in found.items()}


def debian_texts(path: Path, wanted: tuple[str, ...] = (COPYRIGHT, SERIES, CONTROL)) -> dict[str, str]:
    """The texts of the `wanted` debian/ files in Debian's changes, read, never applied."""
    try:
        if path.name.endswith(".diff.gz"):
            with gzip.open(path, "rb") as handle:
                return _added_by_diff(handle.read(64 * MEMBER_LIMIT).decode("utf-8", "replace"), wanted)
        found = {}
        with tarfile.open(path, "r:*") as tar:
            for member in tar:
                name = member.name.removeprefix("./")
                if name in wanted and member.isfile() and member.size <= MEMBER_LIMIT:
                    found[name] = tar.extractfile(member).read().decode("utf-8", "replace")
        return found
    except (tarfile.TarError, OSError, EOFError) as exc:
        raise SabError(f"cannot read Debian's changes: {exc}", file=path.name,
                       fix="retry; if it persists the source package is damaged") from None


def patch_series(text: str) -> list[str]:
    """The patch names of a quilt series file, in order (comments and options dropped)."""
    names = []
    for line in text.splitlines():
        words = line.split("#", 1)[0].split()
        if words:
            names.append(words[0])
    return names


def synopsis(control: str) -> str:
    """The shortest one-line description of debian/control's binary packages: the others tend
    to be it plus "(development files)" or "static library"."""
    lines = [p["description"].partition("\n")[0].strip() for p in paragraphs(control)
             if "package" in p and p.get("description")]
    return min(lines, key=len, default="")


@dataclass(frozen=True)
class CopyrightRecord:
    """What debian/copyright says about the upstream tree."""

    license_name: str | None  # the License: short name of `Files: *`, as Debian wrote it
    license: str  # that license as SPDX, or 'unknown'
    other_licenses: tuple[str, ...]  # short names of other upstream files' paragraphs
    excluded: tuple[str, ...]  # Files-Excluded: what a repack left out
    comment: str


def _spdx_name(name: str) -> str:
    """A DEP-5 short name as SPDX: the GNU names with + (or-later), BSD-n-clause, Expat."""
    known = {rule.spdx.lower(): rule.spdx for rule in RULES}
    gnu = re.fullmatch(r"((?:A|L)?GPL)-(\d)(?:\.(\d))?(\+)?", name, re.I)
    if gnu:
        family, major, minor, plus = gnu.groups()
        return f"{family.upper()}-{major}.{minor or 0}-{'or-later' if plus else 'only'}"
    bsd = re.fullmatch(r"BSD-(\d)-clause", name, re.I)
    if bsd:
        return f"BSD-{bsd.group(1)}-Clause"
    if name.lower() == "expat":
        return "MIT"
    if name.lower() in known:
        return known[name.lower()]
    return "LicenseRef-Debian-" + re.sub(r"[^A-Za-z0-9.-]+", "-", name).strip("-")


def _as_spdx(short: str, text: str) -> str:
    """The license of one paragraph: its text when the text is recognised (Debian's short names
    are not always SPDX's), else its short name translated; `or`/`and` expressions part by part."""
    if text.strip():
        found = recognise(text)
        if found != UNKNOWN:
            return f"{found}-{'or-later' if short.rstrip().endswith('+') else 'only'}" if found in VERSIONED else found
    parts = re.split(r"\s+(or|and)\s+", short.strip(), flags=re.I)
    return " ".join(part.upper() if index % 2 else _spdx_name(part.strip(",")) for index, part in enumerate(parts))


def read_copyright(text: str) -> CopyrightRecord | None:
    """The upstream facts of a machine-readable debian/copyright; None for a free-form one."""
    found = paragraphs(text)
    if not found or "format" not in found[0]:
        return None
    header = found[0]
    stanzas = [p for p in found if "files" in p]
    main = next((p for p in stanzas if "*" in p["files"].split()), None)
    short = text_of = None
    license = UNKNOWN
    if main is not None and main.get("license"):
        short, _, text_of = main["license"].partition("\n")
        if not text_of.strip():  # the text sits in a stand-alone License paragraph of the same name
            text_of = next((p["license"].partition("\n")[2] for p in found
                            if "files" not in p and p.get("license", "").partition("\n")[0].strip() == short.strip()), "")
        text_of = "\n".join("" if line.strip() == "." else line for line in text_of.splitlines())
        license = _as_spdx(short, text_of)
    others = sorted({p["license"].partition("\n")[0].strip() for p in stanzas
                     if p is not main and p.get("license") and not all(f.startswith("debian/") for f in p["files"].split())}
                    - {short.strip() if short else ""})
    return CopyrightRecord(short.strip() if short else None, license, tuple(others),
                           tuple(header.get("files-excluded", "").split()),
                           " ".join(header.get("comment", "").split()))
