#!/usr/bin/env python3
"""`make mutation`: mutation testing of sab's core modules with mutmut, one module at a time.

Each module is mutated against the fast tests that exercise it (MODULES), in its own workspace
build/mutation/<name>/: links to src/ and tests/ and a pyproject.toml carrying that module's
[tool.mutmut] table, since mutmut reads its configuration from the working directory's
pyproject.toml. mutmut copies src/ into the workspace's mutants/ and runs each mutant with only
the tests that reached the mutated function; the project's other top-level folders (code/,
tasks/, ...) are linked into mutants/ for the tests that read them. A test that runs the CLI in a
subprocess runs the unmutated sab (mutmut's trampolines work in its own process only), so each
module needs tests that call its functions in process. Results are kept in the workspace, so a
second run only redoes what changed.

Prints each module's score (killed / mutants run; a mutant no selected test reaches counts as
surviving) and lists the surviving mutants with their diffs; exits 1 when a module scores below
THRESHOLD or has mutants not yet run. docs/testing.md says which survivors are equivalent and why.

    scripts/mutation.py [MODULE ...]    # default: every module
    JOBS=n     mutants run at once (default 2)
    BUDGET=s   stop each module's run after s seconds; a rerun carries on where it stopped
    MUTANTS=glob[,glob]  run only the mutants whose names match (mutmut's names, such as
               sab.grader.parts.text_compare.*); the others keep what earlier runs found
"""

from __future__ import annotations

import ast
import difflib
import fnmatch
import functools
import os
import signal
import subprocess
import time
import sys
from dataclasses import dataclass
from pathlib import Path

PROJECT = Path(__file__).resolve().parents[1]
WORKSPACES = PROJECT / "build" / "mutation"
THRESHOLD = 0.8
# mutmut's own folders and what it copies itself; every other (visible) top-level folder is linked.
NOT_LINKED = {"src", "tests", "build", "mutants"}
# "segfault" is mutmut's name for a run ended by SIGKILL or SIGSEGV: the mutant broke the tests' process.
KILLED = {"killed", "timeout", "caught by type check", "segfault"}
UNRUN = {"not checked", "check was interrupted by user"}


@dataclass(frozen=True)
class Module:
    name: str
    mutate: tuple[str, ...]  # only_mutate globs, relative to the project
    tests: tuple[str, ...]  # the fast tests that exercise it
    environment: tuple[tuple[str, str], ...] = ()  # set for mutmut and the tests it runs


MODULES = (
    Module("evidence", ("src/sab/selfcheck/evidence.py",), ("tests/test_evidence.py", "tests/test_evidence_precision.py")),
    Module("scoring", ("src/sab/importers/scoring.py",), ("tests/test_import_scoring.py", "tests/test_score_selection.py",
                                                          "tests/test_score_aggregates.py")),
    Module("fingerprint", ("src/sab/fingerprint/*",), ("tests/test_fingerprint.py", "tests/test_source_caches.py",
                                                       "tests/test_fingerprint_behaviour.py")),
    Module("validate", ("src/sab/validate/*",), ("tests/test_validate_harbor.py", "tests/test_gold_exposed.py",
                                                 "tests/test_lint.py", "tests/test_dependencies.py",
                                                 "tests/test_check_rules.py")),
    # A check's validate.py is assembled from these parts; its tests run them in process here
    # (tests/grader_file.py), since a mutant in a program of its own is out of mutmut's reach.
    Module("graders", ("src/sab/grader/parts/*",), ("tests/test_validate_templates.py", "tests/test_invariants_coverage.py",
                                                    "tests/test_rubric_contract.py", "tests/test_text_fast_path.py"),
           (("SAB_GRADER_IN_PROCESS", "1"),)),
)


def toml_list(items: tuple[str, ...] | list[str]) -> str:
    return "[" + ", ".join(f'"{item}"' for item in items) + "]"


