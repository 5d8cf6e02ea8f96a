"""A foreign rubric.json in this repository's rubric model.

What maps (docs/migrate.md has the table): the prose fields; a shared `comparison.atol/rtol`
pushed into every file entry (an entry's own atol/rtol wins); a text entry's `columns` list, which
the peer's stock grader read (numpy's usecols); invariants `mode` agreement/drift as `kind`
agreement/drift, `max_relative_drift` as the drift `bound`, `column` as the series column;
`altbuild: "none: ..."` as a null altbuild whose reason joins the warrant. What does not:
the peer's `evidence` (selfcheck writes sab's), prose keys sab has no field for (kept for
comment/README.md), and the coverage sab requires of every invariants part (the time or step
column whose last value proves the run reached its end), which the peer never states: such a
check is left out and its converted rubric kept as a draft to finish.

What a file entry grades is never narrowed. The peer's stock grader ignored `column`, `columns`
on anything but a text file, and per-column tolerances (`per_column`, `column_tolerances`, a
`columns` table), and graded every value of the file at one tolerance. sab would honour them and
grade only the columns they name; the rubric does not say how many columns the file has, so sab
cannot add "every other column" at the shared tolerance. So such a key is dropped and the whole
file graded as the peer graded it, with a warning; a per-column tolerance looser than the entry's
leaves the check out, since grading that column tighter than its author meant could fail a
faithful candidate: the author splits the file by `columns` by hand.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from sab.errors import SabError
from sab.model.base import KEBAB, parse
from sab.model.rubric import POLICIES, Rubric

PROSE = ("upstream_test", "configuration", "observable", "variant", "warrant")
SAB_KEYS = frozenset({"check", "policy", "chaotic", "expected_runtime_s", "altbuild", "comparison", "evidence", *PROSE})
FILE_OPTIONS = {"npy": ("columns",), "f64": ("skip_header_bytes",), "f32": ("skip_header_bytes",),
                "text": ("comments", "skip_rows", "columns"), "json": ()}
SERIES_OPTIONS = {"npy": (), "f64": ("skip_header_bytes",), "f32": ("skip_header_bytes",), "text": ("comments", "skip_rows")}
STATISTICS = ("final", "mean", "min", "max", "sum", "std", "norm")
PER_COLUMN_KEYS = ("per_column", "column_tolerances")


class NotExpressible(Exception):
    """A part of the rubric this repository's model cannot hold; the message says which and why."""


@dataclass
class Converted:
    rubric: dict | None = None           # the converted rubric (None: the check is left out)
    left_out: str | None = None
    draft: dict | None = None            # a rubric converted but for what a person must add
    kept_prose: dict[str, str] = field(default_factory=dict)   # peer prose without a rubric field
    notes: list[str] = field(default_factory=list)
    warnings: list[str] = field(default_factory=list)


def kebab(name: str) -> str:
    return re.sub(r"-+", "-", re.sub(r"[^a-z0-9]+", "-", name.lower())).strip("-")


def _number(value: object, what: str) -> float:
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        raise NotExpressible(f"{what} is {value!r}, not a number")
    return float(value)


def _tolerance(entry: dict, shared: dict, where: str, out: Converted, stock_grader: bool) -> tuple[float, float]:
    own = {key for key in ("atol", "rtol") if key in entry}
    if own and stock_grader:
        out.warnings.append(f"{where}: its own {'/'.join(sorted(own))} is now in force; the peer's stock grader "
                            "applied only the shared comparison.atol/rtol to it")
    atol = entry["atol"] if "atol" in entry else shared.get("atol")
    rtol = entry["rtol"] if "rtol" in entry else shared.get("rtol", 0.0)
    if atol is None:
        raise NotExpressible(f"{where}: no atol, neither its own nor a shared comparison.atol")
    return _number(atol, f"{where}.atol"), _number(rtol, f"{where}.rtol")


