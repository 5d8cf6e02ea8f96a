#!/usr/bin/env python3
"""A valid submission of an AIRS-Bench task, built from its labels (`sab import selfcheck`).

    python construct_submission.py --task DIR --shared DIR --scoring-column JSON --out FILE

Run by `sab import selfcheck` with the leaf's own pinned environment, for a task that ships no
gold submission, so that its evaluate.py is shown to accept a valid submission. It is never
written into a leaf and never stands for a gold answer. The way is upstream's own:

- the task ships `custom_labels.py` (AIRS-Bench's maker of gold labels, for tasks whose labels
  are not a plain column): it runs on the shipped datasets and its `gold_submission.csv` is used;
- else evaluate_prepare.py runs on the shipped datasets (with a placeholder submission in the log
  directory) and the labelled test data it writes, `test_with_labels`, gives the task's
  `scoring_column`, one value a row under that header (lists and objects as JSON).

Exit 0 with FILE written; 1 with the reason on standard error when no submission can be built.
"""

from __future__ import annotations

import argparse
import csv
import json
import os
import shutil
import subprocess
import sys
import tempfile


def run(command, cwd):
    done = subprocess.run(command, cwd=cwd, capture_output=True, text=True, stdin=subprocess.DEVNULL)
    if done.returncode != 0:
        tail = (done.stderr or done.stdout).strip()[-800:]
        sys.exit(f"{os.path.basename(command[2])} failed (exit {done.returncode}): {tail}")


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    for name in ("--task", "--shared", "--scoring-column", "--out"):
        parser.add_argument(name, required=True)
    args = parser.parse_args(argv)
    task, shared = os.path.abspath(args.task), os.path.abspath(args.shared)
    scratch = tempfile.mkdtemp(prefix="airs-construct-")
    try:
        if os.path.isfile(os.path.join(task, "custom_labels.py")):
            out = os.path.join(scratch, "labels")
            os.mkdir(out)
            run([sys.executable, "-B", "custom_labels.py", "--global-shared-data-dir", shared,
                 "--output-directory", out], task)
            made = os.path.join(out, "gold_submission.csv")
            if not os.path.isfile(made):
                sys.exit("custom_labels.py wrote no gold_submission.csv")
            shutil.copyfile(made, args.out)
            print("built by the task's custom_labels.py")
            return 0
        column = json.loads(args.scoring_column)
        if isinstance(column, list):
            if len(column) != 1:
                sys.exit(f"the metadata's scoring_column names {len(column)} columns, not one: {column!r}")
            column = column[0]
        if not isinstance(column, str) or not column:
            sys.exit("the task's metadata names no scoring_column and the task ships no custom_labels.py")
        data, logs = os.path.join(scratch, "data"), os.path.join(scratch, "logs")
        os.mkdir(data)
        os.mkdir(logs)
        with open(os.path.join(logs, "submission.csv"), "w", encoding="utf-8") as handle:
            handle.write("placeholder: evaluate_prepare.py copies it, nothing reads it\n")
        run([sys.executable, "-B", "evaluate_prepare.py", "--global-shared-data-dir", shared,
             "--agent-data-mount-dir", data, "--agent-log-dir", logs], task)
        from datasets import load_from_disk

        labels = load_from_disk(os.path.join(data, "test_with_labels"))
        if column not in labels.column_names:
            sys.exit(f"test_with_labels has no column {column!r} (it has {', '.join(labels.column_names)})")
        with open(args.out, "w", newline="", encoding="utf-8") as handle:
            writer = csv.writer(handle)
            writer.writerow([column])
            for value in labels[column]:
                writer.writerow([json.dumps(value) if isinstance(value, (list, dict)) else value])
        print(f"built from test_with_labels[{column!r}]")
        return 0
    finally:
        shutil.rmtree(scratch, ignore_errors=True)


if __name__ == "__main__":
    sys.exit(main())
