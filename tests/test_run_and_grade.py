"""sab run and sab grade through the leaf's drivers: defects, hangs, hostile outputs, network, speed."""

from __future__ import annotations

import json
import os
import shutil
import socket
import struct
import sys
import threading
import time
from pathlib import Path

import pytest

from conftest import copy_project, run_sab, run_step_at
from own_processes import run_reporting_leftovers
from sab.runners.sandbox import detect

LEAF = "tasks/heat1d/solver"


@pytest.fixture(scope="module")
def produced(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, Path]:
    """A project copy and the nominal results of its untouched source."""
    repo = copy_project(tmp_path_factory.mktemp("grading") / "project")
    run_sab("run", LEAF, "--ic", "nominal", "--out", "results/nominal", cwd=repo, check=True)
    return repo, repo / "results/nominal"


def grade(repo: Path, reference: Path, candidate: Path) -> dict:
    done = run_sab("grade", LEAF, "--reference", str(reference), "--candidate", str(candidate),
                   "--reward-file", str(candidate.parent / f"{candidate.name}-reward.json"),
                   "--grade-file", str(candidate.parent / f"{candidate.name}-grade.json"), "--json", cwd=repo)
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout)


def test_identical_results_score_one_and_report_speed(produced: tuple[Path, Path]) -> None:
    repo, nominal = produced
    result = grade(repo, nominal, nominal)
    # heat1d declares a speed-up goal: one untimed run a side bounds no speed-up, so half the reward.
    assert result["correctness"] == 1.0 and result["total"] == 2
    goal = json.loads((repo / LEAF / "tests/checks/sine-decay/rubric.json").read_text())["timing"]["speedup_goal"]
    assert result["reward"] == 0.5 and result["speed_credit"] == 0.0 and result["speedup_goal"] == goal
    assert result["speed"]["checks"] == ["sine-decay"] and result["speed"]["speedup"] == pytest.approx(1.0)
    assert result["speed"]["significant"] is False  # one untimed run a side bounds nothing
    flat = json.loads((nominal.parent / "nominal-reward.json").read_text())
    assert flat == {"reward": 0.5, "correctness": 1.0, "passed": 2, "total": 2, "speedup": 1.0, "speedup_goal": goal,
                    "speed_credit": 0.0}
    assert all(isinstance(v, (int, float)) for v in flat.values())


def test_planted_defect_scores_below_one(produced: tuple[Path, Path], tmp_path: Path) -> None:
    repo, nominal = produced
    defect = tmp_path / "defect"
    shutil.copytree(repo / "code/heat1d", defect)
    solver = defect / "src/solver.c"
    text = solver.read_text()
    assert text.count("static const double PI = 3.14159265358979323846;") == 1
    solver.write_text(text.replace("3.14159265358979323846", "3.14473424624338182"))  # pi 0.1 % too large
    run_sab("run", LEAF, "--source", str(defect), "--out", str(tmp_path / "candidate"), cwd=repo, check=True)
    result = grade(repo, nominal, tmp_path / "candidate")
    assert result["correctness"] == 0.5
    assert result["checks"]["sine-decay"]["passed"] is False
    assert result["checks"]["neumann-heat"]["passed"] is True
    assert result["speed"] is None  # no speed is reported while any check fails
    grade_json = json.loads((tmp_path / "candidate-grade.json").read_text())
    assert grade_json["speed"] is None


def _raw_payload(path: Path) -> bytearray:
    return bytearray(path.read_bytes())


def _nan(check: Path, reference: Path) -> None:
    data = _raw_payload(check / "u_final.f64")
    data[16 + 8 * 10:16 + 8 * 11] = struct.pack("<d", float("nan"))
    (check / "u_final.f64").write_bytes(bytes(data))


CORRUPTIONS = {
    "nan": (_nan, "non-finite"),
    "wrong-shape": (lambda c, r: (c / "u_final.f64").write_bytes((c / "u_final.f64").read_bytes()[:-8]), "shape"),
    "missing-file": (lambda c, r: (c / "history.txt").unlink(), "history.txt"),
    "extra-file": (lambda c, r: (c / "notes.txt").write_text("hello\n"), "notes.txt"),
    "symlink-to-reference": (
        lambda c, r: ((c / "u_final.f64").unlink(), os.symlink(r / "u_final.f64", c / "u_final.f64")), "symlink"),
    "empty-file": (lambda c, r: (c / "summary.json").write_bytes(b""), "empty"),
}


