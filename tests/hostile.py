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
