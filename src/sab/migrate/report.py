"""What `sab migrate` did with one foreign leaf, and what it could not do.

Every finding names where it applies (a file of the old leaf, or a check) and says why. Three
severities: `left-out` (a check that is not in the converted leaf), `warning` (converted, but
something of the old leaf is not carried over or needs a person's look) and `note` (a mapping
decision worth knowing). Exit status: 0 converted, 1 converted with checks left out.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Literal

Severity = Literal["left-out", "warning", "note"]


@dataclass(frozen=True)
class Finding:
    severity: Severity
    where: str
    message: str

    def as_dict(self) -> dict:
        return {"severity": self.severity, "where": self.where, "message": self.message}


@dataclass
class Findings:
    """The findings of one migration, in the order they were made."""

    items: list[Finding] = field(default_factory=list)

    def note(self, where: str, message: str) -> None:
        self.items.append(Finding("note", where, message))

    def warn(self, where: str, message: str) -> None:
        self.items.append(Finding("warning", where, message))

    def leave_out(self, check: str, message: str) -> None:
        self.items.append(Finding("left-out", f"tests/checks/{check}", message))

    def of(self, severity: Severity) -> list[Finding]:
        return [item for item in self.items if item.severity == severity]

    def grouped(self, severity: Severity) -> list[tuple[list[str], str]]:
        """The findings of one severity with the same message together: (wheres, message), in order."""
        groups: dict[str, list[str]] = {}
        for item in self.of(severity):
            groups.setdefault(item.message, []).append(item.where)
        return [(wheres, message) for message, wheres in groups.items()]


@dataclass
class MigrationReport:
    source: str                      # the old leaf, as given
    destination: str                 # tasks/<codebase>/<module>, relative to the repository
    slug: str
    checks: list[str]                # converted, sorted
    left_out: dict[str, str]         # check -> why
    findings: Findings
    module: dict                     # the module record migrate proposes, and its state
    dry_run: bool
    written: bool = False

    @property
    def exit_code(self) -> int:
        return 1 if self.left_out else 0

    def as_dict(self) -> dict:
        return {
            "source": self.source,
            "destination": self.destination,
            "slug": self.slug,
            "dry_run": self.dry_run,
            "written": self.written,
            "checks": self.checks,
            "left_out": self.left_out,
            "findings": [item.as_dict() for item in self.findings.items],
            "module": self.module,
            "exit_code": self.exit_code,
        }
