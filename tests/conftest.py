"""Shared fixtures: a throwaway task repository and leaves authored through sab itself."""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

PROJECT = Path(__file__).resolve().parents[1]
FILL = re.compile(r"<<FILL(?::[^>]*)?>>")

PYPROJECT = """\
[project]
name = "throwaway"
version = "0"

[tool.sab]
org = "testorg"
dataset = "testset"
dataset_version = "1.0"
dataset_description = "fixture dataset"
git_url = "https://example.org/tasks.git"
"""


# `make test` and `make test-all` run the suite on parallel pytest-xdist workers with `--dist
# loadfile`: the tests of a module run on one worker, so a module-scoped fixture (a produced project, an import, a coverage
# run) is built once. The docker tests share one engine, and what they do there decides which may
# run at once. tests/test_docker.py removes a leaf's images to see a selfcheck build them, which
# would pull the images from under another module's docker run of the same leaf, so the modules
# that run leaves on the engine form one unit, run on one worker. The Harbor trials use images and
# containers of their own (their label, never a leaf's) and count only those, so they are a unit
# of their own, run beside it. The units run first, being the longest runs of the suite.
ENGINE_UNITS = {
    "test_docker.py": "the docker engine's leaf images",
    "test_grading_integrity_docker.py": "the docker engine's leaf images",
    "test_harbor_trials.py": "the docker engine's Harbor trials",
}


# What needs an engine, Harbor or a package index is end to end by nature: `make test` leaves out
# every `e2e` test, `make test-all` (what CI runs) runs them all (docs/testing.md).
OUTSIDE_THE_MACHINE = ("docker", "harbor", "network")


@pytest.hookimpl(tryfirst=True)  # before pytest's own -m selection reads the markers
def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    for item in items:
        if item.get_closest_marker("docker") and item.path.name not in ENGINE_UNITS:
            raise pytest.UsageError(f"{item.nodeid} is marked docker but its module is not in ENGINE_UNITS "
                                    "(tests/conftest.py): add it to the unit whose engine state it shares")
        if any(item.get_closest_marker(name) for name in OUTSIDE_THE_MACHINE):
            item.add_marker(pytest.mark.e2e)
    items.sort(key=lambda item: item.path.name not in ENGINE_UNITS)  # stable: each module stays in order


def pytest_sessionstart(session: pytest.Session) -> None:
    """Under mutmut (`make mutation`) each mutant's tests run in a process forked from mutmut's,
    in mutmut's process group: a mutant that signals its group (a pid of 0 reaching os.kill, as
    a mutated fork does) would end mutmut itself. Each such run gets a group of its own, and
    dies with mutmut, so a run stopped at its budget leaves none behind."""
    if "MUTANT_UNDER_TEST" not in os.environ or os.getpgid(0) == os.getpid():
        return  # not under mutmut, or mutmut's own process (it leads its group)
    import ctypes
    import signal

    os.setpgid(0, 0)
    ctypes.CDLL(None, use_errno=True).prctl(1, signal.SIGKILL)  # PR_SET_PDEATHSIG


@pytest.hookimpl(optionalhook=True)  # a hook of pytest-xdist, when it is installed
def pytest_xdist_make_scheduler(config: pytest.Config, log):
    if config.getvalue("dist") != "loadfile":
        return None
    from xdist.scheduler import LoadFileScheduling

    class EngineModulesTogether(LoadFileScheduling):
        def _split_scope(self, nodeid: str) -> str:
            path = nodeid.split("::", 1)[0]
            return ENGINE_UNITS.get(Path(path).name, path)

    return EngineModulesTogether(config, log)


@pytest.fixture(autouse=True, scope="session")
def _private_fingerprint_cache(tmp_path_factory) -> None:
    """sab's fingerprint cache (docs/sources.md) in a folder of this test session, never the user's."""
    os.environ["SAB_CACHE"] = str(tmp_path_factory.mktemp("sab-cache"))


# What `sab run` draws inputs from when a test names no seed (its --seed reads SAB_SEED): the
# public ic/ inputs, whose output layout most tests are written around; the tests of drawn
# inputs (tests/test_drawn_inputs.py) name their seeds.
TEST_SEED = "fixed"


