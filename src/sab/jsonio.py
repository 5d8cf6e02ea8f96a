"""Strict JSON reading and atomic writing.

Strict means what validators need: no NaN/Infinity literals, no duplicate keys, UTF-8 only.
Every writer goes through a temporary file in the target directory and an atomic rename, so a
crash never leaves a half-written file behind.
"""

from __future__ import annotations

import json
import os
import shutil
import tempfile
from pathlib import Path
from typing import Any, Callable

from sab.errors import ExistsError, FileFormatError


def _reject_constant(name: str) -> Any:
    raise ValueError(f"non-finite number {name} is not allowed in strict JSON")


def _no_duplicates(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    result: dict[str, Any] = {}
    for key, value in pairs:
        if key in result:
            raise ValueError(f"duplicate key {key!r}")
        result[key] = value
    return result


def read_text(path: Path) -> str:
    """Read a UTF-8 text file, naming the file when it is not UTF-8."""
    try:
        return path.read_bytes().decode("utf-8")
    except UnicodeDecodeError as exc:
        raise FileFormatError(
            f"not valid UTF-8 (byte {exc.start})", file=path, fix="save the file as UTF-8"
        ) from None
    except OSError as exc:
        raise FileFormatError(f"cannot read: {exc.strerror}", file=path) from None


def parse_strict_json(text: str) -> Any:
    """Parse strict JSON; raises ValueError (with position) on any violation, deep nesting included."""
    try:
        return json.loads(text, parse_constant=_reject_constant, object_pairs_hook=_no_duplicates)
    except RecursionError:
        raise ValueError("nested too deeply (arrays or objects inside each other past the parser's limit)") from None


def load_json(path: Path) -> Any:
    """Load a strict JSON file; errors name the file and the position."""
    text = read_text(path)
    try:
        return parse_strict_json(text)
    except json.JSONDecodeError as exc:
        raise FileFormatError(
            f"invalid JSON at line {exc.lineno} column {exc.colno}: {exc.msg}", file=path
        ) from None
    except ValueError as exc:
        raise FileFormatError(f"invalid JSON: {exc}", file=path) from None


def dumps(data: Any) -> str:
    """The one canonical JSON text sab writes: sorted keys, two-space indent, final newline."""
    return json.dumps(data, indent=2, sort_keys=True, allow_nan=False, ensure_ascii=False) + "\n"


def write_text_atomic(path: Path, text: str, *, mode: int | None = None) -> None:
    """Write text through a temporary sibling file and an atomic rename."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8", newline="\n") as handle:
            handle.write(text)
            handle.flush()
            os.fsync(handle.fileno())
        if mode is not None:
            os.chmod(tmp, mode)
        elif path.exists():
            os.chmod(tmp, path.stat().st_mode & 0o7777)
        else:
            os.chmod(tmp, 0o644)
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


def write_tree_atomic(destination: Path, files: dict[str, tuple[str | bytes, int]],
                      finish: Callable[[Path], None] | None = None) -> None:
    """Write `files` (relative path -> (content, mode)) as the new directory `destination`.

    Everything goes into a temporary sibling first; `finish(staging)` may complete it there (sync
    derived parts, say); then one rename puts it in place. An existing destination is never
    overwritten, and a failure at any step leaves nothing behind.
    """
    destination.parent.mkdir(parents=True, exist_ok=True)
    staging = Path(tempfile.mkdtemp(prefix=f".{destination.name}.", dir=destination.parent))
    try:
        for rel, (content, mode) in sorted(files.items()):
            path = staging / rel
            path.parent.mkdir(parents=True, exist_ok=True)
            if isinstance(content, bytes):
                path.write_bytes(content)
            else:
                path.write_text(content, encoding="utf-8")
            path.chmod(mode)
        for folder in [staging, *(p for p in staging.rglob("*") if p.is_dir())]:
            folder.chmod(0o755)
        if finish is not None:
            finish(staging)
        if destination.exists():
            raise ExistsError("already exists; sab never overwrites existing work", file=destination)
        staging.rename(destination)
    except BaseException:
        shutil.rmtree(staging, ignore_errors=True)
        raise


def write_json_atomic(path: Path, data: Any) -> None:
    write_text_atomic(path, dumps(data))


def stale_texts(targets: dict[Path, str]) -> list[Path]:
    """The generated files of `targets` (path -> expected text) that are missing or differ."""
    return [path for path, text in targets.items() if not path.is_file() or path.read_text(encoding="utf-8") != text]


def write_texts(targets: dict[Path, str]) -> list[Path]:
    """Write each stale file of `targets` atomically; returns those written."""
    changed = stale_texts(targets)
    for path in changed:
        write_text_atomic(path, targets[path])
    return changed
