"""The environment a leaf's tests/test.sh starts with on this machine (docs/leaf.md).

Both the local runner's solves and grading on this machine start test.sh from this clean
environment, never from the caller's: nothing of the caller's shell reaches a run or a grade.
"""

from __future__ import annotations

import sys
from pathlib import Path


def python_path_entry() -> str:
    """The directory of the interpreter running sab: its python3 has numpy for validate.py."""
    return str(Path(sys.executable).parent)


def base_env(home: Path, cpus: int, first: Path | None = None) -> dict[str, str]:
    """test.sh's starting environment. `first` (bin/ of a leaf's own environment) leads the PATH
    of run.sh alone (`SAB_PATH`): the driver, the sandbox and the graders never run a program a
    pinned distribution installed."""
    path = f"{python_path_entry()}:/usr/local/bin:/usr/bin:/bin"
    env = {
        "PATH": path,
        "HOME": str(home),
        "LANG": "C.UTF-8",
        "SAB_CPUS": str(cpus),
    }
    if first is not None:
        env["SAB_PATH"] = f"{first}:{path}"
    return env
