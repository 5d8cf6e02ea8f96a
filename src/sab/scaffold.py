"""`sab scaffold` and `sab add-check`: render leaves and checks from the shipped templates.

Both render into a temporary sibling directory and rename it into place, so an interrupted
scaffold leaves nothing half-written, and both refuse to touch anything that already exists.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path

from sab.config import Settings
from sab.derived import sync
from sab.errors import ExistsError, NotFoundError, SabError
from sab.grader import assemble
from sab.jsonio import write_tree_atomic
from sab.leaf import Leaf, leaf_slug, repository_root
from sab.model.base import KEBAB, NAME_MAX, parse
from sab.model.rubric import POLICIES, Rubric
from sab.model.task import Resources, harbor_tables
from sab.sources.layout import source as source_layout
from sab.sources.modules import pipeline_records, require_approved
from sab.sources.survey import require_surveyed_test
from sab.stock import DRIVER_PROGRAMS, EXECUTABLE
from sab.templates import render, stock

LEAF_FILES = {
    # destination -> template (.j2 rendered, others copied verbatim)
    "task.toml": "leaf/task.toml.j2",
    "instruction.md": "leaf/instruction.md.j2",
    "environment/Dockerfile": "leaf/environment/Dockerfile.j2",
    "tests/Dockerfile": "leaf/tests/Dockerfile.j2",
    "tests/test.sh": "leaf/tests/test.sh",
    "tests/reward.py": "leaf/tests/reward.py",
    "solution/solve.sh": "leaf/solution/solve.sh",
    "target/cpu-x86-64.json": "leaf/target/cpu-x86-64.json.j2",
    "comment/README.md": "leaf/comment/README.md.j2",
}


def _require_kebab(value: str, what: str) -> None:
    if not KEBAB.match(value):
        raise SabError(
            f"{what} {value[:70]!r} is not a lower-kebab name of at most {NAME_MAX} characters", field=what,
            fix="use lower-case letters, digits and single hyphens, e.g. heat-solver",
        )


def _source_facts(settings: Settings, source: str) -> dict[str, str]:
    """What the codebase report knows of the source, or placeholders to fill."""
    facts = {
        "repo_url": "<<FILL: upstream repository URL>>",
        "repo_commit": "<<FILL: pinned upstream commit>>",
        "license": "<<FILL: SPDX license id>>",
        "language": "<<FILL: language of the module>>",
    }
    recorded = source_layout(settings.root, source)
    if recorded.recorded:
        metadata = recorded.metadata()
        pin = metadata.pin
        for key, value in (
            ("repo_url", getattr(pin, "url", None)),
            ("repo_commit", getattr(pin, "commit", None) or getattr(pin, "version", None)),
            ("license", metadata.license),
            ("language", (metadata.languages or [None])[0]),
        ):
            if isinstance(value, str) and value:
                facts[key] = value
    return facts


@dataclass(frozen=True)
class ScaffoldOptions:
    codebase: str
    module: str
    source: str
    cpus: int = 1
    memory_gb: float = 2.0
    suite_budget_s: float | None = None


def scaffold_leaf(settings: Settings, options: ScaffoldOptions) -> Path:
    _require_kebab(options.codebase, "codebase")
    _require_kebab(options.module, "module")
    if not (settings.code_dir / options.source).is_dir():
        raise NotFoundError(
            f"source {options.source!r} is not vendored", file=settings.code_dir / options.source,
            fix=f"vendor it first with `sab source add {options.source} ...`",
        )
    module = require_approved(settings.root, options.source, options.module)
    destination = settings.tasks_dir / options.codebase / options.module
    if destination.exists():
        raise ExistsError("leaf already exists; sab never overwrites existing work", file=destination)
    resources = Resources(
        cpus=options.cpus,
        memory_gb=options.memory_gb,
        suite_budget_s=options.suite_budget_s or settings.default_suite_budget_s,
    )
    context = {
        "org": settings.org,
        "namespace": "sciaccel",
        "codebase": options.codebase,
        "module": options.module,
        "slug": leaf_slug(options.codebase, options.module),
        "source": options.source,
        "leaf_path": f"tasks/{options.codebase}/{options.module}",
        "cpus": resources.cpus,
        "memory_gb": resources.memory_gb,
        "suite_budget_s": resources.suite_budget_s,
        "tables": harbor_tables(resources),
        **_source_facts(settings, options.source),
    }
    files: dict[str, tuple[str, int]] = {}
    for rel, template in LEAF_FILES.items():
        if template.endswith(".j2"):
            files[rel] = (render(template, **context), 0o644)
        else:
            files[rel] = (stock(template), 0o644 if rel in DRIVER_PROGRAMS else EXECUTABLE)
    files.update(pipeline_records(settings.root, module))
    write_tree_atomic(destination, files)
    (destination / "tests" / "checks").mkdir(exist_ok=True)
    return destination


@dataclass(frozen=True)
class CheckOptions:
    name: str
    policy: str
    from_test: str | None = None
    custom: str | None = None


def add_check(leaf: Leaf, options: CheckOptions) -> Path:
    _require_kebab(options.name, "check")
    if options.policy not in POLICIES:
        raise SabError(f"unknown policy {options.policy!r}", field="--policy", fix="use pointwise, invariants or hybrid")
    if options.from_test and options.custom:
        raise SabError("--from-test and --custom exclude each other", fix="an official check cites its upstream test; a custom one gives its reason")
    if options.from_test:
        _require_source_test(leaf, options.from_test)
    destination = leaf.checks_dir / options.name
    if destination.exists():
        raise ExistsError("check already exists; sab never overwrites existing work", file=destination)
    labels = ["custom" if options.custom else "official"]
    if not any(check.name != options.name for check in leaf.checks()):
        labels.append("acceleration")  # the first check of a leaf is its measured workload
    upstream = options.from_test or (f"custom: {options.custom}" if options.custom else "<<FILL: upstream test path>>")
    context = {
        "name": options.name,
        "policy": options.policy,
        "labels_json": json.dumps(labels),
        "upstream_test": json.dumps(upstream)[1:-1],
        "custom_reason": options.custom or "",
    }
    readme_context = dict(context, upstream_test=options.from_test or "")
    rubric = render(f"check/rubric_{options.policy}.json.j2", **context)
    files = {
        "check.json": (render("check/check.json.j2", **context), 0o644),
        "run.sh": (render("check/run.sh.j2", **context), EXECUTABLE),
        "rubric.json": (rubric, 0o644),
        "validate.py": (_grader_for(rubric, destination / "rubric.json"), 0o644),
        "README.md": (render("check/README.md.j2", **readme_context), 0o644),
    }
    leaf.checks_dir.mkdir(parents=True, exist_ok=True)
    write_tree_atomic(destination, files)
    for ic in ("nominal", "variant"):
        (destination / "ic" / ic).mkdir(parents=True, exist_ok=True)
    sync(leaf)
    return destination


def _grader_for(rubric_text: str, where: Path) -> str:
    """The validate.py of a new check: assembled for its rubric as written, or the whole grader while
    the rubric does not load yet (`sab sync` narrows it once the rubric is filled in)."""
    try:
        return assemble.render_for(parse(Rubric, json.loads(rubric_text), where))
    except (ValueError, SabError):
        return assemble.render()


def _require_source_test(leaf: Leaf, test_path: str) -> None:
    source = leaf.manifest.sciaccel.source
    root = repository_root(leaf.root)
    if root is None:
        raise NotFoundError("no repository (code/ and tasks/) above the leaf", file=leaf.root)
    source_dir = root / "code" / (source or "")
    target = (source_dir / test_path.split("::", 1)[0]).resolve()  # PATH or PATH::NAME
    if not source or not target.is_relative_to(source_dir.resolve()) or not target.exists():
        raise NotFoundError(
            f"test {test_path!r} is not in the source", file=source_dir,
            fix="give a path relative to code/<source>/ that exists, or use --custom REASON",
        )
    require_surveyed_test(root, source, leaf.root.name, test_path)
