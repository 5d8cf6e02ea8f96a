"""Line coverage of a leaf's module under its own checks (`sab coverage`).

`measure_coverage(leaf)` runs every check once on its nominal input, through the leaf's drivers
and the local runner's sandbox, with the module instrumented: coverage.py for Python, GCC's
`--coverage` read back through gcovr for C, C++ and Fortran. The `CoverageReport` it returns
says, per check and overall, which executable lines of the module's files ran.

- knobs.py: what run.sh offers to pass the instrumentation, and the instrumented flags
- gcov.py: compiled code (notes and counters into `$OUT_DIR`, read through gcovr)
- pycoverage.py: Python code (a wrapper interpreter, data files, coverage.py's analysis)
- launcher.py: the script that wrapper runs inside the sandbox
- measure.py: the instrumented runs
- report.py: the typed result
- page.py: the self-contained HTML page
"""

from sab.coverage.measure import measure_coverage
from sab.coverage.report import CheckCoverage, CoverageReport

__all__ = ["CheckCoverage", "CoverageReport", "measure_coverage"]
