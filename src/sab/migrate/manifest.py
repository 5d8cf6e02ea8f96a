"""A foreign task.toml in this repository's manifest: rendered from sab's template, then filled.

Mapped: `[task]` description and authors, the `[metadata.sciaccel]` keys both layouts share,
`arxiv` (a list there, one string here), `references` (`{citation, url}` tables there, strings
"citation <url>" here), the resources and, from the images, the dependencies. Derived by sab and
so dropped: `equivalence_explanation` (`sab sync` writes it from the rubrics) and the Harbor
tables. Prose this manifest has no key for (`language_to`, `public_inputs`, `notes`, anything
else) moves to comment/README.md. The name, slug and status are the new leaf's: a migrated leaf
starts as a draft, to be self-validated here before it is published.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field

import tomlkit

from sab.config import Settings
from sab.model.task import Resources, harbor_tables
from sab.templates import render
from sab.leaf import leaf_slug

SHARED_KEYS = ("title", "short_title", "license", "language_from", "domain", "owner")
OWN_KEYS = frozenset({"slug", "status", "kind", "source", "repo_url", "repo_commit", "arxiv", "science_summary",
                      "equivalence_explanation", "references", "resources", "dependencies", *SHARED_KEYS})
CANARY = "sciaccel-canary"


@dataclass
class ManifestResult:
    text: str
    kept_prose: dict[str, str] = field(default_factory=dict)   # key -> prose for comment/README.md
    notes: list[str] = field(default_factory=list)
    warnings: list[str] = field(default_factory=list)


@dataclass(frozen=True)
class Destination:
    codebase: str
    module: str

    @property
    def slug(self) -> str:
        return leaf_slug(self.codebase, self.module)

    @property
    def path(self) -> str:
        return f"tasks/{self.codebase}/{self.module}"


def reference_line(entry: object) -> str | None:
    """A peer reference as this layout writes one: "citation <url>"."""
    if isinstance(entry, str):
        return entry.strip() or None
    if not isinstance(entry, dict):
        return None
    citation = str(entry.get("citation") or "").strip()
    url = str(entry.get("url") or "").strip()
    if not citation:
        return f"<{url}>" if url else None
    return f"{citation} <{url}>" if url and url not in citation else citation


def _text(value: object) -> str:
    return value.strip() if isinstance(value, str) else ""


def _string(value: str):
    return tomlkit.string(value, multiline=True) if "\n" in value else value


@dataclass(frozen=True)
class Pin:
    """The vendored source's pin, from its codebase report."""

    repo_url: str
    repo_commit: str
    license: str | None