def _per_column(entry: dict, where: str, base: tuple[float, float]) -> tuple[str, dict[int, tuple[float, float]]] | None:
    """The per-column tolerances of a file entry as (the key that holds them, {column: (atol, rtol)}),
    or None when it has none."""
    table = entry.get("columns")
    if isinstance(table, dict):
        key = "columns"
        rows = [{"columns": [column], **(value if isinstance(value, dict) else {"_": value})} for column, value in table.items()]
    else:
        listed = [name for name in PER_COLUMN_KEYS if name in entry]
        if not listed:
            return None
        key, rows = listed[0], entry[listed[0]]
        if not isinstance(rows, list):
            raise NotExpressible(f"{where}.{key} is not a list of {{columns, atol, rtol}} objects")
    tolerances: dict[int, tuple[float, float]] = {}
    for row in rows:
        if not isinstance(row, dict) or set(row) - {"column", "columns", "atol", "rtol"}:
            raise NotExpressible(f"{where}: a per-column tolerance {row!r} is not {{column(s), atol, rtol}}")
        columns = row.get("columns", [row.get("column")])
        columns = columns if isinstance(columns, list) else [columns]
        try:
            indices = [int(column) for column in columns]
        except (TypeError, ValueError):
            raise NotExpressible(f"{where}: per-column tolerance names columns {columns!r}, not column indices") from None
        atol = _number(row.get("atol", base[0]), f"{where} column {indices} atol")
        rtol = _number(row.get("rtol", base[1]), f"{where} column {indices} rtol")
        tolerances.update((index, (atol, rtol)) for index in indices)
    return key, tolerances


def _ignored(stock_grader: bool) -> str:
    return "the peer's stock grader ignored it" if stock_grader else "the peer's stock grader would have ignored it"


def _file_entry(entry: dict, shared: dict, index: int, out: Converted, stock_grader: bool) -> dict:
    where = f"comparison.files[{index}]"
    if not isinstance(entry, dict) or not isinstance(entry.get("path"), str):
        raise NotExpressible(f"{where} has no path")
    fmt = entry.get("format", "f64")  # the peer graders read a file without a format as raw f64
    if fmt not in FILE_OPTIONS:
        raise NotExpressible(f"{where}: format {fmt!r} is none of {', '.join(FILE_OPTIONS)}")
    where = f"{where} ({entry['path']})"
    atol, rtol = _tolerance(entry, shared, where, out, stock_grader)
    base = {"path": entry["path"], "format": fmt}
    for option in FILE_OPTIONS[fmt]:
        if option in entry and option != "columns":
            base[option] = entry[option]
    chosen = entry.get("columns")
    if fmt == "text" and chosen is not None and not isinstance(chosen, dict):
        base["columns"] = chosen if isinstance(chosen, list) else [chosen]  # the peer's grader read only these
    graded = f"columns {base['columns']} are" if "columns" in base else "the whole file is"
    ignored = ["column"] if "column" in entry else []
    if chosen is not None and fmt != "text" and not isinstance(chosen, dict):  # a table: per-column, below
        ignored.append("columns")
    for key in ignored:
        out.warnings.append(f"{where}: `{key}` ({entry[key]!r}) dropped and {graded} graded, as the peer graded it "
                            f"({_ignored(stock_grader)}); honouring it would leave the file's other values ungraded")
    dropped = sorted(set(entry) - {"path", "format", "atol", "rtol", "column", "columns", *FILE_OPTIONS[fmt], *PER_COLUMN_KEYS})
    for key in dropped:
        value = entry[key]
        if key == "skip_header_bytes" and value in (0, None):
            continue  # the peer stamps it on every entry; 0 is what sab does
        if "column" in key or "tol" in key:
            raise NotExpressible(f"{where}: `{key}` ({value!r}) is a per-column or tolerance setting sab's "
                                 "rubric has no field for")
        out.warnings.append(f"{where}: `{key}` ({value!r}) dropped: sab's {fmt} entries have no such option"
                            + (" (the peer's stock grader ignored it too)" if stock_grader else ""))
    per_column = _per_column(entry, where, (atol, rtol))
    if per_column is not None:
        key, tolerances = per_column
        looser = sorted(column for column, (a, r) in tolerances.items() if a > atol or r > rtol)
        if looser:
            raise NotExpressible(
                f"{where}: per-column tolerances cannot be converted without knowing the file's columns: column(s) "
                f"{looser} of `{key}` allow more than the entry's atol={atol:g} rtol={rtol:g}, and honouring that "
                "needs every other column listed in an entry of its own at the entry's tolerance, but the rubric does "
                "not say how many columns the file has; split the file by `columns` by hand, listing every column, "
                "each with its tolerance")
        tighter = sorted(column for column, tolerance in tolerances.items() if tolerance != (atol, rtol))
        out.warnings.append(
            f"{where}: `{key}` dropped and {graded} graded at atol={atol:g} rtol={rtol:g}, as the peer graded it "
            f"({_ignored(stock_grader)})" + (f"; the tighter tolerance of column(s) {tighter} is not carried over "
                                             "(sab cannot name the file's other columns): split the file by `columns` "
                                             "by hand, listing every column, to keep it" if tighter else ""))
    return {**base, "atol": atol, "rtol": rtol}


