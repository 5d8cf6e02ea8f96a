"""`sab migrate`: one leaf of the ScienceIDE_Env layout converted into this repository's layout.

Everything is planned in memory first: the manifest, targets, checks, dependencies, the module
proposal and the report. Bad input (no leaf there, a source not vendored under code/, a
destination that exists or is not tasks/<codebase>/<module>, a slug already taken, nothing
convertible) raises before anything is written. A dry run stops at the plan. Otherwise the leaf
is written into a temporary sibling folder, brought up to date by `sab sync` (the catalogue, the
Harbor tables, the Dockerfiles' dependency block, the instruction's targets) and renamed into
place; then the module is proposed in codebase-reports/<source>/modules.json.
"""

from __future__ import annotations

import datetime as dt
import tomllib
from dataclasses import dataclass
from pathlib import Path

from sab import stock
from sab.config import Settings
from sab.derived import sync
from sab.errors import ExistsError, NotFoundError, SabError
from sab.jsonio import dumps, read_text, write_tree_atomic
from sab.leaf import Leaf, find_leaves
from sab.migrate import peer as peer_files, peerstock
from sab.migrate.checks import STOCK_PENDING, CheckResult, convert_check
from sab.migrate.environment import BASE_PACKAGES, DRIVER_VARIABLES, import_name, read_images
from sab.migrate.manifest import Destination, Pin, convert_manifest
from sab.migrate.module import ModulePlan, plan_module, record_module
from sab.migrate.peer import FileMap, PeerLeaf
from sab.migrate.report import Findings, MigrationReport
from sab.migrate.rubrics import kebab
from sab.migrate.targets import flatten_target
from sab.model.base import KEBAB
from sab.model.check import ACCELERATION
from sab.scaffold import _source_facts
from sab.sources.layout import Source
from sab.stock import EXECUTABLE
from sab.templates import PLACEHOLDER, render

DOCKERFILES = ("environment/Dockerfile", "tests/Dockerfile")
DRIVERS = ("tests/test.sh", "solution/solve.sh")
RECORD = "comment/migrated-from"


@dataclass(frozen=True)
class MigrateOptions:
    leaf: Path
    to: str | None = None
    dry_run: bool = False


def _destination(settings: Settings, peer: PeerLeaf, to: str | None) -> Destination:
    if to is None:
        codebase, module = peer.root.parent.name, peer.root.name
    else:
        target = Path(to)
        target = target if target.is_absolute() else Path.cwd() / target
        try:
            parts = target.resolve().relative_to(settings.tasks_dir.resolve()).parts
        except ValueError:
            parts = ()
        if len(parts) != 2:
            raise SabError(f"{to!r} is not tasks/<codebase>/<module> of this repository", field="--to",
                           fix=f"give a path such as tasks/{peer.root.parent.name}/{peer.root.name}")
        codebase, module = parts
    for value, what in ((codebase, "codebase"), (module, "module")):
        if not KEBAB.match(value):
            raise SabError(f"{what} {value!r} is not lower-kebab", field="--to",
                           fix=f"pass --to tasks/{kebab(codebase) or 'codebase'}/{kebab(module) or 'module'}")
    destination = Destination(codebase, module)
    where = settings.root / destination.path
    if where.exists():
        raise ExistsError("already exists; sab never overwrites existing work", file=destination.path,
                          fix="pass --to tasks/<codebase>/<module> naming a new leaf")
    for leaf in find_leaves(settings.tasks_dir):
        try:
            slug = tomllib.loads(read_text(leaf / "task.toml"))["metadata"]["sciaccel"]["slug"]
        except (SabError, tomllib.TOMLDecodeError, KeyError, TypeError):
            continue
        if slug == destination.slug:
            raise ExistsError(f"slug {slug!r} is taken by {leaf.relative_to(settings.root).as_posix()}",
                              field="--to", fix="pass --to with another module name")
    return destination


def _pin(settings: Settings, source: Source) -> Pin:
    """The vendored pin as `sab scaffold` writes it (the codebase report's url and commit or version)."""
    source.metadata()  # a source without a codebase report is refused here, before anything is written
    facts = _source_facts(settings, source.name)
    return Pin(facts["repo_url"], facts["repo_commit"], facts["license"] if PLACEHOLDER not in facts["license"] else None)