@pytest.mark.parametrize("kind", sorted(CORRUPTIONS))
def test_bad_candidate_output_fails_only_its_check(produced: tuple[Path, Path], tmp_path: Path, kind: str) -> None:
    repo, nominal = produced
    candidate = tmp_path / "candidate"
    shutil.copytree(nominal, candidate, symlinks=True)
    corrupt, words = CORRUPTIONS[kind]
    corrupt(candidate / "sine-decay", nominal / "sine-decay")
    result = grade(repo, nominal, candidate)
    sine = result["checks"]["sine-decay"]
    assert sine["passed"] is False
    assert words.lower() in sine["reason"].lower(), sine["reason"]
    assert result["checks"]["neumann-heat"]["passed"] is True
    assert result["correctness"] == 0.5


def test_grade_with_missing_directory_is_a_clear_error(produced: tuple[Path, Path]) -> None:
    repo, nominal = produced
    done = run_sab("grade", LEAF, "--reference", str(nominal), "--candidate", "absent", cwd=repo)
    assert done.returncode == 2 and "--candidate" in done.stderr and "Traceback" not in done.stderr


def test_a_leaf_with_changed_drivers_is_not_run(tmp_path: Path) -> None:
    """A test.sh that ignores the check selection or the time limit would lose timings unseen."""
    repo = copy_project(tmp_path / "project")
    test_sh = repo / LEAF / "tests/test.sh"
    test_sh.write_text(test_sh.read_text().replace('[ -n "${SAB_ONLY_CHECKS:-}" ]', "false"))
    done = run_sab("run", LEAF, "--out", "out", cwd=repo)
    assert done.returncode == 2 and "Traceback" not in done.stderr
    assert "tests/test.sh differs from the stock driver" in done.stderr and "sab sync" in done.stderr
    assert not (repo / "out").exists()


def _add_check(repo: Path, name: str, body: str) -> None:
    checks = repo / LEAF / "tests/checks"
    shutil.copytree(checks / "neumann-heat", checks / name)
    run_sh = checks / name / "run.sh"
    text = run_sh.read_text()
    run_sh.write_text(text[: run_step_at(text)] + body + "\n")


def test_hanging_check_is_killed_at_its_limit(tmp_path: Path) -> None:
    """The limit ends the hanging check and everything it started; the other checks still run.
    Both checks build nothing, so the 3 s limit measures no compiler, however busy the machine."""
    repo = copy_project(tmp_path / "project")
    _add_check(repo, "hang", "sleep 600 & sleep 601\n")
    _add_check(repo, "quick", 'echo done > "$OUT_DIR/done.txt"\n')
    start = time.monotonic()
    done, leftovers = run_reporting_leftovers(
        [sys.executable, "-m", "sab", "run", LEAF, "--check", "hang", "--check", "quick", "--out", "out",
         "--check-timeout", "3", "--json"], cwd=repo, capture_output=True, text=True, timeout=300)
    elapsed = time.monotonic() - start
    assert done.returncode == 1, done.stderr
    checks = json.loads(done.stdout)["checks"]
    assert sorted(checks) == ["hang", "quick"]
    assert checks["hang"]["ok"] is False
    assert checks["quick"]["ok"] and (repo / "out/quick/done.txt").read_text() == "done\n"
    assert "timed out after 3s" in (repo / "out/hang/run.log").read_text()
    assert elapsed < 60
    assert leftovers == []


@pytest.mark.skipif(not detect().available, reason="no sandbox on this machine (bubblewrap)")
def test_run_sh_has_no_network(tmp_path: Path) -> None:
    server = socket.socket()
    server.bind(("127.0.0.1", 0))
    server.listen(1)
    port = server.getsockname()[1]
    accepted = []

    def accept_one() -> None:
        try:
            accepted.append(server.accept())
        except OSError:
            pass  # the server closed at the end of the test with nobody having connected

    thread = threading.Thread(target=accept_one, daemon=True)
    thread.start()
    try:
        repo = copy_project(tmp_path / "project")
        _add_check(repo, "phone-home", f"python3 -c \"import socket; socket.create_connection(('127.0.0.1', {port}), timeout=3)\"\n")
        done = run_sab("run", LEAF, "--out", "out", "--check", "phone-home", "--json", cwd=repo)
        assert json.loads(done.stdout)["checks"]["phone-home"]["ok"] is False
        log = (repo / "out/phone-home/run.log").read_text()
        assert "Network is unreachable" in log or "Connection refused" in log, log
        assert accepted == []
    finally:
        server.close()
        thread.join(timeout=5)


def test_run_sh_cannot_write_the_source(tmp_path: Path) -> None:
    repo = copy_project(tmp_path / "project")
    _add_check(repo, "vandal", 'echo broken > "$SOURCE_DIR/src/solver.c"\n')
    done = run_sab("run", LEAF, "--out", "out", "--check", "vandal", "--json", cwd=repo)
    assert json.loads(done.stdout)["checks"]["vandal"]["ok"] is False
    assert "static const double PI" in (repo / "code/heat1d/src/solver.c").read_text()
