"""`sab import hera`: a local HERA-Bench snapshot -> tasks/hera/<NNN>-act/ and <NNN>-abstain/.

The snapshot is verified first: every file listed in checksums.sha256 must match its SHA-256, and
when a lock is given (--lock, or dataset.lock.json in the snapshot) the checksums file itself must
match the lock's checksums_sha256. A mismatch refuses the import before anything is written, and
only listed files are ever used. tasks.json gives each pair's system prompt and instruction (the
same on both sides), index/test.jsonl its tool environment; the controller `benchmark.py` gives
the gold episode of each side (`reference`) and grades episodes (`grade`).
"""

from __future__ import annotations

import json
import re
import shutil
import subprocess
import sys
import tempfile
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from pydantic import Field

from sab.errors import FileFormatError, NotFoundError, SabError
from sab.fingerprint import file_sha256
from sab.importers.common import (
    Budget, Check, Collector, ImportResult, LeafPlan, Manifest, parse_line, read_jsonl, render_common, rubric,
    write_leaves,
)
from sab.jsonio import dumps, load_json, parse_strict_json, read_text
from sab.model.base import Open, parse

BENCHMARK = "hera"
TITLE = "HERA-Bench"
SIDES = ("act", "abstain")
CHECKSUMS = "checksums.sha256"
LOCK = "dataset.lock.json"
REQUIRED = ("tasks.json", "index/test.jsonl", "benchmark.py")
CHECKSUM_LINE = re.compile(r"^([0-9a-fA-F]{64}) [ *](.+)$")
PAIR_ID = re.compile(r"^hera_(\d+)$")
CONTROLLER_TIMEOUT_S = 600
# Under a network that is not public, Harbor's docker environment puts every compose service
# without networking of its own (main and hera-env) in the network namespace of its egress
# sidecar: they share one loopback, and hera-env has no name of its own to resolve.
MCP_URL = "http://127.0.0.1:8000/mcp"
BUDGET = Budget(cpus=1, memory_gb=2.0, agent_timeout_sec=1800.0,
                verifier_timeout_sec=2 * CONTROLLER_TIMEOUT_S + 300.0, network_mode="no-network", agent_user="solver")
HERA_RECORD = "records/record.json"
SERVING = ("docker compose service hera-env runs `benchmark.py serve --number N --side S --record "
           f"/app/{HERA_RECORD}` (stdio MCP) behind an MCP streamable-HTTP bridge at {MCP_URL}; the record "
           "reaches the separate verifier as a Harbor artifact of that service, never the solver's container")


class HeraLock(Open):
    revision: str
    checksums_sha256: str
    repo_id: str = ""
    pairs: int | None = None
    instances: int | None = None


class HeraTask(Open):
    number: int = Field(ge=1)
    system_prompt: str
    instruction: str = Field(min_length=1)


class IndexRow(Open):
    environment: str
    number: int | None = Field(default=None, ge=1)
    pair_id: str | None = None


@dataclass(frozen=True)
class Pair:
    number: int
    task: HeraTask
    environment: str

    @property
    def pair_id(self) -> str:
        return f"hera_{self.number:03d}"


# ---------------------------------------------------------------- verification


def parse_checksums(path: Path) -> dict[str, str]:
    """Relative path -> expected SHA-256 from `<sha256>  <relpath>` lines."""
    if not path.is_file():
        raise NotFoundError(f"the snapshot has no {CHECKSUMS}", file=path,
                            fix="give the root of a HERA-Bench dataset snapshot")
    entries: dict[str, str] = {}
    for number, line in enumerate(read_text(path).splitlines(), 1):
        if not line.strip():
            continue
        match = CHECKSUM_LINE.match(line.strip())
        if not match:
            raise FileFormatError("not `<sha256>  <path>`", file=path, field=f"line {number}")
        digest, rel = match.group(1).lower(), match.group(2)
        parts = rel.split("/")
        if rel.startswith("/") or ".." in parts or "" in parts or rel in entries:
            raise FileFormatError(f"path {rel!r} is absolute, escapes the snapshot or is listed twice",
                                  file=path, field=f"line {number}")
        entries[rel] = digest
    return entries


