"""Errors
  A wiring error (the rubric, the arguments or the reference run are unusable) ends the run
  with exit status 2; a candidate failure is a failing verdict for one file or invariant.
"""

from __future__ import annotations


class WiringError(Exception):
    """The check itself is mis-wired (rubric, arguments, reference): exit 2."""


class CandidateFailure(Exception):
    """The candidate's output is unusable for this file or invariant: a failing verdict."""


def side_error(side: str, message: str) -> Exception:
    """A problem with the reference is a wiring error, with the candidate a failure."""
    if side == "reference":
        return WiringError(f"reference {message}")
    return CandidateFailure(f"candidate {message}")

