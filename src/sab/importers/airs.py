"""`sab import airs`: AIRS-Bench task folders (or the one-CSV form) -> tasks/airs/<task>/.

A task folder holds metadata.yaml, project_description.md, prepare.py, evaluate_prepare.py,
evaluate.py and optional helpers (utils.py, custom_labels.py, gold_submission*.csv). The importer
runs prepare.py (the solver's data) and then evaluate_prepare.py (the labels) with
`--global-shared-data-dir DATA --agent-data-mount-dir DIR --agent-log-dir DIR` in one data
directory: what prepare.py wrote becomes the public data of the solver's image, what
evaluate_prepare.py added or changed becomes the hidden `./data` of the evaluation, on the
verifier's side only. The CSV form (one row per task, one column per file holding the file's
text) is written back out as task folders first, so both forms give the same leaves.
"""

from __future__ import annotations

import csv
import math
import os
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
    Budget, Check, Collector, ImportResult, LeafPlan, Manifest, instance_name, kebab, render_common, rubric,
    tree_digest, write_leaves,
)
from sab.jsonio import dumps, read_text
from sab.model.base import Open, parse

BENCHMARK = "airs"
TITLE = "AIRS-Bench"
REQUIRED = ("metadata.yaml", "project_description.md", "prepare.py", "evaluate_prepare.py", "evaluate.py")
# Files that stay with the importer or the reviewer, never in the evaluation's scratch directory.
NOT_EVALUATION = frozenset({"metadata.yaml", "project_description.md", "prepare.py", "evaluate_prepare.py"})
FILE_SUFFIXES = (".py", ".yaml", ".yml", ".md", ".csv", ".txt", ".json")
EVALUATE_TIMEOUT_S = 1800
BUDGET = Budget(cpus=2, memory_gb=8.0, agent_timeout_sec=8 * 3600.0,
                verifier_timeout_sec=2 * EVALUATE_TIMEOUT_S + 300.0, network_mode="public", agent_user="solver")


class Sota(Open):
    sota_score: float


class LoggingInfo(Open):
    name: str
    metric: str
    sota: list[Sota] = Field(min_length=1)
    estimated_worst_score: float
    optimal_score: float
    dataset: str = ""
    category: str = ""
    research_problem: str = ""


class AirsMetadata(Open):
    metric_lower_is_better: bool
    logging_info: LoggingInfo
    container_python_requirements: list[str] = Field(default_factory=list)
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
    return metadata


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


def _run(task: TaskFolder, script: str, cwd: Path, data: Path, agent_dir: Path, logs: Path, python: str,
         timeout: float) -> None:
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
        raise SabError(f"{script} failed (exit {done.returncode}): {tail}", file=task.path / script,
                       fix="check --data (the pre-downloaded datasets) and the task's requirements")


@dataclass(frozen=True)
class Prepared:
    public: Path
    hidden: Path


def prepare(task: TaskFolder, data: Path, work: Path, *, python: str, timeout: float) -> Prepared:
    """Run prepare.py then evaluate_prepare.py; split the data into public and hidden parts."""
    code, agent_dir, logs = work / "code", work / "agent-data", work / "logs"
    shutil.copytree(task.path, code, ignore=shutil.ignore_patterns("__pycache__"))
    agent_dir.mkdir()
    logs.mkdir()
    _run(task, "prepare.py", code, data, agent_dir, logs, python, timeout)
    public_files = _files(agent_dir)
    public = work / "public"
    shutil.copytree(agent_dir, public)
    _run(task, "evaluate_prepare.py", code, data, agent_dir, logs, python, timeout)
    hidden = work / "hidden"
    hidden.mkdir()
    for rel, digest in _files(agent_dir).items():
        if public_files.get(rel) != digest:
            (hidden / rel).parent.mkdir(parents=True, exist_ok=True)
            shutil.copyfile(agent_dir / rel, hidden / rel)
    if not any(hidden.iterdir()):
        raise SabError("evaluate_prepare.py added no data (the labels of the evaluation)",
                       file=task.path / "evaluate_prepare.py", fix="it must write test_with_labels/ into the data directory")
    return Prepared(public, hidden)


# ---------------------------------------------------------------- the leaf


def _gold(task: TaskFolder) -> Path | None:
    candidates = sorted(task.path.glob("gold_submission*.csv"))
    return candidates[0] if candidates else None


