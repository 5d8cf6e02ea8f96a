"""Where fan-out tasks run: this machine's processes, or a Dask cluster (docs/fanout.md).

Both executors take a task function and its items and yield each item's outcome as it finishes,
in completion order. A task that raises becomes a `Failure` for its item; the others go on.

- `LocalExecutor(workers)`: with one worker the tasks run one after another in this process;
  with more, in a pool of that many fresh (spawned) processes. A pool process that dies is
  replaced and the tasks it may have held are sent again, up to `ALLOWED_FAILURES` times each.
- `DaskExecutor(address)`: a `distributed.Client` on the scheduler at `tcp://HOST:PORT`. The
  scheduler sends a task whose worker died to another worker (Dask's own rule: a task that
  has been on `distributed.scheduler.allowed-failures` dead workers, 3 by default, fails).
"""

from __future__ import annotations

import os
import re
import traceback
from dataclasses import dataclass
from typing import Callable, Iterator, Sequence

from sab.errors import SabError

SCHEDULER_ENV = "SAB_SCHEDULER"
# How long the scheduler has to answer before the address is reported unreachable ($SAB_SCHEDULER_TIMEOUT).
TIMEOUT_ENV = "SAB_SCHEDULER_TIMEOUT"
CONNECT_TIMEOUT_S = 10.0
ALLOWED_FAILURES = 3
# Tasks kept queued on a cluster beyond its slots, so an adaptive cluster sees work to scale up for.
MIN_WINDOW = 16
_ADDRESS = re.compile(r"(?P<scheme>tcp|tls)://(?P<host>\[[0-9A-Fa-f:.]+\]|[A-Za-z0-9](?:[A-Za-z0-9.-]*[A-Za-z0-9])?)"
                      r":(?P<port>[0-9]{1,5})")


class SchedulerError(SabError):
    """A scheduler address that is malformed, unreachable, or a cluster that cannot run sab's tasks."""


@dataclass(frozen=True)
class Failure:
    """A task that did not return: the error it raised (or what became of its worker)."""

    message: str
    exit_code: int = 2


def check_address(address: str) -> str:
    """`tcp://HOST:PORT` (or `tls://`), the address `dask scheduler` prints; anything else is a SchedulerError."""
    text = address.strip()
    match = _ADDRESS.fullmatch(text)
    if match is None or not 0 < int(match["port"]) < 65536:
        raise SchedulerError(f"not a scheduler address: {address!r}", field="--scheduler",
                             fix=f"give tcp://HOST:PORT (the address `dask scheduler` prints), or unset {SCHEDULER_ENV}")
    return text


def _failure(exc: BaseException) -> Failure:
    if isinstance(exc, SabError):
        return Failure(str(exc), exc.exit_code)
    name = type(exc).__name__
    if name == "KilledWorker":
        return Failure(f"every worker that ran it died ({exc}); the cluster gave up on it", 2)
    if name == "BrokenProcessPool":
        return Failure(f"the process running it died {ALLOWED_FAILURES} times", 2)
    detail = "".join(traceback.format_exception_only(type(exc), exc)).strip()
    return Failure(f"internal error: {detail}", 3)


def call(function: Callable, item) -> object:
    """Run one task here; its error becomes a Failure."""
    try:
        return function(item)
    except Exception as exc:  # every outcome is reported per item; Ctrl-C still stops the run
        return _failure(exc)


def _identity(item):
    return item


def _prepared(prepare: Callable, item) -> tuple[object, Failure | None]:
    """The task's argument, made just before it is sent (a staged copy is made no earlier)."""
    try:
        return prepare(item), None
    except Exception as exc:
        return None, _failure(exc)


class LocalExecutor:
    """This machine: in-process (one worker) or a pool of spawned processes."""

    def __init__(self, workers: int = 1) -> None:
        if workers < 1:
            raise SabError("--workers must be at least 1", field="--workers")
        self.workers = workers

    @property
    def name(self) -> str:
        return "this process" if self.workers == 1 else f"a local pool of {self.workers} processes"

    def slots(self) -> int:
        return self.workers

    def run(self, function: Callable, items: Sequence, prepare: Callable = _identity) -> Iterator[tuple[int, object]]:
        """Each item's outcome, as it finishes: `function(prepare(item))`, or the Failure of either."""
        if self.workers == 1 or len(items) <= 1:
            for index, item in enumerate(items):
                argument, failed = _prepared(prepare, item)
                yield index, failed or call(function, argument)
            return
        yield from self._pool(function, items, prepare)

    def _pool(self, function: Callable, items: Sequence, prepare: Callable) -> Iterator[tuple[int, object]]:
        import multiprocessing
        from concurrent.futures import FIRST_COMPLETED, ProcessPoolExecutor, wait
        from concurrent.futures.process import BrokenProcessPool

        context = multiprocessing.get_context("spawn")  # no fork of a threaded client
        queue = list(range(len(items)))  # not yet sent (again)
        failures = dict.fromkeys(queue, 0)
        window = 2 * self.workers
        while queue:
            pool = ProcessPoolExecutor(max_workers=min(self.workers, len(queue)), mp_context=context)
            futures: dict = {}
            try:
                while queue or futures:
                    while queue and len(futures) < window:
                        index = queue.pop(0)
                        argument, failed = _prepared(prepare, items[index])
                        if failed is not None:
                            yield index, failed
                            continue
                        futures[pool.submit(call, function, argument)] = index
                    if not futures:
                        break
                    done, _ = wait(futures, return_when=FIRST_COMPLETED)
                    broken = []
                    for future in done:
                        index = futures.pop(future)
                        try:
                            outcome = future.result()
                        except BrokenProcessPool as exc:
                            failures[index] += 1
                            broken.append(index)
                            if failures[index] >= ALLOWED_FAILURES:
                                yield index, _failure(exc)
                            continue
                        yield index, outcome
                    if broken:
                        # The pool is lost with every task it held: send them again to a new one.
                        queue = [i for i in broken if failures[i] < ALLOWED_FAILURES] + sorted(futures.values()) + queue
                        futures.clear()
                        break
            finally:
                pool.shutdown(wait=True, cancel_futures=True)

    def close(self) -> None:
        pass


