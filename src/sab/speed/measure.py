"""Timed repeats of the untouched source and of the reference acceleration, condition by condition.

Each round draws one set of inputs (its seed) and times both trees on it with the leaf's own
driver (tests/test.sh produce with SAB_TIMING=1: the graded run, the warm-up, then the timed
repeats, each net of its empty run's start-up), the order of the two trees alternating from round
to round so that load which drifts falls on both alike. The repeats per round are the calibration's,
not the rubric's: the staged rubric's timing is rewritten, so one round holds enough repeats to
simulate trials of any repeat count up to it.
"""

from __future__ import annotations

import importlib.util
import json
import shutil
import threading
from contextlib import ExitStack
from functools import lru_cache
from pathlib import Path
from types import ModuleType
from typing import Callable

from sab.errors import SabError
from sab.leaf import Leaf
from sab.model.speed import Condition, Round
from sab.runners import Progress
from sab.speed.conditions import DESCRIPTIONS, condition
from sab.templates import ROOT

NEIGHBOUR_SEED = 1 << 40  # the shared condition's second trial draws inputs of its own


@lru_cache(maxsize=1)
def stock_reward() -> ModuleType:
    """The stock tests/reward.py, so a simulated trial bounds its speed-up exactly as a trial does."""
    spec = importlib.util.spec_from_file_location("sab_stock_reward", ROOT / "leaf" / "tests" / "reward.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)  # type: ignore[union-attr]
    return module


def measure(run, leaf: Leaf, source: Path, accelerated: Path, work: Path, *, checks: list[str],
            conditions: list[str], rounds: int, repeats: int, warmup: int, seed: int,
            check_timeout: float | None, progress: Progress) -> list[Condition]:
    """Every condition's rounds, measured with the runner `run` on copies under `work`."""
    fast_source = work / "sources" / "accelerated"
    shutil.copytree(source, fast_source, symlinks=True)
    shutil.copytree(accelerated, fast_source, symlinks=True, dirs_exist_ok=True)
    with ExitStack() as stack:
        plain = stack.enter_context(run.staged(leaf, source))
        fast = stack.enter_context(run.staged(leaf, fast_source))
        neighbour = stack.enter_context(run.staged(leaf, source)) if "shared" in conditions else None
        for stage in (plain, fast, neighbour):
            if stage is not None:
                _plan(stage, checks, repeats=repeats, warmup=warmup)
        measured = []
        for name in conditions:
            progress(f"condition {name}: {DESCRIPTIONS[name]}")
            loop = _neighbour_loop(neighbour, work / "neighbour", checks) if neighbour else (lambda stop: None)
            with condition(name, loop, neighbour.kill_all if neighbour else (lambda: None)):
                found = []
                for number in range(rounds):
                    round_seed = seed + len(measured) * rounds + number
                    order = (("untouched", plain), ("accelerated", fast))
                    times = {}
                    for side, stage in (order if number % 2 == 0 else order[::-1]):
                        progress(f"condition {name}, round {number + 1} of {rounds}: {side}")
                        out = work / name / str(number) / side
                        result = stage.produce("nominal", out, checks=checks, check_timeout=check_timeout,
                                               timing=True, seed=round_seed)
                        times[side] = _repeats(result, out, checks, side, leaf)
                    found.append(Round(seed=round_seed, untouched=times["untouched"], accelerated=times["accelerated"]))
            measured.append(Condition(name=name, description=DESCRIPTIONS[name], rounds=found))
        return measured


def _plan(stage, checks: list[str], *, repeats: int, warmup: int) -> None:
    """The calibration's repeat count and warm-up in each staged acceleration check's timing plan."""
    staged_leaf = getattr(stage, "staged_leaf", None)
    if staged_leaf is None:
        raise SabError("speed calibration runs on the local runner", field="--runner", fix="pass --runner local")
    for name in checks:
        path = Path(staged_leaf) / "tests" / "checks" / name / "rubric.json"
        plan = json.loads(path.read_text(encoding="utf-8")) if path.is_file() else {}
        timing = dict(plan.get("timing") or {})
        timing.update(repeats=repeats, warmup=warmup)
        timing.pop("budget_s", None)
        plan["timing"] = timing
        path.write_text(json.dumps(plan), encoding="utf-8")


def _neighbour_loop(stage, work: Path, checks: list[str]) -> Callable[[threading.Event], None]:
    def loop(stop: threading.Event) -> None:
        number = 0
        while not stop.is_set():
            out = work / str(number)
            stage.produce("nominal", out, checks=checks, timing=False, seed=NEIGHBOUR_SEED + number)
            shutil.rmtree(out, ignore_errors=True)
            number += 1
    return loop


def _repeats(result, out: Path, checks: list[str], side: str, leaf: Leaf) -> list[float]:
    """One side's timed repeats, summed over the acceleration checks as a trial sums them."""
    reward = stock_reward()
    per_check = []
    for name in checks:
        run = result.checks.get(name)
        if run is None or not run.ok:
            tail = run.tail() if run is not None else ""
            raise SabError(f"{name}: the {side} tree's run failed during calibration", file=leaf.root,
                           fix=f"make the check pass on it first (`sab run`, `sab selfcheck`); last lines of its log:\n{tail}")
        samples = reward.timed_repeats(str(out), name)
        if samples is None:
            timing = reward.read_object(str(out / name / "run.timing"))
            raise SabError(f"{name}: the {side} tree's timed reruns did not reproduce its graded run "
                           f"({timing.get('unreproduced', 'no timing record')})", file=leaf.root,
                           fix="a tree whose reruns differ cannot be timed; make its runs deterministic")
        per_check.append(samples)
    return reward.side_timing(per_check)["seconds"]
