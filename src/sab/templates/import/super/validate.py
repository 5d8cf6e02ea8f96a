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

Auto split (no gold answer): the score is SUPER's entrypoint metric. Where the agent's final tree
is at hand (a Harbor trial: scoring.json's agent_tree, /content; see agent_tree) it is measured,
and no trajectory counts:
the command of the candidate's entrypoint.json ({"command", "cwd"}) is run again in the tree
(rerun_verdict, below). Otherwise it is read from the trajectory the grader supplied: 1 when it
shows the entrypoint script run without an error, 0 otherwise, and 0 when none was supplied.
- A SUPER or AstaBench history step counts as upstream counts it: its command names the script
  (its file name, or `python -m` with its module name), its output holds no "Traceback" and no
  "<script>: error", and its measured run time (execution_start_time to execution_end_time) is at
  least 10 seconds.
- A Harbor ATIF step counts only through a shell tool call (SHELL_TOOLS: Bash, bash_command,
  exec_command, ...; the command in its `command`, `cmd`, `keystrokes` or `raw_action` argument)
  whose command line runs the script in the foreground (`invokes`: `python [options] train.py`,
  `python -m <module>`, `bash run.sh`, `./run.sh`, through `bash -c`, env, nohup, timeout, torchrun,
  `conda run`, ...; naming the file in any other command, such as `cat train.py`, is not running
  it; lines naming the script are parsed, none over 16 KiB, 1 MiB in all), and that has its own
  observation result holding neither error text nor an error flag
  (extra.is_error, extra.tool_result_is_error). ATIF records no run time: where the result states
  one (extra.duration_ms) it must be at least 10 s; otherwise the 10 s are NOT verified, the metric
  `entrypoint_timed` is 0 and the reason says so. The gap between two steps' timestamps (which
  includes the model's own time) is never read as a run time.

Landmarks (any split, with a trajectory): the fraction of the record's landmark patterns found in
the outputs of the trajectory's steps, preceded in the Masked split by the pre-executed cells'
steps (pre-executed.json), as in SUPER's history; reported as the metric `landmarks`, never part of
the reward. Upstream's test is re.search(pattern, output with newlines read as spaces), no flags;
here the same search is bounded (find_landmarks): an output up to 8 KiB is searched whole, a longer
one in windows of whole lines up to 4 KiB (a line longer than that on its first and last 2 KiB),
and a landmark no window found is then searched for in each long output whole, in at most 0.25 s;
each landmark has an equal share of 5 seconds in all. A landmark whose search is cut short counts
as not found and is reported as `landmarks_undecided`. A match inside a window is a match of
upstream's search (confirmed in the whole output for patterns that look at a window's end), so on
outputs searched to the end the result is upstream's; what the budget can cut is a match spanning
two windows of a long output or lying in the middle of a line longer than 4 KiB.

A trajectory is a JSON list of steps {"action": {"type", "content"}, "observation",
"execution_start_time", "execution_end_time"} (SUPER's and AstaBench's history), an object holding
such a list under "history", or a Harbor ATIF trajectory ({"steps": [...]}: outputs are the text
of the observation results, never the prompt).

