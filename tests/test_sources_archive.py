"""Unpacking archives: links are kept only when they resolve inside the tree, and nothing is ever
written through one (a chain of individually harmless links must not reach outside)."""

from __future__ import annotations

import io
import tarfile
from pathlib import Path

import pytest

from sab.errors import SabError
from sab.sources.archive import extract


def _tarball(path: Path, members: list[tuple[str, str | None, bytes]]) -> Path:
    """members: (name, link target or None, content)."""
    with tarfile.open(path, "w:gz") as tar:
        for name, target, content in members:
            info = tarfile.TarInfo(name)
            if target is not None:
                info.type, info.linkname = tarfile.SYMTYPE, target
                tar.addfile(info)
            else:
                info.size = len(content)
                tar.addfile(info, io.BytesIO(content))
    return path


@pytest.mark.parametrize("members", [
    # a link to its own folder makes the next one look deeper than it is
    [("pkg/README", None, b"x"), ("pkg/x", ".", b""), ("pkg/x/x/x/up", "../../..", b""),
     ("pkg/x/x/x/up/ESCAPED.txt", None, b"owned")],
    # a link whose target passes through another link
    [("pkg/README", None, b"x"), ("pkg/a/l", "..", b""), ("pkg/b", "a/l/..", b""), ("pkg/b/ESCAPED.txt", None, b"owned")],
    # the file comes first, written through a link made earlier in the archive
    [("pkg/README", None, b"x"), ("pkg/out", "../..", b""), ("pkg/out/ESCAPED.txt", None, b"owned")],
])
def test_a_chain_of_links_writes_nothing_outside(tmp_path: Path, members) -> None:
    archive = _tarball(tmp_path / "evil.tar.gz", members)
    dest = tmp_path / "a/b/c/dest"
    with pytest.raises(SabError) as error:
        extract(archive, dest, "evil.tar.gz")
    assert "symbolic link" in str(error.value)
    assert not list(tmp_path.rglob("ESCAPED.txt"))


def test_a_link_through_another_link_is_refused_even_alone(tmp_path: Path) -> None:
    archive = _tarball(tmp_path / "evil.tar.gz", [("pkg/README", None, b"x"), ("pkg/a/l", "..", b""),
                                                   ("pkg/b", "a/l/../..", b"")])
    with pytest.raises(SabError, match="leaves the tree"):
        extract(archive, tmp_path / "dest", "evil.tar.gz")


def test_links_inside_the_tree_are_kept(tmp_path: Path) -> None:
    archive = _tarball(tmp_path / "good.tar.gz", [("pkg/src/a.c", None, b"int a;\n"), ("pkg/include/a.c", "../src/a.c", b""),
                                                  ("pkg/latest", "src", b"")])
    assert extract(archive, tmp_path / "dest", "good.tar.gz") == "pkg"
    assert (tmp_path / "dest/include/a.c").read_bytes() == b"int a;\n"
    assert (tmp_path / "dest/latest").is_symlink()
