#!/usr/bin/env bash
# Check parameter-file: the parser and command line on accepted and refused parameter files, graded pointwise.
#
#   run.sh nominal|variant|altbuild   inputs from $CHECK_DIR/ic/<ic>/ (altbuild uses ic/nominal)
#   run.sh --help                     knobs and the alternative build
#
# Given by the driver: SOURCE_DIR (read-only tree under test), OUT_DIR, CHECK_DIR, SAB_IC, SAB_* knobs.
set -euo pipefail
# run.sh reports its build time on descriptor 3 (test.sh's timing record), never on stdout,
# and runs every command of the module with it closed. Run by hand, it goes nowhere.
{ true >&3; } 2>/dev/null || exec 3>/dev/null
CHECK_DIR="${CHECK_DIR:-$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)}"

# Knobs, one a line: NAME=default  description (override with the variable in the environment).
KNOBS="
SAB_PYTHON=python3  Python 3 interpreter with numpy that runs ising
"
# What the alternative build changes (compiler flags, library, ...); empty when there is none.
ALTBUILD=""

if [ "${1:-}" = "--help" ]; then
  echo "usage: run.sh nominal|variant|altbuild"
  printf '%s\n' "$KNOBS" | sed -e '/^#/d' -e '/^$/d'
  [ -z "$ALTBUILD" ] || echo "altbuild: $ALTBUILD"
  exit 0
fi
IC="${1:?usage: run.sh nominal|variant|altbuild}"
: "${SOURCE_DIR:?SOURCE_DIR is not set}" "${OUT_DIR:?OUT_DIR is not set}"
INPUT_DIR="$CHECK_DIR/ic/$IC"
[ "$IC" = altbuild ] && INPUT_DIR="$CHECK_DIR/ic/nominal"

BUILD_DIR="$(mktemp -d)"
trap 'rm -rf "$BUILD_DIR"' EXIT

build_start=$(date +%s.%N)
# Pure Python: nothing to compile. The source is read-only, so no bytecode is ever written into it.
export PYTHONDONTWRITEBYTECODE=1
PYTHON="${SAB_PYTHON:-python3}"
"$PYTHON" -c 'import numpy' 3>&- || { echo "run.sh: $PYTHON cannot import numpy" >&2; exit 2; }
echo "SAB_BUILD_SECONDS=$(awk -v a="$build_start" -v b="$(date +%s.%N)" 'BEGIN{printf "%.3f", b-a}')" >&3
exec 3>&-  # the module's programs never hold the timing descriptor

# Every case runs through the command line's entry point (ising.cli.main, what `python3 -m ising`
# calls) in one interpreter, from a scratch folder of its own, so each message names only the case
# file. An exception that escapes main is recorded as `python3 -m ising` would end: status 1.
CASES="$BUILD_DIR/cases"
mkdir "$CASES"
cd "$CASES"
PYTHONPATH="$SOURCE_DIR" "$PYTHON" - "$INPUT_DIR" "$OUT_DIR" <<'PY'
import contextlib, io, json, os, sys

from ising.cli import main

input_dir, out_dir = sys.argv[1:3]
cases = {}


def invoke(name, argv, created):
    err = io.StringIO()
    with contextlib.redirect_stdout(io.StringIO()), contextlib.redirect_stderr(err):
        try:
            status = main(argv)
        except SystemExit as exc:
            status = exc.code if isinstance(exc.code, int) else 1
        except Exception as exc:
            status = 1
            err.write(f"{type(exc).__name__}: {exc}\n")
    cases[name] = {"status": status, "stderr": err.getvalue(), "output_created": os.path.exists(created)}


def read(name):
    with open(os.path.join(input_dir, name), encoding="utf-8") as handle:
        return handle.read()


# Accepted: the BASE text of tests/test_params.py, run to the end. Its samples depend on the random
# stream, which a port may change; what the file asked for does not: the parameters the run echoes
# in summary.json (the defaults J = 1, h = 0, thermalisation = 0, sample_every = 1, start = cold
# among them) and the number of samples.
with open("accepted.par", "w", encoding="utf-8") as handle:
    handle.write(read("accepted.par"))
invoke("accepted", ["run", "accepted.par", "accepted.out"], "accepted.out")
try:
    with open(os.path.join("accepted.out", "summary.json"), encoding="utf-8") as handle:
        summary = json.load(handle)
except (OSError, ValueError):
    summary = {}
echoed = ("L", "sites", "temperature", "J", "h", "sweeps", "thermalisation", "sample_every", "seed", "start", "samples")
cases["accepted"]["parameters"] = {key: summary.get(key) for key in echoed}

# Refused with status 2 and nothing written: the cases of tests/test_params.py built from its BASE
# text (base.par), then a negative thermalisation, a value holding '=' and a missing file; the
# usage and help cases of tests/test_cli.py.
base = read("base.par")
refused = {
    "unknown-key": base + "beta = 1\n",
    "duplicate-key": base + "L = 8\n",
    "odd-side": base.replace("L = 16", "L = 15"),
    "malformed-integer": base.replace("L = 16", "L = 16.0"),
    "malformed-number": base.replace("2.5", "hot"),
    "negative-temperature": base.replace("2.5", "-1"),
    "infinite-temperature": base.replace("2.5", "inf"),
    "missing-seed": base.replace("seed = 4\n", ""),
    "unknown-start": base + "start = warm\n",
    "zero-sample-interval": base + "sample_every = 0\n",
    "no-equals-sign": base + "no equals sign\n",
    "negative-thermalisation": base + "thermalisation = -1\n",
    "two-equals-signs": base.replace("seed = 4", "seed = 4 = 5"),
}
for name, text in refused.items():
    with open(f"{name}.par", "w", encoding="utf-8") as handle:
        handle.write(text)
    invoke(name, ["run", f"{name}.par", f"{name}.out"], f"{name}.out")
invoke("missing-file", ["run", "no-such-file.par", "missing-file.out"], "missing-file.out")
invoke("usage", [], "usage.out")
invoke("help", ["--help"], "help.out")

with open(os.path.join(out_dir, "cases.json"), "w", encoding="utf-8") as handle:
    json.dump(cases, handle, indent=1)
    handle.write("\n")
PY