def _series(entry: dict, where: str, out: Converted) -> dict:
    fmt = entry.get("format", "text")  # the peer's invariants grader reads text by default
    if fmt not in SERIES_OPTIONS:
        raise NotExpressible(f"{where}: format {fmt!r} cannot be read as a series")
    name = kebab(str(entry.get("name", "")))
    if not KEBAB.match(name):
        raise NotExpressible(f"{where}: name {entry.get('name')!r} cannot be made lower-kebab")
    if name != entry.get("name"):
        out.notes.append(f"{where}: name {entry.get('name')!r} written as {name!r} (lower-kebab)")
    series = {"name": name, "file": entry.get("file"), "format": fmt}
    for option in SERIES_OPTIONS[fmt]:
        if option in entry:
            series[option] = entry[option]
    if fmt == "text":
        series["column"] = entry.get("column", 0)  # the peer's default column
    elif fmt == "npy" and entry.get("column") is not None:
        series["column"] = entry["column"]
        out.warnings.append(f"{where}: `column` {entry['column']} now picks that index of the last axis; "
                            "the peer's stock grader read the whole array flattened")
    return series


def _invariant(entry: dict, index: int, out: Converted) -> dict:
    where = f"comparison.invariants[{index}]"
    if not isinstance(entry, dict):
        raise NotExpressible(f"{where} is not an object")
    series = _series(entry, where, out)
    mode = entry.get("mode", entry.get("kind", "agreement"))
    if mode == "agreement":
        statistic = entry.get("statistic", "final")
        if statistic not in STATISTICS:
            raise NotExpressible(f"{where}: statistic {statistic!r} is none of {', '.join(STATISTICS)}")
        if entry.get("rtol") is None:
            raise NotExpressible(f"{where}: rtol is not set")
        return {**series, "kind": "agreement", "statistic": statistic,
                "atol": _number(entry.get("atol", 0.0), f"{where}.atol"), "rtol": _number(entry["rtol"], f"{where}.rtol")}
    if mode == "drift":
        bound = entry.get("max_relative_drift", entry.get("bound"))
        if bound is None:
            raise NotExpressible(f"{where}: drift without max_relative_drift")
        out.warnings.append(f"{where}: drift bound {bound} now holds for the candidate's run only; the peer's grader "
                            "also held the reference's run to it")
        return {**series, "kind": "drift", "bound": _number(bound, f"{where}.max_relative_drift")}
    if mode == "distribution":
        return {**series, "kind": "distribution", "metric": entry.get("metric"),
                "bound": _number(entry.get("bound"), f"{where}.bound")}
    raise NotExpressible(f"{where}: mode {mode!r} is none of agreement, drift, distribution")


def _coverage_draft(invariants: list[dict]) -> list[dict]:
    """The row-count half of the coverage, one entry per file an invariant reads."""
    drafted: dict[str, dict] = {}
    for entry in invariants:
        reading = {key: entry[key] for key in ("comments", "skip_rows", "skip_header_bytes") if key in entry}
        drafted.setdefault(entry["file"], {"file": entry["file"], "format": entry["format"], **reading})
    return list(drafted.values())


def _altbuild(value: object, out: Converted) -> tuple[str | None, str | None]:
    """(the altbuild, the reason there is none)."""
    if value is None:
        return None, None
    text = str(value).strip()
    if re.match(r"(?i)^none\b", text):
        reason = re.sub(r"(?i)^none\s*[:.,-]?\s*", "", text)
        out.notes.append("altbuild `none: ...` written as null; the reason joins the warrant")
        return None, reason or None
    return text, None


