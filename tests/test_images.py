"""Base image settings and the Debian mirror `sab images bootstrap` uses (no engine needed)."""

from __future__ import annotations

from pathlib import Path

import pytest

from sab.config import configured_base_image
from sab.errors import FileFormatError
from sab.images import configured_mirror, default_tag


def test_mirror_from_deb822_then_one_line_sources(tmp_path: Path) -> None:
    deb822 = tmp_path / "debian.sources"
    deb822.write_text("Types: deb\n# a comment\nURIs: http://mirror.example/debian\nSuites: bookworm\n\n"
                      "Types: deb\nURIs: http://mirror.example/debian-security\n")
    one_line = tmp_path / "sources.list"
    one_line.write_text("# deb http://commented.example/debian bookworm main\n"
                        "deb [arch=amd64] http://old.example/debian bookworm main\n")
    assert configured_mirror((deb822, one_line)) == "http://mirror.example/debian"
    assert configured_mirror((tmp_path / "absent", one_line)) == "http://old.example/debian"
    assert configured_mirror((tmp_path / "absent",)) is None
    assert default_tag("trixie") == "sab-base:trixie"


def test_base_image_from_environment_then_tool_sab(repo: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("SAB_BASE_IMAGE", raising=False)
    assert configured_base_image(repo) is None
    pyproject = repo / "pyproject.toml"
    pyproject.write_text(pyproject.read_text() + 'base_image = "site-base:1"\n')
    assert configured_base_image(repo) == "site-base:1"
    monkeypatch.setenv("SAB_BASE_IMAGE", "sab-base:bookworm")
    assert configured_base_image(repo) == "sab-base:bookworm"
    assert configured_base_image(Path("/")) == "sab-base:bookworm"  # outside any repository too


def test_base_image_of_the_wrong_type_names_the_field(repo: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("SAB_BASE_IMAGE", raising=False)
    pyproject = repo / "pyproject.toml"
    pyproject.write_text(pyproject.read_text() + "base_image = 3\n")
    with pytest.raises(FileFormatError, match="tool.sab.base_image"):
        configured_base_image(repo)
