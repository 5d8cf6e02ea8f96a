"""`sab import airs`: AIRS-Bench task folders (or the one-CSV form) -> tasks/airs/<task>/.

A task folder holds metadata.yaml, project_description.md, prepare.py, evaluate_prepare.py,
evaluate.py and optional helpers (utils.py, custom_labels.py, gold_submission*.csv). AIRS-Bench
runs prepare.py before the agent (the agent's data) and evaluate_prepare.py after it: that script
builds the labelled test data from the shared datasets and copies `<agent-log-dir>/submission.csv`
beside it, then evaluate.py scores the submission. The importer keeps that order:

- at import, prepare.py runs on `--data` and what it writes is the public data of the solver's
  image; evaluate_prepare.py runs once with a placeholder submission (never shipped, never gold)
  on the part of `--data` the task reads, `<dataset>/<config>` (else `<dataset>`) of its
  metadata, to show that this part is enough and to learn the size of the evaluation data;
- that part of `--data` goes to the verifier's side (`tests/checks/submission/ic/nominal/shared/`)
  with evaluate_prepare.py, evaluate.py and the helpers (`ic/nominal/task/`), and at grading
  run.sh runs evaluate_prepare.py with the solver's submission in the log directory, then
  evaluate.py, in a scratch directory.

Requirements are AIRS-Bench's loose lists. The evaluation requirements become exact pins of their
whole closure (`sab.leafenv.resolve_requirements`, pip's dry-run report, for sab's Python) in
`[metadata.sciaccel.dependencies]`, which the verifier's image and sab's local environment install;
the scripts run at import use the cached environment of the task's container and preparation
requirements, resolved the same way (or `--python`). A requirement no release of which builds for
this Python is left out of its set, and the task's notes and task.toml say so. The images use the
Python that the pins were resolved for. The data copied into a leaf is bounded by
`--max-data-bytes`. The CSV form (one row per task, one column per file holding the file's text)
is written back out as task folders first, so both forms give the same leaves.
"""

from __future__ import annotations

import csv
import math
import os
import re
import shlex
import shutil
import subprocess
import sys
import tempfile
from dataclasses import dataclass
from pathlib import Path

from pydantic import Field

from sab.errors import FileFormatError, NotFoundError, SabError
from sab.fingerprint import file_sha256
from sab.importers.common import (
    PACKAGE_INDEX, Budget, Check, Collector, ImportResult, LeafPlan, Manifest, instance_name, kebab, render_common,
    rubric, tree_digest, write_leaves,
)
from sab.jsonio import dumps, read_text
from sab.leafenv import UnresolvableRequirement, ensure_environment, requirement_name, resolve_requirements
from sab.model.base import Open, parse

BENCHMARK = "airs"
TITLE = "AIRS-Bench"
REQUIRED = ("metadata.yaml", "project_description.md", "prepare.py", "evaluate_prepare.py", "evaluate.py")
# Files that stay with the importer or the reviewer, never in the evaluation's scratch directory.
NOT_EVALUATION = frozenset({"metadata.yaml", "project_description.md", "prepare.py"})
FILE_SUFFIXES = (".py", ".yaml", ".yml", ".md", ".csv", ".txt", ".json")
FILE_COLUMN = re.compile(r"[A-Za-z0-9_][A-Za-z0-9_.-]{0,99}")
EVALUATE_TIMEOUT_S = 1800
DEFAULT_MAX_DATA_BYTES = 2 << 30  # public and verifier data together, per leaf
# The Python the pins are resolved for and the images run: sab's own (its minor version).
PYTHON_VERSION = f"{sys.version_info.major}.{sys.version_info.minor}"
PYTHON_IMAGE = f"python:{PYTHON_VERSION}-slim"
# What evaluate_prepare.py finds in the log directory at import: never shipped, never gold.
PLACEHOLDER_SUBMISSION = b"sab import placeholder: evaluate_prepare.py copies it; no evaluation reads it\n"
BUDGET = Budget(cpus=2, memory_gb=8.0, agent_timeout_sec=8 * 3600.0,
                verifier_timeout_sec=2 * EVALUATE_TIMEOUT_S + 300.0, agent_user="solver",
                network_mode="allowlist", allowed_hosts=PACKAGE_INDEX)  # the data is in the image; pip may add packages


