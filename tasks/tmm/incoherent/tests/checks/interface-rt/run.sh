#!/usr/bin/env bash
# Check interface-rt: the single-interface Fresnel amplitudes and powers of tests.py RT_test.
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
SAB_PYTHON=python3  the Python interpreter that runs the harness (numpy must import)
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
# tmm is pure Python and its sdist root is the package itself: a link named tmm in the scratch
# folder makes `import tmm` load $SOURCE_DIR (the harness refuses any other copy).
ln -s "$SOURCE_DIR" "$BUILD_DIR/tmm"
echo "SAB_BUILD_SECONDS=$(awk -v a="$build_start" -v b="$(date +%s.%N)" 'BEGIN{printf "%.3f", b-a}')" >&3
exec 3>&-  # the module's programs never hold the timing descriptor

# harness/run.py imports its helper module tmmcheck.py from its own folder.
PYTHONPATH="$BUILD_DIR" PYTHONNOUSERSITE=1 PYTHONDONTWRITEBYTECODE=1 \
  "${SAB_PYTHON:-python3}" "$CHECK_DIR/harness/run.py" "$INPUT_DIR" "$OUT_DIR"
