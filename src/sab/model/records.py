"""The records under comment/pipeline/, written only by sab."""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from sab.model.base import Kebab, Strict
from sab.model.rubric import RecordedFlag


class ModuleRecord(Strict):
    """One module of a source: an entry of codebase-reports/<source>/modules.json and, copied by
    `sab scaffold`, the leaf's comment/pipeline/module.json. Approved once `approved_by` is set."""

    source: str
    module: Kebab
    paths: list[str] = Field(min_length=1)
    entry_points: list[str] = Field(default_factory=list)
    rationale: str
    exclusions: list[str] = Field(default_factory=list)
    tests: list[str] = Field(default_factory=list, description="official tests declared for the module")
    proposed_by: str | None = None
    proposed_at: str | None = None
    approved_by: str | None = None
    approved_at: str | None = None

    @property
    def approved(self) -> bool:
        return bool(self.approved_by)


class SurveyedTest(Strict):
    """One upstream test; `used_by` names the checks (in a leaf) or modules (in a source's survey)
    that draw from it, `reasons` why each does."""

    path: str
    name: str
    kind: str = "official"
    language: str | None = None
    used_by: list[str] = Field(default_factory=list)
    reasons: dict[str, str] = Field(default_factory=dict)
    found_by: str | None = Field(default=None, description="the discovery rule that found it (sab.sources.discovery.RULES)")
    files: list[str] = Field(default_factory=list, description="files of the source it draws on: imports, includes, "
                                                               "calls and build rules, followed transitively")


class TestSurvey(Strict):
    """test-survey.json: the official tests of the module the checks are drawn from."""

    source: str
    tests: list[SurveyedTest] = Field(default_factory=list)


class CheckOutcome(Strict):
    passed: bool
    distance: float | None = None
    bound_fraction: float | None = None
    headroom: float | None = None
    separation: float | None = None
    flags: list[RecordedFlag] = Field(default_factory=list)


class SelfValidationRecord(Strict):
    """self-validation.json: the verdict of the last selfcheck and what it was measured on."""

    sab_version: str
    created_at: str
    result: Literal["passed", "ruling-needed", "calibration-needed", "wiring-error"]
    runner: str
    contract_fingerprint: str
    source_fingerprint: str
    budget: Literal["within", "exceeded", "unverified"]
    suite_seconds: float | None = None
    checks: dict[str, CheckOutcome] = Field(default_factory=dict)
    problems: list[str] = Field(default_factory=list)
    warnings: list[str] = Field(default_factory=list)
    rulings_needed: list[str] = Field(default_factory=list, description="one line per check whose evidence falls short")
    mutation: dict | None = Field(default=None, description="generated mutants run by selfcheck: seed, score, survivors")
    coverage: dict | None = Field(default=None, description="line coverage of the module by the checks")


class RuntimeMetadata(Strict):
    """runtime-metadata.json: measured run times of the passing selfcheck."""

    created_at: str
    runner: str
    machine: dict[str, str | int | float] = Field(default_factory=dict)
    suite_seconds: float
    build_seconds: float
    checks: dict[str, float] = Field(default_factory=dict)
