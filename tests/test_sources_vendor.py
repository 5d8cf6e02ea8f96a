"""sab source add / verify: real git repositories, archives, directories and (network) the package
index; byte-identical trees, pins, refusals that write nothing."""

from __future__ import annotations

import hashlib
import io
import json
import os
import subprocess
import tarfile
import zipfile
from pathlib import Path

import pytest

from conftest import PROJECT, run_sab
from sab.config import load_settings
from sab.errors import ExistsError, SabError
from sab.sources.layout import REPORT_FILES, Source
from sab.sources.vendor import AddOptions, add_source

GIT = ["git", "-c", "user.name=Upstream Dev", "-c", "user.email=dev@example.org", "-c", "init.defaultBranch=main",
       "-c", "commit.gpgsign=false"]
MIT = (PROJECT / "code/heat1d/LICENSE").read_text()


def git(repo: Path, *args: str) -> str:
    return subprocess.run([*GIT, "-C", str(repo), *args], check=True, capture_output=True, text=True).stdout.strip()


@pytest.fixture(scope="module")
def upstream(tmp_path_factory) -> Path:
    """A small upstream git repository with two commits, a tag and a side branch."""
    repo = tmp_path_factory.mktemp("upstream") / "solver"
    repo.mkdir()
    git(repo, "init", "-q")
    (repo / "LICENSE").write_text(MIT)
    (repo / "src").mkdir()
    (repo / "src/solver.c").write_text("double step(double u)\n{\n    return 0.5 * u;\n}\n")
    (repo / "tests").mkdir()
    (repo / "tests/test_solver.py").write_text("def test_step():\n    assert True\n")
    run = repo / "run.sh"
    run.write_text("#!/bin/sh\necho run\n")
    run.chmod(0o755)
    # Attributes that a checkout or `git archive` would apply: vendoring must ignore them.
    (repo / ".gitattributes").write_text("*.dat eol=crlf\nexport-ignored.txt export-ignore\n")
    (repo / "data.dat").write_bytes(b"1 2\n3 4\n")
    (repo / "export-ignored.txt").write_text("still part of the tree\n")
    os.symlink("src/solver.c", repo / "solver-link.c")
    git(repo, "add", "-A")
    git(repo, "commit", "-q", "-m", "first")
    git(repo, "tag", "v1.0")
    (repo / "src/solver.c").write_text("double step(double u)\n{\n    return 0.25 * u;\n}\n")
    git(repo, "commit", "-q", "-am", "second")
    git(repo, "branch", "side", "v1.0")
    return repo


def add(repo: Path, name: str, **options) -> object:
    settings = load_settings(repo)
    return add_source(settings.root, settings.git_url, AddOptions(name, **options))


def assert_byte_identical(tree: Path, upstream: Path, commit: str) -> None:
    listed = git(upstream, "ls-tree", "-r", "--name-only", commit).splitlines()
    vendored = sorted(p.relative_to(tree).as_posix() for p in tree.rglob("*") if p.is_file() or p.is_symlink())
    assert vendored == sorted(listed)
    for rel in listed:
        blob = subprocess.run([*GIT, "-C", str(upstream), "cat-file", "blob", f"{commit}:{rel}"],
                              check=True, capture_output=True).stdout
        path = tree / rel
        data = os.readlink(path).encode() if path.is_symlink() else path.read_bytes()
        assert data == blob, rel


