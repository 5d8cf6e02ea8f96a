"""validate.py assembled from sab's grader parts: one check's file holds what its rubric uses and
nothing else, the same rubric always gives the same text, every assembly is whole (no name left
undefined), and sab and validate.py accept and refuse the same rubrics."""

from __future__ import annotations

import builtins
import dis
import itertools
import json
import subprocess
import sys
from pathlib import Path
from types import CodeType, ModuleType

import numpy as np
import pytest

from sab.errors import FileFormatError
from sab.grader.assemble import EVERYTHING, Needs, needs_of, render, render_for
from sab.model.base import parse
from sab.model.rubric import Rubric

PROSE = {
    "check": "basic", "chaotic": False, "upstream_test": "tests/test_x.py", "configuration": "the fixed run",
    "observable": "the field", "expected_runtime_s": 1.0, "variant": "one ulp", "warrant": "deterministic",
}
NPY = {"path": "u.npy", "format": "npy", "atol": 1e-12, "rtol": 1e-9}
TEXT = {"path": "log.txt", "format": "text", "atol": 0, "rtol": 1e-9, "columns": [1]}
AGREEMENT = {"name": "energy", "kind": "agreement", "file": "log.txt", "format": "text", "column": 1,
             "statistic": "mean", "atol": 0, "rtol": 1e-3}
COVERAGE = {"file": "log.txt", "format": "text", "progress": {"column": 0, "atol": 0, "rtol": 1e-12}}


def rubric(policy: str, comparison: dict) -> dict:
    return dict(PROSE, policy=policy, comparison=comparison)


def model(policy: str, comparison: dict):
    return parse(Rubric, rubric(policy, comparison), "rubric.json")


def load(text: str, name: str) -> ModuleType:
    module = ModuleType(name)
    exec(compile(text, name, "exec"), module.__dict__)
    return module


def global_names(code: CodeType):
    """Every global a code object (and the functions and classes inside it) looks up."""
    for instruction in dis.get_instructions(code):
        if instruction.opname in ("LOAD_GLOBAL", "LOAD_NAME"):
            yield instruction.argval
    for constant in code.co_consts:
        if isinstance(constant, CodeType):
            yield from global_names(constant)


def test_the_same_rubric_gives_the_same_text_and_only_what_it_uses() -> None:
    npy_only = model("pointwise", {"files": [NPY]})
    assert render_for(npy_only) == render_for(model("pointwise", {"files": [dict(NPY, atol=1.0)]}))
    text = render_for(npy_only)
    assert "def compare_npy(" in text and "def judge_files(" in text
    for absent in ("def compare_text(", "def compare_json(", "def compare_raw(", "def judge_invariants(",
                   "def ks_statistic(", "def line_blocks("):
        assert absent not in text, absent
    judged = render_for(model("invariants", {"invariants": [AGREEMENT], "coverage": [COVERAGE]}))
    assert "def judge_agreement(" in judged and "def text_series(" in judged and "def line_blocks(" in judged
    for absent in ("def judge_drift(", "def ks_statistic(", "def compare_file(", "def npy_series(", "def npy_header("):
        assert absent not in judged, absent
    assert len(text.splitlines()) < len(render().splitlines()) * 0.6


EVERY_NEEDS = [
    *(Needs(file_formats=frozenset({fmt})) for fmt in sorted(EVERYTHING.file_formats)),
    *(Needs(series_formats=frozenset({fmt}), kinds=frozenset({kind}))
      for fmt, kind in itertools.product(sorted(EVERYTHING.series_formats), sorted(EVERYTHING.kinds))),
    Needs(file_formats=frozenset({"json"}), series_formats=frozenset({"f32"}), kinds=frozenset({"drift"})),
    EVERYTHING,
]


@pytest.mark.parametrize("needs", EVERY_NEEDS, ids=lambda needs: needs.summary().replace(" ", "-"))
def test_every_assembly_defines_every_name_it_uses(needs: Needs) -> None:
    text = render(needs)
    module = load(text, "validate_under_test")
    undefined = {name for name in global_names(compile(text, "validate.py", "exec"))
                 if name not in module.__dict__ and not hasattr(builtins, name)}
    assert not undefined
    assert text.startswith("#!/usr/bin/env python3\n") and "import numpy as np" in text
    assert not any(line.startswith("from sab") for line in text.splitlines())


