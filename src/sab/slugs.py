"""Slug permanence: a leaf's slug, once published, names it for good.

A published leaf is fetched by its Harbor name `<org>/<slug>` from registry.json; a run recorded
against that name must stay reproducible. So, comparing the repository with a base revision REF
(`sab check --base REF`, section `slugs`):

- `slug-removed`: a slug that was published or retired at REF is no longer the slug of any leaf
  (the leaf was deleted, or renamed: its directory or its `slug`). Restore it, or keep the old
  leaf with `status = "retired"`;
- `slug-unpublished`: such a slug now belongs to a draft leaf, which the registry leaves out.
  Keep it published, or retire it.

A retired leaf stays in the tree and in registry.json (a dataset `<dataset>-retired`, each task
pinned to its last commit and marked `"status": "retired"`), so its name still resolves; it is
simply no longer part of the dataset runs use.
"""

from __future__ import annotations

import subprocess
import tomllib
from dataclasses import dataclass
from pathlib import Path, PurePosixPath

from sab.errors import SabError
from sab.model.rules import Rule


@dataclass(frozen=True)
class SlugRecord:
    slug: str
    path: str  # tasks/<codebase>/<module>
    status: str


def _meta(data: dict) -> tuple[str, str] | None:
    meta = data.get("metadata", {}).get("sciaccel", {}) if isinstance(data, dict) else {}
    slug, status = meta.get("slug"), meta.get("status")
    return (slug, status) if isinstance(slug, str) and isinstance(status, str) else None


def leaves_at(root: Path, commit: str) -> list[SlugRecord]:
    """Every leaf (tasks/<codebase>/<module>/task.toml) at `commit` with its slug and status; a
    task.toml that does not parse there is left out (the leaves section judged it then)."""
    listing = subprocess.run(["git", "-C", str(root), "ls-tree", "-r", "-z", "--name-only", commit, "--", "tasks/"],
                             capture_output=True, text=True, timeout=120)
    if listing.returncode != 0:
        raise SabError(f"cannot list tasks/ at {commit}: {listing.stderr.strip()}", field="--base")
    paths = [p for p in listing.stdout.split("\0")
             if p and len(PurePosixPath(p).parts) == 4 and PurePosixPath(p).name == "task.toml"]
    if not paths:
        return []
    request = "".join(f"{commit}:{p}\n" for p in paths).encode()
    done = subprocess.run(["git", "-C", str(root), "cat-file", "--batch"], input=request, capture_output=True, timeout=120)
    if done.returncode != 0:
        raise SabError(f"cannot read tasks/ at {commit}: {done.stderr.decode(errors='replace').strip()}", field="--base")
    records, data, offset = [], done.stdout, 0
    for path in paths:
        header_end = data.index(b"\n", offset)
        header = data[offset:header_end].split()
        if len(header) < 3 or header[1] != b"blob":
            offset = header_end + 1
            continue
        size = int(header[2])
        body = data[header_end + 1:header_end + 1 + size]
        offset = header_end + 1 + size + 1
        try:
            meta = _meta(tomllib.loads(body.decode("utf-8")))
        except (UnicodeDecodeError, tomllib.TOMLDecodeError):
            continue
        if meta:
            records.append(SlugRecord(meta[0], str(PurePosixPath(path).parent), meta[1]))
    return records


def leaves_now(tasks_dir: Path, root: Path) -> list[SlugRecord]:
    """Every leaf of the working tree whose task.toml parses, with its slug and status."""
    from sab.leaf import scan_tasks

    if not tasks_dir.is_dir():
        return []
    records = []
    for leaf in scan_tasks(tasks_dir).leaves:
        try:
            meta = _meta(tomllib.loads((leaf / "task.toml").read_text(encoding="utf-8")))
        except (OSError, UnicodeDecodeError, tomllib.TOMLDecodeError):
            continue
        if meta:
            records.append(SlugRecord(meta[0], leaf.relative_to(root).as_posix(), meta[1]))
    return records


def permanence(before: list[SlugRecord], now: list[SlugRecord], base: str) -> list[tuple[Rule, str, str]]:
    """(code, path, detail) for every slug published or retired at `base` that is gone or unpublished now."""
    current: dict[str, list[SlugRecord]] = {}
    for record in now:
        current.setdefault(record.slug, []).append(record)
    problems = []
    for old in sorted(before, key=lambda r: r.path):
        if old.status not in ("published", "retired"):
            continue
        shown = f"{old.path}/task.toml"
        holders = current.get(old.slug, [])
        if not holders:
            moved = [r for r in now if r.path == old.path]
            renamed = f" (that folder's slug is now {moved[0].slug!r})" if moved else ""
            problems.append((Rule.SLUG_REMOVED, shown,
                             f"slug {old.slug!r} was {old.status} at {base} and no leaf has it now{renamed}; a published "
                             f"slug stays resolvable: restore the leaf, or keep it with status = \"retired\" "
                             f"(it stays in registry.json under the retired dataset)"))
        elif all(r.status == "draft" for r in holders):
            problems.append((Rule.SLUG_UNPUBLISHED, f"{holders[0].path}/task.toml",
                             f"slug {old.slug!r} was {old.status} at {base} and is a draft now, which the registry "
                             f"leaves out; keep status = \"{old.status}\", or set status = \"retired\""))
    return problems