Writes {passed, reason, distance, bound_fraction, score, metrics}. Exit 0 with a verdict, 2 on
wiring errors (no scoring.json, no gold where one is needed, a bad rubric).
"""

from __future__ import annotations

import argparse
import json
import os
import re
import shlex
import shutil
import signal
import stat
import sys
import threading
import time
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
    """SUPER's / AstaBench's history: each step is one executed action with its measured run time."""
    steps = []
    for item in history:
        if not isinstance(item, dict):
            continue
        action = item.get("action") if isinstance(item.get("action"), dict) else {}
        command = action.get("content") if "content" in action else action.get("execute_action")
        observation = item.get("observation")
        observation = observation if isinstance(observation, str) else ""
        runs = []
        if isinstance(command, str) and command:
            runs.append({
                "command": command, "output": observation, "strict": False, "failed": False, "timed": True,
                "seconds": _seconds(_when(item.get("execution_start_time")), _when(item.get("execution_end_time"))),
            })
        steps.append({"observation": observation, "runs": runs})
    return steps


# Harbor's agents each name their shell tool after the agent they wrap (Claude Code `Bash`, Codex
# `exec_command` and `shell`, Terminus 2 `bash_command`, OpenHands `execute_bash` and `terminal`,
# Gemini CLI `run_shell_command`, mini-SWE-agent `bash`, SWE-agent `swe_agent_action`, Goose
# `developer.shell`, ...); the command line is one argument of the call. Only these calls are read
# as commands: any other tool call (reading, editing, searching a file) ran nothing.
SHELL_TOOLS = frozenset({
    "bash", "bash_command", "shell", "exec_command", "execute_bash", "run_shell_command", "terminal",
    "shell_command", "local_shell", "execute_command", "run_command", "run_terminal_cmd", "swe_agent_action",
})
COMMAND_ARGUMENTS = ("command", "cmd", "keystrokes", "raw_action")


def _shell_command(call):
    """The command line of a shell tool call, or None for any other call."""
    name = call.get("function_name")
    if not isinstance(name, str) or re.split(r"\.|__", name.strip().lower())[-1] not in SHELL_TOOLS:
        return None
    arguments = call.get("arguments")
    if not isinstance(arguments, dict) or arguments.get("run_in_background") is True:
        return None  # (Claude Code's background run: its result is not the command's output)
    for key in COMMAND_ARGUMENTS:
        value = arguments.get(key)
        if isinstance(value, str) and value.strip():
            return value
        if isinstance(value, list) and value and all(isinstance(word, str) for word in value):
            return " ".join(_quote(word) for word in value)  # an argument vector: ["bash", "-lc", "..."]
    return None


def _quote(word):
    return word if word and re.fullmatch(r"[\w@%+=:,./-]+", word) else "'" + word.replace("'", "'\"'\"'") + "'"


def _flag(extra, *names):
    return isinstance(extra, dict) and any(extra.get(name) is True for name in names)


def _atif_steps(atif_steps):
    """Harbor's ATIF steps. A run is a shell tool call with the observation result that answers it
    (linked by source_call_id; else the step's unlinked results, a terminal's shared output). ATIF
    records no run times: a run's seconds are those its result states (extra.duration_ms), else
    unknown; the gap between two steps' timestamps includes the model's own time and is never read."""
    steps = []
    for item in atif_steps:
        if not isinstance(item, dict):
            continue
        results = []
        observation = item.get("observation")
        if isinstance(observation, dict) and isinstance(observation.get("results"), list):
            results = [result for result in observation["results"] if isinstance(result, dict)]
        runs = []
        for call in item.get("tool_calls") or []:
            if not isinstance(call, dict):
                continue
            command = _shell_command(call)
            if command is None:
                continue
            call_id = call.get("tool_call_id")
            answers = [r for r in results if call_id is not None and r.get("source_call_id") == call_id]
            answers = answers or [r for r in results if r.get("source_call_id") is None]
            if not answers:
                continue  # no result: nothing shows the command ran
            stated = [r["extra"]["duration_ms"] for r in answers if isinstance(r.get("extra"), dict)
                      and isinstance(r["extra"].get("duration_ms"), (int, float))
                      and not isinstance(r["extra"].get("duration_ms"), bool)]
            runs.append({
                "command": command, "output": "\n".join(_text(r.get("content")) for r in answers), "strict": True,
                "failed": any(_flag(r.get("extra"), "is_error", "tool_result_is_error") for r in answers),
                "timed": bool(stated), "seconds": max(stated) / 1000.0 if stated else None,
            })
        steps.append({"observation": "\n".join(_text(r.get("content")) for r in results), "runs": runs})
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


# ---------------------------------------------------------------- landmarks

# Upstream (super-benchmark evaluate_checkpoints, AstaBench's copy): a landmark is found when
# re.search(pattern, output.replace("\n", " ")) succeeds, no flags, for some step's output. A
# backtracking search of a pattern such as "Epoch \d+/\d+.*loss" takes time quadratic in the
# output's length, and the solver writes the outputs; so the work is bounded, in two passes:
# 1. every output up to WHOLE_OUTPUT_CHARS is searched whole, as upstream; a longer one in windows
#    of whole lines up to WINDOW_CHARS (a line longer than that on its first and last
#    LINE_WINDOW_CHARS): at most WINDOW_CHARS + 1 characters per search;
# 2. a landmark the windows missed is searched for in each longer output whole, as upstream, in at
#    most WHOLE_SEARCH_SECONDS (a match spanning two windows, or in the middle of a long line);
# both within LANDMARK_SECONDS. A landmark whose search is cut short is counted as not found and
# reported as undecided.
WHOLE_OUTPUT_CHARS = 8192
WINDOW_CHARS = 4096
LINE_WINDOW_CHARS = 2048
LANDMARK_SECONDS = 5.0
WHOLE_SEARCH_SECONDS = 0.25
# A pattern holding one of these may look at a span's end (`$`, a look-ahead, a word boundary), so a
# match found in a window is confirmed in the whole output; any other match depends only on the
# text it consumed and the text before it (which a search with pos/endpos sees), so it is a match
# of the whole output as it stands.
END_SENSITIVE = ("$", "\\Z", "(?=", "(?!", "\\b", "\\B")


class _OutOfTime(Exception):
    pass


def _windows(output):
    """(start, end) spans of an output to search, in order.

    The whole output when short. Otherwise runs of whole lines (split at newlines and carriage
    returns) up to WINDOW_CHARS, each run's end extended by the one separator character after it,
    so that `$` and look-aheads never take it for the output's end; a line longer than a window is
    searched on its first and last LINE_WINDOW_CHARS only. A span is searched with pos/endpos in
    the whole output (newlines read as spaces), so look-behinds and `\\b` see the text before it and
    `^` matches only at the output's start."""
    n = len(output)
    if n <= WHOLE_OUTPUT_CHARS:
        yield 0, n
        return
    first = 0
    while first < n:
        limit = first + WINDOW_CHARS
        if limit >= n:
            yield first, n
            return
        cut = max(output.rfind("\n", first, limit), output.rfind("\r", first, limit))
        if cut >= 0:  # whole lines up to the last separator within the window, that separator included
            yield first, cut + 1
            first = cut + 1
            continue
        ends = [at for at in (output.find("\n", limit), output.find("\r", limit)) if at >= 0]
        end = min(ends) if ends else n  # the line starting at first is at least a window long
        if end - first <= WINDOW_CHARS:
            yield first, min(end + 1, n)
        else:
            yield first, first + LINE_WINDOW_CHARS
            yield end - LINE_WINDOW_CHARS, min(end + 1, n)
        first = end + 1


