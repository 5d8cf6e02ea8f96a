"""One definition of a valid rubric: what sab's models accept, the stock validate.py accepts.

Each rubric below is loaded the way `sab lint` loads it (CheckPaths.rubric: strict JSON, then the
models) and given to the stock validate.py template (its main()), on real heat1d outputs that fit
every accepted rubric. The models accept it exactly when validate.py reaches a verdict (exit 0); a
rubric the models refuse is a wiring error there (exit 2), never a crash (exit 3) nor a verdict.
Beside it, the other files sab types refuse numbers that are not finite, strings and booleans.
"""

from __future__ import annotations

import contextlib
import io
import json
import shutil
from pathlib import Path

import numpy as np
import pytest

from conftest import PROJECT, copy_project, run_sab
from sab.errors import FileFormatError
from sab.leaf import CheckPaths, load_manifest
from sab.model.base import parse
from sab.model.rubric import Evidence, Proposal, Solve
from sab.model.target import TargetSpec
from grader_file import grader_module

CHECK = "sine-decay"
PROSE = {
    "check": CHECK, "chaotic": False, "upstream_test": "tests/test_decay.c", "configuration": "the fixed run",
    "observable": "the final field", "expected_runtime_s": 0.5, "variant": "one ulp of the diffusivity",
    "altbuild": None, "warrant": "the scheme is deterministic", "evidence": None, "proposal": None, "rulings": [],
}

# -- graded files: heat1d's real outputs, and the same values in the other formats ------------------


@pytest.fixture(scope="module")
def outputs(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, Path]:
    """(reference, candidate): the nominal outputs of sine-decay, plus state.npy (x and u as two
    columns), x.npy (1-D) and u.f32 (u as binary32), made from them; the candidate is a copy."""
    work = tmp_path_factory.mktemp("contract")
    repo = copy_project(work / "project")
    run_sab("run", "tasks/heat1d/solver", "--check", CHECK, "--out", "results", cwd=repo, check=True)
    reference = repo / "results" / CHECK
    x = np.frombuffer((reference / "x.f64").read_bytes(), dtype="<f8", offset=16)
    u = np.frombuffer((reference / "u_final.f64").read_bytes(), dtype="<f8", offset=16)
    np.save(reference / "state.npy", np.stack([x, u], axis=1))
    np.save(reference / "x.npy", x)
    (reference / "u.f32").write_bytes(u.astype("<f4").tobytes())
    candidate = work / "candidate"
    shutil.copytree(reference, candidate)
    return reference, candidate


def load_template(policy: str):
    """The whole grader (validate.py for every policy), loaded as a module of its own for POLICY
    (it has no side effects on import)."""
    return grader_module(f"contract_validate_{policy}")


def agree(outputs: tuple[Path, Path], tmp_path: Path, policy: str, cases: dict[str, str], accepted_labels) -> None:
    """Run every rubric text in CASES through the models and validate.py; assert they agree, and
    that exactly the cases labelled in ACCEPTED_LABELS are accepted (so a case meant to probe one
    side of the contract does not quietly test the other).

    validate.py's own main() runs in this process (one interpreter start per case would cost a
    minute); its exit status is main()'s return value.
    """
    reference, candidate = outputs
    validator = load_template(policy)
    disagreements, accepted_by_models = [], set()
    for index, (label, text) in enumerate(cases.items()):
        check = tmp_path / str(index) / CHECK
        check.mkdir(parents=True)
        (check / "rubric.json").write_text(text)
        try:
            CheckPaths(check).rubric()
            accepted, why = True, ""
        except FileFormatError as exc:
            accepted, why = False, str(exc)
        stderr = io.StringIO()
        with contextlib.redirect_stderr(stderr):
            code = validator.main(["--reference", str(reference), "--candidate", str(candidate),
                                   "--rubric", str(check / "rubric.json"), "--out", str(check / "out.json")])
        if accepted:
            accepted_by_models.add(label)
        if code not in (0, 2) or accepted != (code == 0):
            verdict = "accept" if accepted else f"refuse ({why})"
            disagreements.append(f"{label}: models {verdict}, validate.py exit {code} {stderr.getvalue().strip()}")
    assert not disagreements, "\n".join(disagreements)
    assert accepted_by_models == set(accepted_labels)
    assert len(cases) > 2 * len(accepted_by_models) > 0


