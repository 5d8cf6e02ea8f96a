"""Test discovery for `sab survey-tests`: the tests of a source tree and the files each draws on,
found statically (nothing is imported, configured, built or run).

Rules, tried in this order; a test is reported once, under the first rule that finds it
(`RULES` holds the text `sab survey-tests` prints when nothing is found):

- Python (`discovery.python`): pytest's collection rules with the tree's own pytest
  configuration, unittest's `test*.py` modules and `TestCase` methods, and nose's `testMatch` names
  in a test module where the other two find nothing;
- build systems (`discovery.build`): automake `TESTS`/`check_PROGRAMS`, CMake `add_test`, Meson
  `test()`, and make's `test`/`check` targets;
- C, C++ and Fortran programs (`discovery.compiled`): a main program named or placed as a test
  (a test/tests/testing folder, `test*`, `t_*`, `*_test`, or `t` + the name of a file or routine
  of the tree such as `thybrj.f` for `hybrj.f`), one whose opening comment says it tests or
  checks ("THIS PROGRAM TESTS ..."), or one with a reference output beside it (`x.c` and
  `x.out`, `.ref`, `.expected`, ...); a test program whose `main` calls test functions of its own
  file (`t_*`, `test*`, `*_test`) contributes one test per function, and GoogleTest and Catch2
  cases are one test each;
- scripts: any other code file in a test folder or named `test_*` / `*_test`;
- declared: a test a module declares (`sab modules propose --tests`) is always listed.

What a test draws on (`files`): for Python, the tree's modules its file imports at module level
and its own body imports, then what those import, transitively; for C, C++ and Fortran, the headers
it includes and the files defining the functions and routines it calls (one definition per name:
the file named after it first, as a linker given the library would), transitively; for a build
target, the files its rule names and their own. Each file says how it is reached.
"""

from __future__ import annotations

import ast
import re
import warnings
from dataclasses import dataclass, field
from pathlib import Path, PurePosixPath

from sab.sources.discovery import build, compiled, python
from sab.sources.size import BINARY_PROBE, is_test_path, language_of

MAX_READ = 4 << 20

RULES: dict[str, str] = {
    "pytest": "Python files matching pytest's python_files (default test_*.py, *_test.py): test* functions, "
              "methods test* of Test* classes without __init__",
    "unittest": "Python files matching test*.py (unittest discover; tests.py included): methods test* of "
                "unittest.TestCase subclasses, and the pytest-style functions and classes beside them",
    "nose": "in such a Python test module where the two rules above find nothing: functions and methods "
            "whose names match nose's testMatch (basic_test, TestRunner.check_test)",
    "automake": "Makefile.am: the programs and scripts of TESTS and check_PROGRAMS",
    "ctest": "CMakeLists.txt: add_test(...) with the sources of its add_executable",
    "meson": "meson.build: test('name', exe) with the sources of exe",
    "make": "Makefile: the test, tests, check and runtests targets",
    "test-program": "C, C++ and Fortran main programs in a test/tests/testing folder or named test*, t_*, "
                    "*_test, or t + the name of a file or routine of the tree (thybrj.f for hybrj.f); "
                    "GoogleTest TEST()/TEST_F() and Catch2 TEST_CASE() cases",
    "self-described": "C, C++ and Fortran main programs whose opening comment says they test or check "
                      "(\"this program tests ...\", \"test driver\")",
    "reference-output": "C, C++ and Fortran main programs with a reference output beside them "
                        "(x.c with x.out, x.ref, x.expected, ...)",
    "test-script": "other code files (shell, R, Julia, ...) in a test/tests/testing folder or named test_* or *_test",
    "declared": "tests a module declares with `sab modules propose --tests PATH[::NAME]`",
}
NAMING_HINT = (
    "name a Python test module test_*.py or *_test.py (pytest) or test*.py such as tests.py (unittest), with "
    "test_* functions, Test* classes or unittest.TestCase subclasses; declare a compiled test program in the "
    "build (automake TESTS, CMake add_test, Meson test(), a make `test` target) or name it test_*.c, t_*.c or "
    "t<routine>.f; or declare the tests of a module with `sab modules propose SOURCE --module M ... --tests "
    "PATH[::NAME] --replace`"
)
BUILD_FILES = frozenset({"Makefile.am", "CMakeLists.txt", "meson.build", *build.MAKEFILES})
_TEST_STEM = re.compile(r"^(?:test|t_)|_tests?$", re.I)


