"""Importers of other benchmarks (docs/importers.md): SUPER, AIRS-Bench and HERA-Bench as leaves.

Each importer reads a local copy of its benchmark (no network), checks it, and writes one leaf
per instance under `tasks/<benchmark>/` in the standard layout, with `kind = "import"`. The
benchmark's own scoring rule lives in the leaf's custom validate.py and runs through the stock
drivers; `sab.importers.grading` grades one answer file, `sab.importers.scoring` aggregates
per-leaf results. docs/importers.md describes the formats, rules and the leaf design.
"""

from __future__ import annotations

# Bumped whenever an importer writes different leaves from the same input.
IMPORTER_VERSION = "1"
BENCHMARKS = ("super", "airs", "hera")