def _found(pattern, text, start, end, confirm):
    """Whether upstream's search of TEXT would find PATTERN, judging by the span text[start:end]."""
    position = start
    while position <= end:
        match = pattern.search(text, position, end)
        if match is None:
            return False
        if not confirm or end == len(text) or pattern.match(text, match.start()):
            return True  # (pattern.match at that start is what upstream's search tries there)
        position = match.start() + 1
    return False


_ALARM = {"active": False}


def _ring(signum, frame):
    if _ALARM["active"]:
        _ALARM["active"] = False  # the timer rings once
        raise _OutOfTime


def _timed(seconds, work):
    """Run work(deadline) for at most SECONDS: True when it finished. Work checks the deadline between
    searches; a SIGALRM timer (main thread only) interrupts a search still running at the deadline."""
    if seconds <= 0:
        return False
    deadline = time.monotonic() + seconds
    previous = None
    if hasattr(signal, "setitimer") and threading.current_thread() is threading.main_thread():
        previous = signal.signal(signal.SIGALRM, _ring)
        _ALARM["active"] = True
        signal.setitimer(signal.ITIMER_REAL, seconds)
    try:
        try:
            work(deadline)
            finished = True
        except _OutOfTime:
            finished = False
    finally:
        while True:  # (should the timer ring in here, it has rung for the last time)
            try:
                _ALARM["active"] = False
                if previous is not None:
                    signal.setitimer(signal.ITIMER_REAL, 0)
                    signal.signal(signal.SIGALRM, previous)
                break
            except _OutOfTime:
                continue
    return finished


def find_landmarks(landmarks, steps, seconds=LANDMARK_SECONDS, whole_seconds=WHOLE_SEARCH_SECONDS):
    """{"found", "undecided", "searched"}: how many landmark patterns were found in the steps'
    outputs, how many searches the time budget cut short (counted as not found), and the
    characters searched, over all landmarks and both passes. Each landmark has an equal share of
    what is left of the budget, so one slow pattern cannot use the others' time."""
    outputs = [step["observation"] for step in steps]
    texts = [output.replace("\n", " ") for output in outputs]
    long = [text for text in texts if len(text) > WHOLE_OUTPUT_CHARS]
    patterns = [re.compile(source) for source in landmarks]
    state = [None] * len(patterns)  # True found, False not found, None undecided
    searched = [0]

    def windows(index, deadline):
        pattern = patterns[index]
        confirm = any(token in pattern.pattern for token in END_SENSITIVE)
        for output, text in zip(outputs, texts):
            for start, end in _windows(output):
                if time.monotonic() > deadline:
                    raise _OutOfTime
                searched[0] += end - start
                if _found(pattern, text, start, end, confirm):
                    state[index] = True
                    return
        state[index] = False

    def whole(index, deadline):
        for text in long:
            if time.monotonic() > deadline:
                raise _OutOfTime
            searched[0] += len(text)
            if patterns[index].search(text):
                state[index] = True
                return
        state[index] = False

    finish = time.monotonic() + seconds
    for index in range(len(patterns)):
        share = (finish - time.monotonic()) / (len(patterns) - index)
        _timed(share, lambda deadline, index=index: windows(index, deadline))
    # Missed in the windows of a long output: undecided until the long outputs are searched whole.
    pending = [index for index, verdict in enumerate(state) if verdict is False] if long else []
    for index in pending:
        state[index] = None
    finish = min(finish, time.monotonic() + whole_seconds)
    for count, index in enumerate(pending):
        share = (finish - time.monotonic()) / (len(pending) - count)
        _timed(share, lambda deadline, index=index: whole(index, deadline))
    return {"found": state.count(True), "undecided": state.count(None), "searched": searched[0]}


