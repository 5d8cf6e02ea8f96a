"""`sab source add`: vendor a tree under code/<name>/ and record it in codebase-reports/<name>/.

Everything is staged in hidden temporary directories beside the targets (code/.<name>.*,
codebase-reports/.<name>.*) and renamed into place only once the tree is complete, measured
and its report rendered, so a failed download, a wrong sha256 or an interrupt writes nothing.

First-party trees (written for this repository, already at code/<name>/) are recorded with
`--in-place`: the tree is measured where it is and its pin says "first-party"; `sab source
refresh` re-measures such a tree after its authors change it. A vendored third-party tree is
never refreshed: it stays byte-identical to its pin.
"""

from __future__ import annotations

import os
import shutil
import tempfile
from dataclasses import dataclass
from pathlib import Path

from sab import __version__
from sab.clock import now
from sab.errors import ExistsError, NotFoundError, SabError
from sab.jsonio import write_json_atomic, write_text_atomic
from sab.model.source import CodebaseMetadata, FirstPartyPin
from sab.sources import fetch
from sab.sources.layout import Source, require_homes, require_name
from sab.sources.debian import fetch_debian
from sab.sources.license import OutsideRecord, detect
from sab.sources.manifest import scan
from sab.sources import report
from sab.sources.report import render_report
from sab.sources.size import languages
from sab.sources.unpack import limits

MODES = ("--git", "--pypi", "--archive", "--debian", "--dir", "--in-place")


@dataclass(frozen=True)
class AddOptions:
    name: str
    git: str | None = None
    rev: str | None = None
    pypi: str | None = None
    archive: str | None = None
    sha256: str | None = None
    dir: str | None = None
    in_place: bool = False
    license: str | None = None
    description: str | None = None
    debian: str | None = None
    debian_mirror: str | None = None
    debian_suite: str | None = None
    max_unpacked_bytes: str | None = None  # caps of sab.sources.unpack; None keeps the default
    max_files: int | None = None
    max_expansion: float | None = None


def _check_options(options: AddOptions) -> str:
    values = (options.git, options.pypi, options.archive, options.debian, options.dir, options.in_place)
    chosen = [flag for flag, value in zip(MODES, values) if value]
    if len(chosen) != 1:
        raise SabError(
            f"give exactly one of {', '.join(MODES)}" + (f" (got {', '.join(chosen)})" if chosen else ""),
            fix="--git URL --rev REV | --pypi NAME==VERSION | --archive PATH_OR_URL --sha256 HEX | --debian PKG=VERSION "
                "| --dir PATH | --in-place",
        )
    mode = chosen[0]
    if (options.rev is not None) != (mode == "--git"):
        raise SabError("--rev goes with --git, and --git needs --rev", field="--rev",
                       fix="name the branch, tag or commit to pin, e.g. --git URL --rev v1.2.0")
    if (options.sha256 is not None) != (mode == "--archive"):
        raise SabError("--sha256 goes with --archive, and --archive needs --sha256", field="--sha256",
                       fix="give the archive's published checksum (or `sha256sum FILE`)")
    if (options.debian_mirror or options.debian_suite) and mode != "--debian":
        raise SabError("--debian-mirror and --debian-suite go with --debian", field="--debian-suite",
                       fix="add --debian PKG=VERSION, or drop them")
    if options.max_expansion is not None and mode not in ("--pypi", "--archive", "--debian"):
        raise SabError("goes with --archive, --pypi or --debian (only an archive expands)",
                       field="--max-expansion", fix="drop it")
    if mode == "--in-place" and (options.max_unpacked_bytes is not None or options.max_files is not None):
        raise SabError("goes with a source to vendor; --in-place vendors nothing",
                       field="--max-files", fix="drop them")
    return mode


def _measure(source: Source, tree: Path, pin, warnings: list[str], options: AddOptions,
             description: str, references=(), outside: OutsideRecord | None = None) -> CodebaseMetadata:
    found = scan(tree)
    license = detect(tree, [entry.path for entry in found.files], outside)
    spdx, origin = license.license, license.origin
    if options.license:  # a declaration settles what detection could not
        if spdx not in ("unknown", options.license):
            said = "the license files say" if origin == "license-file" else f"{origin} gives"
            warnings = [*warnings, f"license declared as {options.license}; {said} {spdx}"]
        spdx, origin = options.license, "declared"
    else:
        warnings = [*warnings, *license.warnings]
    return CodebaseMetadata(
        name=source.name,
        description=options.description or description,
        pin=pin,
        recorded_at=now(),
        recorded_with=f"sab {__version__}",
        fingerprint=found.fingerprint,
        license=spdx,
        license_origin=origin,
        license_files=license.files,
        languages=languages(found.size),
        size=found.size,
        files=found.files,
        references=list(references),
        warnings=warnings,
    )


