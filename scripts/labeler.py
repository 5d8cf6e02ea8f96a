#!/usr/bin/env python3
"""Write .github/labeler.yml, the configuration of actions/labeler (v5): a label per kind of change
(source, leaf, registry, toolkit, docs, ci) and a label per scientific domain, `domain: <field>`,
the part of each leaf's `domain` before " / ", covering the leaf and its source's tree and report.
Run it after adding a leaf of a new domain; `--check` exits 1 when the file is stale. `--root DIR`
reads and writes the repository at DIR instead of the one holding this script (CI checks a pull
request's tree with the base branch's copy of this script: scripts/ci-gates-with-base.sh).

    scripts/labeler.py [--check] [--root DIR]
"""

from __future__ import annotations

import json
import sys
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
TARGET = Path(".github") / "labeler.yml"
KINDS = {
    "source": ["code/**", "codebase-reports/**", "THIRD-PARTY-LICENSES.md"],
    "leaf": ["tasks/**"],
    "registry": ["registry.json", "registry/**"],
    "toolkit": ["src/**", "tests/**", "schemas/**", "benchmarks/**", "pyproject.toml"],
    "docs": ["docs/**", "skills/**", "README.md", "CONTRIBUTING.md", "AGENTS.md"],
    "ci": [".github/**", ".ci/**", "scripts/**", "Makefile"],
}


def domains(root: Path) -> dict[str, set[str]]:
    found: dict[str, set[str]] = {}
    for toml in sorted(root.glob("tasks/*/*/task.toml")):
        try:
            meta = tomllib.loads(toml.read_text(encoding="utf-8"))["metadata"]["sciaccel"]
        except (KeyError, tomllib.TOMLDecodeError):
            continue
        field = str(meta.get("domain", "")).split("/")[0].strip().lower()
        if not field:
            continue
        globs = found.setdefault(f"domain: {field}", set())
        globs.add(f"{toml.parent.relative_to(root).as_posix()}/**")
        if meta.get("source"):
            globs.update({f"code/{meta['source']}/**", f"codebase-reports/{meta['source']}/**"})
    return found


def render(root: Path) -> str:
    lines = ["# actions/labeler (v5) configuration, written by scripts/labeler.py from the leaves' domains:",
             "# edit that script, not this file; rerun it after adding a leaf of a new domain.", ""]
    labels = {**KINDS, **{label: sorted(globs) for label, globs in sorted(domains(root).items())}}
    for label, globs in labels.items():
        lines.append(f"{json.dumps(label)}:")
        lines.append("  - changed-files:")
        lines.append("      - any-glob-to-any-file:")
        lines.extend(f"          - {json.dumps(glob)}" for glob in globs)
    return "\n".join(lines) + "\n"


def main(argv: list[str]) -> int:
    root = ROOT
    if "--root" in argv:
        where = argv.index("--root") + 1
        if where == len(argv) or not Path(argv[where]).is_dir():
            print("--root needs the folder of a repository; usage: scripts/labeler.py [--check] [--root DIR]",
                  file=sys.stderr)
            return 2
        root = Path(argv[where]).resolve()
    text = render(root)
    target = root / TARGET
    if "--check" in argv:
        if not target.is_file() or target.read_text(encoding="utf-8") != text:
            print(f"{TARGET} is stale; run scripts/labeler.py", file=sys.stderr)
            return 1
        return 0
    target.write_text(text, encoding="utf-8")
    print(f"wrote {TARGET}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
