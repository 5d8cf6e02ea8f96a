"""Every code `sab check` reports, each pinned to a change of a sound repository that breaks only
that rule (the slug codes need a second commit: tests/test_slugs.py)."""

from __future__ import annotations

import shutil
from pathlib import Path
from typing import Callable

import pytest

from conftest import make_leaf
import test_fingerprint
import test_sources_check
from snapshot import assert_recorded, findings
from sab.config import load_settings
from sab.errors import SabError
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
    problems = run_check(settings, "main", [section]).problems
    assert {problem.code for problem in problems} == {rule}
    assert_recorded("check_rules", rule.value, findings(problems, root=committed))


# In process, what tests/test_sources_check.py checks through the command: the gate's three kinds of
# missing file, which sources a base gates, the refusals, and every section's findings at once.


@pytest.mark.parametrize("damage", ["missing", "empty", "symlink", "directory"])
def test_the_gate_names_each_damaged_report_file(committed: Path, damage: str) -> None:
    reports = new_source(committed)
    html = reports / "codebase-metadata.html"
    html.unlink()
    if damage == "empty":
        html.write_text("")
    elif damage == "symlink":
        html.symlink_to("codebase-metadata.md")
    elif damage == "directory":
        html.mkdir()
    result = run_check(load_settings(committed), "main", ["gate"])
    assert result.gated == ["newcode"] and result.sections == ["gate"] and not result.passed
    assert_recorded("check_rules", f"gate-{damage}", findings(result.problems, root=committed))


def test_a_base_gates_only_the_sources_new_since_it(committed: Path) -> None:
    new_source(committed)
    settings = load_settings(committed)
    against_main = run_check(settings, "main", ["gate"])
    assert against_main.passed and against_main.gated == ["newcode"]
    assert against_main.base == "main" and against_main.base_commit == test_sources_check.git(committed, "rev-parse", "main")
    without_base = run_check(settings, None, ["gate"])
    assert without_base.gated == ["demo", "newcode"] and without_base.base_commit is None
    assert without_base.as_dict() == {"passed": True, "base": None, "base_commit": None, "gated_sources": ["demo", "newcode"],
                                      "sections": ["gate"], "problems": []}


@pytest.mark.parametrize("ref", ["no-such-branch", "0" * 40])
def test_a_base_git_cannot_resolve_is_refused_before_any_work(committed: Path, ref: str) -> None:
    with pytest.raises(SabError) as refused:
        run_check(load_settings(committed), ref)
    error = refused.value
    assert error.message == f"cannot resolve --base {ref!r} to a commit of this repository"
    assert error.field == "--base" and "fetch-depth: 0" in error.fix and "git fetch origin" in error.fix


def test_an_unknown_section_is_refused_with_the_choices(committed: Path) -> None:
    with pytest.raises(SabError) as refused:
        run_check(load_settings(committed), None, ["leaves", "licence"])
    assert refused.value.message == "unknown section 'licence'" and refused.value.field == "--only"
    assert refused.value.fix == "choose from leaves, registry, licenses, reports, sources, gate, slugs"


def test_every_section_reports_its_findings_together(committed: Path) -> None:
    _edit(committed / "tasks/demo/solver/task.toml", 'status = "draft"', 'status = "finished"')
    (committed / "code/demo/solver.py").write_text("print('edited')\n")
    (committed / "code/demo/added.py").write_text("print('new')\n")
    (committed / "code/demo/tests/test_solver.py").unlink()
    (committed / "code/linked").symlink_to("demo")
    (committed / "THIRD-PARTY-LICENSES.md").write_text("stale\n")
    (committed / "codebase-reports/demo/codebase-metadata.md").write_text("stale\n")
    result = run_check(load_settings(committed), "main")
    assert result.sections == ["leaves", "registry", "licenses", "reports", "sources", "gate", "slugs"]
    assert_recorded("check_rules", "every-section", findings(result.problems, root=committed))


def test_a_licenses_file_that_cannot_be_read_is_a_report_problem(committed: Path) -> None:
    (committed / "codebase-reports/demo/codebase-metadata.json").write_text("{\n")
    result = run_check(load_settings(committed), None, ["licenses", "sources"])
    assert_recorded("check_rules", "unreadable-metadata", findings(result.problems, root=committed))


def test_without_git_a_base_is_refused_with_the_fix(committed: Path, monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setenv("PATH", str(tmp_path / "empty"))
    with pytest.raises(SabError) as refused:
        run_check(load_settings(committed), "main", ["gate"])
    assert refused.value.message == "git is not installed"
    assert refused.value.fix == "install git; the report gate compares against a git revision"


def test_each_broken_leaf_and_source_is_reported_not_only_the_first(committed: Path) -> None:
    make_leaf(committed, module="mesher")
    (committed / "tasks/demo/mesher/task.toml").write_text("schema_version = [\n")  # a manifest that is no TOML
    make_leaf(committed, module="solver2")
    _edit(committed / "tasks/demo/solver2/task.toml", 'name = "testorg/demo-solver2"', 'name = "testorg/other-solver2"')
    new_source(committed, "alpha")
    new_source(committed, "beta")
    for name in ("alpha", "beta"):
        metadata = committed / f"codebase-reports/{name}/codebase-metadata.json"
        metadata.write_text(metadata.read_text().replace('"fingerprint"', '"fingerprint_"', 1))
    shutil.rmtree(committed / "code/demo")
    problems = run_check(load_settings(committed), None, ["leaves", "reports", "sources"]).problems
    assert_recorded("check_rules", "broken-leaves-and-sources", findings(problems, root=committed))
    alone = run_check(load_settings(committed), None, ["sources"]).problems
    assert_recorded("check_rules", "broken-sources-alone", findings(alone, root=committed))


def test_slug_permanence_is_checked_against_the_base_only(committed: Path) -> None:
    _edit(committed / "tasks/demo/solver/task.toml", 'status = "draft"', 'status = "published"')
    test_sources_check.git(committed, "commit", "-qam", "publish")
    settings = load_settings(committed)
    assert run_check(settings, "main", ["slugs"]).passed
    _edit(committed / "tasks/demo/solver/task.toml", 'status = "published"', 'status = "draft"')
    assert run_check(settings, None, ["slugs"]).passed  # no base: nothing to compare with
    problems = run_check(settings, "main", ["slugs"]).problems
    assert_recorded("check_rules", "slug-unpublished-against-main", findings(problems, root=committed))
