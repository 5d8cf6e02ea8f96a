"""What a leaf's task.toml may hand Harbor's verifier: only what sab writes (docs/threat-model.md,
"The verifier's inputs").

Harbor gives the verifier container the environment of `[verifier].env` (and, for a separate
verifier with no environment of its own, of `[environment].env`), runs it as `[verifier].user`,
in `[verifier.environment]` when one is declared, and runs `[[verifier.collect]]` commands in the
agent's services before grading. test.sh reads its knobs from that environment: which tree the
reference is built from, which uid the candidate runs as, where the reward goes. So a module
leaf's verifier takes none of these (sab derives `timeout_sec` and `environment_mode` alone), and
an imported leaf's only the variables its importer writes, with the gold inside the verifier's
own /tests.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from sab.model.task import TaskManifest

MODULE_VERIFIER_KEYS = frozenset({"timeout_sec", "environment_mode"})
# What `sab import` writes into an imported leaf's [verifier].env (src/sab/importers/).
IMPORT_VERIFIER_ENV = frozenset({"SAB_ORACLE_SOURCE", "SAB_CANDIDATE_SOURCE"})
IMPORT_VERIFIER_KEYS = MODULE_VERIFIER_KEYS | {"env", "collect", "network_mode"}
# Where an imported leaf's verifier finds the gold (its image's tests/gold/) and the answers
# (Harbor's artifacts at /app), as `sab import` writes them.
IMPORT_TREES = {"SAB_ORACLE_SOURCE": "/tests/gold", "SAB_CANDIDATE_SOURCE": "/app"}
FIX = "remove it: the verifier's inputs are sab's (docs/threat-model.md, \"The verifier's inputs\")"


# Harbor reads more of task.toml than sab types: per-step verifiers and environments ([[steps]]),
# a solution's environment, a prebuilt image in place of environment/Dockerfile. A leaf holds only
# the tables sab writes, and a module leaf's [environment] only the bounds sab derives.
TOP_LEVEL_KEYS = frozenset({"schema_version", "artifacts", "task", "metadata", "environment", "verifier", "agent"})
MODULE_ENVIRONMENT_KEYS = frozenset({"cpus", "memory_mb", "build_timeout_sec", "network_mode", "gpus", "gpu_types"})


def verifier_input_problems(manifest: TaskManifest) -> Iterator[tuple[str, str]]:
    """(field, what is wrong and the fix) for every verifier input that is not sab's."""
    imported = manifest.sciaccel.kind == "import"
    for key in sorted(set(manifest.model_extra or {}) - TOP_LEVEL_KEYS):
        yield key, f"is not a table sab writes (Harbor would read it: steps, solution or source settings); {FIX}"
    if not imported:
        for key in sorted(set(manifest.environment.model_extra or {}) - MODULE_ENVIRONMENT_KEYS - {"env"}):
            yield f"environment.{key}", f"is not one sab derives for a module leaf; {FIX}"
    allowed = IMPORT_VERIFIER_KEYS if imported else MODULE_VERIFIER_KEYS
    for key in sorted(set(manifest.verifier.model_extra or {}) - allowed):
        yield f"verifier.{key}", f"is not one sab writes for {'an imported' if imported else 'a module'} leaf; {FIX}"
    if manifest.verifier.environment_mode != "separate":
        yield "verifier.environment_mode", ("must be \"separate\": the verifier grades in an image of its own, never in the "
                                            "solver's container; set it back with `sab sync`")
    if "env" in (manifest.environment.model_extra or {}):
        yield "environment.env", f"reaches the verifier too (Harbor copies [environment] for a separate verifier); {FIX}"
    if not imported:
        return
    extra = manifest.verifier.model_extra or {}
    if extra.get("network_mode", "no-network") != "no-network":
        yield "verifier.network_mode", "must be \"no-network\": grading needs nothing beyond the verifier's image; import the leaf again"
    env = extra.get("env") or {}
    if not isinstance(env, dict):
        yield "verifier.env", "must be a table of strings written by `sab import`; import the leaf again"
        return
    for key in sorted(set(env) - IMPORT_VERIFIER_ENV):
        yield f"verifier.env.{key}", f"is not a variable `sab import` writes; {FIX}"
    for key, value in IMPORT_TREES.items():
        if key in env and env[key] != value:
            yield f"verifier.env.{key}", f"is {env[key]!r}; `sab import` writes {value!r}: import the leaf again"



def verifier_image_problems(dockerfile: str, expected: str) -> Iterator[tuple[int, str]]:
    """(line, what is wrong and the fix) where a module leaf's tests/Dockerfile is not the one sab
    writes (sab.derived.verifier_image): candidate code builds and runs in that image (Harbor's
    trial, the docker runner), and the image is where the checks, the rubrics, the knobs' values
    and the reference side live, so no line of it is the author's."""
    if dockerfile == expected:
        return
    have, want = dockerfile.splitlines(), expected.splitlines()
    line = next((i for i, (a, b) in enumerate(zip(have, want)) if a != b), min(len(have), len(want)))
    shown = have[line] if line < len(have) else "(the end of the file)"
    yield line + 1, (f"differs from the verifier image sab writes ({shown.strip()[:80]!r}); candidate code runs in it, "
                     "so it is sab's: restore it with `sab sync` (dependencies go in task.toml "
                     "[metadata.sciaccel.dependencies])")


# An imported leaf's verifier image as its importer writes it (templates/import/common/
# verifier.Dockerfile.j2): the base image, the benchmark's pinned requirements, the leaf's tests/.
IMPORT_IMAGE_LINES = (
    re.compile(r"ARG BASE_IMAGE=[A-Za-z0-9._/:@-]+"),
    re.compile(r"FROM \$\{BASE_IMAGE\}"),
    re.compile(r"RUN pip install --no-cache-dir( [A-Za-z0-9._\[\],-]+(==|>=|<=|~=)[A-Za-z0-9._+!-]+)+"),
    re.compile(r"COPY \. /tests/"),
)


def import_image_problems(dockerfile: str, derived_block: tuple[str, str]) -> Iterator[tuple[int, str]]:
    """(line, detail) for every line of an imported leaf's tests/Dockerfile that its importer does
    not write; the dependency block sab derives (between its two marker lines) is sab's too."""
    inside = False
    for number, line in enumerate(dockerfile.splitlines(), 1):
        if line == derived_block[0]:
            inside = True
        if inside:
            inside = line != derived_block[1]
            continue
        if not line.strip() or line.startswith("#"):
            continue
        if not any(pattern.fullmatch(line) for pattern in IMPORT_IMAGE_LINES):
            yield number, (f"{line.strip()[:80]!r} is not a line `sab import` writes; the verifier image holds the base, "
                           "the benchmark's pinned requirements and tests/ alone: import the leaf again")
