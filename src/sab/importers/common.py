"""What the three importers share: input reading, names, the common leaf files, and writing.

An importer turns each instance into a `LeafPlan` (every file of the leaf, in memory or as a file
to copy) through a `Collector`, which skips an instance whose input is bad with its reason; then
`write_leaves` stages each plan, checks it with validate-harbor, and moves the sound ones into
`tasks/<benchmark>/`. An import is instance by instance: one bad instance never stops the others,
and each leaf is written whole or not at all.
"""

from __future__ import annotations

import hashlib
import json
import os
import re
import shlex
import shutil
import tempfile
import unicodedata
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from sab.errors import FileFormatError, NotFoundError, SabError
from sab.jsonio import dumps, parse_strict_json, read_text
from sab.model.base import parse
from sab.model.rubric import Rubric
from sab.importers import IMPORTER_VERSION

INSTANCE = re.compile(r"[A-Za-z0-9][A-Za-z0-9._-]*")
MAX_INSTANCE_CHARS = 100  # the leaf slug adds the benchmark; file names stop at 255 bytes
ANSWER_DIR = "/app"
# The largest answer file each benchmark's run.sh collects (its SAB_MAX_ANSWER_BYTES default).
MAX_ANSWER_BYTES = {"super": 10485760, "airs": 1 << 30, "hera": 10485760}
# The largest agent trajectory a SUPER leaf's run.sh reads (its SAB_MAX_TRAJECTORY_BYTES default).
MAX_TRAJECTORY_BYTES = 64 * 1024 * 1024


# ---------------------------------------------------------------- input


def jsonl_lines(path: Path) -> list[tuple[int, str]]:
    """(line number, text) for every non-blank line of a JSONL file."""
    if not path.is_file():
        raise NotFoundError("no such file", file=path, fix="give the path of a local JSONL copy")
    # Split on newlines only: str.splitlines would also split inside a JSON string holding U+2028,
    # U+0085 or a form feed, which JSON allows unescaped.
    lines = read_text(path).split("\n")
    return [(number, line.removesuffix("\r")) for number, line in enumerate(lines, 1) if line.strip()]


def parse_jsonl_line(path: Path, number: int, line: str) -> Any:
    try:
        return parse_strict_json(line)
    except ValueError as exc:
        raise FileFormatError(f"not a JSON object: {exc}", file=path, field=f"line {number}",
                              fix="each line is one JSON object") from None


def read_jsonl(path: Path) -> list[tuple[int, Any]]:
    """(line number, value) for every non-blank line of a strict JSONL file."""
    return [(number, parse_jsonl_line(path, number, line)) for number, line in jsonl_lines(path)]


def parse_line(model: Any, data: Any, path: Path, line: int) -> Any:
    """`parse` for one JSONL line: the error names the line and the field."""
    try:
        return parse(model, data, path)
    except FileFormatError as exc:
        raise FileFormatError(exc.message, file=path, field=f"line {line}: {exc.field}", fix=exc.fix) from None


def tree_digest(files: dict[str, bytes]) -> str:
    """A content digest of named files, independent of where they came from."""
    digest = hashlib.sha256()
    for name in sorted(files):
        for part in (name.encode("utf-8"), files[name]):
            digest.update(len(part).to_bytes(8, "big"))
            digest.update(part)
    return "sha256:" + digest.hexdigest()


# ---------------------------------------------------------------- names


def kebab(text: str) -> str:
    """`MixUp_AMP` -> `mix-up-amp`: lower-kebab for slugs."""
    spaced = re.sub(r"(?<=[a-z0-9])(?=[A-Z])|(?<=[A-Z])(?=[A-Z][a-z])", "-", text)
    return re.sub(r"[^a-z0-9]+", "-", spaced.lower()).strip("-")


def instance_name(value: str, *, file: Path | str, field: str) -> str:
    if len(value) > MAX_INSTANCE_CHARS:
        raise FileFormatError(f"{value[:40]!r}... is {len(value)} characters long", file=file, field=field,
                              fix=f"an instance id names a directory: at most {MAX_INSTANCE_CHARS} characters")
    if not INSTANCE.fullmatch(value) or value in (".", ".."):
        raise FileFormatError(f"{value!r} cannot name a leaf directory", file=file, field=field,
                              fix="use letters, digits, '.', '_' and '-' only")
    if not kebab(value):
        raise FileFormatError(f"{value!r} gives an empty slug", file=file, field=field)
    return value


