"""`gold-exposed`: an imported leaf's gold answer never reaches the solver's image, whether it is
copied from tests/ or from solution/ (Harbor's oracle answer), and a Dockerfile that copies
neither stays clean."""

from __future__ import annotations

from pathlib import Path

import pytest

from conftest import run_sab
from sab.validate.harbor import validate_harbor

ANSWER = '{"accuracy": 0.8125}\n'
IMPORTER_IMAGE = "ARG BASE_IMAGE=python:3.11-slim-bookworm\nFROM ${BASE_IMAGE}\nCOPY . /tests/\n"


def imported(leaf: Path) -> Path:
    """The authored leaf made an imported one, its gold answer in tests/gold/ and solution/answer/."""
    toml = leaf / "task.toml"
    toml.write_text(toml.read_text().replace('kind = "module"', 'kind = "import"', 1))
    (leaf / "tests/Dockerfile").write_text(IMPORTER_IMAGE)  # an importer's verifier image
    for folder in ("tests/gold", "solution/answer"):
        (leaf / folder).mkdir(parents=True)
        (leaf / folder / "answer.json").write_text(ANSWER)
    return leaf


def exposed(leaf: Path) -> list[str]:
    (report,) = validate_harbor([leaf])
    return [v.path for v in report.violations if v.code == "gold-exposed"]


def copy_line(leaf: Path, line: str) -> None:
    with open(leaf / "environment/Dockerfile", "a") as handle:
        handle.write(line + "\n")


def test_an_imported_leaf_with_its_gold_kept_out_is_clean(leaf: Path) -> None:
    imported(leaf)
    copy_line(leaf, "COPY --chown=solver:solver data/ /app/data/")
    copy_line(leaf, "ADD solutions.txt /app/")  # a name that merely begins like solution/
    assert exposed(leaf) == []


@pytest.mark.parametrize("line", [
    "COPY solution/ /app/",
    "COPY ./solution/answer/answer.json /app/hint.json",
    "ADD --chown=solver:solver solution /app/oracle",
    "copy tests/gold/ /app/hints/",
    "COPY data/ ../tests /app/",
    "COPY /tests/gold /app/gold",
    "COPY .//solution//answer /app/",
])
def test_a_dockerfile_copying_tests_or_solution_is_refused(leaf: Path, line: str) -> None:
    imported(leaf)
    copy_line(leaf, line)
    (found,) = exposed(leaf)
    assert found.endswith("environment/Dockerfile:" + str(len((leaf / "environment/Dockerfile").read_text().splitlines())))
    done = run_sab("validate-harbor", str(leaf), cwd=leaf)
    assert done.returncode == 1 and "[gold-exposed]" in done.stdout, done.stdout


def test_a_copy_of_the_oracle_answer_alone_is_refused(leaf: Path) -> None:
    """solution/answer/ is gold too, even when tests/gold/ holds something else."""
    imported(leaf)
    (leaf / "tests/gold/answer.json").write_text('{"accuracy": 0.5}\n')
    (leaf / "solution/answer/answer.json").write_text('{"oracle": [3.25, 6.5]}\n')
    (leaf / "environment/oracle.json").write_text('{"oracle": [3.25, 6.5]}\n')
    (report,) = validate_harbor([leaf])
    assert [(v.code, v.path) for v in report.violations] == [("gold-exposed", f"{report.leaf}/environment/oracle.json")]


@pytest.mark.parametrize(("a", "b", "same"), [
    (1, 1.0, True), (True, 1, False), (1, True, False), (True, True, True), (False, True, False),
    (0.5, 0.25, False), (10**400, 10**400, True), (10**400, 10**400 + 1, False), (10**400, 1.0, False),
    ({"a": 1}, {"a": 1.0}, True), ({"a": 1}, {"b": 1}, False), ({"a": 1}, {"a": 2}, False),
    ({"a": True}, {"a": 1}, False), ({"a": 1}, [1], False), ([1], {"a": 1}, False), ({"a": 1}, "a", False),
    ([1, 2], [1.0, 2.0], True), ([1, 2], [1, 2, 3], False), ([1, 2], [2, 1], False), ([1, 2], [1, 3], False),
    ([], [], True), ([1], [True], False), ([[1, {"x": 2}]], [[1.0, {"x": 2.0}]], True),
    ("x", "x", True), ("x", "y", False), (None, None, True), ("1", 1, False), (1, "1", False), (None, 0, False),
])
def test_json_values_are_the_same_as_data(a, b, same: bool) -> None:
    from sab.validate.harbor import _same

    assert _same(a, b) is same and _same(b, a) is same
