"""`sab review`: the table, the JSON and the HTML page, stale records said first, INERT checks."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from markupsafe import escape

from conftest import run_sab
from sab.model.rubric import Evidence, Solve
from sab.review import ladder
from sab.review.collect import ProbeMark, collect

LEAF = "tasks/heat1d/solver"
CHECKS = ["neumann-heat", "sine-decay"]


def review(repo: Path, *args: str) -> tuple[int, str]:
    done = run_sab("review", LEAF, *args, cwd=repo)
    assert "Traceback" not in done.stderr, done.stderr
    return done.returncode, done.stdout


def refresh_record(repo: Path) -> None:
    """Point the copied record at the leaf and source as they are, as a selfcheck just now would."""
    from sab.fingerprint import contract_fingerprint, source_fingerprint

    path = repo / LEAF / "comment/pipeline/self-validation.json"
    record = json.loads(path.read_text())
    record["contract_fingerprint"] = contract_fingerprint(repo / LEAF)
    record["source_fingerprint"] = source_fingerprint(repo / "code/heat1d")
    path.write_text(json.dumps(record, indent=2) + "\n")


def review_json(repo: Path) -> dict:
    code, out = review(repo, "--json")
    assert code == 0
    return json.loads(out)


def test_fresh_review_table_json_and_page(heat_repo: Path, tmp_path: Path) -> None:
    refresh_record(heat_repo)
    page = tmp_path / "out" / "review.html"
    code, out = review(heat_repo, "--html", str(page))
    assert code == 0
    lines = out.splitlines()
    assert lines[0].startswith(f"{LEAF}: last selfcheck passed at ")
    for column in ("check", "policy", "bound", "variant", "altbuild", "precision", "H", "S", "run s / expected", "flags"):
        assert column in out
    rows = [line for line in lines if line.startswith("│")]
    assert [row.split("│")[1].strip() for row in rows] == CHECKS
    assert "atol=1e-13 rtol=1e-10" in rows[0] and "STALE" not in out
    assert lines[-1] == f"page written to {page.resolve()}"

    data = review_json(heat_repo)
    assert data["leaf"] == LEAF and data["fresh"] is True and data["stale"] is None and data["result"] == "passed"
    assert [c["check"] for c in data["checks"]] == CHECKS
    for check in data["checks"]:
        rubric = json.loads((heat_repo / LEAF / "tests/checks" / check["check"] / "rubric.json").read_text())
        evidence = rubric["evidence"]
        assert check["headroom"] == evidence["headroom"] and check["separation"] == evidence["separation"]
        assert check["flags"] == evidence["flags"]
        assert check["variant"] == evidence["variant"]["bound_fraction"]
        assert check["altbuild"] == evidence["altbuild"]["bound_fraction"]
        assert check["precision"] == evidence["precision_fraction"]
        assert set(check["probes"]) == set(evidence["probes"])
        assert check["warrant"] == rubric["warrant"]

    html = page.read_text()
    assert html.count('<svg class="ladder"') == 2
    assert 'id="ladder-neumann-heat"' in html and 'id="ladder-sine-decay"' in html
    assert 'id="stale"' not in html
    assert "Content-Security-Policy" in html and "<script" not in html
    assert not re.search(r"""(src|href)=["']?(https?:|//)""", html)  # nothing to fetch: self-contained
    for check in CHECKS:
        rubric = json.loads((heat_repo / LEAF / "tests/checks" / check / "rubric.json").read_text())
        assert str(escape(rubric["warrant"])) in html and str(escape(rubric["observable"])) in html