def _plan(task: TaskFolder, metadata: AirsMetadata, prepared: Prepared, *, org: str, revision: str | None) -> LeafPlan:
    from sab.templates import render, stock

    info = metadata.logging_info
    scoring = metadata.scoring
    gold = _gold(task)
    folder_files = {p.relative_to(task.path).as_posix(): p.read_bytes()
                    for p in sorted(task.path.rglob("*")) if p.is_file() and "__pycache__" not in p.parts}
    plan = LeafPlan(task.name)
    direction = "lower is better" if metadata.metric_lower_is_better else "higher is better"
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
        verifier_requirements=list(dict.fromkeys(metadata.evaluate_container_python_requirements)),
        extra={"name": info.name, "dataset": info.dataset, "category": info.category,
               "research_problem": info.research_problem, "metric": info.metric,
               "metric_lower_is_better": metadata.metric_lower_is_better, "sota_score": scoring["sota"],
               "estimated_worst_score": scoring["worst"], "optimal_score": scoring["optimal"],
               "oracle": "gold-submission" if gold else "none", "submission_file": "/app/submission.csv"},
    )
    check = Check(
        name="submission",
        rubric=rubric(
            "submission", upstream_test="the task's evaluate.py, then AIRS-Bench's normalised score (README)",
            configuration=f"evaluate.py --submission-file submission.csv on the hidden labels of {task.name}",
            observable=f"the {info.metric} of /app/submission.csv ({direction}), normalised against SOTA",
            warrant=(f"AIRS-Bench's own rule: NS = (phi(s) - phi(worst)) / (phi(sota) - phi(worst)), phi(s) = "
                     f"-log10|s - optimal| (clamped at 1e-15), with sota {scoring['sota']:g}, worst {scoring['worst']:g}, "
                     f"optimal {scoring['optimal']:g}; the reward is max(0, NS) and an invalid submission scores 0."),
            files=[{"path": "evaluate.out", "format": "text", "atol": 0.0, "rtol": 0.0}],
            expected_runtime_s=60.0,
        ),
        run_sh=render("import/airs/run.sh.j2", check="submission", benchmark_title=TITLE,
                      purpose="runs the task's evaluate.py on the solver's /app/submission.csv.",
                      knobs="SAB_MAX_ANSWER_BYTES=1073741824  largest submission graded\n"
                            f"SAB_EVALUATE_TIMEOUT={EVALUATE_TIMEOUT_S}  seconds evaluate.py may take",
                      max_bytes=1 << 30),
        validate_py=stock("import/airs/validate.py"),
        readme=render("import/airs/README.md.j2", metric=info.metric, direction=direction, sota=scoring["sota"],
                      worst=scoring["worst"], optimal=scoring["optimal"]),
        rule="the normalised score NS of the evaluation's metric, reward max(0, NS); invalid submissions score 0.",
    )
    notes = [] if gold else ["No gold submission ships with this task (oracle none): tests/gold/ holds only a note."]
    render_common(plan, manifest, check, org=org,
                  instruction=render("import/airs/instruction.md.j2",
                                     description=read_text(task.path / "project_description.md").rstrip(),
                                     metric=info.metric),
                  instruction_note="project_description.md verbatim, then where the data and the submission are",
                  source_note=task.origin, notes=notes)
    requirements = list(dict.fromkeys(metadata.container_python_requirements))
    plan.add("environment/Dockerfile", render("import/airs/Dockerfile.j2", task=task.name,
                                              requirements=" ".join(shlex.quote(r) for r in requirements)))
    plan.copy_tree("environment/data", prepared.public)
    base = "tests/checks/submission/ic/nominal"
    plan.add(f"{base}/scoring.json", dumps(scoring))
    plan.copy_tree(f"{base}/data", prepared.hidden)
    for rel in folder_files:
        top = rel.split("/", 1)[0]
        if top not in NOT_EVALUATION and not top.startswith("gold_submission"):
            plan.copy_file(f"{base}/task/{rel}", task.path / rel)
    for name in ("metadata.yaml", "prepare.py", "evaluate_prepare.py"):
        plan.copy_file(f"comment/upstream/{name}", task.path / name)
    if gold:
        plan.gold("submission.csv", gold)
    else:
        plan.add("tests/gold/README.md", "No gold submission ships with this AIRS-Bench task: the reference side is "
                                         "graded as an invalid submission and the oracle is `none`.\n")
    return plan


def import_airs(tasks_dir: Path, source: Path, data: Path, *, org: str, revision: str | None = None,
                python: str | None = None, timeout: float = 3600.0, force: bool = False) -> ImportResult:
    """Import AIRS-Bench tasks one by one; a task that does not prepare or validate is skipped with its reason."""
    if not data.is_dir():
        raise NotFoundError("the shared data directory does not exist", file=data, field="--data",
                            fix="download the tasks' datasets first (airs-bench datasets/download_hf_datasets.sh)")
    with tempfile.TemporaryDirectory(prefix="sab-airs-") as tmp:
        scratch = Path(tmp)
        collected = Collector()
        seen: set[str] = set()
        for task in find_tasks(source, scratch):
            if kebab(task.name) in seen:
                collected.skip(task.name, task.origin, f"duplicate task {task.name!r}")
                continue
            seen.add(kebab(task.name))

            def make_plan(task: TaskFolder = task) -> LeafPlan:
                check_folder(task)
                metadata = read_metadata(task)
                prepared = prepare(task, data.resolve(), scratch / "work" / task.name,
                                   python=python or sys.executable, timeout=timeout)
                return _plan(task, metadata, prepared, org=org, revision=revision)

            if collected.attempt(task.name, task.origin, make_plan) and _gold(task) is None:
                collected.notes.append(f"{task.name}: no gold_submission*.csv, oracle none")
        return write_leaves(tasks_dir, BENCHMARK, collected, force=force)
