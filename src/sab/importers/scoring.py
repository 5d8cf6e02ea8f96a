"""`sab score super|airs|hera RESULTS.jsonl`: each benchmark's aggregate over per-leaf results.

RESULTS.jsonl holds one JSON object a line, such as the line `sab grade <leaf> --answer FILE --json`
prints or a Harbor reward.json with the leaf added. A leaf is named by its path or instance name
(the last path component counts). HERA lines name their episode by number and/or pair_id
(`hera_NNN`) and side; pairs are matched by that identity, never by position or sorted order.

The expected set is always known: the imported leaves of the benchmark under --tasks DIR, or by
default under the repository's tasks/<benchmark>/. A result for a leaf outside the set is an
error; a leaf of the set without a result makes the run incomplete, and then no mean, percentage
or Elo rating is reported. The denominator is the set, never what RESULTS happens to name.

Numbers are strict: a JSON number (an integer counts as a real), never a string or a boolean, and
finite. Flags (`valid_submission`) are booleans or the numbers 0 and 1 that `sab grade` prints;
HERA's `passed` and `runtime_valid` are booleans only, as HERA-Bench's own scorer demands.
"""

from __future__ import annotations

import math
import random
import re
import statistics
from dataclasses import dataclass, field
from pathlib import Path
from typing import Annotated, Any, Literal

from pydantic import Field, PlainValidator, StrictBool, StrictFloat, StrictInt, StrictStr, model_validator

from sab.errors import FileFormatError, NotFoundError, SabError
from sab.importers import airs_rule
from sab.importers.common import parse_line, read_jsonl
from sab.model.base import Open, StrictOpen

PAIR_ID = re.compile(r"^hera_(\d+)$")
SIDES = ("act", "abstain")
AIRS_SCORING = Path("tests/checks/submission/ic/nominal/scoring.json")
WORST = ("estimated", "observed")

# Elo across methods (docs/importers.md, "Aggregates"): one game per task and pair of methods.
ELO_K = 32.0
ELO_INITIAL = 1000.0
ELO_SCALE = 400.0
ELO_PERMUTATIONS = 100
ELO_SEED = 0
ELO_TIE = 1e-9


def _flag(value: Any) -> bool:
    """A boolean, or the number 0 or 1 (the flat reward `sab grade` prints); nothing else."""
    if isinstance(value, bool):
        return value
    if isinstance(value, (int, float)) and value in (0, 1):
        return bool(value)
    raise ValueError(f"must be true or false (or the number 0 or 1), not {value!r}")


Flag = Annotated[bool, PlainValidator(_flag)]


class SuperResult(Open):
    leaf: StrictStr = Field(min_length=1)
    output_match: StrictFloat | None = Field(default=None, ge=0, le=1)
    reward: StrictFloat | None = Field(default=None, ge=0, le=1)
    submitted: Flag = True  # `sab grade` writes 0 when no answer file was left

    @model_validator(mode="after")
    def _scored(self) -> "SuperResult":
        if self.output_match is None and self.reward is None:
            raise ValueError("needs output_match (or reward, which equals it)")
        if self.output_match is not None and self.reward is not None and self.output_match != self.reward:
            raise ValueError(f"output_match {self.output_match!r} and reward {self.reward!r} disagree "
                             "(for SUPER the reward is the output match)")
        return self

    @property
    def score(self) -> float:
        return self.output_match if self.output_match is not None else self.reward


class AirsResult(Open):
    leaf: StrictStr = Field(min_length=1)
    valid_submission: Flag
    metric_value: StrictFloat | None = None
    seed: StrictInt | StrictStr | None = None
    method: StrictStr | None = Field(default=None, min_length=1)
    # Read for strictness only: the score is recomputed from metric_value by the chosen rule.
    normalized_score: StrictFloat | None = None
    reward: StrictFloat | None = None

    @model_validator(mode="after")
    def _scored(self) -> "AirsResult":
        if self.valid_submission and self.metric_value is None:
            raise ValueError("a valid submission needs metric_value (the raw metric; the scorer computes NS from it)")
        return self


