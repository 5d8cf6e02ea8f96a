"""`sab lint`: the authoring rules on top of the structural ones (docs/leaf.md, "Rule codes").

A file that still holds template placeholders is reported once per placeholder and is not
schema-checked, so a freshly scaffolded leaf gets exactly the list of parts left to fill.
"""

from __future__ import annotations

import os
import re
import stat
import subprocess
from pathlib import Path

from sab.derived import BLOCK_SUFFIX, BlockMarkerError, stale_fields
from sab.errors import SabError
from sab.jsonio import load_json
from sab.leaf import ACCELERATED, CHECK_FILES, CheckPaths, Leaf
from sab.model.rules import Rule
from sab.stock import DRIVERS, drifted
from sab.templates import PLACEHOLDER
from sab.validate.dependencies import undeclared_imports
from sab.validate.harbor import RootCache, display_path, validate_leaf
from sab.validate.report import LeafReport

HELP_TIMEOUT_S = 30
PLACEHOLDER_LINE = re.compile(r"<<FILL(?::\s*([^>]*))?>>")
PROSE_FIELDS = ("upstream_test", "configuration", "observable", "variant", "warrant")
COVERAGE_FIELD = "comparison.coverage"
HYBRID_COVERAGE_FIELD = "comparison.invariants.coverage"
COVERAGE_FIX = (
    "fix: list under comparison.coverage every file an invariant reads (its row count must equal the "
    "reference's) and give one entry `progress` {column, atol, rtol}: the time or step column whose last "
    "value must match the reference's (docs/leaf.md)"
)


def _is_regular(path: Path) -> bool:
    try:
        return stat.S_ISREG(os.lstat(path).st_mode)
    except OSError:
        return False


def _placeholders(path: Path, shown: str, report: LeafReport) -> bool:
    try:
        text = path.read_bytes().decode("utf-8")
    except (OSError, UnicodeDecodeError):
        return False
    if PLACEHOLDER not in text:
        return False
    for number, line in enumerate(text.splitlines(), 1):
        for match in PLACEHOLDER_LINE.finditer(line):
            report.add(Rule.PLACEHOLDER, f"{shown}:{number}", (match.group(1) or "fill this in").strip())
    return True


def lint_leaf(path: Path, roots: RootCache | None = None) -> LeafReport:
    roots = roots or RootCache()
    report = validate_leaf(path, roots)
    leaf = Leaf(path.resolve())
    display = display_path(leaf.root, roots.root_of(leaf.root))

    pending: set[Path] = set()
    for dirpath, dirnames, filenames in os.walk(leaf.root):
        dirnames[:] = sorted(d for d in dirnames if d != "pipeline")
        for name in sorted(filenames):
            file = Path(dirpath) / name
            # Regular files only: a FIFO would block the read forever (validate-harbor reports it).
            if _is_regular(file) and _placeholders(file, f"{display}/{leaf.relative(file)}", report):
                pending.add(file)

    for rel in DRIVERS:
        if (leaf.root / rel).is_file():
            _require_executable(leaf.root / rel, f"{display}/{rel}", report)
    for entry in drifted(leaf):
        shown = f"{display}/{leaf.relative(entry.path)}"
        if entry.kind == "driver":
            report.add(Rule.DRIVER_DRIFT, shown, f"differs from the stock driver; restore it with `sab sync {display}`")
        elif entry.kind == "image":
            continue  # validate-harbor reports it (verifier-inputs), with its line
        else:
            report.add(Rule.VALIDATE_DRIFT, shown, f"differs from the grader sab assembles for its rubric; regenerate it with `sab sync {display}` or label the check custom")
    imported = _is_import(leaf)
    for check in leaf.checks():
        _lint_check(check, f"{display}/{leaf.relative(check.root)}", pending, report, needs_ic=not imported)
    _lint_speed_goal(leaf, display, report)
    if not imported:
        _lint_families(leaf, display, report)

    if leaf.task_toml.is_file() and leaf.task_toml not in pending and not any(
        v.code in (Rule.TASK_TOML_INVALID, Rule.TASK_TOML_SCHEMA) for v in report.violations
    ):
        try:
            for field in stale_fields(leaf):
                where = field.removesuffix(BLOCK_SUFFIX) if field.endswith(BLOCK_SUFFIX) else "task.toml"
                if leaf.root / where in pending:
                    continue  # a file still being written gets its placeholders reported, not its block
                report.add(Rule.DERIVED_STALE, f"{display}/{where}", f"{field} is out of date; run `sab sync {display}`")
        except BlockMarkerError as exc:
            report.add(Rule.DERIVED_STALE, f"{display}/{leaf.relative(Path(exc.file))}", f"{exc.message}; fix: {exc.fix}")
        except SabError:
            pass  # the rubric's own error is reported by its check
        _lint_dependencies(leaf, display, report)
    return report


