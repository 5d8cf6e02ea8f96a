"""Python test discovery by the collectors' own rules, read statically with `ast` (nothing is imported).

pytest (its "Conventions for Python test discovery", configurable through `python_files`,
`python_classes`, `python_functions` and `norecursedirs` in pytest.ini, pyproject.toml
`[tool.pytest.ini_options]`, tox.ini `[pytest]` or setup.cfg `[tool:pytest]`):
- test modules are files matching `python_files` (default `test_*.py *_test.py`), in directories
  not matching `norecursedirs` (default `*.egg .* _darcs build CVS dist node_modules venv {arch}`);
- test functions are module-level functions matching `python_functions` (default: prefix `test`),
  `@pytest.fixture` functions excepted;
- test classes match `python_classes` (default: prefix `Test`) and define no `__init__` or
  `__new__`; their test methods match `python_functions`, inherited ones included, and classes
  nested in them are collected the same way; `__test__ = False` opts a class out;
- `unittest.TestCase` subclasses are collected whatever their name, their methods by unittest's
  rule.

unittest (`python -m unittest discover`): test modules match `test*.py` (so `tests.py` and
`test.py` too); tests are the methods named `test*` of `TestCase` subclasses. In such a module the
pytest rules above are applied as well, since projects run `tests.py` under either runner.

nose (legacy suites such as `tests.py` files of `*_test` functions run by hand or by nose): names
match nose's `testMatch`, `(?:^|[\\b_./-])[Tt]est`, and do not start with `_`. Applied to a test
module only when the pytest and unittest rules find nothing in it.

A `TestCase` subclass is recognised statically: a base named `TestCase`, `IsolatedAsyncioTestCase`
or ending in `TestCase` (`unittest.TestCase`, `django.test.TestCase`), or a class of the same file
that is one.
"""

from __future__ import annotations

import ast
import configparser
import fnmatch
import re
import tomllib
from dataclasses import dataclass, field
from pathlib import Path, PurePosixPath

NOSE_MATCH = re.compile(r"(?:^|[\b_./-])[Tt]est")
UNITTEST_PATTERN = "test*.py"
VALID_MODULE_NAME = re.compile(r"[_a-z]\w*\.py$", re.I)
DEFAULT_NORECURSE = ("*.egg", ".*", "_darcs", "build", "CVS", "dist", "node_modules", "venv", "{arch}")


@dataclass
class PytestConfig:
    files: tuple[str, ...] = ("test_*.py", "*_test.py")
    classes: tuple[str, ...] = ("Test",)
    functions: tuple[str, ...] = ("test",)
    norecurse: tuple[str, ...] = DEFAULT_NORECURSE
    origin: str | None = None  # the configuration file that set them

    def describe(self) -> str:
        where = f" (from {self.origin})" if self.origin else " (pytest's defaults)"
        return (f"python_files = {' '.join(self.files)}; python_classes = {' '.join(self.classes)}; "
                f"python_functions = {' '.join(self.functions)}{where}")


def _words(value) -> tuple[str, ...] | None:
    if value is None:
        return None
    if isinstance(value, str):
        return tuple(value.split()) or None
    if isinstance(value, list):
        return tuple(str(v) for v in value) or None
    return None


def read_config(tree: Path) -> PytestConfig:
    """pytest's configuration at the top of the tree, found in pytest's order."""
    options: dict | None = None
    origin = None
    ini = tree / "pytest.ini"
    if ini.is_file() and not ini.is_symlink():
        parser = configparser.ConfigParser(interpolation=None)
        try:
            parser.read_string(ini.read_text(encoding="utf-8", errors="replace"))
            options = dict(parser["pytest"]) if parser.has_section("pytest") else {}
            origin = "pytest.ini"
        except configparser.Error:
            pass
    if options is None and (tree / "pyproject.toml").is_file() and not (tree / "pyproject.toml").is_symlink():
        try:
            data = tomllib.loads((tree / "pyproject.toml").read_text(encoding="utf-8", errors="replace"))
            section = data.get("tool", {}).get("pytest", {}).get("ini_options")
            if isinstance(section, dict):
                options, origin = section, "pyproject.toml [tool.pytest.ini_options]"
        except tomllib.TOMLDecodeError:
            pass
    for name, section in (("tox.ini", "pytest"), ("setup.cfg", "tool:pytest")):
        path = tree / name
        if options is None and path.is_file() and not path.is_symlink():
            parser = configparser.ConfigParser(interpolation=None)
            try:
                parser.read_string(path.read_text(encoding="utf-8", errors="replace"))
            except configparser.Error:
                continue
            if parser.has_section(section):
                options, origin = dict(parser[section]), f"{name} [{section}]"
    config = PytestConfig()
    if not options:
        return config
    config.origin = origin
    for key, attr in (("python_files", "files"), ("python_classes", "classes"), ("python_functions", "functions"),
                      ("norecursedirs", "norecurse")):
        words = _words(options.get(key))
        if words:
            setattr(config, attr, words)
    return config


