"""The parameter file: one ``key = value`` per line.

``#`` starts a comment, blank lines are ignored.  Reals are converted with
Python's ``float``, which rounds the decimal literal correctly, so the file's
literal is honoured to the last bit (``0.010000000000000002`` is a different
time step from ``0.01``).  Integers are plain decimal.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field, fields

INITIAL_CONDITIONS = ("plummer", "kepler")
INTEGRATORS = ("leapfrog", "yoshida4", "rk4")
KERNELS = ("vectorised", "loop")


class ParameterError(ValueError):
    """A problem with the parameter file; the message names the file, line and key."""


@dataclass
class Params:
    # common
    initial: str = ""
    integrator: str = "leapfrog"
    dt: float = 0.0
    steps: int = 0
    G: float = 1.0
    softening: float = 0.0
    output_every: int = 10
    kernel: str = "vectorised"
    # plummer
    n: int = 0
    seed: int = 0
    total_mass: float = 1.0
    scale: float = 1.0
    truncation: float = 20.0
    # kepler
    m1: float = 1.0
    m2: float = 1.0
    semi_major: float = 1.0
    eccentricity: float = 0.0
    # which keys the file actually set
    given: set = field(default_factory=set, repr=False, compare=False)


REAL_KEYS = {"dt", "G", "softening", "total_mass", "scale", "truncation", "m1", "m2", "semi_major", "eccentricity"}
INT_KEYS = {"steps", "output_every", "n", "seed"}
CHOICE_KEYS = {"initial": INITIAL_CONDITIONS, "integrator": INTEGRATORS, "kernel": KERNELS}
PLUMMER_KEYS = {"n", "seed", "total_mass", "scale", "truncation"}
KEPLER_KEYS = {"m1", "m2", "semi_major", "eccentricity"}
REQUIRED = ("initial", "dt", "steps")


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
    """Parse the text of a parameter file; raise ParameterError on any problem."""
    params = Params()
    lines_of = {}
    known = {f.name for f in fields(Params)} - {"given"}
    for number, raw in enumerate(text.splitlines(), start=1):
        line = raw.split("#", 1)[0].strip()
        if not line:
            continue
        where = f"{name}: line {number}"
        if "=" not in line:
            raise ParameterError(f"{where}: expected 'key = value', got '{line}'")
        key, value = (part.strip() for part in line.split("=", 1))
        if key not in known:
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
                options = " | ".join(CHOICE_KEYS[key])
                raise ParameterError(f"{where}: key '{key}': '{value}' is not one of {options}")
            setattr(params, key, value)
        params.given.add(key)
    for key in REQUIRED:
        if key not in params.given:
            raise ParameterError(f"{name}: missing required key '{key}'")
    _validate(params, name, lines_of)
    return params


def _validate(p: Params, name: str, lines_of: dict) -> None:
    def fail(key: str, message: str):
        line = f" line {lines_of[key]}:" if key in lines_of else ""
        raise ParameterError(f"{name}:{line} key '{key}': {message}")

    if p.dt <= 0:
        fail("dt", "must be > 0")
    if p.steps < 1:
        fail("steps", "must be >= 1")
    if p.output_every < 1:
        fail("output_every", "must be >= 1")
    if p.G <= 0:
        fail("G", "must be > 0")
    if p.softening < 0:
        fail("softening", "must be >= 0")
    unused = (KEPLER_KEYS if p.initial == "plummer" else PLUMMER_KEYS) & p.given
    for key in sorted(unused):
        fail(key, f"has no effect with initial = {p.initial}")
    if p.initial == "plummer":
        if "n" not in p.given:
            raise ParameterError(f"{name}: missing required key 'n' (initial = plummer)")
        if p.n < 2:
            fail("n", "must be >= 2")
        if p.seed < 0:
            fail("seed", "must be >= 0")
        if p.total_mass <= 0:
            fail("total_mass", "must be > 0")
        if p.scale <= 0:
            fail("scale", "must be > 0")
        if p.truncation <= 1:
            fail("truncation", "must be > 1 (radii are cut at truncation * scale)")
    else:
        if p.m1 <= 0:
            fail("m1", "must be > 0")
        if p.m2 <= 0:
            fail("m2", "must be > 0")
        if p.semi_major <= 0:
            fail("semi_major", "must be > 0")
        if not 0 <= p.eccentricity < 1:
            fail("eccentricity", "must be in [0, 1)")


def parse_file(path: str) -> Params:
    try:
        with open(path, encoding="utf-8") as handle:
            text = handle.read()
    except OSError as exc:
        raise ParameterError(f"{path}: cannot read: {exc.strerror or exc}") from None
    except UnicodeDecodeError:
        raise ParameterError(f"{path}: not UTF-8 text") from None
    return parse_text(text, path)
