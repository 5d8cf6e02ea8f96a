"""sab lint: exactly the unfilled parts after scaffolding, and one code per authoring rule."""

from __future__ import annotations

import json
import os
import re
import stat
from pathlib import Path
from typing import Callable

import pytest

from conftest import run_sab
from snapshot import assert_recorded, findings
from sab.config import load_settings
from sab.derived import sync
from sab.errors import SabError
from sab.leaf import Leaf
from sab.scaffold import CheckOptions, ScaffoldOptions, add_check, scaffold_leaf
from sab.model.rules import Command, rules_of
from sab.stock import require_stock_drivers
from sab.templates import stock
from sab.validate.lint import lint_leaf


def lint_codes(leaf: Path) -> set[str]:
    return {v.code for v in lint_leaf(leaf).violations}


def test_scaffold_then_add_check_reports_exactly_the_unfilled_parts(repo: Path) -> None:
    leaf = scaffold_leaf(load_settings(repo), ScaffoldOptions("demo", "solver", "demo"))
    add_check(Leaf(leaf), CheckOptions("basic", "pointwise", from_test="tests/test_solver.py"))
    report = lint_leaf(leaf)

    expected_markers = set()
    for path in sorted(leaf.rglob("*")):
        if path.is_file():
            for number, line in enumerate(path.read_text().splitlines(), 1):
                for _ in re.finditer(r"<<FILL", line):
                    expected_markers.add(f"tasks/demo/solver/{path.relative_to(leaf).as_posix()}:{number}")
    placeholders = {v.path for v in report.violations if v.code == "placeholder"}
    assert placeholders == expected_markers
    assert any(p.startswith("tasks/demo/solver/tests/checks/basic/rubric.json") for p in placeholders)
    assert any(p.startswith("tasks/demo/solver/tests/checks/basic/run.sh") for p in placeholders)
    others = sorted((v.code, v.path) for v in report.violations if v.code != "placeholder")
    assert others == [
        ("ic-empty", "tasks/demo/solver/tests/checks/basic/ic/nominal/"),
        ("ic-empty", "tasks/demo/solver/tests/checks/basic/ic/variant/"),
    ]


def test_filled_leaf_passes_lint(leaf: Path) -> None:
    assert lint_leaf(leaf).violations == []


def _edit(path: Path, old: str, new: str) -> None:
    text = path.read_text()
    assert old in text, f"{old!r} not in {path}"
    path.write_text(text.replace(old, new, 1))


def _rubric(leaf: Path, check: str, **changes) -> None:
    path = leaf / "tests/checks" / check / "rubric.json"
    data = json.loads(path.read_text())
    for dotted, value in changes.items():
        node = data
        *parents, last = dotted.split("__")
        for key in parents:
            node = node[int(key)] if key.isdigit() else node[key]
        node[last] = value
    path.write_text(json.dumps(data, indent=2))


def _drop_coverage(leaf: Path) -> None:
    path = leaf / "tests/checks/long-run/rubric.json"
    data = json.loads(path.read_text())
    del data["comparison"]["coverage"]
    path.write_text(json.dumps(data, indent=2))


BASIC = "tests/checks/basic"
BREAKERS: dict[str, Callable[[Path], None]] = {
    "placeholder": lambda leaf: (leaf / "instruction.md").write_text("Do <<FILL: the task>>\n"),
    "driver-not-executable": lambda leaf: (leaf / "tests/test.sh").chmod(0o644),
    "driver-drift": lambda leaf: (leaf / "solution/solve.sh").write_text((leaf / "solution/solve.sh").read_text() + "# local tweak\n"),
    "check-incomplete": lambda leaf: (leaf / BASIC / "README.md").unlink(),
    "ic-empty": lambda leaf: (leaf / BASIC / "ic/variant/input.par").unlink(),
    "run-help": lambda leaf: _edit(leaf / BASIC / "run.sh", "set -euo pipefail\n", "set -euo pipefail\nexit 4\n"),
    "altbuild-undeclared": lambda leaf: _edit(leaf / BASIC / "run.sh", 'ALTBUILD=""', 'ALTBUILD="-O3 -ffast-math"'),
    "validate-drift": lambda leaf: (leaf / BASIC / "validate.py").write_text((leaf / BASIC / "validate.py").read_text() + "\n# tweak\n"),
    "rubric-invalid": lambda leaf: _rubric(leaf, "basic", comparison__files__0__atol=-1.0),
    "rubric-coverage": _drop_coverage,
    "rubric-incomplete": lambda leaf: _rubric(leaf, "basic", warrant=" "),
    "derived-stale": lambda leaf: _rubric(leaf, "basic", comparison__files__0__rtol=1e-9),
    "dependency-undeclared": lambda leaf: (
        (leaf / BASIC / "harness").mkdir(), (leaf / BASIC / "harness/drive.py").write_text("import scipy\n")),
    "speed-goal": lambda leaf: (_rubric(leaf, "basic", timing={"speedup_goal": 2.0}), sync(Leaf(leaf))),
    "input-family": lambda leaf: _rubric(leaf, "basic", family={"draws": 2, "statement": "drawn", "closed_form": "none"}),
    "speed-calibration": lambda leaf: _forged_calibration(leaf),
    "harness-not-in-image": lambda leaf: (
        (leaf / "tests/harness").mkdir(), (leaf / "tests/harness/common.py").write_text("import math\n")),
}


