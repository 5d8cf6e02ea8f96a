"""What must be equal between two selfchecks of the same leaf, wherever each ran.

A selfcheck writes three kinds of files into a leaf: the evidence and proposal stamped into each
check's rubric.json, comment/pipeline/self-validation.json and, on a pass,
comment/pipeline/runtime-metadata.json. Two runs of the same tree with the same sab and options
(on this machine, in a local pool or on a Dask worker) must write the same files, equal field for
field except:

- timestamps: the record's `created_at`, each evidence's `stamped_at`, each proposal's `proposed_at`;
- timings: the record's `suite_seconds`, each evidence's `runtime_s`, everything in
  runtime-metadata.json but its runner and the names of its checks (the machine it describes
  included), and the SLOW flag with its warning (a nominal run slower than twice its expected
  time), which follows from a timing;
- the record's `contract_fingerprint`, which covers the stamped rubrics and so their timestamps.
  Instead each record must be fresh: its fingerprints equal those of the leaf as written.

`comparable(leaf)` is the rest, as one JSON-ready value; `fresh(leaf)` the freshness condition.
"""

from __future__ import annotations

from pathlib import Path

from sab.jsonio import load_json
from sab.model.flags import Flag

TIMING_FLAGS = frozenset({Flag.SLOW})
_RECORD_DROPPED = ("created_at", "suite_seconds", "contract_fingerprint")
_EVIDENCE_DROPPED = ("stamped_at", "runtime_s")


def _flags(flags: list[str]) -> list[str]:
    return [flag for flag in flags if flag not in TIMING_FLAGS]


def _timing_warning(line: str) -> bool:
    return any(line.endswith(f": {flag}") for flag in TIMING_FLAGS)


def comparable_record(record: dict) -> dict:
    kept = {key: value for key, value in record.items() if key not in _RECORD_DROPPED}
    kept["checks"] = {name: {**check, "flags": _flags(check.get("flags", []))}
                      for name, check in record.get("checks", {}).items()}
    kept["warnings"] = [line for line in record.get("warnings", []) if not _timing_warning(line)]
    return kept


def comparable_rubric(rubric: dict) -> dict:
    kept = dict(rubric)
    evidence = rubric.get("evidence")
    if isinstance(evidence, dict):
        evidence = {key: value for key, value in evidence.items() if key not in _EVIDENCE_DROPPED}
        evidence["flags"] = _flags(evidence.get("flags", []))
        kept["evidence"] = evidence
    proposal = rubric.get("proposal")
    if isinstance(proposal, dict):
        kept["proposal"] = {key: value for key, value in proposal.items() if key != "proposed_at"}
    return kept


def comparable(leaf_dir: Path) -> dict:
    """Everything a selfcheck wrote into the leaf that must not depend on where or when it ran."""
    from sab.freshness import RECORD
    from sab.leaf import Leaf
    from sab.selfcheck.protocol import RUNTIME_RECORD

    leaf = Leaf.at(leaf_dir)
    found: dict = {"rubrics": {check.name: comparable_rubric(load_json(check.rubric_json)) for check in leaf.checks()}}
    record = leaf.pipeline_dir / RECORD
    found["record"] = comparable_record(load_json(record)) if record.is_file() else None
    runtime = leaf.pipeline_dir / RUNTIME_RECORD
    if runtime.is_file():
        data = load_json(runtime)
        found["runtime"] = {"runner": data.get("runner"), "checks": sorted(data.get("checks", {}))}
    else:
        found["runtime"] = None
    return found


def fresh(leaf_dir: Path) -> bool:
    """The leaf's record names the fingerprints of the leaf and its source as they are now."""
    from sab.freshness import freshness
    from sab.leaf import Leaf

    return freshness(Leaf.at(leaf_dir)).fresh
