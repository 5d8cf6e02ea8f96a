"""sab migrate: a leaf of the ScienceIDE_Env layout converted into this repository's layout.

The end-to-end tests use the tmm leaf of that layout under shared/fixtures (beside this
repository) and skip when it is absent; the unit tests build their inputs themselves.
"""

from __future__ import annotations

import json
import os
import shutil
import signal
import stat
import subprocess
import sys
from pathlib import Path

import pytest

from conftest import copy_project, run_sab

FIXTURES = Path(__file__).resolve().parents[2] / "shared/fixtures/scienceide-env"
PEER_LEAF = FIXTURES / "tasks/tmm/tmm"
needs_fixture = pytest.mark.skipif(not PEER_LEAF.is_dir(), reason=f"the ScienceIDE_Env fixture is absent ({PEER_LEAF})")
TO = "tasks/tmm/package"
COLOUR = "film-color-sio2-on-si"


def _project(tmp_path: Path) -> Path:
    root = copy_project(tmp_path / "project", leaves=())
    (root / "tasks").mkdir(exist_ok=True)
    return root


def _peer(tmp_path: Path, keep: tuple[str, ...] | None = None) -> Path:
    """A writable copy of the fixture leaf (the fixture itself is read-only), optionally with fewer checks."""
    leaf = tmp_path / "peer" / "tasks" / "tmm" / "tmm"
    shutil.copytree(PEER_LEAF, leaf)
    for path in [leaf, *leaf.rglob("*")]:
        path.chmod(path.stat().st_mode | stat.S_IWUSR)
    if keep is not None:
        for check in (leaf / "tests/checks").iterdir():
            if check.name not in keep:
                shutil.rmtree(check)
    return leaf


def _migrate(root: Path, leaf: Path, *extra: str) -> subprocess.CompletedProcess:
    return run_sab("migrate", str(leaf), "--to", TO, *extra, cwd=root)


def _library(root: Path, leaf: Path, dry_run: bool = False):
    from sab.config import load_settings
    from sab.migrate import MigrateOptions, migrate

    return migrate(load_settings(root), MigrateOptions(leaf, str(root / TO), dry_run))


def _rubric(leaf: Path, check: str) -> dict:
    return json.loads((leaf / "tests/checks" / check / "rubric.json").read_text())


# --------------------------------------------------------------------------- the fixture, end to end


@needs_fixture
def test_the_fixture_converts_into_a_lint_clean_leaf(tmp_path: Path) -> None:
    import tomllib

    root = _project(tmp_path)
    done = _migrate(root, PEER_LEAF)
    assert done.returncode == 1, done.stdout + done.stderr  # converted, one check left out
    assert f"LEFT OUT tests/checks/{COLOUR}: its harness imports colorpy (probe.py:60)" in done.stdout
    lint = run_sab("lint", TO, cwd=root)
    assert lint.returncode == 0, lint.stdout + lint.stderr
    assert run_sab("validate-harbor", TO, cwd=root).returncode == 0

    leaf = root / TO
    checks = sorted(p.name for p in (leaf / "tests/checks").iterdir())
    assert len(checks) == 13 and COLOUR not in checks
    manifest = tomllib.loads((leaf / "task.toml").read_text())
    meta = manifest["metadata"]["sciaccel"]
    assert manifest["task"]["name"] == "sciaccel/tmm-package" and meta["slug"] == "tmm-package"
    assert meta["arxiv"] == "physics.optics, physics.comp-ph"
    assert meta["references"][0].endswith("(2016, v5 2020) <https://arxiv.org/abs/1603.02720>")
    assert not {"language_to", "public_inputs", "notes"} & set(meta)
    assert meta["dependencies"] == {"python": ["numpy==2.4.6", "scipy==1.17.1"], "system": []}  # matplotlib: colour only
    assert len(meta["equivalence_explanation"]) == 13  # derived by sab, not the hand-written text
    assert "public_inputs" in (leaf / "comment/README.md").read_text()

    target = json.loads((leaf / "target/a100-sxm4-80gb.json").read_text())
    assert target["device"] == "a100-sxm4-80gb" and "id" not in target and target["placeholder"] is True
    assert target["host_cpu"] == "unknown" and isinstance(target["notes"], str)

    check = leaf / "tests/checks/ellipsometry-sio2-on-si"
    assert (check / "harness/probe.py").is_file() and not (check / "probe.py").exists()
    run_sh = (check / "run.sh").read_text()
    assert '"$CHECK_DIR/harness/probe.py"' in run_sh and "SAB_BUILD_SECONDS" in run_sh
    assert 'echo "SAB_BUILD_SECONDS=$(( $(date +%s) - BUILD_START ))" >&3' in run_sh
    rubric = _rubric(leaf, "ellipsometry-sio2-on-si")
    assert rubric["comparison"] == {"files": [{"path": "ellipsometry.npy", "format": "npy", "atol": 1e-12, "rtol": 1e-9}]}
    assert rubric["altbuild"] is None and "No alternative build: the module is pure Python" in rubric["warrant"]
    assert not {"runtime_note", "default_vs_upstream"} & set(rubric) and rubric["evidence"] is None
    assert "acceleration" in json.loads((leaf / "tests/checks/dispersive-film-transmission/check.json").read_text())["labels"]

    record = leaf / "comment/migrated-from"
    assert (record / "task.toml").read_bytes() == (PEER_LEAF / "task.toml").read_bytes()
    assert (record / "comment/pipeline/self-validation.json").is_file()
    assert (record / f"tests/checks/{COLOUR}/probe.py").is_file()  # the left-out check, whole
    report = json.loads((record / "report.json").read_text())
    assert report["left_out"].keys() == {COLOUR} and report["module"]["state"] == "proposed"

    modules = json.loads((root / "codebase-reports/tmm/modules.json").read_text())["modules"]
    package = next(m for m in modules if m["module"] == "package")
    assert package["proposed_by"] == "sab migrate" and package["approved_by"] is None
    assert "tests.py::basic_test" in package["tests"] and "examples.py::sample3" in package["tests"]
    assert "sab modules approve tmm package --by NAME" in done.stdout

    again = _migrate(root, PEER_LEAF)
    assert again.returncode == 2 and again.stdout == "" and "error:" in again.stderr and "already exists" in again.stderr


