"""The one catalogue of violation codes: every code a validator reports is in it, every entry is
reported somewhere, and `sab rules` lists all of it."""

from __future__ import annotations

import ast
import functools
import json
from pathlib import Path

import pytest

import sab
from conftest import run_sab
from sab.model.rules import Command, Rule, rules_of
from sab.validate.report import LeafReport, Violation

PACKAGE = Path(sab.__file__).parent
CATALOGUE = PACKAGE / "model" / "rules.py"
# Calls that take a violation code as their first argument.
EMITTERS = {"Violation", "LayoutProblem"}
REPORTS = {"report", "result"}


def _sab_modules() -> list[Path]:
    """sab's own code; the templates are files of a leaf, not sab's."""
    return [path for path in PACKAGE.rglob("*.py") if "templates" not in path.relative_to(PACKAGE).parts]


@functools.cache
def _scan() -> tuple[dict[str, list[str]], list[str]]:
    """Rule members named outside the catalogue (member -> where), and emitters given a plain string."""
    named: dict[str, list[str]] = {}
    plain: list[str] = []
    for path in _sab_modules():
        if path == CATALOGUE:
            continue
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"), filename=str(path))):
            where = f"{path.relative_to(PACKAGE)}:{getattr(node, 'lineno', 0)}"
            if isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name) and node.value.id == "Rule":
                named.setdefault(node.attr, []).append(where)
            if not isinstance(node, ast.Call) or not node.args:
                continue
            func = node.func
            emits = (isinstance(func, ast.Name) and func.id in EMITTERS) or (
                isinstance(func, ast.Attribute) and func.attr == "add"
                and isinstance(func.value, ast.Name) and func.value.id in REPORTS)
            first = node.args[0]
            if emits and isinstance(first, ast.Constant) and isinstance(first.value, str):
                plain.append(f"{where}: {first.value!r}")
    return named, plain


def test_every_code_emitted_is_a_catalogue_member() -> None:
    named, plain = _scan()
    unknown = {name: places for name, places in named.items() if name not in Rule.__members__}
    assert unknown == {}
    assert plain == [], "violation codes are sab.model.rules.Rule members, never plain strings"


def test_every_catalogue_entry_is_reported_somewhere() -> None:
    named, _ = _scan()
    assert [rule.name for rule in Rule if rule.name not in named] == []


def test_a_report_refuses_a_code_outside_the_catalogue() -> None:
    with pytest.raises(TypeError, match="not a sab.model.rules.Rule"):
        LeafReport("tasks/demo/solver").add("not-a-code", "tasks/demo/solver/task.toml", "detail")
    with pytest.raises(TypeError):
        Violation("symlink", "path", "a string equal to a code is still refused")


def test_codes_are_unique_kebab_names_with_a_meaning_and_a_command() -> None:
    for rule in Rule:
        assert rule.value == rule.name.lower().replace("_", "-")
        assert rule.meaning.strip() and rule.commands and all(isinstance(c, Command) for c in rule.commands)
    assert {rule for command in Command for rule in rules_of(command)} == set(Rule)


def test_sab_rules_lists_the_whole_catalogue(tmp_path: Path) -> None:
    listed = json.loads(run_sab("rules", "--json", cwd=tmp_path, check=True).stdout)
    assert sorted(listed) == sorted(rule.value for rule in Rule)
    assert listed["source-modified"] == {"commands": ["check"], "meaning": Rule.SOURCE_MODIFIED.meaning}
    assert listed["task-name-mismatch"]["commands"] == ["validate-harbor", "check"]
    lines = run_sab("rules", cwd=tmp_path, check=True).stdout.splitlines()
    assert [line.split()[0] for line in lines] == [rule.value for rule in Rule]
