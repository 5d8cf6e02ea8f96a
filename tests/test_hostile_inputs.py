"""Hostile and careless inputs to leaves, flags and importer lines: each gives one `error:` line
(or a graded 0), never a traceback, an internal error, a hang, or a write outside the scratch repository.

Vendoring (archives, git trees, folders) has its own corpus in test_hostile_sources.py.
"""

from __future__ import annotations

import json
import os
import shutil
from pathlib import Path

import pytest

from conftest import copy_project, run_sab
from importer_fixtures import SUPER_RECORDS, make_repo, write_super

LEAF = "tasks/heat1d/solver"


def _snapshot(root: Path) -> dict[str, tuple[str, int | bytes]]:
    """Every entry under root with its kind and content (links by target), to prove nothing changed."""
    seen = {}
    for path in sorted(root.rglob("*")):
        rel = path.relative_to(root).as_posix()
        if path.is_symlink():
            seen[rel] = ("link", os.readlink(path))
        elif path.is_file():
            seen[rel] = ("file", path.read_bytes())
        elif path.is_dir():
            seen[rel] = ("dir", 0)
        else:
            seen[rel] = ("special", path.lstat().st_mode)
    return seen


def _one_error_line(done, *needles: str) -> str:
    assert "Traceback" not in done.stderr + done.stdout and "internal error" not in done.stderr, done.stderr
    lines = done.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("error: "), done.stderr
    for needle in needles:
        assert needle in lines[0], lines[0]
    return lines[0]


@pytest.fixture(scope="module")
def produced(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, Path]:
    """A scratch repository inside a sentinel folder, and the nominal results of its leaf."""
    outer = tmp_path_factory.mktemp("hostile")
    repo = copy_project(outer / "project")
    (outer / "neighbour.txt").write_text("keep me\n")
    run_sab("run", LEAF, "--ic", "nominal", "--out", "results/nominal", cwd=repo, check=True)
    return repo, repo / "results/nominal"


# ---------------------------------------------------------------- --reward-file and --grade-file


def _target(kind: str, base: Path) -> Path:
    base.mkdir(parents=True, exist_ok=True)
    target = base / "reward.json"
    if kind == "directory":
        target.mkdir()
        (target / "inside.txt").write_text("mine\n")
    elif kind == "fifo":
        os.mkfifo(target)
    elif kind == "link":
        (base / "elsewhere.txt").write_text("not yours\n")
        target.symlink_to(base / "elsewhere.txt")
    elif kind == "parent-is-file":
        (base / "afile").write_text("x\n")
        target = base / "afile" / "reward.json"
    return target


@pytest.mark.parametrize(("kind", "message"), [
    ("directory", "--reward-file: the path exists and is a directory"),
    ("fifo", "--reward-file: the path exists and is not a regular file"),
    ("link", "--reward-file: the path exists and is a symbolic link"),
    ("parent-is-file", "--reward-file: cannot use this path: Not a directory"),
])
def test_reward_file_refuses_what_it_must_not_replace(produced, tmp_path: Path, kind: str, message: str) -> None:
    repo, nominal = produced
    target = _target(kind, tmp_path / "out")
    before = _snapshot(tmp_path)
    done = run_sab("grade", LEAF, "--reference", str(nominal), "--candidate", str(nominal),
                   "--reward-file", str(target), cwd=repo)
    assert done.returncode == 2
    _one_error_line(done, message)
    assert _snapshot(tmp_path) == before


def test_reward_file_never_touches_a_neighbour_and_grade_file_is_explicit(produced, tmp_path: Path) -> None:
    repo, nominal = produced
    (tmp_path / "grade.json").write_text("someone else's grade\n")
    (tmp_path / "reward.json").write_text("an older reward\n")
    done = run_sab("grade", LEAF, "--reference", str(nominal), "--candidate", str(nominal),
                   "--reward-file", str(tmp_path / "reward.json"), "--grade-file", str(tmp_path / "full/grade.json"),
                   "--json", cwd=repo)
    assert done.returncode == 0, done.stderr
    assert json.loads((tmp_path / "reward.json").read_text())["correctness"] == 1.0  # a regular file is replaced
    assert (tmp_path / "grade.json").read_text() == "someone else's grade\n"
    assert set(json.loads((tmp_path / "full/grade.json").read_text())["checks"]) == set(json.loads(done.stdout)["checks"])
    assert sorted(p.name for p in tmp_path.iterdir()) == ["full", "grade.json", "reward.json"]  # no temporary left