def rubric_text(policy: str, comparison) -> str:
    return json.dumps({**PROSE, "policy": policy, "comparison": comparison})


def entry_text(policy: str, key: str, entries: list[str], **comparison) -> str:
    """A rubric whose comparison[KEY] is written as raw JSON texts (for 1e999, NaN, duplicate keys)."""
    body = json.dumps({**PROSE, "policy": policy, "comparison": {key: "@", **comparison}})
    return body.replace('"@"', f'[{", ".join(entries)}]', 1)


# -- pointwise -------------------------------------------------------------------------------------

NPY = {"path": "state.npy", "format": "npy", "atol": 1e-13, "rtol": 1e-10}
F64 = {"path": "u_final.f64", "format": "f64", "skip_header_bytes": 16, "atol": 1e-13, "rtol": 1e-10}
F32 = {"path": "u.f32", "format": "f32", "atol": 0, "rtol": 0}
TEXT = {"path": "history.txt", "format": "text", "comments": "#", "skip_rows": 0, "atol": 1e-13, "rtol": 1e-10}
JSON = {"path": "summary.json", "format": "json", "atol": 1e-13, "rtol": 1e-10}
BASES = {"npy": NPY, "f64": F64, "f32": F32, "text": TEXT, "json": JSON}

ACCEPTED_FILES = {
    "every format": [NPY, F64, F32, TEXT, JSON],
    "integer tolerances": [dict(F64, atol=0, rtol=1)],
    "large finite tolerances": [dict(NPY, atol=1e308, rtol=10**300)],
    "no header option": [{k: v for k, v in F64.items() if k != "skip_header_bytes"}],
    "another header": [dict(F64, skip_header_bytes=8)],
    "f32 header": [dict(F32, skip_header_bytes=4)],
    "text defaults": [{k: v for k, v in TEXT.items() if k not in ("comments", "skip_rows")}],
    "no comments, header row skipped": [dict(TEXT, comments=None, skip_rows=1)],
    "comment markers": [dict(TEXT, comments=["#", "//"])],
    "one column": [dict(TEXT, columns=[4])],
    "columns twice": [dict(TEXT, columns=[1, 1, 3])],
    "a text file split by columns": [dict(TEXT, columns=[0, 1]), dict(TEXT, columns=[2], atol=1e-3, rtol=0)],
    "null columns": [dict(TEXT, columns=None)],
    "npy columns": [dict(NPY, columns=[1])],
    "npy columns twice": [dict(NPY, columns=[1, 1, 0])],
    "null npy columns": [dict(NPY, columns=None)],
    "an npy file split by columns": [dict(NPY, columns=[1]), dict(NPY, columns=[0], atol=1e-3, rtol=0)],
    "an npy file leaving a column ungraded": [dict(NPY, columns=[0])],
    "dotted path": [dict(JSON, path="./summary.json")],
    "trailing slash": [dict(JSON, path="summary.json/")],
}

