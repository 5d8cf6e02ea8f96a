"""`sab validate-harbor`: the closed leaf boundary (docs/design.md, "Validation").

One pass over each leaf's tree with os.scandir (no symlink is ever followed), then only the
files the rules need are read, each once: task.toml, every check.json, every target and
instruction.md. Every rule has a stable code from the catalogue `sab.model.rules.Rule`, which
`sab rules` prints.

Speed (benchmarks/validate_harbor.py): the pydantic models are imported with the first leaf, so a
run that meets none costs little more than the interpreter; paths found by --all are already
resolved and are not resolved again; and from PARALLEL_THRESHOLD leaves on, the leaves are
spread over a process pool, one per core.
"""

from __future__ import annotations

import hashlib
import json
import os
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from sab.errors import NotFoundError, SabError
from sab.leaf import ACCELERATED, LayoutProblem, load_manifest, repository_root, scan_tasks, TASK_TOML
from sab.jsonio import load_json, parse_strict_json
from sab.model.rules import Rule
from sab.validate.report import LeafReport
from sab.validate.verifier_inputs import import_image_problems, verifier_image_problems, verifier_input_problems

if TYPE_CHECKING:
    from sab.model.task import TaskManifest


REQUIRED_FILES = (
    "task.toml",
    "instruction.md",
    "environment/Dockerfile",
    "tests/Dockerfile",
    "tests/test.sh",
    "tests/reward.py",
    "solution/solve.sh",
)
# Imported leaves (docs/importers.md) keep their gold answer in tests/gold/ (the reference
# side) and solution/answer/ (for Harbor's oracle agent).
GOLD_DIRS = ("tests/gold", "solution/answer")
# How a gold file is looked for in instruction.md and environment/ (docs/importers.md, `gold-exposed`):
# whitespace never counts, on either side. A gold that is a JSON object or list is looked for in
# every rendering of its structure (compact, keys sorted or not, ASCII-escaped or not, as Python
# prints it, escaped inside a JSON string) and, in instruction.md and small environment files, as
# any JSON text that parses to an equal value; it must be at least GOLD_STRUCTURE_MIN characters
# compact ({"a":1}). Any other gold (a JSON scalar, a CSV, text) is looked for as its text, and
# only from GOLD_TEXT_MIN characters: "1" or "true" are too common a text.
GOLD_TEXT_MIN = 16
GOLD_STRUCTURE_MIN = 8
WHITESPACE = b" \t\n\r\x0b\x0c"
SCAN_CHUNK = 1 << 20
STRUCTURE_SCAN_MAX = 1 << 20  # environment files up to this size are also parsed for the gold's value
# An imported leaf may keep the upstream record it was made from, byte for byte; task.toml's
# [metadata.<benchmark>] then names its SHA-256 (upstream_record_sha256). Gold text inside the
# verified prefix of instruction.md that is the record's prompt field is what upstream itself shows
# the solver, not a leak (docs/importers.md, "What the rule trusts"). Which field is the
# prompt is fixed by the benchmark, never read from the leaf: a leaf naming another field (the
# record's answer) would otherwise exempt the gold itself.
UPSTREAM_RECORD = "comment/upstream-record.json"
UPSTREAM_PROMPT_FIELDS = {"super": "query"}
REQUIRED_DIRS = ("tests/checks", "target")
# Directories whose content the author owns entirely.
OPEN_DIRS = frozenset({"environment", "comment"})
TOP_ENTRIES = frozenset({"task.toml", "instruction.md", "environment", "tests", "solution", "target", "comment"})
TESTS_ENTRIES = frozenset({"Dockerfile", "test.sh", "reward.py", "checks"})
# Harness folders hold the driver code and data a run.sh needs for a library without a command
# line (docs/leaf.md): tests/harness/ is shared by every check, tests/checks/<check>/harness/ is
# one check's own. Anything may sit inside; the walk still refuses links, caches and special files.
HARNESS = "harness"
CHECK_ENTRIES = frozenset({"check.json", "run.sh", "rubric.json", "validate.py", "README.md", "ic", HARNESS})
IC_ENTRIES = frozenset({"nominal", "variant", "altbuild"})
SOLUTION_ENTRIES = frozenset({"solve.sh"})


