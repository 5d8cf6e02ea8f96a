"""Generated mutants: one numeric literal of the module's source perturbed (`sab probe --auto`, docs/review.md).

A mutant changes exactly one literal found by the lexers (never inside a comment or a string):

- a real literal is scaled by 1 +/- 0.1 % (the sign drawn from the seed), computed in decimal on
  the literal's own digits so the new text is exact (`3.14159` -> `3.14473159`); a zero becomes
  `0.001`; the exponent (`e-3`, `d0`) and the type or kind suffix (`f`, `_dp`) are kept;
- an integer literal moves by one (`u[i+1]` -> `u[i+2]`, `< n-1` -> `< n-0`), zero only up, in
  its own base and with its suffix.

The sites are every literal of the module's files in file order; `select` shuffles them with
`random.Random(seed)` and takes the first `count`, each with a drawn direction: the same seed
on the same source gives the same mutants, and a larger count only adds mutants.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from decimal import Context, Decimal
from pathlib import Path

from sab.errors import SabError
from sab.mutation.lexers import Literal, family_of, numeric_literals

RELATIVE_STEP = Decimal("0.001")
_DECIMAL = Context(prec=60)


@dataclass(frozen=True)
class Site:
    file: str  # relative to the source root, posix
    literal: Literal


@dataclass(frozen=True)
class Mutant:
    id: str
    file: str
    line: int
    column: int
    start: int
    end: int
    old: str
    new: str

    @property
    def where(self) -> str:
        return f"{self.file}:{self.line}:{self.column}"

    @property
    def change(self) -> str:
        return f"{self.old} -> {self.new}"

    def apply(self, text: str) -> str:
        """`text` (the file's current content) with this mutant's literal replaced."""
        if text[self.start:self.end] != self.old:
            raise SabError(f"{self.where} no longer reads {self.old!r}; the source changed since the mutants were drawn",
                           file=self.file, fix="draw the mutants again")
        return text[:self.start] + self.new + text[self.end:]


def _format_int(value: int, literal: Literal) -> str:
    if literal.base == 10:
        return str(value)
    digits = format(value, {16: "x", 8: "o", 2: "b"}[literal.base])
    return digits.upper() if any(ch.isupper() for ch in literal.body) else digits


def perturb(literal: Literal, direction: int) -> str:
    """The new text of `literal` moved in `direction` (+1 or -1)."""
    if literal.kind == "int":
        value = int(literal.body, literal.base)
        new = value + direction if value + direction >= 0 else value + 1
        return literal.prefix + _format_int(new, literal) + literal.suffix
    mantissa = Decimal(literal.body + "0" if literal.body.endswith(".") else literal.body)
    if mantissa == 0:
        scaled = RELATIVE_STEP
    else:
        scaled = _DECIMAL.multiply(mantissa, _DECIMAL.add(Decimal(1), RELATIVE_STEP * direction))
    text = format(scaled, "f")
    text = text.rstrip("0") if "." in text else text + "."
    if text.endswith("."):
        text += "0"
    return text + literal.exponent + literal.suffix


def find_sites(source_dir: Path, files: list[str]) -> tuple[list[Site], list[str]]:
    """Every literal of `files` (paths relative to `source_dir`), and the files left out and why."""
    sites: list[Site] = []
    skipped: list[str] = []
    for name in sorted(files):
        family = family_of(name)
        if family is None:
            skipped.append(f"{name}: not C, Fortran or Python")
            continue
        try:
            text = (source_dir / name).read_bytes().decode("utf-8")
        except UnicodeDecodeError:
            skipped.append(f"{name}: not UTF-8")
            continue
        sites.extend(Site(name, literal) for literal in numeric_literals(text, family))
    return sites, skipped


def select(sites: list[Site], count: int, seed: int) -> list[Mutant]:
    """`count` mutants drawn from `sites` with `seed`, numbered m1, m2, ... in file order."""
    rng = random.Random(seed)
    order = list(range(len(sites)))
    rng.shuffle(order)
    # Drawn in shuffled order, so a larger --count keeps every mutant of a smaller one.
    drawn = {index: rng.choice((1, -1)) for index in order[:count]}
    mutants = []
    for number, (index, direction) in enumerate(sorted(drawn.items()), start=1):
        site = sites[index]
        literal = site.literal
        mutants.append(Mutant(f"m{number}", site.file, literal.line, literal.column, literal.start, literal.end,
                              literal.text, perturb(literal, direction)))
    return mutants
