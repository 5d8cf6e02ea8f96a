"""JSON Schemas of the leaf's JSON files and of the grade, generated from the models (written under schemas/)."""

from __future__ import annotations

from pathlib import Path

from pydantic import TypeAdapter

from sab.jsonio import dumps, write_text_atomic
from sab.model.check import CheckSpec
from sab.model.grade import GradeRecord
from sab.model.rubric import Rubric
from sab.model.target import TargetSpec

SCHEMAS = {
    "rubric.schema.json": (Rubric, "rubric.json: a check's pass policy, tolerance, prose and evidence"),
    "check.schema.json": (CheckSpec, "check.json: the labels of one check"),
    "target.schema.json": (TargetSpec, "target/<device>.json: a flat hardware target descriptor"),
    "grade.schema.json": (GradeRecord, "grade.json: the full grade tests/test.sh writes beside Harbor's reward"),
}


def generate() -> dict[str, str]:
    result = {}
    for name, (model, title) in SCHEMAS.items():
        schema = TypeAdapter(model).json_schema()
        schema["$schema"] = "https://json-schema.org/draft/2020-12/schema"
        schema["$id"] = f"https://sciaccel.org/schemas/{name}"
        schema["description"] = title
        result[name] = dumps(schema)
    return result


def stale(directory: Path) -> list[Path]:
    return [
        directory / name for name, text in generate().items()
        if not (directory / name).is_file() or (directory / name).read_text(encoding="utf-8") != text
    ]


def write(directory: Path) -> list[Path]:
    changed = stale(directory)
    texts = generate()
    for path in changed:
        write_text_atomic(path, texts[path.name])
    return changed
