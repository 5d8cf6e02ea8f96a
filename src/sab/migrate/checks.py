"""One foreign check converted: its rubric, run.sh, harness, initial conditions and labels.

A check is left out, with the reason, when this repository could not run or grade it as the
peer did: a contract file or an initial condition is missing, its validate.py is not the peer's
stock grader (sab's stock validate.py would grade it differently), its rubric cannot be
expressed, or its harness imports what neither the standard library, the vendored source, the
harness itself nor a pin of the old images provides. A converted check whose
ic/variant equals ic/nominal is kept and reported: its variant measures nothing.

Every file of the check is read through sab.migrate.peer, which refuses the whole migration
when the old leaf holds a symbolic link or a special file; so no check is merely left out for one.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from sab.errors import SabError
from sab.jsonio import dumps
from sab.migrate import peerstock, rubrics
from sab.migrate.environment import harness_imports, reached_names, unprovided
from sab.migrate.peer import FileMap, PeerCheck, copy_tree, entries, kind, load_json, read_file, read_text
from sab.migrate.runsh import rewrite_run_sh
from sab.model.base import KEBAB, parse
from sab.model.check import CheckSpec
from sab.stock import EXECUTABLE

# Stock files (validate.py, the drivers) are planned with this text and written by sab.stock.restore,
# as `sab sync` writes them, once the leaf is on disk.
STOCK_PENDING = b""


@dataclass
class CheckResult:
    name: str
    files: FileMap = field(default_factory=dict)      # relative to the new check folder
    labels: list[str] = field(default_factory=list)
    expected_runtime_s: float = 0.0
    upstream_test: str = ""
    reached: set[str] = field(default_factory=set)    # names outside the source its harness reaches
    left_out: str | None = None
    draft: dict | None = None
    kept_prose: dict[str, str] = field(default_factory=dict)
    notes: list[str] = field(default_factory=list)
    warnings: list[str] = field(default_factory=list)


def _inputs(files: FileMap, ic: str) -> dict[str, bytes]:
    prefix = f"ic/{ic}/"
    return {rel.removeprefix(prefix): data for rel, (data, _) in files.items() if rel.startswith(prefix)}


def _readme(rubric: dict) -> str:
    return (f"# Check `{rubric['check']}`\n\nPolicy: **{rubric['policy']}**\n\n## What it runs\n\n"
            f"{rubric['configuration']}\n\n## What is compared\n\n{rubric['observable']}\n")


def convert_check(check: PeerCheck, source_tree: Path, pins: list[str]) -> CheckResult:
    name = rubrics.kebab(check.name)
    result = CheckResult(name)
    if name != check.name:
        result.notes.append(f"folder {check.name!r} renamed {name!r} (check names are lower-kebab)")
    if not KEBAB.match(name):
        result.left_out = f"{check.name!r} cannot be made a lower-kebab check name"
        return result
    missing = [f for f in ("check.json", "run.sh", "rubric.json") if kind(check.root / f) != "file"]
    missing += [f"ic/{ic}/" for ic in ("nominal", "variant")
                if kind(check.root / "ic" / ic) != "dir" or not entries(check.root / "ic" / ic)]
    if missing:
        result.left_out = f"missing or empty: {', '.join(missing)}"
        return result
    try:
        labels = parse(CheckSpec, load_json(check.root / "check.json"), f"tests/checks/{check.name}/check.json").labels
        old_rubric = check.rubric()
    except SabError as exc:
        result.left_out = str(exc)
        return result
    result.labels = list(labels)

    validate = check.root / "validate.py"
    stock_grader = kind(validate) == "file"  # a grader that is not stock leaves the check out below
    if stock_grader:
        edit = peerstock.compare(read_text(validate), "validate.py")
        if edit is not None:
            result.left_out = (f"validate.py is not the peer's stock grader ({edit.summary()}); sab's stock "
                               "validate.py would grade this check differently")
            return result
    else:
        result.notes.append("had no validate.py; sab's stock one grades it")

    converted = rubrics.convert(old_rubric, name, stock_grader=stock_grader)
    result.notes += converted.notes
    result.warnings += converted.warnings
    result.kept_prose = converted.kept_prose
    if converted.rubric is None:
        result.left_out, result.draft = converted.left_out, converted.draft
        return result
    result.expected_runtime_s = converted.rubric["expected_runtime_s"]
    result.upstream_test = converted.rubric["upstream_test"]

    files: FileMap = {}
    helpers = check.helpers()
    for entry, what in helpers:
        if what == "dir":
            copy_tree(entry, f"harness/{entry.name}", files)
        else:
            files[f"harness/{entry.name}"] = read_file(entry)
    copy_tree(check.root / "ic", "ic", files)

    harness = {check.root / rel.removeprefix("harness/"): data for rel, (data, _) in sorted(files.items())
               if rel.startswith("harness/") and rel.endswith(".py")}
    imports = harness_imports(harness)
    names = {path.stem for path in harness} | {entry.name for entry, _ in helpers}
    absent = unprovided(imports, source_tree, names, pins)
    if absent:
        shown = ", ".join(f"{entry.module} ({entry.file.relative_to(check.root)}:{entry.line})" for entry in absent)
        result.left_out = (f"its harness imports {shown}, which neither the standard library, the vendored "
                           f"code/{source_tree.name}/, the harness nor a pin of the old images provides")
        return result
    result.reached = reached_names(source_tree, [entry.dotted for entry in imports]) - names
    for path, data in harness.items():
        if b"__file__" in data:
            result.warnings.append(f"harness/{path.name} uses __file__: it now sits one folder deeper "
                                   "(harness/), so paths it builds from its own location may need a look")

    rewrite = rewrite_run_sh(read_text(check.root / "run.sh"), [entry.name for entry, _ in helpers])
    result.notes += [f"run.sh: {note}" for note in rewrite.notes]
    result.warnings += [f"run.sh: {warning}" for warning in rewrite.warnings]
    # The peer's checks grade one fixed input each and build inside their one step: migrated, they
    # keep both, and say so (docs/migrate.md).
    result.warnings.append("no input family: the check keeps its fixed ic/ inputs and its single-step run.sh "
                           "(build inside the timed run); before the leaf is published give it a family "
                           "(harness/draw, rubric family, build_step) or label it fixed-input")
    if _inputs(files, "nominal") == _inputs(files, "variant"):
        result.warnings.append("ic/variant is identical to ic/nominal: the variant solve measures nothing "
                               "(selfcheck will report the check IDENTICAL); perturb one input by a few ulps")

    readme = check.root / "README.md"
    has_readme = kind(readme) == "file"
    files.update({
        "check.json": (read_file(check.root / "check.json")[0], 0o644),
        "run.sh": (rewrite.text.encode("utf-8"), EXECUTABLE),
        "rubric.json": (dumps(converted.rubric).encode("utf-8"), 0o644),
        "validate.py": (STOCK_PENDING, 0o644),  # sab's stock text, written by sab.stock.restore
        "README.md": (read_file(readme)[0] if has_readme else _readme(converted.rubric).encode("utf-8"), 0o644),
    })
    if not has_readme:
        result.notes.append("had no README.md; one is written from the rubric's configuration and observable")
    result.files = files
    return result
