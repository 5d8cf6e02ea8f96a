"""Build contexts (docs/docker.md, "Build contexts"): exactly one leaf and its source, nothing else of the repository.

A context mirrors the repository's layout, so the leaf's Dockerfiles COPY the same paths from it
as from a checkout:

    <context>/code/<source>/               the source tree, byte for byte
    <context>/tasks/<codebase>/<module>/   the leaf as it runs

Two things of the leaf are records about it, not part of what runs, and stay out of the context:
`comment/` (the reviewer's record, hidden at run time) and the `evidence` and `proposal` keys
that selfcheck stamps into each rubric.json (nothing executed reads them). Leaving them out
keeps the context, and so the image digests, unchanged when a selfcheck re-stamps its evidence:
the second selfcheck of an unchanged leaf builds nothing.

Staging refuses a missing source, any symlink that points out of its own tree (absolute, or
relative through `..` past the tree's root), and special files (fifos, sockets, devices).
"""

from __future__ import annotations

import json
import os
import shutil
from dataclasses import dataclass
from pathlib import Path

from sab.errors import NotFoundError, SabError
from sab.fingerprint import is_cache, tree_fingerprint
from sab.leaf import Leaf

# Keys of rubric.json written only by selfcheck; records about the leaf, read by nothing that runs.
RUBRIC_RECORD_KEYS = ("evidence", "proposal")
HIDDEN_AT_RUN_TIME = frozenset({"comment"})


@dataclass(frozen=True)
class Context:
    root: Path
    leaf_path: str  # tasks/<codebase>/<module>, relative to root
    source_path: str  # code/<source>, relative to root

    @property
    def leaf_dir(self) -> Path:
        return self.root / self.leaf_path

    @property
    def source_dir(self) -> Path:
        return self.root / self.source_path

    def digest(self) -> str:
        """Content digest of the whole context (paths, executable bits, bytes, link targets).

        A staged context is a fresh copy each time, so the fingerprint cache is not consulted."""
        return tree_fingerprint(self.root, cache=False)


def leaf_path_of(leaf: Leaf) -> str:
    """Where the leaf sits in a context: the path its Dockerfiles were rendered with."""
    return f"tasks/{leaf.root.parent.name}/{leaf.root.name}"


def _check_link(link: Path, tree: Path, what: str) -> str:
    target = os.readlink(link)
    escapes = os.path.isabs(target)
    if not escapes:
        resolved = os.path.normpath(os.path.join(os.path.dirname(link.relative_to(tree)), target))
        escapes = resolved == ".." or resolved.startswith("../")
    if escapes:
        raise SabError(
            f"symlink to {target!r} leaves the build context", file=link,
            fix=f"replace it with the file it points to, or point it inside {what}",
        )
    return target


def _copy_tree(source: Path, destination: Path, what: str, *, skip_top: frozenset[str] = frozenset(),
               rewrite=None) -> None:
    """Copy `source` to `destination` keeping modes and in-tree symlinks; refuse anything else."""
    destination.mkdir(parents=True, exist_ok=True)
    directories = []
    for dirpath, dirnames, filenames in os.walk(source):
        here = Path(dirpath)
        rel = here.relative_to(source)
        keep = []
        for name in sorted(dirnames):
            path = here / name
            if is_cache(name) or (rel == Path(".") and name in skip_top):
                continue
            if path.is_symlink():
                os.symlink(_check_link(path, source, what), destination / rel / name)
                continue
            (destination / rel / name).mkdir()
            keep.append(name)
        dirnames[:] = keep
        for name in sorted(filenames):
            path = here / name
            if is_cache(name) or (rel == Path(".") and name in skip_top):
                continue
            target = destination / rel / name
            if path.is_symlink():
                os.symlink(_check_link(path, source, what), target)
            elif path.is_file():
                text = rewrite(rel / name, path) if rewrite else None
                if text is None:
                    shutil.copy2(path, target)
                else:
                    target.write_bytes(text)
                    shutil.copymode(path, target)
            else:
                raise SabError("not a regular file, directory or symlink", file=path,
                               fix="remove it: a build context holds only files, directories and in-tree links")
        directories.append((here, destination / rel))
    for original, copy in reversed(directories):  # modes last, so a read-only directory is filled first
        shutil.copymode(original, copy)


def _strip_records(rel: Path, path: Path) -> bytes | None:
    """rubric.json without selfcheck's records; None keeps the file as it is."""
    parts = rel.parts
    if not (len(parts) == 4 and parts[:2] == ("tests", "checks") and parts[3] == "rubric.json"):
        return None
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None  # lint reports a broken rubric; the context keeps it as it is
    if not isinstance(data, dict) or not any(key in data for key in RUBRIC_RECORD_KEYS):
        return None
    for key in RUBRIC_RECORD_KEYS:
        data.pop(key, None)
    return (json.dumps(data, indent=2, ensure_ascii=False) + "\n").encode("utf-8")


def stage_context(leaf: Leaf, destination: Path, source_dir: Path | None = None) -> Context:
    """Write the build context of `leaf` into `destination` (which must not exist or be empty)."""
    from sab.freshness import source_dir_of

    source = source_dir or source_dir_of(leaf)
    name = leaf.manifest.sciaccel.source
    if source is None or not name:
        raise SabError("the leaf names no source", file=leaf.task_toml, field="metadata.sciaccel.source",
                       fix="set source to the directory name under code/")
    if not source.is_dir():
        raise NotFoundError("the leaf's source is not vendored", file=source,
                            fix=f"vendor it with `sab source add {name} ...`")
    if destination.exists() and any(destination.iterdir()):
        raise SabError("build context destination is not empty", file=destination, fix="give a new directory")
    context = Context(destination, leaf_path_of(leaf), f"code/{name}")
    try:
        _copy_tree(source.resolve(), context.source_dir, f"code/{name}/")
        _copy_tree(leaf.root.resolve(), context.leaf_dir, f"{context.leaf_path}/",
                   skip_top=HIDDEN_AT_RUN_TIME, rewrite=_strip_records)
    except BaseException:
        shutil.rmtree(destination, ignore_errors=True)
        raise
    return context
