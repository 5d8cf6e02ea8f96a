"""`sab survey-tests <source>`: the official tests of a source and the modules that draw on them.

Found tests are the code files the size accounting calls tests (under a test/tests/testing
directory or named test_* / *_test); a Python file contributes one test per `test*` function
or method (`path::Class::test_name`) and none when it defines no test (helpers, conftest.py);
any other file is one test. Tests a module declares (`--tests`) are always included.

A test is drawn on by a module when the module declares it, when it lies inside the module's
paths, or when it mentions one of the module's files: a file name such as `solver.h` (names of
four characters or more with their extension), or for Python an import of one of its modules.
"""

from __future__ import annotations

import ast
import re
from pathlib import Path, PurePosixPath

from sab.errors import SabError
from sab.fingerprint import tree_files
from sab.jsonio import write_json_atomic
from sab.model.records import ModuleRecord, SurveyedTest
from sab.model.source import SourceTestSurvey
from sab.sources import report
from sab.sources.layout import Source, now, source as named_source
from sab.sources.size import BINARY_PROBE, is_test_path, language_of

MAX_READ = 4 << 20
FILE_TOKEN = re.compile(r"[A-Za-z0-9_.+-]+\.[A-Za-z0-9]+")
IMPORT = re.compile(r"^\s*(?:from\s+([A-Za-z_][\w.]*)\s+import|import\s+([A-Za-z_][\w.]*(?:\s*,\s*[A-Za-z_][\w.]*)*))", re.M)


def _read(path: Path) -> str:
    with open(path, "rb") as handle:
        data = handle.read(MAX_READ)
    return "" if b"\0" in data[:BINARY_PROBE] else data.decode("utf-8", "replace")


def _python_tests(rel: str, text: str) -> list[str]:
    try:
        tree = ast.parse(text)
    except (SyntaxError, ValueError):
        return [f"{rel}::{name}" for name in re.findall(r"(?m)^\s*(?:async\s+)?def\s+(test\w*)", text)]
    names = []
    for node in tree.body:
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)) and node.name.startswith("test"):
            names.append(f"{rel}::{node.name}")
        elif isinstance(node, ast.ClassDef) and node.name.startswith("Test"):
            names.extend(
                f"{rel}::{node.name}::{item.name}" for item in node.body
                if isinstance(item, (ast.FunctionDef, ast.AsyncFunctionDef)) and item.name.startswith("test")
            )
    return names


def _under(rel: str, roots: list[str]) -> bool:
    return any(rel == root or rel.startswith(root + "/") for root in roots)


class _ModuleFiles:
    """What a test can mention of one module: file names and Python module names."""

    def __init__(self, module: ModuleRecord, rels: list[str]) -> None:
        self.module = module
        files = [r for r in rels if _under(r, module.paths) and not _under(r, module.exclusions)]
        self.names = {PurePosixPath(r).name: r for r in files if len(PurePosixPath(r).name) >= 4 and "." in PurePosixPath(r).name}
        self.python: dict[str, str] = {}
        for rel in files:
            if rel.endswith(".py"):
                parts = PurePosixPath(rel[:-3]).parts
                parts = parts[:-1] if parts[-1] == "__init__" else parts
                for start in range(len(parts)):  # src/pkg/mod.py is imported as pkg.mod
                    self.python.setdefault(".".join(parts[start:]), rel)

    def why(self, test: SurveyedTest, text: str) -> str | None:
        if test.name in self.module.tests or _under(test.path, [d for d in self.module.tests if "::" not in d]):
            return "declared in modules.json"
        if _under(test.path, self.module.paths) and not _under(test.path, self.module.exclusions):
            return "inside the module's paths"
        for match in IMPORT.finditer(text):
            for name in re.split(r"\s*,\s*", match.group(1) or match.group(2)):
                for candidate in (name, name.rsplit(".", 1)[0]):
                    if candidate in self.python:
                        return f"imports {candidate}"
        for token in FILE_TOKEN.findall(text):
            name = token.rsplit("/", 1)[-1]
            if name in self.names:
                return f"mentions {name}"
        return None


def find_tests(source: Source, rels: list[str], declared: set[str]) -> dict[str, tuple[SurveyedTest, str]]:
    """Every test of the tree by name, with the text of its file."""
    found: dict[str, tuple[SurveyedTest, str]] = {}
    declared_paths = sorted({d.split("::", 1)[0] for d in declared})  # files or directories
    for rel in rels:
        named = _under(rel, declared_paths)
        if not (is_test_path(rel) or named):
            continue
        path = source.tree / rel
        if path.is_symlink():
            continue
        text = _read(path)
        language, kind = language_of(rel, text[:BINARY_PROBE].encode())
        if kind != "code" and rel not in declared_paths:
            continue
        names = _python_tests(rel, text) if language == "Python" else [rel]
        if not names and rel in declared_paths:
            names = [rel]
        for name in names:
            found[name] = (SurveyedTest(path=rel, name=name, language=language), text)
    for name in {d for d in declared if "::" in d} - found.keys():  # a declared path::name no function matched
        rel = name.split("::", 1)[0]
        found[name] = (SurveyedTest(path=rel, name=name, language=language_of(rel, b"")[0]), _read(source.tree / rel))
    return found


def survey(root: Path, source_name: str) -> SourceTestSurvey:
    """Survey the source's tests, write test-survey.json and re-render the report."""
    source = named_source(root, source_name)
    source.require_tree()
    source.metadata()
    cut = source.modules()
    rels = [rel for rel, _ in tree_files(source.tree)]
    declared = {t for m in cut.modules for t in m.tests}
    modules = [_ModuleFiles(m, rels) for m in cut.modules]
    tests = []
    for name, (test, text) in sorted(find_tests(source, rels, declared).items()):
        reasons = {}
        for files in modules:
            why = files.why(test, text)
            if why:
                reasons[files.module.module] = why
        tests.append(test.model_copy(update={"used_by": sorted(reasons), "reasons": reasons}))
    result = SourceTestSurvey(source=source_name, surveyed_at=now(), tests=tests)
    write_json_atomic(source.survey_json, result.model_dump(mode="json"))
    report.write(source)
    return result


def module_tests(source: Source, module: str) -> list[SurveyedTest] | None:
    """The surveyed tests a module draws on, or None when the source has no survey."""
    found = source.survey()
    if found is None:
        return None
    return [t for t in found.tests if module in t.used_by]


def require_surveyed_test(root: Path, source_name: str, module: str, test: str) -> None:
    """When the source has a test survey, `test` (PATH or PATH::NAME) must be one of its tests,
    and one of the module's own when the survey gives the module any."""
    source = Source(root, source_name)
    found = source.survey()
    if found is None:
        return
    own = [t for t in found.tests if module in t.used_by]
    pool = own or found.tests
    if any(test in (t.name, t.path) for t in pool):
        return
    scope = f"of module {module!r}" if own else "of the source"
    raise SabError(
        f"test {test!r} is not an official test {scope} in the test survey", file=source.relative(source.survey_json),
        field="--from-test",
        fix=f"pick one of: {', '.join(t.name for t in pool[:8]) or 'none'}; or declare it (`sab modules propose "
            f"{source_name} --module {module} ... --tests {test} --replace`, approve, `sab survey-tests {source_name}`); "
            "or use --custom REASON",
    )
