"""Process isolation for run.sh under the local runner: no network and a read-only source.

Linux namespaces through util-linux's `unshare`: a private mount namespace in which the staged
source is bind-mounted read-only, and an empty network namespace (loopback only, down). As root
this needs nothing else; otherwise an unprivileged user namespace is tried. When neither works
the runner says so plainly and runs without isolation.
"""

from __future__ import annotations

import shutil
import subprocess
from dataclasses import dataclass
from functools import lru_cache

_PROBE = "mkdir -p \"$1\" && mount --bind \"$1\" \"$1\" && mount -o remount,bind,ro \"$1\" \"$1\" && ! touch \"$1/.w\" 2>/dev/null"


@dataclass(frozen=True)
class Isolation:
    name: str  # "namespaces", "user-namespaces" or "none"
    prefix: tuple[str, ...]
    detail: str

    @property
    def available(self) -> bool:
        return self.name != "none"

    def wrap(self, command: list[str], readonly: list[str]) -> list[str]:
        """`command` run with each path of `readonly` bind-mounted read-only and no network."""
        if not self.available:
            return command
        script = "".join(
            f'mount --bind "{path}" "{path}" && mount -o remount,bind,ro "{path}" "{path}" && ' for path in readonly
        ) + 'exec "$@"'
        return [*self.prefix, "sh", "-c", script, "sab-isolated", *command]


_CANDIDATES = (
    # --pid with --kill-child: killing unshare ends every process of the run, whatever groups
    # they made for themselves.
    ("namespaces", ("unshare", "--mount", "--net", "--pid", "--mount-proc", "--fork", "--kill-child", "--")),
    ("user-namespaces", ("unshare", "--user", "--map-root-user", "--mount", "--net", "--pid", "--mount-proc",
                         "--fork", "--kill-child", "--")),
)


@lru_cache(maxsize=1)
def detect() -> Isolation:
    if shutil.which("unshare") is None:
        return Isolation("none", (), "util-linux unshare is not installed: run.sh has network access and a writable source")
    import tempfile

    with tempfile.TemporaryDirectory(prefix="sab-probe-") as probe:
        for name, prefix in _CANDIDATES:
            try:
                done = subprocess.run([*prefix, "sh", "-c", _PROBE, "probe", probe],
                                      capture_output=True, timeout=20)
            except (OSError, subprocess.TimeoutExpired):
                continue
            if done.returncode == 0:
                return Isolation(name, prefix, "no network, read-only source (Linux namespaces)")
    return Isolation(
        "none", (),
        "this machine refuses mount and network namespaces: run.sh has network access and the source "
        "copy is only protected by file permissions",
    )
