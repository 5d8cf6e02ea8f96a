"""interface-rt: tmm's RT_test (tests.py): the single-interface Fresnel formulas.

case 0: light in a real medium (n_i = 2) meets an absorbing one (n_f = 3 + 0.2j) at pi/5;
upstream checks R + T = 1 there.
case 1: the incident medium absorbs too (n_i = 2 + 0.1j, the angle refracted from vacuum at
pi/5 so that n sin(theta) is real); upstream checks that the power entering, computed from r,
equals the transmitted power T.
For each case and polarisation the amplitudes r and t, the powers R, T and the power entering,
and the two (complex) angles are graded.
"""

import numpy as np

import tmmcheck

tmm = tmmcheck.import_tmm()
input_dir, out_dir = tmmcheck.arguments()
config = tmmcheck.read_input(input_dir)

amplitudes, powers, angles = [], [], []
for case in config["cases"]:
    n_i, n_f = tmmcheck.index(case["n_i"]), tmmcheck.index(case["n_f"])
    if "refracted_from" in case:  # the incident angle inside an absorbing medium, by Snell's law from outside
        outside = case["refracted_from"]
        th_i = tmm.snell(tmmcheck.index(outside["n"]), n_i, outside["th"])
    else:
        th_i = case["th_i"]
    th_f = tmm.snell(n_i, n_f, th_i)
    angles.append([th_i, th_f])
    case_amplitudes, case_powers = [], []
    for pol in ("s", "p"):
        r = tmm.interface_r(pol, n_i, n_f, th_i, th_f)
        t = tmm.interface_t(pol, n_i, n_f, th_i, th_f)
        case_amplitudes.append([r, t])
        case_powers.append([tmm.interface_R(pol, n_i, n_f, th_i, th_f),
                            tmm.interface_T(pol, n_i, n_f, th_i, th_f),
                            tmm.power_entering_from_r(pol, r, n_i, th_i)])
    amplitudes.append(case_amplitudes)
    powers.append(case_powers)

tmmcheck.save(out_dir, "amplitudes", np.array(amplitudes, dtype=complex))
tmmcheck.save(out_dir, "powers", np.array(powers, dtype=float))
tmmcheck.save(out_dir, "angles", np.array(angles, dtype=complex))
