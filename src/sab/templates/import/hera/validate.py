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
import sys


def episode(directory):
    """(passed, runtime_valid, reason) of one graded episode."""
    status_path = os.path.join(directory, "controller.status")
    if not os.path.isfile(status_path):
        return False, False, "runtime failure: no trusted record of the episode"
    with open(status_path, encoding="utf-8", errors="replace") as handle:
        status = handle.read().strip()
    if status not in ("0", "1"):
        return False, False, f"runtime failure: the controller's grade ended with {status!r}"
    try:
        with open(os.path.join(directory, "grade.json"), encoding="utf-8") as handle:
            grade = json.load(handle)
    except (OSError, ValueError) as exc:
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