REFUSED_VALUES = {
    "atol": ['"1e-13"', "true", "false", "null", "1e999", "-1e999", "-0.5", "1" + "0" * 400, "[1e-13]", '{"v": 1}',
             "NaN", "Infinity"],
    "rtol": ['"0"', "true", "1e400"],
    "skip_header_bytes": ["null", "-8", "8.0", '"16"', "true"],
}
REFUSED_TEXT_VALUES = {
    "comments": ['""', '" #"', '"# "', "[]", '[""]', "5", '["#", 3]', "true"],
    "columns": ["[]", "[-1]", "[true]", '["1"]', "[1.0]", "3", '"0"'],
    "skip_rows": ["-1", "1.0", '"1"', "true", "null"],
}
REFUSED_FILES = {
    "format in capitals": [dict(F64, format="F64")],
    "unknown format": [dict(NPY, format="npz")],
    "no format": [{k: v for k, v in NPY.items() if k != "format"}],
    "no atol": [{k: v for k, v in NPY.items() if k != "atol"}],
    "misspelt key": [dict(NPY, tolerance=1)],
    "skip_rows on npy": [dict(NPY, skip_rows=0)],
    "columns on json": [dict(JSON, columns=[0])],
    "header on text": [dict(TEXT, skip_header_bytes=0)],
    "comments on f64": [dict(F64, comments="#")],
    "empty path": [dict(NPY, path="")],
    "dot path": [dict(NPY, path=".")],
    "dot-slash path": [dict(NPY, path="./")],
    "absolute path": [dict(NPY, path="/etc/passwd")],
    "parent path": [dict(NPY, path="../state.npy")],
    "inner parent path": [dict(NPY, path="a/../state.npy")],
    "NUL in path": [dict(NPY, path="state\u0000.npy")],
    "numeric path": [dict(NPY, path=5)],
    "same file twice": [NPY, NPY],
    "same file spelt twice": [JSON, dict(JSON, path="./summary.json")],
    "a text file split with a shared column": [dict(TEXT, columns=[0, 1]), dict(TEXT, columns=[1])],
    "a text file twice, once with every column": [dict(TEXT, columns=[0]), TEXT],
    "an npy file split with a shared column": [dict(NPY, columns=[0, 1]), dict(NPY, columns=[1])],
    "an npy file twice, once with every column": [dict(NPY, columns=[0]), NPY],
    "one file as npy and as text": [dict(NPY, columns=[0]), dict(TEXT, path=NPY["path"], columns=[1])],
    "columns on f64": [dict(F64, columns=[0])],
    "an entry that is a list": [["state.npy"]],
}


def pointwise_cases() -> dict[str, str]:
    cases = {label: rubric_text("pointwise", {"files": files}) for label, files in {**ACCEPTED_FILES, **REFUSED_FILES}.items()}
    for fmt, base in BASES.items():
        refused = dict(REFUSED_VALUES, **(REFUSED_TEXT_VALUES if fmt == "text" else {}))
        if fmt == "npy":
            refused["columns"] = REFUSED_TEXT_VALUES["columns"]
        for key, values in refused.items():
            if key == "skip_header_bytes" and fmt not in ("f64", "f32"):
                continue
            for value in values:
                entry = json.dumps(dict(base, **{key: "@"})).replace('"@"', value)
                shown = value if len(value) <= 20 else f"{value[:8]}...({len(value)} digits)"
                cases[f"{fmt} {key}={shown}"] = entry_text("pointwise", "files", [entry])
    duplicate = json.dumps(NPY).replace('"atol": 1e-13', '"atol": 1e-13, "atol": 1e-13')
    cases["duplicate key"] = entry_text("pointwise", "files", [duplicate])
    cases["no files"] = rubric_text("pointwise", {"files": []})
    cases["files not a list"] = rubric_text("pointwise", {"files": NPY})
    cases["no files key"] = rubric_text("pointwise", {})
    cases["unknown comparison key"] = rubric_text("pointwise", {"files": [NPY], "extra": 1})
    cases["comparison not an object"] = rubric_text("pointwise", [NPY])
    return cases


def test_models_and_pointwise_validator_accept_the_same_rubrics(outputs, tmp_path: Path) -> None:
    agree(outputs, tmp_path, "pointwise", pointwise_cases(), ACCEPTED_FILES)


# -- invariants ------------------------------------------------------------------------------------

DRIFT = {"name": "l2-drift", "kind": "drift", "file": "history.txt", "format": "text", "column": 4, "bound": 0.5}
FINAL = {"name": "final-max-u", "kind": "agreement", "file": "history.txt", "format": "text", "column": 3,
         "statistic": "final", "atol": 0, "rtol": 1e-9}
KS = {"name": "u-distribution", "kind": "distribution", "file": "u_final.f64", "format": "f64",
      "skip_header_bytes": 16, "metric": "ks", "bound": 0.1}
MEAN = {"name": "mean-x", "kind": "agreement", "file": "x.npy", "format": "npy", "statistic": "mean",
        "atol": 1e-12, "rtol": 0}
