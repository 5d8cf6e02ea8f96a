"""ising: Metropolis Monte Carlo of the two-dimensional Ising model in Python and numpy."""

__version__ = "1.0.0"