def _forged_calibration(leaf: Path) -> None:
    """A goal on the acceleration check, the reference acceleration, and a calibration record that
    is not one sab wrote."""
    accelerating = sorted(path.parent.name for path in (leaf / "tests/checks").glob("*/check.json")
                          if "acceleration" in _labels(leaf, path.parent.name))
    _rubric(leaf, accelerating[0], timing={"speedup_goal": 2.0})
    sync(Leaf(leaf))  # the instruction states the goal, as `sab sync` writes it
    (leaf / "solution/accelerated/src").mkdir(parents=True)
    (leaf / "solution/accelerated/src/faster.c").write_text("/* the reference acceleration */\n")
    (leaf / "comment/pipeline").mkdir(parents=True, exist_ok=True)
    (leaf / "comment/pipeline/speed-calibration.json").write_text('{"proposal": {"goal": 2.0, "repeats": 8}}\n')


def test_every_lint_rule_has_a_breaker() -> None:
    assert set(BREAKERS) == set(rules_of(Command.LINT))


@pytest.mark.parametrize("code", sorted(BREAKERS))
def test_breaking_one_authoring_rule_gives_exactly_its_code(repo: Path, leaf: Path, code: str) -> None:
    BREAKERS[code](leaf)
    report = lint_leaf(leaf)
    assert {v.code for v in report.violations} == {code}
    assert_recorded("lint", code, findings(report.sorted(), root=repo))


def _labels(leaf: Path, check: str) -> list[str]:
    return json.loads((leaf / "tests/checks" / check / "check.json").read_text())["labels"]


def test_a_speed_goal_needs_acceleration_checks_one_value_and_a_reference_acceleration(leaf: Path) -> None:
    accelerating = sorted(path.parent.name for path in (leaf / "tests/checks").glob("*/check.json")
                          if "acceleration" in _labels(leaf, path.parent.name))
    other = sorted(path.parent.name for path in (leaf / "tests/checks").glob("*/check.json")
                   if path.parent.name not in accelerating)
    assert accelerating and other
    _rubric(leaf, accelerating[0], timing={"speedup_goal": 2.0})
    sync(Leaf(leaf))
    (missing,) = lint_leaf(leaf).violations
    assert missing.code == "speed-goal" and missing.path.endswith("solution/accelerated/")
    (leaf / "solution/accelerated/src").mkdir(parents=True)
    (leaf / "solution/accelerated/src/faster.c").write_text("/* the reference acceleration */\n")
    assert lint_codes(leaf) == {"speed-calibration"}  # next: calibrate the goal against it
    _rubric(leaf, other[0], timing={"speedup_goal": 2.0})
    (misplaced,) = [v for v in lint_leaf(leaf).violations if v.code == "speed-goal"]
    assert "not labelled acceleration" in misplaced.detail and other[0] in misplaced.path
    _rubric(leaf, other[0], timing={})
    labels = _labels(leaf, other[0]) + ["acceleration"]
    (leaf / "tests/checks" / other[0] / "check.json").write_text(json.dumps({"labels": labels}))
    _rubric(leaf, other[0], timing={"speedup_goal": 3.0})
    (differ,) = [v for v in lint_leaf(leaf).violations if v.code == "speed-goal"]  # and the timed runs' limit is stale
    assert "different speed-up goals" in differ.detail and ": 2" in differ.detail and ": 3" in differ.detail


def test_custom_check_may_carry_its_own_validate(leaf: Path) -> None:
    path = leaf / "tests/checks/long-run/validate.py"
    path.write_text(path.read_text() + "\n# a custom comparison\n")
    assert lint_codes(leaf) == set()


