"""position-resolved: tmm's position_resolved_test, position_resolved_test2 and
absorp_analytic_fn_test (tests.py).

Two stacks of two absorbing films (100 nm of 2.2+0.2j, 300 nm of 3.3+0.3j) at 400 nm, lit at
45 degrees: between real media (position_resolved_test, absorp_analytic_fn_test) and between
absorbing ones (position_resolved_test2, the incident angle refracted from vacuum so that
n sin(theta) is real). For each stack and polarisation:

- every output of coh_tmm (STACK_amplitudes, STACK_powers, STACK_layers);
- position_resolved at the upstream test's points (layer, depth in the layer): the Poynting
  vector, the absorbed power density and the three components of E (STACK_fields);
- absorp_in_each_layer, the fraction absorbed in each layer (STACK_absorbed);
- absorp_analytic_fn of the first film: its coefficients A1, A2, A3, a1, a3 and d, its value at
  the upstream depth, and the same for its copy flipped front to back, evaluated at d minus
  that depth (STACK_analytic).
"""

import numpy as np

import tmmcheck

tmm = tmmcheck.import_tmm()
input_dir, out_dir = tmmcheck.arguments()
config = tmmcheck.read_input(input_dir)


def coefficients(fn):
    return [fn.A1, fn.A2, fn.A3, fn.a1, fn.a3, fn.d]


for stack in config["stacks"]:
    n_list = tmmcheck.indices(stack["n_list"])
    d_list = tmmcheck.thicknesses(stack["d_list"])
    if "refracted_from" in stack:  # an absorbing first medium: the angle refracted into it from outside
        outside = stack["refracted_from"]
        th_0 = tmm.snell(tmmcheck.index(outside["n"]), n_list[0], outside["th"])
    else:
        th_0 = stack["th_0"]
    runs, fields, absorbed, analytic = [], [], [], []
    for pol in ("s", "p"):
        data = tmm.coh_tmm(pol, n_list, d_list, th_0, stack["lam_vac"])
        runs.append(data)
        at_points = []
        for layer, distance in config["points"]:
            point = tmm.position_resolved(layer, distance, data)
            at_points.append([point["poyn"], point["absor"], point["Ex"], point["Ey"], point["Ez"]])
        fields.append(at_points)
        absorbed.append(tmm.absorp_in_each_layer(data))
        layer, depth = config["analytic"]["layer"], config["analytic"]["depth"]
        fn = tmm.absorp_analytic_fn().fill_in(data, layer)
        flipped = fn.copy().flip()
        analytic.append(coefficients(fn) + [fn.run(depth)]
                        + coefficients(flipped) + [flipped.run(d_list[layer] - depth)])
    name = stack["name"]
    tmmcheck.save_coh(out_dir, name, runs)
    tmmcheck.save(out_dir, f"{name}_fields", np.array(fields, dtype=complex))
    tmmcheck.save(out_dir, f"{name}_absorbed", np.array(absorbed, dtype=float))
    tmmcheck.save(out_dir, f"{name}_analytic", np.array(analytic, dtype=complex))
