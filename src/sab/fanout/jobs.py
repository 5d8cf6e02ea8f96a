"""The fanned-out commands: the task each worker runs, and the client that sends and writes back.

One task per leaf for selfcheck and coverage; for probe, one task per chunk of a leaf's
defects (each chunk solves the untouched source itself, so the chunks are independent); for
validate-harbor, one task per chunk of leaves. Workers run on a staged copy (snapshot.py) and
return what they found; the client alone writes into the repository (`apply_changes`).
"""

from __future__ import annotations

import os
import socket
import tempfile
import time
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Callable, Iterator

from sab.errors import SabError
from sab.fanout.executor import Failure
from sab.fanout.snapshot import (Snapshot, TreeSnapshot, apply_changes, changed_files, file_digests, leaf_snapshot,
                                 tree_snapshot)

Progress = Callable[[str], None]
# validate-harbor: leaves per task, so a task is worth sending.
VALIDATE_CHUNK = 100


@dataclass(frozen=True)
class LeafTask:
    """One task's argument: the staged copy, the command's options and what the worker hides."""

    snapshot: Snapshot
    options: dict
    hide: str | None = None  # the client's repository: hidden from runs on the worker as the copy is
    defects: tuple = ()  # probe: the defects of this chunk


@dataclass
class TaskResult:
    """What a worker sends back."""

    value: object
    changes: dict[str, bytes] = field(default_factory=dict)
    contract_after: str | None = None
    worker: str = ""
    seconds: float = 0.0


@dataclass
class LeafOutcome:
    """One leaf's outcome on the client: the command's result or why there is none, and what was written."""

    leaf: str
    value: object | None = None
    error: Failure | None = None
    written: list[str] = field(default_factory=list)
    workers: list[str] = field(default_factory=list)
    seconds: float = 0.0


def _worker_name() -> str:
    return f"{socket.gethostname()}:{os.getpid()}"


def _scratch_parent() -> str | None:
    """Inside a Dask worker, its own local directory (Dask removes those of dead workers)."""
    try:
        from distributed import get_worker

        return get_worker().local_directory
    except (ImportError, ValueError):
        return None


@contextmanager
def _staged(task: LeafTask) -> Iterator[Path]:
    """The task's leaf in a verified copy, the client's repository hidden from its runs."""
    from sab.runners import local

    if task.hide and os.path.isdir(task.hide):
        local.ALSO_HIDDEN.add(Path(task.hide))
    with tempfile.TemporaryDirectory(prefix="sab-fanout-", dir=_scratch_parent()) as folder:
        root = task.snapshot.materialize(Path(folder) / "repository")
        yield root / task.snapshot.leaves[0].path


# Worker side: each function takes one LeafTask (or a TreeSnapshot) and returns a TaskResult.

def selfcheck_task(task: LeafTask) -> TaskResult:
    from sab.fingerprint import contract_fingerprint
    from sab.leaf import Leaf
    from sab.selfcheck.protocol import selfcheck

    began = time.monotonic()
    with _staged(task) as leaf_dir:
        before = file_digests(leaf_dir)
        result = selfcheck(Leaf.at(leaf_dir), **task.options)
        return TaskResult(result, changed_files(leaf_dir, before), contract_fingerprint(leaf_dir), _worker_name(),
                          time.monotonic() - began)


def coverage_task(task: LeafTask) -> TaskResult:
    from sab.coverage import measure_coverage

    began = time.monotonic()
    with _staged(task) as leaf_dir:
        report = measure_coverage(leaf_dir, **task.options)
        return TaskResult(report, worker=_worker_name(), seconds=time.monotonic() - began)


def probe_task(task: LeafTask) -> TaskResult:
    from sab.freshness import source_dir_of
    from sab.leaf import Leaf
    from sab.mutation.run import run_defects

    began = time.monotonic()
    with _staged(task) as leaf_dir:
        leaf = Leaf.at(leaf_dir)
        results = run_defects(leaf, source_dir_of(leaf), list(task.defects), **task.options)
        return TaskResult(results, worker=_worker_name(), seconds=time.monotonic() - began)


def validate_task(snapshot: TreeSnapshot) -> TaskResult:
    from sab.validate.harbor import RootCache, validate_leaf
    from sab.validate.report import LeafReport, Violation

    began = time.monotonic()
    with tempfile.TemporaryDirectory(prefix="sab-fanout-", dir=_scratch_parent()) as folder:
        root = snapshot.materialize(Path(folder).resolve())
        roots = RootCache()
        reports = []
        for staged, client in snapshot.leaves:
            report = validate_leaf(root / staged, roots)
            prefix = str(root / staged)
            if report.leaf == prefix or report.leaf.startswith(prefix + "/"):  # a leaf outside any repository
                shown = lambda text: client + text[len(prefix):] if text.startswith(prefix) else text  # noqa: E731
                report = LeafReport(shown(report.leaf), [Violation(v.code, shown(v.path), v.detail)
                                                         for v in report.violations], report.slug)
            reports.append(report)
        return TaskResult(reports, worker=_worker_name(), seconds=time.monotonic() - began)