def test_git_branch_is_pinned_to_its_commit(repo: Path, upstream: Path) -> None:
    done = run_sab("source", "add", "solver-git", "--git", upstream.as_uri(), "--rev", "main", "--json", cwd=repo)
    assert done.returncode == 0, done.stderr
    head = git(upstream, "rev-parse", "main")
    metadata = json.loads((repo / "codebase-reports/solver-git/codebase-metadata.json").read_text())
    assert metadata["pin"] == {"kind": "git", "url": upstream.as_uri(), "rev": "main", "commit": head,
                               "committed_at": git(upstream, "show", "-s", "--format=%cI", head)}
    tree = repo / "code/solver-git"
    assert_byte_identical(tree, upstream, head)
    assert (tree / "data.dat").read_bytes() == b"1 2\n3 4\n"  # no eol=crlf conversion
    assert (tree / "export-ignored.txt").is_file()  # no export-ignore
    assert os.access(tree / "run.sh", os.X_OK) and not os.access(tree / "src/solver.c", os.X_OK)
    assert (tree / "solver-link.c").is_symlink()
    assert metadata["license"] == "MIT" and metadata["license_origin"] == "license-file"
    assert [f["path"] for f in metadata["license_files"]] == ["LICENSE"]
    assert metadata["languages"][0] == "C"
    assert metadata["size"]["test_lines"] == 2
    for name in REPORT_FILES:
        assert (repo / "codebase-reports/solver-git" / name).stat().st_size > 0
    verified = run_sab("source", "verify", "solver-git", cwd=repo)
    assert verified.returncode == 0 and "PASS solver-git" in verified.stdout


def test_git_tag_and_short_commit(repo: Path, upstream: Path) -> None:
    first = git(upstream, "rev-parse", "v1.0^{commit}")
    assert add(repo, "by-tag", git=str(upstream), rev="v1.0").pin.commit == first
    assert add(repo, "by-commit", git=upstream.as_uri(), rev=first[:10]).pin.commit == first
    assert_byte_identical(repo / "code/by-commit", upstream, first)
    assert "0.5 * u" in (repo / "code/by-tag/src/solver.c").read_text()


def test_git_unknown_revision_writes_nothing(repo: Path, upstream: Path) -> None:
    done = run_sab("source", "add", "nope", "--git", upstream.as_uri(), "--rev", "no-such-branch", cwd=repo)
    assert done.returncode == 2 and "no-such-branch" in done.stderr and "Traceback" not in done.stderr
    assert not (repo / "code/nope").exists() and not (repo / "codebase-reports/nope").exists()
    assert not [p for p in (repo / "code").iterdir() if p.name.startswith(".")]


def make_tarball(path: Path, top: str = "pkg-1.0") -> str:
    with tarfile.open(path, "w:gz") as tar:
        for name, data, mode in (("LICENSE", MIT.encode(), 0o644), ("src/model.f90", b"program m\nend program m\n", 0o644),
                                 ("bin/run", b"#!/bin/sh\necho hi\n", 0o755), ("tests/test_model.py", b"def test_x():\n    pass\n", 0o644)):
            info = tarfile.TarInfo(f"{top}/{name}")
            info.size, info.mode = len(data), mode
            tar.addfile(info, io.BytesIO(data))
    return hashlib.sha256(path.read_bytes()).hexdigest()


def test_archive_with_sha256_by_path_and_url(repo: Path, tmp_path: Path) -> None:
    archive = tmp_path / "pkg-1.0.tar.gz"
    digest = make_tarball(archive)
    meta = add(repo, "from-path", archive=str(archive), sha256=digest)
    assert meta.pin.strip_prefix == "pkg-1.0" and meta.pin.sha256 == digest
    tree = repo / "code/from-path"
    assert sorted(p.relative_to(tree).as_posix() for p in tree.rglob("*") if p.is_file()) == [
        "LICENSE", "bin/run", "src/model.f90", "tests/test_model.py"]
    assert os.access(tree / "bin/run", os.X_OK)
    assert meta.languages[0] == "Fortran" and meta.license == "MIT"
    by_url = add(repo, "from-url", archive=archive.as_uri(), sha256=f"sha256:{digest.upper()}")
    assert by_url.fingerprint == meta.fingerprint


