"""Run every check of a leaf once, nominal input, with the module instrumented, and read which
lines ran.

The runs go through the leaf's own drivers on the local runner, sandbox included: the source is
staged, each check's run.sh builds and runs the module as it always does, and only its knobs
change (run.sh's `--help` says which it has). Compiled files get `--coverage -O0` through the
compiler-flag knobs (gcov.py), Python files an interpreter that runs them under coverage.py
through `SAB_PYTHON` (pycoverage.py). Each check writes its coverage data into its own `$OUT_DIR`,
so the lines are known per check.
"""

from __future__ import annotations

import shutil

from dataclasses import dataclass
from pathlib import Path
from typing import Callable

from sab.coverage import gcov, knobs, pycoverage
from sab.coverage.report import CheckCoverage, CoverageReport
from sab.errors import NotFoundError, SabError
from sab.leaf import Leaf, repository_root

Progress = Callable[[str], None]
COMPILED = (knobs.C, knobs.CXX, knobs.FORTRAN, knobs.HEADER)
PYTHON_TOOL, GCOV_TOOL = "coverage.py", "gcov"
FAILURE_TAIL_LINES = 8


def _silent(_message: str) -> None:
    pass


def _display(leaf: Leaf) -> str:
    """The leaf as people name it: relative to the repository when it is in one."""
    root = repository_root(leaf.root)
    return leaf.relative_to_root(root) if root is not None else str(leaf.root)


def _shown(leaf: Leaf, path: Path) -> str:
    return f"{_display(leaf)}/{path.relative_to(leaf.root).as_posix()}"


def _compiled_knobs(languages: set[str]) -> list[str]:
    """The flag knobs to instrument: those of each compiled language of the module (headers
    belong to C and C++ builds)."""
    wanted = set(languages)
    if knobs.HEADER in wanted and not wanted & {knobs.C, knobs.CXX}:
        wanted |= {knobs.C, knobs.CXX}
    return [name for language in (knobs.C, knobs.CXX, knobs.FORTRAN) if language in wanted
            for name in knobs.FLAG_KNOBS[language]]


@dataclass(frozen=True)
class _Module:
    """The module's files, by the tool that measures them."""

    files: list[str]
    origin: str
    tools: dict[str, str]
    unmeasurable: dict[str, str]

    @property
    def python(self) -> list[str]:
        return [name for name, tool in self.tools.items() if tool == PYTHON_TOOL]

    @property
    def compiled(self) -> list[str]:
        return [name for name, tool in self.tools.items() if tool == GCOV_TOOL]

    @property
    def languages(self) -> set[str]:
        return {language for language in map(knobs.language_of, self.tools) if language is not None}


def _module(leaf: Leaf, source_dir: Path) -> _Module:
    from sab.mutation.scope import module_scope

    scope = module_scope(leaf, source_dir)
    tools: dict[str, str] = {}
    unmeasurable: dict[str, str] = {}
    for name in scope.files:
        language = knobs.language_of(name)
        if language == knobs.PYTHON:
            tools[name] = PYTHON_TOOL
        elif language in COMPILED:
            tools[name] = GCOV_TOOL
        else:
            unmeasurable[name] = "neither gcov nor coverage.py reads this kind of file"
    return _Module(list(scope.files), scope.origin, tools, unmeasurable)


def _knob_values(module: _Module, declared: dict[str, str], out_inside: str, source_inside: str,
                 staged_source: Path) -> tuple[dict[str, str], str | None]:
    """The instrumented compiler-flag knobs of one check, and the interpreter its wrapper runs."""
    values: dict[str, str] = {}
    if module.compiled:
        extra = gcov.instrumentation(out_inside, source_inside, staged_source)
        for name in _compiled_knobs(module.languages):
            if name in declared:
                values[name] = knobs.instrumented_flags(declared[name], extra)
    interpreter = (declared.get(knobs.PYTHON_KNOB) or "python3") if module.python else None
    return values, interpreter


