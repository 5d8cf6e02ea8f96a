#!/usr/bin/env python3
"""SUPER's scoring of one imported task (written by `sab import super`; docs/importers.md).

    python3 validate.py --reference DIR --candidate DIR --rubric rubric.json --out result.json

How to score is read from ic/nominal/scoring.json beside the rubric (written by the importer):
{"split", "reading", "float_epsilon", "landmarks", "entrypoint"}. The reference directory holds
the gold answer.json (none in the Auto split); the candidate directory the solver's answer.json
and, where the runner supplied one, trajectory.json (the agent's steps).

Expert and Masked splits: the score (the reward) is the output match of answer.json against the
gold under the leaf's reading:
- "asta" (the default): SUPER's evaluate called as AstaBench calls it, evaluate(submission, gold).
  Upstream's evaluate swaps its two arguments each time it descends into a dict, so an object
  nested in an object is averaged over the SUBMISSION's keys (a key the submission leaves out is
  not counted, an extra one scores 0), one level deeper over the gold's again, and so on; a list
  inside an object over the submission's positions. Booleans count as the numbers 1.0 and 0.0.
  Where upstream's evaluate raises (an empty submitted object or list at a swapped level, two
  nulls) the output match is 0.
- "gold-keyed": every object is averaged over the gold's keys and every list over the gold's
  positions, at every depth (a missing key or position scores 0, extra ones are ignored);
  booleans match only an equal boolean.
Both: ints count as floats, numbers match when |a - b| < float_epsilon (strictly), strings when
equal after stripping, a type mismatch or an answer that is missing or not JSON scores 0.

Auto split (no gold answer): the score is SUPER's entrypoint metric, 1 when the trajectory shows
a step whose command names the entrypoint script (its file name, or `python -m` with its module
name), whose output holds no "Traceback" and no "<script>: error", and which ran for at least 10
seconds; 0 otherwise, and 0 when no trajectory was supplied.

Landmarks (any split, with a trajectory): the fraction of the record's landmark patterns found
(re.search, newlines read as spaces) in the outputs of the trajectory's steps, preceded in the
Masked split by the pre-executed cells' steps (pre-executed.json), as in SUPER's history; reported
as the metric `landmarks`, never part of the reward. A trajectory is a JSON list of steps {"action":
{"type", "content"}, "observation", "execution_start_time", "execution_end_time"} (SUPER's and
AstaBench's history), an object holding such a list under "history", or a Harbor ATIF trajectory
({"steps": [...]}: commands from the tool calls' arguments, outputs from the observation results,
a step's run time bounded by the next step's timestamp).

Writes {passed, reason, distance, bound_fraction, score, metrics}. Exit 0 with a verdict, 2 on
wiring errors (no scoring.json, no gold where one is needed, a bad rubric).
"""

from __future__ import annotations

import argparse
import json
import os
import re
import stat
import sys
from datetime import datetime

MAX_BYTES = 10 * 1024 * 1024
MAX_TRAJECTORY_BYTES = 64 * 1024 * 1024
READINGS = ("asta", "gold-keyed")
SCRIPT_SUFFIXES = (".py", ".sh", ".bash")
MIN_ENTRYPOINT_SECONDS = 10.0
DEFAULT_EPSILON = 0.01


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


def load_json_file(directory, name, limit=MAX_BYTES):
    """The parsed DIRECTORY/NAME, or raise ValueError with a reason (Refused, FileNotFoundError)."""
    with open_candidate(directory, name) as handle:
        data = handle.read(limit + 1)
    if len(data) > limit:
        raise ValueError(f"larger than {limit} bytes")
    try:
        return json.loads(data.decode("utf-8"), parse_constant=_reject_constant)
    except (UnicodeDecodeError, RecursionError, ValueError) as exc:
        raise ValueError(f"not JSON: {exc}") from None


def load_answer(directory):
    return load_json_file(directory, "answer.json")