class AirsScoring(StrictOpen):
    """A leaf's ic/nominal/scoring.json, as `sab import airs` writes it."""

    metric: StrictStr
    sota: StrictFloat
    worst: StrictFloat
    optimal: StrictFloat
    lower_is_better: StrictBool


class HeraResult(Open):
    side: Literal["act", "abstain"]
    passed: StrictBool
    runtime_valid: StrictBool
    number: StrictInt | None = Field(default=None, ge=1)
    pair_id: StrictStr | None = None
    harness: StrictStr | None = None

    @model_validator(mode="after")
    def _identified(self) -> "HeraResult":
        from_id = None
        if self.pair_id is not None:
            match = PAIR_ID.match(self.pair_id)
            if not match:
                raise ValueError(f"pair_id {self.pair_id!r} is not hera_<number>")
            from_id = int(match.group(1))
        if self.number is None and from_id is None:
            raise ValueError("needs number or pair_id")
        if self.number is not None and from_id is not None and self.number != from_id:
            raise ValueError(f"pair_id {self.pair_id!r} does not match number {self.number}")
        if self.passed and not self.runtime_valid:
            raise ValueError("passed together with runtime_valid false")
        return self

    @property
    def pair(self) -> int:
        return self.number if self.number is not None else int(PAIR_ID.match(self.pair_id).group(1))

    @property
    def success(self) -> bool:
        return self.passed and self.runtime_valid  # a runtime failure counts as a fail


def _instance(leaf: str) -> str:
    return Path(leaf.rstrip("/")).name


# ---------------------------------------------------------------- the expected set


def _imported(directory: Path, benchmark: str) -> dict[str, tuple[Path, dict[str, Any]]]:
    """Instance name -> (leaf, [metadata.<benchmark>]) of every imported leaf of `benchmark` under `directory`."""
    from sab.leaf import Leaf, find_leaves

    found = {}
    for path in find_leaves(directory):
        manifest = Leaf(path).manifest
        if manifest.sciaccel.kind == "import" and manifest.sciaccel.benchmark == benchmark:
            found[path.name] = (path, dict((manifest.metadata.model_extra or {}).get(benchmark, {})))
    return found


def expected_set(benchmark: str, tasks: Path | None = None, *, start: Path | None = None
                 ) -> dict[str, tuple[Path, dict[str, Any]]]:
    """The leaves a run of `benchmark` is scored against: the imported leaves under --tasks DIR, or
    by default under tasks/<benchmark>/ of the repository at or above `start` (the working directory)."""
    if tasks is not None:
        if not tasks.is_dir():
            raise SabError("not a directory", file=tasks, field="--tasks")
        selected = _imported(tasks, benchmark)
        if not selected:
            raise SabError(f"no imported {benchmark} leaf under this directory", file=tasks, field="--tasks")
        return selected
    from sab.config import find_root

    fix = f"pass --tasks DIR (the imported {benchmark} leaves that were run), or run `sab import {benchmark}` first"
    try:
        root = find_root(start)
    except NotFoundError:
        raise SabError(f"no repository here, so the expected set of {benchmark} tasks is unknown",
                       field="--tasks", fix=fix) from None
    directory = root / "tasks" / benchmark
    selected = _imported(directory, benchmark) if directory.is_dir() else {}
    if not selected:
        raise SabError(f"no imported {benchmark} leaf, so the expected set of tasks is unknown", file=directory, fix=fix)
    return selected


def _parsed(path: Path, model: Any) -> list[tuple[int, Any]]:
    lines = [(line, parse_line(model, data, path, line)) for line, data in read_jsonl(path)]
    if not lines:
        raise FileFormatError("no result lines", file=path)
    return lines


def _keyed(path: Path, lines: list[tuple[int, Any]], key, describe=repr, fix: str = "one result per leaf"
           ) -> dict[Any, tuple[int, Any]]:
    """A key seen twice is an error naming both lines."""
    results: dict[Any, tuple[int, Any]] = {}
    for line, result in lines:
        name = key(result)
        if name in results:
            raise FileFormatError(f"a second result for {describe(name)} (first at line {results[name][0]})", file=path,
                                  field=f"line {line}", fix=fix)
        results[name] = (line, result)
    return results