# ---------------------------------------------------------------- the leaf


def toml_value(value: Any) -> str:
    """A TOML literal for a str, number, bool, flat dict (inline table) or a list of those."""
    return _toml_item(value).as_string()


def _toml_item(value: Any) -> Any:
    import tomlkit

    if isinstance(value, dict):
        table = tomlkit.inline_table()
        table.update(value)
        return table
    if isinstance(value, list):
        array = tomlkit.array()
        array.extend(_toml_item(item) for item in value)
        return array
    return tomlkit.item(value)


# The network of an imported leaf (docs/importers.md, "Network"): the least its benchmark needs,
# never a host that serves gold. The package index, for what the solver installs:
PACKAGE_INDEX = ("pypi.org", "files.pythonhosted.org")
# Hosts that serve the benchmarks' gold answers: the upstream datasets (Hugging Face: SUPER's
# allenai/super, AIRS-Bench's datasets with their test labels, HERA-Bench's snapshot), the upstream
# repositories and this repository itself (GitHub; its tests/gold/ under [tool.sab] git_url).
GOLD_HOSTS = ("huggingface.co", "*.huggingface.co", "hf.co", "*.hf.co", "github.com", "*.github.com",
              "githubusercontent.com", "*.githubusercontent.com")


def serves_gold(host: str, gold_hosts: tuple[str, ...] = GOLD_HOSTS) -> bool:
    """Whether `host` (a name or a `*.` pattern) is, or lies under, one of the gold hosts."""
    host = host.lower().rstrip(".").removeprefix("*.")
    return any(host == gold.removeprefix("*.") or host.endswith("." + gold.removeprefix("*.")) for gold in gold_hosts)


GITHUB_TREE = re.compile(r"^(https://github\.com/[A-Za-z0-9_.-]+/[A-Za-z0-9_.-]+?)(?:\.git)?(?:/tree/([^/]+)(?:/.*)?)?/?$")


def clone_directory(url: str, parent: str = "/content") -> str:
    """Where `git clone URL` run in `parent` puts the repository (a GitHub tree page: its repository)."""
    match = GITHUB_TREE.match(url)
    name = (match.group(1) if match else url).rstrip("/").rsplit("/", 1)[-1].removesuffix(".git")
    return f"{parent}/{name or 'repository'}"


def repository_clone(url: str, commit: str, into: str) -> str:
    """The shell command that clones `url` (a GitHub `.../tree/<ref>/<path>` page: its repository at
    that ref) into `into` and checks out `commit` when one is given, every word quoted."""
    match = GITHUB_TREE.match(url)
    repository, ref = (match.group(1), match.group(2)) if match else (url, None)
    command = f"git clone --quiet -- {shlex.quote(repository)} {shlex.quote(into)}"
    if commit or ref:
        command += f" && git -C {shlex.quote(into)} checkout --quiet {shlex.quote(commit or ref)}"
    return command


@dataclass(frozen=True)
class Budget:
    """Resources and Harbor bounds of an imported leaf (the benchmark's, not derived)."""

    cpus: int
    memory_gb: float
    agent_timeout_sec: float
    verifier_timeout_sec: float
    network_mode: str = "no-network"
    build_timeout_sec: float = 1800.0
    agent_user: str | None = None  # None: the image's default (root)
    allowed_hosts: tuple[str, ...] = ()  # with network_mode "allowlist" only

    def __post_init__(self) -> None:
        if self.network_mode not in ("no-network", "allowlist"):
            raise ValueError(f"an imported leaf's network is no-network or allowlist, not {self.network_mode!r}")
        if bool(self.allowed_hosts) != (self.network_mode == "allowlist"):
            raise ValueError("allowed_hosts go with network_mode allowlist, and only with it")
        leaking = [host for host in self.allowed_hosts if serves_gold(host)]
        if leaking:
            raise ValueError(f"allowed_hosts {leaking} serve gold answers: never allowlisted")


