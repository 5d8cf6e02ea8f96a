"""Hostile candidate trees: copies of code/heat1d whose build or program tries to forge its grade.

The tree builds the real module, then installs `trick-run.sh` in place of the program (the real
one stays beside it as `heat1d.real`) and runs `trick-build.sh` during the build. A trick that
gets through prints `ESCAPED: <what>` into run.log, so a test can tell what a candidate reached.
"""

from __future__ import annotations

import shutil
from pathlib import Path

from conftest import PROJECT

MAKEFILE = """\
# The real module, then the trick under test.
all:
\t$(MAKE) -f Makefile.real BUILD_DIR=$(BUILD_DIR)
\tmv $(BUILD_DIR)/heat1d $(BUILD_DIR)/heat1d.real
\tcp trick-run.sh $(BUILD_DIR)/heat1d
\tchmod +x $(BUILD_DIR)/heat1d
\tsh trick-build.sh
"""

HONEST_RUN = 'exec "$0.real" "$@"'

# A program that computes nothing and copies the reference's outputs for its check, when it can
# find them beside its own output folder (the Harbor trial's layout).
COPY_REFERENCE = ('ref="$2/../../reference/$(basename "$2")"; '
                  'cp "$ref"/* "$2"/ 2>/dev/null && echo "ESCAPED: copied the reference"; exit 0')

# A validate.py that passes everything it is shown.
FORGED_VALIDATOR = """\
import json, sys
out = sys.argv[sys.argv.index("--out") + 1]
json.dump({"passed": True, "reason": "forged", "distance": 0.0, "bound_fraction": 0.0}, open(out, "w"))
"""


def hostile_heat1d(where: Path, *, build: str = "", run: str = HONEST_RUN) -> Path:
    """A copy of code/heat1d at `where` whose build runs `build` and whose program runs `run`
    (sh; the program's arguments are `params.par OUT_DIR`, the real program is "$0.real")."""
    shutil.copytree(PROJECT / "code/heat1d", where)
    (where / "Makefile").rename(where / "Makefile.real")
    (where / "Makefile").write_text(MAKEFILE)
    (where / "trick-build.sh").write_text("#!/bin/sh\n" + build + "\nexit 0\n")
    (where / "trick-run.sh").write_text("#!/bin/sh\n" + run + "\n")
    return where


def forge_validators(glob: str) -> str:
    """sh that writes FORGED_VALIDATOR over every validate.py matching `glob`."""
    return (f"for v in {glob}; do cat > \"$v\" <<'PY' && echo \"ESCAPED: rewrote $v\"\n"
            f"{FORGED_VALIDATOR}PY\ndone 2>/dev/null")


# Every place the layout puts the reference acceleration or the pristine source, as the verifier
# image, the docker runner and a trial's staged checks lay them out
# (docs/threat-model.md, "What candidate code can read"). Paths relative to the check folder
# reach a leaf's solution/ in the repository layout.
STOLEN_SOLVER = ("/solution/accelerated/src/solver.c", "/tests/../solution/accelerated/src/solver.c",
                 "/tests/tasks/heat1d/solver/solution/accelerated/src/solver.c",  # an exported leaf's tests/
                 "$(CHECK_DIR)/../../../solution/accelerated/src/solver.c",
                 "$(CHECK_DIR)/../../solution/accelerated/src/solver.c")
PRISTINE = ("/oracle/source/src/solver.c", "/oracle/source/Makefile")

STEAL_MAKEFILE = """\
# The untouched module, except that solver.o is compiled from the reference acceleration wherever
# this build can read one. What it found is printed as ESCAPED lines (run.log) and appended to
# the file FOUND when that can be written.
include $(dir $(abspath $(lastword $(MAKEFILE_LIST))))Makefile.real
say = echo "ESCAPED: $(1)" >&2; [ ! -w "{found}" ] || echo "$(1)" >>"{found}"
STOLEN := $(shell for f in {stolen}; do [ -r "$$f" ] && {{ $(call say,compiled $$f); echo "$$f"; break; }}; done)
SEEN := $(shell for f in {pristine}; do [ -r "$$f" ] && {{ $(call say,read $$f); }}; done; true)
ifneq ($(STOLEN),)
$(BUILD_DIR)/solver.o: $(STOLEN)
\t$(CC) $(CFLAGS) -I$(SRC_DIR)/src -c -o $@ $(STOLEN)
endif
"""