@needs_fixture
def test_dry_run_writes_nothing_and_reports_the_same(tmp_path: Path) -> None:
    root = _project(tmp_path)
    modules = (root / "codebase-reports/tmm/modules.json").read_bytes()
    done = _migrate(root, PEER_LEAF, "--dry-run", "--json")
    assert done.returncode == 1
    report = json.loads(done.stdout)
    assert report["dry_run"] and not report["written"] and report["exit_code"] == 1
    assert list(report["left_out"]) == [COLOUR] and len(report["checks"]) == 13
    assert report["module"]["state"] == "propose"
    assert not (root / "tasks/tmm").exists()
    assert (root / "codebase-reports/tmm/modules.json").read_bytes() == modules


@needs_fixture
def test_a_source_that_is_not_vendored_is_bad_input(tmp_path: Path) -> None:
    root = _project(tmp_path)
    leaf = _peer(tmp_path)
    toml = leaf / "task.toml"
    toml.write_text(toml.read_text().replace('source = "tmm"', 'source = "tmm-missing"'))
    done = _migrate(root, leaf)
    assert done.returncode == 2 and "Traceback" not in done.stderr
    assert done.stderr.startswith("error: code/tmm-missing: metadata.sciaccel.source: source 'tmm-missing' is not vendored")
    assert "sab source add tmm-missing" in done.stderr
    assert not (root / "tasks/tmm").exists()


@needs_fixture
def test_not_a_leaf_and_a_bad_destination_are_bad_input(tmp_path: Path) -> None:
    root = _project(tmp_path)
    done = run_sab("migrate", str(tmp_path), cwd=root)
    assert done.returncode == 2 and "not a leaf: no task.toml" in done.stderr
    done = run_sab("migrate", str(PEER_LEAF), "--to", "elsewhere/tmm", cwd=root)
    assert done.returncode == 2 and "is not tasks/<codebase>/<module>" in done.stderr
    assert not any((root / "tasks").iterdir())


