"""The calibration record: made by `calibrate`, accepted by `accept`, held to the leaf by `standing`.

The record names what it measured by three digests: the source's fingerprint, the reference
acceleration's, and the timed workload's (each acceleration check's run.sh, harness, inputs,
family, start-up command and warm-up, and the stock driver and reward). A goal is accepted from one
record; the rubric keeps the digest of that record's measurement, so a record rewritten by hand,
or one measured on another source, acceleration or check, no longer stands behind the goal.
"""

from __future__ import annotations

import hashlib
import json
import os
import platform
from dataclasses import dataclass
from pathlib import Path

from sab.clock import now
from sab.derived import sync
from sab.errors import NotFoundError, SabError
from sab.fingerprint import CONTRACT_EXCLUDED, combine, source_fingerprint
from sab.fingerprint import measure as measure_tree
from sab.freshness import source_dir_of
from sab.jsonio import load_json, write_json_atomic
from sab.leaf import Leaf
from sab.model.base import parse
from sab.model.rubric import Timing
from sab.model.speed import Acceptance, Host, Proposal, SpeedCalibration
from sab.runners import Progress
from sab.scratch import scratch
from sab.speed import conditions as known_conditions
from sab.speed.measure import measure
from sab.speed.simulate import NOOP_CREDIT_CEILING, ORACLE_CREDIT_FLOOR, PROBABILITY, propose
from sab.templates import ROOT

RECORD = "speed-calibration.json"
VECTOR_FLAGS = ("sse4_2", "avx", "avx2", "fma", "avx512f")
# Files of a check directory that grade or describe a run but play no part in what is timed.
NOT_TIMED = frozenset({"rubric.json", "validate.py", "README.md"})


def record_path(leaf: Leaf) -> Path:
    return leaf.pipeline_dir / RECORD


def acceleration_checks(leaf: Leaf) -> list[str]:
    names = [check.name for check in leaf.checks() if check.spec().is_acceleration]
    if not names:
        raise SabError("the leaf has no check labelled acceleration: nothing is timed", file=leaf.checks_dir,
                       fix="label the check whose speed is measured `acceleration` in its check.json")
    return names


def leaf_part(leaf: Leaf, folder: str, excluded: frozenset[str] = frozenset()) -> str:
    """The fingerprint of one folder of the leaf (top names in `excluded` left out), from the
    contract's own measurement: no tree is read twice (sab.fingerprint.one_run)."""
    prefix = folder.rstrip("/") + "/"
    entries = [entry for entry in measure_tree(leaf.root, exclude_top=CONTRACT_EXCLUDED).entries
               if entry.path.startswith(prefix) and entry.path[len(prefix):].split("/", 1)[0] not in excluded]
    return combine(entries)


def accelerated_fingerprint(leaf: Leaf) -> str:
    return leaf_part(leaf, leaf.relative(leaf.accelerated_dir))


def workload_digest(leaf: Leaf, checks: list[str]) -> str:
    digest = hashlib.sha256()
    for name in ("leaf/tests/test.sh", "leaf/tests/reward.py"):
        digest.update(hashlib.sha256((ROOT / name).read_bytes()).digest())
    digest.update(str(leaf.manifest.sciaccel.resources.cpus).encode())
    for name in checks:
        check = leaf.check(name)
        rubric = check.rubric()
        timing = rubric.timing or Timing()
        part = {"check": name, "tree": leaf_part(leaf, leaf.relative(check.root), NOT_TIMED),
                "family": rubric.family.model_dump(mode="json") if rubric.family else None,
                "startup_command": timing.startup_command, "warmup": timing.warmup}
        digest.update(json.dumps(part, sort_keys=True).encode())
    return "sha256:" + digest.hexdigest()


def measurement_digest(record: SpeedCalibration) -> str:
    """What the rubric's timing.calibration holds: the record without its acceptance."""
    body = record.model_dump(mode="json", exclude={"accepted"})
    return "sha256:" + hashlib.sha256(json.dumps(body, sort_keys=True).encode()).hexdigest()


