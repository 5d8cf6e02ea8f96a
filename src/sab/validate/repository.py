"""`sab check [--base REF]`: the repository validator CI runs on every pull request (docs/sources.md, "The repository check").

Sections, each reported as `[code] path: detail` lines (codes from `sab.model.rules.Rule`):
- leaves: every leaf's task.toml loads and matches the manifest schema, its name ends in its
  slug, and its source has a codebase report;
- registry: registry.json and registry/index.json are what `sab registry` generates;
- licenses: THIRD-PARTY-LICENSES.md is what `sab licenses` generates;
- reports: every report's JSON files parse, its .md/.html/.bib are what `sab report` renders;
- sources: every recorded tree still has its recorded fingerprint (`sab source verify`), recorded in
  the current format;
- gate: every source new relative to REF (a directory under code/ now that is not there at REF;
  every source when no REF is given) brings the four report files, each a non-empty regular
  file. A REF git cannot resolve is an error (exit 2), never a pass;
- slugs (with REF only): every slug published or retired at REF is still a leaf's slug, published
  or retired (`sab.slugs`: `slug-removed`, `slug-unpublished`).
"""

from __future__ import annotations

import os
import subprocess
from dataclasses import dataclass, field
from pathlib import Path

from sab.config import Settings
from sab.errors import SabError
from sab.fingerprint import one_run
from sab.model.rules import Rule
from sab.validate.report import Violation

SECTIONS = ("leaves", "registry", "licenses", "reports", "sources", "gate", "slugs")


@dataclass
class CheckResult:
    base: str | None = None
    base_commit: str | None = None
    gated: list[str] = field(default_factory=list)
    sections: list[str] = field(default_factory=list)
    problems: list[Violation] = field(default_factory=list)

    @property
    def passed(self) -> bool:
        return not self.problems

    def add(self, code: Rule, path: str, detail: str) -> None:
        problem = Violation(code, path, detail)
        if problem not in self.problems:  # two sections that read one broken file report it once
            self.problems.append(problem)

    def as_dict(self) -> dict[str, object]:
        return {
            "passed": self.passed, "base": self.base, "base_commit": self.base_commit, "gated_sources": self.gated,
            "sections": self.sections, "problems": [p.as_dict() for p in self.problems],
        }


def _git(root: Path, *args: str) -> subprocess.CompletedProcess:
    try:
        return subprocess.run(["git", "-C", str(root), *args], capture_output=True, text=True, timeout=120)
    except FileNotFoundError:
        raise SabError("git is not installed", fix="install git; the report gate compares against a git revision") from None


def resolve_base(root: Path, ref: str) -> str:
    done = _git(root, "rev-parse", "--verify", "--quiet", "--end-of-options", f"{ref}^{{commit}}")
    if done.returncode != 0 or not done.stdout.strip():
        raise SabError(
            f"cannot resolve --base {ref!r} to a commit of this repository", field="--base",
            fix="fetch it first (in CI: actions/checkout with fetch-depth: 0, or `git fetch origin <branch>`) "
                "or name an existing branch, tag or commit",
        )
    return done.stdout.strip()


def sources_at(root: Path, commit: str) -> set[str]:
    """Names of the directories under code/ at `commit`."""
    done = _git(root, "ls-tree", "-d", "--name-only", commit, "code/")
    if done.returncode != 0:
        raise SabError(f"cannot list code/ at {commit}: {done.stderr.strip()}", field="--base")
    return {line.split("/", 1)[1] for line in done.stdout.splitlines() if line.startswith("code/") and "/" in line}


def gate(root: Path, names: list[str], result: CheckResult) -> None:
    from sab.sources.layout import REPORT_FILES, Source

    for name in names:
        source = Source(root, name)
        for filename in REPORT_FILES:
            path = source.reports / filename
            shown = source.relative(path)
            if path.is_symlink() or (path.exists() and not path.is_file()):
                result.add(Rule.REPORT_MISSING, shown, f"not a regular file; the new source {name} must bring it")
            elif not path.exists():
                result.add(Rule.REPORT_MISSING, shown, f"missing; the new source {name} must bring it (`sab source add`, `sab report {name}`)")
            elif path.stat().st_size == 0:
                result.add(Rule.REPORT_MISSING, shown, f"empty; regenerate it with `sab report {name}`")


def _shown(settings: Settings, file: str | None, default: str) -> str:
    """A file a SabError names, spelled relative to the repository as every other problem's path is."""
    if not file:
        return default
    path, root = Path(file), settings.root.resolve()
    return path.relative_to(root).as_posix() if path.is_absolute() and path.is_relative_to(root) else file


def _detail(exc: SabError) -> str:
    return f"{exc.field}: {exc.message}" if exc.field else exc.message


def _leaves(settings: Settings, result: CheckResult) -> None:
    from sab.leaf import find_leaves, load_manifest
    from sab.sources.layout import Source

    if not settings.tasks_dir.is_dir():
        return
    for leaf in find_leaves(settings.tasks_dir):
        shown = (leaf / "task.toml").relative_to(settings.root).as_posix()
        try:
            manifest = load_manifest(leaf / "task.toml")
        except SabError as exc:
            result.add(Rule.MANIFEST_INVALID, shown, _detail(exc))
            continue
        meta = manifest.sciaccel
        if manifest.task.name.split("/", 1)[1] != meta.slug:
            result.add(Rule.TASK_NAME_MISMATCH, shown, f"task.name {manifest.task.name!r} must end in /{meta.slug}")
        if meta.source and not Source(settings.root, meta.source).recorded:
            result.add(Rule.SOURCE_UNRECORDED, shown,
                       f"metadata.sciaccel.source: codebase-reports/{meta.source}/codebase-metadata.json is missing")


