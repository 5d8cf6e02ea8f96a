"""The stock reward aggregation (tests/reward.py of every leaf), tested on its own functions.

Each case lays out what test.sh hands the program: the leaf's checks, both sides' run records and
the validators' results; nothing a record holds may stop the grade or earn a score it did not.
"""

from __future__ import annotations

import importlib.util
import itertools
import json
import math
import os
import random
import subprocess
import sys
from pathlib import Path

import pytest

from sab.model.rubric import Timing
from sab.templates import ROOT

REWARD_PY = ROOT / "leaf" / "tests" / "reward.py"


def _load():
    spec = importlib.util.spec_from_file_location("stock_reward", REWARD_PY)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


reward = _load()


class Layout:
    """CHECKS_DIR, REFERENCE, CANDIDATE and RESULTS as test.sh leaves them before aggregation."""

    def __init__(self, root: Path):
        self.checks, self.reference, self.candidate, self.results = (
            root / name for name in ("checks", "reference", "candidate", "results"))
        for folder in (self.checks, self.reference, self.candidate, self.results):
            folder.mkdir()

    def check(self, name: str, labels=("official",)) -> None:
        (self.checks / name).mkdir()
        (self.checks / name / "rubric.json").write_text("{}")
        (self.checks / name / "check.json").write_text(json.dumps({"labels": list(labels)}))

    def run(self, side: str, name: str, elapsed: float = 2.0, build: float = 0.5) -> None:
        folder = getattr(self, side) / name
        folder.mkdir(exist_ok=True)
        record = {"check": name, "ic": "nominal", "exit_status": 0, "elapsed_seconds": elapsed, "build_seconds": build}
        (folder / "run.ok").write_text(json.dumps(record))

    def verdict(self, name: str, verdict, status: str = "0", log: str = "") -> None:
        text = verdict if isinstance(verdict, str) else json.dumps(verdict)
        (self.results / f"{name}.json").write_text(text)
        (self.results / f"{name}.status").write_text(status + "\n")
        (self.results / f"{name}.log").write_text(log)

    def passing(self, name: str, labels=("official",), **verdict) -> None:
        self.check(name, labels)
        self.run("reference", name)
        self.run("candidate", name)
        self.verdict(name, {"passed": True, "reason": "within bounds", "distance": 0.0, "bound_fraction": 0.0, **verdict})

    def grade(self) -> dict:
        names = reward.check_names(str(self.checks))
        sides = str(self.reference), str(self.candidate)
        return reward.aggregate({name: reward.check_entry(str(self.checks), *sides, str(self.results), name)
                                 for name in names}, *sides)


@pytest.fixture
def layout(tmp_path):
    return Layout(tmp_path)


def test_every_check_passed_earns_full_reward_and_a_speed(layout):
    layout.passing("a", labels=("official", "acceleration"))
    layout.passing("b")
    layout.run("candidate", "a", elapsed=1.5, build=0.5)
    grade = layout.grade()
    assert (grade["reward"], grade["passed"], grade["total"]) == (1.0, 2, 2)
    assert grade["speed"]["checks"] == ["a"]
    assert grade["speed"]["speedup"] == pytest.approx(2.0 / 1.5)  # whole runs, build included


def test_some_failed_is_the_mean_of_the_scores_and_no_speed(layout):
    layout.passing("a", labels=("acceleration",))
    layout.passing("b")
    layout.verdict("b", {"passed": False, "reason": "u.f64 differs", "distance": 3.0, "bound_fraction": 2.0})
    layout.passing("c", passed=False, score=0.25)
    grade = layout.grade()
    assert grade["reward"] == pytest.approx((1.0 + 0.0 + 0.25) / 3)
    assert grade["passed"] == 1 and grade["speed"] is None
    assert grade["checks"]["b"]["reason"] == "u.f64 differs" and grade["checks"]["b"]["bound_fraction"] == 2.0


def test_wiring_errors_score_zero_and_say_why(layout):
    layout.passing("no-reference")
    os.remove(layout.reference / "no-reference" / "run.ok")
    layout.passing("crashed-validator")
    layout.verdict("crashed-validator", "", status="1", log="Traceback ... KeyError: 'files'")
    grade = layout.grade()
    assert grade["reward"] == 0.0
    entry = grade["checks"]["no-reference"]
    assert entry["wiring_error"] and "reference run failed" in entry["reason"]
    entry = grade["checks"]["crashed-validator"]
    assert entry["wiring_error"] and "exit 1" in entry["reason"] and "KeyError" in entry["reason"]


