"""Commands for imported benchmarks: `sab import super|airs|hera|selfcheck`, `sab score super|airs|hera`,
and the printing half of `sab grade <imported-leaf> --answer FILE`."""

from __future__ import annotations

from pathlib import Path
from typing import Optional

import typer

from sab.cli.output import emit_json, say

FORCE_HELP = "replace leaves that already exist"
JSON_HELP = "machine-readable output"
TASKS_HELP = ("the imported leaves that were run (default: every imported leaf of the benchmark under the "
              "repository's tasks/<benchmark>/); a missing result marks the run incomplete")


def register(app: typer.Typer) -> None:
    importer = typer.Typer(help="Import another benchmark's instances as leaves (docs/importers.md).",
                           no_args_is_help=True)
    importer.command("super")(import_super)
    importer.command("airs")(import_airs)
    importer.command("hera")(import_hera)
    importer.command("selfcheck")(selfcheck)
    app.add_typer(importer, name="import")
    scorer = typer.Typer(help="A benchmark's own aggregate over per-leaf results (one JSON object a line).",
                         no_args_is_help=True)
    scorer.command("super")(score_super)
    scorer.command("airs")(score_airs)
    scorer.command("hera")(score_hera)
    app.add_typer(scorer, name="score")


def _report(result, as_json: bool) -> None:
    """What imported, what did not and why; exit 1 when any instance was skipped."""
    from sab.config import load_settings

    root = load_settings().root
    shown = [str(path.relative_to(root)) if path.is_relative_to(root) else str(path) for path in result.leaves]
    skipped = [{"instance": s.instance, "where": s.where, "reason": s.reason} for s in result.skipped]
    if as_json:
        emit_json({"benchmark": result.benchmark, "leaves": shown, "skipped": skipped, "notes": result.notes,
                   "complete": result.complete})
    else:
        for leaf in shown:
            say(f"wrote {leaf}")
        for note in result.notes:
            say(f"note: {note}")
        for entry in skipped:
            say(f"skipped {entry['instance']} ({entry['where']}): {entry['reason']}")
        say(f"{len(shown)} {result.benchmark} leaves imported (status draft), {len(skipped)} skipped; check them "
            f"with `sab import selfcheck` and `sab validate-harbor`")
    if not result.complete:
        raise typer.Exit(1)


def import_super(
    source: Path = typer.Option(..., "--from", help="a local SUPER JSONL copy (e.g. expert.jsonl)"),
    split: str = typer.Option("Expert", "--split", help="the split the records come from: Expert, Masked (runs "
                                                        "the pre-executed cells) or Auto (scored by the entrypoint)"),
    reading: str = typer.Option("asta", "--reading", help="how nested answers are scored: asta (upstream's "
                                                         "evaluate(submission, gold) as AstaBench calls it) or gold-keyed"),
    revision: Optional[str] = typer.Option(None, "--revision", help="the dataset revision (default: the file's SHA-256)"),
    force: bool = typer.Option(False, "--force", help=FORCE_HELP),
    as_json: bool = typer.Option(False, "--json", help=JSON_HELP),
) -> None:
    """Write one leaf per SUPER record under tasks/super/<task_id>/."""
    from sab.config import load_settings
    from sab.importers.super import import_super as run

    settings = load_settings()
    _report(run(settings.tasks_dir, source, org=settings.org, split=split, reading=reading, revision=revision,
                force=force), as_json)


def import_airs(
    source: Path = typer.Option(..., "--from", help="a task folder, a directory of task folders, or airs_bench_tasks.csv"),
    data: Path = typer.Option(..., "--data", help="the pre-downloaded datasets (--global-shared-data-dir)"),
    revision: Optional[str] = typer.Option(None, "--revision", help="the upstream revision (default: a digest of each task's files)"),
    python: Optional[str] = typer.Option(None, "--python", help="interpreter for prepare.py and evaluate_prepare.py "
                                                               "(default: a cached environment of the task's container "
                                                               "and preparation requirements)"),
    timeout: float = typer.Option(3600.0, "--timeout", min=1, help="seconds each preparation script may take"),
    max_data_bytes: int = typer.Option(2 << 30, "--max-data-bytes", min=0,
                                       help="largest data (public and the verifier's datasets) copied into one leaf"),
    force: bool = typer.Option(False, "--force", help=FORCE_HELP),
    as_json: bool = typer.Option(False, "--json", help=JSON_HELP),
) -> None:
    """Prepare each AIRS-Bench task and write it as a leaf under tasks/airs/<task>/."""
    from sab.config import load_settings
    from sab.importers.airs import import_airs as run

    settings = load_settings()
    _report(run(settings.tasks_dir, source, data, org=settings.org, revision=revision, python=python,
                timeout=timeout, force=force, max_data_bytes=max_data_bytes), as_json)


