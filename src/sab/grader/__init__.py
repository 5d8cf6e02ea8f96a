"""The grader: the comparison code of every check, written once and assembled per rubric.

`parts/` holds the sections of validate.py as importable modules (standard library and numpy
only, since each leaf runs its validate.py on its own); `assemble` builds a check's validate.py
from the parts its rubric needs.
"""
