"""rubric.json: one check's pass policy, its tolerance, the curator-facing prose and evidence.

`pointwise` compares every graded value under |c - r| <= atol + rtol*|r|; `invariants` compares
statistics, drifts and distributions when results diverge by construction, and its `coverage`
states what proves the candidate did all the work (row counts and the final time or step of the
series); `hybrid` judges a pointwise part and an invariants part of one run, and passes only when
both do. Every rubric is also read by validate.py's own rubric reader (sab.grader.parts.rubric,
the code each check's validate.py holds), so sab and validate.py accept and refuse the same rubrics.
"""

from __future__ import annotations

from enum import StrEnum
from typing import Annotated, Literal, Union

from pydantic import (AfterValidator, Discriminator, Field, PositiveFloat, StrictBool, Tag, ValidationInfo, field_serializer,
                      field_validator, model_validator)
from pydantic import Strict as PydanticStrict

from sab.grader.parts.errors import WiringError
from sab.grader.parts.rubric import parse_rubric
from sab.model.base import Kebab, Strict
from sab.model.flags import Flag

# Numbers are JSON numbers, never strings or booleans, and finite (the Strict base's config).
NonNegative = Annotated[float, Field(ge=0)]


def _relative_path(path: str) -> str:
    """The path as validate.py reads it: '' and '.' components dropped, never leaving the run directory."""
    if not path or "\x00" in path or path.startswith("/") or ".." in path.split("/"):
        raise ValueError("must be a relative path inside the check's output directory, without '..'")
    parts = [part for part in path.split("/") if part not in ("", ".")]
    if not parts:
        raise ValueError("must name a file inside the check's output directory")
    return "/".join(parts)


def _marker(value: str) -> str:
    if not value or value.strip() != value:
        raise ValueError("a comment marker is a non-empty string without leading or trailing whitespace")
    return value


Marker = Annotated[str, AfterValidator(_marker)]
# Text files: the marker(s) starting a comment, or null when the file has none.
CommentMarkers = Union[Marker, Annotated[list[Marker], Field(min_length=1)], None]
COMMENTS_DESCRIPTION = "comment marker(s): one marker, a non-empty list of markers, or null for none"


class _GradedFile(Strict):
    path: str = Field(description="graded file, relative to the check's output directory")
    atol: NonNegative = Field(description="absolute tolerance")
    rtol: NonNegative = Field(description="relative tolerance")

    _check_path = field_validator("path")(classmethod(lambda cls, v: _relative_path(v)))


# The graded columns of one entry: text columns, or indices along the last axis of an npy array.
Columns = Annotated[list[Annotated[int, Field(ge=0)]], Field(min_length=1)] | None


class NpyFile(_GradedFile):
    format: Literal["npy"]
    columns: Columns = Field(
        default=None,
        description="the graded indices along the array's last axis (an array of two or more dimensions), "
                    "or null for every value")


class RawFile(_GradedFile):
    format: Literal["f64", "f32"]
    skip_header_bytes: int = Field(default=0, ge=0)


class TextFile(_GradedFile):
    format: Literal["text"]
    comments: CommentMarkers = Field(default="#", description=COMMENTS_DESCRIPTION)
    skip_rows: int = Field(default=0, ge=0)
    columns: Columns = Field(default=None, description="the graded columns, or null for all of them")


class JsonFile(_GradedFile):
    format: Literal["json"]


GradedFile = Annotated[Union[NpyFile, RawFile, TextFile, JsonFile], Field(discriminator="format")]


