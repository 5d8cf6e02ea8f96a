"""`sab harbor export` and `sab harbor install-env` without Harbor or an engine (the trials that use
them are in tests/test_harbor_trials.py)."""

from __future__ import annotations

import ast
import json
import tomllib
from pathlib import Path

from conftest import PROJECT, run_sab
from importer_fixtures import make_repo, write_super

HEAT1D = "tasks/heat1d/solver"
MODULE = PROJECT / "src/sab/harbor/environment.py"


def test_export_makes_a_leaf_that_builds_from_harbors_own_contexts(tmp_path: Path) -> None:
    out = tmp_path / "dataset"
    done = run_sab("harbor", "export", HEAT1D, "--out", str(out), "--json", cwd=PROJECT, check=True)
    [item] = json.loads(done.stdout)
    exported = out / "heat1d-solver"
    assert item == {"leaf": HEAT1D, "path": str(exported), "artifacts_added": False}  # the leaf declares it
    for role in ("environment", "tests"):
        # What the Dockerfiles COPY, under the directory Harbor uses as their build context.
        for line in (exported / role / "Dockerfile").read_text().splitlines():
            if line.startswith("COPY "):
                assert (exported / role / line.split()[1]).exists(), (role, line)
        assert (exported / role / "code/heat1d/src/solver.c").read_bytes() == (PROJECT / "code/heat1d/src/solver.c").read_bytes()
    assert not (exported / "comment").exists() and not (exported / "tests/tasks/heat1d/solver/comment").exists()
    rubric = json.loads((exported / "tests/checks/sine-decay/rubric.json").read_text())
    assert "evidence" not in rubric  # selfcheck's record, as in sab's build contexts
    manifest = tomllib.loads((exported / "task.toml").read_text())
    assert manifest["artifacts"] == ["/workspace/code"]
    assert manifest["verifier"]["environment_mode"] == "separate"
    assert manifest == tomllib.loads((PROJECT / HEAT1D / "task.toml").read_text())

    again = run_sab("harbor", "export", HEAT1D, "--out", str(out), cwd=PROJECT)
    assert again.returncode != 0 and len(again.stderr.strip().splitlines()) == 1 and "--force" in again.stderr
    run_sab("harbor", "export", HEAT1D, "--out", str(out), "--force", cwd=PROJECT, check=True)
    assert sorted(path.name for path in out.iterdir()) == ["heat1d-solver"]  # no staging left behind


def test_an_imported_leaf_is_exported_as_it_runs(tmp_path: Path) -> None:
    repo = make_repo(tmp_path / "repo")
    run_sab("import", "super", "--from", str(write_super(tmp_path / "expert.jsonl")), cwd=repo, check=True)
    leaf = repo / "tasks/super/toy-dict"
    done = run_sab("harbor", "export", str(leaf), "--out", str(tmp_path / "out"), "--json", cwd=repo, check=True)
    [item] = json.loads(done.stdout)
    exported = Path(item["path"])
    assert item["artifacts_added"] is False
    assert (exported / "task.toml").read_bytes() == (leaf / "task.toml").read_bytes()
    assert not (exported / "comment").exists() and (leaf / "comment").is_dir()
    assert (exported / "tests/gold/answer.json").read_bytes() == (leaf / "tests/gold/answer.json").read_bytes()


def test_install_env_writes_the_standalone_module(tmp_path: Path) -> None:
    done = run_sab("harbor", "install-env", str(tmp_path), "--json", cwd=PROJECT, check=True)
    assert json.loads(done.stdout) == {"module": str(tmp_path / "sab_harbor_env.py"),
                                       "import_path": "sab_harbor_env:SabDockerEnvironment"}
    assert (tmp_path / "sab_harbor_env.py").read_bytes() == MODULE.read_bytes()
    missing = run_sab("harbor", "install-env", str(tmp_path / "absent"), cwd=PROJECT)
    assert missing.returncode != 0 and missing.stderr.startswith("error:")


def test_the_environment_module_needs_only_harbor_docker_and_the_standard_library() -> None:
    tree = ast.parse(MODULE.read_text())
    imported = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            imported |= {alias.name.split(".")[0] for alias in node.names}
        elif isinstance(node, ast.ImportFrom):
            imported.add((node.module or "").split(".")[0])
    import sys

    assert imported - set(sys.stdlib_module_names) == {"harbor", "docker"}
