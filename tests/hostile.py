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