@dataclass(frozen=True)
class Verified:
    entries: dict[str, str]  # relative path -> SHA-256
    revision: str
    lock: HeraLock | None


def verify_snapshot(snapshot: Path, lock_path: Path | None) -> Verified:
    """Check every listed file (and the lock); returns the listed files and the dataset revision."""
    checksums_path = snapshot / CHECKSUMS
    entries = parse_checksums(checksums_path)
    lock_path = lock_path or (snapshot / LOCK if (snapshot / LOCK).is_file() else None)
    revision = f"sha256:{file_sha256(checksums_path)}"
    lock = None
    if lock_path is not None:
        if not lock_path.is_file():
            raise NotFoundError("no such lock file", file=lock_path, field="--lock")
        lock = parse(HeraLock, load_json(lock_path), lock_path)
        if file_sha256(checksums_path) != lock.checksums_sha256.lower():
            raise SabError(f"checksum mismatch: {CHECKSUMS} does not match the lock's checksums_sha256",
                           file=checksums_path, fix="download the snapshot again at the locked revision")
        revision = lock.revision
    for rel, digest in entries.items():
        path = snapshot / rel
        if path.is_symlink() or not path.is_file():
            raise SabError("a file listed in the checksums is missing", file=path,
                           fix="download the snapshot again")
        if file_sha256(path) != digest:
            raise SabError("checksum mismatch: the file differs from checksums.sha256", file=path,
                           fix="download the snapshot again; never edit it")
    for rel in REQUIRED:
        if rel not in entries:
            raise SabError(f"{rel} is not covered by {CHECKSUMS}", file=checksums_path)
    return Verified(entries, revision, lock)


# ---------------------------------------------------------------- reading


def read_pairs(snapshot: Path) -> list[Pair]:
    tasks_path = snapshot / "tasks.json"
    data = load_json(tasks_path)
    if not isinstance(data, list) or not data:
        raise FileFormatError("not a non-empty list of tasks", file=tasks_path)
    tasks: dict[int, HeraTask] = {}
    for index, item in enumerate(data):
        try:
            task = parse(HeraTask, item, tasks_path)
        except FileFormatError as exc:
            raise FileFormatError(exc.message, file=tasks_path, field=f"[{index}].{exc.field}") from None
        if task.number in tasks:
            raise FileFormatError(f"duplicate number {task.number}", file=tasks_path, field=f"[{index}].number")
        tasks[task.number] = task
    index_path = snapshot / "index" / "test.jsonl"
    rows = [(line, parse_line(IndexRow, value, index_path, line)) for line, value in read_jsonl(index_path)]
    environments: dict[int, str] = {}
    keyed = any(row.number is not None or row.pair_id is not None for _, row in rows)
    if not keyed and len(rows) != len(data):
        raise FileFormatError(f"{len(rows)} rows for {len(data)} tasks, and no number or pair_id to match them by",
                              file=index_path)
    for position, (line, row) in enumerate(rows):
        number = _row_number(row, index_path, line) if keyed else list(tasks)[position]
        if number not in tasks:
            raise FileFormatError(f"pair {number} is not in tasks.json", file=index_path, field=f"line {line}")
        if number in environments:
            raise FileFormatError(f"pair {number} is listed twice", file=index_path, field=f"line {line}")
        environments[number] = row.environment
    missing = sorted(set(tasks) - set(environments))
    if missing:
        raise FileFormatError(f"pair {missing[0]} of tasks.json has no row", file=index_path)
    return [Pair(number, tasks[number], environments[number]) for number in sorted(tasks)]