def prepare(module: Module) -> Path:
    """The module's workspace, its configuration rewritten and its links in place."""
    workspace = WORKSPACES / module.name
    (workspace / "mutants").mkdir(parents=True, exist_ok=True)
    for name in ("src", "tests"):
        link = workspace / name
        if not link.is_symlink():
            link.symlink_to(PROJECT / name)
    for entry in PROJECT.iterdir():
        link = workspace / "mutants" / entry.name
        if entry.is_dir() and entry.name not in NOT_LINKED and not entry.name.startswith(".") and not link.is_symlink():
            link.symlink_to(entry)
    # Another engineer's pytest options (such as -n for xdist) would run tests outside mutmut's process.
    xdist = subprocess.run([sys.executable, "-c", "import xdist"], capture_output=True).returncode == 0
    options = ["-p", "no:cacheprovider", "-q"] + (["-n", "0"] if xdist else [])
    table = (f"\n[tool.mutmut]\nsource_paths = [\"src\"]\nonly_mutate = {toml_list(module.mutate)}\n"
             f"pytest_add_cli_args_test_selection = {toml_list(module.tests)}\n"
             f"pytest_add_cli_args = {toml_list(options)}\nuse_git_change_detection = false\n")
    config = workspace / "pyproject.toml"
    text = (PROJECT / "pyproject.toml").read_text(encoding="utf-8") + table
    if not config.exists() or config.read_text(encoding="utf-8") != text:
        config.write_text(text, encoding="utf-8")
    return workspace


def mutmut(workspace: Path, *args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "mutmut", *args], cwd=workspace, text=True, capture_output=True)


def run_mutants(module: Module, workspace: Path, jobs: str, budget: float | None, names: list[str] = ()) -> int | None:
    """`mutmut run`'s exit status (of the named mutants only, when named), or None when it was
    stopped at the budget (in seconds): its whole process group is ended, forked mutants included,
    and what ran is kept for next time."""
    process = subprocess.Popen([sys.executable, "-m", "mutmut", "run", "--max-children", jobs, *names], cwd=workspace,
                               stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, start_new_session=True,
                               env={**os.environ, **dict(module.environment)})
    try:
        output, _ = process.communicate(timeout=budget)
    except subprocess.TimeoutExpired:
        os.killpg(process.pid, signal.SIGTERM)
        process.communicate()
        return None
    if process.returncode != 0:
        print(output[-4000:], file=sys.stderr)
    return process.returncode


def results(workspace: Path) -> dict[str, str]:
    """Every mutant's name and status, as `mutmut results --all true` lists them."""
    done = mutmut(workspace, "results", "--all", "true")
    found = {}
    for line in done.stdout.splitlines():
        name, sep, status = line.strip().partition(": ")
        if sep and "__mutmut_" in name:
            found[name] = status.strip()
    return found


@functools.lru_cache(maxsize=None)
def mutant_functions(path: Path) -> dict[str, list[str]]:
    """The lines of every function of mutmut's copy of a module, by name: each mutant is a
    function `<name>__mutmut_<n>` beside the original `<name>__mutmut_orig`."""
    lines = path.read_text(encoding="utf-8").splitlines()
    return {node.name: lines[node.lineno - 1:node.end_lineno] for node in ast.walk(ast.parse("\n".join(lines)))
            if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)) and "__mutmut_" in node.name}


def changed_lines(workspace: Path, mutant: str) -> list[str]:
    """The lines a mutant changes: - the original, + the mutated."""
    module, _, function = mutant.rpartition(".")
    original_name = function.rpartition("__mutmut_")[0] + "__mutmut_orig"
    base = workspace / "mutants" / "src" / module.replace(".", "/")
    # A package's own functions live in its __init__.py (sab.fingerprint.x is sab/fingerprint/__init__.py).
    functions = mutant_functions(base.with_suffix(".py") if base.with_suffix(".py").is_file() else base / "__init__.py")
    original = functions.get(original_name, [])
    mutated = [line.replace(function, original_name) for line in functions.get(function, [])]
    return [line.strip() for line in difflib.unified_diff(original, mutated, n=0, lineterm="")
            if line[:1] in "+-" and line[:3] not in ("+++", "---")]


def selects(name: str, selected: list[str]) -> bool:
    return not selected or any(fnmatch.fnmatch(name, glob) for glob in selected)


