"""The catalogue of violation codes: every code `validate-harbor`, `lint` and `check` report.

A code is a stable kebab-case name printed as `[code] path: detail`; `sab rules` lists the
catalogue, and a report refuses any code that is not in it (sab.validate.report). Plain enums, so
validate-harbor imports the catalogue without loading pydantic.
"""

from __future__ import annotations

from enum import StrEnum


class Command(StrEnum):
    """The commands that report violations."""

    VALIDATE_HARBOR = "validate-harbor"
    LINT = "lint"
    CHECK = "check"


class Rule(StrEnum):
    """A violation code, the commands that report it and what it means.

    A member compares equal to its code (`Rule.SYMLINK == "symlink"`) and prints as it.
    """

    commands: tuple[Command, ...]
    meaning: str

    def __new__(cls, code: str, commands: Command | tuple[Command, ...], meaning: str) -> Rule:
        member = str.__new__(cls, code)
        member._value_ = code
        member.commands = commands if isinstance(commands, tuple) else (commands,)
        member.meaning = meaning
        return member

    # validate-harbor: the closed leaf boundary, and the folders under tasks/ around the leaves
    MISSING_FILE = "missing-file", Command.VALIDATE_HARBOR, "a required file of the leaf layout is absent"
    MISSING_DIR = "missing-dir", Command.VALIDATE_HARBOR, "a required directory (tests/checks/, target/) is absent"
    TASK_TOML_INVALID = "task-toml-invalid", Command.VALIDATE_HARBOR, "task.toml is not UTF-8 TOML"
    TASK_TOML_SCHEMA = "task-toml-schema", Command.VALIDATE_HARBOR, "task.toml does not match the manifest schema"
    TASK_NAME_MISMATCH = ("task-name-mismatch", (Command.VALIDATE_HARBOR, Command.CHECK),
                          "[task].name is not <org>/<slug> (check: does not end in the leaf's slug)")
    SOURCE_MISSING = "source-missing", Command.VALIDATE_HARBOR, "the declared source code/<source>/ does not exist"
    LEAF_CODE_DIR = "leaf-code-dir", Command.VALIDATE_HARBOR, "the leaf carries its own code/ directory"
    NO_CHECKS = "no-checks", Command.VALIDATE_HARBOR, "tests/checks/ holds no check"
    CHECK_NAME_INVALID = "check-name-invalid", Command.VALIDATE_HARBOR, "a check directory name is not lower-kebab"
    CHECK_JSON_MISSING = "check-json-missing", Command.VALIDATE_HARBOR, "a check directory has no check.json"
    CHECK_JSON_INVALID = ("check-json-invalid", Command.VALIDATE_HARBOR,
                          "check.json is not strict JSON or its labels are invalid")
    NO_ACCELERATION_CHECK = "no-acceleration-check", Command.VALIDATE_HARBOR, "no check carries the label acceleration"
    TARGET_INVALID = ("target-invalid", Command.VALIDATE_HARBOR,
                      "a target is not flat strict JSON matching the target schema")
    NO_ACTIVE_TARGET = ("no-active-target", Command.VALIDATE_HARBOR,
                        "target/ has no active target (names starting with _, and status inactive, are disabled)")
    INSTRUCTION_INVALID = "instruction-invalid", Command.VALIDATE_HARBOR, "instruction.md is empty or not UTF-8"
    UNEXPECTED_FILE = "unexpected-file", Command.VALIDATE_HARBOR, "a file or directory outside the leaf layout"
    SYMLINK = "symlink", Command.VALIDATE_HARBOR, "a symbolic link inside the leaf"
    CACHE_PRESENT = ("cache-present", Command.VALIDATE_HARBOR,
                     "a generated cache (__pycache__, .pytest_cache, ...) inside the leaf")
    DUPLICATE_SLUG = "duplicate-slug", Command.VALIDATE_HARBOR, "two leaves declare the same slug"
    VERIFIER_INPUTS = ("verifier-inputs", Command.VALIDATE_HARBOR,
                       "task.toml hands the verifier an input that is not sab's (a module leaf's [verifier] beyond "
                       "timeout_sec and environment_mode, an [environment].env, an imported leaf's verifier env beyond "
                       "what `sab import` writes), or a module leaf's tests/Dockerfile lets the candidate's uid read "
                       "the reference side (solution/ beyond solve.sh, /oracle not root's alone)")
    GOLD_EXPOSED = ("gold-exposed", Command.VALIDATE_HARBOR,
                    "an imported leaf's gold data can reach the solver (environment/ or instruction.md)")
    MANIFEST_ABOVE_LEAF = ("manifest-above-leaf", Command.VALIDATE_HARBOR,
                           "a task.toml sits above leaf depth (tasks/<codebase>/task.toml) and would hide the leaves below it")
    LEAF_WITHOUT_MANIFEST = ("leaf-without-manifest", Command.VALIDATE_HARBOR,
                             "a module folder tasks/<codebase>/<module>/ holds no task.toml, so no tool sees it as a leaf")
    TASKS_SYMLINK = ("tasks-symlink", Command.VALIDATE_HARBOR,
                     "a symbolic link under tasks/ (a leaf or codebase folder that is a link is never followed)")
    TASKS_SPECIAL_FILE = ("tasks-special-file", Command.VALIDATE_HARBOR,
                          "a FIFO, socket or device under tasks/ outside any leaf (never opened)")

    # lint: the authoring rules
    PLACEHOLDER = "placeholder", Command.LINT, "a template placeholder <<FILL: ...>> is still in the file"
    DRIVER_NOT_EXECUTABLE = "driver-not-executable", Command.LINT, "test.sh, solve.sh or a run.sh is not executable"
    DRIVER_DRIFT = "driver-drift", Command.LINT, "tests/test.sh, tests/reward.py or solution/solve.sh differs from the stock driver"
    CHECK_INCOMPLETE = ("check-incomplete", Command.LINT,
                        "a check lacks one of check.json, run.sh, rubric.json, validate.py, README.md")
    IC_EMPTY = "ic-empty", Command.LINT, "ic/nominal or ic/variant is missing or empty"
    RUN_HELP = "run-help", Command.LINT, "`run.sh --help` fails or does not answer within 30 s"
    ALTBUILD_UNDECLARED = ("altbuild-undeclared", Command.LINT,
                           "the rubric declares an altbuild but `run.sh --help` has no `altbuild:` line, or the reverse")
    VALIDATE_DRIFT = ("validate-drift", Command.LINT,
                      "validate.py differs from the grader sab assembles for its rubric and the check is not labelled custom")
    RUBRIC_INVALID = "rubric-invalid", Command.LINT, "rubric.json is not strict JSON or does not match the rubric schema"
    RUBRIC_COVERAGE = ("rubric-coverage", Command.LINT, "an invariants (or hybrid) rubric does not state what proves "
                       "the candidate did all the work (comparison.coverage)")
    RUBRIC_INCOMPLETE = "rubric-incomplete", Command.LINT, "a prose field of the rubric is empty"
    DERIVED_STALE = ("derived-stale", Command.LINT, "a part sab derives (task.toml's equivalence_explanation and "
                     "Harbor tables, the Dockerfiles' dependency block, the instruction's targets) is out of date")
    DEPENDENCY_UNDECLARED = ("dependency-undeclared", Command.LINT, "a harness imports a module that neither the "
                             "standard library, the source, the harness nor a pinned requirement provides")
    SPEED_GOAL = ("speed-goal", Command.LINT, "timing.speedup_goal is set on a check not labelled acceleration, the "
                  "acceleration checks declare different goals, or a leaf with a goal has no reference acceleration "
                  "in solution/accelerated/ (Harbor's oracle could never reach reward 1)")
    SPEED_CALIBRATION = ("speed-calibration", Command.LINT,
                         "a speed-up goal lacks calibration evidence that stands behind it: no record in "
                         "comment/pipeline/speed-calibration.json, none accepted, a goal or repeat count other than "
                         "the accepted proposal, or a record measured on another source, acceleration or workload")
    INPUT_FAMILY = ("input-family", Command.LINT,
                    "a published leaf's check draws no inputs (an acceleration check always draws; any other is "
                    "labelled fixed-input), or a family lacks its build step or its executable harness/draw, "
                    "or a harness/draw has no family in the rubric")
    HARNESS_NOT_IN_IMAGE = ("harness-not-in-image", Command.LINT,
                            "tests/harness/ exists but environment/Dockerfile does not copy it to the solver")

    # check: the repository as a whole
    MANIFEST_INVALID = ("manifest-invalid", Command.CHECK,
                        "a leaf's task.toml does not load or does not match the manifest schema")
    SOURCE_UNRECORDED = "source-unrecorded", Command.CHECK, "a leaf's source has no codebase report"
    REGISTRY_STALE = ("registry-stale", Command.CHECK,
                      "registry.json or registry/index.json differs from what `sab registry` generates")
    LICENSES_STALE = ("licenses-stale", Command.CHECK,
                      "THIRD-PARTY-LICENSES.md differs from what `sab licenses` generates")
    REPORT_INVALID = ("report-invalid", Command.CHECK,
                      "a report's codebase-metadata.json, modules.json or test-survey.json does not parse")
    REPORT_STALE = ("report-stale", Command.CHECK,
                    "a report's .md, .html or references.bib differs from what `sab report` renders")
    SOURCE_MODIFIED = ("source-modified", Command.CHECK,
                       "a recorded tree under code/ differs from its recorded fingerprint")
    SOURCE_OLD_FORMAT = ("source-old-format", Command.CHECK, "a codebase report records its tree fingerprint in the "
                         "old format (sha256:); `sab fingerprint migrate`")
    CODE_NOT_A_TREE = ("code-not-a-tree", Command.CHECK,
                       "an entry of code/ is a symbolic link or a file: a source is a directory of the repository")
    REPORT_MISSING = ("report-missing", Command.CHECK,
                      "a new source lacks a report file, or the file is empty or not a regular file")
    SLUG_REMOVED = ("slug-removed", Command.CHECK, "a slug published or retired at --base REF is no longer any leaf's "
                    "slug (deleted or renamed); restore the leaf or keep it with status = \"retired\"")
    SLUG_UNPUBLISHED = ("slug-unpublished", Command.CHECK, "a slug published or retired at --base REF belongs to a "
                        "draft leaf now, which the registry leaves out")


def rules_of(command: Command) -> list[Rule]:
    """The codes a command reports, in catalogue order."""
    return [rule for rule in Rule if command in rule.commands]