class Sota(Open):
    sota_score: float


class LoggingInfo(Open):
    name: str
    metric: str
    sota: list[Sota] = Field(min_length=1)
    estimated_worst_score: float
    optimal_score: float
    dataset: str = ""
    config: str | None = None
    test_split: str | None = None
    scoring_column: str | list[str] | None = None
    category: str = ""
    research_problem: str = ""


class AirsMetadata(Open):
    metric_lower_is_better: bool
    logging_info: LoggingInfo
    container_python_requirements: list[str] = Field(default_factory=list)
    prepare_code_python_requirements: list[str] = Field(default_factory=list)
    evaluate_container_python_requirements: list[str] = Field(default_factory=list)

    @property
    def scoring(self) -> dict[str, object]:
        info = self.logging_info
        return {"metric": info.metric, "lower_is_better": self.metric_lower_is_better,
                "sota": info.sota[0].sota_score, "worst": info.estimated_worst_score, "optimal": info.optimal_score}


@dataclass(frozen=True)
class TaskFolder:
    name: str
    path: Path
    origin: str  # where it came from, for messages and the reviewer's README


# ---------------------------------------------------------------- finding tasks


def _is_task_like(path: Path) -> bool:
    return any((path / name).is_file() for name in REQUIRED)


def _folder(path: Path, origin: str) -> TaskFolder:
    return TaskFolder(path.name, path, origin)


def check_folder(task: TaskFolder) -> None:
    """A task folder holds the required files and a name that can name a leaf."""
    instance_name(task.name, file=task.path, field="task folder name")
    if not (task.path / "metadata.yaml").is_file():
        raise NotFoundError("an AIRS-Bench task folder without metadata.yaml", file=task.path,
                            fix="a task folder holds metadata.yaml, project_description.md, prepare.py, "
                                "evaluate_prepare.py and evaluate.py")
    for name in REQUIRED:
        if not (task.path / name).is_file():
            raise NotFoundError(f"the task folder has no {name}", file=task.path / name)


def find_tasks(source: Path, scratch: Path) -> list[TaskFolder]:
    """The task folders of a task folder, a directory of task folders, or the one-CSV form."""
    if source.is_file():
        return _tasks_from_csv(source, scratch)
    if not source.is_dir():
        raise NotFoundError("no such file or directory", file=source,
                            fix="give an AIRS-Bench task folder, a directory of them (airsbench/tasks/rad) or the CSV")
    if (source / "metadata.yaml").is_file() or _is_task_like(source):
        return [_folder(source, str(source))]
    children = sorted(p for p in source.iterdir() if p.is_dir() and not p.name.startswith((".", "_")))
    if not children:
        raise NotFoundError("no AIRS-Bench task folder here", file=source)
    return [_folder(child, str(child)) for child in children]


def _tasks_from_csv(path: Path, scratch: Path) -> list[TaskFolder]:
    csv.field_size_limit(sys.maxsize)
    text = read_text(path)
    reader = csv.DictReader(text.splitlines(keepends=True))
    columns = reader.fieldnames or []
    missing = [name for name in ("task", *REQUIRED) if name not in columns]
    if missing:
        raise FileFormatError(f"the CSV has no column {missing[0]!r}", file=path, field="header",
                              fix="one row per task: task, metadata.yaml, project_description.md, prepare.py, ...")
    file_columns = [name for name in columns if name.endswith(FILE_SUFFIXES)]
    for name in file_columns:  # a column names one file of the task folder, never a path
        if not FILE_COLUMN.fullmatch(name):
            raise FileFormatError(f"column {name[:60]!r} does not name a file of a task folder", file=path,
                                  field="header", fix="file columns are plain names such as evaluate.py or utils.py")
    tasks = []
    for number, row in enumerate(reader, 2):
        where = f"row {number}"
        name = instance_name((row.get("task") or "").strip(), file=path, field=f"{where}: task")
        for column in REQUIRED:
            if not (row.get(column) or "").strip():
                raise FileFormatError(f"{column} is empty", file=path, field=f"{where} ({name}): {column}")
        folder = scratch / "csv" / name
        if folder.exists():
            raise FileFormatError(f"duplicate task {name!r}", file=path, field=f"{where}: task")
        folder.mkdir(parents=True)
        for column in file_columns:
            if row.get(column):
                (folder / column).write_text(row[column], encoding="utf-8", newline="")
        tasks.append(TaskFolder(name, folder, f"{path.name} {where}"))
    if not tasks:
        raise FileFormatError("the CSV has no task row", file=path)
    return tasks