def _outside(path: Path, lines: list[tuple[int, Any]], name, selected: dict) -> None:
    for line, result in lines:
        if name(result) not in selected:
            raise FileFormatError(f"{name(result)!r} is not among the selected leaves", file=path, field=f"line {line}",
                                  fix="score it with the --tasks DIR that holds it")


def _finite(value: float | None, what: str) -> float | None:
    if value is not None and not math.isfinite(value):
        raise SabError(f"{what} is not a finite number ({value!r})", fix="check the results' numbers")
    return value


# ---------------------------------------------------------------- SUPER


@dataclass
class MeanScore:
    """SUPER's aggregate: a mean over tasks with its numerator."""

    benchmark: str
    tasks: int
    numerator: float
    complete: bool
    missing: list[str]
    extra: dict[str, Any] = field(default_factory=dict)

    @property
    def mean(self) -> float | None:
        return self.numerator / self.tasks if self.complete and self.tasks else None


def score_super(path: Path, tasks: Path | None = None, *, start: Path | None = None) -> MeanScore:
    selected = expected_set("super", tasks, start=start)
    lines = _parsed(path, SuperResult)
    results = _keyed(path, lines, lambda r: _instance(r.leaf))
    _outside(path, lines, lambda r: _instance(r.leaf), selected)
    missing = sorted(set(selected) - set(results))
    submitted = sum(1 for _, r in results.values() if r.submitted)
    numerator = _finite(math.fsum(r.score for _, r in results.values()), "the sum of output_match")
    return MeanScore("super", len(selected), numerator, not missing, missing, {"submitted": submitted})


# ---------------------------------------------------------------- AIRS-Bench


def read_airs_scoring(leaf: Path) -> AirsScoring:
    """The scoring parameters of an imported AIRS-Bench leaf."""
    from sab.jsonio import load_json
    from sab.model.base import parse

    path = leaf / AIRS_SCORING
    if not path.is_file():
        raise NotFoundError("no scoring.json in this AIRS-Bench leaf", file=path,
                            fix="re-import the task with `sab import airs --force`")
    return parse(AirsScoring, load_json(path), path)


@dataclass
class TaskMean:
    runs: int
    valid: int
    mean: float

    def as_dict(self) -> dict[str, Any]:
        return {"runs": self.runs, "valid": self.valid, "mean": self.mean}


@dataclass
class MethodScore:
    """One method's AIRS-Bench aggregate over the expected tasks."""

    method: str | None
    tasks: int
    missing: list[str]
    per_task: dict[str, TaskMean]

    @property
    def complete(self) -> bool:
        return not self.missing

    @property
    def numerator(self) -> float:
        return math.fsum(task.mean for task in self.per_task.values())

    @property
    def mean(self) -> float | None:
        return self.numerator / self.tasks if self.complete else None

    @property
    def se(self) -> float | None:
        """The standard error over tasks: sample standard deviation (ddof 1) of the per-task means / sqrt(n)."""
        if not self.complete or self.tasks < 2:
            return None
        return statistics.stdev([task.mean for task in self.per_task.values()]) / math.sqrt(self.tasks)

    @property
    def valid_rate(self) -> float | None:
        """The valid-submission rate: each task's valid fraction over its runs, averaged over tasks."""
        if not self.complete:
            return None
        return math.fsum(task.valid / task.runs for task in self.per_task.values()) / self.tasks

    def as_dict(self) -> dict[str, Any]:
        return {"method": self.method, "complete": self.complete, "missing": self.missing,
                "runs": sum(task.runs for task in self.per_task.values()),
                "ns": {"mean": _finite(self.mean, "the mean normalised score"),
                       "se": _finite(self.se, "the standard error"),
                       "numerator": _finite(self.numerator, "the sum of normalised scores")},
                "valid_submissions": {"count": sum(task.valid for task in self.per_task.values()),
                                      "runs": sum(task.runs for task in self.per_task.values()),
                                      "rate": self.valid_rate},
                "per_task": {name: task.as_dict() for name, task in sorted(self.per_task.items())}}


