"""Shared model plumbing: strict base class, name patterns, and parse-with-file-context."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Annotated, Any

from pydantic import BaseModel, ConfigDict, StringConstraints, TypeAdapter, ValidationError

from sab.errors import FileFormatError

KEBAB_PATTERN = r"^[a-z0-9]+(-[a-z0-9]+)*$"
NAME_MAX = 64
# A directory name (codebase, module, check, source): lower-kebab, whole (`\Z`, so a trailing
# newline cannot slip past `$`), at most NAME_MAX characters. `KEBAB.match` is a full match.
KEBAB = re.compile(rf"(?=[a-z0-9-]{{1,{NAME_MAX}}}\Z)[a-z0-9]+(?:-[a-z0-9]+)*\Z")
Kebab = Annotated[str, StringConstraints(pattern=KEBAB_PATTERN)]
# A name that becomes one directory under code/.
SourceName = Annotated[str, StringConstraints(pattern=KEBAB_PATTERN, max_length=NAME_MAX)]


class Strict(BaseModel):
    """Unknown keys are errors: a typo in a rubric must not silently disable a rule.

    Values are taken as written, never coerced: a number is a JSON (or TOML) number, not a
    string or a boolean, an integer is not a real, a list is a list; and every real number is
    finite (JSON's 1e999 and TOML's inf read as infinity). validate.py reads a rubric's comparison
    by the same rules, and a rubric's model runs validate.py's own reader as well
    (tests/test_rubric_contract.py and tests/test_grader_assembly.py hold the two to it).
    """

    model_config = ConfigDict(extra="forbid", strict=True, allow_inf_nan=False)


class Open(BaseModel):
    """Records owned by others (Harbor's tables, benchmarks' metadata): keys sab does not use
    pass through untouched. Real numbers are finite; see StrictOpen for typed tables sab reads."""

    model_config = ConfigDict(extra="allow", allow_inf_nan=False)


class StrictOpen(BaseModel):
    """Open to keys sab does not use, strict (as Strict) on the keys it types."""

    model_config = ConfigDict(extra="allow", strict=True, allow_inf_nan=False)



# Discriminated unions put the tag of the chosen member into an error's location; a person
# thinks of `comparison.files[0].atol`, not `comparison.files[0].f64.atol`.
UNION_TAGS = frozenset(
    {"pointwise", "invariants", "hybrid", "npy", "f64", "f32", "text", "json", "agreement", "drift", "distribution"}
)


def _location(loc: tuple[Any, ...]) -> str:
    text = ""
    for index, part in enumerate(loc):
        # A tag sits at the top (the policy) or right after a list index (a file or invariant).
        if part in UNION_TAGS and (index == 0 or isinstance(loc[index - 1], int)):
            continue
        if isinstance(part, int):
            text += f"[{part}]"
        else:
            text += f".{part}" if text else str(part)
    return text or "(top level)"


_ADAPTERS: dict[Any, TypeAdapter] = {}


def parse(model: Any, data: Any, file: Path | str) -> Any:
    """Validate `data` as `model` (a model class or an annotated union); errors name file and field."""
    adapter = _ADAPTERS.get(model)
    if adapter is None:
        adapter = _ADAPTERS[model] = TypeAdapter(model)
    try:
        return adapter.validate_python(data)
    except ValidationError as exc:
        first, *rest = exc.errors()
        field = _location(first["loc"])
        message = first["msg"]
        if first["type"] == "missing":
            message = "required field is missing"
        elif first["type"] == "extra_forbidden":
            message = "unknown field (check the spelling against the schema in schemas/)"
        if rest:
            others = "; ".join(f"{_location(e['loc'])}: {e['msg']}" for e in rest[:4])
            message += f" (and {len(rest)} more: {others})"
        raise FileFormatError(message, file=file, field=field) from None