@dataclass
class Manifest:
    """The task.toml of one imported leaf."""

    benchmark: str
    benchmark_title: str
    instance: str
    title: str
    description: str
    domain: str
    science_summary: str
    upstream_id: str
    upstream_revision: str
    repo_url: str
    repo_commit: str
    license: str
    budget: Budget
    language_from: str = "Python"
    artifacts: list[str | dict[str, str]] = field(default_factory=list)  # what the verifier receives
    extra: dict[str, Any] = field(default_factory=dict)
    mcp_servers: list[dict[str, Any]] = field(default_factory=list)
    verifier_requirements: list[str] = field(default_factory=list)
    verifier_image: str = "python:3.12-slim"
    verifier_env: dict[str, str] = field(default_factory=dict)  # beside SAB_ORACLE_SOURCE, SAB_CANDIDATE_SOURCE
    # [[verifier.collect]] hooks: commands Harbor runs in the solver's container after the agent,
    # before it collects the artifacts (to copy a record Harbor will not collect where it lies).
    verifier_collect: list[dict[str, Any]] = field(default_factory=list)
    dependencies: list[str] = field(default_factory=list)  # exact pins run.sh needs (metadata.sciaccel.dependencies)

    @property
    def slug(self) -> str:
        return f"{self.benchmark}-{kebab(self.instance)}"


@dataclass
class Check:
    """The one check of an imported leaf: the benchmark's rule in a custom validate.py."""

    name: str
    rubric: dict[str, Any]
    run_sh: str
    validate_py: str
    readme: str
    rule: str  # one line for comment/README.md


@dataclass
class LeafPlan:
    """Every file of one leaf: texts in memory, large files copied from where they are."""

    instance: str
    texts: dict[str, str] = field(default_factory=dict)
    copies: dict[str, Path] = field(default_factory=dict)
    executables: set[str] = field(default_factory=set)

    def add(self, rel: str, text: str, *, executable: bool = False) -> None:
        self.texts[rel] = text
        if executable:
            self.executables.add(rel)

    def copy_file(self, rel: str, source: Path) -> None:
        self.copies[rel] = source

    def copy_tree(self, rel: str, source: Path) -> None:
        for path in sorted(source.rglob("*")):
            if path.is_file() and not path.is_symlink():
                self.copies[f"{rel}/{path.relative_to(source).as_posix()}"] = path

    def gold(self, name: str, content: str | Path) -> None:
        """One file of the gold answer: the reference side's source and Harbor's oracle answer."""
        for rel in (f"tests/gold/{name}", f"solution/answer/{name}"):
            if isinstance(content, Path):
                self.copy_file(rel, content)
            else:
                self.add(rel, content)