def test_zip_archive_keeps_executable_bits(repo: Path, tmp_path: Path) -> None:
    archive = tmp_path / "code.zip"
    with zipfile.ZipFile(archive, "w") as zipped:
        for name, mode in (("tool.sh", 0o755), ("main.py", 0o644)):
            info = zipfile.ZipInfo(name)
            info.create_system, info.external_attr = 3, (0o100000 | mode) << 16
            zipped.writestr(info, "#!/bin/sh\n" if name == "tool.sh" else "print(1)\n")
    meta = add(repo, "zipped", archive=str(archive), sha256=hashlib.sha256(archive.read_bytes()).hexdigest())
    assert meta.pin.strip_prefix is None
    assert os.access(repo / "code/zipped/tool.sh", os.X_OK) and not os.access(repo / "code/zipped/main.py", os.X_OK)
    assert meta.license == "unknown" and any("no license file" in w for w in meta.warnings)


def test_archive_with_wrong_sha256_writes_nothing(repo: Path, tmp_path: Path) -> None:
    archive = tmp_path / "pkg-1.0.tar.gz"
    make_tarball(archive)
    before = sorted(p.name for p in repo.iterdir())
    done = run_sab("source", "add", "bad-sum", "--archive", str(archive), "--sha256", "0" * 64, cwd=repo)
    assert done.returncode == 2 and "sha256 mismatch" in done.stderr and "Traceback" not in done.stderr
    assert not (repo / "code/bad-sum").exists() and not (repo / "codebase-reports/bad-sum").exists()
    assert sorted(p.name for p in repo.iterdir()) == before
    assert not [p for p in (repo / "code").iterdir() if p.name.startswith(".")]
    assert not [p for p in (repo / "codebase-reports").iterdir() if p.name.startswith(".")]


def test_archive_escaping_the_tree_is_refused(repo: Path, tmp_path: Path) -> None:
    archive = tmp_path / "evil.tar.gz"
    with tarfile.open(archive, "w:gz") as tar:
        info = tarfile.TarInfo("../outside.txt")
        info.size = 3
        tar.addfile(info, io.BytesIO(b"bad"))
    with pytest.raises(SabError, match="outside the tree"):
        add(repo, "evil", archive=str(archive), sha256=hashlib.sha256(archive.read_bytes()).hexdigest())
    assert not (repo / "code/evil").exists() and not (tmp_path / "outside.txt").exists()


def test_failed_download_writes_nothing(repo: Path, tmp_path: Path) -> None:
    with pytest.raises(SabError, match="download failed"):
        add(repo, "gone", archive=(tmp_path / "missing.tar.gz").as_uri(), sha256="a" * 64)
    assert not (repo / "code/gone").exists() and not (repo / "codebase-reports/gone").exists()


def test_local_directory_copy(repo: Path, upstream: Path) -> None:
    meta = add(repo, "from-dir", dir=str(upstream))
    assert meta.pin.kind == "dir"
    assert not (repo / "code/from-dir/.git").exists()
    assert (repo / "code/from-dir/src/solver.c").read_bytes() == (upstream / "src/solver.c").read_bytes()
    assert any("no upstream pin" in w for w in meta.warnings)


@pytest.mark.parametrize("name, words", [("Bad_Name", "lower-kebab"), ("demo", "taken"), ("x--y", "lower-kebab")])
def test_bad_or_taken_name_is_refused(repo: Path, upstream: Path, name: str, words: str) -> None:
    listing = sorted(p.name for p in (repo / "code").iterdir())
    done = run_sab("source", "add", name, "--git", upstream.as_uri(), "--rev", "main", cwd=repo)
    assert done.returncode == 2 and words in done.stderr and "Traceback" not in done.stderr
    assert sorted(p.name for p in (repo / "code").iterdir()) == listing


def test_options_must_name_exactly_one_origin(repo: Path, upstream: Path) -> None:
    done = run_sab("source", "add", "new-one", "--git", str(upstream), cwd=repo)
    assert done.returncode == 2 and "--rev" in done.stderr and "Traceback" not in done.stderr
    for options, words in (({}, "exactly one"), ({"git": str(upstream), "rev": "main", "dir": str(upstream)}, "exactly one"),
                           ({"archive": "x.tgz"}, "--sha256"), ({"dir": str(upstream), "rev": "main"}, "--rev"),
                           ({"pypi": "six>=1"}, "NAME==VERSION"), ({"archive": "x.tgz", "sha256": "abc"}, "64 hex")):
        with pytest.raises(SabError, match=words):
            add(repo, "new-one", **options)
    assert not (repo / "code/new-one").exists()