class PointwiseComparison(Strict):
    files: list[GradedFile] = Field(min_length=1)

    @model_validator(mode="after")
    def _unique_paths(self) -> "PointwiseComparison":
        """A file is listed once, except a text or npy file whose columns mix scales: each of its
        entries names its own columns, and no column twice (validate.py's repeated_files). The
        entries need not cover every column: a column none of them names is not graded."""
        seen: dict[str, list] = {}
        for entry in self.files:
            seen.setdefault(entry.path, []).append(entry)
        for path, entries in seen.items():
            if len(entries) == 1:
                continue
            formats = {e.format for e in entries}
            if len(formats) > 1 or not formats <= {"text", "npy"} or any(e.columns is None for e in entries):
                raise ValueError(f"{path} is listed more than once; only a text or npy file may be, "
                                 "each entry in the same format with its own columns")
            columns = [c for e in entries for c in set(e.columns)]
            if len(set(columns)) != len(columns):
                raise ValueError(f"{path}: a column is graded by more than one entry")
        return self


class _Series(Strict):
    name: Kebab
    file: str
    format: Literal["npy", "f64", "f32", "text"]
    column: int | None = Field(default=None, ge=0)
    skip_header_bytes: int = Field(default=0, ge=0, description="raw f64 and f32 files only")
    comments: CommentMarkers = Field(default="#", description=f"text files only; {COMMENTS_DESCRIPTION}")
    skip_rows: int = Field(default=0, ge=0, description="text files only")

    _check_file = field_validator("file")(classmethod(lambda cls, v: _relative_path(v)))

    @model_validator(mode="after")
    def _options_of_the_format(self) -> "_Series":
        raw = self.format in ("f64", "f32")
        if raw and self.column is not None:
            raise ValueError(f"column must be null for raw {self.format} files")
        if not raw and "skip_header_bytes" in self.model_fields_set:
            raise ValueError("skip_header_bytes applies to raw f64 and f32 files only")
        given = sorted({"comments", "skip_rows"} & self.model_fields_set)
        if self.format != "text" and given:
            raise ValueError(f"{' and '.join(given)} apply to text files only")
        return self


class Agreement(_Series):
    kind: Literal["agreement"]
    statistic: Literal["final", "mean", "min", "max", "sum", "std", "norm"]
    atol: NonNegative
    rtol: NonNegative


class Drift(_Series):
    kind: Literal["drift"]
    bound: NonNegative


class Distribution(_Series):
    kind: Literal["distribution"]
    metric: Literal["ks", "wasserstein"]
    bound: NonNegative


Invariant = Annotated[Union[Agreement, Drift, Distribution], Field(discriminator="kind")]


class Progress(Strict):
    """How far the run got: the last value of a time or step column, against the reference's."""

    column: int | None = Field(
        default=None, ge=0,
        description="the time or step column (null: a 1-D npy or raw file, or a one-column text file)",
    )
    atol: NonNegative = Field(description="absolute tolerance on the last value")
    rtol: NonNegative = Field(description="relative tolerance on the last value")


class Coverage(Strict):
    """One graded file whose extent proves the candidate did all the work.

    Its row count (text rows, the first axis of an npy array, the values of a raw file) must
    equal the reference's, unless `rows` is false (a legitimate run may write another number of
    rows: adaptive steps, event-driven output); with `progress`, the last value of that column
    must also agree.
    """

    file: str = Field(description="graded file, relative to the check's output directory")
    format: Literal["npy", "f64", "f32", "text"]
    skip_header_bytes: int = Field(default=0, ge=0)
    comments: CommentMarkers = Field(default="#", description=COMMENTS_DESCRIPTION)
    skip_rows: int = Field(default=0, ge=0)
    rows: StrictBool = Field(
        default=True,
        description="the row count must equal the reference's (false: a legitimate run may write another number)",
    )
    progress: Progress | None = Field(default=None, description="the time or step column that must reach the reference's end")

    _check_file = field_validator("file")(classmethod(lambda cls, v: _relative_path(v)))

    @model_validator(mode="after")
    def _raw_has_no_column(self) -> "Coverage":
        if self.format in ("f64", "f32") and self.progress is not None and self.progress.column is not None:
            raise ValueError(f"progress.column must be null for raw {self.format} files")
        if not self.rows and self.progress is None:
            raise ValueError("an entry with rows false needs progress: it would compare nothing")
        return self


