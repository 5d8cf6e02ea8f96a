"""spectra: the sweeps of tmm's examples.py, on finer grids: the workload whose speed is measured.

sample1: a 100 nm film of n = 2.2 on 300 nm of 3.3+0.3j in air; reflection and transmission at
  normal incidence (s) and of unpolarised light at 45 degrees, over a grid of wavenumbers.
sample3: ellips on air / SiO2 (1.46) / Si (3.87+0.02j) at 70 degrees and 633 nm over a grid of
  SiO2 thicknesses (Handbook of Ellipsometry, Fig. 1.14); psi and Delta in radians.
sample4: the Poynting vector and absorbed power density of the position_resolved example
  (p, 45 degrees, 400 nm) over a grid of depths, each located with find_in_structure_with_inf,
  with the layer and depth-in-layer it found and the layer starts (layer_starts, its leading
  -inf written as the flag 1.0).
sample6: p reflection of the Kretschmann surface-plasmon stack (glass 1.517 / 5 nm Cr /
  30 nm Au / air) at 633 nm over a grid of internal angles.
Grid sizes are part of the input (upstream: 400, 100, 1000 and 300 points).
"""

import numpy as np

import tmmcheck

tmm = tmmcheck.import_tmm()
input_dir, out_dir = tmmcheck.arguments()
config = tmmcheck.read_input(input_dir)
degree = np.pi / 180

s1 = config["sample1"]
n_list, d_list = tmmcheck.indices(s1["n_list"]), tmmcheck.thicknesses(s1["d_list"])
rows = []
for k in np.linspace(s1["k_first"], s1["k_last"], num=s1["points"]):
    normal = tmm.coh_tmm("s", n_list, d_list, 0, 1 / k)
    oblique = tmm.unpolarized_RT(n_list, d_list, s1["angle_deg"] * degree, 1 / k)
    rows.append([normal["R"], normal["T"], oblique["R"], oblique["T"]])
tmmcheck.save(out_dir, "sample1_RT", np.array(rows))

s3 = config["sample3"]
n_list = tmmcheck.indices(s3["n_list"])
rows = []
for d in np.linspace(s3["d_first"], s3["d_last"], num=s3["points"]):
    e = tmm.ellips(n_list, [np.inf, d, np.inf], s3["angle_deg"] * degree, s3["lam_vac"])
    rows.append([e["psi"], e["Delta"]])
tmmcheck.save(out_dir, "sample3_ellips", np.array(rows))

s4 = config["sample4"]
n_list, d_list = tmmcheck.indices(s4["n_list"]), tmmcheck.thicknesses(s4["d_list"])
data = tmm.coh_tmm(s4["pol"], n_list, d_list, s4["th_0"], s4["lam_vac"])
fields, where = [], []
for depth in np.linspace(s4["depth_first"], s4["depth_last"], num=s4["points"]):
    layer, d_in_layer = tmm.find_in_structure_with_inf(d_list, depth)
    point = tmm.position_resolved(layer, d_in_layer, data)
    fields.append([point["poyn"], point["absor"]])
    where.append([layer, d_in_layer])
tmmcheck.save(out_dir, "sample4_profile", np.array(fields))
tmmcheck.save(out_dir, "sample4_where", np.array(where))
# layer_starts begins with -inf (the incident medium has no start): written as a flag, 1.0 where
# it is -inf, so every graded value is finite.
starts = tmm.layer_starts(d_list)
tmmcheck.save(out_dir, "sample4_layer_starts", np.concatenate([[float(np.isneginf(starts[0]))], starts[1:]]))

s6 = config["sample6"]
n_list, d_list = tmmcheck.indices(s6["n_list"]), tmmcheck.thicknesses(s6["d_list"])
rows = []
for theta in np.linspace(s6["angle_first_deg"] * degree, s6["angle_last_deg"] * degree, num=s6["points"]):
    rows.append(tmm.coh_tmm("p", n_list, d_list, theta, s6["lam_vac"])["R"])
tmmcheck.save(out_dir, "sample6_Rp", np.array(rows))
