"""The runner protocol, driven through a fake runner (tests/fake_runner.py): selfcheck's phases,
its refusals and its records, and a CLI that reaches runners only through the registry."""

from __future__ import annotations

import json
import shutil
import sys
from pathlib import Path

import pytest

from conftest import make_leaf, run_sab
from fake_runner import DEFECT_SHIFT, VARIANT_SHIFT, FakeRunner
from sab.derived import sync
from sab.freshness import RECORD
from sab.leaf import Leaf
from sab.runners import registry
from sab.selfcheck.protocol import RUNTIME_RECORD, selfcheck
from sab.selfcheck.trivial import KINDS


# Tight enough that the nominal outputs rounded to six digits or to float32 fail (selfcheck grades
# those trivial outputs and a check accepting one needs a ruling), loose enough for H = 100.
RTOL = 1e-8


@pytest.fixture
def fake(monkeypatch: pytest.MonkeyPatch) -> type[FakeRunner]:
    monkeypatch.setitem(registry.RUNNERS, "fake", FakeRunner)
    monkeypatch.setattr(FakeRunner, "fail", set())
    monkeypatch.setattr(FakeRunner, "started", [])
    return FakeRunner


@pytest.fixture
def protocol_leaf(repo: Path) -> Path:
    """The fixture leaf with its pointwise check alone, graded within RTOL relative, and one probe."""
    leaf = make_leaf(repo)
    shutil.rmtree(leaf / "tests/checks/long-run")
    rubric = leaf / "tests/checks/basic/rubric.json"
    data = json.loads(rubric.read_text())
    data["comparison"]["files"][0]["rtol"] = RTOL
    rubric.write_text(json.dumps(data, indent=2) + "\n")
    (leaf / "comment/probes").mkdir(parents=True, exist_ok=True)
    (leaf / "comment/probes/renamed.json").write_text(
        json.dumps({"edits": [{"file": "solver.py", "old": "'demo'", "new": "'dem0'"}]}))
    sync(Leaf(leaf))
    return leaf


def _rubric(leaf: Path) -> dict:
    return json.loads((leaf / "tests/checks/basic/rubric.json").read_text())


def test_selfcheck_through_the_protocol_measures_stamps_and_records(fake, protocol_leaf: Path) -> None:
    result = selfcheck(Leaf.at(protocol_leaf), runner="fake", coverage=False)
    assert result.result == "passed", result.problems
    assert result.isolation == "fake"
    assert result.images == [{"kind": "oracle", "tag": "fake/solver:oracle", "built": False, "seconds": 0.0,
                               "base_image": "none"}]
    (runner,) = fake.started
    # One stage of the leaf's own source for the legitimate solves, one of a patched copy per defect.
    pristine = protocol_leaf.parents[2] / "code" / "demo"
    assert runner.sources[0] == pristine
    assert [source.name for source in runner.sources[1:]] == ["probe-renamed"]
    # Each trivial output made from nominal's is graded too; this check refuses all of them.
    trivial = [f"trivial-{kind}" for kind in KINDS]
    assert sorted(path.name for path in runner.grades) == sorted(["variant", *trivial, "probe-renamed"])
    assert result.checks["basic"].evidence.trivial_accepted == []
    evidence = _rubric(protocol_leaf)["evidence"]
    assert evidence["runner"] == "fake"
    assert evidence["variant"]["bound_fraction"] == pytest.approx(VARIANT_SHIFT / RTOL, rel=1e-3)
    assert evidence["probes"]["renamed"]["passed"] is False
    assert evidence["separation"] == pytest.approx(DEFECT_SHIFT / RTOL, rel=1e-3)
    record = json.loads((protocol_leaf / "comment/pipeline" / RECORD).read_text())
    assert (record["result"], record["runner"]) == ("passed", "fake")
    assert record["checks"]["basic"]["passed"] is True
    runtime = json.loads((protocol_leaf / "comment/pipeline" / RUNTIME_RECORD).read_text())
    assert runtime["runner"] == "fake" and runtime["checks"] == {"basic": 0.2}


def test_failed_solves_are_recorded_and_nothing_is_graded_or_stamped(fake, protocol_leaf: Path) -> None:
    fake.fail = {"variant"}
    result = selfcheck(Leaf.at(protocol_leaf), runner="fake", coverage=False)
    assert result.result == "wiring-error" and result.exit_code == 2
    assert result.problems[0].startswith("basic: run.sh failed for variant (exit 1)")
    assert "variant fails by the test's design" in result.problems[0]
    assert fake.started[0].grades == []
    assert _rubric(protocol_leaf)["evidence"] is None
    record = json.loads((protocol_leaf / "comment/pipeline" / RECORD).read_text())
    assert record["result"] == "wiring-error" and record["problems"] == result.problems
    assert not (protocol_leaf / "comment/pipeline" / RUNTIME_RECORD).exists()


def _break_lint(leaf: Path) -> None:
    (leaf / "tests/checks/basic/run.sh").unlink()