def test_needs_follow_the_rubric() -> None:
    hybrid = model("hybrid", {"pointwise": {"files": [NPY, TEXT]},
                              "invariants": {"invariants": [AGREEMENT], "coverage": [COVERAGE]}})
    assert needs_of(hybrid) == Needs(frozenset({"npy", "text"}), frozenset({"text"}), frozenset({"agreement"}))


def run(script: Path, rubric_data: dict, reference: Path, candidate: Path) -> tuple[int, dict, str]:
    rubric_path = script.parent / "rubric.json"
    rubric_path.write_text(json.dumps(rubric_data))
    out = script.parent / "result.json"
    done = subprocess.run([sys.executable, str(script), "--reference", str(reference), "--candidate", str(candidate),
                           "--rubric", str(rubric_path), "--out", str(out)], capture_output=True, text=True, timeout=60)
    return done.returncode, json.loads(out.read_text()), done.stderr


@pytest.fixture
def runs(tmp_path: Path) -> tuple[Path, Path]:
    reference, candidate = tmp_path / "reference", tmp_path / "candidate"
    reference.mkdir()
    candidate.mkdir()
    np.save(reference / "u.npy", np.linspace(0.0, 1.0, 8))
    np.save(candidate / "u.npy", np.linspace(0.0, 1.0, 8))
    return reference, candidate


def test_a_validate_py_refuses_a_rubric_it_was_not_made_for(tmp_path: Path, runs) -> None:
    script = tmp_path / "validate.py"
    script.write_text(render_for(model("pointwise", {"files": [dict(NPY, path="other.npy")]})))
    code, result, _ = run(script, rubric("pointwise", {"files": [NPY]}), *runs)
    assert code == 0 and result["passed"] is True
    code, result, stderr = run(script, rubric("pointwise", {"files": [dict(TEXT, path="u.npy")]}), *runs)
    assert code == 2 and result["passed"] is False
    assert "cannot judge text files" in stderr and "sab sync" in stderr


def npy_with_shape(shape: tuple[int, ...], payload: bytes = b"") -> bytes:
    """A .npy file whose header claims SHAPE, with PAYLOAD as its data."""
    header = f"{{'descr': '<f8', 'fortran_order': False, 'shape': {shape}, }}".encode()
    header += b" " * (-(10 + len(header) + 1) % 64) + b"\n"
    return b"\x93NUMPY\x01\x00" + len(header).to_bytes(2, "little") + header + payload


HOSTILE_SHAPES = [(2**63 - 1, 0), (0, 2**63 - 1), (2**62, 2**62, 0), (1,) * 70]


@pytest.mark.parametrize("shape", HOSTILE_SHAPES, ids=lambda shape: f"{len(shape)}-d")
@pytest.mark.parametrize("policy", ["pointwise", "invariants"])
def test_a_crafted_npy_shape_is_a_failing_verdict(tmp_path: Path, runs, shape, policy: str) -> None:
    reference, candidate = runs
    np.save(reference / "u.npy", np.stack([np.arange(8.0), np.arange(8.0)], axis=1))
    (candidate / "u.npy").write_bytes(npy_with_shape(shape, b"\0" * 8 if len(shape) > 3 else b""))
    if policy == "pointwise":
        comparison = {"files": [NPY]}
    else:
        series = {"file": "u.npy", "format": "npy"}
        comparison = {"invariants": [dict(series, name="u", kind="drift", column=1, bound=1.0)],
                      "coverage": [dict(series, progress={"column": 0, "atol": 0, "rtol": 0})]}
    script = tmp_path / "validate.py"
    script.write_text(render_for(model(policy, comparison)))
    code, result, stderr = run(script, rubric(policy, comparison), reference, candidate)
    assert code == 0, stderr
    assert result["passed"] is False and result["distance"] is None
    assert "candidate" in result["reason"] and "internal error" not in result["reason"]


