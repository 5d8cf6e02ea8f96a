"""Every validate-harbor rule: a fixture that breaks only that rule gets exactly its code."""

from __future__ import annotations

import json
import os
import shutil
from pathlib import Path
from typing import Callable

import pytest

from conftest import make_leaf, run_sab
from snapshot import assert_recorded, findings
from sab.model.rules import Command, rules_of
from sab.validate.harbor import validate_harbor


def codes(leaf: Path) -> set[str]:
    (report,) = validate_harbor([leaf])
    return {v.code for v in report.violations}


def _edit(path: Path, old: str, new: str) -> None:
    text = path.read_text()
    assert old in text, f"{old!r} not in {path}"
    path.write_text(text.replace(old, new, 1))


def _labels(leaf: Path, check: str, labels: list[str]) -> None:
    (leaf / "tests/checks" / check / "check.json").write_text(json.dumps({"labels": labels}))


IMPORTER_IMAGE = "ARG BASE_IMAGE=python:3.11-slim-bookworm\nFROM ${BASE_IMAGE}\nCOPY . /tests/\n"


def _as_import(leaf: Path, old: str = 'kind = "module"', new: str = 'kind = "import"') -> None:
    """The leaf made an imported one: its kind, and the verifier image an importer writes."""
    _edit(leaf / "task.toml", old, new)
    (leaf / "tests/Dockerfile").write_text(IMPORTER_IMAGE)


def _copy_leaf(leaf: Path, target: Path) -> None:
    """A copy of the leaf at TARGET, its verifier image naming the copy's own path."""
    shutil.copytree(leaf, target)
    dockerfile = target / "tests/Dockerfile"
    dockerfile.write_text(dockerfile.read_text().replace(f"/{leaf.name}/", f"/{target.name}/"))


def _expose_gold(leaf: Path) -> None:
    """An imported leaf whose solver image carries a copy of its gold answer."""
    _as_import(leaf)
    (leaf / "tests/gold").mkdir()
    (leaf / "tests/gold/answer.json").write_text('{"accuracy": 0.8125}\n')
    shutil.copy(leaf / "tests/gold/answer.json", leaf / "environment/answer.json")


BREAKERS: dict[str, Callable[[Path], None]] = {
    "missing-file": lambda leaf: (leaf / "solution/solve.sh").unlink(),
    "missing-dir": lambda leaf: shutil.rmtree(leaf / "target"),
    "task-toml-invalid": lambda leaf: (leaf / "task.toml").write_text("schema_version = [\n"),
    "task-toml-schema": lambda leaf: _edit(leaf / "task.toml", 'status = "draft"', 'status = "finished"'),
    "task-name-mismatch": lambda leaf: _edit(leaf / "task.toml", 'name = "testorg/demo-', 'name = "testorg/other-'),
    "source-missing": lambda leaf: _edit(leaf / "task.toml", 'source = "demo"', 'source = "absent"'),
    "leaf-code-dir": lambda leaf: (leaf / "code").mkdir(),
    "no-checks": lambda leaf: [shutil.rmtree(p) for p in (leaf / "tests/checks").iterdir()],
    "check-name-invalid": lambda leaf: (leaf / "tests/checks/long-run").rename(leaf / "tests/checks/Long_Run"),
    "check-json-missing": lambda leaf: (leaf / "tests/checks/long-run/check.json").unlink(),
    "check-json-invalid": lambda leaf: _labels(leaf, "long-run", ["official", "custom"]),
    "no-acceleration-check": lambda leaf: _labels(leaf, "basic", ["official"]),
    "target-invalid": lambda leaf: (leaf / "target/cpu-x86-64.json").write_text(
        '{"device": "cpu-x86-64", "arch": "x86_64", "cpus": 1, "extra": {"nested": 1}}'
    ),
    "no-active-target": lambda leaf: (leaf / "target/cpu-x86-64.json").rename(leaf / "target/_cpu-x86-64.json"),
    "instruction-invalid": lambda leaf: (leaf / "instruction.md").write_bytes(b"caf\xe9 au lait\n"),
    "unexpected-file": lambda leaf: (leaf / "tests/notes.txt").write_text("stray\n"),
    "symlink": lambda leaf: os.symlink("../task.toml", leaf / "tests/checks/basic/ic/nominal/link.par"),
    "cache-present": lambda leaf: (leaf / "tests/checks/basic/__pycache__").mkdir(),
    "gold-exposed": _expose_gold,
    # The one line that made a trial build the reference from the solver's own tree, as root.
    "verifier-inputs": lambda leaf: _edit(leaf / "task.toml", "[verifier]\n",
                                          '[verifier]\nenv = { SAB_ORACLE_SOURCE = "/workspace/code" }\n'),
}


def test_every_rule_has_a_breaker() -> None:
    assert set(BREAKERS) | {"duplicate-slug"} | set(LAYOUT_BREAKERS) == set(rules_of(Command.VALIDATE_HARBOR))


