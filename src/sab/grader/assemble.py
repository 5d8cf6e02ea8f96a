"""A check's validate.py, assembled from the grader's parts for what its rubric uses.

Each part under sab/grader/parts/ is an importable module (so pyflakes and sab itself read it):
its docstring, its imports, then its code. The assembled file keeps the code of the parts the
rubric needs, in a fixed order, under one header: the parts' docstrings as the file's docstring
and the union of their standard-library and numpy imports (imports between parts are dropped,
since every part lands in one namespace). The same rubric always gives the same text, byte for
byte, so the text is the stock text that `sab lint` compares and `sab sync` restores.
"""

from __future__ import annotations

import ast
import threading
from collections.abc import Callable
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

PARTS_DIR = Path(__file__).resolve().parent / "parts"
BINARY = frozenset({"npy", "f64", "f32"})
RAW = frozenset({"f64", "f32"})
# CPython 3.11's ast.parse is not thread-safe ("SystemError: AST constructor recursion depth
# mismatch"), and runs that start at once in threads (each checking its leaf's stock drivers) all
# read the parts for the first time together.
_PARSE_LOCK = threading.Lock()


@dataclass(frozen=True)
class Needs:
    """What a rubric asks of its grader: the formats of its pointwise files, the formats its
    invariants and coverage read, and its invariant kinds (none: no invariants part)."""

    file_formats: frozenset[str] = frozenset()
    series_formats: frozenset[str] = frozenset()
    kinds: frozenset[str] = frozenset()

    @property
    def formats(self) -> frozenset[str]:
        return self.file_formats | self.series_formats

    def summary(self) -> str:
        said = []
        if self.file_formats:
            said.append("pointwise files in " + ", ".join(sorted(self.file_formats)))
        if self.kinds:
            said.append(f"invariants ({', '.join(sorted(self.kinds))}) over "
                        + ", ".join(sorted(self.series_formats)))
        return "; ".join(said)


EVERYTHING = Needs(frozenset({"npy", "f64", "f32", "text", "json"}), frozenset({"npy", "f64", "f32", "text"}),
                   frozenset({"agreement", "drift", "distribution"}))

# Every part in the order of the assembled file, with when a rubric needs it. The first defines
# the tables the others register into (the parts of a rubric, formats, series and kinds).
PARTS: tuple[tuple[str, Callable[[Needs], bool]], ...] = (
    ("core", lambda n: True),
    ("errors", lambda n: True),
    ("rubric", lambda n: True),
    ("pointwise", lambda n: bool(n.file_formats)),
    ("binary", lambda n: bool(n.formats & BINARY)),
    ("stream", lambda n: bool(n.file_formats & BINARY)),
    ("npy_compare", lambda n: "npy" in n.file_formats),
    ("raw_compare", lambda n: bool(n.file_formats & RAW)),
    ("text", lambda n: "text" in n.formats),
    ("text_compare", lambda n: "text" in n.file_formats),
    ("json_compare", lambda n: "json" in n.file_formats),
    ("invariants", lambda n: bool(n.kinds)),
    ("array_series", lambda n: bool(n.kinds) and bool(n.series_formats & BINARY)),
    ("npy_series", lambda n: bool(n.kinds) and "npy" in n.series_formats),
    ("raw_series", lambda n: bool(n.kinds) and bool(n.series_formats & RAW)),
    ("text_series", lambda n: bool(n.kinds) and "text" in n.series_formats),
    ("summary", lambda n: bool(n.kinds & {"agreement", "drift"})),
    ("agreement", lambda n: "agreement" in n.kinds),
    ("drift", lambda n: "drift" in n.kinds),
    ("distribution", lambda n: "distribution" in n.kinds),
)


def needs_of(rubric) -> Needs:
    """What a checked rubric (sab.model.rubric) asks of its grader. The policy names which parts
    of its comparison there are (the models sit above the grader, which imports none of them)."""
    comparison = rubric.comparison
    files = {"pointwise": comparison, "hybrid": getattr(comparison, "pointwise", None)}.get(rubric.policy)
    judged = {"invariants": comparison, "hybrid": getattr(comparison, "invariants", None)}.get(rubric.policy)
    if judged is None:
        return Needs(file_formats=frozenset(entry.format for entry in files.files))
    return Needs(
        file_formats=frozenset() if files is None else frozenset(entry.format for entry in files.files),
        series_formats=frozenset(entry.format for entry in [*judged.invariants, *judged.coverage]),
        kinds=frozenset(entry.kind for entry in judged.invariants),
    )


@dataclass(frozen=True)
class Part:
    doc: str
    imports: tuple[str, ...]  # the standard-library and numpy import lines
    body: str


@lru_cache(maxsize=None)
def read_part(name: str) -> Part:
    text = (PARTS_DIR / f"{name}.py").read_text(encoding="utf-8")
    lines = text.splitlines(keepends=True)
    with _PARSE_LOCK:
        module = ast.parse(text)
    doc = (ast.get_docstring(module, clean=False) or "").strip("\n")
    imports, end = [], 0
    for node in module.body:
        if isinstance(node, ast.Expr) and isinstance(node.value, ast.Constant) and isinstance(node.value.value, str):
            end = node.end_lineno
            continue
        if not isinstance(node, (ast.Import, ast.ImportFrom)):
            break
        end = node.end_lineno
        source = "".join(lines[node.lineno - 1:node.end_lineno]).strip()
        local = isinstance(node, ast.ImportFrom) and (node.module == "__future__" or (node.module or "").startswith("sab"))
        if not local:
            imports.append(source)
    return Part(doc, tuple(imports), "".join(lines[end:]).strip("\n") + "\n")


def _import_order(line: str) -> tuple[int, str]:
    return (1 if "numpy" in line else 0, line)


def render(needs: Needs = EVERYTHING) -> str:
    """The validate.py text for NEEDS (by default the grader for every rubric)."""
    parts = [read_part(name) for name, wanted in PARTS if wanted(needs)]
    core_doc, *section_docs = [part.doc for part in parts if part.doc]
    title, _, rest = core_doc.partition("\n")
    made_for = "every policy, format and invariant kind" if needs == EVERYTHING else needs.summary()
    header = (f'#!/usr/bin/env python3\n"""{title}\n\n'
              f"Generated by sab from its grader parts for a rubric with {made_for}; "
              "`sab sync` regenerates it when the rubric or sab changes.\n"
              f"{rest}\n\n" + "\n\n".join(section_docs) + '\n"""\n\n')
    imports = sorted({line for part in parts for line in part.imports}, key=_import_order)
    plain = [line for line in imports if "numpy" not in line]
    numeric = [line for line in imports if "numpy" in line]
    head = "from __future__ import annotations\n\n" + "\n".join(plain) + "\n\n" + "\n".join(numeric) + "\n"
    first, *others = parts
    bodies = "\n\n".join([first.body] + [_banner(part.doc) + part.body for part in others])
    return header + head + "\n" + bodies + '\n\nif __name__ == "__main__":\n    sys.exit(main())\n'


def _banner(doc: str) -> str:
    rule = "# " + "-" * 74 + "\n"
    return f"{rule}# {doc.splitlines()[0]}\n{rule}\n\n"


def render_for(rubric) -> str:
    """The validate.py text of a check whose rubric (sab.model.rubric) loaded."""
    return render(needs_of(rubric))
