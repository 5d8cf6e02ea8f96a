#!/usr/bin/env bash
# Check detailed-balance: the acceptance rule, neighbour sums, exact 2 x 2 sweep kernels and Metropolis counters, through the Python API, graded pointwise.
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

# The driver calls the module's Python API as tests/test_balance.py does (acceptance_table,
# neighbour_sum, neighbour_indices, checkerboard, Metropolis), in one interpreter. It lives here,
# in run.sh, because a check folder holds only the files of the leaf layout, and runs as
# `$PYTHON -c` (not from stdin) so that `sab coverage` can measure it.
# Run from the output directory; the driver is the harness file beside this script.
cd "$OUT_DIR"
PYTHONPATH="$SOURCE_DIR" "$PYTHON" "$CHECK_DIR/harness/balance.py" "$INPUT_DIR/balance.json" "$OUT_DIR"
