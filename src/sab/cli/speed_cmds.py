"""`sab speed`: calibrate a leaf's speed-up goal, propose again from its repeats, show the calibration, accept its proposal."""

from __future__ import annotations

from pathlib import Path
from typing import Optional

import typer

from sab.cli.output import console, emit_json, say


def register(app: typer.Typer) -> None:
    speed = typer.Typer(help="Calibrated speed-up goals: measure under a trial's conditions, propose, accept.",
                        no_args_is_help=True)
    speed.command("calibrate")(calibrate)
    speed.command("propose")(propose)
    speed.command("show")(show)
    speed.command("accept")(accept)
    app.add_typer(speed, name="speed")


def calibrate(
    leaf: Path = typer.Argument(..., help="the leaf directory"),
    condition: Optional[list[str]] = typer.Option(None, "--condition", help=(
        "a machine state to measure under (repeatable): quiet, busy-core, shared, one-core; default: all four")),
    rounds: int = typer.Option(3, "--rounds", min=1, help="rounds per condition, each on inputs of its own seed"),
    repeats: int = typer.Option(12, "--repeats", min=5, max=100, help="timed repeats a side per round: the most a simulated trial can use"),
    warmup: int = typer.Option(1, "--warmup", min=0, max=10, help="untimed runs after each graded run"),
    seed: int = typer.Option(1, "--seed", min=0, help="first draw seed (each round takes the next), and the simulation's seed"),
    trials: int = typer.Option(2000, "--trials", min=100, help="simulated trials per condition and repeat count"),
    check_timeout: Optional[float] = typer.Option(None, "--check-timeout", min=1, help="seconds per check and side"),
    report: bool = typer.Option(False, "--report", help="print each condition's credit quantiles for the oracle and the no-op"),
    as_json: bool = typer.Option(False, "--json", help="machine-readable output"),
) -> None:
    """Time the untouched source and the reference acceleration under each condition, and propose a goal and repeat count."""
    from sab.leaf import Leaf
    from sab.runners.local import LocalRunner
    from sab.speed.record import calibrate as do_calibrate

    the_leaf = Leaf.at(leaf)
    with console().status("sab speed calibrate") as spinner:
        record = do_calibrate(the_leaf, LocalRunner(progress=spinner.update), condition_names=condition, rounds=rounds,
                              repeats=repeats, warmup=warmup, seed=seed, trials=trials, check_timeout=check_timeout,
                              progress=spinner.update)
    _emit(the_leaf, record, report, as_json)
    if record.proposal is None:
        raise typer.Exit(1)


def propose(
    leaf: Path = typer.Argument(..., help="the leaf directory"),
    seed: int = typer.Option(1, "--seed", min=0, help="the simulation's seed"),
    trials: int = typer.Option(2000, "--trials", min=100, help="simulated trials per condition and repeat count"),
    report: bool = typer.Option(False, "--report", help="print each condition's credit quantiles for the oracle and the no-op"),
    as_json: bool = typer.Option(False, "--json", help="machine-readable output"),
) -> None:
    """Propose again from the recorded repeats, without timing: the acceptance is cleared."""
    from sab.leaf import Leaf
    from sab.speed.record import repropose

    the_leaf = Leaf.at(leaf)
    record = repropose(the_leaf, trials=trials, seed=seed)
    _emit(the_leaf, record, report, as_json)
    if record.proposal is None:
        raise typer.Exit(1)


def show(
    leaf: Path = typer.Argument(..., help="the leaf directory"),
    as_json: bool = typer.Option(False, "--json", help="machine-readable output"),
) -> None:
    """The leaf's calibration record: the conditions, the proposal and the credit quantiles, and whether it still stands."""
    from sab.errors import NotFoundError
    from sab.leaf import Leaf
    from sab.speed.record import load, record_path

    the_leaf = Leaf.at(leaf)
    record = load(the_leaf)
    if record is None:
        raise NotFoundError("no speed calibration", file=record_path(the_leaf), fix=f"run `sab speed calibrate {leaf}`")
    _emit(the_leaf, record, True, as_json)


def accept(
    leaf: Path = typer.Argument(..., help="the leaf directory"),
    by: str = typer.Option(..., "--by", help="the curator accepting the goal"),
) -> None:
    """Write the calibration's goal and repeat count into the acceleration checks' timing, recording who and when."""
    from sab.leaf import Leaf
    from sab.speed.record import accept as do_accept

    accepted = do_accept(Leaf.at(leaf), by)
    say(f"{', '.join(accepted.checks)}: speed-up goal {accepted.goal:g}x over {accepted.repeats} repeats a side "
        f"(accepted by {by}); rerun `sab selfcheck`")


def _emit(leaf, record, report: bool, as_json: bool) -> None:
    from sab.speed.record import changed

    stale = changed(leaf, record)
    if as_json:
        emit_json({**record.model_dump(mode="json"), "stands": not stale, "changed": stale})
        return
    say(f"{leaf.root.name}: {', '.join(record.checks)} on {record.host.cpu_model} ({record.host.cpus} CPUs), "
        f"{record.stamped_at}")
    if report:
        _table(record)
    if record.proposal is not None:
        say(f"proposed: speed-up goal {record.proposal.goal:g}x over {record.proposal.repeats} repeats a side "
            f"(oracle credit >= {record.oracle_credit_floor:g} and no-op <= {record.noop_credit_ceiling:g}, "
            f"each with probability >= {record.probability:g} in every condition)")
        if record.accepted is None:
            say(f"accept it with `sab speed accept {leaf.root} --by NAME`")
        else:
            say(f"accepted by {record.accepted.by} at {record.accepted.at}")
    else:
        say(f"no goal proposed: {record.refusal}")
    for reason in stale:
        say(f"stale: {reason}")


def _table(record) -> None:
    from rich.table import Table

    table = Table(title="speed calibration: simulated trials per condition")
    for column in ("condition", "speed-up", "untouched s", "oracle L q01 / q50", "no-op L q50 / q99",
                   "oracle credit q01 / q50", "no-op credit q50 / q99", "oracle short", "no-op over"):
        table.add_column(column, justify="left" if column == "condition" else "right")
    for row in record.results:
        credit = (f"{row.oracle_credit.q01:.3f} / {row.oracle_credit.q50:.3f}" if row.oracle_credit else "-",
                  f"{row.noop_credit.q50:.3f} / {row.noop_credit.q99:.3f}" if row.noop_credit else "-",
                  f"{row.oracle_short:.1%}" if row.oracle_short is not None else "-",
                  f"{row.noop_over:.1%}" if row.noop_over is not None else "-")
        table.add_row(row.name, f"{row.speedup:.3g}", f"{row.untouched_seconds:.3g}",
                      f"{row.oracle_low.q01:.3g} / {row.oracle_low.q50:.3g}",
                      f"{row.noop_low.q50:.3g} / {row.noop_low.q99:.3g}", *credit)
    console().print(table)
    feasible = ", ".join(f"{f.repeats}: {f.goal_min:.3g}-{f.goal_max:.3g}" for f in record.feasible)
    say(f"goals each repeat count allows (repeats: least-most): {feasible}")