def _origin(peer: PeerLeaf) -> str:
    parent = peer.root.parent
    return f"tasks/{parent.name}/{peer.root.name}" if parent.parent.name == "tasks" else peer.root.name


def _acceleration(kept: list[CheckResult], dropped: list[CheckResult], findings: Findings) -> None:
    if any(ACCELERATION in result.labels for result in kept):
        return
    chosen = max(kept, key=lambda result: result.expected_runtime_s)  # the first of equals, by name
    chosen.labels.append(ACCELERATION)
    chosen.files["check.json"] = (dumps({"labels": chosen.labels}).encode("utf-8"), 0o644)
    gone = [result.name for result in dropped if ACCELERATION in result.labels]
    findings.warn(f"tests/checks/{chosen.name}",
                  f"carries the acceleration label now ({'the acceleration check ' + ', '.join(gone) + ' was left out' if gone else 'no converted check had it'}; "
                  f"this one has the longest expected run time, {chosen.expected_runtime_s:g} s)")


def _dependencies(peer: PeerLeaf, kept: list[CheckResult], findings: Findings) -> dict[str, list[str]]:
    texts = {rel: peer.text(rel) for rel in DOCKERFILES if peer.text(rel) is not None}
    images = read_images(texts)
    for problem in images.problems:
        findings.warn(problem.split(":")[0], problem.split(": ", 1)[1])
    for requirement in images.loose:
        findings.warn("environment/Dockerfile", f"`{requirement}` is not an exact pin, so no converted check may "
                                                "rely on it (pin it as NAME==VERSION in task.toml if one does)")
    reached = set().union(*(result.reached for result in kept))
    python = [pin for pin in images.pins if import_name(pin) in reached]
    for pin in images.pins:
        if pin not in python:
            findings.note("environment/Dockerfile", f"{pin} is not declared: no converted check reaches it")
    system = [package for package in images.packages if package not in BASE_PACKAGES]
    base = [package for package in images.packages if package in BASE_PACKAGES]
    if base:
        findings.note("environment/Dockerfile", f"{', '.join(base)}: sab's Python base image provides them")
    if python:
        findings.note("task.toml", f"dependencies.python = {python}: installed with --no-deps and checked by "
                                   "`pip check`, so every dependency of a pin must be pinned too (the old images let pip "
                                   "resolve them); the first run names any that is missing")
    for name, value in sorted(images.environment.items()):
        if name in DRIVER_VARIABLES or name.startswith("SAB_"):
            continue
        silent = [result.name for result in kept if name not in result.files["run.sh"][0].decode("utf-8", "replace")]
        if silent:
            findings.warn("environment/Dockerfile", f"ENV {name}={value} of the old images is not carried over; "
                                                    f"run.sh of {', '.join(silent)} does not set it")
    if _installs_differ(texts):
        findings.warn("tests/Dockerfile", "the two old Dockerfiles install different things; their union was read")
    return {"python": python, "system": system}


def _installs_differ(texts: dict[str, str]) -> bool:
    readings = [read_images({rel: text}) for rel, text in texts.items()]
    return len({(tuple(r.pins), tuple(r.loose), tuple(r.packages)) for r in readings}) > 1


def _drivers(peer: PeerLeaf, findings: Findings, record: FileMap) -> None:
    for rel in DRIVERS:
        text = peer.text(rel)
        if text is None:
            findings.note(rel, "absent from the old leaf; sab's stock driver is written")
            continue
        edit = peerstock.compare(text, rel)
        if edit is None:
            findings.note(rel, "the peer's stock driver; replaced by sab's")
            continue
        record[f"{RECORD}/{rel}"] = (text.encode("utf-8"), 0o644)
        findings.warn(rel, f"differs from the peer's stock driver: {edit.summary()}. sab's stock driver replaces "
                           f"it and the change is not carried over (the old file is kept under {RECORD}/); "
                           "what a check needs from it belongs in that check's run.sh")


