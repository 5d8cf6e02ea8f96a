"""Fault probes: load comment/probes/*.json, each checked against the source it edits."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from sab.errors import FileFormatError
from sab.jsonio import load_json, read_text
from sab.leaf import Leaf
from sab.model.base import parse
from sab.model.probe import Probe


@dataclass(frozen=True)
class LoadedProbe:
    name: str
    path: Path
    probe: Probe


def load_probes(leaf: Leaf, source_dir: Path) -> list[LoadedProbe]:
    """Every probe of the leaf, each checked against the source: `old` must occur exactly once."""
    directory = leaf.comment_dir / "probes"
    probes = []
    for path in sorted(directory.glob("*.json")) if directory.is_dir() else []:
        probe = parse(Probe, load_json(path), path)
        for index, edit in enumerate(probe.edits):
            target = source_dir / edit.file
            if not target.is_file():
                raise FileFormatError(f"names {edit.file!r}, which is not a file of code/{source_dir.name}/",
                                      file=path, field=f"edits[{index}].file")
            count = read_text(target).count(edit.old)
            if count != 1:
                where = "does not occur" if count == 0 else f"occurs {count} times"
                raise FileFormatError(
                    f"the old text {where} in code/{source_dir.name}/{edit.file}; it must occur exactly once",
                    file=path, field=f"edits[{index}].old", fix="quote more surrounding text so the match is unique",
                )
        probes.append(LoadedProbe(path.stem, path, probe))
    return probes
