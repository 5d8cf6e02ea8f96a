#!/bin/sh
# run_tests.sh - heat1d test suite (POSIX sh; needs only the two programs).
#
# usage: sh run_tests.sh HEAT1D CHECKER WORKDIR EXAMPLES_DIR
#
# Every file the suite creates lives under WORKDIR (emptied first).
# Each test prints one PASS/FAIL line with its figures; the exit status
# is 1 if any test failed.
#
# SPDX-License-Identifier: MIT

set -u

if [ $# -ne 4 ]; then
    echo "usage: sh run_tests.sh HEAT1D CHECKER WORKDIR EXAMPLES_DIR" >&2
    exit 2
fi
BIN=$1
CHECK=$2
WORK=$3
EXAMPLES=$4

case $WORK in
""|/) echo "run_tests.sh: refusing WORKDIR '$WORK'" >&2; exit 2 ;;
esac
rm -rf "$WORK"
mkdir -p "$WORK" || exit 2

npass=0
nfail=0

pass() { echo "PASS  $1: $2"; npass=$((npass + 1)); }
fail() { echo "FAIL  $1: $2"; nfail=$((nfail + 1)); }

# check ARGS... : run the checker, which prints its own PASS/FAIL line
check() {
    "$CHECK" "$@"
    if [ $? -eq 0 ]; then npass=$((npass + 1)); else nfail=$((nfail + 1)); fi
}

# par NAME : parameter file $WORK/NAME.par from stdin
par() { cat > "$WORK/$1.par"; }

# getkey KEY FILE : print the value of KEY in a parameter file
getkey() {
    awk -v k="$1" '{
        sub(/#.*/, ""); n = index($0, "="); if (n == 0) next
        key = substr($0, 1, n - 1); val = substr($0, n + 1)
        gsub(/^[ \t\r]+|[ \t\r]+$/, "", key)
        gsub(/^[ \t\r]+|[ \t\r]+$/, "", val)
        if (key == k) print val
    }' "$2"
}

# setkey KEY VALUE : filter stdin, replacing the line that sets KEY
setkey() {
    awk -v k="$1" -v v="$2" '{
        line = $0; sub(/#.*/, "", line); n = index(line, "=")
        key = substr(line, 1, n - 1); gsub(/^[ \t\r]+|[ \t\r]+$/, "", key)
        if (n > 0 && key == k) print k " = " v; else print
    }'
}

# dropkey KEY : filter stdin, removing the line that sets KEY
dropkey() {
    awk -v k="$1" '{
        line = $0; sub(/#.*/, "", line); n = index(line, "=")
        key = substr(line, 1, n - 1); gsub(/^[ \t\r]+|[ \t\r]+$/, "", key)
        if (!(n > 0 && key == k)) print
    }'
}

# solve NAME [PARFILE] : run heat1d into $WORK/NAME; FAIL line on error
solve() {
    pf=${2:-$WORK/$1.par}
    "$BIN" "$pf" "$WORK/$1" > "$WORK/$1.stdout" 2> "$WORK/$1.stderr"
    st=$?
    if [ $st -ne 0 ]; then
        fail "$1" "heat1d exited with status $st: $(cat "$WORK/$1.stderr")"
        return 1
    fi
    return 0
}

# sine_par NAME SCHEME NX LENGTH ALPHA MODE T_END STEPLINE
sine_par() {
    par "$1" <<EOF
# sine mode, homogeneous Dirichlet
nx = $3
length = $4
alpha = $5
t_end = $7
$8
scheme = $2
boundary = dirichlet
u_left = 0
u_right = 0
initial = sine
mode = $6
output_every = 50
EOF
}

echo "== analytic sine-mode decay: u = exp(-alpha (k pi/L)^2 t) sin(k pi x/L)"
# L = 2, alpha = 0.3, k = 2, t = 0.5 (decay factor exp(-1.48))
sine_par sine-ftcs ftcs 41 2 0.3 2 0.5 "cfl = 0.45"
solve sine-ftcs && check sine sine-ftcs "$WORK/sine-ftcs" 0.3 2 2
sine_par sine-cn cn 41 2 0.3 2 0.5 "dt = 0.02"
solve sine-cn && check sine sine-cn "$WORK/sine-cn" 0.3 2 2

