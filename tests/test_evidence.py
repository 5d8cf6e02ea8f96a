"""SPEC 5.2 arithmetic on crafted evidence: thresholds exactly at and around each boundary."""

from __future__ import annotations

import pytest

from sab.model.rubric import Evidence, Solve
from sab.selfcheck import evidence as ev


def make(variant: float | None = 0.01, probes: dict[str, tuple[bool, float | None]] | None = None, **extra) -> Evidence:
    evidence = Evidence(
        stamped_at="2026-01-01T00:00:00+00:00", runner="local",
        variant=None if variant is None else Solve(distance=variant, bound_fraction=variant, passed=variant <= 1),
        probes={n: Solve(passed=p, bound_fraction=f) for n, (p, f) in (probes or {}).items()},
        **extra,
    )
    evidence.headroom = ev.headroom(evidence)
    evidence.separation = ev.separation(evidence)
    return evidence


@pytest.mark.parametrize("spread, tight", [(1 / 20, False), (1 / 19.999, True), (1 / 20.001, False), (0.5, True)])
def test_tight_at_headroom_twenty(spread: float, tight: bool) -> None:
    evidence = make(spread, {"p": (False, 1000.0)})
    assert ("TIGHT" in ev.flags(evidence, chaotic=False, custom=False)) is tight


@pytest.mark.parametrize("probe, loose", [(10.0, False), (9.999, True), (10.001, False), (2.0, True)])
def test_loose_at_separation_ten(probe: float, loose: bool) -> None:
    evidence = make(0.001, {"p": (False, probe)})
    assert ("LOOSE" in ev.flags(evidence, chaotic=False, custom=False)) is loose


def test_no_probe_is_loose_and_an_uncaught_probe_is_inert() -> None:
    assert ev.flags(make(0.001), chaotic=False, custom=False) == ["LOOSE"]
    inert = make(0.001, {"p": (True, 0.2)})
    assert inert.separation is None
    assert ev.flags(inert, chaotic=False, custom=False) == ["LOOSE", "INERT"]


def test_separation_counts_only_caught_probes() -> None:
    evidence = make(0.001, {"misses": (True, 0.0), "near": (False, 40.0), "far": (False, 1e6), "crash": (False, None)})
    assert evidence.separation == 40.0
    assert ev.flags(evidence, chaotic=False, custom=False) == []
    only_crash = make(0.001, {"crash": (False, None)})
    assert only_crash.separation is None and ev.flags(only_crash, chaotic=False, custom=False) == []


def test_headroom_takes_the_largest_spread_and_precision() -> None:
    evidence = make(0.001, altbuild=Solve(bound_fraction=0.004, passed=True), precision_fraction=0.002)
    assert evidence.headroom == pytest.approx(250.0)
    assert make(None).headroom is None  # nothing measured: no finite headroom


@pytest.mark.parametrize("runtime, slow", [(2.0, False), (2.0001, True), (1.0, False)])
def test_slow_above_twice_expected(runtime: float, slow: bool) -> None:
    evidence = make(0.001, {"p": (False, 100.0)}, runtime_s=runtime, expected_runtime_s=1.0)
    assert ("SLOW" in ev.flags(evidence, chaotic=False, custom=False)) is slow


def test_labels_flags() -> None:
    assert ev.flags(make(0.001, {"p": (False, 100.0)}), chaotic=True, custom=True) == ["CHAOTIC", "CUSTOM"]
    identical = make(0.0, {"p": (False, 100.0)})
    identical.variant = identical.variant.model_copy(update={"identical": True})
    assert ev.flags(identical, chaotic=False, custom=False) == ["IDENTICAL"]


def test_proposals() -> None:
    assert ev.proposed_scale(make(0.001, {"p": (False, 1000.0)})) is None  # H = 1000, S = 1000: keep
    scale, reason = ev.proposed_scale(make(0.1, {"p": (False, 1000.0)}))  # H = 10: widen x2 .. x100 allowed
    assert scale == pytest.approx((20 * 0.1 * 1000 / 10) ** 0.5) and "between" in reason
    scale, _ = ev.proposed_scale(make(0.1))  # no probe: widen to H = 20 exactly
    assert scale == pytest.approx(2.0)
    assert ev.proposed_scale(make(0.2, {"p": (False, 2.0)})) is None  # H = 5, S = 2: the limits cross
    scale, reason = ev.proposed_scale(make(0.001, {"p": (False, 5.0)}))  # S = 5: tighten
    assert scale == pytest.approx(0.5) or "between" in reason
    assert ev.scale_comparison({"files": [{"path": "u", "atol": 1e-13, "rtol": 3e-10}]}, 2.0) == {
        "files": [{"path": "u", "atol": 2e-13, "rtol": 1e-9}]
    }
    # How much work a run must do is not a tolerance: coverage is never scaled.
    coverage = [{"file": "e.txt", "format": "text", "progress": {"column": 1, "atol": 1e-12, "rtol": 1e-9}}]
    scaled = ev.scale_comparison({"invariants": [{"name": "d", "kind": "drift", "bound": 1e-3}], "coverage": coverage}, 3.0)
    assert scaled == {"invariants": [{"name": "d", "kind": "drift", "bound": 5e-3}], "coverage": coverage}


@pytest.mark.parametrize("text, precision", [("1 2 3\n", 0.0), ("0.5 1.25\n", 1e-2), ("# x\n1.2345678901234567e-05\n", 1e-16)])
def test_text_precision_is_the_last_printed_digit(text: str, precision: float) -> None:
    assert ev.text_precision(text) == pytest.approx(precision)