@dataclass
class Found:
    """One test: its name (`path` or `path::...`), the rule that found it, and the files of the tree
    it draws on with how each is reached."""

    name: str
    path: str
    language: str | None
    rule: str
    files: dict[str, str] = field(default_factory=dict)
    direct: set[str] = field(default_factory=set)  # files reached without going through another file
    text: str = ""  # what the test's own code says, for file names it mentions


def _read(path: Path) -> str:
    try:
        with open(path, "rb") as handle:
            data = handle.read(MAX_READ)
    except OSError:
        return ""
    return "" if b"\0" in data[:BINARY_PROBE] else data.decode("utf-8", "replace")


def parse_python(text: str) -> ast.Module | None:
    """The syntax tree of upstream code, or None; its warnings (invalid escapes of old code) are its own."""
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        try:
            return ast.parse(text)
        except (SyntaxError, ValueError):
            return None


def _under(rel: str, roots) -> bool:
    return any(rel == root or rel.startswith(root + "/") for root in roots)


class Tree:
    """The tree's files read once: Python syntax trees, compiled files and the symbol index."""

    def __init__(self, tree: Path, rels: list[str], root_name: str | None = None) -> None:
        self.tree = tree
        self.rels = [rel for rel in rels if not (tree / rel).is_symlink()]
        self.files = set(self.rels)
        self._texts: dict[str, str] = {}
        self._python: dict[str, ast.Module | None] = {}
        self._deps: dict[str, dict[str, str]] = {}
        self._reach: dict[str, frozenset[str]] = {}
        self._includes: dict[tuple[str, str, bool], str | None] = {}
        self.imports = python.ImportIndex(self.rels, root_name)
        self.resolver = build.Resolver(self.files)
        self.compiled: dict[str, compiled.CompiledFile] = {}
        for rel in self.rels:
            suffix = PurePosixPath(rel).suffix
            if compiled.kind(rel, "") is not None or (not suffix and self.text(rel)):
                read = compiled.read(rel, self.text(rel))
                if read is not None:
                    self.compiled[rel] = read
        self.symbols: dict[str, list[str]] = {}
        for rel, cf in self.compiled.items():
            for unit in cf.defined():
                key = f"f:{unit.name.lower()}" if cf.fortran else unit.name
                self.symbols.setdefault(key, []).append(rel)
                if not cf.fortran and "::" in unit.name:
                    self.symbols.setdefault(unit.name.rsplit("::", 1)[1], []).append(rel)
        self.stems = {PurePosixPath(rel).stem.lower() for rel in self.compiled if not is_test_path(rel)}

    def text(self, rel: str) -> str:
        if rel not in self._texts:
            self._texts[rel] = _read(self.tree / rel)
        return self._texts[rel]

    def python(self, rel: str) -> ast.Module | None:
        if rel not in self._python:
            self._python[rel] = parse_python(self.text(rel))
        return self._python[rel]

    def language(self, rel: str) -> str:
        cf = self.compiled.get(rel)
        if cf is not None and cf.fortran:
            return "Fortran"
        return language_of(rel, self.text(rel)[:BINARY_PROBE].encode())[0]

    # -- what one file or unit draws on ------------------------------------------------------

    def pick(self, key: str, near: str) -> str | None:
        """The one definition a name resolves to: the file named after it, a code file, a file
        outside tests, the nearest and shortest path."""
        candidates = [rel for rel in self.symbols.get(key, []) if rel != near]
        if not candidates:
            return None
        name = key[2:] if key.startswith("f:") else key.rsplit("::", 1)[-1]
        here = PurePosixPath(near).parent

        def rank(rel: str):
            path = PurePosixPath(rel)
            return (path.stem.lower() != name.lower(), not path.suffix, is_test_path(rel), path.parent != here,
                    len(path.parts), rel)
        return sorted(candidates, key=rank)[0]

    def include(self, rel: str, text: str, quoted: bool) -> str | None:
        folder = PurePosixPath(rel).parent.as_posix()
        key = (folder, text, quoted)
        if key not in self._includes:
            found = self.resolver._join(folder, text) if quoted else None
            if found is None:
                tail = "/" + text.lstrip("./")
                matches = [r for r in self.files if r == text or r.endswith(tail)]
                found = sorted(matches, key=lambda r: (len(PurePosixPath(r).parts), r))[0] if matches else None
            self._includes[key] = found
        return self._includes[key]

    def compiled_refs(self, cf: compiled.CompiledFile, identifiers: set[str], with_includes: bool = True) -> dict[str, str]:
        found: dict[str, str] = {}
        if with_includes:
            for text, quoted in cf.includes:
                target = self.include(cf.rel, text, quoted)
                if target and target != cf.rel:
                    found.setdefault(target, f"includes {text}")
            for module in cf.uses:
                target = self.pick(f"f:{module}", cf.rel)
                if target:
                    found.setdefault(target, f"uses {module}")
        own = {u.name.lower() if cf.fortran else u.name for u in cf.units}
        for name in sorted(identifiers):
            if name in own:
                continue
            keys = [f"f:{name.lower()}"] if cf.fortran else [name] + ([f"f:{name[:-1].lower()}"] if name.endswith("_") else [])
            for key in keys:
                target = self.pick(key, cf.rel)
                if target:
                    found.setdefault(target, f"calls {name}")
                    break
        return found

    def python_refs(self, rel: str, nodes) -> dict[str, str]:
        found: dict[str, str] = {}
        for level, module, names in python.imports_of(nodes):
            for target, how in self.imports.resolve(rel, level, module, names):
                if target != rel:
                    found.setdefault(target, f"imports {how}")
        return found

    def deps(self, rel: str) -> dict[str, str]:
        """What a whole file draws on directly."""
        if rel in self._deps:
            return self._deps[rel]
        found: dict[str, str] = {}
        if rel.endswith(".py"):
            tree = self.python(rel)
            if tree is not None:
                found = self.python_refs(rel, [tree])
        elif rel in self.compiled:
            cf = self.compiled[rel]
            found = self.compiled_refs(cf, cf.identifiers())
        self._deps[rel] = found
        return found

    def reach(self, rel: str) -> frozenset[str]:
        """Every file `rel` draws on, transitively."""
        if rel not in self._reach:
            seen: set[str] = set()
            queue = [rel]
            while queue:
                for target in self.deps(queue.pop()):
                    if target not in seen and target != rel:
                        seen.add(target)
                        queue.append(target)
            self._reach[rel] = frozenset(seen)
        return self._reach[rel]

    def closure(self, own: str, direct: dict[str, str]) -> tuple[dict[str, str], set[str]]:
        """What a test draws on: its direct files with how it reaches each, then what those draw
        on, `through` the first direct file (sorted) that reaches it."""
        first = {f for f in direct if f != own}
        files = {f: direct[f] for f in first}
        for start in sorted(first):
            for target in sorted(self.reach(start)):
                if target != own and target not in files:
                    files[target] = f"through {start}"
        return dict(sorted(files.items())), first

    def unit_refs(self, cf: compiled.CompiledFile, unit: compiled.Unit) -> dict[str, str]:
        """What one C function draws on: its calls, those of the functions of its own file it
        calls (transitively), and its file's includes."""
        bodies, queue = {unit.name}, [unit]
        identifiers: set[str] = set()
        while queue:
            current = queue.pop()
            names = current.identifiers(cf.fortran)
            identifiers |= names
            for name in names:
                local = cf.unit(name)
                if local is not None and local.name not in bodies and not local.main:
                    bodies.add(local.name)
                    queue.append(local)
        return self.compiled_refs(cf, identifiers)


