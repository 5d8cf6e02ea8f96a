"""Stock reward aggregation, shipped by sab. Do not edit: `sab lint` reports any drift from the stock text.

    python3 -I reward.py CHECKS_DIR REFERENCE CANDIDATE RESULTS REWARD_FILE
    python3 -I reward.py timing-plan CHECK_DIR RUN_OK
    python3 -I reward.py check-plan CHECK_DIR
    python3 -I reward.py reproduces CHECK_DIR GRADED RERUN

test.sh runs each check's validate.py into RESULTS (<check>.json, .status, .log; <check>.draw-<k>.*
for each input a check drew), then this program folds the verdicts (a drawn check passes when
every draw does, with the worst draw's measures) and both sides' run records into the flat reward (REWARD_FILE, all
numeric, what Harbor reads) and the full grade (grade.json beside it). It runs with the standard
library alone and never trusts what it reads: a missing or hostile record fails its check (score
0), it never stops the grade.

The speed-up of the acceleration checks is measured like a benchmark: `timing-plan` tells test.sh
how many warm-up and timed repeats of a check to run (rubric.json's `timing`, else as many as the
time budget holds after the graded run) and the empty run that measures start-up; each side's
run.timing records them. Every rerun must reproduce the graded run (`reproduces`: the same files
byte for byte, or within the check's tolerance by its own validate.py), else the candidate's
check fails: a program whose repeats do other work than its graded run is not timed, it is wrong.
A repeat's time is its run less its start-up: for a check with a separate build step
(check.json's build_step) the run step alone, on every input the check takes (its drawn inputs,
docs/leaf.md, "Input families"), the build done once before any input exists; for a check
without one its whole run.sh, build included (a build can do any of the work there); the speed-up is the median of the ratios of every reference repeat to every candidate
repeat, and its lower bound the one the exact Mann-Whitney rank test gives at 95 %. sab adds the
whole interval (docs/leaf.md, "The speed-up").

A leaf whose acceleration checks declare a speed-up goal (rubric.json's `timing.speedup_goal`)
gives half its reward to speed: reward = 0.5 * correctness + 0.5 * credit, where correctness is
the mean of the checks' scores and credit = ln(lower bound) / ln(goal), kept within 0 and 1, once
every check passes (0 before). An unchanged tree scores about 0.5, an equivalent tree whose
speed-up is surely above the goal 1. A leaf without a goal is rewarded for correctness alone.
"""

import json
import math
import os
import stat
import statistics
import subprocess
import sys
import tempfile

RECORD_MAX_BYTES = 1 << 20  # a run record or verdict larger than this is not one test.sh or validate.py wrote
LOG_TAIL = 300
# The timing plan's defaults (rubric.json's `timing` overrides each). With 3 repeats a side the
# rank test never tells two speeds apart at 95 %, with 4 only when no repeats overlap; the budget
# is a side's wall time.
WARMUP = 1
BUDGET_S = 10.0
MIN_REPEATS = 5
MAX_REPEATS = 30
STARTUP_COMMAND = "true"
NET_FLOOR_S = 1e-4  # a repeat no slower than its start-up counts as this, never as zero
SPEED_WEIGHT = 0.5  # the reward's share for speed, in a leaf that declares a speed-up goal
CONFIDENCE = 0.95  # of the speed-up's lower bound
NUMERIC_KEYS = ("distance", "bound_fraction", "value_reference", "value_candidate")
RUN_RECORDS = ("run.log", "run.ok", "run.failed", "run.timing")  # test.sh's, not the run's outputs
VALIDATE_TIMEOUT_S = 600
DRAWS_MAX = 16  # inputs one check may draw (sab.model.rubric.Family)


def read_json(path):
    """The JSON value in `path`, or None when it is missing, not a regular file, too large or not JSON."""
    try:
        if not stat.S_ISREG(os.stat(path).st_mode) or os.path.getsize(path) > RECORD_MAX_BYTES:
            return None
        with open(path, encoding="utf-8") as handle:
            return json.load(handle)
    except (OSError, ValueError, RecursionError):
        return None


