"""`sab report <source>`: codebase-metadata.md, codebase-metadata.html and references.bib,
rendered through jinja2 from the JSON files of codebase-reports/<source>/ and nothing else, so
a second run is byte-identical and `--check` can tell a stale report.

The HTML page is self-contained (inline CSS and SVG, no script, no network): tables for the pin,
license, modules and tests, and the size breakdown as a stacked bar chart of lines per language.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from sab.jsonio import stale_texts, write_texts
from sab.model.source import CodebaseMetadata, ModuleCut, SourceTestSurvey
from sab.sources.layout import METADATA_HTML, METADATA_MD, REFERENCES_BIB, Source
from sab.templates import render

CHART_WIDTH = 420  # pixels of the longest bar
LABEL_WIDTH = 150
ROW_HEIGHT = 22


def describe_pin(metadata: CodebaseMetadata) -> tuple[str, str]:
    """(upstream, pin) as one line each, for tables."""
    pin = metadata.pin
    if pin.kind == "git":
        return pin.url, f"git commit {pin.commit}" + (f" ({pin.rev})" if pin.rev != pin.commit else "")
    if pin.kind == "pypi":
        return f"{pin.name} on {pin.index_url}", f"{pin.name}=={pin.version} ({pin.filename}, sha256 {pin.sha256})"
    if pin.kind == "archive":
        return pin.url, f"{pin.filename}, sha256 {pin.sha256}"
    if pin.kind == "debian":
        upstream = f"Debian source package {pin.package} ({pin.suite}, {pin.mirror})"
        repacked = ", repacked by Debian" if pin.repacked else ""
        return (upstream + (f"; upstream {pin.homepage}" if pin.homepage else ""),
                f"Debian {pin.package} {pin.version}: upstream {pin.upstream_version}{repacked} "
                f"({pin.orig_filename}, sha256 {pin.orig_sha256})")
    if pin.kind == "dir":
        return f"local directory {pin.path}", f"tree {metadata.fingerprint}"
    return "first-party (written for this repository)", "this repository's commit"


def md_cell(value: object) -> str:
    """Text safe inside a Markdown table cell."""
    return str(value).replace("\\", "\\\\").replace("|", "\\|").replace("\n", " ")


def bib_value(value: str) -> str:
    return value.replace("\n", " ")


@dataclass(frozen=True)
class Segment:
    x: float
    width: float
    css: str
    title: str


@dataclass(frozen=True)
class Bar:
    label: str
    y: int
    segments: tuple[Segment, ...]
    total: int
    text_x: float


def size_chart(metadata: CodebaseMetadata) -> dict[str, object]:
    """Geometry of the stacked bar chart: one bar per language, source / test / other lines."""
    rows = sorted(metadata.size.by_language.items(), key=lambda item: (-item[1].lines, item[0]))
    longest = max((entry.lines for _, entry in rows), default=0) or 1
    bars = []
    for index, (language, entry) in enumerate(rows):
        code = entry.kind in ("code", "build")
        parts = (
            [("source", entry.lines - entry.test_lines), ("test", entry.test_lines)] if code else [("other", entry.lines)]
        )
        x = float(LABEL_WIDTH)
        segments = []
        for css, lines in parts:
            if lines <= 0:
                continue
            width = round(CHART_WIDTH * lines / longest, 2)
            segments.append(Segment(round(x, 2), max(width, 1.0), css, f"{language}: {lines} {css} lines"))
            x += width
        bars.append(Bar(language, 10 + index * ROW_HEIGHT, tuple(segments), entry.lines, round(x + 6, 2)))
    height = 10 + len(bars) * ROW_HEIGHT + 30
    return {"bars": bars, "width": LABEL_WIDTH + CHART_WIDTH + 90, "height": height, "legend_y": height - 14}


def _context(source: Source, metadata: CodebaseMetadata, cut: ModuleCut, survey: SourceTestSurvey | None) -> dict:
    upstream, pin = describe_pin(metadata)
    size = metadata.size
    languages = sorted(size.by_language.items(), key=lambda item: (-item[1].lines, item[0]))
    extensions = sorted(size.by_extension.items(), key=lambda item: (-item[1].lines, -item[1].files, item[0]))
    tests_by_module: dict[str, list[str]] = {}
    if survey is not None:
        for test in survey.tests:
            for module in test.used_by:
                tests_by_module.setdefault(module, []).append(test.name)
    return {
        "m": metadata,
        "name": source.name,
        "tree": source.relative(source.tree),
        "upstream": upstream,
        "pin": pin,
        "languages": languages,
        "extensions": extensions,
        "modules": cut.modules,
        "survey": survey,
        "tests_by_module": tests_by_module,
        "chart": size_chart(metadata),
        "cell": md_cell,
        "bib": bib_value,
    }


def software_reference(source: Source, metadata: CodebaseMetadata) -> dict[str, str]:
    """The BibTeX fields of the entry citing the source itself at its pin."""
    pin = metadata.pin
    upstream, pinned = describe_pin(metadata)
    fields = {"title": f"{{{source.name}}}" + (f": {metadata.description}" if metadata.description else "")}
    if pin.kind in ("git", "archive", "pypi", "first-party"):
        fields["url"] = pin.url
    if pin.kind == "git":
        fields["version"] = pin.commit
        if pin.committed_at:
            fields["year"] = pin.committed_at[:4]
    elif pin.kind == "pypi":
        fields["version"] = pin.version
    elif pin.kind == "debian":  # cite upstream's release; Debian is where it was fetched from
        fields["url"] = pin.homepage or pin.url
        fields["version"] = pin.upstream_version
    fields["note"] = f"{upstream}; {pinned}; license {metadata.license}"
    return fields


def render_report(source: Source, metadata: CodebaseMetadata, cut: ModuleCut | None = None,
                  survey: SourceTestSurvey | None = None) -> dict[str, str]:
    """The three rendered files of a report, by file name."""
    context = _context(source, metadata, cut or ModuleCut(source=source.name), survey)
    context["software"] = software_reference(source, metadata)
    return {
        METADATA_MD: render("report/codebase-metadata.md.j2", **context),
        METADATA_HTML: render("report/codebase-metadata.html.j2", **context),
        REFERENCES_BIB: render("report/references.bib.j2", **context),
    }


def _rendered(source: Source) -> dict[Path, str]:
    texts = render_report(source, source.metadata(), source.modules(), source.survey())
    return {source.reports / name: text for name, text in texts.items()}


def write(source: Source) -> list[Path]:
    """Render the report from the JSON files; returns the files whose content changed."""
    return write_texts(_rendered(source))


def stale(source: Source) -> list[Path]:
    return stale_texts(_rendered(source))
