"""The result of `sab coverage`: which lines of the module's files each check ran.

Files are named relative to `code/<source>/`, lines from 1. A file is *measured* when its tool
(coverage.py for Python, gcov for compiled code) could say which of its lines are executable; a
module file no check's build compiled, or a kind no tool reads (CUDA, Cython), is listed with the
reason instead, and counts in no percentage.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path


def percent(executed: int, executable: int) -> float | None:
    return 100.0 * executed / executable if executable else None


def line_ranges(lines: list[int] | frozenset[int]) -> str:
    """`3-5, 9, 12-13`: consecutive numbers folded, for people reading lists of lines."""
    spans: list[list[int]] = []
    for number in sorted(lines):
        if spans and number == spans[-1][1] + 1:
            spans[-1][1] = number
        else:
            spans.append([number, number])
    return ", ".join(str(a) if a == b else f"{a}-{b}" for a, b in spans)


@dataclass(frozen=True)
class CheckCoverage:
    """One check's run: the executable lines it ran, per measured file."""

    check: str
    ok: bool
    lines: dict[str, frozenset[int]]
    executable_count: int
    failure: str | None = None
    notes: tuple[str, ...] = ()

    @property
    def executed_count(self) -> int:
        return sum(len(lines) for lines in self.lines.values())

    @property
    def percent(self) -> float | None:
        return percent(self.executed_count, self.executable_count)

    def as_dict(self) -> dict:
        return {
            "check": self.check,
            "ok": self.ok,
            "failure": self.failure,
            "notes": list(self.notes),
            "percent": self.percent,
            "executed_lines": self.executed_count,
            "executable_lines": self.executable_count,
            "files": {name: sorted(lines) for name, lines in sorted(self.lines.items())},
        }


@dataclass(frozen=True)
class CoverageReport:
    leaf: str
    source: str
    source_dir: Path
    scope: str
    isolation: str
    files: list[str]
    tools: dict[str, str]
    executable: dict[str, frozenset[int]]
    unmeasured: dict[str, str]
    checks: dict[str, CheckCoverage] = field(default_factory=dict)

    def executed_lines(self, file: str, check: str | None = None) -> frozenset[int]:
        """The executable lines of `file` that ran: in `check`, or in any check."""
        runs = [self.checks[check]] if check is not None else list(self.checks.values())
        return frozenset().union(*(run.lines.get(file, frozenset()) for run in runs))

    def executed(self, file: str, line: int, check: str | None = None) -> bool | None:
        """Whether `line` of `file` ran (in `check`, or in any check); None when the line is not
        executable or the file is not measured."""
        if line not in self.executable.get(file, frozenset()):
            return None
        return line in self.executed_lines(file, check)

    def checks_running(self, file: str, line: int) -> list[str]:
        return [name for name, run in self.checks.items() if line in run.lines.get(file, frozenset())]

    @property
    def executable_count(self) -> int:
        return sum(len(lines) for lines in self.executable.values())

    @property
    def executed_count(self) -> int:
        return sum(len(self.executed_lines(name)) for name in self.executable)

    @property
    def percent(self) -> float | None:
        """Executable lines of the module any check ran, in percent of all of them."""
        return percent(self.executed_count, self.executable_count)

    def file_percent(self, file: str, check: str | None = None) -> float | None:
        return percent(len(self.executed_lines(file, check)), len(self.executable.get(file, ())))

    def never_run(self, file: str) -> list[int]:
        """Executable lines of `file` no check ran."""
        return sorted(self.executable.get(file, frozenset()) - self.executed_lines(file))

    @property
    def failed_checks(self) -> list[str]:
        return [name for name, run in self.checks.items() if not run.ok]

    def as_dict(self) -> dict:
        files = []
        for name in self.files:
            entry: dict = {"file": name, "tool": self.tools.get(name)}
            if name in self.executable:
                entry.update(
                    measured=True,
                    percent=self.file_percent(name),
                    executable=sorted(self.executable[name]),
                    executed=sorted(self.executed_lines(name)),
                    never_run=self.never_run(name),
                )
            else:
                entry.update(measured=False, reason=self.unmeasured.get(name))
            files.append(entry)
        return {
            "leaf": self.leaf,
            "source": self.source,
            "scope": self.scope,
            "isolation": self.isolation,
            "percent": self.percent,
            "executed_lines": self.executed_count,
            "executable_lines": self.executable_count,
            "files": files,
            "checks": [run.as_dict() for run in self.checks.values()],
        }
