"""Calibrated speed-up goals (docs/speed.md).

`sab speed calibrate` times a leaf's acceleration checks on the untouched source and on its
reference acceleration, rounds interleaved, under each condition a trial may meet (conditions.py,
measure.py); simulated trials drawn from those repeats give the distributions of the speed-up's
lower bound L for the oracle and for the untouched tree against itself, and from them the goal and
repeat count that pay the oracle and not the no-op (simulate.py). The record, its digests and the
curator's acceptance are record.py's.
"""