@dataclass
class _Tree:
    """What one scandir pass saw: regular files and directories by relative path."""

    files: set[str]
    dirs: set[str]


def _walk(root: Path, report: LeafReport, display: str) -> _Tree:
    from sab.fingerprint import is_cache

    files: set[str] = set()
    dirs: set[str] = set()
    base = str(root)
    stack = [""]
    while stack:
        rel_dir = stack.pop()
        try:
            entries = list(os.scandir(f"{base}/{rel_dir}" if rel_dir else base))
        except OSError as exc:
            report.add(Rule.UNEXPECTED_FILE, f"{display}/{rel_dir}", f"cannot be read: {exc.strerror}")
            continue
        for entry in entries:
            rel = f"{rel_dir}/{entry.name}" if rel_dir else entry.name
            if entry.is_symlink():
                report.add(Rule.SYMLINK, f"{display}/{rel}", f"symbolic link to {os.readlink(entry.path)!r}; replace it with the file itself")
                continue
            if is_cache(entry.name):
                report.add(Rule.CACHE_PRESENT, f"{display}/{rel}", "generated cache; delete it")
                continue
            is_dir = entry.is_dir(follow_symlinks=False)
            if not _expected(rel, is_dir):
                kind, shown = ("directory" if is_dir else "file"), f"{display}/{rel}"
                if rel == "code":
                    report.add(Rule.LEAF_CODE_DIR, shown, "a leaf never carries code/; the source lives in the repository's code/<source>/")
                else:
                    report.add(Rule.UNEXPECTED_FILE, shown, f"{kind} outside the leaf layout")
                continue
            if is_dir:
                dirs.add(rel)
                stack.append(rel)
            elif entry.is_file(follow_symlinks=False):
                files.add(rel)
            else:
                report.add(Rule.UNEXPECTED_FILE, f"{display}/{rel}", "not a regular file or directory")
    return _Tree(files, dirs)


def _expected(rel: str, is_dir: bool) -> bool:
    parts = rel.split("/")
    top = parts[0]
    if top not in TOP_ENTRIES:
        return False
    if len(parts) == 1:
        return is_dir == (top not in ("task.toml", "instruction.md"))
    if top in OPEN_DIRS:
        return True
    if top == "solution":
        if parts[1] == "answer":  # admitted here, allowed only for imported leaves (_check_gold)
            return True
        if parts[1] == ACCELERATED:  # the reference acceleration Harbor's oracle agent applies (docs/leaf.md)
            return True
        return len(parts) == 2 and parts[1] in SOLUTION_ENTRIES and not is_dir
    if top == "target":
        return len(parts) == 2 and parts[1].endswith(".json") and not is_dir
    # tests/
    if parts[1] == "gold":  # admitted here, allowed only for imported leaves (_check_gold)
        return True
    if parts[1] == HARNESS:
        return len(parts) > 2 or is_dir
    if len(parts) == 2:
        return parts[1] in TESTS_ENTRIES and is_dir == (parts[1] == "checks")
    if parts[1] != "checks":
        return False
    if len(parts) == 3:
        return is_dir
    if len(parts) == 4:
        return parts[3] in CHECK_ENTRIES and is_dir == (parts[3] in ("ic", HARNESS))
    if parts[3] == HARNESS:
        return True
    if parts[3] != "ic":
        return False
    if len(parts) == 5:
        return is_dir and parts[4] in IC_ENTRIES
    return True


class RootCache:
    """Repository roots of leaves, found once per parent directory, and whether a source exists
    under a root, looked at once per source (many leaves share one)."""

    def __init__(self) -> None:
        self._roots: dict[Path, Path | None] = {}
        self._sources: dict[tuple[Path, str], bool] = {}

    def root_of(self, leaf: Path) -> Path | None:
        parent = leaf.parent
        if parent not in self._roots:
            self._roots[parent] = repository_root(leaf)
        return self._roots[parent]

    def has_source(self, root: Path, source: str) -> bool:
        key = (root, source)
        if key not in self._sources:
            self._sources[key] = (root / "code" / source).is_dir()
        return self._sources[key]


