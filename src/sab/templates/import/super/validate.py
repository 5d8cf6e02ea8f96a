#!/usr/bin/env python3
"""SUPER's output match for one answer, gold-keyed (written by `sab import super`; docs/importers.md).

    python3 validate.py --reference DIR --candidate DIR --rubric rubric.json --out result.json

The reference directory holds the gold answer.json, the candidate directory the solver's. The
score is SUPER's `evaluate(predicted, gold)`:
- ints count as floats; floats match when |predicted - gold| < epsilon (the rubric's atol, 0.01);
- strings match when equal after stripping; booleans only an equal boolean;
- a dict averages over the GOLD keys (a key the answer lacks scores 0, extra keys are ignored);
- a list averages per position over the GOLD length (missing positions score 0);
- a type mismatch, an unparseable or missing answer scores 0.
Upstream's get_metrics passes the two arguments the other way round, so its denominators come from
the submission and a missing key is never penalised; this check follows the gold-keyed reading.

Writes {passed, reason, distance, bound_fraction, score, metrics}: score is the output match (the
reward), passed means a full match. Exit 0 with a verdict, 2 on wiring errors (no gold, bad rubric).
"""

from __future__ import annotations

import argparse
import json
import os
import sys

MAX_BYTES = 10 * 1024 * 1024


def _reject_constant(name):
    raise ValueError(f"{name} is not JSON")


def load_answer(path):
    """The parsed answer, or raise ValueError with a reason."""
    if os.path.islink(path) or not os.path.isfile(path):
        raise FileNotFoundError(path)
    if os.path.getsize(path) > MAX_BYTES:
        raise ValueError(f"larger than {MAX_BYTES} bytes")
    with open(path, "rb") as handle:
        data = handle.read()
    try:
        return json.loads(data.decode("utf-8"), parse_constant=_reject_constant)
    except (UnicodeDecodeError, RecursionError, ValueError) as exc:
        raise ValueError(f"not JSON: {exc}") from None


def evaluate(predicted, gold, epsilon=0.01):
    """SUPER's score of `predicted` against `gold`, in [0, 1]."""
    if isinstance(gold, bool) or isinstance(predicted, bool):
        return float(isinstance(gold, bool) and isinstance(predicted, bool) and gold == predicted)
    if isinstance(gold, int):
        gold = float(gold)
    if isinstance(predicted, int):
        predicted = float(predicted)
    if isinstance(gold, float):
        return float(isinstance(predicted, float) and abs(predicted - gold) < epsilon)
    if isinstance(gold, str):
        return float(isinstance(predicted, str) and predicted.strip() == gold.strip())
    if isinstance(gold, list):
        if not isinstance(predicted, list) or not gold:
            return 0.0
        return sum(evaluate(p, g, epsilon) for p, g in zip(predicted, gold)) / len(gold)
    if isinstance(gold, dict):
        if not isinstance(predicted, dict) or not gold:
            return 0.0
        return sum(evaluate(predicted[key], value, epsilon) if key in predicted else 0.0
                   for key, value in gold.items()) / len(gold)
    return 0.0  # null: the importer refuses such gold answers


def verdict(reference, candidate, epsilon):
    gold = load_answer(os.path.join(reference, "answer.json"))
    try:
        predicted = load_answer(os.path.join(candidate, "answer.json"))
    except FileNotFoundError:
        return 0.0, 0, "no answer.json was submitted"
    except ValueError as exc:
        return 0.0, 1, f"answer.json is {exc}"
    try:
        score = evaluate(predicted, gold, epsilon)
    except (OverflowError, RecursionError) as exc:
        return 0.0, 1, f"answer.json cannot be compared: {exc}"
    return score, 1, f"output match {score:.4g} against the gold answer (gold-keyed, epsilon {epsilon:g})"


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    for name in ("--reference", "--candidate", "--rubric", "--out"):
        parser.add_argument(name, required=True)
    args = parser.parse_args(argv)
    try:
        with open(args.rubric, encoding="utf-8") as handle:
            epsilon = float(json.load(handle)["comparison"]["files"][0]["atol"])
        score, submitted, reason = verdict(args.reference, args.candidate, epsilon)
    except (OSError, ValueError, KeyError, IndexError, TypeError) as exc:
        print(f"wiring error: {exc}", file=sys.stderr)
        return 2
    result = {
        "passed": score == 1.0, "reason": reason, "distance": 1.0 - score, "bound_fraction": None,
        "score": score, "metrics": {"output_match": score, "submitted": submitted},
    }
    with open(args.out, "w", encoding="utf-8") as handle:
        json.dump(result, handle, indent=2, sort_keys=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