def _stage_reports(source: Source, metadata: CodebaseMetadata) -> Path:
    """A complete new report directory beside codebase-reports/<name>/, not yet in place."""
    parent = source.reports.parent
    parent.mkdir(parents=True, exist_ok=True)
    staging = Path(tempfile.mkdtemp(prefix=f".{source.name}.", dir=parent))
    staging.chmod(0o755)
    write_json_atomic(staging / source.metadata_json.name, metadata.model_dump(mode="json"))
    for name, text in render_report(source, metadata).items():
        write_text_atomic(staging / name, text)
    return staging


def _require_new(source: Source, options: AddOptions) -> None:
    require_homes(source.root)
    if options.in_place:
        if not source.tree.is_dir():
            raise NotFoundError(
                "--in-place records a tree already at code/<name>/, and there is none",
                file=source.relative(source.tree), fix="vendor an upstream tree with --git, --pypi, --archive, --debian or --dir",
            )
    elif os.path.lexists(source.tree):
        same = options.dir is not None and Path(options.dir).expanduser().resolve() == source.tree.resolve()
        raise ExistsError(
            "is taken: sab never overwrites a vendored tree", file=source.relative(source.tree),
            fix=(f"record this first-party tree where it is with `sab source add {source.name} --in-place`" if same
                 else "choose a new name"),
        )
    if os.path.lexists(source.reports):
        raise ExistsError(
            "is taken: this source already has a report", file=source.relative(source.reports),
            fix=(f"re-measure a first-party tree with `sab source refresh {source.name}`" if options.in_place
                 else "choose a new name"),
        )


def _place(staging: Path, target: Path) -> None:
    if os.path.lexists(target):
        raise ExistsError("appeared while vendoring; nothing was written", file=target)
    staging.rename(target)


def add_source(root: Path, git_url: str, options: AddOptions) -> CodebaseMetadata:
    """Vendor (or, with in_place, record) a source; returns its metadata. Writes nothing on error."""
    require_name(options.name)
    mode = _check_options(options)
    caps = limits(options.max_unpacked_bytes, options.max_files, options.max_expansion)
    source = Source(root, options.name)
    _require_new(source, options)
    if options.in_place:
        pin = FirstPartyPin(kind="first-party", url=git_url, path=source.relative(source.tree))
        metadata = _measure(source, source.tree, pin, [], options, "")
        staging = _stage_reports(source, metadata)
        try:
            _place(staging, source.reports)
        finally:
            shutil.rmtree(staging, ignore_errors=True)
        return metadata

    source.tree.parent.mkdir(parents=True, exist_ok=True)
    work = Path(tempfile.mkdtemp(prefix=f".{source.name}.", dir=source.tree.parent))
    reports = None
    try:
        tree = work / "tree"
        tree.mkdir(mode=0o755)
        downloads = work / "work"
        downloads.mkdir()
        if mode == "--git":
            fetched = fetch.fetch_git(options.git, options.rev, tree, downloads, caps)
        elif mode == "--pypi":
            fetched = fetch.fetch_pypi(options.pypi, tree, downloads, caps)
        elif mode == "--archive":
            fetched = fetch.fetch_archive(options.archive, options.sha256, tree, downloads, caps)
        elif mode == "--debian":
            fetched = fetch_debian(options.debian, options.debian_mirror, options.debian_suite, tree, caps)
        else:
            fetched = fetch.copy_dir(options.dir, tree, root, caps)
        if not any(tree.iterdir()):
            raise SabError("the upstream tree is empty; nothing was written", fix="check the revision, version or archive")
        metadata = _measure(source, tree, fetched.pin, fetched.warnings, options, fetched.description,
                            outside=fetched.outside_license)
        reports = _stage_reports(source, metadata)
        _place(tree, source.tree)
        try:
            _place(reports, source.reports)
        except BaseException:
            source.tree.rename(tree)  # put the tree back so it is removed with the staging area
            raise
        return metadata
    finally:
        shutil.rmtree(work, ignore_errors=True)
        if reports is not None:
            shutil.rmtree(reports, ignore_errors=True)


def refresh_source(root: Path, name: str) -> tuple[CodebaseMetadata, CodebaseMetadata]:
    """Re-measure a first-party tree after its authors changed it; keeps description, declared
    license, references, modules and test survey. Returns (before, after)."""
    source = Source(root, name)
    require_name(name)
    before = source.metadata()
    if before.pin.kind != "first-party":
        raise SabError(
            f"source {name!r} is vendored ({before.pin.kind}); its tree must stay byte-identical to its pin",
            file=source.relative(source.metadata_json), field="pin",
            fix=f"restore the tree (`git checkout -- {source.relative(source.tree)}`), or vendor the new upstream "
                "version under a new name",
        )
    source.require_tree()
    options = AddOptions(name=name, in_place=True, description=before.description,
                         license=before.license if before.license_origin == "declared" else None)
    after = _measure(source, source.tree, before.pin, [], options, before.description, before.references)
    source.write_metadata(after)
    report.write(source)
    return before, after