@needs_fixture
def test_a_hybrid_rubric_is_left_out_with_a_draft(tmp_path: Path) -> None:
    root = _project(tmp_path)
    leaf = _peer(tmp_path, keep=("ellipsometry-sio2-on-si", "interface-rt"))
    path = leaf / "tests/checks/interface-rt/rubric.json"
    rubric = json.loads(path.read_text())
    rubric["policy"] = "hybrid"
    rubric["comparison"]["invariants"] = [
        {"name": "R_total", "file": "interface.npy", "format": "npy", "mode": "drift", "max_relative_drift": 1e-6}]
    path.write_text(json.dumps(rubric))
    from sab.model.rubric import POLICIES

    report = _library(root, leaf)
    assert report.exit_code == 1 and report.checks == ["ellipsometry-sio2-on-si"]
    if "hybrid" not in POLICIES:  # a sab without hybrid rubrics cannot hold it at all
        assert report.left_out["interface-rt"].startswith("policy 'hybrid' has no equivalent here")
        return
    assert "must state its coverage" in report.left_out["interface-rt"]
    draft = json.loads((root / TO / "comment/migrated-from/drafts/interface-rt/rubric.json").read_text())
    invariant = draft["comparison"]["invariants"]["invariants"][0]
    assert invariant == {"name": "r-total", "file": "interface.npy", "format": "npy", "kind": "drift", "bound": 1e-6}
    assert draft["comparison"]["pointwise"]["files"][0]["atol"] == 1e-12
    assert draft["comparison"]["invariants"]["coverage"] == [{"file": "interface.npy", "format": "npy"}]
    assert run_sab("lint", TO, cwd=root).returncode == 0


@needs_fixture
def test_a_vacuous_variant_a_nested_target_and_an_edited_driver_are_reported(tmp_path: Path) -> None:
    root = _project(tmp_path)
    leaf = _peer(tmp_path, keep=("ellipsometry-sio2-on-si", "interface-rt"))
    check = leaf / "tests/checks/interface-rt"
    shutil.copy(check / "ic/nominal/input.json", check / "ic/variant/input.json")
    target = json.loads((leaf / "target/a100-sxm4-80gb.json").read_text())
    target["host"]["cpu"] = {"model": "EPYC 7763", "cores": 64}
    target["links"] = [{"kind": "nvlink"}]
    (leaf / "target/a100-sxm4-80gb.json").write_text(json.dumps(target))
    test_sh = leaf / "tests/test.sh"
    test_sh.write_text(test_sh.read_text().replace("set -euo pipefail\n", "set -euo pipefail\nexport LD_PRELOAD=/opt/fast.so\n", 1))

    report = _library(root, leaf)
    assert report.exit_code == 0 and not report.left_out
    warnings = {(item.where, item.message) for item in report.findings.of("warning")}
    assert any(where == "tests/checks/interface-rt" and "ic/variant is identical to ic/nominal" in message
               for where, message in warnings)
    edit = next(message for where, message in warnings if where == "tests/test.sh")
    assert "differs from the peer's stock driver: 1 line(s) added or changed (line 20: `export LD_PRELOAD=/opt/fast.so`)" in edit
    assert any("`links` holds objects or lists" in message for _, message in warnings)
    flat = json.loads((root / TO / "target/a100-sxm4-80gb.json").read_text())
    assert flat["host_cpu_model"] == "EPYC 7763" and flat["host_cpu_cores"] == 64 and "links" not in flat
    assert (root / TO / "comment/migrated-from/tests/test.sh").read_text() == test_sh.read_text()
    assert run_sab("lint", TO, cwd=root).returncode == 0


@needs_fixture
def test_an_edited_grader_and_an_unexpressible_tolerance_leave_their_checks_out(tmp_path: Path) -> None:
    root = _project(tmp_path)
    leaf = _peer(tmp_path, keep=("ellipsometry-sio2-on-si", "interface-rt", "coh-opaque-layer"))
    validate = leaf / "tests/checks/interface-rt/validate.py"
    validate.write_text(validate.read_text().replace("err = np.abs(c - r)", "err = np.abs(np.sort(c) - np.sort(r))"))
    path = leaf / "tests/checks/coh-opaque-layer/rubric.json"
    rubric = json.loads(path.read_text())
    rubric["comparison"]["files"][0]["column_weights"] = [1, 2]
    path.write_text(json.dumps(rubric))
    report = _library(root, leaf, dry_run=True)
    assert report.exit_code == 1 and report.checks == ["ellipsometry-sio2-on-si"]
    assert report.left_out["interface-rt"].startswith("validate.py is not the peer's stock grader (1 line(s) added or changed")
    assert "`column_weights` ([1, 2]) is a per-column or tolerance setting" in report.left_out["coh-opaque-layer"]