echo "== second-order spatial convergence (L = 1, alpha = 1, k = 1, t = 0.1)"
for nx in 21 41 81 161; do
    # ftcs: dt = 0.4 dx^2/alpha shrinks with dx^2, so the O(dt) time
    # error is also O(dx^2) and the total error ratio should be 4
    sine_par conv-ftcs-$nx ftcs $nx 1 1 1 0.1 "cfl = 0.4"
    solve conv-ftcs-$nx
    # cn: a fixed small dt keeps the O(dt^2) time error negligible
    sine_par conv-cn-$nx cn $nx 1 1 1 0.1 "dt = 2e-5"
    solve conv-cn-$nx
done
check converge converge-ftcs 1 1 1 "$WORK/conv-ftcs-21" "$WORK/conv-ftcs-41" \
    "$WORK/conv-ftcs-81" "$WORK/conv-ftcs-161"
check converge converge-cn 1 1 1 "$WORK/conv-cn-21" "$WORK/conv-cn-41" \
    "$WORK/conv-cn-81" "$WORK/conv-cn-161"

echo "== Neumann (zero-flux) boundaries conserve total heat"
par cons-ftcs <<EOF
nx = 201
length = 1
alpha = 0.05
t_end = 0.5
cfl = 0.45
scheme = ftcs
boundary = neumann
initial = gaussian
center = 0.3
width = 0.05
amplitude = 2
output_every = 100
EOF
solve cons-ftcs && check conserve cons-ftcs "$WORK/cons-ftcs" 1e-12
par cons-cn <<EOF
# a discontinuous start with r = 20: the hardest case for CN
nx = 301
length = 3
alpha = 0.2
t_end = 2
dt = 0.01
scheme = cn
boundary = neumann
initial = step
center = 0.4
amplitude = 1.5
output_every = 10
EOF
solve cons-cn && check conserve cons-cn "$WORK/cons-cn" 1e-12

echo "== Dirichlet steady state is the linear profile"
for scheme in ftcs cn; do
    if [ $scheme = ftcs ]; then stepline="cfl = 0.4"; else stepline="dt = 0.002"; fi
    par steady-$scheme <<EOF
# slowest transient decays like exp(-pi^2 t) = 1.4e-13 at t = 3
nx = 41
length = 1
alpha = 1
t_end = 3
$stepline
scheme = $scheme
boundary = dirichlet
u_left = 1
u_right = -0.5
initial = sine
mode = 1
output_every = 500
EOF
    solve steady-$scheme && \
        check steady steady-$scheme "$WORK/steady-$scheme" 1 -0.5 1 1e-9
done

echo "== output formats"
check format format-sine-ftcs "$WORK/sine-ftcs" 2
check format format-cons-cn "$WORK/cons-cn" 3

echo "== parameter-file parsing"
# reject NAME PATTERN... : heat1d must exit 2, create no output, and say
# every PATTERN on stderr
reject() {
    name=$1
    shift
    "$BIN" "$WORK/$name.par" "$WORK/$name" > /dev/null 2> "$WORK/$name.stderr"
    st=$?
    msg=$(cat "$WORK/$name.stderr")
    if [ $st -ne 2 ]; then
        fail "$name" "exit status $st, wanted 2 (stderr: $msg)"
        return
    fi
    if [ -e "$WORK/$name" ]; then
        fail "$name" "output directory created despite the error"
        return
    fi
    for pat in "$@"; do
        case $msg in
        *"$pat"*) ;;
        *) fail "$name" "stderr lacks \"$pat\": $msg"; return ;;
        esac
    done
    pass "$name" "exit 2: $msg"
}

# a valid base file, amended per case
base() {
    cat <<EOF
nx = 21
length = 1
alpha = 0.01
t_end = 1
scheme = ftcs
boundary = dirichlet
u_left = 0
u_right = 0
initial = sine
mode = 1
EOF
}

