"""Self-contained copies of leaves for any Harbor environment (`sab harbor export`), and the
standalone environment module for a Harbor installation without sab (`sab harbor install-env`).

Harbor builds `environment/Dockerfile` with `environment/` as its build context, and a separate
verifier's `tests/Dockerfile` with `tests/`, wherever it runs (its own docker environment, Modal,
Daytona, E2B, ...). A sab leaf's Dockerfiles COPY `code/<source>/` and `tasks/<codebase>/<module>/`
from a context laid out like the repository. An exported leaf is the leaf as it runs (without
`comment/` and the rubrics' selfcheck records, as in sab's own build contexts) whose
`environment/` and `tests/` each also hold that layout, so both Dockerfiles build unchanged from
Harbor's own contexts. Its task.toml declares `artifacts = ["/workspace/code"]` when the leaf
does not: Harbor's separate verifier sees only declared artifacts of the solver's environment,
and the verifier grades the solver's tree at /workspace/code.

Imported leaves are Harbor-native already (their Dockerfiles copy from their own directories);
they are exported as they run, without `comment/`.
"""

from __future__ import annotations

import json
import shutil
import tempfile
import tomllib
from dataclasses import dataclass
from pathlib import Path

from sab.errors import SabError
from sab.leaf import Leaf

# What Harbor's separate verifier must receive from a module leaf's solver environment.
SOLVER_TREE = "/workspace/code"
MODULE_NAME = "sab_harbor_env"
IMPORT_PATH = f"{MODULE_NAME}:SabDockerEnvironment"


@dataclass(frozen=True)
class Exported:
    leaf: str
    path: Path
    artifacts_added: bool

    def as_dict(self) -> dict:
        return {"leaf": self.leaf, "path": str(self.path), "artifacts_added": self.artifacts_added}


def environment_module() -> Path:
    """The standalone Harbor environment module shipped with sab."""
    return Path(__file__).with_name("environment.py")


def install_environment(directory: Path) -> Path:
    """Copy the environment module into `directory` as sab_harbor_env.py; the path written."""
    if not directory.is_dir():
        raise SabError("not a directory", file=directory,
                       fix="give a directory on the Python path of Harbor's interpreter (e.g. its site-packages), "
                           "or one you then put on PYTHONPATH")
    target = directory / f"{MODULE_NAME}.py"
    if target.is_symlink() or (target.exists() and not target.is_file()):
        raise SabError("exists and is not a regular file", file=target, fix="remove it first")
    with tempfile.NamedTemporaryFile("wb", dir=directory, prefix=f".{MODULE_NAME}.", delete=False) as handle:
        handle.write(environment_module().read_bytes())
    Path(handle.name).chmod(0o644)
    Path(handle.name).replace(target)
    return target


def _declare_solver_tree(task_toml: Path) -> bool:
    """Declare the solver's tree as an artifact, right after schema_version (top-level keys precede tables)."""
    text = task_toml.read_text(encoding="utf-8")
    if "artifacts" in tomllib.loads(text):
        return False
    lines = text.splitlines(keepends=True)
    at = next((i + 1 for i, line in enumerate(lines) if line.startswith("schema_version")), 0)
    lines[at:at] = ["# Added by `sab harbor export`: Harbor's separate verifier grades the solver's tree.\n",
                    f"artifacts = [{json.dumps(SOLVER_TREE)}]\n"]
    updated = "".join(lines)
    if tomllib.loads(updated).get("artifacts") != [SOLVER_TREE]:
        raise SabError("cannot declare the solver's tree as an artifact", file=task_toml,
                       fix='add artifacts = ["/workspace/code"] before the first table by hand')
    task_toml.write_text(updated, encoding="utf-8")
    return True


def export_leaf(leaf: Leaf, out_dir: Path, *, force: bool = False) -> Exported:
    """Write a self-contained copy of `leaf` to out_dir/<slug>/ (a Harbor dataset is a folder of tasks)."""
    from sab.stage import stage_context

    slug = leaf.manifest.sciaccel.slug
    target = out_dir / slug
    if target.exists() or target.is_symlink():
        if not force:
            raise SabError("already exported", file=target, fix="pass --force to replace it, or another --out")
        if target.is_symlink() or not target.is_dir():
            raise SabError("exists and is not a directory", file=target, fix="remove it first")
        shutil.rmtree(target)
    out_dir.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory(prefix=".sab-export-", dir=out_dir) as tmp:
        staging = Path(tmp) / slug
        if leaf.manifest.sciaccel.kind == "import":
            shutil.copytree(leaf.root, staging, symlinks=True,
                            ignore=lambda folder, names: ["comment"] if Path(folder).resolve() == leaf.root.resolve() else [])
            added = False
        else:
            context = stage_context(leaf, Path(tmp) / "context")
            shutil.copytree(context.leaf_dir, staging, symlinks=True)
            for role in ("environment", "tests"):
                for tree in ("code", "tasks"):
                    shutil.copytree(context.root / tree, staging / role / tree, symlinks=True)
            added = _declare_solver_tree(staging / "task.toml")
        staging.replace(target)
    return Exported(f"tasks/{leaf.root.parent.name}/{leaf.root.name}", target, added)
