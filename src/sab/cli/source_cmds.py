"""Commands over sources and their reports: source add|refresh|cite|verify|list, licenses, report,
modules propose|approve|list, survey-tests."""

from __future__ import annotations

from typing import Optional

import typer

from sab.cli.fingerprint_cmds import NO_CACHE
from sab.cli.output import console, emit_json, say
from sab.cli.repo_cmds import _report_files

source_app = typer.Typer(help="Vendor, verify and list sources under code/.", no_args_is_help=True)
modules_app = typer.Typer(help="Propose and approve the cut of a source into modules.", no_args_is_help=True)

JSON = typer.Option(False, "--json", help="machine-readable output")


def register(app: typer.Typer) -> None:
    app.add_typer(source_app, name="source")
    app.add_typer(modules_app, name="modules")
    app.command("licenses")(licenses)
    app.command("report")(report)
    app.command("survey-tests")(survey_tests)


def _root():
    from sab.config import load_settings

    return load_settings()


def _summary(metadata) -> dict[str, object]:
    from sab.sources.report import describe_pin

    upstream, pin = describe_pin(metadata)
    return {
        "source": metadata.name, "kind": metadata.pin.kind, "upstream": upstream, "pin": pin,
        "license": metadata.license, "license_files": [f.path for f in metadata.license_files],
        "languages": metadata.languages, "files": metadata.size.files, "lines": metadata.size.lines,
        "source_lines": metadata.size.source_lines, "test_lines": metadata.size.test_lines,
        "fingerprint": metadata.fingerprint, "warnings": metadata.warnings,
    }


def _print_summary(metadata, verb: str) -> None:
    facts = _summary(metadata)
    say(f"{verb} code/{metadata.name}/ and codebase-reports/{metadata.name}/")
    for key in ("kind", "upstream", "pin", "license", "languages", "fingerprint"):
        value = facts[key]
        say(f"  {key:14}{', '.join(value) if isinstance(value, list) else value}")
    say(f"  {'license files':14}{', '.join(facts['license_files']) or 'none shipped'}")
    say(f"  {'size':14}{facts['files']} files, {facts['lines']} lines "
        f"({facts['source_lines']} source, {facts['test_lines']} test)")
    for warning in metadata.warnings:
        say(f"warning: {warning}")


@source_app.command("add")
def source_add(
    name: str = typer.Argument(..., help="new source name (lower-kebab): the tree lands in code/<name>/"),
    git: Optional[str] = typer.Option(None, "--git", help="git repository URL (or path)"),
    rev: Optional[str] = typer.Option(None, "--rev", help="with --git: branch, tag or commit, recorded as its commit"),
    pypi: Optional[str] = typer.Option(None, "--pypi", help="NAME==VERSION: the source distribution on pip's index"),
    archive: Optional[str] = typer.Option(None, "--archive", help=".tar.gz/.tgz/.zip path or URL"),
    sha256: Optional[str] = typer.Option(None, "--sha256", help="with --archive: its sha256"),
    debian: Optional[str] = typer.Option(
        None, "--debian", help="PKG=VERSION: the upstream tarball of a Debian source package, fetched and verified by apt"),
    debian_mirror: Optional[str] = typer.Option(
        None, "--debian-mirror", help="with --debian: the Debian mirror (else $SAB_DEBIAN_MIRROR, else http://deb.debian.org/debian)"),
    debian_suite: Optional[str] = typer.Option(
        None, "--debian-suite", help="with --debian: the suite (else $SAB_DEBIAN_SUITE, else bookworm)"),
    directory: Optional[str] = typer.Option(None, "--dir", help="a local directory to copy"),
    in_place: bool = typer.Option(False, "--in-place", help="record a first-party tree already at code/<name>/"),
    license: Optional[str] = typer.Option(None, "--license", help="declare the SPDX license when detection cannot"),
    description: Optional[str] = typer.Option(None, "--description", help="one paragraph on what the codebase is"),
    max_unpacked_bytes: Optional[str] = typer.Option(
        None, "--max-unpacked-bytes", help="refuse a tree larger than this (default 1G; e.g. 4G, 500M)"),
    max_files: Optional[int] = typer.Option(
        None, "--max-files", help="refuse a tree of more files and links than this (default 100000)"),
    max_expansion: Optional[float] = typer.Option(
        None, "--max-expansion",
        help="with --archive/--pypi/--debian: refuse a tree past 16 MiB that is more than this many times the archive's "
             "size (default 100)"),
    as_json: bool = JSON,
) -> None:
    """Vendor a source byte-identically into code/<name>/ and record it in codebase-reports/<name>/."""
    from sab.sources.vendor import AddOptions, add_source

    settings = _root()
    metadata = add_source(settings.root, settings.git_url, AddOptions(
        name, git, rev, pypi, archive, sha256, directory, in_place, license, description,
        debian=debian, debian_mirror=debian_mirror, debian_suite=debian_suite,
        max_unpacked_bytes=max_unpacked_bytes, max_files=max_files, max_expansion=max_expansion))
    if as_json:
        emit_json(_summary(metadata))
    else:
        _print_summary(metadata, "recorded" if in_place else "vendored")
        say(f"next: sab modules propose {name} --module SLUG --paths PATH --rationale TEXT; then sab licenses")


