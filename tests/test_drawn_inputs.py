"""A tree that recognises the public inputs earns nothing once the graded inputs are drawn (issue 33).

The acceleration check of heat1d (sine-decay) declares an input family: with a seed, test.sh draws
its graded inputs (harness/draw) instead of running its public ic/nominal, and builds the tree once,
untimed, before any input exists (docs/threat-model.md, "Input families"). Each test runs a real
hostile tree (tests/hostile.py) through `sab run` and `sab grade` (local runner) or the bare trial,
and shows both halves: on the public inputs (`--seed fixed`, the old grading) the trick earns
speed credit, on drawn inputs it earns none and still passes every check.

    lookup table      the program hashes its parameter file and copies the untouched program's
                      stored outputs for each check's public input
    eigenmode         the solver sets the public sine mode to g^n u0 instead of stepping
    prebuilt program  the untouched program shipped compiled; the build only copies it
"""

from __future__ import annotations

import hashlib
import json
import math
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from conftest import copy_project, run_sab
from hostile import eigenmode_heat1d, lookup_heat1d, prebuilt_heat1d
from test_grading_integrity import _remove_open_folders, as_root, trial  # noqa: F401 (a fixture)

LEAF = "tasks/heat1d/solver"
CHECK = "sine-decay"
SEED = "20261207"  # both sides of every drawn grade here: the same --seed
# A speed-up's lower bound no higher than this is the machine's noise, not a trick's gain: the
# local runner times each side in a run of its own, and even side by side (side_by_side) two runs
# of the same program on a shared machine differ by a few per cent.
NOISE = 1.05