def convert(old: dict, check: str, *, stock_grader: bool) -> Converted:
    """The rubric of check `check` (its new folder name) converted, or the reason it cannot be."""
    out = Converted()
    try:
        rubric = _convert(old, check, out, stock_grader)
    except NotExpressible as exc:
        out.left_out = str(exc)
        return out
    if out.draft is not None:
        return out
    try:
        parse(Rubric, rubric, f"tests/checks/{check}/rubric.json")
    except SabError as exc:
        out.left_out = f"the converted rubric does not hold in sab's model: {exc.field}: {exc.message}"
        out.draft = rubric
        return out
    out.rubric = rubric
    return out


def _convert(old: dict, check: str, out: Converted, stock_grader: bool) -> dict:
    if not isinstance(old, dict):
        raise NotExpressible("rubric.json is not a JSON object")
    comparison = old.get("comparison")
    if not isinstance(comparison, dict):
        raise NotExpressible("rubric.json has no comparison object")
    policy = old.get("policy")
    if "files" in comparison and "invariants" in comparison:
        policy = "hybrid"
    if policy not in POLICIES:
        raise NotExpressible(f"policy {policy!r} has no equivalent here (policies: {', '.join(POLICIES)})")
    missing = [key for key in PROSE if not str(old.get(key) or "").strip()]
    if missing:
        raise NotExpressible(f"rubric.json has no {', '.join(missing)} (sab requires the prose curators read)")
    runtime = old.get("expected_runtime_s")
    if isinstance(runtime, bool) or not isinstance(runtime, (int, float)) or runtime <= 0:
        out.warnings.append(f"expected_runtime_s is {runtime!r}; written as 1.0 (selfcheck measures it: update it)")
        runtime = 1.0
    altbuild, no_altbuild = _altbuild(old.get("altbuild"), out)
    warrant = str(old["warrant"]).strip()
    if no_altbuild:
        warrant += f" No alternative build: {no_altbuild}"
    rubric = {
        "check": check,
        "policy": policy,
        "chaotic": old.get("chaotic", False) is True,
        **{key: str(old[key]).strip() for key in PROSE if key != "warrant"},
        "expected_runtime_s": float(runtime),
        "altbuild": altbuild,
        "warrant": warrant,
        "evidence": None,
        "proposal": None,
        "rulings": [],
    }
    if old.get("chaotic") not in (True, False):
        out.warnings.append(f"chaotic is {old.get('chaotic')!r}; written as {rubric['chaotic']}")
    if old.get("evidence") is not None:
        out.notes.append("the peer's evidence is not carried over (sab's is written by selfcheck); "
                         "the old rubric keeps it under comment/migrated-from/")
    for key in sorted(set(old) - SAB_KEYS):
        out.kept_prose[key] = old[key] if isinstance(old[key], str) else repr(old[key])
        out.notes.append(f"`{key}` has no rubric field here; its text is kept in comment/README.md")
    shared = {key: comparison[key] for key in ("atol", "rtol") if key in comparison}
    files = [_file_entry(entry, shared, index, out, stock_grader) for index, entry in enumerate(comparison.get("files") or [])]
    invariants = [_invariant(entry, index, out) for index, entry in enumerate(comparison.get("invariants") or [])]
    extra = sorted(set(comparison) - {"atol", "rtol", "files", "invariants", "coverage"})
    if extra:
        raise NotExpressible(f"comparison keys {', '.join(extra)} have no equivalent in sab's rubric model")
    if policy == "pointwise":
        rubric["comparison"] = {"files": files}
        return rubric
    part = {"invariants": invariants, "coverage": comparison.get("coverage") or _coverage_draft(invariants)}
    rubric["comparison"] = part if policy == "invariants" else {"pointwise": {"files": files}, "invariants": part}
    if "coverage" not in comparison:
        out.draft = rubric
        out.left_out = (
            f"a {policy} rubric here must state its coverage (each file an invariant reads, and the time or step "
            "column whose last value proves the run reached its end: docs/leaf.md); the old rubric states none and "
            "it cannot be derived. The converted rubric, with the row counts drafted and `progress` to add, is "
            f"comment/migrated-from/drafts/{check}/rubric.json")
    return rubric