class DaskExecutor:
    """A Dask cluster: one task per item, submitted to the scheduler at `address`."""

    def __init__(self, address: str, *, timeout: float | None = None,
                 progress: Callable[[str], None] | None = None) -> None:
        self.address = check_address(address)
        timeout = connect_timeout() if timeout is None else timeout
        try:
            from distributed import Client
        except ImportError:
            raise SchedulerError("dask.distributed is not installed", field="--scheduler",
                                 fix="pip install 'distributed>=2024.8' (sab's dependency), or run without --scheduler") from None
        _quiet_dask_logs()
        try:
            self.client = Client(self.address, timeout=timeout, set_as_default=False)
        except (OSError, TimeoutError) as exc:
            reason = "" if isinstance(exc, TimeoutError) else ": " + (" ".join(str(exc).split()) or type(exc).__name__)
            raise SchedulerError(f"cannot reach the Dask scheduler at {self.address} within {timeout:g} s{reason}",
                                 field="--scheduler",
                                 fix="start it (`dask scheduler`, or a dask-jobqueue/Kubernetes cluster) and give the "
                                     "address it prints") from None
        self.say = progress or (lambda _message: None)

    @property
    def name(self) -> str:
        return f"the Dask scheduler at {self.address}"

    def slots(self) -> int:
        """Task slots the cluster has now (a worker with n threads runs n tasks at once)."""
        return sum(self.client.nthreads().values())

    def run(self, function: Callable, items: Sequence, prepare: Callable = _identity) -> Iterator[tuple[int, object]]:
        """Each item's outcome, as it finishes. Tasks are sent a window at a time (twice the
        cluster's slots, at least MIN_WINDOW), so staged copies are made as the cluster needs them."""
        import uuid

        from distributed import as_completed

        if not self.slots():
            self.say(f"waiting for a worker to join {self.address}")
        batch = uuid.uuid4().hex[:8]
        queue = list(range(len(items)))
        futures: dict = {}
        running = as_completed(loop=self.client.loop)

        def refill() -> Iterator[tuple[int, object]]:
            while queue and len(futures) < max(MIN_WINDOW, 2 * self.slots()):
                index = queue.pop(0)
                argument, failed = _prepared(prepare, items[index])
                if failed is not None:
                    yield index, failed
                    continue
                future = self.client.submit(call, function, argument, pure=False,
                                            key=f"sab-{function.__name__}-{batch}-{index}")
                futures[future] = index
                running.add(future)

        try:
            yield from refill()
            while futures:
                future = next(running)
                index = futures.pop(future)
                try:
                    outcome = future.result()
                except Exception as exc:  # the cluster's verdict on the task (KilledWorker, ...)
                    outcome = _failure(exc)
                future.release()
                yield index, outcome
                yield from refill()
        finally:
            for future in futures:
                future.cancel()

    def close(self) -> None:
        self.client.close()


def connect_timeout() -> float:
    text = os.environ.get(TIMEOUT_ENV, "").strip()
    if not text:
        return CONNECT_TIMEOUT_S
    try:
        value = float(text)
    except ValueError:
        value = -1.0
    if not 0 < value < 1e6:
        raise SchedulerError(f"not a number of seconds: {text!r}", field=TIMEOUT_ENV, fix="e.g. 10, or unset it")
    return value


def _quiet_dask_logs() -> None:
    """sab speaks for itself: Dask's own log lines (connection retries, ...) stay out of its output."""
    import logging

    if not os.environ.get("SAB_DEBUG"):
        for name in ("distributed", "tornado"):
            logging.getLogger(name).setLevel(logging.CRITICAL)


def open_executor(scheduler: str | None, workers: int | None = None,
                  progress: Callable[[str], None] | None = None) -> LocalExecutor | DaskExecutor:
    """The executor the options name: a Dask scheduler (`--scheduler` or $SAB_SCHEDULER), else this machine."""
    address = scheduler if scheduler is not None else os.environ.get(SCHEDULER_ENV, "").strip() or None
    if address:
        if workers is not None:
            raise SabError("--workers sizes the local pool; a Dask cluster has its own workers",
                           field="--workers", fix="drop --workers, or drop --scheduler (and unset SAB_SCHEDULER)")
        return DaskExecutor(address, progress=progress)
    return LocalExecutor(workers or 1)
