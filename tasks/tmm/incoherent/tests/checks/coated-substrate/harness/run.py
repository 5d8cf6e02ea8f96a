"""coated-substrate (custom): a thick glass plate coated on both faces, the structure inc_tmm is
made for, swept over the visible.

air | MgF2-like 1.38 (100 nm, coherent) | TiO2-like 2.35+0.002j (60 nm, coherent) |
glass 1.52+2e-7j (1 mm, incoherent) | ITO-like 1.9+0.02j (150 nm, coherent) |
a-Si-like 4.3+0.6j (30 nm, coherent) | polymer 1.49+1e-6j (0.5 mm, incoherent) | air, s and p, over a grid of wavelengths: inc_tmm at 45
degrees, and the absorption profiles at normal incidence (see below).
(Constant, made-up but plausible indices, in the spirit of tmm's own tests.)

No upstream test reaches what this structure needs: a coherent stack behind a finite
incoherent layer (the light reaching it is attenuated by the plate), coherent stacks of two
layers inside inc_tmm (absorp_in_each_layer of the stack then reads the Poynting vector inside
it), a coherent stack followed by two incoherent layers (so that light returns to it from
behind), and inc_find_absorp_analytic_fn (the depth profile of the absorption in each coherent
layer, what a solar-cell model integrates).

Graded: sweep.npy (polarisation, wavelength, every output of inc_tmm in tmmcheck.inc_summary's
layout); profiles.npy (polarisation, wavelength, coherent layer, [A1, A2, A3, a1, a3, d and the
absorption at 0, 1/4, 1/2, 3/4 and 1 of the layer's thickness], [real, imag]);
layer_starts.npy (layer_starts of the structure, its leading -inf written as the flag 1.0).
"""

import numpy as np

import tmmcheck

tmm = tmmcheck.import_tmm()
input_dir, out_dir = tmmcheck.arguments()
case = tmmcheck.read_input(input_dir)

n_list = tmmcheck.indices(case["n_list"])
d_list = tmmcheck.thicknesses(case["d_list"])
c_list = case["c_list"]
coherent = [i for i, c in enumerate(c_list) if c == "c"]
fractions = case["profile_fractions"]
sweep, profiles = [], []
for pol in ("s", "p"):
    pol_sweep, pol_profiles = [], []
    for lam in np.linspace(case["lam_first"], case["lam_last"], case["points"]):
        data = tmm.inc_tmm(pol, n_list, d_list, c_list, case["th_0"], lam)
        pol_sweep.append(tmmcheck.inc_summary(tmm, data))
        # inc_find_absorp_analytic_fn adds the profile of the light going forwards to that of the
        # light coming back, and refuses when their decay constants differ in the last bit, which
        # at oblique incidence they do (the reversed stack's angles come from another snell
        # call): the profiles are taken at normal incidence, where both are exact.
        data = tmm.inc_tmm(pol, n_list, d_list, c_list, case["profile_th_0"], lam)
        layers = []
        for layer in coherent:
            fn = tmm.inc_find_absorp_analytic_fn(layer, data)
            layers.append([fn.A1, fn.A2, fn.A3, fn.a1, fn.a3, fn.d]
                          + [fn.run(f * d_list[layer]) for f in fractions])
        pol_profiles.append(layers)
    sweep.append(pol_sweep)
    profiles.append(pol_profiles)
tmmcheck.save(out_dir, "sweep", np.array(sweep))
tmmcheck.save(out_dir, "profiles", np.array(profiles, dtype=complex))
starts = tmm.layer_starts(d_list)
tmmcheck.save(out_dir, "layer_starts", np.concatenate([[float(np.isneginf(starts[0]))], starts[1:]]))