@dataclass
class AirsScore:
    rule: str
    worst: str
    tasks: list[str]
    methods: list[MethodScore]
    elo: dict[str, float] | None
    observed_worst: dict[str, float | None] = field(default_factory=dict)
    benchmark: str = "airs"

    @property
    def complete(self) -> bool:
        return all(method.complete for method in self.methods)

    @property
    def missing(self) -> list[str]:
        return [task if method.method is None else f"{task} (method {method.method})"
                for method in self.methods for task in method.missing]


def elo_ratings(per_task: dict[str, dict[str, float]], *, k: float = ELO_K, initial: float = ELO_INITIAL,
                scale: float = ELO_SCALE, permutations: int = ELO_PERMUTATIONS, seed: int = ELO_SEED) -> dict[str, float]:
    """Elo ratings of methods from their per-task mean scores (method -> task -> score).

    One game per task and unordered pair of methods holding that task: the higher mean score wins
    (1), equal within 1e-9 is a draw (0.5). Games are played as sequential Elo updates
    R_a += k (S_a - E_a), E_a = 1 / (1 + 10^((R_b - R_a) / scale)), from `initial` for everyone;
    the order of the games is a permutation drawn by random.Random(seed), and the rating is the
    average of the final ratings over `permutations` such orders.
    """
    methods = sorted(per_task)
    games = [(task, a, b) for index, a in enumerate(methods) for b in methods[index + 1:]
             for task in sorted(set(per_task[a]) & set(per_task[b]))]
    rng = random.Random(seed)
    totals = dict.fromkeys(methods, 0.0)
    for _ in range(permutations):
        order = list(games)
        rng.shuffle(order)
        rating = dict.fromkeys(methods, initial)
        for task, a, b in order:
            difference = per_task[a][task] - per_task[b][task]
            outcome = 0.5 if abs(difference) <= ELO_TIE else (1.0 if difference > 0 else 0.0)
            expected = 1.0 / (1.0 + 10.0 ** ((rating[b] - rating[a]) / scale))
            rating[a] += k * (outcome - expected)
            rating[b] -= k * (outcome - expected)
        for method in methods:
            totals[method] += rating[method]
    return {method: totals[method] / permutations for method in methods}


def _observed_worst(path: Path, lines: list[tuple[int, AirsResult]], scorings: dict[str, AirsScoring]
                    ) -> dict[str, float | None]:
    """Per task, the worst valid metric value over every result of the task (all methods and seeds)."""
    values: dict[str, list[float]] = {}
    for _, result in lines:
        if result.valid_submission:
            values.setdefault(_instance(result.leaf), []).append(result.metric_value)
    worst: dict[str, float | None] = {}
    for task, scoring in scorings.items():
        seen = values.get(task, [])
        if len(seen) == 1:
            raise SabError(f"--worst observed needs at least two valid results of task {task!r}, which has one",
                           file=path, field="--worst", fix="give more runs, or use --worst estimated")
        worst[task] = (max(seen) if scoring.lower_is_better else min(seen)) if seen else None
    return worst