# ---------------------------------------------------------------- the two readings


def evaluate_asta(predicted, gold, float_epsilon=DEFAULT_EPSILON):
    """SUPER's evaluate as AstaBench's scorer calls it: evaluate(submission, gold).

    Follows upstream step by step, its quirks included: isinstance tests (so booleans, being ints,
    become floats), the two arguments trading places at every dict, list elements compared with
    the default epsilon. Raises where upstream raises (ValueError, ZeroDivisionError).
    """
    if isinstance(gold, int):
        gold = float(gold)
    if isinstance(predicted, int):
        predicted = float(predicted)
    if not isinstance(gold, type(predicted)):
        return 0.0
    if isinstance(gold, list):
        total = 0.0
        for left, right in zip(predicted, gold):
            total += evaluate_asta(left, right)
        return total / len(gold)
    if isinstance(gold, dict):
        total = 0.0
        for key in gold:
            # The gold's value goes in as the prediction, the other side's as the gold.
            total += evaluate_asta(gold[key], predicted.get(key), float_epsilon)
        return total / len(gold)
    if isinstance(gold, str):
        return 1.0 if predicted.strip() == gold.strip() else 0.0
    if isinstance(gold, float):
        return 1.0 if abs(predicted - gold) < float_epsilon else 0.0
    raise ValueError(f"upstream's evaluate cannot compare {type(gold).__name__} values")


def evaluate_gold_keyed(predicted, gold, epsilon=DEFAULT_EPSILON):
    """The output match averaged over the gold's keys and positions at every depth, in [0, 1]."""
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
        return sum(evaluate_gold_keyed(p, g, epsilon) for p, g in zip(predicted, gold)) / len(gold)
    if isinstance(gold, dict):
        if not isinstance(predicted, dict) or not gold:
            return 0.0
        return sum(evaluate_gold_keyed(predicted[key], value, epsilon) if key in predicted else 0.0
                   for key, value in gold.items()) / len(gold)
    return 0.0  # null: the importer refuses such gold answers


def evaluate(predicted, gold, epsilon=DEFAULT_EPSILON, reading="asta"):
    """The output match of `predicted` against `gold` under a reading; raises where that reading
    raises (only "asta" does: see evaluate_asta)."""
    if reading == "asta":
        return evaluate_asta(predicted, gold, epsilon)
    if reading == "gold-keyed":
        return evaluate_gold_keyed(predicted, gold, epsilon)
    raise ValueError(f"unknown reading {reading!r} (one of {', '.join(READINGS)})")


def output_match(predicted, gold, epsilon, reading):
    """(score, note): the output match, 0 with the reason where the reading cannot compare."""
    try:
        return evaluate(predicted, gold, epsilon, reading), None
    except (ValueError, ZeroDivisionError) as exc:
        return 0.0, f"upstream's evaluate raises here ({type(exc).__name__}: {exc}); counted as 0"
    except (OverflowError, RecursionError) as exc:
        return 0.0, f"answer.json cannot be compared ({type(exc).__name__}); counted as 0"


# ---------------------------------------------------------------- trajectories


def _when(value):
    if not isinstance(value, str):
        return None
    try:
        return datetime.fromisoformat(value.strip().replace("Z", "+00:00"))
    except ValueError:
        return None


def _seconds(start, end):
    if start is None or end is None:
        return None
    try:
        return (end - start).total_seconds()
    except TypeError:  # one naive, one aware
        return None


def _text(value):
    """The text of an ATIF content: a string, or the text parts of a list of parts."""
    if isinstance(value, str):
        return value
    if isinstance(value, list):
        return "\n".join(part.get("text", "") for part in value
                         if isinstance(part, dict) and isinstance(part.get("text"), str))
    return ""