def test_run_help_that_hangs_is_reported(leaf: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    import sab.validate.lint as lint_module

    monkeypatch.setattr(lint_module, "HELP_TIMEOUT_S", 1)
    _edit(leaf / BASIC / "run.sh", "set -euo pipefail\n", "set -euo pipefail\nsleep 30\n")
    (violation,) = lint_leaf(leaf).violations
    assert violation.code == "run-help" and "within 1 s" in violation.detail


def test_sync_regenerates_catalogue_and_keeps_comments(repo: Path, leaf: Path) -> None:
    toml = leaf / "task.toml"
    _edit(toml, "[metadata.sciaccel.resources]\n", "# curated by hand: keep me\n[metadata.sciaccel.resources]\n")
    _rubric(leaf, "basic", comparison__files__0__rtol=1e-9)
    _edit(toml, "cpus = 1\nmemory_gb", "cpus = 2\nmemory_gb")
    check = run_sab("sync", "--check", "tasks/demo/solver", cwd=repo)
    assert check.returncode == 1
    assert "equivalence_explanation" in check.stdout and "environment.cpus" in check.stdout
    run_sab("sync", "tasks/demo/solver", cwd=repo, check=True)
    text = toml.read_text()
    assert "# curated by hand: keep me" in text
    assert "rtol=1e-09" in text
    assert re.search(r"^\[environment\]\ncpus = 2$", text, re.M)
    assert text.index("[task]") < text.index("[metadata.sciaccel]") < text.index("[environment]")
    assert run_sab("sync", "--check", "tasks/demo/solver", cwd=repo).returncode == 0
    assert lint_codes(leaf) == set()


def test_drivers_are_executable_after_scaffold(leaf: Path) -> None:
    for rel in ("tests/test.sh", "solution/solve.sh", "tests/checks/basic/run.sh"):
        assert (leaf / rel).stat().st_mode & stat.S_IXUSR


def test_lint_cli_json(repo: Path, leaf: Path) -> None:
    (leaf / "instruction.md").write_text("Do <<FILL: the task>>\n")
    done = run_sab("lint", "tasks/demo/solver", "--json", cwd=repo)
    assert done.returncode == 1
    data = json.loads(done.stdout)
    assert data["leaves"][0]["violations"] == [
        {"code": "placeholder", "path": "tasks/demo/solver/instruction.md:1", "detail": "the task"}
    ]


def test_sync_restores_drifted_stock_files(repo: Path, leaf: Path) -> None:
    BREAKERS["driver-drift"](leaf)
    BREAKERS["validate-drift"](leaf)
    assert lint_codes(leaf) == {"driver-drift", "validate-drift"}
    stale = run_sab("sync", "--check", "tasks/demo/solver", cwd=repo)
    assert stale.returncode == 1
    assert "solution/solve.sh" in stale.stdout and "tests/checks/basic/validate.py" in stale.stdout
    run_sab("sync", "tasks/demo/solver", cwd=repo, check=True)
    assert lint_codes(leaf) == set()
    assert (leaf / "solution/solve.sh").stat().st_mode & stat.S_IXUSR


def test_sync_writes_a_missing_stock_driver(repo: Path, leaf: Path) -> None:
    """A leaf made before tests/reward.py was stock gets it from `sab sync`, and runs refuse it until then."""
    (leaf / "tests/reward.py").unlink()
    with pytest.raises(SabError, match="tests/reward.py missing"):
        require_stock_drivers(Leaf.at(leaf))
    stale = run_sab("sync", "--check", "tasks/demo/solver", cwd=repo)
    assert stale.returncode == 1 and "tests/reward.py" in stale.stdout
    run_sab("sync", "tasks/demo/solver", cwd=repo, check=True)
    assert (leaf / "tests/reward.py").read_text() == stock("leaf/tests/reward.py")
    assert not (leaf / "tests/reward.py").stat().st_mode & stat.S_IXUSR
    assert lint_codes(leaf) == set()


def _hybrid(leaf: Path) -> None:
    """A third check, hybrid: a pointwise part and an invariants part with its coverage."""
    from conftest import fill_placeholders
    from sab import stock as stock_files
    from sab.derived import sync

    add_check(Leaf(leaf), CheckOptions("mixed", "hybrid", custom="a deterministic start, a chaotic tail"))
    fill_placeholders(leaf)
    sync(Leaf(leaf))
    stock_files.restore(Leaf(leaf))


def _rewrite(leaf: Path, check: str, change: Callable[[dict], object]) -> None:
    path = leaf / "tests/checks" / check / "rubric.json"
    data = json.loads(path.read_text())
    change(data)
    path.write_text(json.dumps(data, indent=2))


# A rubric that fails to load for another reason still says when its coverage is missing.
COVERAGE_CASES: dict[str, tuple[str, Callable[[dict], object]]] = {
    "invariants-coverage-alone": ("long-run", lambda d: d["comparison"].pop("coverage")),
    "invariants-coverage-and-atol": ("long-run", lambda d: (d["comparison"].pop("coverage"),
                                                           d["comparison"]["invariants"][0].update(atol=-1.0))),
    "invariants-atol-only": ("long-run", lambda d: d["comparison"]["invariants"][0].update(atol=-1.0)),
    "hybrid-coverage-alone": ("mixed", lambda d: d["comparison"]["invariants"].pop("coverage")),
    "hybrid-coverage-and-atol": ("mixed", lambda d: (d["comparison"]["invariants"].pop("coverage"),
                                                     d["comparison"]["pointwise"]["files"][0].update(atol=-1.0))),
    "hybrid-atol-only": ("mixed", lambda d: d["comparison"]["pointwise"]["files"][0].update(atol=-1.0)),
    "hybrid-without-invariants": ("mixed", lambda d: d["comparison"].pop("invariants")),
    "pointwise-without-coverage-field": ("basic", lambda d: d["comparison"]["files"][0].update(atol=-1.0)),
    "policy-unknown": ("long-run", lambda d: (d.update(policy="Invariants"), d["comparison"].pop("coverage"))),
}


@pytest.mark.parametrize("case", sorted(COVERAGE_CASES))
def test_a_rubric_that_does_not_load_still_names_missing_coverage(repo: Path, leaf: Path, case: str) -> None:
    _hybrid(leaf)
    assert lint_leaf(leaf).violations == []
    check, change = COVERAGE_CASES[case]
    _rewrite(leaf, check, change)
    report = lint_leaf(leaf)
    rubric_findings = [v for v in report.sorted() if v.code in ("rubric-invalid", "rubric-coverage")]
    assert rubric_findings and {v.path for v in rubric_findings} == {f"tasks/demo/solver/tests/checks/{check}/rubric.json"}
    assert_recorded("lint", f"coverage-{case}", findings(rubric_findings, root=repo))


@pytest.mark.parametrize("text", ["[1, 2]\n", "{\n", '"a string"\n'])
def test_a_rubric_that_is_no_object_is_invalid_and_nothing_more(leaf: Path, text: str) -> None:
    (leaf / "tests/checks/long-run/rubric.json").write_text(text)
    assert {v.code for v in lint_leaf(leaf).violations if v.path.endswith("rubric.json")} == {"rubric-invalid"}


def test_a_report_as_json_holds_its_violations_in_path_order(leaf: Path) -> None:
    (leaf / "tests/checks/basic/README.md").unlink()
    (leaf / "instruction.md").write_text("Title\n<<FILL: the goal>>\n" + "Text\n" * 7 + "Do <<FILL: the task>>\n")
    report = lint_leaf(leaf)
    assert report.as_dict() == {"leaf": "tasks/demo/solver", "passed": False, "violations": [  # line 2 before line 10
        {"code": "placeholder", "path": "tasks/demo/solver/instruction.md:2", "detail": "the goal"},
        {"code": "placeholder", "path": "tasks/demo/solver/instruction.md:10", "detail": "the task"},
        {"code": "check-incomplete", "path": "tasks/demo/solver/tests/checks/basic/README.md",
         "detail": "missing; every check has check.json, run.sh, rubric.json, validate.py, README.md"},
    ]}


@pytest.mark.parametrize(("line", "reaches"), [
    ("COPY tasks/demo/solver/tests/harness/ /workspace/harness/", True),
    ("copy tasks/demo/solver/tests/harness /workspace/harness/", True),  # instructions are case-insensitive
    ("COPY --chown=solver:solver tasks/demo/solver/tests/harness/ /workspace/harness/", True),
    ("COPY a.txt b.txt tasks/demo/solver/tests/harness/ /workspace/", True),
    ("COPY tasks/demo/solver/tests/harness", False),  # a source without a destination copies nothing
    ("COPY tasks/demo/solver/tests/ /workspace/tests/harness/", False),  # harness is the destination only
    ("RUN cp -r tasks/demo/solver/tests/harness /workspace/harness/", False),
    ("COPY tasks/demo/solver/tests/harness-old/ /workspace/harness/", False),
])
def test_the_shared_harness_reaches_the_solver_only_through_a_copy_of_it(leaf: Path, line: str, reaches: bool) -> None:
    (leaf / "tests/harness").mkdir()
    (leaf / "tests/harness/common.py").write_text("VALUE = 1\n")
    dockerfile = leaf / "environment/Dockerfile"
    dockerfile.write_bytes(dockerfile.read_bytes() + b"# caf\xe9\n" + line.encode() + b"\n")
    assert lint_codes(leaf) == (set() if reaches else {"harness-not-in-image"})


def test_what_lint_leaves_to_other_rules(leaf: Path) -> None:
    """A rubric still being written is not parsed; comment/pipeline/ is not scanned for placeholders;
    a task.toml that does not load gets no derived-stale on top of its own error."""
    (leaf / "comment/pipeline").mkdir(parents=True, exist_ok=True)
    (leaf / "comment/pipeline/notes.md").write_text("<<FILL: recorded by sab>>\n")
    rubric = leaf / "tests/checks/basic/rubric.json"
    rubric.write_text(rubric.read_text().replace('"warrant": "', '"warrant": "<<FILL>> ', 1))
    line = next(n for n, text in enumerate(rubric.read_text().splitlines(), 1) if "<<FILL>>" in text)
    found = [(v.code, v.path, v.detail) for v in lint_leaf(leaf).violations if v.code != "derived-stale"]
    assert found == [("placeholder", f"tasks/demo/solver/tests/checks/basic/rubric.json:{line}", "fill this in")]
    rubric.write_bytes(b'{"warrant": "caf\xe9"}\n')  # not UTF-8: reported as a rubric that does not load
    (leaf / "tests/checks/basic/ic/variant/input.par").unlink()
    _edit(leaf / "task.toml", 'status = "draft"', 'status = "finished"')
    assert lint_codes(leaf) == {"rubric-invalid", "ic-empty", "task-toml-schema"}


def test_an_imported_leaf_needs_no_initial_conditions(leaf: Path) -> None:
    for ic in (leaf / "tests/checks").glob("*/ic/*/*"):
        ic.unlink()
    assert lint_codes(leaf) == {"ic-empty"}
    _edit(leaf / "task.toml", 'kind = "module"', 'kind = "import"')
    assert "ic-empty" not in lint_codes(leaf)


def test_a_failing_help_is_reported_alone_even_with_an_altbuild(leaf: Path) -> None:
    _rubric(leaf, "basic", altbuild="CFLAGS=-O3")
    _edit(leaf / BASIC / "run.sh", 'ALTBUILD=""', 'ALTBUILD="CFLAGS=-O3"')
    assert lint_codes(leaf) == {"derived-stale"} or lint_codes(leaf) == set()
    _edit(leaf / BASIC / "run.sh", "set -euo pipefail\n", "set -euo pipefail\necho 'no help here' >&2; exit 4\n")
    violations = [v for v in lint_leaf(leaf).violations if v.code != "derived-stale"]
    assert [(v.code, v.path, v.detail) for v in violations] == [
        ("run-help", "tasks/demo/solver/tests/checks/basic/run.sh", "`run.sh --help` exited 4: no help here")]


def test_run_help_runs_in_the_check_folder_with_a_bare_environment(leaf: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    probe = ('[ "$LANG" = C.UTF-8 ] && [ "$CHECK_DIR" = "$PWD" ] && [ -z "${HOME:-}${SECRET:-}" ] && '
             '[ "$PATH" = "$EXPECTED_PATH" ] || { echo "env: LANG=$LANG PWD=$PWD HOME=${HOME:-} PATH=$PATH" >&2; exit 5; }\n')
    run_sh = leaf / BASIC / "run.sh"
    _edit(run_sh, "set -euo pipefail\n", "set -euo pipefail\nEXPECTED_PATH=@PATH@\n" + probe)
    text = run_sh.read_text()
    monkeypatch.setenv("SECRET", "lint must not pass it on")
    run_sh.write_text(text.replace("@PATH@", os.environ["PATH"].replace(":", "\\:")))
    assert "run-help" not in lint_codes(leaf)
    monkeypatch.delenv("PATH")
    run_sh.write_text(text.replace("@PATH@", "/usr/bin:/bin"))
    assert "run-help" not in lint_codes(leaf)
