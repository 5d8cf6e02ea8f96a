"""`sab import super`: SUPER records (one JSON object a line) -> tasks/super/<task_id>/.

A record carries task_id, query, github_repo, git_commit and, by split (docs/importers.md):
- Expert and Masked: answer (the gold answer as a JSON string), scored by SUPER's output match in
  the reading chosen at import (`asta`, the default: evaluate(submission, gold) as AstaBench calls
  it; or `gold-keyed`), recorded in the check's ic/nominal/scoring.json and task.toml.
- Masked: pre_execute_cells, which SUPER runs before its agent starts and shows it as earlier
  steps: the solver's image runs them in one IPython shell while it is built (environment/
  pre_execute.py) and the instruction lists them, their outputs in /opt/super/pre-executed.md.
- Auto: no answer; entrypoint (a .py, .sh or .bash script) and landmarks. The reward is SUPER's
  entrypoint metric. Under Harbor it is measured: the verifier receives the agent's /content and
  /app/entrypoint.json (the command the agent ran it with) and reruns that command (validate.py).
  With `sab grade --trajectory FILE` it is read from that file (in a Harbor trajectory, a shell
  call that runs the script; its 10 s are verified only where the call's result states a duration).
No trajectory reaches a Harbor verifier: the agent's own container writes /logs/agent/, so the
agent could write any history there. Landmarks are reported (never rewarded) from the trajectory
given to `sab grade --trajectory`, and, under Harbor, from the Auto rerun's output.

The instruction begins with the record's query verbatim. The record itself, byte for byte, goes to
comment/upstream-record.json, its SHA-256 to task.toml (`upstream_record_sha256`): validate-harbor
then knows exactly which text of instruction.md upstream itself shows, so an answer template that
the query shows (and that equals the gold) is not reported as a leak, while the gold anywhere else
still is. Upstream's budgets (30 minutes of command execution, 5 minutes per command, a
60-minute environment) go into task.toml and the instruction.
"""

from __future__ import annotations

import dataclasses
import hashlib
import json
import math
import re
from pathlib import Path
from typing import Any

from pydantic import Field

from sab.errors import FileFormatError, SabError
from sab.fingerprint import file_sha256
from sab.importers.common import (
    MAX_TRAJECTORY_BYTES, PACKAGE_INDEX, Budget, Check, Collector, ImportResult, LeafPlan, Manifest, clone_directory,
    instance_name, jsonl_lines, kebab, parse_jsonl_line, parse_line, render_common, repository_clone, rubric,
    single_line, write_leaves,
)
from sab.importers.grading import _perturb
from sab.jsonio import dumps, parse_strict_json
from sab.model.base import Open

BENCHMARK = "super"
TITLE = "SUPER"
EPSILON = 0.01
SPLITS = ("Expert", "Masked", "Auto")
READINGS = ("asta", "gold-keyed")
SCRIPT_SUFFIXES = (".py", ".sh", ".bash")
CELL_TYPES = ("execute", "edit")
# SUPER's budgets (super-benchmark, super/run_on_benchmark.py and super/env/): max_compute_time
# 30 minutes of summed command execution; each command 5 minutes before the agent is asked to wait
# or interrupt; the Modal environment lives 60 minutes; 100 agent steps; 600k context tokens
# (400k in the Masked split).
COMPUTE_TIME_S = 1800
CELL_TIMEOUT_S = 300
ENVIRONMENT_S = 3600
MAX_ITERATIONS = 100
CONTEXT_TOKENS = {"Expert": 600_000, "Masked": 400_000, "Auto": 600_000}
BUDGET = Budget(cpus=2, memory_gb=8.0, agent_timeout_sec=float(ENVIRONMENT_S), verifier_timeout_sec=120.0,
                network_mode="allowlist", allowed_hosts=PACKAGE_INDEX)
# The Masked image runs the pre-executed cells while it is built, on top of installing the tools.
MASKED_BUDGET = Budget(cpus=2, memory_gb=8.0, agent_timeout_sec=float(ENVIRONMENT_S), verifier_timeout_sec=120.0,
                       network_mode="allowlist", allowed_hosts=PACKAGE_INDEX, build_timeout_sec=3600.0)