def test_authored_leaf_passes(leaf: Path) -> None:
    assert codes(leaf) == set()


@pytest.mark.parametrize("code", sorted(BREAKERS))
def test_breaking_one_rule_gives_exactly_its_code(repo: Path, leaf: Path, code: str) -> None:
    BREAKERS[code](leaf)
    (report,) = validate_harbor([leaf])
    assert {v.code for v in report.violations} == {code}
    assert_recorded("validate_harbor", code, findings(report.sorted(), root=repo))


# Rules about tasks/ itself: each breaks the layout around an intact leaf, which must stay visible.
LAYOUT_BREAKERS: dict[str, tuple[Callable[[Path, Path], None], str]] = {
    "manifest-above-leaf": (lambda repo, leaf: shutil.copy(leaf / "task.toml", repo / "tasks/demo/task.toml"),
                            "tasks/demo/task.toml"),
    "leaf-without-manifest": (lambda repo, leaf: (repo / "tasks/demo/orphan/tests").mkdir(parents=True),
                              "tasks/demo/orphan"),
    "tasks-symlink": (lambda repo, leaf: os.symlink(leaf, repo / "tasks/mirror"), "tasks/mirror"),
    "tasks-special-file": (lambda repo, leaf: os.mkfifo(repo / "tasks/demo/pipe"), "tasks/demo/pipe"),
}


@pytest.mark.parametrize("code", sorted(LAYOUT_BREAKERS))
def test_layout_problems_are_reported_and_hide_no_leaf(repo: Path, leaf: Path, code: str) -> None:
    breaker, shown = LAYOUT_BREAKERS[code]
    breaker(repo, leaf)
    reports = {report.leaf: report for report in validate_harbor([], [repo / "tasks"])}
    assert reports["tasks/demo/solver"].passed
    found = [(report.leaf, v.code, v.path) for report in reports.values() for v in report.violations]
    # Reported under the folder the problem is in (a stray task.toml's own folder).
    assert found == [(shown.removesuffix("/task.toml"), code, shown)]
    done = run_sab("validate-harbor", "--all", "tasks", cwd=repo)
    assert done.returncode == 1 and f"[{code}] {shown}" in done.stdout


def test_a_deleted_manifest_is_reported_not_dropped(repo: Path, leaf: Path) -> None:
    (leaf / "task.toml").unlink()
    (report,) = validate_harbor([], [repo / "tasks"])
    assert [v.code for v in report.violations] == ["leaf-without-manifest"]
    (leaf / "task.toml").mkdir()
    (report,) = validate_harbor([], [repo / "tasks"])
    assert "not a regular file" in report.violations[0].detail


def test_harness_folders_are_part_of_the_layout(leaf: Path) -> None:
    for harness in (leaf / "tests/harness", leaf / "tests/checks/basic/harness/data"):
        harness.mkdir(parents=True)
        (harness / "driver.py").write_text("print('run the library')\n")
    assert codes(leaf) == set()
    (leaf / "tests/checks/basic/harness/__pycache__").mkdir()
    os.symlink("/etc/passwd", leaf / "tests/harness/passwd")
    (leaf / "tests/checks/basic/harness.py").write_text("")
    assert codes(leaf) == {"cache-present", "symlink", "unexpected-file"}


def test_duplicate_slug_across_leaves(repo: Path, leaf: Path) -> None:
    _copy_leaf(leaf, repo / "tasks/demo/copy")
    reports = validate_harbor([], [repo / "tasks"])
    # The first leaf in path order keeps the slug; tasks/demo/copy sorts before tasks/demo/solver.
    assert [r.leaf for r in reports] == ["tasks/demo/copy", "tasks/demo/solver"]
    assert reports[0].passed
    assert [v.code for v in reports[1].violations] == ["duplicate-slug"]
    assert "tasks/demo/copy" in reports[1].violations[0].detail
    make_leaf(repo, module="broken")  # a leaf without a slug, first in path order, hides no duplicate
    (repo / "tasks/demo/broken/task.toml").write_text("schema_version = [\n")
    reports = validate_harbor([], [repo / "tasks"])
    assert [(r.leaf, [v.code for v in r.violations]) for r in reports] == [
        ("tasks/demo/broken", ["task-toml-invalid"]), ("tasks/demo/copy", []), ("tasks/demo/solver", ["duplicate-slug"])]


@pytest.mark.parametrize(
    "breaker, expected",
    [
        (lambda leaf: (leaf / "tests/checks/long-run/check.json").write_text('{"labels": ["custom"], "labels": ["official"]}'), "duplicate key"),
        (lambda leaf: (leaf / "target/cpu-x86-64.json").write_text('{"device": "cpu-x86-64", "arch": "x86_64", "cpus": NaN}'), "NaN"),
        (lambda leaf: (leaf / "task.toml").write_bytes(b'schema_version = "1.4"\n# \xff\n'), "UTF-8"),
    ],
)
def test_bad_files_name_the_problem(leaf: Path, breaker, expected: str) -> None:
    breaker(leaf)
    (report,) = validate_harbor([leaf])
    assert any(expected in v.detail for v in report.violations), report.violations


