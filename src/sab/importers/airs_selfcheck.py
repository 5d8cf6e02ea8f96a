"""`sab import selfcheck` of an AIRS-Bench leaf, with or without a gold submission.

Only one of the twenty published tasks ships a gold submission. For every task the self-check
shows that the leaf's evaluation runs, end to end through its drivers and its pinned environment:

- **oracle**: the gold submission must be valid and at or beyond SOTA (its check passed). A task
  without one says so plainly (the case is reported, and does not fail the self-check by itself);
- **constructed** (no gold): a valid submission built from the task's labels
  (`templates/import/airs/construct_submission.py`, run with the leaf's pinned environment on the
  shipped datasets: the task's own custom_labels.py, else its scoring_column of the labelled test
  data) must be graded valid, evaluate.py having printed a finite metric. When none can be built,
  the case fails and says why;
- **empty submission**: invalid, reward 0. It is ok only once a valid submission was graded valid
  (an evaluate.py that cannot even start rejects everything, which proves nothing) and when the
  rejection is not a missing module.
"""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

from sab.errors import SabError
from sab.importers.grading import Case, _Answer, _run_case

CONSTRUCT_TIMEOUT_S = 1800
MISSING_MODULE = ("No module named", "ModuleNotFoundError", "ImportError")


def _reason(graded) -> str:
    return next(iter(graded.result.checks.values())).reason if graded.result.checks else "no check graded"


def construct_submission(imported, work: Path) -> Path:
    """A valid submission built from the leaf's labels in `work`, or SabError saying why not."""
    from sab.importers.airs import _link_tree
    from sab.leafenv import ensure_environment
    from sab.templates import stock

    leaf = imported.leaf
    nominal = leaf.root / "tests" / "checks" / "submission" / "ic" / "nominal"
    if not (nominal / "task").is_dir():
        raise SabError("the leaf has no tests/checks/submission/ic/nominal/task/", file=leaf.root,
                       fix="re-import the task")
    pins = leaf.manifest.sciaccel.dependencies.python
    python = str(ensure_environment(pins, declared_in=leaf.task_toml).bin_dir / "python") if pins else sys.executable
    shutil.copytree(nominal / "task", work / "task")
    if (nominal / "shared").is_dir():
        _link_tree(nominal / "shared", work / "shared")  # the scripts may write caches beside the data
    else:
        (work / "shared").mkdir()
    script = work / "construct_submission.py"
    script.write_text(stock("import/airs/construct_submission.py"), encoding="utf-8")
    out = work / "constructed.csv"
    column = imported.extra.get("scoring_column", "")
    command = [python, "-B", str(script), "--task", str(work / "task"), "--shared", str(work / "shared"),
               "--scoring-column", json.dumps(column), "--out", str(out)]
    try:
        done = subprocess.run(command, cwd=work, capture_output=True, text=True, timeout=CONSTRUCT_TIMEOUT_S,
                              stdin=subprocess.DEVNULL)
    except subprocess.TimeoutExpired:
        raise SabError(f"building it took over {CONSTRUCT_TIMEOUT_S} s") from None
    if done.returncode != 0 or not out.is_file():
        raise SabError((done.stderr or done.stdout).strip()[-800:] or f"exit {done.returncode}")
    return out


def airs_cases(imported) -> list:
    """The self-check cases of one AIRS-Bench leaf (grading.Case), graded through its drivers."""
    cases = []
    gold = imported.gold_dir / imported.answer_name
    with tempfile.TemporaryDirectory(prefix="sab-selfcheck-airs-") as tmp:
        work = Path(tmp)
        if gold.is_file():
            valid = _run_case(imported, "oracle", _Answer(gold), "valid, at or beyond SOTA (check passed)",
                              lambda g: (g.result.passed == g.result.total > 0 and g.reward.get("valid_submission") == 1,
                                         _reason(g)))
            cases.append(valid)
        else:
            cases.append(Case("oracle", "a gold submission", 0.0, True,
                              "NO GOLD SUBMISSION EXISTS for this task (oracle none): a submission built from its "
                              "labels is graded instead"))
            try:
                constructed = construct_submission(imported, work / "construct")
            except SabError as exc:
                valid = Case("constructed", "a valid submission built from the labels, graded valid", 0.0, False,
                             f"no valid submission could be built from the labels: {exc}")
            else:
                valid = _run_case(imported, "constructed", _Answer(constructed),
                                  "graded valid (evaluate.py ran and printed a finite metric)",
                                  lambda g: (g.reward.get("valid_submission") == 1, _reason(g)))
            cases.append(valid)
        empty = work / "empty"
        empty.write_text("", encoding="utf-8")

        def rejected(graded) -> tuple[bool, str]:
            reason = _reason(graded)
            if not (graded.reward.get("reward") == 0 and graded.reward.get("valid_submission") == 0):
                return False, reason
            if not valid.ok:
                return False, f"evaluate.py was never shown to accept a valid submission, so this rejection proves nothing: {reason}"
            if any(marker in reason for marker in MISSING_MODULE):
                return False, f"evaluate.py could not start (a module is missing): {reason}"
            return True, reason

        cases.append(_run_case(imported, "empty submission", _Answer(empty), "reward 0, valid_submission 0, "
                               "rejected by evaluate.py itself", rejected))
    return cases
