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
SAB_PYTHON=python3  Python 3 interpreter with numpy that runs nbody
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

# Every case runs through the command line's entry point (nbody.cli.main, what `python3 -m nbody`
# calls) in one interpreter, from a scratch folder of its own, so each message names only the case
# file. An exception that escapes main is recorded as `python3 -m nbody` would end: status 1.
CASES="$BUILD_DIR/cases"
mkdir "$CASES"
cd "$CASES"
PYTHONPATH="$SOURCE_DIR" "$PYTHON" "$CHECK_DIR/harness/parameter_cases.py" "$INPUT_DIR" "$OUT_DIR"