def _gather_notes(build: Path, check_out: Path) -> None:
    """A two-step check's notes (and, unsandboxed, its counters) sit in its build folder: beside
    the run's results, where gcovr reads them."""
    if not check_out.is_dir() or not build.is_dir():
        return
    for found in build.glob(f"{gcov.NOTES_PREFIX}*"):
        if found.is_file() and not (check_out / found.name).exists():
            shutil.copy2(found, check_out / found.name)


def _read_check(module: _Module, check_out: Path, source_dir: Path, staged_source: Path,
                recorded_roots: list[str]) -> tuple[dict[str, frozenset[int]], dict[str, frozenset[int]], dict[str, str], list[str]]:
    """(executable lines, lines run, files coverage.py cannot analyse, notes) of one check's results."""
    executable: dict[str, frozenset[int]] = {}
    ran: dict[str, frozenset[int]] = {}
    unreadable: dict[str, str] = {}
    notes: list[str] = []
    if module.compiled:
        if not gcov.has_notes(check_out):
            notes.append("no gcov notes in its results: its build did not take the instrumented compiler flags")
        counts = gcov.read_lines(check_out, staged_source)
        for name in module.compiled:
            if name in counts:
                executable[name] = frozenset(counts[name])
                ran[name] = frozenset(number for number, count in counts[name].items() if count > 0)
    if module.python:
        if not pycoverage.has_data(check_out):
            notes.append("no coverage.py data in its results: it ran no Python through $SAB_PYTHON")
        statements, lines, unreadable = pycoverage.read_lines(check_out, source_dir, recorded_roots, module.python)
        executable.update(statements)
        ran.update(lines)
    return executable, ran, unreadable, notes