def coverage_problem(invariant_files: list[str], coverage: list[Coverage]) -> str | None:
    """Why `coverage` does not prove the candidate did all the work, or None when it does."""
    files = [entry.file for entry in coverage]
    if len(set(files)) != len(files):
        return "each file may be listed once"
    missing = sorted(set(invariant_files) - set(files))
    if missing:
        return f"every file an invariant reads must be listed; missing: {', '.join(missing)}"
    if not any(entry.progress is not None for entry in coverage):
        return "at least one entry needs `progress` (the time or step column whose last value shows the run reached its end)"
    return None


class InvariantsComparison(Strict):
    invariants: list[Invariant] = Field(min_length=1)
    coverage: list[Coverage] = Field(
        min_length=1,
        description="what proves the candidate did all the work: row counts and the final time or step",
    )

    @field_validator("coverage")
    @classmethod
    def _covers_the_work(cls, coverage: list[Coverage], info: ValidationInfo) -> list[Coverage]:
        invariants = info.data.get("invariants")
        problem = coverage_problem([entry.file for entry in invariants or []], coverage)
        if problem:
            raise ValueError(problem)
        return coverage

    @model_validator(mode="after")
    def _unique_names(self) -> "InvariantsComparison":
        names = [entry.name for entry in self.invariants]
        if len(set(names)) != len(names):
            raise ValueError("invariant names must be unique")
        return self


class Solve(Strict):
    """One graded comparison measured by selfcheck (variant, altbuild, repeat or a probe)."""

    distance: float | None = None
    bound_fraction: float | None = None
    passed: bool | None = None
    identical: bool = False
    graded_identical: bool = False

# A flag as records hold it: its name, read from JSON text into the enum.
RecordedFlag = Annotated[Flag, PydanticStrict(False)]


class FamilyEvidence(Strict):
    """What selfcheck measured over a check's drawn inputs (docs/tolerances.md, "Over a check's family")."""

    seed: int = Field(ge=0, description="the seed every solve drew from (`sab selfcheck --seed`)")
    draws: int = Field(ge=1, description="inputs drawn per solve")
    digests: list[str] = Field(default_factory=list, description="sha256 of each nominal draw's files")
    calibrated_on: int | None = Field(default=None, description="the draw the proposal was calibrated on (the worst)")
    bound_fractions: dict[str, list[float | None]] = Field(default_factory=dict, description=(
        "each legitimate solve's bound fraction on each draw (variant, altbuild, repeat)"))


class Evidence(Strict):
    """Written only by selfcheck; curators read it, people never edit it.

    Distances are in the graded files' units; `bound_fraction`s are distance over bound, the
    common scale of the tolerance ladder (the bound is 1). `precision_floor` is the relative
    storage precision of the graded format and `precision_fraction` the same on the ladder.
    """

    stamped_at: str
    runner: str
    variant: Solve | None = None
    altbuild: Solve | None = None
    altbuild_note: str | None = None
    repeat: Solve | None = None
    precision_floor: float | None = None
    precision_fraction: float | None = None
    precision_formats: dict[str, str] = Field(
        default_factory=dict, description="each graded file's stored representation, as the floor reads it")
    probes: dict[str, Solve] = Field(default_factory=dict)
    mutants: dict[str, Solve] = Field(default_factory=dict, description="generated mutants run by selfcheck --mutants")
    headroom: float | None = None
    separation: float | None = None
    runtime_s: float | None = None
    expected_runtime_s: float | None = None
    flags: list[RecordedFlag] = Field(default_factory=list)
    proposal_note: str | None = Field(default=None, description="why selfcheck proposed what it did, or nothing")
    statistics: dict | None = Field(default=None, description="replica calibration of a chaotic check (selfcheck --replicas)")
    family: FamilyEvidence | None = Field(default=None, description="the spread over the check's drawn inputs")
    trivial_accepted: list[str] = Field(default_factory=list, description=(
        "the trivial outputs made from the reference's (zeros, constant, nan, float32, digits6, negated) the check "
        "accepts wholesale"))
    verdict: list[str] = Field(default_factory=list, description="the evidence this check still lacks; empty when it meets H >= 20 and S >= 10 or a ruling accepts it")


