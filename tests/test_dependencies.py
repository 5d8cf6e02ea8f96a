"""Leaf dependencies: exact pins, the cached environment run.sh runs with, the images' block, lint."""

from __future__ import annotations

import socket
import textwrap
from pathlib import Path

import pytest

from conftest import add_pinned_env_check, copy_project, declare_dependencies, run_sab, run_step_at
from sab.derived import BLOCKS, stale_fields, sync
from sab.leaf import Leaf

LEAF = "tasks/heat1d/solver"
BLOCK_START, BLOCK_END = BLOCKS[0].start, BLOCKS[0].end


def _index_reachable() -> bool:
    try:
        socket.create_connection(("pypi.org", 443), timeout=5).close()
        return True
    except OSError:
        return False


def _lint_codes(repo: Path, leaf: str = LEAF) -> list[tuple[str, str]]:
    import json

    done = run_sab("lint", leaf, "--json", cwd=repo)
    return [(v["code"], v["path"]) for report in json.loads(done.stdout)["leaves"] for v in report["violations"]]


def test_an_unpinned_requirement_is_refused_with_the_fix(leaf: Path, repo: Path) -> None:
    declare_dependencies(leaf, ["numpy>=1.26"])
    done = run_sab("lint", str(leaf), cwd=repo)
    assert done.returncode == 1
    assert "dependencies.python" in done.stdout and "'numpy>=1.26' is not an exact pin; write numpy==<version>" in done.stdout


def test_both_dockerfiles_carry_the_declared_pins(leaf: Path) -> None:
    declare_dependencies(leaf, ["six==1.16.0"], ["gfortran"])
    the_leaf = Leaf(leaf)
    assert "environment/Dockerfile (derived block)" in stale_fields(the_leaf)
    sync(the_leaf)
    assert stale_fields(Leaf(leaf)) == []
    for rel in ("environment/Dockerfile", "tests/Dockerfile"):
        text = (leaf / rel).read_text()
        block = text[text.index(BLOCK_START):text.index(BLOCK_END)]
        assert "install -y --no-install-recommends gfortran" in block
        assert "--no-deps \\\n    --cert /etc/ssl/certs/ca-certificates.crt \\\n    six==1.16.0 && /opt/leaf-env/bin/python -m pip check" in block
        assert text.index(BLOCK_END) < text.index("\nCOPY ")  # installed before anything is copied in
    # Dropping the declaration drops the block; the rest of each Dockerfile is untouched.
    before = (leaf / "tests/Dockerfile").read_text()
    toml = (leaf / "task.toml").read_text()
    (leaf / "task.toml").write_text(toml[:toml.index("\n[metadata.sciaccel.dependencies]")] + "\n")
    sync(Leaf(leaf))
    after = (leaf / "tests/Dockerfile").read_text()
    assert BLOCK_START not in after and after == before[:before.index(BLOCK_START)] + before[before.index(BLOCK_END) + len(BLOCK_END) + 1:]


def test_lint_names_an_import_nothing_provides(leaf: Path, repo: Path) -> None:
    harness = leaf / "tests/checks/basic/harness"
    harness.mkdir()
    (harness / "helpers.py").write_text("import math\n")
    (harness / "drive.py").write_text(textwrap.dedent("""\
        from __future__ import annotations
        import json, os.path
        import helpers
        import scipy.integrate
        from yaml import safe_load
        """))
    codes = [(code, path.rsplit("/", 1)[-1]) for code, path in _lint_codes(repo, str(leaf))]
    assert codes == [("dependency-undeclared", "drive.py:4"), ("dependency-undeclared", "drive.py:5")]
    declare_dependencies(leaf, ["scipy==1.17.1", "numpy==2.4.6"])
    sync(Leaf(leaf))
    assert [path.rsplit("/", 1)[-1] for _, path in _lint_codes(repo, str(leaf))] == ["drive.py:5"]


def test_a_shared_harness_must_reach_the_solver(leaf: Path, repo: Path) -> None:
    (leaf / "tests/harness").mkdir()
    (leaf / "tests/harness/common.py").write_text("VALUE = 1\n")
    assert _lint_codes(repo, str(leaf)) == [("harness-not-in-image", "tasks/demo/solver/environment/Dockerfile")]
    dockerfile = leaf / "environment/Dockerfile"
    dockerfile.write_text(dockerfile.read_text() + "COPY tasks/demo/solver/tests/harness/ /workspace/harness/\n")
    assert _lint_codes(repo, str(leaf)) == []