def display_path(path: Path, root: Path | None) -> str:
    if root is not None:
        try:
            return path.relative_to(root).as_posix()
        except ValueError:
            pass
    return path.as_posix()


def validate_leaf(leaf: Path, roots: RootCache) -> LeafReport:
    return _validate_resolved(leaf.resolve(), roots)


def _validate_resolved(leaf: Path, roots: RootCache) -> LeafReport:
    root = roots.root_of(leaf)
    display = display_path(leaf, root)
    report = LeafReport(display)
    tree = _walk(leaf, report, display)

    manifest = _check_manifest(leaf, display, root, roots, report) if "task.toml" in tree.files else None
    if manifest is not None:
        report.slug = manifest.sciaccel.slug
    imported = manifest is not None and manifest.sciaccel.kind == "import"
    for rel in REQUIRED_FILES:
        if rel not in tree.files:
            report.add(Rule.MISSING_FILE, f"{display}/{rel}", "required file is missing")
    for rel in REQUIRED_DIRS:
        if rel not in tree.dirs:
            report.add(Rule.MISSING_DIR, f"{display}/{rel}/", "required directory is missing")

    instruction = (leaf / "instruction.md").read_bytes() if "instruction.md" in tree.files else None
    if imported:
        _check_gold(leaf, display, tree, manifest, instruction, report)
    else:
        _refuse_gold(display, tree, report)
    if manifest is not None and "tests/Dockerfile" in tree.files:
        _check_verifier_image(leaf, display, root, roots, manifest, report)
    if instruction is not None:
        _check_instruction(instruction, display, report)
    if "tests/checks" in tree.dirs:
        _check_checks(leaf, display, tree, report, needs_acceleration=not imported)
    if "target" in tree.dirs:
        _check_targets(leaf, display, tree, report)
    return report


def _check_verifier_image(leaf: Path, display: str, root: Path | None, roots: RootCache, manifest: TaskManifest,
                          report: LeafReport) -> None:
    """The verifier image is sab's (a module leaf's) or its importer's (an imported leaf's)."""
    from sab.derived import BLOCKS, verifier_image

    text = (leaf / "tests/Dockerfile").read_text(encoding="utf-8", errors="replace")
    if manifest.sciaccel.kind == "import":
        problems = import_image_problems(text, (BLOCKS[0].start, BLOCKS[0].end))
    elif root is not None and manifest.sciaccel.source and roots.has_source(root, manifest.sciaccel.source):
        problems = verifier_image_problems(text, verifier_image(manifest, leaf.relative_to(root).as_posix()))
    else:
        return  # outside a repository, or without its source (reported), there is no image to compare with
    for number, detail in problems:
        report.add(Rule.VERIFIER_INPUTS, f"{display}/tests/Dockerfile:{number}", detail)


def _check_manifest(leaf: Path, display: str, root: Path | None, roots: RootCache,
                    report: LeafReport) -> TaskManifest | None:
    """Check task.toml; returns the manifest (its slug is for the repository-wide uniqueness rule),
    or None when it cannot be read."""
    shown = f"{display}/task.toml"
    try:
        manifest = load_manifest(leaf / TASK_TOML)
    except SabError as exc:
        code = Rule.TASK_TOML_SCHEMA if exc.field else Rule.TASK_TOML_INVALID
        detail = f"{exc.field}: {exc.message}" if exc.field else exc.message
        report.add(code, shown, detail)
        return None
    meta = manifest.sciaccel
    for field, detail in verifier_input_problems(manifest):
        report.add(Rule.VERIFIER_INPUTS, shown, f"{field} {detail}")
    if manifest.task.name.split("/", 1)[1] != meta.slug:
        report.add(Rule.TASK_NAME_MISMATCH, shown, f"task.name {manifest.task.name!r} must end in /{meta.slug}")
    if meta.kind == "module" or meta.source is not None:
        if not meta.source:
            report.add(Rule.SOURCE_MISSING, shown, "metadata.sciaccel.source: a module leaf must name its code/<source>/")
        elif root is None or not roots.has_source(root, meta.source):
            report.add(Rule.SOURCE_MISSING, shown, f"metadata.sciaccel.source: code/{meta.source}/ does not exist in the repository")
    return manifest