def _prefix_or_glob(name: str, options: tuple[str, ...]) -> bool:
    for option in options:
        if name.startswith(option):
            return True
        if any(ch in option for ch in "*?[") and fnmatch.fnmatchcase(name, option):
            return True
    return False


def _nose(name: str) -> bool:
    return not name.startswith("_") and bool(NOSE_MATCH.search(name))


def module_rules(rel: str, config: PytestConfig) -> list[str]:
    """Which collectors take `rel` as a test module: 'pytest', 'unittest', 'nose' (possibly several)."""
    path = PurePosixPath(rel)
    if path.suffix != ".py":
        return []
    if any(fnmatch.fnmatchcase(part, pattern) for part in path.parts[:-1] for pattern in config.norecurse):
        return []
    rules = []
    for pattern in config.files:
        target = rel if "/" in pattern else path.name
        if fnmatch.fnmatchcase(target, pattern):
            rules.append("pytest")
            break
    if fnmatch.fnmatchcase(path.name, UNITTEST_PATTERN) and VALID_MODULE_NAME.match(path.name):
        rules.append("unittest")
    if _nose(path.stem) and path.name not in ("__init__.py", "conftest.py", "setup.py"):
        rules.append("nose")
    return rules


@dataclass
class PyTest:
    name: str  # path::Class::function
    rule: str
    node: ast.AST  # the function, for the imports in its body
    classes: list[ast.ClassDef] = field(default_factory=list)


def _body_statements(body: list[ast.stmt]):
    """Statements of a namespace, looking into if/try/with blocks as the interpreter runs them."""
    for node in body:
        if isinstance(node, (ast.If, ast.Try, ast.With, ast.AsyncWith)):
            yield from _body_statements(node.body)
            for extra in (getattr(node, "orelse", []), getattr(node, "finalbody", [])):
                yield from _body_statements(extra)
            for handler in getattr(node, "handlers", []):
                yield from _body_statements(handler.body)
        elif isinstance(node, getattr(ast, "TryStar", ())):
            yield from _body_statements(node.body)
        else:
            yield node


def _decorator_names(node) -> list[str]:
    names = []
    for decorator in getattr(node, "decorator_list", []):
        target = decorator.func if isinstance(decorator, ast.Call) else decorator
        names.append(ast.unparse(target))
    return names


def _opted_out(node: ast.ClassDef) -> bool:
    for statement in node.body:
        if isinstance(statement, ast.Assign) and any(isinstance(t, ast.Name) and t.id == "__test__" for t in statement.targets):
            return isinstance(statement.value, ast.Constant) and not statement.value.value
    return False