def read_object(path):
    value = read_json(path)
    return value if isinstance(value, dict) else {}


def read_text(path, limit=RECORD_MAX_BYTES):
    try:
        with open(path, encoding="utf-8", errors="replace") as handle:
            return handle.read(limit)
    except OSError:
        return ""


def real_record(root, name, record):
    """True when root/name is a folder and root/name/record a regular file, neither a link."""
    try:
        return (stat.S_ISDIR(os.lstat(os.path.join(root, name)).st_mode)
                and stat.S_ISREG(os.lstat(os.path.join(root, name, record)).st_mode))
    except OSError:
        return False


def finite(value):
    """`value` as a float when it is a finite number (never a bool), else None."""
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        return None
    try:
        value = float(value)
    except OverflowError:  # an integer beyond any float
        return None
    return value if math.isfinite(value) else None


def check_names(checks_dir):
    return sorted(name for name in os.listdir(checks_dir)
                  if os.path.isfile(os.path.join(checks_dir, name, "rubric.json")))


def verdict_fields(verdict):
    """What a check's verdict adds to its entry: pass, reason, measures, optional score, parts, metrics."""
    entry = {
        "passed": verdict.get("passed") is True,
        "reason": str(verdict.get("reason", "")),
        "distance": finite(verdict.get("distance")),
        "bound_fraction": finite(verdict.get("bound_fraction")),
    }
    # Optional: a partial-credit score (a benchmark's own rule, docs/importers.md; an AIRS score
    # beyond the state of the art exceeds 1).
    score = finite(verdict.get("score"))
    if score is not None and score >= 0.0:
        entry["score"] = score
    # Each graded file's or invariant's own measure, for calibration (sab selfcheck).
    parts = verdict.get("files") if verdict.get("policy") == "pointwise" else verdict.get("invariants")
    if isinstance(parts, list):
        entry["parts"] = [
            {"name": str(part.get("path", part.get("name", ""))), "passed": part.get("passed") is True,
             **{key: finite(part.get(key)) for key in NUMERIC_KEYS}}
            for part in parts if isinstance(part, dict)
        ]
    # Flat numbers to report beside the reward.
    metrics = verdict.get("metrics")
    if isinstance(metrics, dict):
        entry["metrics"] = {str(key): finite(value) for key, value in sorted(metrics.items()) if finite(value) is not None}
    return entry


def verdict_of(results, stem):
    """validate.py's verdict on one pair of runs, or (None, why it gave none)."""
    status = read_text(os.path.join(results, stem + ".status"), 64).strip()
    verdict = read_json(os.path.join(results, stem + ".json"))
    if status != "0" or not isinstance(verdict, dict):
        log = read_text(os.path.join(results, stem + ".log")).strip()[-LOG_TAIL:]
        return None, f"validate.py gave no verdict (exit {status or 'none'}): {log}"
    return verdict, None


def drawn_inputs(root, name):
    """(seed, [{seed, digest}]) of a side's drawn inputs of a check, from its run record; None when
    the check ran on its fixed input."""
    record = read_object(os.path.join(root, name, "run.ok")) if real_record(root, name, "run.ok") else {}
    draws = record.get("draws")
    if not isinstance(draws, list):
        return None
    return record.get("seed"), [{"seed": draw.get("seed"), "digest": str(draw.get("digest"))}
                                for draw in draws if isinstance(draw, dict)]


