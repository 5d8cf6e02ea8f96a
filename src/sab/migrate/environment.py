"""What a foreign leaf's checks need beyond the source: its images' installs, and the imports of its harnesses.

The peer layout installs a check's dependencies in both Dockerfiles by hand. `sab migrate` reads
their `pip install` and `apt-get install` lines and their `ENV` settings, then keeps as
`[metadata.sciaccel.dependencies]` only what the converted checks reach: a pin whose import name
a kept harness imports, directly or through the modules of the vendored source it imports
(`tmm` reaches numpy through tmm_core.py; examples.py's matplotlib is reached by no check). A
Debian package is kept unless the Python base image of sab's Dockerfiles already provides it.
"""

from __future__ import annotations

import ast
import re
import shlex
import sys
from dataclasses import dataclass, field
from pathlib import Path

from sab.model.task import PINNED_REQUIREMENT, normalized_name
from sab.validate.dependencies import _tree_modules as tree_modules

# Debian packages sab's base image (python:3.11-slim-bookworm) already has, or that the
# dependency block installs itself when a pinned environment needs them.
BASE_PACKAGES = frozenset({"python3", "python3-venv", "python3-pip", "python-is-python3", "ca-certificates"})
# Variables an image sets that sab's drivers set themselves or that only the peer drivers read.
DRIVER_VARIABLES = frozenset({"PATH", "SOURCE_DIR", "OMP_NUM_THREADS", "OPENBLAS_NUM_THREADS", "MKL_NUM_THREADS",
                              "NUMEXPR_NUM_THREADS", "VIRTUAL_ENV", "DEBIAN_FRONTEND"})
# Distributions whose import name is not their own name.
IMPORT_NAMES = {"pyyaml": "yaml", "pillow": "PIL", "scikit-learn": "sklearn", "scikit-image": "skimage",
                "opencv-python": "cv2", "opencv-python-headless": "cv2", "beautifulsoup4": "bs4",
                "python-dateutil": "dateutil", "pytables": "tables", "netcdf4": "netCDF4", "pyserial": "serial"}
PIP_OPTIONS_WITH_VALUE = frozenset({"-r", "--requirement", "-c", "--constraint", "-i", "--index-url", "--extra-index-url",
                                    "-f", "--find-links", "-t", "--target", "--prefix", "--root", "--platform",
                                    "--python-version", "--implementation", "--abi", "--progress-bar"})


@dataclass
class ImageInstalls:
    """What the old images install and set, from both Dockerfiles."""

    pins: list[str] = field(default_factory=list)          # exact NAME==VERSION
    loose: list[str] = field(default_factory=list)         # requirements that are not exact pins
    packages: list[str] = field(default_factory=list)      # Debian packages
    environment: dict[str, str] = field(default_factory=dict)
    problems: list[str] = field(default_factory=list)


def _instructions(text: str) -> list[str]:
    """Dockerfile instructions with their continuation lines joined and comments dropped."""
    instructions, current = [], ""
    for line in text.splitlines():
        stripped = line.strip()
        if stripped.startswith("#") and not current:
            continue
        if stripped.startswith("#"):
            continue  # a comment inside a continued instruction
        if stripped.endswith("\\"):
            current += stripped[:-1] + " "
            continue
        current += stripped
        if current.strip():
            instructions.append(current.strip())
        current = ""
    if current.strip():
        instructions.append(current.strip())
    return instructions


def _pip_arguments(words: list[str]) -> tuple[list[str], list[str]]:
    """The requirements of one `pip install` command, and what of it cannot be read."""
    requirements, unread = [], []
    index = words.index("install") + 1
    while index < len(words):
        word = words[index]
        if word in PIP_OPTIONS_WITH_VALUE:
            if word in ("-r", "--requirement", "-c", "--constraint"):
                unread.append(f"{word} {words[index + 1] if index + 1 < len(words) else ''}".strip())
            index += 2
            continue
        if not word.startswith("-") and not word.startswith("$"):
            requirements.append(word)
        elif word.startswith("$"):
            unread.append(word)
        index += 1
    return requirements, unread


def _commands(run: str) -> list[list[str]]:
    try:
        words = shlex.split(run, posix=True)
    except ValueError:
        words = run.split()
    commands, current = [], []
    for word in words:
        if word in ("&&", "||", ";", "|"):
            commands.append(current)
            current = []
        elif word.endswith(";"):
            current.append(word[:-1])
            commands.append(current)
            current = []
        else:
            current.append(word)
    commands.append(current)
    return [command for command in commands if command]


def _environment(arguments: str) -> dict[str, str]:
    try:
        words = shlex.split(arguments)
    except ValueError:
        words = arguments.split()
    if words and "=" not in words[0]:
        return {words[0]: " ".join(words[1:])}
    return dict(word.split("=", 1) for word in words if "=" in word)