def test_missing_records_fail_the_check(layout):
    layout.check("no-candidate")
    layout.run("reference", "no-candidate")
    layout.passing("no-verdict")
    for suffix in (".json", ".status"):
        os.remove(layout.results / f"no-verdict{suffix}")
    grade = layout.grade()
    assert grade["reward"] == 0.0 and grade["passed"] == 0
    assert "candidate run failed or missing" in grade["checks"]["no-candidate"]["reason"]
    assert "exit none" in grade["checks"]["no-verdict"]["reason"]


HOSTILE_VERDICTS = {
    "a list": [{"passed": True}],
    "passed as text": {"passed": "true", "reason": "trust me"},
    "not JSON": "{\"passed\": true",
    "nested past recursion": "[" * 100_000 + "]" * 100_000,
    "binary": "\x00\xff\xfe passed",
}


@pytest.mark.parametrize("verdict", HOSTILE_VERDICTS.values(), ids=HOSTILE_VERDICTS.keys())
def test_hostile_verdicts_score_zero(layout, verdict):
    layout.passing("x")
    layout.verdict("x", verdict)
    grade = layout.grade()
    assert grade["reward"] == 0.0 and grade["checks"]["x"]["passed"] is False


def test_hostile_numbers_never_reach_the_reward(layout):
    layout.passing("x", labels=("acceleration",), score=-1.0, distance=10 ** 400, bound_fraction=True,
                   metrics={"flops": "fast", "big": 10 ** 400, "ok": 2.5, "flag": False},
                   policy="pointwise", files=[{"path": "u", "passed": True, "distance": 10 ** 400}, "junk"])
    layout.run("candidate", "x", elapsed=10 ** 400)
    grade = layout.grade()
    entry = grade["checks"]["x"]
    assert entry["score"] == 1.0  # a negative score is not a score; the pass gives 1
    assert entry["distance"] is None and entry["bound_fraction"] is None
    assert entry["metrics"] == {"ok": 2.5}
    assert entry["parts"] == [{"name": "u", "passed": True, "distance": None, "bound_fraction": None,
                               "value_reference": None, "value_candidate": None}]
    assert entry["candidate_seconds"] is None and grade["speed"] is None
    json.dumps(grade, allow_nan=False)


def test_hostile_records_and_labels_are_ignored(layout, tmp_path):
    layout.passing("x", labels=("acceleration",))
    (layout.candidate / "x" / "run.ok").write_text("[1, 2]")  # a run record that is no object
    (layout.checks / "x" / "check.json").write_text(json.dumps({"labels": "acceleration"}))
    layout.passing("linked")
    os.remove(layout.candidate / "linked" / "run.ok")
    os.symlink(layout.reference / "linked" / "run.ok", layout.candidate / "linked" / "run.ok")
    grade = layout.grade()
    assert grade["checks"]["x"]["candidate_seconds"] is None and grade["checks"]["x"]["acceleration"] is False
    assert grade["checks"]["linked"]["passed"] is False  # a link is never the candidate's record
    assert grade["reward"] == 0.5


def test_no_checks_is_reward_zero(layout):
    assert layout.grade() == {"reward": 0.0, "correctness": 0.0, "passed": 0, "total": 0, "checks": {}, "speed": None}


def test_the_program_writes_a_flat_numeric_reward_and_the_grade(layout, tmp_path):
    layout.passing("a", labels=("acceleration",), metrics={"gflops": 3.0})
    layout.passing("b", metrics={"gflops": 4.0})
    layout.verdict("b", {"passed": True, "reason": "ok", "metrics": {"gflops": 4.0, "reward": 9.0}})
    reward_file = tmp_path / "logs" / "reward.json"
    done = subprocess.run([sys.executable, "-I", str(REWARD_PY), str(layout.checks), str(layout.reference),
                           str(layout.candidate), str(layout.results), str(reward_file)],
                          capture_output=True, text=True, check=True)
    assert "reward 1.0000 (2/2 checks passed)" in done.stdout
    flat = json.loads(reward_file.read_text())
    assert flat == {"reward": 1.0, "passed": 2, "total": 2, "speedup": 1.0, "gflops": 3.0, "b.gflops": 4.0, "b.reward": 9.0}
    grade = json.loads((reward_file.parent / "grade.json").read_text())
    assert grade["checks"]["b"]["metrics"] == {"gflops": 4.0, "reward": 9.0}
    assert not [p for p in reward_file.parent.iterdir() if p.name.startswith(".reward.")]


