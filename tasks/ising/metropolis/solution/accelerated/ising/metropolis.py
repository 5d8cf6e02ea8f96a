"""Checkerboard Metropolis updates.

A sweep updates the even sublattice ((i + j) even), then the odd one.  The
four neighbours of a site all belong to the other sublattice, so every site
of one sublattice can be updated at once: each is a Metropolis single-spin
flip given the current neighbours, and the sequence of sublattice updates
leaves the Boltzmann distribution invariant (each half-sweep satisfies
detailed balance).

Flipping s_i changes the energy by dE = 2 s_i (J n_i + h), n_i the sum of
the four neighbours; it is accepted with probability min(1, exp(-dE / T)).
The acceptance probabilities of the 18 possible (s_i, s_i n_i) pairs are
computed once per run.

Random numbers: one uniform double per site of the sublattice being updated,
drawn as a block in row-major order of the sublattice's sites, from the
run's ``numpy.random.Generator``.
"""

from __future__ import annotations

import math

import numpy as np

from .lattice import checkerboard, neighbour_indices


def acceptance_table(temperature: float, J: float, h: float) -> np.ndarray:
    """table[b, k + 4] = min(1, exp(-dE / T)) for s = (+1 if b else -1) and s n = k."""
    beta = 1.0 / temperature
    table = np.empty((2, 9))
    for b, s in ((0, -1), (1, 1)):
        for k in range(-4, 5):
            delta_e = 2.0 * (J * k + h * s)
            table[b, k + 4] = 1.0 if delta_e <= 0 else math.exp(-beta * delta_e)
    return table


class Metropolis:
    def __init__(self, L: int, temperature: float, J: float, h: float, rng: np.random.Generator):
        self.L = L
        self.table = acceptance_table(temperature, J, h).reshape(-1)  # index 9 b + k + 4
        neighbours = neighbour_indices(L)
        self.sublattices = [(sites, neighbours[:, sites]) for sites in checkerboard(L)]
        self.rng = rng
        self.attempts = 0
        self.flips = 0

    def half_sweep(self, spins: np.ndarray, sites: np.ndarray, neighbours: np.ndarray) -> None:
        flat = spins.reshape(-1)  # a view: spins is C-contiguous
        s = flat[sites]
        up, down, left, right = neighbours
        k = s * (flat[up] + flat[down] + flat[left] + flat[right])
        index = np.where(s > 0, 13, 4) + k  # 9 b + k + 4 with b = 1 for s = +1
        flip = self.rng.random(len(sites)) < self.table[index]
        chosen = sites[flip]
        flat[chosen] = -flat[chosen]
        self.attempts += len(sites)
        self.flips += int(np.count_nonzero(flip))

    def sweep(self, spins: np.ndarray) -> None:
        for sites, neighbours in self.sublattices:
            self.half_sweep(spins, sites, neighbours)


def _ordered(table: np.ndarray) -> int | None:
    """The direction sigma in which both rows of an acceptance table fall off, or None.

    For a spin s the energy change 2 (J k + h s) is affine in k = s n, so the acceptance
    min(1, exp(-dE / T)) never rises as sigma k grows, sigma the sign of J (either for
    J = 0).  Returns sigma when the computed values are indeed ordered that way."""
    for sigma in (1, -1):
        ordered = table[:, ::sigma]  # entries in the order of sigma k = -4 .. 4
        if np.all(ordered[:, :-1] >= ordered[:, 1:]):
            return sigma
    return None


