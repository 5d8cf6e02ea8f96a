"""`sab source cite`: record a reference of a source in codebase-metadata.json (references.bib
is rendered from there by `sab report`)."""

from __future__ import annotations

from pathlib import Path

from sab.errors import ExistsError, SabError
from sab.model.base import parse
from sab.model.source import Reference
from sab.sources import report
from sab.sources.layout import source as named_source


def parse_fields(items: list[str]) -> dict[str, str]:
    """`name=value` pairs, as given on the command line."""
    fields: dict[str, str] = {}
    for item in items:
        name, sep, value = item.partition("=")
        if not sep or not name.strip() or not value.strip():
            raise SabError(f"{item!r} is not NAME=VALUE", field="--field", fix='e.g. --field title="A practical method ..."')
        fields[name.strip()] = value.strip()
    return fields


def add_reference(root: Path, source_name: str, key: str, kind: str, fields: dict[str, str], *, replace: bool = False) -> Reference:
    source = named_source(root, source_name)
    metadata = source.metadata()
    reference = parse(Reference, {"key": key, "type": kind, "fields": fields}, "the reference")
    if key == f"{source_name}-source":
        raise SabError(f"key {key!r} is the generated entry for the source itself", field="key", fix="choose another key")
    kept = [r for r in metadata.references if r.key != key]
    if len(kept) != len(metadata.references) and not replace:
        raise ExistsError(f"reference {key!r} is already recorded", file=source.relative(source.metadata_json),
                          field="references", fix="pass --replace to overwrite it")
    source.write_metadata(metadata.model_copy(update={"references": [*kept, reference]}))
    report.write(source)
    return reference