def landmark_fraction(landmarks, steps):
    """The fraction of landmark patterns found in the steps' outputs (newlines read as spaces)."""
    return find_landmarks(landmarks, steps)["found"] / len(landmarks)


# ---------------------------------------------------------------- the entrypoint

# Command text is parsed with shlex (about a megabyte a second): a line longer than this is not a
# command anyone typed and is not parsed, and a trajectory's commands are parsed up to this much.
MAX_COMMAND_LINE_CHARS = 16384
COMMAND_PARSE_CHARS = 1 << 20
PYTHON = re.compile(r"(?:python|pypy|ipython)(?:\d+(?:\.\d+)*)?")
SHELLS = frozenset({"bash", "sh", "zsh", "dash", "ksh", "source", ".", "%run"})
# Words that run the command after them (their options and, for timeout or nice, a number skipped).
WRAPPERS = frozenset({"env", "time", "nohup", "sudo", "exec", "nice", "ionice", "stdbuf", "timeout", "command",
                      "xvfb-run", "unbuffer"})
WRAPPER_OPTIONS_WITH_VALUE = frozenset({"-u", "-g", "-s", "-k", "-n", "--unset", "--user", "--group", "--signal",
                                        "--kill-after", "--adjustment"})
KEYWORDS = frozenset({"if", "then", "else", "elif", "do", "while", "until", "{", "}", "!"})
# Launchers that run a script given among their own options: the script is any later word.
LAUNCHERS = frozenset({"torchrun", "deepspeed", "accelerate", "horovodrun", "mpirun", "mpiexec", "srun",
})
LAUNCHER_MODULES = frozenset({"torch.distributed.launch", "torch.distributed.run", "accelerate.commands.launch",
                              "deepspeed", "deepspeed.launcher.runner"})
RUNNERS = frozenset({"conda", "mamba", "micromamba", "poetry", "uv", "pipenv", "pdm", "hatch", "rye"})  # X run ...
PYTHON_OPTIONS_WITH_VALUE = frozenset({"-W", "-X", "-Q"})
NUMBER = re.compile(r"\d+(?:\.\d+)?[smhd]?")
ASSIGNMENT = re.compile(r"[A-Za-z_][A-Za-z0-9_]*=")
REDIRECT = re.compile(r"[0-9]*(?:<<<|<<-?|<>|<&|>&|&>>?|>>|>\||<|>)")


def _simple_commands(line):
    """The simple commands of one shell line: (words, runs in the background), redirections dropped."""
    lexer = shlex.shlex(line, posix=True, punctuation_chars=True)
    lexer.whitespace_split = True
    lexer.commenters = "#"
    try:
        tokens = list(lexer)
    except ValueError:  # unbalanced quotes: words as they stand
        tokens = line.split()
    commands, words, skip = [], [], False
    for token in tokens + [";"]:
        if skip:
            skip = False
            continue
        if token and all(char in "();<>&|" for char in token):
            if REDIRECT.fullmatch(token):
                skip = True  # the redirection's target
                continue
            if words:
                commands.append((words, token == "&"))
            words = []
            continue
        words.append(token)
    return commands


def _module_runs(module, stem):
    return bool(stem) and (module == stem or module.endswith("." + stem))


