"""inc-opaque-layer: tmm's inc_overflow_test (tests.py).

inc_tmm (s, normal incidence) on five incoherent layers whose middle one (1+3j, 1e5 thick) has a
single-pass transmission of exp(-1.9e4), which tmm floors at 1e-30, and on the same stack cut
after that layer; upstream checks that the calculation does not break and that the power entering
the front layers agrees between the two. Every output of both calls is graded (the vector layout
is tmmcheck.inc_summary's).
"""

import numpy as np

import tmmcheck

tmm = tmmcheck.import_tmm()
input_dir, out_dir = tmmcheck.arguments()
case = tmmcheck.read_input(input_dir)

n_list = tmmcheck.indices(case["n_list"])
d_list = tmmcheck.thicknesses(case["d_list"])
c_list = case["c_list"]
cut = case["cut_after"] + 1
d_cut = d_list[:cut]
d_cut[-1] = np.inf
full = tmm.inc_tmm("s", n_list, d_list, c_list, case["th_0"], case["lam_vac"])
short = tmm.inc_tmm("s", n_list[:cut], d_cut, c_list[:cut], case["th_0"], case["lam_vac"])
tmmcheck.save(out_dir, "full", tmmcheck.inc_summary(tmm, full))
tmmcheck.save(out_dir, "cut", tmmcheck.inc_summary(tmm, short))
