"""target/<device>.json: a flat descriptor of the hardware a leaf's speed is measured on.

Two classes share one file shape, flat strict JSON (no nested objects or lists; known keys typed,
other keys allowed as scalars): a CPU class (`arch`, `cpus`) and a GPU class (`gpu`, `count`,
`vendor`, ...), told apart by the `gpu` key. A file whose name starts with `_` is disabled; a
descriptor may also say `"status": "inactive"`. A `"placeholder": true` descriptor names the
class a task is written against before any grading host exists: the instruction names it, but it
asks Harbor for no hardware (docs/leaf.md, "Targets").
"""

from __future__ import annotations

import math
from typing import Annotated, Any, Literal, Union

from pydantic import ConfigDict, Discriminator, Field, PositiveFloat, PositiveInt, Tag, model_validator

from sab.model.base import Kebab, Strict


class _Target(Strict):
    model_config = ConfigDict(extra="allow")

    device: Kebab = Field(description="device identifier, lower-kebab (e.g. cpu-x86-64, a100-sxm4-80gb)")
    description: str = ""
    status: Literal["active", "inactive"] = "active"
    placeholder: bool = Field(default=False, description="names a class to write against, not a grading host")

    @model_validator(mode="before")
    @classmethod
    def _flat(cls, data: Any) -> Any:
        if not isinstance(data, dict):
            raise ValueError("a target is a JSON object")
        nested = sorted(key for key, value in data.items() if isinstance(value, (dict, list)))
        if nested:
            raise ValueError(f"targets are flat; nested values under {nested} (write host_cpu, not host.cpu; "
                             f"one string, not a list)")
        infinite = sorted(key for key, value in data.items() if isinstance(value, float) and not math.isfinite(value))
        if infinite:
            raise ValueError(f"numbers must be finite; not under {infinite}")
        return data

    @property
    def active(self) -> bool:
        return self.status == "active"


class CpuTarget(_Target):
    arch: str = Field(description="instruction set architecture, e.g. x86_64 or aarch64")
    cpus: int = Field(ge=1, description="cores the measurement may use")
    memory_gb: float | None = Field(default=None, gt=0)

    def summary(self) -> str:
        memory = f", {self.memory_gb:g} GB" if self.memory_gb else ""
        return f"{self.cpus} {self.arch} core{'s' if self.cpus != 1 else ''}{memory}"


class GpuTarget(_Target):
    gpu: str = Field(description="the device model as its vendor names it, e.g. NVIDIA A100-SXM4-80GB")
    vendor: str
    count: PositiveInt = 1
    memory_gb_per_device: PositiveFloat | None = None
    architecture: str | None = None
    compute_capability: str | None = None
    harbor_gpu_type: str | None = Field(
        default=None, description="the type Harbor's [environment].gpu_types lists (default: the model's first word after the vendor)")

    def summary(self) -> str:
        memory = f", {self.memory_gb_per_device:g} GB each" if self.memory_gb_per_device else ""
        return f"{self.count} x {self.gpu}{memory}"

    def gpu_type(self) -> str:
        if self.harbor_gpu_type:
            return self.harbor_gpu_type
        words = [word for word in self.gpu.split() if word.lower() != self.vendor.lower()]
        return (words[0] if words else self.gpu).split("-")[0]


def _target_class(data: Any) -> str:
    """A descriptor's class by its keys: a `gpu` key makes it a GPU target."""
    return "gpu" if isinstance(data, dict) and "gpu" in data else "cpu"


TargetSpec = Annotated[Union[Annotated[GpuTarget, Tag("gpu")], Annotated[CpuTarget, Tag("cpu")]],
                       Discriminator(_target_class)]
