"""Module cuts: `sab modules propose|approve` and the rule `sab scaffold` enforces.

A module is an independently meaningful part of a source, named by a lower-kebab slug: the
paths it covers (files or directories under code/<source>/), its entry points (`FILE`,
`FILE:SYMBOL` or a Python `module.path:function`), the paths it excludes, the official tests
declared for it (`PATH` or `PATH::NAME`) and the rationale of the cut. Everything recorded is
checked statically against the vendored tree before anything is written: every path exists; an
entry point's symbol is defined in its file (Python: a top-level function, class or assignment,
or `Class.method`, read with ast; C and C++: a function defined in the file; Fortran: a
subroutine, function, program or module; other languages: the name appears in the file); a
test's NAME is a test the survey's rules find in PATH, or a function, class, routine, make
target or CMake/Meson test defined there. A refusal names the closest names defined there.

A proposal is recorded in codebase-reports/<source>/modules.json with who proposed it; a curator
approves it (`approved_by`, `approved_at`), and only an approved module can become a leaf.
Re-proposing an existing module needs `replace=True` and withdraws its approval: a changed cut is
reviewed again; approving it refreshes comment/pipeline/module.json of the leaf built from it.
"""

from __future__ import annotations

import difflib
import re
from pathlib import Path, PurePosixPath

from sab.clock import now
from sab.errors import ExistsError, NotFoundError, SabError
from sab.model.base import KEBAB
from sab.model.records import ModuleRecord
from sab.sources import report
from sab.sources.layout import Source, source as named_source


BUILD_FILES = frozenset({"Makefile", "makefile", "GNUmakefile", "Makefile.am", "CMakeLists.txt", "meson.build"})


def _propose_hint(source: str, module: str) -> str:
    return (f"propose it with `sab modules propose {source} --module {module} --paths PATH --rationale TEXT`, "
            f"then a curator approves it with `sab modules approve {source} {module} --by NAME`")


def normalize_path(source: Source, value: str, option: str) -> str:
    """A path relative to code/<source>/ that exists there, in posix form without a trailing slash."""
    text = value.strip().replace("\\", "/")
    rel = PurePosixPath(text)
    parts = [p for p in rel.parts if p not in ("", ".")]
    if not text or rel.is_absolute() or ".." in parts or not parts:
        raise SabError(f"{value!r} is not a path inside the source", field=option,
                       fix=f"give a path relative to {source.relative(source.tree)}/")
    normal = "/".join(parts)
    target = source.tree / normal
    if not (target.exists() or target.is_symlink()) or not target.resolve().is_relative_to(source.tree.resolve()):
        raise NotFoundError(f"{normal!r} does not exist in the source", file=source.relative(source.tree), field=option,
                            fix=f"give a path relative to {source.relative(source.tree)}/ that exists")
    return normal


def _with_part(source: Source, value: str, separator: str, option: str) -> str:
    path, sep, rest = value.partition(separator)
    return normalize_path(source, path, option) + (sep + rest if sep else "")


def _files_under(source: Source, rel: str) -> list[str]:
    target = source.tree / rel
    if target.is_dir() and not target.is_symlink():
        return sorted(p.relative_to(source.tree).as_posix() for p in target.rglob("*") if p.is_file() and not p.is_symlink())
    return [rel]


def _read_text(source: Source, rel: str) -> str:
    from sab.sources.discovery import _read

    return _read(source.tree / rel)


def _defined(source: Source, rel: str) -> tuple[list[str], object]:
    """Names defined in one file, and a predicate telling whether a (possibly dotted) name is one."""
    from sab.sources.discovery import compiled, parse_python, python

    text = _read_text(source, rel)
    if rel.endswith(".py"):
        tree = parse_python(text)
        if tree is None:
            return [], lambda name: False
        names = python.defined_names(tree)
        shown = sorted(names) + sorted(f"{c}.{m}" for c, members in names.items() for m in members)

        def python_has(name: str) -> bool:
            head, _, rest = name.partition(".")
            if head not in names:
                return False
            return not rest or python.find(tree, name) is not None or rest in names[head]
        return shown, python_has
    cf = compiled.read(rel, text)
    if cf is not None:
        return sorted(u.name for u in cf.units if not (u.main and u.name == "main" and cf.fortran)), \
            lambda name: cf.unit(name) is not None
    return [], lambda name: re.search(rf"(?<![\w.]){re.escape(name)}(?![\w])", text) is not None


def _close(name: str, names: list[str]) -> str:
    close = difflib.get_close_matches(name, names, n=3, cutoff=0.6)
    if close:
        return "did you mean " + " or ".join(repr(c) for c in close) + "?"
    return "defined there: " + (", ".join(names[:12]) + (", ..." if len(names) > 12 else "") if names else "nothing sab can read")


def _python_module_file(source: Source, dotted: str) -> str | None:
    from sab.fingerprint import tree_files
    from sab.sources.discovery.python import ImportIndex

    index = ImportIndex([rel for rel, _ in tree_files(source.tree)], source.name)
    candidates = index.names.get(dotted, [])
    return sorted(candidates, key=lambda r: (len(PurePosixPath(r).parts), r))[0] if candidates else None


