"""A foreign target descriptor made flat: `id` -> `device`, `host.cpu` -> `host_cpu`, a list of notes -> one string.

The file keeps its name (a leading `_` still disables it) and its `status` and `placeholder`.
Nested objects become prefixed keys at any depth; a list of scalars becomes one string joined by
spaces (notes are sentences) — a list holding objects has no flat form and is dropped, reported.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field

from sab.errors import SabError
from sab.model.base import parse
from sab.model.target import TargetSpec
from sab.migrate.rubrics import kebab


@dataclass
class TargetResult:
    data: dict | None
    problem: str | None = None
    notes: list[str] = field(default_factory=list)
    warnings: list[str] = field(default_factory=list)


def _flatten(prefix: str, value: object, flat: dict, result: TargetResult, where: str) -> None:
    if isinstance(value, dict):
        for key, item in value.items():
            _flatten(f"{prefix}_{key}" if prefix else str(key), item, flat, result, where)
        return
    if isinstance(value, list):
        if all(not isinstance(item, (dict, list)) for item in value):
            flat[prefix] = " ".join(str(item) for item in value if item is not None)
            result.notes.append(f"{where}: list `{prefix}` written as one string")
        else:
            result.warnings.append(f"{where}: `{prefix}` holds objects or lists, which a flat target cannot; dropped")
        return
    if isinstance(value, float) and not math.isfinite(value):
        result.warnings.append(f"{where}: `{prefix}` is not a finite number; dropped")
        return
    flat[prefix] = value


def flatten_target(old: object, where: str) -> TargetResult:
    """The flat descriptor of `old` (a parsed peer target), validated against sab's model."""
    result = TargetResult(None)
    if not isinstance(old, dict):
        result.problem = f"{where} is not a JSON object"
        return result
    flat: dict = {}
    for key, value in old.items():
        if key == "id":
            continue
        _flatten(str(key), value, flat, result, where)
    nested = sorted(key for key, value in old.items() if isinstance(value, dict))
    if nested:
        result.notes.append(f"{where}: nested {', '.join(nested)} written as prefixed keys ({nested[0]}_...)")
    if "device" not in flat:
        device = kebab(str(old.get("id") or ""))
        if not device:
            result.problem = f"{where} has neither `device` nor `id`"
            return result
        flat = {"device": device, **flat}
        result.notes.append(f"{where}: `id` written as `device` {device!r}")
    try:
        parse(TargetSpec, flat, where)
    except SabError as exc:
        result.problem = f"{where}: the flat descriptor does not hold in sab's target model: {exc.field}: {exc.message}"
        return result
    result.data = flat
    return result