def same_inputs(reference, candidate, name):
    """Whether both sides of a check ran on the same inputs: the same fixed input, or the same draws.
    A variant's draws are the same draws perturbed (the same seeds, other bytes); every other run
    (nominal, altbuild, a trial's candidate) must hold the very same bytes."""
    ours, theirs = drawn_inputs(reference, name), drawn_inputs(candidate, name)
    if ours is None or theirs is None:
        return ours is None and theirs is None
    ics = {str(read_object(os.path.join(root, name, "run.ok")).get("ic")) for root in (reference, candidate)}
    if "variant" in ics and len(ics) > 1:
        strip = lambda inputs: (inputs[0], [draw["seed"] for draw in inputs[1]])  # noqa: E731
        return strip(ours) == strip(theirs)
    return ours == theirs


def worst(values):
    """The largest of the draws' measures, or None when any draw has none."""
    return None if not values or None in values else max(values)


def fold_draws(verdicts, draws):
    """A check's verdict over its drawn inputs: it passes when every draw passes, its measures are
    the worst draw's, and `draws` keeps each one's."""
    entries = [verdict_fields(verdict) for verdict in verdicts]
    folded = {"passed": all(entry["passed"] for entry in entries),
              "distance": worst([entry["distance"] for entry in entries]),
              "bound_fraction": worst([entry["bound_fraction"] for entry in entries])}
    failed = [(k, entry) for k, entry in enumerate(entries, 1) if not entry["passed"]]
    folded["reason"] = (f"draw {failed[0][0]} of {len(entries)}: {failed[0][1]['reason']}" if failed
                        else f"all {len(entries)} drawn inputs passed")
    if all("parts" in entry for entry in entries):
        parts = entries[0]["parts"]
        if all(len(entry["parts"]) == len(parts) for entry in entries):
            folded["parts"] = [
                {"name": part["name"], "passed": all(entry["parts"][i]["passed"] for entry in entries),
                 **{key: (worst([entry["parts"][i][key] for entry in entries]) if key in ("distance", "bound_fraction")
                          else part[key]) for key in NUMERIC_KEYS}}
                for i, part in enumerate(parts)]
    folded["draws"] = [{**draw, "passed": entry["passed"], "distance": entry["distance"],
                        "bound_fraction": entry["bound_fraction"], "reason": entry["reason"]}
                       for draw, entry in zip(draws, entries)]
    return folded


def check_entry(checks_dir, reference, candidate, results, name):
    """One check's entry of grade.json: its verdict (or why it has none) and both sides' run times."""
    entry = {"passed": False, "distance": None, "bound_fraction": None}
    reference_draws = drawn_inputs(reference, name)
    if not os.path.isfile(os.path.join(reference, name, "run.ok")):
        entry["reason"] = "reference run failed or missing (wiring error)"
        entry["wiring_error"] = True
    elif not real_record(candidate, name, "run.ok"):
        entry["reason"] = "candidate run failed or missing (see its run.log)"
    elif not same_inputs(reference, candidate, name):
        entry["reason"] = ("the candidate ran on other inputs than the reference (a different seed, or one side's "
                           "fixed input): produce both with the same --seed (wiring error)")
        entry["wiring_error"] = True
    else:
        stems = [name] if reference_draws is None else [f"{name}.draw-{k}" for k in range(1, len(reference_draws[1]) + 1)]
        verdicts = [verdict_of(results, stem) for stem in stems]
        missing = next((why for verdict, why in verdicts if verdict is None), None)
        if missing is not None or not verdicts:
            entry["reason"] = missing or "the reference drew no input (wiring error)"
            entry["wiring_error"] = True
        else:
            if reference_draws is None:
                entry.update(verdict_fields(verdicts[0][0]))
            else:
                entry.update(fold_draws([verdict for verdict, _ in verdicts], reference_draws[1]))
                entry["seed"] = reference_draws[0]
            unreproduced = read_object(os.path.join(candidate, name, "run.timing")).get("unreproduced") \
                if real_record(candidate, name, "run.timing") else None
            if entry["passed"] and unreproduced is not None:
                entry.update(passed=False, reason=f"a timed rerun did not reproduce the graded run: {unreproduced}")
                entry.pop("score", None)
    entry.setdefault("score", 1.0 if entry["passed"] else 0.0)
    for side, root in (("reference", reference), ("candidate", candidate)):
        run = read_object(os.path.join(root, name, "run.ok")) if real_record(root, name, "run.ok") else {}
        entry[f"{side}_seconds"] = finite(run.get("elapsed_seconds"))
        entry[f"{side}_build_seconds"] = finite(run.get("build_seconds"))
    labels = read_object(os.path.join(checks_dir, name, "check.json")).get("labels")
    entry["acceleration"] = isinstance(labels, list) and "acceleration" in labels
    return entry


