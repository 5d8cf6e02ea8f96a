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

Loose requirement lists (an imported benchmark's `pandas`, `torch`) become such a set through
`resolve_requirements`: pip's dry-run installation report (`pip install --dry-run --ignore-installed
--report`) names every distribution and version pip would install for this Python, read from the
index's metadata without installing anything or downloading wheels that publish their metadata.
The result is cached beside the environments, keyed like them, so a later resolution of the same
list gives the same pins (delete `resolved/` in the cache to resolve again).
"""

from __future__ import annotations

import fcntl
import hashlib
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
from dataclasses import dataclass
from pathlib import Path

from sab.errors import SabError

MARKER = "sab-environment.json"
BUILD_TIMEOUT_S = 1800
ENV_CACHE_VARIABLE = "SAB_ENV_CACHE"
RESOLVE_TIMEOUT_S = 900


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


# ---------------------------------------------------------------- resolving loose requirements


def canonical_name(name: str) -> str:
    """PEP 503's normal form of a distribution name: `PyYAML` -> `pyyaml`, `typing_extensions` -> `typing-extensions`."""
    return re.sub(r"[-_.]+", "-", name).lower()


def requirement_name(requirement: str) -> str:
    """The distribution a requirement line names: `pandas>=2; python_version>'3'` -> `pandas`."""
    return canonical_name(re.split(r"[\[<>=!~;@ (]", requirement.strip(), maxsplit=1)[0])


class UnresolvableRequirement(SabError):
    """pip could not resolve a requirement set; `project` is the distribution it named, when it named one."""

    def __init__(self, message: str, *, project: str | None = None, unbuildable: bool = False, **where) -> None:
        super().__init__(message, **where)
        self.project = project
        self.unbuildable = unbuildable  # the project exists, but pip could not build it for this Python


# What pip prints when one distribution is at fault (pip 23 to 26), and whether it exists but
# cannot be built for this Python.
_FAULT_PATTERNS = (
    (re.compile(r"Failed to build '([^']+)'"), True),
    (re.compile(r"metadata-generation-failed[\s\S]*?(?:\u2570\u2500>|>)\s*([A-Za-z0-9][A-Za-z0-9._-]*)"), True),
    (re.compile(r"No matching distribution found for ([A-Za-z0-9][A-Za-z0-9._-]*)"), False),
    (re.compile(r"Could not find a version that satisfies the requirement ([A-Za-z0-9][A-Za-z0-9._-]*)"), False),
)


def _faulty_project(output: str) -> tuple[str | None, bool]:
    for pattern, unbuildable in _FAULT_PATTERNS:
        match = pattern.search(output)
        if match:
            return canonical_name(match.group(1)), unbuildable
    return None, False


def resolve_requirements(requirements: list[str], *, declared_in: Path | None = None,
                         field: str | None = None) -> list[str]:
    """Exact pins `name==version` of the whole closure of `requirements`, sorted, for this Python.

    pip's dry run resolves the list as `pip install` would, ignoring what is installed, and its
    installation report (format version 1) lists each distribution it would install. Only the
    index's metadata is read: wheels that publish it (PEP 658, all of PyPI's) are not downloaded;
    a source distribution without it is fetched and its metadata built, never installed. The
    interpreter is sab's own, whose Python version and platform are those of the base
    interpreter environments are built from. Raises UnresolvableRequirement with pip's reason.
    """
    requirements = [requirement.strip() for requirement in requirements if requirement.strip()]
    if not requirements:
        return []
    where = dict(file=declared_in, field=field)
    cached = cache_root() / "resolved" / f"{requirement_key(['resolve', *requirements])}.json"
    if cached.is_file():
        try:
            return list(json.loads(cached.read_text(encoding="utf-8"))["pins"])
        except (OSError, ValueError, KeyError, TypeError):
            pass  # a damaged entry is resolved again
    with tempfile.TemporaryDirectory(prefix="sab-resolve-") as tmp:
        scratch = Path(tmp)
        report = scratch / "report.json"
        command = [sys.executable, "-m", "pip", "install", "--dry-run", "--ignore-installed", "--quiet",
                   "--disable-pip-version-check", "--no-input", "--report", str(report), *requirements]
        try:
            done = subprocess.run(command, capture_output=True, text=True, timeout=RESOLVE_TIMEOUT_S,
                                  stdin=subprocess.DEVNULL, cwd=scratch)
        except subprocess.TimeoutExpired:
            raise UnresolvableRequirement(f"resolving {' '.join(requirements)} took over {RESOLVE_TIMEOUT_S} s",
                                          **where, fix="check the network to the package index") from None
        except OSError as exc:
            raise UnresolvableRequirement(f"cannot run pip: {exc}", **where) from None
        if done.returncode != 0 or not report.is_file():
            output = "\n".join(line for line in (done.stderr + "\n" + done.stdout).splitlines()
                               if not line.startswith("WARNING: Location"))
            project, unbuildable = _faulty_project(output)
            lines = [line.strip() for line in output.strip().splitlines() if line.strip()]
            causes = [line for line in lines if re.match(r"^[A-Za-z_.]*(Error|Exception): ", line)]
            tail = " ".join(([causes[-1]] if causes else []) + lines[-3:])
            culprit = f" ({project} is at fault)" if project else ""
            raise UnresolvableRequirement(
                f"pip cannot resolve {' '.join(requirements)} for Python {_version()}{culprit}: {tail[-500:]}",
                project=project, unbuildable=unbuildable, **where,
                fix="check that each requirement exists for this Python on the package index")
        pins = _pins_of_report(json.loads(report.read_text(encoding="utf-8")), where)
    cached.parent.mkdir(parents=True, exist_ok=True)
    temporary = cached.with_suffix(f".{os.getpid()}.tmp")
    temporary.write_text(json.dumps({"python": _version(), "requirements": requirements, "pins": pins}, indent=2) + "\n")
    os.replace(temporary, cached)
    return pins


def _pins_of_report(report: dict, where: dict) -> list[str]:
    if str(report.get("version")) != "1":
        raise UnresolvableRequirement(f"pip's installation report has version {report.get('version')!r}, not 1",
                                      **where, fix="use a pip that writes report version 1 (pip >= 22.2)")
    pins = {}
    for item in report.get("install", []):
        metadata = item.get("metadata") or {}
        name, version = metadata.get("name"), metadata.get("version")
        if not name or not version:
            raise UnresolvableRequirement("pip's report names a distribution without name or version", **where)
        if item.get("is_direct"):
            raise UnresolvableRequirement(f"{name} comes from a direct URL, which no NAME==VERSION pin can name",
                                          **where, fix="name the distribution by its index name and version")
        pins[canonical_name(name)] = f"{canonical_name(name)}=={version}"
    return [pins[name] for name in sorted(pins)]


def _version() -> str:
    return ".".join(str(part) for part in sys.version_info[:3])