def _comparison_policy(value: object) -> str:
    """Which policy's comparison a proposal holds, told by its keys (a hybrid one holds both parts)."""
    keys = value.keys() if isinstance(value, dict) else type(value).model_fields
    return "hybrid" if "pointwise" in keys else "invariants" if "invariants" in keys else "pointwise"


ProposedComparison = Annotated[
    Union[Annotated[PointwiseComparison, Tag("pointwise")], Annotated[InvariantsComparison, Tag("invariants")],
          Annotated["HybridComparison", Tag("hybrid")]],
    Discriminator(_comparison_policy),
]


class Proposal(Strict):
    """A tolerance sab proposes from the evidence; applied only by `sab tolerance accept`."""

    proposed_at: str
    comparison: ProposedComparison = Field(
        description="the comparison `sab tolerance accept` puts in force, in its policy's own shape")
    headroom: float | None = None
    separation: float | None = None
    reason: str
    notes: list[str] = Field(default_factory=list, description="per graded term: the bound proposed and what limits it")
    statistics: dict | None = Field(default=None, description="the replica calibration the proposed bounds come from")

    @field_serializer("comparison")
    def _as_written(self, comparison: PointwiseComparison | InvariantsComparison | HybridComparison) -> dict:
        """The keys the proposal set, never the defaults it left out: what is accepted is what was proposed."""
        return comparison.model_dump(mode="json", exclude_unset=True)


class RulingAction(StrEnum):
    ACCEPT_PROPOSAL = "accept-proposal"  # `sab tolerance accept`: the proposal's comparison put in force
    ACCEPT_EVIDENCE = "accept-evidence"  # `sab tolerance rule`: the evidence accepted as it stands
    ACCEPT_TRIVIAL = "accept-trivial"  # `sab tolerance rule --trivial KIND`: a trivial output the check may accept


class Ruling(Strict):
    """Who changed a tolerance or accepted its evidence, when, and why.

    `accept-evidence` rulings hold only for the comparison they were made on: change the
    tolerance and the exception must be ruled on again.
    """

    by: str
    at: str
    action: Annotated[RulingAction, PydanticStrict(False)]
    note: str = ""
    comparison: dict | None = Field(default=None, description="the comparison an accept-evidence or accept-trivial ruling accepts")
    trivial: str | None = Field(default=None, description="the trivial output an accept-trivial ruling lets the check accept")
    headroom: float | None = None
    separation: float | None = None


# The timing plan's bounds; tests/reward.py (timing_plan) keeps a field outside them at its default.
WARMUP_MAX = 10
REPEATS_MAX = 100
# tests/reward.py's repeats when a rubric gives none: as many as budget_s holds, within these.
DEFAULT_REPEATS_MIN = 5
DEFAULT_REPEATS_MAX = 30


