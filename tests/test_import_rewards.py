"""Every imported benchmark's reward is in [0, 1] and never rises as an answer moves away from the gold."""

from __future__ import annotations

import pytest

from importer_fixtures import load_validate

GOLDS = [{"acc": 0.5, "loss": 1.25}, {"eval": {"exact_match": 0.617, "f1": 0.63}, "test": {"f1": 0.656}},
         [1, 2.0, "x"], 0.188, {"scores": [0.1, 0.2, {"deep": 3.0}]}]


def _shifted(gold, offset):
    """The gold with every number moved by `offset` (booleans and strings kept)."""
    if isinstance(gold, dict):
        return {key: _shifted(value, offset) for key, value in gold.items()}
    if isinstance(gold, list):
        return [_shifted(value, offset) for value in gold]
    if isinstance(gold, (int, float)) and not isinstance(gold, bool):
        return gold + offset
    return gold


@pytest.mark.parametrize("reading", ["asta", "gold-keyed"])
@pytest.mark.parametrize("gold", GOLDS)
def test_super_output_match_is_bounded_and_falls_with_the_distance(gold, reading) -> None:
    validate = load_validate("super")
    offsets = [0.0, 1e-13, 0.005, 0.0099, 0.01, 0.02, 1.0, 1e6]
    scores = [validate.output_match(_shifted(gold, offset), gold, 0.01, reading)[0] for offset in offsets]
    assert scores[0] == 1.0 and all(0.0 <= score <= 1.0 for score in scores), scores
    assert all(nearer >= farther for nearer, farther in zip(scores, scores[1:])), list(zip(offsets, scores))
    extra = {"unasked": 1} if isinstance(gold, dict) else None
    for answer in (None, "garbage", [], {}, extra, {**gold, **{k: {"x": 1} for k in gold}} if extra else None):
        assert 0.0 <= validate.output_match(answer, gold, 0.01, reading)[0] <= 1.0
