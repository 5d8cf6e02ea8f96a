#!/usr/bin/env bash
# Check large-systems: HYBRJ1 on larger instances of the ex/file16 systems (the measured workload), graded pointwise.
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
SAB_FC=gfortran  Fortran compiler used to build the module and the driver
SAB_FFLAGS=-O2  compiler flags of the module in the nominal build (and of the final link)
SAB_HARNESS_FFLAGS=-O2  compiler flags of the check's driver and test problems in the nominal build
"
# What the alternative build changes (compiler flags, library, ...); empty when there is none.
ALTBUILD="FFLAGS=-O3 -march=x86-64-v3 -ffp-contract=fast (fused multiply-adds in the QR, the rank-one updates, the dogleg step and the norms; needs an x86-64-v3 CPU)"
ALTBUILD_FFLAGS="-O3 -march=x86-64-v3 -ffp-contract=fast"

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
FC="${SAB_FC:-gfortran}"
FFLAGS="${SAB_FFLAGS:--O2}"
HFLAGS="${SAB_HARNESS_FFLAGS:--O2}"
[ "$IC" = altbuild ] && FFLAGS="$ALTBUILD_FFLAGS" && HFLAGS="$ALTBUILD_FFLAGS"
HARNESS="$CHECK_DIR/harness"
# The module (the double-precision routines HYBRJ executes) and the driver with its systems.
for f in hybrj hybrj1 dogleg qform r1updt r1mpyq qrfac enorm dpmpar; do
  "$FC" $FFLAGS -c "$SOURCE_DIR/$f.f" -o "$BUILD_DIR/$f.o" 3>&-
done
"$FC" $HFLAGS -c "$HARNESS/mghsys.f" -o "$BUILD_DIR/mghsys.o" 3>&-
"$FC" $HFLAGS -c "$HARNESS/driver.f" -o "$BUILD_DIR/driver.o" 3>&-
"$FC" $FFLAGS -o "$BUILD_DIR/driver" "$BUILD_DIR"/*.o 3>&-
echo "SAB_BUILD_SECONDS=$(awk -v a="$build_start" -v b="$(date +%s.%N)" 'BEGIN{printf "%.3f", b-a}')" >&3
exec 3>&-  # the module's programs never hold the timing descriptor

# The driver reads the run list on standard input and writes its files into the working directory.
# (standard input is opened before the cd, so a relative CHECK_DIR still works)
(cd "$OUT_DIR" && exec "$BUILD_DIR/driver") < "$INPUT_DIR/runs.txt"
