"""`sab tolerance accept|rule`: a curator applies a proposal or accepts the evidence as it stands.

sab never changes a tolerance on its own: selfcheck only writes `proposal`. Accepting copies the
proposed comparison into the rubric, appends a ruling, clears the proposal and regenerates the
task.toml catalogue. Ruling (`accept-evidence`) records that a curator accepts a check whose
evidence falls short of H >= 20 / S >= 10, for the comparison in force only. The rubric is
revalidated before it is written.
"""

from __future__ import annotations

import json
from dataclasses import dataclass

from sab.clock import now
from sab.derived import sync
from sab.errors import SabError
from sab.leaf import Leaf
from sab.model.rubric import Proposal, Ruling, RulingAction


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
        before = json.loads(paths.rubric_json.read_text(encoding="utf-8"))["comparison"]
        data = paths.edit_rubric(lambda data, proposal=rubric.proposal: _apply(data, proposal, by))
        accepted.append(Accepted(paths.name, before, data["comparison"]))
    if not accepted:
        raise SabError("no check has a proposal to accept", file=leaf.root, fix="run `sab selfcheck` first")
    sync(leaf)
    return accepted


def _apply(data: dict, proposal: Proposal, by: str) -> None:
    data["comparison"] = proposal.model_dump(mode="json")["comparison"]
    if proposal.statistics is not None:
        data["statistics"] = proposal.statistics
    data["proposal"] = None
    data.setdefault("rulings", []).append(
        Ruling(by=by, at=now(), action=RulingAction.ACCEPT_PROPOSAL, note=proposal.reason).model_dump(mode="json"))


def rule(leaf: Leaf, check: str, by: str, note: str, trivial: str | None = None) -> Ruling:
    """Record that `by` accepts `check`'s evidence as it stands, or (`trivial`) that the check may
    accept that trivial output, bound to its current comparison."""
    from sab.selfcheck.trivial import KINDS

    if not by.strip():
        raise SabError("a ruling needs a name", field="--by", fix="pass --by 'Your Name'")
    if not note.strip():
        raise SabError("a ruling needs its reason", field="--note", fix="say why the evidence is acceptable")
    if trivial is not None and trivial not in KINDS:
        raise SabError(f"unknown trivial output {trivial!r}", field="--trivial", fix=f"use one of {', '.join(KINDS)}")
    paths = leaf.check(check)
    rubric = paths.rubric()
    if rubric.evidence is None:
        raise SabError("no evidence to rule on; run `sab selfcheck` first", file=paths.rubric_json, field="evidence")
    comparison = rubric.comparison.model_dump(mode="json", exclude_unset=True)
    if trivial is not None:
        ruling = Ruling(by=by, at=now(), action=RulingAction.ACCEPT_TRIVIAL, note=note, comparison=comparison,
                        trivial=trivial)
    else:
        ruling = Ruling(by=by, at=now(), action=RulingAction.ACCEPT_EVIDENCE, note=note, comparison=comparison,
                        headroom=rubric.evidence.headroom, separation=rubric.evidence.separation)
    paths.edit_rubric(lambda data: data.setdefault("rulings", []).append(ruling.model_dump(mode="json")))
    return ruling
