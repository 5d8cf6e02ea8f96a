"""Rubric
  The rubric is checked before anything is read: sab's rubric model runs
  this same reader, so sab and validate.py accept and refuse the same
  rubrics.
"""

from __future__ import annotations

import json
import math
import os
import re

from sab.grader.parts.errors import WiringError


POLICIES = ("pointwise", "invariants", "hybrid")
# The keys of each policy's comparison.
COMPARISON_KEYS = {
    "pointwise": ("files",),
    "invariants": ("invariants", "coverage"),
    "hybrid": ("pointwise", "invariants"),
}

RAW_FORMATS = ("f64", "f32")
FORMATS = ("npy", "f64", "f32", "text", "json")
_COMMON_KEYS = ("path", "format", "atol", "rtol")
FILE_KEYS = {
    "npy": _COMMON_KEYS + ("columns",),
    "f64": _COMMON_KEYS + ("skip_header_bytes",),
    "f32": _COMMON_KEYS + ("skip_header_bytes",),
    "text": _COMMON_KEYS + ("comments", "skip_rows", "columns"),
    "json": _COMMON_KEYS,
}

KINDS = ("agreement", "drift", "distribution")
SERIES_FORMATS = ("npy", "f64", "f32", "text")
STATISTICS = ("final", "mean", "min", "max", "sum", "std", "norm")
METRICS = ("ks", "wasserstein")
# The keys an invariant may hold: those of its file's format and those of its kind.
_SERIES_KEYS = ("name", "kind", "file", "format", "column")
SERIES_KEYS = {
    "npy": _SERIES_KEYS,
    "f64": _SERIES_KEYS + ("skip_header_bytes",),
    "f32": _SERIES_KEYS + ("skip_header_bytes",),
    "text": _SERIES_KEYS + ("comments", "skip_rows"),
}
KIND_KEYS = {
    "agreement": ("statistic", "atol", "rtol"),
    "drift": ("bound",),
    "distribution": ("metric", "bound"),
}
KEBAB = re.compile(r"[a-z0-9]+(-[a-z0-9]+)*")
COVERAGE_KEYS = frozenset({"file", "format", "skip_header_bytes", "comments", "skip_rows", "rows", "progress"})
PROGRESS_KEYS = frozenset({"column", "atol", "rtol"})


def _reject_constant(name):
    raise ValueError(f"non-standard JSON constant {name}")


def read_rubric(path: str) -> dict:
    """The rubric as a strict JSON object, not yet checked."""
    try:
        with open(path, "rb") as handle:
            raw = handle.read()
    except OSError as exc:
        raise WiringError(f"cannot read rubric {path}: {exc.strerror or exc}") from None
    try:
        rubric = json.loads(raw, parse_constant=_reject_constant, object_pairs_hook=_no_duplicates)
    except (ValueError, RecursionError) as exc:
        raise WiringError(f"rubric {path} is not valid JSON: {exc}") from None
    if not isinstance(rubric, dict):
        raise WiringError("rubric must be a JSON object")
    return rubric


def _no_duplicates(pairs):
    seen = {}
    for key, value in pairs:
        if key in seen:
            raise ValueError(f"duplicate key {key!r}")
        seen[key] = value
    return seen

def rubric_policy(rubric: dict):
    """The rubric's policy when it is one this script knows, else None."""
    policy = rubric.get("policy")
    return policy if isinstance(policy, str) and policy in POLICIES else None


def parse_rubric(rubric: dict) -> dict:
    """The checked specs of a rubric: {"check", "policy", and "files" and/or "invariants" and
    "coverage"}, as its policy has them."""
    policy = rubric_policy(rubric)
    if policy is None:
        raise WiringError(f"rubric policy must be one of {', '.join(map(repr, POLICIES))}, got {rubric.get('policy')!r}")
    comparison = rubric.get("comparison")
    if not isinstance(comparison, dict):
        raise WiringError("rubric.comparison must be an object")
    specs = {"check": rubric.get("check"), "policy": policy}
    if policy == "hybrid":
        known_keys(comparison, COMPARISON_KEYS["hybrid"], "rubric.comparison")
        for part in COMPARISON_KEYS["hybrid"]:
            if not isinstance(comparison.get(part), dict):
                raise WiringError(f"rubric.comparison.{part} must be an object (a hybrid check judges both parts)")
        specs.update(pointwise_part(comparison["pointwise"], "comparison.pointwise"))
        specs.update(invariants_part(comparison["invariants"], "comparison.invariants"))
    elif policy == "pointwise":
        specs.update(pointwise_part(comparison, "comparison"))
    else:
        specs.update(invariants_part(comparison, "comparison"))
    return specs


def load_rubric(path: str) -> dict:
    return parse_rubric(read_rubric(path))


def listed_specs(comparison: dict, key: str, where: str, spec_of) -> list:
    """The checked specs of the non-empty list comparison[KEY]."""
    found = comparison.get(key)
    if not isinstance(found, list) or not found:
        raise WiringError(f"rubric.{where}.{key} must be a non-empty list")
    return [spec_of(f"{where}.{key}[{i}]", entry) for i, entry in enumerate(found)]