@pytest.mark.network
@pytest.mark.skipif(not _index_reachable(), reason="the package index (pypi.org) is not reachable")
def test_run_sh_runs_in_the_cached_environment_of_the_pins(tmp_path: Path) -> None:
    repo = copy_project(tmp_path / "project")
    add_pinned_env_check(repo)
    declare_dependencies(repo / LEAF, ["six==1.16.0"])
    run_sab("sync", LEAF, cwd=repo, check=True)
    cache = tmp_path / "home" / ".cache" / "environments"  # under a home folder the sandbox hides
    env = {"SAB_ENV_CACHE": str(cache)}
    done = run_sab("run", LEAF, "--check", "pinned-env", "--out", "first", cwd=repo, env=env)
    assert done.returncode == 0, done.stdout + done.stderr
    prefix, version, has_numpy = (repo / "first/pinned-env/env.txt").read_text().split()
    (built,) = [p for p in cache.iterdir() if p.is_dir()]
    assert Path(prefix).resolve() == built.resolve() and version == "1.16.0"
    assert has_numpy == "False"  # only what the leaf pins: sab's own numpy is out of reach
    stamp = (built / "sab-environment.json").stat().st_mtime_ns
    run_sab("run", LEAF, "--check", "pinned-env", "--out", "second", cwd=repo, env=env, check=True)
    assert (built / "sab-environment.json").stat().st_mtime_ns == stamp  # reused, not rebuilt
    assert sorted(p.name for p in cache.iterdir() if p.is_dir()) == [built.name]


@pytest.mark.network
@pytest.mark.skipif(not _index_reachable(), reason="the package index (pypi.org) is not reachable")
def test_an_incomplete_pin_set_names_what_is_missing(tmp_path: Path) -> None:
    repo = copy_project(tmp_path / "project")
    declare_dependencies(repo / LEAF, ["python-dateutil==2.9.0.post0"])  # it needs six, which is not pinned
    run_sab("sync", LEAF, cwd=repo, check=True)
    cache = tmp_path / "cache"
    done = run_sab("run", LEAF, "--check", "sine-decay", "--out", "out", cwd=repo, env={"SAB_ENV_CACHE": str(cache)})
    assert done.returncode == 2 and "Traceback" not in done.stderr
    assert "incomplete" in done.stderr and "six" in done.stderr and "dependencies.python" in done.stderr
    assert not [p for p in cache.iterdir() if p.is_dir()]  # nothing half-built is left to be reused
    assert not (repo / "out").exists()


@pytest.mark.parametrize("field, value, expected", [
    ("python", "evil==1.0.zip", "not an exact pin"),          # pip would read it as a local archive
    ("python", "x==1.whl", "not an exact pin"),
    ("system", "make\\nRUN curl evil.example", "not a Debian package name"),  # a Dockerfile instruction
])
def test_a_pin_or_package_cannot_smuggle_anything_else(leaf: Path, repo: Path, field: str, value: str, expected: str) -> None:
    with (leaf / "task.toml").open("a") as handle:
        handle.write(f'\n[metadata.sciaccel.dependencies]\n{field} = ["{value}"]\n')
    done = run_sab("lint", str(leaf), cwd=repo)
    assert done.returncode == 1 and expected in done.stdout


def test_a_stray_block_marker_is_refused_not_guessed(leaf: Path, repo: Path) -> None:
    dockerfile = leaf / "tests/Dockerfile"
    dockerfile.write_text(dockerfile.read_text().replace("\nCOPY ", f"\n{BLOCK_START}\nRUN useradd keeper\nCOPY ", 1))
    declare_dependencies(leaf, ["six==1.16.0"])
    before = dockerfile.read_text()
    done = run_sab("sync", str(leaf), cwd=repo)
    assert done.returncode == 2 and "stray marker" in done.stderr and "Traceback" not in done.stderr
    assert dockerfile.read_text() == before and "RUN useradd keeper" in before
    assert ("derived-stale", "tasks/demo/solver/tests/Dockerfile") in _lint_codes(repo, str(leaf))
    from sab.validate.lint import lint_leaf

    (stale,) = [v for v in lint_leaf(leaf).violations if v.path.endswith("tests/Dockerfile")]
    assert stale.code == "derived-stale" and "stray marker" in stale.detail and "; fix: " in stale.detail


def test_the_leaf_environment_leads_run_sh_path_alone(tmp_path: Path) -> None:
    from sab.driver_env import base_env
    from sab.runners.sandbox import detect

    env = base_env(tmp_path, 1, tmp_path / "env/bin")
    assert str(tmp_path / "env/bin") not in env["PATH"]
    assert env["SAB_PATH"].startswith(f"{tmp_path / 'env/bin'}:") and env["SAB_PATH"].endswith(env["PATH"])
    sandbox = detect()
    if sandbox.bwrap is not None and sandbox.candidate_uid is not None:
        script = sandbox.script([], tmp_path / "seccomp.bpf")
        assert " setpriv " not in script and "/setpriv --reuid=" in script  # never looked up on run.sh's PATH