class _Module:
    def __init__(self, tree: ast.Module) -> None:
        self.classes: dict[str, ast.ClassDef] = {}
        self.functions: list[ast.FunctionDef | ast.AsyncFunctionDef] = []
        self.order: list[ast.stmt] = []
        for node in _body_statements(tree.body):
            if isinstance(node, ast.ClassDef):
                self.classes[node.name] = node
                self.order.append(node)
            elif isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
                self.functions.append(node)
                self.order.append(node)

    def bases(self, node: ast.ClassDef, seen: frozenset = frozenset()) -> list[ast.ClassDef]:
        """Local base classes, in method resolution order (depth first)."""
        found = []
        for base in node.bases:
            name = ast.unparse(base)
            local = self.classes.get(name)
            if local is not None and local.name not in seen and local is not node:
                found.append(local)
                found.extend(self.bases(local, seen | {node.name}))
        return found

    def is_testcase(self, node: ast.ClassDef, seen: frozenset = frozenset()) -> bool:
        for base in node.bases:
            name = ast.unparse(base)
            if name.split(".")[-1].endswith("TestCase"):
                return True
            local = self.classes.get(name)
            if local is not None and local.name not in seen and local is not node and self.is_testcase(local, seen | {node.name}):
                return True
        return False

    def methods(self, node: ast.ClassDef) -> list[ast.FunctionDef | ast.AsyncFunctionDef]:
        """Own methods then inherited ones of local bases, each name once (the first definition wins)."""
        found: dict[str, ast.FunctionDef | ast.AsyncFunctionDef] = {}
        for owner in [node, *self.bases(node)]:
            for item in _body_statements(owner.body):
                if isinstance(item, (ast.FunctionDef, ast.AsyncFunctionDef)) and item.name not in found:
                    found[item.name] = item
        return list(found.values())


def _class_tests(module: _Module, node: ast.ClassDef, prefix: str, config: PytestConfig, nose: bool,
                 outer: list[ast.ClassDef]) -> list[PyTest]:
    if _opted_out(node):
        return []
    chain = [*outer, node]
    name = f"{prefix}::{node.name}"
    if nose:
        if not (_nose(node.name) or module.is_testcase(node)):
            return []
        return [PyTest(f"{name}::{m.name}", "nose", m, chain) for m in module.methods(node) if _nose(m.name)]
    if module.is_testcase(node):
        return [PyTest(f"{name}::{m.name}", "unittest", m, chain) for m in module.methods(node) if m.name.startswith("test")]
    if not _prefix_or_glob(node.name, config.classes):
        return []
    if any(m.name in ("__init__", "__new__") for m in module.methods(node)):
        return []
    found = [PyTest(f"{name}::{m.name}", "pytest", m, chain) for m in module.methods(node)
             if _prefix_or_glob(m.name, config.functions) and not _is_fixture(m)]
    for inner in _body_statements(node.body):
        if isinstance(inner, ast.ClassDef):
            found.extend(_class_tests(module, inner, name, config, False, chain))
    return found


def _is_fixture(node) -> bool:
    return any(d.split(".")[-1] == "fixture" for d in _decorator_names(node))


def tests_in(rel: str, tree: ast.Module, config: PytestConfig) -> list[PyTest]:
    """The tests of one test module, in file order: `unittest.TestCase` methods (rule
    'unittest'), pytest's functions and classes (rule 'pytest'), and only when those find
    nothing, nose's names (rule 'nose')."""
    module = _Module(tree)
    found: dict[str, PyTest] = {}
    for nose in (False, True):
        if found:
            break
        for node in module.order:
            if isinstance(node, ast.ClassDef):
                tests = _class_tests(module, node, rel, config, nose, [])
            elif (_nose(node.name) if nose else _prefix_or_glob(node.name, config.functions)) and not _is_fixture(node):
                tests = [PyTest(f"{rel}::{node.name}", "nose" if nose else "pytest", node)]
            else:
                tests = []
            for test in tests:
                found.setdefault(test.name, test)
    return list(found.values())


def defined_names(tree: ast.Module) -> dict[str, list[str]]:
    """Top-level names of a module (functions, classes, assignments, imports) with the attribute
    names of each class (its methods and nested classes)."""
    names: dict[str, list[str]] = {}
    for node in _body_statements(tree.body):
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
            names[node.name] = []
        elif isinstance(node, ast.ClassDef):
            names[node.name] = [item.name for item in _body_statements(node.body)
                                if isinstance(item, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef))]
        elif isinstance(node, (ast.Assign, ast.AnnAssign, ast.AugAssign)):
            targets = node.targets if isinstance(node, ast.Assign) else [node.target]
            for target in targets:
                for name in ast.walk(target):
                    if isinstance(name, ast.Name):
                        names.setdefault(name.id, [])
        elif isinstance(node, (ast.Import, ast.ImportFrom)):
            for alias in node.names:
                if alias.name != "*":
                    names.setdefault((alias.asname or alias.name).split(".")[0], [])
    return names