def steal_makefile(found: str = "/nonexistent") -> str:
    return STEAL_MAKEFILE.format(stolen=" ".join(STOLEN_SOLVER), pristine=" ".join(PRISTINE), found=found)


def steal_heat1d(where: Path, found: str = "/nonexistent") -> Path:
    """A copy of code/heat1d that builds the reference acceleration in place of its own solver.c
    whenever its build can read it (the curator's speed-up on any input), and says what it read
    on stderr and in the file `found`."""
    shutil.copytree(PROJECT / "code/heat1d", where)
    (where / "Makefile").rename(where / "Makefile.real")
    (where / "Makefile").write_text(steal_makefile(found))
    return where


# -- trees that recognise the public inputs (issue 33; docs/threat-model.md, "Input families") ------


def lookup_heat1d(where: Path, stored: dict[str, Path]) -> Path:
    """A copy of code/heat1d whose program is a lookup table: it hashes its parameter file and,
    when the sha256 is a key of `stored` (a folder of outputs the untouched program wrote for that
    file, shipped in the tree under lookup/<sha256>/), copies those outputs and computes nothing;
    for any other file it runs the real program."""
    run = ('h="$(sha256sum "$1" | cut -c1-64)"\n'
           'if [ -n "$h" ] && [ -d "$0.lookup/$h" ]; then\n'
           '  cp "$0.lookup/$h"/* "$2"/ && echo "LOOKUP: copied the stored outputs of $h" >&2 && exit 0\n'
           'fi\n'
           'exec "$0.real" "$@"')
    hostile_heat1d(where, build='cp -R lookup "$BUILD_DIR/heat1d.lookup"', run=run)
    (where / "lookup").mkdir()
    for digest, outputs in stored.items():
        shutil.copytree(outputs, where / "lookup" / digest)
    return where


# The eigenmode shortcut, patched into a copy of code/heat1d/src/solver.c: FTCS with both ends held
# at zero from one sine mode is an eigenvector of the update, so n steps multiply the field by g^n,
# g = c + 2 w cos(theta) with the loop's own doubles c = 1 - 2w, w = r and theta = k pi / (n - 1).
# g^n is taken as exp(n log1p(-(1 - g))), 1 - g = 2w * 2 sin^2(theta/2) + (the rounding of c), so
# it carries a few ulps of error rather than the n ulps of pow(g, n); the history's total heat,
# maximum and L2 norm are the initial field's scaled by g^n. Any other input steps as before.
EIGENMODE_STATE = """\
/* The eigenmode shortcut (a hostile candidate's, tests/hostile.py): see solver_init. */
static int eig_on;            /* FTCS, zero Dirichlet ends, one sine mode */
static long long eig_done;    /* steps taken so far (none is computed) */
static double eig_log_g;      /* log of the mode's decay factor per step */
static double eig_heat0, eig_max0, eig_l20;   /* the initial field's diagnostics */

static void field_diagnostics(const double *u, long n, double dx, double *total_heat,
                              double *max_u, double *l2_norm);

static double eig_gain(void)
{
    return exp((double)eig_done * eig_log_g);
}

"""