def _timing(layout: Layout, side: str, name: str, repeats) -> None:
    record = {"warmup": 1, "repeats": [{"elapsed_seconds": e, "build_seconds": b, "startup_seconds": s}
                                       for e, b, s in repeats]}
    (getattr(layout, side) / name / "run.timing").write_text(json.dumps(record))


def test_timed_repeats_give_the_median_of_every_ratio_net_of_start_up_build_included(layout):
    layout.passing("a", labels=("acceleration",))
    layout.passing("b", labels=("acceleration",))
    # Net times: reference a 3, 4, 5 and b 1, 1, 1 -> totals 4, 5, 6; candidate a 1, 2 and b 1, 1 -> 2, 3.
    # The build (second field) is part of the time: a build can do any of the work.
    _timing(layout, "reference", "a", [(3.1, 0.5, 0.1), (4.1, 0.5, 0.1), (5.1, 0.5, 0.1)])
    _timing(layout, "reference", "b", [(1.1, 0.1, 0.1)] * 3)
    _timing(layout, "candidate", "a", [(1.1, 0.9, 0.1), (2.1, 0.2, 0.1), (9.0, 0.2, 0.1)])
    _timing(layout, "candidate", "b", [(1.1, 0.2, 0.1)] * 2)  # b has two repeats: the third of a is left out
    speed = layout.grade()["speed"]
    assert speed["repeats"] == {"reference": 3, "candidate": 2}
    assert speed["reference"]["seconds"] == pytest.approx([4.0, 5.0, 6.0])
    assert speed["candidate"]["seconds"] == pytest.approx([2.0, 3.0])
    # Ratios 2, 4/3, 2.5, 5/3, 3, 2: the median of six is the mean of 2 and 2.
    assert speed["speedup"] == pytest.approx(2.0)
    assert speed["reference"]["startup_seconds"] == pytest.approx(0.2)
    assert speed["reference_seconds"] == pytest.approx(5.0) and speed["candidate_seconds"] == pytest.approx(2.5)


def test_untimed_sides_fall_back_to_the_graded_runs(layout):
    layout.passing("a", labels=("acceleration",))
    speed = layout.grade()["speed"]
    assert speed["repeats"] == {"reference": 1, "candidate": 1} and speed["speedup"] == pytest.approx(1.0)
    assert speed["reference"]["startup_seconds"] is None


@pytest.mark.parametrize("candidate_timing", [
    None,                                                    # one side timed, the other not
    '{"repeats": [{"elapsed_seconds": "fast"}]}',            # unreadable
    '{"warmup": 1, "repeats": []}',                          # a first repeat failed on purpose
    '{"warmup": 1, "repeats": [{"elapsed_seconds": 0.2, "build_seconds": 0, "startup_seconds": 0.1}], '
    '"unreproduced": "rerun 2 of 6 failed (exit 1)"}',
])
def test_one_sides_repeats_are_never_set_against_the_others_single_run(layout, candidate_timing):
    layout.passing("a", labels=("acceleration",))
    _timing(layout, "reference", "a", [(3.0, 0.5, 0.1)] * 5)
    if candidate_timing is not None:
        (layout.candidate / "a" / "run.timing").write_text(candidate_timing)
    assert layout.grade()["speed"] is None


