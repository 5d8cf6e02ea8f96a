"""task.toml: Harbor's TaskConfig keys plus the `[metadata.sciaccel]` namespace (docs/leaf.md, "task.toml").

Harbor owns `[task]`, `[environment]`, `[verifier]` and `[agent]`; sab types the keys it relies on
and lets Harbor's other keys through. The namespaced metadata is sab's and is strict.
"""

from __future__ import annotations

import math
import re
from typing import Annotated, Iterable, Literal

from pydantic import AfterValidator, Field, PositiveFloat, PositiveInt, field_validator

from sab.model.base import Kebab, SourceName, Strict, StrictOpen

# Harbor's org/name pattern (harbor.constants.ORG_NAME_PATTERN).
TASK_NAME_PATTERN = r"^[a-zA-Z0-9][a-zA-Z0-9._-]*/[a-zA-Z0-9][a-zA-Z0-9._-]*$"
STATUSES = ("draft", "published", "retired")


class Author(StrictOpen):
    name: str
    email: str | None = None


class TaskInfo(StrictOpen):
    name: str = Field(pattern=TASK_NAME_PATTERN, description="<org>/<slug>")
    description: str = ""
    authors: list[Author] = Field(default_factory=list)


class Resources(Strict):
    cpus: PositiveInt
    memory_gb: PositiveFloat
    suite_budget_s: PositiveFloat


# An exact pin: a PEP 503-normalisable distribution name, optional extras, `==` and a version
# with no wildcard. Nothing looser is reproducible.
PINNED_REQUIREMENT = re.compile(r"^([A-Za-z0-9](?:[A-Za-z0-9._-]*[A-Za-z0-9])?)(\[[A-Za-z0-9._,-]+\])?==([A-Za-z0-9][A-Za-z0-9.+!_-]*)$")
DEBIAN_PACKAGE = re.compile(r"[a-z0-9][a-z0-9+.-]+")
# A public PEP 440 version with an optional local label: 1.26.4, 2.0rc1, 2.9.0.post0, 1!2.0, 1.0+cpu.
PEP440_VERSION = re.compile(r"(\d+!)?\d+(\.\d+)*((a|b|rc)\d+)?(\.post\d+)?(\.dev\d+)?(\+[a-z0-9]+(\.[a-z0-9]+)*)?",
                            re.IGNORECASE)


def _pinned(requirement: str) -> str:
    requirement = requirement.strip()
    if not PINNED_REQUIREMENT.fullmatch(requirement) or not PEP440_VERSION.fullmatch(requirement.split("==", 1)[1]):
        name = re.split(r"[\[<>=!~; ]", requirement, maxsplit=1)[0] or "name"
        raise ValueError(f"{requirement!r} is not an exact pin; write {name}==<version> (the version sab's "
                         f"environments and both images install)")
    return requirement


def _debian_package(name: str) -> str:
    if not DEBIAN_PACKAGE.fullmatch(name):
        raise ValueError(f"{name!r} is not a Debian package name (lower-case letters, digits, + - .)")
    return name


class Dependencies(Strict):
    """What a leaf's run.sh needs beyond the source tree (docs/leaf.md, "Dependencies")."""

    python: list[Annotated[str, AfterValidator(_pinned)]] = Field(
        default_factory=list, description="exact pins NAME==VERSION, every distribution the checks import, dependencies included")
    system: list[Annotated[str, AfterValidator(_debian_package)]] = Field(
        default_factory=list, description="Debian packages both images install (compilers, libraries)")

    @field_validator("python")
    @classmethod
    def _one_pin_per_name(cls, requirements: list[str]) -> list[str]:
        names = [normalized_name(requirement) for requirement in requirements]
        twice = sorted({name for name in names if names.count(name) > 1})
        if twice:
            raise ValueError(f"pinned more than once: {', '.join(twice)}")
        return requirements


def normalized_name(requirement: str) -> str:
    """The PEP 503 name of a pinned requirement."""
    return re.sub(r"[-_.]+", "-", re.split(r"[\[=]", requirement, maxsplit=1)[0]).lower()