def _row_number(row: IndexRow, path: Path, line: int) -> int:
    from_id = None
    if row.pair_id is not None:
        match = PAIR_ID.match(row.pair_id)
        if not match:
            raise FileFormatError(f"pair_id {row.pair_id!r} is not hera_<number>", file=path, field=f"line {line}")
        from_id = int(match.group(1))
    if row.number is not None and from_id is not None and row.number != from_id:
        raise FileFormatError(f"pair_id {row.pair_id!r} does not match number {row.number}", file=path,
                              field=f"line {line}")
    number = row.number if row.number is not None else from_id
    if number is None:
        raise FileFormatError("neither number nor pair_id", file=path, field=f"line {line}")
    return number


def reference(controller: Path, pair: Pair, side: str, python: str) -> dict[str, Any]:
    """The gold episode of one side: `benchmark.py reference` -> {events, answer, final_state}."""
    command = [python, "-B", "benchmark.py", "reference", "--number", str(pair.number), "--side", side]
    try:
        done = subprocess.run(command, cwd=controller, capture_output=True, text=True, timeout=CONTROLLER_TIMEOUT_S,
                              stdin=subprocess.DEVNULL)
    except subprocess.TimeoutExpired:
        raise SabError(f"`benchmark.py reference` for pair {pair.number} {side} did not finish",
                       file=controller / "benchmark.py") from None
    if done.returncode != 0:
        raise SabError(f"`benchmark.py reference --number {pair.number} --side {side}` failed (exit "
                       f"{done.returncode}): {done.stderr.strip()[-400:]}", file=controller / "benchmark.py")
    try:
        gold = parse_strict_json(done.stdout)
    except ValueError as exc:
        raise SabError(f"the reference of pair {pair.number} {side} is not JSON: {exc}",
                       file=controller / "benchmark.py") from None
    if not isinstance(gold, dict) or "answer" not in gold:
        raise SabError(f"the reference of pair {pair.number} {side} has no answer", file=controller / "benchmark.py")
    return gold


# ---------------------------------------------------------------- the leaves


