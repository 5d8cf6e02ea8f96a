#!/usr/bin/env bash
# Check steady-cn: relaxation to the linear steady state between two held ends under Crank-Nicolson, graded pointwise.
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
SAB_CC=cc  C compiler used to build heat1d
SAB_CFLAGS=-std=c99 -O2  compiler flags of the nominal build
"
# What the alternative build changes (compiler flags, library, ...); empty when there is none.
ALTBUILD="CFLAGS=-std=c99 -O3 -march=x86-64-v3 -ffp-contract=fast (FMA contraction of the stencil, vectorised sums; needs an x86-64-v3 CPU)"
ALTBUILD_CFLAGS="-std=c99 -O3 -march=x86-64-v3 -ffp-contract=fast"

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
CFLAGS="${SAB_CFLAGS:--std=c99 -O2}"
[ "$IC" = altbuild ] && CFLAGS="$ALTBUILD_CFLAGS"
make -s -C "$SOURCE_DIR" BUILD_DIR="$BUILD_DIR" CC="${SAB_CC:-cc}" CFLAGS="$CFLAGS" 3>&-
echo "SAB_BUILD_SECONDS=$(awk -v a="$build_start" -v b="$(date +%s.%N)" 'BEGIN{printf "%.3f", b-a}')" >&3
exec 3>&-  # the module's programs never hold the timing descriptor

"$BUILD_DIR/heat1d" "$INPUT_DIR/params.par" "$OUT_DIR"
