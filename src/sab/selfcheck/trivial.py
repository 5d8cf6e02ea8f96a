"""Trivial candidates: outputs made from the reference's own, which no honest check may accept.

A tolerance wide enough to accept all zeros, a constant, NaN, or the reference rounded to
float32 or to six significant digits, or negated, grades nothing the module computes: a solver
could print the rounded answer of a lookup, or a placeholder, and pass. selfcheck builds each kind
from the nominal outputs (every graded file of every check, each drawn input's too), grades it
like any solve, and a check that passes one wholesale needs the curator's ruling (an output
identically zero by physics, say) or a tighter tolerance.
"""

from __future__ import annotations

import json
import math
import re
import shutil
from pathlib import Path
from typing import Callable

import numpy as np

from sab.model.rubric import invariants_part, pointwise_part

KINDS = ("zeros", "constant", "nan", "float32", "digits6", "negated")
# A number in a text file: not part of a word or of another number.
NUMBER = re.compile(r"(?<![\w.+-])[-+]?(?:\d+\.\d*|\.\d+|\d+)(?:[eE][-+]?\d+)?(?![\w.])")


def graded_files(rubric) -> dict[str, dict]:
    """Each file the rubric reads, with how to read it (format, header bytes, comments, rows to skip)."""
    entries: list[dict] = []
    files = pointwise_part(rubric)
    if files is not None:
        entries += [entry.model_dump() | {"file": entry.path} for entry in files.files]
    judged = invariants_part(rubric)
    if judged is not None:
        entries += [entry.model_dump() for entry in (*judged.invariants, *judged.coverage)]
    found: dict[str, dict] = {}
    for entry in entries:
        found.setdefault(entry["file"], entry)
    return found


def _significant(values: np.ndarray, digits: int) -> np.ndarray:
    finite = np.isfinite(values) & (values != 0)
    exponent = np.zeros_like(values)
    exponent[finite] = np.floor(np.log10(np.abs(values[finite])))
    scale = 10.0 ** (digits - 1 - exponent)
    return np.where(finite, np.round(values * scale) / scale, values)


def transform(kind: str, values: np.ndarray) -> np.ndarray:
    """The kind's version of an array of reals (integers keep what they cannot hold)."""
    if np.iscomplexobj(values):
        return transform(kind, values.real) + 1j * transform(kind, values.imag)
    floating = np.issubdtype(values.dtype, np.floating)
    if kind == "zeros":
        return np.zeros_like(values)
    if kind == "constant":
        finite = values[np.isfinite(values)] if floating else values
        mean = float(finite.mean()) if finite.size else 0.0
        return np.full_like(values, mean if floating else round(mean))
    if kind == "negated":
        return -values
    if not floating:
        return values
    if kind == "nan":
        return np.full_like(values, np.nan)
    if kind == "float32":
        with np.errstate(over="ignore"):  # beyond float32's range is infinity, as a float32 output would hold
            return values.astype(np.float32).astype(values.dtype)
    return _significant(values, 6)


def _scalar(kind: str) -> Callable[[float], float]:
    return lambda value: float(transform(kind, np.array([value], dtype=float))[0])


def _rewrite(path: Path, entry: dict, kind: str) -> None:
    form = entry["format"]
    if form == "npy":
        values = np.load(path, allow_pickle=False)
        with open(path, "wb") as handle:
            np.save(handle, transform(kind, values).astype(values.dtype, copy=False))
    elif form in ("f64", "f32"):
        data = path.read_bytes()
        skip = entry.get("skip_header_bytes") or 0
        dtype = np.dtype("<f8" if form == "f64" else "<f4")
        usable = (len(data) - skip) // dtype.itemsize * dtype.itemsize
        values = np.frombuffer(data[skip:skip + usable], dtype=dtype)
        path.write_bytes(data[:skip] + transform(kind, values).astype(dtype).tobytes() + data[skip + usable:])
    elif form == "text":
        path.write_text(_rewrite_text(path.read_text(errors="replace"), entry, kind))
    elif form == "json":
        path.write_text(json.dumps(_rewrite_json(json.loads(path.read_text()), _scalar(kind))))


def _rewrite_text(text: str, entry: dict, kind: str) -> str:
    markers = entry.get("comments")
    markers = [] if markers is None else [markers] if isinstance(markers, str) else list(markers)
    lines = text.splitlines(keepends=True)
    skip = entry.get("skip_rows") or 0
    numbers = [(i, m) for i, line in enumerate(lines) if i >= skip
               for m in NUMBER.finditer(_before_comment(line, markers))]
    if not numbers:
        return text
    values = transform(kind, np.array([float(m.group()) for _, m in numbers]))
    out, position = [], 0
    for row, line in enumerate(lines):
        pieces, start = [], 0
        while position < len(numbers) and numbers[position][0] == row:
            match = numbers[position][1]
            pieces += [line[start:match.start()], repr(float(values[position]))]
            start = match.end()
            position += 1
        out.append("".join(pieces) + line[start:])
    return "".join(out)


def _before_comment(line: str, markers: list[str]) -> str:
    cut = min((line.find(marker) for marker in markers if marker in line), default=-1)
    return line if cut < 0 else line[:cut]


def _rewrite_json(value, change: Callable[[float], float]):
    if isinstance(value, bool) or value is None or isinstance(value, str):
        return value
    if isinstance(value, (int, float)):
        changed = change(float(value))
        return int(changed) if isinstance(value, int) and math.isfinite(changed) and changed == int(changed) else changed
    if isinstance(value, list):
        return [_rewrite_json(item, change) for item in value]
    return {key: _rewrite_json(item, change) for key, item in value.items()}


def make_candidate(nominal: Path, out: Path, rubrics: dict, kind: str) -> set[str]:
    """The kind's candidate in `out`, from the nominal results; the checks it changed a graded
    file of (a kind that changes nothing, such as float32 of float32 outputs, tests nothing)."""
    shutil.copytree(nominal, out, symlinks=True)
    changed = set()
    for name, rubric in rubrics.items():
        folder = out / name
        places = [folder, *sorted(p for p in (folder / "draws").glob("*") if p.is_dir())]
        for relative, entry in graded_files(rubric).items():
            for place in places:
                path = place / relative
                if not path.is_file() or path.is_symlink():
                    continue
                before = path.read_bytes()
                try:
                    _rewrite(path, entry, kind)
                except (OSError, ValueError, json.JSONDecodeError):
                    path.write_bytes(before)  # a file its reader cannot take is graded as it was
                    continue
                if path.read_bytes() != before:
                    changed.add(name)
    return changed
