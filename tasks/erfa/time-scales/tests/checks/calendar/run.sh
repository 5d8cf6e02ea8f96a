#!/usr/bin/env bash
# Check calendar: the calendar-date routines eraCal2jd, eraJd2cal and eraDat (TAI-UTC) over calendar grids, their limits and invalid inputs.
#
#   run.sh build                      build the module from SOURCE_DIR into BUILD_DIR (no input in reach)
#   run.sh run                        run that build on INPUT_DIR, writing the graded files into OUT_DIR
#   run.sh nominal|variant|altbuild   both steps by hand, on $CHECK_DIR/ic/<ic>/ (altbuild uses ic/nominal)
#   run.sh --help                     knobs and the alternative build
#
# Given by the driver: SOURCE_DIR (read-only tree under test), BUILD_DIR (writable to the build
# alone), INPUT_DIR (read-only), OUT_DIR, CHECK_DIR, SAB_IC (nominal, variant or altbuild: altbuild
# builds otherwise) and the SAB_* knobs. The build is never timed; the run is.
# The build compiles harness/driver.c and links it with the ERFA sources listed in
# harness/sources.txt (from $SOURCE_DIR/src) into BUILD_DIR; the run runs it on INPUT_DIR/params.txt.
set -euo pipefail
exec 3>&-  # the driver's timing descriptor: nothing here reports on it, and nothing holds it
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

case "${1:-}" in
  --help)
    echo "usage: run.sh build|run|nominal|variant|altbuild"
    printf '%s\n' "$KNOBS" | sed -e '/^#/d' -e '/^$/d'
    [ -z "$ALTBUILD" ] || echo "altbuild: $ALTBUILD"
    exit 0
    ;;
  nominal | variant | altbuild)  # by hand: a build of its own, then the run
    scratch="$(mktemp -d)"
    trap 'rm -rf "$scratch"' EXIT
    input="$CHECK_DIR/ic/$1"
    [ "$1" != altbuild ] || input="$CHECK_DIR/ic/nominal"
    SAB_IC="$1" BUILD_DIR="$scratch" bash "${BASH_SOURCE[0]}" build
    SAB_IC="$1" BUILD_DIR="$scratch" INPUT_DIR="$input" bash "${BASH_SOURCE[0]}" run
    exit 0
    ;;
  build)
    : "${SOURCE_DIR:?SOURCE_DIR is not set}" "${BUILD_DIR:?BUILD_DIR is not set}"
    HARNESS="$CHECK_DIR/harness"
    SHARED="$CHECK_DIR/../../harness"
    CFLAGS="${SAB_CFLAGS:--O2}"
    [ "${SAB_IC:-nominal}" != altbuild ] || CFLAGS="$ALTBUILD_CFLAGS"
    SOURCES=()
    while read -r name; do
      SOURCES+=("$SOURCE_DIR/src/$name")
    done < <(sed -e 's/#.*//' -e '/^[[:space:]]*$/d' "$HARNESS/sources.txt")
    # The driver is test code, not the module: it is always built with SAB_HARNESS_CFLAGS, and
    # the flags under test (SAB_CFLAGS, or the alternative build's) apply to the ERFA sources.
    # shellcheck disable=SC2086  # the flag variables are lists of flags
    "${SAB_CC:-cc}" ${SAB_HARNESS_CFLAGS:--O2} -I"$SOURCE_DIR/src" -I"$SHARED" -c "$HARNESS/driver.c" \
      -o "$BUILD_DIR/driver.o"
    # shellcheck disable=SC2086
    "${SAB_CC:-cc}" $CFLAGS -I"$SOURCE_DIR/src" -o "$BUILD_DIR/driver" \
      "$BUILD_DIR/driver.o" "${SOURCES[@]}" -lm
    exit 0
    ;;
  run) ;;
  *) echo "usage: run.sh build|run|nominal|variant|altbuild" >&2; exit 2 ;;
esac
: "${BUILD_DIR:?BUILD_DIR is not set}" "${INPUT_DIR:?INPUT_DIR is not set}" "${OUT_DIR:?OUT_DIR is not set}"

"$BUILD_DIR/driver" "$INPUT_DIR/params.txt" "$OUT_DIR"
