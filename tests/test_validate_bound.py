"""The tolerance bound is inclusive: a candidate value exactly at atol + rtol*|r| passes, the next
double beyond it fails.

Graded only through public behaviour: a check's validate.py, as `sab sync` leaves it for the
check's rubric, run as a subprocess on files the way tests/test.sh runs it (`python3 -I
validate.py --reference --candidate --rubric --out`). How validate.py is built does not matter.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest

from conftest import run_sab

CHECK = "tests/checks/basic"


def check_with(leaf: Path, files: list[dict]) -> Path:
    """The leaf's pointwise check grading `files`, its stock validate.py brought up to date."""
    check = leaf / CHECK
    rubric = json.loads((check / "rubric.json").read_text())
    rubric["comparison"] = {"files": files}
    (check / "rubric.json").write_text(json.dumps(rubric, indent=2) + "\n")
    run_sab("sync", str(leaf), cwd=leaf, check=True)
    return check


def grade(check: Path, run: Path, fmt: str, candidates: dict[str, list[float]]) -> dict:
    """validate.py's result.json for the candidate values of each case, against AT_BOUND's references."""
    for side, values in (("reference", {label: case[2] for label, case in AT_BOUND.items()}), ("candidate", candidates)):
        (run / side).mkdir(parents=True)
        for label, found in values.items():
            array = np.array(found, dtype=np.float64)
            path = run / side / f"{label}.{fmt}"
            if fmt == "npy":
                np.save(path, array)
            else:
                path.write_bytes(array.tobytes())
    out = run / "result.json"
    done = subprocess.run(
        [sys.executable, "-I", str(check / "validate.py"), "--reference", str(run / "reference"),
         "--candidate", str(run / "candidate"), "--rubric", str(check / "rubric.json"), "--out", str(out)],
        capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr  # a verdict was reached, pass or fail
    return json.loads(out.read_text())


def entry(name: str, fmt: str, atol: float, rtol: float) -> dict:
    found = {"path": name, "format": fmt, "atol": atol, "rtol": rtol}
    return {**found, "skip_header_bytes": 0} if fmt == "f64" else found


# label: (atol, rtol, reference, candidate exactly at the bound); every product and sum is exact in binary64.
AT_BOUND = {
    "relative": (0.0, 0.5, [2.0, -4.0, 0.5], [3.0, -4.0, 0.5]),  # |3 - 2| = 0.5 * |2|
    "absolute": (0.5, 0.0, [1.0, 7.0], [1.5, 7.0]),  # |1.5 - 1| = 0.5
    "both": (0.25, 0.25, [1.0, -3.0], [1.0, -4.0]),  # |-4 + 3| = 0.25 + 0.25 * 3
}


def one_ulp_beyond(reference: list[float], candidate: list[float]) -> list[float]:
    worst = max(range(len(reference)), key=lambda i: abs(candidate[i] - reference[i]))
    beyond = list(candidate)
    beyond[worst] = float(np.nextafter(candidate[worst], np.inf if candidate[worst] > reference[worst] else -np.inf))
    return beyond


@pytest.mark.parametrize("fmt", ["npy", "f64"])
def test_a_value_exactly_at_the_bound_passes_and_one_ulp_beyond_fails(leaf: Path, tmp_path: Path, fmt: str) -> None:
    check = check_with(leaf, [entry(f"{label}.{fmt}", fmt, atol, rtol) for label, (atol, rtol, _, _) in AT_BOUND.items()])
    at = grade(check, tmp_path / "at", fmt, {label: case[3] for label, case in AT_BOUND.items()})
    assert [f["passed"] for f in at["files"]] == [True] * len(AT_BOUND), at
    assert [f["bound_fraction"] for f in at["files"]] == [1.0] * len(AT_BOUND), at
    assert at["passed"] is True and at["bound_fraction"] == 1.0, at
    for label, (_, _, reference, candidate) in AT_BOUND.items():
        beyond = {other: case[3] for other, case in AT_BOUND.items()}
        beyond[label] = one_ulp_beyond(reference, candidate)
        over = grade(check, tmp_path / f"beyond-{label}", fmt, beyond)
        assert [f["passed"] for f in over["files"]] == [other != label for other in AT_BOUND], (label, over)
        assert over["passed"] is False and over["bound_fraction"] > 1.0, (label, over)