EIGENMODE_INIT = """\
    if (s->scheme == SCHEME_CN)
        cn_factor(s);
    eig_done = 0;
    eig_on = p->scheme == SCHEME_FTCS && p->boundary == BC_DIRICHLET && p->initial == INIT_SINE
             && p->u_left == 0.0 && p->u_right == 0.0 && n >= 3;
    if (eig_on) {
        double t = 2.0 * s->r, c = 1.0 - t;          /* the loop's c = 1 - 2w */
        double bb = c - 1.0;                           /* TwoSum: c's rounding, exactly */
        double c_err = (1.0 - (c - bb)) + (-t - bb);
        double half = 0.5 * (double)p->mode * PI / (double)(n - 1);
        double one_minus_g = t * 2.0 * sin(half) * sin(half) + c_err;
        eig_log_g = log1p(-one_minus_g);
        field_diagnostics(s->u, n, s->dx, &eig_heat0, &eig_max0, &eig_l20);
        fputs("EIGENMODE: one sine mode with zero ends, set to g^n u0 without stepping\\n", stderr);
    }
    return 0;
}
"""

EIGENMODE_STEP = """\
void solver_step(heat_solver *s)
{
    if (eig_on) {
        if (++eig_done == s->nsteps) {   /* the last step: the field itself, g^n u0 */
            double gain = eig_gain();
            long i;
            for (i = 1; i < s->n - 1; i++)
                s->u[i] *= gain;
        }
        return;
    }
    if (s->scheme == SCHEME_FTCS)
"""

EIGENMODE_DIAGNOSTICS = """\
void solver_diagnostics(const heat_solver *s, double *total_heat,
                        double *max_u, double *l2_norm)
{
    if (eig_on) {
        double gain = eig_gain();
        *total_heat = eig_heat0 * gain;
        *max_u = eig_max0 * gain;
        *l2_norm = eig_l20 * gain;
        return;
    }
    field_diagnostics(s->u, s->n, s->dx, total_heat, max_u, l2_norm);
}

static void field_diagnostics(const double *u, long n, double dx, double *total_heat,
                              double *max_u, double *l2_norm)
{
    long i;
"""


def _patch(text: str, old: str, new: str) -> str:
    assert text.count(old) == 1, f"code/heat1d/src/solver.c changed: {old[:60]!r} is not there once"
    return text.replace(old, new)


def eigenmode_heat1d(where: Path) -> Path:
    """A copy of code/heat1d whose solver recognises the public sine-decay input (one sine mode,
    zero ends, FTCS) and sets the field to g^n u0 instead of stepping (EIGENMODE_* above): correct
    to rounding there, the untouched stepping on every other input."""
    shutil.copytree(PROJECT / "code/heat1d", where)
    solver = where / "src/solver.c"
    text = solver.read_text()
    text = _patch(text, "/* Explicit-scheme stability limit", EIGENMODE_STATE + "/* Explicit-scheme stability limit")
    text = _patch(text, "    if (s->scheme == SCHEME_CN)\n        cn_factor(s);\n    return 0;\n}\n", EIGENMODE_INIT)
    text = _patch(text, "void solver_step(heat_solver *s)\n{\n    if (s->scheme == SCHEME_FTCS)\n", EIGENMODE_STEP)
    text = _patch(text, "void solver_diagnostics(const heat_solver *s, double *total_heat,\n"
                        "                        double *max_u, double *l2_norm)\n{\n"
                        "    const double *u = s->u;\n    long n = s->n, i;\n", EIGENMODE_DIAGNOSTICS)
    text = _patch(text, "    *total_heat = sum * s->dx;\n", "    *total_heat = sum * dx;\n")
    text = _patch(text, "    *l2_norm = sqrt(sum2 * s->dx);\n", "    *l2_norm = sqrt(sum2 * dx);\n")
    solver.write_text(text)
    return where


# The nominal build of run.sh's `build` step (tasks/heat1d/solver/tests/checks/*/run.sh).
NOMINAL_CFLAGS = "-std=c99 -O2"

PREBUILT_MAKEFILE = """\
# The program was compiled before the tree was handed in (prebuilt/heat1d, the untouched source
# at the nominal flags): the build only copies it into place.
all:
\tmkdir -p $(BUILD_DIR)
\tcp prebuilt/heat1d $(BUILD_DIR)/heat1d
\tchmod +x $(BUILD_DIR)/heat1d
"""