# Client side.

def _client_root(leaf: Path) -> str | None:
    from sab.leaf import repository_root

    root = repository_root(leaf.resolve())
    return str(root) if root is not None else None


def _display(leaf: Path) -> str:
    from sab.leaf import repository_root

    leaf = leaf.resolve()
    root = repository_root(leaf)
    return leaf.relative_to(root).as_posix() if root is not None else str(leaf)


def selfcheck_leaves(leaves: list[Path], executor, options: dict) -> Iterator[LeafOutcome]:
    """Self-validate each leaf on the executor; write each one's stamps and records here as it finishes."""
    from sab.freshness import source_dir_of
    from sab.leaf import Leaf

    prints: dict[int, object] = {}  # what the client measured when each leaf was sent

    def prepare(index: int) -> LeafTask:
        task = LeafTask(leaf_snapshot(leaves[index]), options, _client_root(leaves[index]))
        prints[index] = task.snapshot.leaves[0]
        return task

    for index, found in executor.run(selfcheck_task, list(range(len(leaves))), prepare):
        leaf = leaves[index]
        outcome = LeafOutcome(_display(leaf))
        if isinstance(found, Failure):
            outcome.error = found
            yield outcome
            continue
        result = found.value
        result.leaf = str(leaf)
        outcome.value, outcome.workers, outcome.seconds = result, [found.worker], found.seconds
        staged = prints.pop(index)
        try:
            the_leaf = Leaf.at(leaf)
            source_dir = source_dir_of(the_leaf) if staged.source_path else None
            outcome.written = apply_changes(the_leaf.root, found.changes, contract_before=staged.contract,
                                            source_before=staged.source, source_dir=source_dir,
                                            contract_after=found.contract_after)
        except SabError as exc:
            outcome.error = Failure(str(exc), exc.exit_code)
        yield outcome


def coverage_leaves(leaves: list[Path], executor, options: dict) -> Iterator[LeafOutcome]:
    """Measure each leaf's line coverage on the executor."""
    prepare = lambda leaf: LeafTask(leaf_snapshot(leaf), options, _client_root(leaf))  # noqa: E731
    for index, found in executor.run(coverage_task, leaves, prepare):
        outcome = LeafOutcome(_display(leaves[index]))
        if isinstance(found, Failure):
            outcome.error = found
        else:
            outcome.value, outcome.workers, outcome.seconds = found.value, [found.worker], found.seconds
        yield outcome


@dataclass(frozen=True)
class ProbePlan:
    """One leaf's defects, as `sab probe` draws or loads them, and how its report is labelled."""

    leaf: Path
    display: str
    mode: str  # "auto" or "probes"
    defects: list
    seed: int | None = None
    scope: str = ""
    files: list[str] = field(default_factory=list)
    sites: int | None = None
    skipped: list[str] = field(default_factory=list)


def plan_probes(leaf_dir: Path, *, auto: bool, count: int, seed: int, only: list[str] | None) -> ProbePlan:
    """The defects `sab probe` runs on a leaf, made on the client (the draw is the client's)."""
    from sab.leaf import Leaf
    from sab.mutation import run as mutation
    from sab.review.collect import display_path

    leaf = Leaf.at(leaf_dir)
    display = display_path(leaf)
    if auto:
        drawn = mutation.draw(leaf, count, seed, only)
        return ProbePlan(leaf.root, display, "auto", mutation.mutant_defects(drawn.source_dir, drawn.mutants), seed,
                         drawn.scope, drawn.files, drawn.sites, drawn.skipped)
    source_dir, probes = mutation.leaf_probes(leaf)
    return ProbePlan(leaf.root, display, "probes", mutation.probe_defects(source_dir, probes), scope="comment/probes/",
                     files=sorted({edit.file for probe in probes for edit in probe.probe.edits}))