def convert_manifest(old: dict, old_text: str, settings: Settings, destination: Destination, source: str, pin: Pin,
                     dependencies: dict[str, list[str]]) -> ManifestResult:
    task = old.get("task") if isinstance(old.get("task"), dict) else {}
    meta = old.get("metadata", {}).get("sciaccel", {})
    result = ManifestResult("")
    resources, problem = _resources(meta.get("resources"), settings)
    if problem:
        result.warnings.append(problem)
    text = render("leaf/task.toml.j2", org=settings.org, namespace="sciaccel", codebase=destination.codebase,
                  module=destination.module, slug=destination.slug, source=source, repo_url=pin.repo_url,
                  repo_commit=pin.repo_commit, license=pin.license or _text(meta.get("license")),
                  language=_text(meta.get("language_from")), cpus=resources.cpus, memory_gb=resources.memory_gb,
                  suite_budget_s=resources.suite_budget_s, tables=harbor_tables(resources))
    document = tomlkit.parse(text)
    ns = document["metadata"]["sciaccel"]
    document["task"]["description"] = _text(task.get("description")) or _text(meta.get("title"))
    authors = task.get("authors") or ([{"name": _text(meta.get("owner"))}] if _text(meta.get("owner")) else [])
    document["task"]["authors"] = _array([_inline(author) for author in authors if isinstance(author, dict)], multiline=False)
    for key in SHARED_KEYS:
        if _text(meta.get(key)):
            ns[key] = _text(meta[key])
        else:
            result.warnings.append(f"task.toml: metadata.sciaccel.{key} is empty; the template's placeholder stays "
                                   "for the author")
    if pin.license and _text(meta.get("license")) and pin.license != _text(meta.get("license")):
        result.warnings.append(f"task.toml: license {meta['license']!r} differs from the vendored source's "
                               f"{pin.license!r}; the vendored record is written")
        ns["license"] = pin.license
    old_pin = (_text(meta.get("repo_url")), _text(meta.get("repo_commit")))
    if old_pin != (pin.repo_url, pin.repo_commit):
        result.notes.append(f"task.toml: repo_url/repo_commit now name the vendored pin ({pin.repo_url} "
                            f"{pin.repo_commit}); the old leaf named {old_pin[0]} {old_pin[1]}")
    ns["science_summary"] = _string(_text(meta.get("science_summary")) or "<<FILL: two or three sentences on the science the module does>>")
    arxiv = meta.get("arxiv", "")
    ns["arxiv"] = ", ".join(str(item) for item in arxiv) if isinstance(arxiv, list) else _text(arxiv)
    if isinstance(arxiv, list):
        result.notes.append(f"task.toml: arxiv list {arxiv} written as the string {ns['arxiv']!r}")
    references = [line for line in (reference_line(entry) for entry in meta.get("references") or []) if line]
    ns["references"] = _array(references)
    dropped = [entry for entry in meta.get("references") or [] if isinstance(entry, dict)
               and set(entry) - {"citation", "url"}]
    for entry in dropped:
        result.warnings.append(f"task.toml: reference keys {sorted(set(entry) - {'citation', 'url'})} of "
                               f"{_text(entry.get('citation'))[:60]!r} have no place in a reference string; dropped")
    status = _text(meta.get("status")) or "draft"
    if status != "draft":
        result.notes.append(f"task.toml: status {status!r} written as 'draft': a migrated leaf is self-validated "
                            "here before it is published")
    if meta.get("equivalence_explanation"):
        result.notes.append("task.toml: the hand-written equivalence_explanation is dropped; `sab sync` derives it "
                            "from the rubrics")
    for key in sorted(set(meta) - OWN_KEYS):
        value = meta[key]
        result.kept_prose[key] = value.strip() if isinstance(value, str) else repr(value)
        result.notes.append(f"task.toml: metadata.sciaccel.{key} has no key here; its text is kept in comment/README.md")
    for key in sorted(set(old) - {"schema_version", "task", "metadata", "environment", "verifier", "agent"}):
        document[key] = old[key]
        result.notes.append(f"task.toml: top-level key {key!r} kept as it was")
    text = _with_dependencies(tomlkit.dumps(document), dependencies)
    canary = next((line.strip() for line in old_text.splitlines() if line.lstrip().startswith("#") and CANARY in line), None)
    if canary:
        text = f"{canary}\n{text}"  # the peer's benchmark canary stays with the task
        result.notes.append("task.toml: the peer's canary comment is kept at the top")
    result.text = text
    return result


def _array(values: list, *, multiline: bool = True):
    array = tomlkit.array()
    array.extend(values)
    return array.multiline(multiline and bool(values))


def _inline(values: dict):
    table = tomlkit.inline_table()
    table.update(values)
    return table


HARBOR_COMMENT = "# Harbor execution bounds"


def _with_dependencies(text: str, dependencies: dict[str, list[str]]) -> str:
    """`text` with a [metadata.sciaccel.dependencies] table after the resources, before Harbor's tables."""
    if not dependencies["python"] and not dependencies["system"]:
        return text
    # Pins and Debian names are ASCII without quotes or backslashes: their JSON arrays are TOML arrays.
    block = ("# What the checks reach beyond the source and the standard library (read from the old images).\n"
             "[metadata.sciaccel.dependencies]\n"
             f"python = {json.dumps(dependencies['python'])}\nsystem = {json.dumps(dependencies['system'])}\n")
    at = text.find(HARBOR_COMMENT)
    return text[:at] + block + "\n" + text[at:] if at >= 0 else text + "\n" + block


def _resources(value: object, settings: Settings) -> tuple[Resources, str | None]:
    defaults = {"cpus": 1, "memory_gb": 2.0, "suite_budget_s": settings.default_suite_budget_s}
    given = value if isinstance(value, dict) else {}
    merged = {**defaults, **{key: given[key] for key in defaults if key in given}}
    if isinstance(merged["memory_gb"], int):
        merged["memory_gb"] = float(merged["memory_gb"])
    if isinstance(merged["suite_budget_s"], int):
        merged["suite_budget_s"] = float(merged["suite_budget_s"])
    try:
        return Resources(**merged), None
    except ValueError as exc:
        return Resources(**defaults), f"task.toml: resources {given} are not valid ({exc}); sab's defaults are written"