def test_grading_with_only_wiring_errors_fails(produced, tmp_path: Path) -> None:
    repo, _ = produced
    (tmp_path / "reference").mkdir()
    (tmp_path / "candidate").mkdir()
    done = run_sab("grade", LEAF, "--reference", str(tmp_path / "reference"), "--candidate", str(tmp_path / "candidate"),
                   "--json", cwd=repo)
    assert done.returncode == 1
    assert json.loads(done.stdout)["reward"] == 0.0
    _one_error_line(done, "no check could be graded: every check is a wiring error")


# ---------------------------------------------------------------- flags


@pytest.mark.parametrize(("argv", "message"), [
    (["grade"], "sab grade: Missing argument 'leaf'. (fix: see `"),
    (["grade", LEAF, "--bogus"], "sab grade: No such option: --bogus"),
    (["run", LEAF, "--ic", "sideways"], "sab run"),
    (["selfcheck", LEAF, "--mutants", "-3"], "sab selfcheck"),
    (["import", "super", "--from"], "requires an argument"),
])
def test_usage_errors_are_one_error_line(produced, argv: list[str], message: str) -> None:
    repo, _ = produced
    done = run_sab(*argv, cwd=repo)
    assert done.returncode == 2 and done.stdout == ""
    _one_error_line(done, message)


def test_an_imported_answer_is_never_graded_by_another_runner(tmp_path: Path) -> None:
    repo = make_repo(tmp_path / "repo")
    run_sab("import", "super", "--from", str(write_super(tmp_path / "e.jsonl", SUPER_RECORDS[:1])), cwd=repo, check=True)
    answer = tmp_path / "answer.json"
    answer.write_text('{"acc": 0.5}')
    done = run_sab("grade", "tasks/super/toy-dict", "--answer", str(answer), "--runner", "docker", cwd=repo)
    assert done.returncode == 2
    _one_error_line(done, "--runner: the docker runner does not grade an imported leaf's answer", "pass --runner local")


def test_an_oversized_answer_scores_zero_without_being_copied(tmp_path: Path) -> None:
    repo = make_repo(tmp_path / "repo")
    run_sab("import", "super", "--from", str(write_super(tmp_path / "e.jsonl", SUPER_RECORDS[:1])), cwd=repo, check=True)
    answer = tmp_path / "answer.json"
    with open(answer, "wb") as handle:  # 2 GiB, sparse: nothing is written to disk unless someone copies it
        handle.truncate(2 << 30)
    done = run_sab("grade", "tasks/super/toy-dict", "--answer", str(answer), "--json", cwd=repo)
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout)["reward"] == 0.0 and json.loads(done.stdout)["submitted"] == 0.0


# ---------------------------------------------------------------- leaves and tasks/


@pytest.mark.parametrize("damage", ["no-task-toml", "task-toml-folder", "symlink-out", "fifo-in-tasks"])
def test_nothing_vanishes_from_status_registry_and_check(produced, tmp_path: Path, damage: str) -> None:
    source, _ = produced
    repo = tmp_path / "project"
    shutil.copytree(source, repo, symlinks=True, ignore=shutil.ignore_patterns("results"))
    leaf = repo / LEAF
    if damage == "no-task-toml":
        (leaf / "task.toml").unlink()
    elif damage == "task-toml-folder":
        (leaf / "task.toml").unlink()
        (leaf / "task.toml").mkdir()
    elif damage == "symlink-out":
        (repo / "tasks/outside").symlink_to(tmp_path)
    else:
        os.mkfifo(repo / "tasks/pipe")
    before = _snapshot(repo)
    harbor = run_sab("validate-harbor", "--all", "tasks", cwd=repo)
    assert harbor.returncode == 1
    code = {"symlink-out": "tasks-symlink", "fifo-in-tasks": "tasks-special-file"}.get(damage, "leaf-without-manifest")
    assert f"[{code}]" in harbor.stdout
    for argv in (["status"], ["registry"], ["check"]):
        done = run_sab(*argv, cwd=repo)
        assert done.returncode == 2, (argv, done.stdout, done.stderr)
        _one_error_line(done, f"[{code}]", "sab validate-harbor --all tasks")
    assert _snapshot(repo) == before  # nothing written, the registry least of all


def test_lint_and_status_never_open_a_fifo_in_a_leaf(produced, tmp_path: Path) -> None:
    source, _ = produced
    repo = tmp_path / "project"
    shutil.copytree(source, repo, symlinks=True, ignore=shutil.ignore_patterns("results"))
    os.mkfifo(repo / LEAF / "tests/checks/sine-decay/pipe")
    lint = run_sab("lint", LEAF, cwd=repo)  # run_sab's timeout turns a hang into a failure
    assert lint.returncode == 1 and "[unexpected-file]" in lint.stdout and "pipe" in lint.stdout
    status = run_sab("status", LEAF, cwd=repo)
    assert "STALE" in status.stdout and "Traceback" not in status.stderr


DEEP_JSON = "[" * 100000 + "]" * 100000