@source_app.command("refresh")
def source_refresh(
    name: str = typer.Argument(..., help="a first-party source"),
    as_json: bool = JSON,
) -> None:
    """Re-measure a first-party tree after its authors changed it (never a vendored one)."""
    from sab.sources.manifest import CHANGES, diff
    from sab.sources.vendor import refresh_source

    before, after = refresh_source(_root().root, name)
    changes = diff(before.files, after.files)
    if as_json:
        emit_json({**_summary(after), "changes": [{"change": w, "path": p} for w, p in changes]})
        return
    for what, path in changes:
        say(f"{CHANGES[what]:22} code/{name}/{path}")
    _print_summary(after, "re-measured")


@source_app.command("cite")
def source_cite(
    name: str = typer.Argument(..., help="the source"),
    key: str = typer.Argument(..., help="BibTeX key, e.g. crank1947"),
    kind: str = typer.Option("article", "--type", help="BibTeX entry type: article, book, inproceedings, misc, software, ..."),
    fields: list[str] = typer.Option(..., "--field", help="NAME=VALUE, e.g. title=..., author=..., year=..., doi=... (repeatable)"),
    replace: bool = typer.Option(False, "--replace", help="overwrite a reference with the same key"),
    as_json: bool = JSON,
) -> None:
    """Record a reference of the source (a paper, a manual); references.bib is re-rendered."""
    from sab.sources.cite import add_reference, parse_fields

    reference = add_reference(_root().root, name, key, kind, parse_fields(fields), replace=replace)
    if as_json:
        emit_json(reference.model_dump(mode="json"))
    else:
        say(f"recorded @{reference.type}{{{reference.key}}} in codebase-reports/{name}/; references.bib re-rendered")


@source_app.command("verify")
def source_verify(
    name: Optional[str] = typer.Argument(None, help="the source to verify"),
    all_sources: bool = typer.Option(False, "--all", help="verify every recorded source"),
    no_cache: bool = NO_CACHE,
    as_json: bool = JSON,
) -> None:
    """Recompute tree fingerprints and name every file that differs from the record."""
    from sab.errors import SabError
    from sab.fingerprint import one_run
    from sab.sources.layout import source
    from sab.sources.manifest import CHANGES, verify, verify_all

    root = _root().root
    if (name is None) == (not all_sources):
        raise SabError("name one source or pass --all", fix="sab source verify NAME, or sab source verify --all")
    with one_run(cache=False if no_cache else None):
        results = verify_all(root) if all_sources else [verify(source(root, name))]
    if as_json:
        emit_json({"passed": all(r.passed for r in results), "sources": [r.as_dict() for r in results]})
    else:
        for result in results:
            for what, path in result.changes:
                say(f"{CHANGES[what]:22} {path}")
            if result.problem:
                say(f"problem   {result.problem}")
            say(f"{'PASS' if result.passed else 'FAIL'} {result.source} {result.actual or ''}".rstrip())
    if not all(r.passed for r in results):
        raise typer.Exit(1)


@source_app.command("list")
def source_list(as_json: bool = JSON) -> None:
    """Every recorded source: kind, license, languages and size."""
    from sab.sources.layout import Source, recorded_names

    root = _root().root
    rows = [_summary(Source(root, n).metadata()) for n in recorded_names(root)]
    if as_json:
        emit_json({"sources": rows})
        return
    from rich.table import Table

    table = Table("source", "kind", "license", "languages", "files", "lines", "source", "test")
    for row in rows:
        table.add_row(row["source"], row["kind"], row["license"], ", ".join(row["languages"][:3]),
                      str(row["files"]), str(row["lines"]), str(row["source_lines"]), str(row["test_lines"]))
    console().print(table)


def licenses(
    check: bool = typer.Option(False, "--check", help="exit 1 when THIRD-PARTY-LICENSES.md is stale"),
    as_json: bool = JSON,
) -> None:
    """Regenerate THIRD-PARTY-LICENSES.md from the codebase reports."""
    from sab.sources import third_party

    settings = _root()
    paths = third_party.stale(settings.root) if check else third_party.write(settings.root)
    _report_files(settings, paths, check, as_json, "licenses")