def render_common(plan: LeafPlan, manifest: Manifest, check: Check, *, org: str, instruction: str,
                  instruction_note: str, source_note: str, notes: list[str] = ()) -> None:
    """task.toml, instruction.md, target, the stock drivers, the check and the reviewer's README."""
    from sab.model.task import TASK_NAME_PATTERN, memory_mb
    from sab.templates import render, stock

    name = f"{org}/{manifest.slug}"
    if not re.match(TASK_NAME_PATTERN, name):
        raise SabError(f"task name {name!r} is not Harbor's org/name", field="tool.sab.org")
    budget = manifest.budget
    values = {
        "name": name, "description": manifest.description, "author": f"{manifest.benchmark_title} authors",
        "slug": manifest.slug, "title": manifest.title, "short_title": manifest.instance,
        "repo_url": manifest.repo_url, "repo_commit": manifest.repo_commit, "license": manifest.license,
        "language_from": manifest.language_from, "domain": manifest.domain, "owner": f"{org} curators",
        "science_summary": manifest.science_summary, "benchmark": manifest.benchmark,
        "upstream_id": manifest.upstream_id, "upstream_revision": manifest.upstream_revision,
        "importer_version": IMPORTER_VERSION, "cpus": budget.cpus, "memory_gb": float(budget.memory_gb),
        "suite_budget_s": float(budget.verifier_timeout_sec), "memory_mb": memory_mb(budget.memory_gb),
        "build_timeout_sec": float(budget.build_timeout_sec), "network_mode": budget.network_mode,
        "allowed_hosts": list(budget.allowed_hosts),
        "verifier_timeout_sec": float(budget.verifier_timeout_sec), "agent_timeout_sec": float(budget.agent_timeout_sec),
    }
    plan.add("task.toml", render(
        "import/common/task.toml.j2", benchmark=manifest.benchmark, benchmark_title=manifest.benchmark_title,
        instance=manifest.instance, importer_version=IMPORTER_VERSION, artifacts=toml_value(manifest.artifacts),
        agent_user=toml_value(budget.agent_user) if budget.agent_user else None,
        allowlist=budget.network_mode == "allowlist",
        t={key: toml_value(value) for key, value in values.items()},
        extra=[(key, toml_value(value)) for key, value in manifest.extra.items()],
        mcp_servers=[[(key, toml_value(value)) for key, value in server.items()] for server in manifest.mcp_servers],
        dependencies=[toml_value(pin) for pin in manifest.dependencies],
        verifier_env=[(key, toml_value(value)) for key, value in manifest.verifier_env.items()],
        verifier_collect=[[(key, toml_value(value)) for key, value in hook.items()] for hook in manifest.verifier_collect],
    ))
    plan.add("instruction.md", instruction)
    plan.add("target/cpu-x86-64.json", render(
        "import/common/target.json.j2", cpus=budget.cpus, memory_gb=float(budget.memory_gb),
        description=json.dumps(f"the machine class a {manifest.benchmark_title} solver runs on"),
    ))
    plan.add("tests/Dockerfile", render(
        "import/common/verifier.Dockerfile.j2", benchmark_title=manifest.benchmark_title, base_image=manifest.verifier_image,
        requirements=" ".join(shlex.quote(r) for r in manifest.verifier_requirements),
    ))
    plan.add("tests/test.sh", stock("leaf/tests/test.sh"), executable=True)
    plan.add("tests/reward.py", stock("leaf/tests/reward.py"))
    plan.add("solution/solve.sh", stock("leaf/solution/solve.sh"), executable=True)
    base = f"tests/checks/{check.name}"
    parse(Rubric, check.rubric, f"{base}/rubric.json")  # an importer bug, not bad input, if this fails
    plan.add(f"{base}/check.json", dumps({"labels": ["custom", manifest.benchmark]}))
    plan.add(f"{base}/rubric.json", dumps(check.rubric))
    plan.add(f"{base}/run.sh", check.run_sh, executable=True)
    plan.add(f"{base}/validate.py", check.validate_py)
    plan.add(f"{base}/README.md", check.readme)
    plan.add("comment/README.md", render(
        "import/common/comment.md.j2", title=manifest.title, benchmark=manifest.benchmark,
        benchmark_title=manifest.benchmark_title, importer_version=IMPORTER_VERSION, source_note=source_note,
        upstream_id=manifest.upstream_id, upstream_revision=manifest.upstream_revision,
        instruction_note=instruction_note, check=check.name, rule=check.rule, notes=list(notes),
    ))


def rubric(check: str, *, upstream_test: str, configuration: str, observable: str, warrant: str,
           files: list[dict[str, Any]], expected_runtime_s: float = 1.0) -> dict[str, Any]:
    """The rubric of an imported check: pointwise over the graded files, prose for curators."""
    return {
        "check": check, "policy": "pointwise", "chaotic": False, "upstream_test": upstream_test,
        "configuration": configuration, "observable": observable, "expected_runtime_s": expected_runtime_s,
        "variant": "none: an imported check grades an answer, not a run of a source, so it has no initial conditions",
        "altbuild": None, "warrant": warrant, "comparison": {"files": files},
        "evidence": None, "proposal": None, "rulings": [],
    }


# ---------------------------------------------------------------- writing


@dataclass(frozen=True)
class Skipped:
    """An instance that was not imported, where it came from, and why."""

    instance: str
    where: str
    reason: str


@dataclass
class ImportResult:
    benchmark: str
    directory: Path
    leaves: list[Path]
    notes: list[str] = field(default_factory=list)
    skipped: list[Skipped] = field(default_factory=list)

    @property
    def complete(self) -> bool:
        return not self.skipped


class Collector:
    """The plans of one import and the instances that could not become one, instance by instance.

    `attempt` runs one instance's planning; an input problem (a SabError) skips that instance with
    its message, and the others go on.
    """

    def __init__(self) -> None:
        self.plans: list[LeafPlan] = []
        self.skipped: list[Skipped] = []
        self.notes: list[str] = []

    def attempt(self, instance: str, where: str, make_plan) -> LeafPlan | None:
        try:
            plan = make_plan()
        except SabError as exc:
            self.skipped.append(Skipped(instance, where, str(exc)))
            return None
        self.plans.append(plan)
        return plan

    def skip(self, instance: str, where: str, reason: str) -> None:
        self.skipped.append(Skipped(instance, where, reason))