def pointwise_part(comparison: dict, where: str) -> dict:
    known_keys(comparison, COMPARISON_KEYS["pointwise"], f"rubric.{where}")
    specs = listed_specs(comparison, "files", where, file_spec)
    problem = repeated_files(specs)
    if problem:
        raise WiringError(f"rubric.{where}.files: {problem}")
    return {"files": specs}


def invariants_part(comparison: dict, where: str) -> dict:
    known_keys(comparison, COMPARISON_KEYS["invariants"], f"rubric.{where}")
    specs = listed_specs(comparison, "invariants", where, invariant_spec)
    names = [spec["name"] for spec in specs]
    if len(set(names)) != len(names):
        raise WiringError(f"rubric.{where}.invariants: invariant names must be unique")
    coverage = comparison.get("coverage")
    if not isinstance(coverage, list) or not coverage:
        raise WiringError(
            f"rubric.{where}.coverage must be a non-empty list: it states what proves the candidate "
            "did all the work (row counts, and the last value of a time or step column)"
        )
    covered = [coverage_spec(f"{where}.coverage[{i}]", entry) for i, entry in enumerate(coverage)]
    files = [entry["file"] for entry in covered]
    if len(set(files)) != len(files):
        raise WiringError(f"rubric.{where}.coverage: each file may be listed once")
    missing = sorted({spec["file"] for spec in specs} - set(files))
    if missing:
        raise WiringError(
            f"rubric.{where}.coverage: every file an invariant reads must be listed; missing: " + ", ".join(missing)
        )
    if not any(entry["progress"] is not None for entry in covered):
        raise WiringError(f"rubric.{where}.coverage: at least one entry needs progress (a time or step column)")
    return {"invariants": specs, "coverage": covered}


def repeated_files(specs) -> str:
    """Why the file entries overlap, or '' when they do not.  A file is listed once, except a
    text or npy file whose columns mix scales: each of its entries then names its own columns,
    and no column twice."""
    seen = {}
    for spec in specs:
        seen.setdefault(spec["path"], []).append(spec)
    for path, entries in seen.items():
        if len(entries) == 1:
            continue
        formats = {e["format"] for e in entries}
        if len(formats) > 1 or not formats <= {"text", "npy"} or any(e.get("columns") is None for e in entries):
            return (f"{path} is listed more than once; only a text or npy file may be, "
                    "each entry in the same format with its own columns")
        columns = [c for e in entries for c in set(e["columns"])]
        if len(set(columns)) != len(columns):
            return f"{path}: a column is graded by more than one entry"
    return ""


def known_keys(raw: dict, allowed, where: str) -> None:
    """Unknown keys are errors: a misspelt option must not silently fall back to its default."""
    unknown = sorted(set(raw) - set(allowed))
    if unknown:
        raise WiringError(f"{where} has unknown field(s) {', '.join(map(repr, unknown))}")


def rel_path(raw: dict, key: str, where: str) -> str:
    """Normalise a rubric path; absolute paths and '..' would escape the run dirs."""
    value = raw.get(key)
    if not isinstance(value, str) or not value or "\x00" in value:
        raise WiringError(f"{where}.{key} must be a non-empty string without NUL")
    if value.startswith("/") or os.path.isabs(value):
        raise WiringError(f"{where}.{key} {value!r} must be relative")
    parts = [p for p in value.split("/") if p not in ("", ".")]
    if ".." in value.split("/"):
        raise WiringError(f"{where}.{key} {value!r} must not contain '..'")
    if not parts:
        raise WiringError(f"{where}.{key} {value!r} names no file")
    return "/".join(parts)


def nonneg_number(raw: dict, key: str, where: str) -> float:
    """A required JSON number (integer or real, never a string or boolean), finite and >= 0."""
    value = raw.get(key)
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        raise WiringError(f"{where}.{key} must be a number")
    try:
        value = float(value)
    except OverflowError:  # an integer beyond the range of a double
        raise WiringError(f"{where}.{key} must be finite and >= 0") from None
    if not math.isfinite(value) or value < 0:
        raise WiringError(f"{where}.{key} must be finite and >= 0")
    return value


def nonneg_int(raw: dict, key: str, where: str, default, nullable: bool = False):
    """An optional JSON integer >= 0; absent means DEFAULT, null is refused unless NULLABLE."""
    if key not in raw:
        return default
    value = raw[key]
    if value is None and nullable:
        return None
    if isinstance(value, bool) or not isinstance(value, int) or value < 0:
        raise WiringError(f"{where}.{key} must be an integer >= 0" + (" or null" if nullable else ""))
    return value


