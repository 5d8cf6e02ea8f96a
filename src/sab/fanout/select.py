"""Which leaves a many-leaf command works on: named leaves, `--all DIR`, `--changed-since REF`.

The leaves named and those found under each `--all` directory are the candidates (none of
either: every leaf of the repository's tasks/). `--changed-since REF` keeps the candidates
that changed since REF: a file inside the leaf, or inside the code/<source>/ it names, differs
between REF and the working tree, committed or not, staged or not, or is new and untracked
(git's ignore rules apply). A REF git cannot resolve is an error, never an empty selection.
"""

from __future__ import annotations

import subprocess
from pathlib import Path

from sab.errors import NotFoundError, SabError


def candidates(leaves: list[Path], all_dirs: list[Path], *, default_all: bool) -> list[Path]:
    """The named leaves and every leaf under the --all directories, deduplicated, in path order."""
    from sab.validate.harbor import collect_leaves

    if not leaves and not all_dirs and default_all:
        from sab.config import load_settings

        all_dirs = [load_settings().root / "tasks"]
    found, _problems = collect_leaves(list(leaves), list(all_dirs))  # layout problems are validate-harbor's
    return sorted(found)


def _git(root: Path, *arguments: str) -> bytes:
    try:
        done = subprocess.run(["git", "-C", str(root), *arguments], capture_output=True, timeout=120)
    except FileNotFoundError:
        raise SabError("git is not installed", field="--changed-since", fix="install git, or drop --changed-since") from None
    if done.returncode != 0:
        message = " ".join(done.stderr.decode(errors="replace").split()) or f"git exited {done.returncode}"
        raise SabError(f"git {' '.join(arguments[:1])} failed in {root}: {message}", field="--changed-since")
    return done.stdout


def changed_paths(root: Path, ref: str) -> set[str]:
    """Paths relative to `root` that differ from REF in the working tree, or are untracked."""
    if not ref or ref.startswith("-"):
        raise SabError(f"not a git revision: {ref!r}", field="--changed-since", fix="give a branch, tag or commit")
    try:
        _git(root, "rev-parse", "--is-inside-work-tree")
    except SabError:
        raise SabError(f"{root} is not in a git work tree, so nothing can be compared with {ref!r}",
                       field="--changed-since", fix="drop --changed-since, or run inside a clone") from None
    try:
        _git(root, "rev-parse", "--verify", "--quiet", f"{ref}^{{commit}}")
    except SabError:
        raise SabError(f"git cannot resolve {ref!r} to a commit in {root}", field="--changed-since",
                       fix="fetch it (`git fetch origin <branch>`) or name an existing branch, tag or commit") from None
    diff = _git(root, "diff", "--name-only", "--no-renames", "-z", "--relative", ref, "--")
    untracked = _git(root, "ls-files", "--others", "--exclude-standard", "-z")
    return {name.decode("utf-8", errors="surrogateescape") for name in (diff + untracked).split(b"\0") if name}


def changed_since(leaves: list[Path], ref: str) -> list[Path]:
    """The leaves that changed since `ref`, themselves or their source."""
    from sab.leaf import load_manifest, repository_root

    by_root: dict[Path, set[str]] = {}
    kept = []
    for leaf in leaves:
        root = repository_root(leaf.resolve())
        if root is None:
            raise NotFoundError("the leaf is in no task repository, so it has no history", file=leaf,
                                field="--changed-since")
        if root not in by_root:
            by_root[root] = changed_paths(root, ref)
        prefixes = [leaf.resolve().relative_to(root).as_posix() + "/"]
        try:
            source = load_manifest(leaf / "task.toml").sciaccel.source
        except SabError:
            source = None  # a broken manifest is the command's to report; the leaf counts as itself
        if source:
            prefixes.append(f"code/{source}/")
        if any(path.startswith(prefix) for path in by_root[root] for prefix in prefixes):
            kept.append(leaf)
    return kept


def select_leaves(leaves: list[Path], all_dirs: list[Path], changed: str | None, *, default_all: bool = True) -> list[Path]:
    found = candidates(leaves, all_dirs, default_all=default_all or changed is not None)
    return changed_since(found, changed) if changed is not None else found