COLUMN = {"name": "u-column-drift", "kind": "drift", "file": "state.npy", "format": "npy", "column": 1, "bound": 10}
# What proves the candidate did all the work, for every file above (history.txt's time column).
COVERAGE = {
    "history.txt": {"file": "history.txt", "format": "text", "progress": {"column": 1, "atol": 0, "rtol": 1e-12}},
    "u_final.f64": {"file": "u_final.f64", "format": "f64", "skip_header_bytes": 16},
    "x.npy": {"file": "x.npy", "format": "npy"},
    "state.npy": {"file": "state.npy", "format": "npy"},
}


def invariants_comparison(invariants: list) -> dict:
    """The invariants with a coverage of the files they read (as spelt in COVERAGE: "./x.npy" is x.npy)."""
    files = {entry["file"] for entry in invariants if isinstance(entry, dict) and isinstance(entry.get("file"), str)}
    files = {name.removeprefix("./") for name in files} | {"history.txt"}
    return {"invariants": invariants, "coverage": [COVERAGE[f] for f in sorted(files) if f in COVERAGE]}


ACCEPTED_INVARIANTS = {
    "every kind and format": [DRIFT, FINAL, KS, MEAN, COLUMN],
    "one-letter name": [dict(DRIFT, name="a")],
    "digits in a name": [dict(DRIFT, name="step-2-energy")],
    "column null on raw": [dict(KS, column=None)],
    "column null on 1-D npy": [dict(MEAN, column=None)],
    "comment list": [dict(FINAL, comments=["#"])],
    "no comments, header row skipped": [dict(FINAL, comments=None, skip_rows=1)],
    "integer bound": [dict(DRIFT, bound=1)],
    "large finite tolerance": [dict(FINAL, atol=10**300)],
    "exact agreement": [dict(FINAL, rtol=0)],
    "wasserstein": [dict(KS, metric="wasserstein")],
    "dotted file": [dict(MEAN, file="./x.npy")],
}
REFUSED_INVARIANTS = {
    **{f"name {name!r}": [dict(DRIFT, name=name)]
       for name in ("Energy", "energy_drift", "energy-", "-energy", "", "a--b", "drift\n", "drift\u00e9", 5, None)},
    "no name": [{k: v for k, v in DRIFT.items() if k != "name"}],
    "duplicate names": [DRIFT, dict(FINAL, name=DRIFT["name"])],
    "column on raw": [dict(KS, column=0)],
    "column as text": [dict(DRIFT, column="4")],
    "column as boolean": [dict(DRIFT, column=True)],
    "negative column": [dict(DRIFT, column=-1)],
    "real column": [dict(DRIFT, column=4.0)],
    "header on text": [dict(DRIFT, skip_header_bytes=0)],
    "comments on npy": [dict(MEAN, comments="#")],
    "skip_rows on raw": [dict(KS, skip_rows=0)],
    "null header": [dict(KS, skip_header_bytes=None)],
    "null skip_rows": [dict(DRIFT, skip_rows=None)],
    "empty marker": [dict(DRIFT, comments="")],
    "padded marker": [dict(DRIFT, comments=" #")],
    "no markers": [dict(DRIFT, comments=[])],
    "bound on agreement": [dict(FINAL, bound=1)],
    "statistic on drift": [dict(DRIFT, statistic="final")],
    "no metric": [{k: v for k, v in KS.items() if k != "metric"}],
    "metric in capitals": [dict(KS, metric="KS")],
    "unknown statistic": [dict(FINAL, statistic="median")],
    "bound as text": [dict(DRIFT, bound="0.5")],
    "bound as boolean": [dict(DRIFT, bound=True)],
    "negative bound": [dict(DRIFT, bound=-1)],
    "null bound": [dict(DRIFT, bound=None)],
    "huge integer bound": [dict(DRIFT, bound=10**400)],
    "atol as text": [dict(FINAL, atol="0")],
    "unknown kind": [dict(DRIFT, kind="spread")],
    "no kind": [{k: v for k, v in DRIFT.items() if k != "kind"}],
    "format in capitals": [dict(MEAN, format="NPY")],
    "json format": [dict(MEAN, format="json")],
    "misspelt key": [dict(DRIFT, bound_=1)],
    "parent file": [dict(MEAN, file="../x.npy")],
    "absolute file": [dict(MEAN, file="/x.npy")],
    "dot file": [dict(MEAN, file=".")],
}


