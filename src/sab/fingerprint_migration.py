"""`sab fingerprint migrate`: every recorded fingerprint of a repository in the current format.

The records are the codebase reports (`codebase-reports/<name>/codebase-metadata.json`,
`fingerprint`) and the leaves' self-validation records
(`tasks/<codebase>/<module>/comment/pipeline/self-validation.json`, `contract_fingerprint` and
`source_fingerprint`). A record in the first format (`sha256:`) is rewritten only when that old
value still equals the tree's fingerprint computed the first format's way, and the tree holds
nothing the first format did not cover (a link to a directory): the new value then vouches for
exactly what the old one did. A record that no longer matches is left as it is, stale, and
named; so is a record in the current format, untouched. Nothing else in a record changes: the
JSON is rewritten in sab's one canonical form, which is the form it was written in.

A rewritten codebase report's rendered files (.md, .html, .bib) and THIRD-PARTY-LICENSES.md show
the fingerprint, so those that were up to date before are rendered again; the contract
fingerprint excludes comment/, so rewriting a leaf's record does not change the leaf's contract.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from sab.errors import SabError
from sab.fingerprint import CONTRACT_EXCLUDED, format_of, legacy_fingerprint, measure, one_run
from sab.fingerprint.legacy import covered
from sab.freshness import RECORD, source_dir_of
from sab.jsonio import load_json, write_json_atomic
from sab.leaf import Leaf, find_leaves
from sab.sources import report, third_party
from sab.sources.layout import Source, recorded_names

ACTIONS = ("migrated", "current", "left")


@dataclass(frozen=True)
class Outcome:
    record: str  # path relative to the repository root
    action: str  # migrated | current | left
    detail: str = ""

    def as_dict(self) -> dict[str, str]:
        return {"record": self.record, "action": self.action, "detail": self.detail}


def _carried(value: str, tree: Path, exclude_top: frozenset[str], what: str) -> tuple[str | None, str]:
    """(the value in the current format, "") when `value` still describes `tree`; else (None, why)."""
    form = format_of(value)
    if form == "unknown":
        return None, f"{what}: {value!r} is no fingerprint sab knows"
    measured = measure(tree, exclude_top=exclude_top)
    if form == "current":
        if measured.fingerprint == value:
            return value, ""
        return None, f"{what}: the tree changed since it was recorded"
    if legacy_fingerprint(tree, exclude_top=exclude_top) != value:
        return None, f"{what}: the tree changed since it was recorded (old format, sha256:)"
    extra = sorted({entry.path for entry in measured.entries} - set(covered(tree, exclude_top=exclude_top)))
    if extra:
        return None, (f"{what}: {extra[0]} (a link to a directory) was not covered by the old format"
                      + (f", nor {len(extra) - 1} more" if len(extra) > 1 else ""))
    return measured.fingerprint, ""


def _source(root: Path, name: str, dry_run: bool) -> tuple[Outcome, bool]:
    """The report's outcome, and whether its rendered files must be rendered again."""
    source = Source(root, name)
    shown = source.relative(source.metadata_json)
    try:
        data = load_json(source.metadata_json)
        value = data["fingerprint"] if isinstance(data, dict) else None
    except (SabError, KeyError) as exc:
        return Outcome(shown, "left", f"unreadable: {exc}"), False
    if not isinstance(value, str):
        return Outcome(shown, "left", "fingerprint: not a string"), False
    if format_of(value) == "current":
        return Outcome(shown, "current"), False
    tree = source.tree
    if tree.is_symlink() or not tree.is_dir():
        return Outcome(shown, "left", f"{source.relative(tree)}/ is not a directory of the repository"), False
    new, why = _carried(value, tree, frozenset(), "fingerprint")
    if new is None:
        return Outcome(shown, "left", f"{why}; `sab source verify {name}` names what changed"), False
    try:
        rendered_fresh = not report.stale(source)
    except SabError:
        rendered_fresh = False
    if not dry_run:
        data["fingerprint"] = new
        write_json_atomic(source.metadata_json, data)
        if rendered_fresh:
            report.write(source)
    return Outcome(shown, "migrated", f"{value} -> {new}"), True


def _leaf(root: Path, leaf_dir: Path, dry_run: bool) -> Outcome | None:
    leaf = Leaf.at(leaf_dir)
    path = leaf.pipeline_dir / RECORD
    if not path.is_file():
        return None
    shown = path.relative_to(root).as_posix()
    try:
        data = load_json(path)
        contract, source = data["contract_fingerprint"], data["source_fingerprint"]
    except (SabError, KeyError, TypeError) as exc:
        return Outcome(shown, "left", f"unreadable: {exc}")
    if not isinstance(contract, str) or not isinstance(source, str):
        return Outcome(shown, "left", "contract_fingerprint and source_fingerprint must be strings")
    if format_of(contract) == "current" and format_of(source) == "current":
        return Outcome(shown, "current")
    try:
        source_dir = source_dir_of(leaf)
    except SabError as exc:
        return Outcome(shown, "left", str(exc))
    if source_dir is None or not source_dir.is_dir():
        return Outcome(shown, "left", "the leaf's source is not under code/, so its source fingerprint cannot be checked")
    new_contract, why = _carried(contract, leaf.root, CONTRACT_EXCLUDED, "contract_fingerprint")
    new_source, why_source = (None, "") if new_contract is None else _carried(source, source_dir, frozenset(), "source_fingerprint")
    if new_contract is None or new_source is None:
        return Outcome(shown, "left", f"{why or why_source}; re-run `sab selfcheck {leaf.relative_to_root(root)}`")
    if not dry_run:
        data["contract_fingerprint"], data["source_fingerprint"] = new_contract, new_source
        write_json_atomic(path, data)
    return Outcome(shown, "migrated", f"{contract} -> {new_contract}; {source} -> {new_source}")


def migrate(root: Path, *, dry_run: bool = False) -> list[Outcome]:
    """Migrate every record of the repository at `root` (see the module doc); `dry_run` writes nothing."""
    outcomes: list[Outcome] = []
    with one_run():
        try:
            licenses_fresh = not third_party.stale(root)
        except SabError:
            licenses_fresh = False
        rerender = False
        for name in recorded_names(root):
            outcome, changed = _source(root, name, dry_run)
            outcomes.append(outcome)
            rerender = rerender or changed
        if rerender and licenses_fresh and not dry_run:
            third_party.write(root)
        tasks = root / "tasks"
        for leaf_dir in find_leaves(tasks) if tasks.is_dir() else []:
            outcome = _leaf(root, leaf_dir, dry_run)
            if outcome is not None:
                outcomes.append(outcome)
    return outcomes
