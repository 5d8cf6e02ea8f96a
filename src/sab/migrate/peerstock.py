"""The peer layout's stock files, known by fingerprint: does a leaf's copy differ in a way that matters?

The peer pipeline stamps its drivers (tests/test.sh, solution/solve.sh) and graders (validate.py)
from templates a leaf may then edit. What matters is the code, not its comments: each file is
reduced to its code lines (blank lines, comment lines and trailing Python comments dropped, Python
docstrings dropped, surrounding whitespace stripped), and every line is known by a short SHA-256.
`peer_stock.json` holds, per kind, the line digests of each known stock version (computed with
`code_lines` from the pipeline's templates and from stock leaves of that layout); no peer text is
shipped. A copy whose lines equal a known version is stock; otherwise the lines no stock version
holds are its edits, shown from the copy itself, and the stock lines it lacks are counted.
"""

from __future__ import annotations

import ast
import difflib
import hashlib
import io
import json
import tokenize
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

STOCK_DATA = Path(__file__).with_name("peer_stock.json")
DIGEST_CHARS = 16


def _docstring_lines(tree: ast.AST) -> set[int]:
    lines: set[int] = set()
    for node in ast.walk(tree):
        if isinstance(node, (ast.Module, ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)) and node.body:
            first = node.body[0]
            if isinstance(first, ast.Expr) and isinstance(first.value, ast.Constant) and isinstance(first.value.value, str):
                lines.update(range(first.lineno, (first.end_lineno or first.lineno) + 1))
    return lines


def code_lines(text: str, *, python: bool) -> list[tuple[int, str]]:
    """(line number, stripped code) of every line that is code, not comment or blank."""
    skipped: set[int] = set()
    comment_at: dict[int, int] = {}
    if python:
        try:
            skipped = _docstring_lines(ast.parse(text))
            for token in tokenize.generate_tokens(io.StringIO(text).readline):
                if token.type == tokenize.COMMENT:
                    comment_at[token.start[0]] = token.start[1]
        except (SyntaxError, tokenize.TokenError, ValueError):
            skipped, comment_at = set(), {}
    lines = []
    for number, line in enumerate(text.splitlines(), 1):
        if number in skipped:
            continue
        code = line[:comment_at[number]] if number in comment_at else line
        code = code.strip()
        if code and not (not python and code.startswith("#")):
            lines.append((number, code))
    return lines


def digest(line: str) -> str:
    return hashlib.sha256(line.encode("utf-8")).hexdigest()[:DIGEST_CHARS]


def fingerprint(text: str, *, python: bool) -> list[str]:
    """The line digests `peer_stock.json` records for one stock version."""
    return [digest(code) for _, code in code_lines(text, python=python)]


@lru_cache(maxsize=1)
def known_versions() -> dict[str, list[list[str]]]:
    return json.loads(STOCK_DATA.read_text(encoding="utf-8"))["kinds"]


@dataclass(frozen=True)
class Edit:
    """How a copy differs from the closest stock version."""

    changed: list[tuple[int, str]]   # lines of the copy no stock version has: (line, code)
    missing: int                     # stock lines the copy lacks

    def summary(self, limit: int = 3) -> str:
        parts = []
        if self.changed:
            shown = "; ".join(f"line {number}: `{code[:100]}`" for number, code in self.changed[:limit])
            more = f" and {len(self.changed) - limit} more" if len(self.changed) > limit else ""
            parts.append(f"{len(self.changed)} line(s) added or changed ({shown}{more})")
        if self.missing:
            parts.append(f"{self.missing} stock line(s) changed or removed")
        return ", ".join(parts) or "the lines are the stock's in another order"


def compare(text: str, kind: str) -> Edit | None:
    """None when `text` is a known stock version of `kind` up to comments and docstrings."""
    python = kind.endswith(".py")
    lines = code_lines(text, python=python)
    digests = [digest(code) for _, code in lines]
    versions = known_versions()[kind]
    if any(digests == version for version in versions):
        return None
    best = max(versions, key=lambda version: difflib.SequenceMatcher(a=version, b=digests, autojunk=False).ratio())
    known = {line for version in versions for line in version}
    matcher = difflib.SequenceMatcher(a=best, b=digests, autojunk=False)
    changed, missing = [], 0
    for tag, a0, a1, b0, b1 in matcher.get_opcodes():
        if tag == "equal":
            continue
        changed += [lines[i] for i in range(b0, b1) if digests[i] not in known]
        missing += a1 - a0
    return Edit(changed, missing)