def run_sab(*args: str, cwd: Path, check: bool = False, env: dict | None = None) -> subprocess.CompletedProcess:
    """Run the real CLI in a subprocess, as a user would. The timeout only catches a hung command:
    a whole selfcheck on a machine at a load of 8 takes minutes."""
    done = subprocess.run(
        [sys.executable, "-m", "sab", *args], cwd=cwd, capture_output=True, text=True,
        env={**os.environ, "SAB_SEED": os.environ.get("SAB_SEED", TEST_SEED), **(env or {})}, timeout=1800,
    )
    if check and done.returncode != 0:
        raise AssertionError(f"sab {' '.join(args)} failed ({done.returncode}):\n{done.stdout}\n{done.stderr}")
    return done


def approve_module(root: Path, source: str = "demo", module: str = "solver") -> None:
    """Record `source` (a first-party tree already under code/) if it is not yet, then propose
    and approve `module` through sab's library, as a curator would before `sab scaffold`."""
    from sab.config import load_settings
    from sab.sources.layout import Source
    from sab.sources.modules import approve, propose
    from sab.sources.vendor import AddOptions, add_source

    settings = load_settings(root)
    recorded = Source(settings.root, source)
    if not recorded.recorded:
        add_source(settings.root, settings.git_url, AddOptions(source, in_place=True, license="MIT"))
    record = recorded.modules().get(module)
    if record is None:
        propose(settings.root, source, module, ["solver.py"], f"the {module} module of the fixture",
                tests=["tests/test_solver.py"], by="fixture")
    if record is None or not record.approved:
        approve(settings.root, source, module, "fixture curator")


def init_repo(root: Path) -> Path:
    """A throwaway task repository: the source code/demo/, recorded, with its module solver approved."""
    (root / "code" / "demo" / "tests").mkdir(parents=True)
    (root / "code" / "demo" / "solver.py").write_text("print('demo')\n")
    (root / "code" / "demo" / "tests" / "test_solver.py").write_text("def test_it():\n    pass\n")
    (root / "tasks").mkdir()
    (root / "pyproject.toml").write_text(PYPROJECT)
    approve_module(root)
    return root


@pytest.fixture
def repo(tmp_path: Path) -> Path:
    return init_repo(tmp_path / "repo")


def fill_placeholders(leaf: Path) -> None:
    """Replace every template placeholder by authored-looking text and give each ic a file."""
    for path in leaf.rglob("*"):
        if path.is_file():
            text = path.read_text()
            if "<<FILL" in text:
                path.write_text(FILL.sub("filled", text))
    for ic in leaf.glob("tests/checks/*/ic/*"):
        (ic / "input.par").write_text(f"value = 1.0  # {ic.name}\n")


def make_leaf(repo: Path, codebase: str = "demo", module: str = "solver") -> Path:
    """A structurally complete leaf with two checks, built with scaffold and add-check."""
    from sab import stock
    from sab.config import load_settings
    from sab.derived import sync
    from sab.leaf import Leaf
    from sab.scaffold import CheckOptions, ScaffoldOptions, add_check, scaffold_leaf

    settings = load_settings(repo)
    approve_module(repo, "demo", module)
    leaf_dir = scaffold_leaf(settings, ScaffoldOptions(codebase, module, "demo"))
    add_check(Leaf(leaf_dir), CheckOptions("basic", "pointwise", from_test="tests/test_solver.py"))
    add_check(Leaf(leaf_dir), CheckOptions("long-run", "invariants", custom="no upstream test of long runs"))
    fill_placeholders(leaf_dir)
    sync(Leaf(leaf_dir))
    stock.restore(Leaf(leaf_dir))  # as `sab sync` does: each validate.py now holds what its rubric uses
    return leaf_dir


@pytest.fixture
def leaf(repo: Path) -> Path:
    return make_leaf(repo)