def single_line(value: str, *, file: Path | str, field: str) -> str:
    """A field that reaches a Dockerfile, TOML or shell line: no control characters at all."""
    bad = next((ch for ch in value if unicodedata.category(ch) in ("Cc", "Cf", "Zl", "Zp")), None)
    if bad is not None:
        raise FileFormatError(f"holds the control character U+{ord(bad):04X}", file=file, field=field,
                              fix="one line of printable text")
    return value


def _materialise(plan: LeafPlan, root: Path) -> None:
    for rel, text in plan.texts.items():
        path = root / rel
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8", newline="\n")
    for rel, source in plan.copies.items():
        path = root / rel
        path.parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(source, path)
    for path in root.rglob("*"):
        if path.is_file():
            executable = path.relative_to(root).as_posix() in plan.executables
            path.chmod(0o755 if executable else 0o644)


def _stage(plan: LeafPlan, staged: Path, roots) -> str | None:
    """Write one plan into staged/ and validate it; the reason it is unfit, or None."""
    from sab.derived import sync
    from sab.leaf import Leaf
    from sab.validate.harbor import validate_leaf

    _materialise(plan, staged)
    sync(Leaf(staged))  # the equivalence catalogue, from the rubric
    report = validate_leaf(staged, roots)
    if report.passed:
        return None
    first = report.sorted()[0]
    return f"the imported leaf fails validate-harbor: [{first.code}] {first.detail}"


def _swap_in(new: Path, target: Path, parking: Path) -> None:
    """Move new to target; an existing target is parked first and put back if the move fails.

    Runs under any exception, KeyboardInterrupt included, so a replaced leaf is never lost: it is
    either the old leaf or the new one, and the old one is deleted only after the new one is in.
    """
    parked = False
    try:
        if target.exists():
            os.replace(target, parking)
            parked = True
        os.replace(new, target)
    except BaseException:
        if parked and not target.exists():
            os.replace(parking, target)
        raise


def write_leaves(tasks_dir: Path, benchmark: str, collected: Collector, *, force: bool = False) -> ImportResult:
    """Stage and validate each plan, then move the sound ones into tasks_dir/<benchmark>/.

    Instance by instance: a plan whose leaf exists (without --force) or fails validate-harbor is
    skipped with its reason, and the others are written. Each leaf appears whole or not at all.
    """
    from sab.validate.harbor import RootCache

    destination = tasks_dir / benchmark
    skipped = list(collected.skipped)
    plans = []
    # A leaf's slug is its benchmark and its kebab-cased instance: two directories that kebab-case
    # alike would carry one slug, which validate-harbor refuses (duplicate-slug).
    taken = {kebab(entry.name): entry.name for entry in destination.iterdir()} if destination.is_dir() else {}
    for plan in collected.plans:
        holder = taken.get(kebab(plan.instance))
        if holder is not None and holder != plan.instance:
            skipped.append(Skipped(plan.instance, str(destination / plan.instance),
                                   f"its slug {benchmark}-{kebab(plan.instance)} is taken by {benchmark}/{holder}"))
        elif (destination / plan.instance).exists() and not force:
            skipped.append(Skipped(plan.instance, str(destination / plan.instance),
                                   "the leaf already exists (pass --force to replace it)"))
        else:
            plans.append(plan)
    if not plans and not skipped:
        raise SabError("the input holds no instance to import", fix="check the --from path")
    tasks_dir.mkdir(parents=True, exist_ok=True)
    # Staged beside tasks/ (same file system, so the final moves are renames; never under tasks/,
    # where a leftover would look like a leaf).
    staging = Path(tempfile.mkdtemp(prefix=f".sab-import-{benchmark}-", dir=tasks_dir.parent))
    leaves = []
    try:
        roots = RootCache()
        sound = []
        for plan in plans:
            reason = _stage(plan, staging / "new" / plan.instance, roots)
            if reason:
                skipped.append(Skipped(plan.instance, f"{benchmark}/{plan.instance}", reason))
            else:
                sound.append(plan)
        if sound:
            destination.mkdir(parents=True, exist_ok=True)
            (staging / "old").mkdir()
        for plan in sound:
            target = destination / plan.instance
            _swap_in(staging / "new" / plan.instance, target, staging / "old" / plan.instance)
            leaves.append(target)
    finally:
        shutil.rmtree(staging, ignore_errors=True)
    return ImportResult(benchmark, destination, leaves, list(collected.notes), skipped)
