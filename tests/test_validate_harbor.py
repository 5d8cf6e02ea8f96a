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


def _expose_gold(leaf: Path) -> None:
    """An imported leaf whose solver image carries a copy of its gold answer."""
    _edit(leaf / "task.toml", 'kind = "module"', 'kind = "import"')
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
    found = [(v.code, v.path) for report in reports.values() for v in report.violations]
    assert found == [(code, shown)]
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
    shutil.copytree(leaf, repo / "tasks/demo/copy")
    reports = validate_harbor([], [repo / "tasks"])
    # The first leaf in path order keeps the slug; tasks/demo/copy sorts before tasks/demo/solver.
    assert [r.leaf for r in reports] == ["tasks/demo/copy", "tasks/demo/solver"]
    assert reports[0].passed
    assert [v.code for v in reports[1].violations] == ["duplicate-slug"]
    assert "tasks/demo/copy" in reports[1].violations[0].detail


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
    shutil.copytree(leaf, repo / "tasks/demo/copy")
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
    _edit(leaf / "task.toml", 'kind = "module"', 'kind = "import"')
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
def test_gold_is_exposed_in_any_form_not_only_as_a_copy(leaf: Path, gold, where, text, exposed) -> None:
    _imported(leaf, gold)
    assert codes(leaf) == set()
    path = leaf / where
    path.parent.mkdir(parents=True, exist_ok=True)
    with open(path, "a", encoding="utf-8") as handle:
        handle.write(text)
    assert codes(leaf) == ({"gold-exposed"} if exposed else set())


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
