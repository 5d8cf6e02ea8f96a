"""The precision floor of stored values: how far a number as stored may sit from the number computed.

A legitimate change of the computation can move a stored value by one unit of its last place, so
no tolerance may sit closer to the values than that unit. The unit comes from the representation
actually stored, value by value:

- binary formats (npy, f64, f32): the spacing of the stored type at the value's own magnitude
  (np.spacing), none for integer arrays;
- text columns and JSON numbers: the unit of the last place of the writer's format where the
  values were rounded, read from the written tokens of each column (JSON: of the whole document):

  * tokens with 15 or more significant digits were written to round trip: the value is the
    double it denotes, and the floor is that double's spacing;
  * every real token in exponent notation with the same number of mantissa digits d (a
    `%.{d-1}e` writer): one unit of the d-th significant digit;
  * every real token in plain notation with the same number of decimals f, and either a zero
    ending some token's decimals (a zero no shortest round-trip writer prints, apart from the
    `x.0` of a whole number) or f >= 3 over at least 20 tokens (a `%.{f}f` writer): 10^-f;
  * at least two tokens, and half of them, reaching the largest number of significant digits d
    >= 4 (a `%g`-style writer, which drops trailing zeros): one unit of the d-th significant digit;
  * anything else (a few short decimals such as 0.5 or 494.2028672, integers) is exact: the
    floor is that of the double it denotes.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from pathlib import Path

import numpy as np

from sab.model.rubric import JsonFile, NpyFile, RawFile, TextFile

SAMPLE_BYTES = 1 << 20  # the format of a column shows in its first MiB
ROUND_TRIP_DIGITS = 15
MIN_GENERAL_DIGITS = 4
MIN_PLAIN_TOKENS = 20
_NUMBER = re.compile(r"^[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?$")


@dataclass(frozen=True)
class Representation:
    """How the values of one column (or file) are stored."""

    kind: str  # "integer", "binary64", "binary32", "fixed", "significant"
    decimals: int = 0  # fixed: digits after the point
    digits: int = 0  # significant: significant digits written

    def floor(self, values: np.ndarray) -> np.ndarray:
        """One unit of the last stored place at each value."""
        magnitude = np.abs(np.asarray(values, dtype=np.float64))
        finite = np.where(np.isfinite(magnitude), magnitude, 0.0)
        if self.kind == "integer":
            return np.zeros_like(finite)
        if self.kind == "binary32":
            return np.where(finite > 0, np.spacing(finite.astype(np.float32)).astype(np.float64), 0.0)
        if self.kind == "fixed":
            return np.full_like(finite, 10.0 ** -self.decimals)
        if self.kind == "significant":
            with np.errstate(divide="ignore"):
                exponent = np.floor(np.log10(np.where(finite > 0, finite, 1.0)))
            return np.where(finite > 0, 10.0 ** (exponent - self.digits + 1), 0.0)
        return np.where(finite > 0, np.spacing(finite), 0.0)  # a stored zero is exact

    def describe(self) -> str:
        if self.kind == "fixed":
            return f"fixed {self.decimals} decimals"
        if self.kind == "significant":
            return f"{self.digits} significant digits"
        return {"integer": "integers (exact)", "binary64": "binary64", "binary32": "binary32"}[self.kind]


INTEGER = Representation("integer")
BINARY64 = Representation("binary64")
BINARY32 = Representation("binary32")


def _digits(token: str) -> tuple[int, int, bool, str]:
    """(significant digits, decimals, exponent notation, decimals as written) of a numeric token."""
    body = token.lstrip("+-")
    exponent = "e" in body.lower()
    mantissa = re.split("[eE]", body)[0]
    fraction = mantissa.split(".")[1] if "." in mantissa else ""
    significant = mantissa.replace(".", "").lstrip("0")
    return max(len(significant), 1), len(fraction), exponent, fraction


def classify(tokens: list[str]) -> Representation:
    """The representation a writer used for these tokens of one column (see the module text)."""
    reals = [t for t in tokens if "." in t or "e" in t.lower()]
    if not reals:
        return INTEGER
    measured = [_digits(t) for t in reals]
    most = max(m[0] for m in measured)
    if most >= ROUND_TRIP_DIGITS:
        return BINARY64
    if all(m[2] for m in measured):
        mantissas = {len(re.split("[eE]", t.lstrip("+-"))[0].replace(".", "")) for t in reals}
        if len(mantissas) == 1 and len(reals) >= 2:
            return Representation("significant", digits=mantissas.pop())
    if not any(m[2] for m in measured):
        decimals = {m[1] for m in measured}
        if len(decimals) == 1:
            places = decimals.pop()
            padded = any(m[3].endswith("0") and m[3] != "0" for m in measured)
            if places >= 1 and (padded or (places >= 3 and len(reals) >= MIN_PLAIN_TOKENS)):
                return Representation("fixed", decimals=places)
    at_most = sum(1 for m in measured if m[0] == most)
    if most >= MIN_GENERAL_DIGITS and at_most >= 2 and 2 * at_most >= len(measured):
        return Representation("significant", digits=most)
    return BINARY64


def _text_columns(entry: TextFile, path: Path) -> dict[int, list[str]]:
    with open(path, "rb") as handle:
        for _ in range(entry.skip_rows):
            handle.readline()
        sample = handle.read(SAMPLE_BYTES)
    if len(sample) == SAMPLE_BYTES:
        sample = sample[: sample.rfind(b"\n") + 1] or sample
    markers = [entry.comments] if isinstance(entry.comments, str) else (entry.comments or [])
    columns: dict[int, list[str]] = {}
    for raw in sample.decode("utf-8", "replace").splitlines():
        for marker in markers:
            raw = raw.split(marker, 1)[0]
        tokens = raw.split()
        wanted = entry.columns if entry.columns is not None else range(len(tokens))
        for index in wanted:
            if index < len(tokens) and _NUMBER.match(tokens[index]):
                columns.setdefault(index, []).append(tokens[index])
    return columns


def _json_tokens(path: Path) -> list[str]:
    tokens: list[str] = []

    def keep(text: str) -> float:
        tokens.append(text)
        return float(text)

    with open(path, encoding="utf-8") as handle:
        json.loads(handle.read(), parse_float=keep, parse_int=lambda text: int(text))
    return tokens


def representations(entry, path: Path) -> dict[int | None, Representation]:
    """The representation of each graded column of a text file (keyed by column), or of the whole
    file (key None) for the other formats."""
    if isinstance(entry, NpyFile):
        array = np.load(path, mmap_mode="r", allow_pickle=False)
        if np.issubdtype(array.dtype, np.floating):
            return {None: BINARY32 if array.dtype.itemsize <= 4 else BINARY64}
        return {None: INTEGER}
    if isinstance(entry, RawFile):
        return {None: BINARY64 if entry.format == "f64" else BINARY32}
    if isinstance(entry, JsonFile):
        return {None: classify(_json_tokens(path))}
    return {column: classify(tokens) for column, tokens in _text_columns(entry, path).items()}


def floors(entry, path: Path, reference: np.ndarray, column: np.ndarray | None) -> np.ndarray:
    """The floor of every graded value of `entry` (in validate.py's order)."""
    found = representations(entry, path)
    if column is None or None in found:
        return found.get(None, BINARY64).floor(reference)
    result = np.empty_like(reference, dtype=np.float64)
    for index in np.unique(column):
        mask = column == index
        result[mask] = found.get(int(index), BINARY64).floor(reference[mask])
    return result