def test_report_of_a_recorded_name_is_taken(repo: Path) -> None:
    with pytest.raises(ExistsError, match="already has a report"):
        add(repo, "demo", in_place=True)
    done = run_sab("source", "add", "demo", "--dir", "code/demo", cwd=repo)
    assert done.returncode == 2 and "--in-place" in done.stderr


def test_verify_names_every_changed_file(repo: Path, upstream: Path) -> None:
    add(repo, "edited", git=str(upstream), rev="main")
    tree = repo / "code/edited"
    (tree / "src/solver.c").write_text("double step(double u) { return u; }\n")
    (tree / "run.sh").chmod(0o644)
    (tree / "LICENSE").unlink()
    (tree / "src/extra.c").write_text("int x;\n")
    (tree / "src/__pycache__").mkdir()  # caches are not part of the tree
    (tree / "src/__pycache__/m.pyc").write_bytes(b"\0")
    done = run_sab("source", "verify", "edited", cwd=repo)
    assert done.returncode == 1
    lines = done.stdout.splitlines()
    assert "removed                code/edited/LICENSE" in lines
    assert "executable bit changed code/edited/run.sh" in lines
    assert "added                  code/edited/src/extra.c" in lines
    assert "modified               code/edited/src/solver.c" in lines
    assert lines[-1].startswith("FAIL edited")
    report = json.loads(run_sab("source", "verify", "--all", "--json", cwd=repo).stdout)
    assert {s["source"]: s["passed"] for s in report["sources"]} == {"demo": True, "edited": False}


def test_first_party_refresh(repo: Path) -> None:
    (repo / "code/demo/solver.py").write_text("print('demo, faster')\n")
    assert run_sab("source", "verify", "demo", cwd=repo).returncode == 1
    done = run_sab("source", "refresh", "demo", cwd=repo)
    assert done.returncode == 0 and "modified               code/demo/solver.py" in done.stdout
    assert run_sab("source", "verify", "demo", cwd=repo).returncode == 0
    source = Source(repo, "demo")
    assert source.metadata().license == "MIT" and source.modules().get("solver").approved


def test_refresh_refuses_a_vendored_tree(repo: Path, upstream: Path) -> None:
    add(repo, "third", git=str(upstream), rev="main")
    done = run_sab("source", "refresh", "third", cwd=repo)
    assert done.returncode == 2 and "byte-identical" in done.stderr


@pytest.mark.network
def test_pypi_sdist_from_the_package_index(repo: Path) -> None:
    done = run_sab("source", "add", "six", "--pypi", "six==1.16.0", "--json", cwd=repo)
    assert done.returncode == 0, done.stderr
    meta = json.loads((repo / "codebase-reports/six/codebase-metadata.json").read_text())
    pin = meta["pin"]
    assert pin["kind"] == "pypi" and pin["version"] == "1.16.0" and pin["filename"] == "six-1.16.0.tar.gz"
    assert pin["sha256"] == "1e61c37477a1626458e36f7b1d82aa5c9b094fa4802892072e49de9c60c4c926"
    assert pin["strip_prefix"] == "six-1.16.0"
    assert meta["license"] == "MIT" and "LICENSE" in [f["path"] for f in meta["license_files"]]
    assert (repo / "code/six/six.py").is_file() and (repo / "code/six/PKG-INFO").is_file()
    assert meta["description"].startswith("Python 2 and 3 compatibility")


@pytest.mark.network
def test_pypi_unknown_version_writes_nothing(repo: Path) -> None:
    done = run_sab("source", "add", "six", "--pypi", "six==0.0.999", cwd=repo)
    assert done.returncode == 2 and "no source distribution of six==0.0.999" in done.stderr
    assert not (repo / "code/six").exists() and not (repo / "codebase-reports/six").exists()