@needs_fixture
@pytest.mark.network
def test_selfcheck_of_the_converted_leaf_measures_the_recorded_variant_bound_fractions(tmp_path: Path) -> None:
    """Three checks only, to keep the run short: the others are removed from the copy of the old
    leaf before it is migrated (the migration then moves the acceleration label itself). The
    first run builds the leaf's pinned environment (numpy, scipy) from the package index."""
    keep = ("absorp-analytic-fn", "ellipsometry-sio2-on-si", "inc-tmm-consistency")
    root = _project(tmp_path)
    leaf = _peer(tmp_path, keep=keep)
    assert _migrate(root, leaf).returncode == 0
    done = run_sab("selfcheck", TO, "--mutants", "0", "--no-coverage", "--json", cwd=root)
    result = json.loads(done.stdout)
    # Every variant solve passes its check; with no fault evidence the verdict asks for a ruling.
    assert done.returncode == 1 and result["result"] == "ruling-needed" and not result["problems"], done.stderr
    recorded = json.loads((PEER_LEAF / "comment/pipeline/self-validation.json").read_text())["variant_bound_fraction"]
    measured = {name: result["checks"][name]["evidence"]["variant"] for name in keep}
    assert all(variant["passed"] is True for variant in measured.values())
    # The variant moves an input by 2 ulps, so these distances are a few ulps of the outputs, and
    # numpy picks its vectorised kernels by the host's CPU: on the machine that recorded them all
    # three agree to 1e-6; on an AVX-512 host absorp-analytic-fn measured 7.44e-7 (recorded
    # 8.60e-7) and inc-tmm-consistency 1.145e-4 (9.24e-5). The same bound and observable keep the
    # ratio near 1 on every host; a wrong bound, file or column moves it by orders of magnitude.
    for name in keep:
        assert 0.5 <= measured[name]["bound_fraction"] / recorded[name] <= 2.0, (name, measured[name], recorded[name])


# --------------------------------------------------------------------------- what the old leaf may hold


def _secret(tmp_path: Path) -> Path:
    folder = tmp_path / "secret-dir"
    folder.mkdir()
    (folder / "id_rsa").write_text("-----BEGIN OPENSSH PRIVATE KEY-----\nnot for a leaf\n")
    return folder


