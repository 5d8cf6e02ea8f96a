"""The flags selfcheck stamps on a check's evidence and `sab review` shows, each with its meaning.

The thresholds behind them are in sab.selfcheck.evidence (docs/review.md, "Flags"). A member
compares equal to its name and is written as it (`"SLOW"`), so records read and write plain text.
"""

from __future__ import annotations

from enum import StrEnum


class Flag(StrEnum):
    meaning: str

    def __new__(cls, name: str, meaning: str) -> Flag:
        member = str.__new__(cls, name)
        member._value_ = name
        member.meaning = meaning
        return member

    TIGHT = "TIGHT", "headroom H < 20: a legitimate spread comes within 1/20 of the bound"
    LOOSE = "LOOSE", "separation S < 10, or no fault (probe or mutant) caught: the bound may accept a real error"
    INERT = "INERT", "no fault probe or mutant makes this check fail"
    REPLICAS = ("REPLICAS", "a chaotic check judged by its replica calibration (--replicas): H and S are "
                "informative only")
    IDENTICAL = "IDENTICAL", "the variant's output is byte-identical: the perturbation never reached it"
    CHAOTIC = "CHAOTIC", "results diverge at the first step by construction (invariants policy)"
    CUSTOM = "CUSTOM", "not drawn from an upstream test"
    SLOW = "SLOW", "the nominal run took more than twice its expected run time"
    STALE = "STALE", "the leaf or source changed since the last selfcheck: the evidence may be out of date"
