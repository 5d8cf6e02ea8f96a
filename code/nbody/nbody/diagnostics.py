"""Conserved quantities of a state."""

from __future__ import annotations

import numpy as np

from .forces import Gravity


def kinetic_energy(mass: np.ndarray, vel: np.ndarray) -> float:
    return float(0.5 * (mass * np.einsum("ij,ij->i", vel, vel)).sum())


def momentum(mass: np.ndarray, vel: np.ndarray) -> np.ndarray:
    """Total linear momentum (3-vector)."""
    return mass @ vel


def angular_momentum(mass: np.ndarray, pos: np.ndarray, vel: np.ndarray) -> np.ndarray:
    """Total angular momentum about the origin (3-vector)."""
    return mass @ np.cross(pos, vel)


def centre_of_mass(mass: np.ndarray, pos: np.ndarray) -> np.ndarray:
    return (mass @ pos) / mass.sum()


def radii(mass: np.ndarray, pos: np.ndarray) -> np.ndarray:
    """Distance of every particle from the centre of mass."""
    offset = pos - centre_of_mass(mass, pos)
    return np.sqrt(np.einsum("ij,ij->i", offset, offset))


def row(step: int, time: float, gravity: Gravity, pos: np.ndarray, vel: np.ndarray) -> tuple:
    """(step, time, kinetic, potential, total, |P|, |L|): one line of energy.txt."""
    mass = gravity.mass
    kinetic = kinetic_energy(mass, vel)
    potential = gravity.potential(pos)
    p = float(np.linalg.norm(momentum(mass, vel)))
    ang = float(np.linalg.norm(angular_momentum(mass, pos, vel)))
    return step, time, kinetic, potential, kinetic + potential, p, ang
