"""The files under codebase-reports/<source>/ that sab reads and writes (docs/sources.md).

- `codebase-metadata.json` (`CodebaseMetadata`): the pin, license, languages, size accounting,
  tree fingerprint, per-file manifest (so `sab source verify` can name what changed) and the
  references `references.bib` is rendered from.
- `modules.json` (`ModuleCut`): the proposed and approved cut of the source into modules, each a
  `ModuleRecord` (the same record a leaf keeps in comment/pipeline/module.json).
- `test-survey.json` (`SourceTestSurvey`): the official tests found in the source and the
  modules that draw from each.
"""

from __future__ import annotations

from typing import Annotated, Literal, Union

from pydantic import Field, NonNegativeInt, field_validator

from sab.model.base import Kebab, Strict
from sab.model.records import ModuleRecord, TestSurvey

SHA256_HEX = r"^[0-9a-f]{64}$"
FINGERPRINT = r"^(?:sha256v2|sha256):[0-9a-f]{64}$"  # the current format, or the first (sab.fingerprint)


def _reject_duplicates(values: list[str], what: str) -> None:
    duplicated = sorted({value for value in values if values.count(value) > 1})
    if duplicated:
        raise ValueError(f"duplicate {what} {duplicated}")


class GitPin(Strict):
    """A git repository at one commit; `rev` is what was asked for (branch, tag or commit)."""

    kind: Literal["git"]
    url: str
    rev: str
    commit: str = Field(pattern=r"^[0-9a-f]{40}$")
    committed_at: str | None = None


class _Unpacked(Strict):
    """An archive file pinned by its sha256, unpacked without its single top directory if any."""

    url: str
    filename: str
    sha256: str = Field(pattern=SHA256_HEX)
    strip_prefix: str | None = None


class PypiPin(_Unpacked):
    """A source distribution from a package index, at an exact version."""

    kind: Literal["pypi"]
    name: str
    version: str
    index_url: str


class ArchivePin(_Unpacked):
    """A .tar.gz, .tgz or .zip archive (URL or local path as given) with its sha256."""

    kind: Literal["archive"]


class DebianPin(Strict):
    """The upstream tarball (`.orig.tar.*`) of a Debian source package at one Debian version,
    fetched by apt from a suite whose signed Release vouches for it. Debian's own changes (the
    debian/ directory and its patches) are recorded here, never applied to the tree."""

    kind: Literal["debian"]
    package: str = Field(description="the Debian source package")
    version: str = Field(description="the Debian version (epoch and revision included)")
    upstream_version: str = Field(description="the version of the upstream tarball Debian ships")
    mirror: str
    suite: str
    url: str = Field(description="where the .dsc was fetched from")
    homepage: str | None = Field(default=None, description="upstream's home page, as the .dsc gives it")
    dsc_filename: str
    dsc_sha256: str = Field(pattern=SHA256_HEX)
    orig_filename: str
    orig_sha256: str = Field(pattern=SHA256_HEX)
    debian_filename: str | None = Field(default=None, description="Debian's changes: .debian.tar.* or .diff.gz")
    debian_sha256: str | None = Field(default=None, pattern=SHA256_HEX)
    strip_prefix: str | None = None
    repacked: bool = Field(description="Debian rebuilt upstream's tarball (+dfsg, +ds or +repack in the version)")
    repack_excluded: list[str] = Field(default_factory=list, description="debian/copyright's Files-Excluded")
    patches_not_applied: list[str] = Field(default_factory=list, description="debian/patches/series, in order")


class DirPin(Strict):
    """A copy of a local directory: pinned only by the tree fingerprint."""

    kind: Literal["dir"]
    path: str


class FirstPartyPin(Strict):
    """A tree written for this repository and recorded where it lives (`sab source add --in-place`)."""

    kind: Literal["first-party"]
    url: str = Field(description="the repository's own git URL ([tool.sab] git_url)")
    path: str = Field(description="code/<name>, relative to the repository root")


Pin = Annotated[Union[GitPin, PypiPin, ArchivePin, DebianPin, DirPin, FirstPartyPin], Field(discriminator="kind")]
PIN_KINDS = ("git", "pypi", "archive", "debian", "dir", "first-party")


