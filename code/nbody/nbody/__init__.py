"""nbody: a small gravitational N-body integrator in Python and numpy."""

__version__ = "1.0.0"