def _history_steps(history):
    steps = []
    for item in history:
        if not isinstance(item, dict):
            continue
        action = item.get("action") if isinstance(item.get("action"), dict) else {}
        command = action.get("content") if "content" in action else action.get("execute_action")
        observation = item.get("observation")
        steps.append({
            "command": command if isinstance(command, str) else None,
            "observation": observation if isinstance(observation, str) else "",
            "seconds": _seconds(_when(item.get("execution_start_time")), _when(item.get("execution_end_time"))),
        })
    return steps


def _atif_steps(atif_steps):
    items = [step for step in atif_steps if isinstance(step, dict)]
    steps = []
    for index, item in enumerate(items):
        commands = []
        for call in item.get("tool_calls") or []:
            arguments = call.get("arguments") if isinstance(call, dict) else None
            if isinstance(arguments, dict):
                for value in arguments.values():
                    commands.append(value if isinstance(value, str) else json.dumps(value))
        outputs = []
        observation = item.get("observation")
        if isinstance(observation, dict):
            for result in observation.get("results") or []:
                if isinstance(result, dict):
                    outputs.append(_text(result.get("content")))
        following = items[index + 1].get("timestamp") if index + 1 < len(items) else None
        steps.append({
            "command": "\n".join(commands) if commands else None,
            "observation": "\n".join(outputs),
            "seconds": _seconds(_when(item.get("timestamp")), _when(following)),
        })
    return steps


def read_trajectory(data):
    """The steps of a trajectory in any accepted form, or raise ValueError."""
    if isinstance(data, list):
        return _history_steps(data)
    if isinstance(data, dict) and isinstance(data.get("history"), list):
        return _history_steps(data["history"])
    if isinstance(data, dict) and isinstance(data.get("steps"), list):
        return _atif_steps(data["steps"])
    raise ValueError("neither a list of steps, an object with a \"history\" list, nor an ATIF trajectory")


def landmark_fraction(landmarks, steps):
    """The fraction of landmark patterns found in the steps' outputs (newlines read as spaces)."""
    outputs = [step["observation"].replace("\n", " ") for step in steps]
    found = sum(1 for pattern in landmarks if any(re.search(pattern, output) for output in outputs))
    return found / len(landmarks)


def entrypoint_ran(entrypoint, steps):
    """SUPER's entrypoint metric: 1.0 when a step ran the script for >= 10 s without an error."""
    name = os.path.basename(entrypoint)
    module = name.replace(".py", "")  # as upstream: every ".py" goes (a file name has no "/")
    for step in steps:
        command = step["command"]
        if command is None:
            continue
        if name not in command and not (module in command and "python -m" in command):
            continue
        if "Traceback" in step["observation"] or f"{name}: error" in step["observation"]:
            continue
        if step["seconds"] is None or step["seconds"] < MIN_ENTRYPOINT_SECONDS:
            continue
        return 1.0
    return 0.0


# ---------------------------------------------------------------- the verdict


def load_scoring(rubric_path):
    with open(rubric_path, encoding="utf-8") as handle:
        rubric = json.load(handle)
    epsilon = float(rubric["comparison"]["files"][0]["atol"])
    path = os.path.join(os.path.dirname(os.path.abspath(rubric_path)), "ic", "nominal", "scoring.json")
    with open(path, encoding="utf-8") as handle:
        scoring = json.load(handle)
    if scoring.get("reading") not in READINGS:
        raise ValueError(f"scoring.json: reading must be one of {', '.join(READINGS)}")
    if scoring.get("split") not in ("Expert", "Masked", "Auto"):
        raise ValueError("scoring.json: split must be Expert, Masked or Auto")
    landmarks = scoring.get("landmarks", [])
    if not isinstance(landmarks, list) or not all(isinstance(item, str) for item in landmarks):
        raise ValueError("scoring.json: landmarks must be a list of strings")
    for pattern in landmarks:
        try:
            re.compile(pattern)
        except re.error as exc:
            raise ValueError(f"scoring.json: landmark {pattern!r} is not a regular expression: {exc}") from None
    if not isinstance(scoring.get("entrypoint", ""), str):
        raise ValueError("scoring.json: entrypoint must be a string")
    return {**scoring, "float_epsilon": epsilon, "landmarks": landmarks, "entrypoint": scoring.get("entrypoint", "")}


