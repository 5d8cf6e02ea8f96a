"""sab.selfcheck.statistics: bounds of chaotic checks sized from replicas.

Replicas are drawn from known distributions with fixed seeds, and each bound is then judged on
fresh draws from the same distribution: what a legitimate candidate graded against the same
reference would meet. Independent series and AR(1) chains stand for seeds of a Monte Carlo
chain; the distances are the exact two-sample KS statistic and Wasserstein-1 distance of
validate.py, computed in bulk here and checked against scipy's.
"""

from __future__ import annotations

import functools
import json
import math

import numpy as np
import pytest
from scipy import stats

from sab.selfcheck.statistics import (
    DEFAULT_RATE,
    DEFAULT_REPLICAS,
    MIN_REPLICAS,
    POWER_TARGET,
    Calibration,
    calibrate,
    power,
    split_rate,
    suite_rate,
)


# --------------------------------------------------------------------------
# Synthetic runs
# --------------------------------------------------------------------------


def ar1(rng: np.random.Generator, shape: tuple[int, ...], phi: float) -> np.ndarray:
    """Stationary AR(1) series of unit variance along the last axis (phi 0: independent)."""
    noise = rng.standard_normal(shape)
    series = np.empty(shape)
    series[..., 0] = noise[..., 0]
    innovation = math.sqrt(1.0 - phi * phi)
    for t in range(1, shape[-1]):
        series[..., t] = phi * series[..., t - 1] + innovation * noise[..., t]
    return series


def ks_rows(reference: np.ndarray, candidates: np.ndarray) -> np.ndarray:
    """Two-sample KS statistic of each row against the reference (continuous values, no ties):
    the largest ECDF gap sits just at or just before a candidate value."""
    reference = np.sort(reference)
    rows = np.sort(candidates, axis=-1)
    n, m = reference.size, rows.shape[-1]
    rank = np.arange(1, m + 1)
    above = rank / m - np.searchsorted(reference, rows, side="right") / n
    below = np.searchsorted(reference, rows, side="left") / n - (rank - 1) / m
    return np.maximum(above.max(axis=-1), below.max(axis=-1))


def wasserstein_rows(reference: np.ndarray, candidates: np.ndarray) -> np.ndarray:
    """Wasserstein-1 distance of each row to a reference of the same size: the mean gap between
    order statistics."""
    return np.abs(np.sort(candidates, axis=-1) - np.sort(reference)).mean(axis=-1)


def test_bulk_distances_equal_scipys():
    rng = np.random.default_rng(11)
    reference = rng.standard_normal(150)
    candidates = rng.standard_normal((5, 150)) + 0.1
    for row, ks, w1 in zip(candidates, ks_rows(reference, candidates), wasserstein_rows(reference, candidates)):
        assert ks == pytest.approx(stats.ks_2samp(row, reference).statistic, abs=1e-12)
        assert w1 == pytest.approx(stats.wasserstein_distance(row, reference), rel=1e-12)


# --------------------------------------------------------------------------
# Agreement
# --------------------------------------------------------------------------


def _agreement_trials(replicas: int, rate: float, trials: int, seed: int):
    """Each trial: a reference and `replicas` candidates ~ N(0, 0.2^2), so the differences have
    the reference's own error as their offset; the bound is judged on 20000 fresh candidates."""
    rng = np.random.default_rng(seed)
    sigma = 0.2
    rejected = drawn = 0
    ratios, above = [], 0
    for _ in range(trials):
        reference = sigma * rng.standard_normal()
        differences = sigma * rng.standard_normal(replicas) - reference
        calibration = calibrate("agreement", differences, rate=rate, reference=reference)
        assert calibration.achieved_rate <= rate
        fresh = sigma * rng.standard_normal(20000) - reference
        rejected += int(np.count_nonzero(np.abs(fresh) > calibration.bound))
        drawn += fresh.size
        bound = calibration.bound
        exact = stats.norm.sf((bound + reference) / sigma) + stats.norm.sf((bound - reference) / sigma)
        above += exact > rate
        true_bound = _true_folded_quantile(rate, abs(reference), sigma)
        ratios.append(calibration.bound / true_bound)
    return rejected / drawn, above / trials, float(np.median(ratios))


def _true_folded_quantile(rate: float, offset: float, sigma: float) -> float:
    return float(stats.foldnorm.isf(rate, offset / sigma, scale=sigma))


