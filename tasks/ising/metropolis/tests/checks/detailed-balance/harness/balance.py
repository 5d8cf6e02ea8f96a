import json
import os
import sys

import numpy as np

from ising.lattice import checkerboard, neighbour_indices, neighbour_sum
from ising.metropolis import Metropolis, acceptance_table

input_path, out_dir = sys.argv[1:3]
with open(input_path, encoding="utf-8") as handle:
    p = json.load(handle)


def out(name):
    return os.path.join(out_dir, name)


def random_lattice(L, seed):
    """A hot lattice drawn as the module's initial_spins draws one, from a generator of its own."""
    rng = np.random.default_rng(seed)
    return np.where(rng.random((L, L)) < 0.5, -1, 1).astype(np.int8)


# 1. The acceptance tables, table[b, k + 4] for s = (+1 if b else -1) and s n = k
#    (test_metropolis_ratio): every value of every table.
tables = np.array([acceptance_table(t, j, h) for t, j, h in p["acceptance"]], dtype=np.float64)
np.save(out("acceptance.npy"), tables)

# 2. neighbour_sum of seeded random lattices and of four patterns (stripes two rows wide, stripes two
#    columns wide, the Neel checkerboard, all up), as int64; and the facts the upstream test asserts,
#    as counts of the sites that break them (0 when they hold), so that a fault has a distance: the
#    sites where neighbour_indices gathers another sum than neighbour_sum
#    (test_neighbour_index_and_roll_agree), and, per side, the neighbours of an even or odd site that
#    lie on its own sublattice (test_neighbours_are_on_the_other_sublattice).
L = p["neighbour_sum"]["L"]
i, j = np.indices((L, L))
lattices = [random_lattice(L, seed) for seed in p["neighbour_sum"]["seeds"]]
lattices += [np.where(i // 2 % 2 == 0, 1, -1).astype(np.int8), np.where(j // 2 % 2 == 0, 1, -1).astype(np.int8),
             np.where((i + j) % 2 == 0, 1, -1).astype(np.int8), np.ones((L, L), dtype=np.int8)]
sums = np.array([np.asarray(neighbour_sum(s)) for s in lattices], dtype=np.int64)
np.save(out("neighbour_sum.npy"), sums)
gather = neighbour_indices(L)
structure = {
    "gathered_sum_differs": [int(np.count_nonzero(s.reshape(-1)[gather].sum(axis=0) != n.reshape(-1)))
                             for s, n in zip(lattices, sums)],
    "neighbours_on_own_sublattice": {},
}
for side in p["sublattice_sides"]:
    even, odd = checkerboard(side)
    neighbours = neighbour_indices(side)
    structure["neighbours_on_own_sublattice"][str(side)] = [
        int(np.count_nonzero(~np.isin(neighbours[:, even], odd))),
        int(np.count_nonzero(~np.isin(neighbours[:, odd], even)))]
with open(out("structure.json"), "w", encoding="utf-8") as handle:
    json.dump(structure, handle, indent=1)
    handle.write("\n")

# 3. The exact transition matrix of one sweep (even sublattice, then odd) of the 2 x 2 lattice over
#    its 16 states, built from acceptance_table, neighbour_indices and checkerboard as the upstream
#    sweep_kernel builds it, and pi K - pi for the Boltzmann distribution pi
#    (test_boltzmann_is_exactly_stationary_under_a_sweep). State code: bit k = site k is up. pi is
#    computed here from E = -J sum_<ij> s_i s_j - h sum_i s_i (each site's right and lower bond), not
#    by the module.
n = 4
codes = np.arange(2 ** n)
configs = (2 * ((codes[:, np.newaxis] >> np.arange(n)) & 1) - 1).astype(np.int64)
grid = configs.reshape(-1, 2, 2)
bonds = (grid * (np.roll(grid, -1, axis=1) + np.roll(grid, -1, axis=2))).sum(axis=(1, 2))
magnet = configs.sum(axis=1)
neighbours = neighbour_indices(2)
kernels, residuals = [], []
for t, coupling, h in p["kernel"]:
    table = acceptance_table(t, coupling, h)
    kernel = np.eye(2 ** n)
    for sites in checkerboard(2):
        half = np.zeros((2 ** n, 2 ** n))
        s = configs[:, sites]
        k = s * configs[:, neighbours[:, sites]].sum(axis=1)
        prob = table[(s > 0).astype(int), k + 4]
        for subset in range(2 ** len(sites)):
            flip = ((subset >> np.arange(len(sites))) & 1).astype(bool)
            mask = sum(1 << int(site) for site, f in zip(sites, flip) if f)
            half[codes, codes ^ mask] += np.prod(np.where(flip, prob, 1 - prob), axis=1)
        kernel = kernel @ half
    energy = -coupling * bonds - h * magnet
    pi = np.exp(-(energy - energy.min()) / t)
    pi /= pi.sum()
    kernels.append(kernel)
    residuals.append(pi @ kernel - pi)
np.save(out("kernel.npy"), np.array(kernels, dtype=np.float64))
np.save(out("stationarity.npy"), np.array(residuals, dtype=np.float64))

# 4. Metropolis itself: a freshly constructed instance with a seeded generator, its attempts and
#    flips counters read directly before any sweep and after each sweep (two half-sweeps), and the
#    final spins. The cases sit where every accept/reject decision is certain, so nothing here
#    depends on the random numbers the generator supplies.
side = p["metropolis"]["L"]
counters, finals = {}, []
for case in p["metropolis"]["cases"]:
    spins = random_lattice(side, case["lattice_seed"])
    updater = Metropolis(side, case["temperature"], case["J"], case["h"],
                         np.random.default_rng(case["stream_seed"]))
    record = {"attempts": [int(updater.attempts)], "flips": [int(updater.flips)]}
    for _ in range(case["sweeps"]):
        updater.sweep(spins)
        record["attempts"].append(int(updater.attempts))
        record["flips"].append(int(updater.flips))
    record["magnetisation"] = int(spins.sum(dtype=np.int64))
    counters[case["name"]] = record
    finals.append(np.array(spins, dtype=np.int64))
with open(out("metropolis.json"), "w", encoding="utf-8") as handle:
    json.dump(counters, handle, indent=1)
    handle.write("\n")
np.save(out("metropolis_spins.npy"), np.array(finals))
