"""`sab score super|airs|hera RESULTS.jsonl`: each benchmark's aggregate over per-leaf results.

RESULTS.jsonl holds one JSON object a line, such as the line `sab grade <leaf> --answer FILE --json`
prints or a Harbor reward.json with the leaf added. A leaf is named by its path or instance name
(the last path component counts). HERA lines name their episode by number and/or pair_id
(`hera_NNN`) and side; pairs are matched by that identity, never by position or sorted order.
When the selection is known (--tasks DIR: the imported leaves that were run), a missing result
makes the run incomplete and no mean or percentage is reported.
"""

from __future__ import annotations

import math
import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Literal

from pydantic import Field, model_validator

from sab.errors import FileFormatError, SabError
from sab.importers.common import parse_line, read_jsonl
from sab.model.base import Open

PAIR_ID = re.compile(r"^hera_(\d+)$")
SIDES = ("act", "abstain")


class SuperResult(Open):
    leaf: str = Field(min_length=1)
    output_match: float | None = Field(default=None, ge=0, le=1)
    reward: float | None = Field(default=None, ge=0, le=1)

    @model_validator(mode="after")
    def _scored(self) -> "SuperResult":
        if self.output_match is None and self.reward is None:
            raise ValueError("needs output_match (or reward, which equals it)")
        return self

    @property
    def score(self) -> float:
        return self.output_match if self.output_match is not None else self.reward


class AirsResult(Open):
    leaf: str = Field(min_length=1)
    valid_submission: bool
    normalized_score: float | None = None
    reward: float | None = Field(default=None, ge=0)

    @model_validator(mode="after")
    def _scored(self) -> "AirsResult":
        for value in (self.normalized_score, self.reward):
            if value is not None and not math.isfinite(value):
                raise ValueError("scores must be finite")
        if self.valid_submission and self.normalized_score is None and self.reward is None:
            raise ValueError("a valid submission needs normalized_score (or reward)")
        return self

    @property
    def score(self) -> float:
        """max(0, NS) for a valid submission, 0 for an invalid one."""
        if not self.valid_submission:
            return 0.0
        return self.reward if self.reward is not None else max(0.0, self.normalized_score)


class HeraResult(Open):
    side: Literal["act", "abstain"]
    passed: bool
    runtime_valid: bool
    number: int | None = Field(default=None, ge=1)
    pair_id: str | None = None

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


def _selection(tasks: Path | None, benchmark: str) -> dict[str, dict[str, Any]] | None:
    """Instance name -> [metadata.<benchmark>] of every imported leaf of `benchmark` under `tasks`."""
    if tasks is None:
        return None
    from sab.leaf import Leaf, find_leaves

    if not tasks.is_dir():
        raise SabError("not a directory", file=tasks, field="--tasks")
    selected = {}
    for path in find_leaves(tasks):
        manifest = Leaf(path).manifest
        if manifest.sciaccel.kind == "import" and manifest.sciaccel.benchmark == benchmark:
            selected[path.name] = dict((manifest.metadata.model_extra or {}).get(benchmark, {}))
    if not selected:
        raise SabError(f"no imported {benchmark} leaf under this directory", file=tasks, field="--tasks")
    return selected


def _keyed(path: Path, model: Any, key) -> dict[Any, tuple[int, Any]]:
    """Parse every line; a key seen twice is an error naming both lines."""
    results: dict[Any, tuple[int, Any]] = {}
    for line, data in read_jsonl(path):
        result = parse_line(model, data, path, line)
        name = key(result)
        if name in results:
            raise FileFormatError(f"a second result for {name!r} (first at line {results[name][0]})", file=path,
                                  field=f"line {line}", fix="one result per leaf")
        results[name] = (line, result)
    if not results:
        raise FileFormatError("no result lines", file=path)
    return results


def _missing(path: Path, results: dict, selected: dict | None) -> list[str]:
    """Results outside the selection are errors; returns the selected leaves without a result."""
    if selected is None:
        return []
    for name, (line, _) in results.items():
        if name not in selected:
            raise FileFormatError(f"{name!r} is not among the selected leaves", file=path, field=f"line {line}")
    return sorted(set(selected) - set(results))


@dataclass
class MeanScore:
    """SUPER's and AIRS-Bench's aggregate: a mean over tasks with its numerator."""

    benchmark: str
    tasks: int
    numerator: float
    complete: bool
    missing: list[str]
    extra: dict[str, Any] = field(default_factory=dict)

    @property
    def mean(self) -> float | None:
        return self.numerator / self.tasks if self.complete and self.tasks else None


def score_super(path: Path, tasks: Path | None = None) -> MeanScore:
    selected = _selection(tasks, "super")
    results = _keyed(path, SuperResult, lambda r: _instance(r.leaf))
    missing = _missing(path, results, selected)
    count = len(selected) if selected is not None else len(results)
    submitted = sum(1 for _, r in results.values() if (r.model_extra or {}).get("submitted", 1))
    return MeanScore("super", count, sum(r.score for _, r in results.values()), not missing, missing,
                     {"submitted": submitted})


def score_airs(path: Path, tasks: Path | None = None) -> MeanScore:
    selected = _selection(tasks, "airs")
    results = _keyed(path, AirsResult, lambda r: _instance(r.leaf))
    missing = _missing(path, results, selected)
    count = len(selected) if selected is not None else len(results)
    valid = sum(1 for _, r in results.values() if r.valid_submission)
    return MeanScore("airs", count, sum(r.score for _, r in results.values()), not missing, missing,
                     {"valid": valid, "valid_rate": valid / count if not missing and count else None})


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


def score_hera(path: Path, tasks: Path | None = None, *, resamples: int = 10000, seed: int = 0,
               confidence: float = 0.95) -> HeraScore:
    if not 0 < confidence < 1:
        raise SabError("must be between 0 and 1", field="--confidence")
    if resamples < 1:
        raise SabError("must be at least 1", field="--resamples")
    selected = _selection(tasks, "hera")
    results = _keyed(path, HeraResult, lambda r: (r.pair, r.side))
    if selected is not None:
        expected = {int(meta["number"]) for meta in selected.values() if "number" in meta}
        for (number, side), (line, _) in results.items():
            if number not in expected:
                raise FileFormatError(f"pair {number} is not among the selected leaves", file=path, field=f"line {line}")
    else:
        expected = {number for number, _ in results}
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
    return HeraScore(len(numbers), not missing, missing, act, abstain, both, intervals, confidence, resamples, seed)


def as_dict(score: MeanScore | HeraScore) -> dict[str, Any]:
    """The --json form of an aggregate."""
    if isinstance(score, HeraScore):
        def metric(name: str, count: int) -> dict[str, Any]:
            interval = score.intervals[name] if score.intervals else None
            return {"passed": count, "percent": score.percent(count), "ci": list(interval) if interval else None}

        return {"complete": score.complete, "pairs": score.pairs, "act": metric("act", score.act),
                "abstain": metric("abstain", score.abstain), "pair": metric("pair", score.pair),
                "missing": score.missing, "bootstrap": {"resamples": score.resamples, "seed": score.seed,
                                                        "confidence": score.confidence}}
    data = {"benchmark": score.benchmark, "complete": score.complete, "tasks": score.tasks, "missing": score.missing}
    if score.benchmark == "super":
        data["output_match"] = {"numerator": score.numerator, "mean": score.mean}
        data["submitted"] = score.extra["submitted"]
    else:
        data["ns"] = {"numerator": score.numerator, "mean": score.mean}
        data["valid_submissions"] = {"count": score.extra["valid"], "rate": score.extra["valid_rate"]}
    return data