def report(
    sources: Optional[list[str]] = typer.Argument(None, help="sources to render"),
    all_sources: bool = typer.Option(False, "--all", help="every recorded source"),
    check: bool = typer.Option(False, "--check", help="exit 1 when a report is stale"),
    as_json: bool = JSON,
) -> None:
    """Render codebase-metadata.md, codebase-metadata.html and references.bib from the JSON."""
    from sab.errors import SabError
    from sab.sources import report as rep
    from sab.sources.layout import recorded_names, source

    settings = _root()
    root = settings.root
    if not sources and not all_sources:
        raise SabError("name a source or pass --all", fix="sab report heat1d, or sab report --all")
    names = recorded_names(root) if all_sources else list(dict.fromkeys(sources))
    paths = []
    for name in names:
        item = source(root, name)
        item.metadata()  # a clear error when the source has no report
        paths += rep.stale(item) if check else rep.write(item)
    _report_files(settings, paths, check, as_json, "report --all" if all_sources else f"report {' '.join(names)}")


@modules_app.command("propose")
def modules_propose(
    source: str = typer.Argument(..., help="the source"),
    module: str = typer.Option(..., "--module", help="module slug (lower-kebab), the future leaf's name"),
    paths: list[str] = typer.Option(..., "--paths", help="a file or directory of the module (repeat for more)"),
    rationale: str = typer.Option(..., "--rationale", help="why this is an independently meaningful module"),
    entry_points: list[str] = typer.Option([], "--entry-point", help="FILE or FILE:SYMBOL (repeatable)"),
    exclusions: list[str] = typer.Option([], "--exclude", help="a path inside --paths left out (repeatable)"),
    tests: list[str] = typer.Option([], "--tests", help="an official test, PATH or PATH::NAME (repeatable)"),
    by: Optional[str] = typer.Option(None, "--by", help="who proposes the cut"),
    replace: bool = typer.Option(False, "--replace", help="replace an existing proposal (withdraws its approval)"),
    as_json: bool = JSON,
) -> None:
    """Record a proposed module of a source in codebase-reports/<source>/modules.json."""
    from sab.sources.modules import propose

    record, previous = propose(_root().root, source, module, paths, rationale, entry_points=entry_points,
                               exclusions=exclusions, tests=tests, by=by, replace=replace)
    if as_json:
        emit_json({"module": record.model_dump(mode="json"), "replaced": previous is not None})
        return
    if previous is not None and previous.approved:
        say(f"note: the approval by {previous.approved_by} is withdrawn; the new cut needs approval")
    say(f"proposed {source}/{module}: {', '.join(record.paths)}")
    say(f"next: a curator approves it with `sab modules approve {source} {module} --by NAME`")


@modules_app.command("approve")
def modules_approve(
    source: str = typer.Argument(..., help="the source"),
    module: str = typer.Argument(..., help="the proposed module"),
    by: str = typer.Option(..., "--by", help="the curator who approves the cut"),
    as_json: bool = JSON,
) -> None:
    """Approve a proposed module: only approved modules can be scaffolded into leaves. A leaf
    already built from the module gets the approved cut in its comment/pipeline/module.json."""
    from sab.sources.modules import approve, refresh_leaves

    root = _root().root
    record = approve(root, source, module, by)
    refreshed = refresh_leaves(root, record)
    if as_json:
        emit_json({"module": record.model_dump(mode="json"), "refreshed": [p.relative_to(root).as_posix() for p in refreshed]})
    else:
        say(f"approved {source}/{module} by {record.approved_by} at {record.approved_at}")
        for path in refreshed:
            say(f"refreshed {path.relative_to(root).as_posix()}")


@modules_app.command("list")
def modules_list(source: str = typer.Argument(..., help="the source"), as_json: bool = JSON) -> None:
    """The modules of a source with their status, paths and tests."""
    from sab.sources.layout import source as named

    cut = named(_root().root, source).modules()
    if as_json:
        emit_json(cut.model_dump(mode="json"))
        return
    if not cut.modules:
        say(f"{source}: no module proposed")
    for record in cut.modules:
        status = f"approved by {record.approved_by}" if record.approved else "proposed"
        say(f"{record.module:20} {status:28} {', '.join(record.paths)}")


def survey_tests(source: str = typer.Argument(..., help="the source"), as_json: bool = JSON) -> None:
    """Find the source's tests and the modules that draw on each; writes test-survey.json."""
    from sab.sources.survey import nothing_found, survey

    root = _root().root
    result = survey(root, source)
    if as_json:
        emit_json(result.model_dump(mode="json"))
        return
    for test in result.tests:
        uses = "; ".join(f"{m} ({test.reasons[m]})" for m in test.used_by) or "no module"
        say(f"{test.name}  [{test.found_by}]  ->  {uses}")
    if not result.tests:
        for line in nothing_found(root, source):
            say(line)
    drawn = sum(bool(t.used_by) for t in result.tests)
    say(f"{len(result.tests)} tests, {drawn} drawn on by a module; wrote codebase-reports/{source}/test-survey.json")