def test_a_candidate_whose_rerun_did_not_reproduce_fails_the_check(layout):
    layout.passing("a", labels=("acceleration",))
    layout.passing("b")
    _timing(layout, "reference", "a", [(3.0, 0.5, 0.1)] * 5)
    (layout.candidate / "a" / "run.timing").write_text(json.dumps(
        {"warmup": 1, "repeats": [], "unreproduced": "'u.npy' differs beyond the check's tolerance: u.npy: max |d| 3"}))
    grade = layout.grade()
    entry = grade["checks"]["a"]
    assert entry["passed"] is False and entry["score"] == 0.0 and grade["reward"] == 0.5
    assert entry["reason"] == ("a timed rerun did not reproduce the graded run: "
                               "'u.npy' differs beyond the check's tolerance: u.npy: max |d| 3")
    assert grade["speed"] is None
    # The reference's own unreproduced rerun costs the candidate nothing but the speed-up.
    (layout.candidate / "a" / "run.timing").unlink()
    (layout.reference / "a" / "run.timing").write_text('{"repeats": [], "unreproduced": "rerun 1 of 6 failed (exit 1)"}')
    grade = layout.grade()
    assert grade["reward"] == 1.0 and grade["speed"] is None


@pytest.mark.parametrize("n, m", [(3, 3), (4, 4), (5, 5), (4, 6), (8, 8), (12, 9), (30, 30)])
def test_the_rank_counts_are_the_exact_mann_whitney_distribution(n, m):
    counts = reward.rank_statistic_counts(n, m)
    assert len(counts) == n * m + 1 and sum(counts) == math.comb(n + m, n) and min(counts) > 0
    assert counts == counts[::-1]  # U and n*m - U are equally likely
    # Against a brute count over every way of choosing which ranks the first sample holds.
    if n + m <= 12:
        brute = [0] * (n * m + 1)
        for ranks in itertools.combinations(range(n + m), n):
            brute[sum(rank - position for position, rank in enumerate(ranks))] += 1
        assert counts == brute


@pytest.mark.parametrize("n, m", [(4, 4), (5, 5), (5, 7), (7, 7), (3, 8)])
def test_the_lower_bound_is_the_end_sab_reports(n, m):
    """reward.py's exact bound and sab.speedup's (scipy's exact test at these sizes) agree."""
    from sab.speedup import interval

    rng = random.Random(n * 100 + m)
    for _ in range(20):
        reference = [rng.lognormvariate(0.4, 0.15) for _ in range(n)]
        candidate = [rng.lognormvariate(0.0, 0.15) for _ in range(m)]
        assert reward.lower_bound(reference, candidate) == pytest.approx(interval(reference, candidate)[0], rel=1e-12)


def test_too_few_repeats_bound_nothing():
    assert reward.lower_bound([2.0, 2.1, 2.2], [1.0, 1.1, 1.2]) is None  # 3 and 3: P(U = 0) = 0.05 > 0.025
    assert reward.lower_bound([2.0], [1.0]) is None


def _goal(layout: Layout, name: str, goal) -> None:
    (layout.checks / name / "rubric.json").write_text(json.dumps({"timing": {"speedup_goal": goal}}))


def _graded(layout: Layout) -> dict:
    names = reward.check_names(str(layout.checks))
    sides = str(layout.reference), str(layout.candidate)
    checks = {name: reward.check_entry(str(layout.checks), *sides, str(layout.results), name) for name in names}
    return reward.aggregate(checks, *sides, reward.speedup_goal(str(layout.checks), checks))


@pytest.mark.parametrize("candidate_net, credit", [
    ([2.0] * 5, 0.0),                          # as fast as the reference: half the reward
    ([2.4] * 5, 0.0),                          # slower
    ([1.0] * 5, 1.0),                          # twice as fast, the goal
    ([0.5] * 5, 1.0),                          # beyond the goal: the credit stops at 1
    ([2.0 / 2 ** 0.5] * 5, 0.5),               # half the goal on a log scale
])
def test_with_a_goal_half_the_reward_is_the_speed_credit(layout, candidate_net, credit):
    layout.passing("a", labels=("official", "acceleration"))
    layout.passing("b")
    _goal(layout, "a", 2.0)
    _timing(layout, "reference", "a", [(2.1 + 0.001 * k, 0.5, 0.1) for k in range(5)])
    _timing(layout, "candidate", "a", [(net + 0.1 + 0.001 * k, 0.5, 0.1) for k, net in enumerate(candidate_net)])
    grade = _graded(layout)
    assert grade["speed_credit"] == pytest.approx(credit, abs=0.01)
    assert grade["reward"] == pytest.approx(0.5 + 0.5 * grade["speed_credit"])
    assert grade["correctness"] == 1.0 and grade["speedup_goal"] == 2.0
    flat = reward.flat_reward(grade)
    assert flat["reward"] == grade["reward"] and flat["speed_credit"] == grade["speed_credit"]
    assert flat["speedup_low"] == grade["speed"]["low"] <= flat["speedup"]