def _refused(root: Path, leaf: Path, *extra: str) -> str:
    """Run migrate with a deadline (a FIFO once hung it), expect bad input and nothing written; the error."""
    modules = (root / "codebase-reports/tmm/modules.json").read_bytes()
    done = subprocess.run([sys.executable, "-m", "sab", "migrate", str(leaf), "--to", TO, *extra], cwd=root,
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 2 and done.stdout == "", done.stdout + done.stderr
    assert done.stderr.startswith("error: ") and "Traceback" not in done.stderr and "(fix: " in done.stderr
    assert not (root / "tasks/tmm").exists()
    assert (root / "codebase-reports/tmm/modules.json").read_bytes() == modules
    return done.stderr


@needs_fixture
@pytest.mark.parametrize("rel, to", [
    ("comment/README.md", "id_rsa"),         # a file of the old record
    ("comment/pipeline", ""),                # a folder of the old record
    ("tests/checks/zz-leak", ""),            # a check folder (it would be kept whole, left out)
    ("tests/checks/interface-rt/ic/nominal/input.json", "id_rsa"),
])
def test_a_symbolic_link_anywhere_in_the_old_leaf_is_refused(tmp_path: Path, rel: str, to: str) -> None:
    root = _project(tmp_path)
    leaf = _peer(tmp_path, keep=("ellipsometry-sio2-on-si", "interface-rt"))
    secret = _secret(tmp_path)
    link = leaf / rel
    if link.is_dir():
        shutil.rmtree(link)
    elif link.exists():
        link.unlink()
    link.symlink_to(secret / to if to else secret)
    error = _refused(root, leaf)
    assert f"{leaf / rel}: is a symbolic link" in error and "not for a leaf" not in error


@needs_fixture
def test_a_fifo_in_the_old_leaf_is_refused_without_waiting_on_it(tmp_path: Path) -> None:
    root = _project(tmp_path)
    leaf = _peer(tmp_path, keep=("ellipsometry-sio2-on-si",))
    fifo = leaf / "comment/pipeline/status"
    os.mkfifo(fifo)
    for extra in (("--dry-run",), ()):
        error = _refused(root, leaf, *extra)
        assert f"{fifo}: is a FIFO, not a regular file" in error


@needs_fixture
def test_a_file_over_the_size_cap_is_refused(tmp_path: Path) -> None:
    from sab.errors import SabError

    root = _project(tmp_path)
    leaf = _peer(tmp_path, keep=("ellipsometry-sio2-on-si",))
    with (leaf / "comment/pipeline/trace.json").open("wb") as handle:
        handle.truncate(64 * 2**20 + 1)  # sparse: the size is what is refused, before any byte is read
    with pytest.raises(SabError, match=r"trace\.json: is larger than 64 MiB"):
        _library(root, leaf, dry_run=True)


def test_the_reader_follows_no_link_and_waits_on_no_fifo(tmp_path: Path) -> None:
    """Past the audit too: a link or FIFO that appears after it is refused by the read itself."""
    from sab.errors import SabError
    from sab.migrate import peer

    secret = _secret(tmp_path.resolve())
    comment = tmp_path.resolve() / "leaf/comment"
    comment.mkdir(parents=True)
    (comment / "ok.txt").write_text("ok")
    (comment / "pipeline").symlink_to(secret)
    (comment / "README.md").symlink_to(secret / "id_rsa")
    os.mkfifo(comment / "status")

    def waited(*_: object) -> None:
        raise AssertionError("the read waited on the FIFO")

    previous = signal.signal(signal.SIGALRM, waited)
    signal.alarm(30)
    try:
        assert peer.read_file(comment / "ok.txt") == (b"ok", 0o644)
        for rel, refused in (("pipeline/id_rsa", "pipeline: is a symbolic link"), ("README.md", "README.md: is a symbolic link"),
                             ("status", "status: is a FIFO")):
            with pytest.raises(SabError, match=refused):
                peer.read_bytes(comment / rel)
        with pytest.raises(SabError, match="pipeline: is a symbolic link"):
            peer.entries(comment / "pipeline")
        with pytest.raises(SabError, match="README.md: is a symbolic link"):
            peer.entries(comment)
    finally:
        signal.alarm(0)
        signal.signal(signal.SIGALRM, previous)


# --------------------------------------------------------------------------- the parts, on their own


def test_run_sh_reports_its_build_time_on_descriptor_3_and_finds_its_harness(tmp_path: Path) -> None:
    from sab.migrate.runsh import rewrite_run_sh

    script = """#!/usr/bin/env bash
# a peer check
set -euo pipefail
WORK="$(mktemp -d)"; trap 'rm -rf "$WORK"' EXIT
cp -R "$SOURCE_DIR/." "$WORK/src"
START=$(date +%s)
mkdir -p "$WORK/build"
[ -d "$WORK/none" ] && echo never
echo "SAB_BUILD_SECONDS=$(( $(date +%s) - START ))"
python3 ./probe.py --table tables/t.txt > "$OUT_DIR/out.txt"
"""
    rewrite = rewrite_run_sh(script, ["probe.py", "tables"])
    text = rewrite.text
    assert 'python3 ./harness/probe.py --table harness/tables/t.txt' in text
    assert "chmod -R u+w \"$WORK\" 2>/dev/null; rm -rf \"$WORK\"" in text
    assert text.index("START=$(date +%s)\n{\n") < text.index("} 3>&-\necho \"SAB_BUILD_SECONDS=") < text.index("exec 3>&-")
    assert not rewrite.warnings
    check = tmp_path / "check"
    (check / "harness/tables").mkdir(parents=True)
    (check / "harness/probe.py").write_text("print('ran')\n")
    (check / "run.sh").write_text(text)
    source = tmp_path / "source"
    source.mkdir()
    (source / "module.py").write_text("")
    source.chmod(0o555)
    timing = tmp_path / "timing"
    out = tmp_path / "out"
    out.mkdir()
    done = subprocess.run(["bash", "-c", 'bash "$0" nominal 3>"$1"', str(check / "run.sh"), str(timing)], cwd=tmp_path,
                          env={"PATH": os.environ["PATH"], "SOURCE_DIR": str(source), "OUT_DIR": str(out)},
                          capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    assert timing.read_text().startswith("SAB_BUILD_SECONDS=") and "SAB_BUILD" not in done.stdout
    assert (out / "out.txt").read_text() == "ran\n"


def test_a_run_sh_without_a_build_time_reports_zero() -> None:
    from sab.migrate.runsh import rewrite_run_sh

    rewrite = rewrite_run_sh("#!/bin/bash\nset -e\npython3 \"$CHECK_DIR/probe.py\"\n", ["probe.py"])
    assert 'echo "SAB_BUILD_SECONDS=0" >&3' in rewrite.text and "$CHECK_DIR/harness/probe.py" in rewrite.text
    assert any("reported no build time" in note for note in rewrite.notes)


def _old_rubric(comparison: dict, policy: str = "pointwise") -> dict:
    return {"check": "old", "policy": policy, "chaotic": False, "upstream_test": "tests/t.py", "configuration": "c",
            "observable": "o", "expected_runtime_s": 2, "variant": "v", "altbuild": "none: nothing compiles",
            "warrant": "w.", "comparison": comparison, "runtime_note": "fast", "evidence": {"floor": None}}


def test_rubric_tolerances_are_pushed_into_each_file() -> None:
    from sab.migrate.rubrics import convert

    converted = convert(_old_rubric({"atol": 1e-12, "rtol": 1e-9, "files": [
        {"path": "a.npy", "format": "npy", "skip_header_bytes": 0},
        {"path": "h.txt", "format": "text", "columns": [0, 2]},  # the peer's grader read only these (usecols)
    ]}), "new-name", stock_grader=True)
    assert converted.left_out is None and not converted.warnings
    rubric = converted.rubric
    assert rubric["check"] == "new-name" and rubric["altbuild"] is None and rubric["warrant"] == "w. No alternative build: nothing compiles"
    assert rubric["comparison"]["files"] == [
        {"path": "a.npy", "format": "npy", "atol": 1e-12, "rtol": 1e-9},
        {"path": "h.txt", "format": "text", "columns": [0, 2], "atol": 1e-12, "rtol": 1e-9},
    ]
    assert converted.kept_prose == {"runtime_note": "fast"} and rubric["evidence"] is None


def _grade(tmp_path: Path, rubric: dict, reference: str, candidate: str) -> dict:
    """sab's stock validate.py on one text file h.txt of each run."""
    from sab.grader.assemble import render

    for name, text in (("reference", reference), ("candidate", candidate)):
        (tmp_path / name).mkdir()
        (tmp_path / name / "h.txt").write_text(text)
    (tmp_path / "validate.py").write_text(render())
    (tmp_path / "rubric.json").write_text(json.dumps(rubric))
    done = subprocess.run([sys.executable, str(tmp_path / "validate.py"), "--reference", str(tmp_path / "reference"),
                           "--candidate", str(tmp_path / "candidate"), "--rubric", str(tmp_path / "rubric.json"),
                           "--out", str(tmp_path / "result.json")], capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    return json.loads((tmp_path / "result.json").read_text())


def test_per_column_tolerances_never_narrow_what_is_graded(tmp_path: Path) -> None:
    """The peer's stock grader ignored per_column, column_tolerances and a `columns` table, and graded
    every value at the shared tolerance: so does the converted check."""
    from sab.migrate.rubrics import convert

    tighter = convert(_old_rubric({"atol": 1e-12, "rtol": 1e-9, "files": [
        {"path": "h.txt", "format": "text", "per_column": [{"column": 0, "atol": 0.0, "rtol": 0.0}]},
    ]}), "seven", stock_grader=True)
    assert tighter.left_out is None
    assert tighter.rubric["comparison"]["files"] == [{"path": "h.txt", "format": "text", "atol": 1e-12, "rtol": 1e-9}]
    assert any("per_column" in warning and "the whole file is graded" in warning for warning in tighter.warnings)
    reference = "1 2 3 4 5 6 7\n"
    verdict = _grade(tmp_path, tighter.rubric, reference, "1 0 0 0 0 0 0\n")  # six of seven columns wrong
    assert verdict["passed"] is False

    for key, table in (("column_tolerances", [{"columns": [3], "atol": 1e-6}]),
                       ("per_column", [{"column": 0, "atol": 0.0}, {"column": 1, "rtol": 1e-3}]),
                       ("columns", {"0": {"atol": 0.0, "rtol": 0.0}, "1": {"atol": 1e-6}})):
        looser = convert(_old_rubric({"atol": 1e-12, "rtol": 1e-9, "files": [
            {"path": "h.txt", "format": "text", key: table}]}), "seven", stock_grader=True)
        assert looser.rubric is None, key
        assert looser.left_out.startswith("comparison.files[0] (h.txt): per-column tolerances cannot be converted "
                                          "without knowing the file's columns"), looser.left_out
        assert "split the file by `columns` by hand, listing every column" in looser.left_out


def test_a_column_the_peer_grader_ignored_grades_the_whole_file() -> None:
    from sab.migrate.rubrics import convert

    converted = convert(_old_rubric({"atol": 1e-12, "rtol": 1e-9, "files": [
        {"path": "h.txt", "format": "text", "column": 2},
        {"path": "a.npy", "format": "npy", "column": 1},
        {"path": "b.npy", "format": "npy", "columns": [0, 1]},
        {"path": "c.f64", "column": 0},
    ]}), "whole", stock_grader=True)
    assert converted.left_out is None
    assert [entry.get("columns") for entry in converted.rubric["comparison"]["files"]] == [None] * 4
    warned = [warning for warning in converted.warnings if "the whole file is graded" in warning]
    assert [warning.split(":")[0] for warning in warned] == [
        "comparison.files[0] (h.txt)", "comparison.files[1] (a.npy)", "comparison.files[2] (b.npy)",
        "comparison.files[3] (c.f64)"]


def test_invariants_map_mode_and_drift_but_need_their_coverage() -> None:
    from sab.migrate.rubrics import convert

    converted = convert(_old_rubric({"invariants": [
        {"name": "energy", "file": "e.txt", "format": "text", "column": 2, "mode": "drift", "max_relative_drift": 1e-8},
        {"name": "mass", "file": "e.txt", "column": 1, "mode": "agreement", "statistic": "mean", "rtol": 1e-6},
    ]}, policy="invariants"), "chain", stock_grader=True)
    assert converted.rubric is None and "must state its coverage" in converted.left_out
    assert converted.draft["comparison"]["invariants"] == [
        {"name": "energy", "file": "e.txt", "format": "text", "column": 2, "kind": "drift", "bound": 1e-8},
        {"name": "mass", "file": "e.txt", "format": "text", "column": 1, "kind": "agreement", "statistic": "mean",
         "atol": 0.0, "rtol": 1e-6},
    ]
    unknown = convert(_old_rubric({"invariants": [{"name": "x", "file": "e.txt", "mode": "spectral", "rtol": 1}]},
                                  policy="invariants"), "chain", stock_grader=True)
    assert unknown.left_out == "comparison.invariants[0]: mode 'spectral' is none of agreement, drift, distribution"


def test_the_peer_stock_drivers_are_known_and_edits_are_shown() -> None:
    from sab.migrate.peerstock import compare

    if PEER_LEAF.is_dir():
        for rel in ("tests/test.sh", "solution/solve.sh"):
            assert compare((PEER_LEAF / rel).read_text(), rel) is None
        assert compare((PEER_LEAF / "tests/checks/interface-rt/validate.py").read_text() + "\n# a comment\n", "validate.py") is None
    edit = compare("#!/bin/bash\necho hello\n", "tests/test.sh")
    assert edit is not None and edit.changed == [(2, "echo hello")] and edit.missing > 100


def test_images_give_pins_packages_and_settings() -> None:
    from sab.migrate.environment import read_images

    images = read_images({"environment/Dockerfile": (
        "FROM debian\n# a comment\nRUN apt-get update && apt-get install -y --no-install-recommends \\\n"
        "    python3 gfortran libfftw3-dev && rm -rf /var/lib/apt/lists/*\n"
        "RUN python3 -m pip install --no-cache-dir numpy==2.4.6 'scipy>=1.11' -r extra.txt\n"
        "ENV OMP_NUM_THREADS=1 MPLBACKEND=Agg\n")})
    assert images.pins == ["numpy==2.4.6"] and images.loose == ["scipy>=1.11"]
    assert images.packages == ["python3", "gfortran", "libfftw3-dev"]
    assert images.environment == {"OMP_NUM_THREADS": "1", "MPLBACKEND": "Agg"}
    assert images.problems == ["environment/Dockerfile: `pip install -r extra.txt` cannot be read into pins"]
