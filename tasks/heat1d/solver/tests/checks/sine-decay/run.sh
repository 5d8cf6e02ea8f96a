#!/usr/bin/env bash
# Check sine-decay: decay of a sine mode under FTCS, graded pointwise on every output file.
#
#   run.sh build                      build the module from SOURCE_DIR into BUILD_DIR (no input in reach)
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
SAB_CC=cc  C compiler used to build heat1d
SAB_CFLAGS=-std=c99 -O2  compiler flags of the nominal build
"
# What the alternative build changes (compiler flags, library, ...); empty when there is none.
ALTBUILD="CFLAGS=-std=c99 -O3 -march=x86-64-v3 -ffp-contract=fast (FMA contraction of the stencil, vectorised sums; needs an x86-64-v3 CPU)"
ALTBUILD_CFLAGS="-std=c99 -O3 -march=x86-64-v3 -ffp-contract=fast"

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
    CFLAGS="${SAB_CFLAGS:--std=c99 -O2}"
    [ "${SAB_IC:-nominal}" != altbuild ] || CFLAGS="$ALTBUILD_CFLAGS"
    make -s -C "$SOURCE_DIR" BUILD_DIR="$BUILD_DIR" CC="${SAB_CC:-cc}" CFLAGS="$CFLAGS"
    exit 0
    ;;
  run) ;;
  *) echo "usage: run.sh build|run|nominal|variant|altbuild" >&2; exit 2 ;;
esac
: "${BUILD_DIR:?BUILD_DIR is not set}" "${INPUT_DIR:?INPUT_DIR is not set}" "${OUT_DIR:?OUT_DIR is not set}"

"$BUILD_DIR/heat1d" "$INPUT_DIR/params.par" "$OUT_DIR"
