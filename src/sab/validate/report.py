"""Violations and per-leaf reports shared by validate-harbor and lint."""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from sab.model.rules import Rule

_DIGITS = re.compile(r"(\d+)")


def natural_key(text: str) -> tuple:
    """Sort `file:9` before `file:10`."""
    return tuple(int(part) if part.isdigit() else part for part in _DIGITS.split(text))


@dataclass(frozen=True)
class Violation:
    code: Rule
    path: str
    detail: str

    def __post_init__(self) -> None:
        # Every code a report carries is in the catalogue `sab rules` prints.
        if not isinstance(self.code, Rule):
            raise TypeError(f"violation code {self.code!r} is not a sab.model.rules.Rule")

    def line(self) -> str:
        return f"[{self.code}] {self.path}: {self.detail}"

    def as_dict(self) -> dict[str, str]:
        return {"code": self.code, "path": self.path, "detail": self.detail}

    def sort_key(self) -> tuple:
        return (natural_key(self.path), self.code, self.detail)


@dataclass
class LeafReport:
    leaf: str
    violations: list[Violation] = field(default_factory=list)
    slug: str | None = None

    @property
    def passed(self) -> bool:
        return not self.violations

    def sorted(self) -> list[Violation]:
        return sorted(self.violations, key=Violation.sort_key)

    def add(self, code: Rule, path: str, detail: str) -> None:
        self.violations.append(Violation(code, path, detail))

    def as_dict(self) -> dict[str, object]:
        return {
            "leaf": self.leaf,
            "passed": self.passed,
            "violations": [v.as_dict() for v in self.sorted()],
        }
