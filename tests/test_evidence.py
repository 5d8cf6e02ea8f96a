"""The arithmetic of docs/tolerances.md on crafted evidence: thresholds exactly at and around each boundary."""

from __future__ import annotations

import pytest

from sab.model.rubric import Evidence, Solve
from sab.selfcheck import evidence as ev


def make(variant: float | None = 0.01, probes: dict[str, tuple[bool, float | None]] | None = None,
         mutant_solves: dict[str, tuple[bool, float | None]] | None = None, **extra) -> Evidence:
    evidence = Evidence(
        stamped_at="2026-01-01T00:00:00+00:00", runner="local",
        variant=None if variant is None else Solve(distance=variant, bound_fraction=variant, passed=variant <= 1),
        probes={n: Solve(passed=p, bound_fraction=f) for n, (p, f) in (probes or {}).items()},
        mutants={n: Solve(passed=p, bound_fraction=f) for n, (p, f) in (mutant_solves or {}).items()},
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


@pytest.mark.parametrize("runtime, expected, slow", [(2.0, 1.0, False), (2.0001, 1.0, True), (1.0, 1.0, False),
                                                    (7.0, 4.0, False), (8.001, 4.0, True)])
def test_slow_above_twice_expected(runtime: float, expected: float, slow: bool) -> None:
    evidence = make(0.001, {"p": (False, 100.0)}, runtime_s=runtime, expected_runtime_s=expected)
    assert ("SLOW" in ev.flags(evidence, chaotic=False, custom=False)) is slow


def test_labels_flags() -> None:
    assert ev.flags(make(0.001, {"p": (False, 100.0)}), chaotic=True, custom=True) == ["CHAOTIC", "CUSTOM"]
    identical = make(0.0, {"p": (False, 100.0)})
    identical.variant = identical.variant.model_copy(update={"identical": True})
    assert ev.flags(identical, chaotic=False, custom=False) == ["IDENTICAL"]


def test_mutants_count_as_faults_for_separation_and_flags() -> None:
    evidence = make(0.001, mutant_solves={"m1": (False, 3.0), "m2": (True, 0.5)})
    assert evidence.separation == 3.0
    assert ev.flags(evidence, chaotic=False, custom=False) == ["LOOSE"]
    missed = make(0.001, mutant_solves={"m1": (True, 0.5)})
    assert not ev.caught(missed) and ev.flags(missed, chaotic=False, custom=False) == ["LOOSE", "INERT"]


@pytest.mark.parametrize("fraction, at", [(1.0, 1.0), (1.5, 1.5), (0.999, None), (None, None)])
def test_a_fault_is_caught_at_a_distance_only_from_the_bound_on(fraction: float | None, at: float | None) -> None:
    """A failed run at exactly the bound is measured (1.0); below it, or unmeasured, it is not."""
    assert ev.caught_at(Solve(passed=False, bound_fraction=fraction)) == at