class LicenseFile(Strict):
    path: str = Field(description="relative to code/<name>/")
    license: str = Field(description="SPDX id recognised in the file, or 'unknown'")


class ExtensionSize(Strict):
    files: NonNegativeInt
    lines: NonNegativeInt
    bytes: NonNegativeInt


class LanguageSize(Strict):
    kind: Literal["code", "build", "docs", "data", "other"]
    files: NonNegativeInt
    lines: NonNegativeInt
    test_files: NonNegativeInt
    test_lines: NonNegativeInt


class SizeAccount(Strict):
    """Physical lines of text files; binary files are counted but have no lines.

    source_lines and test_lines count code and build files (languages of kind code or build),
    split by the test rule; other_lines counts documentation, data and unrecognised text.
    """

    files: NonNegativeInt
    bytes: NonNegativeInt
    binary_files: NonNegativeInt
    lines: NonNegativeInt
    source_lines: NonNegativeInt
    test_lines: NonNegativeInt
    other_lines: NonNegativeInt
    by_extension: dict[str, ExtensionSize]
    by_language: dict[str, LanguageSize]


class FileEntry(Strict):
    path: str
    sha256: str = Field(pattern=SHA256_HEX, description="of the content, or of 'symlink:<target>'")
    executable: bool = False
    symlink: bool = False


class Reference(Strict):
    """One BibTeX entry: `@<type>{<key>, <field> = {<value>}, ...}`."""

    key: str = Field(pattern=r"^[A-Za-z0-9_:.+-]+$")
    type: str = Field(pattern=r"^[a-z]+$", description="article, book, inproceedings, misc, software, ...")
    fields: dict[str, str] = Field(min_length=1)

    @field_validator("fields")
    @classmethod
    def _fields_sound(cls, fields: dict[str, str]) -> dict[str, str]:
        for name, value in fields.items():
            if not name.isidentifier() or name.lower() != name:
                raise ValueError(f"field name {name!r} must be a lower-case identifier such as title or doi")
            depth = 0
            for char in value:
                depth += {"{": 1, "}": -1}.get(char, 0)
                if depth < 0:
                    break
            if depth != 0:
                raise ValueError(f"field {name!r} has unbalanced braces")
        return fields


LicenseOrigin = Literal["license-file", "spdx-header", "package-metadata", "debian-copyright", "declared", "none"]


class CodebaseMetadata(Strict):
    """codebase-metadata.json: everything recorded about one vendored source."""

    name: Kebab
    description: str = ""
    pin: Pin
    recorded_at: str
    recorded_with: str = Field(description="sab version that recorded the tree")
    fingerprint: str = Field(pattern=FINGERPRINT, description="tree fingerprint of code/<name>/ (docs/sources.md): sha256v2:<hex>; sha256:<hex> is the first format")
    license: str = Field(description="SPDX expression, or 'unknown'")
    license_origin: LicenseOrigin
    license_files: list[LicenseFile] = Field(default_factory=list)
    languages: list[str] = Field(default_factory=list, description="programming languages by lines, largest first")
    size: SizeAccount
    files: list[FileEntry]
    references: list[Reference] = Field(default_factory=list)
    warnings: list[str] = Field(default_factory=list)

    @field_validator("references")
    @classmethod
    def _unique_keys(cls, references: list[Reference]) -> list[Reference]:
        _reject_duplicates([reference.key for reference in references], "reference keys")
        return references


class ModuleCut(Strict):
    """modules.json: the cut of a source into modules, proposed then approved by a curator."""

    source: Kebab
    modules: list[ModuleRecord] = Field(default_factory=list)

    @field_validator("modules")
    @classmethod
    def _unique_modules(cls, modules: list[ModuleRecord]) -> list[ModuleRecord]:
        _reject_duplicates([module.module for module in modules], "modules")
        return modules

    def get(self, slug: str) -> ModuleRecord | None:
        return next((module for module in self.modules if module.module == slug), None)


class SourceTestSurvey(TestSurvey):
    """test-survey.json of a source: every test found, `used_by` naming the modules that draw
    from it and `reasons` saying why (declared in modules.json, inside the module's paths, or
    mentioning one of its files)."""

    surveyed_at: str
