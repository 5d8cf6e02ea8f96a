"""Bounds of chaotic checks from replicas: null models, false-reject rates and power.

A chaotic check is graded by invariants because two legitimate runs diverge. Selfcheck runs the
reference once and N replicas (independent legitimate runs: other seeds, or ulp-level input
perturbations), and measures for each invariant exactly what grading would measure between each
replica and the fixed reference:

* agreement: the signed difference ``value_candidate - value_reference`` of the statistic;
  grading rejects ``|difference| > atol + rtol*|value_reference|``, here an atol with rtol 0;
* distribution: the two-sample KS statistic or the Wasserstein-1 distance of the replica's series
  to the reference's; grading rejects ``distance > bound``;
* drift: the replica's own drift ``max_i |q_i - q_0| / |q_0|``; grading rejects ``drift > bound``.

Given the reference, the replicas are independent draws of that measure under the null (a
legitimate candidate), so a model fitted to them describes what a legitimate solution meets at
grading. `calibrate` returns the bound whose false-reject probability, the chance that a
legitimate candidate fails this invariant, is `rate`. With 10 to 30 replicas the fitted
parameters are uncertain, so each kind has two models:

* the *fitted* model, the point estimates, under which `Calibration.achieved_rate` is computed;
* the *conservative* model, the same family moved to a one-sided CONFIDENCE limit on the
  unfavourable side; the bound is its 1 - rate quantile, so the conservative model rejects a
  legitimate candidate with probability exactly `rate`, and the fitted one with
  `achieved_rate` <= rate. With probability about CONFIDENCE over the draw of the replicas the
  true false-reject rate is at most `rate`.

The models (the formulas are spelled out in the functions that fit them):

* agreement: the difference is Normal(mu, sigma^2). mu is not zero in general: it is minus the
  reference's own sampling error, the same for every candidate. Upper limits on |mu| (Student t)
  and on sigma (chi-square), each at 1 - (1 - CONFIDENCE)/2 so both hold together with
  probability >= CONFIDENCE (Bonferroni); the bound is the two-sided quantile: the b with
  P(|Normal(mu_U, sigma_U^2)| > b) = rate (the folded normal's upper quantile).
* distribution, ks: D = loc + scale * K with K Kolmogorov-distributed (scipy.stats.kstwobign).
  For two independent series of n values, sqrt(n/2) D tends to K (loc 0, scale sqrt(2/n));
  an autocorrelated chain has fewer effective values, hence a larger scale. The location is
  free because one scale alone does not fit chains: their empirical process is not a Brownian
  bridge, and given the fixed reference its own deviation shifts every distance. Measured on
  AR(1) chains (phi 0.5 to 0.95), a scale-only fit put the 1e-4 quantile up to 20 % low, the
  location-scale one between 1 % low and 18 % high. Fitted by maximum likelihood with the
  lowest quarter of the replicas left-censored (known only to lie at or below the next value):
  the Kolmogorov density vanishes super-exponentially at its lower end, so one replica that
  nearly reproduced the reference would drag the location down and widen the whole fit (the
  bound by 30 to 45 %, measured), while only the upper part matters for the bound. The bound
  is the upper confidence limit of the 1 - rate quantile from the profile likelihood, its
  signed root referred to Student t with N - 2 degrees of freedom (Wilks' normal reference
  undercovers at 10 to 30 replicas). The effective sample size reported is the n per series
  at which independent series give the fitted median: 2 (median(K) / median(D))^2.
* distribution, wasserstein, and drift: the value is lognormal. The bound is the one-sided upper
  tolerance limit exp(ybar + k s) of the logs y, with k from the noncentral t distribution: it
  covers the 1 - rate quantile with confidence exactly CONFIDENCE when the model holds. The
  conservative model is the lognormal of the fitted median whose 1 - rate quantile is the
  bound. Wasserstein distances of chains have a lighter, Gaussian-type tail, so the bound is
  conservative for them (measured with 30 replicas: a median 1.4 times the true 1e-3 quantile
  for independent values, 2.2 times for an AR(1) chain of phi 0.8); a gamma fit came closer
  but its profile-likelihood limit undercovered (35 % of the bounds above a rate of 1e-2 with
  30 replicas), and a drift may well have a heavy tail.

Distances and drifts that are exactly 0 (a replica that reproduced the reference's series, or a
quantity that did not move) are a point mass the continuous families cannot hold: they are set
aside and counted (``zeros``), and the positive ones fitted. Ignoring that mass can only raise the
bound, so `rate` still holds; at least MIN_REPLICAS positive values are required.

`power` estimates how often a fault probe's module would be rejected at the bound, from its one
measured value; `split_rate` and `suite_rate` turn a check's or suite's false-reject budget into
per-invariant rates and back.

Only the bound's arithmetic lives here: no file is read and nothing is random, so equal inputs
give equal results.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass, field

import numpy as np
from scipy import optimize, stats

# A check's false-reject budget: one legitimate solution in a thousand fails a check.
DEFAULT_RATE = 1e-3
DEFAULT_REPLICAS = 30
MIN_REPLICAS = 10
# A fault counts as caught when it is rejected at least this often.
POWER_TARGET = 0.9
# Confidence, over the draw of the replicas, that the bound's true false-reject rate is <= rate.
CONFIDENCE = 0.95

KINDS = ("agreement", "drift", "distribution")
METRICS = ("ks", "wasserstein")

# The fraction of the smallest KS distances that enters the likelihood as left-censored.
KS_CENSORED_FRACTION = 0.25
# The log-likelihood of a model that cannot have produced the replicas.
_IMPOSSIBLE = -1e15


@dataclass(frozen=True)
class Calibration:
    """The null model of one invariant and the bound it implies.

    `bound` is in the rubric's units: the atol of an agreement (with rtol 0), the bound of a
    drift or distribution. `parameters` holds the fitted and conservative parameters of `test`;
    `fit_p_value` is the p-value of `fit_test` (the fitted model against the replicas), None
    when not computable. `achieved_rate` is the false-reject rate at `bound` under the fitted
    model, at most `rate`.
    """

    kind: str
    metric: str | None
    replicas: int
    rate: float
    confidence: float
    bound: float
    test: str
    parameters: dict[str, float] = field(default_factory=dict)
    fit_test: str = ""
    fit_p_value: float | None = None
    achieved_rate: float = 0.0

    def __post_init__(self) -> None:
        # as_dict promises strict JSON: a fit pushed to an overflow must not reach a rubric.
        numbers = {"bound": self.bound, "achieved_rate": self.achieved_rate, **self.parameters}
        bad = sorted(name for name, value in numbers.items() if not math.isfinite(value))
        if bad:
            raise ValueError(
                f"the {self.kind} fit gave non-finite {', '.join(bad)}: the replicas' scale is out of range"
            )

    def as_dict(self) -> dict:
        return {
            "kind": self.kind,
            "metric": self.metric,
            "replicas": self.replicas,
            "rate": self.rate,
            "confidence": self.confidence,
            "bound": self.bound,
            "test": self.test,
            "parameters": dict(self.parameters),
            "fit_test": self.fit_test,
            "fit_p_value": self.fit_p_value,
            "achieved_rate": self.achieved_rate,
        }


# --------------------------------------------------------------------------
# Input checks
# --------------------------------------------------------------------------


def _check_rate(rate: float, *, upper: float, what: str = "rate") -> float:
    if isinstance(rate, bool) or not isinstance(rate, (int, float, np.floating, np.integer)):
        raise ValueError(f"{what} must be a number, got {rate!r}")
    rate = float(rate)
    if not (0.0 < rate < upper):
        raise ValueError(f"{what} must lie in (0, {upper:g}), got {rate!r}")
    return rate


def _replica_values(samples: Sequence[float]) -> np.ndarray:
    try:
        values = np.asarray(samples, dtype=np.float64)
    except (TypeError, ValueError) as exc:
        raise ValueError(f"samples must be a sequence of numbers: {exc}") from None
    if values.ndim != 1:
        raise ValueError(f"samples must be one-dimensional, got shape {values.shape}")
    if len(values) < MIN_REPLICAS:
        raise ValueError(
            f"{len(values)} replicas are too few to size a bound: at least {MIN_REPLICAS} are needed "
            f"({DEFAULT_REPLICAS} recommended)"
        )
    bad = np.flatnonzero(~np.isfinite(values))
    if bad.size:
        raise ValueError(
            f"samples must be finite; replica {int(bad[0])} is {float(values[bad[0]])!r} "
            f"({bad.size} non-finite of {len(values)})"
        )
    return values


def _positive_part(values: np.ndarray, kind: str) -> tuple[np.ndarray, int]:
    """The positive values and the number of exact zeros, refusing what the model cannot fit."""
    if (values < 0).any():
        raise ValueError(f"{kind} samples are distances or drifts and cannot be negative (min {float(values.min())!r})")
    positive = values[values > 0]
    zeros = len(values) - len(positive)
    if len(positive) < MIN_REPLICAS:
        raise ValueError(
            f"only {len(positive)} of {len(values)} replicas have a non-zero {kind} value: the others "
            f"reproduced the reference exactly, so the replicas show no spread to fit "
            f"(at least {MIN_REPLICAS} non-zero values are needed)"
        )
    if positive.min() == positive.max():
        raise ValueError(
            f"all {len(positive)} non-zero replica {kind} values equal {float(positive[0])!r}: the replicas show no "
            "spread, so no bound can be sized from them"
        )
    return positive, zeros


def _finite_p(value: float) -> float | None:
    value = float(value)
    return value if math.isfinite(value) else None


# --------------------------------------------------------------------------
# Agreement: a normal difference
# --------------------------------------------------------------------------


def _two_sided_tail(bound: float, offset: float, sigma: float) -> float:
    """P(|offset + sigma Z| > bound), Z standard normal; both tails as survival functions,
    so a rate of 1e-12 keeps its digits."""
    return float(stats.norm.sf((bound - offset) / sigma) + stats.norm.sf((bound + offset) / sigma))


def _folded_normal_quantile(rate: float, offset: float, sigma: float) -> float:
    """b with P(|offset + sigma Z| > b) <= rate, within a few ulps of the equality."""
    tail = lambda b: _two_sided_tail(b, offset, sigma) - rate  # noqa: E731
    # The far tail alone reaches `rate` at `low`; at `high` each tail is at most rate/2.
    low = offset + sigma * float(stats.norm.isf(rate))
    high = offset + sigma * float(stats.norm.isf(rate / 2.0))
    if tail(low) <= 0:
        return low
    bound = float(optimize.brentq(tail, low, high, xtol=1e-15 * high, rtol=4 * np.finfo(float).eps))
    # The root may land a few ulps short of the side where the rate holds.
    for _ in range(64):
        if tail(bound) <= 0:
            return bound
        bound = math.nextafter(bound, math.inf)
    return high


def _calibrate_agreement(values: np.ndarray, rate: float, reference: float | None) -> Calibration:
    n = len(values)
    # Equal values can leave a rounding-sized sigma: compare the values themselves.
    if values.min() == values.max():
        raise ValueError(
            f"all {n} replica differences equal {float(values[0])!r}: the replicas show no spread, so no bound "
            "can be sized from them (the check is not chaotic under these replicas)"
        )
    # Computed in units of a power of two near the largest difference (an exact rescaling), so
    # differences of 1e-300 or 1e300 neither underflow nor overflow when squared.
    unit = math.ldexp(1.0, math.frexp(float(np.max(np.abs(values))))[1])
    scaled = values / unit
    mean = float(np.mean(scaled))
    sigma = float(np.std(scaled, ddof=1))
    # Bonferroni between the two limits: both hold together with probability >= CONFIDENCE.
    alpha = (1.0 - CONFIDENCE) / 2.0
    sigma_upper = sigma * math.sqrt((n - 1) / stats.chi2.ppf(alpha, n - 1))
    # |mu| <= |mean| + t s / sqrt(n) whenever mu lies in the two-sided 1 - alpha t interval.
    offset_upper = abs(mean) + float(stats.t.ppf(1.0 - alpha / 2.0, n - 1)) * sigma / math.sqrt(n)
    bound = _folded_normal_quantile(rate, offset_upper, sigma_upper)
    achieved_rate = _two_sided_tail(bound, mean, sigma)
    mean, sigma, offset_upper, sigma_upper, bound = (
        value * unit for value in (mean, sigma, offset_upper, sigma_upper, bound)
    )
    parameters = {
        "mean": mean,
        "sigma": sigma,
        "offset_upper": offset_upper,
        "sigma_upper": sigma_upper,
    }
    if reference is not None:
        parameters["reference"] = reference
    level = f"{100 * (1 - alpha):g}%"
    return Calibration(
        kind="agreement",
        metric=None,
        replicas=n,
        rate=rate,
        confidence=CONFIDENCE,
        bound=bound,
        test=(
            f"normal difference; upper {level} limits on |mu| (Student t) and sigma (chi-square), "
            f"joint {100 * CONFIDENCE:g}%; two-sided normal quantile"
        ),
        parameters=parameters,
        fit_test="Shapiro-Wilk on the differences",
        fit_p_value=_finite_p(stats.shapiro(scaled).pvalue),
        achieved_rate=achieved_rate,
    )


# --------------------------------------------------------------------------
# Distribution, ks: a location-scale Kolmogorov distribution
# --------------------------------------------------------------------------


class _KolmogorovLikelihood:
    """log L of loc + scale * K, K ~ kstwobign, for sorted positive distances whose `censored`
    smallest are known only to lie at or below the next one (type II left censoring)."""

    def __init__(self, ordered: np.ndarray, censored: int):
        self.exact = ordered[censored:]
        self.threshold = float(ordered[censored])
        self.censored = censored

    def __call__(self, loc: float, scale: float) -> float:
        if not (scale > 0 and loc < self.threshold):
            return _IMPOSSIBLE
        value = float(np.sum(stats.kstwobign.logpdf(self.exact, loc=loc, scale=scale)))
        if self.censored:
            # log of cdf: the same digits as logcdf here, at half its cost.
            with np.errstate(divide="ignore"):
                value += self.censored * float(np.log(stats.kstwobign.cdf(self.threshold, loc=loc, scale=scale)))
        # A moderate finite floor: the optimisers' parabolic steps turn infinities, or products
        # of huge values, into NaN.
        return value if value > _IMPOSSIBLE else _IMPOSSIBLE

    def fit(self, starts: Sequence[tuple[float, float]]) -> tuple[float, float, float]:
        """(loc, scale, log L) at the maximum, the best of a search from each (loc, scale) start:
        the likelihood can have a local maximum that fits the bulk and leaves an outlying replica
        in an impossible tail. Searched over log(threshold - loc) and log(scale), where every
        point is admissible."""
        def negative(point: np.ndarray) -> float:
            return -self(self.threshold - math.exp(point[0]), math.exp(point[1]))

        best = (math.nan, math.nan, -math.inf)
        for start_loc, start_scale in starts:
            start = np.array([math.log(self.threshold - start_loc), math.log(start_scale)])
            found = optimize.minimize(
                negative, start, method="Nelder-Mead",
                options={"xatol": 1e-8, "fatol": 1e-10, "maxiter": 4000, "maxfev": 8000},
            )
            loc, scale = self.threshold - math.exp(found.x[0]), math.exp(found.x[1])
            value = self(loc, scale)
            if value > best[2]:
                best = (loc, scale, value)
        return best

    def profile(self, quantile: float, k: float, scale_guess: float) -> tuple[float, float]:
        """(scale, log L) maximising the likelihood among the models whose upper quantile
        loc + scale * k equals `quantile`."""
        # loc = quantile - scale * k stays below the threshold only for scales above `least`.
        least = max(0.0, (quantile - self.threshold) / k)
        centre = math.log(max(scale_guess - least, scale_guess * 1e-3))

        def negative(v: float) -> float:
            return -self(quantile - (least + math.exp(v)) * k, least + math.exp(v))

        # A coarse grid first, for the same reason as the several starts of `fit`.
        grid = np.linspace(centre - 12.0, centre + 6.0, 37)
        best = int(np.argmin([negative(v) for v in grid]))
        low, high = grid[max(best - 1, 0)], grid[min(best + 1, len(grid) - 1)]
        found = optimize.minimize_scalar(negative, bounds=(low, high), method="bounded", options={"xatol": 1e-8})
        scale = least + math.exp(float(found.x))
        return scale, self(quantile - scale * k, scale)


def _ks_upper_limit(likelihood: _KolmogorovLikelihood, fitted_quantile: float, k: float, scale: float, top: float,
                    replicas: int) -> float:
    """The upper CONFIDENCE limit of the 1 - rate quantile (`k` in units of the scale) from the
    profile likelihood, whose joint maximum is `top` at the fitted quantile."""
    # The profile's own maximiser may edge past the joint search: the limit is measured from the higher.
    top = max(top, likelihood.profile(fitted_quantile, k, scale)[1])
    # The signed root of 2 (top - profile) is nearly standard normal (Wilks), and referring it to
    # Student t with (replicas - 2 parameters) degrees of freedom instead corrects the
    # under-coverage Wilks' limit shows at 10 to 30 replicas.
    drop = float(stats.t.ppf(CONFIDENCE, replicas - 2)) ** 2 / 2.0

    def excess(quantile: float) -> float:
        return top - likelihood.profile(quantile, k, scale)[1] - drop

    step = scale
    for _ in range(64):
        if excess(fitted_quantile + step) >= 0:
            break
        step *= 2.0
    else:
        raise ValueError("the KS replicas do not bound the upper quantile (the profile likelihood stays flat)")
    # The limit is only as sharp as the inner fits; 1e-8 of a scale is far below the sampling error.
    tolerance = 1e-8 * scale
    return float(optimize.brentq(excess, fitted_quantile, fitted_quantile + step, xtol=tolerance)) + tolerance


def _calibrate_ks(values: np.ndarray, rate: float, sample_size: int | None) -> Calibration:
    positive, zeros = _positive_part(values, "KS distance")
    ordered = np.sort(positive)
    censored = int(KS_CENSORED_FRACTION * len(ordered))
    likelihood = _KolmogorovLikelihood(ordered, censored)
    k = float(stats.kstwobign.isf(rate))
    k_median = float(stats.kstwobign.median())
    # Starts: the model through the median and the upper quartile of the replicas, and the
    # scale-only models through the median and through the largest replica.
    low, high = np.quantile(ordered, [0.5, 0.75])
    spread = max(float(high - low), float(high) * 1e-3) / float(stats.kstwobign.ppf(0.75) - k_median)
    largest = float(ordered[-1]) / float(stats.kstwobign.ppf(1.0 - 0.5 / len(ordered)))
    starts = [
        (min(float(low) - spread * k_median, likelihood.threshold - 0.1 * spread), spread),
        (0.0, float(low) / k_median),
        (0.0, largest),
    ]
    loc, scale, top = likelihood.fit(starts)
    bound = _ks_upper_limit(likelihood, loc + scale * k, k, scale, top, len(ordered))
    scale_upper = likelihood.profile(bound, k, scale)[0]
    loc_upper = bound - scale_upper * k
    median = loc + scale * k_median
    # Independent series of n values each give the Kolmogorov median at sqrt(n/2) D.
    effective_size = 2.0 * (k_median / median) ** 2 if median > 1e-150 else math.inf  # refused below
    parameters = {
        "loc": loc,
        "scale": scale,
        "loc_upper": loc_upper,
        "scale_upper": scale_upper,
        "median": median,
        "effective_size": effective_size,
        "zeros": float(zeros),
        "censored": float(censored),
    }
    if sample_size is not None:
        parameters["sample_size"] = float(sample_size)
        parameters["effective_fraction"] = effective_size / sample_size
    positive_share = len(positive) / len(values)
    return Calibration(
        kind="distribution",
        metric="ks",
        replicas=len(values),
        rate=rate,
        confidence=CONFIDENCE,
        bound=bound,
        test=(
            "location-scale Kolmogorov (kstwobign) by maximum likelihood, lowest "
            f"{100 * KS_CENSORED_FRACTION:g}% left-censored; upper {100 * CONFIDENCE:g}% profile-likelihood "
            "limit of the 1 - rate quantile; effective sample size from the fitted median"
        ),
        parameters=parameters,
        fit_test="one-sample Kolmogorov-Smirnov against the fitted model (parameters estimated: p optimistic)",
        fit_p_value=_finite_p(stats.kstest(positive, stats.kstwobign(loc=loc, scale=scale).cdf).pvalue),
        achieved_rate=positive_share * float(stats.kstwobign.sf(bound, loc=loc, scale=scale)),
    )


# --------------------------------------------------------------------------
# Distribution, wasserstein, and drift: lognormal with an exact tolerance limit
# --------------------------------------------------------------------------


def _calibrate_lognormal(
    values: np.ndarray, rate: float, kind: str, metric: str | None, sample_size: int | None
) -> Calibration:
    what = "Wasserstein distance" if metric == "wasserstein" else "drift"
    positive, zeros = _positive_part(values, what)
    logs = np.log(positive)
    n = len(logs)
    log_mean = float(np.mean(logs))
    log_sigma = float(np.std(logs, ddof=1))
    z = float(stats.norm.isf(rate))
    # With q = mu + z sigma the quantile, (q - ybar) / (s / sqrt(n)) is noncentral t with n - 1
    # degrees of freedom and noncentrality z sqrt(n); ybar + k s >= q exactly when it is at most
    # k sqrt(n), so its CONFIDENCE quantile gives the exact limit.
    factor = float(stats.nct.ppf(CONFIDENCE, n - 1, z * math.sqrt(n))) / math.sqrt(n)
    bound = math.exp(log_mean + factor * log_sigma)
    positive_share = n / len(values)
    parameters = {
        "log_mean": log_mean,
        "log_sigma": log_sigma,
        "tolerance_factor": factor,
        # The lognormal of the fitted median whose 1 - rate quantile is the bound: the
        # conservative model `power` draws its noise from.
        "log_sigma_conservative": (math.log(bound) - log_mean) / z,
        "median": math.exp(log_mean),
        "zeros": float(zeros),
    }
    if sample_size is not None:
        parameters["sample_size"] = float(sample_size)
    return Calibration(
        kind=kind,
        metric=metric,
        replicas=len(values),
        rate=rate,
        confidence=CONFIDENCE,
        bound=bound,
        test=f"lognormal, noncentral-t upper {100 * CONFIDENCE:g}% tolerance limit of the 1 - rate quantile",
        parameters=parameters,
        fit_test="Shapiro-Wilk on the logarithms",
        fit_p_value=_finite_p(stats.shapiro(logs).pvalue),
        achieved_rate=positive_share * float(stats.norm.sf((math.log(bound) - log_mean) / log_sigma)),
    )


# --------------------------------------------------------------------------
# Public API
# --------------------------------------------------------------------------


def calibrate(
    kind: str,
    samples: Sequence[float],
    *,
    rate: float,
    reference: float | None = None,
    sample_size: int | None = None,
    metric: str | None = None,
) -> Calibration:
    """The bound of one invariant whose false-reject probability is `rate`, from N replicas.

    `samples` are what grading measures for each replica against the fixed reference: signed
    differences value_candidate - value_reference (agreement), KS statistics or Wasserstein-1
    distances (distribution, with `metric`), drifts (drift). `reference` is the reference's
    value of an agreement's statistic (reported only: the bound is an atol with rtol 0);
    `sample_size` the number of values of each distribution series (reported with the KS
    effective size). Raises ValueError for fewer than MIN_REPLICAS samples, non-finite or (for
    distances and drifts) negative samples, replicas without spread, `rate` outside (0, 0.5),
    or arguments that do not belong to `kind`.
    """
    if kind not in KINDS:
        raise ValueError(f"kind must be one of {', '.join(KINDS)}, got {kind!r}")
    rate = _check_rate(rate, upper=0.5)
    if kind == "distribution":
        if metric not in METRICS:
            raise ValueError(f"a distribution needs metric {' or '.join(METRICS)}, got {metric!r}")
    elif metric is not None:
        raise ValueError(f"metric applies to distribution invariants only, not {kind}")
    if reference is not None:
        if kind != "agreement":
            raise ValueError(f"reference applies to agreement invariants only, not {kind}")
        reference = float(reference)
        if not math.isfinite(reference):
            raise ValueError(f"reference must be finite, got {reference!r}")
    if sample_size is not None:
        if kind != "distribution":
            raise ValueError(f"sample_size applies to distribution invariants only, not {kind}")
        if isinstance(sample_size, bool) or not isinstance(sample_size, (int, np.integer)) or sample_size < 1:
            raise ValueError(f"sample_size must be a positive integer, got {sample_size!r}")
        sample_size = int(sample_size)
    values = _replica_values(samples)
    if kind == "agreement":
        return _calibrate_agreement(values, rate, reference)
    if kind == "distribution" and metric == "ks":
        if values.max() > 1:
            raise ValueError(f"a KS statistic lies in [0, 1]; a replica measured {float(values.max())!r}")
        return _calibrate_ks(values, rate, sample_size)
    return _calibrate_lognormal(values, rate, kind, metric, sample_size)


def power(calibration: Calibration, fault: float) -> float:
    """The probability that a fault is rejected at `calibration.bound`, from one measured value.

    `fault` is the fault probe's measured signed difference (agreement) or distance or drift
    (distribution, drift). A fault run has its own sampling noise, and one run shows a single
    draw of it. The approximation: the measured value is taken as the fault's typical value,
    and a fresh run of the faulty module scatters around it as a legitimate run scatters around
    its own typical value, with the spread of the conservative null model (the one whose
    1 - rate quantile is the bound, so a wider spread than the fitted one, and the power of a
    fault beyond the bound is not overstated):

    * agreement: P(|fault + e| > bound), e ~ Normal(0, sigma_U^2). A fault measured at the
      conservative model's offset mu_U is rejected with probability `rate`; at 0 with at most
      `rate`.
    * distribution and drift: P(fault + X - median(X) > bound), X the conservative null model
      (an additive shift: a distance's sampling noise hardly depends on how far the fault moved
      the distribution). A fault measured at the null median is rejected with probability
      `rate`, one at 0 with less.

    Either way the power is 1/2 at the bound, increases with |fault| (with the fault for
    distances and drifts) and tends to 1 beyond the bound.
    """
    fault = float(fault)
    if not math.isfinite(fault):
        raise ValueError(f"fault must be finite, got {fault!r}")
    bound = calibration.bound
    parameters = calibration.parameters
    if calibration.kind == "agreement":
        return _two_sided_tail(bound, fault, parameters["sigma_upper"])
    if fault < 0:
        raise ValueError(f"a {calibration.kind} fault is a distance or drift and cannot be negative, got {fault!r}")
    noise = _conservative_noise(calibration)
    return float(noise.sf(bound - fault + float(noise.median())))


def _conservative_noise(calibration: Calibration):
    """The conservative null model of a distance or drift, as a frozen scipy distribution."""
    parameters = calibration.parameters
    if calibration.metric == "ks":
        return stats.kstwobign(loc=parameters["loc_upper"], scale=parameters["scale_upper"])
    return stats.lognorm(parameters["log_sigma_conservative"], scale=parameters["median"])


def false_reject_rate(calibration: Calibration, bound: float, *, fitted: bool = False) -> float:
    """The probability that a legitimate candidate fails at `bound` (say, the bound in force),
    under the conservative null model (at `calibration.bound` it is `calibration.rate`), or with
    `fitted` under the point estimates (at `calibration.bound` it is `achieved_rate`): a bound
    calibrated on one set of replicas stays within the rate when judged on another."""
    bound = float(bound)
    if not math.isfinite(bound) or bound < 0:
        raise ValueError(f"bound must be finite and >= 0, got {bound!r}")
    parameters = calibration.parameters
    if calibration.kind == "agreement":
        if fitted:
            return _two_sided_tail(bound, parameters["mean"], parameters["sigma"])
        return _two_sided_tail(bound, parameters["offset_upper"], parameters["sigma_upper"])
    if not fitted:
        return float(_conservative_noise(calibration).sf(bound))
    if calibration.metric == "ks":
        return float(stats.kstwobign(loc=parameters["loc"], scale=parameters["scale"]).sf(bound))
    return float(stats.lognorm(parameters["log_sigma"], scale=math.exp(parameters["log_mean"])).sf(bound))


def split_rate(rate: float, count: int) -> float:
    """The per-invariant rate of a check of `count` invariants whose rate is at most `rate`.

    Bonferroni, rate / count: the invariants of one check read the same run and are dependent,
    and the union bound holds under any dependence (Sidak's product would need independence).
    """
    rate = _check_rate(rate, upper=1.0)
    if isinstance(count, bool) or not isinstance(count, (int, np.integer)) or count < 1:
        raise ValueError(f"count must be a positive integer, got {count!r}")
    return rate / int(count)


def suite_rate(rates: Sequence[float]) -> float:
    """The false-reject rate of a suite of independent checks with false-reject rates `rates`:
    1 - prod(1 - r), the chance that at least one check fails a legitimate solution. Checks are
    separate runs, so their rejections are independent given the references. Computed as
    -expm1(sum(log1p(-r))) so that rates of 1e-9 keep their digits."""
    checked = [_check_rate(r, upper=1.0, what="each rate") for r in rates]
    return -math.expm1(math.fsum(math.log1p(-r) for r in checked))