# The heat1d checks and probes most tests are written around: the FTCS sine decay and the
# Crank-Nicolson insulated rod. The leaf's other checks (more schemes, the parameter parser) cost
# run time and change nothing these tests look at; `full=True` keeps them. A test may name cores
# of other leaves (`cores`): each leaf -> (the checks kept, the probes kept).
CORE = {"heat1d/solver": (("neumann-heat", "sine-decay"), ("held-end-leak-0.1pct", "cn-diagonal-0.1pct"))}


def copy_project(destination: Path, leaves: tuple[str, ...] = ("heat1d/solver",), *, full: bool = False,
                 cores: dict[str, tuple[tuple[str, ...], tuple[str, ...]]] = CORE) -> Path:
    """A throwaway copy of this repository with the named leaves and the real sources they are
    cut from (every source when no leaf is named), each with its codebase report."""
    from sab.derived import sync
    from sab.leaf import Leaf, load_manifest

    destination.mkdir(parents=True)
    shutil.copy(PROJECT / "pyproject.toml", destination / "pyproject.toml")
    sources = {load_manifest(PROJECT / "tasks" / leaf_path / "task.toml").sciaccel.source for leaf_path in leaves}
    for name in ("code", "codebase-reports"):
        if not leaves:
            shutil.copytree(PROJECT / name, destination / name)
            continue
        (destination / name).mkdir()
        for entry in (PROJECT / name).iterdir():
            if entry.is_file():
                shutil.copy(entry, destination / name / entry.name)
            elif entry.name in sources:
                shutil.copytree(entry, destination / name / entry.name)
    for leaf_path in leaves:
        target = destination / "tasks" / leaf_path
        shutil.copytree(PROJECT / "tasks" / leaf_path, target)
        if full or leaf_path not in cores:
            continue
        checks, probes = cores[leaf_path]
        for folder in (target / "tests/checks").iterdir():
            if folder.name not in checks:
                shutil.rmtree(folder)
        for probe in (target / "comment/probes").glob("*.json"):
            if probe.stem not in probes:
                probe.unlink()
        sync(Leaf(target))
    return destination


@pytest.fixture
def heat_repo(tmp_path: Path) -> Path:
    return copy_project(tmp_path / "project")


def declare_dependencies(leaf: Path, python: list[str], system: list[str] = ()) -> None:
    """Append a dependencies table to task.toml."""
    quoted = lambda items: "[" + ", ".join(f'"{item}"' for item in items) + "]"  # noqa: E731
    with (leaf / "task.toml").open("a") as handle:
        handle.write(f"\n[metadata.sciaccel.dependencies]\npython = {quoted(python)}\nsystem = {quoted(list(system))}\n")


# The line of a two-step run.sh (docs/leaf.md, "The run.sh contract") after which its run step
# begins: a test that replaces what a check runs cuts there.
RUN_STEP_GUARD = ': "${BUILD_DIR:?BUILD_DIR is not set}" "${INPUT_DIR:?INPUT_DIR is not set}" "${OUT_DIR:?OUT_DIR is not set}"\n'


def run_step_at(text: str) -> int:
    """Where the run step's commands start in a two-step run.sh's text."""
    return text.index(RUN_STEP_GUARD) + len(RUN_STEP_GUARD)


def add_pinned_env_check(repo: Path, leaf: str = "tasks/heat1d/solver") -> None:
    """A check whose run.sh only calls its harness, which reports the interpreter it ran under."""
    checks = repo / leaf / "tests/checks"
    shutil.copytree(checks / "neumann-heat", checks / "pinned-env")
    (checks / "pinned-env/harness").mkdir()
    (checks / "pinned-env/harness/report.py").write_text(textwrap.dedent("""\
        import importlib.util, os, sys
        import six
        with open(os.path.join(os.environ["OUT_DIR"], "env.txt"), "w") as out:
            print(sys.prefix, six.__version__, importlib.util.find_spec("numpy") is not None, file=out)
        """))
    rubric = checks / "pinned-env/rubric.json"
    rubric.write_text(rubric.read_text().replace('"check": "neumann-heat"', '"check": "pinned-env"'))
    run_sh = checks / "pinned-env/run.sh"
    text = run_sh.read_text()
    run_sh.write_text(text[: run_step_at(text)] + 'python3 "$CHECK_DIR/harness/report.py"\n')
