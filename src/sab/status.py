"""`sab status`: is each leaf's self-validation record present and fresh (docs/design.md, "Freshness")?"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from sab.errors import SabError
from sab.fingerprint import one_run
from sab.freshness import freshness
from sab.leaf import Leaf, find_leaves


NOT_TIMED = "not timed (imported)"  # an imported leaf grades answers, not the speed of a module
ADMITTED_SPEED = frozenset({"calibrated", NOT_TIMED})


@dataclass(frozen=True)
class LeafStatus:
    leaf: str
    status: str
    result: str | None
    fresh: bool
    reason: str
    # "calibrated", "no goal", "uncalibrated: <why>", or NOT_TIMED (docs/speed.md)
    speed: str = "no goal"

    @property
    def needs_attention(self) -> bool:
        """What --ci-freshness fails on: a leaf past draft without a fresh, passing record, or a
        module leaf past draft whose speed-up goal has no standing calibration behind it (without
        one, doing nothing earns the whole reward)."""
        return self.status != "draft" and (not (self.fresh and self.result == "passed")
                                           or self.speed not in ADMITTED_SPEED)

    def as_dict(self) -> dict:
        return {"leaf": self.leaf, "status": self.status, "result": self.result, "fresh": self.fresh, "reason": self.reason,
                "speed": self.speed}


def leaf_status(leaf: Leaf, display: str) -> LeafStatus:
    try:
        status = leaf.manifest.sciaccel.status
    except SabError as exc:
        return LeafStatus(display, "invalid", None, False, str(exc))
    state = freshness(leaf)
    return LeafStatus(display, status, state.record.result if state.record else None, state.fresh, state.reason,
                      speed_standing(leaf))


def speed_standing(leaf: Leaf) -> str:
    from sab.speed.record import goal_checks, standing

    if leaf.manifest.sciaccel.kind == "import":
        return NOT_TIMED
    if not goal_checks(leaf):
        return "no goal"
    problems = standing(leaf)
    return f"uncalibrated: {problems[0][1]}" if problems else "calibrated"


def statuses(leaves: list[Path], root: Path) -> list[LeafStatus]:
    """Every leaf's status; each leaf and each source is fingerprinted once, however many leaves share it."""
    paths = leaves or find_leaves(root / "tasks")
    result = []
    with one_run():
        for path in paths:
            leaf = Leaf.at(path)
            try:
                display = leaf.root.relative_to(root.resolve()).as_posix()
            except ValueError:
                display = str(leaf.root)
            result.append(leaf_status(leaf, display))
    return result
