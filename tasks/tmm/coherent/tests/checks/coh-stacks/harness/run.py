"""coh-stacks: tmm's basic_test and coh_overflow_test (tests.py), every output graded.

basic: coh_tmm for s and p polarisation on the four-layer absorbing stack of basic_test, whose
r, t, R, T the upstream test compares with the author's Mathematica values, and ellips (psi,
Delta) on the same stack.
opaque: coh_tmm (s) on the five-layer stack of coh_overflow_test, whose middle layer has
imag(delta) of about 1.9e4 (tmm clamps it to 35), and on the same stack cut after that layer,
whose first entries upstream says must agree with the full stack's.
"""

import numpy as np

import tmmcheck

tmm = tmmcheck.import_tmm()
input_dir, out_dir = tmmcheck.arguments()
config = tmmcheck.read_input(input_dir)

basic = config["basic"]
n_list = tmmcheck.indices(basic["n_list"])
d_list = tmmcheck.thicknesses(basic["d_list"])
runs = [tmm.coh_tmm(pol, n_list, d_list, basic["th_0"], basic["lam_vac"]) for pol in ("s", "p")]
tmmcheck.save_coh(out_dir, "basic", runs)
ellips = tmm.ellips(n_list, d_list, basic["th_0"], basic["lam_vac"])
tmmcheck.save(out_dir, "basic_ellips", np.array([ellips["psi"], ellips["Delta"]]))

opaque = config["opaque"]
n_list = tmmcheck.indices(opaque["n_list"])
d_list = tmmcheck.thicknesses(opaque["d_list"])
tmmcheck.save_coh(out_dir, "opaque_full", [tmm.coh_tmm("s", n_list, d_list, opaque["th_0"], opaque["lam_vac"])])
cut = opaque["cut_after"] + 1
d_cut = d_list[:cut]
d_cut[-1] = float("inf")
tmmcheck.save_coh(out_dir, "opaque_cut", [tmm.coh_tmm("s", n_list[:cut], d_cut, opaque["th_0"], opaque["lam_vac"])])