# Rubrics sab must accept and refuse, each with the verdict it should get; validate.py must agree.
COMPARISONS = {
    "npy file": (True, "pointwise", {"files": [NPY]}),
    "text columns split by scale": (True, "pointwise", {"files": [TEXT, dict(TEXT, columns=[0, 2], atol=1.0)]}),
    "raw header": (True, "pointwise", {"files": [{"path": "a.f64", "format": "f64", "atol": 0, "rtol": 0,
                                                  "skip_header_bytes": 16}]}),
    "json file": (True, "pointwise", {"files": [{"path": "./out//a.json", "format": "json", "atol": 0, "rtol": 0}]}),
    "invariants": (True, "invariants", {"invariants": [AGREEMENT], "coverage": [COVERAGE]}),
    "hybrid": (True, "hybrid", {"pointwise": {"files": [NPY]},
                                "invariants": {"invariants": [AGREEMENT], "coverage": [COVERAGE]}}),
    "tolerance as a string": (False, "pointwise", {"files": [dict(NPY, atol="1e-12")]}),
    "tolerance as a boolean": (False, "pointwise", {"files": [dict(NPY, rtol=True)]}),
    "negative tolerance": (False, "pointwise", {"files": [dict(NPY, atol=-1.0)]}),
    "unknown key": (False, "pointwise", {"files": [dict(NPY, tolerance=1)]}),
    "key of another format": (False, "pointwise", {"files": [dict(NPY, skip_rows=1)]}),
    "path leaving the run": (False, "pointwise", {"files": [dict(NPY, path="../u.npy")]}),
    "absolute path": (False, "pointwise", {"files": [dict(NPY, path="/tmp/u.npy")]}),
    "path naming no file": (False, "pointwise", {"files": [dict(NPY, path="./")]}),
    "file listed twice": (False, "pointwise", {"files": [NPY, NPY]}),
    "a column graded twice": (False, "pointwise", {"files": [TEXT, dict(TEXT, columns=[1, 2])]}),
    "empty columns": (False, "pointwise", {"files": [dict(TEXT, columns=[])]}),
    "boolean column": (False, "pointwise", {"files": [dict(TEXT, columns=[True])]}),
    "real skip_rows": (False, "pointwise", {"files": [dict(TEXT, skip_rows=1.0)]}),
    "blank comment marker": (False, "pointwise", {"files": [dict(TEXT, comments=" #")]}),
    "no files": (False, "pointwise", {"files": []}),
    "unknown format": (False, "pointwise", {"files": [dict(NPY, format="hdf5")]}),
    "unknown policy": (False, "loose", {"files": [NPY]}),
    "policy of another comparison": (False, "invariants", {"files": [NPY]}),
    "no coverage": (False, "invariants", {"invariants": [AGREEMENT]}),
    "coverage without progress": (False, "invariants", {"invariants": [AGREEMENT],
                                                        "coverage": [{"file": "log.txt", "format": "text"}]}),
    "file not covered": (False, "invariants", {"invariants": [AGREEMENT, dict(AGREEMENT, name="b", file="b.txt")],
                                               "coverage": [COVERAGE]}),
    "rows false without progress": (False, "invariants", {"invariants": [AGREEMENT], "coverage": [
        COVERAGE, {"file": "b.txt", "format": "text", "rows": False}]}),
    "invariant names repeated": (False, "invariants", {"invariants": [AGREEMENT, AGREEMENT], "coverage": [COVERAGE]}),
    "invariant name not kebab": (False, "invariants", {"invariants": [dict(AGREEMENT, name="Energy")],
                                                       "coverage": [COVERAGE]}),
    "raw series with a column": (False, "invariants", {
        "invariants": [{"name": "q", "kind": "drift", "file": "q.f64", "format": "f64", "column": 0, "bound": 1}],
        "coverage": [{"file": "q.f64", "format": "f64", "progress": {"atol": 0, "rtol": 0}}]}),
    "unknown statistic": (False, "invariants", {"invariants": [dict(AGREEMENT, statistic="median")],
                                                "coverage": [COVERAGE]}),
    "key of another kind": (False, "invariants", {"invariants": [dict(AGREEMENT, bound=1.0)], "coverage": [COVERAGE]}),
    "hybrid with a part missing": (False, "hybrid", {"pointwise": {"files": [NPY]}}),
}


@pytest.mark.parametrize("label", list(COMPARISONS))
def test_sab_and_validate_py_give_the_same_verdict(tmp_path: Path, label: str) -> None:
    expected, policy, comparison = COMPARISONS[label]
    path = tmp_path / "rubric.json"
    path.write_text(json.dumps(rubric(policy, comparison)))
    try:
        parse(Rubric, json.loads(path.read_text()), path)
        sab_accepts = True
    except FileFormatError:
        sab_accepts = False
    grader = load(render(), "validate_full")
    try:
        grader.load_rubric(str(path))
        grader_accepts = True
    except grader.WiringError:
        grader_accepts = False
    assert (sab_accepts, grader_accepts) == (expected, expected)
