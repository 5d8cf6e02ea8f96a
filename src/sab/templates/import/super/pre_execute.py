#!/usr/bin/env python3
"""Run the pre-executed cells of a SUPER Masked task in order, as SUPER does before its agent starts.

    python3 pre_execute.py CELLS.json OUT_DIR

Written by `sab import super --split Masked` into the solver's environment/ (docs/importers.md).
CELLS.json is the record's pre_execute_cells, each decoded to {"type": "execute"|"edit",
"content": str}. Execute cells run in one IPython shell, as in SUPER's notebook kernel: shell
escapes (`!pip install ...`), `%cd` and the other magics work, and Python state and the working
directory carry from cell to cell. An edit cell changes a file the way SUPER's edit action does:
its first line names the file, then optional context lines, `<<<BEFORE_EDIT>>>`, the lines to
replace, `<<<AFTER_EDIT>>>` and the lines that replace them; the context and the replaced lines
must occur exactly once. As upstream, a failing cell does not stop the ones after it.

OUT_DIR receives pre-executed.json (one step per cell in SUPER's history form: action,
observation, execution_start_time, execution_end_time) and pre-executed.md (the same for reading,
ending with the working directory the cells left). Exit 0 once every cell ran; 2 on bad arguments.
"""

from __future__ import annotations

import json
import os
import sys
import tempfile
import time
from datetime import datetime

BEFORE = "<<<BEFORE_EDIT>>>"
AFTER = "<<<AFTER_EDIT>>>"


def _capture(run):
    """Run `run()` with file descriptors 1 and 2 (and sys.stdout/stderr) sent to a file; its text."""
    sys.stdout.flush()
    sys.stderr.flush()
    saved = (os.dup(1), os.dup(2))
    with tempfile.TemporaryFile() as sink:
        os.dup2(sink.fileno(), 1)
        os.dup2(sink.fileno(), 2)
        try:
            run()
        finally:
            sys.stdout.flush()
            sys.stderr.flush()
            os.dup2(saved[0], 1)
            os.dup2(saved[1], 2)
            os.close(saved[0])
            os.close(saved[1])
        sink.seek(0)
        return sink.read().decode("utf-8", errors="replace")


def _parse_edit(body):
    """(context, replaced, added) lines of an edit, or a message saying why it is malformed."""
    context, replaced, added = [], [], []
    seen_before = seen_after = False
    for number, line in enumerate(body.rstrip("\n").splitlines(), 1):
        marker = line.strip()
        if marker == BEFORE:
            if seen_before:
                return f"Found multiple BEFORE_EDIT in the patch. Line {number}: {line}"
            seen_before = True
        elif marker == AFTER:
            if seen_after:
                return f"Found multiple AFTER_EDIT in the patch. Line {number}: {line}"
            seen_after = True
        elif not seen_before:
            context.append(line)
        elif not seen_after:
            replaced.append(line)
        else:
            added.append(line)
    if not replaced and not added:
        return "Could not find any lines to replace in the patch."
    return context, replaced, added


def _same(a, b):
    return a == b or (not a.strip() and not b.strip())


def edit(content, shell):
    """Apply one edit cell; the observation SUPER's edit action would give."""
    lines = content.split("\n")
    if len(lines) < 3:
        return ("Invalid format. Correct format: {filename}\n{optional preceding line}\n" + BEFORE
                + "\n{lines to remove}\n" + AFTER + "\n{lines to add}")
    filename = lines[0]
    parsed = _parse_edit("\n".join(lines[1:]))
    if isinstance(parsed, str):
        return parsed
    context, replaced, added = parsed
    try:
        with open(filename, encoding="utf-8", errors="replace", newline="") as handle:
            text = handle.read()
    except OSError:
        return f"ERROR: File {filename} does not exist."
    current = [line.strip("\r") for line in text.split("\n")]
    window = context + replaced
    starts = [start for start in range(len(current) - len(window) + 1)
              if all(_same(current[start + k], window[k]) for k in range(len(window)))]
    if not starts:
        return ("Could not find the following lines to replace in the file content:\n```\n"
                + "\n".join(window) + "\n```")
    if len(starts) > 1:
        return (f"Found multiple ({len(starts)}) occurrences of the {BEFORE}  lines. Add 1-3 lines before or "
                "after these lines to replace to disambiguate.")
    first = starts[0] + len(context)
    updated = current[:first] + added + current[first + len(replaced):]
    # Written by the shell's own %%writefile, as upstream writes it, relative to the shell's directory.
    _capture(lambda: shell.run_cell(f"%%writefile {filename}\n" + "\n".join(updated)))
    return "Edit was successful."


def execute(content, shell):
    return _capture(lambda: shell.run_cell(content))


def _fence(text):
    longest = run = 0
    for char in text:
        run = run + 1 if char == "`" else 0
        longest = max(longest, run)
    return "`" * max(3, longest + 1)


def main(argv=None):
    argv = sys.argv[1:] if argv is None else argv
    if len(argv) != 2:
        print("usage: pre_execute.py CELLS.json OUT_DIR", file=sys.stderr)
        return 2
    with open(argv[0], encoding="utf-8") as handle:
        cells = json.load(handle)
    out_dir = os.path.abspath(argv[1])  # before a cell's %cd moves the working directory
    from IPython.core.interactiveshell import InteractiveShell

    shell = InteractiveShell.instance()
    try:
        _capture(lambda: shell.run_line_magic("colors", "nocolor"))  # plain tracebacks in the transcript
    except Exception:  # noqa: BLE001 - an IPython without the option keeps its colours
        pass
    steps = []
    for index, cell in enumerate(cells, 1):
        kind, content = cell.get("type"), cell.get("content", "")
        started, clock = datetime.now(), time.monotonic()
        if kind == "execute":
            observation = execute(content, shell)
        elif kind == "edit":
            observation = edit(content, shell)
        else:
            observation = f"Invalid action type: {kind}"
        seconds = time.monotonic() - clock
        steps.append({"action": {"type": kind, "content": content}, "observation": observation,
                      "execution_start_time": started.isoformat(), "execution_end_time": datetime.now().isoformat(),
                      "seconds": round(seconds, 3)})
        print(f"pre-executed cell {index}/{len(cells)} ({kind}, {seconds:.1f} s)", flush=True)
    os.makedirs(out_dir, exist_ok=True)
    with open(os.path.join(out_dir, "pre-executed.json"), "w", encoding="utf-8") as handle:
        json.dump(steps, handle, indent=1)
    parts = ["# Pre-executed cells\n",
             f"These {len(steps)} cells ran in order, in one IPython shell started in the image's working "
             "directory, before you started (SUPER's Masked split). Their effects on files are in place; "
             "the Python state of that shell is not.\n"]
    for index, step in enumerate(steps, 1):
        action = step["action"]
        parts.append(f"## Cell {index} ({action['type']}, {step['seconds']:.1f} s)\n")
        fence = _fence(action["content"])
        parts.append(f"{fence}\n{action['content']}\n{fence}\n")
        fence = _fence(step["observation"])
        parts.append(f"Output:\n\n{fence}\n{step['observation']}\n{fence}\n")
    parts.append(f"Working directory after the last cell: `{os.getcwd()}`\n")
    with open(os.path.join(out_dir, "pre-executed.md"), "w", encoding="utf-8") as handle:
        handle.write("\n".join(parts))
    return 0


if __name__ == "__main__":
    sys.exit(main())