def _registry(settings: Settings, result: CheckResult) -> None:
    from sab import registry

    try:
        stale = registry.stale(settings)
    except SabError as exc:  # a broken leaf, reported by the leaves section too
        where = _shown(settings, exc.file, "")
        cause = ": ".join(part for part in (where, exc.field, exc.message) if part)
        result.add(Rule.REGISTRY_STALE, settings.registry_json.relative_to(settings.root).as_posix(), f"cannot be generated: {cause}")
        return
    for path in stale:
        result.add(Rule.REGISTRY_STALE, path.relative_to(settings.root).as_posix(), "stale; run `sab registry`")


def _licenses(settings: Settings, result: CheckResult) -> None:
    from sab.sources import third_party

    try:
        stale = third_party.stale(settings.root)
    except SabError as exc:
        result.add(Rule.REPORT_INVALID, _shown(settings, exc.file, third_party.FILE), _detail(exc))
        return
    for path in stale:
        result.add(Rule.LICENSES_STALE, path.relative_to(settings.root).as_posix(), "stale; run `sab licenses`")


def _reports(settings: Settings, result: CheckResult) -> None:
    from sab.sources import report
    from sab.sources.layout import Source, recorded_names

    for name in recorded_names(settings.root):
        source = Source(settings.root, name)
        try:
            stale = report.stale(source)
        except SabError as exc:
            result.add(Rule.REPORT_INVALID, _shown(settings, exc.file, source.relative(source.reports)), _detail(exc))
            continue
        for path in stale:
            result.add(Rule.REPORT_STALE, source.relative(path), f"stale; run `sab report {name}`")


def _sources(settings: Settings, result: CheckResult) -> None:
    from sab.sources.layout import Source, recorded_names
    from sab.sources.manifest import CHANGES, OLD_FORMAT, verify

    code = settings.root / "code"
    for entry in sorted(os.scandir(code), key=lambda e: e.name) if code.is_dir() else ():
        if not entry.is_dir(follow_symlinks=False):
            kind = "a symbolic link" if entry.is_symlink() else "not a directory"
            result.add(Rule.CODE_NOT_A_TREE, f"code/{entry.name}", f"{kind}: code/ holds only source directories; "
                       "remove it or vendor the source with `sab source add`")
    for name in recorded_names(settings.root):
        source = Source(settings.root, name)
        try:
            outcome = verify(source)
        except SabError as exc:
            if "reports" not in result.sections:  # else the reports section names it
                result.add(Rule.REPORT_INVALID, _shown(settings, exc.file, source.relative(source.reports)), _detail(exc))
            continue
        if outcome.problem == OLD_FORMAT:
            result.add(Rule.SOURCE_OLD_FORMAT, source.relative(source.metadata_json), outcome.problem)
        elif outcome.problem:
            result.add(Rule.SOURCE_MODIFIED, source.relative(source.tree), outcome.problem)
        for what, path in outcome.changes:
            result.add(Rule.SOURCE_MODIFIED, path, f"{CHANGES[what]} since the tree was recorded; "
                       + (f"if the authors of this first-party tree meant it, `sab source refresh {name}`" if outcome.first_party
                          else "restore it: a vendored tree stays byte-identical to its pin"))
        if not outcome.passed and not outcome.changes and not outcome.problem:
            result.add(Rule.SOURCE_MODIFIED, source.relative(source.tree), "fingerprint differs from the record")


def _slugs(settings: Settings, result: CheckResult) -> None:
    """Slug permanence against the base revision: a published name keeps resolving."""
    from sab import slugs

    if result.base_commit is None:
        return
    before = slugs.leaves_at(settings.root, result.base_commit)
    now = slugs.leaves_now(settings.tasks_dir, settings.root)
    for code, path, detail in slugs.permanence(before, now, result.base or result.base_commit):
        result.add(code, path, detail)


def run_check(settings: Settings, base: str | None = None, only: list[str] | None = None) -> CheckResult:
    from sab.sources.layout import tree_names

    result = CheckResult(base=base)
    sections = list(only) if only else list(SECTIONS)
    unknown = [s for s in sections if s not in SECTIONS]
    if unknown:
        raise SabError(f"unknown section {unknown[0]!r}", field="--only", fix=f"choose from {', '.join(SECTIONS)}")
    if base is not None:
        result.base_commit = resolve_base(settings.root, base)  # before any work: a bad REF is an error
    result.sections = sections
    with one_run():  # the registry's freshness and the sources section measure each tree once between them
        for section, run in (("leaves", _leaves), ("registry", _registry), ("licenses", _licenses),
                             ("reports", _reports), ("sources", _sources)):
            if section in sections:
                run(settings, result)
    if "gate" in sections:
        names = tree_names(settings.root)
        if result.base_commit is not None:
            before = sources_at(settings.root, result.base_commit)
            names = [n for n in names if n not in before]
        result.gated = names
        gate(settings.root, names, result)
    if "slugs" in sections:
        _slugs(settings, result)
    return result
