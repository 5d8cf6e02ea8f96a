"""Typed errors raised by the library; only the CLI turns them into messages and exit codes."""

from __future__ import annotations

from pathlib import Path


class SabError(Exception):
    """A problem with user input: names the file, the field and the fix."""

    exit_code = 2

    def __init__(
        self,
        message: str,
        *,
        file: Path | str | None = None,
        field: str | None = None,
        fix: str | None = None,
    ) -> None:
        super().__init__(message)
        self.message = message
        self.file = str(file) if file is not None else None
        self.field = field
        self.fix = fix

    def __str__(self) -> str:
        parts = []
        if self.file:
            parts.append(self.file)
        if self.field:
            parts.append(self.field)
        text = ": ".join(parts + [self.message])
        if self.fix:
            text += f" (fix: {self.fix})"
        return text


class FileFormatError(SabError):
    """A file exists but cannot be parsed or does not match its schema."""


class NotFoundError(SabError):
    """A file, leaf or source the user named does not exist."""


class ExistsError(SabError):
    """Refusing to overwrite work that is already there."""
