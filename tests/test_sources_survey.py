"""sab survey-tests finds real suites: pytest's, unittest's and nose's rules for Python (tests.py
included), build-declared tests (automake, CMake, Meson, make) and C/C++/Fortran test programs,
each with the files it draws on; every upstream test of the shipped sources; and, when nothing is
found, the rules tried and how to name a test."""

from __future__ import annotations

import hashlib
import io
import json
import re
import shutil
import subprocess
import sys
import tarfile
from pathlib import Path

import pytest

from conftest import PROJECT, run_sab
from sab.fingerprint import tree_files
from sab.sources.discovery import RULES, discover


def write(root: Path, files: dict[str, str]) -> None:
    for rel, text in files.items():
        path = root / rel
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text)


def found(tree: Path, declared: set[str] = frozenset()) -> dict:
    return {f.name: f for f in discover(tree, [rel for rel, _ in tree_files(tree)], set(declared))}


# -- a package whose tests live in tests.py, vendored the way a release from the index arrives ------

TESTS_PY = '''\
import unittest

import pytest

from .optics import reflect, transmit
from . import util


class ReflectTests(unittest.TestCase):
    def test_normal_incidence(self):
        self.assertAlmostEqual(reflect(1.0, 1.5), 0.04)

    def test_same_medium(self):
        self.assertEqual(reflect(1.0, 1.0), 0.0)

    def helper(self):
        return 1


class TransmitTests(unittest.TestCase):
    def test_energy(self):
        self.assertAlmostEqual(transmit(1.0, 1.5) + reflect(1.0, 1.5), 1.0)


@pytest.fixture
def test_index():
    return 1.5


def test_reflect_is_symmetric():
    assert reflect(1.0, 1.5) == reflect(1.5, 1.0)


def test_clip():
    assert util.clip(2.0) == 1.0


class TestNotCollected:
    def __init__(self):
        pass

    def test_never(self):
        pass


def check_helper():
    return True
'''


def sdist(tmp_path: Path) -> tuple[Path, str]:
    """optics-1.0.tar.gz: a flat package (as tmm ships) with its tests in tests.py."""
    files = {
        "optics-1.0/PKG-INFO": "Metadata-Version: 2.1\nName: optics\nVersion: 1.0\nSummary: Fresnel optics\n"
                               "License: MIT\n",
        "optics-1.0/LICENSE": (PROJECT / "code/heat1d/LICENSE").read_text(),
        "optics-1.0/__init__.py": "from .optics import reflect, transmit\n",
        "optics-1.0/optics.py": "from .util import clip\n\n\ndef reflect(n1, n2):\n    return clip(((n1 - n2) / (n1 + n2)) ** 2)\n\n\n"
                                "def transmit(n1, n2):\n    return 1.0 - reflect(n1, n2)\n",
        "optics-1.0/util.py": "def clip(x):\n    return min(x, 1.0)\n",
        "optics-1.0/plots.py": "def draw():\n    pass\n",
        "optics-1.0/tests.py": TESTS_PY,
    }
    buffer = io.BytesIO()
    with tarfile.open(fileobj=buffer, mode="w:gz") as tar:
        for name, text in files.items():
            data = text.encode()
            info = tarfile.TarInfo(name)
            info.size = len(data)
            info.mode = 0o644
            tar.addfile(info, io.BytesIO(data))
    archive = tmp_path / "optics-1.0.tar.gz"
    archive.write_bytes(buffer.getvalue())
    return archive, hashlib.sha256(buffer.getvalue()).hexdigest()


