#!/usr/bin/env python3
"""AIRS-Bench's normalised score for one submission (written by `sab import airs`; docs/importers.md).

    python3 validate.py --reference DIR --candidate DIR --rubric rubric.json --out result.json

run.sh has run the task's evaluate.py on the submission (evaluate.out, evaluate.status). The
metric s is the value in the JSON printed after `--- EVALUATION RESULT ---` (the key named by the
task's metric, or the only value). With optimal o, worst w (estimated_worst_score) and SOTA t
(the first sota_score), from ic/nominal/scoring.json beside the rubric:

    phi(x) = -log10(|x - o|)          NS = (phi(s) - phi(w)) / (phi(t) - phi(w))

By AIRS-Bench's official rule (`march_of_9s_normalized`), a score exactly at the optimum has its
distance replaced by |0.999 - o| (0.001 when o = 1, 0.999 when o = 0). scoring.json may set
"rule": "sab" for sab's rule instead: every distance floored at 1e-15, no replacement. sab's
library computes the same formula (sab.importers.airs_rule); the tests hold the two together.

NS is the benchmark's number, reported as the metric normalized_score: 0 at the worst score, 1 at
SOTA, unbounded above (and, by the official rule, lower at the optimum than just beside it). The
reward is bounded and never rises as the distance d = |s - o| grows, whatever the rule: with
dt = |t - o|, dw = |w - o| and the reward at SOTA R = 0.9,

    d >= dt:  reward = R * clip((log dw - log d) / (log dw - log dt), 0, 1)   (R times NS, clipped)
    d <  dt:  reward = 1 - (1 - R) * d / dt                                    (linear to 1 at o)

A submission is invalid (reward 0, valid_submission 0) when it is missing, evaluate.py fails,
prints no result, or the value is not a finite number. passed means valid and at or beyond SOTA,
|s - o| <= |t - o| (NS >= 1, except that the official rule scores the optimum of a lower-is-better
task below 1). Exit 0 with a verdict, 2 on wiring errors.
"""

from __future__ import annotations

import argparse
import json
import math
import os
import stat
import sys

MARKER = "--- EVALUATION RESULT ---"
RULES = ("official", "sab")
AT_OPTIMUM = 0.999
FLOOR = 1e-15
SOTA_REWARD = 0.9  # the reward at SOTA; the rest is paid for closing the distance from SOTA to the optimum


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


def phi(value, optimal, rule="official", scored=True):
    """Minus log10 of the distance to the optimum; only a scored value at the optimum is replaced."""
    distance = abs(value - optimal)
    if rule == "official":
        if distance == 0 and scored:
            distance = abs(AT_OPTIMUM - optimal)
    else:
        distance = max(distance, FLOOR)
    if distance == 0 or not math.isfinite(distance):
        raise ValueError(f"{value!r} is at distance {distance!r} from the optimum {optimal!r}")
    return -math.log10(distance)


def normalised_score(value, scoring):
    """NS by scoring["rule"] (default official); ValueError when it has no finite value."""
    rule = scoring.get("rule", "official")
    if rule not in RULES:
        raise ValueError(f"unknown rule {rule!r}")
    optimal = scoring["optimal"]
    worst = phi(scoring["worst"], optimal, rule, scored=False)
    sota = phi(scoring["sota"], optimal, rule, scored=False)
    if abs(sota - worst) <= 1e-8 + 1e-5 * abs(worst):
        raise ValueError("SOTA and worst are equally far from the optimum")
    score = (phi(value, optimal, rule) - worst) / (sota - worst)
    if not math.isfinite(score):
        raise ValueError(f"the normalised score of {value!r} is not finite")
    return score


def bounded_reward(value, scoring):
    """The reward in [0, 1] of a valid metric value: 1 at the optimum, SOTA_REWARD at SOTA, 0 at or
    beyond the worst score, never rising as the value moves away from the optimum."""
    optimal = scoring["optimal"]
    distance, sota, worst = abs(value - optimal), abs(scoring["sota"] - optimal), abs(scoring["worst"] - optimal)
    if not 0 < sota < worst:
        raise ValueError(f"SOTA {scoring['sota']!r} must be closer to the optimum {optimal!r} than the worst score "
                         f"{scoring['worst']!r}, and not at it")
    if distance < sota:
        return max(SOTA_REWARD, 1.0 - (1.0 - SOTA_REWARD) * (distance / sota))
    fraction = (math.log10(worst) - math.log10(distance)) / (math.log10(worst) - math.log10(sota))
    return min(SOTA_REWARD, SOTA_REWARD * min(1.0, max(0.0, fraction)))