def read_metadata(task: TaskFolder) -> AirsMetadata:
    import yaml

    path = task.path / "metadata.yaml"
    try:
        data = yaml.safe_load(read_text(path))
    except yaml.YAMLError as exc:
        raise FileFormatError(f"invalid YAML: {exc}", file=path) from None
    metadata = parse(AirsMetadata, data, path)
    scoring = metadata.scoring
    values = [scoring[key] for key in ("sota", "worst", "optimal")]
    if not all(math.isfinite(v) for v in values):
        raise FileFormatError("sota, worst and optimal scores must be finite", file=path, field="logging_info")
    if abs(scoring["worst"] - scoring["optimal"]) == abs(scoring["sota"] - scoring["optimal"]):
        raise FileFormatError("the SOTA and worst scores are equally far from the optimum: NS is undefined",
                              file=path, field="logging_info.sota")
    if not 0 < abs(scoring["sota"] - scoring["optimal"]) < abs(scoring["worst"] - scoring["optimal"]):
        raise FileFormatError("the SOTA score must be nearer the optimum than the estimated worst score, and not at "
                              "it: the reward runs from 0 at the worst through 0.9 at SOTA to 1 at the optimum",
                              file=path, field="logging_info.sota",
                              fix="check sota[0].sota_score, estimated_worst_score and optimal_score")
    return metadata


# ---------------------------------------------------------------- requirements


@dataclass(frozen=True)
class Requirements:
    """A loose requirement list resolved into exact pins, and what had to be left out of it."""

    declared: list[str]
    pins: list[str]
    left_out: list[tuple[str, str]]  # (requirement, why): no release of it builds for this Python


def resolve(task: TaskFolder, declared: list[str], field: str) -> Requirements:
    """The closure of `declared` as exact pins. A requirement whose distribution cannot be built
    for this Python (pip names it) is left out with its reason and the rest is resolved again;
    anything else pip refuses refuses the task."""
    declared = list(dict.fromkeys(r.strip() for r in declared if r.strip()))
    remaining, left_out = list(declared), []
    while True:
        try:
            pins = resolve_requirements(remaining, declared_in=task.path / "metadata.yaml", field=field)
            return Requirements(declared, pins, left_out)
        except UnresolvableRequirement as exc:
            culprit = [r for r in remaining if exc.unbuildable and requirement_name(r) == exc.project]
            if not culprit:
                raise
            left_out.append((culprit[0], exc.message))
            remaining.remove(culprit[0])


def preparation_python(task: TaskFolder, metadata: AirsMetadata) -> tuple[str, Requirements]:
    """The interpreter of the cached environment prepare.py and evaluate_prepare.py run in: the
    task's container and preparation requirements (evaluate_prepare.py imports only what those
    hold: datasets and the task's own helpers)."""
    requirements = resolve(task, metadata.container_python_requirements + metadata.prepare_code_python_requirements,
                           "container_python_requirements + prepare_code_python_requirements")
    if not requirements.pins:
        return sys.executable, requirements
    environment = ensure_environment(requirements.pins, declared_in=task.path / "metadata.yaml")
    return str(environment.bin_dir / "python"), requirements


