"""`sab coverage --html FILE`: one self-contained page (inline CSS, no script, no network) listing
each module file with the lines that ran marked, and which checks ran each."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from sab.coverage.report import CoverageReport
from sab.jsonio import write_text_atomic
from sab.templates import render


@dataclass(frozen=True)
class Line:
    number: int
    text: str
    state: str  # "run", "miss" or "" (not executable)
    checks: list[bool]


@dataclass(frozen=True)
class FileView:
    name: str
    anchor: str
    tool: str | None
    percent: float | None
    per_check: list[float | None]
    never_run: int
    reason: str | None
    lines: list[Line]


def _lines(report: CoverageReport, name: str) -> list[Line]:
    try:
        text = (report.source_dir / name).read_text(encoding="utf-8", errors="replace")
    except OSError as exc:
        return [Line(0, f"(cannot read the file: {exc.strerror})", "", [])]
    checks = list(report.checks)
    lines = []
    for number, content in enumerate(text.splitlines(), start=1):
        state = {True: "run", False: "miss", None: ""}[report.executed(name, number)]
        ran = set(report.checks_running(name, number)) if state else set()
        lines.append(Line(number, content.expandtabs(4), state, [check in ran for check in checks]))
    return lines


def views(report: CoverageReport) -> list[FileView]:
    found = []
    for index, name in enumerate(report.files):
        measured = name in report.executable
        found.append(FileView(
            name=name,
            anchor=f"file-{index}",
            tool=report.tools.get(name),
            percent=report.file_percent(name) if measured else None,
            per_check=[report.file_percent(name, check) if measured else None for check in report.checks],
            never_run=len(report.never_run(name)) if measured else 0,
            reason=None if measured else report.unmeasured.get(name, "not measured"),
            lines=_lines(report, name) if measured else [],
        ))
    return found


def fmt_percent(value: float | None) -> str:
    return "-" if value is None else f"{value:.1f} %"


def render_page(report: CoverageReport) -> str:
    return render("coverage/coverage.html.j2", r=report, files=views(report), checks=list(report.checks.values()),
                  pct=fmt_percent)


def write_page(report: CoverageReport, path: Path) -> Path:
    path = path.resolve()
    write_text_atomic(path, render_page(report))
    return path
