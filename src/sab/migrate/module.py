"""The module record a migrated leaf needs: proposed by `sab migrate`, approved by a curator.

The cut comes from the old record's comment/pipeline/module.json when it holds one (`paths` or
`files`, `entry_points`, `exclusions`, `tests`, `rationale`); paths that do not exist in the
vendored source are dropped and reported. Without a usable cut the proposal covers every
top-level source file and folder of the vendored tree (tests, docs and examples folders aside),
for a curator to narrow. The official tests are the old record's, plus every
`code/<source>/PATH[::NAME]` the converted checks' run.sh and rubrics name. Entry points and tests
are kept only when `sab modules propose` accepts them (the symbol or test name is defined in the
vendored tree); the others are dropped and reported. An existing record of the same module is
left as it is.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path

from sab.errors import SabError
from sab.sources.layout import Source
from sab.sources.modules import _tests_by_file, check_entry_point, check_test, normalize_path, propose

PROPOSER = "sab migrate"
SOURCE_SUFFIXES = frozenset({".py", ".c", ".h", ".cc", ".cpp", ".cxx", ".hpp", ".f", ".f90", ".f95", ".f03", ".f77",
                             ".for", ".F", ".F90", ".jl", ".rs", ".cu", ".cuh", ".pyx", ".m"})
NOT_MODULE_FOLDERS = frozenset({"tests", "test", "testing", "docs", "doc", "examples", "example", "benchmarks", "build", "dist"})


@dataclass
class ModulePlan:
    source: str
    module: str
    state: str                       # "propose" | "proposed" | "approved"
    paths: list[str] = field(default_factory=list)
    entry_points: list[str] = field(default_factory=list)
    exclusions: list[str] = field(default_factory=list)
    tests: list[str] = field(default_factory=list)
    rationale: str = ""
    notes: list[str] = field(default_factory=list)
    warnings: list[str] = field(default_factory=list)

    def as_dict(self) -> dict:
        return {"source": self.source, "module": self.module, "state": self.state, "paths": self.paths,
                "entry_points": self.entry_points, "exclusions": self.exclusions, "tests": self.tests,
                "rationale": self.rationale,
                "approve": f"sab modules approve {self.source} {self.module} --by NAME"}


def _existing(source: Source, values: list, option: str, plan: ModulePlan, separator: str = "") -> list[str]:
    kept = []
    for value in values:
        if not isinstance(value, str):
            continue
        path, sep, rest = value.partition(separator) if separator else (value, "", "")
        try:
            kept.append(normalize_path(source, path, option) + sep + rest)
        except SabError:
            plan.warnings.append(f"module.json: {option} {value!r} does not exist in code/{source.name}/; dropped")
    return list(dict.fromkeys(kept))


def _defined(source: Source, values: list[str], option: str, plan: ModulePlan) -> list[str]:
    """The entry points or tests `sab modules propose` accepts (a symbol or test name the tree
    defines); the others are dropped with the reason, for the curator."""
    found = _tests_by_file(source, values) if option == "--tests" else None
    kept = []
    for value in values:
        try:
            kept.append(check_entry_point(source, value) if option == "--entry-point" else check_test(source, value, found))
        except SabError as exc:
            plan.warnings.append(f"module.json: {option} {value!r} dropped: {exc.message}" + (f" ({exc.fix})" if exc.fix else ""))
    return list(dict.fromkeys(kept))


def _whole_tree(tree: Path) -> list[str]:
    return sorted(entry.name for entry in tree.iterdir()
                  if not entry.name.startswith(".") and not entry.name.endswith(".egg-info")
                  and ((entry.is_file() and entry.suffix in SOURCE_SUFFIXES)
                       or (entry.is_dir() and entry.name.lower() not in NOT_MODULE_FOLDERS)))


def named_tests(source: Source, texts: list[str]) -> list[str]:
    """Every `code/<source>/PATH[::NAME]` in `texts` whose PATH exists, as PATH[::NAME]."""
    pattern = re.compile(rf"code/{re.escape(source.name)}/([\w./-]+?)(::\w+)?(?=[\s,;:)'\"`]|$)")
    found = []
    for text in texts:
        for match in pattern.finditer(text):
            path = match.group(1).rstrip(".")
            if (source.tree / path).is_file():
                found.append(path + (match.group(2) or ""))
    named = {test.split("::")[0] for test in found if "::" in test}
    return sorted(test for test in set(found) if "::" in test or test not in named)


def plan_module(root: Path, source_name: str, module: str, old: object, summary: str, texts: list[str]) -> ModulePlan:
    """What migrate will record for `module`, from the old module.json (`old`) and the checks' texts."""
    source = Source(root, source_name)
    current = source.modules().get(module)
    if current is not None:
        state = "approved" if current.approved else "proposed"
        return ModulePlan(source_name, module, state, current.paths, current.entry_points, current.exclusions,
                          current.tests, current.rationale)
    plan = ModulePlan(source_name, module, "propose")
    record = old if isinstance(old, dict) else {}
    plan.paths = _existing(source, record.get("paths") or record.get("files") or [], "--paths", plan)
    plan.entry_points = _defined(source, _existing(source, record.get("entry_points") or [], "--entry-point", plan, ":"),
                                 "--entry-point", plan)
    plan.exclusions = _existing(source, record.get("exclusions") or [], "--exclude", plan)
    plan.tests = _defined(source, list(dict.fromkeys(_existing(source, record.get("tests") or [], "--tests", plan, "::")
                                                     + named_tests(source, texts))), "--tests", plan)
    if not plan.paths:
        plan.paths = _whole_tree(source.tree)
        held = ", ".join(sorted(record)) or "nothing"
        plan.warnings.append(f"the old comment/pipeline/module.json holds no cut (it holds {held}); the proposal "
                             f"covers every top-level source file and folder of code/{source_name}/ "
                             f"({', '.join(plan.paths)}): a curator narrows it before approving")
    rationale = str(record.get("rationale") or "").strip() or summary.strip()
    plan.rationale = rationale or f"The module of the migrated leaf {module}."
    return plan


def record_module(root: Path, plan: ModulePlan) -> None:
    """Propose the planned module (nothing when it is already recorded)."""
    if plan.state != "propose":
        return
    propose(root, plan.source, plan.module, plan.paths, plan.rationale, entry_points=plan.entry_points,
            exclusions=plan.exclusions, tests=plan.tests, by=PROPOSER)
    plan.state = "proposed"
