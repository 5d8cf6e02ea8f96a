"""License detection on real license texts, size accounting on real trees, and the rendered
reports (codebase-metadata.md/.html, references.bib, THIRD-PARTY-LICENSES.md)."""

from __future__ import annotations

import html.parser
import json
import shutil
from pathlib import Path

import pytest

from conftest import PROJECT, run_sab
from sab.fingerprint import tree_files
from sab.sources.layout import Source
from sab.sources.license import detect, is_license_file, recognise
from sab.sources.manifest import scan
from sab.sources.size import is_test_path, language_of

LICENSES = PROJECT / "tests/data/licenses"


@pytest.mark.parametrize("path", sorted(LICENSES.glob("*.txt")), ids=lambda p: p.stem)
def test_real_license_texts_are_recognised(path: Path) -> None:
    assert recognise(path.read_text()) == path.stem


def test_first_license_of_a_bundle_wins_and_unknown_texts_say_so() -> None:
    bundle = (LICENSES / "BSD-3-Clause.txt").read_text() + "\n\nBundled code:\n\n" + (LICENSES / "GPL-3.0.txt").read_text()
    assert recognise(bundle) == "BSD-3-Clause"
    assert recognise("All rights reserved. Do not copy.") == "unknown"
    # comment markers of a license notice in a source header do not hide the text
    mit = "\n".join("# " + line for line in (PROJECT / "code/heat1d/LICENSE").read_text().splitlines())
    assert recognise(mit) == "MIT"


def make_tree(root: Path, files: dict[str, str]) -> list[str]:
    for rel, text in files.items():
        path = root / rel
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text)
    return [rel for rel, _ in tree_files(root)]


def test_gpl_only_or_later_from_the_tree(tmp_path: Path) -> None:
    gpl = (LICENSES / "GPL-3.0.txt").read_text()
    only = make_tree(tmp_path / "a", {"COPYING": gpl, "src/a.c": "int a;\n"})
    assert detect(tmp_path / "a", only).license == "GPL-3.0-only"
    later = make_tree(tmp_path / "b", {"COPYING": gpl, "src/b.c": "/* SPDX-License-Identifier: GPL-3.0-or-later */\n"})
    found = detect(tmp_path / "b", later)
    assert found.license == "GPL-3.0-or-later" and found.files[0].license == "GPL-3.0-or-later"


def test_license_fallbacks_and_warnings(tmp_path: Path) -> None:
    spdx = make_tree(tmp_path / "spdx", {"main.c": "// SPDX-License-Identifier: BSD-2-Clause\nint main(void) { return 0; }\n"})
    found = detect(tmp_path / "spdx", spdx)
    assert (found.license, found.origin) == ("BSD-2-Clause", "spdx-header") and found.warnings
    none = make_tree(tmp_path / "none", {"main.c": "int main(void) { return 0; }\n"})
    found = detect(tmp_path / "none", none)
    assert (found.license, found.origin, found.files) == ("unknown", "none", [])
    assert "no license file shipped" in found.warnings[0]
    odd = make_tree(tmp_path / "odd", {"LICENSE.txt": "Ask the authors.\n", "third_party/lib/LICENSE": (LICENSES / "ISC.txt").read_text()})
    found = detect(tmp_path / "odd", odd)
    assert found.license == "unknown" and any("LICENSE.txt" in w for w in found.warnings)
    assert {f.path: f.license for f in found.files} == {"LICENSE.txt": "unknown", "third_party/lib/LICENSE": "ISC"}
    dual = make_tree(tmp_path / "dual", {"LICENSE-MIT": (LICENSES / "MIT.txt").read_text(),
                                         "LICENSE-APACHE": (LICENSES / "Apache-2.0.txt").read_text()})
    found = detect(tmp_path / "dual", dual)
    assert found.license == "Apache-2.0 AND MIT" and "OR" in found.warnings[0]


def test_license_file_names() -> None:
    for rel in ("LICENSE", "LICENSE.md", "licence.txt", "COPYING.LESSER", "LICENSES/MIT.txt", "sub/NOTICE"):
        assert is_license_file(rel), rel
    for rel in ("src/license_check.py", "license.py", "README.md", "docs/licensing.rst"):
        assert not is_license_file(rel), rel


def test_test_paths_and_languages() -> None:
    assert is_test_path("tests/run_tests.sh") and is_test_path("a/test/b.c") and is_test_path("pkg/test_io.py")
    assert is_test_path("go/solver_test.go") and not is_test_path("src/contest.py") and not is_test_path("latest/x.c")
    assert language_of("Makefile", b"") == ("Makefile", "build")
    assert language_of("CMakeLists.txt", b"") == ("CMake", "build")
    assert language_of("bin/tool", b"#!/usr/bin/env python3\n") == ("Python", "code")
    assert language_of("src/kernel.F90", b"") == ("Fortran", "code")
    assert language_of("notes.par", b"") == ("Other", "other")


