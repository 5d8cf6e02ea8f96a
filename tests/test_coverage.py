"""`sab coverage`: the real example leaves, run instrumented through their own drivers.

Each test runs a copy of the real leaf and source holding the checks it names, so the facts below
stay true while the leaves gain checks. heat1d (C, gcov through gcovr): sine-decay runs FTCS with
Dirichlet ends and neumann-heat Crank-Nicolson with Neumann ends, so with these two the
FTCS-Neumann and CN-Dirichlet branches run in no check. ising (Python, coverage.py): ordered-phase
starts cold, disordered-phase hot. Lines are found by their text, not by numbers copied here.
"""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from conftest import PROJECT, copy_project, run_sab
from sab.coverage import CoverageReport, measure_coverage
from sab.coverage import gcov, knobs, launcher, pycoverage
from sab.coverage.report import line_ranges
from sab.errors import SabError
from sab.leaf import Leaf
from sab.runners.sandbox import detect

HEAT = PROJECT / "tasks" / "heat1d" / "solver"
HEAT_LEAF, HEAT_CHECKS = "heat1d/solver", ("neumann-heat", "sine-decay")
ISING_LEAF, ISING_CHECKS = "ising/metropolis", ("disordered-phase", "ordered-phase")
SOLVER = "src/solver.c"

needs_gcov = pytest.mark.skipif(gcov.gcov_available() is not None,
                                reason=f"compiled code cannot be measured here: {gcov.gcov_available()}")
needs_sandbox = pytest.mark.skipif(not detect().available, reason="no sandbox on this machine (bubblewrap)")


def line_of(source: Path, text: str) -> int:
    """The one line of `source` whose stripped text is `text`."""
    found = [n for n, line in enumerate(source.read_text().splitlines(), start=1) if line.strip() == text]
    assert len(found) == 1, (text, found)
    return found[0]


def project_with(root: Path, leaf: str, checks: tuple[str, ...]) -> Path:
    """A copy of the repository's sources and of `leaf` holding only `checks`."""
    project = copy_project(root, leaves=(leaf,))
    for check in (project / "tasks" / leaf / "tests" / "checks").iterdir():
        if check.name not in checks:
            shutil.rmtree(check)
    return project