def verdict(reference, candidate, scoring):
    """(score, passed, reason, metrics) for one answer directory."""
    metrics = {}
    notes = []
    try:
        predicted = load_answer(candidate)
        metrics["submitted"] = 1
    except FileNotFoundError:
        predicted, metrics["submitted"] = None, 0
        notes.append("no answer.json was submitted")
    except Refused as exc:
        predicted, metrics["submitted"] = None, 0
        notes.append(f"no answer.json was submitted: {exc}")
    except ValueError as exc:
        predicted, metrics["submitted"] = None, 1
        notes.append(f"answer.json is {exc}")

    steps = None
    try:
        steps = read_trajectory(load_json_file(candidate, "trajectory.json", MAX_TRAJECTORY_BYTES))
        metrics["trajectory"] = 1
    except FileNotFoundError:
        metrics["trajectory"] = 0
    except (Refused, ValueError) as exc:
        metrics["trajectory"] = 0
        notes.append(f"trajectory.json not read: {exc}")
    if steps is not None:
        # Masked split: SUPER's history begins with the pre-executed cells, so their outputs count too.
        try:
            steps = read_trajectory(load_json_file(candidate, "pre-executed.json", MAX_TRAJECTORY_BYTES)) + steps
        except FileNotFoundError:
            pass
        except (Refused, ValueError) as exc:
            notes.append(f"pre-executed.json not read: {exc}")
    entrypoint = scoring["entrypoint"].strip()
    if steps is not None:
        if scoring["landmarks"]:
            metrics["landmarks"] = landmark_fraction(scoring["landmarks"], steps)
            found = round(metrics["landmarks"] * len(scoring["landmarks"]))
            notes.append(f"{found} of {len(scoring['landmarks'])} landmarks found in the trajectory")
        if entrypoint.endswith(SCRIPT_SUFFIXES):
            metrics["entrypoint"] = entrypoint_ran(entrypoint, steps)

    if scoring["split"] == "Auto":
        score = metrics.get("entrypoint", 0.0)
        if steps is None:
            head = "no trajectory was supplied: the Auto split is scored on the agent's steps"
        else:
            head = (f"entrypoint {entrypoint} {'ran' if score == 1.0 else 'did not run'} for at least "
                    f"{MIN_ENTRYPOINT_SECONDS:g} s without an error")
        return score, score == 1.0, "; ".join([head] + notes), metrics

    try:
        gold = load_answer(reference)
    except (Refused, FileNotFoundError) as exc:
        raise ValueError(f"gold answer: {exc}") from None
    score, note = (0.0, None) if predicted is None else output_match(
        predicted, gold, scoring["float_epsilon"], scoring["reading"])
    metrics["output_match"] = score
    head = (f"output match {score:.4g} against the gold answer ({scoring['reading']} reading, "
            f"epsilon {scoring['float_epsilon']:g})")
    return score, score == 1.0, "; ".join([head] + ([note] if note else []) + notes), metrics


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    for name in ("--reference", "--candidate", "--rubric", "--out"):
        parser.add_argument(name, required=True)
    args = parser.parse_args(argv)
    try:
        scoring = load_scoring(args.rubric)
        score, passed, reason, metrics = verdict(args.reference, args.candidate, scoring)
    except (OSError, ValueError, KeyError, IndexError, TypeError) as exc:
        print(f"wiring error: {exc}", file=sys.stderr)
        return 2
    result = {
        "passed": passed, "reason": reason, "distance": 1.0 - score, "bound_fraction": None,
        "score": score, "metrics": metrics,
    }
    with open(args.out, "w", encoding="utf-8") as handle:
        json.dump(result, handle, indent=2, sort_keys=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