def to_rerun(earlier: dict[str, str], now: dict[str, str], selected: list[str]) -> list[str]:
    """The survivors to run again by name: those that had a verdict before this run (a test added
    since may kill them) and are among the selected; a mutant this run scored has met every test."""
    done = {name for name, status in earlier.items() if status not in UNRUN | {"skipped"}}
    return sorted(name for name, status in now.items()
                  if name in done and status not in KILLED | UNRUN | {"skipped"} and selects(name, selected))


def per_file(statuses: dict[str, str]) -> dict[str, tuple[int, int]]:
    """Killed and scored mutants of each source module (a mutant's name is module.function)."""
    counts: dict[str, list[int]] = {}
    for name, status in statuses.items():
        count = counts.setdefault(name.rpartition(".")[0], [0, 0])
        count[0] += status in KILLED
        count[1] += 1
    return {source: (killed, ran) for source, (killed, ran) in sorted(counts.items())}


def report(module: Module, workspace: Path) -> float:
    """Print the module's score and survivors; the score is 0 while some mutant has not run."""
    statuses = results(workspace)
    killed = sum(1 for status in statuses.values() if status in KILLED)
    unrun = sum(1 for status in statuses.values() if status in UNRUN)
    counted = [name for name, status in statuses.items() if status not in UNRUN and status != "skipped"]
    score = killed / len(counted) if counted else 0.0
    survivors = sorted(name for name in counted if statuses[name] not in KILLED)
    verdict = "OK" if score >= THRESHOLD else f"BELOW {THRESHOLD}"
    if unrun:
        verdict = f"INCOMPLETE: {unrun} mutants not run yet (the score is over those that ran)"
    print(f"\n== {module.name}: score {score:.3f} ({killed} killed of {len(counted)} mutants; "
          f"{len(survivors)} surviving) {verdict}")
    files = per_file({name: statuses[name] for name in counted})
    for source, (dead, ran) in files.items() if len(files) > 1 else ():
        print(f"   {source:<40} {dead / ran:.3f} ({dead} of {ran})")
    for name in survivors:
        print(f"  {statuses[name]:<9} {name}")
        for line in changed_lines(workspace, name):
            print(f"      {line}")
    return 0.0 if unrun else score


def main(names: list[str]) -> int:
    unknown = sorted(set(names) - {module.name for module in MODULES})
    if unknown:
        print(f"error: no module {', '.join(unknown)}; choose among {', '.join(m.name for m in MODULES)}",
              file=sys.stderr)
        return 2
    jobs = os.environ.get("JOBS", "2")
    budget = float(os.environ["BUDGET"]) if os.environ.get("BUDGET") else None
    selected = [glob for glob in os.environ.get("MUTANTS", "").split(",") if glob]
    scores = {}
    for module in MODULES:
        if names and module.name not in names:
            continue
        workspace = prepare(module)
        print(f"== {module.name}: mutating {', '.join(module.mutate)} against {', '.join(module.tests)}", flush=True)
        started = time.monotonic()
        # mutmut keeps a mutant's verdict until its function changes; a survivor of an earlier run
        # may have been killed since by a new test, so those survivors are run again by name (the
        # ones this run gave a verdict have just met every test).
        earlier = results(workspace)
        status = run_mutants(module, workspace, jobs, budget, selected)
        survivors = to_rerun(earlier, results(workspace), selected)
        if status == 0 and survivors:
            left = None if budget is None else max(1.0, budget - (time.monotonic() - started))
            status = run_mutants(module, workspace, jobs, left, survivors)
        if status:
            print(f"error: mutmut failed on {module.name} (exit {status}); see above", file=sys.stderr)
            return 1
        stopped = " (stopped at BUDGET)" if status is None else ""
        print(f"   mutmut run took {time.monotonic() - started:.0f} s{stopped}", flush=True)
        scores[module.name] = report(module, workspace)
    print("\n" + "  ".join(f"{name} {score:.3f}" for name, score in scores.items()))
    return 0 if all(score >= THRESHOLD for score in scores.values()) else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