def _lint_dependencies(leaf: Leaf, display: str, report: LeafReport) -> None:
    from sab.freshness import source_dir_of

    try:
        source = source_dir_of(leaf)
        missing = undeclared_imports(leaf, source)
    except SabError:
        return  # task.toml's own error is reported already
    for entry in missing:
        report.add(Rule.DEPENDENCY_UNDECLARED, f"{display}/{leaf.relative(entry.file)}:{entry.line}",
                   f"imports {entry.module!r}, which nothing declared provides; pin its distribution in task.toml "
                   f"[metadata.sciaccel.dependencies] python = [\"<name>==<version>\"] (with its own dependencies), "
                   f"then `sab sync {display}`")
    dockerfile = leaf.root / "environment" / "Dockerfile"
    if (leaf.root / "tests" / "harness").is_dir() and dockerfile.is_file():
        copies = [line.split() for line in dockerfile.read_text(encoding="utf-8", errors="replace").splitlines()]
        if not any(words[:1] and words[0].upper() == "COPY" and any(word.rstrip("/").endswith("tests/harness") for word in words[1:-1])
                   for words in copies):
            report.add(Rule.HARNESS_NOT_IN_IMAGE, f"{display}/environment/Dockerfile",
                       "add `COPY <leaf path>/tests/harness/ /workspace/harness/` so the solver sees the shared harness")


def _lint_speed_goal(leaf: Leaf, display: str, report: LeafReport) -> None:
    """A speed-up goal belongs to the acceleration checks, is one number, and comes with the
    reference acceleration that lets Harbor's oracle reach it (docs/leaf.md, "The speed-up goal")."""
    goals: dict[str, float] = {}
    for check in leaf.checks():
        try:
            timing, accelerates = check.rubric().timing, check.spec().is_acceleration
        except SabError:
            continue  # the broken rubric or check.json is reported on its own
        if timing is None or timing.speedup_goal is None:
            continue
        shown = f"{display}/{leaf.relative(check.rubric_json)}"
        if not accelerates:
            report.add(Rule.SPEED_GOAL, shown, "timing.speedup_goal is set but the check is not labelled acceleration; "
                       "remove the goal or label the check")
        else:
            goals[shown] = timing.speedup_goal
    if len(set(goals.values())) > 1:
        listed = ", ".join(f"{where}: {goal:g}" for where, goal in goals.items())
        report.add(Rule.SPEED_GOAL, f"{display}/tests/checks", f"the acceleration checks declare different speed-up "
                   f"goals ({listed}); the leaf has one goal, so give them all the same")
    accelerated = leaf.accelerated_dir
    if goals and not (accelerated.is_dir() and any(accelerated.iterdir())):
        report.add(Rule.SPEED_GOAL, f"{display}/solution/{ACCELERATED}/", "missing or empty: a leaf with a speed-up "
                   "goal ships its reference acceleration there (files that replace their counterparts in the "
                   "source), or Harbor's oracle agent scores at most half the reward")
    elif goals:  # a calibration times the reference acceleration: without one, speed-goal says what to do first
        from sab.speed.record import standing

        try:
            problems = standing(leaf)
        except SabError:
            return  # a task.toml that does not load is reported on its own; the record is checked once it does
        for where, why in problems:
            report.add(Rule.SPEED_CALIBRATION, f"{display}/{leaf.relative(Path(where))}", why)


def _lint_families(leaf: Leaf, display: str, report: LeafReport) -> None:
    """Drawn inputs (docs/leaf.md, "Input families"): a family needs the build step and its
    generator; a published leaf's acceleration checks always draw, and its other checks draw or
    say they keep one fixed input on purpose."""
    try:
        published = leaf.manifest.sciaccel.status == "published"
    except SabError:
        published = False  # task.toml's own error is reported already
    for check in leaf.checks():
        shown = f"{display}/{leaf.relative(check.root)}"
        try:
            spec, family = check.spec(), check.rubric().family
        except SabError:
            continue  # the broken rubric or check.json is reported on its own
        draw = check.root / "harness" / "draw"
        if family is not None and not spec.build_step:
            report.add(Rule.INPUT_FAMILY, f"{shown}/check.json", "the rubric declares a family but run.sh has no "
                       "build step: set \"build_step\": true and split run.sh into `run.sh build` and `run.sh run`")
        if family is not None and not (draw.is_file() and os.access(draw, os.X_OK)):
            report.add(Rule.INPUT_FAMILY, f"{shown}/harness/draw", "missing or not executable: the family's "
                       "generator (`draw --seed N --out DIR [--variant]`) writes one input of the form of ic/nominal/")
        if family is None and draw.exists():
            report.add(Rule.INPUT_FAMILY, f"{shown}/rubric.json", "harness/draw exists but the rubric has no family: "
                       "add \"family\": {\"draws\", \"statement\", \"closed_form\"} or remove the generator")
        if family is not None or not published:
            continue
        if spec.is_acceleration:
            report.add(Rule.INPUT_FAMILY, f"{shown}/rubric.json", "an acceleration check of a published leaf grades "
                       "one public input, whose outputs a solver can store or special-case: give it a family "
                       "(rubric family, harness/draw, docs/leaf.md \"Input families\")")
        elif not spec.is_fixed_input:
            report.add(Rule.INPUT_FAMILY, f"{shown}/check.json", "draws no inputs: give it a family, or label it "
                       "fixed-input when its one input is the point (an official fixed-value test, a custom check)")


