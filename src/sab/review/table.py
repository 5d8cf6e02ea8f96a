"""`sab review` in the terminal: the stale warning first, one table row per check, then the
problems and warnings of the last selfcheck. Builds renderables; the CLI prints them."""

from __future__ import annotations

from rich.table import Table
from rich.text import Text

from sab.model.flags import Flag
from sab.review.collect import Review, fmt
from sab.speedup import describe

COLUMNS = ("check", "policy", "bound", "variant", "altbuild", "precision", "H", "S", "run s / expected", "flags")
FLAG_STYLES = {Flag.STALE: "bold red", Flag.TIGHT: "red", Flag.INERT: "red", Flag.LOOSE: "yellow", Flag.SLOW: "yellow",
               Flag.IDENTICAL: "yellow"}


def _flags(flags: list[str]) -> Text:
    text = Text()
    for index, flag in enumerate(flags):
        text.append((" " if index else "") + flag, style=FLAG_STYLES.get(flag, ""))
    return text


def header(review: Review) -> list[tuple[str, str]]:
    """(line, style) pairs said before the table; a stale record is said first."""
    lines = []
    if review.stale_line:
        lines.append((review.stale_line, "bold red"))
    record = review.record
    if record is None:
        lines.append((f"{review.leaf}: no self-validation record", ""))
    else:
        suite = f"; suite {fmt(record.suite_seconds)} s, {record.budget} budget" if record.suite_seconds is not None else ""
        lines.append((f"{review.leaf}: last selfcheck {record.result} at {record.created_at} "
                      f"({record.runner} runner{suite})", ""))
    return lines


def table(review: Review) -> Table:
    result = Table(title=f"review of {review.leaf}")
    for column in COLUMNS:
        result.add_column(column, justify="right" if column in ("variant", "altbuild", "precision", "H", "S") else "left")
    for c in review.checks:
        result.add_row(c.name, c.policy, c.bound, fmt(c.variant), c.altbuild_text, fmt(c.precision), fmt(c.headroom),
                       fmt(c.separation), c.runtime, _flags(c.flags))
    return result


def footer(review: Review) -> list[tuple[str, str]]:
    lines = [("variant, altbuild and precision are fractions of the bound (1 = at the tolerance); "
              "H wants >= 20, S >= 10", "dim")]
    if review.speed is not None:
        lines.append((f"speed-up of the grade: {describe(review.speed)}", ""))
    if review.calibration is not None:
        lines += [(line, "" if review.calibration.standing == "calibrated" else "red") for line in review.calibration.lines()]
    for c in review.checks:
        family = c.evidence.family if c.evidence is not None else None
        if family is not None:
            spread = "; ".join(f"{label} {' '.join(fmt(value) for value in values)}"
                               for label, values in family.bound_fractions.items())
            lines.append((f"{c.name}: {family.draws} drawn inputs (seed {family.seed}), bound fraction per draw: "
                          f"{spread}; calibrated on draw {family.calibrated_on}", ""))
    for c in review.checks:
        if c.rubric.proposal is not None:
            lines.append((f"proposal for {c.name}: {c.rubric.proposal.reason}", "cyan"))
            lines += [(f"  {note}", "cyan") for note in c.rubric.proposal.notes]
        elif c.evidence is not None and c.evidence.proposal_note and c.evidence.verdict:
            lines.append((f"no proposal for {c.name}: {c.evidence.proposal_note}", "cyan"))
    mutation = review.mutation
    if mutation:
        score = "n/a" if mutation["score"] is None else f"{mutation['score']:.2f}"
        lines.append((f"mutants: {mutation['killed']}/{mutation['viable']} killed (score {score}, seed {mutation['seed']})", ""))
        lines += [(f"  survivor {s['where']} {s['change']}: {s['effect']}; {s['meaning']}", "yellow")
                  for s in mutation["survivors"]]
    record = review.record
    if record is not None and record.coverage:
        lines.append((f"line coverage of the module by the checks: {fmt(record.coverage.get('percent'))} %", ""))
    lines += [(f"ruling needed: {line}", "red") for line in review.rulings_needed]
    lines += [(f"problem: {p}", "red") for p in review.problems]
    lines += [(f"warning: {w}", "yellow") for w in review.warnings]
    lines += [(f"note: {n}", "dim") for n in review.notes]
    return lines
