"""The speed-up goal's calibration record: comment/pipeline/speed-calibration.json (docs/speed.md).

Written only by `sab speed calibrate` (the measurement and the proposal) and `sab speed accept`
(the curator's acceptance). The rubric of each acceleration check carries the digest of the
measurement its goal was accepted from (`timing.calibration`), so a goal can be traced to the
runs behind it and a record edited after the fact no longer matches.
"""

from __future__ import annotations

from pydantic import Field, PositiveFloat

from sab.model.base import Strict

SCHEMA = "sab-speed-calibration/1"


class Host(Strict):
    """The machine the calibration ran on: a goal measured here holds for machines like it."""

    cpu_model: str
    cpus: int = Field(ge=1, description="logical CPUs the calibrating process could use")
    flags: list[str] = Field(default_factory=list, description="the CPU's vector-unit flags (avx2, avx512f, ...)")
    platform: str


class Round(Strict):
    """One round of a condition: both trees timed on the same drawn inputs, one after the other."""

    seed: int = Field(ge=0, description="the draw seed of the round's inputs")
    untouched: list[PositiveFloat] = Field(min_length=1, description="the untouched tree's timed repeats, seconds net of start-up")
    accelerated: list[PositiveFloat] = Field(min_length=1, description="the reference acceleration's timed repeats")


class Condition(Strict):
    """The machine state one part of the measurement ran under, and its rounds."""

    name: str
    description: str
    rounds: list[Round] = Field(min_length=1)


class Quantiles(Strict):
    """Quantiles of a simulated trial's statistic over the calibration's trials."""

    q01: float
    q05: float
    q50: float
    q95: float
    q99: float


class ConditionResult(Strict):
    """What the simulated trials of one condition give at the proposed (or largest) repeat count."""

    name: str
    speedup: float = Field(description="median ratio of untouched to accelerated repeat times")
    untouched_seconds: float = Field(description="the untouched tree's median repeat, net of start-up")
    oracle_low: Quantiles = Field(description="the reference acceleration's lower bound L")
    noop_low: Quantiles = Field(description="the untouched tree's L against itself")
    oracle_credit: Quantiles | None = Field(default=None, description="the oracle's speed credit under the goal")
    noop_credit: Quantiles | None = Field(default=None, description="the untouched tree's speed credit under the goal")
    oracle_short: float | None = Field(default=None, description="fraction of trials where the oracle earns under the credit floor")
    noop_over: float | None = Field(default=None, description="fraction of trials where the untouched tree earns over the credit ceiling")


class Feasible(Strict):
    """The goals one repeat count allows: the oracle's requirement sets the most, the no-op's the least."""

    repeats: int = Field(ge=1)
    goal_max: float = Field(description="the largest goal the oracle reaches with its credit floor in every condition")
    goal_min: float = Field(description="the smallest goal the untouched tree stays under with its credit ceiling")


class Proposal(Strict):
    repeats: int = Field(ge=1)
    goal: float = Field(gt=1.0)


class Acceptance(Strict):
    by: str = Field(min_length=1)
    at: str


class SpeedCalibration(Strict):
    format: str = Field(default=SCHEMA, pattern=r"^sab-speed-calibration/1$")
    stamped_at: str
    runner: str
    host: Host
    checks: list[str] = Field(min_length=1, description="the leaf's acceleration checks, timed together")
    source_fingerprint: str
    accelerated_fingerprint: str = Field(description="solution/accelerated/'s tree fingerprint")
    workload_digest: str = Field(description="what the timed runs ran: each acceleration check's run.sh, "
                                             "harness, inputs, family and start-up command, and the stock driver")
    warmup: int = Field(ge=0)
    trials: int = Field(ge=100, description="simulated trials per condition and repeat count")
    oracle_credit_floor: float
    noop_credit_ceiling: float
    probability: float
    conditions: list[Condition] = Field(min_length=1)
    feasible: list[Feasible]
    results: list[ConditionResult]
    proposal: Proposal | None = None
    refusal: str | None = None
    accepted: Acceptance | None = None
