"""skills/package-task/SKILL.md: every bash block runs, in order, and yields a lint-clean leaf."""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from conftest import PROJECT

SKILL = PROJECT / "skills/package-task/SKILL.md"


def bash_blocks(text: str) -> list[str]:
    return re.findall(r"^```bash\n(.*?)^```$", text, flags=re.M | re.S)


@pytest.mark.e2e
def test_skill_walkthrough_runs(tmp_path: Path) -> None:
    repo = tmp_path / "repo"
    repo.mkdir()
    for name in ("pyproject.toml", "README.md", "THIRD-PARTY-LICENSES.md"):
        shutil.copy(PROJECT / name, repo / name)
    for name in ("code", "codebase-reports", "tasks", "registry"):
        shutil.copytree(PROJECT / name, repo / name)
    blocks = bash_blocks(SKILL.read_text())
    assert len(blocks) >= 8
    script = "set -euo pipefail\n" + "\n".join(blocks)
    env = {**os.environ, "PATH": f"{Path(sys.executable).parent}{os.pathsep}{os.environ['PATH']}"}
    done = subprocess.run(["bash", "-c", script], cwd=repo, capture_output=True, text=True, env=env, timeout=600)
    assert done.returncode == 0, done.stdout[-3000:] + done.stderr[-3000:]
    assert "PASS tasks/heat1d/cn-stepper" in done.stdout
    assert re.search(r'"reward": 1\.0,', done.stdout) and re.search(r'"total": 1\b', done.stdout), done.stdout
    cut = json.loads((repo / "codebase-reports/heat1d/modules.json").read_text())
    assert [m["approved_by"] for m in cut["modules"] if m["module"] == "cn-stepper"] == ["sciaccel curators"]
    assert (repo / "tasks/heat1d/cn-stepper/comment/pipeline/module.json").is_file()
    index = json.loads((repo / "registry/index.json").read_text())
    assert "tasks/heat1d/cn-stepper" in [entry["path"] for entry in index["leaves"]]
