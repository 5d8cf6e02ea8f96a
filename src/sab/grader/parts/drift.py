"""drift
  The conserved quantity's drift within the candidate run,
  ``max_i |q_i - q_0| / |q_0|`` (absolute if ``q_0 == 0``), is ``<= bound``.
"""

from __future__ import annotations

import math

from sab.grader.parts.core import KINDS_JUDGED
from sab.grader.parts.invariants import fmt_short, ratio
from sab.grader.parts.summary import Summary, summarize


def judge_drift(spec, ref: Summary, cand: Summary, entry: dict) -> None:
    d_r, d_c = ref.drift(), cand.drift()
    bound = spec["bound"]
    entry["value_reference"], entry["value_candidate"] = d_r, d_c
    entry["bound"] = bound
    if not math.isfinite(d_c):
        entry["reason"] = f"candidate drift is not finite ({d_c})"
        return
    entry["distance"] = d_c
    entry["bound_fraction"] = ratio(d_c, bound)
    entry["passed"] = d_c <= bound
    relation = "<=" if entry["passed"] else "exceeds"
    kind = "relative" if cand.first != 0 else "absolute (q_0 = 0)"
    entry["reason"] = (
        f"candidate {kind} drift {fmt_short(d_c)} {relation} bound {fmt_short(bound)} "
        f"(reference drift {fmt_short(d_r)})"
    )


KINDS_JUDGED["drift"] = (summarize, judge_drift, lambda spec, ref: ref.drift())