def test_with_a_goal_a_failed_check_earns_no_speed_credit(layout):
    layout.passing("a", labels=("official", "acceleration"))
    layout.check("b")
    layout.run("reference", "b")
    layout.run("candidate", "b")
    layout.verdict("b", {"passed": False, "reason": "u.npy differs"})
    _goal(layout, "a", 2.0)
    _timing(layout, "reference", "a", [(9.0, 0.5, 0.1)] * 5)
    _timing(layout, "candidate", "a", [(1.0, 0.5, 0.1)] * 5)  # much faster, but wrong elsewhere
    grade = _graded(layout)
    assert grade["speed"] is None and grade["speed_credit"] == 0.0 and grade["reward"] == 0.25


def test_an_untimed_grade_cannot_earn_the_speed_credit(layout):
    layout.passing("a", labels=("official", "acceleration"))
    _goal(layout, "a", 1.5)
    layout.run("candidate", "a", elapsed=0.1)  # its one graded run is 20 times faster
    grade = _graded(layout)
    assert grade["speed"]["speedup"] == pytest.approx(20.0) and grade["speed"]["low"] is None
    assert grade["reward"] == 0.5


@pytest.mark.parametrize("goal", [1.0, 0.5, -3, "2", True, None, float("nan")])
def test_a_goal_that_is_no_number_above_one_is_no_goal(layout, goal):
    layout.passing("a", labels=("official", "acceleration"))
    (layout.checks / "a" / "rubric.json").write_text(json.dumps({"timing": {"speedup_goal": goal}}).replace("NaN", "NaN"))
    grade = _graded(layout)
    assert "speedup_goal" not in grade and grade["reward"] == 1.0


def test_the_goal_of_a_check_not_labelled_acceleration_is_ignored(layout):
    layout.passing("a", labels=("official", "acceleration"))
    layout.passing("b")
    _goal(layout, "b", 2.0)
    assert "speedup_goal" not in _graded(layout)


def _outputs(folder: Path, files: dict) -> Path:
    folder.mkdir(parents=True)
    for name, data in files.items():
        (folder / name).parent.mkdir(parents=True, exist_ok=True)
        (folder / name).write_bytes(data)
    return folder


def test_reproduces_the_same_bytes_without_running_the_validator(tmp_path):
    check = tmp_path / "check"
    check.mkdir()  # no validate.py: byte-identical reruns never need it
    graded = _outputs(tmp_path / "graded", {"u.txt": b"1 2 3\n", "sub/v.txt": b"4\n", "run.ok": b"{}", "run.log": b"a"})
    rerun = _outputs(tmp_path / "rerun", {"u.txt": b"1 2 3\n", "sub/v.txt": b"4\n", "run.log": b"other"})
    assert reward.reproduces(str(check), str(graded), str(rerun)) is None


def _validator(check: Path, passes: bool) -> None:
    check.mkdir()
    (check / "rubric.json").write_text("{}")
    verdict = {"passed": passes, "reason": "within bounds" if passes else "u.txt: max |d| 0.5"}
    (check / "validate.py").write_text(
        "import json, sys\nout = sys.argv[sys.argv.index('--out') + 1]\n"
        f"json.dump({verdict!r}, open(out, 'w'))\n")


@pytest.mark.parametrize("passes", [True, False])
def test_a_rerun_with_other_bytes_is_judged_by_the_checks_validator(tmp_path, monkeypatch, passes):
    monkeypatch.chdir(tmp_path)
    _validator(tmp_path / "check", passes)
    graded = _outputs(tmp_path / "graded", {"u.txt": b"1.0\n"})
    rerun = _outputs(tmp_path / "rerun", {"u.txt": b"1.5\n"})
    reason = reward.reproduces(str(tmp_path / "check"), str(graded), str(rerun))
    assert reason is None if passes else reason == "'u.txt' differs beyond the check's tolerance: u.txt: max |d| 0.5"


