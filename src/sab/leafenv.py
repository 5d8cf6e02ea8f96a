"""The Python environment a leaf's run.sh runs with: its pinned requirements, built once and cached.

A leaf declares every distribution its checks import in `[metadata.sciaccel.dependencies].python`
as exact pins. The local runner builds one virtual environment per requirement set, keyed by the
hash of the interpreter's version and the sorted pins, under the environment cache (outside the
repository), and puts its `bin/` first on run.sh's PATH. The build is the only step that reaches
the package index (the host network); runs reach nothing.

The set must be complete: pins are installed without dependency resolution (`--no-deps`) and
`pip check` must then find nothing missing, so the environment holds exactly what the leaf pins
and both Docker images, which install the same list the same way, hold the same versions.

The build happens in place under a lock (console scripts keep their real path) and writes its
marker file last: a folder without the marker is an unfinished build and is built again, and two
runs never build one set at once.
"""

from __future__ import annotations

import fcntl
import hashlib
import json
import os
import shutil
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path

from sab.errors import SabError

MARKER = "sab-environment.json"
BUILD_TIMEOUT_S = 1800
ENV_CACHE_VARIABLE = "SAB_ENV_CACHE"


def cache_root() -> Path:
    """`$SAB_ENV_CACHE`, else `$XDG_CACHE_HOME/sab/environments`, else `~/.cache/sab/environments`."""
    configured = os.environ.get(ENV_CACHE_VARIABLE)
    if configured:
        return Path(configured).expanduser().resolve()
    base = os.environ.get("XDG_CACHE_HOME") or str(Path.home() / ".cache")
    return Path(base).resolve() / "sab" / "environments"


def base_interpreter() -> str:
    """The interpreter environments are made from: the one under sab's own virtual environment."""
    return getattr(sys, "_base_executable", None) or sys.executable


def requirement_key(requirements: list[str]) -> str:
    """What identifies an environment: the interpreter's version and the pins, order-free."""
    version = ".".join(str(part) for part in sys.version_info[:3])
    text = "\n".join([f"python {version}", *sorted(requirement.strip() for requirement in requirements)])
    return hashlib.sha256(text.encode("utf-8")).hexdigest()[:24]


@dataclass(frozen=True)
class LeafEnvironment:
    root: Path
    built: bool  # False when the cache already held it

    @property
    def bin_dir(self) -> Path:
        return self.root / "bin"


def ensure_environment(requirements: list[str], *, declared_in: Path | None = None) -> LeafEnvironment:
    """The cached environment of `requirements`, built now if the cache lacks it."""
    root = cache_root()
    key = requirement_key(requirements)
    final = root / key
    if (final / MARKER).is_file():
        return LeafEnvironment(final, False)
    root.mkdir(parents=True, exist_ok=True)
    descriptor = os.open(root / f"{key}.lock", os.O_WRONLY | os.O_CREAT | os.O_NOFOLLOW, 0o600)
    with os.fdopen(descriptor, "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        if (final / MARKER).is_file():  # another run built it while this one waited
            return LeafEnvironment(final, False)
        shutil.rmtree(final, ignore_errors=True)  # a folder without its marker is an unfinished build
        try:
            _build(final, requirements, declared_in)
        except BaseException:
            shutil.rmtree(final, ignore_errors=True)
            raise
    return LeafEnvironment(final, True)


def _build(folder: Path, requirements: list[str], declared_in: Path | None) -> None:
    where = dict(file=declared_in, field="metadata.sciaccel.dependencies.python")
    _run([base_interpreter(), "-m", "venv", str(folder)], "creating the virtual environment", where)
    python = str(folder / "bin" / "python")
    _run([python, "-m", "pip", "install", "--quiet", "--no-cache-dir", "--disable-pip-version-check",
          "--no-deps", *requirements], "installing the pinned requirements", where,
         fix="check that each NAME==VERSION exists on the package index for this Python")
    check = subprocess.run([python, "-m", "pip", "check", "--disable-pip-version-check"],
                           capture_output=True, text=True, timeout=BUILD_TIMEOUT_S)
    if check.returncode != 0:
        missing = [line.strip() for line in check.stdout.splitlines() if line.strip()]
        raise SabError("the pinned requirements are incomplete: " + "; ".join(missing[:8]), **where,
                       fix="pin every dependency the pip check names as well, NAME==VERSION (the set is installed without resolving)")
    (folder / MARKER).write_text(json.dumps({"python": sys.version.split()[0], "requirements": sorted(requirements)},
                                            indent=2) + "\n")


def _run(command: list[str], step: str, where: dict, fix: str = "check the interpreter and the network") -> None:
    try:
        done = subprocess.run(command, capture_output=True, text=True, timeout=BUILD_TIMEOUT_S,
                              stdin=subprocess.DEVNULL)
    except (OSError, subprocess.TimeoutExpired) as exc:
        raise SabError(f"{step} failed: {exc}", **where, fix=fix) from None
    if done.returncode != 0:
        tail = " ".join((done.stderr or done.stdout).strip().splitlines()[-3:])
        raise SabError(f"{step} failed: {tail}", **where, fix=fix)
