#!/usr/bin/env bash
# Check disordered-phase: the 32 x 32 lattice at T = 2.5 J (above T_c), graded by distributions and moments of its samples.
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
SAB_PYTHON=python3  Python 3 interpreter with numpy that runs ising
SAB_REPLICA=0  replica index for statistical calibration (0: the nominal input)
"
# What the alternative build changes (compiler flags, library, ...); empty when there is none.
ALTBUILD=""

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
    # Pure Python: nothing to compile but the bytecode, which goes into the build folder (the
    # source is read-only and never gets any), so that no run pays for compiling and a tree's
    # own __pycache__ is never read.
    PYTHON="${SAB_PYTHON:-python3}"
    "$PYTHON" -c 'import numpy' || { echo "run.sh: $PYTHON cannot import numpy" >&2; exit 2; }
    PYTHONPYCACHEPREFIX="$BUILD_DIR/pycache" "$PYTHON" -m compileall -q "$SOURCE_DIR"
    exit 0
    ;;
  run) ;;
  *) echo "usage: run.sh build|run|nominal|variant|altbuild" >&2; exit 2 ;;
esac
: "${SOURCE_DIR:?SOURCE_DIR is not set}" "${BUILD_DIR:?BUILD_DIR is not set}" "${INPUT_DIR:?INPUT_DIR is not set}" \
  "${OUT_DIR:?OUT_DIR is not set}"
IC="${SAB_IC:-nominal}"
# The build's bytecode, read-only now (Python only reads it); nothing is written into the source.
export PYTHONPYCACHEPREFIX="$BUILD_DIR/pycache" PYTHONDONTWRITEBYTECODE=1
PYTHON="${SAB_PYTHON:-python3}"
# Scratch files go to a folder of their own: the build folder is read-only during the run.
SCRATCH="$(mktemp -d)"
trap 'rm -rf "$SCRATCH"' EXIT

PARAMS="$INPUT_DIR/params.par"
# SAB_REPLICA=k >= 1: the k-th independent legitimate replica of the nominal run on the input
# taken (ic/nominal or a drawn one), an independent chain from seed 1000 + k. The parameters are
# generated into the scratch folder; the input files are never touched.
REPLICA="${SAB_REPLICA:-0}"
case "$REPLICA" in
  ''|*[!0-9]*) echo "run.sh: SAB_REPLICA must be a non-negative integer, got '$REPLICA'" >&2; exit 2 ;;
esac
if [ "$((10#$REPLICA))" -ge 1 ]; then
  [ "$IC" = nominal ] || { echo "run.sh: SAB_REPLICA applies to the nominal input only, not $IC" >&2; exit 2; }
  SEED="$((1000 + 10#$REPLICA))"
  PARAMS="$SCRATCH/params.par"
  sed "s/^seed\( *\)= .*$/seed\1= $SEED/" "$INPUT_DIR/params.par" >"$PARAMS"
  grep -qx "seed *= $SEED" "$PARAMS" || { echo "run.sh: no seed line to set in $INPUT_DIR/params.par" >&2; exit 2; }
fi
# Run from the output directory: the working directory is first on sys.path for -m.
cd "$OUT_DIR"
PYTHONPATH="$SOURCE_DIR" "$PYTHON" -m ising run "$PARAMS" "$OUT_DIR"
