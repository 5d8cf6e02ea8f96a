"""Where a source lives: its tree under code/<name>/ and its report under codebase-reports/<name>/."""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path

from sab.errors import NotFoundError, SabError
from sab.jsonio import load_json, write_json_atomic
from sab.model.base import KEBAB, NAME_MAX, parse
from sab.model.source import CodebaseMetadata, ModuleCut, SourceTestSurvey

CODE_DIR = "code"
REPORTS_DIR = "codebase-reports"
METADATA_JSON = "codebase-metadata.json"
METADATA_MD = "codebase-metadata.md"
METADATA_HTML = "codebase-metadata.html"
REFERENCES_BIB = "references.bib"
MODULES_JSON = "modules.json"
TEST_SURVEY_JSON = "test-survey.json"
# What the report gate requires of every new source: present, regular and non-empty.
REPORT_FILES = (METADATA_JSON, METADATA_MD, METADATA_HTML, REFERENCES_BIB)




def require_name(name: str) -> None:
    """A source name is lower-kebab, whole (no trailing newline slips past `$`) and short."""
    if len(name) > NAME_MAX:
        raise SabError(
            f"source name {name[:24]!r}... is {len(name)} characters long; the limit is {NAME_MAX}", field="name",
            fix="choose a shorter name, e.g. the project's own short name",
        )
    if not KEBAB.fullmatch(name):
        raise SabError(
            f"source name {name!r} is not lower-kebab", field="name",
            fix="use lower-case letters, digits and single hyphens, e.g. heat1d or my-solver",
        )


def require_homes(root: Path) -> None:
    """code/ and codebase-reports/ are directories of the repository itself, so that
    code/<name>/ and codebase-reports/<name>/ resolve inside it; either may be absent."""
    base = root.resolve()
    for name in (CODE_DIR, REPORTS_DIR):
        path = root / name
        if path.is_symlink() or (os.path.lexists(path) and not path.is_dir()):
            raise SabError(
                f"{name}/ is not a directory of this repository (a symbolic link or a file)", file=name,
                fix=f"make {name}/ a plain directory of the repository",
            )
        if path.is_dir() and path.resolve().parent != base:
            raise SabError(f"{name}/ resolves outside this repository", file=name,
                           fix=f"make {name}/ a plain directory of the repository")


@dataclass(frozen=True)
class Source:
    """One source of the repository rooted at `root`."""

    root: Path
    name: str

    @property
    def tree(self) -> Path:
        return self.root / CODE_DIR / self.name

    @property
    def reports(self) -> Path:
        return self.root / REPORTS_DIR / self.name

    @property
    def metadata_json(self) -> Path:
        return self.reports / METADATA_JSON

    @property
    def modules_json(self) -> Path:
        return self.reports / MODULES_JSON

    @property
    def survey_json(self) -> Path:
        return self.reports / TEST_SURVEY_JSON

    def relative(self, path: Path) -> str:
        return path.relative_to(self.root).as_posix()

    @property
    def recorded(self) -> bool:
        return self.metadata_json.is_file()

    def metadata(self) -> CodebaseMetadata:
        if not self.metadata_json.is_file():
            raise NotFoundError(
                f"source {self.name!r} has no codebase report", file=self.relative(self.metadata_json),
                fix=f"record it with `sab source add {self.name} ...` (or `--in-place` for a first-party tree)",
            )
        from sab.fingerprint import remembered  # once per run: check's sections all read it

        return remembered(self.metadata_json,
                          lambda: parse(CodebaseMetadata, load_json(self.metadata_json), self.relative(self.metadata_json)))

    def write_metadata(self, metadata: CodebaseMetadata) -> None:
        write_json_atomic(self.metadata_json, metadata.model_dump(mode="json"))

    def modules(self) -> ModuleCut:
        """The module cut; an empty one when nothing was proposed yet."""
        if not self.modules_json.is_file():
            return ModuleCut(source=self.name)
        cut = parse(ModuleCut, load_json(self.modules_json), self.relative(self.modules_json))
        if cut.source != self.name:
            raise SabError(
                f"names source {cut.source!r} but lives under {self.name!r}",
                file=self.relative(self.modules_json), field="source", fix=f'set "source": "{self.name}"',
            )
        return cut

    def write_modules(self, cut: ModuleCut) -> None:
        cut = cut.model_copy(update={"modules": sorted(cut.modules, key=lambda m: m.module)})
        write_json_atomic(self.modules_json, cut.model_dump(mode="json"))

    def survey(self) -> SourceTestSurvey | None:
        if not self.survey_json.is_file():
            return None
        return parse(SourceTestSurvey, load_json(self.survey_json), self.relative(self.survey_json))

    def require_tree(self) -> None:
        if not self.tree.is_dir():
            raise NotFoundError(
                f"source {self.name!r} is not vendored", file=self.relative(self.tree),
                fix=f"vendor it first with `sab source add {self.name} ...`",
            )


def source(root: Path, name: str) -> Source:
    require_name(name)
    return Source(root, name)


def tree_names(root: Path) -> list[str]:
    """Every source directory under code/ (hidden staging directories excluded)."""
    base = root / CODE_DIR
    if not base.is_dir():
        return []
    return sorted(p.name for p in base.iterdir() if p.is_dir() and not p.name.startswith("."))


def recorded_names(root: Path) -> list[str]:
    """Every source with a codebase-metadata.json."""
    base = root / REPORTS_DIR
    if not base.is_dir():
        return []
    return sorted(p.name for p in base.iterdir() if (p / METADATA_JSON).is_file() and not p.name.startswith("."))