{ base; echo "alhpa = 0.02"; } | par bad-unknown
reject bad-unknown "line 11" "unknown key 'alhpa'"
base | dropkey t_end | par bad-missing
reject bad-missing "missing required key 't_end'"
base | setkey alpha 0.01x | par bad-number
reject bad-number "line 3" "'alpha'" "malformed number"
base | setkey nx 21.0 | par bad-integer
reject bad-integer "line 1" "'nx'" "malformed integer"
{ base; echo "nx = 41"; } | par bad-duplicate
reject bad-duplicate "line 11" "'nx'" "first on line 1"
base | setkey scheme euler | par bad-choice
reject bad-choice "line 5" "'scheme'" "euler"
{ base; echo "just some words"; } | par bad-syntax
reject bad-syntax "line 11" "expected 'key = value'"
{ base | dropkey alpha; echo "alpha = 1e999"; } | par bad-range
reject bad-range "line 10" "'alpha'" "not a finite double"
{ base; printf 'center = 0.5\nwidth = 0.1\namplitude = 1\n'; } |
    setkey initial gaussian | par bad-forbidden
reject bad-forbidden "line 10" "'mode'" "no effect" "initial = gaussian (line 9)"
base | dropkey u_right | par bad-conditional
reject bad-conditional "missing required key 'u_right'" "line 6"
{ base; echo "dt = 0.02"; echo "cfl = 0.3"; } | par bad-dtcfl
reject bad-dtcfl "line 12" "'dt' (line 11)" "'cfl'"
# dx = 0.05, alpha = 0.01: dt = 0.2 gives alpha*dt/dx^2 = 0.8
{ base; echo "dt = 0.2"; } | par bad-unstable
reject bad-unstable "unstable" "'dt' on line 11" "= 0.8 "
{ base; echo "cfl = 0.6"; } | par bad-unstable-cfl
reject bad-unstable-cfl "unstable" "'cfl' on line 11"

"$BIN" "$WORK/no-such-file.par" "$WORK/nofile" > /dev/null 2> "$WORK/nofile.stderr"
st=$?
if [ $st -eq 2 ]; then pass bad-nofile "exit 2: $(cat "$WORK/nofile.stderr")"
else fail bad-nofile "exit status $st, wanted 2"; fi
"$BIN" "$WORK/bad-unknown.par" > /dev/null 2>&1
st=$?
if [ $st -eq 2 ]; then pass bad-usage "exit 2 with one argument"
else fail bad-usage "exit status $st, wanted 2"; fi

# Comments, blank lines, tabs, CRLF line ends and a hex-float literal of
# the same double as 0.01 must give byte-identical results.
base > "$WORK/plain.par"
awk 'BEGIN { printf "# header comment\r\n\r\n" }
     $1 == "alpha" { printf "\talpha=0x1.47ae147ae147bp-7   # 0.01\r\n"; next }
     { printf "  %s  \r\n", $0 }' "$WORK/plain.par" > "$WORK/fancy.par"
if solve plain && solve fancy; then
    check compare parse-equivalent same "$WORK/plain/u_final.f64" \
        "$WORK/fancy/u_final.f64"
fi

echo "== reproducibility and bit sensitivity"
# Each example: two runs must be byte-identical; alpha moved up by 2 ulps
# must change u_final.f64.
for ex in "$EXAMPLES"/*.par; do
    name=ex-$(basename "$ex" .par)
    alpha=$(getkey alpha "$ex")
    alpha2=$("$CHECK" ulps "$alpha" 2)
    setkey alpha "$alpha2" < "$ex" | par $name-ulp
    if solve $name-a "$ex" && solve $name-b "$ex"; then
        for f in u_final.f64 x.f64 history.txt summary.json; do
            check compare "$name-repeat" same "$WORK/$name-a/$f" \
                "$WORK/$name-b/$f"
        done
        check format "$name-format" "$WORK/$name-a" "$(getkey length "$ex")"
        if solve $name-ulp; then
            check compare "$name-alpha+2ulp($alpha2)" differ \
                "$WORK/$name-a/u_final.f64" "$WORK/$name-ulp/u_final.f64"
        fi
    fi
done
# The decimal literal 0.010000000000000004 is 0.01 moved up by 2 ulps.
for scheme in ftcs cn; do
    for a in 0.01 0.010000000000000004; do
        base | setkey alpha $a | setkey scheme $scheme | setkey nx 51 |
            setkey t_end 2 | par ulp-$scheme-$a
        solve ulp-$scheme-$a
    done
    check compare alpha-2ulp-$scheme differ \
        "$WORK/ulp-$scheme-0.01/u_final.f64" \
        "$WORK/ulp-$scheme-0.010000000000000004/u_final.f64"
done

echo "== $npass passed, $nfail failed"
[ $nfail -eq 0 ]
