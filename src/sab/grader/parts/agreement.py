"""agreement
  A statistic (final, mean, min, max, sum, std, norm) of both series agrees:
  ``|s_c - s_r| <= atol + rtol*|s_r|``.  ``std`` is the population standard
  deviation, ``norm`` the L2 norm, ``final`` the last value.
"""

from __future__ import annotations

import math

from sab.grader.parts.core import KINDS_JUDGED
from sab.grader.parts.errors import WiringError
from sab.grader.parts.invariants import fmt_short, ratio
from sab.grader.parts.summary import Summary, summarize


def judge_agreement(spec, ref: Summary, cand: Summary, entry: dict) -> None:
    name = spec["statistic"]
    s_r, s_c = ref.statistic(name), cand.statistic(name)
    entry["statistic"] = name
    entry["value_reference"], entry["value_candidate"] = s_r, s_c
    if not math.isfinite(s_r):
        raise WiringError(f"invariant {spec['name']}: reference {name} is not finite ({s_r})")
    bound = spec["atol"] + spec["rtol"] * abs(s_r)
    entry["bound"] = bound
    if not math.isfinite(s_c):
        entry["reason"] = f"candidate {name} is not finite ({s_c})"
        return
    distance = abs(s_c - s_r)
    entry["distance"] = distance
    entry["bound_fraction"] = ratio(distance, bound)
    entry["passed"] = distance <= bound
    relation = "<=" if entry["passed"] else ">"
    exact = " (exact match required)" if bound == 0 else ""
    entry["reason"] = (
        f"{name}: candidate {s_c!r}, reference {s_r!r}, "
        f"|diff| {fmt_short(distance)} {relation} bound {fmt_short(bound)}{exact}"
    )


KINDS_JUDGED["agreement"] = (summarize, judge_agreement, lambda spec, ref: ref.statistic(spec["statistic"]))
