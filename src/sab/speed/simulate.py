"""Simulated trials, and the goal and repeat count they allow.

A simulated trial of n repeats a side picks one round of a condition (one set of drawn inputs,
one stretch of the machine's load) and resamples n repeats of each tree from it, with
replacement; its lower bound L is the stock reward's own (the exact Mann-Whitney bound at 95 %).
The oracle trial sets the reference acceleration against the untouched tree; the no-op trial sets
the untouched tree against itself.

With the credit ln(L) / ln(goal) held within 0 and 1, the oracle earns at least the credit floor f
exactly when L >= goal^f, and the no-op at most the ceiling c when L <= goal^c. So over a
condition's trials, a goal pays the oracle with probability p when goal <= Q_(1-p)(L_oracle)^(1/f),
and holds the no-op down with probability p when goal >= Q_p(L_noop)^(1/c). The proposal is the
fewest repeats for which some goal meets both in every condition, and the largest such goal,
rounded down to two significant digits.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import numpy as np

from sab.model.speed import Condition, ConditionResult, Feasible, Proposal, Quantiles
from sab.speed.measure import stock_reward

ORACLE_CREDIT_FLOOR = 0.95
NOOP_CREDIT_CEILING = 0.05
PROBABILITY = 0.99
REPEAT_COUNTS = (5, 6, 8, 10, 12, 16, 20, 24, 30)
SHORTEST_RUN_S = 0.05  # a repeat shorter than this, net of start-up, is mostly the timer's noise


@dataclass(frozen=True)
class Outcome:
    feasible: list[Feasible]
    results: list[ConditionResult]
    proposal: Proposal | None
    refusal: str | None


def lows(condition: Condition, repeats: int, trials: int, rng: np.random.Generator) -> tuple[np.ndarray, np.ndarray]:
    """L of `trials` simulated oracle trials and as many no-op trials of `repeats` a side (0 where
    the repeats bound nothing)."""
    bound = stock_reward().lower_bound
    oracle, noop = np.empty(trials), np.empty(trials)
    for trial in range(trials):
        chosen = condition.rounds[rng.integers(len(condition.rounds))]
        untouched, accelerated = np.asarray(chosen.untouched), np.asarray(chosen.accelerated)
        reference = rng.choice(untouched, repeats).tolist()
        oracle[trial] = bound(reference, rng.choice(accelerated, repeats).tolist()) or 0.0
        noop[trial] = bound(reference, rng.choice(untouched, repeats).tolist()) or 0.0
    return oracle, noop


def credit(low: np.ndarray, goal: float) -> np.ndarray:
    """The stock reward's speed credit for each L (tests/reward.py speed_credit)."""
    with np.errstate(divide="ignore"):
        return np.where(low > 1.0, np.minimum(1.0, np.log(np.maximum(low, 1.0)) / math.log(goal)), 0.0)


def quantiles(values: np.ndarray) -> Quantiles:
    q = np.quantile(values, [0.01, 0.05, 0.5, 0.95, 0.99])
    return Quantiles(q01=float(q[0]), q05=float(q[1]), q50=float(q[2]), q95=float(q[3]), q99=float(q[4]))


def propose(conditions: list[Condition], *, largest: int, trials: int, seed: int) -> Outcome:
    """The goal and repeat count the measured conditions allow, or why there are none."""
    rng = np.random.default_rng(seed)
    counts = [n for n in REPEAT_COUNTS if n <= largest] or [largest]
    simulated = {n: {c.name: lows(c, n, trials, rng) for c in conditions} for n in counts}
    feasible = []
    for n in counts:
        goal_max = min(_oracle_limit(oracle) for oracle, _ in simulated[n].values())
        goal_min = max(_noop_limit(noop) for _, noop in simulated[n].values())
        feasible.append(Feasible(repeats=n, goal_max=goal_max, goal_min=goal_min))
    shortest = min(float(np.median([t for r in c.rounds for t in r.untouched])) for c in conditions)
    # The most discriminating goal the noise allows (a low goal pays a weak acceleration in full);
    # of the repeat counts that allow it, the fewest.
    separating = [f for f in feasible if f.goal_max > max(f.goal_min, 1.0)]
    chosen = max(separating, key=lambda f: (_round_down(f.goal_max, f.goal_min), -f.repeats), default=None)
    proposal, refusal = None, None
    if shortest < SHORTEST_RUN_S:
        refusal = (f"the check is too short to time: the untouched tree's median repeat is {shortest:.3g} s net of "
                   f"start-up (at least {SHORTEST_RUN_S} s): lengthen the acceleration check's workload")
    elif chosen is None:
        refusal = _why_not(feasible[-1], simulated[feasible[-1].repeats])
    else:
        proposal = Proposal(repeats=chosen.repeats, goal=_round_down(chosen.goal_max, chosen.goal_min))
    at = proposal.repeats if proposal else feasible[-1].repeats
    results = [_result(c, *simulated[at][c.name], proposal.goal if proposal else None) for c in conditions]
    return Outcome(feasible, results, proposal, refusal)


