"""Tolerance proposals per graded term, solving both limits at once (docs/tolerances.md, "Proposals").

A term is one graded file entry of a pointwise check (or one column of a text file or an npy
array whose columns mix scales: one tolerance for all would be far looser than some column needs,
so the proposal lists the file once per column) or one invariant of an invariants check; a hybrid
check has both kinds, its files calibrated as a pointwise check's and its invariants as an
invariants check's, under the check's one pair of limits. For each
term the proposal must keep every legitimate spread (variant, altbuild, repeat, and the precision
floor of the stored values) at least MIN_HEADROOM times inside the bound, and every fault the
check catches with a measurable distance today (hand-written probes, generated mutants) at least
MIN_SEPARATION bounds away, in at least one of the check's terms. Nothing is proposed when no bound
meets both, or when no fault has been caught yet: the review then says why.

For a pointwise file the legitimate need is known value by value (the largest legitimate error
and the floor at each reference value), so the smallest admissible bound atol + rtol*|r| is a
two-variable linear programme (scipy.optimize.linprog): a spread at values near zero gets an
absolute term instead of an enormous relative one. The author's shape (their atol:rtol ratio)
is kept whenever it is within 25 % of that optimum. An invariant's bound is scaled as a whole.
Between the lower limit (the smallest admissible bound) and the upper one (the faults it must
keep catching, each assigned to the term that catches it best) the geometric middle is proposed,
at most MAX_MARGIN above the lower limit, rounded to 1, 2 or 5 x 10^k in whichever direction
keeps both limits, and verified on the data.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from pathlib import Path

import numpy as np
from scipy.optimize import linprog

from sab.model.rubric import InvariantsComparison, PointwiseComparison
from sab.selfcheck.evidence import MIN_HEADROOM, MIN_SEPARATION
from sab.selfcheck.floor import floors
from sab.selfcheck.values import pairs

MAX_MARGIN = 5.0  # the most a proposal sits above the smallest admissible bound, before rounding
SHAPE_SLACK = 1.25
MIXED_SCALES = 10.0
COST_AT_MEAN = 0.1  # weight of the bound at the mean magnitude in the programme's cost
MAX_RTOL = 0.1  # beyond this a relative term is no numerical tolerance: the absolute one takes over  # a text file is split by column when one bound would be this much looser for a column  # keep the author's atol:rtol ratio while it costs at most this much over the optimum
LP_POINTS = 20000  # above this many values the need is binned (conservatively) before the LP
_SLACK = 1e-9  # float rounding at the limits themselves


def _ratio(errors: np.ndarray, bound: np.ndarray) -> float:
    """max(errors / bound), with 0/0 = 0 and x/0 = inf."""
    if errors.size == 0:
        return 0.0
    with np.errstate(divide="ignore", invalid="ignore"):
        ratio = np.where(bound > 0, errors / np.where(bound > 0, bound, 1.0), np.where(errors > 0, np.inf, 0.0))
    ratio = np.where(np.isnan(ratio), np.inf, ratio)
    return float(ratio.max())


def nice(value: float, *, up: bool) -> float:
    """The nearest 1, 2 or 5 x 10^k at or above (up) or at or below `value`."""
    if value <= 0 or not math.isfinite(value):
        return value
    exponent = math.floor(math.log10(value))
    steps = [s * 10.0 ** e for e in (exponent - 1, exponent, exponent + 1) for s in (1, 2, 5)]
    steps = [float(f"{s:.12g}") for s in steps]
    if up:
        return min(s for s in steps if s >= value * (1 - 1e-12))
    return max(s for s in steps if s <= value * (1 + 1e-12))


def _two_digits(value: float, *, up: bool) -> float:
    if value <= 0:
        return value
    exponent = math.floor(math.log10(value)) - 1
    scaled = value / 10.0 ** exponent
    return float(f"{(math.ceil(scaled - 1e-9) if up else math.floor(scaled + 1e-9)) * 10.0 ** exponent:.12g}")


class Term:
    """A graded term: its current tolerance, its legitimate need and the faults it sees."""

    name: str
    entry: dict  # the rubric entry as the author wrote it
    keys: tuple[str, ...]

    def legit(self, entry: dict) -> float:
        raise NotImplementedError

    def fault(self, entry: dict, name: str) -> float:
        raise NotImplementedError

    def minimal(self) -> dict:
        raise NotImplementedError

    def split(self) -> list["Term"]:
        """The term as it should be proposed: itself, or one term per column of a mixed-scale file."""
        return [self]

    def scaled(self, entry: dict, factor: float) -> dict:
        return {**entry, **{key: entry[key] * factor for key in self.keys if key in entry}}

    def rounded(self, entry: dict, how) -> dict:
        return {**entry, **{key: how(entry[key]) for key in self.keys if key in entry}}


@dataclass
class FileTerm(Term):
    """A pointwise file, measured value by value."""

    name: str
    entry: dict
    reference: np.ndarray
    need: np.ndarray  # the largest legitimate error or floor at each value
    floor: np.ndarray | None = None  # the precision floor at each value
    fault_errors: dict[str, np.ndarray] = field(default_factory=dict)
    keys: tuple[str, ...] = ("atol", "rtol")
    column: np.ndarray | None = None  # text files and npy arrays: the column of each value

    def split(self) -> list[Term]:
        """One term per column when one tolerance for the whole file would be more than MIXED_SCALES
        times looser than a column's own smallest admissible bound, at that column's typical value."""
        if self.column is None or self.entry.get("format") not in ("text", "npy"):
            return [self]
        columns = np.unique(self.column)
        if columns.size < 2:
            return [self]
        whole = self.minimal()
        parts = [self._only(int(c)) for c in columns]
        for part in parts:
            own = part.minimal()
            if not (part.need > 0).any():
                continue
            with np.errstate(divide="ignore", invalid="ignore"):
                ratio = part._bound(whole) / part._bound(own)
            finite = ratio[np.isfinite(ratio)]
            if finite.size and float(np.median(finite)) > MIXED_SCALES:
                return parts
        return [self]

    def _only(self, column: int) -> "FileTerm":
        mask = self.column == column
        return FileTerm(f"{self.name} column {column}", {**self.entry, "columns": [column]}, self.reference[mask],
                        self.need[mask], None if self.floor is None else self.floor[mask],
                        {k: v[mask] for k, v in self.fault_errors.items()}, column=self.column[mask])

    def _bound(self, entry: dict) -> np.ndarray:
        return entry.get("atol", 0.0) + entry.get("rtol", 0.0) * np.abs(self.reference)

    def legit(self, entry: dict) -> float:
        return _ratio(self.need, self._bound(entry))

    def fault(self, entry: dict, name: str) -> float:
        errors = self.fault_errors.get(name)
        return math.inf if errors is None else _ratio(errors, self._bound(entry))  # None: caught by structure

    def minimal(self) -> dict:
        """The smallest bound with every legitimate need at 1/MIN_HEADROOM of it."""
        target = MIN_HEADROOM * self.need
        live = target > 0
        if not live.any():
            return {**self.entry, "atol": 0.0, "rtol": 0.0}
        magnitude = np.abs(self.reference)
        mean = float(magnitude.mean()) if magnitude.size else 0.0
        atol, rtol = self.entry.get("atol", 0.0), self.entry.get("rtol", 0.0)
        shape = None
        if atol > 0 or rtol > 0:
            factor = _ratio(target, atol + rtol * magnitude)
            if math.isfinite(factor):
                shape = (factor * atol, factor * rtol)
        x, y = magnitude[live], target[live]
        if x.size > LP_POINTS:
            x, y = _binned(x, y)
        # Solved in units of the largest need and magnitude: the solver's tolerances are absolute.
        # The cost is the bound at the file's largest value (plus a tenth of it at the mean, which
        # prefers the relative term when both cost the same there): a relative term bought
        # cheaply at tiny values would otherwise open the bound wide at a large one.
        y_unit, x_unit = float(y.max()), float(x.max()) or 1.0
        top = float(magnitude.max()) if magnitude.size else 0.0
        weight = [1.0 + COST_AT_MEAN, (top + COST_AT_MEAN * mean) / x_unit]
        solved = linprog(c=weight, A_ub=-np.column_stack([np.ones_like(x), x / x_unit]),
                         b_ub=-y / y_unit, bounds=[(0, None), (0, None)], method="highs")
        best = ((float(solved.x[0]) * y_unit, float(solved.x[1]) * y_unit / x_unit) if solved.status == 0
                else (y_unit, 0.0))
        # The optimum sits on the need up to the solver's tolerance: lift it onto every value exactly.
        if best[1] > MAX_RTOL:
            # A relative term past MAX_RTOL lets a value change sign: the spread is absolute.
            best = (best[0] + best[1] * top, 0.0)
        short = float(np.max(target - (best[0] + best[1] * magnitude)))
        best = ((best[0] + max(short, 0.0)) * (1 + 1e-9), best[1] * (1 + 1e-9))

        def cost(line: tuple[float, float]) -> float:
            return line[0] * weight[0] + line[1] * weight[1] * x_unit

        if shape is not None and shape[1] <= MAX_RTOL and cost(shape) <= SHAPE_SLACK * cost(best):
            best = shape
        return {**self.entry, "atol": best[0], "rtol": best[1]}


def _binned(x: np.ndarray, y: np.ndarray, bins: int = 2048) -> tuple[np.ndarray, np.ndarray]:
    """Fewer constraints implying all of them: per magnitude bin, the bin's smallest |r| with its
    largest need (a line above that point is above every point of the bin)."""
    order = np.argsort(x, kind="stable")
    x, y = x[order], y[order]
    edges = np.linspace(0, x.size, bins + 1).astype(int)
    lows = np.array([x[a] for a, b in zip(edges[:-1], edges[1:]) if b > a])
    highs = np.array([y[a:b].max() for a, b in zip(edges[:-1], edges[1:]) if b > a])
    return lows, highs


@dataclass
class InvariantTerm(Term):
    """An invariant, measured by its distance in each run (validate.py's own figure)."""

    name: str
    entry: dict
    value_reference: float | None
    legit_distances: list[float]
    floor: float
    fault_distances: dict[str, float] = field(default_factory=dict)

    @property
    def keys(self) -> tuple[str, ...]:
        return ("atol", "rtol") if self.entry.get("kind") == "agreement" else ("bound",)

    def _bound(self, entry: dict) -> float:
        if entry.get("kind") == "agreement":
            return entry["atol"] + entry["rtol"] * abs(self.value_reference or 0.0)
        return entry["bound"]

    def _fraction(self, distance: float, entry: dict) -> float:
        return _ratio(np.array([distance]), np.array([self._bound(entry)]))

    def legit(self, entry: dict) -> float:
        return max([self._fraction(d, entry) for d in self.legit_distances + [self.floor]], default=0.0)

    def fault(self, entry: dict, name: str) -> float:
        return self._fraction(self.fault_distances.get(name, 0.0), entry)

    def minimal(self) -> dict:
        current = self.legit(self.entry)
        if current == 0:
            return self.scaled(self.entry, 0.0)
        if not math.isfinite(current):  # a zero bound with a spread: scale from the spread itself
            need = MIN_HEADROOM * max(self.legit_distances + [self.floor])
            keys = self.keys
            return {**self.entry, **({"atol": need, "rtol": 0.0} if "atol" in keys else {"bound": need})}
        return self.scaled(self.entry, MIN_HEADROOM * current * (1 + 1e-9))


@dataclass
class Outcome:
    """A proposed comparison (or why there is none), with the check's headroom and separation under it."""

    comparison: dict | None
    headroom: float | None = None
    separation: float | None = None
    reason: str = ""
    notes: list[str] = field(default_factory=list)


def _check_limits(terms: list[Term], entries: list[dict], faults: list[str]) -> tuple[float | None, float | None]:
    legit = max((term.legit(entry) for term, entry in zip(terms, entries)), default=0.0)
    headroom = None if legit <= 0 else 1.0 / legit
    caught = [max(term.fault(entry, name) for term, entry in zip(terms, entries)) for name in faults]
    return headroom, (min(caught) if caught else None)


def _rounded_bound(term: Term, minimal: dict, ratios: list[float], faults: list[str]) -> dict | None:
    """One term's proposed bound between its smallest admissible bound `minimal` and the faults it
    keeps (`ratios`: each fault's distance over `minimal`), rounded to a short number when that
    keeps both limits; None when no candidate does."""
    room = min((ratio / MIN_SEPARATION for ratio in ratios), default=math.inf)
    # The geometric middle of the room the faults leave, but never more than MAX_MARGIN above the
    # headroom limit: the faults nobody wrote down are closer than the ones that were.
    factor = min(math.sqrt(room), MAX_MARGIN) if math.isfinite(room) else 1.0
    middle = term.scaled(minimal, factor)
    return next((candidate for candidate in (
        term.rounded(middle, lambda v: nice(v, up=True)),
        term.rounded(middle, lambda v: nice(v, up=False)),
        term.rounded(middle, lambda v: _two_digits(v, up=True)),
        middle,
    ) if _admissible(term, candidate, faults)), None)


def propose(terms: list[Term], faults: list[str], *, fault_evidence: bool) -> Outcome:
    """The proposal for one check. `faults` are the faults it catches with a measurable distance
    today; `fault_evidence` says whether it catches any fault at all (a failed run counts)."""
    current = [term.entry for term in terms]
    headroom, separation = _check_limits(terms, current, faults)
    tight = headroom is not None and headroom < MIN_HEADROOM
    loose = separation is not None and separation < MIN_SEPARATION
    if not tight and not loose and fault_evidence:
        return Outcome(None, headroom, separation, "within both limits: nothing to change")
    if not fault_evidence:
        return Outcome(None, headroom, separation,
                       "no fault evidence: no probe or mutant is caught by this check, so no bound can be "
                       "shown to catch an error; add a probe (comment/probes/) or run `sab selfcheck --mutants N`")
    terms = [part for term in terms for part in term.split()]
    unbounded = [term.name for term in terms if not np.isfinite(getattr(term, "need", np.zeros(0))).all()]
    if unbounded:
        return Outcome(None, headroom, separation,
                       f"a legitimate run left a value non-finite where the reference is finite ({', '.join(unbounded)}): "
                       "no tolerance accepts it; the run itself needs a look")
    minimal = [term.minimal() for term in terms]
    reach = {name: [term.fault(entry, name) for term, entry in zip(terms, minimal)] for name in faults}
    for name, ratios in reach.items():
        if max(ratios) < MIN_SEPARATION * (1 - _SLACK):
            best = max(range(len(terms)), key=lambda i: ratios[i])
            return Outcome(None, headroom, separation,
                           f"no bound meets both limits: fault {name} is at most {max(ratios):.3g} times the "
                           f"smallest admissible bound (in {terms[best].name}), below {MIN_SEPARATION:g}; the "
                           "legitimate spread and this fault cannot be told apart at 20x/10x: a curator ruling, "
                           "a sharper observable or another check is needed")
    assigned: dict[int, list[str]] = {}
    for name, ratios in reach.items():
        assigned.setdefault(max(range(len(terms)), key=lambda i: ratios[i]), []).append(name)

    proposed, notes = [], []
    for index, term in enumerate(terms):
        mine = assigned.get(index, [])
        if _admissible(term, term.entry, mine):
            proposed.append(term.entry)
            continue
        chosen = _rounded_bound(term, minimal[index], [reach[name][index] for name in mine], mine)
        if chosen is None:
            return Outcome(None, headroom, separation, f"{term.name}: no rounded bound keeps both limits")
        proposed.append(chosen)
        notes.append(_describe(term, chosen, mine, reach, index))
    new_headroom, new_separation = _check_limits(terms, proposed, faults)
    if (new_headroom is not None and new_headroom < MIN_HEADROOM * (1 - _SLACK)) or (
            new_separation is not None and new_separation < MIN_SEPARATION * (1 - _SLACK)):
        return Outcome(None, headroom, separation, "internal check failed: the proposal misses a limit")
    return Outcome(proposed, new_headroom, new_separation,
                   f"per-term bounds: headroom {_fmt(headroom)} -> {_fmt(new_headroom)}, "
                   f"separation {_fmt(separation)} -> {_fmt(new_separation)}", notes)


def _admissible(term: Term, entry: dict, faults: list[str]) -> bool:
    return (term.legit(entry) <= (1 + _SLACK) / MIN_HEADROOM
            and all(term.fault(entry, name) >= MIN_SEPARATION * (1 - _SLACK) for name in faults))


def _describe(term: Term, chosen: dict, mine: list[str], reach: dict, index: int) -> str:
    bound = ", ".join(f"{key}={chosen[key]:.3g}" for key in term.keys if key in chosen)
    if mine:
        nearest = min(mine, key=lambda name: reach[name][index])
        why = f"nearest fault it must keep catching: {nearest}"
    else:
        why = "no fault relies on it"
    return f"{term.name}: {bound} (headroom {_fmt(1 / term.legit(chosen) if term.legit(chosen) else None)}; {why})"


def _fmt(value: float | None) -> str:
    return "inf" if value is None or not math.isfinite(value) else f"{value:.3g}"


def file_terms(comparison: PointwiseComparison, nominal: Path, legit_runs: list[Path], faults: dict[str, Path],
               authored: list[dict]) -> list[FileTerm] | None:
    """The terms of a check's pointwise files from its runs, or None when a legitimate run cannot be
    paired with the nominal one (the check then fails its own spread, which selfcheck reports)."""
    terms = []
    for entry, written in zip(comparison.files, authored):
        own = pairs(entry, nominal, nominal)
        if own is None:
            return None
        need = np.zeros_like(own.reference)
        for run in legit_runs:
            found = pairs(entry, nominal, run)
            if found is None:
                return None
            need = np.maximum(need, np.nan_to_num(found.error, nan=np.inf))
        floor = floors(entry, nominal / entry.path, own.reference, own.column)
        term = FileTerm(entry.path, written, own.reference, np.maximum(need, floor), floor=floor, column=own.column)
        for name, run in faults.items():
            found = pairs(entry, nominal, run)
            if found is not None:
                term.fault_errors[name] = np.nan_to_num(found.error, nan=np.inf)
        terms.append(term)
    return terms


def invariant_terms(comparison: InvariantsComparison, parts_by_run: dict[str, dict[str, dict]], legit: list[str],
                    faults: list[str], authored: list[dict], floor_of) -> list[InvariantTerm]:
    """The terms of a check's invariants from validate.py's per-invariant parts of each run."""
    terms = []
    for entry, written in zip(comparison.invariants, authored):
        name = entry.name
        seen = [parts_by_run.get(run, {}).get(name) for run in legit]
        value_reference = next((p.get("value_reference") for p in seen if p), None)
        distances = [p["distance"] for p in seen if p and p.get("distance") is not None]
        term = InvariantTerm(name, written, value_reference, distances, floor_of(entry, value_reference))
        for fault in faults:
            part = parts_by_run.get(fault, {}).get(name)
            term.fault_distances[fault] = part["distance"] if part and part.get("distance") is not None else 0.0
        terms.append(term)
    return terms