@pytest.mark.parametrize(("rel", "text", "code", "commands"), [
    ("tests/checks/sine-decay/check.json", DEEP_JSON, "check-json-invalid", ("validate-harbor", "lint")),
    ("tests/checks/sine-decay/rubric.json", '{"check": ' + DEEP_JSON + "}", "rubric-invalid", ("lint",)),
    ("task.toml", None, "task-toml-invalid", ("validate-harbor", "lint")),
])
def test_deeply_nested_leaf_files_are_reported_not_crashed_on(produced, tmp_path: Path, rel, text, code,
                                                              commands) -> None:
    source, _ = produced
    repo = tmp_path / "project"
    shutil.copytree(source, repo, symlinks=True, ignore=shutil.ignore_patterns("results"))
    path = repo / LEAF / rel
    path.write_text(text if text is not None else path.read_text() + "\nx = " + "[" * 5000 + "]" * 5000 + "\n")
    for command in commands:
        done = run_sab(command, LEAF, cwd=repo)
        assert done.returncode == 1 and "nested too deeply" in done.stdout and f"[{code}" in done.stdout, done.stdout
        assert "internal error" not in done.stderr and "Traceback" not in done.stderr


# ---------------------------------------------------------------- importer lines and results


@pytest.mark.parametrize(("line", "reason"), [
    ('{"task_id": ' + DEEP_JSON + "}", "nested too deeply"),
    (json.dumps({**SUPER_RECORDS[0], "task_id": "t" * 300}), "300 characters long"),
    (json.dumps({**SUPER_RECORDS[0], "task_id": "ok\n"}), "cannot name a leaf directory"),
])
def test_hostile_importer_lines_are_skipped_with_a_reason(tmp_path: Path, line: str, reason: str) -> None:
    repo = make_repo(tmp_path / "repo")
    source = write_super(tmp_path / "e.jsonl", SUPER_RECORDS[1:2], extra_lines=[line])
    done = run_sab("import", "super", "--from", str(source), "--json", cwd=repo)
    assert done.returncode == 1 and "Traceback" not in done.stderr and "internal error" not in done.stderr
    summary = json.loads(done.stdout)
    assert [leaf.rsplit("/", 1)[-1] for leaf in summary["leaves"]] == [SUPER_RECORDS[1]["task_id"]]
    assert len(summary["skipped"]) == 1 and reason in summary["skipped"][0]["reason"]
    assert sorted(p.name for p in (repo / "tasks/super").iterdir()) == [SUPER_RECORDS[1]["task_id"]]


def test_deeply_nested_results_are_one_error_line(tmp_path: Path) -> None:
    repo = make_repo(tmp_path / "repo")
    run_sab("import", "super", "--from", str(write_super(tmp_path / "e.jsonl", SUPER_RECORDS[:1])), cwd=repo, check=True)
    results = tmp_path / "results.jsonl"
    results.write_text('{"leaf": "toy-dict", "output_match": ' + DEEP_JSON + "}\n")
    done = run_sab("score", "super", str(results), "--tasks", str(repo / "tasks"), cwd=repo)
    assert done.returncode == 2
    _one_error_line(done, "line 1", "nested too deeply")


# ---------------------------------------------------------------- the source a leaf names


def _project(source: Path, tmp_path: Path) -> Path:
    repo = tmp_path / "project"
    shutil.copytree(source, repo, symlinks=True, ignore=shutil.ignore_patterns("results"))
    return repo


def test_a_leaf_cannot_name_a_source_outside_code(produced, tmp_path: Path) -> None:
    repo = _project(produced[0], tmp_path)
    manifest = repo / LEAF / "task.toml"
    manifest.write_text(manifest.read_text().replace('source = "heat1d"', 'source = "../../../../etc/ssl"'))
    lint = run_sab("lint", LEAF, cwd=repo)
    assert lint.returncode == 1 and "[task-toml-schema]" in lint.stdout and "metadata.sciaccel.source" in lint.stdout
    done = run_sab("run", LEAF, "--out", str(tmp_path / "out"), cwd=repo)
    assert done.returncode == 2 and not (tmp_path / "out").exists()
    _one_error_line(done, "metadata.sciaccel.source")


def test_a_source_that_is_a_link_is_reported_and_never_run(produced, tmp_path: Path) -> None:
    repo = _project(produced[0], tmp_path)
    shutil.move(repo / "code/heat1d", tmp_path / "heat1d-elsewhere")
    (repo / "code/heat1d").symlink_to(tmp_path / "heat1d-elsewhere")
    check = run_sab("check", cwd=repo)
    assert check.returncode == 1 and "[code-not-a-tree] code/heat1d: a symbolic link" in check.stdout
    done = run_sab("run", LEAF, "--out", str(tmp_path / "out"), cwd=repo)
    assert done.returncode == 2
    _one_error_line(done, "code/heat1d is a symbolic link")