class Sciaccel(Strict):
    slug: Kebab
    title: str
    short_title: str
    status: Literal["draft", "published", "retired"]
    kind: Literal["module", "import"] = "module"
    source: SourceName | None = Field(default=None, description="names code/<source>/: lower-kebab, one directory")
    repo_url: str
    repo_commit: str
    license: str
    language_from: str
    domain: str
    arxiv: str = ""
    owner: str
    science_summary: str
    equivalence_explanation: list[str] = Field(default_factory=list)
    references: list[str] = Field(default_factory=list)
    resources: Resources
    dependencies: Dependencies = Field(default_factory=Dependencies)
    # Imported leaves (docs/importers.md) name where they come from.
    benchmark: str | None = None
    upstream_id: str | None = None
    upstream_revision: str | None = None
    importer_version: str | None = None


class Metadata(StrictOpen):
    sciaccel: Sciaccel


class EnvironmentTable(StrictOpen):
    cpus: PositiveFloat | None = None
    memory_mb: PositiveInt | None = None
    gpus: PositiveInt | None = None
    gpu_types: list[str] | None = None
    build_timeout_sec: PositiveFloat | None = None
    network_mode: Literal["no-network", "public", "allowlist"] | None = None


class VerifierTable(StrictOpen):
    timeout_sec: PositiveFloat | None = None
    environment_mode: Literal["shared", "separate"] | None = None


class AgentTable(StrictOpen):
    timeout_sec: PositiveFloat | None = None
    user: str | int | None = None


class TaskManifest(StrictOpen):
    schema_version: str = "1.4"
    task: TaskInfo
    metadata: Metadata
    environment: EnvironmentTable = Field(default_factory=EnvironmentTable)
    verifier: VerifierTable = Field(default_factory=VerifierTable)
    agent: AgentTable = Field(default_factory=AgentTable)

    @property
    def sciaccel(self) -> Sciaccel:
        return self.metadata.sciaccel


# Harbor's execution bounds are derived from the declared resources so a real Harbor trial is
# bounded exactly as sab's runners bound it: building gets a fixed allowance, the verifier runs
# the suite and the timed repeats twice (reference and candidate) plus grading, the agent gets a
# working day.
BUILD_TIMEOUT_SEC = 1800.0
AGENT_TIMEOUT_SEC = 8 * 3600.0


def memory_mb(memory_gb: float) -> int:
    """The memory limit in MB of a leaf declaring `memory_gb` (task.toml's [environment] and the
    docker runner's container): rounded up, so the limit never falls below what the leaf declares."""
    return math.ceil(memory_gb * 1024)


def harbor_tables(resources: Resources, targets: Iterable[object] = (),
                  timed_seconds: float = 0.0) -> dict[str, dict[str, object]]:
    """The [environment], [verifier] and [agent] values implied by the resources, the targets and
    `timed_seconds`, one side's warm-ups and timed repeats of the acceleration checks (a trial
    measures the speed-up in its verifier, so its limit counts them for both sides).

    Active GPU targets that are not placeholders ask Harbor for their devices (`gpus`, the largest
    count; `gpu_types`); otherwise those keys must be absent (None), so a trial never waits for
    hardware that only a placeholder names.
    """
    gpus = [target for target in targets
            if getattr(target, "gpu", None) and target.active and not target.placeholder]
    return {
        "environment": {
            "cpus": resources.cpus,
            "memory_mb": memory_mb(resources.memory_gb),
            "build_timeout_sec": BUILD_TIMEOUT_SEC,
            "network_mode": "no-network",
            "gpus": max((target.count for target in gpus), default=None),
            "gpu_types": sorted({target.gpu_type() for target in gpus}) or None,
        },
        "verifier": {
            "timeout_sec": float(math.ceil(2 * (resources.suite_budget_s + timed_seconds) + 300)),
            "environment_mode": "separate",
        },
        "agent": {"timeout_sec": AGENT_TIMEOUT_SEC},
    }
