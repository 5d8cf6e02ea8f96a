#!/usr/bin/env bash
# Check kepler-orbit: an eccentric two-body orbit for ten periods with Yoshida's 4th-order method, graded value by value.
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
SAB_PYTHON=python3  Python 3 interpreter with numpy that runs nbody
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

PARAMS="$INPUT_DIR/params.par"
# Run from the output directory: the working directory is first on sys.path for -m.
cd "$OUT_DIR"
PYTHONPATH="$SOURCE_DIR" "$PYTHON" -m nbody run "$PARAMS" "$OUT_DIR"