class _Gold:
    """One gold file's content and the whitespace-free forms it is looked for in (none when too short)."""

    def __init__(self, rel: str, data: bytes) -> None:
        self.rel, self.data = rel, data
        self.value: object = None  # the parsed gold, when it is a JSON object or list looked for
        self.needles: list[bytes] = []
        self.limit = 4096
        try:
            parsed = parse_strict_json(data.decode("utf-8"))
        except (UnicodeDecodeError, ValueError):
            parsed = None
        if isinstance(parsed, (dict, list)) and parsed:
            compact = {json.dumps(parsed, separators=(",", ":"), ensure_ascii=ascii_only, sort_keys=keys)
                       for ascii_only in (False, True) for keys in (False, True)}
            if min(len(text) for text in compact) < GOLD_STRUCTURE_MIN:
                return
            self.value = parsed
            forms = [data] + [text.encode("utf-8") for text in compact]
            forms.append(repr(parsed).encode("utf-8"))  # as Python prints it: {'acc': 0.5}
            # Inside a JSON string, non-ASCII characters escaped or not: the compact forms and the file's own text.
            forms += [json.dumps(text, ensure_ascii=ascii_only)[1:-1].encode("utf-8")
                      for text in [*compact, data.decode("utf-8").strip()] for ascii_only in (False, True)]
            minimum = GOLD_STRUCTURE_MIN
        else:
            forms = [data] + ([parsed.encode("utf-8")] if isinstance(parsed, str) else [])
            minimum = GOLD_TEXT_MIN
        needles = {form.translate(None, WHITESPACE) for form in forms}
        self.needles = sorted(needle for needle in needles if len(needle) >= minimum)
        # The longest text an equal value may reasonably take (indented, spaced): the parse window.
        self.limit = max(4096, 16 * max(map(len, self.needles), default=0))


def _same(a: object, b: object) -> bool:
    """JSON values equal as data: numbers by value (1 == 1.0), booleans only as booleans."""
    if isinstance(a, bool) or isinstance(b, bool):
        return type(a) is type(b) and a == b
    if isinstance(a, (int, float)) and isinstance(b, (int, float)):
        try:
            return float(a) == float(b)
        except OverflowError:
            return a == b
    if isinstance(a, dict) and isinstance(b, dict):
        return a.keys() == b.keys() and all(_same(a[key], b[key]) for key in a)
    if isinstance(a, list) and isinstance(b, list):
        return len(a) == len(b) and all(_same(x, y) for x, y in zip(a, b))
    return type(a) is type(b) and a == b


def _reject_constant(name: str) -> None:
    raise ValueError(f"{name} is not JSON")


_DECODER = json.JSONDecoder(parse_constant=_reject_constant)


def _structures(text: str, gold: _Gold) -> list[tuple[int, int]]:
    """(start, end) character spans of TEXT holding JSON that parses to the gold's value."""
    found = []
    opener = "{" if isinstance(gold.value, dict) else "["
    at = text.find(opener)
    while at >= 0:
        try:
            value, end = _DECODER.raw_decode(text[at:at + gold.limit])
        except (ValueError, RecursionError):
            value = end = None
        if end is not None and _same(value, gold.value):
            found.append((at, at + end))
        at = text.find(opener, at + 1)
    return found


def _stripped_occurrences(data: bytes, needle: bytes) -> list[tuple[int, int]]:
    """(start, end) byte spans of DATA that are NEEDLE once whitespace is removed from DATA."""
    stripped = data.translate(None, WHITESPACE)
    at = stripped.find(needle)
    if at < 0:
        return []
    keep = [index for index, byte in enumerate(data) if byte not in WHITESPACE]
    spans = []
    while at >= 0:
        spans.append((keep[at], keep[at + len(needle) - 1] + 1))
        at = stripped.find(needle, at + 1)
    return spans


def _file_holds(path: Path, golds: list[_Gold]) -> _Gold | None:
    """The first gold whose content a file holds, whitespace aside (read in chunks)."""
    needles = [(needle, gold) for gold in golds for needle in gold.needles]
    if not needles:
        return None
    keep = max(len(needle) for needle, _ in needles) - 1
    carry = b""
    with open(path, "rb") as handle:
        while True:
            chunk = handle.read(SCAN_CHUNK)
            if not chunk:
                return None
            window = carry + chunk.translate(None, WHITESPACE)
            for needle, gold in needles:
                if needle in window:
                    return gold
            carry = window[-keep:] if keep else b""


