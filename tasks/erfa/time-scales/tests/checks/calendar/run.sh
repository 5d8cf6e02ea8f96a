#!/usr/bin/env bash
# Check calendar: the calendar-date routines eraCal2jd, eraJd2cal and eraDat (TAI-UTC) over calendar grids, their limits and invalid inputs.
#
#   run.sh nominal|variant|altbuild   inputs from $CHECK_DIR/ic/<ic>/ (altbuild uses ic/nominal)
#   run.sh --help                     knobs and the alternative build
#
# Given by the driver: SOURCE_DIR (read-only tree under test), OUT_DIR, CHECK_DIR, SAB_IC, SAB_* knobs.
# Builds harness/driver.c and links it with the ERFA sources listed in harness/sources.txt
# (from $SOURCE_DIR/src) in a private directory, then runs it on ic/<ic>/params.txt.
set -euo pipefail
# run.sh reports its build time on descriptor 3 (test.sh's timing record), never on stdout,
# and runs every command of the module with it closed. Run by hand, it goes nowhere.
{ true >&3; } 2>/dev/null || exec 3>/dev/null
CHECK_DIR="${CHECK_DIR:-$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)}"

# Knobs, one a line: NAME=default  description (override with the variable in the environment).
KNOBS="
SAB_CC=cc  C compiler that builds the driver and the ERFA sources
SAB_CFLAGS=-O2  compiler flags of the ERFA sources in the nominal build
SAB_HARNESS_CFLAGS=-O2  compiler flags of the check's driver (harness/driver.c), in every build
"
# What the alternative build changes (compiler flags, library, ...); empty when there is none.
ALTBUILD="CFLAGS=-O3 -march=x86-64-v3 -ffp-contract=fast (AVX2 vectorisation and fused multiply-adds contracted from the date and angle arithmetic; needs an x86-64-v3 CPU)"
ALTBUILD_CFLAGS="-O3 -march=x86-64-v3 -ffp-contract=fast"

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
HARNESS="$CHECK_DIR/harness"
SHARED="$CHECK_DIR/../../harness"

BUILD_DIR="$(mktemp -d)"
trap 'rm -rf "$BUILD_DIR"' EXIT

build_start=$(date +%s.%N)
CFLAGS="${SAB_CFLAGS:--O2}"
[ "$IC" = altbuild ] && CFLAGS="$ALTBUILD_CFLAGS"
SOURCES=()
while read -r name; do
  SOURCES+=("$SOURCE_DIR/src/$name")
done < <(sed -e 's/#.*//' -e '/^[[:space:]]*$/d' "$HARNESS/sources.txt")
# The driver is test code, not the module: it is always built with SAB_HARNESS_CFLAGS, and
# the flags under test (SAB_CFLAGS, or the alternative build's) apply to the ERFA sources.
# shellcheck disable=SC2086  # the flag variables are lists of flags
"${SAB_CC:-cc}" ${SAB_HARNESS_CFLAGS:--O2} -I"$SOURCE_DIR/src" -I"$SHARED" -c "$HARNESS/driver.c" \
  -o "$BUILD_DIR/driver.o" 3>&-
# shellcheck disable=SC2086
"${SAB_CC:-cc}" $CFLAGS -I"$SOURCE_DIR/src" -o "$BUILD_DIR/driver" \
  "$BUILD_DIR/driver.o" "${SOURCES[@]}" -lm 3>&-
echo "SAB_BUILD_SECONDS=$(awk -v a="$build_start" -v b="$(date +%s.%N)" 'BEGIN{printf "%.3f", b-a}')" >&3
exec 3>&-  # the module's programs never hold the timing descriptor

"$BUILD_DIR/driver" "$INPUT_DIR/params.txt" "$OUT_DIR"