def find(tree: ast.Module, dotted: str) -> ast.AST | None:
    """The function or class `A::b` or `A.b` names in a module (nested through classes), or None."""
    parts = [p for p in re.split(r"::|\.", dotted) if p]
    body: list[ast.stmt] = tree.body
    node = None
    for part in parts:
        node = next((n for n in _body_statements(body)
                     if isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)) and n.name == part), None)
        if node is None:
            return None
        body = node.body if isinstance(node, ast.ClassDef) else []
    return node


# ---------------------------------------------------------------------------------------------
# Imports: which files of the tree a Python file draws on.


def imports_of(nodes) -> list[tuple[int, str | None, list[str]]]:
    """(level, module, names) of every import statement under `nodes` (ast nodes), walking into
    function bodies."""
    found = []
    for root in nodes:
        for node in ast.walk(root):
            if isinstance(node, ast.Import):
                for alias in node.names:
                    found.append((0, alias.name, []))
            elif isinstance(node, ast.ImportFrom):
                found.append((node.level or 0, node.module, [a.name for a in node.names if a.name != "*"]))
    return found


def module_level(tree: ast.Module) -> list[ast.stmt]:
    """Module-level statements other than function and class definitions (imports at the top,
    under `if`/`try`), for what every test of the module draws on."""
    return [node for node in _body_statements(tree.body)
            if not isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef))]


class ImportIndex:
    """Dotted module names of the tree's Python files: `src/pkg/mod.py` answers to `src.pkg.mod`,
    `pkg.mod` and `mod` (a tree is imported from its root, `src/` or any folder on sys.path); a
    package is its `__init__.py`, and a tree whose root is a package answers to its name too."""

    def __init__(self, rels: list[str], root_name: str | None = None) -> None:
        self.files = set(rels)
        self.names: dict[str, list[str]] = {}
        for rel in sorted(rels):
            if not rel.endswith(".py"):
                continue
            parts = PurePosixPath(rel[:-3]).parts
            if parts[-1] == "__init__":
                parts = parts[:-1]
            if root_name and "__init__.py" in self.files:
                self.names.setdefault(".".join((root_name, *parts)), []).append(rel)
            for start in range(len(parts)):
                self.names.setdefault(".".join(parts[start:]), []).append(rel)

    def _pick(self, name: str, near: str) -> str | None:
        candidates = self.names.get(name)
        if not candidates:
            return None
        here = PurePosixPath(near).parent.as_posix()
        return sorted(candidates, key=lambda rel: (PurePosixPath(rel).parent.as_posix() != here,
                                                   len(PurePosixPath(rel).parts), rel))[0]

    def _relative(self, importer: str, level: int, module: str | None) -> str | None:
        base = PurePosixPath(importer).parent
        for _ in range(level - 1):
            base = base.parent
        parts = [p for p in base.parts if p not in ("", ".")] + (module.split(".") if module else [])
        for candidate in ("/".join(parts) + ".py", "/".join([*parts, "__init__.py"])):
            if candidate.lstrip("/") in self.files:
                return candidate.lstrip("/")
        return None

    def resolve(self, importer: str, level: int, module: str | None, names: list[str]) -> list[tuple[str, str]]:
        """(file, how) for one import statement of `importer`: `from pkg import mod` draws on
        pkg/mod.py when it exists, else on pkg/__init__.py."""
        found: list[tuple[str, str]] = []
        shown = "." * level + (module or "")
        if level:
            for name in names:
                sub = self._relative(importer, level, f"{module}.{name}" if module else name)
                if sub:
                    found.append((sub, f"{shown}.{name}" if module else f"{shown}{name}"))
            if module or not found:
                target = self._relative(importer, level, module)
                if target and (module or not names):
                    found.append((target, shown))
            return found
        if module is None:
            return found
        for name in names:
            sub = self._pick(f"{module}.{name}", importer)
            if sub:
                found.append((sub, f"{module}.{name}"))
        target = self._pick(module, importer)
        if target is None and "." in module and not names:  # import a.b.c where only a.b is in the tree
            target = self._pick(module.rsplit(".", 1)[0], importer)
        if target:
            found.append((target, module))
        return found