def test_a_vendored_package_with_tests_py_is_surveyed_in_full(repo: Path, tmp_path: Path) -> None:
    archive, digest = sdist(tmp_path)
    added = run_sab("source", "add", "optics", "--archive", str(archive), "--sha256", digest, cwd=repo)
    assert added.returncode == 0, added.stderr
    proposed = run_sab("modules", "propose", "optics", "--module", "fresnel", "--paths", "optics.py", "--paths", "util.py",
                       "--entry-point", "optics.py:reflect", "--rationale", "Fresnel coefficients", cwd=repo)
    assert proposed.returncode == 0, proposed.stderr
    done = run_sab("survey-tests", "optics", "--json", cwd=repo)
    assert done.returncode == 0, done.stderr
    tests = {t["name"]: t for t in json.loads(done.stdout)["tests"]}
    assert sorted(tests) == [
        "tests.py::ReflectTests::test_normal_incidence", "tests.py::ReflectTests::test_same_medium",
        "tests.py::TransmitTests::test_energy", "tests.py::test_clip", "tests.py::test_reflect_is_symmetric",
    ]
    assert {t["found_by"] for n, t in tests.items() if "Tests::" in n} == {"unittest"}
    assert tests["tests.py::test_clip"]["found_by"] == "pytest"
    assert tests["tests.py::test_clip"]["files"] == ["optics.py", "util.py"]  # from . import util, .optics -> util
    assert tests["tests.py::test_clip"]["reasons"] == {"fresnel": "imports .optics"}
    assert tests["tests.py::ReflectTests::test_same_medium"]["reasons"] == {"fresnel": "imports .optics"}
    assert all(t["used_by"] == ["fresnel"] for t in tests.values())
    text = run_sab("survey-tests", "optics", cwd=repo)
    assert "tests.py::test_clip  [pytest]  ->  fresnel (imports .optics)" in text.stdout
    assert "5 tests, 5 drawn on by a module" in text.stdout


def test_nothing_found_names_the_rules_tried_and_how_to_name_a_test(repo: Path) -> None:
    write(repo / "code/kernel", {"LICENSE": (PROJECT / "code/heat1d/LICENSE").read_text(),
                                 "stencil.c": "double stencil(double x) { return x; }\n",
                                 "check_stencil.py": "def check_it():\n    pass\n"})
    assert run_sab("source", "add", "kernel", "--in-place", cwd=repo).returncode == 0
    done = run_sab("survey-tests", "kernel", cwd=repo)
    assert done.returncode == 0, done.stderr
    lines = done.stdout.splitlines()
    assert "no test found; the rules tried:" in lines
    for rule in RULES:
        assert any(line.startswith(f"  {rule}: ") for line in lines), rule
    assert "  pytest configuration read: python_files = test_*.py *_test.py; python_classes = Test; " \
           "python_functions = test (pytest's defaults)" in lines
    assert any(line.startswith("to have a test found: name a Python test module test_*.py") for line in lines)
    assert lines[-1].startswith("0 tests, 0 drawn on by a module")


# -- Python rules ---------------------------------------------------------------------------------

def test_pytest_rules_classes_inheritance_nesting_and_opt_outs(tmp_path: Path) -> None:
    write(tmp_path, {
        "pkg/__init__.py": "",
        "pkg/core.py": "def f():\n    return 1\n",
        "pkg/test_core.py": (
            "from pkg.core import f\n"
            "import pytest\n\n"
            "class TestBase:\n    def test_inherited(self):\n        assert f()\n\n"
            "class TestChild(TestBase):\n    def test_own(self):\n        pass\n    class TestInner:\n"
            "        def test_deep(self):\n            pass\n\n"
            "class TestOff:\n    __test__ = False\n    def test_x(self):\n        pass\n\n"
            "class Helper:\n    def test_not_a_test_class(self):\n        pass\n\n"
            "if True:\n    def test_in_if():\n        pass\n\n"
            "@pytest.mark.parametrize('x', [1, 2])\ndef test_param(x):\n    pass\n\n"
            "async def test_async():\n    pass\n"),
        "pkg/helpers.py": "def test_looks_like_one():\n    pass\n",  # not a test module: pytest never collects it
        "pkg/conftest.py": "def test_never():\n    pass\n",
        "build/test_out_of_tree.py": "def test_skipped():\n    pass\n",  # norecursedirs
        "pkg/core_test.py": "def test_suffix_module():\n    pass\n",
    })
    tests = found(tmp_path)
    assert sorted(tests) == [
        "pkg/core_test.py::test_suffix_module",
        "pkg/test_core.py::TestBase::test_inherited", "pkg/test_core.py::TestChild::TestInner::test_deep",
        "pkg/test_core.py::TestChild::test_inherited", "pkg/test_core.py::TestChild::test_own",
        "pkg/test_core.py::test_async", "pkg/test_core.py::test_in_if", "pkg/test_core.py::test_param",
    ]
    assert tests["pkg/test_core.py::TestChild::test_inherited"].files == {"pkg/core.py": "imports pkg.core"}