HISTORY = COVERAGE["history.txt"]
ACCEPTED_COVERAGE = {
    "progress on the only file": [HISTORY],
    "rows not compared": [dict(HISTORY, rows=False)],
    "progress null column on raw": [HISTORY, dict(COVERAGE["u_final.f64"], progress={"atol": 0, "rtol": 0})],
    "comment list": [dict(HISTORY, comments=["#"])],
}
REFUSED_COVERAGE = {
    "no coverage": [],
    "no progress anywhere": [{"file": "history.txt", "format": "text"}],
    "progress atol as text": [dict(HISTORY, progress={"column": 1, "atol": "0", "rtol": 0})],
    "progress rtol as boolean": [dict(HISTORY, progress={"column": 1, "atol": 0, "rtol": False})],
    "progress column as text": [dict(HISTORY, progress={"column": "1", "atol": 0, "rtol": 0})],
    "progress column on raw": [HISTORY, dict(COVERAGE["u_final.f64"], progress={"column": 0, "atol": 0, "rtol": 0})],
    "unknown progress key": [dict(HISTORY, progress={"column": 1, "atol": 0, "rtol": 0, "bound": 1})],
    "rows as text": [dict(HISTORY, rows="yes")],
    "rows null": [dict(HISTORY, rows=None)],
    "rows false without progress": [HISTORY, {"file": "u_final.f64", "format": "f64", "rows": False}],
    "unknown key": [dict(HISTORY, steps=1)],
    "same file twice": [HISTORY, HISTORY],
    "empty marker": [dict(HISTORY, comments="")],
}


def invariants_cases() -> dict[str, str]:
    cases = {label: rubric_text("invariants", invariants_comparison(entries))
             for label, entries in {**ACCEPTED_INVARIANTS, **REFUSED_INVARIANTS}.items()}
    for label, coverage in {**ACCEPTED_COVERAGE, **REFUSED_COVERAGE}.items():
        cases[f"coverage: {label}"] = rubric_text("invariants", {"invariants": [DRIFT], "coverage": coverage})
    cases["coverage: a file an invariant reads is not listed"] = rubric_text(
        "invariants", {"invariants": [DRIFT, MEAN], "coverage": [HISTORY]})
    progress_inf = json.dumps(dict(HISTORY, progress={"column": 1, "atol": "@", "rtol": 0})).replace('"@"', "1e999")
    cases["coverage: progress atol 1e999"] = entry_text("invariants", "coverage", [progress_inf], invariants=[DRIFT])
    coverage = invariants_comparison([DRIFT])["coverage"]
    for value in ("1e999", "-1e999", "NaN"):
        entry = json.dumps(dict(DRIFT, bound="@")).replace('"@"', value)
        cases[f"bound={value}"] = entry_text("invariants", "invariants", [entry], coverage=coverage)
    duplicate = json.dumps(DRIFT).replace('"bound": 0.5', '"bound": 0.5, "bound": 0.5')
    cases["duplicate key"] = entry_text("invariants", "invariants", [duplicate], coverage=coverage)
    cases["no invariants"] = rubric_text("invariants", {"invariants": [], "coverage": coverage})
    cases["unknown comparison key"] = rubric_text("invariants", dict(invariants_comparison([DRIFT]), files=[]))
    cases["comparison not an object"] = rubric_text("invariants", [DRIFT])
    return cases


def test_models_and_invariants_validator_accept_the_same_rubrics(outputs, tmp_path: Path) -> None:
    accepted = [*ACCEPTED_INVARIANTS, *(f"coverage: {label}" for label in ACCEPTED_COVERAGE)]
    agree(outputs, tmp_path, "invariants", invariants_cases(), accepted)


# -- hybrid ----------------------------------------------------------------------------------------