def _refuse_gold(display: str, tree: _Tree, report: LeafReport) -> None:
    """Gold directories belong to imported leaves only."""
    for directory in GOLD_DIRS:
        if directory in tree.dirs:
            report.add(Rule.UNEXPECTED_FILE, f"{display}/{directory}/",
                       "only imported leaves (kind = \"import\") carry a gold answer")


def _check_gold(leaf: Path, display: str, tree: _Tree, manifest: TaskManifest, instruction: bytes | None,
                report: LeafReport) -> None:
    """An imported leaf's gold content never reaches the solver."""
    gold_files = [rel for directory in GOLD_DIRS for rel in sorted(tree.files) if rel.startswith(f"{directory}/")]
    golds: dict[bytes, _Gold] = {}  # one per distinct content (solution/answer/ repeats tests/gold/)
    for rel in gold_files:
        data = (leaf / rel).read_bytes()
        if data.strip() and data not in golds:
            golds[data] = _Gold(rel, data)
    searched = [gold for gold in golds.values() if gold.needles]
    structured = [gold for gold in searched if gold.value is not None]
    for rel in sorted(f for f in tree.files if f.startswith("environment/")):
        path = leaf / rel
        size = path.stat().st_size
        copy = next((gold for gold in golds.values() if len(gold.data) == size and path.read_bytes() == gold.data), None)
        if copy is not None:
            report.add(Rule.GOLD_EXPOSED, f"{display}/{rel}", f"is a copy of {copy.rel}; the solver's image must not hold gold data")
            continue
        holder = _file_holds(path, searched)
        if holder is None and structured and size <= STRUCTURE_SCAN_MAX:
            text = path.read_bytes().decode("utf-8", errors="replace")
            holder = next((gold for gold in structured if _structures(text, gold)), None)
        if holder is not None:
            report.add(Rule.GOLD_EXPOSED, f"{display}/{rel}", f"contains the content of {holder.rel} (whitespace and "
                       "JSON formatting aside); the solver's image must not hold gold data")
    dockerfile = leaf / "environment" / "Dockerfile"
    if "environment/Dockerfile" in tree.files:
        for number, line in enumerate(dockerfile.read_text(encoding="utf-8", errors="replace").splitlines(), 1):
            words = line.split()
            if words and words[0].upper() in ("COPY", "ADD") and any(_names_hidden(word) for word in words[1:-1]):
                report.add(Rule.GOLD_EXPOSED, f"{display}/environment/Dockerfile:{number}",
                           "copies tests/ or solution/ into the solver's image")
    if instruction is not None:
        shown, untrusted = _upstream_prompt(leaf, tree, manifest, instruction)
        text = instruction.decode("utf-8", errors="replace")
        for gold in searched:
            spans = [span for needle in gold.needles for span in _stripped_occurrences(instruction, needle)]
            if gold.value is not None:
                spans += [(len(text[:start].encode("utf-8")), len(text[:end].encode("utf-8")))
                          for start, end in _structures(text, gold)]
            # Only an occurrence wholly inside the verified upstream prompt is what upstream shows.
            outside = sorted(start for start, end in spans if end > shown)
            if outside:
                where = (f"outside the upstream prompt it begins with (byte {outside[0]}; the prompt is bytes 0-{shown})"
                         if shown else f"(byte {outside[0]})" + (f"; {untrusted}" if untrusted else ""))
                report.add(Rule.GOLD_EXPOSED, f"{display}/instruction.md", f"contains the content of {gold.rel} {where}")