@pytest.fixture(scope="module")
def heat_project(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return project_with(tmp_path_factory.mktemp("heat") / "project", HEAT_LEAF, HEAT_CHECKS)


@pytest.fixture(scope="module")
def heat(heat_project: Path) -> CoverageReport:
    if gcov.gcov_available() is not None:
        pytest.skip(f"compiled code cannot be measured here: {gcov.gcov_available()}")
    return measure_coverage(heat_project / "tasks" / HEAT_LEAF)


@pytest.fixture(scope="module")
def ising(tmp_path_factory: pytest.TempPathFactory) -> CoverageReport:
    project = project_with(tmp_path_factory.mktemp("ising") / "project", ISING_LEAF, ISING_CHECKS)
    return measure_coverage(project / "tasks" / ISING_LEAF)


# --- heat1d: C through gcov ------------------------------------------------------------------------


@needs_gcov
def test_heat1d_solver_branches_run_by_one_check_or_none(heat: CoverageReport) -> None:
    solver = PROJECT / "code" / "heat1d" / SOLVER
    ftcs_dirichlet = line_of(solver, "v[0] = s->u_left;")
    ftcs_neumann = line_of(solver, "v[0] = c * u[0] + (2.0 * w) * u[1];")
    cn_dirichlet = line_of(solver, "d[0] = s->u_left;")
    cn_neumann = line_of(solver, "d[0] = c * u[0] + s->r * u[1];")
    out_of_memory = line_of(solver, 'snprintf(err, errlen, "out of memory for nx = %ld", n);')

    assert heat.executed(SOLVER, ftcs_dirichlet, "sine-decay") is True
    assert heat.executed(SOLVER, ftcs_dirichlet, "neumann-heat") is False
    assert heat.executed(SOLVER, cn_neumann, "neumann-heat") is True
    assert heat.executed(SOLVER, cn_neumann, "sine-decay") is False
    for never in (ftcs_neumann, cn_dirichlet, out_of_memory):
        assert heat.executed(SOLVER, never) is False
        assert never in heat.never_run(SOLVER)
        assert heat.checks_running(SOLVER, never) == []
    assert heat.checks_running(SOLVER, ftcs_dirichlet) == ["sine-decay"]
    # a comment line and a header of declarations hold nothing executable
    assert heat.executed(SOLVER, 1) is None
    assert heat.executed("src/solver.h", 1) is None and "src/solver.h" in heat.unmeasured


@needs_gcov
def test_heat1d_per_check_sets_differ_and_union_is_overall(heat: CoverageReport) -> None:
    assert heat.isolation in ("bubblewrap", "none")
    assert tuple(heat.checks) == HEAT_CHECKS
    assert all(run.ok and not run.notes for run in heat.checks.values())
    assert set(heat.executable) == {"src/io.c", "src/main.c", "src/params.c", "src/solver.c"}
    sine, neumann = heat.checks["sine-decay"], heat.checks["neumann-heat"]
    assert sine.lines[SOLVER] - neumann.lines[SOLVER] and neumann.lines[SOLVER] - sine.lines[SOLVER]
    for name, lines in heat.executable.items():
        union = sine.lines.get(name, frozenset()) | neumann.lines.get(name, frozenset())
        assert union == heat.executed_lines(name) and union <= lines
    assert 0 < sine.percent < heat.percent < 100 and 0 < neumann.percent < heat.percent
    assert heat.executed_count == sum(len(heat.executed_lines(name)) for name in heat.executable)
    assert heat.percent == pytest.approx(100 * heat.executed_count / heat.executable_count)


@needs_gcov
@needs_sandbox
def test_heat1d_runs_in_the_sandbox(heat: CoverageReport) -> None:
    assert heat.isolation == "bubblewrap"


@needs_gcov
def test_heat1d_unsandboxed_gives_the_same_lines(heat: CoverageReport, heat_project: Path,
                                                monkeypatch: pytest.MonkeyPatch) -> None:
    """Without bubblewrap every check's $OUT_DIR has its own path, so each runs with its own knobs."""
    import sab.runners.local as local
    from sab.runners.sandbox import Sandbox

    monkeypatch.setattr(local, "detect", lambda: Sandbox("none", "unsandboxed for this test"))
    bare = measure_coverage(heat_project / "tasks" / HEAT_LEAF)
    assert bare.isolation == "none"
    assert bare.executable == heat.executable
    assert {n: r.lines for n, r in bare.checks.items()} == {n: r.lines for n, r in heat.checks.items()}


@needs_gcov
def test_heat1d_json_and_html_through_the_cli(heat_project: Path, tmp_path: Path) -> None:
    page = tmp_path / "pages" / "heat.html"
    done = run_sab("coverage", f"tasks/{HEAT_LEAF}", "--json", "--html", str(page), cwd=heat_project)
    assert done.returncode == 0, done.stderr
    data = json.loads(done.stdout)
    assert data["leaf"] == "tasks/heat1d/solver" and data["source"] == "heat1d"
    assert data["html"] == str(page.resolve())
    checks = {c["check"]: c for c in data["checks"]}
    assert tuple(checks) == HEAT_CHECKS and all(c["ok"] for c in checks.values())
    files = {f["file"]: f for f in data["files"]}
    solver = files[SOLVER]
    assert solver["measured"] and solver["tool"] == "gcov" and 0 < solver["percent"] < 100
    assert set(solver["executed"]) | set(solver["never_run"]) == set(solver["executable"])
    assert set(checks["sine-decay"]["files"][SOLVER]) != set(checks["neumann-heat"]["files"][SOLVER])
    assert files["src/io.h"]["measured"] is False and files["src/io.h"]["reason"]
    assert data["executed_lines"] <= data["executable_lines"]
    assert min(c["percent"] for c in checks.values()) < data["percent"] < 100

    html = page.read_text()
    assert "Content-Security-Policy" in html and "<script" not in html
    never = line_of(PROJECT / "code" / "heat1d" / SOLVER, "d[0] = s->u_left;")
    ran = line_of(PROJECT / "code" / "heat1d" / SOLVER, "v[0] = s->u_left;")
    solver_anchor = f"file-{data['files'].index(solver)}"
    assert f'<tr class="miss" id="{solver_anchor}-L{never}">' in html
    assert f'<tr class="run" id="{solver_anchor}-L{ran}">' in html
    assert html.count('<section class="file"') == sum(1 for f in data["files"] if f["measured"])


@needs_gcov
def test_table_output_names_each_check_and_the_never_run_lines(heat: CoverageReport, capsys) -> None:
    from sab.cli import coverage_cmds

    coverage_cmds._print_report(heat)
    out = capsys.readouterr().out
    assert "neumann-heat" in out and "sine-decay" in out and "any check" in out
    assert f"{heat.percent:.1f} %" in out
    never = line_of(PROJECT / "code" / "heat1d" / SOLVER, "d[0] = s->u_left;")
    assert f"{never}-{never + 1}" in out  # the two CN-Dirichlet boundary lines


@needs_gcov
def test_a_failing_check_is_reported_with_the_lines_it_reached(tmp_path: Path) -> None:
    project = project_with(tmp_path / "project", HEAT_LEAF, HEAT_CHECKS)
    params = project / "tasks/heat1d/solver/tests/checks/sine-decay/ic/nominal/params.par"
    params.write_text(params.read_text().replace("scheme   = ftcs", "scheme   = leapfrog"))
    done = run_sab("coverage", "tasks/heat1d/solver", "--json", cwd=project)
    assert done.returncode == 1, done.stderr
    checks = {c["check"]: c for c in json.loads(done.stdout)["checks"]}
    assert checks["neumann-heat"]["ok"] and not checks["sine-decay"]["ok"]
    assert "leapfrog" in checks["sine-decay"]["failure"]
    # the parameter parser ran (and refused the scheme), the solver never started
    assert checks["sine-decay"]["files"]["src/params.c"] and not checks["sine-decay"]["files"].get(SOLVER)


# --- ising: Python through coverage.py -------------------------------------------------------------


def test_ising_python_lines_per_check(ising: CoverageReport) -> None:
    code = PROJECT / "code" / "ising"
    assert "ising/exact.py" not in ising.files  # excluded by the approved module cut
    assert all(tool == "coverage.py" for tool in ising.tools.values())
    assert all(run.ok and not run.notes for run in ising.checks.values())
    cold = line_of(code / "ising/lattice.py", "return np.ones((L, L), dtype=np.int8)")
    hot = line_of(code / "ising/lattice.py", "return np.where(rng.random((L, L)) < 0.5, -1, 1).astype(np.int8)")
    assert ising.checks_running("ising/lattice.py", cold) == ["ordered-phase"]
    assert ising.checks_running("ising/lattice.py", hot) == ["disordered-phase"]
    usage = line_of(code / "ising/cli.py", "sys.stdout.write(USAGE)")
    assert ising.executed("ising/cli.py", usage) is False
    assert ising.executed("ising/metropolis.py", 1) is None  # the module docstring's first line
    assert ising.executed_lines("ising/metropolis.py") == ising.executable["ising/metropolis.py"]
    assert 0 < ising.checks["ordered-phase"].percent <= ising.percent < 100
    json.dumps(ising.as_dict(), allow_nan=False)


@needs_sandbox
def test_ising_runs_in_the_sandbox(ising: CoverageReport) -> None:
    assert ising.isolation == "bubblewrap"


# --- refusals ---------------------------------------------------------------------------------------


def test_bad_leaf_path_is_one_error_line_exit_2(tmp_path: Path) -> None:
    done = run_sab("coverage", str(tmp_path / "no-such-leaf"), cwd=PROJECT)
    assert done.returncode == 2
    assert done.stderr.startswith("error:") and len(done.stderr.strip().splitlines()) == 1, done.stderr
    assert "task.toml" in done.stderr and "Traceback" not in done.stderr


@pytest.mark.parametrize("leaf, check, knob", [
    ("heat1d/solver", "sine-decay", "SAB_CFLAGS"),
    ("ising/metropolis", "ordered-phase", "SAB_PYTHON"),
])
def test_run_sh_without_the_knob_is_refused_naming_it(tmp_path: Path, leaf: str, check: str, knob: str) -> None:
    project = project_with(tmp_path / "project", leaf, (check,))
    run_sh = project / "tasks" / leaf / "tests" / "checks" / check / "run.sh"
    lines = run_sh.read_text().splitlines(keepends=True)
    run_sh.write_text("".join(line for line in lines if not line.startswith(f"{knob}=")))
    with pytest.raises(SabError) as caught:
        measure_coverage(project / "tasks" / leaf)
    assert caught.value.file == f"tasks/{leaf}/tests/checks/{check}/run.sh" and caught.value.field == knob
    done = run_sab("coverage", f"tasks/{leaf}", cwd=project)
    assert done.returncode == 2 and len(done.stderr.strip().splitlines()) == 1
    assert done.stderr.startswith(f"error: tasks/{leaf}/tests/checks/{check}/run.sh: {knob}:"), done.stderr


def test_only_the_local_runner(tmp_path: Path) -> None:
    with pytest.raises(SabError, match="local runner only"):
        measure_coverage(HEAT, runner="docker")


# --- the parts -------------------------------------------------------------------------------------


def test_knobs_of_a_real_run_sh_and_the_instrumented_flags() -> None:
    declared = knobs.declared_knobs(Leaf.at(HEAT).check("sine-decay"))
    assert declared == {"SAB_CC": "cc", "SAB_CFLAGS": "-std=c99 -O2"}
    assert knobs.instrumented_flags("-std=c99 -O3 -flto -march=x86-64-v3 -Wall", ["--coverage"]) == \
        "-std=c99 -march=x86-64-v3 -Wall -O0 --coverage"
    assert knobs.language_of("a/b.f90") == "fortran" and knobs.language_of("k.cu") is None
    assert knobs.required_knobs({"header"}) == {"c or c++ header": ("SAB_CFLAGS", "SAB_CXXFLAGS")}
    assert line_ranges([9, 3, 4, 5, 12, 13]) == "3-5, 9, 12-13"


@pytest.mark.parametrize("arguments, expected", [
    (["-m", "pkg", "x"], ([], ["-m", "pkg", "x"])),
    (["-u", "-W", "error", "-c", "code"], (["-u", "-W", "error"], ["-c", "code"])),
    (["-uBc", "code"], (["-uB"], ["-c", "code"])),
    (["-Wignore::DeprecationWarning", "-mpkg"], (["-Wignore::DeprecationWarning"], ["-mpkg"])),
    (["-Xdev", "script.py", "-c"], (["-Xdev"], ["script.py", "-c"])),
    (["-"], ([], ["-"])),
    (["--version"], None),
])
def test_launcher_reads_the_interpreter_command_line(arguments: list[str], expected) -> None:
    assert launcher._split(arguments) == expected


def test_wrapper_measures_module_script_and_code(tmp_path: Path) -> None:
    """The wrapper and launcher on a tree of their own, as a run.sh would call `$SAB_PYTHON`."""
    real = tmp_path / "code"
    (real / "pkg").mkdir(parents=True)
    (real / "pkg" / "__init__.py").write_text("")
    (real / "pkg" / "work.py").write_text(
        "import sys\n\n\ndef square(x):\n    return x * x\n\n\ndef unused():\n    return 0\n\n\n"
        "if __name__ == '__main__':\n    print(square(int(sys.argv[1])))\n")
    (real / "run.py").write_text("import sys\nfrom pkg.work import square\nsys.exit(square(2) - 4)\n")
    staged = tmp_path / "staged"
    shutil.copytree(real, staged)
    tools = pycoverage.install_tools(staged)
    interpreter = Path(sys.executable).name
    outputs = {}
    for mode, call in {"module": ["-m", "pkg.work", "7"], "script": [str(staged / "run.py")],
                       "code": ["-u", "-c", "import sys; from pkg.work import square; sys.exit(square(3) - 9)"]}.items():
        out = tmp_path / "out" / mode
        pycoverage.write_wrapper(tools, mode, interpreter, str(tools), str(out / pycoverage.DATA))
        env = {"PATH": f"{Path(sys.executable).parent}:/usr/bin:/bin", "PYTHONPATH": str(staged),
               "PYTHONDONTWRITEBYTECODE": "1"}
        done = subprocess.run([str(tools / mode), *call], env=env, cwd=tmp_path, capture_output=True, text=True,
                              timeout=120)
        assert done.returncode == 0, done.stderr
        outputs[mode] = (out, done.stdout)
    assert outputs["module"][1] == "49\n"
    files = ["pkg/__init__.py", "pkg/work.py", "run.py"]
    work = (real / "pkg" / "work.py").read_text().splitlines()
    body_of_unused, guarded_print = work.index("    return 0") + 1, work.index("    print(square(int(sys.argv[1])))") + 1
    for mode, (out, _) in outputs.items():
        assert pycoverage.has_data(out)
        statements, ran, unreadable = pycoverage.read_lines(out, real, [str(staged)], files)
        assert not unreadable and body_of_unused in statements["pkg/work.py"]
        assert body_of_unused not in ran["pkg/work.py"] and 5 in ran["pkg/work.py"]  # square's body ran
        assert (guarded_print in ran["pkg/work.py"]) == (mode == "module")
        assert bool(ran["run.py"]) == (mode == "script")
    # the tools' own files are never measured, and only `coverage` is importable from lib/
    assert sorted(p.name for p in (tools / "lib").iterdir()) == ["coverage"]


def test_tools_refuse_a_source_that_has_the_folder_already(tmp_path: Path) -> None:
    (tmp_path / pycoverage.TOOLS).mkdir()
    with pytest.raises(SabError, match="already holds"):
        pycoverage.install_tools(tmp_path)