def test_the_shared_harness_is_read_only_in_the_sandbox(tmp_path: Path) -> None:
    """$CHECK_DIR/../../harness resolves to the leaf's copy, not to the sandbox's writable /tmp."""
    repo = copy_project(tmp_path / "project")
    leaf = repo / LEAF
    (leaf / "tests/harness").mkdir()
    (leaf / "tests/harness/common.sh").write_text('echo "shared harness from the leaf" >"$OUT_DIR/who.txt"\n')
    dockerfile = leaf / "environment/Dockerfile"
    dockerfile.write_text(dockerfile.read_text() + f"COPY {LEAF}/tests/harness/ /workspace/harness/\n")
    run_sh = leaf / "tests/checks/sine-decay/run.sh"
    text = run_sh.read_text()
    run_sh.write_text(text[: run_step_at(text)] + textwrap.dedent("""\
        mkdir -p /tmp/harness 2>/dev/null && echo 'echo forged >"$OUT_DIR/who.txt"' >/tmp/harness/common.sh
        echo probe >"$CHECK_DIR/../../harness/written.txt" 2>/dev/null && echo "harness writable" >&2
        bash "$CHECK_DIR/../../harness/common.sh"
        """))
    done = run_sab("run", LEAF, "--check", "sine-decay", "--out", "out", cwd=repo)
    assert done.returncode == 0, done.stdout + done.stderr + (repo / "out/sine-decay/run.log").read_text()
    assert (repo / "out/sine-decay/who.txt").read_text() == "shared harness from the leaf\n"
    assert "harness writable" not in (repo / "out/sine-decay/run.log").read_text()


# In process: which names a harness may import, seen through undeclared_imports.


def _undeclared(leaf: Path, source: Path | None, text: str) -> list[tuple[int, str]]:
    from sab.validate.dependencies import undeclared_imports

    harness = leaf / "tests/checks/basic/harness"
    harness.mkdir(exist_ok=True)
    (harness / "drive.py").write_text(textwrap.dedent(text))
    return [(found.line, found.module) for found in undeclared_imports(Leaf(leaf), source)]


def test_each_import_is_reported_by_its_top_level_name_and_line(leaf: Path) -> None:
    assert _undeclared(leaf, None, """\
        import alpha.beta, gamma
        from delta.epsilon import zeta
        from . import sibling
        from .relative import name
        from .. import parent
        import os.path
        import drive, harness
        """) == [(1, "alpha"), (1, "gamma"), (2, "delta")]
    (leaf / "tests/checks/basic/harness/broken.py").write_text("import nowhere\ndef (:\n")  # its check fails when it runs
    assert _undeclared(leaf, None, "import kappa\n") == [(1, "kappa")]


def test_the_source_tree_provides_its_modules_packages_extensions_and_itself(leaf: Path, tmp_path: Path) -> None:
    tree = tmp_path / "my-tree"
    for folder in ("package", "data.d", "src/inner_package", "lib", "python"):
        (tree / folder).mkdir(parents=True)
    for name in ("module.py", "notes.txt", "fast.cpython-311-x86_64-linux-gnu.so", "win.pyd", "src/inner.py",
                 "src/readme.md", "lib/libmodule.py", "python/pymodule.py"):
        (tree / name).write_text("")
    names = ["my_tree", "module", "package", "fast", "win", "inner", "inner_package", "libmodule", "pymodule",
             "notes", "data", "readme", "cpython"]
    text = "".join(f"import {name}\n" for name in names)
    assert [module for _, module in _undeclared(leaf, tree, text)] == ["notes", "data", "readme", "cpython"]
    assert [module for _, module in _undeclared(leaf, tmp_path / "absent", text)] == names
    (tmp_path / "a-file").write_text("")
    assert [module for _, module in _undeclared(leaf, tmp_path / "a-file", text)] == names


def test_a_pin_provides_its_normalised_name_until_its_environment_is_built(leaf: Path, monkeypatch: pytest.MonkeyPatch,
                                                                          tmp_path: Path) -> None:
    from sab.leafenv import MARKER, requirement_key

    pins = ["typing-extensions==4.12.2", "PyYAML==6.0.2", "zope.interface==7.0"]
    declare_dependencies(leaf, pins)
    monkeypatch.setenv("SAB_ENV_CACHE", str(tmp_path / "environments"))
    text = "import typing_extensions\nimport pyyaml\nimport zope_interface\nimport yaml\nimport six\n"
    assert _undeclared(leaf, None, text) == [(4, "yaml"), (5, "six")]
    # Built: the names its site-packages folders show, metadata folders aside, replace the guesses.
    environment = tmp_path / "environments" / requirement_key(pins)
    for site, entries in (("lib/python3.11/site-packages", ("yaml/", "six.py", "_cffi_backend.cpython-311-x86_64-linux-gnu.so",
                                                            "metadata_only.dist-info/", "old_style.egg-info/")),
                          ("lib/python3.12/site-packages", ("zope/",))):
        for entry in entries:
            path = environment / site / entry.rstrip("/")
            path.parent.mkdir(parents=True, exist_ok=True)
            path.mkdir() if entry.endswith("/") else path.write_text("")
    (environment / MARKER).write_text("{}\n")
    text = ("import typing_extensions\nimport yaml\nimport six\nimport _cffi_backend\nimport zope.interface\n"
            "import metadata_only\nimport old_style\n")
    assert _undeclared(leaf, None, text) == [(1, "typing_extensions"), (6, "metadata_only"), (7, "old_style")]