class SublatticeChain:
    """The chain of ``Metropolis``, with the lattice kept as its two sublattices.

    Every random number, every acceptance decision and so every spin is the one
    ``Metropolis.sweep`` produces; only the bookkeeping differs, so that a half-sweep
    is ten whole-array operations on small int8 arrays instead of gathers and scatters
    through index arrays and a table look-up per site:

    * Each sublattice is a compact L x L/2 array of s = +-1, row i holding the
      sublattice's sites of lattice row i in order (the row-major order of
      ``checkerboard``), inside a buffer with one halo row and column on every side for
      the periodic wrap.  The even sites of row i are at columns 2c + (i mod 2), the odd
      ones at 2c + 1 - (i mod 2).  The up and down neighbours of compact site (i, c) are
      compact site (i -+ 1, c) of the other sublattice; its left and right neighbours are
      compact sites c and c + d_i of the other sublattice in the same row, d_i alternating
      with the row's parity, which one strided view of the padded buffer expresses.  A
      half-sweep works on rows 1 .. L of the buffers whole, halo columns included, so that
      all but one operand are contiguous; the halo columns' decisions are never taken and
      the halo is refreshed from the sites after each half-sweep.
    * The acceptance decision u < table[b, k + 4] (k = s n) is taken without a look-up:
      for each spin the table does not rise with sigma k (sigma = sign J, checked on the
      computed values), so the k that a deviate u accepts are a prefix of -4, -2, .., 4 in
      that order, and u < table[b, k + 4] exactly when sigma k < K_b(u) = 2 c_b(u) - 4,
      c_b(u) the number of the five entries of row b above u.  K is computed for a block
      of deviates at once, a comparison per entry strictly between 0 and 1.
    * The uniform deviates are drawn from the same generator in blocks of whole sweeps:
      a block of k doubles is the same k doubles as any split of it into shorter calls,
      in the same order (one per site of the sublattice, row-major, even then odd).
    """

    def __init__(self, spins: np.ndarray, temperature: float, J: float, h: float, rng: np.random.Generator):
        L = spins.shape[0]
        if spins.shape != (L, L) or L < 2 or L % 2:
            raise ValueError("the checkerboard needs an even L x L lattice")
        table = acceptance_table(temperature, J, h)
        sigma = _ordered(table)
        if sigma is None:
            raise ValueError("acceptance table not monotone in s n")
        self.sigma = sigma
        self.table = table
        self.same_rows = bool(np.array_equal(table[0], table[1]))
        self.L = L
        self.W = W = L // 2
        R = W + 2
        self.rng = rng
        self.attempts = 0
        self.flips = 0
        self.even = np.zeros((L + 2, R), dtype=np.int8)
        self.odd = np.zeros((L + 2, R), dtype=np.int8)
        region = L * R  # rows 1 .. L of a padded buffer, halo columns included
        self.nsum = np.empty(region, dtype=np.int8)
        self.local = np.empty(region, dtype=np.int8)
        self.mask = np.empty(region, dtype=np.int8)
        self.flip = np.empty(region, dtype=bool)

        def shifted(buf: np.ndarray, start: int, row_step: int) -> np.ndarray:
            # element (a, p, col) -> flat index start + 2 a R + p row_step + col: row 1 + 2a + p
            # of buf, column col + d_p, for every column of the region (halo ones included)
            item = buf.itemsize
            return np.lib.stride_tricks.as_strided(
                buf.reshape(-1)[start:], shape=(W, 2, R), strides=(2 * R * item, row_step * item, item),
                writeable=False)

        self.parts = []
        for own, other in ((self.even, self.odd), (self.odd, self.even)):
            flat, other_flat = own.reshape(-1), other.reshape(-1)
            if own is self.even:  # c - 1 on even rows, c + 1 on odd rows
                extra = shifted(other, R - 1, R + 2)
            else:  # c + 1 on even rows, c - 1 on odd rows
                extra = shifted(other, R + 1, R - 2)
            self.parts.append((flat[R:R + region], other_flat[0:region], other_flat[2 * R:2 * R + region],
                               other_flat[R:R + region], extra))
        self._own_e, self._own_o = self.even[1:L + 1, 1:W + 1], self.odd[1:L + 1, 1:W + 1]
        self._halos = (self._halo_views(self.even), self._halo_views(self.odd))
        self.set_spins(spins)

    def set_spins(self, spins: np.ndarray) -> None:
        s = np.where(np.asarray(spins) > 0, 1, -1).astype(np.int8)
        even, odd = self._own_e, self._own_o
        even[0::2], even[1::2] = s[0::2, 0::2], s[1::2, 1::2]
        odd[0::2], odd[1::2] = s[0::2, 1::2], s[1::2, 0::2]
        for refresh in self._halos:
            refresh()

    def spins(self) -> np.ndarray:
        """The lattice as an L x L int8 array of +-1."""
        L = self.L
        even, odd = self._own_e, self._own_o
        out = np.empty((L, L), dtype=np.int8)
        out[0::2, 0::2], out[1::2, 1::2] = even[0::2], even[1::2]
        out[0::2, 1::2], out[1::2, 0::2] = odd[0::2], odd[1::2]
        return out

    def _halo_views(self, buf: np.ndarray):
        """A function that refreshes the periodic halo of a padded sublattice buffer: rows 0 and
        L + 1 from rows L and 1, then columns 0 and W + 1 from columns W and 1 (rows 1 .. L)."""
        L, W = self.L, self.W
        R = W + 2
        flat = buf.reshape(-1)
        view = np.lib.stride_tricks.as_strided
        item = buf.itemsize
        rows_to = view(flat[1:], shape=(2, W), strides=((L + 1) * R * item, item))
        rows_from = view(flat[L * R + 1:], shape=(2, W), strides=((1 - L) * R * item, item))
        columns_to = view(flat[R:], shape=(L, 2), strides=(R * item, (W + 1) * item))
        columns_from = view(flat[R + W:], shape=(L, 2), strides=(R * item, (1 - W) * item))

        def refresh(rows_to=rows_to, rows_from=rows_from, columns_to=columns_to, columns_from=columns_from):
            rows_to[...] = rows_from
            columns_to[...] = columns_from
        return refresh

    def _limits(self, deviates: np.ndarray, row: np.ndarray, out: np.ndarray, scratch: np.ndarray,
                counts: np.ndarray) -> np.ndarray:
        """sigma K_b(u) for every deviate: sigma k < K_b(u) exactly when u < row[k + 4].

        deviates is (k, 2, L, W), out (k, 2, L, W + 2): the limits go to the columns of the
        sites, the halo columns get a limit that no k meets (no decision is taken there)."""
        row = row[0::2]  # k = s n is even: -4, -2, 0, 2, 4
        W = self.W
        out[..., 0] = out[..., W + 1] = -128 if self.sigma > 0 else 127
        counts[...] = int(np.count_nonzero(row >= 1.0))
        for value in row[(row > 0.0) & (row < 1.0)]:
            np.less(deviates, value, out=scratch)
            np.add(counts, scratch.view(np.int8), out=counts)
        np.multiply(counts, 2, out=counts)
        if self.sigma > 0:
            np.subtract(counts, 4, out=out[..., 1:W + 1])
        else:  # -k < K  <=>  k > -K
            np.subtract(4, counts, out=out[..., 1:W + 1])
        return out

    def run(self, sweeps: int, every: int = 0, sample=None) -> None:
        """`sweeps` sweeps; after every `every`-th one (counted from 1) call sample(sweep)."""
        if sweeps < 1:
            return
        L, W = self.L, self.W
        half = L * W
        block = max(1, min(sweeps, (1 << 17) // (2 * half)))
        add, mul, xor, count = np.add, np.multiply, np.bitwise_xor, np.count_nonzero
        decide = np.less if self.sigma > 0 else np.greater
        nsum, local, mask, flip = self.nsum, self.local, self.mask, self.flip
        nsum3 = nsum.reshape(W, 2, W + 2)
        flip_i8 = flip.view(np.int8)
        (own_e, up_e, down_e, same_e, extra_e), (own_o, up_o, down_o, same_o, extra_o) = self.parts
        sites_e, sites_o = self._own_e, self._own_o
        halo_e, halo_o = self._halos
        where = np.where
        same_rows = self.same_rows
        shape = (block, 2, L, W)
        padded = (block, 2, L, W + 2)
        deviates = np.empty(shape)
        scratch = np.empty(shape, dtype=bool)
        counts = np.empty(shape, dtype=np.int8)
        limits_up = np.empty(padded, dtype=np.int8)
        limits_down = limits_up if same_rows else np.empty(padded, dtype=np.int8)
        done = 0
        while done < sweeps:
            k = min(block, sweeps - done)
            self.rng.random(out=deviates[:k])  # the next 2 k L W doubles of the stream, in order
            limit_up = self._limits(deviates[:k], self.table[1], limits_up[:k], scratch[:k], counts[:k])
            limit_down = limit_up if same_rows else self._limits(deviates[:k], self.table[0],
                                                                 limits_down[:k], scratch[:k], counts[:k])
            flips = 0
            for t in range(k):
                lim_e, lim_o = limit_up[t].reshape(2, -1)
                if not same_rows:
                    lim_e = where(own_e > 0, lim_e, limit_down[t, 0].reshape(-1))
                # even sublattice: k = s n, flip where sigma k < K, s ^ 0xfe = -s for s = +-1
                add(up_e, down_e, nsum)
                add(nsum, same_e, nsum)
                add(nsum3, extra_e, nsum3)
                mul(nsum, own_e, local)
                decide(local, lim_e, flip)
                mul(flip_i8, -2, mask)
                xor(own_e, mask, own_e)
                flips += count(flip)
                halo_e()
                # odd sublattice
                if not same_rows:
                    lim_o = where(own_o > 0, lim_o, limit_down[t, 1].reshape(-1))
                add(up_o, down_o, nsum)
                add(nsum, same_o, nsum)
                add(nsum3, extra_o, nsum3)
                mul(nsum, own_o, local)
                decide(local, lim_o, flip)
                mul(flip_i8, -2, mask)
                xor(own_o, mask, own_o)
                flips += count(flip)
                halo_o()
                if every and (done + t + 1) % every == 0:
                    self.flips += flips
                    flips = 0
                    sample(done + t + 1)
            self.flips += flips
            self.attempts += 2 * half * k
            done += k

    def observables(self) -> tuple[int, int]:
        """(sum of s_i, sum over the 2N bonds of s_i s_j) of the current lattice, right after a sweep.

        Every bond joins an odd site to an even one, so the bond sum is the sum over the odd
        sites of s_i times the sum of its neighbours, which ``nsum`` still holds from the odd
        half-sweep (the even sites have not changed since)."""
        local = self.local
        np.multiply(self.nsum, self.parts[1][0], local)
        sites = local.reshape(self.L, self.W + 2)[:, 1:self.W + 1]
        return (int(self._own_e.sum(dtype=np.int64)) + int(self._own_o.sum(dtype=np.int64)),
                int(sites.sum(dtype=np.int64)))

    def sweep(self, spins: np.ndarray) -> None:
        """One sweep of an L x L int8 lattice in place, as ``Metropolis.sweep``."""
        self.set_spins(spins)
        self.run(1)
        spins[...] = self.spins()