def _targets(peer: PeerLeaf, settings_cpus: int, memory_gb: float, findings: Findings) -> FileMap:
    files: FileMap = {}
    for path in peer.targets():
        rel = f"target/{path.name}"
        try:
            result = flatten_target(peer_files.load_json(path), rel)
        except SabError as exc:
            findings.warn(rel, f"not converted: {exc.message}")
            continue
        for note in result.notes:
            findings.note(rel, note.removeprefix(f"{rel}: "))
        for warning in result.warnings:
            findings.warn(rel, warning.removeprefix(f"{rel}: "))
        if result.data is None:
            findings.warn(rel, f"not converted: {result.problem}")
            continue
        files[rel] = (dumps(result.data).encode("utf-8"), 0o644)
    if not any(not rel.removeprefix("target/").startswith("_") for rel in files):
        default = {"device": "cpu-x86-64", "arch": "x86_64", "cpus": settings_cpus, "memory_gb": memory_gb,
                   "description": "the CPU class the migrated leaf runs on until its targets are declared"}
        files["target/cpu-x86-64.json"] = (dumps(default).encode("utf-8"), 0o644)
        findings.warn("target/", "no active target converted; a CPU target is written (a leaf needs one)")
    return files


def _record(peer: PeerLeaf, results: list[CheckResult]) -> FileMap:
    """The old leaf's record: manifest, rubrics, targets, images, pipeline records, old notes, left-out checks."""
    files: FileMap = {}
    for rel in ("task.toml", "instruction.md", *DOCKERFILES, "comment/README.md"):
        data = peer.data(rel)
        if data is not None:
            files[f"{RECORD}/{rel}"] = (data, 0o644)
    for folder in ("target", "comment/pipeline"):
        if peer_files.kind(peer.root / folder) == "dir":
            peer_files.copy_tree(peer.root / folder, f"{RECORD}/{folder}", files)
    for result, old in zip(results, peer.checks()):
        prefix = f"{RECORD}/tests/checks/{old.name}"
        if result.left_out is None:
            data = peer.data(f"tests/checks/{old.name}/rubric.json")
            if data is not None:
                files[f"{prefix}/rubric.json"] = (data, 0o644)
        else:
            peer_files.copy_tree(old.root, prefix, files)
        if result.draft is not None:
            files[f"{RECORD}/drafts/{result.name}/rubric.json"] = (dumps(result.draft).encode("utf-8"), 0o644)
    return {rel: (data, 0o644) for rel, (data, _) in files.items()}


def _readme(slug: str, peer: PeerLeaf, module: ModulePlan, kept: list[CheckResult], left_out: dict[str, str],
            findings: Findings, manifest_prose: dict[str, str]) -> str:
    checks = []
    for result in kept:
        checks.append({"name": result.name, "labels": result.labels, "upstream_test": result.upstream_test})
    state = {"propose": "proposed by this migration, not yet approved", "proposed": "proposed, not yet approved",
             "approved": "approved"}[module.state]
    return render("migrate/README.md.j2", slug=slug, date=dt.date.today().isoformat(), origin=_origin(peer),
                  old_slug=peer.sciaccel.get("slug", peer.root.name), module={**module.as_dict(), "state": state}, checks=checks,
                  left_out=left_out, warnings=findings.of("warning"), manifest_prose=manifest_prose,
                  check_prose={result.name: result.kept_prose for result in kept if result.kept_prose})


