"""`sab tolerance accept`: a curator applies a proposal; sab records who and when.

sab never changes a tolerance on its own: selfcheck only writes `proposal`. Accepting copies the
proposed comparison into the rubric, appends a ruling, clears the proposal and regenerates the
task.toml catalogue. The rubric is revalidated before it is written.
"""

from __future__ import annotations

import json
from dataclasses import dataclass

from sab.derived import sync
from sab.errors import SabError
from sab.jsonio import write_text_atomic
from sab.leaf import Leaf
from sab.model.base import parse
from sab.model.rubric import Rubric, Ruling
from sab.selfcheck.protocol import now


@dataclass(frozen=True)
class Accepted:
    check: str
    before: dict
    after: dict


def accept(leaf: Leaf, by: str, check: str | None = None) -> list[Accepted]:
    if not by.strip():
        raise SabError("a ruling needs a name", field="--by", fix="pass --by 'Your Name'")
    checks = [leaf.check(check)] if check else leaf.checks()
    accepted = []
    for paths in checks:
        rubric = paths.rubric()
        if rubric.proposal is None:
            if check:
                raise SabError("no proposal to accept; run `sab selfcheck` first", file=paths.rubric_json, field="proposal")
            continue
        data = json.loads(paths.rubric_json.read_text(encoding="utf-8"))
        before = data["comparison"]
        data["comparison"] = rubric.proposal.comparison
        data["proposal"] = None
        data.setdefault("rulings", []).append(
            Ruling(by=by, at=now(), action="accept-proposal", note=rubric.proposal.reason).model_dump(mode="json")
        )
        parse(Rubric, data, paths.rubric_json)  # never write a rubric that would not load
        write_text_atomic(paths.rubric_json, json.dumps(data, indent=2, ensure_ascii=False, allow_nan=False) + "\n")
        accepted.append(Accepted(paths.name, before, data["comparison"]))
    if not accepted:
        raise SabError("no check has a proposal to accept", file=leaf.root, fix="run `sab selfcheck` first")
    sync(leaf)
    return accepted