def _runs(words, name, stem, depth):
    """Whether one simple command runs the script NAME (module STEM for a .py script)."""
    index = 0
    while index < len(words):  # assignments, keywords and wrappers before the program
        word = words[index]
        if ASSIGNMENT.match(word) or word in KEYWORDS:
            index += 1
        elif word in WRAPPERS:
            index += 1
            while index < len(words):
                if words[index] in WRAPPER_OPTIONS_WITH_VALUE:
                    index += 2
                elif words[index].startswith("-") or NUMBER.fullmatch(words[index]) or ASSIGNMENT.match(words[index]):
                    index += 1
                else:
                    break
        else:
            break
    if index >= len(words):
        return False
    program, rest = os.path.basename(words[index]), words[index + 1:]
    if program == name:
        return True  # ./train.py, scripts/run.sh
    if program in RUNNERS:  # conda run -n env python train.py, uv run train.py
        while rest and rest[0].startswith("-"):
            rest = rest[1:]
        if not rest or rest[0] != "run":
            return False
        rest = rest[1:]
        while rest and rest[0].startswith("-"):
            rest = rest[2:] if rest[0] in ("-n", "-p", "--name", "--prefix") else rest[1:]
        return _runs(rest, name, stem, depth)
    if program in LAUNCHERS:
        return any(os.path.basename(word) == name for word in rest) or _module_flag(rest, stem)
    if PYTHON.fullmatch(program):
        position = 0
        while position < len(rest) and rest[position].startswith("-") and rest[position] != "-":
            option = rest[position]
            if option == "-m" or (option.startswith("-m") and not option.startswith("--")):
                module = option[2:] or (rest[position + 1] if position + 1 < len(rest) else "")
                if module in LAUNCHER_MODULES:
                    return any(os.path.basename(word) == name for word in rest[position + 1:])
                return _module_runs(module, stem)
            if option.startswith("-c") and not option.startswith("--"):
                return False  # a program given as text
            position += 2 if option in PYTHON_OPTIONS_WITH_VALUE else 1
        return position < len(rest) and os.path.basename(rest[position]) == name
    if program in SHELLS:
        position = 0
        while position < len(rest) and rest[position].startswith("-"):
            option = rest[position]
            if not option.startswith("--") and "c" in option[1:]:  # bash -c "...", bash -lc "..."
                return position + 1 < len(rest) and depth < 3 and invokes(rest[position + 1], name, depth + 1)
            position += 1
        return position < len(rest) and os.path.basename(rest[position]) == name
    return False


def _module_flag(words, stem):
    for position, word in enumerate(words):
        if word == "-m" and position + 1 < len(words):
            return _module_runs(words[position + 1], stem)
    return False


def invokes(command, name, depth=0, budget=None):
    """Whether a shell command line runs the script NAME in the foreground: `python [options] NAME`,
    `python -m <module>` for a .py script, `bash|sh|source NAME`, `./NAME`, through `bash -c`,
    environment assignments, wrappers (env, time, nohup, timeout, ...), launchers (torchrun,
    accelerate, deepspeed, ...) and `conda|poetry|uv run`. A command sent to the background (`&`)
    does not count: its output is not the step's.

    Only lines naming the script (or its module) are parsed, and none longer than
    MAX_COMMAND_LINE_CHARS; BUDGET ({"left", "skipped"}) counts down the characters parsed (a line
    that would overdraw it is not parsed, and "skipped" says so)."""
    stem = name[:-3] if name.endswith(".py") else ""
    if name not in command and not (stem and stem in command):
        return False
    text = command.replace("\\\r\n", " ").replace("\\\n", " ")
    for line in text.splitlines():
        if (name not in line and not (stem and stem in line)) or len(line) > MAX_COMMAND_LINE_CHARS:
            continue
        if budget is not None:
            if budget["left"] < len(line):
                budget["skipped"] = True
                continue
            budget["left"] -= len(line)
        line = line.strip()
        line = line[1:] if line.startswith("!") else line  # a notebook's shell escape
        for words, background in _simple_commands(line):
            if not background and _runs(words, name, stem, depth):
                return True
    return False


def _names(command, name):
    """Upstream's test: the script's file name in the command, or `python -m` and its module name."""
    return name in command or (name.replace(".py", "") in command and "python -m" in command)


def entrypoint_ran(entrypoint, steps):
    """SUPER's entrypoint metric: (1.0, timed) when a step ran the script without an error, timed
    saying whether its 10 s were measured; (0.0, None) otherwise (see _entrypoint)."""
    return _entrypoint(entrypoint, steps)[:2]


def _entrypoint(entrypoint, steps):
    """(score, timed, cut): the entrypoint metric, and whether the parsing budget ran out first.

    A history step (SUPER's, AstaBench's) counts as upstream counts it: its command names the
    script, its output holds no "Traceback" and no "<script>: error", and its measured run time is
    at least 10 s. A Harbor (ATIF) run counts when it is a shell call whose command runs the script
    (`invokes`, within COMMAND_PARSE_CHARS of command text parsed in all), with a result holding
    neither, not marked as an error, and, where the result states its duration, at least 10 s; ATIF
    records no run time otherwise, so there the 10 s are not verified (timed False)."""
    name = os.path.basename(entrypoint)
    untimed = False
    budget = {"left": COMMAND_PARSE_CHARS, "skipped": False}
    for step in steps:
        for run in step["runs"]:
            if run["strict"]:
                if not invokes(run["command"], name, budget=budget):
                    continue
            elif not _names(run["command"], name):
                continue
            if run["failed"] or "Traceback" in run["output"] or f"{name}: error" in run["output"]:
                continue
            if run["timed"]:
                if run["seconds"] is not None and run["seconds"] >= MIN_ENTRYPOINT_SECONDS:
                    return 1.0, True, False
                continue
            untimed = True
    if untimed:
        return 1.0, False, False
    return 0.0, None, budget["skipped"]