def _plan(pair: Pair, side: str, gold: dict[str, Any], controller: Path, files: list[str], *, org: str,
          revision: str) -> LeafPlan:
    from sab.templates import render, stock

    instance = f"{pair.number:03d}-{side}"
    plan = LeafPlan(instance)
    manifest = Manifest(
        benchmark=BENCHMARK, benchmark_title=TITLE, instance=instance,
        title=f"HERA-Bench pair {pair.number:03d} ({side} side)",
        description=f"An agentic episode in the {pair.environment} tool environment: act when feasible, abstain when not",
        domain="agentic abstention",
        science_summary=("HERA-Bench pairs a feasible (act) and an infeasible (abstain) episode under the same prompt; "
                         "only the environment's state differs, and the controller grades the tool calls and the "
                         "final response."),
        upstream_id=pair.pair_id, upstream_revision=revision, repo_url="https://github.com/lhannnn/HERA-Bench",
        repo_commit="see upstream_revision", license="see the HERA-Bench dataset card", budget=BUDGET,
        extra={"pair_id": pair.pair_id, "number": pair.number, "side": side, "environment": pair.environment,
               "dataset_revision": revision, "serving": SERVING, "fidelity": "shell-exposed",
               "final_output_file": "/app/final_output.txt"},
        mcp_servers=[{"name": "hera", "transport": "streamable-http", "url": MCP_URL}],
        artifacts=["/app/final_output.txt", {"source": f"/app/{HERA_RECORD}", "service": "hera-env"}],
    )
    context = {"pair_id": pair.pair_id, "side": side, "number": pair.number}
    check = Check(
        name="episode",
        rubric=rubric(
            "episode", upstream_test="HERA-Bench benchmark.py grade (the controller's verdict)",
            configuration=f"benchmark.py grade --number {pair.number} --side {side} on the record plus the final response",
            observable="the controller's verdict on the episode: its tool calls, the final state and the final response",
            warrant=("HERA-Bench's own rule: the controller's passed verdict is the reward (1 or 0); a runtime "
                     "failure counts as a fail."),
            files=[{"path": "grade.json", "format": "json", "atol": 0.0, "rtol": 0.0}],
        ),
        run_sh=render("import/hera/run.sh.j2", check="episode", benchmark_title=TITLE,
                      purpose="has the controller grade the episode (record + /app/final_output.txt).",
                      knobs="SAB_MAX_ANSWER_BYTES=10485760  largest final response or record graded\n"
                            f"SAB_CONTROLLER_TIMEOUT={CONTROLLER_TIMEOUT_S}  seconds the controller's grade may take",
                      max_bytes=10485760, **context),
        validate_py=stock("import/hera/validate.py"),
        readme=render("import/hera/README.md.j2"),
        rule="the controller's grade verdict (1 or 0); a runtime failure is a fail.",
    )
    render_common(plan, manifest, check, org=org,
                  instruction=render("import/hera/instruction.md.j2", system_prompt=pair.task.system_prompt.strip(),
                                     instruction=pair.task.instruction.strip(), environment=pair.environment),
                  instruction_note="the system prompt and instruction, the same on both sides of the pair",
                  source_note="a HERA-Bench snapshot whose checksums were verified",
                  notes=["Docker only: the tools come from the hera-env compose service (environment/).",
                         "Under real Harbor the oracle agent must replay the reference's tool calls through MCP; "
                         "the stock solve.sh only writes the final response (docs/importers.md)."])
    plan.add("environment/Dockerfile", render("import/hera/Dockerfile.j2", **context))
    plan.add("environment/docker-compose.yaml", render("import/hera/docker-compose.yaml.j2", **context))
    plan.add("environment/controller.Dockerfile", render("import/hera/controller.Dockerfile.j2", **context))
    for rel in files:
        plan.copy_file(f"tests/checks/episode/ic/nominal/snapshot/{rel}", controller / rel)
    answer = gold["answer"]
    record = {key: value for key, value in gold.items() if key != "answer"}
    record.update({"number": pair.number, "side": side})
    plan.gold("final_output.txt", answer if isinstance(answer, str) else json.dumps(answer))
    plan.add(f"tests/gold/{HERA_RECORD}", dumps(record))
    return plan


def import_hera(tasks_dir: Path, snapshot: Path, *, org: str, lock: Path | None = None, python: str | None = None,
                force: bool = False) -> ImportResult:
    """Verify a HERA-Bench snapshot and import two leaves per pair; a mismatch writes nothing."""
    if not snapshot.is_dir():
        raise NotFoundError("no such snapshot directory", file=snapshot, field="--from")
    verified = verify_snapshot(snapshot, lock)
    entries = verified.entries
    with tempfile.TemporaryDirectory(prefix="sab-hera-") as tmp:
        controller = Path(tmp) / "snapshot"
        for rel in entries:  # only verified files, in a private copy the controller may not alter
            (controller / rel).parent.mkdir(parents=True, exist_ok=True)
            shutil.copyfile(snapshot / rel, controller / rel)
        pairs = read_pairs(controller)
        expected = verified.lock.pairs if verified.lock else None
        if expected is not None and expected != len(pairs):
            raise SabError(f"the lock announces {expected} pairs, tasks.json holds {len(pairs)}",
                           file=snapshot / "tasks.json")
        golds = {(pair.number, side): reference(controller, pair, side, python or sys.executable)
                 for pair in pairs for side in SIDES}
        # The controller ran in the private copy: the leaves get the verified bytes again.
        for rel, digest in entries.items():
            if file_sha256(controller / rel) != digest:
                shutil.copyfile(snapshot / rel, controller / rel)
        collected = Collector()
        for pair in pairs:
            for side in SIDES:
                collected.plans.append(_plan(pair, side, golds[(pair.number, side)], controller, sorted(entries),
                                             org=org, revision=verified.revision))
        return write_leaves(tasks_dir, BENCHMARK, collected, force=force)