def probe_leaves(plans: list[ProbePlan], executor, options: dict, *, chunks: int | None = None) -> Iterator[LeafOutcome]:
    """Run each plan's defects on the executor, split into up to `chunks` tasks per leaf (default:
    the executor's slots), and assemble each leaf's mutation report in the order of its defects."""
    from sab.leaf import Leaf
    from sab.mutation.run import MutationReport

    parts = max(1, chunks or executor.slots())
    items = []  # (plan number, defects)
    for number, plan in enumerate(plans):
        count = len(plan.defects)
        size = max(1, -(-count // min(parts, max(1, count))))
        for start in range(0, max(1, count), size):  # no defect: one task, the untouched source alone
            items.append((number, tuple(plan.defects[start:start + size])))
    remaining = {number: sum(1 for item in items if item[0] == number) for number in range(len(plans))}
    snapshots: dict[int, Snapshot] = {}

    def prepare(item) -> LeafTask:
        number, defects = item
        if number not in snapshots:
            snapshots[number] = leaf_snapshot(plans[number].leaf)
        return LeafTask(snapshots[number], options, _client_root(plans[number].leaf), defects)

    gathered: dict[int, list] = {number: [] for number in range(len(plans))}
    outcomes = {number: LeafOutcome(plan.display) for number, plan in enumerate(plans)}
    for index, found in executor.run(probe_task, items, prepare):
        number = items[index][0]
        outcome = outcomes[number]
        if isinstance(found, Failure):
            outcome.error = outcome.error or found
        else:
            gathered[number] += found.value
            outcome.workers.append(found.worker)
            outcome.seconds += found.seconds
        remaining[number] -= 1
        if remaining[number]:
            continue
        snapshots.pop(number, None)
        if outcome.error is None:
            plan = plans[number]
            order = {defect.name: position for position, defect in enumerate(plan.defects)}
            results = sorted(gathered[number], key=lambda result: order[result.defect.name])
            outcome.value = MutationReport(plan.display, plan.mode, [c.name for c in Leaf.at(plan.leaf).checks()], results,
                                           seed=plan.seed, scope=plan.scope, files=plan.files, sites=plan.sites,
                                           skipped_files=plan.skipped)
        yield outcome


def validate_paths_task(paths: list[Path]) -> TaskResult:
    """validate-harbor's rules on leaves this process can read where they are (the local pool)."""
    from sab.validate.harbor import RootCache, validate_leaf

    began = time.monotonic()
    roots = RootCache()
    return TaskResult([validate_leaf(path, roots) for path in paths], worker=_worker_name(),
                      seconds=time.monotonic() - began)


def validate_leaves(paths: list[Path], executor, *, chunk: int = VALIDATE_CHUNK) -> list:
    """validate-harbor's per-leaf rules on the executor, in chunks of leaves; reports in path order.
    A local pool reads the leaves in place; a cluster gets each chunk as a staged copy."""
    from sab.fanout.executor import LocalExecutor

    chunks = [paths[start:start + chunk] for start in range(0, len(paths), chunk)]
    if isinstance(executor, LocalExecutor):
        found_all = executor.run(validate_paths_task, chunks)
    else:
        found_all = executor.run(validate_task, chunks, tree_snapshot)
    reports: dict[int, list] = {}
    for index, found in found_all:
        if isinstance(found, Failure):
            raise SabError(f"validating {len(chunks[index])} leaves from {chunks[index][0]} failed: {found.message}")
        reports[index] = found.value
    return [report for index in range(len(chunks)) for report in reports[index]]


def flag_duplicate_slugs(reports: list, others: list[Path]) -> None:
    """The first leaf in path order keeps a slug, among the validated leaves and `others` (leaves
    not validated this time, read for their slug alone); every later claimant that was validated
    is reported."""
    from sab.leaf import load_manifest
    from sab.model.rules import Rule
    from sab.validate.harbor import RootCache, display_path

    roots = RootCache()
    claims = [(report.leaf, report.slug, report) for report in reports if report.slug is not None]
    for leaf in others:
        try:
            slug = load_manifest(leaf / "task.toml").sciaccel.slug
        except (SabError, OSError):
            continue
        claims.append((display_path(leaf.resolve(), roots.root_of(leaf.resolve())), slug, None))
    owners: dict[str, str] = {}
    for shown, slug, report in sorted(claims, key=lambda claim: claim[0]):
        owner = owners.setdefault(slug, shown)
        if owner != shown and report is not None:
            report.add(Rule.DUPLICATE_SLUG, f"{shown}/task.toml", f"slug {slug!r} is already used by {owner}")


def validate_selected(leaves: list[Path], all_dirs: list[Path], changed: str | None, executor) -> list:
    """validate-harbor over the selection: the leaves named and under --all, kept to those changed
    since `changed` when given, on the executor; slugs stay unique across every candidate."""
    from sab.fanout.select import changed_since
    from sab.validate.harbor import _layout_reports, collect_leaves

    paths, problems = collect_leaves(list(leaves), list(all_dirs))
    paths = sorted(paths)
    selected = changed_since(paths, changed) if changed is not None else paths
    reports = validate_leaves(selected, executor)
    chosen = set(selected)
    flag_duplicate_slugs(reports, [path for path in paths if path not in chosen])
    return reports + _layout_reports(problems)