def _entry(tree: Tree, name: str, rel: str, rule: str, direct: dict[str, str], text: str) -> Found:
    files, first = tree.closure(rel, direct)
    return Found(name, rel, tree.language(rel), rule, files, first, text)


def _program_tests(tree: Tree, rel: str, rule: str) -> list[Found]:
    cf = tree.compiled[rel]
    references = {r: "reference output beside it" for r in compiled.reference_outputs(rel, tree.files)}
    names = cf.test_functions()
    found = []
    for name in names:
        unit = cf.unit(name)
        if unit is not None:
            found.append(_entry(tree, f"{rel}::{name}", rel, rule, {**tree.unit_refs(cf, unit), **references}, unit.body))
        else:  # a GoogleTest or Catch2 case: the file's references
            found.append(_entry(tree, f"{rel}::{name}", rel, rule, {**tree.deps(rel), **references}, tree.text(rel)))
    if not found:
        found.append(_entry(tree, rel, rel, rule, {**tree.deps(rel), **references}, tree.text(rel)))
    return found


def _program_rule(tree: Tree, rel: str) -> str | None:
    cf = tree.compiled[rel]
    if cf.main is None:  # GoogleTest and Catch2 files leave main to the framework
        return "test-program" if not cf.fortran and (compiled.GTEST.search(cf.raw) or compiled.CATCH.search(cf.raw)) else None
    stem = PurePosixPath(rel).stem
    if is_test_path(rel) or _TEST_STEM.search(stem):
        return "test-program"
    lowered = stem.lower()
    if lowered.startswith("t") and len(lowered) > 1 and (lowered[1:] in tree.stems or f"f:{lowered[1:]}" in tree.symbols
                                                          or lowered[1:] in tree.symbols):
        return "test-program"
    if compiled.SELF_DESCRIBED.search(cf.opening_comment()):
        return "self-described"
    if compiled.reference_outputs(rel, tree.files):
        return "reference-output"
    return None


