"""Shared by the commands that take many leaves (selfcheck, probe, coverage, validate-harbor):
the fan-out options' help, the choice between one leaf here and a fan-out, and the summary."""

from __future__ import annotations

import os
from contextlib import contextmanager
from pathlib import Path
from typing import Callable, Iterator

from sab.cli.output import console

ALL_HELP = "also every leaf under this directory (e.g. tasks)"
CHANGED_HELP = ("only the leaves that changed since this git revision (the leaf or its code/<source>/; "
                "committed, uncommitted or untracked); alone: among every leaf of tasks/")
SCHEDULER_HELP = ("run the leaves on the Dask cluster whose scheduler is at tcp://HOST:PORT "
                  "(default: $SAB_SCHEDULER; unset: this machine). docs/fanout.md")
WORKERS_HELP = "leaves at once on this machine, each in its own process (default 1; not with --scheduler)"


def scheduler_given(scheduler: str | None) -> bool:
    from sab.fanout.executor import SCHEDULER_ENV

    return bool(scheduler) or bool(os.environ.get(SCHEDULER_ENV, "").strip())


def fans_out(leaves: list[Path] | None, all_dirs: list[Path], changed: str | None, scheduler: str | None,
             workers: int | None) -> bool:
    """One leaf named and nothing else: the command runs it here as it always has. A scheduler
    address is checked here, before any leaf is looked at."""
    from sab.fanout.executor import SCHEDULER_ENV, check_address

    address = scheduler if scheduler else os.environ.get(SCHEDULER_ENV, "").strip()
    if address:
        check_address(address)
        if workers is not None:
            from sab.errors import SabError

            raise SabError("--workers sizes the local pool; a Dask cluster has its own workers", field="--workers",
                           fix=f"drop --workers, or drop --scheduler (and unset {SCHEDULER_ENV})")
    return not (len(leaves or []) == 1 and not all_dirs and changed is None and workers is None
                and not scheduler_given(scheduler))


def require_selection(leaves: list[Path] | None, all_dirs: list[Path], changed: str | None, what: str) -> None:
    from sab.errors import SabError

    if not leaves and not all_dirs and changed is None:
        raise SabError(f"no leaf to {what}", fix="name leaf directories, or pass --all tasks or --changed-since REF")


@contextmanager
def opened(scheduler: str | None, workers: int | None, quiet: bool) -> Iterator[tuple[object, Callable[[str], None]]]:
    """The executor, with a one-line live display of progress (nothing when output is JSON)."""
    from sab.fanout.executor import open_executor

    if quiet:
        executor = open_executor(scheduler, workers)
        try:
            yield executor, (lambda _message: None)
        finally:
            executor.close()
        return
    with console().status("connecting") as spinner:
        update = spinner.update
        executor = open_executor(scheduler, workers, progress=update)
        try:
            yield executor, update
        finally:
            executor.close()


def exit_code(outcomes: list) -> int:
    """The worst of the leaves: 2 (a leaf not checked, or miswired) over 1 (problems found) over 0."""
    codes = [outcome.error.exit_code if outcome.error else getattr(outcome.value, "exit_code", 0) for outcome in outcomes]
    return max(codes, default=0)


def outcome_dict(outcome, value: dict | None) -> dict:
    return {"leaf": outcome.leaf, "result": value, "error": outcome.error.message if outcome.error else None,
            "written": outcome.written, "workers": outcome.workers, "seconds": round(outcome.seconds, 3)}


def say_outcome(outcome, verdict: str) -> None:
    out = console()
    where = f" on {', '.join(outcome.workers)}" if outcome.workers else ""
    if outcome.error is not None:
        out.print(f"{outcome.leaf}: not done: {outcome.error.message}", style="red", markup=False)
    else:
        out.print(f"{outcome.leaf}: {verdict} ({outcome.seconds:.1f} s{where})", style="bold", markup=False)
    for rel in outcome.written:
        out.print(f"  wrote {outcome.leaf}/{rel}", style="dim", markup=False)


def summary(outcomes: list, executor_name: str, verdict: Callable[[object], str]) -> None:
    counts: dict[str, int] = {}
    for outcome in outcomes:
        key = "not done" if outcome.error else verdict(outcome.value)
        counts[key] = counts.get(key, 0) + 1
    parts = ", ".join(f"{count} {key}" for key, count in sorted(counts.items()))
    bad = exit_code(outcomes) != 0
    console().print(f"{len(outcomes)} leaves on {executor_name}: {parts or 'none'}",
                    style="bold red" if bad else "bold green", markup=False)
