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