def test_stale_record_is_said_first(heat_repo: Path, tmp_path: Path) -> None:
    refresh_record(heat_repo)
    assert review_json(heat_repo)["fresh"] is True
    run_sh = heat_repo / LEAF / "tests/checks/sine-decay/run.sh"
    run_sh.write_text(run_sh.read_text() + "# edited after the selfcheck\n")
    page = tmp_path / "stale.html"
    code, out = review(heat_repo, "--html", str(page))
    assert code == 0
    assert out.splitlines()[0].startswith("STALE: the leaf changed since its selfcheck")
    rows = [line for line in out.splitlines() if line.startswith("│")]
    assert all("STALE" in row for row in rows)
    data = review_json(heat_repo)
    assert data["fresh"] is False and "changed" in data["stale"]
    assert all(check["flags"][0] == "STALE" for check in data["checks"])
    body = page.read_text().split("<body>", 1)[1].lstrip()
    assert body.startswith('<p class="stale" id="stale">STALE: the leaf changed since its selfcheck')

    (heat_repo / LEAF / "comment/pipeline/self-validation.json").unlink()
    code, out = review(heat_repo)
    assert out.splitlines()[0].startswith("STALE: no self-validation record")
    assert out.splitlines()[1] == f"{LEAF}: no self-validation record"


@pytest.mark.e2e
def test_inert_check_is_reported_by_selfcheck_and_review(heat_repo: Path) -> None:
    """Without the held-end probe nothing reaches the FTCS Dirichlet check: it is INERT (and LOOSE)."""
    (heat_repo / LEAF / "comment/probes/held-end-leak-0.1pct.json").unlink()
    done = run_sab("selfcheck", LEAF, "--json", "--no-coverage", cwd=heat_repo)
    result = json.loads(done.stdout)
    # An inert check cannot pass: the verdict asks for a fault it catches (or a ruling).
    assert done.returncode == 1 and result["result"] == "ruling-needed", result["problems"]
    assert [line.split(":")[0] for line in result["rulings_needed"]] == ["sine-decay"]
    assert "sine-decay: INERT" in result["warnings"] and "neumann-heat: INERT" not in result["warnings"]
    assert "INERT" in result["checks"]["sine-decay"]["evidence"]["flags"]
    assert result["checks"]["sine-decay"]["evidence"]["separation"] is None

    data = review_json(heat_repo)
    flags = {c["check"]: c["flags"] for c in data["checks"]}
    assert data["fresh"] is True
    assert "INERT" in flags["sine-decay"] and "LOOSE" in flags["sine-decay"] and "INERT" not in flags["neumann-heat"]
    assert "sine-decay: INERT" in data["warnings"]
    code, out = review(heat_repo)
    row = next(line for line in out.splitlines() if line.startswith("│ sine-decay"))
    assert "INERT" in row and row.split("│")[8].strip() == "-"  # no separation without a caught probe
    assert "warning: sine-decay: INERT" in out


def _stamp(repo: Path, check: str, evidence: Evidence) -> None:
    path = repo / LEAF / "tests/checks" / check / "rubric.json"
    data = json.loads(path.read_text())
    data["evidence"] = evidence.model_dump(mode="json")
    path.write_text(json.dumps(data, indent=2) + "\n")