def test_cli_lines_exit_status_and_json(repo: Path, leaf: Path) -> None:
    ok = run_sab("validate-harbor", "--all", "tasks", cwd=repo)
    assert ok.returncode == 0, ok.stdout + ok.stderr
    assert "PASS tasks/demo/solver" in ok.stdout
    (leaf / "tests/notes.txt").write_text("stray\n")
    bad = run_sab("validate-harbor", "--all", "tasks", cwd=repo)
    assert bad.returncode == 1
    assert "[unexpected-file] tasks/demo/solver/tests/notes.txt: file outside the leaf layout" in bad.stdout
    assert "FAIL tasks/demo/solver" in bad.stdout
    data = json.loads(run_sab("validate-harbor", str(leaf), "--json", cwd=repo).stdout)
    assert data["passed"] is False
    assert data["leaves"][0]["violations"][0]["code"] == "unexpected-file"


def test_results_do_not_depend_on_path_spelling(repo: Path, leaf: Path) -> None:
    (leaf / "tests/notes.txt").write_text("stray\n")
    from_root = run_sab("validate-harbor", "--all", "tasks", cwd=repo).stdout
    from_tasks = run_sab("validate-harbor", "--all", ".", cwd=repo / "tasks").stdout
    absolute = run_sab("validate-harbor", str(leaf), cwd=repo.parent).stdout
    relative = run_sab("validate-harbor", "demo/solver/", cwd=repo / "tasks").stdout
    assert from_root == from_tasks == absolute == relative


def test_missing_leaf_is_a_clear_error(repo: Path) -> None:
    done = run_sab("validate-harbor", "tasks/nope", cwd=repo)
    assert done.returncode == 2
    assert "tasks/nope" in done.stderr and "Traceback" not in done.stderr


def test_two_leaves_of_one_codebase(repo: Path, leaf: Path) -> None:
    make_leaf(repo, module="mesher")
    assert all(r.passed for r in validate_harbor([], [repo / "tasks"]))


