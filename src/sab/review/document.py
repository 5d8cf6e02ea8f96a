"""`sab review --json`: `{"leaf": ..., "checks": [{..., "headroom": ..., "flags": [...]}], ...}`."""

from __future__ import annotations

from sab.review.collect import CheckReview, Review


def check_document(check: CheckReview) -> dict:
    e = check.evidence
    return {
        "check": check.name,
        "policy": check.policy,
        "bound": check.bound,
        "labels": check.labels,
        "variant": check.variant,
        "variant_distance": e.variant.distance if e and e.variant else None,
        "altbuild": check.altbuild,
        "altbuild_note": e.altbuild_note if e else None,
        "repeat": check.repeat,
        "precision": check.precision,
        "precision_floor": e.precision_floor if e else None,
        "headroom": check.headroom,
        "separation": check.separation,
        "runtime_s": e.runtime_s if e else None,
        "expected_runtime_s": check.rubric.expected_runtime_s,
        "stamped_at": e.stamped_at if e else None,
        "flags": check.flags,
        "probes": {p.name: {"bound_fraction": p.bound_fraction, "distance": p.distance, "caught": p.caught,
                            "identical": p.identical} for p in check.probes},
        "mutants": {name: {"bound_fraction": s.bound_fraction, "distance": s.distance, "caught": s.passed is False,
                           "identical": s.identical} for name, s in sorted((e.mutants if e else {}).items())},
        "precision_formats": e.precision_formats if e else {},
        "verdict": e.verdict if e else [],
        "proposal_note": e.proposal_note if e else None,
        "proposal": check.rubric.proposal.model_dump(mode="json") if check.rubric.proposal else None,
        "rulings": [r.model_dump(mode="json") for r in check.rubric.rulings],
        "warrant": check.rubric.warrant,
        # A check graded on drawn inputs: the spread of each legitimate solve over the draws.
        "family": e.family.model_dump(mode="json") if e and e.family else None,
    }


def document(review: Review) -> dict:
    """Spreads, floors and probes are fractions of the bound, as in the table."""
    record = review.record
    return {
        "leaf": review.leaf,
        "title": review.title,
        "fresh": review.fresh,
        "stale": None if review.fresh else review.freshness,
        "result": record.result if record else None,
        "selfcheck_at": record.created_at if record else None,
        "runner": record.runner if record else None,
        "budget": record.budget if record else None,
        "suite_seconds": record.suite_seconds if record else None,
        "checks": [check_document(check) for check in review.checks],
        "speed": review.speed,
        "calibration": review.calibration.document() if review.calibration else None,
        "rulings_needed": review.rulings_needed,
        "mutation": review.mutation,
        "coverage": record.coverage if record else None,
        "problems": review.problems,
        "warnings": review.warnings,
        "notes": review.notes,
    }
