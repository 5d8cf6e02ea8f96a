"""Is a leaf's self-validation record still about the leaf and source as they are now?"""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path

from sab.errors import SabError
from sab.fingerprint import CONTRACT_EXCLUDED, compare
from sab.jsonio import load_json
from sab.leaf import Leaf, repository_root
from sab.model.base import parse
from sab.model.records import SelfValidationRecord

RECORD = "self-validation.json"
_OLD = {"old-changed": " (its record is in the old fingerprint format, sha256:); run `sab selfcheck`"}


@dataclass(frozen=True)
class Freshness:
    record: SelfValidationRecord | None
    fresh: bool
    reason: str


def source_dir_of(leaf: Leaf) -> Path | None:
    source = leaf.manifest.sciaccel.source
    root = repository_root(leaf.root)
    if not source or root is None:
        return None
    tree = root / "code" / source
    if tree.is_symlink():
        raise SabError(f"code/{source} is a symbolic link (to {os.readlink(tree)!r}); a source is a directory of "
                       "the repository", file=tree, fix=f"vendor it again with `sab source add {source} ...`")
    return tree


def freshness(leaf: Leaf) -> Freshness:
    path = leaf.pipeline_dir / RECORD
    if not path.is_file():
        return Freshness(None, False, "no self-validation record; run `sab selfcheck`")
    try:
        record = parse(SelfValidationRecord, load_json(path), path)
    except SabError as exc:
        return Freshness(None, False, f"unreadable record: {exc}")
    contract = compare(record.contract_fingerprint, leaf.root, exclude_top=CONTRACT_EXCLUDED)
    if contract in ("changed", "old-changed"):
        return Freshness(record, False, "the leaf changed since its selfcheck" + _OLD.get(contract, ""))
    source_dir = source_dir_of(leaf)
    source = None
    if source_dir is not None and source_dir.is_dir():
        source = compare(record.source_fingerprint, source_dir)
        if source in ("changed", "old-changed"):
            return Freshness(record, False, "the source changed since the selfcheck" + _OLD.get(source, ""))
    if "old-same" in (contract, source):
        return Freshness(record, False, "recorded in the old fingerprint format (sha256:), leaf and source unchanged "
                                        "since the selfcheck; run `sab fingerprint migrate` (or `sab selfcheck`)")
    return Freshness(record, True, "fresh")