def _oracle_limit(oracle: np.ndarray) -> float:
    """The largest goal the oracle reaches with its credit floor in a fraction PROBABILITY of trials."""
    low = float(np.quantile(oracle, 1 - PROBABILITY, method="lower"))
    return low ** (1 / ORACLE_CREDIT_FLOOR) if low > 1.0 else 1.0


def _noop_limit(noop: np.ndarray) -> float:
    """The smallest goal the no-op stays under its credit ceiling for in a fraction PROBABILITY of trials."""
    high = float(np.quantile(noop, PROBABILITY, method="higher"))
    return max(high, 1.0) ** (1 / NOOP_CREDIT_CEILING)


def _round_down(goal_max: float, goal_min: float) -> float:
    """goal_max rounded down to the fewest significant digits (2, then 3) that stay above goal_min."""
    for digits in (2, 3):
        scale = 10 ** (digits - 1 - math.floor(math.log10(goal_max)))
        rounded = math.floor(goal_max * scale) / scale
        if rounded > max(goal_min, 1.0):
            return rounded
    return goal_max


def _why_not(widest: Feasible, simulated: dict[str, tuple[np.ndarray, np.ndarray]]) -> str:
    n = widest.repeats
    if widest.goal_max <= 1.0:
        worst = min(simulated, key=lambda name: float(np.quantile(simulated[name][0], 1 - PROBABILITY)))
        low = float(np.quantile(simulated[worst][0], 1 - PROBABILITY))
        return (f"the speed-up is too small for the noise: under {worst}, with {n} repeats a side, the reference "
                f"acceleration's lower bound is {low:.3g} or less in {1 - PROBABILITY:.0%} of trials, so no goal "
                "above 1 pays it; make the reference acceleration faster or the check longer")
    worst = max(simulated, key=lambda name: float(np.quantile(simulated[name][1], PROBABILITY)))
    return (f"no goal separates the two: with {n} repeats a side the reference acceleration earns its credit floor "
            f"only for goals up to {widest.goal_max:.3g}, but under {worst} the untouched tree's own noise earns "
            f"over its ceiling for goals below {widest.goal_min:.3g}; lengthen the check or calibrate with more "
            "repeats (--repeats)")


def _result(condition: Condition, oracle: np.ndarray, noop: np.ndarray, goal: float | None) -> ConditionResult:
    untouched = [t for r in condition.rounds for t in r.untouched]
    ratios = [u / a for r in condition.rounds for u in r.untouched for a in r.accelerated]
    scored = {}
    if goal is not None:
        oracle_credit, noop_credit = credit(oracle, goal), credit(noop, goal)
        scored = dict(oracle_credit=quantiles(oracle_credit), noop_credit=quantiles(noop_credit),
                      oracle_short=float(np.mean(oracle_credit < ORACLE_CREDIT_FLOOR)),
                      noop_over=float(np.mean(noop_credit > NOOP_CREDIT_CEILING)))
    return ConditionResult(name=condition.name, speedup=float(np.median(ratios)),
                           untouched_seconds=float(np.median(untouched)),
                           oracle_low=quantiles(oracle), noop_low=quantiles(noop), **scored)