def test_crafted_evidence_reaches_every_view(heat_repo: Path, tmp_path: Path) -> None:
    evidence = Evidence(stamped_at="2026-01-01T00:00:00+00:00", runner="local",
                        variant=Solve(distance=1e-12, bound_fraction=0.1, passed=True),
                        altbuild=Solve(distance=0.0, bound_fraction=None, passed=True),
                        altbuild_note="not measured: the alternative build gave a zero distance",
                        precision_fraction=1e-6, runtime_s=0.9, expected_runtime_s=0.3,
                        probes={"near": Solve(distance=1e-9, bound_fraction=4.0, passed=False),
                                "crash": Solve(passed=False)},
                        headroom=10.0, separation=4.0, flags=["TIGHT", "LOOSE", "SLOW"])
    _stamp(heat_repo, "sine-decay", evidence)
    review_data = collect(heat_repo / LEAF)
    check = next(c for c in review_data.checks if c.name == "sine-decay")
    assert check.flags == ["STALE", "TIGHT", "LOOSE", "SLOW"]  # a stamped rubric changes the contract
    assert check.altbuild_text == "not measured" and check.runtime == "0.9 / 0.3"

    drawn = ladder.build(check)
    marks = {m.label: m for m in drawn.marks}
    assert set(marks) == {"precision", "variant", "near", "crash"}  # an unmeasured altbuild is not drawn
    # H = 10: the variant lies right of the 1/20 line; S = 4: the probe left of the 10-bounds line
    assert marks["precision"].x < drawn.headroom_x < marks["variant"].x < drawn.bound_x < marks["near"].x < drawn.separation_x
    assert marks["crash"].x == drawn.right and marks["crash"].text == "crash ∞"
    assert all(0 <= m.text_x - len(m.text) * ladder.CHAR_W / 2 and m.text_x + len(m.text) * ladder.CHAR_W / 2 <= ladder.WIDTH
               for m in drawn.marks)
    assert drawn.ticks[0][1] == "1e-6" and ("1 = bound" in dict((label, x) for x, label in drawn.ticks))

    code, out = review(heat_repo)
    row = next(line for line in out.splitlines() if line.startswith("│ sine-decay"))
    assert "TIGHT LOOSE SLOW" in row and "not measured" in row and "0.9 / 0.3" in row


@pytest.mark.parametrize("value, caught, where", [(0.0, False, "left of the axis"), (1.0, True, "bound"),
                                                  (None, True, "right edge")])
def test_ladder_places_zero_bound_and_a_run_failure(value: float | None, caught: bool, where: str, heat_repo: Path) -> None:
    check = next(c for c in collect(heat_repo / LEAF).checks if c.name == "sine-decay")
    check.probes = [ProbeMark("p", "", value, None, caught, value == 0.0)]
    drawn = ladder.build(check)
    mark = next(m for m in drawn.marks if m.label == "p")
    expected = {"left of the axis": drawn.left - ladder.ZERO_GAP, "bound": drawn.bound_x, "right edge": drawn.right}[where]
    assert mark.x == pytest.approx(expected)


def test_a_hybrid_check_is_graded_and_reviewed_with_both_parts(heat_repo: Path) -> None:
    """sine-decay made hybrid: its files graded value by value, the L2 norm's drift in history.txt
    beside them. test.sh grades it through the validate.py `sab sync` assembles for the new rubric
    (the invariants' measures reach grade.json for calibration), and the review shows the policy
    and both parts' bounds."""
    import shutil

    from sab.grade import grade
    from sab.leaf import Leaf

    path = heat_repo / LEAF / "tests/checks/sine-decay/rubric.json"
    data = json.loads(path.read_text())
    data["policy"] = "hybrid"
    data["comparison"] = {"pointwise": data["comparison"], "invariants": {
        "invariants": [{"name": "l2-drift", "kind": "drift", "file": "history.txt", "format": "text", "column": 4,
                        "bound": 0.9}],
        "coverage": [{"file": "history.txt", "format": "text", "progress": {"column": 1, "atol": 0, "rtol": 0}}]}}
    path.write_text(json.dumps(data, indent=2) + "\n")
    run_sab("sync", LEAF, cwd=heat_repo, check=True)
    run_sab("run", LEAF, "--check", "sine-decay", "--out", "results", cwd=heat_repo, check=True)
    candidate = heat_repo / "candidate"
    shutil.copytree(heat_repo / "results", candidate)
    graded = grade(Leaf.at(heat_repo / LEAF), heat_repo / "results", candidate).checks["sine-decay"]
    assert graded.passed and not graded.wiring_error, graded.reason
    assert [part["name"] for part in graded.parts] == ["l2-drift"] and graded.parts[0]["passed"]

    document = review_json(heat_repo)
    check = next(c for c in document["checks"] if c["check"] == "sine-decay")
    assert check["policy"] == "hybrid"
    assert check["bound"].startswith("u_final.f64, x.f64, history.txt, summary.json atol=1e-13 rtol=1e-1")
    assert "l2-drift drift<=0.9; coverage history.txt rows and final column 1" in check["bound"]
