"""inc-stacks: the first three stacks of tmm's incoherent_test (tests.py), every output of inc_tmm
graded with the closed forms and coherent results upstream compares it with.

For s and p polarisation, 60 degrees in vacuum (refracted into an absorbing first medium so
that n sin(theta) is real), 400 nm (the vector layout of inc_tmm's outputs is
tmmcheck.inc_summary's):
- three_incoherent: three incoherent real media; the closed-form reflection
  R0 + R1 T0^2 / (1 - R0 R1) follows;
- film_between_incoherent: a coherent film between incoherent absorbing media; coh_tmm's R and T
  of the same stack follow (they must agree);
- film_and_thick_layer: a coherent film, then a 10 um weakly absorbing incoherent layer, then the
  exit medium; the closed-form T and R summed over the passes through the thick layer follow.
"""

import numpy as np

import tmmcheck

tmm = tmmcheck.import_tmm()
input_dir, out_dir = tmmcheck.arguments()
config = tmmcheck.read_input(input_dir)
POLS = ("s", "p")


def stack(case):
    n_list = tmmcheck.indices(case["n_list"])
    d_list = tmmcheck.thicknesses(case["d_list"])
    if "refracted_from" in case:  # the angle in the first medium, refracted from outside (n0 sin th0 real)
        outside = case["refracted_from"]
        th_0 = tmm.snell(tmmcheck.index(outside["n"]), tmmcheck.index(outside["into"]), outside["th"])
    else:
        th_0 = case["th_0"]
    return n_list, d_list, case["c_list"], th_0


case = config["three_incoherent"]
n_list, d_list, c_list, th_0 = stack(case)
rows = []
for pol in POLS:
    n0, n1, n2 = n_list
    th1, th2 = tmm.snell(n0, n1, th_0), tmm.snell(n0, n2, th_0)
    r0 = abs(tmm.interface_r(pol, n0, n1, th_0, th1) ** 2)
    r1 = abs(tmm.interface_r(pol, n1, n2, th1, th2) ** 2)
    closed = r0 + r1 * (1 - r0) ** 2 / (1 - r0 * r1)
    inc = tmm.inc_tmm(pol, n_list, d_list, c_list, th_0, case["lam_vac"])
    rows.append(np.concatenate([tmmcheck.inc_summary(tmm, inc), [closed]]))
tmmcheck.save(out_dir, "three_incoherent", np.array(rows))

case = config["film_between_incoherent"]
n_list, d_list, c_list, th_0 = stack(case)
rows = []
for pol in POLS:
    inc = tmm.inc_tmm(pol, n_list, d_list, c_list, th_0, case["lam_vac"])
    coh = tmm.coh_tmm(pol, n_list, d_list, th_0, case["lam_vac"])
    rows.append(np.concatenate([tmmcheck.inc_summary(tmm, inc), [coh["R"], coh["T"]]]))
tmmcheck.save(out_dir, "film_between_incoherent", np.array(rows))

case = config["film_and_thick_layer"]
n_list, d_list, c_list, th_0 = stack(case)
lam = case["lam_vac"]
n0, n1, n2, n3 = n_list
d1, d2 = d_list[1], d_list[2]
rows = []
for pol in POLS:
    inc = tmm.inc_tmm(pol, n_list, d_list, c_list, th_0, lam)
    forward = tmm.coh_tmm(pol, [n0, n1, n2], [np.inf, d1, np.inf], th_0, lam)
    th2, th3 = tmm.snell(n0, n2, th_0), tmm.snell(n0, n3, th_0)
    backward = tmm.coh_tmm(pol, [n2, n1, n0], [np.inf, d1, np.inf], th2, lam)
    p2 = np.exp(-4 * np.pi * d2 * (n2 * np.cos(th2)).imag / lam)
    r23, t23 = tmm.interface_R(pol, n2, n3, th2, th3), tmm.interface_T(pol, n2, n3, th2, th3)
    t_closed = forward["T"] * p2 * t23 / (1 - r23 * p2 * backward["R"] * p2)
    r_closed = forward["R"] + forward["T"] * p2 * r23 * p2 * backward["T"] / (1 - backward["R"] * p2 * r23 * p2)
    rows.append(np.concatenate([tmmcheck.inc_summary(tmm, inc), [t_closed, r_closed]]))
tmmcheck.save(out_dir, "film_and_thick_layer", np.array(rows))
