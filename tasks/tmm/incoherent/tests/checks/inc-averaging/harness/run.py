"""inc-averaging: the last two stacks of tmm's incoherent_test (tests.py), the claim behind the
incoherent solver: averaging coherent results over the substrate thickness or the wavelength
gives the incoherent result. This is the workload whose speed is measured.

For s and p polarisation, 60 degrees in vacuum (refracted into the first medium):
- random_thickness: a coherent film on a substrate, inc_tmm with the substrate incoherent (every
  output, tmmcheck.inc_summary's layout), and coh_tmm's R and T for each substrate thickness of
  a grid (upstream: 357 points in [1e4, 3e4] nm);
- random_wavelength: four incoherent layers, inc_tmm's outputs and inc_absorp_in_each_layer,
  and coh_tmm's absorp_in_each_layer of the same stack, for each wavelength of a grid (upstream:
  234 points in [40, 50] nm; here finer).
"""

import numpy as np

import tmmcheck

tmm = tmmcheck.import_tmm()
input_dir, out_dir = tmmcheck.arguments()
config = tmmcheck.read_input(input_dir)
POLS = ("s", "p")


def stack(case):
    outside = case["refracted_from"]
    th_0 = tmm.snell(tmmcheck.index(outside["n"]), tmmcheck.index(outside["into"]), outside["th"])
    return tmmcheck.indices(case["n_list"]), tmmcheck.thicknesses(case["d_list"]), case["c_list"], th_0


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

case = config["random_wavelength"]
n_list, d_list, c_list, th_0 = stack(case)
grid = np.linspace(case["lam_first"], case["lam_last"], case["points"])
incs, cohs = [], []
for pol in POLS:
    inc_rows, coh_rows = [], []
    for lam in grid:
        inc_rows.append(tmmcheck.inc_summary(tmm, tmm.inc_tmm(pol, n_list, d_list, c_list, th_0, lam)))
        coh_rows.append(tmm.absorp_in_each_layer(tmm.coh_tmm(pol, n_list, d_list, th_0, lam)))
    incs.append(inc_rows)
    cohs.append(coh_rows)
tmmcheck.save(out_dir, "random_wavelength_incoherent", np.array(incs))
tmmcheck.save(out_dir, "random_wavelength_coherent", np.array(cohs, dtype=float))
