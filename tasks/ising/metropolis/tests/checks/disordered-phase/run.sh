#!/usr/bin/env bash
# Check disordered-phase: the 32 x 32 lattice at T = 2.5 J (above T_c), graded by distributions and moments of its samples.
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
SAB_REPLICA=0  replica index for statistical calibration (0: the nominal input)
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

PARAMS="$INPUT_DIR/params.par"
# SAB_REPLICA=k >= 1: the k-th independent legitimate replica of the nominal run, an independent
# chain from seed 1000 + k. The parameters are generated into the scratch folder; the ic files are
# never touched.
REPLICA="${SAB_REPLICA:-0}"
case "$REPLICA" in
  ''|*[!0-9]*) echo "run.sh: SAB_REPLICA must be a non-negative integer, got '$REPLICA'" >&2; exit 2 ;;
esac
if [ "$((10#$REPLICA))" -ge 1 ]; then
  [ "$IC" = nominal ] || { echo "run.sh: SAB_REPLICA applies to the nominal input only, not $IC" >&2; exit 2; }
  SEED="$((1000 + 10#$REPLICA))"
  PARAMS="$BUILD_DIR/params.par"
  sed "s/^seed\( *\)= .*$/seed\1= $SEED/" "$CHECK_DIR/ic/nominal/params.par" >"$PARAMS"
  grep -qx "seed *= $SEED" "$PARAMS" || { echo "run.sh: no seed line to set in ic/nominal/params.par" >&2; exit 2; }
fi
# Run from the output directory: the working directory is first on sys.path for -m.
cd "$OUT_DIR"
PYTHONPATH="$SOURCE_DIR" "$PYTHON" -m ising run "$PARAMS" "$OUT_DIR"
