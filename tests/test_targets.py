"""Targets: flat CPU and GPU descriptors, disabled ones, and what they derive (Harbor's GPU keys, the instruction)."""

from __future__ import annotations

import json
import tomllib
from pathlib import Path

import pytest

from sab.derived import stale_fields, sync
from sab.errors import SabError
from sab.leaf import Leaf
from sab.model.base import parse
from sab.model.target import CpuTarget, GpuTarget, TargetSpec

FIXTURE = Path(__file__).resolve().parents[2] / "shared/fixtures/scienceide-env/tasks/tmm/tmm/target/a100-sxm4-80gb.json"

A100 = {"device": "a100-sxm4-80gb", "status": "active", "placeholder": True, "vendor": "nvidia",
        "gpu": "NVIDIA A100-SXM4-80GB", "count": 1, "memory_gb_per_device": 80, "compute_capability": "8.0",
        "fp64_tflops": 9.7, "notes": "a leading underscore in the filename disables a descriptor"}


def test_both_classes_parse_by_their_keys() -> None:
    cpu = parse(TargetSpec, {"device": "cpu-x86-64", "arch": "x86_64", "cpus": 4, "memory_gb": 8}, "t.json")
    gpu = parse(TargetSpec, A100, "t.json")
    assert isinstance(cpu, CpuTarget) and isinstance(gpu, GpuTarget)
    assert gpu.summary() == "1 x NVIDIA A100-SXM4-80GB, 80 GB each" and gpu.gpu_type() == "A100"
    assert gpu.fp64_tflops == 9.7  # other scalar keys are kept


@pytest.mark.skipif(not FIXTURE.is_file(), reason="the shared ScienceIDE_Env fixture is not beside the project")
def test_the_seed_layouts_nested_target_is_refused_with_the_fix() -> None:
    with pytest.raises(SabError) as error:
        parse(TargetSpec, json.loads(FIXTURE.read_text()), FIXTURE)
    assert "nested values under ['host', 'notes']" in str(error.value) and "host_cpu" in str(error.value)


@pytest.mark.parametrize("bad, expected", [
    (dict(A100, count=0), "count"),
    ({k: v for k, v in A100.items() if k != "vendor"}, "vendor"),
    (dict(A100, status="retired"), "status"),
    ({"device": "cpu-x86-64", "arch": "x86_64"}, "cpus"),
])
def test_bad_descriptors_name_the_field(bad: dict, expected: str) -> None:
    with pytest.raises(SabError) as error:
        parse(TargetSpec, bad, "t.json")
    assert expected in str(error.value)


def _harbor_environment(leaf: Path) -> dict:
    return tomllib.loads((leaf / "task.toml").read_text())["environment"]


def test_a_placeholder_is_named_but_asks_harbor_for_nothing(leaf: Path) -> None:
    (leaf / "target/a100-sxm4-80gb.json").write_text(json.dumps(A100))
    assert "instruction.md (derived block)" in stale_fields(Leaf(leaf))
    sync(Leaf(leaf))
    instruction = (leaf / "instruction.md").read_text()
    assert "- `a100-sxm4-80gb` (placeholder" in instruction and "- `cpu-x86-64`:" in instruction
    assert "gpus" not in _harbor_environment(leaf)


def test_a_real_gpu_target_derives_harbors_gpu_keys(leaf: Path) -> None:
    (leaf / "target/a100-sxm4-80gb.json").write_text(json.dumps(dict(A100, placeholder=False, count=4)))
    sync(Leaf(leaf))
    environment = _harbor_environment(leaf)
    assert environment["gpus"] == 4 and environment["gpu_types"] == ["A100"]
    # Disabled by name, or by status: the keys go, and the instruction stops naming it.
    (leaf / "target/a100-sxm4-80gb.json").rename(leaf / "target/_a100-sxm4-80gb.json")
    assert set(stale_fields(Leaf(leaf))) == {"environment.gpus", "environment.gpu_types", "instruction.md (derived block)"}
    sync(Leaf(leaf))
    assert "gpus" not in _harbor_environment(leaf) and "a100" not in (leaf / "instruction.md").read_text()
    (leaf / "target/_a100-sxm4-80gb.json").write_text(json.dumps(dict(A100, placeholder=False, status="inactive")))
    (leaf / "target/_a100-sxm4-80gb.json").rename(leaf / "target/a100-sxm4-80gb.json")
    assert stale_fields(Leaf(leaf)) == []
