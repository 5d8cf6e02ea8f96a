"""Text files compared line by line (only the lines that differ parsed) reach exactly the verdict
of the full parse of both files: the same pass or fail, distance, bound fraction, worst location,
counts and reason, whatever the files hold."""

from __future__ import annotations

import json
from pathlib import Path
from types import ModuleType

import numpy as np
import pytest

from sab.grader.assemble import render

ROWS = 3000


@pytest.fixture(scope="module")
def grader() -> ModuleType:
    module = ModuleType("validate_text_lines")
    exec(compile(render(), "validate.py", "exec"), module.__dict__)
    module.TEXT_BLOCK_BYTES = 8192  # many blocks, so runs cross block boundaries
    return module


def lines(seed: int = 3) -> list[str]:
    values = np.random.default_rng(seed).standard_normal((ROWS, 4))
    return [" ".join(repr(float(v)) for v in row) for row in values]


def scaled(text: str, factor: float) -> str:
    """TEXT with its numbers scaled by FACTOR (labels kept)."""
    return " ".join(token if token.startswith(("l", "#")) else repr(float(token) * factor) for token in text.split())


def some_perturbed(reference: list[str], factor: float = 1 + 1e-12) -> list[str]:
    return [scaled(line, factor) if i % 100 == 7 else line for i, line in enumerate(reference)]


def case(name: str) -> tuple[list[str], list[str], dict]:
    """(reference lines, candidate lines, rubric options) of one named case."""
    ref = lines()
    if name == "one in a hundred perturbed":
        return ref, some_perturbed(ref), {}
    if name == "one perturbed beyond the bound":
        cand = list(ref)
        cand[1234] = scaled(cand[1234], 1 + 1e-3)
        return ref, cand, {}
    if name == "identical":
        return ref, list(ref), {}
    if name == "identical with a zero difference only":
        return ref, [line.replace("e-0", "e-00", 1) if i == 50 else line for i, line in enumerate(ref)], {}
    if name == "headers, comments and blank lines":
        ref = ["# t x y z", *ref[:1000], "", "   ", "# restart", *ref[1000:]]
        cand = some_perturbed(ref)
        cand[2] = cand[2] + "  # trailing note"
        return ref, cand, {}
    if name == "nan and inf, the same in both":
        ref[10] = "nan inf -inf 1.0"
        return ref, some_perturbed(ref), {}
    if name == "selected columns":
        return ref, some_perturbed(ref), {"columns": [3, 1]}
    if name == "a label column":
        ref = [f"{line} label{i}" for i, line in enumerate(ref)]
        return ref, some_perturbed(ref), {"columns": [0, 2]}
    if name == "skipped rows":
        return ["a header", "of two lines", *ref], ["a header", "of two lines", *some_perturbed(ref)], {"skip_rows": 2}
    if name == "a candidate row missing":
        return ref, ref[:1500] + ref[1501:], {}
    if name == "a candidate row added":
        return ref, ref[:1500] + ["1 2 3 4"] + ref[1500:], {}
    if name == "a candidate column missing":
        cand = list(ref)
        cand[2000] = " ".join(cand[2000].split()[:3])
        return ref, cand, {}
    if name == "a malformed candidate number":
        cand = list(ref)
        cand[2000] = "1-2 " + cand[2000].split(" ", 1)[1]
        return ref, cand, {}
    if name == "a non-numeric candidate token":
        cand = list(ref)
        cand[2500] = "x " + cand[2500].split(" ", 1)[1]
        return ref, cand, {}
    if name == "a malformed reference line, the same in both":
        ref[700] = "1.2.3 " + ref[700].split(" ", 1)[1]
        return ref, some_perturbed(ref), {}
    if name == "every line perturbed":
        return ref, [scaled(line, 1 + 1e-12) for line in ref], {}
    if name == "windows line ends":
        ref = [line + "\r" for line in ref]
        return ref, some_perturbed(ref), {}
    raise KeyError(name)


CASES = ["one in a hundred perturbed", "one perturbed beyond the bound", "identical",
         "identical with a zero difference only", "headers, comments and blank lines",
         "nan and inf, the same in both", "selected columns", "a label column", "skipped rows",
         "a candidate row missing", "a candidate row added", "a candidate column missing",
         "a malformed candidate number", "a non-numeric candidate token",
         "a malformed reference line, the same in both", "every line perturbed", "windows line ends"]


def verdict(grader: ModuleType, root: Path, spec: dict, every_pair: bool) -> str:
    grader.Comparator.keeps_every_pair = every_pair
    try:
        entry = grader.compare_file(str(root / "reference"), str(root / "candidate"), spec)
    except grader.WiringError as exc:
        entry = {"wiring error": str(exc)}
    finally:
        grader.Comparator.keeps_every_pair = False
    return json.dumps(grader.sanitize(entry), sort_keys=True)


@pytest.mark.parametrize("name", CASES)
def test_line_by_line_gives_the_verdict_of_the_full_parse(grader: ModuleType, tmp_path: Path, name: str) -> None:
    reference, candidate, options = case(name)
    for side, text in (("reference", reference), ("candidate", candidate)):
        (tmp_path / side).mkdir()
        (tmp_path / side / "out.txt").write_text("\n".join(text) + "\n")
    spec = {"path": "out.txt", "format": "text", "atol": 0.0, "rtol": 1e-9, "comments": ("#",),
            "skip_rows": 0, "columns": None, **options}
    with np.errstate(invalid="ignore"):
        assert verdict(grader, tmp_path, spec, every_pair=False) == verdict(grader, tmp_path, spec, every_pair=True)


def test_the_few_differing_lines_are_all_that_is_parsed(grader: ModuleType, tmp_path: Path, monkeypatch) -> None:
    reference, candidate, _ = case("one in a hundred perturbed")
    for side, text in (("reference", reference), ("candidate", candidate)):
        (tmp_path / side).mkdir()
        (tmp_path / side / "out.txt").write_text("\n".join(text) + "\n")
    parsed = []
    real = grader.parse_block
    monkeypatch.setitem(grader.__dict__, "parse_block", lambda text, spec: parsed.append(text) or real(text, spec))
    spec = {"path": "out.txt", "format": "text", "atol": 0.0, "rtol": 1e-9, "comments": ("#",),
            "skip_rows": 0, "columns": None}
    entry = grader.compare_file(str(tmp_path / "reference"), str(tmp_path / "candidate"), spec)
    assert entry["passed"] and entry["compared"] == ROWS * 4
    assert sum(text.count(b"\n") for text in parsed) == 2 * (ROWS // 100)
