"""`sab score super|airs`: a result for a leaf outside the selected set is refused, naming its
line, never folded into the mean (three leaves and four results would make a SUPER mean of 1.33)."""

from __future__ import annotations

from pathlib import Path

import pytest

from conftest import run_sab
from importer_fixtures import make_repo
from test_import_scoring import TOY, fake_leaf, jsonl


def selected(root: Path, benchmark: str) -> Path:
    repo = make_repo(root)
    for name in ("a", "b", "c"):
        fake_leaf(repo / "tasks", benchmark, name, scoring=TOY if benchmark == "airs" else None)
    return repo


def result(benchmark: str, leaf: str) -> dict:
    if benchmark == "super":
        return {"leaf": leaf, "output_match": 1.0}
    return {"leaf": leaf, "valid_submission": True, "metric_value": 0.0}


@pytest.mark.parametrize("benchmark", ["super", "airs"])
@pytest.mark.parametrize("outsider", ["d", "tasks/super/d", "tasks/other/zz"])
def test_a_result_outside_the_selection_is_refused(tmp_path: Path, benchmark: str, outsider: str) -> None:
    from sab.errors import SabError
    from sab.importers.scoring import score_airs, score_super

    repo = selected(tmp_path / "repo", benchmark)
    lines = [result(benchmark, name) for name in ("a", "b", "c")]
    results = jsonl(tmp_path / "r.jsonl", lines[:2] + [result(benchmark, outsider)] + lines[2:])
    score = {"super": score_super, "airs": score_airs}[benchmark]
    name = outsider.rsplit("/", 1)[-1]
    with pytest.raises(SabError, match=f"line 3: '{name}' is not among the selected leaves"):
        score(results, start=repo)
    done = run_sab("score", benchmark, str(results), "--json", cwd=repo)
    assert done.returncode == 2 and done.stdout == "" and "Traceback" not in done.stderr, done.stderr
    assert done.stderr.startswith(f"error: {results}: line 3: '{name}' is not among the selected leaves"), done.stderr



@pytest.mark.parametrize("benchmark", ["super", "airs"])
def test_an_unknown_expected_set_is_an_error_naming_the_place_the_flag_and_the_fix(tmp_path: Path, benchmark: str) -> None:
    """Each way the expected set of leaves cannot be known says where it looked, which flag sets
    it, and how to fix it: a --tasks that is not a folder or holds no imported leaf, no repository
    at all, a repository with no imported leaf of the benchmark."""
    from sab.errors import SabError
    from sab.importers.scoring import expected_set

    def refusal(**arguments) -> tuple:
        with pytest.raises(SabError) as raised:
            expected_set(benchmark, **arguments)
        error = raised.value
        return error.message, error.file, error.field, error.fix

    fix = f"pass --tasks DIR (the imported {benchmark} leaves that were run), or run `sab import {benchmark}` first"
    (tmp_path / "file").write_text("")
    (tmp_path / "empty").mkdir()
    (tmp_path / "nowhere").mkdir()
    assert refusal(tasks=tmp_path / "file") == ("not a directory", str(tmp_path / "file"), "--tasks", None)
    assert refusal(tasks=tmp_path / "empty") == (f"no imported {benchmark} leaf under this directory",
                                                 str(tmp_path / "empty"), "--tasks", None)
    assert refusal(start=tmp_path / "nowhere") == (
        f"no repository here, so the expected set of {benchmark} tasks is unknown", None, "--tasks", fix)
    repo = make_repo(tmp_path / "repo")
    assert refusal(start=repo) == (f"no imported {benchmark} leaf, so the expected set of tasks is unknown",
                                   str(repo / "tasks" / benchmark), None, fix)
    assert set(expected_set(benchmark, start=selected(tmp_path / "full", benchmark))) == {"a", "b", "c"}
