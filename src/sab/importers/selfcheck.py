"""`sab import selfcheck`: an imported leaf's oracle and perturbed answers, graded through its drivers.

Each benchmark has its cases: AIRS-Bench's in sab.importers.airs_selfcheck, SUPER's in
sab.importers.super, HERA-Bench's here; every case is one answer graded as Harbor's verifier
would (sab.importers.grading).
"""

from __future__ import annotations

import tempfile
from dataclasses import dataclass
from pathlib import Path

from sab.importers.airs_selfcheck import airs_cases
from sab.importers.grading import Case, ImportedLeaf, _Answer, _run_case
from sab.importers.hera import HERA_RECORD
from sab.importers.super import selfcheck_cases


@dataclass
class SelfCheck:
    leaf: str
    cases: list[Case]

    @property
    def ok(self) -> bool:
        return all(case.ok for case in self.cases)


def selfcheck_import(leaf_dir: Path) -> SelfCheck:
    """The oracle scores 1.0 (AIRS: valid and at or beyond SOTA, its check passed; its reward is the
    official NS, below 1 at the optimum of a lower-is-better task); a perturbed answer scores what the rule says."""
    imported = ImportedLeaf.at(leaf_dir)
    if imported.benchmark == "airs":  # with or without a gold submission: sab.importers.airs_selfcheck
        return SelfCheck(imported.leaf.root.name, airs_cases(imported))
    if imported.benchmark == "super":  # Expert/Masked with their gold, Auto without: sab.importers.super
        with tempfile.TemporaryDirectory(prefix="sab-selfcheck-") as tmp:
            return SelfCheck(imported.leaf.root.name, selfcheck_cases(imported, _run_case, _Answer, Path(tmp)))
    gold_answer = imported.gold_dir / imported.answer_name
    gold_record = imported.gold_dir / HERA_RECORD
    def reason_of(graded) -> str:
        reason = next(iter(graded.result.checks.values())).reason if graded.result.checks else "no check graded"
        failures = "; ".join(f"{name}: {tail}" for name, tail in sorted(graded.failed_runs.items()))
        return f"{reason} ({failures})" if failures else reason

    cases = []
    with tempfile.TemporaryDirectory(prefix="sab-selfcheck-") as tmp:
        if not gold_answer.is_file():
            return SelfCheck(imported.leaf.root.name, [Case("oracle", "a gold answer", 0.0, True,
                                                            "no gold answer shipped (oracle none): not checked")])
        record = gold_record if gold_record.is_file() else None
        cases.append(_run_case(
            imported, "oracle", _Answer(gold_answer, record), "reward 1.0" if imported.benchmark != "airs" else
            "valid, at or beyond SOTA (check passed)",
            lambda g: (g.result.passed == g.result.total > 0
                       and (g.reward.get("valid_submission") == 1 if imported.benchmark == "airs"
                            else g.result.reward == 1.0), reason_of(g))))
        # AIRS: an empty submission is invalid; HERA: an episode without a trusted record is a runtime failure.
        path = Path(tmp) / "empty"
        path.write_text("", encoding="utf-8")
        key = "valid_submission" if imported.benchmark == "airs" else "runtime_valid"
        cases.append(_run_case(imported, "empty answer, no record" if imported.benchmark == "hera" else "empty submission",
                               _Answer(path), f"reward 0, {key} 0",
                               lambda g: (g.reward.get("reward") == 0 and g.reward.get(key) == 0, reason_of(g))))
    return SelfCheck(imported.leaf.root.name, cases)