def host() -> Host:
    model, flags = platform.processor() or "unknown", []
    try:
        for line in Path("/proc/cpuinfo").read_text(encoding="utf-8", errors="replace").splitlines():
            key, _, value = line.partition(":")
            if key.strip() == "model name" and model in ("unknown", platform.processor()):
                model = value.strip()
            elif key.strip() == "flags":
                present = set(value.split())
                flags = [flag for flag in VECTOR_FLAGS if flag in present]
                break
    except OSError:
        pass
    return Host(cpu_model=model or "unknown", cpus=len(os.sched_getaffinity(0)), flags=flags,
                platform=f"{platform.system()} {platform.machine()}")


def calibrate(leaf: Leaf, run, *, condition_names: list[str] | None, rounds: int, repeats: int, warmup: int,
              seed: int, trials: int, check_timeout: float | None, progress: Progress) -> SpeedCalibration:
    """Measure, simulate and propose; the record is written to comment/pipeline/ and returned."""
    checks = acceleration_checks(leaf)
    accelerated = leaf.accelerated_dir
    if not (accelerated.is_dir() and any(accelerated.iterdir())):
        raise NotFoundError("no reference acceleration to calibrate against", file=accelerated,
                            fix="ship the reference acceleration in solution/accelerated/ (files that replace "
                                "their counterparts in the source)")
    source = source_dir_of(leaf)
    if source is None or not source.is_dir():
        raise SabError("the leaf names no vendored source", file=leaf.task_toml, field="metadata.sciaccel.source",
                       fix="vendor it under code/ with `sab source add`")
    names = known_conditions.parse(condition_names)
    if rounds < 1 or repeats < 5:
        raise SabError("too few runs to calibrate", field="--rounds" if rounds < 1 else "--repeats",
                       fix="at least 1 round and 5 repeats a side (fewer never bound a speed-up at 95 %)")
    with scratch("sab-speed-") as work:
        measured = measure(run, leaf, source.resolve(), accelerated, work, checks=checks, conditions=names,
                           rounds=rounds, repeats=repeats, warmup=warmup, seed=seed,
                           check_timeout=check_timeout, progress=progress)
    progress("simulating trials")
    outcome = propose(measured, largest=repeats, trials=trials, seed=seed)
    record = SpeedCalibration(
        stamped_at=now(), runner=run.name, host=host(), checks=checks,
        source_fingerprint=source_fingerprint(source), accelerated_fingerprint=accelerated_fingerprint(leaf),
        workload_digest=workload_digest(leaf, checks), warmup=warmup, trials=trials,
        oracle_credit_floor=ORACLE_CREDIT_FLOOR, noop_credit_ceiling=NOOP_CREDIT_CEILING, probability=PROBABILITY,
        conditions=measured, feasible=outcome.feasible, results=outcome.results,
        proposal=outcome.proposal, refusal=outcome.refusal)
    write_json_atomic(record_path(leaf), record.model_dump(mode="json"))
    return record


def repropose(leaf: Leaf, *, trials: int, seed: int) -> SpeedCalibration:
    """Simulate trials again from the record's measured repeats (no timing): a new proposal, or
    refusal, under sab's current rule, to be accepted afresh."""
    record = load(leaf)
    path = record_path(leaf)
    if record is None:
        raise NotFoundError("no speed calibration to propose from", file=path,
                            fix=f"run `sab speed calibrate {leaf.root}` first")
    stale = changed(leaf, record)
    if stale:
        raise SabError(f"the calibration no longer stands: {stale[0]}", file=path,
                       fix=f"calibrate again with `sab speed calibrate {leaf.root}`")
    largest = min(min(len(r.untouched), len(r.accelerated)) for c in record.conditions for r in c.rounds)
    outcome = propose(record.conditions, largest=largest, trials=trials, seed=seed)
    again = record.model_copy(update={"trials": trials, "feasible": outcome.feasible, "results": outcome.results,
                                      "proposal": outcome.proposal, "refusal": outcome.refusal, "accepted": None})
    write_json_atomic(path, again.model_dump(mode="json"))
    return again


def load(leaf: Leaf) -> SpeedCalibration | None:
    path = record_path(leaf)
    return parse(SpeedCalibration, load_json(path), path) if path.is_file() else None