@pytest.mark.parametrize("replicas, largest_ratio", [(30, 1.6), (10, 2.2)])
def test_agreement_bound_holds_the_rate_without_waste(replicas, largest_ratio):
    rate = 0.01
    measured, above, ratio = _agreement_trials(replicas, rate, trials=120, seed=replicas)
    # 2.4e6 fresh candidates: the pooled rate is known to within about 1e-4.
    assert measured <= rate
    # The limits hold jointly with >= 95 %: few bounds may let more than `rate` through.
    assert above <= 0.05
    assert 1.0 <= ratio <= largest_ratio


def test_agreement_bound_at_the_default_rate():
    rng = np.random.default_rng(5)
    reference = 1.3  # the true mean is 1.0, sigma 0.5: the reference is 0.6 sigma off
    differences = 1.0 + 0.5 * rng.standard_normal(DEFAULT_REPLICAS) - reference
    calibration = calibrate("agreement", differences, rate=DEFAULT_RATE, reference=reference)
    fresh = 1.0 + 0.5 * rng.standard_normal(4_000_000) - reference
    assert np.mean(np.abs(fresh) > calibration.bound) <= DEFAULT_RATE
    assert calibration.bound <= 1.6 * _true_folded_quantile(DEFAULT_RATE, 0.3, 0.5)
    assert calibration.parameters["reference"] == reference
    assert calibration.kind == "agreement" and calibration.metric is None
    assert calibration.replicas == DEFAULT_REPLICAS
    assert "chi-square" in calibration.test and "Student t" in calibration.test
    assert 0.0 < calibration.fit_p_value <= 1.0


def test_agreement_bound_scales_with_the_differences():
    # Differences of 1e-300 or 1e300 must neither underflow nor overflow when squared.
    differences = np.random.default_rng(6).standard_normal(DEFAULT_REPLICAS)
    unit = calibrate("agreement", differences, rate=DEFAULT_RATE)
    for scale in (2.0**-990, 1e-300, 1e-12, 1e300):
        scaled = calibrate("agreement", differences * scale, rate=DEFAULT_RATE)
        assert scaled.bound == pytest.approx(unit.bound * scale, rel=1e-12)
        assert scaled.achieved_rate == pytest.approx(unit.achieved_rate, rel=1e-9)
        assert scaled.fit_p_value == pytest.approx(unit.fit_p_value, rel=1e-6)
        assert power(scaled, scaled.bound) == pytest.approx(0.5, abs=1e-9)


# --------------------------------------------------------------------------
# Distribution: KS
# --------------------------------------------------------------------------

KS_SIZE = 200


def _ks_trials(phi: float, references: int, seed: int, rate: float = 0.01):
    rng = np.random.default_rng(seed)
    out = []
    for _ in range(references):
        reference = ar1(rng, (KS_SIZE,), phi)
        distances = np.array(
            [stats.ks_2samp(replica, reference).statistic for replica in ar1(rng, (DEFAULT_REPLICAS, KS_SIZE), phi)]
        )
        calibration = calibrate("distribution", distances, rate=rate, metric="ks", sample_size=KS_SIZE)
        fresh = ks_rows(reference, ar1(rng, (4000, KS_SIZE), phi))
        out.append((calibration, fresh))
    return out


@pytest.fixture(scope="module")
def ks_independent():
    return _ks_trials(0.0, references=10, seed=21)


@pytest.fixture(scope="module")
def ks_chain():
    return _ks_trials(0.8, references=8, seed=22)


@pytest.mark.parametrize("trials", ["ks_independent", "ks_chain"])
def test_ks_bound_holds_the_rate_without_waste(trials, request):
    results = request.getfixturevalue(trials)
    rate = results[0][0].rate
    measured = np.mean([np.mean(fresh > c.bound) for c, fresh in results])
    assert measured <= rate
    ratios = [c.bound / np.quantile(fresh, 1 - rate) for c, fresh in results]
    assert 1.0 <= np.median(ratios) <= 1.6
    for calibration, _ in results:
        assert calibration.achieved_rate <= rate
        assert calibration.metric == "ks" and calibration.kind == "distribution"


def test_ks_effective_size_recovers_independent_series(ks_independent):
    fractions = [c.parameters["effective_fraction"] for c, _ in ks_independent]
    # One reference shifts every replica's distance, so single fits scatter (0.5 to 1.7 n);
    # over references the effective size is the series' own.
    assert 0.75 <= np.median(fractions) <= 1.33
    for calibration, _ in ks_independent:
        assert calibration.parameters["effective_size"] == pytest.approx(
            calibration.parameters["effective_fraction"] * KS_SIZE)