@pytest.mark.parametrize("rerun_files, why", [
    ({}, "'u.txt' is in one run only"),
    ({"u.txt": b"1.0\n", "extra": b""}, "'extra' is in one run only"),
])
def test_a_rerun_with_other_files_does_not_reproduce(tmp_path, monkeypatch, rerun_files, why):
    monkeypatch.chdir(tmp_path)
    _validator(tmp_path / "check", False)
    graded = _outputs(tmp_path / "graded", {"u.txt": b"1.0\n"})
    rerun = _outputs(tmp_path / "rerun", rerun_files)
    assert why in reward.reproduces(str(tmp_path / "check"), str(graded), str(rerun))


def test_a_rerun_whose_file_is_a_link_does_not_reproduce(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    _validator(tmp_path / "check", True)  # even a lenient validator is not asked about a link
    graded = _outputs(tmp_path / "graded", {"u.txt": b"1.0\n"})
    rerun = _outputs(tmp_path / "rerun", {})
    (rerun / "u.txt").symlink_to(graded / "u.txt")
    assert reward.byte_identical(str(graded), str(rerun)) == "'u.txt' is not a regular file"


def test_a_repeat_no_slower_than_its_start_up_counts_as_the_floor(layout):
    layout.passing("a", labels=("acceleration",))
    _timing(layout, "reference", "a", [(1.0, 0.5, 0.1)] * 5)
    _timing(layout, "candidate", "a", [(0.3, 0.2, 0.3)] * 5)  # elapsed no more than its start-up
    speed = layout.grade()["speed"]
    assert speed["candidate"]["seconds"] == [reward.NET_FLOOR_S] * 5
    json.dumps(speed, allow_nan=False)


def _plan(layout: Layout, timing, elapsed: float = 2.0, labels=("acceleration",)):
    layout.check("x", labels)
    if timing is not None:
        (layout.checks / "x" / "rubric.json").write_text(json.dumps({"timing": timing}))
    layout.run("reference", "x", elapsed=elapsed)
    return reward.timing_plan(str(layout.checks / "x"), str(layout.reference / "x" / "run.ok"))


@pytest.mark.parametrize("timing, elapsed, plan", [
    (None, 2.0, (1, 5, "true")),  # 10 s hold 5 runs of 2 s
    (None, 0.25, (1, 30, "true")),  # 40 would fit: the most is 30
    (None, 60.0, (1, 5, "true")),  # none fits: the fewest that can be significant
    ({"budget_s": 30.0, "warmup": 0}, 2.0, (0, 15, "true")),
    ({"repeats": 3, "startup_command": "python3 -c 'import numpy'"}, 2.0, (1, 3, "python3 -c 'import numpy'")),
    ({"repeats": "9", "warmup": True, "budget_s": -1, "startup_command": "true\nrm -rf /"}, 2.0, (1, 5, "true")),
    ([1, 2], 2.0, (1, 5, "true")),
])
def test_timing_plan(layout, timing, elapsed, plan):
    assert _plan(layout, timing, elapsed) == plan


def test_no_timing_plan_for_a_check_not_labelled_acceleration(layout):
    assert _plan(layout, {"repeats": 9}, labels=("official",))[1] == 0


@pytest.mark.parametrize("timing", [None, {"warmup": 0}, {"budget_s": 30.0, "warmup": 3}, {"repeats": 3},
                                    {"repeats": 100, "warmup": 10}, {"budget_s": 0.5}])
@pytest.mark.parametrize("elapsed", [0.01, 0.25, 2.0, 3.0, 7.0, 60.0])
def test_sab_plans_the_timed_runs_as_reward_py_does(layout, timing, elapsed):
    """The verifier limit sab derives (sab.derived.timed_seconds) counts the runs reward.py will plan."""
    model = Timing.model_validate(timing or {})
    warmup, repeats, _ = _plan(layout, timing, elapsed)
    assert (model.warmup, model.repeats_after(elapsed)) == (warmup, repeats)
    assert model.seconds(elapsed) == pytest.approx((warmup + repeats) * elapsed)
