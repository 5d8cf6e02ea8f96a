"""`sab registry`: registry.json (Harbor's dataset registry) and registry/index.json (docs/design.md, "Registry").

Both are pure functions of the repository's committed state and the working tree, rendered with
sorted keys and sorted leaves, so a second run is byte-identical.
"""

from __future__ import annotations

import subprocess
from dataclasses import dataclass
from pathlib import Path

from sab.config import Settings
from sab.errors import SabError
from sab.fingerprint import one_run
from sab.freshness import freshness
from sab.jsonio import dumps, write_text_atomic
from sab.leaf import Leaf, find_leaves


def last_commit(root: Path, path: Path) -> str | None:
    """The last commit that touched `path`, or None outside git or before its first commit."""
    try:
        done = subprocess.run(
            ["git", "-C", str(root), "log", "-1", "--format=%H", "--", str(path.relative_to(root))],
            capture_output=True, text=True, timeout=60,
        )
    except (OSError, subprocess.TimeoutExpired):
        return None
    commit = done.stdout.strip()
    return commit if done.returncode == 0 and commit else None


def _summary(leaf: Leaf) -> dict[str, object] | None:
    state = freshness(leaf)
    if state.record is None:
        return None
    headrooms = []
    flags: set[str] = set()
    for check in leaf.checks():
        try:
            evidence = check.rubric().evidence
        except SabError:
            continue
        if evidence is not None:
            if evidence.headroom is not None:
                headrooms.append(evidence.headroom)
            flags.update(evidence.flags)
    return {
        "result": state.record.result,
        "fresh": state.fresh,
        "created_at": state.record.created_at,
        "min_headroom": min(headrooms) if headrooms else None,
        "flags": sorted(flags),
    }


def _index_entry(settings: Settings, leaf: Leaf) -> dict[str, object]:
    manifest = leaf.manifest
    meta = manifest.sciaccel
    checks = []
    for check in leaf.checks():
        entry: dict[str, object] = {"name": check.name}
        try:
            entry["labels"] = check.spec().labels
            entry["policy"] = check.rubric().policy
        except SabError as exc:
            entry["error"] = str(exc)
        checks.append(entry)
    return {
        "path": leaf.relative_to_root(settings.root),
        "name": manifest.task.name,
        "slug": meta.slug,
        "title": meta.title,
        "status": meta.status,
        "kind": meta.kind,
        "source": meta.source,
        "domain": meta.domain,
        "owner": meta.owner,
        "resources": meta.resources.model_dump(),
        "check_count": len(checks),
        "checks": checks,
        "policies": sorted({c["policy"] for c in checks if "policy" in c}),
        "targets": sorted(leaf.targets()),
        "self_validation": _summary(leaf),
        "speed": _speed(leaf),
    }


def _speed(leaf: Leaf) -> dict[str, object] | None:
    """The leaf's speed-up goal and whether an accepted calibration stands behind it (docs/speed.md)."""
    from sab.speed.record import goal_checks, load
    from sab.status import speed_standing

    goals = goal_checks(leaf)
    if not goals:
        return None
    _, timing = next(iter(goals.values()))
    try:
        record = load(leaf)
    except SabError:
        record = None
    return {"goal": timing.speedup_goal, "repeats": timing.repeats, "standing": speed_standing(leaf),
            "host": record.host.cpu_model if record else None}


@dataclass(frozen=True)
class RegistryFiles:
    registry_json: str
    index_json: str


def build(settings: Settings) -> RegistryFiles:
    leaves = [Leaf(path) for path in find_leaves(settings.tasks_dir)] if settings.tasks_dir.is_dir() else []
    with one_run():  # each leaf and each source fingerprinted once
        entries = [_index_entry(settings, leaf) for leaf in leaves]
    index = []
    published = []
    retired = []
    for leaf, entry in zip(leaves, entries):
        index.append(entry)
        if entry["status"] in ("published", "retired"):
            task = {
                "name": entry["name"],
                "git_url": settings.git_url,
                "git_commit_id": last_commit(settings.root, leaf.root),
                "path": entry["path"],
            }
            if entry["status"] == "retired":  # kept resolvable by name, outside the dataset runs use
                retired.append({**task, "status": "retired"})
            else:
                published.append(task)
    dataset = {
        "name": settings.dataset,
        "version": settings.dataset_version,
        "description": settings.dataset_description,
        "tasks": sorted(published, key=lambda task: task["path"]),
    }
    index_doc = {
        "dataset": {"name": settings.dataset, "version": settings.dataset_version},
        "leaves": sorted(index, key=lambda entry: entry["path"]),
    }
    datasets = [dataset]
    if retired:
        datasets.append({
            "name": f"{settings.dataset}-retired",
            "version": settings.dataset_version,
            "description": f"Retired tasks of {settings.dataset}: each still resolves by name at its last commit; "
                           "not part of the dataset",
            "tasks": sorted(retired, key=lambda task: task["path"]),
        })
    return RegistryFiles(dumps(datasets), dumps(index_doc))


def _targets(settings: Settings, files: RegistryFiles) -> dict[Path, str]:
    return {settings.registry_json: files.registry_json, settings.registry_index: files.index_json}


def write(settings: Settings) -> list[Path]:
    """Regenerate both files; returns those whose content changed."""
    changed = []
    for path, text in _targets(settings, build(settings)).items():
        if not path.is_file() or path.read_text(encoding="utf-8") != text:
            write_text_atomic(path, text)
            changed.append(path)
    return changed


def stale(settings: Settings) -> list[Path]:
    return [
        path for path, text in _targets(settings, build(settings)).items()
        if not path.is_file() or path.read_text(encoding="utf-8") != text
    ]