def prebuilt_heat1d(where: Path) -> Path:
    """A copy of code/heat1d that ships its untouched program already compiled (prebuilt/heat1d,
    built here with the nominal flags) and whose Makefile only copies it into BUILD_DIR."""
    import subprocess

    where = where.resolve()
    shutil.copytree(PROJECT / "code/heat1d", where)
    subprocess.run(["make", "-s", "-C", str(where), f"BUILD_DIR={where / 'prebuilt'}", "CC=cc",
                    f"CFLAGS={NOMINAL_CFLAGS}"], check=True, capture_output=True)
    for leftover in (where / "prebuilt").iterdir():
        if leftover.name != "heat1d":
            leftover.unlink()
    (where / "Makefile").rename(where / "Makefile.real")
    (where / "Makefile").write_text(PREBUILT_MAKEFILE)
    return where


# -- tmm/coherent: a pure-Python package, whose trick lives in its __init__.py ----------------------


def input_folder_digest(folder) -> str:
    """sha256 over the names and bytes of every file under `folder`, sorted by name: what the
    lookup tree's __init__.py hashes its input folder by (its source is copied there)."""
    import hashlib
    import os

    files = []
    for top, _, names in os.walk(folder):
        for name in names:
            path = os.path.join(top, name)
            files.append((os.path.relpath(path, folder).replace(os.sep, "/"), path))
    digest = hashlib.sha256()
    for relative, path in sorted(files):
        with open(path, "rb") as handle:
            data = handle.read()
        digest.update(relative.encode() + b"\0" + str(len(data)).encode() + b"\0" + data)
    return digest.hexdigest()


LOOKUP_INIT = '''\
# The lookup table (a hostile candidate's, tests/hostile.py, lookup_tmm): before tmm is imported,
# hash the input folder the harness was given (run.py INPUT_DIR OUT_DIR); if the untouched tree's
# outputs for it are stored in lookup/<sha256>/, copy them to OUT_DIR and end the process at once.
def _lookup():
    import os
    import shutil
    import sys

{digest}
    if len(sys.argv) != 3 or not os.path.isdir(sys.argv[1]) or not os.path.isdir(sys.argv[2]):
        return
    stored = os.path.join(os.path.dirname(os.path.abspath(__file__)), "lookup", input_folder_digest(sys.argv[1]))
    if not os.path.isdir(stored):
        return
    shutil.copytree(stored, sys.argv[2], dirs_exist_ok=True)
    sys.stderr.write("LOOKUP: copied the stored outputs of " + os.path.basename(stored) + "\\n")
    sys.stderr.flush()
    os._exit(0)


_lookup()
'''


def lookup_tmm(where: Path, stored: dict[str, Path]) -> Path:
    """A copy of code/tmm whose __init__.py is a lookup table: it hashes the input folder the
    harness was given (sys.argv[1], input_folder_digest) and, when the sha256 is a key of `stored`
    (a folder of outputs the untouched tree wrote for that input, shipped in the tree under
    lookup/<sha256>/), copies those outputs (files and subfolders) into sys.argv[2], prints
    `LOOKUP:` on stderr and exits at once, before tmm_core is imported; for any other input (and
    in the build, which has no such arguments) it imports as usual."""
    import inspect
    import textwrap

    shutil.copytree(PROJECT / "code/tmm", where)
    init = where / "__init__.py"
    text = init.read_text()
    future = "from __future__ import division, print_function, absolute_import\n"
    assert text.count(future) == 1, f"code/tmm/__init__.py changed: {future!r} is not there once"
    digest = textwrap.indent(inspect.getsource(input_folder_digest), "    ")
    init.write_text(text.replace(future, future + "\n" + LOOKUP_INIT.format(digest=digest) + "\n"))
    (where / "lookup").mkdir()
    for sha, outputs in stored.items():
        shutil.copytree(outputs, where / "lookup" / sha)
    return where