def comment_markers(raw: dict, where: str):
    """null (no comments), one marker or a non-empty list; a marker is a non-empty
    string without leading or trailing whitespace."""
    value = raw.get("comments", "#")
    if value is None:
        return None
    if isinstance(value, str):
        value = [value]
    if not isinstance(value, list) or not value or not all(
        isinstance(v, str) and v and v.strip() == v for v in value
    ):
        raise WiringError(f"{where}.comments must be null, a marker or a list of markers")
    return tuple(value)


def choice(raw: dict, key: str, options, where: str) -> str:
    value = raw.get(key)
    if not isinstance(value, str) or value not in options:
        raise WiringError(f"{where}.{key} must be one of {', '.join(options)}")
    return value


def file_spec(where: str, raw) -> dict:
    if not isinstance(raw, dict):
        raise WiringError(f"{where} must be an object")
    spec = {"path": rel_path(raw, "path", where), "format": raw.get("format")}
    if not isinstance(spec["format"], str) or spec["format"] not in FORMATS:
        raise WiringError(f"{where}.format must be one of {', '.join(FORMATS)}")
    known_keys(raw, FILE_KEYS[spec["format"]], where)
    spec["atol"] = nonneg_number(raw, "atol", where)
    spec["rtol"] = nonneg_number(raw, "rtol", where)
    if spec["format"] in RAW_FORMATS:
        spec["skip_header_bytes"] = nonneg_int(raw, "skip_header_bytes", where, 0)
    if spec["format"] == "text":
        spec["comments"] = comment_markers(raw, where)
        spec["skip_rows"] = nonneg_int(raw, "skip_rows", where, 0)
    if spec["format"] in ("text", "npy"):
        columns = raw.get("columns")
        if columns is not None:
            if not isinstance(columns, list) or not columns or not all(
                isinstance(c, int) and not isinstance(c, bool) and c >= 0 for c in columns
            ):
                raise WiringError(f"{where}.columns must be null or a non-empty list of integers >= 0")
        spec["columns"] = columns
    return spec


def invariant_spec(where: str, raw) -> dict:
    if not isinstance(raw, dict):
        raise WiringError(f"{where} must be an object")
    name = raw.get("name")
    if not isinstance(name, str) or not KEBAB.fullmatch(name):
        raise WiringError(f"{where}.name must be a lower-kebab name such as energy-drift")
    spec = {
        "name": name,
        "kind": choice(raw, "kind", KINDS, where),
        "file": rel_path(raw, "file", where),
        "format": choice(raw, "format", SERIES_FORMATS, where),
        "column": nonneg_int(raw, "column", where, None, nullable=True),
    }
    known_keys(raw, SERIES_KEYS[spec["format"]] + KIND_KEYS[spec["kind"]], where)
    if spec["format"] in RAW_FORMATS:
        if spec["column"] is not None:
            raise WiringError(f"{where}.column must be null for raw {spec['format']} files")
        spec["skip_header_bytes"] = nonneg_int(raw, "skip_header_bytes", where, 0)
    if spec["format"] == "text":
        spec["comments"] = comment_markers(raw, where)
        spec["skip_rows"] = nonneg_int(raw, "skip_rows", where, 0)
    if spec["kind"] == "agreement":
        spec["statistic"] = choice(raw, "statistic", STATISTICS, where)
        spec["atol"] = nonneg_number(raw, "atol", where)
        spec["rtol"] = nonneg_number(raw, "rtol", where)
    elif spec["kind"] == "drift":
        spec["bound"] = nonneg_number(raw, "bound", where)
    else:
        spec["metric"] = choice(raw, "metric", METRICS, where)
        spec["bound"] = nonneg_number(raw, "bound", where)
    return spec


def coverage_spec(where: str, raw) -> dict:
    if not isinstance(raw, dict):
        raise WiringError(f"{where} must be an object")
    known_keys(raw, COVERAGE_KEYS, where)
    spec = {
        "file": rel_path(raw, "file", where),
        "format": choice(raw, "format", SERIES_FORMATS, where),
        "skip_header_bytes": nonneg_int(raw, "skip_header_bytes", where, 0),
        "comments": comment_markers(raw, where),
        "skip_rows": nonneg_int(raw, "skip_rows", where, 0),
        "rows": raw.get("rows", True),
        "progress": None,
    }
    if not isinstance(spec["rows"], bool):
        raise WiringError(f"{where}.rows must be true or false")
    progress = raw.get("progress")
    if progress is not None:
        inner = f"{where}.progress"
        if not isinstance(progress, dict):
            raise WiringError(f"{inner} must be null or an object")
        known_keys(progress, PROGRESS_KEYS, inner)
        column = nonneg_int(progress, "column", inner, None, nullable=True)
        if spec["format"] in RAW_FORMATS and column is not None:
            raise WiringError(f"{inner}.column must be null for raw {spec['format']} files")
        spec["progress"] = {
            "column": column,
            "atol": nonneg_number(progress, "atol", inner),
            "rtol": nonneg_number(progress, "rtol", inner),
        }
    if not spec["rows"] and spec["progress"] is None:
        raise WiringError(f"{where}: an entry with rows false needs progress (it would compare nothing)")
    return spec