# ---------------------------------------------------------------- preparing data


def _files(root: Path) -> dict[str, str]:
    """Relative path -> content digest of every file under root; a symbolic link is an error."""
    found = {}
    for path in sorted(root.rglob("*")):
        if path.is_symlink():
            raise SabError("the prepared data holds a symbolic link", file=path, fix="write real files")
        if path.is_file():
            found[path.relative_to(root).as_posix()] = file_sha256(path)
    return found


def _size(root: Path) -> int:
    return sum(path.stat().st_size for path in root.rglob("*") if path.is_file() and not path.is_symlink())


def _link_tree(source: Path, target: Path) -> None:
    """A copy of source at target, made of hard links where the file system allows (no data is
    copied twice) and of copies elsewhere; a symbolic link in source is an error."""
    for path in sorted(source.rglob("*")):
        if path.is_symlink():
            raise SabError("the datasets hold a symbolic link", file=path, fix="give --data real files")
    def link(src: str, dst: str) -> None:
        try:
            os.link(src, dst)
        except OSError:
            shutil.copy2(src, dst)
    shutil.copytree(source, target, copy_function=link)


def data_scope(metadata: AirsMetadata, data: Path) -> str | None:
    """The part of --data the task's scripts read: `<dataset>/<config>` of its metadata when that
    is a folder, else `<dataset>`; None when --data holds neither."""
    info = metadata.logging_info
    dataset = info.dataset.strip().strip("/")
    if not dataset:
        return None
    candidates = [f"{dataset}/{info.config.strip().strip('/')}"] if info.config and info.config.strip() else []
    for rel in [*candidates, dataset]:
        parts = Path(rel).parts
        if Path(rel).is_absolute() or any(part in ("..", ".") for part in parts):
            raise FileFormatError(f"{rel!r} is not a path inside the data directory", field="logging_info.dataset")
        if (data / rel).is_dir() and not (data / rel).is_symlink():
            return rel
    return None


def _run(task: TaskFolder, script: str, cwd: Path, data: Path, agent_dir: Path, logs: Path, python: str,
         timeout: float, fix: str) -> None:
    command = [python, "-B", script, "--global-shared-data-dir", str(data), "--agent-data-mount-dir", str(agent_dir),
               "--agent-log-dir", str(logs)]
    try:
        done = subprocess.run(command, cwd=cwd, capture_output=True, text=True, timeout=timeout,
                              stdin=subprocess.DEVNULL, env={**os.environ, "PYTHONDONTWRITEBYTECODE": "1"})
    except subprocess.TimeoutExpired:
        raise SabError(f"{script} did not finish within {timeout:g} s", file=task.path / script) from None
    except OSError as exc:
        raise SabError(f"cannot run {python}: {exc.strerror}", field="--python") from None
    if done.returncode != 0:
        tail = (done.stderr or done.stdout).strip()[-600:]
        raise SabError(f"{script} failed (exit {done.returncode}): {tail}", file=task.path / script, fix=fix)


@dataclass(frozen=True)
class Prepared:
    public: Path  # what prepare.py wrote: the solver's data
    shared: Path  # the part of --data the verifier gets, as <shared>/<scope>
    scope: str | None
    evaluation_bytes: int  # what evaluate_prepare.py wrote at import, the placeholder left out


