#!/usr/bin/env bash
# Check inc-averaging: inc_tmm against thickness- and wavelength-swept coh_tmm, as in tests.py incoherent_test.
#
#   run.sh build                      link the module from SOURCE_DIR into BUILD_DIR and byte-compile it (no input in reach)
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
SAB_PYTHON=python3  the Python interpreter that runs the harness (numpy must import)
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
    # tmm is pure Python and its sdist root is the package itself: a link named tmm in the build
    # folder makes `import tmm` load $SOURCE_DIR (the harness refuses any other copy).
    ln -s "$SOURCE_DIR" "$BUILD_DIR/tmm"
    # Byte-compiled here, into a cache of the build's own (the run reads it, read-only), so that
    # no run pays compile time and a __pycache__ shipped in the tree is never read: tmm by the
    # path the run imports it by, the harness, and, by importing them once, the interpreter's own
    # modules the run loads (the prefix hides their usual __pycache__ too). A file that does not
    # compile is reported here and fails only the run that imports it.
    export PYTHONPYCACHEPREFIX="$BUILD_DIR/pycache"
    unset PYTHONDONTWRITEBYTECODE
    "${SAB_PYTHON:-python3}" -m compileall -q "$BUILD_DIR/tmm" "$CHECK_DIR/harness" || true
    (cd "$CHECK_DIR/harness" && SOURCE_DIR="$SOURCE_DIR" PYTHONPATH="$BUILD_DIR" PYTHONNOUSERSITE=1 \
      "${SAB_PYTHON:-python3}" -c 'import tmmcheck; tmmcheck.import_tmm()') || true
    exit 0
    ;;
  run) ;;
  *) echo "usage: run.sh build|run|nominal|variant|altbuild" >&2; exit 2 ;;
esac
: "${BUILD_DIR:?BUILD_DIR is not set}" "${INPUT_DIR:?INPUT_DIR is not set}" "${OUT_DIR:?OUT_DIR is not set}"

# harness/run.py imports its helper module tmmcheck.py from its own folder.
PYTHONPATH="$BUILD_DIR" PYTHONNOUSERSITE=1 PYTHONDONTWRITEBYTECODE=1 PYTHONPYCACHEPREFIX="$BUILD_DIR/pycache" \
  "${SAB_PYTHON:-python3}" "$CHECK_DIR/harness/run.py" "$INPUT_DIR" "$OUT_DIR"
