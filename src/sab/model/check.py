"""check.json: the labels of one check."""

from __future__ import annotations

from pydantic import field_validator

from sab.model.base import Kebab, Strict

PROVENANCE_LABELS = ("official", "custom")
ACCELERATION = "acceleration"


# A check that keeps one fixed input on purpose (an official fixed-value test, a custom check):
# lint asks no input family of it.
FIXED_INPUT = "fixed-input"


class CheckSpec(Strict):
    """`{"labels": [...], "build_step": bool}`: unique lower-kebab labels, exactly one of
    official|custom; build_step when run.sh has a separate build step (`run.sh build`, then
    `run.sh run` on each input: docs/leaf.md, "The run.sh contract")."""

    labels: list[Kebab]
    build_step: bool = False

    @field_validator("labels")
    @classmethod
    def _labels_sound(cls, labels: list[str]) -> list[str]:
        if len(set(labels)) != len(labels):
            duplicated = sorted({label for label in labels if labels.count(label) > 1})
            raise ValueError(f"duplicate labels {duplicated}")
        provenance = [label for label in labels if label in PROVENANCE_LABELS]
        if len(provenance) != 1:
            raise ValueError(
                "exactly one of 'official' (drawn from an upstream test) or 'custom' is required"
            )
        return labels

    @property
    def is_custom(self) -> bool:
        return "custom" in self.labels

    @property
    def is_acceleration(self) -> bool:
        return ACCELERATION in self.labels

    @property
    def is_fixed_input(self) -> bool:
        return FIXED_INPUT in self.labels
