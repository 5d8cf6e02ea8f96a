"""`sab survey-tests <source>`: the official tests of a source and the modules that draw on them.

Tests are found by the rules of `sab.sources.discovery` (pytest, unittest and nose for Python;
automake, CMake, Meson and make test targets; C, C++ and Fortran test programs; scripts in test
folders), statically; tests a module declares (`--tests`) are always included. Each test records
the rule that found it and the files of the source it draws on.

A test is drawn on by a module when the module declares it, when it lies inside the module's
paths, when it uses one of the module's entry points or a code file no other module covers
(imports it, calls a function or routine defined in it, or its build rule names it), when it
reaches an entry point through other files (or, for a module without entry points, one of its
own code files), or when its own code mentions one of the module's files by name (`solver.h`,
names of four characters or more with their extension). Headers alone do not count: they are
shared declarations. Shared utilities (a norm routine two modules cover) do not count either
unless they are an entry point.
"""

from __future__ import annotations

import re
from pathlib import Path, PurePosixPath

from sab.clock import now
from sab.errors import SabError
from sab.fingerprint import tree_files
from sab.jsonio import write_json_atomic
from sab.model.records import ModuleRecord, SurveyedTest
from sab.model.source import SourceTestSurvey
from sab.sources import report
from sab.sources.discovery import NAMING_HINT, Found, discover, rules_text
from sab.sources.discovery.compiled import HEADERS
from sab.sources.layout import Source, source as named_source

FILE_TOKEN = re.compile(r"[A-Za-z0-9_.+-]+\.[A-Za-z0-9]+")


def _under(rel: str, roots: list[str]) -> bool:
    return any(rel == root or rel.startswith(root + "/") for root in roots)


def _is_header(rel: str) -> bool:
    return PurePosixPath(rel).suffix.lower() in HEADERS


class _ModuleFiles:
    """What a test can draw on or mention of one module: its entry points' files, the code files
    no other module covers, and their names."""

    def __init__(self, module: ModuleRecord, rels: list[str], others: list[ModuleRecord]) -> None:
        self.module = module
        self.files = {r for r in rels if _under(r, module.paths) and not _under(r, module.exclusions)}
        shared = {r for other in others for r in self.files if _under(r, other.paths) and not _under(r, other.exclusions)}
        self.own = {r for r in self.files - shared if not _is_header(r)}
        self.entries: dict[str, set[str]] = {}  # file -> symbols; a file other modules share needs its symbol named
        for entry in module.entry_points:
            path, _, symbol = entry.partition(":")
            for r in self.files:
                if _under(r, [path]) and not _is_header(r):
                    self.entries.setdefault(r, set()).add(symbol.split(".")[-1] if symbol else "")
        self.names = {PurePosixPath(r).name: r for r in self.files
                      if len(PurePosixPath(r).name) >= 4 and "." in PurePosixPath(r).name}

    def _entry(self, rel: str, test: Found) -> bool:
        symbols = self.entries.get(rel)
        if symbols is None:
            return False
        if rel in self.own or "" in symbols:
            return True
        return any(re.search(rf"\b{re.escape(symbol)}\b", test.text) for symbol in symbols)

    def why(self, test: Found) -> str | None:
        if test.name in self.module.tests or _under(test.path, [d for d in self.module.tests if "::" not in d]):
            return "declared in modules.json"
        if _under(test.path, self.module.paths) and not _under(test.path, self.module.exclusions):
            return "inside the module's paths"
        direct = sorted(f for f in test.direct if f in self.own or self._entry(f, test))
        if direct:
            how = test.files[direct[0]]
            return how if how.startswith("imports ") else f"{how} ({direct[0]})"
        reached = sorted(f for f in test.files if (self._entry(f, test) if self.entries else f in self.own))
        if reached:
            return f"draws on {reached[0]} {test.files[reached[0]]}"
        for token in FILE_TOKEN.findall(test.text):
            name = token.rsplit("/", 1)[-1]
            if name in self.names:
                return f"mentions {name}"
        return None


def collect(root: Path, source_name: str) -> SourceTestSurvey:
    """The source's tests and the modules that draw on each, without writing anything."""
    source = named_source(root, source_name)
    source.require_tree()
    source.metadata()
    cut = source.modules()
    rels = [rel for rel, _ in tree_files(source.tree)]
    declared = {t for m in cut.modules for t in m.tests}
    modules = [_ModuleFiles(m, rels, [o for o in cut.modules if o.module != m.module]) for m in cut.modules]
    tests = []
    for found in discover(source.tree, rels, declared, root_name=source_name):
        reasons = {}
        for files in modules:
            why = files.why(found)
            if why:
                reasons[files.module.module] = why
        tests.append(SurveyedTest(path=found.path, name=found.name, language=found.language, used_by=sorted(reasons),
                                  reasons=reasons, found_by=found.rule, files=sorted(found.files)))
    return SourceTestSurvey(source=source_name, surveyed_at=now(), tests=tests)


def survey(root: Path, source_name: str) -> SourceTestSurvey:
    """Survey the source's tests, write test-survey.json and re-render the report."""
    result = collect(root, source_name)
    source = named_source(root, source_name)
    write_json_atomic(source.survey_json, result.model_dump(mode="json"))
    report.write(source)
    return result


def nothing_found(root: Path, source_name: str) -> list[str]:
    """What `sab survey-tests` says when a source has no test: the rules it tried and how to name one."""
    source = named_source(root, source_name)
    return ["no test found; the rules tried:", *(f"  {line}" for line in rules_text(source.tree)),
            f"to have a test found: {NAMING_HINT}"]


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