# ---------------------------------------------------------------- the rerun (Auto under Harbor)

# Under Harbor the trajectory is written inside the agent's own container, so the agent could write
# any history it likes. There the Auto split's entrypoint metric is measured, not read: the verifier
# receives the agent's final working tree (agent_tree, /content) and the command the agent ran
# the entrypoint with (entrypoint.json, {"command", "cwd"}), and runs that command again, as an
# unprivileged uid, for at most RERUN_SECONDS. Upstream's rule is applied to that run: it counts
# when its command runs the script in the foreground (`invokes`), it ran at least
# MIN_ENTRYPOINT_SECONDS (or was still running at the limit), and its output holds neither
# "Traceback" nor "<script>: error".
RERUN_SECONDS = 120.0
RERUN_UID = 65534
MAX_SPEC_BYTES = 64 * 1024
RERUN_KEPT_CHARS = 1 << 20  # of the run's output, kept for the landmarks and the reason
RERUN_PATH = "/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin"


def rerun_spec(candidate, tree, name):
    """(command, cwd) from the candidate's entrypoint.json, or raise ValueError saying what is wrong."""
    try:
        spec = load_json_file(candidate, "entrypoint.json", MAX_SPEC_BYTES)
    except FileNotFoundError:
        raise ValueError("no /app/entrypoint.json was left: the grader reruns the entrypoint with the command "
                         "and working directory it names") from None
    except Refused as exc:
        raise ValueError(f"/app/entrypoint.json refused: {exc}") from None
    except ValueError as exc:
        raise ValueError(f"/app/entrypoint.json is {exc}") from None
    if not isinstance(spec, dict):
        raise ValueError('/app/entrypoint.json must be an object {"command": ..., "cwd": ...}')
    command, cwd = spec.get("command"), spec.get("cwd")
    if not isinstance(command, str) or not command.strip() or len(command) > MAX_COMMAND_LINE_CHARS:
        raise ValueError(f"/app/entrypoint.json: command must be a shell command line of at most "
                         f"{MAX_COMMAND_LINE_CHARS} characters")
    if "\x00" in command:
        raise ValueError("/app/entrypoint.json: command holds a NUL character")
    if not invokes(command, name):
        raise ValueError(f"/app/entrypoint.json: the command {command[:200]!r} does not run {name} in the foreground")
    if not isinstance(cwd, str) or not cwd.startswith("/") or "\x00" in cwd:
        raise ValueError(f"/app/entrypoint.json: cwd must be an absolute path inside {tree}")
    root = os.path.realpath(tree)
    where = os.path.realpath(cwd)
    if os.path.commonpath([root, where]) != root:
        raise ValueError(f"/app/entrypoint.json: cwd {cwd!r} is not inside {tree}, the tree the verifier received")
    if not os.path.isdir(where):
        raise ValueError(f"/app/entrypoint.json: cwd {cwd!r} is not a directory of the tree the verifier received")
    return command, where


def _hand_over(tree, uid):
    """Give the tree to uid (links themselves, never what they point at), so the rerun can write in it."""
    os.lchown(tree, uid, uid)
    for dirpath, dirnames, filenames in os.walk(tree):
        for entry in dirnames + filenames:
            try:
                os.lchown(os.path.join(dirpath, entry), uid, uid)
            except OSError:
                pass


def _end_run(uid, session, token):
    """End every process of the rerun: those of uid in its session or holding its token in their
    environment (a daemon that left the session keeps the environment it was started with). Other
    processes of uid, which are not the rerun's, are left alone."""
    marker = f"SAB_RERUN={token}".encode()
    for _ in range(5):  # again, for processes forked while the first pass ran
        found = False
        for entry in os.listdir("/proc"):
            if not entry.isdigit():
                continue
            pid = int(entry)
            try:
                if os.stat(f"/proc/{pid}").st_uid != uid:
                    continue
                with open(f"/proc/{pid}/environ", "rb") as handle:
                    ours = marker in handle.read().split(b"\0")
                if ours or os.getsid(pid) == session:
                    os.kill(pid, signal.SIGKILL)
                    found = True
            except (OSError, ValueError):
                continue
        if not found:
            return


def _end_uid(uid):
    """Every process of uid: kill(-1) as that uid reaches exactly its own processes (only in a
    verifier container of the trial's own, where no other program runs as that uid)."""
    import subprocess

    try:
        subprocess.run(["/bin/sh", "-c", "kill -KILL -1"], user=uid, group=uid, extra_groups=[],
                       stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, cwd="/",
                       env={"PATH": RERUN_PATH}, timeout=30, check=False)
    except (OSError, subprocess.SubprocessError):
        pass  # (the run's own processes were ended already)


