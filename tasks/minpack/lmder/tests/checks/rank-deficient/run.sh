#!/usr/bin/env bash
# Check rank-deficient: netlib's LMDER1 test (ex/file17) on the two rank-deficient linear problems, graded pointwise.
#
#   run.sh build                      build the module and the check's driver from SOURCE_DIR into BUILD_DIR (no input in reach)
#   run.sh run                        run that build on INPUT_DIR, writing the graded files into OUT_DIR
#   run.sh nominal|variant|altbuild   both steps by hand, on $CHECK_DIR/ic/<ic>/ (altbuild uses ic/nominal)
#   run.sh --help                     knobs and the alternative build
#
# Given by the driver: SOURCE_DIR (read-only tree under test), BUILD_DIR (writable to the build
# alone), INPUT_DIR (read-only), OUT_DIR, CHECK_DIR, SAB_IC (nominal, variant or altbuild: altbuild
# builds otherwise) and the SAB_* knobs. The build is never timed; the run is.
set -euo pipefail
exec 3>&-  # the driver's timing descriptor: nothing here reports on it, and nothing holds it
CHECK_DIR="${CHECK_DIR:-$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)}"

# Knobs, one a line: NAME=default  description (override with the variable in the environment).
KNOBS="
SAB_FC=gfortran  Fortran compiler used to build the module and the driver
SAB_FFLAGS=-O2  compiler flags of the module in the nominal build (and of the final link)
SAB_HARNESS_FFLAGS=-O2  compiler flags of the check's driver and test problems in the nominal build
"
# What the alternative build changes (compiler flags, library, ...); empty when there is none.
ALTBUILD="FFLAGS=-O3 -march=x86-64-v3 -ffp-contract=fast (fused multiply-adds in the QR, norm and Levenberg-Marquardt updates; needs an x86-64-v3 CPU)"
ALTBUILD_FFLAGS="-O3 -march=x86-64-v3 -ffp-contract=fast"

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
    FC="${SAB_FC:-gfortran}"
    FFLAGS="${SAB_FFLAGS:--O2}"
    HFLAGS="${SAB_HARNESS_FFLAGS:--O2}"
    [ "${SAB_IC:-nominal}" != altbuild ] || { FFLAGS="$ALTBUILD_FFLAGS"; HFLAGS="$ALTBUILD_FFLAGS"; }
    HARNESS="$CHECK_DIR/harness"
    # The module (the double-precision routines LMDER executes) and the driver with its problems.
    for f in lmder lmder1 lmpar qrfac qrsolv enorm dpmpar; do
      "$FC" $FFLAGS -c "$SOURCE_DIR/$f.f" -o "$BUILD_DIR/$f.o"
    done
    "$FC" $HFLAGS -c "$HARNESS/mghls.f" -o "$BUILD_DIR/mghls.o"
    "$FC" $HFLAGS -c "$HARNESS/driver.f" -o "$BUILD_DIR/driver.o"
    "$FC" $FFLAGS -o "$BUILD_DIR/driver" "$BUILD_DIR"/*.o
    exit 0
    ;;
  run) ;;
  *) echo "usage: run.sh build|run|nominal|variant|altbuild" >&2; exit 2 ;;
esac
: "${BUILD_DIR:?BUILD_DIR is not set}" "${INPUT_DIR:?INPUT_DIR is not set}" "${OUT_DIR:?OUT_DIR is not set}"

# The driver reads the run list on standard input and writes its files into the working directory.
# (standard input is opened before the cd, so a relative INPUT_DIR still works)
(cd "$OUT_DIR" && exec "$BUILD_DIR/driver") < "$INPUT_DIR/runs.txt"