def score_airs(path: Path, tasks: Path | None = None, *, rule: str = "official", worst: str = "estimated",
               start: Path | None = None) -> AirsScore:
    if rule not in airs_rule.RULES:
        raise SabError(f"unknown rule {rule!r}", field="--rule", fix=f"one of {', '.join(airs_rule.RULES)}")
    if worst not in WORST:
        raise SabError(f"unknown worst score {worst!r}", field="--worst", fix=f"one of {', '.join(WORST)}")
    selected = expected_set("airs", tasks, start=start)
    scorings = {name: read_airs_scoring(leaf) for name, (leaf, _) in selected.items()}
    lines = _parsed(path, AirsResult)
    named = lines[0][1].method is not None
    for line, result in lines:
        if (result.method is not None) != named:
            raise FileFormatError("every line names a method, or none does", file=path, field=f"line {line}: method",
                                  fix="add method to every line (or to none)")
    # A seed is an identity, not a number: 1 and "1" name the same run.
    _keyed(path, lines, lambda r: (_instance(r.leaf), None if r.seed is None else str(r.seed), r.method),
           describe=lambda k: f"leaf {k[0]!r}, seed {k[1]}" + (f", method {k[2]!r}" if k[2] is not None else ""),
           fix="one result per leaf, seed and method: give each run of a task its own seed")
    _outside(path, lines, lambda r: _instance(r.leaf), selected)
    observed = _observed_worst(path, lines, scorings) if worst == "observed" else {}

    def parameters(task: str) -> dict[str, Any]:
        scoring = scorings[task]
        bad = scoring.worst if worst == "estimated" else observed[task]
        return {"sota": scoring.sota, "worst": bad, "optimal": scoring.optimal, "rule": rule}

    for task in scorings:
        if worst == "estimated" or observed[task] is not None:
            try:
                airs_rule.normalised_score(scorings[task].sota, **parameters(task))
            except ValueError as exc:
                where = ("the observed worst" if worst == "observed" else "the estimated worst")
                raise SabError(f"task {task!r} cannot be normalised with {where}: {exc}",
                               file=selected[task][0] / AIRS_SCORING,
                               fix="use the other --worst" if worst == "observed" else "re-import the task") from None

    runs: dict[str | None, dict[str, list[tuple[bool, float]]]] = {}
    for line, result in lines:
        task = _instance(result.leaf)
        try:
            score = airs_rule.run_score(result.metric_value, result.valid_submission, **parameters(task))
        except ValueError as exc:
            raise FileFormatError(str(exc), file=path, field=f"line {line}: metric_value") from None
        runs.setdefault(result.method, {}).setdefault(task, []).append((result.valid_submission, score))
    methods = []
    for method in sorted(runs, key=lambda m: (m is None, m or "")):
        per_task = {task: TaskMean(len(scores), sum(valid for valid, _ in scores),
                                   math.fsum(score for _, score in scores) / len(scores))
                    for task, scores in runs[method].items()}
        methods.append(MethodScore(method, len(selected), sorted(set(selected) - set(per_task)), per_task))
    elo = None
    if named and len(methods) > 1 and all(method.complete for method in methods):
        elo = elo_ratings({m.method: {task: mean.mean for task, mean in m.per_task.items()} for m in methods})
    return AirsScore(rule, worst, sorted(selected), methods, elo, observed)


# ---------------------------------------------------------------- HERA-Bench


@dataclass
class HeraScore:
    pairs: int
    complete: bool
    missing: list[str]
    act: int
    abstain: int
    pair: int
    intervals: dict[str, tuple[float, float]] | None
    confidence: float
    resamples: int
    seed: int
    scope: str | None = None
    runtime_failures: int = 0
    harness: str | None = None
    recorded: int = 0

    def percent(self, count: int) -> float | None:
        return 100.0 * count / self.pairs if self.complete and self.pairs else None


def bootstrap(outcomes: Any, *, resamples: int, seed: int, confidence: float) -> list[tuple[float, float]]:
    """Percentile intervals (in percent) of each column's mean, resampling whole pairs (rows) together."""
    import numpy as np

    data = np.asarray(outcomes, dtype=float)
    rng = np.random.default_rng(seed)
    picks = rng.integers(0, data.shape[0], size=(resamples, data.shape[0]))
    means = data[picks].mean(axis=1) * 100.0  # (resamples, columns)
    tail = (1.0 - confidence) / 2.0
    low, high = np.quantile(means, [tail, 1.0 - tail], axis=0)
    return [(float(lo), float(hi)) for lo, hi in zip(low, high)]


def _pairs(selected: dict[str, tuple[Path, dict[str, Any]]]) -> set[int]:
    return {int(meta["number"]) for _, meta in selected.values() if "number" in meta}


def _scope(expected: set[int], tasks: Path | None) -> str | None:
    """"full" when the selection is every pair imported in the repository, "subset" otherwise,
    None when --tasks lies outside any repository (the whole set is then unknown)."""
    if tasks is None:
        return "full"
    from sab.config import find_root

    try:
        root = find_root(tasks)
    except NotFoundError:
        return None
    directory = root / "tasks" / "hera"
    imported = _pairs(_imported(directory, "hera")) if directory.is_dir() else set()
    return "full" if imported <= expected else "subset"


