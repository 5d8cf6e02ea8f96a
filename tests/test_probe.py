"""`sab probe`: hand-written fault probes and generated mutants run through the real heat1d leaf."""

from __future__ import annotations

import json
import re
from pathlib import Path

from conftest import run_sab
from sab.leaf import Leaf
from sab.mutation import run as mutation
from sab.mutation.mutants import Mutant, find_sites, perturb

LEAF = "tasks/heat1d/solver"


def probe(repo: Path, *args: str) -> tuple[int, dict | str]:
    done = run_sab("probe", LEAF, *args, cwd=repo)
    assert "Traceback" not in done.stderr, done.stderr
    if "--json" in args and done.returncode == 0:
        return 0, json.loads(done.stdout)
    return done.returncode, done.stdout + done.stderr


def write_cut(repo: Path, approved: bool, exclusions: list[str]) -> None:
    record = {"source": "heat1d", "module": "solver", "paths": ["src"], "exclusions": exclusions,
              "rationale": "the solver", "entry_points": [], "tests": []}
    if approved:
        record.update(approved_by="Ada Curator", approved_at="2026-01-01T00:00:00Z")
    reports = repo / "codebase-reports" / "heat1d"
    reports.mkdir(parents=True, exist_ok=True)
    (reports / "modules.json").write_text(json.dumps({"source": "heat1d", "modules": [record]}))
    (repo / LEAF / "comment/pipeline/module.json").unlink(missing_ok=True)


def test_module_files_come_from_the_approved_cut_else_every_source_file(heat_repo: Path) -> None:
    write_cut(heat_repo, approved=True, exclusions=["src/main.c"])
    code, listed = probe(heat_repo, "--auto", "--list", "--json", "--count", "4", "--seed", "5")
    assert code == 0
    assert listed["scope"]["files"] == ["src/io.c", "src/io.h", "src/params.c", "src/params.h", "src/solver.c", "src/solver.h"]
    assert "modules.json" in listed["scope"]["origin"] and "Ada Curator" in listed["scope"]["origin"]
    assert [m["id"] for m in listed["mutants"]] == ["m1", "m2", "m3", "m4"]
    assert probe(heat_repo, "--auto", "--list", "--json", "--count", "4", "--seed", "5")[1] == listed  # deterministic

    write_cut(heat_repo, approved=False, exclusions=[])
    code, fallback = probe(heat_repo, "--auto", "--list", "--json")
    assert code == 0 and "no approved module cut" in fallback["scope"]["origin"]
    assert "src/main.c" in fallback["scope"]["files"]
    assert not [f for f in fallback["scope"]["files"] if f.startswith("tests/")]  # the upstream tests are not the module
    assert len(fallback["mutants"]) == 10  # the default count

    code, text = probe(heat_repo, "--auto", "--list", "--only", "src/solver.c", "--seed", "2", "--count", "3")
    assert code == 0 and "narrowed by --only to src/solver.c" in text
    assert len(re.findall(r"^\s+m\d+\s+src/solver\.c:\d+:\d+\s+\S+ -> \S+$", text, re.MULTILINE)) == 3


def test_mutation_options_without_auto_are_refused(heat_repo: Path) -> None:
    code, text = probe(heat_repo, "--count", "3")
    assert code == 2 and "--auto" in text