def test_pytest_configuration_of_the_tree_is_read(tmp_path: Path) -> None:
    write(tmp_path, {
        "setup.cfg": "[metadata]\nname = x\n\n[tool:pytest]\npython_files = check_*.py\npython_functions = check_\n"
                     "python_classes = *Suite\n",
        "check_things.py": "def check_one():\n    pass\n\ndef test_not_with_this_config():\n    pass\n\n"
                           "class ThingSuite:\n    def check_two(self):\n        pass\n",
        "test_default_name.py": "def test_x():\n    pass\n",
    })
    # test_default_name.py still matches unittest's test*.py; with python_functions = check_ only nose's names find test_x
    tests = found(tmp_path)
    assert sorted(tests) == ["check_things.py::ThingSuite::check_two", "check_things.py::check_one",
                             "test_default_name.py::test_x"]
    assert tests["test_default_name.py::test_x"].rule == "nose"


def test_nose_names_only_where_the_other_rules_find_nothing(tmp_path: Path) -> None:
    write(tmp_path, {
        "core.py": "def solve():\n    pass\n",
        "tests.py": "from core import solve\n\ndef run_all():\n    basic_test()\n\ndef basic_test():\n    solve()\n\n"
                    "def _private_test():\n    pass\n\ndef df(a, b):\n    return a - b\n",
        "test_mixed.py": "def test_real():\n    pass\n\ndef helper_test():\n    pass\n",
    })
    tests = found(tmp_path)
    assert sorted(tests) == ["test_mixed.py::test_real", "tests.py::basic_test"]
    assert tests["tests.py::basic_test"].rule == "nose" and tests["tests.py::basic_test"].files == {"core.py": "imports core"}


# -- build systems and compiled programs ---------------------------------------------------------

def test_build_declared_tests_and_compiled_test_programs(tmp_path: Path) -> None:
    write(tmp_path, {
        "lib/solve.c": '#include "solve.h"\nstatic double helper(double x) { return x; }\n'
                       "double solve(double x) { return helper(x) * norm2(x); }\n",
        "lib/norm.c": '#include "solve.h"\ndouble norm2(double x) { return x * x; }\n',
        "lib/solve.h": "double solve(double x);\ndouble norm2(double x);\n",
        "lib/unused.c": "double unused(double x) { return x; }\n",
        "CMakeLists.txt": "add_executable(run_solve tools/run_solve.c)\n"
                          "add_test(NAME solve-small COMMAND run_solve ${CMAKE_CURRENT_SOURCE_DIR}/data/small.in)\n"
                          "add_test(legacy run_solve)\n",
        "tools/run_solve.c": '#include "../lib/solve.h"\nint main(void) { return solve(1.0) > 0; }\n',
        "data/small.in": "1\n",
        "meson.build": "exe = executable('mtest', 'tools/mtest.c', dependencies: deps)\ntest('meson-one', exe)\n",
        "tools/mtest.c": '#include "../lib/solve.h"\nint main(void) { return norm2(2.0) != 4.0; }\n',
        "tests/unit.c": '#include "../lib/solve.h"\nstatic void t_solve(int *s) { *s |= solve(1) != 1; }\n'
                        "static void t_norm(int *s) { *s |= norm2(2) != 4; }\n"
                        "static void report(int s) { (void) s; }\n"
                        "int main(void) { int s = 0; t_solve(&s); t_norm(&s); report(s); return s; }\n",
        "tests/gtest_solve.cc": '#include "../lib/solve.h"\nTEST(Solve, One) { EXPECT_EQ(solve(1), 1); }\n'
                                'TEST_F(Fixture, Two) {}\nTEST_CASE("catch style") {}\n',
        "examples/demo.c": '#include "../lib/solve.h"\nint main(void) { return solve(2) < 0; }\n',
        "examples/demo.out": "4\n",
        "bench/driver.c": "/* This program tests the solver on a ladder of sizes. */\nint main(void) { return 0; }\n",
        "bench/other.c": "/* A benchmark. */\nint main(void) { return 0; }\n",
        "tests/run.sh": "#!/bin/sh\n./unit\n",
        "Makefile": "SRCS := solve.c norm.c\nOBJS := $(addprefix build/,$(SRCS:.c=.o))\nUNIT := build/unit\n\n"
                    "$(UNIT): tests/unit.c $(OBJS)\n\t$(CC) -o $@ $^\n\ntest: $(UNIT)\n\tsh tests/run.sh\n\ncheck: test\n",
    })
    tests = found(tmp_path)
    assert sorted(tests) == [
        "CMakeLists.txt::legacy", "CMakeLists.txt::solve-small", "Makefile::test",
        "bench/driver.c", "examples/demo.c", "meson.build::meson-one",
        "tests/gtest_solve.cc::Fixture.Two", "tests/gtest_solve.cc::Solve.One", "tests/gtest_solve.cc::catch style",
        "tests/run.sh", "tests/unit.c::t_norm", "tests/unit.c::t_solve",
    ]
    rules = {name: t.rule for name, t in tests.items()}
    assert rules["CMakeLists.txt::solve-small"] == "ctest" and rules["meson.build::meson-one"] == "meson"
    assert rules["bench/driver.c"] == "self-described" and rules["examples/demo.c"] == "reference-output"
    assert rules["tests/unit.c::t_solve"] == "test-program" and rules["tests/run.sh"] == "test-script"
    assert sorted(tests["CMakeLists.txt::solve-small"].files) == ["data/small.in", "lib/norm.c", "lib/solve.c",
                                                                  "lib/solve.h", "tools/run_solve.c"]
    assert tests["tests/unit.c::t_norm"].files == {"lib/norm.c": "calls norm2", "lib/solve.h": "includes ../lib/solve.h"}
    assert sorted(tests["tests/unit.c::t_solve"].files) == ["lib/norm.c", "lib/solve.c", "lib/solve.h"]
    assert tests["tests/unit.c::t_solve"].files["lib/norm.c"] == "through lib/solve.c"
    assert sorted(tests["Makefile::test"].files) == ["lib/norm.c", "lib/solve.c", "lib/solve.h", "tests/run.sh",
                                                     "tests/unit.c"]
    assert "examples/demo.out" in tests["examples/demo.c"].files
    assert not any("lib/unused.c" in t.files for t in tests.values())


