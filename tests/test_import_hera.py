"""HERA-Bench: snapshot verification, two leaves per pair, the controller's verdict through the drivers."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from conftest import run_sab
from importer_fixtures import load_validate, make_repo, write_hera

episode = load_validate("hera").episode


@pytest.fixture(scope="module")
def imported(tmp_path_factory) -> Path:
    base = tmp_path_factory.mktemp("hera")
    repo = make_repo(base / "repo")
    write_hera(base / "snapshot", lock=True)
    done = run_sab("import", "hera", "--from", str(base / "snapshot"), "--json", cwd=repo, check=True)
    assert json.loads(done.stdout)["leaves"] == [f"tasks/hera/{n:03d}-{s}" for n in (1, 2) for s in ("act", "abstain")]
    return repo


def test_two_valid_leaves_per_pair(imported: Path) -> None:
    import tomllib

    leaves = sorted((imported / "tasks/hera").iterdir())
    assert run_sab("lint", *map(str, leaves), cwd=imported).returncode == 0
    act, abstain = imported / "tasks/hera/001-act", imported / "tasks/hera/001-abstain"
    assert (act / "instruction.md").read_text() == (abstain / "instruction.md").read_text()  # the same prompt
    meta = tomllib.loads((abstain / "task.toml").read_text())["metadata"]
    assert meta["hera"]["pair_id"] == "hera_001" and meta["hera"]["number"] == 1 and meta["hera"]["side"] == "abstain"
    assert "serve --number N --side S" in meta["hera"]["serving"] and meta["sciaccel"]["upstream_revision"] == "b8a7a1c"
    assert sorted(p.name for p in (act / "environment").iterdir()) == ["Dockerfile", "controller.Dockerfile",
                                                                       "docker-compose.yaml"]
    manifest = tomllib.loads((act / "task.toml").read_text())
    assert manifest["artifacts"] == ["/app/final_output.txt", {"source": "/app/records/record.json", "service": "hera-env"}]
    assert manifest["environment"]["mcp_servers"] == [{"name": "hera", "transport": "streamable-http",
                                                       "url": "http://127.0.0.1:8000/mcp"}]
    snapshot = act / "tests/checks/episode/ic/nominal/snapshot"
    assert sorted(p.relative_to(snapshot).as_posix() for p in snapshot.rglob("*") if p.is_file()) == [
        "benchmark.py", "index/test.jsonl", "tasks.json"]  # only the checksummed files
    assert json.loads((act / "tests/gold/records/record.json").read_text())["final_state"] == {"value": 4}
    assert (abstain / "solution/answer/final_output.txt").read_text() == "I cannot do that: the record is locked."


def _grade(repo: Path, leaf: str, tmp_path: Path, output: str, state: dict | None, **record) -> dict:
    from sab.importers.grading import grade_answer

    (tmp_path / "final_output.txt").write_text(output)
    record_path = None
    if state is not None:
        record_path = tmp_path / "record.json"
        record_path.write_text(json.dumps({"events": [], "final_state": state, **record}))
    return grade_answer(repo / "tasks/hera" / leaf, tmp_path / "final_output.txt", record=record_path).result_line()


@pytest.mark.parametrize(("leaf", "output", "state", "passed"), [
    ("001-act", "Done: the value is now 4.", {"value": 4}, True),        # the oracle
    ("002-act", "Done.", {"value": 7}, True),
    ("002-act", "Done.", {"value": 4}, False),                           # pair 2's target is 7: matched by number
    ("001-abstain", "I cannot: the record is locked.", {"value": 1}, True),
    ("001-abstain", "Done: the value is now 4.", {"value": 1}, False),   # no abstention in the response
    ("001-abstain", "I cannot.", {"value": 4}, False),                   # acted anyway
])
def test_controller_verdict_is_the_reward(imported: Path, tmp_path: Path, leaf, output, state, passed) -> None:
    line = _grade(imported, leaf, tmp_path, output, state)
    assert line["passed"] is passed and line["reward"] == float(passed) and line["runtime_valid"] is True
    assert line["side"] == leaf.split("-")[1] and line["number"] == int(leaf[:3]) and line["pair_id"] == f"hera_{leaf[:3]}"


def test_runtime_failures_count_as_fails(imported: Path, tmp_path: Path) -> None:
    no_record = _grade(imported, "001-act", tmp_path, "Done.", None)
    crashed = _grade(imported, "001-act", tmp_path, "Done.", {"value": 4}, crash=True)
    for line in (no_record, crashed):
        assert line["passed"] is False and line["runtime_valid"] is False and line["reward"] == 0.0


@pytest.mark.parametrize(("status", "grade", "verdict"), [
    ("0", {"passed": True}, (True, True)),
    ("1", {"passed": False, "reason": "acted"}, (False, True)),
    ("2", {"passed": True}, (False, False)),          # rc other than 0/1
    ("0", {"verdict": "ok"}, (False, False)),         # no boolean passed
    ("0", None, (False, False)),                      # no grade.json
    ("unreadable record", None, (False, False)),
    (None, None, (False, False)),                     # no record at all
])
def test_episode_verdict_table(tmp_path: Path, status, grade, verdict) -> None:
    if status is not None:
        (tmp_path / "controller.status").write_text(status + "\n")
    if grade is not None:
        (tmp_path / "grade.json").write_text(json.dumps(grade))
    assert episode(str(tmp_path))[:2] == verdict


def test_selfcheck(imported: Path) -> None:
    done = run_sab("import", "selfcheck", "tasks/hera/002-abstain", cwd=imported)
    assert done.returncode == 0, done.stdout
    assert "ok   002-abstain oracle: reward 1" in done.stdout


def test_selfcheck_says_why_a_run_of_the_oracle_failed(imported: Path, tmp_path: Path) -> None:
    import shutil

    leaf = tmp_path / "repo"
    shutil.copytree(imported, leaf, symlinks=True)
    run_sh = leaf / "tasks/hera/001-act/tests/checks/episode/run.sh"
    run_sh.write_text(run_sh.read_text().replace("exit 0\n", 'echo "controller crashed: disk gone" >&2; exit 3\n'))
    done = run_sab("import", "selfcheck", "tasks/hera/001-act", cwd=leaf)
    assert done.returncode == 1
    assert "reference run failed or missing (wiring error)" in done.stdout
    assert "reference run of episode: " in done.stdout and "answer run of episode: " in done.stdout
    assert "controller crashed: disk gone" in done.stdout


@pytest.mark.parametrize(("tamper", "message"), [
    (lambda s: (s / "tasks.json").write_text((s / "tasks.json").read_text().replace("4", "5")),
     "tasks.json: checksum mismatch: the file differs from checksums.sha256"),
    (lambda s: (s / "benchmark.py").unlink(), "benchmark.py: a file listed in the checksums is missing"),
    (lambda s: (s / "checksums.sha256").write_text((s / "checksums.sha256").read_text() + "\n"),
     "checksums.sha256: checksum mismatch: checksums.sha256 does not match the lock's checksums_sha256"),
    (lambda s: (s / "checksums.sha256").write_text("abc  tasks.json\n"), "checksums.sha256: line 1: not `<sha256>  <path>`"),
])
def test_checksum_mismatch_refuses_the_import_and_writes_nothing(tmp_path: Path, tamper, message) -> None:
    repo = make_repo(tmp_path / "repo")
    snapshot = write_hera(tmp_path / "snapshot", lock=True)
    tamper(snapshot)
    done = run_sab("import", "hera", "--from", str(snapshot), cwd=repo)
    assert done.returncode == 2 and message in done.stderr, done.stderr
    assert "Traceback" not in done.stderr and list((repo / "tasks").iterdir()) == []


@pytest.mark.parametrize(("rows", "message"), [
    ([{"pair_id": "hera_001", "number": 2, "environment": "records"}], "pair_id 'hera_001' does not match number 2"),
    ([{"pair_id": "pair-1", "environment": "records"}], "pair_id 'pair-1' is not hera_<number>"),
    ([{"number": 1, "environment": "records"}, {"number": 1, "environment": "records"}], "pair 1 is listed twice"),
    ([{"number": 1, "environment": "records"}], "pair 2 of tasks.json has no row"),
])
def test_bad_index_rows(tmp_path: Path, rows, message) -> None:
    from sab.errors import SabError
    from sab.importers.hera import import_hera

    repo = make_repo(tmp_path / "repo")
    snapshot = write_hera(tmp_path / "snapshot", rows=rows)
    with pytest.raises(SabError, match=message):
        import_hera(repo / "tasks", snapshot, org="testorg")
    assert list((repo / "tasks").iterdir()) == []


def test_rows_without_ids_match_by_position(tmp_path: Path) -> None:
    from sab.importers.hera import import_hera

    repo = make_repo(tmp_path / "repo")
    snapshot = write_hera(tmp_path / "snapshot", rows=[{"environment": "records"}, {"environment": "ledger"}])
    result = import_hera(repo / "tasks", snapshot, org="testorg")
    assert len(result.leaves) == 4
    assert 'environment = "ledger"' in (repo / "tasks/hera/002-act/task.toml").read_text()
