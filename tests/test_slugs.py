"""Slug permanence (`sab check --base REF`, section slugs) and retired slugs kept resolvable in
registry.json with their status."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from conftest import make_leaf, run_sab
from sab import registry
from sab.config import load_settings
from sab.sources import third_party
from test_sources_check import git


def set_meta(leaf: Path, **values: str) -> None:
    toml = leaf / "task.toml"
    lines = []
    for line in toml.read_text().splitlines():
        key = line.split("=", 1)[0].strip()
        if key in values and not line.startswith("#"):
            line = f'{key} = "{values[key]}"'
        lines.append(line)
    toml.write_text("\n".join(lines) + "\n")


@pytest.fixture
def published(repo: Path) -> Path:
    """A repository on main with two leaves, demo/solver published and demo/mesher a draft."""
    make_leaf(repo, module="solver")
    make_leaf(repo, module="mesher")
    set_meta(repo / "tasks/demo/solver", status="published")
    third_party.write(repo)
    git(repo, "init", "-q")
    git(repo, "add", "-A")
    git(repo, "commit", "-q", "-m", "leaves")
    registry.write(load_settings(repo))
    git(repo, "add", "-A")
    git(repo, "commit", "-q", "-m", "registry")
    git(repo, "checkout", "-q", "-b", "change")
    return repo


def check_slugs(repo: Path) -> tuple[int, list[str]]:
    done = run_sab("check", "--base", "main", "--only", "slugs", cwd=repo)
    assert done.returncode in (0, 1), done.stderr
    return done.returncode, [line for line in done.stdout.splitlines() if line.startswith("[")]


def test_renaming_a_published_slug_is_an_error(published: Path) -> None:
    assert check_slugs(published) == (0, [])
    solver = published / "tasks/demo/solver"
    set_meta(solver, name="testorg/demo-solver-v2", slug="demo-solver-v2")
    code, lines = check_slugs(published)
    assert code == 1 and len(lines) == 1
    assert lines[0].startswith("[slug-removed] tasks/demo/solver/task.toml: slug 'demo-solver' was published at main "
                               "and no leaf has it now (that folder's slug is now 'demo-solver-v2')")
    assert 'status = "retired"' in lines[0]


def test_moving_a_published_leaf_away_is_an_error_and_retiring_it_keeps_it_resolvable(published: Path) -> None:
    shutil.move(published / "tasks/demo/solver", published / "tasks/demo/solver2")
    set_meta(published / "tasks/demo/solver2", name="testorg/demo-solver2", slug="demo-solver2")
    code, lines = check_slugs(published)
    assert code == 1 and [line.split(":")[0] for line in lines] == ["[slug-removed] tasks/demo/solver/task.toml"]

    # the fix the message names: keep the published leaf, retired
    git(published, "checkout", "-q", "main", "--", "tasks/demo/solver")
    set_meta(published / "tasks/demo/solver", status="retired")
    assert check_slugs(published) == (0, [])
    run_sab("registry", cwd=published, check=True)
    datasets = json.loads((published / "registry.json").read_text())
    assert [d["name"] for d in datasets] == ["testset", "testset-retired"]
    assert [t["name"] for t in datasets[0]["tasks"]] == ["testorg/demo-solver2"]  # the new slug, published
    (retired,) = datasets[1]["tasks"]
    assert retired["name"] == "testorg/demo-solver" and retired["status"] == "retired"
    assert retired["path"] == "tasks/demo/solver" and retired["git_commit_id"] == git(published, "rev-parse", "main~1")
    index = json.loads((published / "registry/index.json").read_text())
    assert {e["slug"]: e["status"] for e in index["leaves"]} == {"demo-mesher": "draft", "demo-solver": "retired",
                                                                  "demo-solver2": "published"}
    done = run_sab("check", "--base", "main", "--only", "slugs", "--only", "registry", cwd=published)
    assert done.returncode == 0, done.stdout


def test_a_published_slug_turned_draft_or_deleted(published: Path) -> None:
    set_meta(published / "tasks/demo/solver", status="draft")
    code, lines = check_slugs(published)
    assert code == 1 and lines[0].startswith("[slug-unpublished] tasks/demo/solver/task.toml: slug 'demo-solver' was "
                                             "published at main and is a draft now")
    set_meta(published / "tasks/demo/solver", status="retired")
    git(published, "commit", "-q", "-am", "retire the solver")
    git(published, "branch", "-f", "retired-base")
    shutil.rmtree(published / "tasks/demo/solver")
    done = run_sab("check", "--base", "retired-base", "--only", "slugs", cwd=published)
    assert done.returncode == 1 and "[slug-removed] tasks/demo/solver/task.toml: slug 'demo-solver' was retired" in done.stdout


def test_drafts_may_come_and_go_and_slugs_need_a_base(published: Path) -> None:
    shutil.rmtree(published / "tasks/demo/mesher")
    assert check_slugs(published) == (0, [])
    done = run_sab("check", "--only", "slugs", "--json", cwd=published)
    assert done.returncode == 0 and json.loads(done.stdout)["problems"] == []


def test_check_rules_list_the_slug_codes() -> None:
    from sab.model.rules import Command, Rule, rules_of
    from sab.validate.repository import SECTIONS

    assert "slugs" in SECTIONS and {Rule.SLUG_REMOVED, Rule.SLUG_UNPUBLISHED} <= set(rules_of(Command.CHECK))