def check_entry_point(source: Source, value: str) -> str:
    """`FILE`, `FILE:SYMBOL` or `package.module:function`, normalized to FILE[:SYMBOL], its symbol
    defined in its file (or in a file under its directory)."""
    shown = source.relative(source.tree)
    path, sep, symbol = value.strip().partition(":")
    if sep and not symbol.strip():
        raise SabError(f"entry point {value!r} names no symbol after ':'", field="--entry-point",
                       fix="give FILE, FILE:SYMBOL or package.module:function")
    target = source.tree / path.strip().replace("\\", "/")
    if not (target.exists() or target.is_symlink()) and re.fullmatch(r"[A-Za-z_]\w*(?:\.[A-Za-z_]\w*)*", path.strip()):
        found = _python_module_file(source, path.strip())
        if found is None:
            raise NotFoundError(f"entry point {value!r}: neither a path nor a Python module of the source",
                                file=shown, field="--entry-point",
                                fix=f"give a path relative to {shown}/ (FILE:SYMBOL) or a module the tree holds (pkg.mod:function)")
        path = found
    rel = normalize_path(source, path, "--entry-point")
    if not sep:
        return rel
    symbol = symbol.strip()
    defined: list[str] = []
    for candidate in _files_under(source, rel):
        names, has = _defined(source, candidate)
        if has(symbol):
            return f"{rel}:{symbol}"
        defined.extend(names)
    where = f"{rel}" if (source.tree / rel).is_file() else f"any file under {rel}/"
    raise NotFoundError(f"entry point {value!r}: {symbol!r} is not defined in {where}", file=f"{shown}/{rel}",
                        field="--entry-point", fix=_close(symbol, sorted(set(defined))))


def check_test(source: Source, value: str, found: dict[str, list[str]] | None = None) -> str:
    """`PATH` or `PATH::NAME`; NAME must be a test the survey finds in PATH or a function, class,
    routine, make target or build-declared test defined there."""
    rel = _with_part(source, value.strip(), "::", "--tests")
    path, sep, name = rel.partition("::")
    if not sep:
        return rel
    if not name.strip():
        raise SabError(f"test {value!r} names nothing after '::'", field="--tests", fix="give PATH or PATH::NAME")
    tests = (found or {}).get(path, [])
    if rel in tests:
        return rel
    filename = PurePosixPath(path).name
    if filename in BUILD_FILES:  # a make target, or a CMake/Meson test
        from sab.sources.discovery.build import Makefile, Resolver, build_tests

        text = _read_text(source, path)
        names = [t.name.split("::", 1)[1] for t in build_tests(path, text, Resolver(set())) if "::" in t.name]
        if filename in ("Makefile", "makefile", "GNUmakefile", "Makefile.am"):
            names += [t for rule in Makefile.parse(text).rules for t in rule[0] if "$" not in t and "%" not in t]
        has = set(names).__contains__
        names = sorted(set(names))
    elif (source.tree / path).is_file():
        names, has = _defined(source, path)
    else:
        names, has = [], lambda n: False
    if has(name) or has(name.replace("::", ".")):
        return rel
    candidates = sorted({t.split("::", 1)[1] for t in tests} | {n.replace(".", "::") for n in names})
    raise NotFoundError(f"test {value!r}: {name!r} is neither a test the survey finds in {path} nor defined there",
                        file=f"{source.relative(source.tree)}/{path}", field="--tests",
                        fix=_close(name, candidates) + f" (`sab survey-tests {source.name}` lists the source's tests)")


def _tests_by_file(source: Source, tests: list[str]) -> dict[str, list[str]]:
    """The tests the survey's rules find, by file, for the files `tests` names (only when a NAME is given)."""
    from sab.fingerprint import tree_files
    from sab.sources.discovery import discover

    if not any("::" in t for t in tests):
        return {}
    rels = [rel for rel, _ in tree_files(source.tree)]
    by_file: dict[str, list[str]] = {}
    for test in discover(source.tree, rels, set(), root_name=source.name):
        by_file.setdefault(test.path, []).append(test.name)
    return by_file


def _write(source: Source, cut) -> None:
    source.write_modules(cut)
    report.write(source)


