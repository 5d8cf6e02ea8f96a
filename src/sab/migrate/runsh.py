"""A foreign check's run.sh, rewritten to this repository's run.sh contract.

Three differences matter (docs/migrate.md):

- The peer driver ran run.sh from the check's folder; sab's runs it from anywhere. The rewritten
  script sets CHECK_DIR when it is not given and changes into it first, so relative paths keep
  their meaning.
- The peer printed `SAB_BUILD_SECONDS=<s>` on stdout; sab reads it on descriptor 3, which the
  module's programs must never hold. Each such line now writes to descriptor 3 and closes it
  right after; the build commands before it run inside a group with descriptor 3 closed, when the
  build is one block that starts with the assignment of the start time the line reads. A script
  that reports no build time reports 0 before anything runs.
- Helper files move into the check's harness/ folder; every reference to them is rewritten.
"""

from __future__ import annotations

import re
import subprocess
from dataclasses import dataclass, field

BUILD_LINE = re.compile(r"^(\s*)(echo|printf)\b.*SAB_BUILD_SECONDS=")
IDENTIFIER = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")
MPI = re.compile(r"\b(mpirun|mpiexec)\b")
EXIT_TRAP = re.compile(r"(\btrap\s+)(['\"])(.*?)\2(\s+[^;&|]*\bEXIT\b)")
REMOVE = re.compile(r"\brm\s+-(?:rf|fr|r)\s+([^;&|]+)")

PREAMBLE = [
    "# sab migrate: the peer driver ran this script from the check's folder, so it changes into it;",
    "# the build time goes to descriptor 3 (sab's run.sh contract), which the module never holds.",
    "{ true >&3; } 2>/dev/null || exec 3>/dev/null",
    'CHECK_DIR="${CHECK_DIR:-$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)}"',
    'cd "$CHECK_DIR"',
]
MPI_LINE = "export OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1  # the peer driver set these"
NO_BUILD = ['echo "SAB_BUILD_SECONDS=0" >&3  # no build step was reported', "exec 3>&-"]


@dataclass
class Rewrite:
    text: str
    notes: list[str] = field(default_factory=list)
    warnings: list[str] = field(default_factory=list)


def _syntax_ok(text: str) -> bool:
    try:
        return subprocess.run(["bash", "-n"], input=text, text=True, capture_output=True, timeout=30).returncode == 0
    except (OSError, subprocess.TimeoutExpired):
        return False


def _insert_at(lines: list[str]) -> int:
    """After the shebang and the comment lines that follow it."""
    index = 0
    while index < len(lines) and lines[index].lstrip().startswith("#"):
        index += 1
    return index


def _build_start(lines: list[str], at: int, indent: str) -> int | None:
    """The line, above the build-time line `at`, that assigns a variable it reads, at its indent."""
    names = set(IDENTIFIER.findall(lines[at])) - {"SAB_BUILD_SECONDS"}  # $VAR, ${VAR}, or VAR in $(( ))
    for index in range(at - 1, -1, -1):
        line = lines[index]
        match = re.match(rf"^{re.escape(indent)}([A-Za-z_][A-Za-z0-9_]*)=", line)
        if match and match.group(1) in names:
            return index
    return None


def _report_build_time(lines: list[str], rewrite: Rewrite) -> list[str]:
    found = [index for index, line in enumerate(lines) if BUILD_LINE.match(line)]
    if not found:
        at = _insert_at(lines) + len(PREAMBLE)
        rewrite.notes.append("reported no build time (SAB_BUILD_SECONDS); it now reports 0 before anything runs")
        return lines[:at] + NO_BUILD + lines[at:]
    result = list(lines)
    for index in reversed(found):
        indent = BUILD_LINE.match(result[index]).group(1)
        if ">&3" not in result[index]:
            result[index] = result[index].rstrip() + " >&3"
        result.insert(index + 1, f"{indent}exec 3>&-  # the module's programs never hold the timing descriptor")
    if len(found) == 1:
        at = found[0]
        indent = BUILD_LINE.match(result[at]).group(1)
        start = _build_start(result, at, indent)
        if start is not None and start + 1 < at:
            grouped = result[:start + 1] + [f"{indent}{{"] + result[start + 1:at] + [f"{indent}}} 3>&-"] + result[at:]
            if _syntax_ok("\n".join(grouped) + "\n"):
                rewrite.notes.append("the build commands run with the timing descriptor closed")
                return grouped
        rewrite.warnings.append(
            "the build commands could not be grouped with the timing descriptor closed (no single block from "
            "the start-time assignment to SAB_BUILD_SECONDS); they run with it open")
    else:
        rewrite.warnings.append(
            f"{len(found)} lines report SAB_BUILD_SECONDS; each now writes to descriptor 3 and closes it, "
            "and test.sh keeps the first value written")
    return result


def _writable_cleanup(lines: list[str], rewrite: Rewrite) -> list[str]:
    """An EXIT trap that removes a work folder makes it writable first.

    sab's source tree is read-only, so a copy of it (`cp -R "$SOURCE_DIR/." ...`) is too; the peer
    ran as root, who removes it anyway, while sab runs the check as an unprivileged user, whose
    failed removal would fail the run."""
    def writable(match: re.Match) -> str:
        body = match.group(3)
        if not REMOVE.search(body) or "chmod -R u+w" in body:
            return match.group(0)
        body = REMOVE.sub(lambda m: f"chmod -R u+w {m.group(1).strip()} 2>/dev/null; rm -rf {m.group(1).strip()}", body)
        rewrite.notes.append("the EXIT trap makes its work folder writable before removing it (a copy of "
                             "sab's read-only source tree is read-only; the peer ran as root)")
        return f"{match.group(1)}{match.group(2)}{body}{match.group(2)}{match.group(4)}"

    return [EXIT_TRAP.sub(writable, line) for line in lines]


def _retarget(text: str, name: str) -> tuple[str, int]:
    """Point every reference to `name` (a file or folder of the check) at harness/`name`."""
    escaped = re.escape(name)
    end = r"(?![\w-])"
    patterns = [
        (re.compile(rf'(\$CHECK_DIR|\$\{{CHECK_DIR\}}|"\$CHECK_DIR")/{escaped}{end}'),
         lambda match: f"{match.group(1)}/harness/{name}"),
        (re.compile(rf"(?<![\w.])\./{escaped}{end}"), lambda match: f"./harness/{name}"),
        (re.compile(rf"(?<![\w./$-]){escaped}{end}"), lambda match: f"harness/{name}"),
    ]
    total = 0
    for pattern, replacement in patterns:
        text, count = pattern.subn(replacement, text)
        total += count
    return text, total


def rewrite_run_sh(text: str, moved: list[str]) -> Rewrite:
    """`text` rewritten to sab's contract, with the helper files `moved` now under harness/."""
    rewrite = Rewrite(text)
    lines = text.splitlines()
    at = _insert_at(lines)
    preamble = list(PREAMBLE)
    if MPI.search(text):
        preamble.append(MPI_LINE)
        rewrite.notes.append("runs MPI: exports OMPI_ALLOW_RUN_AS_ROOT(_CONFIRM), which the peer driver set and sab's does not")
    lines = lines[:at] + preamble + lines[at:]
    lines = _writable_cleanup(_report_build_time(lines, rewrite), rewrite)
    body = "\n".join(lines) + "\n"
    for name in moved:
        body, count = _retarget(body, name)
        if count:
            rewrite.notes.append(f"{count} reference(s) to {name} now name harness/{name}")
        else:
            rewrite.warnings.append(f"{name} moved to harness/ but run.sh never names it; check how it is reached")
    rewrite.text = body
    return rewrite
