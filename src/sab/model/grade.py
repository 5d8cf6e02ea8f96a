"""grade.json: the full grade the stock tests/test.sh writes beside Harbor's flat reward.

test.sh (a stock driver, standard library only) writes it; sab reads every grade through these
models (sab.grade.parse_grade), whichever runner graded. Numbers are finite JSON numbers, read as
written (an integer distance stays a number); a key test.sh does not write is an error, so a
drifted driver is named rather than half read.
"""

from __future__ import annotations

from pydantic import BaseModel, ConfigDict, Field


class _Written(BaseModel):
    model_config = ConfigDict(extra="forbid", allow_inf_nan=False)


class GradePart(_Written):
    """One graded file (pointwise) or invariant, as validate.py measured it."""

    name: str
    passed: bool
    distance: float | None = None
    bound_fraction: float | None = None
    value_reference: float | None = None
    value_candidate: float | None = None


class DrawGrade(_Written):
    """One drawn input of a check (docs/leaf.md, "Input families"): its seed, the digest of its
    files, and validate.py's verdict on it."""

    seed: int = Field(ge=0)
    digest: str
    passed: bool
    reason: str = ""
    distance: float | None = None
    bound_fraction: float | None = None


class CheckGradeRecord(_Written):
    """One check's verdict, and the run records of both sides."""

    passed: bool
    reason: str = ""
    distance: float | None = None
    bound_fraction: float | None = None
    wiring_error: bool = False
    score: float = Field(ge=0, description="what the check adds to the reward: 1/0, or a benchmark's partial credit")
    parts: list[GradePart] = Field(default_factory=list)
    metrics: dict[str, float] = Field(default_factory=dict)
    reference_seconds: float | None = None
    reference_build_seconds: float | None = None
    candidate_seconds: float | None = None
    candidate_build_seconds: float | None = None
    acceleration: bool = False
    seed: int | None = Field(default=None, ge=0, description="the seed the check's inputs were drawn from")
    draws: list[DrawGrade] = Field(default_factory=list, description=(
        "each drawn input's verdict; the check's measures are the worst draw's; empty for a fixed input"))


class SideTiming(_Written):
    """One side's timed repeats of the acceleration checks (repeat i of each check summed)."""

    seconds: list[float] = Field(min_length=1, description="each repeat's time, net of build and start-up")
    startup_seconds: float | None = Field(default=None, description="median empty run; None for untimed graded runs")
    build_seconds: float


class Speed(_Written):
    """The speed-up on the acceleration checks, measured only when every check passed: the median
    of every reference/candidate repeat ratio, with the rank-test interval sab adds (sab.speedup)."""

    checks: list[str]
    speedup: float
    low: float | None = Field(default=None, description="the exact rank test's 95 % lower bound of the speed-up; "
                              "null when the repeats are too few to bound it")
    reference_seconds: float
    candidate_seconds: float
    repeats: dict[str, int]
    reference: SideTiming
    candidate: SideTiming
    confidence: float | None = None
    interval: list[float | None] | None = Field(default=None, min_length=2, max_length=2,
                                                description="low and high end; null where the repeats bound nothing")
    significant: bool | None = None


class GradeRecord(_Written):
    reward: float
    correctness: float = Field(description="the mean of the checks' scores")
    passed: int
    total: int
    checks: dict[str, CheckGradeRecord]
    speed: Speed | None = None
    speedup_goal: float | None = Field(default=None, description="the goal the acceleration checks declare, if any")
    speed_credit: float | None = Field(default=None, ge=0, le=1, description=(
        "with a goal: ln(speed-up lower bound) / ln(goal) within 0 and 1, half the reward"))
    seed: int | list[int] | None = Field(default=None, description=(
        "the seed the drawn inputs came from (`sab run --seed` reproduces the grade); a list when the checks' differ"))