IPYTHON_VERSION = "8.37.0"  # the last IPython for the image's Python 3.10
SOLVER_IMAGE = "python:3.10-slim"  # SUPER's Python; an Auto leaf's verifier reruns the agent's tree on it
# Under Harbor no trajectory reaches the verifier: the agent's own container writes
# /logs/agent/trajectory.json, so the agent could write any history there. An Auto leaf's
# entrypoint metric is measured instead: the verifier receives the agent's working tree (SUPER's
# /content) and the command it ran the entrypoint with, and runs that command again (validate.py).
AGENT_TREE = "/content"
ENTRYPOINT_FILE = "/app/entrypoint.json"
RERUN_SECONDS = 120
# The Auto verifier reruns the entrypoint for up to RERUN_SECONDS, after receiving the agent's tree.
AUTO_BUDGET = dataclasses.replace(BUDGET, verifier_timeout_sec=float(RERUN_SECONDS + 300))
PRE_EXECUTED = "/opt/super/pre-executed.json"
RECORD_FILE = "comment/upstream-record.json"
MAX_ANSWER_BYTES = 10 * 1024 * 1024


class SuperRecord(Open):
    task_id: str = Field(min_length=1)
    query: str = Field(min_length=1)
    github_repo: str
    git_commit: str
    answer: str | None = None
    landmarks: list[str] | None = None
    entrypoint: str | None = None
    pre_execute_cells: list[Any] | None = None
    solution: Any = None
    solution_dependencies: Any = None


def unscorable(value: Any, where: str = "answer") -> str | None:
    """Why SUPER's rule could never give this gold answer full marks, or None."""
    if value is None:
        return f"{where} is null"
    if isinstance(value, float) and not math.isfinite(value):
        return f"{where} is not finite"
    if isinstance(value, (list, dict)) and not value:
        return f"{where} is empty (the rule divides by its length)"
    items = value.items() if isinstance(value, dict) else enumerate(value) if isinstance(value, list) else ()
    for key, item in items:
        reason = unscorable(item, f"{where}[{key!r}]" if isinstance(key, str) else f"{where}[{key}]")
        if reason:
            return reason
    return None


