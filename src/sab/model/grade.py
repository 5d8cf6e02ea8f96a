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


class Speed(_Written):
    """The speed-up on the acceleration checks, measured only when every check passed."""

    reference_seconds: float
    candidate_seconds: float
    speedup: float
    checks: list[str]
    repeats: int
    spread: float | None = None


class GradeRecord(_Written):
    reward: float
    passed: int
    total: int
    checks: dict[str, CheckGradeRecord]
    speed: Speed | None = None