def _move_the_source_off_its_pin(leaf: Path) -> None:
    solver = leaf.parents[2] / "code" / "demo" / "solver.py"
    solver.write_text(solver.read_text() + "# edited after the pin\n")


def _break_the_probe(leaf: Path) -> None:
    (leaf / "comment/probes/renamed.json").write_text(
        json.dumps({"edits": [{"file": "solver.py", "old": "no such text", "new": "x"}]}))


@pytest.mark.parametrize("damage, refusal", [
    (_break_lint, "refused: the leaf does not pass `sab lint`"),
    (_move_the_source_off_its_pin, "refused: code/demo/ does not match its pin"),
    (_break_the_probe, "refused: broken probe:"),
])
def test_refusals_come_before_any_solve_and_record_nothing(fake, protocol_leaf: Path, damage, refusal: str) -> None:
    damage(protocol_leaf)
    result = selfcheck(Leaf.at(protocol_leaf), runner="fake", coverage=False)
    assert result.result == "wiring-error"
    assert result.problems[0].startswith(refusal), result.problems
    (runner,) = fake.started  # the runner is started first: a missing engine is the first error
    assert runner.sources == []
    assert not (protocol_leaf / "comment/pipeline" / RECORD).exists()


def _sab(monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture, *args: str) -> tuple[int, str, str]:
    """The real entry point, in this process, so the fake runner registered here is reachable."""
    from sab.cli import main

    monkeypatch.setattr(sys, "argv", ["sab", *args])
    with pytest.raises(SystemExit) as ended:
        main()
    out, err = capsys.readouterr()
    return ended.value.code, out, err


def test_the_cli_reaches_a_runner_by_name_only(fake, protocol_leaf: Path, tmp_path: Path, monkeypatch, capsys) -> None:
    code, out, _ = _sab(monkeypatch, capsys, "run", str(protocol_leaf), "--runner", "fake", "--out", str(tmp_path / "nominal"))
    assert code == 0
    assert "oracle image fake/solver:oracle: unchanged, not rebuilt (base none)" in out
    assert "results in" in out and "(isolation: fake)" in out
    _sab(monkeypatch, capsys, "run", str(protocol_leaf), "--runner", "fake", "--ic", "variant", "--out", str(tmp_path / "variant"))
    code, out, _ = _sab(monkeypatch, capsys, "grade", str(protocol_leaf), "--runner", "fake", "--json",
                        "--reference", str(tmp_path / "nominal"), "--candidate", str(tmp_path / "variant"))
    assert code == 0 and json.loads(out)["passed"] == 1
    assert fake.started[-1].grades == [tmp_path / "variant"]


def test_the_configured_default_runner_is_the_default(fake, protocol_leaf: Path, tmp_path: Path, monkeypatch,
                                                      capsys) -> None:
    pyproject = protocol_leaf.parents[2] / "pyproject.toml"
    pyproject.write_text(pyproject.read_text() + 'default_runner = "fake"\n')
    code, out, _ = _sab(monkeypatch, capsys, "run", str(protocol_leaf), "--out", str(tmp_path / "out"))
    assert code == 0 and "(isolation: fake)" in out
    assert len(fake.started) == 1

    pyproject.write_text(pyproject.read_text().replace('"fake"', '"nowhere"'))
    code, _, err = _sab(monkeypatch, capsys, "run", str(protocol_leaf), "--out", str(tmp_path / "out"))
    assert code == 2
    assert err.strip() == (f"error: {pyproject}: tool.sab.default_runner: unknown runner 'nowhere' "
                           "(fix: use docker or fake or local)")
    code, _, err = _sab(monkeypatch, capsys, "run", str(protocol_leaf), "--runner", "nowhere", "--out", "x")
    assert err.strip() == "error: --runner: unknown runner 'nowhere' (fix: use docker or fake or local)"


def test_a_runner_that_grades_no_answer_is_refused_before_it_starts(fake, tmp_path: Path, monkeypatch, capsys) -> None:
    answer = tmp_path / "answer.json"
    answer.write_text("{}")
    code, _, err = _sab(monkeypatch, capsys, "grade", str(tmp_path / "leaf"), "--answer", str(answer), "--runner", "fake")
    assert code == 2
    assert err.strip() == ("error: --runner: the fake runner does not grade an imported leaf's answer (fix: pass "
                           "--runner local (answers are graded on this machine), or grade the leaf under Harbor)")
    assert fake.started == []


def test_docker_refuses_an_answer_without_an_engine(tmp_path: Path) -> None:
    """The refusal comes before the docker runner connects: no engine is needed to hear it."""
    answer = tmp_path / "answer.json"
    answer.write_text("{}")
    done = run_sab("grade", str(tmp_path / "leaf"), "--answer", str(answer), "--runner", "docker", cwd=tmp_path,
                   env={"DOCKER_HOST": "unix:///nonexistent.sock"})
    assert done.returncode == 2
    assert done.stderr.startswith("error: --runner: the docker runner does not grade an imported leaf's answer")
