"""Every code `sab check` reports, each pinned to a change of a sound repository that breaks only
that rule (the slug codes need a second commit: tests/test_slugs.py)."""

from __future__ import annotations

import shutil
from pathlib import Path
from typing import Callable

import pytest

import test_fingerprint
import test_sources_check
from sab.config import load_settings
from sab.model.rules import Command, Rule, rules_of
from sab.validate.repository import run_check

committed = test_sources_check.committed  # the sound repository, committed on main
new_source = test_sources_check.new_source
PINNED_ELSEWHERE = {Rule.SLUG_REMOVED, Rule.SLUG_UNPUBLISHED}


def _edit(path: Path, old: str, new: str) -> None:
    text = path.read_text()
    assert old in text, f"{old!r} not in {path}"
    path.write_text(text.replace(old, new))


def _new_source_without_its_page(repo: Path) -> None:
    (new_source(repo) / "codebase-metadata.html").unlink()


# Each breaker and the section that sees it; every section runs against the base revision main.
BREAKERS: dict[Rule, tuple[str, Callable[[Path], object]]] = {
    Rule.MANIFEST_INVALID: ("leaves", lambda repo: _edit(repo / "tasks/demo/solver/task.toml",
                                                          'status = "draft"', 'status = "finished"')),
    Rule.TASK_NAME_MISMATCH: ("leaves", lambda repo: _edit(repo / "tasks/demo/solver/task.toml",
                                                            'name = "testorg/demo-solver"', 'name = "testorg/elsewhere"')),
    Rule.SOURCE_UNRECORDED: ("leaves", lambda repo: shutil.rmtree(repo / "codebase-reports/demo")),
    Rule.REGISTRY_STALE: ("registry", lambda repo: (repo / "registry/index.json").write_text("{}\n")),
    Rule.LICENSES_STALE: ("licenses", lambda repo: (repo / "THIRD-PARTY-LICENSES.md").write_text("stale\n")),
    Rule.REPORT_INVALID: ("reports", lambda repo: (repo / "codebase-reports/demo/modules.json").write_text("{\n")),
    Rule.REPORT_STALE: ("reports", lambda repo: (repo / "codebase-reports/demo/codebase-metadata.md").write_text("x\n")),
    Rule.SOURCE_MODIFIED: ("sources", lambda repo: (repo / "code/demo/solver.py").write_text("print('edited')\n")),
    Rule.SOURCE_OLD_FORMAT: ("sources", test_fingerprint._old_report),
    Rule.CODE_NOT_A_TREE: ("sources", lambda repo: (repo / "code/stray.txt").write_text("not a source\n")),
    Rule.REPORT_MISSING: ("gate", _new_source_without_its_page),
}


def test_every_check_rule_has_a_breaker() -> None:
    assert set(BREAKERS) | PINNED_ELSEWHERE == set(rules_of(Command.CHECK))


@pytest.mark.parametrize("rule", list(BREAKERS), ids=str)
def test_breaking_one_repository_rule_gives_exactly_its_code(committed: Path, rule: Rule) -> None:
    section, breaker = BREAKERS[rule]
    settings = load_settings(committed)
    assert run_check(settings, "main", [section]).problems == []
    breaker(committed)
    assert {problem.code for problem in run_check(settings, "main", [section]).problems} == {rule}
