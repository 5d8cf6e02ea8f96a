"""The machine states a trial meets, each as a context manager the measurement runs inside.

A trial rarely has the machine to itself: Harbor runs trials side by side, CI runs other jobs
beside them, and a container may be held to one CPU. A goal calibrated on an idle machine alone
would pay the oracle there and cost it credit everywhere else.
"""

from __future__ import annotations

import os
import subprocess
import sys
import threading
from contextlib import contextmanager
from typing import Callable, Iterator

from sab.errors import SabError

DESCRIPTIONS = {
    "quiet": "nothing else running",
    "busy-core": "a process spinning on a core beside the trial",
    "shared": "a second trial beside: the untouched tree's acceleration checks running in a loop",
    "one-core": "the trial held to one CPU (a cpuset of one, as a container limited to one core)",
}
DEFAULT = ("quiet", "busy-core", "shared", "one-core")


def parse(names: list[str] | None) -> list[str]:
    """The conditions asked for, in the order given, or every condition."""
    chosen = names or list(DEFAULT)
    unknown = [name for name in chosen if name not in DESCRIPTIONS]
    if unknown:
        raise SabError(f"unknown condition {unknown[0]!r}", field="--condition",
                       fix=f"use one of {', '.join(DESCRIPTIONS)}")
    if len(set(chosen)) != len(chosen):
        raise SabError("a condition is named twice", field="--condition", fix="name each condition once")
    return chosen


@contextmanager
def condition(name: str, neighbour: Callable[[threading.Event], None], interrupt: Callable[[], None]) -> Iterator[None]:
    """Hold the machine in condition `name` while the block runs. `neighbour(stop)` is a second
    trial's workload, run in a thread until `stop` is set (the shared condition); `interrupt()`
    ends the run it is in the middle of."""
    if name == "busy-core":
        spinner = subprocess.Popen([sys.executable, "-c", "while True: pass"], stdin=subprocess.DEVNULL,
                                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        try:
            yield
        finally:
            spinner.kill()
            spinner.wait()
    elif name == "shared":
        stop = threading.Event()
        worker = threading.Thread(target=neighbour, args=(stop,), daemon=True)
        worker.start()
        try:
            yield
        finally:
            stop.set()
            interrupt()
            worker.join()
    elif name == "one-core":
        # The mask of the calling thread is what the drivers it starts (and their threads) inherit.
        allowed = os.sched_getaffinity(0)
        os.sched_setaffinity(0, {min(allowed)})
        try:
            yield
        finally:
            os.sched_setaffinity(0, allowed)
    else:
        yield
