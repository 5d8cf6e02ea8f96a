"""The code cites the project's own docs: every page it names exists, every section it names is a
heading of that page, and no citation points at a document the repository does not hold."""

from __future__ import annotations

import re
from pathlib import Path

from conftest import PROJECT

# The stock leaf files are copied into every leaf; their text is part of each leaf's contract.
STOCK = ("src/sab/templates/leaf/", "src/sab/templates/check/")
PAGE = re.compile(r"docs/([a-z0-9-]+)\.md")
SECTION = re.compile(r'docs/([a-z0-9-]+)\.md,? "([^"]+)"')
OUTSIDE = re.compile(r"\bSPEC \d")


def _texts() -> dict[str, str]:
    files = [*sorted((PROJECT / "src/sab").rglob("*.py")), *sorted((PROJECT / "docs").glob("*.md")),
             *sorted((PROJECT / "tests").glob("*.py")), PROJECT / "README.md", PROJECT / "CONTRIBUTING.md",
             PROJECT / "AGENTS.md"]
    texts = {}
    for path in files:
        shown = path.relative_to(PROJECT).as_posix()
        if not shown.startswith(STOCK) and path.name != Path(__file__).name:
            texts[shown] = path.read_text(encoding="utf-8")
    return texts


def _headings(page: str) -> list[str]:
    """A page's headings and the bold labels that open a paragraph or a list item."""
    lines = (PROJECT / "docs" / f"{page}.md").read_text(encoding="utf-8").splitlines()
    labels = [line.strip().removeprefix("- ").removeprefix("**") for line in lines
              if line.strip().removeprefix("- ").startswith("**")]
    return [line.lstrip("#").strip() for line in lines if line.startswith("#")] + labels


def test_every_cited_page_and_section_exists() -> None:
    missing = []
    for shown, text in _texts().items():
        for page in set(PAGE.findall(text)):
            if not (PROJECT / "docs" / f"{page}.md").is_file():
                missing.append(f"{shown}: docs/{page}.md")
        for page, section in set(SECTION.findall(text)):
            if (PROJECT / "docs" / f"{page}.md").is_file() and not any(
                    heading.startswith(section) for heading in _headings(page)):
                missing.append(f'{shown}: docs/{page}.md "{section}"')
    assert missing == []


def test_no_citation_of_a_document_outside_the_repository() -> None:
    assert [shown for shown, text in _texts().items() if OUTSIDE.search(text)] == []