def _is_import(leaf: Leaf) -> bool:
    """Imported leaves (docs/importers.md) grade an answer, not a run of a source: they have no initial conditions."""
    try:
        return leaf.manifest.sciaccel.kind == "import"
    except SabError:
        return False


def _require_executable(file: Path, shown: str, report: LeafReport) -> None:
    if not os.access(file, os.X_OK):
        report.add(Rule.DRIVER_NOT_EXECUTABLE, shown, "not executable; chmod +x it")


def _lint_check(check: CheckPaths, shown: str, pending: set[Path], report: LeafReport, *, needs_ic: bool) -> None:
    missing = [name for name in CHECK_FILES if not (check.root / name).is_file()]
    for name in missing:
        report.add(Rule.CHECK_INCOMPLETE, f"{shown}/{name}", "missing; every check has check.json, run.sh, rubric.json, validate.py, README.md")
    for ic in ("nominal", "variant") if needs_ic else ():
        directory = check.ic(ic)
        if not directory.is_dir() or not any(directory.iterdir()):
            report.add(Rule.IC_EMPTY, f"{shown}/ic/{ic}/", "missing or empty; put the graded initial condition here")

    rubric = None
    if check.rubric_json.is_file() and check.rubric_json not in pending:
        try:
            rubric = check.rubric()
        except SabError as exc:
            detail = f"{exc.field}: {exc.message}" if exc.field else exc.message
            if (exc.field or "").startswith((COVERAGE_FIELD, HYBRID_COVERAGE_FIELD)):
                report.add(Rule.RUBRIC_COVERAGE, f"{shown}/rubric.json", f"{detail}; {COVERAGE_FIX}")
            else:
                report.add(Rule.RUBRIC_INVALID, f"{shown}/rubric.json", detail)
                missing = _missing_coverage(check.rubric_json)
                if missing:
                    report.add(Rule.RUBRIC_COVERAGE, f"{shown}/rubric.json", f"{missing}: missing; {COVERAGE_FIX}")
        if rubric is not None:
            for field in PROSE_FIELDS:
                if not str(getattr(rubric, field)).strip():
                    report.add(Rule.RUBRIC_INCOMPLETE, f"{shown}/rubric.json", f"{field} is empty; curators need it")

    help_text = None
    if check.run_sh.is_file():
        _require_executable(check.run_sh, f"{shown}/run.sh", report)
        help_text = _run_help(check, shown, report)
    if rubric is not None and help_text is not None:
        declares = any(line.startswith("altbuild:") for line in help_text.splitlines())
        if bool(rubric.altbuild) != declares:
            report.add(
                Rule.ALTBUILD_UNDECLARED, f"{shown}/run.sh",
                "rubric.altbuild and the `altbuild:` line of `run.sh --help` must both be present or both absent",
            )


def _missing_coverage(rubric_json: Path) -> str | None:
    """The coverage field an invariants or hybrid rubric lacks, seen even when another field is wrong."""
    try:
        data = load_json(rubric_json)
    except SabError:
        return None
    if not isinstance(data, dict) or data.get("policy") not in ("invariants", "hybrid"):
        return None
    comparison, field = data.get("comparison"), COVERAGE_FIELD
    if data["policy"] == "hybrid" and isinstance(comparison, dict):
        comparison, field = comparison.get("invariants"), HYBRID_COVERAGE_FIELD
    return field if isinstance(comparison, dict) and "coverage" not in comparison else None


def _run_help(check: CheckPaths, shown: str, report: LeafReport) -> str | None:
    try:
        done = subprocess.run(
            ["bash", str(check.run_sh), "--help"], capture_output=True, text=True,
            timeout=HELP_TIMEOUT_S, cwd=check.root, stdin=subprocess.DEVNULL,
            env={"PATH": os.environ.get("PATH", "/usr/bin:/bin"), "LANG": "C.UTF-8", "CHECK_DIR": str(check.root)},
        )
    except subprocess.TimeoutExpired:
        report.add(Rule.RUN_HELP, f"{shown}/run.sh", f"`run.sh --help` did not answer within {HELP_TIMEOUT_S} s")
        return None
    if done.returncode != 0:
        report.add(Rule.RUN_HELP, f"{shown}/run.sh", f"`run.sh --help` exited {done.returncode}: {done.stderr.strip()[:200]}")
        return None
    return done.stdout


def lint(leaves: list[Path]) -> list[LeafReport]:
    roots = RootCache()
    return [lint_leaf(leaf, roots) for leaf in leaves]