def propose(
    root: Path,
    source_name: str,
    module: str,
    paths: list[str],
    rationale: str,
    *,
    entry_points: list[str] = (),
    exclusions: list[str] = (),
    tests: list[str] = (),
    by: str | None = None,
    replace: bool = False,
) -> tuple[ModuleRecord, ModuleRecord | None]:
    """Record a proposed module; returns (the proposal, the record it replaced or None)."""
    source = named_source(root, source_name)
    source.require_tree()
    source.metadata()  # the source is recorded: modules are part of its report
    if not KEBAB.match(module):
        raise SabError(f"module {module!r} is not lower-kebab", field="--module",
                       fix="use lower-case letters, digits and single hyphens, e.g. cn-stepper")
    if not paths:
        raise SabError("a module covers at least one path", field="--paths", fix="add --paths PATH (repeatable)")
    if not rationale.strip():
        raise SabError("the rationale is empty", field="--rationale", fix="say why this is an independently meaningful module")
    found = _tests_by_file(source, list(tests))
    record = ModuleRecord(
        source=source_name,
        module=module,
        paths=sorted(dict.fromkeys(normalize_path(source, p, "--paths") for p in paths)),
        entry_points=list(dict.fromkeys(check_entry_point(source, e) for e in entry_points)),
        rationale=rationale.strip(),
        exclusions=sorted(dict.fromkeys(normalize_path(source, p, "--exclude") for p in exclusions)),
        tests=list(dict.fromkeys(check_test(source, t, found) for t in tests)),
        proposed_by=by,
        proposed_at=now(),
    )
    cut = source.modules()
    previous = cut.get(module)
    if previous is not None and not replace:
        state = f"approved by {previous.approved_by}" if previous.approved else "proposed"
        raise ExistsError(
            f"module {module!r} is already {state}", file=source.relative(source.modules_json), field=module,
            fix="pass --replace to propose a new cut (it must then be approved again)",
        )
    others = [m for m in cut.modules if m.module != module]
    _write(source, cut.model_copy(update={"modules": [*others, record]}))
    return record, previous


def approve(root: Path, source_name: str, module: str, by: str) -> ModuleRecord:
    source = named_source(root, source_name)
    if not by.strip():
        raise SabError("the approver is empty", field="--by", fix="name the curator who approves the cut")
    cut = source.modules()
    record = cut.get(module)
    if record is None:
        known = ", ".join(m.module for m in cut.modules) or "none"
        raise NotFoundError(f"no module {module!r} proposed for source {source_name!r} (proposed: {known})",
                            file=source.relative(source.modules_json), fix=_propose_hint(source_name, module))
    if record.approved:
        raise ExistsError(f"module {module!r} was already approved by {record.approved_by} at {record.approved_at}",
                          file=source.relative(source.modules_json), field=module)
    approved = record.model_copy(update={"approved_by": by.strip(), "approved_at": now()})
    _write(source, cut.model_copy(update={"modules": [approved if m.module == module else m for m in cut.modules]}))
    return approved


def refresh_leaves(root: Path, record: ModuleRecord) -> list[Path]:
    """Rewrite comment/pipeline/module.json of every leaf built from `record`'s module (its
    manifest names the source and its folder is the module's slug), so a leaf carries the cut a
    curator approved last; returns the files rewritten."""
    from sab.config import load_settings
    from sab.jsonio import dumps, write_text_atomic
    from sab.leaf import Leaf, find_leaves

    settings = load_settings(root)
    if not settings.tasks_dir.is_dir():
        return []
    text = dumps(record.model_dump(mode="json"))
    written = []
    for path in find_leaves(settings.tasks_dir):
        if path.name != record.module:
            continue
        try:
            meta = Leaf(path).manifest.sciaccel
        except SabError:
            continue
        if meta.source != record.source:
            continue
        target = Leaf(path).pipeline_dir / "module.json"
        if target.is_symlink() or (target.exists() and not target.is_file()):
            raise SabError(f"{target} is not a regular file", file=target, fix="replace it with the leaf's module record")
        if not target.is_file() or target.read_text(encoding="utf-8") != text:
            target.parent.mkdir(parents=True, exist_ok=True)
            write_text_atomic(target, text)
            written.append(target)
    return written


def require_approved(root: Path, source_name: str, module: str) -> ModuleRecord:
    """The approved module `module` of the source, or an error saying how to propose/approve it."""
    source = named_source(root, source_name)
    shown = source.relative(source.modules_json)
    record = source.modules().get(module)
    if record is None:
        raise NotFoundError(f"module {module!r} of source {source_name!r} is not proposed, so not approved",
                            file=shown, field=module, fix=_propose_hint(source_name, module))
    if not record.approved:
        raise SabError(f"module {module!r} of source {source_name!r} is proposed but not approved",
                       file=shown, field=module,
                       fix=f"a curator approves the cut with `sab modules approve {source_name} {module} --by NAME`")
    return record


def pipeline_records(root: Path, record: ModuleRecord) -> dict[str, tuple[str, int]]:
    """The leaf's comment/pipeline/ records `sab scaffold` writes: module.json (the approved cut)
    and, when the source is surveyed, test-survey.json (the module's official tests)."""
    from sab.jsonio import dumps
    from sab.model.records import TestSurvey
    from sab.sources.survey import module_tests

    files = {"comment/pipeline/module.json": (dumps(record.model_dump(mode="json")), 0o644)}
    tests = module_tests(Source(root, record.source), record.module)
    if tests is not None:
        leaf_tests = [t.model_copy(update={"used_by": [], "reasons": {}}) for t in tests]
        survey = TestSurvey(source=record.source, tests=leaf_tests)
        files["comment/pipeline/test-survey.json"] = (dumps(survey.model_dump(mode="json")), 0o644)
    return files
