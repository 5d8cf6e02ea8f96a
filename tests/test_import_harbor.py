"""Real Harbor 0.25.0 accepts imported leaves (marker `harbor`; the chroot of tests/test_harbor.py)."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import uuid
from pathlib import Path

import pytest

from conftest import run_sab
from importer_fixtures import make_repo, write_airs_task, write_hera, write_super

pytestmark = pytest.mark.harbor

ROOT = Path(os.environ.get("HARBOR_ROOT", "/var/tmp/harbor-trixie"))
ACCEPT = """
import json, sys
from pathlib import Path
from harbor.models.task.config import TaskConfig
from harbor.models.task.task import Task
print(json.dumps({leaf: [Task.is_valid_dir(Path(leaf)), sorted(TaskConfig.model_validate_toml(
    (Path(leaf) / "task.toml").read_text()).model_dump(exclude_unset=True))] for leaf in sys.argv[1:]}))
"""


def _in_chroot(*command: str) -> subprocess.CompletedProcess:
    return subprocess.run(["chroot", str(ROOT), *command], capture_output=True, text=True, timeout=300,
                          env={"PATH": "/usr/sbin:/usr/bin:/bin", "HOME": "/root", "LANG": "C.UTF-8"})


def test_harbor_accepts_imported_leaves(tmp_path: Path) -> None:
    if not (ROOT / "opt/h/bin/harbor").exists() or shutil.which("chroot", path="/usr/sbin:/usr/bin:/bin") is None:
        pytest.skip(f"no Harbor chroot at {ROOT} (see tests/test_harbor.py); CI provides one")
    if os.geteuid() != 0:
        pytest.skip("entering the Harbor chroot needs root")
    repo = make_repo(tmp_path / "repo")
    (tmp_path / "hf").mkdir()
    run_sab("import", "super", "--from", str(write_super(tmp_path / "expert.jsonl")), cwd=repo, check=True)
    run_sab("import", "airs", "--from", str(write_airs_task(tmp_path / "rad")), "--data", str(tmp_path / "hf"),
            cwd=repo, check=True)
    run_sab("import", "hera", "--from", str(write_hera(tmp_path / "snapshot")), cwd=repo, check=True)
    inbox = ROOT / f"sab-import-{uuid.uuid4().hex[:12]}"
    try:
        leaves = {}
        for leaf in sorted((repo / "tasks").glob("*/*")):
            shutil.copytree(leaf, inbox / leaf.parent.name / leaf.name)
            leaves[f"{leaf.parent.name}/{leaf.name}"] = f"/{inbox.name}/{leaf.parent.name}/{leaf.name}"
        accepted = _in_chroot("/opt/h/bin/python", "-c", ACCEPT, *leaves.values())
        assert accepted.returncode == 0, accepted.stderr
        for name, (valid, keys) in json.loads(accepted.stdout).items():
            assert valid and {"artifacts", "verifier", "environment", "agent", "metadata"} <= set(keys), name
        # Harbor's default lint rules (its compose rules need the Docker CLI, so HERA's leaves are left out).
        plain = [path for name, path in leaves.items() if not name.startswith("hera/")]
        lint = _in_chroot("/opt/h/bin/harbor", "lint", *plain)
        assert lint.returncode == 0 and not lint.stdout.strip(), lint.stdout + lint.stderr
    finally:
        shutil.rmtree(inbox, ignore_errors=True)
