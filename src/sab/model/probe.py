"""comment/probes/<name>.json: a fault probe, a small physically meaningful defect (docs/review.md, "Fault probes")."""

from __future__ import annotations

from pydantic import Field, field_validator

from sab.model.base import Strict


class Edit(Strict):
    file: str = Field(description="source file, relative to code/<source>/")
    old: str = Field(min_length=1, description="text that occurs exactly once in the file")
    new: str = Field(description="its replacement")

    @field_validator("file")
    @classmethod
    def _inside(cls, value: str) -> str:
        if not value or value.startswith("/") or ".." in value.split("/"):
            raise ValueError("must be a path relative to the source root, without '..'")
        return value


class Probe(Strict):
    description: str = ""
    edits: list[Edit] = Field(min_length=1)
