"""The knobs a check's run.sh declares, and which of them carry the instrumentation.

A run.sh lists its knobs in `run.sh --help`, one a line: `NAME=default  description` (docs/design.md, "The drivers").
Coverage needs a way in for every language of the module: the compiler flags of compiled code
(`SAB_CFLAGS`, `SAB_CXXFLAGS`, `SAB_FFLAGS` or `SAB_FCFLAGS`) and the interpreter of Python code
(`SAB_PYTHON`). A check whose run.sh lacks the knob its module needs cannot be measured, and the
error says which knob to add.
"""

from __future__ import annotations

import os
import re
import subprocess
from pathlib import PurePosixPath

from sab.errors import SabError
from sab.leaf import CheckPaths

HELP_TIMEOUT_S = 30

# NAME=default, then the description after two or more spaces; the default may hold single spaces.
_KNOB_LINE = re.compile(r"^(SAB_[A-Z0-9_]+)=(.*?)(?:\s{2,}.*)?$")

# What measures each language, and the knobs through which its instrumentation reaches the build.
C, CXX, FORTRAN, PYTHON = "c", "c++", "fortran", "python"
FLAG_KNOBS: dict[str, tuple[str, ...]] = {
    C: ("SAB_CFLAGS",),
    CXX: ("SAB_CXXFLAGS",),
    FORTRAN: ("SAB_FFLAGS", "SAB_FCFLAGS"),
}
PYTHON_KNOB = "SAB_PYTHON"
# Headers are compiled as part of a C or C++ translation unit; they ask for no knob of their own.
HEADER = "header"

_SUFFIXES: dict[str, str] = {
    **dict.fromkeys((".c",), C),
    **dict.fromkeys((".cc", ".cpp", ".cxx", ".c++", ".C"), CXX),
    **dict.fromkeys((".h", ".hh", ".hpp", ".hxx", ".H"), HEADER),
    **dict.fromkeys((".f", ".for", ".ftn", ".f77", ".F", ".FOR", ".FTN", ".F77",
                     ".f90", ".f95", ".f03", ".f08", ".F90", ".F95", ".F03", ".F08"), FORTRAN),
    **dict.fromkeys((".py",), PYTHON),
}

# Tokens of the nominal flags that an instrumented build replaces: optimisation merges and moves
# lines, link-time optimisation drops the notes gcov reads.
_DROPPED_FLAG = re.compile(r"^(-O\S*|-flto\S*|-fprofile-\S+|--coverage|-ftest-coverage|-fprofile-arcs)$")


def language_of(path: str) -> str | None:
    """`c`, `c++`, `fortran`, `python`, `header`, or None for a file neither tool measures
    (CUDA, OpenCL, Cython, stubs)."""
    return _SUFFIXES.get(PurePosixPath(path).suffix)


def declared_knobs(check: CheckPaths) -> dict[str, str]:
    """The knobs `run.sh --help` lists, with their defaults (the nominal values)."""
    try:
        done = subprocess.run(
            ["bash", str(check.run_sh), "--help"], capture_output=True, text=True, timeout=HELP_TIMEOUT_S,
            cwd=check.root, stdin=subprocess.DEVNULL,
            env={"PATH": os.environ.get("PATH", "/usr/bin:/bin"), "LANG": "C.UTF-8", "CHECK_DIR": str(check.root)},
        )
    except subprocess.TimeoutExpired:
        raise SabError(f"`run.sh --help` did not answer within {HELP_TIMEOUT_S} s", file=check.run_sh,
                       fix="make `run.sh --help` print its knobs and exit") from None
    if done.returncode != 0:
        raise SabError(f"`run.sh --help` exited {done.returncode}: {done.stderr.strip()[:200]}", file=check.run_sh,
                       fix="make `run.sh --help` print its knobs and exit 0")
    knobs = {}
    for line in done.stdout.splitlines():
        match = _KNOB_LINE.match(line.strip())
        if match:
            knobs[match.group(1)] = match.group(2).strip()
    return knobs


def required_knobs(languages: set[str]) -> dict[str, tuple[str, ...]]:
    """For each language of the module, the knobs of which a run.sh must declare one."""
    needed: dict[str, tuple[str, ...]] = {}
    for language in sorted(languages):
        if language in FLAG_KNOBS:
            needed[language] = FLAG_KNOBS[language]
        elif language == PYTHON:
            needed[language] = (PYTHON_KNOB,)
    if HEADER in languages and not needed.keys() & {C, CXX}:
        # Header-only C or C++ code runs only through a translation unit some build compiles.
        needed["c or c++ header"] = FLAG_KNOBS[C] + FLAG_KNOBS[CXX]
    return needed


def missing_knob(check: CheckPaths, knobs: dict[str, str], languages: set[str], shown: str) -> SabError | None:
    """The error for a run.sh that offers no way to instrument one of the module's languages."""
    for language, choices in required_knobs(languages).items():
        if not any(name in knobs for name in choices):
            wanted = " or ".join(choices)
            how = ("the interpreter that runs the module" if language == PYTHON
                   else f"the compiler flags of its {language} build")
            return SabError(
                f"run.sh declares no {wanted} knob, so the module's {language} files cannot be instrumented",
                file=shown, field=wanted,
                fix=f"add `{choices[0]}=<nominal value>  ...` to its KNOBS list and pass it as {how}")
    return None


def instrumented_flags(nominal: str, extra: list[str]) -> str:
    """The nominal flags with optimisation replaced by -O0 and `extra` (--coverage and where its
    files go) appended; every other flag (language standard, target, warnings) stays."""
    kept = [token for token in nominal.split() if not _DROPPED_FLAG.match(token)]
    return " ".join([*kept, "-O0", *extra])