def _upstream_prompt(leaf: Path, tree: _Tree, manifest: TaskManifest, instruction: bytes) -> tuple[int, str | None]:
    """How many leading bytes of instruction.md are the upstream prompt, verified; or 0 and why not.

    Verified means: the leaf's benchmark has a known prompt field (UPSTREAM_PROMPT_FIELDS; any other
    upstream_prompt_field stated in task.toml is refused), comment/upstream-record.json hashes to
    task.toml's upstream_record_sha256, it is a JSON object whose prompt field is text, and
    instruction.md begins with that text (trailing whitespace removed) byte for byte.
    """
    if UPSTREAM_RECORD not in tree.files:
        return 0, None
    benchmark = manifest.sciaccel.benchmark or ""
    field = UPSTREAM_PROMPT_FIELDS.get(benchmark)
    if field is None:
        return 0, (f"validate-harbor knows no upstream prompt field for benchmark {benchmark!r}, "
                   "so the upstream record is not trusted")
    stated = (manifest.metadata.model_extra or {}).get(benchmark)
    stated = stated if isinstance(stated, dict) else {}
    digest, declared = stated.get("upstream_record_sha256"), stated.get("upstream_prompt_field", field)
    if not isinstance(digest, str):
        return 0, (f"task.toml [metadata.{benchmark}] does not state upstream_record_sha256, "
                   "so the upstream record is not trusted")
    if declared != field:
        return 0, (f"task.toml [metadata.{benchmark}] upstream_prompt_field is {declared!r}, but {benchmark}'s "
                   f"prompt is its {field!r} field, so the upstream record is not trusted")
    data = (leaf / UPSTREAM_RECORD).read_bytes()
    if "sha256:" + hashlib.sha256(data).hexdigest() != digest:
        return 0, f"{UPSTREAM_RECORD} does not match upstream_record_sha256 in task.toml, so its prompt is not trusted"
    try:
        record = parse_strict_json(data.decode("utf-8"))
    except (UnicodeDecodeError, ValueError):
        record = None
    prompt = record.get(field) if isinstance(record, dict) else None
    if not isinstance(prompt, str):
        return 0, f"{UPSTREAM_RECORD} has no text field {field!r}"
    prefix = prompt.rstrip().encode("utf-8")
    if not prefix or not instruction.startswith(prefix):
        return 0, f"instruction.md does not begin with the upstream record's {field!r} verbatim"
    return len(prefix), None


def _names_hidden(source: str) -> bool:
    """Whether a COPY/ADD source path names the leaf's tests/ or solution/ directory."""
    parts = [part for part in source.split("/") if part not in ("", ".", "..")]
    return bool(parts) and parts[0] in ("tests", "solution")  # an option (--chown=...) is never a first part named so


def _check_instruction(data: bytes, display: str, report: LeafReport) -> None:
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as exc:
        report.add(Rule.INSTRUCTION_INVALID, f"{display}/instruction.md", f"not valid UTF-8 (byte {exc.start}); save it as UTF-8")
        return
    if not text.strip():
        report.add(Rule.INSTRUCTION_INVALID, f"{display}/instruction.md", "empty; state the task")


def _check_checks(leaf: Path, display: str, tree: _Tree, report: LeafReport, *, needs_acceleration: bool) -> None:
    from sab.model.base import KEBAB, parse
    from sab.model.check import CheckSpec

    names = sorted(rel.split("/")[2] for rel in tree.dirs if rel.startswith("tests/checks/") and rel.count("/") == 2)
    if not names:
        report.add(Rule.NO_CHECKS, f"{display}/tests/checks/", "no check directory; add one with `sab add-check`")
        return
    accelerated = False
    for name in names:
        rel = f"tests/checks/{name}"
        if not KEBAB.match(name):
            report.add(Rule.CHECK_NAME_INVALID, f"{display}/{rel}/", "check names are lower-kebab (a-z, 0-9, single hyphens)")
        if f"{rel}/check.json" not in tree.files:
            report.add(Rule.CHECK_JSON_MISSING, f"{display}/{rel}/check.json", 'every check needs check.json: {"labels": ["official"]}')
            continue
        path = leaf / rel / "check.json"
        try:
            spec = parse(CheckSpec, load_json(path), path)
        except SabError as exc:
            detail = f"{exc.field}: {exc.message}" if exc.field else exc.message
            report.add(Rule.CHECK_JSON_INVALID, f"{display}/{rel}/check.json", detail)
            continue
        accelerated = accelerated or spec.is_acceleration
    if needs_acceleration and not accelerated:
        report.add(Rule.NO_ACCELERATION_CHECK, f"{display}/tests/checks/", "label at least one check 'acceleration' (its speed is measured)")


