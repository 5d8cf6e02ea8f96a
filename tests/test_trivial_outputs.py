"""Trivial candidates (sab.selfcheck.trivial): each kind made from real outputs of each format, and
selfcheck refusing a check that accepts one wholesale until a curator rules it expected."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import numpy as np
import pytest

from conftest import copy_project, run_sab
from sab.selfcheck.trivial import KINDS, _rewrite, transform

LEAF = "tasks/heat1d/solver"


@pytest.mark.parametrize("kind", KINDS)
def test_each_kind_rewrites_every_format_and_keeps_its_shape(tmp_path: Path, kind: str) -> None:
    values = np.array([[0.0, 1.25, -3.5e-7], [2.0, 1e300, 7.123456789]])
    np.save(tmp_path / "a.npy", values)
    header = b"HDR16bytes......"
    (tmp_path / "a.f64").write_bytes(header + values.astype("<f8").tobytes())
    (tmp_path / "a.txt").write_text("# t  u\n0.5 1.25 # note 9\n1.5 -3.5e-07\n")
    (tmp_path / "a.json").write_text(json.dumps({"energy": 7.123456789, "steps": 40, "ok": True, "name": "x"}))
    entries = {"a.npy": {"format": "npy"}, "a.f64": {"format": "f64", "skip_header_bytes": 16},
               "a.txt": {"format": "text", "comments": "#", "skip_rows": 0}, "a.json": {"format": "json"}}
    for name, entry in entries.items():
        _rewrite(tmp_path / name, entry, kind)
    expected = transform(kind, values)
    assert np.array_equal(np.load(tmp_path / "a.npy"), expected, equal_nan=True)
    raw = (tmp_path / "a.f64").read_bytes()
    assert raw[:16] == header and np.array_equal(np.frombuffer(raw[16:], "<f8").reshape(2, 3), expected, equal_nan=True)
    text = (tmp_path / "a.txt").read_text().splitlines()
    assert text[0] == "# t  u" and text[1].endswith("# note 9")  # comments untouched
    rows = [[float(v) for v in line.split("#")[0].split()] for line in text[1:]]
    if kind == "constant":  # one value for the whole file: the mean of its numbers
        assert len({v for row in rows for v in row}) == 1
    else:
        assert np.allclose(rows[1], transform(kind, np.array([1.5, -3.5e-7])), equal_nan=True)
    data = json.loads((tmp_path / "a.json").read_text())
    assert data["ok"] is True and data["name"] == "x"
    if kind == "zeros":
        assert data["energy"] == 0 and not np.any(expected)
    if kind == "digits6":
        assert expected[1, 2] == 7.12346 and data["energy"] == 7.12346
    if kind == "float32":
        assert expected[0, 2] == float(np.float32(-3.5e-7)) and expected[0, 2] != -3.5e-7


def _loosen_with_a_crash_probe(repo: Path) -> None:
    """issue 35's dishonest leaf: sine-decay's bound widened past the values themselves, and the only
    fault it has to catch one that crashes (caught without a distance)."""
    leaf = repo / LEAF
    rubric_path = leaf / "tests/checks/sine-decay/rubric.json"
    rubric = json.loads(rubric_path.read_text())
    for entry in rubric["comparison"]["files"]:
        entry.update(atol=1e6, rtol=0.0)
    rubric_path.write_text(json.dumps(rubric, indent=2))
    (leaf / "comment/probes/held-end-leak-0.1pct.json").unlink()
    (leaf / "comment/probes/crash.json").write_text(json.dumps({"description": "main fails at once", "edits": [
        {"file": "src/main.c", "old": "    if (argc != 3) {\n        usage(stderr);\n        return 2;",
         "new": "    if (argc != 3 || 1) {\n        usage(stderr);\n        return 3;"}]}))
    run_sab("sync", LEAF, cwd=repo, check=True)


@pytest.mark.e2e
def test_a_check_that_accepts_zeros_is_refused_until_ruled(tmp_path: Path) -> None:
    repo = copy_project(tmp_path / "project")
    _loosen_with_a_crash_probe(repo)
    done = run_sab("selfcheck", LEAF, "--json", "--no-coverage", cwd=repo)
    assert "Traceback" not in done.stderr, done.stderr
    result = json.loads(done.stdout)
    assert result["result"] == "ruling-needed" and done.returncode == 1, result
    trivial = [line for line in result["rulings_needed"] if "trivial output" in line]
    assert any(line.startswith("sine-decay: accepts the trivial output zeros") for line in trivial), result
    accepted = result["checks"]["sine-decay"]["evidence"]["trivial_accepted"]
    assert set(accepted) >= {"zeros", "constant", "negated"}
    assert result["checks"]["neumann-heat"]["evidence"]["trivial_accepted"] == []  # an honest bound accepts none
    # A ruling for one kind lifts that kind only.
    run_sab("tolerance", "rule", LEAF, "sine-decay", "--trivial", "zeros", "--by", "a curator",
            "--note", "test", cwd=repo, check=True)
    again = json.loads(run_sab("selfcheck", LEAF, "--json", "--no-coverage", cwd=repo).stdout)
    lines = [line for line in again["rulings_needed"] if "trivial output" in line]
    assert lines and not any("trivial output zeros" in line for line in lines), again["rulings_needed"]
    bad = run_sab("tolerance", "rule", LEAF, "sine-decay", "--trivial", "ones", "--by", "a curator", "--note", "x", cwd=repo)
    assert bad.returncode != 0 and "--trivial" in bad.stderr and "Traceback" not in bad.stderr
    shutil.rmtree(repo)
