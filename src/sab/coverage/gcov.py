"""Compiled code (C, C++, Fortran): GCC's `--coverage`, read back through gcovr.

run.sh builds in a temporary folder that it deletes on exit, and only `$OUT_DIR` survives the
sandbox. So the instrumented flags name `$OUT_DIR` itself: `-dumpdir <out>/.sab-gcov-` puts each
object's notes file (`.gcno`) there at compile time, and since the run-time counters (`.gcda`)
are written beside the notes, the program's exit leaves both in the check's results. The notes
record the source paths the compiler saw (the sandbox's `/tmp/sab/source/...`);
`-fprofile-prefix-map` records them as the staged copy on the host instead, where gcovr finds
them. Both options need GCC 12 or newer.

gcovr runs gcov on each check's folder and reports, per source file, the lines that hold code
(executable) and how often each ran.
"""

from __future__ import annotations

import json
import importlib.util
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

from sab.errors import SabError

# The prefix of every notes and counter file in a check's results: hidden, and unlike any graded file.
NOTES_PREFIX = ".sab-gcov-"
GCOVR_TIMEOUT_S = 600


def instrumentation(out_dir_inside: str, source_inside: str, source_on_host: Path) -> list[str]:
    """The flags added to a build whose `$OUT_DIR` is `out_dir_inside` as run.sh sees it.

    Flags reach the build word-split (make, the shell), so none of the paths may hold a space.
    """
    paths = [out_dir_inside, source_inside, str(source_on_host)]
    if any(any(ch.isspace() for ch in path) for path in paths):
        raise SabError(f"a path of the instrumented build holds white space ({', '.join(paths)})",
                       fix="stage outside folders whose names hold spaces (set TMPDIR)")
    return ["--coverage", "-dumpdir", f"{out_dir_inside.rstrip('/')}/{NOTES_PREFIX}",
            f"-fprofile-prefix-map={source_inside}={source_on_host}"]


def gcov_available() -> str | None:
    """Why compiled code cannot be read here, or None when gcov and gcovr are both there."""
    if shutil.which("gcov") is None:
        return "gcov is not installed (it ships with gcc)"
    if importlib.util.find_spec("gcovr") is None:
        return "gcovr is not installed (pip install gcovr; it is one of sab's dependencies)"
    return None


def has_notes(check_out: Path) -> bool:
    return any(check_out.glob(f"{NOTES_PREFIX}*.gcno"))


def read_lines(check_out: Path, source_root: Path) -> dict[str, dict[int, int]]:
    """Per source file under `source_root` (relative, POSIX), each executable line's run count.

    A line gcov lists once per function (inlined or instantiated code) ran when any listing ran.
    """
    reason = gcov_available()
    if reason is not None:
        raise SabError(f"cannot read the coverage of compiled code: {reason}", field="gcov",
                       fix="install gcc (for gcov) and gcovr")
    with tempfile.TemporaryDirectory(prefix="sab-gcovr-") as scratch:
        report = Path(scratch) / "gcovr.json"
        command = [sys.executable, "-m", "gcovr", "--root", str(source_root), "--json", str(report),
                   str(check_out)]
        try:
            done = subprocess.run(command, cwd=scratch, capture_output=True, text=True, timeout=GCOVR_TIMEOUT_S,
                                  stdin=subprocess.DEVNULL)
        except subprocess.TimeoutExpired:
            raise SabError(f"gcovr did not finish within {GCOVR_TIMEOUT_S} s", file=check_out) from None
        if done.returncode != 0 or not report.is_file():
            detail = (done.stderr.strip() or done.stdout.strip())[-600:]
            raise SabError(f"gcovr could not read the gcov data (exit {done.returncode}): {detail}", file=check_out,
                           fix="the build must use the same GCC as this machine's gcov (GCC 12 or newer)")
        data = json.loads(report.read_text(encoding="utf-8"))
    counts: dict[str, dict[int, int]] = {}
    for entry in data.get("files", []):
        name = Path(entry["file"])
        if name.is_absolute():
            try:
                name = name.relative_to(source_root)
            except ValueError:
                continue  # a system header or a generated file outside the source tree
        lines = counts.setdefault(name.as_posix(), {})
        for line in entry.get("lines", []):
            if line.get("gcovr/excluded"):
                continue
            number = int(line["line_number"])
            lines[number] = lines.get(number, 0) + int(line.get("count", 0))
    return counts