def at_or_beyond_sota(value, scoring):
    return abs(value - scoring["optimal"]) <= abs(scoring["sota"] - scoring["optimal"])


def metric_value(output, metric):
    """The metric printed after the marker, or raise ValueError with a reason."""
    if MARKER not in output:
        raise ValueError("evaluate.py printed no evaluation result")
    text = output.rsplit(MARKER, 1)[1].lstrip()
    try:
        result, _ = json.JSONDecoder().raw_decode(text)
    except ValueError:
        raise ValueError("the evaluation result is not JSON") from None
    if isinstance(result, dict) and metric in result:
        value = result[metric]
    elif isinstance(result, dict) and len(result) == 1:
        value = next(iter(result.values()))
    elif isinstance(result, (int, float)):
        value = result
    else:
        raise ValueError(f"the evaluation result has no {metric!r}")
    if isinstance(value, bool) or not isinstance(value, (int, float)) or not math.isfinite(value):
        raise ValueError(f"the metric is {value!r}, not a finite number")
    return float(value)


def read(directory, name, limit=1 << 24):
    with open_candidate(directory, name) as handle:
        return handle.read(limit).decode("utf-8", errors="replace")


def evaluation(directory, metric):
    """(metric value, None) for a valid submission, else (None, reason)."""
    try:
        status = read(directory, "evaluate.status").strip()
    except FileNotFoundError:
        return None, "no submission.csv was submitted"
    except (OSError, Refused) as exc:
        return None, str(exc)
    if status != "0":
        try:
            error = read(directory, "evaluate.err").strip()[-300:]
        except (OSError, Refused):
            error = ""
        return None, f"evaluate.py failed (exit {status}): {error}"
    try:
        return metric_value(read(directory, "evaluate.out"), metric), None
    except (OSError, ValueError, Refused) as exc:
        return None, str(exc)


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    for name in ("--reference", "--candidate", "--rubric", "--out"):
        parser.add_argument(name, required=True)
    args = parser.parse_args(argv)
    try:
        with open(os.path.join(os.path.dirname(os.path.abspath(args.rubric)), "ic", "nominal", "scoring.json"),
                  encoding="utf-8") as handle:
            scoring = json.load(handle)
        metric = scoring["metric"]
        for key in ("optimal", "worst", "sota"):
            scoring[key] = float(scoring[key])
        normalised_score(scoring["sota"], scoring)  # the rule and its parameters give a finite score
        bounded_reward(scoring["sota"], scoring)  # and a reward: SOTA nearer the optimum than the worst
    except (OSError, ValueError, KeyError, TypeError) as exc:
        print(f"wiring error: scoring.json: {exc}", file=sys.stderr)
        return 2
    value, problem = evaluation(args.candidate, metric)
    ns = None
    if problem is None:
        try:
            ns = normalised_score(value, scoring)
        except ValueError as exc:
            problem = str(exc)
    gold, _ = evaluation(args.reference, metric)
    gold_note = f"; gold submission: {metric} {gold:.6g}" if gold is not None else ""
    if problem is not None:
        result = {"passed": False, "reason": f"invalid submission: {problem}{gold_note}", "distance": None,
                  "bound_fraction": None, "score": 0.0, "metrics": {"valid_submission": 0}}
    else:
        reward = bounded_reward(value, scoring)
        result = {
            "passed": at_or_beyond_sota(value, scoring),
            "reason": f"{metric} {value:.6g} -> NS {ns:.4g}, reward {reward:.4g} (SOTA {scoring['sota']:.6g}, "
                      f"worst {scoring['worst']:.6g}, optimal {scoring['optimal']:.6g}){gold_note}",
            "distance": abs(value - scoring["optimal"]), "bound_fraction": None, "score": reward,
            "metrics": {"valid_submission": 1, "metric_value": value, "normalized_score": ns},
        }
    with open(args.out, "w", encoding="utf-8") as handle:
        json.dump(result, handle, indent=2, sort_keys=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
