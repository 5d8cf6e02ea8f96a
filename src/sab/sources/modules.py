"""Module cuts: `sab modules propose|approve` and the rule `sab scaffold` enforces.

A module is an independently meaningful part of a source, named by a lower-kebab slug: the
paths it covers (files or directories under code/<source>/), its entry points (`FILE` or
`FILE:SYMBOL`), the paths it excludes, the official tests declared for it (`PATH` or
`PATH::NAME`) and the rationale of the cut. Every path must exist in the source. A proposal is
recorded in codebase-reports/<source>/modules.json with who proposed it; a curator approves it
(`approved_by`, `approved_at`), and only an approved module can become a leaf. Re-proposing an
existing module needs `replace=True` and withdraws its approval: a changed cut is reviewed again.
"""

from __future__ import annotations

from pathlib import Path, PurePosixPath

from sab.errors import ExistsError, NotFoundError, SabError
from sab.model.base import KEBAB
from sab.model.records import ModuleRecord
from sab.sources import report
from sab.sources.layout import Source, now, source as named_source


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
    record = ModuleRecord(
        source=source_name,
        module=module,
        paths=sorted(dict.fromkeys(normalize_path(source, p, "--paths") for p in paths)),
        entry_points=list(dict.fromkeys(_with_part(source, e, ":", "--entry-point") for e in entry_points)),
        rationale=rationale.strip(),
        exclusions=sorted(dict.fromkeys(normalize_path(source, p, "--exclude") for p in exclusions)),
        tests=list(dict.fromkeys(_with_part(source, t, "::", "--tests") for t in tests)),
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
