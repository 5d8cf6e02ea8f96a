"""Python code: coverage.py, reached through the `SAB_PYTHON` knob.

Inside the sandbox the repository, `$HOME` and `/tmp` are hidden (coverage.py may be installed in
any of them: a user site, an editable checkout), the leaf may name another interpreter than sab's,
and `$OUT_DIR` is wiped before run.sh starts. What stays visible and fixed is the staged source.
So a small tool folder goes into the staged copy of the source (`.sab-coverage/`, read-only like
the rest): a copy of the coverage package (under `lib/`, so nothing else of the folder is
importable), launcher.py,
an empty configuration (no `.coveragerc` of the source or the working directory applies) and
one wrapper script per interpreter, passed as `SAB_PYTHON`. Each wrapper starts the leaf's own
interpreter on launcher.py, which runs the module under `coverage run` and writes its data files
into the check's `$OUT_DIR`.

On the host the data files of each check are combined, their recorded paths (the sandbox's
`/tmp/sab/source/...` or the staged copy) mapped onto `code/<source>/`, and coverage.py's own
analysis gives each file's statements (executable lines) and the ones that ran.
"""

from __future__ import annotations

import shlex
import shutil
import tempfile
from pathlib import Path

from sab.errors import SabError

TOOLS = ".sab-coverage"
# Where each check's data files go, inside its $OUT_DIR.
DATA = ".sab-pycov"
_RCFILE = """\
# Written by sab coverage: stands in for any configuration of the source or the working directory.
[run]
disable_warnings = no-data-collected, module-not-measured
"""


def _package_dir() -> Path:
    try:
        import coverage
    except ImportError:
        raise SabError("coverage.py is not installed", field="coverage",
                       fix="pip install coverage (it is one of sab's dependencies)") from None
    return Path(coverage.__file__).resolve().parent


def install_tools(staged_source: Path) -> Path:
    """The tool folder inside a staged (read-only) source; returns its path on the host."""
    tools = staged_source / TOOLS
    if tools.exists():
        raise SabError(f"the source already holds a {TOOLS}/ folder", file=tools,
                       fix="rename it: sab coverage needs that name for its own tools")
    mode = staged_source.stat().st_mode
    staged_source.chmod(mode | 0o200)
    try:
        tools.mkdir()
        shutil.copytree(_package_dir(), tools / "lib" / "coverage", ignore=shutil.ignore_patterns("__pycache__"))
        shutil.copy2(Path(__file__).with_name("launcher.py"), tools / "launcher.py")
        (tools / "coveragerc").write_text(_RCFILE, encoding="utf-8")
    finally:
        staged_source.chmod(mode)
    return tools


def write_wrapper(tools: Path, name: str, interpreter: str, tools_inside: str, data_inside: str) -> None:
    """A wrapper `tools/name` that runs `interpreter` (the knob's nominal value, found on the run's
    PATH) under coverage.py, writing into `data_inside`; paths are as run.sh sees them."""
    text = (
        "#!/bin/sh\n"
        "# Written by sab coverage: the leaf's interpreter, run under coverage.py (launcher.py).\n"
        f"exec {shlex.quote(interpreter)} {shlex.quote(tools_inside + '/launcher.py')} "
        f"{shlex.quote(data_inside)} \"$@\"\n"
    )
    (tools / name).write_text(text, encoding="utf-8")
    (tools / name).chmod(0o755)


def has_data(check_out: Path) -> bool:
    return (check_out / DATA).is_dir() and any((check_out / DATA).glob("data.*"))


def read_lines(check_out: Path, source_root: Path, recorded_roots: list[str],
               files: list[str]) -> tuple[dict[str, frozenset[int]], dict[str, frozenset[int]], dict[str, str]]:
    """(statements per file, statements that ran per file, files coverage.py cannot parse with why).

    `files` are relative to `source_root` (the real code/<source>/); `recorded_roots` are the
    spellings of the source root in the data files.
    """
    import coverage
    from coverage.exceptions import CoverageException, NoSource, NotPython

    with tempfile.TemporaryDirectory(prefix="sab-pycov-") as scratch:
        measure = coverage.Coverage(data_file=str(Path(scratch) / "data"), config_file=False)
        measure.set_option("paths", {"source": [f"{source_root}/", *(f"{root.rstrip('/')}/" for root in recorded_roots)]})
        measure.set_option("run:disable_warnings", ["no-data-collected", "couldnt-parse"])
        if has_data(check_out):
            try:
                measure.combine([str(check_out / DATA)], strict=False, keep=True)
            except CoverageException as exc:
                raise SabError(f"coverage.py could not combine the data files: {exc}", file=check_out / DATA) from None
        measure.load()
        statements: dict[str, frozenset[int]] = {}
        ran: dict[str, frozenset[int]] = {}
        unreadable: dict[str, str] = {}
        for name in files:
            try:
                _, executable, _excluded, missing, _ = measure.analysis2(str(source_root / name))
            except (NotPython, NoSource) as exc:
                unreadable[name] = f"coverage.py cannot analyse it: {exc}"
                continue
            statements[name] = frozenset(executable)
            ran[name] = frozenset(executable) - frozenset(missing)
    return statements, ran, unreadable