def import_hera(
    source: Path = typer.Option(..., "--from", help="the root of a local HERA-Bench dataset snapshot"),
    lock: Optional[Path] = typer.Option(None, "--lock", help="dataset.lock.json (default: the one in the snapshot, if any)"),
    python: Optional[str] = typer.Option(None, "--python", help="interpreter for the controller benchmark.py"),
    force: bool = typer.Option(False, "--force", help=FORCE_HELP),
    as_json: bool = typer.Option(False, "--json", help=JSON_HELP),
) -> None:
    """Verify a HERA-Bench snapshot's checksums, then write tasks/hera/<NNN>-act/ and <NNN>-abstain/."""
    from sab.config import load_settings
    from sab.importers.hera import import_hera as run

    settings = load_settings()
    _report(run(settings.tasks_dir, source, org=settings.org, lock=lock, python=python, force=force), as_json)


def selfcheck(
    leaves: list[Path] = typer.Argument(..., help="imported leaf directories"),
    as_json: bool = typer.Option(False, "--json", help=JSON_HELP),
) -> None:
    """Grade the gold answer (the oracle) and a perturbed answer of each imported leaf through its drivers."""
    from sab.importers.selfcheck import selfcheck_import

    checks = [selfcheck_import(leaf) for leaf in leaves]
    if as_json:
        emit_json([{"leaf": c.leaf, "ok": c.ok, "cases": [case.as_dict() for case in c.cases]} for c in checks])
    else:
        for check in checks:
            for case in check.cases:
                say(f"{'ok  ' if case.ok else 'FAIL'} {check.leaf} {case.name}: reward {case.reward:.6g} "
                    f"(expected {case.expected}); {case.reason}")
    if not all(check.ok for check in checks):
        raise typer.Exit(1)


def _fmt(value: float | None, digits: int = 4) -> str:
    return "-" if value is None else f"{value:.{digits}g}"


def score_super(
    results: Path = typer.Argument(..., help="per-leaf results: {\"leaf\", \"output_match\"} a line"),
    tasks: Optional[Path] = typer.Option(None, "--tasks", help=TASKS_HELP),
    as_json: bool = typer.Option(False, "--json", help=JSON_HELP),
) -> None:
    """SUPER: the mean output match over the expected set, with its numerator."""
    from sab.importers import scoring

    score = scoring.score_super(results, tasks)
    data = scoring.as_dict(score)
    if as_json:
        emit_json(data)
        return
    say(f"super: {score.tasks} tasks, {'complete' if score.complete else 'INCOMPLETE'}")
    say(f"mean output match: {_fmt(score.mean)} ({score.numerator:.6g} / {score.tasks})")
    say(f"answers submitted: {data['submitted']}")
    if score.missing:
        say(f"missing results: {', '.join(score.missing)}")