def test_fortran_drivers_link_by_routine_not_by_dummy_argument(tmp_path: Path) -> None:
    write(tmp_path, {
        "solve.f": "      SUBROUTINE SOLVE(FCN,N,X)\n      EXTERNAL FCN\n      CALL FCN(N,X)\n      CALL NORMS(N,X)\n"
                   "      RETURN\n      END\n",
        "norms.f": "      SUBROUTINE NORMS(N,X)\n      RETURN\n      END\n",
        "ex/tsolve.f": "C     DRIVER FOR SOLVE EXAMPLE.\n      INTEGER N\n      DOUBLE PRECISION X(2)\n      EXTERNAL FCN\n"
                       "      CALL SOLVE(FCN,N,X)\n      STOP\n      END\n      SUBROUTINE FCN(N,X)\n      RETURN\n      END\n",
        "ex/file02": "C     **********\nC\nC     THIS PROGRAM TESTS CODES FOR THE SOLUTION OF N EQUATIONS.\nC\n"
                     "      INTEGER N\n      EXTERNAL FCN\n      CALL SOLVE(FCN,N,X)\n      STOP\n      END\n"
                     "      SUBROUTINE FCN(N,X)\n      RETURN\n      END\n",
        "ex/file03": "    1    2    3\n    2    4    3\n",
        "src/kinds.f90": "module kinds\n  integer, parameter :: dp = kind(1d0)\nend module kinds\n",
        "src/rk4.f90": "subroutine rk4(x)\n  use kinds\n  real(dp) :: x\n  x = x + 1\nend subroutine rk4\n",
        "drivers/run_rk4.f90": "! This program checks rk4 against the exact solution.\nprogram run_rk4\n  use kinds\n"
                               "  real(dp) :: x = 0\n  call rk4(x) ! a comment naming solve\nend program run_rk4\n",
        "drivers/plain.f90": "! A plain driver.\nprogram plain\n  call rk4(x)\nend program plain\n",
    })
    tests = found(tmp_path)
    assert sorted(tests) == ["drivers/run_rk4.f90", "ex/file02", "ex/tsolve.f"]
    assert tests["drivers/run_rk4.f90"].rule == "self-described"
    assert tests["drivers/run_rk4.f90"].files == {"src/kinds.f90": "uses kinds", "src/rk4.f90": "calls rk4"}
    assert tests["ex/tsolve.f"].rule == "test-program" and tests["ex/file02"].rule == "self-described"
    assert tests["ex/tsolve.f"].files == {"norms.f": "through solve.f", "solve.f": "calls solve"}
    assert tests["ex/file02"].language == "Fortran"