def _rule(path: Path | None = None):
    """A SUPER validate.py as a module (the template's by default): the one implementation of both readings."""
    import importlib.util

    from sab.templates import ROOT

    spec = importlib.util.spec_from_file_location("sab_super_validate", path or ROOT / "import/super/validate.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


class Parsed:
    """One record, checked for its split: the gold answer (None in Auto) and the decoded cells."""

    def __init__(self, record: SuperRecord, line: int, text: str, gold: Any, cells: list[dict[str, str]]):
        self.record, self.line, self.text, self.gold, self.cells = record, line, text, gold, cells

    @property
    def entrypoint(self) -> str:
        return (self.record.entrypoint or "").strip()

    @property
    def landmarks(self) -> list[str]:
        return list(self.record.landmarks or [])

    @property
    def digest(self) -> str:
        """SHA-256 of the record's line with its newline: `sed -n <line>p FILE | sha256sum`."""
        return "sha256:" + hashlib.sha256((self.text + "\n").encode("utf-8")).hexdigest()


def _cells(record: SuperRecord, path: Path, line: int) -> list[dict[str, str]]:
    """The Masked split's pre-executed cells, each decoded as SUPER does (json.loads of the cell)."""
    cells = []
    for index, cell in enumerate(record.pre_execute_cells or []):
        where = f"line {line}: pre_execute_cells[{index}]"
        if isinstance(cell, str):
            try:
                cell = parse_strict_json(cell)
            except ValueError as exc:
                raise FileFormatError(f"is not a JSON action: {exc}", file=path, field=where) from None
        if not isinstance(cell, dict) or cell.get("type") not in CELL_TYPES or not isinstance(cell.get("content"), str):
            raise FileFormatError(f"must be an action {{\"type\": {' or '.join(map(repr, CELL_TYPES))}, "
                                  f"\"content\": text}}", file=path, field=where)
        cells.append({"type": cell["type"], "content": cell["content"]})
    return cells


def parse_record(path: Path, line: int, text: str, *, split: str = "Expert", reading: str = "asta") -> Parsed:
    """One record checked for its split; errors name the line and the field."""
    record = parse_line(SuperRecord, parse_jsonl_line(path, line, text), path, line)
    instance_name(record.task_id, file=path, field=f"line {line}: task_id")
    for name in ("github_repo", "git_commit"):
        single_line(getattr(record, name), file=path, field=f"line {line}: {name}")
    for index, pattern in enumerate(record.landmarks or []):
        try:
            re.compile(pattern)
        except re.error as exc:
            raise FileFormatError(f"is not a regular expression ({exc}): SUPER's landmark search cannot use it",
                                  file=path, field=f"line {line}: landmarks[{index}]") from None
    entrypoint = (record.entrypoint or "").strip()
    if entrypoint:
        single_line(entrypoint, file=path, field=f"line {line}: entrypoint")
    gold = None
    if split == "Auto":
        if not entrypoint.endswith(SCRIPT_SUFFIXES):
            raise FileFormatError(
                f"the Auto split scores the entrypoint script, and {entrypoint or 'none'!r} is not a "
                f"{', '.join(SCRIPT_SUFFIXES)} file", file=path, field=f"line {line}: entrypoint")
    else:
        if not record.answer:
            raise FileFormatError(f"no gold answer: the {split} split scores the answer",
                                  file=path, field=f"line {line}: answer",
                                  fix="import records without an answer with --split Auto (scored by their entrypoint)")
        try:
            gold = parse_strict_json(record.answer)
        except ValueError as exc:
            raise FileFormatError(f"answer is not JSON: {exc}", file=path, field=f"line {line}: answer",
                                  fix="answer holds the gold answer as a JSON string, e.g. \"{\\\"acc\\\": 0.5}\"") from None
        reason = unscorable(gold)
        if reason:
            raise FileFormatError(f"the gold {reason}: SUPER's rule cannot score it", file=path,
                                  field=f"line {line}: answer")
        score, note = _rule().output_match(gold, gold, EPSILON, reading)
        if score != 1.0:
            raise FileFormatError(f"the gold answer scores {score:g} against itself in the {reading} reading"
                                  + (f" ({note})" if note else ""), file=path, field=f"line {line}: answer")
    cells = _cells(record, path, line) if split == "Masked" else []
    return Parsed(record, line, text, gold, cells)


def _fence(text: str) -> str:
    """A Markdown code fence longer than any run of backticks in text."""
    longest = max((len(run) for run in re.findall(r"`+", text)), default=0)
    return "`" * max(3, longest + 1)


def _plan(parsed: Parsed, *, org: str, split: str, reading: str, revision: str, source: Path) -> LeafPlan:
    from sab.templates import render, stock

    record, auto = parsed.record, split == "Auto"
    check_name = "entrypoint" if auto else "answer"
    plan = LeafPlan(record.task_id)
    extra = {
        "split": split, "github_repo": record.github_repo, "git_commit": record.git_commit,
        "upstream_line": parsed.line, "upstream_record_sha256": parsed.digest, "upstream_prompt_field": "query",
        "answer_file": "/app/answer.json", "float_epsilon": EPSILON, "landmarks": len(parsed.landmarks),
        "entrypoint": parsed.entrypoint,
        "compute_time_limit_s": COMPUTE_TIME_S, "cell_timeout_s": CELL_TIMEOUT_S, "max_iterations": MAX_ITERATIONS,
        "context_token_budget": CONTEXT_TOKENS[split],
    }
    if auto:
        extra.update({"scored_by": "entrypoint", "oracle": "none", "entrypoint_measured_by": "rerun",
                      "agent_tree": AGENT_TREE, "entrypoint_command_file": ENTRYPOINT_FILE,
                      "rerun_seconds": RERUN_SECONDS})
    else:
        extra.update({"scored_by": "output_match", "reading": reading, "answer_type": type(parsed.gold).__name__})
    if parsed.cells:
        extra["pre_executed_cells"] = len(parsed.cells)
    # No trajectory is handed to the verifier (the agent could forge it): Expert and Masked are
    # graded on the answer; Auto by rerunning the entrypoint in the agent's final tree, which
    # scoring.json names (agent_tree) and the artifacts carry over.
    verifier_env: dict[str, str] = {}
    artifacts: list[str | dict[str, str]] = ["/app/answer.json"] + ([ENTRYPOINT_FILE, AGENT_TREE] if auto else [])
    budget = AUTO_BUDGET if auto else MASKED_BUDGET if parsed.cells else BUDGET
    manifest = Manifest(
        benchmark=BENCHMARK, benchmark_title=TITLE, instance=record.task_id,
        title=f"SUPER ({split}): {record.task_id}",
        description=f"Set up and run the research repository {record.github_repo} and report the requested result",
        domain="machine-learning research reproduction",
        science_summary=("SUPER asks an agent to set up and execute a task from a research repository "
                         "(clone, install, fix, run) and report the requested numbers as JSON."),
        upstream_id=record.task_id, upstream_revision=revision, repo_url=record.github_repo,
        repo_commit=record.git_commit, license="Apache-2.0", budget=budget,
        artifacts=artifacts, extra=extra, verifier_env=verifier_env,
        **({"verifier_image": SOLVER_IMAGE} if auto else {}),
    )
    if auto:
        warrant = ("SUPER's Auto split has no gold answer: its score is the entrypoint metric (the script ran for at "
                   "least 10 s without a Traceback or an argument error). Under Harbor it is measured by rerunning "
                   "the agent's command in the agent's final tree; a trajectory, which the agent could write, is "
                   "read only when the grader is given one (sab grade --trajectory).")
        rule = (f"the entrypoint metric of {parsed.entrypoint}: rerun in the agent's final tree under Harbor, read "
                "from the given trajectory locally (SUPER's Auto split); landmarks reported beside it.")
        upstream_test = "SUPER evaluate_entrypoint (AstaBench check_super_auto)"
    else:
        warrant = ("SUPER's own rule, in the " + reading + " reading: numbers within 0.01 absolute (strictly less, "
                   "as upstream), strings equal after stripping, objects and lists averaged over their keys and "
                   "positions (see validate.py); the output match is the reward.")
        rule = f"the output match, {reading} reading (floats within 0.01, strings after stripping; docs/importers.md)."
        upstream_test = f"SUPER evaluate_dataset.py output_match ({reading} reading, see validate.py)"
    check = Check(
        name=check_name,
        rubric=rubric(
            check_name, upstream_test=upstream_test,
            configuration=(f"task {record.task_id} ({split} split): " + (
                f"{ENTRYPOINT_FILE} and the agent's tree {AGENT_TREE}" if auto else "/app/answer.json")),
            observable=("the entrypoint's run: rerun in the agent's tree, or read from a given trajectory" if auto else
                        "the submitted JSON answer: numbers, strings, and the keys and positions the rule reads"),
            warrant=warrant,
            files=[{"path": "answer.json", "format": "json", "atol": EPSILON, "rtol": 0.0}],
        ),
        run_sh=render("import/super/run.sh.j2", check=check_name, benchmark_title=TITLE, auto=auto,
                      purpose=("collects the solver's /app/answer.json" + (" and /app/entrypoint.json" if auto else "")
                               + " and the trajectory the runner names, for SUPER's rule."),
                      knobs="\n".join([
                          f"SAB_MAX_ANSWER_BYTES={MAX_ANSWER_BYTES}  largest answer file graded",
                          "SAB_TRAJECTORY=  the agent's trajectory, named by the grader (sab grade --trajectory; "
                          "Harbor names none: the agent's container writes it)",
                          f"SAB_PRE_EXECUTED=  the pre-executed cells' steps (Masked split: {PRE_EXECUTED})",
                          f"SAB_MAX_TRAJECTORY_BYTES={MAX_TRAJECTORY_BYTES}  largest trajectory read",
                      ]),
                      max_bytes=MAX_ANSWER_BYTES, max_trajectory_bytes=MAX_TRAJECTORY_BYTES),
        validate_py=stock("import/super/validate.py"),
        readme=render("import/super/README.md.j2", check=check_name, task_id=record.task_id, auto=auto,
                      reading=reading, entrypoint=parsed.entrypoint, cells=parsed.cells,
                      entrypoint_name=Path(parsed.entrypoint).name if parsed.entrypoint else ""),
        rule=rule,
    )
    cells = [{**cell, "fence": _fence(cell["content"])} for cell in parsed.cells]
    instruction = render("import/super/instruction.md.j2", query=record.query.rstrip(), cells=cells, auto=auto,
                         entrypoint=parsed.entrypoint, entrypoint_file=ENTRYPOINT_FILE, agent_tree=AGENT_TREE,
                         rerun_seconds=RERUN_SECONDS,
                         compute_minutes=COMPUTE_TIME_S // 60, cell_minutes=CELL_TIMEOUT_S // 60,
                         wall_minutes=ENVIRONMENT_S // 60, clone_dir=clone_directory(record.github_repo),
                         git_commit=record.git_commit)
    notes = [f"The record is `{RECORD_FILE}`, byte for byte (line {parsed.line} of the source file; "
             f"its SHA-256 is `upstream_record_sha256` in task.toml). validate-harbor trusts the query in it as "
             "the text upstream shows: an answer template there that equals the gold is not a leak."]
    if (record.pre_execute_cells or []) and split != "Masked":
        notes.append(f"The record has {len(record.pre_execute_cells)} pre_execute_cells, which SUPER runs only in the "
                     "Masked split: not run here.")
    if parsed.entrypoint and not parsed.entrypoint.endswith(SCRIPT_SUFFIXES):
        notes.append(f"The entrypoint {parsed.entrypoint!r} is not a script SUPER's entrypoint metric can check: "
                     "no `entrypoint` metric is reported.")
    if auto:
        notes.append("No gold answer (Auto split): tests/gold/ holds only a note, and the oracle is `none`.")
    render_common(plan, manifest, check, org=org, instruction=instruction,
                  instruction_note=("the record's query verbatim" + (", the pre-executed cells" if cells else "")
                                    + ", then where to write the answer and SUPER's budgets"),
                  source_note=f"`{source.name}`", notes=notes)
    scoring = {"split": split, "reading": reading, "landmarks": parsed.landmarks, "entrypoint": parsed.entrypoint}
    if auto:
        scoring.update({"agent_tree": AGENT_TREE, "rerun_seconds": RERUN_SECONDS})
    plan.add(f"tests/checks/{check_name}/ic/nominal/scoring.json", dumps(scoring))
    plan.add("environment/Dockerfile", render("import/super/Dockerfile.j2", task_id=record.task_id, split=split,
                                              github_repo=record.github_repo, cells=bool(parsed.cells),
                                              clone=repository_clone(record.github_repo, record.git_commit,
                                                                     clone_directory(record.github_repo)),
                                              clone_dir=clone_directory(record.github_repo),
                                              ipython_version=IPYTHON_VERSION))
    if parsed.cells:
        plan.add("environment/pre_execute.py", stock("import/super/pre_execute.py"))
        plan.add("environment/pre_execute_cells.json", dumps(parsed.cells))
    if auto:
        plan.add("tests/gold/NOTE.md", render("import/super/gold-note.md.j2", task_id=record.task_id, check=check_name))
    else:
        answer_text = record.answer if record.answer.endswith("\n") else record.answer + "\n"
        plan.gold("answer.json", answer_text)
    plan.add(RECORD_FILE, parsed.text + "\n")
    return plan


def import_super(tasks_dir: Path, source: Path, *, org: str, split: str = "Expert", reading: str = "asta",
                 revision: str | None = None, force: bool = False) -> ImportResult:
    """Import each record of a local SUPER JSONL copy; a bad record is skipped with its reason."""
    if split not in SPLITS:
        raise SabError(f"unknown split {split!r}", field="--split", fix=f"one of {', '.join(SPLITS)}")
    if reading not in READINGS:
        raise SabError(f"unknown reading {reading!r}", field="--reading", fix=f"one of {', '.join(READINGS)}")
    lines = jsonl_lines(source)
    revision = revision or f"sha256:{file_sha256(source)}"
    collected = Collector()
    seen: dict[str, int] = {}
    for line, text in lines:
        where = f"{source.name} line {line}"
        try:
            parsed = parse_record(source, line, text, split=split, reading=reading)
        except SabError as exc:
            collected.skip(_task_id_of(text) or f"line {line}", where, str(exc))
            continue
        key = kebab(parsed.record.task_id)
        if key in seen:
            collected.skip(parsed.record.task_id, where,
                           f"duplicate task_id {parsed.record.task_id!r} (first at line {seen[key]})")
            continue
        seen[key] = line
        collected.attempt(parsed.record.task_id, where,
                          lambda: _plan(parsed, org=org, split=split, reading=reading, revision=revision, source=source))
    return write_leaves(tasks_dir, BENCHMARK, collected, force=force)


def _task_id_of(text: str) -> str | None:
    """The task_id of a line that failed to parse, when one can be read, for the summary."""
    try:
        value = parse_strict_json(text)
    except ValueError:
        return None
    task_id = value.get("task_id") if isinstance(value, dict) else None
    return task_id if isinstance(task_id, str) and task_id else None


# ---------------------------------------------------------------- self-check


def selfcheck_cases(imported, run_case, make_answer, tmp: Path) -> list:
    """The self-check cases of a SUPER leaf (sab.importers.grading calls this).

    Expert and Masked: the gold answer scores 1.0; the gold with its first scalar changed scores
    what the leaf's own rule, applied in-process with the leaf's reading, says. Auto (no gold): a
    constructed history that ran the entrypoint for 12 s scores 1, the same run ending in a
    Traceback 0, a Harbor trajectory that only reads the entrypoint (a minute before its next step)
    0, and no trajectory 0.
    """
    check = imported.leaf.checks()[0]
    scoring = json.loads((check.ic("nominal") / "scoring.json").read_text(encoding="utf-8"))
    reason_of = lambda g: next(iter(g.result.checks.values())).reason if g.result.checks else "no check graded"
    if scoring["split"] == "Auto":
        entrypoint = scoring["entrypoint"]

        def trajectory(name: str, observation: str, seconds: float) -> Path:
            steps = [{"action": {"type": "execute", "content": f"!python {entrypoint}" if entrypoint.endswith(".py")
                                 else f"!bash {entrypoint}"},
                      "observation": observation, "execution_start_time": "2024-01-01T00:00:00",
                      "execution_end_time": f"2024-01-01T00:00:{seconds:02.0f}"}]
            path = tmp / name
            path.write_text(json.dumps(steps), encoding="utf-8")
            return path

        def read_only() -> Path:
            steps = [{"step_id": 1, "source": "user", "message": "task", "timestamp": "2024-01-01T00:00:00Z"},
                     {"step_id": 2, "source": "agent", "message": "reading", "timestamp": "2024-01-01T00:00:01Z",
                      "tool_calls": [{"tool_call_id": "r1", "function_name": "Read",
                                      "arguments": {"file_path": f"/content/repo/{entrypoint}"}}],
                      "observation": {"results": [{"source_call_id": "r1", "content": "# the script"}]}},
                     {"step_id": 3, "source": "agent", "message": "done", "timestamp": "2024-01-01T00:01:01Z"}]
            path = tmp / "read-only.json"
            path.write_text(json.dumps({"schema_version": "ATIF-v1.6", "session_id": "s",
                                        "agent": {"name": "a", "version": "1"}, "steps": steps}), encoding="utf-8")
            return path

        ok = lambda expected: (lambda g: (g.reward.get("reward") == expected, reason_of(g)))
        return [
            run_case(imported, "entrypoint ran 12 s", make_answer(None, trajectory=trajectory("ran.json", "done", 12)),
                     "reward 1 (entrypoint 1)", ok(1.0)),
            run_case(imported, "entrypoint raised", make_answer(None, trajectory=trajectory(
                "raised.json", "Traceback (most recent call last):\n  ...\nValueError", 12)), "reward 0", ok(0.0)),
            run_case(imported, "entrypoint only read", make_answer(None, trajectory=read_only()), "reward 0", ok(0.0)),
            run_case(imported, "no trajectory", make_answer(None), "reward 0 (trajectory 0)",
                     lambda g: (g.reward.get("reward") == 0 and g.reward.get("trajectory") == 0, reason_of(g))),
        ]
    gold_answer = imported.gold_dir / imported.answer_name
    cases = [run_case(imported, "oracle", make_answer(gold_answer), "reward 1.0",
                      lambda g: (g.result.passed == g.result.total > 0 and g.result.reward == 1.0, reason_of(g)))]
    gold = json.loads(gold_answer.read_text(encoding="utf-8"))
    perturbed, _ = _perturb(gold)
    path = tmp / "perturbed.json"
    path.write_text(json.dumps(perturbed), encoding="utf-8")
    epsilon = check.rubric().comparison.files[0].atol
    expected, _ = _rule(check.validate_py).output_match(perturbed, gold, epsilon, scoring["reading"])
    cases.append(run_case(imported, "perturbed", make_answer(path),
                          f"reward {expected:.4g} ({scoring['reading']} reading, the rule applied directly)",
                          lambda g: (abs(g.reward["reward"] - expected) < 1e-12 and expected < 1.0, reason_of(g))))
    return cases
