"""The speed calibration behind a leaf's goal, as a curator reviews it: each condition's
distribution of the lower bound L for the reference acceleration and for the untouched tree,
beside the goal and the two limits the goal must respect (docs/speed.md).

The oracle earns at least the credit floor when L >= goal^floor, and the no-op at most the
ceiling when L <= goal^ceiling; a sound goal keeps the oracle's whole distribution right of the
first line and the no-op's left of the second. Geometry only: the page template draws the plot as
inline SVG, on a log scale of L.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from sab.leaf import Leaf
from sab.model.speed import Quantiles, SpeedCalibration

WIDTH = 860
LEFT, RIGHT = 90, 30
ROW = 16  # one bar per tree
GAP = 10  # between conditions
TOP = 40  # the three limit labels, one row each
COLOURS = {"oracle": "#1a7f37", "no-op": "#6b7280", "goal": "#111827", "limit": "#cf222e"}


@dataclass(frozen=True)
class Bar:
    label: str
    tree: str  # "oracle" or "no-op"
    y: float
    whisker: tuple[float, float]  # x of q01 and q99
    box: tuple[float, float]  # x of q05 and q95
    median: float
    title: str


@dataclass(frozen=True)
class Line:
    x: float
    label: str
    kind: str  # "goal" or "limit"


@dataclass(frozen=True)
class Plot:
    height: float
    bars: list[Bar]
    lines: list[Line]
    ticks: list[tuple[float, str]]


@dataclass(frozen=True)
class CalibrationReview:
    standing: str  # sab status's speed standing
    goal: float | None  # the goal in force (from the rubric)
    repeats: int | None
    record: SpeedCalibration | None
    plot: Plot | None

    def lines(self) -> list[str]:
        """The calibration in words, one line per condition: the table and the terminal say this."""
        if self.record is None:
            return [f"speed: {self.standing}"]
        record = self.record
        goal = f"goal {self.goal:g}x over {self.repeats} repeats a side" if self.goal else "no goal in force"
        accepted = f"accepted by {record.accepted.by}" if record.accepted else "not accepted"
        said = [f"speed: {self.standing}; {goal}; calibrated on {record.host.cpu_model} ({record.host.cpus} CPUs) "
                f"at {record.stamped_at}, {accepted}"]
        if record.proposal is None:
            said.append(f"  no goal proposed: {record.refusal}")
        for row in record.results:
            said.append(f"  {row.name}: speed-up {row.speedup:.3g}; oracle L q01 {row.oracle_low.q01:.3g}, "
                        f"q50 {row.oracle_low.q50:.3g}; no-op L q50 {row.noop_low.q50:.3g}, q99 {row.noop_low.q99:.3g}"
                        + (f"; oracle short of its floor in {row.oracle_short:.1%} of trials, no-op over its "
                           f"ceiling in {row.noop_over:.1%}" if row.oracle_short is not None else ""))
        return said

    def document(self) -> dict:
        record = self.record
        return {"standing": self.standing, "goal": self.goal, "repeats": self.repeats,
                "proposal": record.proposal.model_dump(mode="json") if record and record.proposal else None,
                "refusal": record.refusal if record else None,
                "accepted": record.accepted.model_dump(mode="json") if record and record.accepted else None,
                "host": record.host.model_dump(mode="json") if record else None,
                "conditions": [row.model_dump(mode="json") for row in record.results] if record else []}


def review(leaf: Leaf) -> CalibrationReview | None:
    """The leaf's calibration and goal; None for a leaf that has neither (an imported leaf, or one
    with no acceleration check calibrated)."""
    from sab.speed.record import goal_checks, load
    from sab.status import speed_standing

    goals = goal_checks(leaf)
    record = load(leaf)
    if not goals and record is None:
        return None
    timing = max((timing for _, timing in goals.values()), key=lambda t: t.speedup_goal, default=None)
    goal = timing.speedup_goal if timing else None
    plot = _plot(record, goal) if record is not None and record.results else None
    return CalibrationReview(speed_standing(leaf), goal, timing.repeats if timing else None, record, plot)


def _plot(record: SpeedCalibration, goal: float | None) -> Plot:
    limits = []
    if goal is not None:
        limits = [Line(0, f"goal {goal:g}", "goal"),
                  Line(0, f"oracle floor {goal ** record.oracle_credit_floor:.3g}", "limit"),
                  Line(0, f"no-op ceiling {goal ** record.noop_credit_ceiling:.3g}", "limit")]
        at = [goal, goal ** record.oracle_credit_floor, goal ** record.noop_credit_ceiling]
    else:
        at = []
    values = [v for row in record.results for q in (row.oracle_low, row.noop_low) for v in (q.q01, q.q99)] + at
    low, high = math.log10(min(values) / 1.05), math.log10(max(values) * 1.05)
    span = max(high - low, 1e-3)

    def x(value: float) -> float:
        return LEFT + (math.log10(value) - low) / span * (WIDTH - LEFT - RIGHT)

    bars, y = [], TOP
    for row in record.results:
        for tree, q in (("oracle", row.oracle_low), ("no-op", row.noop_low)):
            bars.append(Bar(row.name if tree == "oracle" else "", tree, y, (x(q.q01), x(q.q99)), (x(q.q05), x(q.q95)),
                            x(q.q50), _title(row.name, tree, q)))
            y += ROW
        y += GAP
    lines = [Line(x(value), line.label, line.kind) for value, line in zip(at, limits)]
    return Plot(y, bars, lines, _ticks(low, high, x))


def _title(condition: str, tree: str, q: Quantiles) -> str:
    return (f"{condition}, {tree}: L q01 {q.q01:.3g}, q05 {q.q05:.3g}, q50 {q.q50:.3g}, q95 {q.q95:.3g}, "
            f"q99 {q.q99:.3g}")


def _ticks(low: float, high: float, x) -> list[tuple[float, str]]:
    """Ticks at round values of L inside the axis: 1, 1.1, 1.25, 1.5, 2, 3, 5, 10 and their inverses."""
    steps = (0.5, 0.67, 0.8, 0.9, 1.0, 1.1, 1.25, 1.5, 2.0, 3.0, 5.0, 10.0, 20.0)
    return [(x(value), f"{value:g}") for value in steps if low <= math.log10(value) <= high]