def score_hera(path: Path, tasks: Path | None = None, *, resamples: int = 10000, seed: int = 0,
               confidence: float = 0.95, start: Path | None = None) -> HeraScore:
    if not 0 < confidence < 1:
        raise SabError("must be between 0 and 1", field="--confidence")
    if resamples < 1:
        raise SabError("must be at least 1", field="--resamples")
    selected = expected_set("hera", tasks, start=start)
    lines = _parsed(path, HeraResult)
    first_line, first = lines[0]
    for line, result in lines:
        if result.harness != first.harness:
            raise FileFormatError(f"harness {result.harness!r} differs from {first.harness!r} (line {first_line})",
                                  file=path, field=f"line {line}: harness",
                                  fix="one results file holds the episodes of one harness")
    results = _keyed(path, lines, lambda r: (r.pair, r.side), fix="one result per episode")
    expected = _pairs(selected)
    for (number, side), (line, _) in results.items():
        if number not in expected:
            raise FileFormatError(f"pair {number} is not among the selected leaves", file=path, field=f"line {line}")
    numbers = sorted(expected)
    missing = [f"hera_{n:03d}/{side}" for n in numbers for side in SIDES if (n, side) not in results]
    outcome = {key: result.success for key, (_, result) in results.items()}
    act = sum(outcome.get((n, "act"), False) for n in numbers)
    abstain = sum(outcome.get((n, "abstain"), False) for n in numbers)
    both = sum(outcome.get((n, "act"), False) and outcome.get((n, "abstain"), False) for n in numbers)
    intervals = None
    if not missing:
        rows = [(outcome[(n, "act")], outcome[(n, "abstain")], outcome[(n, "act")] and outcome[(n, "abstain")])
                for n in numbers]
        act_ci, abstain_ci, pair_ci = bootstrap(rows, resamples=resamples, seed=seed, confidence=confidence)
        intervals = {"act": act_ci, "abstain": abstain_ci, "pair": pair_ci}
    failures = sum(not result.runtime_valid for _, result in results.values())
    return HeraScore(len(numbers), not missing, missing, act, abstain, both, intervals, confidence, resamples, seed,
                     _scope(expected, tasks), failures, first.harness, len(results))


# ---------------------------------------------------------------- --json


def as_dict(score: MeanScore | AirsScore | HeraScore) -> dict[str, Any]:
    """The --json form of an aggregate (finite numbers only)."""
    if isinstance(score, HeraScore):
        def metric(name: str, count: int) -> dict[str, Any]:
            interval = score.intervals[name] if score.intervals else None
            return {"passed": count, "percent": score.percent(count), "ci": list(interval) if interval else None}

        return {"complete": score.complete, "pairs": score.pairs, "scope": score.scope,
                "episodes": {"expected": 2 * score.pairs, "recorded": score.recorded},
                "runtime_failures": score.runtime_failures, "harness": score.harness,
                "act": metric("act", score.act), "abstain": metric("abstain", score.abstain),
                "pair": metric("pair", score.pair), "missing": score.missing,
                "bootstrap": {"resamples": score.resamples, "seed": score.seed, "confidence": score.confidence}}
    if isinstance(score, AirsScore):
        data = {"benchmark": "airs", "rule": score.rule, "worst": score.worst, "complete": score.complete,
                "tasks": len(score.tasks), "missing": score.missing,
                "methods": [method.as_dict() for method in score.methods], "elo": None}
        if score.worst == "observed":
            data["observed_worst"] = score.observed_worst
        if score.elo is not None:
            data["elo"] = {"ratings": {m: _finite(r, f"the Elo rating of {m}") for m, r in score.elo.items()},
                           "k": ELO_K, "initial": ELO_INITIAL, "scale": ELO_SCALE,
                           "permutations": ELO_PERMUTATIONS, "seed": ELO_SEED}
        return data
    return {"benchmark": "super", "complete": score.complete, "tasks": score.tasks, "missing": score.missing,
            "output_match": {"numerator": score.numerator, "mean": score.mean}, "submitted": score.extra["submitted"]}