PARTS = {"pointwise": {"files": [NPY, TEXT]}, "invariants": invariants_comparison([DRIFT, MEAN])}
ACCEPTED_HYBRID = {
    "both parts": PARTS,
    "one file in both parts": {"pointwise": {"files": [dict(TEXT, columns=[0, 1])]},
                               "invariants": invariants_comparison([DRIFT])},
    "npy columns in the pointwise part": {"pointwise": {"files": [dict(NPY, columns=[0]), dict(NPY, columns=[1])]},
                                          "invariants": PARTS["invariants"]},
}
REFUSED_HYBRID = {
    "no invariants part": {"pointwise": PARTS["pointwise"]},
    "no pointwise part": {"invariants": PARTS["invariants"]},
    "a pointwise comparison": PARTS["pointwise"],
    "an invariants comparison": PARTS["invariants"],
    "parts flattened": {**PARTS["pointwise"], **PARTS["invariants"]},
    "pointwise part as a list": {"pointwise": [NPY], "invariants": PARTS["invariants"]},
    "null invariants part": {"pointwise": PARTS["pointwise"], "invariants": None},
    "an unknown third part": {**PARTS, "distribution": {}},
    "no files": {"pointwise": {"files": []}, "invariants": PARTS["invariants"]},
    "an unknown key in the pointwise part": {"pointwise": {"files": [NPY], "tolerance": 1}, "invariants": PARTS["invariants"]},
    "a bad file entry": {"pointwise": {"files": [dict(NPY, atol=-1)]}, "invariants": PARTS["invariants"]},
    "overlapping npy columns": {"pointwise": {"files": [dict(NPY, columns=[0, 1]), dict(NPY, columns=[1])]},
                                "invariants": PARTS["invariants"]},
    "no coverage": {"pointwise": PARTS["pointwise"], "invariants": {"invariants": [DRIFT]}},
    "coverage missing a file": {"pointwise": PARTS["pointwise"], "invariants": {"invariants": [DRIFT, MEAN],
                                                                               "coverage": [HISTORY]}},
    "a bad invariant": {"pointwise": PARTS["pointwise"], "invariants": invariants_comparison([dict(DRIFT, bound=-1)])},
    "duplicate invariant names": {"pointwise": PARTS["pointwise"],
                                  "invariants": invariants_comparison([DRIFT, dict(FINAL, name=DRIFT["name"])])},
}


def test_models_and_the_validator_accept_the_same_hybrid_rubrics(outputs, tmp_path: Path) -> None:
    cases = {label: rubric_text("hybrid", comparison) for label, comparison in {**ACCEPTED_HYBRID, **REFUSED_HYBRID}.items()}
    agree(outputs, tmp_path, "hybrid", cases, ACCEPTED_HYBRID)


def test_every_shipped_rubric_reaches_a_verdict_on_its_own_schema() -> None:
    """The repository's rubrics are held to the same rules: the models load each one, and its
    policy's validate.py parses it (load_rubric raises WiringError otherwise)."""
    validators = {policy: load_template(policy) for policy in ("pointwise", "invariants", "hybrid")}
    rubrics = sorted(PROJECT.glob("tasks/*/*/tests/checks/*/rubric.json"))
    assert rubrics
    for path in rubrics:
        rubric = CheckPaths(path.parent).rubric()
        validators[rubric.policy].load_rubric(str(path))


# -- non-finite and coerced numbers elsewhere -------------------------------------------------------


def test_rubric_prose_numbers_are_finite_numbers() -> None:
    for value in ("1e999", '"0.5"', "true"):
        text = json.dumps({**PROSE, "policy": "pointwise", "comparison": {"files": [NPY]}})
        text = text.replace('"expected_runtime_s": 0.5', f'"expected_runtime_s": {value}')
        with pytest.raises(FileFormatError, match="expected_runtime_s"):
            parse_text(text)
    with pytest.raises(FileFormatError, match="chaotic"):
        parse_text(json.dumps({**PROSE, "chaotic": "false", "policy": "pointwise", "comparison": {"files": [NPY]}}))


def parse_text(text: str):
    from sab.jsonio import parse_strict_json
    from sab.model.rubric import Rubric

    return parse(Rubric, parse_strict_json(text), "rubric.json")