class _Watch:
    """Reads a run's output as it comes: whether an error marker ever appeared, and its first characters."""

    def __init__(self, markers):
        self.markers = markers
        self.seen = set()
        self.kept = []
        self.kept_chars = 0
        self.total = 0
        self._tail = ""

    def feed(self, text):
        self.total += len(text)
        window = self._tail + text
        for marker in self.markers:
            if marker in window:
                self.seen.add(marker)
        longest = max(len(marker) for marker in self.markers)
        self._tail = window[-longest:]
        if self.kept_chars < RERUN_KEPT_CHARS:
            piece = text[:RERUN_KEPT_CHARS - self.kept_chars]
            self.kept.append(piece)
            self.kept_chars += len(piece)

    @property
    def output(self):
        return "".join(self.kept)


def rerun_entrypoint(command, cwd, name, tree, seconds=RERUN_SECONDS, whole_uid=False):
    """Run COMMAND in CWD as upstream's agent would have, with its output watched: {"seconds",
    "cut" (still running at the limit), "exit_status", "errors" (the markers seen), "output",
    "isolated"}. As root the run is uid RERUN_UID (the tree handed to it first); otherwise it runs
    as the caller. Every process of the run is ended afterwards (_end_run), and with WHOLE_UID
    (a verifier container of the trial's own) every process of RERUN_UID."""
    import subprocess

    isolated = os.geteuid() == 0
    import tempfile

    home = tempfile.mkdtemp(prefix="super-rerun-home-")  # never a folder of the tree (it could be a link)
    drop = {}
    if isolated:
        _hand_over(tree, RERUN_UID)
        os.chown(home, RERUN_UID, RERUN_UID)
        drop = {"user": RERUN_UID, "group": RERUN_UID, "extra_groups": []}
    watch = _Watch(("Traceback", f"{name}: error"))
    token = os.urandom(8).hex()
    environment = {"PATH": RERUN_PATH, "HOME": home, "LANG": "C.UTF-8", "PYTHONUNBUFFERED": "1", "TERM": "dumb",
                   "SAB_RERUN": token}
    started = time.monotonic()
    process = subprocess.Popen(["bash", "-c", command], cwd=cwd, env=environment, stdin=subprocess.DEVNULL,
                               stdout=subprocess.PIPE, stderr=subprocess.STDOUT, start_new_session=True, **drop)

    def read():
        while True:
            block = process.stdout.read1(65536)
            if not block:
                return
            watch.feed(block.decode("utf-8", errors="replace"))

    reader = threading.Thread(target=read, daemon=True)
    reader.start()
    cut = False
    try:
        process.wait(timeout=seconds)
    except subprocess.TimeoutExpired:
        cut = True
    elapsed = time.monotonic() - started
    try:
        os.killpg(process.pid, signal.SIGKILL)
    except OSError:
        pass
    _end_run(os.geteuid() if not isolated else RERUN_UID, process.pid, token)
    if isolated and whole_uid:
        _end_uid(RERUN_UID)
    process.wait()
    reader.join(timeout=10)
    shutil.rmtree(home, ignore_errors=True)
    return {"seconds": min(elapsed, seconds) if cut else elapsed, "cut": cut,
            "exit_status": None if cut else process.returncode, "errors": sorted(watch.seen),
            "output": watch.output, "isolated": isolated}


def agent_tree(scoring):
    """Where the agent's final tree is, or "" when there is none to rerun in: the leaf's agent_tree
    (scoring.json) in a Harbor trial, which the runner marks by naming the candidate's source
    (SAB_CANDIDATE_SOURCE, from [verifier] env); or the tree a grader names itself (SAB_AGENT_TREE,
    which no runner of sab's sets: grading a tree kept elsewhere)."""
    if os.environ.get("SAB_AGENT_TREE"):
        return os.environ["SAB_AGENT_TREE"]
    if os.environ.get("SAB_CANDIDATE_SOURCE"):
        return scoring.get("agent_tree", "")
    return ""


