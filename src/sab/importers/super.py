"""`sab import super`: SUPER records (one JSON object a line) -> tasks/super/<task_id>/.

A record carries task_id, query, github_repo, git_commit, answer (a JSON string), landmarks,
solution and solution_dependencies (the Masked split adds pre_execute_cells and entrypoint, kept
for reviewers). The instruction is the query plus where to write the answer; the gold answer goes
to tests/gold/ and solution/answer/; landmarks and the upstream solution go to comment/ for
reviewers (landmarks score trajectories, which a Harbor leaf does not grade).
"""

from __future__ import annotations

import math
from pathlib import Path
from typing import Any

from pydantic import Field

from sab.errors import FileFormatError, SabError
from sab.fingerprint import file_sha256
from sab.importers.common import (
    Budget, Check, Collector, ImportResult, LeafPlan, Manifest, instance_name, jsonl_lines, kebab,
    parse_jsonl_line, parse_line, render_common, rubric, single_line, write_leaves,
)
from sab.jsonio import dumps, parse_strict_json
from sab.model.base import Open

BENCHMARK = "super"
TITLE = "SUPER"
EPSILON = 0.01
BUDGET = Budget(cpus=2, memory_gb=8.0, agent_timeout_sec=3600.0, verifier_timeout_sec=120.0, network_mode="public")


class SuperRecord(Open):
    task_id: str = Field(min_length=1)
    query: str = Field(min_length=1)
    github_repo: str
    git_commit: str
    answer: str
    landmarks: list[str]
    solution: Any
    solution_dependencies: Any


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


def parse_record(path: Path, line: int, text: str) -> tuple[SuperRecord, Any]:
    """One record and its parsed gold answer; errors name the line and the field."""
    record = parse_line(SuperRecord, parse_jsonl_line(path, line, text), path, line)
    instance_name(record.task_id, file=path, field=f"line {line}: task_id")
    for name in ("github_repo", "git_commit"):
        single_line(getattr(record, name), file=path, field=f"line {line}: {name}")
    try:
        gold = parse_strict_json(record.answer)
    except ValueError as exc:
        raise FileFormatError(f"answer is not JSON: {exc}", file=path, field=f"line {line}: answer",
                              fix="answer holds the gold answer as a JSON string, e.g. \"{\\\"acc\\\": 0.5}\"") from None
    reason = unscorable(gold)
    if reason:
        raise FileFormatError(f"the gold {reason}: SUPER's rule cannot score it", file=path,
                              field=f"line {line}: answer")
    return record, gold


def _plan(record: SuperRecord, gold: Any, *, org: str, split: str, revision: str, source: Path) -> LeafPlan:
    from sab.templates import render, stock

    plan = LeafPlan(record.task_id)
    manifest = Manifest(
        benchmark=BENCHMARK, benchmark_title=TITLE, instance=record.task_id,
        title=f"SUPER ({split}): {record.task_id}",
        description=f"Set up and run the research repository {record.github_repo} and report the requested result",
        domain="machine-learning research reproduction",
        science_summary=("SUPER asks an agent to set up and execute a task from a research repository "
                         "(clone, install, fix, run) and report the requested numbers as JSON."),
        upstream_id=record.task_id, upstream_revision=revision, repo_url=record.github_repo,
        repo_commit=record.git_commit, license="Apache-2.0", budget=BUDGET, artifacts=["/app/answer.json"],
        extra={"split": split, "github_repo": record.github_repo, "git_commit": record.git_commit,
               "answer_type": type(gold).__name__, "answer_file": "/app/answer.json", "float_epsilon": EPSILON},
    )
    check = Check(
        name="answer",
        rubric=rubric(
            "answer", upstream_test="SUPER evaluate_dataset.py output_match (gold-keyed, see validate.py)",
            configuration=f"the answer of task {record.task_id} ({split} split) in /app/answer.json",
            observable="the submitted JSON answer: numbers, strings, and the keys and positions of the gold answer",
            warrant=("SUPER's own rule: numbers within 0.01 absolute (strictly less, as upstream), strings equal "
                     "after stripping, dicts and lists averaged over the gold keys and positions; the output match "
                     "is the reward."),
            files=[{"path": "answer.json", "format": "json", "atol": EPSILON, "rtol": 0.0}],
        ),
        run_sh=render("import/super/run.sh.j2", check="answer", benchmark_title=TITLE,
                      purpose="collects the solver's /app/answer.json for SUPER's output match.",
                      knobs="SAB_MAX_ANSWER_BYTES=10485760  largest answer file graded", max_bytes=10485760),
        validate_py=stock("import/super/validate.py"),
        readme=render("import/super/README.md.j2", task_id=record.task_id),
        rule="the output match, gold-keyed (floats within 0.01, strings after stripping, dicts and lists "
             "averaged over the gold keys and positions).",
    )
    render_common(plan, manifest, check, org=org,
                  instruction=render("import/super/instruction.md.j2", query=record.query.rstrip()),
                  instruction_note="the record's query verbatim, then where to write the answer",
                  source_note=f"`{source.name}`")
    plan.add("environment/Dockerfile", render("import/super/Dockerfile.j2", task_id=record.task_id,
                                              github_repo=record.github_repo))
    answer_text = record.answer if record.answer.endswith("\n") else record.answer + "\n"
    plan.gold("answer.json", answer_text)
    upstream = {key: value for key, value in record.model_dump().items() if key not in ("query", "answer")}
    plan.add("comment/upstream.json", dumps(upstream))
    return plan


def import_super(tasks_dir: Path, source: Path, *, org: str, split: str = "Expert", revision: str | None = None,
                 force: bool = False) -> ImportResult:
    """Import each record of a local SUPER JSONL copy; a bad record is skipped with its reason."""
    lines = jsonl_lines(source)
    revision = revision or f"sha256:{file_sha256(source)}"
    collected = Collector()
    seen: dict[str, int] = {}
    for line, text in lines:
        where = f"{source.name} line {line}"
        try:
            record, gold = parse_record(source, line, text)
        except SabError as exc:
            collected.skip(_task_id_of(text) or f"line {line}", where, str(exc))
            continue
        key = kebab(record.task_id)
        if key in seen:
            collected.skip(record.task_id, where, f"duplicate task_id {record.task_id!r} (first at line {seen[key]})")
            continue
        seen[key] = line
        collected.attempt(record.task_id, where,
                          lambda: _plan(record, gold, org=org, split=split, revision=revision, source=source))
    return write_leaves(tasks_dir, BENCHMARK, collected, force=force)


def _task_id_of(text: str) -> str | None:
    """The task_id of a line that failed to parse, when one can be read, for the summary."""
    try:
        value = parse_strict_json(text)
    except ValueError:
        return None
    task_id = value.get("task_id") if isinstance(value, dict) else None
    return task_id if isinstance(task_id, str) and task_id else None