def test_known_mutants_are_killed_or_survive_per_check(heat_repo: Path) -> None:
    """pi 0.1 % off reaches only the sine mode; the FTCS stability slack reaches no output at all."""
    source = heat_repo / "code" / "heat1d"
    sites, _ = find_sites(source, ["src/solver.c"])
    chosen = [site for site in sites if site.literal.text in ("3.14159265358979323846", "1e-8")]
    mutants = [Mutant(f"m{n}", s.file, s.literal.line, s.literal.column, s.literal.start, s.literal.end,
                      s.literal.text, perturb(s.literal, 1)) for n, s in enumerate(chosen, start=1)]
    assert [m.new for m in mutants] == ["3.14473424624338303169846", "1.001e-8"]
    leaf = Leaf.at(heat_repo / LEAF)
    results = mutation.run_defects(leaf, source, mutation.mutant_defects(source, mutants))
    report = mutation.MutationReport(LEAF, "auto", ["neumann-heat", "sine-decay"], results, seed=0)

    pi, slack = results
    assert pi.status == "killed" and pi.killed_by == ["sine-decay"]
    assert pi.solves["sine-decay"].bound_fraction > 1e6 and pi.solves["neumann-heat"].identical
    assert slack.status == "survived" and slack.effect == "no graded output changed"
    assert report.score == 0.5 and report.check_killed("sine-decay") == ["m1"] and report.check_killed("neumann-heat") == []
    data = report.as_dict()
    assert data["survivors"] == [{"id": "m2", "where": f"src/solver.c:{slack.defect.mutant.line}:{slack.defect.mutant.column}",
                                  "change": "1e-8 -> 1.001e-8", "effect": "no graded output changed"}]
    assert data["checks"] == {"neumann-heat": {"killed": [], "score": 0.0}, "sine-decay": {"killed": ["m1"], "score": 0.5}}
    assert (source / "src/solver.c").read_text() == (Path(__file__).parents[1] / "code/heat1d/src/solver.c").read_text()


def test_auto_run_reports_every_mutant_with_a_consistent_score(heat_repo: Path) -> None:
    code, listed = probe(heat_repo, "--auto", "--list", "--json", "--count", "2", "--seed", "11")
    code, report = probe(heat_repo, "--auto", "--json", "--count", "2", "--seed", "11")
    assert code == 0
    assert [(d["id"], d["file"], d["line"], d["old"], d["new"]) for d in report["defects"]] == [
        (m["id"], m["file"], m["line"], m["old"], m["new"]) for m in listed["mutants"]]
    statuses = {d["id"]: d["status"] for d in report["defects"]}
    assert set(statuses.values()) <= {"killed", "survived", "stillborn"}
    viable = [i for i, s in statuses.items() if s != "stillborn"]
    killed = [i for i, s in statuses.items() if s == "killed"]
    assert report["viable"] == len(viable) and report["killed"] == len(killed)
    assert report["score"] == (len(killed) / len(viable) if viable else None)
    for name, check in report["checks"].items():
        assert set(check["killed"]) <= set(killed)
        assert all(name in next(d for d in report["defects"] if d["id"] == i)["killed_by"] for i in check["killed"])
    assert [s["id"] for s in report["survivors"]] == [i for i, s in statuses.items() if s == "survived"]
    for survivor in report["survivors"]:
        assert re.fullmatch(r"src/\w+\.[ch]:\d+:\d+", survivor["where"]) and " -> " in survivor["change"]


def test_hand_written_probes_per_check(heat_repo: Path) -> None:
    """The people's output: a table of what each check caught, the score, no survivor."""
    code, out = probe(heat_repo)
    assert code == 0, out
    rows = {line.split("│")[1].strip(): line.split("│")[2:4] for line in out.splitlines() if line.startswith("│")}
    assert rows["neumann-heat"][0].strip() == "cn-diagonal-0.1pct" and rows["neumann-heat"][1].strip() == "1/2 = 0.50"
    assert rows["sine-decay"][0].strip() == "held-end-leak-0.1pct" and rows["sine-decay"][1].strip() == "1/2 = 0.50"
    assert "mutation score: 2/2 = 1.00 (2 of 2 fault probes caught by at least one check)" in out
    assert "survivors" not in out and "stillborn" not in out


def test_probe_with_missing_or_ambiguous_old_text_is_refused_naming_the_file(heat_repo: Path) -> None:
    probes = heat_repo / LEAF / "comment/probes"
    (probes / "ambiguous.json").write_text(json.dumps({"edits": [{"file": "src/solver.c", "old": "double", "new": "float"}]}))
    code, text = probe(heat_repo)
    assert code == 2 and "ambiguous.json" in text and re.search(r"occurs \d+ times", text)
    done = run_sab("selfcheck", LEAF, "--json", cwd=heat_repo)
    assert done.returncode == 2
    first = json.loads(done.stdout)["problems"][0]
    assert "ambiguous.json" in first and "edits[0].old" in first and "occurs" in first

    (probes / "ambiguous.json").write_text(json.dumps({"edits": [{"file": "src/solver.c", "old": "no such text", "new": "x"}]}))
    code, text = probe(heat_repo)
    assert code == 2 and "ambiguous.json" in text and "does not occur" in text
