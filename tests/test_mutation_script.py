"""scripts/mutation.py's bookkeeping (`make mutation`): which survivors are run again, and the
score of each source file. mutmut itself runs only under `make mutation`."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

import pytest

SCRIPT = Path(__file__).resolve().parents[1] / "scripts" / "mutation.py"


@pytest.fixture(scope="module")
def mutation():
    spec = importlib.util.spec_from_file_location("mutation_script", SCRIPT)
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # its dataclasses look their module up there
    try:
        spec.loader.exec_module(module)
        yield module
    finally:
        del sys.modules[spec.name]


def test_only_survivors_of_earlier_runs_are_run_again(mutation) -> None:
    earlier = {"a.x_f__mutmut_1": "survived", "a.x_f__mutmut_2": "not checked", "a.x_f__mutmut_3": "killed",
               "a.x_g__mutmut_1": "survived", "a.x_g__mutmut_2": "skipped"}
    now = {"a.x_f__mutmut_1": "survived",  # survived before and again: a new test may kill it
           "a.x_f__mutmut_2": "survived",  # scored by this run: it has just met every test
           "a.x_f__mutmut_3": "killed",
           "a.x_g__mutmut_1": "no tests",  # no selected test reaches it: a survivor too
           "a.x_g__mutmut_2": "skipped",
           "a.x_h__mutmut_1": "survived"}  # new since the earlier run
    assert mutation.to_rerun(earlier, now, []) == ["a.x_f__mutmut_1", "a.x_g__mutmut_1"]
    assert mutation.to_rerun(earlier, now, ["a.x_g*"]) == ["a.x_g__mutmut_1"]
    assert mutation.to_rerun(earlier, now, ["b.*", "a.x_f__mutmut_1"]) == ["a.x_f__mutmut_1"]
    assert mutation.to_rerun({}, now, []) == []


def test_scores_per_source_file(mutation) -> None:
    statuses = {"sab.p.text.x_read__mutmut_1": "killed", "sab.p.text.x_read__mutmut_2": "survived",
                "sab.p.text.xǁBlockǁsplit__mutmut_1": "timeout", "sab.p.core.x_main__mutmut_1": "segfault",
                "sab.p.core.x_main__mutmut_2": "no tests"}
    assert mutation.per_file(statuses) == {"sab.p.core": (1, 2), "sab.p.text": (2, 3)}
