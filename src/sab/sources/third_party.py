"""`sab licenses`: THIRD-PARTY-LICENSES.md, the index of every source's upstream, pin, license and
license files, generated from the codebase reports (facts only; "none shipped" where upstream
ships no license file)."""

from __future__ import annotations

from pathlib import Path

from sab.jsonio import stale_texts, write_texts
from sab.sources.layout import Source, recorded_names
from sab.sources.report import describe_pin, md_cell
from sab.templates import render

FILE = "THIRD-PARTY-LICENSES.md"


def rows(root: Path) -> list[dict[str, object]]:
    result = []
    for name in recorded_names(root):
        source = Source(root, name)
        metadata = source.metadata()
        upstream, pin = describe_pin(metadata)
        tree = source.relative(source.tree)
        result.append({
            "source": name,
            "upstream": upstream,
            "pin": pin,
            # A license no file of the tree states must not read as if one did.
            "license": metadata.license + (" (from debian/copyright)" if metadata.license_origin == "debian-copyright" else ""),
            "license_files": [f"{tree}/{f.path}" for f in metadata.license_files],
        })
    return result


def _targets(root: Path) -> dict[Path, str]:
    return {root / FILE: render("report/third-party-licenses.md.j2", rows=rows(root), cell=md_cell)}


def write(root: Path) -> list[Path]:
    return write_texts(_targets(root))


def stale(root: Path) -> list[Path]:
    return stale_texts(_targets(root))