@pytest.mark.parametrize("line, replacement, field", [
    ("suite_budget_s = ", "suite_budget_s = inf", "suite_budget_s"),
    ("suite_budget_s = ", "suite_budget_s = nan", "suite_budget_s"),
    ("suite_budget_s = ", 'suite_budget_s = "600"', "suite_budget_s"),
    ("memory_gb = ", "memory_gb = true", "memory_gb"),
    ("cpus = ", "cpus = 1.0", "cpus"),
    ("timeout_sec = ", "timeout_sec = inf", "timeout_sec"),
])
def test_task_toml_numbers_are_finite_numbers(tmp_path: Path, line: str, replacement: str, field: str) -> None:
    source = (PROJECT / "tasks/heat1d/solver/task.toml").read_text()
    lines = source.splitlines()
    index = next(i for i, text in enumerate(lines) if text.startswith(line))
    lines[index] = replacement
    path = tmp_path / "task.toml"
    path.write_text("\n".join(lines) + "\n")
    with pytest.raises(FileFormatError) as caught:
        load_manifest(path)
    assert field in caught.value.field
    load_manifest(PROJECT / "tasks/heat1d/solver/task.toml")  # the unchanged file loads


def test_target_and_evidence_numbers_are_finite() -> None:
    target = {"device": "cpu-x86-64", "arch": "x86_64", "cpus": 2}
    parse(TargetSpec, dict(target, clock_ghz=3.5), "t.json")
    for bad in (dict(target, clock_ghz=float("inf")), dict(target, memory_gb=float("inf")), dict(target, cpus="2"),
                dict(target, cpus=True)):
        with pytest.raises(FileFormatError):
            parse(TargetSpec, bad, "t.json")
    for field in ("distance", "bound_fraction"):
        with pytest.raises(ValueError):
            Solve(**{field: float("inf")})
    with pytest.raises(ValueError):
        Evidence(stamped_at="t", runner="local", headroom=float("nan"))
    proposal = {"proposed_at": "t", "reason": "r", "comparison": {"files": [dict(NPY, atol=float("inf"))]}}
    with pytest.raises(FileFormatError, match=r"comparison\.pointwise\.files\[0\]\.atol: Input should be a finite number"):
        parse(Proposal, proposal, "rubric.json")


@pytest.mark.parametrize("check", ["tasks/nbody/integrator/tests/checks/plummer-chaos",
                                   "tasks/heat1d/solver/tests/checks/sine-decay"])
def test_a_proposed_comparison_is_a_valid_one(tmp_path: Path, check: str) -> None:
    """selfcheck's proposal copies the comparison with new tolerances; accepted, it must load
    and reach validate.py's verdict like the original (no option its format lacks)."""
    import numpy as np

    from sab.model.rubric import PointwiseRubric
    from sab.selfcheck.calibration import FileTerm, InvariantTerm, propose

    source = CheckPaths(PROJECT / check)
    rubric = source.rubric()
    authored = rubric.comparison.model_dump(mode="json", exclude_unset=True)
    reference = np.linspace(1.0, 2.0, 5)
    if isinstance(rubric, PointwiseRubric):  # every file's spread at twice its bound, a fault far away
        terms = [FileTerm(e["path"], e, reference, 2 * (e["atol"] + e["rtol"] * reference) + 1e-300,
                          fault_errors={"p": np.full(5, 1e6)}) for e in authored["files"]]
        outcome = propose(terms, ["p"], fault_evidence=True)
        comparison = {"files": outcome.comparison}
    else:
        terms = [InvariantTerm(e["name"], e, 1.0, [2 * (e.get("bound") or e.get("atol", 0) + e.get("rtol", 0)) + 1e-300],
                               0.0, {"p": 1e6}) for e in authored["invariants"]]
        outcome = propose(terms, ["p"], fault_evidence=True)
        comparison = {"invariants": outcome.comparison, "coverage": authored["coverage"]}
    assert outcome.comparison is not None, outcome.reason
    proposal = Proposal(proposed_at="t", comparison=comparison, reason=outcome.reason)
    data = json.loads(source.rubric_json.read_text())
    data["comparison"] = proposal.model_dump(mode="json")["comparison"]  # as `sab tolerance accept` writes it
    accepted = tmp_path / source.name
    accepted.mkdir()
    (accepted / "rubric.json").write_text(json.dumps(data))
    assert CheckPaths(accepted).rubric().comparison != rubric.comparison
    load_template(rubric.policy).load_rubric(str(accepted / "rubric.json"))