def rerun_verdict(candidate, tree, scoring, metrics, whole_uid=False):
    """(score, head, notes) of the entrypoint measured by rerunning it in the agent's final tree."""
    entrypoint = scoring["entrypoint"].strip()
    name = os.path.basename(entrypoint)
    seconds = float(scoring.get("rerun_seconds", RERUN_SECONDS))
    metrics["entrypoint"] = 0.0
    try:
        info = os.lstat(tree)
    except FileNotFoundError:
        return 0.0, f"the agent's tree {tree} did not reach the verifier: the entrypoint cannot be rerun", []
    if stat.S_ISLNK(info.st_mode) or not stat.S_ISDIR(info.st_mode):
        return 0.0, f"the agent's tree {tree} is not a directory (refused)", []
    try:
        command, cwd = rerun_spec(candidate, tree, name)
    except ValueError as exc:
        return 0.0, str(exc), []
    try:
        run = rerun_entrypoint(command, cwd, name, tree, seconds, whole_uid)
    except (OSError, ValueError) as exc:
        return 0.0, f"the rerun of {command[:200]!r} could not start: {exc}", []
    metrics["rerun_seconds"] = round(run["seconds"], 3)
    metrics["rerun_cut"] = float(run["cut"])
    if run["exit_status"] is not None:
        metrics["rerun_exit_status"] = float(run["exit_status"])
    notes = [f"rerun as uid {RERUN_UID}" if run["isolated"] else "rerun as the grader's own uid (not isolated)"]
    if scoring["landmarks"]:
        found = find_landmarks(scoring["landmarks"], [{"observation": run["output"], "runs": []}])
        metrics["rerun_landmarks"] = found["found"] / len(scoring["landmarks"])
        notes.append(f"{found['found']} of {len(scoring['landmarks'])} landmarks found in the rerun's output")
    shown = f"{command[:200]!r} in {cwd}"
    how = (f"still running after {seconds:g} s" if run["cut"]
           else f"ended after {run['seconds']:.1f} s with exit status {run['exit_status']}")
    if run["errors"]:
        return 0.0, f"entrypoint {entrypoint} rerun ({shown}): {how}, and its output holds {run['errors'][0]!r}", notes
    if run["seconds"] < MIN_ENTRYPOINT_SECONDS:
        return 0.0, (f"entrypoint {entrypoint} rerun ({shown}): {how}, under the {MIN_ENTRYPOINT_SECONDS:g} s "
                     "SUPER's metric asks of a run"), notes
    metrics["entrypoint"] = 1.0
    return 1.0, f"entrypoint {entrypoint} rerun ({shown}): {how}, without an error", notes


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
    seconds = scoring.get("rerun_seconds", RERUN_SECONDS)
    number = isinstance(seconds, (int, float)) and not isinstance(seconds, bool)
    if not number or not MIN_ENTRYPOINT_SECONDS <= seconds < 1e6:
        raise ValueError(f"scoring.json: rerun_seconds must be a number of seconds from {MIN_ENTRYPOINT_SECONDS:g} "
                         "(SUPER's minimum run) up; import the leaf again")
    tree = scoring.get("agent_tree", "")
    if not isinstance(tree, str) or (tree and not tree.startswith("/")):
        raise ValueError("scoring.json: agent_tree must be an absolute path (the agent's tree in the verifier); "
                         "import the leaf again")
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
    timed = None
    if steps is not None:
        if scoring["landmarks"]:
            total = len(scoring["landmarks"])
            landmarks = find_landmarks(scoring["landmarks"], steps)
            metrics["landmarks"] = landmarks["found"] / total
            notes.append(f"{landmarks['found']} of {total} landmarks found in the trajectory")
            if landmarks["undecided"]:
                metrics["landmarks_undecided"] = landmarks["undecided"]
                undecided = landmarks["undecided"]
                notes.append(f"{undecided} landmark{'s' if undecided != 1 else ''} not decided within the search "
                             f"budget ({LANDMARK_SECONDS:g} s in all), counted as not found")
        if entrypoint.endswith(SCRIPT_SUFFIXES):
            metrics["entrypoint"], timed, cut = _entrypoint(entrypoint, steps)
            if timed is not None:
                metrics["entrypoint_timed"] = float(timed)
            if cut:
                notes.append(f"the trajectory's commands were read up to {COMMAND_PARSE_CHARS} characters naming "
                             f"{os.path.basename(entrypoint)}; the rest were not read")

    tree = agent_tree(scoring)
    if scoring["split"] == "Auto" and tree:
        # The agent's final tree is here (a Harbor trial): the metric is measured there, and no
        # trajectory counts (the agent could have written it).
        for name in ("entrypoint", "entrypoint_timed", "landmarks", "landmarks_undecided"):
            metrics.pop(name, None)
        # In a trial (not a tree the grader named) the container is the verifier's own.
        trial = not os.environ.get("SAB_AGENT_TREE")
        score, head, more = rerun_verdict(candidate, tree, scoring, metrics, whole_uid=trial)
        return score, score == 1.0, "; ".join([head] + more), metrics
    if scoring["split"] == "Auto":
        score = metrics.get("entrypoint", 0.0)
        if steps is None:
            head = "no trajectory was supplied: the Auto split is scored on the agent's steps"
        elif timed is False:
            head = (f"entrypoint {entrypoint} ran without an error; the trajectory records no run time for "
                    f"it, so the {MIN_ENTRYPOINT_SECONDS:g} s minimum is not verified")
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
