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
import stat
import sys

MAX_BYTES = 10 * 1024 * 1024


class Refused(Exception):
    """A candidate file that is a symlink or not a regular file: never read, whatever it points at."""


def open_candidate(directory, name):
    """Open DIRECTORY/NAME for reading without following a symlink, the directory's own included.

    FileNotFoundError when either is absent; Refused (naming the path) when either is a symlink,
    the directory is not a directory or the file not a regular file.
    """
    path = directory.rstrip("/") or "/"
    info = os.lstat(path)
    if stat.S_ISLNK(info.st_mode) or not stat.S_ISDIR(info.st_mode):
        raise Refused(f"{directory} is {'a symlink' if stat.S_ISLNK(info.st_mode) else 'not a directory'} (refused)")
    dir_fd = os.open(path, os.O_RDONLY | os.O_DIRECTORY | os.O_NOFOLLOW | os.O_CLOEXEC)
    try:
        info = os.stat(name, dir_fd=dir_fd, follow_symlinks=False)
        shown = os.path.join(directory, name)
        if stat.S_ISLNK(info.st_mode):
            raise Refused(f"{shown} is a symlink (refused)")
        if not stat.S_ISREG(info.st_mode):
            raise Refused(f"{shown} is not a regular file (refused)")
        fd = os.open(name, os.O_RDONLY | os.O_NOFOLLOW | os.O_NONBLOCK | os.O_CLOEXEC, dir_fd=dir_fd)
    finally:
        os.close(dir_fd)
    return os.fdopen(fd, "rb")


def _reject_constant(name):
    raise ValueError(f"{name} is not JSON")


def load_answer(directory):
    """The parsed DIRECTORY/answer.json, or raise ValueError with a reason (Refused, FileNotFoundError)."""
    with open_candidate(directory, "answer.json") as handle:
        data = handle.read(MAX_BYTES + 1)
    if len(data) > MAX_BYTES:
        raise ValueError(f"larger than {MAX_BYTES} bytes")
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
    try:
        gold = load_answer(reference)
    except Refused as exc:
        raise ValueError(f"gold answer: {exc}") from None
    try:
        predicted = load_answer(candidate)
    except FileNotFoundError:
        return 0.0, 0, "no answer.json was submitted"
    except Refused as exc:
        return 0.0, 0, f"no answer.json was submitted: {exc}"
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
