"""Seeds of drawn inputs (docs/leaf.md, "Input families").

A check with a family draws its inputs in tests/test.sh from a seed: `sab run --seed N` gives it,
a Harbor trial takes a fresh one from the OS in the verifier. This module reads a seed given on
the command line and makes a fresh one; test.sh derives each draw's own seed from it.
"""

from __future__ import annotations

import secrets

from sab.errors import SabError

# test.sh's trial seeds are 48-bit (od -N6), and reward.json keeps the seed as a JSON number:
# below 2**53 it is exact as a double.
SEED_BITS = 48
FIXED = "fixed"


def fresh_seed() -> int:
    return secrets.randbits(SEED_BITS)


def parse_seed(text: str | None) -> int | None:
    """The seed `--seed` names: None for 'fixed' (the public ic/), a fresh one when not given."""
    if text is None:
        return fresh_seed()
    if text == FIXED:
        return None
    if not text.isdigit() or int(text) >= 2 ** SEED_BITS:
        raise SabError(f"not a seed: {text!r}", field="--seed",
                       fix=f"give a whole number below 2**{SEED_BITS}, or 'fixed' for the public inputs")
    return int(text)