def discover(tree_dir: Path, rels: list[str], declared: set[str] = frozenset(), root_name: str | None = None) -> list[Found]:
    """Every test of the tree under RULES, sorted by name; declared tests (`PATH` or `PATH::NAME`)
    always included."""
    tree = Tree(tree_dir, rels, root_name)
    config = python.read_config(tree_dir)
    found: dict[str, Found] = {}
    claimed: set[str] = set()  # files whose tests a rule has listed

    def add(items: list[Found]) -> None:
        for item in items:
            found.setdefault(item.name, item)
            claimed.add(item.path)

    for rel in tree.rels:  # Python
        if not python.module_rules(rel, config):
            continue
        module = tree.python(rel)
        if module is None:
            continue
        shared = python.module_level(module)
        add([_entry(tree, test.name, rel, test.rule, tree.python_refs(rel, [*shared, test.node]),
                    ast.get_source_segment(tree.text(rel), test.node) or "")
             for test in python.tests_in(rel, module, config)])
    for rel in tree.rels:  # build systems
        if PurePosixPath(rel).name not in BUILD_FILES:
            continue
        for test in build.build_tests(rel, tree.text(rel), tree.resolver):
            if test.rule == "automake":
                mains = [p for p in test.programs if p in tree.compiled and tree.compiled[p].main is not None]
                for program in mains or [p for p in test.programs[:1] if p in tree.compiled]:
                    if program not in claimed:
                        add(_program_tests(tree, program, "automake"))
                if test.name not in tree.compiled and test.name not in claimed:
                    add([_entry(tree, test.name, test.name, "automake", tree.deps(test.name), tree.text(test.name))])
                continue
            direct = dict(test.files)
            for program in test.programs:
                direct.update({f: how for f, how in tree.deps(program).items() if f not in direct})
            found.setdefault(test.name, _entry(tree, test.name, test.build_file, test.rule, direct, tree.text(test.build_file)))
    for rel in tree.rels:  # compiled programs
        if rel in tree.compiled and rel not in claimed:
            rule = _program_rule(tree, rel)
            if rule:
                add(_program_tests(tree, rel, rule))
    for rel in tree.rels:  # scripts
        if rel in claimed or rel in tree.compiled or rel.endswith(".py") or not is_test_path(rel):
            continue
        language, kind = language_of(rel, tree.text(rel)[:BINARY_PROBE].encode())
        if kind == "code":
            add([_entry(tree, rel, rel, "test-script", tree.deps(rel), tree.text(rel))])
    declared_paths = sorted({d.split("::", 1)[0] for d in declared})
    for rel in tree.rels:  # files under a declared path that no rule claimed
        if rel in claimed or not _under(rel, declared_paths):
            continue
        if rel.endswith(".py"):
            module = tree.python(rel)
            if module is not None:
                shared = python.module_level(module)
                tests = python.tests_in(rel, module, config)
                add([_entry(tree, t.name, rel, "declared", tree.python_refs(rel, [*shared, t.node]),
                            ast.get_source_segment(tree.text(rel), t.node) or "") for t in tests])
                if tests:
                    continue
        kind = language_of(rel, tree.text(rel)[:BINARY_PROBE].encode())[1]
        if kind == "code" or rel in declared_paths or rel in tree.compiled:
            add([_entry(tree, rel, rel, "declared", tree.deps(rel), tree.text(rel))])
    for name in sorted(d for d in declared if "::" in d and d not in found):
        rel, _, inner = name.partition("::")
        cf = tree.compiled.get(rel)
        unit = cf.unit(inner) if cf is not None else None
        node = python.find(tree.python(rel), inner) if rel.endswith(".py") and tree.python(rel) is not None else None
        if unit is not None:
            add([_entry(tree, name, rel, "declared", tree.unit_refs(cf, unit), unit.body)])
        elif node is not None:
            add([_entry(tree, name, rel, "declared", tree.python_refs(rel, [*python.module_level(tree.python(rel)), node]),
                        ast.get_source_segment(tree.text(rel), node) or "")])
        else:
            add([_entry(tree, name, rel, "declared", tree.deps(rel), tree.text(rel))])
    return [found[name] for name in sorted(found)]


def rules_text(tree_dir: Path) -> list[str]:
    """The rules as `sab survey-tests` prints them when it finds nothing, pytest's configuration included."""
    config = python.read_config(tree_dir)
    return [f"{rule}: {text}" for rule, text in RULES.items()] + [f"pytest configuration read: {config.describe()}"]
