"""Run a command and report the processes it left running, and only those; a process's children.

The command runs under a small Python parent that makes itself a child subreaper (prctl
PR_SET_CHILD_SUBREAPER): every process the command starts and orphans is re-parented to it rather
than to init, so once the command has exited, the parent's remaining children are exactly what
the command left behind. Nothing else on the machine is looked at, so tests running in parallel
(or anything else this machine runs) cannot be mistaken for leftovers.
"""

from __future__ import annotations

import json
import subprocess
import sys
import tempfile
from pathlib import Path

PARENT = r"""
import ctypes, json, os, signal, subprocess, sys, time

PR_SET_CHILD_SUBREAPER = 36
if ctypes.CDLL(None, use_errno=True).prctl(PR_SET_CHILD_SUBREAPER, 1, 0, 0, 0) != 0:
    sys.exit(f"prctl(PR_SET_CHILD_SUBREAPER) failed: errno {ctypes.get_errno()}")
report, command = sys.argv[1], sys.argv[2:]
status = subprocess.run(command).returncode


def alive_children():
    # Orphans that already ended are zombies of ours: reap them, they are not left running.
    while True:
        try:
            if os.waitpid(-1, os.WNOHANG)[0] == 0:
                break
        except ChildProcessError:
            break
    found = {}
    for task in os.listdir("/proc/self/task"):
        with open(f"/proc/self/task/{task}/children") as handle:
            for pid in handle.read().split():
                try:
                    with open(f"/proc/{pid}/cmdline", "rb") as cmdline:
                        found[int(pid)] = cmdline.read().replace(b"\0", b" ").decode(errors="replace").strip()
                except OSError:
                    pass  # ended meanwhile
    return found


# A process killed a moment before the command returned may still be on its way out.
deadline = time.monotonic() + 3
left = alive_children()
while left and time.monotonic() < deadline:
    time.sleep(0.1)
    left = alive_children()
for pid in left:
    try:
        os.kill(pid, signal.SIGKILL)  # never leak them into the rest of the suite
    except ProcessLookupError:
        pass
with open(report, "w") as handle:
    json.dump(sorted(left.values()), handle)
sys.exit(status)
"""


def run_reporting_leftovers(command: list[str], **options) -> tuple[subprocess.CompletedProcess, list[str]]:
    """subprocess.run(command, **options), and the command lines of the processes it left running."""
    with tempfile.TemporaryDirectory() as folder:
        report = Path(folder) / "leftovers.json"
        done = subprocess.run([sys.executable, "-c", PARENT, str(report), *command], **options)
        if not report.is_file():
            raise AssertionError(f"the subreaper parent failed: {done.stderr}")
        return done, json.loads(report.read_text())


def children(pid: int) -> list[int]:
    """The child processes of `pid` (a process the test started) at this moment."""
    found = []
    try:
        for task in Path(f"/proc/{pid}/task").iterdir():
            found += [int(child) for child in (task / "children").read_text().split()]
    except OSError:
        pass  # it has ended
    return found