def prepare(task: TaskFolder, metadata: AirsMetadata, data: Path, work: Path, *, python: str,
            timeout: float) -> Prepared:
    """prepare.py on --data for the public data; evaluate_prepare.py with a placeholder submission
    on the part of --data the verifier will get, to show that part is enough."""
    code, agent_dir, logs = work / "code", work / "agent-data", work / "logs"
    shutil.copytree(task.path, code, ignore=shutil.ignore_patterns("__pycache__"))
    agent_dir.mkdir()
    logs.mkdir()
    # Taken before any script runs: scripts may leave cache files beside the datasets.
    scope, shared = data_scope(metadata, data), work / "shared"
    if scope:
        _link_tree(data / scope, shared / scope)
    else:
        shared.mkdir()
    _run(task, "prepare.py", code, data, agent_dir, logs, python, timeout,
         fix="check --data (the pre-downloaded datasets) and the task's container requirements")
    _files(agent_dir)
    public = work / "public"
    shutil.copytree(agent_dir, public)

    # As at grading, on a fresh data directory and only the shipped datasets, with a placeholder
    # where the agent's submission would be.
    run_shared, eval_dir, eval_logs = work / "eval-shared", work / "eval-data", work / "eval-logs"
    _link_tree(shared, run_shared)
    eval_dir.mkdir()
    eval_logs.mkdir()
    (eval_logs / "submission.csv").write_bytes(PLACEHOLDER_SUBMISSION)
    shipped = f"{scope} of --data" if scope else "no dataset (--data holds neither <dataset>/<config> nor <dataset>)"
    _run(task, "evaluate_prepare.py", code, run_shared, eval_dir, eval_logs, python, timeout,
         fix=f"at grading it gets only what the leaf ships, {shipped}, and a submission in --agent-log-dir: "
             f"check logging_info.dataset and config in metadata.yaml")
    placeholder = _placeholder_digest()
    written = {rel: digest for rel, digest in _files(eval_dir).items() if digest != placeholder}
    if not written:
        raise SabError("evaluate_prepare.py wrote no evaluation data (only the submission copy, if that)",
                       file=task.path / "evaluate_prepare.py", fix="it must write test_with_labels/ into the data directory")
    return Prepared(public, shared, scope, sum((eval_dir / rel).stat().st_size for rel in written))


def _placeholder_digest() -> str:
    import hashlib

    return hashlib.sha256(PLACEHOLDER_SUBMISSION).hexdigest()


def check_size(task: TaskFolder, prepared: Prepared, limit: int) -> None:
    """The size guard: the data copied into the leaf (public and verifier side) within `limit` bytes."""
    public, shared = _size(prepared.public), _size(prepared.shared)
    if public + shared > limit:
        raise SabError(
            f"{task.name}: the data copied into the leaf is {_human(public + shared)} (public data from prepare.py "
            f"{_human(public)}, the verifier's datasets {prepared.scope or '-'} {_human(shared)}), over the limit of "
            f"{_human(limit)}", file=task.path, field="--max-data-bytes",
            fix=f"pass --max-data-bytes {public + shared} (or more) to import it anyway")


def _human(size: int) -> str:
    value = float(size)
    for unit in ("bytes", "KiB", "MiB", "GiB"):
        if value < 1024 or unit == "GiB":
            return f"{size} bytes" if unit == "bytes" else f"{value:.1f} {unit} ({size} bytes)"
        value /= 1024
    return f"{size} bytes"


# ---------------------------------------------------------------- the leaf


def _gold(task: TaskFolder) -> Path | None:
    candidates = sorted(task.path.glob("gold_submission*.csv"))
    return candidates[0] if candidates else None


