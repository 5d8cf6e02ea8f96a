"""target/<device>.json: a flat descriptor of the hardware a leaf's speed is measured on."""

from __future__ import annotations

import math
from typing import Any

from pydantic import ConfigDict, Field, model_validator

from sab.model.base import Kebab, Strict


class TargetSpec(Strict):
    """Flat strict JSON: known keys typed, extra keys allowed but only as scalars."""

    model_config = ConfigDict(extra="allow")

    device: Kebab = Field(description="device identifier, lower-kebab (e.g. cpu-x86-64)")
    arch: str = Field(description="instruction set architecture, e.g. x86_64 or aarch64")
    cpus: int = Field(ge=1, description="cores the measurement may use")
    memory_gb: float | None = Field(default=None, gt=0)
    description: str = ""

    @model_validator(mode="before")
    @classmethod
    def _flat(cls, data: Any) -> Any:
        if not isinstance(data, dict):
            raise ValueError("a target is a JSON object")
        nested = sorted(key for key, value in data.items() if isinstance(value, (dict, list)))
        if nested:
            raise ValueError(f"targets are flat; nested values under {nested}")
        infinite = sorted(key for key, value in data.items() if isinstance(value, float) and not math.isfinite(value))
        if infinite:
            raise ValueError(f"numbers must be finite; not under {infinite}")
        return data
