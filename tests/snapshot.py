"""Recorded findings: what a validator tells the user, compared in full against tests/snapshots/.

A rule's code alone does not say whether its message still names the file, the field and the fix;
a test that records the whole finding does. Each test module keeps one JSON file,
tests/snapshots/<module>.json, mapping a case name to its findings. `SAB_UPDATE_SNAPSHOTS=1 pytest
...` rewrites the cases it runs; review that diff as you would any change of a message.
"""

from __future__ import annotations

import json
import os
from pathlib import Path

SNAPSHOTS = Path(__file__).parent / "snapshots"
UPDATE = os.environ.get("SAB_UPDATE_SNAPSHOTS") == "1"


def findings(violations, *, root: Path) -> list[list[str]]:
    """(code, path, detail) of each violation, the temporary root spelled <root>."""
    spelled = str(root.resolve())
    rows = []
    for violation in violations:
        rows.append([violation.code.value, violation.path.replace(spelled, "<root>"),
                     violation.detail.replace(spelled, "<root>").replace(str(root), "<root>")])
    return rows


def assert_recorded(module: str, case: str, value: object) -> None:
    path = SNAPSHOTS / f"{module}.json"
    recorded = json.loads(path.read_text()) if path.exists() else {}
    if UPDATE:
        recorded[case] = value
        SNAPSHOTS.mkdir(exist_ok=True)
        temporary = path.with_suffix(".json.tmp")
        temporary.write_text(json.dumps(dict(sorted(recorded.items())), indent=1) + "\n")
        temporary.replace(path)
        return
    assert case in recorded, f"no record of {case!r} in {path}; run with SAB_UPDATE_SNAPSHOTS=1 and review the diff"
    assert value == recorded[case]