def _plan(task: TaskFolder, metadata: AirsMetadata, prepared: Prepared, evaluation: Requirements,
          preparation: Requirements, *, org: str, revision: str | None) -> LeafPlan:
    from sab.templates import render, stock

    info = metadata.logging_info
    scoring = metadata.scoring
    gold = _gold(task)
    folder_files = {p.relative_to(task.path).as_posix(): p.read_bytes()
                    for p in sorted(task.path.rglob("*")) if p.is_file() and "__pycache__" not in p.parts}
    plan = LeafPlan(task.name)
    direction = "lower is better" if metadata.metric_lower_is_better else "higher is better"
    left_out = [f"{requirement}: {why}" for requirement, why in evaluation.left_out]
    manifest = Manifest(
        benchmark=BENCHMARK, benchmark_title=TITLE, instance=task.name, title=f"AIRS-Bench: {info.name}",
        description=f"{info.research_problem or 'Machine-learning research task'} on {info.dataset or task.name}, "
                    f"scored by {info.metric}",
        domain=info.category or "machine-learning research",
        science_summary=(f"An AIRS-Bench research task: {info.research_problem or info.name} on {info.dataset or 'its dataset'}. "
                         f"The submission is scored with the task's own evaluation ({info.metric}, {direction}) and "
                         f"normalised between the worst observed score and the state of the art."),
        upstream_id=task.name, upstream_revision=revision or tree_digest(folder_files),
        repo_url="https://github.com/facebookresearch/airs-bench", repo_commit="see upstream_revision",
        license="CC-BY-NC-4.0", budget=BUDGET, artifacts=["/app/submission.csv"],
        verifier_image=PYTHON_IMAGE, dependencies=evaluation.pins,
        extra={"name": info.name, "dataset": info.dataset, "config": info.config or "",
               "test_split": info.test_split or "", "scoring_column": info.scoring_column or "",
               "category": info.category, "research_problem": info.research_problem, "metric": info.metric,
               "metric_lower_is_better": metadata.metric_lower_is_better, "sota_score": scoring["sota"],
               "estimated_worst_score": scoring["worst"], "optimal_score": scoring["optimal"],
               "oracle": "gold-submission" if gold else "none", "submission_file": "/app/submission.csv",
               "data_scope": prepared.scope or "", "python": PYTHON_VERSION,
               "evaluation_requirements": evaluation.declared, "evaluation_requirements_left_out": left_out},
    )
    check = Check(
        name="submission",
        rubric=rubric(
            "submission", upstream_test="the task's evaluate_prepare.py and evaluate.py, then AIRS-Bench's normalised score (README)",
            configuration=(f"evaluate_prepare.py with /app/submission.csv in the log directory on the shipped datasets, "
                           f"then evaluate.py --submission-file data/submission.csv on the labels it wrote for {task.name}"),
            observable=f"the {info.metric} of /app/submission.csv ({direction}), normalised against SOTA",
            warrant=(f"AIRS-Bench's own rule: NS = (phi(s) - phi(worst)) / (phi(sota) - phi(worst)), phi(s) = "
                     f"-log10|s - optimal|, with sota {scoring['sota']:g}, worst {scoring['worst']:g}, "
                     f"optimal {scoring['optimal']:g}, reported as normalized_score; the reward is 0.9 NS clipped "
                     f"to [0, 0.9] up to SOTA, then linear in the distance to 1 at the optimum (docs/importers.md); "
                     f"an invalid submission scores 0."),
            files=[{"path": "evaluate.out", "format": "text", "atol": 0.0, "rtol": 0.0}],
            expected_runtime_s=60.0,
        ),
        run_sh=render("import/airs/run.sh.j2", check="submission", benchmark_title=TITLE,
                      purpose="runs the task's evaluate_prepare.py and evaluate.py on the solver's /app/submission.csv.",
                      knobs="SAB_MAX_ANSWER_BYTES=1073741824  largest submission graded\n"
                            f"SAB_EVALUATE_TIMEOUT={EVALUATE_TIMEOUT_S}  seconds evaluate_prepare.py and evaluate.py may each take",
                      max_bytes=1 << 30, timeout=EVALUATE_TIMEOUT_S),
        validate_py=stock("import/airs/validate.py"),
        readme=render("import/airs/README.md.j2", metric=info.metric, direction=direction, sota=scoring["sota"],
                      worst=scoring["worst"], optimal=scoring["optimal"]),
        rule=("the normalised score NS of the evaluation's metric (normalized_score); reward in [0, 1]: 0.9 NS up to "
              "SOTA, linear in the distance beyond it, 1 at the optimum; invalid submissions score 0."),
    )
    notes = [] if gold else ["No gold submission ships with this task (oracle none): tests/gold/ holds only a note; "
                             "`sab import selfcheck` grades a submission it builds from the labels instead."]
    notes += [f"Evaluation requirement left out, no release builds for Python {PYTHON_VERSION}: {line}" for line in left_out]
    notes += [f"Preparation requirement left out, no release builds for Python {PYTHON_VERSION}: {requirement}: {why}"
              for requirement, why in preparation.left_out]
    render_common(plan, manifest, check, org=org,
                  instruction=render("import/airs/instruction.md.j2",
                                     description=read_text(task.path / "project_description.md").rstrip(),
                                     metric=info.metric),
                  instruction_note="project_description.md verbatim, then where the data and the submission are",
                  source_note=task.origin, notes=notes)
    requirements = list(dict.fromkeys(metadata.container_python_requirements))
    plan.add("environment/Dockerfile", render("import/airs/Dockerfile.j2", task=task.name, base_image=PYTHON_IMAGE,
                                              requirements=" ".join(shlex.quote(r) for r in requirements)))
    plan.copy_tree("environment/data", prepared.public)
    base = "tests/checks/submission/ic/nominal"
    plan.add(f"{base}/scoring.json", dumps(scoring))
    if prepared.scope:
        plan.copy_tree(f"{base}/shared/{prepared.scope}", prepared.shared / prepared.scope)
    for rel in folder_files:
        top = rel.split("/", 1)[0]
        if top not in NOT_EVALUATION and not top.startswith("gold_submission"):
            plan.copy_file(f"{base}/task/{rel}", task.path / rel)
    for name in ("metadata.yaml", "prepare.py"):
        plan.copy_file(f"comment/upstream/{name}", task.path / name)
    if gold:
        plan.gold("submission.csv", gold)
    else:
        plan.add("tests/gold/README.md", "No gold submission ships with this AIRS-Bench task: the reference side is "
                                         "graded as an invalid submission and the oracle is `none`.\n")
    return plan