def score_airs(
    results: Path = typer.Argument(..., help="per-run results: {\"leaf\", \"valid_submission\", \"metric_value\"} "
                                             "a line, optionally \"seed\" and \"method\""),
    tasks: Optional[Path] = typer.Option(None, "--tasks", help=TASKS_HELP),
    rule: str = typer.Option("official", "--rule", help="official (AIRS-Bench's march-of-9s, 0.999 at the optimum) "
                                                       "or sab (distances floored at 1e-15)"),
    worst: str = typer.Option("estimated", "--worst", help="estimated (each task's estimated_worst_score) or observed "
                                                          "(the worst valid metric among the results of the task)"),
    as_json: bool = typer.Option(False, "--json", help=JSON_HELP),
) -> None:
    """AIRS-Bench: per task the mean over seeds of max(0, NS) (invalid = 0), then mean and standard error
    over tasks, the valid-submission rate, and Elo ratings when several methods are given."""
    from sab.importers import scoring

    score = scoring.score_airs(results, tasks, rule=rule, worst=worst)
    data = scoring.as_dict(score)
    if as_json:
        emit_json(data)
        return
    say(f"airs: {len(score.tasks)} tasks, rule {score.rule}, worst {score.worst}, "
        f"{'complete' if score.complete else 'INCOMPLETE'}")
    for method in data["methods"]:
        name = "" if method["method"] is None else f"{method['method']}: "
        ns, valid = method["ns"], method["valid_submissions"]
        se = "" if ns["se"] is None else f" ± {_fmt(ns['se'])} (SE over tasks)"
        say(f"{name}mean normalised score {_fmt(ns['mean'])}{se} ({ns['numerator']:.6g} / {len(score.tasks)}); "
            f"valid submissions {valid['count']} / {valid['runs']} runs (rate {_fmt(valid['rate'])})")
    if data["elo"] is not None:
        ratings = data["elo"]["ratings"]
        say("elo: " + ", ".join(f"{m} {ratings[m]:.1f}" for m in sorted(ratings, key=lambda m: -ratings[m])))
    if score.missing:
        say(f"missing results: {', '.join(score.missing)}")


def score_hera(
    results: Path = typer.Argument(..., help="per-episode results: number and/or pair_id, side, passed, runtime_valid"),
    tasks: Optional[Path] = typer.Option(None, "--tasks", help=TASKS_HELP),
    resamples: int = typer.Option(10000, "--resamples", min=1, help="bootstrap resamples of the pairs"),
    seed: int = typer.Option(0, "--seed", help="seed of the bootstrap's random generator"),
    confidence: float = typer.Option(0.95, "--confidence", help="confidence level of the intervals"),
    as_json: bool = typer.Option(False, "--json", help=JSON_HELP),
) -> None:
    """HERA-Bench: Act, Abstain and Pair over the pairs, with pair-resampled bootstrap intervals."""
    from sab.importers.scoring import as_dict, score_hera as run

    score = run(results, tasks, resamples=resamples, seed=seed, confidence=confidence)
    data = as_dict(score)
    if as_json:
        emit_json(data)
        return
    say(f"hera: {score.pairs} pairs ({score.scope or 'scope unknown'}), "
        f"{'complete' if score.complete else 'INCOMPLETE (no percentages)'}; "
        f"{score.runtime_failures} runtime failures; harness {score.harness or '-'}")
    for name in ("act", "abstain", "pair"):
        metric = data[name]
        percent = "" if metric["percent"] is None else f" = {metric['percent']:.1f}%"
        interval = "" if metric["ci"] is None else (
            f"  [{metric['ci'][0]:.1f}, {metric['ci'][1]:.1f}] ({confidence:.0%} CI, pairs resampled)")
        say(f"{name:8s} {metric['passed']}/{score.pairs}{percent}{interval}")
    if score.missing:
        say(f"missing episodes: {', '.join(score.missing)}")


def grade_answer(leaf: Path, answer: Optional[Path], record: Optional[Path], reward_file: Optional[Path],
                 grade_file: Optional[Path], as_json: bool, trajectory: Optional[Path] = None) -> None:
    """`sab grade <imported-leaf> --answer FILE [--record FILE] [--trajectory FILE]`: print what the verifier would write."""
    from sab.importers.grading import grade_answer as run

    graded = run(leaf, answer, record=record, reward_file=reward_file, grade_file=grade_file, trajectory=trajectory)
    if as_json:
        emit_json(graded.result_line())
        return
    say(f"reward {graded.reward['reward']:.6g} ({graded.leaf.benchmark} leaf {graded.leaf.leaf.root.name})")
    for name, check in graded.result.checks.items():
        say(f"  {'PASS' if check.passed else 'FAIL'} {name}: {check.reason}")
    say("flat reward: " + ", ".join(f"{key}={value:.6g}" for key, value in sorted(graded.reward.items())))
    if graded.reward_file:
        say(f"reward written to {graded.reward_file}")