def _check_targets(leaf: Path, display: str, tree: _Tree, report: LeafReport) -> None:
    from sab.model.base import parse
    from sab.model.target import TargetSpec

    active = 0
    for rel in sorted(f for f in tree.files if f.startswith("target/")):
        path = leaf / rel
        try:
            target = parse(TargetSpec, load_json(path), path)
        except SabError as exc:
            detail = f"{exc.field}: {exc.message}" if exc.field else exc.message
            report.add(Rule.TARGET_INVALID, f"{display}/{rel}", detail)
            active += not path.name.startswith("_")  # counted as meant: its own error is reported
            continue
        active += target.active and not path.name.startswith("_")
    if active == 0:
        report.add(Rule.NO_ACTIVE_TARGET, f"{display}/target/",
                   'add at least one target/<device>.json whose name does not start with _ and whose status is "active"')


def collect_leaves(leaves: list[Path], all_dirs: list[Path]) -> tuple[list[Path], list[LayoutProblem]]:
    """The leaves named directly plus every leaf found under each --all directory, deduplicated,
    and what each --all directory holds that hides or mimics a leaf."""
    found: dict[Path, None] = {}
    problems: dict[tuple[str, Path], LayoutProblem] = {}
    for path in leaves:
        if not path.is_dir():
            raise NotFoundError("no such leaf directory", file=path, fix="name a leaf directory such as tasks/<codebase>/<module>")
        found[path.resolve()] = None
    for directory in all_dirs:
        if not directory.is_dir():
            raise NotFoundError("not a directory", file=directory, fix="pass the tasks/ directory to --all")
        layout = scan_tasks(directory.resolve())
        for leaf in layout.leaves:
            found[leaf] = None
        for problem in layout.problems:
            problems[(problem.code, problem.path)] = problem
    return list(found), list(problems.values())


def _layout_reports(problems: list[LayoutProblem]) -> list[LeafReport]:
    """One report per folder the layout does not explain, so it fails the run like a broken leaf."""
    roots = RootCache()
    reports: dict[Path, LeafReport] = {}
    for problem in problems:
        folder = problem.path.parent if problem.path.name == TASK_TOML else problem.path
        shown = display_path(problem.path, roots.root_of(folder))
        report = reports.setdefault(folder, LeafReport(display_path(folder, roots.root_of(folder))))
        report.add(problem.code, shown, problem.detail)
    return list(reports.values())


# Below this many leaves a process pool costs more than it saves.
PARALLEL_THRESHOLD = 200


def _validate_chunk(leaves: list[Path]) -> list[LeafReport]:
    """Leaves as collect_leaves gives them: already resolved."""
    roots = RootCache()
    return [_validate_resolved(leaf, roots) for leaf in leaves]


def _flag_duplicate_slugs(reports: list[LeafReport]) -> None:
    """The first leaf in path order keeps a slug; every later claimant is reported."""
    owners: dict[str, str] = {}
    for report in reports:
        if report.slug is None:
            continue
        owner = owners.setdefault(report.slug, report.leaf)
        if owner != report.leaf:
            report.add(Rule.DUPLICATE_SLUG, f"{report.leaf}/task.toml", f"slug {report.slug!r} is already used by {owner}")


def validate_harbor(leaves: list[Path], all_dirs: list[Path] = (), *, workers: int | None = None) -> list[LeafReport]:
    """Validate leaves (in path order); large trees are spread over a process pool."""
    paths, problems = collect_leaves(list(leaves), list(all_dirs))
    paths = sorted(paths)
    workers = workers or os.cpu_count() or 1
    if workers > 1 and len(paths) >= PARALLEL_THRESHOLD:
        from concurrent.futures import ProcessPoolExecutor

        size = max(50, len(paths) // (workers * 8))
        chunks = [paths[i:i + size] for i in range(0, len(paths), size)]
        with ProcessPoolExecutor(max_workers=workers) as pool:
            reports = [report for chunk in pool.map(_validate_chunk, chunks) for report in chunk]
    else:
        reports = _validate_chunk(paths)
    _flag_duplicate_slugs(reports)
    return reports + _layout_reports(problems)
