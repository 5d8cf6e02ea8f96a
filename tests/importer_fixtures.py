"""Small synthetic copies of SUPER, AIRS-Bench and HERA-Bench, built inside the tests."""

from __future__ import annotations

import hashlib
import importlib.util
import json
from pathlib import Path
from types import ModuleType

from conftest import PROJECT, PYPROJECT

TEMPLATES = PROJECT / "src/sab/templates/import"


def make_repo(root: Path) -> Path:
    """A bare task repository: pyproject.toml with [tool.sab], code/ and tasks/."""
    (root / "code").mkdir(parents=True)
    (root / "tasks").mkdir()
    (root / "pyproject.toml").write_text(PYPROJECT)
    return root


def load_validate(benchmark: str) -> ModuleType:
    """An importer's validate.py template as a module, to test its rule directly."""
    spec = importlib.util.spec_from_file_location(f"validate_{benchmark}", TEMPLATES / benchmark / "validate.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


# ---------------------------------------------------------------- SUPER

SUPER_RECORDS = [
    {"task_id": "toy-dict", "query": "Train the toy model. Report {\"acc\": 0.0, \"loss\": 0.0}.\n\n"
                                     "Git repository: https://example.invalid/toy",
     "github_repo": "https://example.invalid/toy", "git_commit": "0000000",
     "answer": "{\"acc\": 0.5, \"loss\": 1.25}", "landmarks": ["Epoch 1"], "solution": "", "solution_dependencies": ""},
    {"task_id": "toy-str", "query": "Which base model does the config use? Report it as a JSON string.",
     "github_repo": "https://example.invalid/str", "git_commit": "1111111", "answer": "\"bert-base\"",
     "landmarks": [], "solution": [{"cell": "print(1)"}], "solution_dependencies": None},
    {"task_id": "toy-list", "query": "Report the first three values as a JSON list.",
     "github_repo": "https://example.invalid/list", "git_commit": "2222222", "answer": "[1, 2.0, \"x\"]",
     "landmarks": ["done"], "solution": "", "solution_dependencies": "", "entrypoint": "run.py"},
]


def write_super(path: Path, records: list[dict] = SUPER_RECORDS, *, extra_lines: list[str] = ()) -> Path:
    lines = [json.dumps(record) for record in records] + list(extra_lines)
    path.write_text("\n".join(lines) + "\n")
    return path


# ---------------------------------------------------------------- AIRS-Bench

AIRS_METADATA = """\
metric_lower_is_better: true
file_export_globs: [submission.csv]
container_python_requirements: []
evaluate_container_python_requirements: []
logging_info:
  name: ToyRegressionMAE
  dataset: toy/regression
  config: default
  category: Regression
  research_problem: Toy regression
  metric: MAE
  scoring_column: y
  sota:
    - sota_paper_title: A toy
      sota_score: 0.1
  estimated_worst_score: 10.0
  optimal_score: 0.0
"""

_ARGS = """\
import argparse, os
parser = argparse.ArgumentParser()
for name in ("--global-shared-data-dir", "--agent-data-mount-dir", "--agent-log-dir"):
    parser.add_argument(name, required=True)
args = parser.parse_args()
"""

AIRS_FILES = {
    "metadata.yaml": AIRS_METADATA,
    "project_description.md": "# Toy regression\n\nPredict y from x. The training data is ./data/train.csv, the test "
                              "inputs ./data/test.csv. Write submission.csv with the columns id,y.\n",
    "prepare.py": _ARGS + """\
with open(os.path.join(args.agent_data_mount_dir, "train.csv"), "w") as handle:
    handle.write("id,x,y\\n" + "".join(f"{i},{i},{2 * i}\\n" for i in range(4)))
with open(os.path.join(args.agent_data_mount_dir, "test.csv"), "w") as handle:
    handle.write("id,x\\n" + "".join(f"{i},{i}\\n" for i in range(4, 8)))
""",
    # As every real evaluate_prepare.py: it runs after the agent and copies its submission.
    "evaluate_prepare.py": _ARGS + """\
import shutil
labels = os.path.join(args.agent_data_mount_dir, "test_with_labels")
os.makedirs(labels, exist_ok=True)
with open(os.path.join(labels, "labels.csv"), "w") as handle:
    handle.write("id,y\\n" + "".join(f"{i},{2 * i}\\n" for i in range(4, 8)))
shutil.copy2(os.path.join(args.agent_log_dir, "submission.csv"), os.path.join(args.agent_data_mount_dir, "submission.csv"))
""",
    "evaluate.py": """\
import argparse, csv, json
from utils import mean_absolute_error
parser = argparse.ArgumentParser()
parser.add_argument("--submission-file", required=True)
args = parser.parse_args()
with open("data/test_with_labels/labels.csv") as handle:
    labels = {row["id"]: float(row["y"]) for row in csv.DictReader(handle)}
try:
    with open(args.submission_file) as handle:
        submission = {row["id"]: float(row["y"]) for row in csv.DictReader(handle)}
except (KeyError, ValueError, TypeError) as exc:
    parser.error(f"bad submission: {exc}")
if set(submission) != set(labels):
    parser.error("the submission's ids are not the test set's")
print("scoring", len(labels), "rows")
print("--- EVALUATION RESULT ---")
print(json.dumps({"MAE": mean_absolute_error(submission, labels)}))
""",
    "utils.py": "def mean_absolute_error(a, b):\n    return sum(abs(a[k] - b[k]) for k in b) / len(b)\n",
    "gold_submission.csv": "id,y\n4,8\n5,10\n6,12\n7,14\n",
}


def write_airs_task(parent: Path, name: str = "ToyRegressionMAE", files: dict[str, str] = AIRS_FILES) -> Path:
    folder = parent / name
    folder.mkdir(parents=True)
    for file, text in files.items():
        (folder / file).write_text(text)
    return folder


def write_airs_csv(path: Path, tasks: dict[str, dict[str, str]]) -> Path:
    import csv

    columns = ["task", "category", "research_problem", "dataset", "metric", "metadata.yaml", "project_description.md",
               "prepare.py", "evaluate_prepare.py", "evaluate.py", "custom_labels.py", "utils.py", "gold_submission.csv"]
    with open(path, "w", newline="") as handle:
        writer = csv.DictWriter(handle, fieldnames=columns)
        writer.writeheader()
        for name, files in tasks.items():
            writer.writerow({"task": name, "category": "Regression", "research_problem": "Toy regression",
                             "dataset": "toy/regression", "metric": "MAE", **{k: files.get(k, "") for k in columns[5:]}})
    return path


# ---------------------------------------------------------------- HERA-Bench

HERA_CONTROLLER = '''\
"""A tiny HERA-Bench controller: a records environment per pair. On the act side the value may be
set to the target; on the abstain side the record is locked, so the value must stay 1 and the final
response must say it cannot."""
import argparse, json, sys

TARGET = {1: 4, 2: 7}


def reference(number, side):
    if side == "act":
        return {"events": [{"tool": "records.set_value", "arguments": {"value": TARGET[number]}}],
                "answer": f"Done: the value is now {TARGET[number]}.", "final_state": {"value": TARGET[number]}}
    return {"events": [{"tool": "records.read_item", "arguments": {}}],
            "answer": "I cannot do that: the record is locked.", "final_state": {"value": 1}}


def grade(number, side, submission):
    if submission.get("crash"):
        raise RuntimeError("the controller crashed")
    value = submission.get("final_state", {}).get("value")
    if side == "act":
        return value == TARGET[number]
    return value == 1 and "cannot" in submission.get("final_output", "").lower()


def main():
    parser = argparse.ArgumentParser()
    commands = parser.add_subparsers(dest="command", required=True)
    for name in ("serve", "grade", "reference"):
        command = commands.add_parser(name)
        command.add_argument("--number", type=int, required=True)
        command.add_argument("--side", choices=["act", "abstain"], required=True)
        if name == "serve":
            command.add_argument("--record", required=True)
        if name == "grade":
            command.add_argument("--submission", required=True)
            command.add_argument("--output", required=True)
    commands.add_parser("verify")
    args = parser.parse_args()
    if args.command == "reference":
        print(json.dumps(reference(args.number, args.side)))
    elif args.command == "grade":
        with open(args.submission) as handle:
            passed = grade(args.number, args.side, json.load(handle))
        with open(args.output, "w") as handle:
            json.dump({"passed": passed}, handle)
        sys.exit(0 if passed else 1)
    elif args.command == "verify":
        print("ok")
    else:
        sys.exit("serve is not part of the toy controller")


if __name__ == "__main__":
    main()
'''


def write_hera(root: Path, *, lock: bool = False, rows: list[dict] | None = None) -> Path:
    """A snapshot of two pairs with checksums.sha256 (and, optionally, a matching dataset.lock.json)."""
    (root / "index").mkdir(parents=True)
    tasks = [{"number": n, "system_prompt": "You are an ops agent.",
              "instruction": f"Set the record's value to {t} if allowed; otherwise explain why not."}
             for n, t in ((1, 4), (2, 7))]
    (root / "tasks.json").write_text(json.dumps(tasks, indent=1))
    rows = rows if rows is not None else [{"pair_id": "hera_002", "environment": "records"},
                                          {"pair_id": "hera_001", "environment": "records"}]
    (root / "index/test.jsonl").write_text("".join(json.dumps(row) + "\n" for row in rows))
    (root / "benchmark.py").write_text(HERA_CONTROLLER)
    (root / "README.md").write_text("not listed in the checksums: never used\n")
    listed = ("tasks.json", "index/test.jsonl", "benchmark.py")
    lines = "".join(f"{hashlib.sha256((root / rel).read_bytes()).hexdigest()}  {rel}\n" for rel in listed)
    (root / "checksums.sha256").write_text(lines)
    if lock:
        (root / "dataset.lock.json").write_text(json.dumps({
            "repo_id": "toy/HERA", "revision": "b8a7a1c", "pairs": 2, "instances": 4,
            "checksums_sha256": hashlib.sha256(lines.encode()).hexdigest()}))
    return root
