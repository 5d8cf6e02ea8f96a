"""GitHub intake: issue forms, the pull-request template with the curator's review questions,
CODEOWNERS, the labeler by domain and the workflows that run the repository's checks."""

from __future__ import annotations

import re
import subprocess
import sys
import tomllib

import pytest
import yaml

from conftest import PROJECT

GITHUB = PROJECT / ".github"
FORMS = {"new-source.yml": "New source", "new-task.yml": "New task", "pitfall.yml": "Pitfall",
         "review-suggestion.yml": "Review suggestion"}
TYPES = {"markdown", "textarea", "input", "dropdown", "checkboxes"}
TOP_LEVEL = {"name", "description", "title", "labels", "assignees", "projects", "body", "type"}


def form_problems(form: dict) -> list[str]:
    """What GitHub's issue-form syntax rejects (docs: "Syntax for issue forms" and "for GitHub's form schema")."""
    problems = [f"missing top-level key {key}" for key in ("name", "description", "body") if key not in form]
    problems += [f"unknown top-level key {key}" for key in form if key not in TOP_LEVEL]
    body = form.get("body") or []
    if not isinstance(body, list) or not any(isinstance(e, dict) and e.get("type") != "markdown" for e in body):
        problems.append("body needs at least one field that is not markdown")
    ids, labels = set(), set()
    for index, element in enumerate(body if isinstance(body, list) else []):
        where = f"body[{index}]"
        kind = element.get("type")
        attributes = element.get("attributes") or {}
        if kind not in TYPES:
            problems.append(f"{where}: type {kind!r}")
            continue
        if "id" in element:
            if not re.fullmatch(r"[A-Za-z0-9_-]+", str(element["id"])) or element["id"] in ids:
                problems.append(f"{where}: id {element['id']!r} invalid or repeated")
            ids.add(element["id"])
        if kind == "markdown":
            if not attributes.get("value") or "validations" in element:
                problems.append(f"{where}: markdown needs attributes.value and takes no validations")
            continue
        label = attributes.get("label")
        if not label or label in labels:
            problems.append(f"{where}: label {label!r} missing or repeated")
        labels.add(label)
        required = (element.get("validations") or {}).get("required", False)
        if not isinstance(required, bool):
            problems.append(f"{where}: validations.required must be a boolean")
        if kind == "dropdown":
            options = attributes.get("options") or []
            if not options or len(set(options)) != len(options) or any(not isinstance(o, str) or o.lower() == "none" for o in options):
                problems.append(f"{where}: dropdown options empty, repeated, or 'None'")
        if kind == "checkboxes":
            options = attributes.get("options") or []
            if not options or any(not isinstance(o, dict) or not o.get("label") for o in options):
                problems.append(f"{where}: checkboxes need options with a label")
    return problems


@pytest.mark.parametrize("filename, name", sorted(FORMS.items()))
def test_issue_forms_are_valid(filename: str, name: str) -> None:
    form = yaml.safe_load((GITHUB / "ISSUE_TEMPLATE" / filename).read_text())
    assert form["name"] == name
    assert form_problems(form) == []
    assert "triage" in form["labels"]


def test_the_form_validator_catches_what_github_rejects() -> None:
    bad = {"name": "x", "description": "y", "body": [
        {"type": "input", "id": "a b", "attributes": {"label": "L"}},
        {"type": "textarea", "id": "t", "attributes": {"label": "L"}},
        {"type": "dropdown", "id": "d", "attributes": {"label": "D", "options": []}},
        {"type": "radio", "attributes": {"label": "R"}},
    ]}
    assert len(form_problems(bad)) == 4


def test_issue_forms_only() -> None:
    config = yaml.safe_load((GITHUB / "ISSUE_TEMPLATE/config.yml").read_text())
    assert config["blank_issues_enabled"] is False
    assert sorted(p.name for p in (GITHUB / "ISSUE_TEMPLATE").iterdir()) == sorted([*FORMS, "config.yml"])


def test_pull_request_template_asks_the_review_questions() -> None:
    text = (GITHUB / "pull_request_template.md").read_text()
    for phrase in ("H >= 20", "S >= 10", "sab tolerance rule", "sab tolerance accept", "comment/probes/", "INERT",
                   "sab review <leaf> --html review.html", "sab probe <leaf> --auto --count 30 --seed 1", "at least 0.8",
                   "comment/README.md", "sab coverage <leaf>", "expected_runtime_s", "CUSTOM", "--from-test",
                   "status = \"retired\"", "sab check --base", "sab source verify", "sab survey-tests",
                   "sab modules propose", "`registry.json` is regenerated", "sab validate-harbor --all tasks",
                   "sab lint", "sab status --ci-freshness"):
        assert phrase in text, phrase


def test_codeowners_give_code_and_tasks_to_the_curators() -> None:
    owners = {}
    for line in (GITHUB / "CODEOWNERS").read_text().splitlines():
        if line.strip() and not line.startswith("#"):
            pattern, *who = line.split()
            owners[pattern] = who
    for pattern in ("/code/", "/tasks/", "/codebase-reports/", "/registry.json"):
        assert owners[pattern] == ["@sciaccel/curators"], pattern


def test_labeler_labels_every_leaf_by_its_domain_and_is_current() -> None:
    done = subprocess.run([sys.executable, str(PROJECT / "scripts/labeler.py"), "--check"], capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    config = yaml.safe_load((GITHUB / "labeler.yml").read_text())
    globs = {label: rule[0]["changed-files"][0]["any-glob-to-any-file"] for label, rule in config.items()}
    assert {"source", "leaf", "registry", "toolkit", "docs", "ci"} <= set(globs)
    for toml in PROJECT.glob("tasks/*/*/task.toml"):
        meta = tomllib.loads(toml.read_text())["metadata"]["sciaccel"]
        label = "domain: " + meta["domain"].split("/")[0].strip().lower()
        leaf = toml.parent.relative_to(PROJECT).as_posix()
        assert f"{leaf}/**" in globs[label] and f"code/{meta['source']}/**" in globs[label], leaf


def test_workflows_run_the_repository_checks_and_selfcheck_the_changed_leaves() -> None:
    workflow = yaml.safe_load((GITHUB / "workflows/pull-request.yml").read_text())
    steps = workflow["jobs"]["repository"]["steps"]
    runs = "\n".join(step.get("run", "") for step in steps)
    for command in ('sab validate-harbor --all tasks', 'sab check --base "$BASE"', 'sab selfcheck --changed-since "$BASE"',
                    'scripts/changed-leaves.sh "$BASE"', "sab status --ci-freshness", "scripts/labeler.py --check",
                    "bubblewrap"):
        assert command in runs, command
    assert steps[0]["with"]["fetch-depth"] == 0
    labeler = yaml.safe_load((GITHUB / "workflows/labeler.yml").read_text())
    assert True in labeler and "pull_request_target" in labeler[True]  # YAML 1.1 reads the key `on` as true
    assert labeler["permissions"] == {"contents": "read", "pull-requests": "write"}
    assert labeler["jobs"]["label"]["steps"][0]["uses"] == "actions/labeler@v5"
