"""Initial conditions.

``plummer``: N equal masses drawn from a Plummer sphere of total mass M and
scale radius a, by the method of Aarseth, Henon & Wielen (1974):

* radius: r = a / sqrt(X^(-2/3) - 1) with X uniform in (0, 1) (the inverse
  of the cumulative mass M(r) / M = r^3 / (r^2 + a^2)^(3/2)); radii beyond
  ``truncation * a`` are redrawn;
* speed: v = q v_esc(r), v_esc(r) = sqrt(2 G M / a) (1 + r^2 / a^2)^(-1/4),
  with q in [0, 1) drawn by rejection from g(q) = q^2 (1 - q^2)^(7/2);
* isotropic directions for positions and velocities;
* finally the centre of mass is moved to rest at the origin.

All draws come from ``numpy.random.Generator(PCG64(seed))`` in a fixed order
(radii, position directions, speeds, velocity directions), so a seed gives
the same particles on every machine with the same numpy bit generator.

With G = M = 1 and a = 3 pi / 16 the untruncated model is in Henon units:
total energy -1/4, virial radius 1, crossing time 2 sqrt(2).

``kepler``: two bodies of masses m1, m2 on a bound orbit of semi-major axis
a and eccentricity e, started at pericentre in the centre-of-mass frame, in
the x-y plane.  Period T = 2 pi sqrt(a^3 / (G (m1 + m2))), energy
E = -G m1 m2 / (2 a).
"""

from __future__ import annotations

import math

import numpy as np

# max of q^2 (1 - q^2)^(7/2) on [0, 1] is at q^2 = 2/9: 0.0920...; 0.1 bounds it.
SPEED_ENVELOPE = 0.1


def _isotropic(rng: np.random.Generator, n: int) -> np.ndarray:
    """n unit vectors uniformly distributed on the sphere."""
    cos_theta = 1.0 - 2.0 * rng.random(n)
    phi = 2.0 * math.pi * rng.random(n)
    sin_theta = np.sqrt(np.maximum(0.0, 1.0 - cos_theta * cos_theta))
    return np.column_stack((sin_theta * np.cos(phi), sin_theta * np.sin(phi), cos_theta))


def _plummer_radii(rng: np.random.Generator, n: int, scale: float, truncation: float) -> np.ndarray:
    radii = np.empty(0)
    while len(radii) < n:
        x = rng.random(n - len(radii))
        with np.errstate(divide="ignore"):
            r = scale / np.sqrt(x ** (-2.0 / 3.0) - 1.0)
        radii = np.concatenate((radii, r[(x > 0) & (r <= truncation * scale)]))
    return radii


def _plummer_speed_fractions(rng: np.random.Generator, n: int) -> np.ndarray:
    q = np.empty(0)
    while len(q) < n:
        trial = rng.random(n - len(q))
        height = SPEED_ENVELOPE * rng.random(n - len(q))
        g = trial * trial * (1.0 - trial * trial) ** 3.5
        q = np.concatenate((q, trial[height < g]))
    return q


def centre_of_mass_frame(mass: np.ndarray, pos: np.ndarray, vel: np.ndarray) -> None:
    """Move the centre of mass to rest at the origin, in place."""
    total = mass.sum()
    pos -= (mass @ pos) / total
    vel -= (mass @ vel) / total


def plummer(n: int, seed: int, total_mass: float = 1.0, scale: float = 1.0, truncation: float = 20.0,
            G: float = 1.0) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """(mass, pos, vel) of a seeded Plummer sphere; see the module docstring."""
    rng = np.random.Generator(np.random.PCG64(seed))
    mass = np.full(n, total_mass / n)
    r = _plummer_radii(rng, n, scale, truncation)
    pos = r[:, np.newaxis] * _isotropic(rng, n)
    q = _plummer_speed_fractions(rng, n)
    v_escape = math.sqrt(2.0 * G * total_mass / scale) * (1.0 + (r / scale) ** 2) ** -0.25
    vel = (q * v_escape)[:, np.newaxis] * _isotropic(rng, n)
    centre_of_mass_frame(mass, pos, vel)
    return mass, pos, vel


def kepler(m1: float, m2: float, semi_major: float, eccentricity: float,
           G: float = 1.0) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """(mass, pos, vel) of a two-body orbit started at pericentre."""
    total = m1 + m2
    r_peri = semi_major * (1.0 - eccentricity)
    v_peri = math.sqrt(G * total * (1.0 + eccentricity) / r_peri)
    mass = np.array([m1, m2])
    pos = np.array([[-m2 / total * r_peri, 0.0, 0.0], [m1 / total * r_peri, 0.0, 0.0]])
    vel = np.array([[0.0, -m2 / total * v_peri, 0.0], [0.0, m1 / total * v_peri, 0.0]])
    return mass, pos, vel


def kepler_period(m1: float, m2: float, semi_major: float, G: float = 1.0) -> float:
    return 2.0 * math.pi * math.sqrt(semi_major ** 3 / (G * (m1 + m2)))


def kepler_energy(m1: float, m2: float, semi_major: float, G: float = 1.0) -> float:
    return -G * m1 * m2 / (2.0 * semi_major)