# -- every upstream test of the shipped sources ---------------------------------------------------

def _pytest_collection(tmp_path: Path, name: str) -> set[str]:
    copy = tmp_path / name
    shutil.copytree(PROJECT / "code" / name, copy)
    done = subprocess.run([sys.executable, "-m", "pytest", "--collect-only", "-q", "-p", "no:cacheprovider"], cwd=copy,
                          capture_output=True, text=True, timeout=300)
    return {re.sub(r"\[.*$", "", line) for line in done.stdout.splitlines() if "::" in line}


@pytest.mark.parametrize("name", ["ising", "nbody"])
def test_python_sources_match_pytest_collection(tmp_path: Path, name: str) -> None:
    expected = _pytest_collection(tmp_path, name)
    assert len(expected) > 20
    assert set(found(PROJECT / "code" / name)) == expected


def test_tmm_tests_are_those_its_runner_calls() -> None:
    text = (PROJECT / "code/tmm/tests.py").read_text()
    runner = re.search(r"def run_all\(\):\n((?:    .*\n)+)", text).group(1)
    expected = {f"tests.py::{name}" for name in re.findall(r"(\w+)\(\)", runner)}
    assert len(expected) == 8
    assert set(found(PROJECT / "code/tmm")) == expected


def test_erfa_tests_are_the_functions_its_check_programs_call() -> None:
    expected = set()
    for program in ("t_erfa_c.c", "t_erfa_c_extra.c"):
        text = (PROJECT / "code/erfa/src" / program).read_text()
        main = text[text.index("int main("):]
        expected |= {f"src/{program}::{name}" for name in re.findall(r"^\s+(t_\w+)\(&status\)\s*;", main, re.M)}
    assert len(expected) > 240
    tests = found(PROJECT / "code/erfa")
    assert set(tests) == expected
    pn06a = tests["src/t_erfa_c.c::t_pn06a"]
    assert pn06a.rule == "automake" and pn06a.files["src/pn06a.c"] == "calls eraPn06a"
    assert "src/nut06a.c" in pn06a.files and "src/utctai.c" not in pn06a.files


def test_minpack_tests_are_its_drivers_and_the_programs_its_index_calls_tests() -> None:
    index = (PROJECT / "code/minpack/ex/index.html").read_text()
    described = re.sub(r"<[^>]*>", "", index)
    tests_by_index = {f"ex/{name}" for name, what in re.findall(r"file\s+(file\d+)\s+for\s+([^\n]*)", described)
                      if re.search(r"\btest\b", what)}
    drivers = {f"ex/{p.name}" for p in (PROJECT / "code/minpack/ex").glob("t*.f")}
    assert len(tests_by_index) == 14 and len(drivers) == 11
    tests = found(PROJECT / "code/minpack")
    assert set(tests) == tests_by_index | drivers
    assert sorted(tests["ex/thybrj.f"].files)[:4] == ["dogleg.f", "dpmpar.f", "enorm.f", "hybrj.f"]
    assert not any(f.startswith("ex/") for f in tests["ex/thybrj.f"].files)  # FCN is the driver's own


def test_heat1d_tests_are_its_make_target_checker_and_suite() -> None:
    tests = found(PROJECT / "code/heat1d")
    assert sorted(tests) == ["Makefile::test", "tests/check.c", "tests/run_tests.sh"]
    assert sorted(tests["Makefile::test"].files) == ["src/io.c", "src/io.h", "src/main.c", "src/params.c", "src/params.h",
                                                     "src/solver.c", "src/solver.h", "tests/check.c", "tests/run_tests.sh"]
