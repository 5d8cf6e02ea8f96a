"""The fields of task.toml that sab derives and people never keep in sync by hand.

`equivalence_explanation` is generated from the checks' rubrics, one line per check; the Harbor
execution tables are generated from `[metadata.<ns>.resources]`. Edits go through tomlkit so the
comments and ordering people wrote survive.
"""

from __future__ import annotations

from dataclasses import dataclass

import tomlkit

from sab.errors import SabError
from sab.jsonio import read_text, write_text_atomic
from sab.leaf import Leaf
from sab.model.rubric import bound_summary
from sab.model.task import harbor_tables
from sab.templates import PLACEHOLDER


def catalogue_line(check_name: str, leaf: Leaf) -> str:
    check = leaf.check(check_name)
    if PLACEHOLDER in read_text(check.rubric_json):
        return f"{check_name}: rubric not yet authored"
    rubric = check.rubric()
    return f"{check_name}: {rubric.policy}; {rubric.observable}; {bound_summary(rubric)}"


def catalogue(leaf: Leaf) -> list[str]:
    return [catalogue_line(check.name, leaf) for check in leaf.checks() if check.rubric_json.is_file()]


@dataclass
class SyncResult:
    changed: list[str]


def _expected_values(leaf: Leaf) -> dict[tuple[str, ...], object]:
    manifest = leaf.manifest
    expected: dict[tuple[str, ...], object] = {
        ("metadata", "sciaccel", "equivalence_explanation"): catalogue(leaf),
    }
    if manifest.sciaccel.kind == "import":
        return expected  # an imported leaf's Harbor tables are its benchmark's budgets, set by the importer
    for table, values in harbor_tables(manifest.sciaccel.resources).items():
        for key, value in values.items():
            expected[(table, key)] = value
    return expected


def _get(document: object, keys: tuple[str, ...]) -> object:
    node = document
    for key in keys:
        if not isinstance(node, dict) or key not in node:
            return None
        node = node[key]
    return node.unwrap() if hasattr(node, "unwrap") else node


def stale_fields(leaf: Leaf) -> list[str]:
    """Dotted names of derived fields whose value in task.toml differs from the derivation."""
    document = tomlkit.parse(read_text(leaf.task_toml))
    stale = []
    for keys, value in _expected_values(leaf).items():
        current = _get(document, keys)
        if isinstance(value, float) and isinstance(current, (int, float)) and not isinstance(current, bool):
            if float(current) == value:
                continue
        if current != value:
            stale.append(".".join(keys))
    return stale


def sync(leaf: Leaf) -> SyncResult:
    """Rewrite the derived fields in place, keeping every comment and the key order."""
    text = read_text(leaf.task_toml)
    try:
        document = tomlkit.parse(text)
    except tomlkit.exceptions.ParseError as exc:
        raise SabError(f"invalid TOML: {exc}", file=leaf.task_toml) from None
    changed = stale_fields(leaf)
    for keys, value in _expected_values(leaf).items():
        if ".".join(keys) not in changed:
            continue
        node = document
        for key in keys[:-1]:
            if key not in node:
                node[key] = tomlkit.table()
            node = node[key]
        if isinstance(value, list):
            array = tomlkit.array()
            array.extend(value)
            array.multiline(True)
            node[keys[-1]] = array
        else:
            node[keys[-1]] = value
    if changed:
        write_text_atomic(leaf.task_toml, tomlkit.dumps(document))
        leaf.__dict__.pop("manifest", None)
    return SyncResult(changed)
