#!/usr/bin/env bash
# Check parameter-file: the parser on an accepted file written two ways and on the upstream refusals, graded pointwise.
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

HEAT1D="$BUILD_DIR/heat1d"
# Every case runs in a scratch folder of its own, with relative paths, so the messages name
# the case file and never a temporary directory.
CASES="$(mktemp -d)"
trap 'rm -rf "$CASES"' EXIT
cd "$CASES"
: >cases.tsv

# run_case NAME OUTDIR ARGS...: run heat1d, keep its exit status and stderr; a refused run must
# leave OUTDIR uncreated, an accepted one writes its four files there.
run_case() {
  local name="$1" out="$2" status=0
  shift 2
  "$HEAT1D" "$@" >"$name.stdout" 2>"$name.stderr" || status=$?
  local created=false
  [ -e "$out" ] && created=true
  printf '%s\t%s\t%s\n' "$name" "$status" "$created" >>cases.tsv
}
# The filters of the upstream script: set, drop or append one key of base.par.
setkey() {
  awk -v k="$1" -v v="$2" '{ line = $0; sub(/#.*/, "", line); n = index(line, "=")
    key = substr(line, 1, n - 1); gsub(/^[ \t\r]+|[ \t\r]+$/, "", key)
    if (n > 0 && key == k) print k " = " v; else print }'
}
dropkey() {
  awk -v k="$1" '{ line = $0; sub(/#.*/, "", line); n = index(line, "=")
    key = substr(line, 1, n - 1); gsub(/^[ \t\r]+|[ \t\r]+$/, "", key)
    if (!(n > 0 && key == k)) print }'
}
base() { cat "$INPUT_DIR/base.par"; }
refuse() {  # NAME: run NAME.par (written before) into NAME.out
  run_case "$1" "$1.out" "$1.par" "$1.out"
}

# Accepted: the same run written plainly and written with comments, tabs, CR LF and a hex float.
cp "$INPUT_DIR/params.par" plain.par
sed 's/$/\r/' "$INPUT_DIR/fancy.par" >fancy.par
run_case plain "$OUT_DIR/plain" plain.par "$OUT_DIR/plain"
run_case fancy "$OUT_DIR/fancy" fancy.par "$OUT_DIR/fancy"
run_case help help.out --help

# Refused with exit 2, nothing created: the upstream cases (tests/run_tests.sh, "parameter-file
# parsing"), then one choice of each enumerated key, a key that has no effect with a step, and
# the grid size at and beyond its limit.
{ base; echo "alhpa = 0.02"; } >bad-unknown.par;                      refuse bad-unknown
base | dropkey t_end >bad-missing.par;                                refuse bad-missing
base | setkey alpha 0.01x >bad-number.par;                            refuse bad-number
base | setkey nx 21.0 >bad-integer.par;                               refuse bad-integer
{ base; echo "nx = 41"; } >bad-duplicate.par;                         refuse bad-duplicate
base | setkey scheme euler >bad-choice.par;                           refuse bad-choice
{ base; echo "just some words"; } >bad-syntax.par;                    refuse bad-syntax
{ base | dropkey alpha; echo "alpha = 1e999"; } >bad-range.par;       refuse bad-range
{ base; printf 'center = 0.5\nwidth = 0.1\namplitude = 1\n'; } | setkey initial gaussian >bad-forbidden.par
refuse bad-forbidden
base | dropkey u_right >bad-conditional.par;                          refuse bad-conditional
{ base; echo "dt = 0.02"; echo "cfl = 0.3"; } >bad-dtcfl.par;         refuse bad-dtcfl
{ base; echo "dt = 0.2"; } >bad-unstable.par;                         refuse bad-unstable
{ base; echo "cfl = 0.6"; } >bad-unstable-cfl.par;                    refuse bad-unstable-cfl
run_case bad-nofile nofile.out no-such-file.par nofile.out
run_case bad-usage usage.out bad-unknown.par
base | setkey boundary periodic >bad-boundary.par;                    refuse bad-boundary
base | setkey initial cosine >bad-initial.par;                        refuse bad-initial
base | setkey initial step >bad-forbidden-step.par;                   refuse bad-forbidden-step
base | setkey nx 100000000 >nx-at-limit.par;                          refuse nx-at-limit
base | setkey nx 100000001 >nx-beyond-limit.par;                      refuse nx-beyond-limit

# One JSON document: each case's exit status, stderr and whether it created its output folder.
python3 -I "$CHECK_DIR/harness/cases.py" cases.tsv "$OUT_DIR/cases.json"
