"""Stock files: the parts of a leaf that are sab's text, not the author's.

The drivers (tests/test.sh, solution/solve.sh) of every leaf, the reward aggregation test.sh runs
(tests/reward.py), a module leaf's verifier image (tests/Dockerfile: the template with the
dependency block of its task.toml) and the validate.py of every check not labelled `custom` must
equal the text sab ships; `sab lint` reports drift and `sab sync` restores them (for instance after sab's templates
improve), writing a stock driver a leaf lacks. A check's validate.py is assembled from sab's grader
for what its rubric uses, so changing a rubric's formats, policy or invariant kinds changes its
stock text too.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from sab.errors import SabError
from sab.jsonio import write_text_atomic
from sab.derived import VERIFIER_IMAGE, verifier_image
from sab.leaf import Leaf, repository_root
from sab.grader.assemble import render_for
from sab.templates import stock

DRIVERS = {"tests/test.sh": "leaf/tests/test.sh", "solution/solve.sh": "leaf/solution/solve.sh"}
# Programs a driver runs with python3 (never executed directly, so not executable).
DRIVER_PROGRAMS = {"tests/reward.py": "leaf/tests/reward.py"}
EXECUTABLE = 0o755


@dataclass(frozen=True)
class StockFile:
    path: Path
    text: str
    kind: str  # "driver" or "validate"
    mode: int


def expected(leaf: Leaf, leaf_path: str | None = None) -> list[StockFile]:
    """Every stock file the leaf should hold, with its text; checks whose rubric does not load are
    skipped. LEAF_PATH is where the leaf lives in its repository (`tasks/<codebase>/<module>`), for
    a leaf being written elsewhere first; by default its own path."""
    files = [StockFile(leaf.root / rel, stock(template), "driver", EXECUTABLE) for rel, template in DRIVERS.items()]
    files += [StockFile(leaf.root / rel, stock(template), "driver", 0o644) for rel, template in DRIVER_PROGRAMS.items()]
    image = _verifier_image(leaf, leaf_path)
    if image is not None:
        files.append(image)
    for check in leaf.checks():
        try:
            if check.spec().is_custom:
                continue
            rubric = check.rubric()
        except SabError:
            continue  # the broken check.json or rubric.json is reported on its own
        files.append(StockFile(check.validate_py, render_for(rubric), "validate", 0o644))
    return files


def _verifier_image(leaf: Leaf, leaf_path: str | None) -> StockFile | None:
    """A module leaf's tests/Dockerfile, which is sab's too: candidate code builds and runs in that
    image (docs/threat-model.md, "What candidate code can read"). An imported leaf's is its importer's."""
    root = repository_root(leaf.root)
    try:
        manifest = leaf.manifest
    except SabError:
        return None  # task.toml's own error is reported on its own
    if root is None or manifest.sciaccel.kind != "module" or not manifest.sciaccel.source:
        return None
    text = verifier_image(manifest, leaf_path or leaf.root.relative_to(root).as_posix())
    return StockFile(leaf.root / VERIFIER_IMAGE, text, "image", 0o644)


def drifted(leaf: Leaf, leaf_path: str | None = None) -> list[StockFile]:
    return [f for f in expected(leaf, leaf_path) if f.path.is_file() and f.path.read_bytes() != f.text.encode("utf-8")]


def require_stock_drivers(leaf: Leaf) -> None:
    """Refuse to run a leaf whose drivers are not sab's: a changed test.sh may ignore the check
    selection or the time limit, or lose the run records that grading and timing rely on."""
    drifted_drivers = [entry for entry in drifted(leaf) if entry.kind == "driver"]
    if drifted_drivers:
        names = ", ".join(leaf.relative(entry.path) for entry in drifted_drivers)
        raise SabError(f"{names} differ{'s' if len(drifted_drivers) == 1 else ''} from the stock driver",
                       file=drifted_drivers[0].path,
                       fix=f"restore the stock text with `sab sync {leaf.root}` (the drivers are sab's, not the leaf's)")
    absent = missing_drivers(leaf)
    if absent:
        raise SabError(f"{', '.join(leaf.relative(entry.path) for entry in absent)} missing (a stock driver)",
                       file=absent[0].path,
                       fix=f"restore the stock text with `sab sync {leaf.root}` (the drivers are sab's, not the leaf's)")


def missing_drivers(leaf: Leaf, leaf_path: str | None = None) -> list[StockFile]:
    return [f for f in expected(leaf, leaf_path) if f.kind == "driver" and not f.path.exists()]


def stale(leaf: Leaf, leaf_path: str | None = None) -> list[StockFile]:
    """What `sab sync` writes: drifted stock files and missing drivers."""
    return drifted(leaf, leaf_path) + missing_drivers(leaf, leaf_path)


def restore(leaf: Leaf, leaf_path: str | None = None) -> list[Path]:
    """Rewrite drifted stock files and write missing drivers (atomically); returns what changed.
    LEAF_PATH as for `expected`."""
    changed = []
    for entry in stale(leaf, leaf_path):
        write_text_atomic(entry.path, entry.text, mode=entry.mode)
        changed.append(entry.path)
    return changed