def migrate(settings: Settings, options: MigrateOptions) -> MigrationReport:
    peer = PeerLeaf.at(options.leaf)
    destination = _destination(settings, peer, options.to)
    source = Source(settings.root, peer.source)
    if not source.tree.is_dir():
        raise NotFoundError(f"source {peer.source!r} is not vendored under code/", file=f"code/{peer.source}",
                            field="metadata.sciaccel.source",
                            fix=f"vendor it first (`sab source add {peer.source} --pypi NAME==VERSION`, --git URL --rev REV, ...)")
    pin = _pin(settings, source)
    findings = Findings()

    pins = read_images({rel: peer.text(rel) or "" for rel in DOCKERFILES}).pins
    results = []
    for check in peer.checks():
        result = convert_check(check, source.tree, pins)
        if any(other.name == result.name and other.left_out is None for other in results) and result.left_out is None:
            result.left_out = f"another check is also named {result.name!r} once made lower-kebab"
        results.append(result)
        where = f"tests/checks/{result.name}"
        for note in result.notes:
            findings.note(where, note)
        for warning in result.warnings:
            findings.warn(where, warning)
        if result.left_out is not None:
            findings.leave_out(result.name, result.left_out)
    kept = [result for result in results if result.left_out is None]
    if not kept:
        reasons = "; ".join(f"{result.name}: {result.left_out}" for result in results)
        raise SabError(f"no check of the leaf can be converted ({reasons})", file=peer.root,
                       fix="see docs/migrate.md for what a check needs")
    dropped = [result for result in results if result.left_out is not None]
    _acceleration(kept, dropped, findings)
    dependencies = _dependencies(peer, kept, findings)

    record: FileMap = {}
    _drivers(peer, findings, record)
    manifest = convert_manifest(peer.manifest, peer.manifest_text, settings, destination, peer.source, pin, dependencies)
    for note in manifest.notes:
        findings.note(*note.split(": ", 1))
    for warning in manifest.warnings:
        findings.warn(*warning.split(": ", 1))
    resources = tomllib.loads(manifest.text)["metadata"]["sciaccel"]["resources"]
    targets = _targets(peer, resources["cpus"], resources["memory_gb"], findings)

    module_json = peer.root / "comment/pipeline/module.json"
    old_module = peer_files.load_json(module_json) if peer_files.kind(module_json) == "file" else None
    texts = [result.files["run.sh"][0].decode("utf-8", "replace") + "\n" + result.upstream_test for result in kept]
    module = plan_module(settings.root, peer.source, destination.module, old_module,
                         str(peer.sciaccel.get("science_summary") or ""), texts)
    for note in module.notes:
        findings.note("comment/pipeline/module.json", note)
    for warning in module.warnings:
        findings.warn("comment/pipeline/module.json", warning)
    if module.state != "approved":
        findings.warn(f"codebase-reports/{peer.source}/modules.json",
                      f"module {destination.module!r} is {'proposed by this migration' if module.state == 'propose' else 'proposed, not approved'}; "
                      f"a curator must approve it: sab modules approve {peer.source} {destination.module} --by NAME")

    left_out = {result.name: result.left_out for result in dropped}
    report = MigrationReport(
        source=_origin(peer), destination=destination.path, slug=destination.slug,
        checks=sorted(result.name for result in kept), left_out=left_out, findings=findings,
        module=module.as_dict(), dry_run=options.dry_run)

    files: FileMap = {
        "task.toml": (manifest.text.encode("utf-8"), 0o644),
        "instruction.md": (render("leaf/instruction.md.j2", module=destination.module, source=peer.source).encode("utf-8"), 0o644),
        "tests/test.sh": (STOCK_PENDING, EXECUTABLE),
        "solution/solve.sh": (STOCK_PENDING, EXECUTABLE),
        **targets, **record, **_record(peer, results),
    }
    for rel in DOCKERFILES:
        template = "leaf/environment/Dockerfile.j2" if rel.startswith("environment") else "leaf/tests/Dockerfile.j2"
        files[rel] = (render(template, source=peer.source, leaf_path=destination.path).encode("utf-8"), 0o644)
    for result in kept:
        files.update({f"tests/checks/{result.name}/{rel}": value for rel, value in result.files.items()})
    files["comment/README.md"] = (_readme(destination.slug, peer, module, kept, left_out, findings,
                                          manifest.kept_prose).encode("utf-8"), 0o644)
    recorded = report.as_dict()
    if not options.dry_run and module.state == "propose":
        recorded["module"]["state"] = "proposed"  # as it stands once the leaf is in place
    files[f"{RECORD}/report.json"] = (dumps(recorded).encode("utf-8"), 0o644)
    if options.dry_run:
        return report
    _write_leaf(settings.root, str(destination.path), files)
    record_module(settings.root, module)
    report.module = module.as_dict()
    report.written = True
    return report


def _write_leaf(root: Path, leaf_path: str, files: FileMap) -> None:
    """Write the leaf into a temporary sibling of ROOT/LEAF_PATH, give it sab's stock files and
    derived parts (as the leaf at LEAF_PATH), and rename it into place."""
    def finish(staging: Path) -> None:
        # the drivers, the verifier image and every validate.py: sab's stock text
        stock.restore(Leaf(staging), leaf_path)
        sync(Leaf(staging))

    write_tree_atomic(root / leaf_path, files, finish)
