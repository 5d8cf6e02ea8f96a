"""The tolerance ladder of one check: its evidence on a log scale of bound fractions (the bound is 1).

Below the bound sit what a legitimate run moves (precision floor, altbuild floor, variant and
repeat spread); above it what a defect moves (each fault probe). The headroom rule wants every
legitimate mark left of 1/20, the separation rule every caught probe right of 10; both limits
are drawn. A zero is drawn left of the axis ("0"), a probe caught without a comparable distance
(its run failed, a file went missing) at the right edge ("∞"). Geometry only: the page template
draws it as inline SVG.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field

from sab.review.collect import CheckReview
from sab.selfcheck.evidence import MIN_HEADROOM, MIN_SEPARATION

WIDTH = 860
LEFT, RIGHT = 48, 30
ZERO_GAP = 18
ROW = 15
CHAR_W = 6.4
MIN_DECADE, MAX_DECADE = -20, 20
TRACK_COLOUR = "#dce6f2"  # used by nothing else on the page: a screenshot finds one track per ladder
COLOURS = {
    "precision": "#6b7280",
    "altbuild": "#7c3aed",
    "variant": "#2563eb",
    "repeat": "#0d9488",
    "probe-caught": "#dc2626",
    "probe-missed": "#d97706",
    "bound": "#111827",
}
LEGEND = (
    ("precision", "precision floor of the graded format"),
    ("altbuild", "altbuild floor (another legitimate build)"),
    ("variant", "variant spread (a few-ulp input change)"),
    ("repeat", "repeat spread (the same run twice)"),
    ("probe-caught", "fault probe the check catches"),
    ("probe-missed", "fault probe the check passes"),
)


@dataclass
class Mark:
    kind: str
    label: str
    value: float | None
    x: float = 0.0
    row: int = 0
    y: float = 0.0  # baseline of the label
    text_x: float = 0.0  # centre of the label, kept inside the picture
    colour: str = ""
    text: str = ""
    above: bool = True


@dataclass
class Ladder:
    check: str
    height: int
    axis_y: int
    track_y: int
    track_h: int
    tick_y: int
    left: float
    right: float
    ticks: list[tuple[float, str]]
    marks: list[Mark]
    bound_x: float
    headroom_x: float
    separation_x: float
    track_colour: str = TRACK_COLOUR
    colours: dict[str, str] = field(default_factory=lambda: dict(COLOURS))

    @property
    def width(self) -> int:
        return WIDTH


def _marks(check: CheckReview) -> list[Mark]:
    marks = [
        Mark("precision", "precision", check.precision),
        Mark("altbuild", "altbuild", check.altbuild),
        Mark("variant", "variant", check.variant),
        Mark("repeat", "repeat", check.repeat),
    ]
    marks = [m for m in marks if m.value is not None]
    for probe in check.probes:
        value = probe.bound_fraction if probe.bound_fraction is not None else (math.inf if probe.caught else None)
        if value is not None:
            marks.append(Mark("probe-caught" if probe.caught else "probe-missed", probe.name, value, above=False))
    return marks


def _decades(marks: list[Mark]) -> tuple[int, int]:
    logs = [math.log10(m.value) for m in marks if m.value and math.isfinite(m.value)]
    logs += [-math.log10(MIN_HEADROOM), math.log10(MIN_SEPARATION)]
    lo = max(MIN_DECADE, math.floor(min(logs)))
    hi = min(MAX_DECADE, math.ceil(max(logs)))
    return lo, max(hi, lo + 1)


def _value_text(value: float) -> str:
    if value == 0:
        return "0"
    if math.isinf(value):
        return "∞"
    return f"{value:.2g}"


def _stack(marks: list[Mark]) -> int:
    """Give each label the first row where it does not overlap the one before it; rows used."""
    ends: list[float] = []
    for mark in sorted(marks, key=lambda m: m.x):
        width = CHAR_W * len(mark.text)
        mark.text_x = round(min(max(mark.x, width / 2 + 2), WIDTH - width / 2 - 2), 1)
        start = mark.text_x - width / 2
        for row, end in enumerate(ends):
            if start > end + 4:
                ends[row] = mark.text_x + width / 2
                mark.row = row
                break
        else:
            ends.append(mark.text_x + width / 2)
            mark.row = len(ends) - 1
    return len(ends)


def build(check: CheckReview) -> Ladder:
    marks = _marks(check)
    lo, hi = _decades(marks)
    left, right = float(LEFT), float(WIDTH - RIGHT)

    def x_of(value: float) -> float:
        if value <= 0:
            return left - ZERO_GAP  # off the log axis, which never reaches zero
        if math.isinf(value):
            return right
        position = (math.log10(value) - lo) / (hi - lo)
        return left + (right - left) * min(1.0, max(0.0, position))

    for mark in marks:
        mark.x = round(x_of(mark.value), 1)
        mark.colour = COLOURS[mark.kind]
        mark.text = f"{mark.label} {_value_text(mark.value)}"
    rows_above = _stack([m for m in marks if m.above])
    rows_below = _stack([m for m in marks if not m.above])
    top = 8 + ROW * max(rows_above, 1)
    track_y, track_h = top + 4, 14
    axis_y = track_y + track_h // 2
    tick_y = track_y + track_h + 12
    for mark in marks:
        mark.y = track_y - 5 - ROW * mark.row if mark.above else tick_y + 4 + ROW * (mark.row + 1)
    height = tick_y + 4 + ROW * max(rows_below, 1) + 8
    step = max(1, math.ceil((hi - lo) / 12))
    ticks = [(round(x_of(10.0 ** k), 1), "1 = bound" if k == 0 else f"1e{k}") for k in range(lo, hi + 1, step)]
    return Ladder(check.name, height, axis_y, track_y, track_h, tick_y, left, right, ticks, marks, round(x_of(1.0), 1),
                  round(x_of(1 / MIN_HEADROOM), 1), round(x_of(MIN_SEPARATION), 1))