def test_size_accounting_of_heat1d() -> None:
    """Counted against the files themselves: physical lines, source vs test, by extension."""
    tree = PROJECT / "code/heat1d"
    size = scan(tree).size
    lines = {rel: path.read_bytes().count(b"\n") for rel, path in tree_files(tree)}
    assert size.files == len(lines) and size.binary_files == 0 and size.lines == sum(lines.values())
    assert size.test_lines == lines["tests/check.c"] + lines["tests/run_tests.sh"]
    src = sum(n for rel, n in lines.items() if rel.startswith("src/"))
    assert size.source_lines == src + lines["Makefile"]
    assert size.by_extension[".c"].files == 5 and size.by_extension[".h"].files == 3
    assert size.by_language["C"].files == 8 and size.by_language["C"].test_lines == lines["tests/check.c"]
    assert size.other_lines == size.lines - size.source_lines - size.test_lines


def test_binary_files_and_missing_final_newline(tmp_path: Path) -> None:
    (tmp_path / "data.bin").write_bytes(b"\0\1\2\n\n")
    (tmp_path / "a.py").write_bytes(b"x = 1\ny = 2")  # no final newline: still 2 lines
    (tmp_path / "empty.c").write_bytes(b"")
    size = scan(tmp_path).size
    assert (size.files, size.binary_files, size.lines) == (3, 1, 2)
    assert size.by_extension[".bin"].lines == 0 and size.by_extension[".bin"].bytes == 5


class _Parser(html.parser.HTMLParser):
    def __init__(self) -> None:
        super().__init__()
        self.tags: list[str] = []
        self.links: list[str] = []

    def handle_starttag(self, tag, attrs):
        self.tags.append(tag)
        self.links += [v for k, v in attrs if k in ("src", "href") and v]


def test_repository_report_of_heat1d_is_complete_and_fresh() -> None:
    source = Source(PROJECT, "heat1d")
    meta = source.metadata()
    assert meta.pin.kind == "first-party" and meta.license == "MIT"
    cut = source.modules()
    solver = cut.get("solver")
    assert solver.approved and solver.paths == ["src"] and solver.tests == ["tests/run_tests.sh"]
    assert "solver" in next(t for t in source.survey().tests if t.path == "tests/run_tests.sh").used_by
    page = _Parser()
    page.feed((source.reports / "codebase-metadata.html").read_text())
    assert {"table", "svg", "rect", "style"} <= set(page.tags) and "script" not in page.tags
    assert page.links == []  # self-contained: nothing fetched
    done = run_sab("report", "heat1d", "--check", cwd=PROJECT)
    assert done.returncode == 0, done.stdout
    assert "@article{crank1947," in (source.reports / "references.bib").read_text()


def test_report_and_licenses_roundtrip(repo: Path) -> None:
    source = Source(repo, "demo")
    html_text = (source.reports / "codebase-metadata.html").read_text()
    assert "<svg" in html_text and "approved" in html_text
    (source.reports / "codebase-metadata.md").write_text("hand edit\n")
    assert run_sab("report", "demo", "--check", cwd=repo).returncode == 1
    assert run_sab("report", "--all", cwd=repo).returncode == 0
    assert run_sab("report", "demo", "--check", cwd=repo).returncode == 0
    assert run_sab("licenses", "--check", cwd=repo).returncode == 1  # never generated in the fixture
    assert run_sab("licenses", cwd=repo).returncode == 0
    assert run_sab("licenses", "--check", cwd=repo).returncode == 0
    text = (repo / "THIRD-PARTY-LICENSES.md").read_text()
    assert "| demo | first-party (written for this repository) | this repository's commit | MIT | none shipped |" in text


def test_references_escape_html_and_render_bibtex(repo: Path) -> None:
    done = run_sab("source", "cite", "demo", "smith2020", "--field", "title=Fast <b>heat</b> & more",
                   "--field", "author=Smith, Ann", "--field", "year=2020", "--field", "doi=10.1000/xyz", cwd=repo)
    assert done.returncode == 0, done.stderr
    reports = repo / "codebase-reports/demo"
    assert "Fast &lt;b&gt;heat&lt;/b&gt; &amp; more" in (reports / "codebase-metadata.html").read_text()
    bib = (reports / "references.bib").read_text()
    assert "@misc{demo-source," in bib and "@article{smith2020," in bib and "  doi = {10.1000/xyz}," in bib
    again = run_sab("source", "cite", "demo", "smith2020", "--field", "title=x", cwd=repo)
    assert again.returncode == 2 and "--replace" in again.stderr
    unbalanced = run_sab("source", "cite", "demo", "other", "--field", "title=a {b", cwd=repo)
    assert unbalanced.returncode == 2 and "unbalanced braces" in unbalanced.stderr


def test_hand_broken_metadata_names_the_field(repo: Path) -> None:
    path = repo / "codebase-reports/demo/codebase-metadata.json"
    data = json.loads(path.read_text())
    data["pin"]["kind"] = "svn"
    path.write_text(json.dumps(data))
    done = run_sab("report", "demo", cwd=repo)
    assert done.returncode == 2 and "codebase-metadata.json" in done.stderr and "pin" in done.stderr
    assert "Traceback" not in done.stderr


def test_source_list(repo: Path) -> None:
    rows = json.loads(run_sab("source", "list", "--json", cwd=repo).stdout)["sources"]
    assert [(r["source"], r["kind"], r["license"]) for r in rows] == [("demo", "first-party", "MIT")]
    shutil.rmtree(repo / "codebase-reports")
    assert json.loads(run_sab("source", "list", "--json", cwd=repo).stdout)["sources"] == []
