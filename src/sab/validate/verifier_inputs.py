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

from collections.abc import Iterator

from sab.model.task import TaskManifest

MODULE_VERIFIER_KEYS = frozenset({"timeout_sec", "environment_mode"})
# What `sab import` writes into an imported leaf's [verifier].env (src/sab/importers/).
IMPORT_VERIFIER_ENV = frozenset({"SAB_ORACLE_SOURCE", "SAB_CANDIDATE_SOURCE"})
IMPORT_VERIFIER_KEYS = MODULE_VERIFIER_KEYS | {"env", "collect", "network_mode"}
GOLD_ROOT = "/tests/"
FIX = "remove it: the verifier's inputs are sab's (docs/threat-model.md, \"The verifier's inputs\")"


def verifier_input_problems(manifest: TaskManifest) -> Iterator[tuple[str, str]]:
    """(field, what is wrong and the fix) for every verifier input that is not sab's."""
    imported = manifest.sciaccel.kind == "import"
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
    oracle = env.get("SAB_ORACLE_SOURCE", GOLD_ROOT)
    if not isinstance(oracle, str) or not oracle.startswith(GOLD_ROOT) or "/../" in f"{oracle}/":
        yield "verifier.env.SAB_ORACLE_SOURCE", (f"is {oracle!r}; the gold lives in the verifier image under {GOLD_ROOT} "
                                                 "(`sab import` writes /tests/gold)")


ORACLE_LOCKS = ("chmod 700 /oracle", "chmod go-rwx /oracle", "chmod 0700 /oracle")


def verifier_image_problems(dockerfile: str) -> Iterator[tuple[int, str]]:
    """(line, what is wrong and the fix) where a module leaf's tests/Dockerfile lets the candidate's
    uid read the reference side: candidate code builds and runs in that image (Harbor's trial, the
    docker runner), so it holds solution/solve.sh alone and keeps /oracle root's."""
    copies_oracle = locked = 0
    for number, line in enumerate(dockerfile.splitlines(), 1):
        words = line.split()
        if not words:
            continue
        if words[0].upper() in ("COPY", "ADD"):
            sources = [word for word in words[1:-1] if not word.startswith("--")]
            copies_oracle = copies_oracle or (number if words[-1].startswith("/oracle") else 0)
            for source in sources:
                parts = source.rstrip("/").split("/")
                if "solution" in parts and parts[-2:] != ["solution", "solve.sh"]:
                    yield number, (f"copies {source}: the verifier image holds solution/solve.sh alone, never the "
                                   "reference acceleration; copy that one file (`COPY <leaf>/solution/solve.sh "
                                   "/solution/solve.sh`)")
        elif words[0].upper() == "RUN" and any(lock in line for lock in ORACLE_LOCKS):
            locked = number
    if copies_oracle and not locked:
        yield copies_oracle, ("leaves /oracle readable by the candidate's uid; add `RUN chmod 700 /oracle` after the "
                              "COPY (the reference side is root's alone)")