def test_a_fifo_in_a_source_never_hangs_check_or_run(produced, tmp_path: Path) -> None:
    repo = _project(produced[0], tmp_path)
    os.mkfifo(repo / "code/heat1d/src/pipe")
    check = run_sab("check", cwd=repo)  # run_sab's timeout turns a hang into a failure
    assert check.returncode == 1 and "[source-modified] code/heat1d/src/pipe: added" in check.stdout
    done = run_sab("run", LEAF, "--out", str(tmp_path / "out"), cwd=repo)
    assert done.returncode == 2
    _one_error_line(done, "cannot stage the source", "is a named pipe")


@pytest.mark.parametrize(("argv", "message"), [
    (["scaffold", "heat1d", "ab\n", "--source", "heat1d"], "module 'ab\\n' is not a lower-kebab name"),
    (["scaffold", "c" * 300, "ab", "--source", "heat1d"], "is not a lower-kebab name of at most 64 characters"),
    (["add-check", LEAF, "c" * 300, "--policy", "pointwise"], "is not a lower-kebab name of at most 64 characters"),
    (["add-check", LEAF, "ok\n", "--policy", "pointwise"], "is not a lower-kebab name"),
])
def test_names_are_names(produced, tmp_path: Path, argv: list[str], message: str) -> None:
    repo = _project(produced[0], tmp_path)
    before = _snapshot(repo / "tasks")
    done = run_sab(*argv, cwd=repo)
    assert done.returncode == 2
    _one_error_line(done, message)
    assert _snapshot(repo / "tasks") == before


# ---------------------------------------------------------------- imported leaves, graded locally


@pytest.fixture
def super_repo(tmp_path: Path) -> Path:
    repo = make_repo(tmp_path / "repo")
    run_sab("import", "super", "--from", str(write_super(tmp_path / "e.jsonl", SUPER_RECORDS[:1])), cwd=repo, check=True)
    return repo


def test_an_answer_that_links_to_the_gold_scores_zero(super_repo: Path, tmp_path: Path) -> None:
    """Harbor's verifier refuses a link; so does `sab grade`, which must never resolve it on this host."""
    answer = tmp_path / "answer.json"
    answer.symlink_to(super_repo / "tasks/super/toy-dict/tests/gold/answer.json")
    done = run_sab("grade", "tasks/super/toy-dict", "--answer", str(answer), "--json", cwd=super_repo)
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout)["reward"] == 0.0


def test_reward_and_grade_file_must_differ_for_an_imported_leaf(super_repo: Path, tmp_path: Path) -> None:
    answer = tmp_path / "answer.json"
    answer.write_text('{"acc": 0.5}')
    same = tmp_path / "out.json"
    done = run_sab("grade", "tasks/super/toy-dict", "--answer", str(answer), "--reward-file", str(same),
                   "--grade-file", str(same), cwd=super_repo)
    assert done.returncode == 2 and not same.exists()
    _one_error_line(done, "--reward-file and --grade-file name the same file")


def test_an_imported_slug_is_never_written_twice(super_repo: Path, tmp_path: Path) -> None:
    twin = write_super(tmp_path / "twin.jsonl", [{**SUPER_RECORDS[0], "task_id": "Toy_Dict"}])
    done = run_sab("import", "super", "--from", str(twin), "--json", cwd=super_repo)
    assert done.returncode == 1
    (skipped,) = json.loads(done.stdout)["skipped"]
    assert "its slug super-toy-dict is taken by super/toy-dict" in skipped["reason"]
    assert sorted(p.name for p in (super_repo / "tasks/super").iterdir()) == ["toy-dict"]


@pytest.mark.parametrize("column", ["../../../../escaped.py", "/tmp/absolute.txt", "lib/helper.py", ".hidden.py"])
def test_an_airs_csv_column_never_names_a_path(tmp_path: Path, column: str) -> None:
    import csv

    from importer_fixtures import AIRS_FILES

    repo = make_repo(tmp_path / "work/repo")
    (tmp_path / "hf").mkdir()
    table = tmp_path / "tasks.csv"
    with open(table, "w", newline="", encoding="utf-8") as handle:
        writer = csv.DictWriter(handle, fieldnames=["task", *AIRS_FILES, column])
        writer.writeheader()
        writer.writerow({"task": "ToyRegressionMAE", **AIRS_FILES, column: "print('written')\n"})
    before = _snapshot(tmp_path)
    done = run_sab("import", "airs", "--from", str(table), "--data", str(tmp_path / "hf"), cwd=repo)
    assert done.returncode == 2
    _one_error_line(done, "does not name a file of a task folder")
    assert _snapshot(tmp_path) == before
