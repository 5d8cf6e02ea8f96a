"""The parameter file: one ``key = value`` per line.

``#`` starts a comment, blank lines are ignored.  Reals are converted with
Python's ``float`` (correctly rounded: every bit of the literal counts);
integers are plain decimal.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field

STARTS = ("cold", "hot")


class ParameterError(ValueError):
    """A problem with the parameter file; the message names the file, line and key."""


@dataclass
class Params:
    L: int = 0
    temperature: float = 0.0
    J: float = 1.0
    h: float = 0.0
    sweeps: int = 0
    thermalisation: int = 0
    sample_every: int = 1
    seed: int = 0
    start: str = "cold"
    given: set = field(default_factory=set, repr=False, compare=False)


REAL_KEYS = ("temperature", "J", "h")
INT_KEYS = ("L", "sweeps", "thermalisation", "sample_every", "seed")
CHOICE_KEYS = {"start": STARTS}
REQUIRED = ("L", "temperature", "sweeps", "seed")


def _real(text: str, where: str, key: str) -> float:
    try:
        value = float(text)
    except ValueError:
        raise ParameterError(f"{where}: key '{key}': malformed number '{text}'") from None
    if not math.isfinite(value):
        raise ParameterError(f"{where}: key '{key}': value must be finite, got '{text}'")
    return value


def _integer(text: str, where: str, key: str) -> int:
    body = text[1:] if text[:1] in "+-" else text
    if not body.isdigit() or not body.isascii():
        raise ParameterError(f"{where}: key '{key}': malformed integer '{text}'")
    return int(text)


def parse_text(text: str, name: str = "<params>") -> Params:
    params = Params()
    lines_of: dict[str, int] = {}
    for number, raw in enumerate(text.splitlines(), start=1):
        line = raw.split("#", 1)[0].strip()
        if not line:
            continue
        where = f"{name}: line {number}"
        if "=" not in line:
            raise ParameterError(f"{where}: expected 'key = value', got '{line}'")
        key, value = (part.strip() for part in line.split("=", 1))
        if key not in REAL_KEYS and key not in INT_KEYS and key not in CHOICE_KEYS:
            raise ParameterError(f"{where}: unknown key '{key}'")
        if key in lines_of:
            raise ParameterError(f"{where}: key '{key}' given twice (first on line {lines_of[key]})")
        if not value:
            raise ParameterError(f"{where}: key '{key}' has no value")
        lines_of[key] = number
        if key in REAL_KEYS:
            setattr(params, key, _real(value, where, key))
        elif key in INT_KEYS:
            setattr(params, key, _integer(value, where, key))
        else:
            if value not in CHOICE_KEYS[key]:
                raise ParameterError(f"{where}: key '{key}': '{value}' is not one of {' | '.join(CHOICE_KEYS[key])}")
            setattr(params, key, value)
        params.given.add(key)
    for key in REQUIRED:
        if key not in params.given:
            raise ParameterError(f"{name}: missing required key '{key}'")

    def fail(key: str, message: str):
        raise ParameterError(f"{name}: line {lines_of[key]}: key '{key}': {message}")

    if params.L < 2 or params.L % 2:
        fail("L", "must be an even integer >= 2 (the checkerboard update needs two sublattices)")
    if params.temperature <= 0:
        fail("temperature", "must be > 0")
    if params.sweeps < 1:
        fail("sweeps", "must be >= 1")
    if params.thermalisation < 0:
        raise ParameterError(f"{name}: line {lines_of['thermalisation']}: key 'thermalisation': must be >= 0")
    if params.sample_every < 1:
        fail("sample_every", "must be >= 1")
    if params.seed < 0:
        fail("seed", "must be >= 0")
    return params


def parse_file(path: str) -> Params:
    try:
        with open(path, encoding="utf-8") as handle:
            text = handle.read()
    except OSError as exc:
        raise ParameterError(f"{path}: cannot read: {exc.strerror or exc}") from None
    except UnicodeDecodeError:
        raise ParameterError(f"{path}: not UTF-8 text") from None
    return parse_text(text, path)
