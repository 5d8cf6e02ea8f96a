"""incoherent-tests: tmm's incoherent_test and inc_overflow_test (tests.py), in which the
coherent solver is the reference of the incoherent one.

For s and p polarisation (the vector layout of inc_tmm's outputs is tmmcheck.inc_summary's):
- three_incoherent: three incoherent real media (upstream case 1), and the closed-form
  reflection R0 + R1 T0^2 / (1 - R0 R1) the upstream test compares with;
- film_between_incoherent: one coherent film between incoherent absorbing media (case 2), and
  coh_tmm's R and T of the same stack, which must agree;
- film_and_thick_layer: a coherent film, then a 10 um weakly absorbing incoherent layer (case 3),
  and the closed-form sums over the multiple passes through the thick layer (from coh_tmm of the
  film both ways, the single-pass transmission P2 and interface_R, interface_T);
- random_thickness: a coherent film on a thick substrate (case 4): inc_tmm with the substrate
  incoherent, and coh_tmm's R and T at each of the substrate thicknesses of the upstream grid,
  whose average approaches the incoherent result;
- random_wavelength: four incoherent layers (case 5): inc_absorp_in_each_layer and coh_tmm's
  absorp_in_each_layer at each wavelength of the upstream grid (averages agree);
- opaque (inc_overflow_test): five incoherent layers, the middle one opaque (single-pass
  transmission floored at 1e-30), and the same stack cut after it.
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
    return n_list, d_list, case.get("c_list"), th_0


# case 1: three incoherent layers, closed form
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

# case 2: one coherent film between incoherent media, against coh_tmm
case = config["film_between_incoherent"]
n_list, d_list, c_list, th_0 = stack(case)
rows = []
for pol in POLS:
    inc = tmm.inc_tmm(pol, n_list, d_list, c_list, th_0, case["lam_vac"])
    coh = tmm.coh_tmm(pol, n_list, d_list, th_0, case["lam_vac"])
    rows.append(np.concatenate([tmmcheck.inc_summary(tmm, inc), [coh["R"], coh["T"]]]))
tmmcheck.save(out_dir, "film_between_incoherent", np.array(rows))

# case 3: film + thick incoherent layer, against the closed-form multiple-pass sums
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

# case 4: incoherent substrate against coherent sweeps over its thickness
case = config["random_thickness"]
n_list, d_list, c_list, th_0 = stack(case)
grid = np.linspace(case["d_first"], case["d_last"], case["points"])
incs, cohs = [], []
for pol in POLS:
    incs.append(tmmcheck.inc_summary(tmm, tmm.inc_tmm(pol, n_list, d_list, c_list, th_0, case["lam_vac"])))
    sweep = []
    for dsub in grid:
        coh = tmm.coh_tmm(pol, n_list, d_list[:2] + [dsub, np.inf], th_0, case["lam_vac"])
        sweep.append([coh["R"], coh["T"]])
    cohs.append(sweep)
tmmcheck.save(out_dir, "random_thickness_incoherent", np.array(incs))
tmmcheck.save(out_dir, "random_thickness_coherent", np.array(cohs))

# case 5: four incoherent layers against coherent sweeps over the wavelength
case = config["random_wavelength"]
n_list, d_list, c_list, th_0 = stack(case)
grid = np.linspace(case["lam_first"], case["lam_last"], case["points"])
incs, cohs = [], []
for pol in POLS:
    inc_rows, coh_rows = [], []
    for lam in grid:
        inc_rows.append(tmm.inc_absorp_in_each_layer(tmm.inc_tmm(pol, n_list, d_list, c_list, th_0, lam)))
        coh_rows.append(tmm.absorp_in_each_layer(tmm.coh_tmm(pol, n_list, d_list, th_0, lam)))
    incs.append(inc_rows)
    cohs.append(coh_rows)
tmmcheck.save(out_dir, "random_wavelength_incoherent", np.array(incs, dtype=float))
tmmcheck.save(out_dir, "random_wavelength_coherent", np.array(cohs, dtype=float))

# inc_overflow_test: an opaque incoherent layer, and the stack cut after it
case = config["opaque"]
n_list, d_list, c_list, th_0 = stack(case)
cut = case["cut_after"] + 1
d_cut = d_list[:cut]
d_cut[-1] = np.inf
full = tmm.inc_tmm("s", n_list, d_list, c_list, th_0, case["lam_vac"])
short = tmm.inc_tmm("s", n_list[:cut], d_cut, c_list[:cut], th_0, case["lam_vac"])
tmmcheck.save(out_dir, "opaque_full", tmmcheck.inc_summary(tmm, full))
tmmcheck.save(out_dir, "opaque_cut", tmmcheck.inc_summary(tmm, short))
