"""The selfcheck verdict means what it says: PASSED only on measured H >= 20 and S >= 10, or a
standing curator ruling; proposals never widen past a fault the check catches."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from conftest import run_sab
from test_selfcheck import LEAF, ci_freshness, selfcheck

from sab.model.rubric import Ruling
from sab.selfcheck.verdict import standing_ruling


@pytest.mark.e2e
def test_no_probe_and_no_mutant_cannot_pass_until_a_curator_rules(heat_repo: Path) -> None:
    shutil.rmtree(heat_repo / LEAF / "comment/probes")
    code, result = selfcheck(heat_repo, "--mutants", "0")
    assert code == 1 and result["result"] == "ruling-needed"
    assert {line.split(":")[0] for line in result["rulings_needed"]} == {"neumann-heat", "sine-decay"}
    assert all("no fault caught" in line and "--mutants" in line and "sab tolerance rule" in line
               for line in result["rulings_needed"])
    assert ci_freshness(heat_repo) == 1  # published leaves are held to the same verdict
    plain = run_sab("selfcheck", LEAF, "--mutants", "0", cwd=heat_repo)
    assert plain.returncode == 1 and "RULING NEEDED" in plain.stdout

    for check in ("neumann-heat", "sine-decay"):
        ruled = run_sab("tolerance", "rule", LEAF, check, "--by", "Ada Curator", "--note", "probes come later", cwd=heat_repo)
        assert ruled.returncode == 0, ruled.stderr
    code, result = selfcheck(heat_repo, "--mutants", "0")
    assert code == 0 and result["result"] == "passed" and result["rulings_needed"] == []

    # The ruling holds for the comparison it was made on, not for a new tolerance.
    rubric_path = heat_repo / LEAF / "tests/checks/sine-decay/rubric.json"
    rubric = json.loads(rubric_path.read_text())
    rubric["comparison"]["files"][0]["rtol"] *= 2
    rubric_path.write_text(json.dumps(rubric, indent=2))
    run_sab("sync", LEAF, cwd=heat_repo, check=True)
    code, result = selfcheck(heat_repo, "--mutants", "0")
    assert code == 1 and [line.split(":")[0] for line in result["rulings_needed"]] == ["sine-decay"]


@pytest.mark.e2e
def test_generated_mutants_are_fault_evidence(heat_repo: Path) -> None:
    shutil.rmtree(heat_repo / LEAF / "comment/probes")
    code, result = selfcheck(heat_repo, "--mutants", "6", "--seed", "1", coverage=True)  # the review shows it
    mutation = result["mutation"]
    assert mutation["count"] == 6 and mutation["seed"] == 1
    assert mutation["killed"] + len(mutation["survivors"]) == mutation["viable"]
    assert mutation["killed"] >= 1
    for check in result["checks"].values():
        assert len(check["evidence"]["mutants"]) == mutation["viable"]
    killers = [name for name, check in result["checks"].items()
               if any(solve["passed"] is False for solve in check["evidence"]["mutants"].values())]
    assert killers and all(not any("no fault caught" in line for line in result["checks"][name]["verdict"])
                           for name in killers)
    review = json.loads(run_sab("review", LEAF, "--json", cwd=heat_repo, check=True).stdout)
    assert review["mutation"]["score"] == mutation["score"]
    assert all("meaning" in survivor for survivor in review["mutation"]["survivors"])
    page = heat_repo / "review.html"
    run_sab("review", LEAF, "--html", str(page), cwd=heat_repo, check=True)
    html = page.read_text()
    assert 'id="mutation"' in html and f"{mutation['killed']} of {mutation['viable']} killed" in html
    for survivor in mutation["survivors"]:
        assert survivor["where"] in html
    assert review["coverage"]["percent"] > 50  # selfcheck recorded the module's line coverage


def test_standing_ruling_matches_the_comparison_exactly() -> None:
    comparison = {"files": [{"path": "u", "format": "npy", "atol": 0.0, "rtol": 1e-9}]}
    ruling = Ruling(by="A", at="t", action="accept-evidence", comparison=comparison)
    assert standing_ruling([ruling], comparison) is ruling
    changed = {"files": [{"path": "u", "format": "npy", "atol": 0.0, "rtol": 2e-9}]}
    assert standing_ruling([ruling], changed) is None
    later = Ruling(by="B", at="t", action="accept-proposal")
    assert standing_ruling([ruling, later], comparison) is ruling