def measure_coverage(leaf: Leaf | Path | str, *, runner: str = "local", progress: Progress | None = None,
                     check_timeout: float | None = None) -> CoverageReport:
    """Run each check of `leaf` on its nominal input with the module instrumented.

    Raises SabError when the leaf names no vendored source, a run.sh has no knob through which
    the module's language can be instrumented, or the coverage tools are missing. A check whose
    run fails is reported (`ok` false, the end of its run.log), with the lines it reached.
    """
    from sab.freshness import source_dir_of
    from sab.runners.local import LocalRunner
    from sab.runners.sandbox import MOUNTS
    from sab.scratch import make_read_only, scratch

    say = progress or _silent
    the_leaf = leaf if isinstance(leaf, Leaf) else Leaf.at(leaf)
    if runner != "local":
        raise SabError(f"coverage runs on the local runner only, not {runner!r}", field="--runner",
                       fix="use --runner local: the instrumented build must use this machine's gcov and coverage.py")
    source_dir = source_dir_of(the_leaf)
    if source_dir is None or not source_dir.is_dir():
        raise NotFoundError("the leaf names no vendored source under code/", file=the_leaf.task_toml,
                            field="metadata.sciaccel.source", fix="vendor the source with `sab source add`")
    checks = the_leaf.checks()
    if not checks:
        raise NotFoundError("the leaf has no check", file=the_leaf.checks_dir, fix="add one with `sab add-check`")
    module = _module(the_leaf, source_dir)
    if module.compiled:
        reason = gcov.gcov_available()
        if reason is not None:
            raise SabError(f"cannot measure the module's compiled files: {reason}", field="gcov",
                           fix="install gcc (for gcov) and gcovr")
    declared: dict[str, dict[str, str]] = {}
    for check in checks:
        declared[check.name] = knobs.declared_knobs(check)
        problem = knobs.missing_knob(check, declared[check.name], module.languages, _shown(the_leaf, check.run_sh))
        if problem is not None:
            raise problem

    with scratch("sab-coverage-") as work, LocalRunner().staged(the_leaf, source_dir) as stage:
        sandboxed = stage.isolation.bwrap is not None
        source_inside = f"{MOUNTS}/source" if sandboxed else str(stage.staged_source)
        out_root = work / "out"
        tool_dir = pycoverage.install_tools(stage.staged_source) if module.python else None
        wrappers: dict[tuple[str, str], str] = {}
        plans: dict[str, dict[str, str]] = {}
        for check in checks:
            # Under the sandbox every check's $OUT_DIR has the same name inside: the build step's
            # (its build folder, where the notes go) and the run's (where the counters go).
            # Without it the flags name the check's build folder, where both go.
            out_inside = f"{MOUNTS}/out" if sandboxed else str(stage.build_folder(check.name))
            values, interpreter = _knob_values(module, declared[check.name], out_inside, source_inside,
                                               stage.staged_source)
            if tool_dir is not None and interpreter is not None:
                key = (interpreter, f"{out_inside}/{pycoverage.DATA}")
                if key not in wrappers:
                    wrappers[key] = f"python-{len(wrappers) + 1}"
                    pycoverage.write_wrapper(tool_dir, wrappers[key], interpreter,
                                             f"{source_inside}/{pycoverage.TOOLS}", key[1])
                values[knobs.PYTHON_KNOB] = f"{source_inside}/{pycoverage.TOOLS}/{wrappers[key]}"
            plans[check.name] = values
        if tool_dir is not None:
            make_read_only(tool_dir)

        # Checks whose knobs agree run in one call, side by side as the runner packs them.
        groups: dict[tuple, list[str]] = {}
        for name, values in plans.items():
            groups.setdefault(tuple(sorted(values.items())), []).append(name)
        runs = {}
        for values, names in groups.items():
            say(f"running {', '.join(names)} with the module instrumented ({stage.isolation.name})")
            runs.update(stage.produce("nominal", out_root, checks=names, check_timeout=check_timeout,
                                      knobs=dict(values)).checks)

        for check in checks:
            _gather_notes(stage.build_folder(check.name), out_root / check.name)
        executable: dict[str, set[int]] = {}
        results: dict[str, tuple[dict[str, frozenset[int]], list[str]]] = {}
        unmeasured = dict(module.unmeasurable)
        for check in checks:
            say(f"reading the coverage of {check.name}")
            try:
                lines, ran, unreadable, notes = _read_check(module, out_root / check.name, source_dir,
                                                            stage.staged_source,
                                                            [source_inside, str(stage.staged_source)])
            except SabError as exc:
                if runs[check.name].ok:
                    raise
                ran, notes = {}, [f"its coverage data could not be read: {exc}"]
            else:
                for name, numbers in lines.items():
                    executable.setdefault(name, set()).update(numbers)
                unmeasured.update(unreadable)
            results[check.name] = (ran, [] if not runs[check.name].ok else notes)
        failures = {name: run.tail(FAILURE_TAIL_LINES) for name, run in runs.items() if not run.ok}
        isolation = stage.isolation.name

    for name in module.compiled:
        if name not in executable:
            unmeasured[name] = ("no check's build compiled code of it (declarations only, or never included)"
                                if knobs.language_of(name) == knobs.HEADER else "no check's build compiled it")
    frozen = {name: frozenset(executable[name]) for name in module.files if name in executable}
    total = sum(len(lines) for lines in frozen.values())
    report_checks = {
        check.name: CheckCoverage(
            check=check.name, ok=check.name not in failures,
            lines={name: lines & frozen[name] for name, lines in results[check.name][0].items() if name in frozen},
            executable_count=total, failure=failures.get(check.name), notes=tuple(results[check.name][1]))
        for check in checks
    }
    return CoverageReport(
        leaf=_display(the_leaf), source=source_dir.name, source_dir=source_dir, scope=module.origin,
        isolation=isolation, files=module.files, tools=module.tools, executable=frozen,
        unmeasured={name: why for name, why in unmeasured.items() if name not in frozen}, checks=report_checks,
    )