def read_images(texts: dict[str, str]) -> ImageInstalls:
    """Both Dockerfiles (relative path -> text) read together."""
    installs = ImageInstalls()
    for rel, text in texts.items():
        for instruction in _instructions(text):
            keyword, _, arguments = instruction.partition(" ")
            if keyword.upper() == "ENV":
                installs.environment.update(_environment(arguments))
            if keyword.upper() != "RUN":
                continue
            for command in _commands(arguments):
                names = [Path(word).name for word in command]
                if "install" in command and any(name in ("pip", "pip3") or name.startswith("pip3.") for name in names[:4]) \
                        or command[1:4] == ["-m", "pip", "install"]:
                    requirements, unread = _pip_arguments(command)
                    installs.problems += [f"{rel}: `pip install {item}` cannot be read into pins" for item in unread]
                    for requirement in requirements:
                        target = installs.pins if PINNED_REQUIREMENT.match(requirement) else installs.loose
                        if requirement not in target:
                            target.append(requirement)
                elif names[:1] in (["apt-get"], ["apt"]) and "install" in command:
                    for word in command[command.index("install") + 1:]:
                        if not word.startswith("-") and word not in installs.packages:
                            installs.packages.append(word)
    return installs


def import_name(requirement: str) -> str:
    name = normalized_name(requirement)
    return IMPORT_NAMES.get(name, re.sub(r"[-.]", "_", name))


@dataclass(frozen=True)
class Imported:
    file: Path
    line: int
    dotted: str  # the full module path, e.g. tmm.color


def _imports(path: Path, text: bytes | None = None) -> list[tuple[int, str, int]]:
    """(line, module, level) of every import of a Python file (its `text` when already read);
    `from a import b` also yields a.b."""
    try:
        tree = ast.parse(path.read_bytes() if text is None else text, filename=str(path))
    except (SyntaxError, ValueError, OSError):
        return []
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found += [(node.lineno, alias.name, 0) for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            found.append((node.lineno, base, node.level))
            found += [(node.lineno, f"{base}.{alias.name}" if base else alias.name, node.level)
                      for alias in node.names if alias.name != "*"]
    return found


def harness_imports(files: dict[Path, bytes]) -> list[Imported]:
    """Absolute imports of a check's Python harness files, given as read (the old leaf is read only
    through sab.migrate.peer)."""
    return [Imported(path, line, dotted) for path, text in files.items()
            for line, dotted, level in _imports(path, text) if level == 0 and dotted]


def _module_file(tree: Path, dotted: str) -> Path | None:
    """The file of the vendored source a dotted module name denotes, if any."""
    parts = dotted.split(".")
    bases = [tree / "src", tree / "lib", tree / "python", tree]
    candidates = []
    if parts[0] == tree.name.replace("-", "_"):
        candidates.append(tree.joinpath(*parts[1:]))  # the tree is the package itself
    candidates += [base.joinpath(*parts) for base in bases]
    for candidate in candidates:
        if candidate.with_suffix(".py").is_file():
            return candidate.with_suffix(".py")
        if (candidate / "__init__.py").is_file():
            return candidate / "__init__.py"
    return None


def reached_names(tree: Path, imports: list[str]) -> set[str]:
    """Top-level names outside the source that `imports` reach, through the source's own modules."""
    local = tree_modules(tree)
    seen: set[Path] = set()
    names: set[str] = set()
    pending = list(imports)
    while pending:
        dotted = pending.pop()
        top = dotted.split(".")[0]
        if top not in local:
            names.add(top)
            continue
        path = _module_file(tree, dotted)
        if path is None or path in seen:
            continue
        seen.add(path)
        package = path.parent  # what a relative import of level 1 names
        for _, module, level in _imports(path):
            if level == 0:
                pending.append(module)
                continue
            folder = package
            for _ in range(level - 1):
                folder = folder.parent
            relative = folder.relative_to(tree).parts if folder.is_relative_to(tree) else ()
            pending.append(".".join([tree.name.replace("-", "_"), *relative, *filter(None, module.split("."))]))
    return names - set(sys.stdlib_module_names) - {"__future__"}


@dataclass(frozen=True)
class Unprovided:
    file: Path
    line: int
    module: str


def unprovided(imports: list[Imported], tree: Path, harness_names: set[str], pins: list[str]) -> list[Unprovided]:
    """Imports of a harness that neither the standard library, the source, the harness nor a pin provides."""
    known = set(sys.stdlib_module_names) | {"__future__"} | tree_modules(tree) | harness_names
    known |= {import_name(pin) for pin in pins}
    missing, named = [], set()
    for entry in imports:
        top = entry.dotted.split(".")[0]
        if top not in known and top not in named:
            named.add(top)
            missing.append(Unprovided(entry.file, entry.line, top))
    return missing