def check_plan(check_dir):
    """(build step, draws) of a check: 1 when its run.sh has a separate build step (check.json's
    build_step), and how many inputs its family draws (rubric.json's family.draws; 0 without a
    family or a harness/draw). A field of the wrong type counts as absent (`sab lint` reports it)."""
    build = read_object(os.path.join(check_dir, "check.json")).get("build_step") is True
    family = read_object(os.path.join(check_dir, "rubric.json")).get("family")
    draws = family.get("draws") if isinstance(family, dict) else None
    drawable = build and os.path.isfile(os.path.join(check_dir, "harness", "draw"))
    count = draws if isinstance(draws, int) and not isinstance(draws, bool) and 1 <= draws <= DRAWS_MAX else 0
    return int(build), count if drawable else 0


def timing_plan(check_dir, run_ok):
    """(warm-up runs, timed repeats, start-up command) for a check; no repeats unless it is labelled
    acceleration. A timing field of the wrong type keeps its default (`sab lint` reports it)."""
    labels = read_object(os.path.join(check_dir, "check.json")).get("labels")
    if not isinstance(labels, list) or "acceleration" not in labels:
        return 0, 0, STARTUP_COMMAND
    timing = read_object(os.path.join(check_dir, "rubric.json")).get("timing")
    timing = timing if isinstance(timing, dict) else {}

    def count(key, low, high):
        value = timing.get(key)
        return value if isinstance(value, int) and not isinstance(value, bool) and low <= value <= high else None

    warmup = count("warmup", 0, 10)
    warmup = WARMUP if warmup is None else warmup
    repeats = count("repeats", 1, 100)
    if repeats is None:
        budget = finite(timing.get("budget_s"))
        budget = budget if budget is not None and budget > 0 else BUDGET_S
        seconds = finite(read_object(run_ok).get("elapsed_seconds")) or 0.0
        repeats = int(budget // seconds) if seconds > 0 else MAX_REPEATS
        repeats = min(max(repeats, MIN_REPEATS), MAX_REPEATS)
    startup = timing.get("startup_command")
    startup = startup if isinstance(startup, str) and startup.strip() and "\n" not in startup else STARTUP_COMMAND
    return warmup, repeats, startup


def timed_repeats(root, name):
    """The side's timed repeats of a check from run.timing: (seconds net of start-up, start-up
    seconds, build seconds) each; None when a rerun did not reproduce the graded run, or a repeat
    is unreadable or missing."""
    timing = read_object(os.path.join(root, name, "run.timing"))
    repeats = timing.get("repeats")
    if "unreproduced" in timing or not isinstance(repeats, list) or not repeats:
        return None
    samples = []
    for repeat in repeats:
        repeat = repeat if isinstance(repeat, dict) else {}
        elapsed, build, startup = (finite(repeat.get(key)) for key in ("elapsed_seconds", "build_seconds", "startup_seconds"))
        if None in (elapsed, build, startup) or min(elapsed, build, startup) < 0:
            return None
        samples.append((max(elapsed - startup, NET_FLOOR_S), startup, build))
    return samples


def single_run(entry, side):
    """A side's one graded run of a check as a timing sample, build included (start-up unmeasured)."""
    seconds = entry[f"{side}_seconds"]
    build = entry[f"{side}_build_seconds"] or 0.0
    return None if seconds is None else [(max(seconds, NET_FLOOR_S), None, build)]


def side_timing(per_check):
    """A side's per-repeat totals over the acceleration checks (repeat i of each check summed)."""
    count = min(len(samples) for samples in per_check)

    def totals(field):
        return [sum(samples[i][field] for samples in per_check) for i in range(count)]

    untimed = per_check[0][0][1] is None  # the graded runs: no start-up was measured
    return {"seconds": totals(0), "startup_seconds": None if untimed else statistics.median(totals(1)),
            "build_seconds": statistics.median(totals(2))}


def speed(checks, reference_root, candidate_root):
    """The acceleration checks' speed-up, when every check passed: their timed repeats when both
    sides have them for every such check, the graded runs when neither side was timed, else none
    (one side's repeats against the other's single run would compare two different measures)."""
    accel = sorted(name for name, entry in checks.items() if entry["acceleration"])
    if not checks or not accel or not all(entry["passed"] for entry in checks.values()):
        return None
    roots = (("reference", reference_root), ("candidate", candidate_root))
    if any(os.path.lexists(os.path.join(root, name, "run.timing")) for _, root in roots for name in accel):
        timed = {side: [timed_repeats(root, name) if real_record(root, name, "run.timing") else None
                        for name in accel] for side, root in roots}
    else:
        timed = {side: [single_run(checks[name], side) for name in accel] for side, _ in roots}
    if any(None in samples for samples in timed.values()):
        return None
    sides = {side: side_timing(per_check) for side, per_check in timed.items()}
    ratios = [r / c for r in sides["reference"]["seconds"] for c in sides["candidate"]["seconds"]]
    return {"checks": accel, "speedup": statistics.median(ratios),
            "low": lower_bound(sides["reference"]["seconds"], sides["candidate"]["seconds"]),
            "reference_seconds": statistics.median(sides["reference"]["seconds"]),
            "candidate_seconds": statistics.median(sides["candidate"]["seconds"]),
            "repeats": {side: len(timing["seconds"]) for side, timing in sides.items()}, **sides}


def rank_statistic_counts(n, m):
    """How many of the (n + m choose n) orderings of two samples of n and m distinct values give
    each Mann-Whitney count U = 0 .. n*m: the coefficients of the Gaussian binomial coefficient,
    the product over i = 1..m of (1 - q^(n+i)) / (1 - q^i)."""
    counts = [1]
    for i in range(1, m + 1):
        counts = counts + [0] * n
        for j in range(len(counts) - 1, n + i - 1, -1):  # times (1 - q^(n+i))
            counts[j] -= counts[j - n - i]
        for j in range(i, len(counts)):  # divided by (1 - q^i), which leaves no remainder
            counts[j] += counts[j - i]
    return counts


def lower_bound(reference, candidate, confidence=CONFIDENCE):
    """The lower end of the speed-up's two-sided interval at `confidence`: the k-th smallest ratio of
    a reference time to a candidate time, k the exact Mann-Whitney critical count; None when the
    repeats are too few to bound it."""
    counts = rank_statistic_counts(len(reference), len(candidate))
    total, tail, k = sum(counts), 0, 0
    for count in counts:
        tail += count
        if tail / total > (1 - confidence) / 2:
            break
        k += 1
    if k == 0:
        return None
    return sorted(r / c for r in reference for c in candidate)[k - 1]


def speedup_goal(checks_dir, checks):
    """The largest speed-up goal the acceleration checks' rubrics declare (a number above 1), or None."""
    goals = []
    for name, entry in checks.items():
        if entry["acceleration"]:
            timing = read_object(os.path.join(checks_dir, name, "rubric.json")).get("timing")
            goal = finite(timing.get("speedup_goal")) if isinstance(timing, dict) else None
            if goal is not None and goal > 1.0:
                goals.append(goal)
    return max(goals) if goals else None


def speed_credit(speed, goal):
    """How much of the goal the speed-up's lower bound reaches, on a log scale: 0 to 1."""
    low = speed.get("low") if speed else None
    if low is None or low <= 1.0:
        return 0.0
    return min(1.0, math.log(low) / math.log(goal))


def output_files(root):
    """{relative path: lstat} of everything a run left in `root` but test.sh's records (of the run,
    and of each drawn input's run below it)."""
    found = {}
    for directory, subdirs, files in os.walk(root):
        for entry in subdirs + files:
            path = os.path.join(directory, entry)
            relative = os.path.relpath(path, root)
            if entry not in RUN_RECORDS or not os.path.isfile(path):
                found[relative] = os.lstat(path)
    return found


def same_bytes(first, second):
    with open(first, "rb") as one, open(second, "rb") as other:
        while True:
            block = one.read(1 << 20)
            if block != other.read(len(block) or 1):
                return False
            if not block:
                return True


def byte_identical(graded, rerun):
    """None when `rerun` holds the same regular files and folders as `graded`, byte for byte, else why not."""
    left, right = output_files(graded), output_files(rerun)
    if left.keys() != right.keys():
        extra = sorted(left.keys() ^ right.keys())
        return f"the files differ ({extra[0]!r} is in one run only)"
    for relative in sorted(left):
        one, other = left[relative], right[relative]
        if stat.S_ISDIR(one.st_mode) and stat.S_ISDIR(other.st_mode):
            continue
        if not (stat.S_ISREG(one.st_mode) and stat.S_ISREG(other.st_mode)):
            return f"{relative!r} is not a regular file"
        if one.st_size != other.st_size or not same_bytes(os.path.join(graded, relative), os.path.join(rerun, relative)):
            return f"{relative!r} differs"
    return None


def reproduces(check_dir, graded, rerun):
    """None when a rerun of a check reproduces its graded run: the same bytes, or else passed by
    the check's own validate.py with the graded run as its reference (each drawn input's run on
    its own); otherwise the reason."""
    differs = byte_identical(graded, rerun)
    if differs is None:
        return None
    pairs = [(graded, rerun)]
    if os.path.isdir(os.path.join(graded, "draws")):
        pairs = [(os.path.join(graded, "draws", k), os.path.join(rerun, "draws", k))
                 for k in sorted(os.listdir(os.path.join(graded, "draws")), key=lambda k: (len(k), k))]
    verdict_file = os.path.join(os.getcwd(), "rerun-verdict.json")
    for reference, candidate in pairs:
        try:
            done = subprocess.run([sys.executable, "-I", os.path.join(check_dir, "validate.py"), "--reference", reference,
                                   "--candidate", candidate, "--rubric", os.path.join(check_dir, "rubric.json"),
                                   "--out", verdict_file], stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
                                  stderr=subprocess.DEVNULL, timeout=VALIDATE_TIMEOUT_S)
        except subprocess.TimeoutExpired:
            return f"{differs}, and validate.py did not judge it within {VALIDATE_TIMEOUT_S} s"
        verdict = read_object(verdict_file)
        if done.returncode != 0 or verdict.get("passed") is not True:
            return f"{differs} beyond the check's tolerance: {str(verdict.get('reason', 'no verdict'))[:LOG_TAIL]}"
    return None


def printable(text):
    """`text` with every character a terminal would act on written as an escape."""
    return "".join(c if c.isprintable() else repr(c)[1:-1] for c in str(text))


def aggregate(checks, reference, candidate, goal=None):
    """grade.json's content from the checks' entries: the reward is the mean of their scores, or,
    with a speed-up goal, half that mean and half the speed credit."""
    total = len(checks)
    passed = sum(1 for entry in checks.values() if entry["passed"])
    correctness = sum(entry["score"] for entry in checks.values()) / total if total else 0.0
    measured = speed(checks, reference, candidate)
    grade = {"reward": correctness, "correctness": correctness, "passed": passed, "total": total,
             "checks": checks, "speed": measured}
    seeds = sorted({entry["seed"] for entry in checks.values() if isinstance(entry.get("seed"), int)})
    if seeds:  # the seed the inputs were drawn from: `sab run --seed` reproduces the grade
        grade["seed"] = seeds[0] if len(seeds) == 1 else seeds
    if goal is not None:
        credit = speed_credit(measured, goal)
        grade.update(reward=(1 - SPEED_WEIGHT) * correctness + SPEED_WEIGHT * credit,
                     speedup_goal=goal, speed_credit=credit)
    return grade


def flat_reward(grade):
    """reward.json: the reward and every check's metrics, flat and all numeric (what Harbor reads)."""
    flat = {"reward": grade["reward"], "passed": grade["passed"], "total": grade["total"]}
    if isinstance(grade.get("seed"), int):
        flat["seed"] = grade["seed"]
    if "speedup_goal" in grade:
        flat.update(correctness=grade["correctness"], speedup_goal=grade["speedup_goal"],
                    speed_credit=grade["speed_credit"])
    if grade["speed"]:
        flat["speedup"] = grade["speed"]["speedup"]
        if grade["speed"]["low"] is not None:
            flat["speedup_low"] = grade["speed"]["low"]
    for name, entry in grade["checks"].items():
        for key, value in entry.get("metrics", {}).items():
            flat[key if key not in flat else f"{name}.{key}"] = value
    return flat


def write(path, data):
    """Write `data` as JSON to `path` atomically, readable by all."""
    directory = os.path.dirname(os.path.abspath(path))
    os.makedirs(directory, exist_ok=True)
    fd, tmp = tempfile.mkstemp(dir=directory, prefix=".reward.")
    with os.fdopen(fd, "w") as handle:
        json.dump(data, handle, indent=2, sort_keys=True, allow_nan=False)
        handle.write("\n")
    os.chmod(tmp, 0o644)
    os.replace(tmp, path)


def main(argv):
    checks_dir, reference, candidate, results, reward_file = argv
    checks = {name: check_entry(checks_dir, reference, candidate, results, name) for name in check_names(checks_dir)}
    grade = aggregate(checks, reference, candidate, speedup_goal(checks_dir, checks))
    write(os.path.join(os.path.dirname(os.path.abspath(reward_file)), "grade.json"), grade)
    write(reward_file, flat_reward(grade))
    print(f"reward {grade['reward']:.4f} ({grade['passed']}/{grade['total']} checks passed)")
    if "speedup_goal" in grade:
        low = (grade["speed"] or {}).get("low")
        print(f"  speed credit {grade['speed_credit']:.4f}: goal {grade['speedup_goal']:g}x, speed-up lower bound "
              + (f"{low:.3f}x" if low is not None else "not measured"))
    for name, entry in checks.items():
        print(f"  {'PASS' if entry['passed'] else 'FAIL'} {name}: {printable(entry['reason'])}")


if __name__ == "__main__":
    if len(sys.argv) == 4 and sys.argv[1] == "timing-plan":
        warmup, repeats, startup = timing_plan(*sys.argv[2:])
        print(f"{warmup} {repeats}\n{startup}")
    elif len(sys.argv) == 3 and sys.argv[1] == "check-plan":
        print("%d %d" % check_plan(sys.argv[2]))
    elif len(sys.argv) == 5 and sys.argv[1] == "reproduces":
        reason = reproduces(*sys.argv[2:])
        if reason is not None:
            print(json.dumps(reason))  # a JSON string (ASCII), which test.sh puts into run.timing as it is
            sys.exit(1)
    elif len(sys.argv) == 6:
        main(sys.argv[1:])
    else:
        sys.exit("usage: reward.py CHECKS_DIR REFERENCE CANDIDATE RESULTS REWARD_FILE | "
                 "reward.py timing-plan CHECK_DIR RUN_OK | reward.py check-plan CHECK_DIR | "
                 "reward.py reproduces CHECK_DIR GRADED RERUN")