class Timing(Strict):
    """How an acceleration check's speed is measured (docs/leaf.md, "The speed-up"); each field
    left out takes the default tests/reward.py plans with."""

    warmup: int = Field(default=1, ge=0, le=WARMUP_MAX, description="untimed runs after the graded run")
    repeats: int | None = Field(default=None, ge=1, le=REPEATS_MAX, description=(
        "timed repeats a side; default: as many as budget_s holds after the graded run, 5 to 30 "
        "(with 3 a side no speed-up is ever significant)"))
    budget_s: PositiveFloat = Field(default=10.0, description="a side's wall time for the timed repeats, when repeats is not given")
    speedup_goal: float | None = Field(default=None, gt=1.0, le=1000.0, description=(
        "the speed-up an accelerated tree should surely reach: with a goal, half the reward is "
        "ln(lower bound of the speed-up) / ln(goal), within 0 and 1 (docs/leaf.md, \"The speed-up goal\"); "
        "the leaf then ships its reference acceleration in solution/accelerated/"))
    calibration: str | None = Field(default=None, pattern=r"^sha256:[0-9a-f]{64}$", description=(
        "the digest of the speed calibration (comment/pipeline/speed-calibration.json) the goal and "
        "repeats were accepted from, written by `sab speed accept` (docs/speed.md)"))
    startup_command: str = Field(default="true", description=(
        "the empty run whose time is each repeat's start-up cost, run the way run.sh is "
        "(e.g. python3 -c 'import numpy' for a Python module)"))

    @field_validator("startup_command")
    @classmethod
    def _one_line(cls, command: str) -> str:
        if not command.strip() or "\n" in command:
            raise ValueError("must be one non-empty line of shell")
        return command

    def repeats_after(self, run_seconds: float) -> int:
        """The timed repeats a side runs after a graded run of `run_seconds`, as tests/reward.py plans them."""
        if self.repeats is not None:
            return self.repeats
        planned = int(self.budget_s // run_seconds) if run_seconds > 0 else DEFAULT_REPEATS_MAX
        return min(max(planned, DEFAULT_REPEATS_MIN), DEFAULT_REPEATS_MAX)

    def seconds(self, run_seconds: float) -> float:
        """One side's wall time in warm-ups and timed repeats of a check whose run takes `run_seconds`."""
        return (self.warmup + self.repeats_after(run_seconds)) * run_seconds


# The inputs one check may draw per solve; tests/reward.py (DRAWS_MAX) draws none beyond it.
DRAWS_MAX = 16


class Family(Strict):
    """The inputs a check draws in every graded solve (docs/leaf.md, "Input families"): its
    harness/draw writes one input of the form of ic/nominal for a seed, and each solve draws
    `draws` of them from a seed no candidate knows, so no stored answer and no special case of
    one public input earns anything."""

    draws: int = Field(ge=1, le=DRAWS_MAX, description="inputs drawn per solve (K), each graded on its own")
    statement: str = Field(min_length=1, description=(
        "the family in physical terms: what varies (ranges, distributions), what is held fixed and why"))
    closed_form: str = Field(min_length=1, description=(
        "why no input of the family is a special case with a closed form cheaper than the scheme "
        "(sab cannot prove it: the curator rules)"))


class _RubricBase(Strict):
    check: Kebab = Field(description="the check's directory name")
    chaotic: bool = Field(description="true when runs diverge at the first step by construction")
    upstream_test: str = Field(description="the upstream test this check is drawn from, or why it is custom")
    configuration: str = Field(description="the fixed configuration the test runs")
    observable: str = Field(description="what is graded, in physical terms")
    expected_runtime_s: PositiveFloat = Field(description="run time of one nominal solve, builds excluded")
    variant: str = Field(description="the few-ulp perturbation of ic/variant")
    altbuild: str | None = Field(default=None, description="the alternative legitimate build, or null")
    warrant: str = Field(description="why this tolerance separates equivalent from wrong")
    statistics: dict | None = Field(
        default=None, description="chaotic checks: the replica calibration of the bounds in force (replicas, rate, each invariant's test)")
    evidence: Evidence | None = None
    proposal: Proposal | None = None
    rulings: list[Ruling] = Field(default_factory=list)
    timing: Timing | None = Field(default=None, description="acceleration checks: warm-up, repeats and start-up of the speed measurement")
    family: Family | None = Field(default=None, description=(
        "the inputs every graded solve draws (harness/draw); a check without one grades its fixed ic/ alone"))

    @model_validator(mode="wrap")
    @classmethod
    def _read_as_validate_py_reads_it(cls, data, handler):
        """A rubric the models accept must reach a verdict in validate.py: its reader has the last word."""
        rubric = handler(data)
        if isinstance(data, dict):
            try:
                parse_rubric(data)
            except WiringError as exc:
                raise ValueError(f"validate.py refuses it: {exc}") from None
        return rubric


class HybridComparison(Strict):
    """Both parts of a hybrid check, each judged as its own policy judges it."""

    pointwise: PointwiseComparison = Field(description="the files graded value by value")
    invariants: InvariantsComparison = Field(description="the invariants judged beside them, with their coverage")


class PointwiseRubric(_RubricBase):
    policy: Literal["pointwise"]
    comparison: PointwiseComparison


class InvariantsRubric(_RubricBase):
    policy: Literal["invariants"]
    comparison: InvariantsComparison


class HybridRubric(_RubricBase):
    policy: Literal["hybrid"]
    comparison: HybridComparison

    @field_validator("chaotic")
    @classmethod
    def _not_chaotic(cls, chaotic: bool) -> bool:
        # Replicas calibrate only invariants, and a run that diverges by construction cannot
        # hold a pointwise part at all.
        if chaotic:
            raise ValueError("a hybrid check cannot be chaotic: its pointwise part holds value by value; "
                             "grade a chaotic run with an invariants check")
        return chaotic


Rubric = Annotated[Union[PointwiseRubric, InvariantsRubric, HybridRubric], Field(discriminator="policy")]
POLICIES = ("pointwise", "invariants", "hybrid")


def pointwise_part(rubric) -> PointwiseComparison | None:
    """The files a rubric grades value by value, whatever its policy (None: it grades none)."""
    if isinstance(rubric, PointwiseRubric):
        return rubric.comparison
    return rubric.comparison.pointwise if isinstance(rubric, HybridRubric) else None


def invariants_part(rubric) -> InvariantsComparison | None:
    """The invariants a rubric judges, whatever its policy (None: it judges none)."""
    if isinstance(rubric, InvariantsRubric):
        return rubric.comparison
    return rubric.comparison.invariants if isinstance(rubric, HybridRubric) else None


def graded_label(entry: NpyFile | RawFile | TextFile | JsonFile) -> str:
    """A file entry as people name it: its path, and its columns when it grades only some."""
    columns = getattr(entry, "columns", None)
    return entry.path if columns is None else f"{entry.path} columns {columns}"


def bound_summary(rubric: PointwiseRubric | InvariantsRubric | HybridRubric) -> str:
    """The tolerance of a rubric in one line, used by the task.toml catalogue."""
    parts = []
    files = pointwise_part(rubric)
    if files is not None:
        parts += [f"{graded_label(entry)} atol={entry.atol:g} rtol={entry.rtol:g}" for entry in files.files]
    judged = invariants_part(rubric)
    if judged is not None:
        parts.append(invariants_summary(judged))
    return "; ".join(parts)


def invariants_summary(comparison: InvariantsComparison) -> str:
    """Each invariant's bound and the coverage, in one line."""
    parts = []
    for entry in comparison.invariants:
        if isinstance(entry, Agreement):
            parts.append(f"{entry.name} {entry.statistic} atol={entry.atol:g} rtol={entry.rtol:g}")
        elif isinstance(entry, Drift):
            parts.append(f"{entry.name} drift<={entry.bound:g}")
        else:
            parts.append(f"{entry.name} {entry.metric}<={entry.bound:g}")
    parts.append("coverage " + ", ".join(_coverage_summary(entry) for entry in comparison.coverage))
    return "; ".join(parts)


def _coverage_summary(entry: Coverage) -> str:
    parts = ["rows"] if entry.rows else []
    if entry.progress is not None:
        where = "last value" if entry.progress.column is None else f"column {entry.progress.column}"
        parts.append(f"final {where} atol={entry.progress.atol:g} rtol={entry.progress.rtol:g}")
    return f"{entry.file} {' and '.join(parts)}"
