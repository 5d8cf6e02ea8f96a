"""Imported leaves get the least network their benchmark needs, never a host that serves gold."""

from __future__ import annotations

import shutil
import subprocess
import tomllib
from pathlib import Path

import pytest

from conftest import run_sab
from importer_fixtures import make_repo, write_airs_task, write_hera, write_super

HARBOR_ROOT = Path("/var/tmp/harbor-trixie")
GOLD_HOSTS = ("huggingface.co", "hf.co", "github.com", "githubusercontent.com", "example.org")  # example.org: [tool.sab] git_url


@pytest.fixture(scope="module")
def leaves(tmp_path_factory) -> dict[str, Path]:
    base = tmp_path_factory.mktemp("network")
    repo = make_repo(base / "repo")
    (base / "hf").mkdir()
    write_airs_task(base / "rad")
    run_sab("import", "airs", "--from", str(base / "rad"), "--data", str(base / "hf"), cwd=repo, check=True)
    run_sab("import", "super", "--from", str(write_super(base / "super.jsonl")), cwd=repo, check=True)
    run_sab("import", "hera", "--from", str(write_hera(base / "snapshot", lock=True)), cwd=repo, check=True)
    return {benchmark: sorted(p for p in (repo / "tasks" / benchmark).iterdir() if p.is_dir())[0]
            for benchmark in ("airs", "super", "hera")}


def _under(host: str, gold: str) -> bool:
    host = host.removeprefix("*.")
    return host == gold or host.endswith("." + gold)


@pytest.mark.parametrize("benchmark", ["airs", "super", "hera"])
def test_no_imported_leaf_has_the_public_network(leaves: dict[str, Path], benchmark: str) -> None:
    """Defect: every importer wrote network_mode = "public", so the solver could fetch the gold."""
    manifest = tomllib.loads((leaves[benchmark] / "task.toml").read_text())
    environment, verifier = manifest["environment"], manifest["verifier"]
    expected = {"airs": "allowlist", "super": "allowlist", "hera": "no-network"}[benchmark]
    assert environment["network_mode"] == expected and verifier["network_mode"] == "no-network"
    assert "public" not in (leaves[benchmark] / "task.toml").read_text().replace("public inputs", "")
    hosts = environment.get("allowed_hosts", [])
    assert bool(hosts) == (expected == "allowlist")
    assert not [host for host in hosts for gold in GOLD_HOSTS if _under(host, gold)], hosts
    assert manifest.get("agent", {}).get("network_mode") is None  # the agent phase inherits the baseline


@pytest.mark.parametrize("benchmark", ["airs", "super", "hera"])
def test_the_solver_image_holds_no_gold(leaves: dict[str, Path], benchmark: str) -> None:
    leaf = leaves[benchmark]
    gold = {p.read_bytes() for p in (leaf / "tests/gold").rglob("*") if p.is_file()}
    assert gold
    environment = [p for p in (leaf / "environment").rglob("*") if p.is_file()]
    assert not [p for p in environment if p.read_bytes() in gold]
    copies = [line for line in (leaf / "environment/Dockerfile").read_text().splitlines()
              if line.split(" ", 1)[0] in ("COPY", "ADD")]
    assert not [line for line in copies if "tests" in line or "solution" in line or "gold" in line], copies


def test_super_clones_its_repository_at_build_and_says_so(leaves: dict[str, Path]) -> None:
    from sab.importers.common import clone_directory, repository_clone

    leaf = leaves["super"]  # toy-dict: https://example.invalid/toy at 0000000
    assert ("RUN [ -e /content/toy ] || (git clone --quiet -- https://example.invalid/toy /content/toy && "
            "git -C /content/toy checkout --quiet 0000000)") in (leaf / "environment/Dockerfile").read_text()
    assert "already cloned at `/content/toy` (commit `0000000`)" in (leaf / "instruction.md").read_text()
    tree = "https://github.com/huawei-noah/noah-research/tree/master/conv_graph"
    assert clone_directory(tree) == "/content/noah-research"
    assert repository_clone(tree, "", "/content/noah-research") == (
        "git clone --quiet -- https://github.com/huawei-noah/noah-research /content/noah-research && "
        "git -C /content/noah-research checkout --quiet master")
    assert repository_clone("https://x.invalid/a b'c", "", "/content/x") == \
        "git clone --quiet -- 'https://x.invalid/a b'\"'\"'c' /content/x"


@pytest.mark.parametrize(("hosts", "message"), [
    (("pypi.org", "huggingface.co"), "serve gold answers"),
    (("cdn-lfs.huggingface.co",), "serve gold answers"),
    (("*.githubusercontent.com",), "serve gold answers"),
    ((), "allowed_hosts go with network_mode allowlist"),
])
def test_a_budget_that_reaches_gold_is_refused(hosts, message) -> None:
    from sab.importers.common import Budget

    with pytest.raises(ValueError, match=message):
        Budget(cpus=1, memory_gb=1.0, agent_timeout_sec=1.0, verifier_timeout_sec=1.0, network_mode="allowlist",
               allowed_hosts=hosts)
    with pytest.raises(ValueError, match="no-network or allowlist"):
        Budget(cpus=1, memory_gb=1.0, agent_timeout_sec=1.0, verifier_timeout_sec=1.0, network_mode="public")


@pytest.mark.harbor
@pytest.mark.skipif(not (HARBOR_ROOT / "opt/h/bin/python").exists(), reason=f"no Harbor chroot at {HARBOR_ROOT}")
@pytest.mark.parametrize("benchmark", ["airs", "super", "hera"])
def test_harbor_reads_the_network_policy(leaves: dict[str, Path], benchmark: str, tmp_path: Path) -> None:
    """Harbor 0.25's own TaskConfig loads the table and resolves the trial's network plan from it."""
    inside = HARBOR_ROOT / "var/tmp" / f"sab-network-{tmp_path.name}"
    shutil.copytree(leaves[benchmark], inside)
    try:
        done = subprocess.run(["chroot", str(HARBOR_ROOT), "/opt/h/bin/python", "-c", """
import sys
from pathlib import Path
from harbor.models.task.config import TaskConfig, VerifierEnvironmentMode
from harbor.models.trial.config import AgentConfig, EnvironmentConfig, VerifierConfig
from harbor.trial.network_policy import resolve_trial_network_plan
config = TaskConfig.model_validate_toml(Path(sys.argv[1], "task.toml").read_text())
plan = resolve_trial_network_plan(config, AgentConfig(), EnvironmentConfig(), VerifierConfig(), None,
                                  verifier_mode=VerifierEnvironmentMode.SEPARATE)
print(plan.agent_phase.network_mode.value, ",".join(plan.agent_phase.allowed_hosts), plan.verifier_phase.network_mode.value)
""", "/" + str(inside.relative_to(HARBOR_ROOT))], capture_output=True, text=True, timeout=120)
    finally:
        shutil.rmtree(inside)
    assert done.returncode == 0, done.stderr
    expected = {"airs": "allowlist pypi.org,files.pythonhosted.org no-network",
                "super": "allowlist pypi.org,files.pythonhosted.org no-network",
                "hera": "no-network  no-network"}[benchmark]
    assert done.stdout.split("\n")[-2] == expected
