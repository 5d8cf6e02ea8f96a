"""JSON files (pointwise)
  Numbers are compared by tolerance, strings, booleans and nulls exactly,
  keyed by their path; documents are parsed whole, up to MAX_JSON_BYTES.
"""

from __future__ import annotations

import json
import math

import numpy as np

from sab.grader.parts.core import COMPARE, MAX_LISTED, OpenedFile
from sab.grader.parts.errors import side_error
from sab.grader.parts.pointwise import Comparator
from sab.grader.parts.rubric import _no_duplicates, _reject_constant


# JSON documents are parsed whole; Python objects take ~10x the text.
MAX_JSON_BYTES = 16 << 20
JSON_BATCH = 4096


def load_json(opened: OpenedFile, side: str):
    if opened.size > MAX_JSON_BYTES:
        raise side_error(side, f"JSON file is larger than {MAX_JSON_BYTES} bytes")
    data = opened.handle.read(MAX_JSON_BYTES + 1)
    try:
        return json.loads(data, parse_constant=_reject_constant, object_pairs_hook=_no_duplicates)
    except RecursionError:
        raise side_error(side, "JSON is nested too deeply") from None
    except ValueError as exc:  # includes JSONDecodeError and UnicodeDecodeError
        raise side_error(side, f"file is not strict JSON: {exc}") from None


def json_kind(value) -> str:
    if isinstance(value, bool):
        return "boolean"
    if isinstance(value, (int, float)):
        return "number"
    if isinstance(value, str):
        return "string"
    if value is None:
        return "null"
    if isinstance(value, list):
        return "array"
    return "object"


def key_path(parent: str, key: str) -> str:
    if key.isidentifier():
        return f"{parent}.{key}"
    return f"{parent}[{json.dumps(key)}]"


def as_float(value) -> float:
    try:
        return float(value)
    except OverflowError:  # an integer beyond the float range
        return math.inf if value > 0 else -math.inf


class JsonWalk:
    """Walks two documents in step; numbers go through a Comparator in batches."""

    def __init__(self, cmp: Comparator):
        self.cmp = cmp
        self.issues = []
        self.issue_count = 0
        self.others = 0  # strings, booleans and nulls compared
        self.paths = {}  # flat index -> path, for the locations reported
        self._refs, self._cands, self._paths = [], [], []

    def issue(self, text: str) -> None:
        self.issue_count += 1
        if len(self.issues) < MAX_LISTED:
            self.issues.append(text)

    def run(self, ref, cand) -> None:
        stack = [("$", ref, cand)]
        while stack:
            path, r, c = stack.pop()
            kind_r, kind_c = json_kind(r), json_kind(c)
            if kind_r != kind_c:
                self.issue(f"type mismatch at {path}: reference {kind_r}, candidate {kind_c}")
            elif kind_r == "number":
                self._number(path, r, c)
            elif kind_r == "object":
                missing = [k for k in r if k not in c]
                extra = [k for k in c if k not in r]
                for k in missing:
                    self.issue(f"missing key {key_path(path, k)}")
                for k in extra:
                    self.issue(f"unexpected key {key_path(path, k)}")
                common = [k for k in r if k in c]
                stack.extend((key_path(path, k), r[k], c[k]) for k in reversed(common))
            elif kind_r == "array":
                if len(r) != len(c):
                    self.issue(f"array length mismatch at {path}: reference {len(r)}, candidate {len(c)}")
                else:
                    stack.extend((f"{path}[{i}]", r[i], c[i]) for i in range(len(r) - 1, -1, -1))
            else:
                self.others += 1
                if r != c:
                    shown_r, shown_c = json.dumps(r)[:60], json.dumps(c)[:60]
                    self.issue(f"value mismatch at {path}: reference {shown_r}, candidate {shown_c}")
        self.flush()

    def _number(self, path, r, c) -> None:
        self._refs.append(as_float(r))
        self._cands.append(as_float(c))
        self._paths.append(path)
        if len(self._refs) >= JSON_BATCH:
            self.flush()

    def flush(self) -> None:
        if not self._refs:
            return
        base = self.cmp.compared
        self.cmp.feed(np.array(self._refs, dtype=np.float64), np.array(self._cands, dtype=np.float64), base)
        for found in (self.cmp.worst, self.cmp.first_nonfinite):
            if found is not None and found[0] >= base:
                self.paths[found[0]] = self._paths[found[0] - base]
        self._refs, self._cands, self._paths = [], [], []


def compare_json(ref: OpenedFile, cand: OpenedFile, spec: dict):
    r_doc = load_json(ref, "reference")
    c_doc = load_json(cand, "candidate")
    cmp = Comparator(spec["atol"], spec["rtol"])
    walk = JsonWalk(cmp)
    walk.run(r_doc, c_doc)
    return cmp, (lambda i: walk.paths.get(i, f"number #{i}")), (lambda i: walk.paths.get(i)), walk


COMPARE["json"] = compare_json