def import_airs(tasks_dir: Path, source: Path, data: Path, *, org: str, revision: str | None = None,
                python: str | None = None, timeout: float = 3600.0, force: bool = False,
                max_data_bytes: int = DEFAULT_MAX_DATA_BYTES) -> ImportResult:
    """Import AIRS-Bench tasks one by one; a task that does not prepare or validate is skipped with its reason."""
    if not data.is_dir():
        raise NotFoundError("the shared data directory does not exist", file=data, field="--data",
                            fix="download the tasks' datasets first (airs-bench datasets/download_hf_datasets.sh)")
    with tempfile.TemporaryDirectory(prefix="sab-airs-") as tmp:
        scratch = Path(tmp)
        collected = Collector()
        seen: set[str] = set()
        left_out: dict[str, list[str]] = {}  # per task, what its notes must say was left out
        for task in find_tasks(source, scratch):
            if kebab(task.name) in seen:
                collected.skip(task.name, task.origin, f"duplicate task {task.name!r}")
                continue
            seen.add(kebab(task.name))

            def make_plan(task: TaskFolder = task) -> LeafPlan:
                check_folder(task)
                metadata = read_metadata(task)
                evaluation = resolve(task, metadata.evaluate_container_python_requirements,
                                     "evaluate_container_python_requirements")
                if python:
                    interpreter, preparation = python, Requirements([], [], [])
                else:
                    interpreter, preparation = preparation_python(task, metadata)
                prepared = prepare(task, metadata, data.resolve(), scratch / "work" / task.name,
                                   python=interpreter, timeout=timeout)
                check_size(task, prepared, max_data_bytes)
                left_out[task.name] = [*(f"evaluation requirement {r} left out ({why})" for r, why in evaluation.left_out),
                                       *(f"preparation requirement {r} left out ({why})" for r, why in preparation.left_out)]
                return _plan(task, metadata, prepared, evaluation, preparation, org=org, revision=revision)

            plan = collected.attempt(task.name, task.origin, make_plan)
            if plan is not None and _gold(task) is None:
                collected.notes.append(f"{task.name}: no gold_submission*.csv, oracle none")
            if plan is not None:
                collected.notes.extend(f"{task.name}: {line}" for line in left_out.get(task.name, []))
        return write_leaves(tasks_dir, BENCHMARK, collected, force=force)