def changed(leaf: Leaf, record: SpeedCalibration) -> list[str]:
    """What the record measured that the leaf no longer is, each as a sentence (empty: it stands)."""
    found = []
    source = source_dir_of(leaf)
    if source is None or not source.is_dir() or source_fingerprint(source) != record.source_fingerprint:
        found.append("the source changed since it was measured")
    accelerated = leaf.accelerated_dir
    if not accelerated.is_dir() or accelerated_fingerprint(leaf) != record.accelerated_fingerprint:
        found.append(f"solution/{accelerated.name}/ changed since it was measured")
    try:
        checks = acceleration_checks(leaf)
        same = checks == record.checks and workload_digest(leaf, checks) == record.workload_digest
    except SabError:
        same = False
    if not same:
        found.append("the acceleration checks' workload (run.sh, harness, inputs, family, start-up) changed "
                     "since it was measured")
    return found


@dataclass(frozen=True)
class Accepted:
    checks: list[str]
    goal: float
    repeats: int


def accept(leaf: Leaf, by: str) -> Accepted:
    """Write the proposal into every acceleration check's timing, bound to the record's digest."""
    if not by.strip():
        raise SabError("an acceptance needs a name", field="--by", fix="pass --by 'Your Name'")
    record = load(leaf)
    path = record_path(leaf)
    if record is None:
        raise NotFoundError("no speed calibration to accept", file=path, fix=f"run `sab speed calibrate {leaf.root}` first")
    if record.proposal is None:
        raise SabError(f"the calibration proposes no goal: {record.refusal}", file=path, field="proposal",
                       fix="act on the reason, then calibrate again")
    stale = changed(leaf, record)
    if stale:
        raise SabError(f"the calibration no longer stands: {stale[0]}", file=path,
                       fix=f"calibrate again with `sab speed calibrate {leaf.root}`")
    digest = measurement_digest(record)
    for name in record.checks:
        leaf.check(name).edit_rubric(lambda data: _set_timing(data, record.proposal, digest))
    accepted = record.model_copy(update={"accepted": Acceptance(by=by, at=now())})
    write_json_atomic(path, accepted.model_dump(mode="json"))
    sync(leaf)
    return Accepted(record.checks, record.proposal.goal, record.proposal.repeats)


def _set_timing(data: dict, proposal: Proposal, digest: str) -> None:
    timing = dict(data.get("timing") or {})
    timing.pop("budget_s", None)
    timing.update(repeats=proposal.repeats, speedup_goal=proposal.goal, calibration=digest)
    data["timing"] = timing


def goal_checks(leaf: Leaf) -> dict[str, tuple[Path, Timing]]:
    """The acceleration checks that declare a speed-up goal: their rubric.json and timing."""
    goals = {}
    for check in leaf.checks():
        try:
            rubric, accelerates = check.rubric(), check.spec().is_acceleration
        except SabError:
            continue  # the broken rubric or check.json is reported on its own
        if accelerates and rubric.timing is not None and rubric.timing.speedup_goal is not None:
            goals[check.name] = (check.rubric_json, rubric.timing)
    return goals


def standing(leaf: Leaf) -> list[tuple[str, str]]:
    """(where, why) for each way the leaf's goal lacks evidence that stands behind it; empty for a
    leaf without a goal, or with one accepted from a calibration of what the leaf still is."""
    goals = goal_checks(leaf)
    if not goals:
        return []
    path = record_path(leaf)
    try:
        record = load(leaf)
    except SabError as exc:
        return [(str(path), f"does not load: {exc}")]
    if record is None:
        return [(str(path), "the speed-up goal has no calibration behind it: run `sab speed calibrate`, then "
                            "`sab speed accept`")]
    problems = [(str(path), f"{reason}: calibrate again") for reason in changed(leaf, record)]
    if record.accepted is None or record.proposal is None:
        problems.append((str(path), "no curator accepted this calibration's proposal (`sab speed accept`)"))
        return problems
    digest = measurement_digest(record)
    for name, (rubric_json, timing) in goals.items():
        if timing.calibration != digest:
            problems.append((str(rubric_json), "timing.calibration is not the digest of the calibration record: "
                                               "the goal was not accepted from the evidence the leaf carries"))
        elif (timing.speedup_goal, timing.repeats) != (record.proposal.goal, record.proposal.repeats):
            problems.append((str(rubric_json), f"timing ({timing.speedup_goal}x over {timing.repeats} repeats) is "
                                               f"not what the calibration proposed ({record.proposal.goal}x over "
                                               f"{record.proposal.repeats})"))
    return problems