def test_process_pool_gives_the_serial_result(repo: Path, leaf: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    import sab.validate.harbor as harbor

    make_leaf(repo, module="mesher")
    _copy_leaf(leaf, repo / "tasks/demo/copy")
    (repo / "tasks/demo/mesher/tests/notes.txt").write_text("stray\n")
    serial = [r.as_dict() for r in validate_harbor([], [repo / "tasks"], workers=1)]
    monkeypatch.setattr(harbor, "PARALLEL_THRESHOLD", 1)
    pooled = [r.as_dict() for r in validate_harbor([], [repo / "tasks"], workers=2)]
    assert pooled == serial
    assert [r["passed"] for r in serial] == [True, False, False]


def test_cli_reports_every_broken_rule_without_traceback(repo: Path) -> None:
    for index, (code, breaker) in enumerate(sorted(BREAKERS.items())):
        leaf = make_leaf(repo, module=f"m{index}")
        breaker(leaf)
    done = run_sab("validate-harbor", "--all", "tasks", cwd=repo)
    assert done.returncode == 1
    assert "Traceback" not in done.stdout + done.stderr
    for code in BREAKERS:
        assert f"[{code}] " in done.stdout, code
    assert done.stdout.count("\nFAIL ") + done.stdout.startswith("FAIL ") == len(BREAKERS)


# ---------------------------------------------------------------- gold-exposed: the gold in any form, not only a copy


def _imported(leaf: Path, gold: str) -> None:
    """The leaf made an imported one, with GOLD as its gold answer."""
    _as_import(leaf)
    (leaf / "tests/gold").mkdir()
    (leaf / "tests/gold/answer.json").write_text(gold)


CSV_GOLD = "id,y\n4,8\n5,10\n6,12\n7,14\n"


@pytest.mark.parametrize(("gold", "where", "text", "exposed"), [
    ('{"accuracy": 0.8125}\n', "environment/data/notes.txt", 'old runs\n{"accuracy": 0.8125}\nmore\n', True),
    ('{"accuracy": 0.8125}\n', "environment/config.yaml", 'expected:\n  {"accuracy":   0.81250}\n', True),
    ('{"accuracy": 0.8125, "f1": 0.5, "loss": 2}\n', "environment/x.json", '{"loss": 2.0, "accuracy": 0.8125, "f1": 0.5}', True),
    ('{"bleu": 0.188}\n', "instruction.md", '\nReport {"bleu": 0.188}.\n', True),  # 15 bytes
    (CSV_GOLD, "environment/data/test.csv", CSV_GOLD.replace("\n", "\r\n"), True),
    (CSV_GOLD, "instruction.md", "\nThe labels:\n\n    " + CSV_GOLD.replace("\n", "\n    "), True),
    (CSV_GOLD, "environment/data/test.csv", "id,x\n4,4\n5,5\n6,6\n7,7\n", False),
    ('{"accuracy": 0.8125}\n', "environment/Dockerfile", "RUN echo accuracy 0.8125\n", False),
    ('{"accuracy": 0.8125}\n', "environment/x.json", '{"accuracy": 0.8125, "f1": 0.5}', False),  # not the gold's value
    ('{"accuracy": true}\n', "environment/x.json", '{"accuracy": 1}', False),                     # a boolean is not 1
    ("0.8125\n", "instruction.md", "\nThe learning rate is 0.8125.\n", False),                  # a bare number: too common
])
def test_gold_is_exposed_in_any_form_not_only_as_a_copy(request: pytest.FixtureRequest, repo: Path, leaf: Path, gold,
                                                        where, text, exposed) -> None:
    _imported(leaf, gold)
    assert codes(leaf) == set()
    path = leaf / where
    path.parent.mkdir(parents=True, exist_ok=True)
    with open(path, "a", encoding="utf-8") as handle:
        handle.write(text)
    (report,) = validate_harbor([leaf])
    assert {v.code for v in report.violations} == ({"gold-exposed"} if exposed else set())
    number = request.node.callspec.indices["gold"]
    assert_recorded("validate_harbor", f"gold-form-{number:02d}", findings(report.sorted(), root=repo))


def test_large_environment_files_are_read_in_chunks(leaf: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    import sab.validate.harbor as harbor

    _imported(leaf, CSV_GOLD)
    (leaf / "environment/big.csv").write_text("id,x\n" * 50 + CSV_GOLD.replace("\n", " \n") + "id,x\n" * 50)
    for chunk in (3, 7, 64, 1 << 20):  # the gold across chunk boundaries, whitespace removed in each chunk
        monkeypatch.setattr(harbor, "SCAN_CHUNK", chunk)
        monkeypatch.setattr(harbor, "STRUCTURE_SCAN_MAX", 0)
        assert codes(leaf) == {"gold-exposed"}, chunk


def test_an_upstream_record_is_trusted_only_for_a_benchmark_with_a_known_prompt_field(leaf: Path) -> None:
    """Which record field is the prompt is the benchmark's (SUPER: query), never the leaf's to choose."""
    import hashlib

    gold = '{"accuracy": 0.8125}'
    _imported(leaf, gold + "\n")
    record = (json.dumps({"prompt": f"Reach {gold}.", "answer": gold}) + "\n").encode()
    (leaf / "comment").mkdir(exist_ok=True)
    (leaf / "comment/upstream-record.json").write_bytes(record)
    _edit(leaf / "task.toml", 'kind = "import"', 'kind = "import"\nbenchmark = "demo"')
    with open(leaf / "task.toml", "a") as handle:
        handle.write(f'\n[metadata.demo]\nupstream_record_sha256 = "sha256:{hashlib.sha256(record).hexdigest()}"\n'
                     'upstream_prompt_field = "prompt"\n')
    (leaf / "instruction.md").write_text(f"Reach {gold}.\n\n" + (leaf / "instruction.md").read_text())
    (report,) = validate_harbor([leaf])
    (found,) = report.violations
    assert found.code == "gold-exposed" and "knows no upstream prompt field for benchmark 'demo'" in found.detail


def test_the_reward_program_is_a_required_part_of_tests(leaf: Path) -> None:
    (leaf / "tests/reward.py").unlink()
    assert codes(leaf) == {"missing-file"}
    (leaf / "tests/rewards.py").write_text("")
    assert codes(leaf) == {"missing-file", "unexpected-file"}


LIST_GOLD = "[0.125, 0.25, 0.375, 0.5]\n"
# instruction.md as written whole, and the gold it is checked against: the finding names the byte
# of the first occurrence outside the upstream prompt (there is none here).
INSTRUCTION_CASES: dict[str, tuple[str, str]] = {
    "copy-at-byte-0": (CSV_GOLD, CSV_GOLD + "\nPredict y.\n"),
    "copy-twice": (CSV_GOLD, "Predict y.\n" + CSV_GOLD + "\nAgain:\n" + CSV_GOLD),
    "copy-spaced-out": (CSV_GOLD, "Predict y.\n\n" + CSV_GOLD.replace(",", " , ")),
    "structure-at-byte-0": (LIST_GOLD, "[0.125,0.25,0.375,0.50] and [1]\n"),
    "structure-inside-a-list": (LIST_GOLD, "Values: [[0.125,0.25,0.375,0.50]]\n"),
    "structure-after-a-multibyte-character": (LIST_GOLD, "Température: [0.125, 0.250, 0.375, 0.5]\n"),
    "structure-as-a-dict": ('{"accuracy": 0.8125, "f1": 0.5}\n', 'Reach {"f1": 0.50, "accuracy": 0.8125}.\n'),
    "structure-unequal": (LIST_GOLD, "Values: [0.125, 0.25, 0.375, 0.6] [0.125, 0.25]\n"),
}


@pytest.mark.parametrize("case", sorted(INSTRUCTION_CASES))
def test_the_gold_in_instruction_md_is_found_at_its_first_byte(repo: Path, leaf: Path, case: str) -> None:
    gold, instruction = INSTRUCTION_CASES[case]
    _imported(leaf, gold)
    (leaf / "instruction.md").write_text(instruction, encoding="utf-8")
    (report,) = validate_harbor([leaf])
    assert_recorded("validate_harbor", f"instruction-{case}", findings(report.sorted(), root=repo))


# The leaf layout, entry by entry: (relative path, is a directory) -> admitted by the walk.
LAYOUT = [
    ("task.toml", False, True), ("task.toml", True, False), ("instruction.md", False, True),
    ("instruction.md", True, False), ("README.md", False, False), ("environment", True, True),
    ("environment", False, False), ("tests", True, True), ("tests", False, False), ("solution", True, True),
    ("target", True, True), ("comment", True, True), ("comment", False, False), ("code", True, False),
    ("environment/any/depth/file.bin", False, True), ("comment/pipeline", True, True),
    ("solution/solve.sh", False, True), ("solution/solve.sh", True, False), ("solution/other.sh", False, False),
    ("solution/answer", True, True), ("solution/answer/deep/answer.json", False, True),
    ("solution/scripts/solve.sh", False, False),
    ("target/cpu.json", False, True), ("target/cpu.json", True, False), ("target/cpu.txt", False, False),
    ("target/sub/cpu.json", False, False),
    ("tests/gold", True, True), ("tests/gold/a/b.json", False, True),
    ("tests/harness", True, True), ("tests/harness", False, False), ("tests/harness/x.py", False, True),
    ("tests/Dockerfile", False, True), ("tests/Dockerfile", True, False), ("tests/test.sh", False, True),
    ("tests/reward.py", False, True), ("tests/checks", True, True), ("tests/checks", False, False),
    ("tests/notes.txt", False, False), ("tests/data/x", False, False),
    ("tests/checks/basic", True, True), ("tests/checks/basic", False, False),
    ("tests/checks/basic/run.sh", False, True), ("tests/checks/basic/run.sh", True, False),
    ("tests/checks/basic/ic", True, True), ("tests/checks/basic/ic", False, False),
    ("tests/checks/basic/harness", True, True), ("tests/checks/basic/harness", False, False),
    ("tests/checks/basic/notes.txt", False, False),
    ("tests/checks/basic/harness/data/x.bin", False, True),
    ("tests/checks/basic/other/x", False, False),
    ("tests/checks/basic/ic/nominal", True, True), ("tests/checks/basic/ic/variant", True, True),
    ("tests/checks/basic/ic/altbuild", True, True), ("tests/checks/basic/ic/nominal", False, False),
    ("tests/checks/basic/ic/other", True, False), ("tests/checks/basic/ic/nominal/params.par", False, True),
    ("tests/checks/basic/ic/nominal/deep/er", True, True),
]


@pytest.mark.parametrize(("rel", "is_dir", "admitted"), LAYOUT)
def test_the_layout_admits_exactly_the_leaf_entries(rel: str, is_dir: bool, admitted: bool) -> None:
    from sab.validate.harbor import _expected

    assert _expected(rel, is_dir) is admitted


def test_a_leaf_outside_any_repository_is_shown_by_its_path_and_has_no_source(leaf: Path, tmp_path: Path) -> None:
    loose = tmp_path / "elsewhere" / "solver"
    shutil.copytree(leaf, loose)
    (report,) = validate_harbor([loose])
    assert report.leaf == loose.resolve().as_posix()
    assert [(v.code, v.path, v.detail) for v in report.violations] == [
        ("source-missing", f"{loose.resolve().as_posix()}/task.toml",
         "metadata.sciaccel.source: code/demo/ does not exist in the repository")]


PROMPT_GOLD = '{"accuracy": 0.8125}'
# How the upstream record of a SUPER leaf is stated; each case changes one thing about it.
TRUSTED = {"record": {"query": f"Reach {PROMPT_GOLD} on the dev set.", "answer": PROMPT_GOLD},
           "table": "sha", "instruction": f"Reach {PROMPT_GOLD} on the dev set.\n\nUse the repository.\n"}
UPSTREAM_CASES: dict[str, dict] = {
    "trusted-gold-inside-the-prompt": {},
    "trusted-gold-also-after-the-prompt": {"instruction": TRUSTED["instruction"] + f"Again: {PROMPT_GOLD}\n"},
    "no-digest-stated": {"table": "field-only"},
    "metadata-not-a-table": {"table": "scalar"},
    "another-prompt-field-declared": {"table": "answer-field"},
    "digest-of-another-record": {"table": "wrong-sha"},
    "record-is-not-json": {"record": "not json"},
    "record-prompt-is-not-text": {"record": {"query": ["Reach", PROMPT_GOLD]}},
    "record-prompt-is-empty": {"record": {"query": "  ", "answer": PROMPT_GOLD}},
    "instruction-does-not-begin-with-the-prompt": {"instruction": "Please. " + TRUSTED["instruction"]},
    "trusted-gold-ends-the-prompt": {"record": {"query": f"Reach {PROMPT_GOLD}"},
                                     "instruction": f"Reach {PROMPT_GOLD}\n\nUse the repository.\n"},
}


@pytest.mark.parametrize("case", sorted(UPSTREAM_CASES))
def test_gold_in_the_verified_upstream_prompt_is_what_upstream_shows(repo: Path, leaf: Path, case: str) -> None:
    import hashlib

    stated = {**TRUSTED, **UPSTREAM_CASES[case]}
    _imported(leaf, PROMPT_GOLD + "\n")
    record = stated["record"]
    data = (record if isinstance(record, str) else json.dumps(record)).encode() + b"\n"
    (leaf / "comment").mkdir(exist_ok=True)
    (leaf / "comment/upstream-record.json").write_bytes(data)
    digest = "sha256:" + hashlib.sha256(data).hexdigest()
    table = {
        "sha": f'[metadata.super]\nupstream_record_sha256 = "{digest}"\n',
        "field-only": '[metadata.super]\nupstream_prompt_field = "query"\n',
        "scalar": '[metadata]\nsuper = "query"\n',
        "answer-field": f'[metadata.super]\nupstream_record_sha256 = "{digest}"\nupstream_prompt_field = "answer"\n',
        "wrong-sha": f'[metadata.super]\nupstream_record_sha256 = "sha256:{"0" * 64}"\n',
    }[stated["table"]]
    _edit(leaf / "task.toml", 'kind = "import"', 'kind = "import"\nbenchmark = "super"')
    with open(leaf / "task.toml", "a") as handle:
        handle.write("\n" + table)
    (leaf / "instruction.md").write_text(stated["instruction"])
    (report,) = validate_harbor([leaf])
    assert {v.code for v in report.violations} <= {"gold-exposed"}
    assert_recorded("validate_harbor", f"upstream-{case}", findings(report.sorted(), root=repo))


DICT_GOLD = '{"zeta": "café", "alpha": 0.8125}\n'
# Each rendering of a gold that the text search alone finds (the parse of small files turned off).
RENDERINGS = [
    ("compact, keys sorted, ASCII-escaped", DICT_GOLD, '{"alpha":0.8125,"zeta":"caf\\u00e9"}', True),
    ("compact, keys as written", DICT_GOLD, '{"zeta":"café","alpha":0.8125}', True),
    ("as Python prints it", DICT_GOLD, "{'zeta': 'café', 'alpha': 0.8125}", True),
    ("inside a JSON string", DICT_GOLD, '{"log": "{\\"alpha\\":0.8125,\\"zeta\\":\\"café\\"}"}', True),
    ("its own text inside a JSON string", '{"zeta": "café",\n "alpha": 0.8125}\n',
     '["{\\"zeta\\": \\"café\\",\\n \\"alpha\\": 0.8125}"]', True),
    ("a JSON string gold as bare text", '"the secret answer text"\n', "notes: the secret answer text.\n", True),
    ("text of exactly 16 characters", "0123456789abcdef\n", "x 0123456789abcdef y\n", True),
    ("text of 15 characters", "0123456789abcde\n", "x 0123456789abcde y\n", False),
    ("a structure of 8 characters compact", '{"a": 12}\n', "cfg {'a': 12}\n", True),
    ("a structure of 7 characters compact", '{"a": 1}\n', "cfg {'a': 1}\n", False),
    ("an empty structure", "{}\n", "cfg {}\n", False),
]


@pytest.mark.parametrize(("gold", "text", "exposed"), [case[1:] for case in RENDERINGS], ids=[case[0] for case in RENDERINGS])
def test_each_rendering_of_the_gold_is_looked_for(leaf: Path, monkeypatch: pytest.MonkeyPatch, gold: str, text: str,
                                                  exposed: bool) -> None:
    import sab.validate.harbor as harbor

    monkeypatch.setattr(harbor, "STRUCTURE_SCAN_MAX", 0)
    _imported(leaf, gold)
    (leaf / "environment/notes.txt").write_text(text, encoding="utf-8")
    assert codes(leaf) == ({"gold-exposed"} if exposed else set())


def test_copies_and_renderings_are_each_reported_with_the_file_they_are_in(repo: Path, leaf: Path,
                                                                          monkeypatch: pytest.MonkeyPatch) -> None:
    import sab.validate.harbor as harbor

    gold = '{"accuracy": 0.8125, "f1": 0.5}\n'
    _imported(leaf, gold)
    (leaf / "environment/a-copy.json").write_text(gold)
    (leaf / "environment/b-same-size.json").write_text(gold.replace("0.8125", "0.9125"))  # the size of a copy, not one
    rendering = b"\xff\xfe header\n" + b'{"f1": 0.50, "accuracy": 0.8125}'  # not UTF-8, parsed all the same
    (leaf / "environment/c-rendering.bin").write_bytes(rendering)
    (leaf / "environment/Dockerfile").write_bytes((leaf / "environment/Dockerfile").read_bytes()
                                                  + b"# caf\xe9\nCOPY tests/gold /gold\n")
    monkeypatch.setattr(harbor, "STRUCTURE_SCAN_MAX", len(rendering))  # a file of exactly the limit is parsed
    (report,) = validate_harbor([leaf])
    assert_recorded("validate_harbor", "gold-copies-and-renderings", findings(report.sorted(), root=repo))
    monkeypatch.setattr(harbor, "STRUCTURE_SCAN_MAX", len(rendering) - 1)
    (report,) = validate_harbor([leaf])
    assert "tasks/demo/solver/environment/c-rendering.bin" not in {v.path for v in report.violations}


def test_a_leaf_or_tasks_directory_that_is_not_one_is_refused_with_the_fix(repo: Path, leaf: Path) -> None:
    from sab.errors import NotFoundError

    with pytest.raises(NotFoundError) as refused:
        validate_harbor([repo / "tasks/demo/absent"])
    assert (refused.value.message, refused.value.file, refused.value.fix) == (
        "no such leaf directory", str(repo / "tasks/demo/absent"), "name a leaf directory such as tasks/<codebase>/<module>")
    with pytest.raises(NotFoundError) as refused:
        validate_harbor([], [leaf / "task.toml"])
    assert (refused.value.message, refused.value.file, refused.value.fix) == (
        "not a directory", str(leaf / "task.toml"), "pass the tasks/ directory to --all")


def test_a_leaf_named_twice_is_validated_once(repo: Path, leaf: Path) -> None:
    reports = validate_harbor([leaf, repo / "tasks/demo/../demo/solver"], [repo / "tasks"])
    assert [report.leaf for report in reports] == ["tasks/demo/solver"]


def _target(leaf: Path, name: str, text: str) -> None:
    (leaf / "target" / name).write_text(text)


INACTIVE = '{"device": "cpu-x86-64", "arch": "x86_64", "cpus": 1, "status": "inactive"}'
# Findings beyond each rule's first breaker: other branches of a rule, and two faults at once
# (one is never reported at the cost of the other).
MORE_BREAKERS: dict[str, Callable[[Path], object]] = {
    "a-fifo-in-an-ic": lambda leaf: os.mkfifo(leaf / "tests/checks/basic/ic/nominal/pipe"),
    "an-unexpected-directory": lambda leaf: (leaf / "tests/extra").mkdir(),
    "an-empty-instruction": lambda leaf: (leaf / "instruction.md").write_text("  \n\n"),
    "gold-in-a-module-leaf": lambda leaf: ((leaf / "tests/gold").mkdir(), (leaf / "tests/gold/a.json").write_text("{}")),
    "two-broken-check-jsons": lambda leaf: (_labels(leaf, "basic", []), _labels(leaf, "long-run", ["nonsense"])),
    "a-missing-then-a-broken-check-json": lambda leaf: ((leaf / "tests/checks/basic/check.json").unlink(),
                                                        _labels(leaf, "long-run", ["custom", "official"])),
    "a-broken-target-beside-an-inactive-one": lambda leaf: (_target(leaf, "a-gpu.json", "{"),
                                                            _target(leaf, "cpu-x86-64.json", INACTIVE)),
    "a-broken-draft-target-beside-an-inactive-one": lambda leaf: (_target(leaf, "_draft.json", "{"),
                                                                  _target(leaf, "cpu-x86-64.json", INACTIVE)),
    "two-broken-targets": lambda leaf: (_target(leaf, "a.json", "[]"), _target(leaf, "cpu-x86-64.json", "{")),
    "a-module-leaf-without-a-source": lambda leaf: _edit(leaf / "task.toml", 'source = "demo"\n', ""),
    "an-imported-leaf-naming-an-absent-source": lambda leaf: _as_import(leaf, 'kind = "module"\nsource = "demo"',
                                                                        'kind = "import"\nsource = "absent"'),
    "an-imported-leaf-without-a-source": lambda leaf: _as_import(leaf, 'kind = "module"\nsource = "demo"',
                                                                 'kind = "import"'),
    # What test.sh reads from the verifier's environment or Harbor's verifier settings.
    "a-verifier-user": lambda leaf: _edit(leaf / "task.toml", "[verifier]\n", '[verifier]\nuser = "solver"\n'),
    "a-shared-verifier": lambda leaf: _edit(leaf / "task.toml", 'environment_mode = "separate"', 'environment_mode = "shared"'),
    "an-environment-env": lambda leaf: _edit(leaf / "task.toml", "[environment]\n",
                                             '[environment]\nenv = { SAB_CANDIDATE_UID = "0" }\n'),
    "an-imported-leaf-choosing-the-candidates-uid": lambda leaf: _import_env(
        leaf, 'SAB_ORACLE_SOURCE = "/tests/gold", SAB_CANDIDATE_SOURCE = "/app", SAB_CANDIDATE_UID = "0"'),
    "an-imported-leaf-with-gold-outside-its-tests": lambda leaf: _import_env(
        leaf, 'SAB_ORACLE_SOURCE = "/tests/../app", SAB_CANDIDATE_SOURCE = "/app"'),
    "a-step-of-its-own": lambda leaf: (leaf / "task.toml").write_text(
        (leaf / "task.toml").read_text() + '\n[[steps]]\nname = "grade"\n[steps.verifier]\nuser = "root"\n'),
    "a-prebuilt-solver-image": lambda leaf: _edit(leaf / "task.toml", "[environment]\n",
                                                  '[environment]\ndocker_image = "example/solver:latest"\n'),
    # The verifier image, where candidate code builds and runs as another uid.
    "a-verifier-image-with-the-reference-acceleration": lambda leaf: _edit(
        leaf / "tests/Dockerfile", "/solution/solve.sh /solution/solve.sh", "/solution/ /solution/"),
    "a-verifier-image-with-a-readable-oracle": lambda leaf: _edit(
        leaf / "tests/Dockerfile", " && chmod 700 /oracle", ""),
    "an-imported-leaf-grading-with-the-network": lambda leaf: (
        _import_env(leaf, 'SAB_ORACLE_SOURCE = "/tests/gold"'),
        _edit(leaf / "task.toml", "[verifier]\n", '[verifier]\nnetwork_mode = "public"\n')),
}


def _import_env(leaf: Path, env: str) -> None:
    _as_import(leaf, 'kind = "module"\nsource = "demo"', 'kind = "import"\nsource = "demo"')
    _edit(leaf / "task.toml", "[verifier]\n", f"[verifier]\nenv = {{ {env} }}\n")


@pytest.mark.parametrize("case", sorted(MORE_BREAKERS))
def test_each_branch_of_a_rule_names_the_file_and_the_fix(repo: Path, leaf: Path, case: str) -> None:
    MORE_BREAKERS[case](leaf)
    (report,) = validate_harbor([leaf])
    assert_recorded("validate_harbor", f"more-{case}", findings(report.sorted(), root=repo))


# Edits of a module leaf's verifier image that let candidate code read the reference side, or
# change the grader, the tolerances or run.sh's knobs: every one is refused, however spelled.
HOSTILE_IMAGE_LINES = {
    "the-whole-leaf": "COPY tasks/demo/solver/ /leaf/",
    "a-glob": "COPY tasks/demo/solver/sol*/ /opt/acc/",
    "json-form": 'COPY ["tasks/demo/solver/solution", "/opt/acc"]',
    "a-continued-line": "COPY \\\n    tasks/demo/solver/solution /opt/acc",
    "a-bind-mount": "RUN --mount=type=bind,source=tasks/demo/solver,target=/ctx cp -r /ctx/solution /opt/sol",
    "a-knob": "ENV SAB_CFLAGS=-O0",
    "looser-tolerances": """RUN sed -i 's/"rtol": [0-9.e-]*/"rtol": 1/g' /tests/checks/*/rubric.json""",
    "an-echoed-lock": "RUN echo chmod 700 /oracle && chmod -R a+rX /oracle",
}


@pytest.mark.parametrize("line", sorted(HOSTILE_IMAGE_LINES))
def test_a_verifier_image_line_of_the_authors_is_refused(leaf: Path, line: str) -> None:
    with open(leaf / "tests/Dockerfile", "a") as dockerfile:
        dockerfile.write(HOSTILE_IMAGE_LINES[line] + "\n")
    assert codes(leaf) == {"verifier-inputs"}


def test_a_module_leaf_relabelled_an_import_keeps_its_verifier_image_checked(leaf: Path) -> None:
    """kind = "import" on a module leaf: its image is held to what an importer writes, and its
    verifier's trees to the importer's own paths."""
    _edit(leaf / "task.toml", 'kind = "module"', 'kind = "import"')
    _edit(leaf / "task.toml", "[verifier]\n",
          '[verifier]\nenv = { SAB_ORACLE_SOURCE = "/tests/gold", SAB_CANDIDATE_SOURCE = "/tests/gold/../harness" }\n')
    (report,) = validate_harbor([leaf])
    found = [(v.code, v.path.rsplit("/", 1)[-1], v.detail.split(" ", 1)[0]) for v in report.violations if v.code == "verifier-inputs"]
    assert ("verifier-inputs", "task.toml", "verifier.env.SAB_CANDIDATE_SOURCE") in found, found
    assert any(path.startswith("Dockerfile:") for _, path, _ in found), found
