#!/usr/bin/env python3
"""HERA-Bench's verdict for one episode (written by `sab import hera`; docs/importers.md).

    python3 validate.py --reference DIR --candidate DIR --rubric rubric.json --out result.json

run.sh has given the controller's `grade` the trusted record plus the final response
(controller.status, grade.json). The reward is the controller's verdict: 1 when grade.json says
`"passed": true`, else 0. A runtime failure (no trusted record, the controller exits with other
than 0 or 1, or writes no grade with a boolean `passed`) counts as a fail with runtime_valid 0.
Exit 0 with a verdict, 2 on wiring errors.
"""

from __future__ import annotations

import argparse
import json
import os
import stat
import sys

MAX_BYTES = 1 << 24


class Refused(Exception):
    """A candidate file that is a symlink or not a regular file: never read, whatever it points at."""


def open_candidate(directory, name):
    """Open DIRECTORY/NAME for reading without following a symlink, the directory's own included.

    FileNotFoundError when either is absent; Refused (naming the path) when either is a symlink,
    the directory is not a directory or the file not a regular file.
    """
    path = directory.rstrip("/") or "/"
    info = os.lstat(path)
    if stat.S_ISLNK(info.st_mode) or not stat.S_ISDIR(info.st_mode):
        raise Refused(f"{directory} is {'a symlink' if stat.S_ISLNK(info.st_mode) else 'not a directory'} (refused)")
    dir_fd = os.open(path, os.O_RDONLY | os.O_DIRECTORY | os.O_NOFOLLOW | os.O_CLOEXEC)
    try:
        info = os.stat(name, dir_fd=dir_fd, follow_symlinks=False)
        shown = os.path.join(directory, name)
        if stat.S_ISLNK(info.st_mode):
            raise Refused(f"{shown} is a symlink (refused)")
        if not stat.S_ISREG(info.st_mode):
            raise Refused(f"{shown} is not a regular file (refused)")
        fd = os.open(name, os.O_RDONLY | os.O_NOFOLLOW | os.O_NONBLOCK | os.O_CLOEXEC, dir_fd=dir_fd)
    finally:
        os.close(dir_fd)
    return os.fdopen(fd, "rb")


def episode(directory):
    """(passed, runtime_valid, reason) of one graded episode."""
    try:
        with open_candidate(directory, "controller.status") as handle:
            status = handle.read(MAX_BYTES).decode("utf-8", errors="replace").strip()
    except FileNotFoundError:
        return False, False, "runtime failure: no trusted record of the episode"
    except (OSError, Refused) as exc:
        return False, False, f"runtime failure: no trusted record of the episode ({exc})"
    if status not in ("0", "1"):
        return False, False, f"runtime failure: the controller's grade ended with {status!r}"
    try:
        with open_candidate(directory, "grade.json") as handle:
            grade = json.loads(handle.read(MAX_BYTES).decode("utf-8"))
    except (OSError, ValueError, Refused) as exc:
        return False, False, f"runtime failure: no grade from the controller ({exc})"
    if not isinstance(grade, dict) or not isinstance(grade.get("passed"), bool):
        return False, False, "runtime failure: the controller's grade has no boolean passed"
    detail = grade.get("reason") or grade.get("message") or ""
    verdict = "passed" if grade["passed"] else "failed"
    return grade["passed"], True, f"the controller's grade: {verdict}" + (f" ({detail})" if detail else "")


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    for name in ("--reference", "--candidate", "--rubric", "--out"):
        parser.add_argument(name, required=True)
    args = parser.parse_args(argv)
    if not os.path.isfile(args.rubric):
        print(f"wiring error: no rubric {args.rubric}", file=sys.stderr)
        return 2
    passed, runtime_valid, reason = episode(args.candidate)
    result = {
        "passed": passed, "reason": reason, "distance": None, "bound_fraction": None,
        "score": 1.0 if passed else 0.0, "metrics": {"runtime_valid": int(runtime_valid)},
    }
    with open(args.out, "w", encoding="utf-8") as handle:
        json.dump(result, handle, indent=2, sort_keys=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