@pytest.fixture(scope="module")
def repo(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A project copy with heat1d's core checks (neumann-heat, sine-decay: the acceleration check)."""
    return copy_project(tmp_path_factory.mktemp("drawn") / "project")


@pytest.fixture(scope="module")
def reference_fixed(repo: Path) -> Path:
    """The untouched source, timed, on the public inputs (what every grade ran on before families)."""
    produce(repo, repo / "code/heat1d", repo / "results/fixed", "--timing", "--seed", "fixed")
    return repo / "results/fixed"


@pytest.fixture(scope="module")
def stored(repo: Path) -> dict[str, Path]:
    """What a lookup table ships: the untouched program's outputs for each check's public input
    (ic/nominal/params.par), by the sha256 of that file, made on the solver's own machine."""
    produce(repo, repo / "code/heat1d", repo / "results/stored", "--seed", "fixed")
    table = {}
    for check in sorted((repo / LEAF / "tests/checks").iterdir()):
        outputs = repo / "results/stored-outputs" / check.name
        outputs.mkdir(parents=True)
        for path in (repo / "results/stored" / check.name).iterdir():
            if path.is_file() and not path.name.startswith("run."):
                shutil.copy(path, outputs / path.name)
        table[hashlib.sha256((check / "ic/nominal/params.par").read_bytes()).hexdigest()] = outputs
    return table


def produce(repo: Path, source: Path, out: Path, *extra: str) -> dict:
    done = run_sab("run", LEAF, "--source", str(source), "--out", str(out), "--json", *extra, cwd=repo)
    assert done.returncode == 0, done.stdout + done.stderr
    return json.loads(done.stdout)


def side_by_side(repo: Path, candidate: Path, out: Path, *extra: str) -> tuple[Path, Path]:
    """The untouched source and `candidate`, each through its own `sab run` (`extra`), at the same
    time: load on the shared machine that drifts over the minutes of a test then falls on both
    sides alike (a trial's time-pair interleaves its repeats for the same reason), where a
    reference timed minutes earlier can be 25 % slower or faster than the same program now.
    Returns (reference results, candidate results)."""
    runs = {side: subprocess.Popen([sys.executable, "-m", "sab", "run", LEAF, "--source", str(source), "--out",
                                    str(out / side), "--json", *extra], cwd=repo, text=True,
                                   stdout=subprocess.PIPE, stderr=subprocess.PIPE)
            for side, source in (("reference", repo / "code/heat1d"), ("candidate", candidate))}
    for side, process in runs.items():
        stdout, stderr = process.communicate(timeout=1800)
        assert process.returncode == 0, f"{side}: {stdout}{stderr}"
    return out / "reference", out / "candidate"


def grade(repo: Path, reference: Path, candidate: Path, tmp_path: Path) -> tuple[dict, dict]:
    """(grade.json, reward.json) of `sab grade`."""
    grade_file, reward_file = tmp_path / f"grade-{candidate.name}.json", tmp_path / f"reward-{candidate.name}.json"
    run_sab("grade", LEAF, "--reference", str(reference), "--candidate", str(candidate), "--grade-file",
            str(grade_file), "--reward-file", str(reward_file), "--json", cwd=repo, check=True)
    return json.loads(grade_file.read_text()), json.loads(reward_file.read_text())


def input_digest(folder: Path) -> str:
    """test.sh's input_digest: sha256 over `sha256sum` of each file, sorted by name."""
    lines = "".join(f"{hashlib.sha256(path.read_bytes()).hexdigest()}  ./{path.relative_to(folder).as_posix()}\n"
                    for path in sorted((p for p in folder.rglob("*") if p.is_file()),
                                       key=lambda p: p.relative_to(folder).as_posix().encode()))
    return hashlib.sha256(lines.encode()).hexdigest()


def log(out: Path) -> str:
    return (out / CHECK / "run.log").read_text(errors="replace")


def summary(result: dict) -> str:
    speed = result.get("speed") or {}
    return (f"reward {result['reward']:.4f} correctness {result['correctness']} credit {result.get('speed_credit')} "
            f"speed-up {speed.get('speedup')} low {speed.get('low')} "
            f"reference {speed.get('reference_seconds')} s candidate {speed.get('candidate_seconds')} s: "
            + "; ".join(f"{name} {entry['reason']}" for name, entry in result["checks"].items()))


def assert_credit_on_public_inputs(result: dict) -> None:
    """The hole where it was: on the public inputs the trick passes and is paid for its speed."""
    assert result["correctness"] == 1.0, summary(result)
    assert "seed" not in result and "draws" not in result["checks"][CHECK], summary(result)
    assert result["speed"]["low"] > 10 and result["speed_credit"] > 0.5, summary(result)
    assert result["reward"] > 0.75, summary(result)


def assert_no_credit_on_drawn_inputs(result: dict, reward: dict, reference: Path) -> None:
    """On drawn inputs the trick passes every check (every draw of sine-decay) and is paid nothing
    for speed beyond the machine's noise: the untouched tree's reward."""
    assert result["correctness"] == 1.0, summary(result)
    assert result["seed"] == int(SEED) == reward["seed"], summary(result)
    assert result["checks"][CHECK]["seed"] == int(SEED)
    draws = result["checks"][CHECK]["draws"]
    assert [draw["digest"] for draw in draws] == [input_digest(reference / ".draws" / CHECK / str(k))
                                                  for k in range(1, len(draws) + 1)]
    assert len(draws) == 3 and all(draw["passed"] for draw in draws), draws
    assert result["speed"] is not None, summary(result)
    assert result["speed_credit"] == 0.0 or result["speed"]["low"] <= NOISE, summary(result)
    assert result["speed"]["speedup"] < 1.25, summary(result)  # nor in the median: the same work on both sides
    assert result["reward"] <= 0.5 + 0.5 * math.log(NOISE) / math.log(result["speedup_goal"]), summary(result)


def timed_pair(repo: Path, tree: Path, tmp_path: Path, reference_fixed: Path):
    """The tree timed on the public inputs and, beside the untouched source, on SEED's draws, each
    graded: (grade on the public inputs, grade on the draws, its reward, the untouched draws)."""
    produce(repo, tree, tmp_path / "fixed", "--timing", "--seed", "fixed")
    reference, candidate = side_by_side(repo, tree, tmp_path / "drawn", "--timing", "--seed", SEED)
    fixed, _ = grade(repo, reference_fixed, tmp_path / "fixed", tmp_path)
    drawn, reward = grade(repo, reference, candidate, tmp_path)
    print(f"public inputs: {summary(fixed)}\ndrawn inputs: {summary(drawn)}")
    return fixed, drawn, reward, reference


def test_lookup_table_earns_no_speed_credit_on_drawn_inputs(repo, reference_fixed, stored, tmp_path: Path) -> None:
    tree = lookup_heat1d(tmp_path / "lookup", stored)
    fixed, drawn, reward, reference = timed_pair(repo, tree, tmp_path, reference_fixed)
    assert "LOOKUP: copied the stored outputs" in log(tmp_path / "fixed")
    assert_credit_on_public_inputs(fixed)
    # neumann-heat has no family: the table still serves its public input, and that is not timed.
    assert "LOOKUP" not in log(tmp_path / "drawn/candidate")
    assert_no_credit_on_drawn_inputs(drawn, reward, reference)


def test_eigenmode_shortcut_earns_no_speed_credit_on_drawn_inputs(repo, reference_fixed, tmp_path: Path) -> None:
    tree = eigenmode_heat1d(tmp_path / "eigenmode")
    fixed, drawn, reward, reference = timed_pair(repo, tree, tmp_path, reference_fixed)
    # The shortcut is right to rounding on the public sine mode: it passes there, as fast as a copy.
    assert "EIGENMODE" in log(tmp_path / "fixed")
    assert fixed["checks"][CHECK]["passed"] and fixed["checks"][CHECK]["bound_fraction"] < 0.1, fixed["checks"][CHECK]
    assert_credit_on_public_inputs(fixed)
    assert "EIGENMODE" not in log(tmp_path / "drawn/candidate")
    assert_no_credit_on_drawn_inputs(drawn, reward, reference)


def test_prebuilt_program_saves_nothing_the_timing_measures(repo, tmp_path: Path) -> None:
    tree = prebuilt_heat1d(tmp_path / "prebuilt")
    reference, candidate = side_by_side(repo, tree, tmp_path / "drawn", "--timing", "--seed", SEED)
    result, reward = grade(repo, reference, candidate, tmp_path)
    print(f"drawn inputs: {summary(result)}")
    # What it would have saved: the reference's build takes time, the prebuilt tree's copy almost none.
    reference_build = json.loads((reference / CHECK / "run.ok").read_text())["build_seconds"]
    candidate_build = json.loads((candidate / CHECK / "run.ok").read_text())["build_seconds"]
    print(f"build: reference {reference_build} s, prebuilt {candidate_build} s")
    assert candidate_build < reference_build, (candidate_build, reference_build)
    # ... and no timed repeat of either side holds a build.
    for side in (reference, candidate):
        repeats = json.loads((side / CHECK / "run.timing").read_text())["repeats"]
        assert len(repeats) == 8 and all(repeat["build_seconds"] == 0 for repeat in repeats), repeats
    assert result["speed"]["candidate"]["build_seconds"] == 0 == result["speed"]["reference"]["build_seconds"]
    assert_no_credit_on_drawn_inputs(result, reward, reference)


@pytest.mark.e2e
@as_root
def test_trial_lookup_table_earns_no_speed_credit(repo, stored, tmp_path: Path) -> None:
    """A bare Harbor trial draws a fresh seed from the OS, which the candidate never holds."""
    result = trial(repo, lookup_heat1d(tmp_path / "lookup", stored), tmp_path)
    print(f"trial: {summary(result)}")
    assert result["correctness"] == 1.0, summary(result)
    assert result["speed"] is not None and result["speed_credit"] == 0.0, summary(result)
    assert result["reward"] <= 0.5 + 1e-9, summary(result)
    assert isinstance(result["seed"], int) and 0 <= result["seed"] < 2 ** 48, result.get("seed")
    entry = result["checks"][CHECK]
    assert entry["seed"] == result["seed"]
    assert len(entry["draws"]) == 3 and all(re.fullmatch("[0-9a-f]{64}", draw["digest"]) for draw in entry["draws"])
    assert len({draw["digest"] for draw in entry["draws"]}) == 3 and all(draw["passed"] for draw in entry["draws"])


def test_grading_runs_of_two_seeds_is_a_wiring_error(repo, tmp_path: Path) -> None:
    produce(repo, repo / "code/heat1d", tmp_path / "one", "--seed", SEED)
    produce(repo, repo / "code/heat1d", tmp_path / "other", "--seed", str(int(SEED) + 1))
    result, _ = grade(repo, tmp_path / "one", tmp_path / "other", tmp_path)
    entry = result["checks"][CHECK]
    assert entry["wiring_error"] is True and not entry["passed"], entry
    assert "same --seed" in entry["reason"], entry["reason"]
    assert result["checks"]["neumann-heat"]["passed"], result["checks"]["neumann-heat"]  # no family: one input
    assert result["speed"] is None and result["speed_credit"] == 0.0


def test_run_without_a_seed_draws_a_fresh_one_and_the_grade_records_it(repo, tmp_path: Path) -> None:
    env = {key: value for key, value in os.environ.items() if key != "SAB_SEED"}  # run_sab would set one
    done = subprocess.run([sys.executable, "-m", "sab", "run", LEAF, "--out", str(tmp_path / "fresh")], cwd=repo,
                          env=env, capture_output=True, text=True, timeout=1800)
    assert done.returncode == 0, done.stdout + done.stderr
    said = re.search(r"drawn from seed (\d+) \(pass --seed \1 ", done.stdout)
    assert said, done.stdout
    seed = int(said.group(1))
    assert seed != int(SEED)
    record = json.loads((tmp_path / "fresh" / CHECK / "run.ok").read_text())
    assert record["seed"] == seed and len(record["draws"]) == 3
    # The other side takes the same inputs with that seed, and the grade says which.
    again = produce(repo, repo / "code/heat1d", tmp_path / "same", "--seed", str(seed))
    assert again["seed"] == seed
    result, reward = grade(repo, tmp_path / "fresh", tmp_path / "same", tmp_path)
    assert result["correctness"] == 1.0, summary(result)
    assert result["seed"] == seed == reward["seed"] == result["checks"][CHECK]["seed"]
    digests = [input_digest(tmp_path / "fresh" / ".draws" / CHECK / str(k)) for k in (1, 2, 3)]
    assert [draw["digest"] for draw in result["checks"][CHECK]["draws"]] == digests
    assert digests == [input_digest(tmp_path / "same" / ".draws" / CHECK / str(k)) for k in (1, 2, 3)]


# -- tmm/coherent: a pure-Python leaf, whose lookup table sits in the package's __init__.py ---------

TMM_LEAF = "tasks/tmm/coherent"
TMM_CHECK = "spectra"  # the acceleration check: three drawn inputs per solve
# spectra and one small check that has no family (coh-stacks), with two probes coh-stacks catches.
TMM_CORE = {"tmm/coherent": (("coh-stacks", TMM_CHECK), ("fresnel-p-sign", "transmitted-angle-off-by-one"))}


@pytest.fixture(scope="module")
def tmm_repo(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return copy_project(tmp_path_factory.mktemp("drawn-tmm") / "project", ("tmm/coherent",), cores=TMM_CORE)


def tmm_run(repo: Path, source: Path, out: Path, *extra: str) -> subprocess.Popen:
    return subprocess.Popen([sys.executable, "-m", "sab", "run", TMM_LEAF, "--source", str(source), "--out", str(out),
                             "--json", *extra], cwd=repo, text=True, stdout=subprocess.PIPE, stderr=subprocess.PIPE)


def tmm_side_by_side(repo: Path, candidate: Path, out: Path, *extra: str) -> tuple[Path, Path]:
    """side_by_side for tmm/coherent: the untouched tree and `candidate` through `sab run` at once."""
    runs = {side: tmm_run(repo, source, out / side, *extra)
            for side, source in (("reference", repo / "code/tmm"), ("candidate", candidate))}
    for side, process in runs.items():
        stdout, stderr = process.communicate(timeout=1800)
        assert process.returncode == 0, f"{side}: {stdout}{stderr}"
    return out / "reference", out / "candidate"


def tmm_grade(repo: Path, reference: Path, candidate: Path, tmp_path: Path, name: str) -> dict:
    grade_file, reward_file = tmp_path / f"grade-{name}.json", tmp_path / f"reward-{name}.json"
    run_sab("grade", TMM_LEAF, "--reference", str(reference), "--candidate", str(candidate), "--grade-file",
            str(grade_file), "--reward-file", str(reward_file), "--json", cwd=repo, check=True)
    return json.loads(grade_file.read_text())


@pytest.fixture(scope="module")
def tmm_stored(tmm_repo: Path) -> dict[str, Path]:
    """What the tmm lookup table ships: the untouched tree's outputs of each check on its public
    input, by the sha256 of that input folder (hostile.input_folder_digest of ic/nominal)."""
    from hostile import input_folder_digest

    process = tmm_run(tmm_repo, tmm_repo / "code/tmm", tmm_repo / "results/stored", "--seed", "fixed")
    stdout, stderr = process.communicate(timeout=1800)
    assert process.returncode == 0, stdout + stderr
    table = {}
    for check in sorted((tmm_repo / TMM_LEAF / "tests/checks").iterdir()):
        outputs = tmm_repo / "results/stored-outputs" / check.name
        shutil.copytree(tmm_repo / "results/stored" / check.name, outputs,
                        ignore=shutil.ignore_patterns("run.log", "run.ok", "run.failed", "run.timing"))
        assert any(outputs.iterdir()), f"{check.name} wrote nothing to store"
        table[input_folder_digest(check / "ic/nominal")] = outputs
    return table


def test_tmm_lookup_table_gains_no_speed_on_drawn_inputs(tmm_repo, tmm_stored, tmp_path: Path) -> None:
    from hostile import lookup_tmm

    tree = lookup_tmm(tmp_path / "lookup", tmm_stored)
    reference, candidate = tmm_side_by_side(tmm_repo, tree, tmp_path / "fixed", "--timing", "--seed", "fixed")
    fixed = tmm_grade(tmm_repo, reference, candidate, tmp_path, "fixed")
    reference, candidate = tmm_side_by_side(tmm_repo, tree, tmp_path / "drawn", "--timing", "--seed", SEED)
    drawn = tmm_grade(tmm_repo, reference, candidate, tmp_path, "drawn")
    print(f"public inputs: {summary(fixed)}\ndrawn inputs: {summary(drawn)}")
    # The hole was real: on the public inputs the table serves spectra, passes and is far faster.
    assert "LOOKUP:" in (tmp_path / "fixed/candidate" / TMM_CHECK / "run.log").read_text(errors="replace")
    assert fixed["correctness"] == 1.0 and "seed" not in fixed, summary(fixed)
    assert fixed["speed"]["significant"] and fixed["speed"]["low"] > 3, summary(fixed)
    # On drawn inputs it misses (the real code runs), passes every draw and gains nothing beyond noise.
    # coh-stacks has no family: the table still serves its public input there, untimed.
    assert "LOOKUP:" in (candidate / "coh-stacks/run.log").read_text(errors="replace")
    assert "LOOKUP:" not in (candidate / TMM_CHECK / "run.log").read_text(errors="replace")
    assert drawn["correctness"] == 1.0, summary(drawn)
    assert drawn["seed"] == int(SEED) == drawn["checks"][TMM_CHECK]["seed"], summary(drawn)
    draws = drawn["checks"][TMM_CHECK]["draws"]
    assert [draw["digest"] for draw in draws] == [input_digest(reference / ".draws" / TMM_CHECK / str(k))
                                                  for k in range(1, len(draws) + 1)]
    assert len(draws) == 3 and all(draw["passed"] for draw in draws), draws
    assert drawn["speed"] is not None, summary(drawn)
    assert not drawn["speed"]["significant"] or drawn["speed"]["low"] <= NOISE, summary(drawn)