def test_ks_effective_size_of_a_chain_is_far_below_its_length(ks_chain, ks_independent):
    # AR(1) with phi 0.8: the mean of n values carries n (1 - phi)/(1 + phi) = n/9 of their
    # information; the distribution as a whole somewhat more.
    chain = np.median([c.parameters["effective_fraction"] for c, _ in ks_chain])
    independent = np.median([c.parameters["effective_fraction"] for c, _ in ks_independent])
    assert 0.1 <= chain <= 0.6
    assert chain < 0.5 * independent
    # And its distances are wider, so its bound is too.
    assert np.median([c.bound for c, _ in ks_chain]) > 1.3 * np.median([c.bound for c, _ in ks_independent])


def test_ks_bound_ignores_a_replica_that_nearly_reproduced_the_reference():
    # Fitted on every value, such a replica would drag the location down and raise the bound by
    # a third; the censored lowest quarter only says it is small.
    rng = np.random.default_rng(23)
    reference = rng.standard_normal(KS_SIZE)
    distances = ks_rows(reference, rng.standard_normal((DEFAULT_REPLICAS, KS_SIZE)))
    plain = calibrate("distribution", distances, rate=0.01, metric="ks")
    distances[np.argmin(distances)] = 1.0 / KS_SIZE
    twin = calibrate("distribution", distances, rate=0.01, metric="ks")
    assert twin.bound == pytest.approx(plain.bound, rel=1e-6)
    assert twin.parameters["censored"] == float(DEFAULT_REPLICAS // 4)


def test_ks_bound_reaches_a_replica_far_above_the_rest():
    # The likelihood also has a maximum that fits the other 29 and leaves this one in an
    # impossible tail (its bound was 0.09); the fit must find the global one.
    rng = np.random.default_rng(24)
    distances = np.append(rng.uniform(0.04, 0.06, DEFAULT_REPLICAS - 1), 0.5)
    calibration = calibrate("distribution", distances, rate=1e-4, metric="ks")
    assert calibration.bound >= 0.4
    assert calibration.fit_p_value < 1e-3  # and the model says it does not fit


# --------------------------------------------------------------------------
# Distribution: Wasserstein, and drift
# --------------------------------------------------------------------------


@pytest.mark.parametrize("phi, largest_ratio", [(0.0, 2.0), (0.8, 3.0)])
def test_wasserstein_bound_holds_the_rate_without_waste(phi, largest_ratio):
    rng = np.random.default_rng(31 + int(10 * phi))
    rate = 0.01
    rejected, ratios = [], []
    for _ in range(20):
        reference = ar1(rng, (KS_SIZE,), phi)
        distances = wasserstein_rows(reference, ar1(rng, (DEFAULT_REPLICAS, KS_SIZE), phi))
        calibration = calibrate("distribution", distances, rate=rate, metric="wasserstein", sample_size=KS_SIZE)
        assert calibration.achieved_rate <= rate
        fresh = wasserstein_rows(reference, ar1(rng, (3000, KS_SIZE), phi))
        rejected.append(np.mean(fresh > calibration.bound))
        ratios.append(calibration.bound / np.quantile(fresh, 1 - rate))
    assert np.mean(rejected) <= rate
    assert 1.0 <= np.median(ratios) <= largest_ratio


def test_drift_tolerance_limit_has_its_stated_confidence():
    # Lognormal drifts, the model itself: the noncentral-t limit covers the quantile with
    # probability 0.95 exactly, so about 5 % of the bounds let more than `rate` through.
    rng = np.random.default_rng(41)
    rate, trials, log_sigma = DEFAULT_RATE, 400, 0.7
    true_bound = math.exp(log_sigma * stats.norm.isf(rate)) * 1e-9
    above, ratios = 0, []
    for _ in range(trials):
        drifts = 1e-9 * np.exp(log_sigma * rng.standard_normal(DEFAULT_REPLICAS))
        calibration = calibrate("drift", drifts, rate=rate)
        exact = stats.norm.sf(math.log(calibration.bound / 1e-9) / log_sigma)
        above += exact > rate
        ratios.append(calibration.bound / true_bound)
    # 400 trials: the count of bounds above the rate is Binomial(400, 0.05), 20 +- 4.4.
    assert 0.02 <= above / trials <= 0.085
    assert 1.0 <= np.median(ratios) <= 2.0


def test_drift_bound_with_a_lighter_tail_than_the_model():
    rng = np.random.default_rng(42)
    rate = 0.01
    rejected = []
    for _ in range(50):
        drifts = stats.gamma.rvs(4.0, scale=1e-6, size=DEFAULT_REPLICAS, random_state=rng)
        calibration = calibrate("drift", drifts, rate=rate)
        fresh = stats.gamma.rvs(4.0, scale=1e-6, size=20000, random_state=rng)
        rejected.append(np.mean(fresh > calibration.bound))
    assert np.mean(rejected) <= rate
    assert calibration.bound <= 2.0 * stats.gamma.isf(rate, 4.0, scale=1e-6)


def test_exact_zeros_are_set_aside_and_can_only_raise_the_bound():
    rng = np.random.default_rng(43)
    reference = rng.standard_normal(KS_SIZE)
    positive = ks_rows(reference, rng.standard_normal((20, KS_SIZE)))
    with_zeros = np.concatenate([positive, np.zeros(3)])
    for kind, metric in (("distribution", "ks"), ("distribution", "wasserstein"), ("drift", None)):
        alone = calibrate(kind, positive, rate=0.01, metric=metric)
        mixed = calibrate(kind, with_zeros, rate=0.01, metric=metric)
        assert mixed.bound == alone.bound
        assert mixed.parameters["zeros"] == 3.0
        assert mixed.replicas == 23
        assert mixed.achieved_rate == pytest.approx(alone.achieved_rate * 20 / 23)


# --------------------------------------------------------------------------
# Power
# --------------------------------------------------------------------------


def _build_calibrations() -> list[Calibration]:
    rng = np.random.default_rng(51)
    reference = rng.standard_normal(KS_SIZE)
    return [
        calibrate("agreement", 0.3 * rng.standard_normal(DEFAULT_REPLICAS) + 0.05, rate=DEFAULT_RATE),
        calibrate("distribution", ks_rows(reference, rng.standard_normal((DEFAULT_REPLICAS, KS_SIZE))),
                  rate=DEFAULT_RATE, metric="ks"),
        calibrate("distribution", wasserstein_rows(reference, rng.standard_normal((DEFAULT_REPLICAS, KS_SIZE))),
                  rate=DEFAULT_RATE, metric="wasserstein"),
        calibrate("drift", np.exp(0.5 * rng.standard_normal(DEFAULT_REPLICAS)) * 1e-7, rate=DEFAULT_RATE),
    ]


# Calibrations are immutable: the tests share one set.
_calibrations = functools.cache(_build_calibrations)


@pytest.mark.parametrize("calibration", _calibrations(), ids=["agreement", "ks", "wasserstein", "drift"])
def test_power_curve(calibration):
    bound, rate = calibration.bound, calibration.rate
    faults = np.linspace(0.0, 3.0 * bound, 301)
    curve = np.array([power(calibration, f) for f in faults])
    assert np.all((curve >= 0.0) & (curve <= 1.0))
    assert np.all(np.diff(curve) >= 0.0)
    assert curve[0] <= rate
    assert power(calibration, bound) == pytest.approx(0.5, abs=1e-9)
    assert power(calibration, 0.8 * bound) < 0.5 < power(calibration, 1.2 * bound)
    assert power(calibration, 3.0 * bound) >= 0.999
    # The fault size caught at POWER_TARGET lies beyond the bound, by a fraction of it.
    caught = faults[np.argmax(curve >= POWER_TARGET)]
    assert bound < caught < 2.0 * bound


def test_power_is_the_rate_where_a_fault_looks_legitimate():
    agreement, ks, wasserstein, drift = _calibrations()
    # A fault measured at the conservative model's own offset or median is a legitimate run.
    assert power(agreement, agreement.parameters["offset_upper"]) == pytest.approx(agreement.rate, rel=1e-6)
    assert power(agreement, 0.0) >= agreement.rate / 10
    k_median = stats.kstwobign.median()
    ks_median = ks.parameters["loc_upper"] + ks.parameters["scale_upper"] * k_median
    assert power(ks, ks_median) == pytest.approx(ks.rate, rel=1e-6)
    for calibration in (wasserstein, drift):
        assert power(calibration, calibration.parameters["median"]) == pytest.approx(calibration.rate, rel=1e-6)


def test_agreement_power_is_symmetric_in_the_sign_of_the_fault():
    agreement = _calibrations()[0]
    for fault in (0.1, agreement.bound, 2.0 * agreement.bound):
        assert power(agreement, -fault) == pytest.approx(power(agreement, fault), rel=1e-12)


def test_power_refuses_what_grading_cannot_measure():
    agreement, ks, _, drift = _calibrations()
    for calibration in (agreement, ks, drift):
        with pytest.raises(ValueError, match="finite"):
            power(calibration, math.nan)
        with pytest.raises(ValueError, match="finite"):
            power(calibration, math.inf)
    for calibration in (ks, drift):
        with pytest.raises(ValueError, match="negative"):
            power(calibration, -0.1)


# --------------------------------------------------------------------------
# Refusals
# --------------------------------------------------------------------------

GOOD = list(np.random.default_rng(61).uniform(0.02, 0.2, MIN_REPLICAS))


@pytest.mark.parametrize("kind, metric", [("agreement", None), ("drift", None), ("distribution", "ks"),
                                          ("distribution", "wasserstein")])
def test_refuses_too_few_and_non_finite_replicas(kind, metric):
    calibrate(kind, GOOD, rate=DEFAULT_RATE, metric=metric)  # MIN_REPLICAS is enough
    with pytest.raises(ValueError, match=f"at least {MIN_REPLICAS}"):
        calibrate(kind, GOOD[:-1], rate=DEFAULT_RATE, metric=metric)
    for bad in (math.nan, math.inf, -math.inf):
        with pytest.raises(ValueError, match="finite"):
            calibrate(kind, GOOD[:-1] + [bad], rate=DEFAULT_RATE, metric=metric)


@pytest.mark.parametrize("rate", [0.0, 0.5, -1e-3, 0.7, math.nan, math.inf, True, "0.01", None])
def test_refuses_rates_outside_the_open_interval(rate):
    with pytest.raises(ValueError, match="rate"):
        calibrate("agreement", GOOD, rate=rate)


def test_refuses_arguments_of_another_kind():
    with pytest.raises(ValueError, match="kind"):
        calibrate("pointwise", GOOD, rate=DEFAULT_RATE)
    with pytest.raises(ValueError, match="metric"):
        calibrate("distribution", GOOD, rate=DEFAULT_RATE)
    with pytest.raises(ValueError, match="metric"):
        calibrate("distribution", GOOD, rate=DEFAULT_RATE, metric="energy")
    with pytest.raises(ValueError, match="metric"):
        calibrate("agreement", GOOD, rate=DEFAULT_RATE, metric="ks")
    with pytest.raises(ValueError, match="reference"):
        calibrate("drift", GOOD, rate=DEFAULT_RATE, reference=1.0)
    with pytest.raises(ValueError, match="reference"):
        calibrate("agreement", GOOD, rate=DEFAULT_RATE, reference=math.nan)
    with pytest.raises(ValueError, match="sample_size"):
        calibrate("agreement", GOOD, rate=DEFAULT_RATE, sample_size=100)
    for size in (0, -5, 2.5, True):
        with pytest.raises(ValueError, match="sample_size"):
            calibrate("distribution", GOOD, rate=DEFAULT_RATE, metric="ks", sample_size=size)
    with pytest.raises(ValueError, match="one-dimensional"):
        calibrate("agreement", np.ones((MIN_REPLICAS, 2)), rate=DEFAULT_RATE)
    with pytest.raises(ValueError, match="numbers"):
        calibrate("agreement", ["a"] * MIN_REPLICAS, rate=DEFAULT_RATE)


def test_refuses_replicas_without_spread_or_with_negative_distances():
    with pytest.raises(ValueError, match="no spread"):
        calibrate("agreement", [0.25] * 12, rate=DEFAULT_RATE)
    with pytest.raises(ValueError, match="no spread"):
        calibrate("drift", [1e-9] * 12, rate=DEFAULT_RATE)
    with pytest.raises(ValueError, match="non-zero"):
        calibrate("distribution", GOOD[:7] + [0.0] * 5, rate=DEFAULT_RATE, metric="ks")
    with pytest.raises(ValueError, match="negative"):
        calibrate("distribution", GOOD[:-1] + [-0.01], rate=DEFAULT_RATE, metric="wasserstein")
    with pytest.raises(ValueError, match="negative"):
        calibrate("drift", GOOD[:-1] + [-0.01], rate=DEFAULT_RATE)
    with pytest.raises(ValueError, match=r"KS statistic lies in \[0, 1\]"):
        calibrate("distribution", GOOD[:-1] + [1.5], rate=DEFAULT_RATE, metric="ks")


# --------------------------------------------------------------------------
# Rates of checks and suites
# --------------------------------------------------------------------------


def test_split_rate_is_bonferroni():
    assert split_rate(1e-3, 4) == 2.5e-4
    assert split_rate(0.01, 1) == 0.01
    assert split_rate(0.3, 3) == 0.3 / 3
    assert split_rate(DEFAULT_RATE, np.int64(7)) == DEFAULT_RATE / 7
    # Whatever the dependence between invariants, the union bound holds the check's rate.
    assert 7 * split_rate(DEFAULT_RATE, 7) == pytest.approx(DEFAULT_RATE, rel=1e-15)
    for count in (0, -1, 1.5, True):
        with pytest.raises(ValueError, match="count"):
            split_rate(1e-3, count)
    for rate in (0.0, 1.0, math.nan):
        with pytest.raises(ValueError, match="rate"):
            split_rate(rate, 2)


def test_suite_rate_of_independent_checks():
    assert suite_rate([]) == 0.0
    assert suite_rate([0.5, 0.5]) == 0.75
    assert suite_rate([0.1, 0.2]) == pytest.approx(1 - 0.9 * 0.8, abs=1e-16)
    assert suite_rate([0.25]) == pytest.approx(0.25, abs=1e-16)
    assert suite_rate((1e-3,) * 10) == pytest.approx(1 - 0.999**10, rel=1e-13)
    # Tiny rates keep their digits (1 - prod(1 - r) would lose about four of them).
    assert suite_rate([1e-12, 2e-12, 3e-12]) == pytest.approx(6e-12 - 11e-24, rel=1e-14)
    # Splitting a check's rate over its invariants, then combining them, stays within the rate.
    assert suite_rate([split_rate(DEFAULT_RATE, 5)] * 5) <= DEFAULT_RATE
    with pytest.raises(ValueError, match="rate"):
        suite_rate([0.1, 1.0])


# --------------------------------------------------------------------------
# Results
# --------------------------------------------------------------------------


def test_results_are_deterministic_and_json_ready():
    first = [c.as_dict() for c in _build_calibrations()]
    second = [c.as_dict() for c in _build_calibrations()]
    assert first == second
    for result in first:
        text = json.dumps(result, allow_nan=False)
        assert json.loads(text) == result
        assert set(result) == {"kind", "metric", "replicas", "rate", "confidence", "bound", "test", "parameters",
                               "fit_test", "fit_p_value", "achieved_rate"}
        assert result["replicas"] == DEFAULT_REPLICAS
        assert 0 < result["achieved_rate"] <= result["rate"]
        assert result["fit_p_value"] is None or 0.0 <= result["fit_p_value"] <= 1.0
        assert result["test"] and result["fit_test"]
        for value in result["parameters"].values():
            assert isinstance(value, float) and math.isfinite(value)


def test_calibration_is_immutable():
    calibration = _calibrations()[0]
    with pytest.raises(AttributeError):
        calibration.bound = 0.0  # type: ignore[misc]


def test_false_reject_rate_at_a_bound() -> None:
    from sab.selfcheck.statistics import false_reject_rate

    rng = np.random.default_rng(11)
    for kind, samples, options in (
        ("agreement", rng.normal(0.01, 0.2, 30), {}),
        ("drift", rng.lognormal(-9, 0.4, 30), {}),
        ("distribution", np.abs(rng.normal(0.05, 0.01, 30)), {"metric": "ks", "sample_size": 2000}),
    ):
        found = calibrate(kind, samples, rate=1e-3, **options)
        assert false_reject_rate(found, found.bound) == pytest.approx(1e-3, rel=1e-3)  # the bound's own rate
        assert false_reject_rate(found, 0.5 * found.bound) > 1e-3 > false_reject_rate(found, 2 * found.bound)
        fitted = false_reject_rate(found, found.bound, fitted=True)
        assert fitted == pytest.approx(found.achieved_rate, rel=1e-6, abs=1e-300) and fitted <= 1e-3
