#!/usr/bin/env bash
# Stock leaf driver, shipped by sab. Do not edit: `sab lint` reports any drift from the stock text.
#
#   test.sh produce SOURCE_DIR OUT_ROOT IC   run every check (sorted) on SOURCE_DIR for IC
#                                            into OUT_ROOT/<check>/ with run.log and run.ok|run.failed;
#                                            with SAB_TIMING=1 the acceleration checks also run.timing;
#                                            with SAB_SEED=N a check with an input family runs on the
#                                            inputs drawn from N (OUT_ROOT/.draws/<check>/<k>/)
#   test.sh time-pair CANDIDATE_SOURCE CANDIDATE_ROOT REFERENCE_SOURCE REFERENCE_ROOT IC
#                                            time both sides' acceleration checks, repeats interleaved
#   test.sh                                  grade HARBOR_CANDIDATE_DIR against HARBOR_REFERENCE_DIR
#                                            and write HARBOR_REWARD_FILE (flat, all numeric);
#                                            tests/reward.py folds the verdicts into the reward
#
# Inside a Harbor trial none of the HARBOR_* variables is set: the reference is produced from the
# pristine source baked into the verifier image, the candidate from the solver's tree, and the
# reward goes to /logs/verifier/reward.json. Every path ends with a reward file written.
set -u
TESTS_DIR="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
CHECKS_DIR="$TESTS_DIR/checks"
CPUS="${SAB_CPUS:-1}"
CHECK_TIMEOUT="${SAB_CHECK_TIMEOUT:-3600}"
unset SHARED_FOLDERS  # found by shared_folders, never taken from the environment
RUN_SH='exec bash "$CHECK_DIR/run.sh" "$1"'

now() { date +%s.%N; }

# Everything run.sh starts runs the candidate's code, so it runs contained (docs/threat-model.md):
# as the unprivileged $SAB_CANDIDATE_UID when the driver runs as root, and through $SAB_SANDBOX
# when the runner gives one (the local runner's bubblewrap wrapper). What grades a run (run.ok,
# run.log, the build time) is written here after every process of the run has ended.
contain_candidate() {  # what follows runs the candidate's side
  CANDIDATE_UID=""
  [ -z "${SAB_CANDIDATE_UID:-}" ] || [ "$(id -u)" != 0 ] || CANDIDATE_UID="$SAB_CANDIDATE_UID"
  SANDBOX=() AS_CANDIDATE=()
  if [ -n "${SAB_SANDBOX:-}" ]; then
    SANDBOX=("$SAB_SANDBOX")  # it changes uid itself, once its mounts are made
  elif [ -n "$CANDIDATE_UID" ]; then
    AS_CANDIDATE=(setpriv --reuid="$CANDIDATE_UID" --regid="$CANDIDATE_UID" --clear-groups --no-new-privs)
  fi
}
# An unprivileged uid: never root (0, 000...), which would also make the cleanup below end every
# process of the machine.
unprivileged_uid() { [[ "$1" =~ ^[0-9]{1,9}$ ]] && [ "$((10#$1))" -gt 0 ]; }
run_as_driver() {  # what follows runs the reference's side, as the driver itself (time-pair)
  CANDIDATE_UID="" SANDBOX=() AS_CANDIDATE=()
}
contain_candidate

# Every folder the candidate's uid can create a name in: writable by others, on any mount, and
# reachable (no folder above it shuts others out). Found once, before the candidate's first run.
shared_folders() {
  [ -z "${SHARED_FOLDERS+set}" ] || return 0
  local kernel='^(proc|sysfs|cgroup2?|devpts|nsfs|securityfs|debugfs|tracefs|bpf|pstore|configfs|fusectl|binfmt_misc|autofs)$'
  SHARED_FOLDERS="$(awk -v kernel="$kernel" '$2 !~ /^\/(proc|sys)(\/|$)/ && $3 !~ kernel {print $2}' /proc/self/mounts |
    while IFS= read -r mount; do
      find "$mount" -xdev -type d \( ! -perm -0001 -prune -o -perm -0002 -print \) 2>/dev/null
    done | sort -u)"
}

end_candidate_processes() {  # out_dir: nothing the candidate started or left outlives its run
  [ -n "$CANDIDATE_UID" ] || return 0
  # A sandbox ends its own processes (PID namespace); without one, end every process of the uid,
  # which the caller gives only to this driver (one container per check, or a trial's sequence).
  [ ${#SANDBOX[@]} -gt 0 ] || "${AS_CANDIDATE[@]}" bash -c 'kill -KILL -1' 2>/dev/null
  # A sandbox's scratch folders and IPC namespace die with it. Without one, what the run left
  # where any uid may write (/tmp, /var/tmp, /dev/shm, /run/lock, a world-writable working
  # directory...) goes now, and so do its System V shared memory, queues and semaphores, so no
  # later run (a timed rerun) finds anything an earlier one computed. This comes before the
  # outputs turn root's: a hard link to one of them is still the uid's, and goes too.
  if [ ${#SANDBOX[@]} -eq 0 ]; then
    local folder kind flag owner creator
    while IFS= read -r folder; do
      [ -z "$folder" ] || find "$folder" -xdev -mindepth 1 -maxdepth 1 -user "$CANDIDATE_UID" -exec rm -rf {} + 2>/dev/null
    done <<<"$SHARED_FOLDERS"
    while read -r kind flag owner creator; do
      [ -r "/proc/sysvipc/$kind" ] || continue
      awk -v uid="$CANDIDATE_UID" -v a="$owner" -v b="$creator" 'NR > 1 && ($a == uid || $b == uid) {print $2}' \
        "/proc/sysvipc/$kind" | while read -r id; do ipcrm "$flag" "$id" 2>/dev/null; done
    done <<<$'shm -m 8 10\nmsg -q 8 10\nsem -s 5 7'
  fi
  # Root's again, and no mode the candidate chose lets anyone else change it before grading.
  chown -R -h 0:0 "$1" && chmod -R u+rwX,go-w,-s "$1"
  return 0
}

# run_check sets RUN_STATUS, RUN_ELAPSED and RUN_BUILD (seconds) besides writing the record.
# A check with a build step (docs/leaf.md, "The run.sh contract") is called as `run.sh build` or
# `run.sh run`, with BUILD_DIR (writable to the build only) and INPUT_DIR, from STEP, STEP_BUILD and
# STEP_INPUT; a check without one as `run.sh IC`. RECORD_BUILD and RECORD_EXTRA (JSON members) go
# into the record as they are.
STEP="" STEP_BUILD="" STEP_INPUT="" RECORD_BUILD="" RECORD_EXTRA=""
run_check() {  # check_dir source_dir out_dir ic [script run in place of run.sh: timing's empty run]
  local check_dir="$1" source_dir="$2" out_dir="$3" ic="$4" script="${5:-$RUN_SH}" name start end status build knob_env=()
  local private log timing step_env=()
  name="$(basename "$check_dir")"
  RUN_STATUS=1 RUN_ELAPSED=0 RUN_BUILD=0  # what a run that never started leaves
  if [ -n "$CANDIDATE_UID" ] && ! unprivileged_uid "$CANDIDATE_UID"; then
    echo "test.sh: SAB_CANDIDATE_UID=$CANDIDATE_UID is not an unprivileged uid; $name did not run" >&2
    return 1
  fi
  [ -z "$CANDIDATE_UID" ] || [ ${#SANDBOX[@]} -gt 0 ] || shared_folders
  rm -rf "$out_dir" && mkdir -p "$out_dir" || return 1
  # run.log and the build time are kept where run.sh cannot reach until the run is over.
  private="$(mktemp -d)" && chmod 700 "$private" || return 1
  log="$private/run.log" timing="$private/timing"
  if [ -n "$CANDIDATE_UID" ]; then
    chown "$CANDIDATE_UID:$CANDIDATE_UID" "$out_dir" || return 1
  fi
  # The driver's own settings (the seed above all, which no candidate process may hold) stay here.
  while IFS='=' read -r key _; do
    case "$key" in SAB_*) knob_env+=("$key=${!key}") ;; esac
  done < <(env | grep -v -e '^SAB_SANDBOX=' -e '^SAB_CANDIDATE_UID=' -e '^SAB_TIMING=' -e '^SAB_SEED=' \
    -e '^SAB_BUILD_ROOT=' -e '^SAB_ONLY_CHECKS=')
  [ -z "$STEP_BUILD" ] || step_env+=("BUILD_DIR=$STEP_BUILD")
  [ -z "$STEP_INPUT" ] || step_env+=("INPUT_DIR=$STEP_INPUT")
  start="$(now)"
  # A clean environment: only what the leaf contract gives run.sh (docs/design.md, "The drivers").
  # run.sh reports its build time on descriptor 3, which the candidate's own programs never hold.
  # run.sh is found through CHECK_DIR, which a sandbox moves to a path of its own.
  # The time limit goes inside a sandbox, so the sandbox is this driver's own child and dies with it.
  local limit=(timeout --kill-after=5 "$CHECK_TIMEOUT") outer=() inner=()
  if [ ${#SANDBOX[@]} -gt 0 ]; then inner=("${SANDBOX[@]}" "${limit[@]}"); else outer=("${limit[@]}" "${AS_CANDIDATE[@]}"); fi
  "${outer[@]}" env -i PATH="${SAB_PATH:-$PATH}" HOME="${HOME:-/tmp}" LANG=C.UTF-8 \
    SOURCE_DIR="$source_dir" OUT_DIR="$out_dir" CHECK_DIR="$check_dir" "${knob_env[@]}" SAB_IC="$ic" \
    "${step_env[@]}" OMP_NUM_THREADS="$CPUS" OPENBLAS_NUM_THREADS="$CPUS" MKL_NUM_THREADS="$CPUS" \
    NUMEXPR_NUM_THREADS="$CPUS" \
    "${inner[@]}" bash -c "$script" run.sh "${STEP:-$ic}" >"$log" 2>&1 </dev/null 3>"$timing"
  status=$?
  end="$(now)"
  end_candidate_processes "$out_dir"
  build="$(sed -n '1s/^SAB_BUILD_SECONDS=\([0-9]\{1,12\}\(\.[0-9]\{1,9\}\)\{0,1\}\)$/\1/p' "$timing")"
  [ "$status" -eq 124 ] || [ "$status" -eq 137 ] && echo "timed out after ${CHECK_TIMEOUT}s" >>"$log"
  # Whatever the candidate left under these names is not a record.
  rm -rf "$out_dir/run.log" "$out_dir/run.ok" "$out_dir/run.failed" "$out_dir/run.timing"
  cp "$log" "$out_dir/run.log"
  rm -rf "$private"
  read -r RUN_ELAPSED RUN_BUILD < <(awk -v a="$start" -v b="$end" -v build="${build:-0}" \
    'BEGIN{elapsed = b - a; if (build > elapsed) build = elapsed; printf "%.6f %.6f\n", elapsed, build}')
  [ -z "$RECORD_BUILD" ] || RUN_BUILD="$RECORD_BUILD"
  RUN_STATUS="$status"
  write_record "$out_dir" "$name" "$ic" "$status" "$RUN_ELAPSED" "$RUN_BUILD"
  return 0
}

write_record() {  # out_dir check ic status elapsed build: run.ok or run.failed (with RECORD_EXTRA)
  local record
  record="$(printf '{"check": "%s", "ic": "%s", "exit_status": %d, "elapsed_seconds": %s, "build_seconds": %s%s}' \
    "$2" "$3" "$4" "$5" "$6" "$RECORD_EXTRA")"
  rm -rf "$1/run.ok" "$1/run.failed"
  if [ "$4" -eq 0 ]; then
    echo "$record" >"$1/run.ok"
  else
    echo "$record" >"$1/run.failed"
  fi
}

# What a check declares to its driver (reward.py reads its check.json and rubric.json): whether its
# run.sh has a separate build step, and how many inputs it draws from its family (0: none).
check_plan() {  # check_dir: sets PLAN_BUILD (0 or 1) and PLAN_DRAWS
  local plan
  plan="$(python3 -I "$TESTS_DIR/reward.py" check-plan "$1")" || plan="0 0"
  read -r PLAN_BUILD PLAN_DRAWS <<<"$plan"
}

# Where a side's builds go: the stage's (SAB_BUILD_ROOT, kept for every run of the same tree) or
# beside its outputs, where time-pair finds them again.
build_root() { echo "${SAB_BUILD_ROOT:-$1/.builds}"; }  # out_root

# A check's build (`run.sh build`): once per source tree and configuration (altbuild, or the
# nominal build that the variant shares), contained like every step of the candidate's, before
# any input is drawn and with none in reach, and never timed with the runs. Its folder is root's
# and read-only once the build ends, and every later run of the same tree reuses it. Sets BUILT
# (the folder) and BUILT_SECONDS; fails when the build failed.
build_check() {  # check_dir source_dir ic out_root
  local name config
  name="$(basename "$1")" config=nominal
  [ "$3" != altbuild ] || config=altbuild
  BUILT="$(build_root "$4")/$name/$config" BUILT_SECONDS=0
  if [ ! -f "$BUILT/run.ok" ] || [ -L "$BUILT" ]; then
    mkdir -p "$(dirname "$BUILT")" || return 1
    STEP=build STEP_BUILD="$BUILT" STEP_INPUT="" RECORD_BUILD="" RECORD_EXTRA="" \
      run_check "$1" "$2" "$BUILT" "$config" || return 1
  fi
  [ -f "$BUILT/run.ok" ] || return 1
  BUILT_SECONDS="$(sed -n 's/.*"elapsed_seconds": \([0-9.]*\).*/\1/p' "$BUILT/run.ok")"
}

# A draw's own seed: a 48-bit number from the trial's seed, the check and the draw's index.
draw_seed() {  # seed check k
  local hex
  hex="$(printf '%s:%s:%s' "$1" "$2" "$3" | sha256sum | cut -c1-12)"
  echo "$((16#$hex))"
}

input_digest() {  # folder: sha256 over its files' names and bytes
  (cd "$1" && find . -type f -print0 | LC_ALL=C sort -z | xargs -0 -r sha256sum) | sha256sum | cut -d' ' -f1
}

# A check's inputs drawn from its family (docs/leaf.md, "Input families"): its harness/draw, run
# by the driver from the staged, read-only check (never as the candidate, whose code never holds
# the seed), each draw into a folder every run may read and none may change. A variant draws the
# same inputs with the check's variant perturbation. Sets DRAWS_JSON; fails with DRAW_ERROR.
draw_inputs() {  # check_dir inputs_dir ic seed count
  local check_dir="$1" inputs="$2" ic="$3" seed="$4" count="$5" name k sub variant=() list=""
  name="$(basename "$check_dir")"
  DRAWS_JSON="" DRAW_ERROR=""
  [ "$ic" != variant ] || variant=(--variant)
  rm -rf "$inputs" && mkdir -p "$inputs" || { DRAW_ERROR="cannot make $inputs"; return 1; }
  for ((k = 1; k <= count; k++)); do
    sub="$(draw_seed "$seed" "$name" "$k")"
    mkdir "$inputs/$k" || { DRAW_ERROR="cannot make $inputs/$k"; return 1; }
    if ! (cd "$inputs/$k" && timeout --kill-after=5 300 env -i PATH="${SAB_PATH:-$PATH}" HOME="${HOME:-/tmp}" \
        LANG=C.UTF-8 "$check_dir/harness/draw" --seed "$sub" --out "$inputs/$k" "${variant[@]}") \
        >"$inputs/draw.log" 2>&1 </dev/null; then
      DRAW_ERROR="harness/draw --seed $sub ${variant[*]} failed: $(tail -c 300 "$inputs/draw.log")"
      return 1
    fi
    list+="${list:+, }{\"seed\": $sub, \"digest\": \"$(input_digest "$inputs/$k")\"}"
  done
  rm -f "$inputs/draw.log"
  chmod -R a+rX,go-w "$inputs" || return 1
  DRAWS_JSON="\"seed\": $seed, \"draws\": [$list]"
}

# The inputs a check's runs take in an out root: its drawn ones (.draws/<check>/1 ... K), else the
# fixed one of the initial condition (altbuild runs the nominal input).
check_inputs() {  # check_dir out_root ic: prints one folder a line
  local drawn="$2/.draws/$(basename "$1")" k=1
  if [ -d "$drawn" ] && [ ! -L "$drawn" ]; then
    while [ -d "$drawn/$k" ]; do echo "$drawn/$k"; k=$((k + 1)); done
  elif [ "$3" = altbuild ]; then
    echo "$1/ic/nominal"
  else
    echo "$1/ic/$3"
  fi
}

# One run of a check with a build step on every input it takes: a single input's outputs in
# out_dir itself, drawn inputs' in out_dir/draws/<k>/. Sets RUN_STATUS (the first failure's) and
# RUN_ELAPSED (the runs' sum); with a script, that script (timing's empty run) on each.
run_inputs() {  # check_dir source_dir out_dir ic out_root built [script]
  local check_dir="$1" out_dir="$3" inputs=() input k status=0 elapsed=0
  mapfile -t inputs < <(check_inputs "$1" "$5" "$4")
  if [ "${#inputs[@]}" -eq 1 ] && [ "${inputs[0]}" = "$check_dir/ic/${4/altbuild/nominal}" ]; then
    STEP=run STEP_BUILD="$6" STEP_INPUT="${inputs[0]}" run_check "$1" "$2" "$out_dir" "$4" "${7:-$RUN_SH}"
    return 0
  fi
  rm -rf "$out_dir" && mkdir -p "$out_dir/draws" || return 1
  k=0
  for input in "${inputs[@]}"; do
    k=$((k + 1))
    STEP=run STEP_BUILD="$6" STEP_INPUT="$input" RECORD_BUILD="" RECORD_EXTRA="" \
      run_check "$1" "$2" "$out_dir/draws/$k" "$4" "${7:-$RUN_SH}"
    elapsed="$(awk -v a="$elapsed" -v b="$RUN_ELAPSED" 'BEGIN{printf "%.6f", a + b}')"
    if [ "$RUN_STATUS" -ne 0 ]; then status="$RUN_STATUS"; break; fi
  done
  RUN_STATUS="$status" RUN_ELAPSED="$elapsed"
}

# A speed measured like a benchmark: after the graded run, WARMUP untimed runs, then REPEATS timed
# runs, each followed by an empty run of the same chain (sandbox, uid, environment, shell and the
# rubric's timing.startup_command: its start-up cost), all into a scratch folder. reward.py plans
# the counts from the rubric and the graded run's time (none for a check not labelled
# acceleration); the graded outputs stay the first run's. Every rerun must reproduce them
# (reward.py reproduces: the same bytes, or within the check's tolerance), and cannot read them:
# they are root's alone until the timing ends. The first rerun that fails or does not reproduce
# them ends the timing, and run.timing says why ("unreproduced"; the candidate's check then fails).
plan_timing() {  # check_dir run_ok: sets TIMING_WARMUP, TIMING_REPEATS, TIMING_STARTUP; fails for an untimed check
  local plan
  plan="$(python3 -I "$TESTS_DIR/reward.py" timing-plan "$1" "$2")" || return 1
  { read -r TIMING_WARMUP TIMING_REPEATS && IFS= read -r TIMING_STARTUP; } <<<"$plan" && [ "$TIMING_REPEATS" -gt 0 ]
}

# While a side is timed, the graded outputs of all its checks are shut, not only the timed
# check's: another check's graded run could have left the timed check's outputs among its own.
# So are the other checks' builds, which a build could have filled with the timed check's answers
# (a sandbox shows a run its own build alone, and other checks run beside it meanwhile).
# The side's folder itself can then only be passed through, to its drawn inputs and builds.
begin_timing() {  # out_dir: prints the side's scratch folder, which only a contained side's uid may pass through
  local scratch mode=700 root entry builds=/nonexistent
  [ -z "$CANDIDATE_UID" ] && [ ${#SANDBOX[@]} -eq 0 ] || mode=711
  root="$(dirname "$1")"
  [ ${#SANDBOX[@]} -gt 0 ] || builds="$(build_root "$root")"
  scratch="$(mktemp -d)" && chmod "$mode" "$scratch" && mkdir -m 700 "$scratch/judge" && : >"$scratch/samples" &&
    stat -c %a "$root" >"$scratch/root-mode" && chmod 711 "$root" || return 1
  for entry in "$root"/*/ "$builds"/*/; do
    entry="${entry%/}"
    [ -d "$entry" ] && [ ! -L "$entry" ] && [ "$entry" != "$builds/$(basename "$1")" ] || continue
    stat -c '%a' "$entry" >>"$scratch/modes" && printf '%s\n' "$entry" >>"$scratch/modes" && chmod 700 "$entry" || return 1
  done
  echo "$scratch"
}

check_run() {  # check_dir source_dir out_dir ic out_root [script]: one run of the check, by its contract
  check_plan "$1"
  if [ "$PLAN_BUILD" = 1 ]; then
    local config=nominal
    [ "$4" != altbuild ] || config=altbuild
    RECORD_BUILD="" RECORD_EXTRA="" run_inputs "$1" "$2" "$3" "$4" "$5" "$(build_root "$5")/$(basename "$1")/$config" "${6:-}"
  else
    STEP="" STEP_BUILD="" STEP_INPUT="" RECORD_BUILD="" RECORD_EXTRA="" run_check "$1" "$2" "$3" "$4" "${6:-}"
  fi
}

timed_run() {  # check_dir source_dir out_dir ic scratch i: rerun i; fails when the side's timing ends there
  local check_dir="$1" source_dir="$2" out_dir="$3" ic="$4" scratch="$5" i="$6" elapsed build reason root
  root="$(dirname "$out_dir")"
  check_run "$check_dir" "$source_dir" "$scratch/run" "$ic" "$root"
  if [ "$RUN_STATUS" -ne 0 ]; then
    echo "\"rerun $i of $((TIMING_WARMUP + TIMING_REPEATS)) failed (exit $RUN_STATUS)\"" >"$scratch/unreproduced"
    return 1
  fi
  elapsed="$RUN_ELAPSED" build="$RUN_BUILD"
  if ! reason="$(cd "$scratch/judge" && python3 -I "$TESTS_DIR/reward.py" reproduces "$check_dir" "$out_dir" "$scratch/run")"; then
    echo "${reason:-\"rerun $i: no judgement\"}" >"$scratch/unreproduced"
    return 1
  fi
  [ "$i" -gt "$TIMING_WARMUP" ] || return 0
  check_run "$check_dir" "$source_dir" "$scratch/run" "$ic" "$root" "$TIMING_STARTUP" && [ "$RUN_STATUS" -eq 0 ] ||
    return 1  # the empty run failed: the timing ends with the samples so far
  [ "$PLAN_BUILD" != 1 ] || build=0  # a separate build is never timed
  echo "$elapsed $build $RUN_ELAPSED" >>"$scratch/samples"
}

end_timing() {  # out_dir scratch: run.timing from the side's samples
  local mode entry
  while IFS= read -r mode && IFS= read -r entry; do chmod "$mode" "$entry"; done <"$2/modes" 2>/dev/null
  chmod 755 "$1" && chmod "$(cat "$2/root-mode" 2>/dev/null || echo 755)" "$(dirname "$1")"
  UNREPRODUCED="$(cat "$2/unreproduced" 2>/dev/null)" awk -v warmup="$TIMING_WARMUP" 'BEGIN{printf "{\"warmup\": %d, \"repeats\": [", warmup}
    {printf "%s{\"elapsed_seconds\": %s, \"build_seconds\": %s, \"startup_seconds\": %s}", (NR > 1 ? ", " : ""), $1, $2, $3}
    END{printf "]"; if (ENVIRON["UNREPRODUCED"] != "") printf ", \"unreproduced\": %s", ENVIRON["UNREPRODUCED"]; print "}"}' \
    "$2/samples" >"$1/run.timing"
  rm -rf "$2"
}

time_check() {  # check_dir source_dir out_dir ic: one side, right after its graded run
  local scratch i
  [ -f "$3/run.ok" ] && plan_timing "$1" "$3/run.ok" && scratch="$(begin_timing "$3")" || return 0
  for ((i = 1; i <= TIMING_WARMUP + TIMING_REPEATS; i++)); do
    timed_run "$1" "$2" "$3" "$4" "$scratch" "$i" || break
  done
  end_timing "$3" "$scratch"
}

# A Harbor trial times both sides once both graded runs exist, rerun by rerun: candidate then
# reference, then reference then candidate, and so on, so that load which drifts over the trial
# falls on both sides alike. The plan is the reference's (a candidate cannot choose its number of
# repeats). The candidate runs contained as in its graded run, and after each of its runs none of
# its processes is left; the reference runs as the driver, into folders only the driver can read.
time_pair() {  # candidate_source candidate_root reference_source reference_root ic
  local check_dir name candidate_scratch reference_scratch i side
  for check_dir in "$CHECKS_DIR"/*/; do
    check_dir="${check_dir%/}" name="$(basename "$check_dir")"
    [ -f "$2/$name/run.ok" ] && [ ! -L "$2/$name" ] && [ -f "$4/$name/run.ok" ] &&
      plan_timing "$check_dir" "$4/$name/run.ok" || continue
    contain_candidate && candidate_scratch="$(begin_timing "$2/$name")" || continue
    run_as_driver && reference_scratch="$(begin_timing "$4/$name")" || { contain_candidate; end_timing "$2/$name" "$candidate_scratch"; continue; }
    for ((i = 1; i <= TIMING_WARMUP + TIMING_REPEATS; i++)); do
      for side in $( ((i % 2)) && echo candidate reference || echo reference candidate); do
        if [ "$side" = candidate ]; then
          contain_candidate && timed_run "$check_dir" "$1" "$2/$name" "$5" "$candidate_scratch" "$i" || break 2
        else
          run_as_driver && timed_run "$check_dir" "$3" "$4/$name" "$5" "$reference_scratch" "$i" || break 2
        fi
      done
    done
    contain_candidate && end_timing "$2/$name" "$candidate_scratch"
    run_as_driver && end_timing "$4/$name" "$reference_scratch"
  done
}

# A check that cannot run at all (its build failed, or its inputs could not be drawn): its record.
check_failed() {  # out_dir check ic reason [log file]
  rm -rf "$1" && mkdir -p "$1" || return 1
  { echo "$4"; [ -z "${5:-}" ] || cat "$5"; } >"$1/run.log" 2>/dev/null
  write_record "$1" "$2" "$3" 1 0 0
}

# One check's graded run: by a check without a build step, `run.sh IC`; by one with, its build,
# then its drawn inputs (with SAB_SEED, for a check with a family) or its fixed one.
produce_check() {  # check_dir source_dir out_root ic
  local check_dir="$1" source_dir="$2" out_root="$3" ic="$4" name out k log
  name="$(basename "$check_dir")" out="$out_root/$name"
  check_plan "$check_dir"
  if [ "$PLAN_BUILD" != 1 ]; then
    STEP="" STEP_BUILD="" STEP_INPUT="" RECORD_BUILD="" RECORD_EXTRA="" run_check "$check_dir" "$source_dir" "$out" "$ic"
    return 0
  fi
  rm -rf "$out_root/.draws/$name"
  if ! build_check "$check_dir" "$source_dir" "$ic" "$out_root"; then
    RECORD_EXTRA="" check_failed "$out" "$name" "$ic" "the build (run.sh build) failed:" "$BUILT/run.log"
    return 0
  fi
  local extra=', "build_step": true'
  if [ "$PLAN_DRAWS" -gt 0 ] && [ -n "${SAB_SEED:-}" ]; then
    mkdir -p "$out_root/.draws" && chmod 755 "$out_root/.draws" &&
      draw_inputs "$check_dir" "$out_root/.draws/$name" "$ic" "$SAB_SEED" "$PLAN_DRAWS" ||
      { RECORD_EXTRA="" check_failed "$out" "$name" "$ic" "drawing the inputs failed: ${DRAW_ERROR:-no room}"; return 0; }
    extra+=", $DRAWS_JSON"
  fi
  RECORD_BUILD="$BUILT_SECONDS" RECORD_EXTRA="$extra" run_inputs "$check_dir" "$source_dir" "$out" "$ic" "$out_root" "$BUILT"
  log="$(mktemp)" || return 1
  { echo "== run.sh build ($BUILT_SECONDS s)"; cat "$BUILT/run.log"
    if [ -d "$out/draws" ]; then
      for ((k = 1; k <= PLAN_DRAWS; k++)); do
        [ -f "$out/draws/$k/run.log" ] || continue
        echo "== run.sh run, draw $k"; cat "$out/draws/$k/run.log"
      done
    else
      echo "== run.sh run"; cat "$out/run.log"
    fi; } >"$log" 2>/dev/null
  mv "$log" "$out/run.log" && chmod 644 "$out/run.log"
  [ ! -d "$out/draws" ] || RECORD_EXTRA="$extra" write_record "$out" "$name" "$ic" "$RUN_STATUS" "$RUN_ELAPSED" "$BUILT_SECONDS"
}

# Every build comes before the first input is drawn: a later check's build (the candidate's code,
# untimed) never finds an earlier check's drawn inputs to work on.
produce() {  # source_dir out_root ic
  local source_dir="$1" out_root="$2" ic="$3" check_dir checks=()
  mkdir -p "$out_root"
  for check_dir in "$CHECKS_DIR"/*/; do
    check_dir="${check_dir%/}"
    [ -f "$check_dir/run.sh" ] || continue
    if [ -n "${SAB_ONLY_CHECKS:-}" ] && ! printf '%s\n' $SAB_ONLY_CHECKS | grep -qx "$(basename "$check_dir")"; then
      continue
    fi
    checks+=("$check_dir")
  done
  for check_dir in "${checks[@]}"; do
    check_plan "$check_dir"
    [ "$PLAN_BUILD" != 1 ] || build_check "$check_dir" "$source_dir" "$ic" "$out_root" || true
  done
  for check_dir in "${checks[@]}"; do
    produce_check "$check_dir" "$source_dir" "$out_root" "$ic"
    [ "${SAB_TIMING:-0}" != 1 ] || time_check "$check_dir" "$source_dir" "$out_root/$(basename "$check_dir")" "$ic"
  done
}

validate_run() {  # check_dir reference candidate results_stem: validate.py's verdict, exit status and log
  python3 -I "$1/validate.py" --reference "$2" --candidate "$3" --rubric "$1/rubric.json" --out "$4.json" >"$4.log" 2>&1
  echo $? >"$4.status"
}

grade() {  # reference_root candidate_root reward_file
  local reference candidate reward_file="$3" results check_dir name k
  reference="$(cd "$1" && pwd)" && candidate="$(cd "$2" && pwd)" || return 1
  case "$reward_file" in /*) ;; *) reward_file="$PWD/$reward_file" ;; esac
  results="$(mktemp -d)"
  # Python runs isolated (-I: no working directory or PYTHON* variable on its path) from a folder
  # of its own, so no module a candidate left anywhere is imported.
  cd "$results" || return 1
  for check_dir in "$CHECKS_DIR"/*/; do
    check_dir="${check_dir%/}"
    name="$(basename "$check_dir")"
    [ -f "$check_dir/rubric.json" ] || continue
    # A check folder or record that is a symbolic link is never followed (it could be the reference).
    if [ -f "$reference/$name/run.ok" ] && [ ! -L "$candidate/$name" ] && [ -d "$candidate/$name" ] &&
       [ ! -L "$candidate/$name/run.ok" ] && [ -f "$candidate/$name/run.ok" ]; then
      if [ -d "$reference/$name/draws" ]; then  # each drawn input on its own; reward.py folds them
        k=1
        while [ -d "$reference/$name/draws/$k" ]; do
          [ -L "$candidate/$name/draws" ] || [ -L "$candidate/$name/draws/$k" ] || [ ! -d "$candidate/$name/draws/$k" ] ||
            validate_run "$check_dir" "$reference/$name/draws/$k" "$candidate/$name/draws/$k" "$results/$name.draw-$k"
          k=$((k + 1))
        done
      else
        validate_run "$check_dir" "$reference/$name" "$candidate/$name" "$results/$name"
      fi
    fi
  done
  python3 -I "$TESTS_DIR/reward.py" "$CHECKS_DIR" "$reference" "$candidate" "$results" "$reward_file"
  local status=$?
  rm -rf "$results"
  return "$status"
}

# A trial's inputs come from its environment ([verifier].env, which `sab validate-harbor` holds to
# what sab writes); whatever they say, the candidate never runs as root, its tree is not the
# reference's nor inside it nor around it nor inside a folder only the verifier may read, and the
# reference is built from a tree nothing of the candidate's uid could change: no file or folder in
# it that the uid owns or may write, and no folder above it the uid owns or may write without the
# sticky bit. Takes both trees resolved; prints why, and fails, when a trial must not go on.
trial_inputs_refusal() {  # oracle_source candidate_source
  local oracle="$1" candidate="$2" uid="$SAB_CANDIDATE_UID" as_uid=() folder found private
  unprivileged_uid "$uid" || { echo "SAB_CANDIDATE_UID=$uid is not an unprivileged uid: the candidate never runs as root"; return 1; }
  case "$oracle/" in
    "$candidate"/*) echo "the oracle source $oracle is the candidate's tree $candidate or lies inside it"; return 1 ;;
  esac
  case "$candidate/" in
    "$oracle"/*) echo "the candidate's tree $candidate lies inside the oracle source $oracle"; return 1 ;;
  esac
  for private in /solution /oracle /tests "$TESTS_DIR"; do
    private="$(cd -P "$private" 2>/dev/null && pwd)" || continue
    case "$candidate/" in
      "$private"/*) echo "the candidate's tree $candidate lies inside $private, which only the verifier may read"; return 1 ;;
    esac
  done
  [ "$(id -u)" = 0 ] || return 0  # the candidate is this driver's own uid: nothing sets them apart
  as_uid=(setpriv --reuid="$uid" --regid="$uid" --clear-groups)
  found="$(find "$oracle" -xdev -user "$uid" -print -quit 2>/dev/null)"
  [ -z "$found" ] || found="$found (owned by uid $uid)"
  [ -n "$found" ] || found="$("${as_uid[@]}" find "$oracle" -xdev -writable -print -quit 2>/dev/null)"
  folder="$oracle"
  while [ -z "$found" ] && [ "$folder" != / ]; do
    folder="$(dirname "$folder")"
    if [ "$(stat -c %u "$folder")" = "$uid" ] || { [ ! -k "$folder" ] && "${as_uid[@]}" test -w "$folder"; }; then
      found="$folder"
    fi
  done
  [ -z "$found" ] || { echo "the oracle source $oracle could be changed by the candidate's uid $uid: $found"; return 1; }
}

# A trial's run.sh takes no knob from the verifier's environment (knobs are the runners': `sab run
# --knob`), only the leaf's pinned environment on SAB_PATH, which the image's derived block sets;
# the trial's own settings stay for the drivers and graders.
drop_knobs() {
  local name
  for name in $(compgen -e); do
    case "$name" in
      SAB_PATH | SAB_CPUS | SAB_CHECK_TIMEOUT | SAB_TIMING | SAB_CANDIDATE_UID | SAB_ORACLE_SOURCE | \
        SAB_CANDIDATE_SOURCE | SAB_VERIFIER_LOGS) ;;
      SAB_*) unset "$name" ;;
    esac
  done
}

# The verifier image's files that only the verifier may read (the layout's /solution, /oracle and
# the checks' own /tests): root's alone before the first candidate process, whatever modes the
# image gave them. The trial works from its staged copy of the checks from here on.
lock_verifier_files() {
  local private
  [ "$(id -u)" = 0 ] || return 0
  for private in /solution /oracle "$TESTS_DIR"; do
    [ -d "$private" ] && [ ! -L "$private" ] || continue
    chown 0:0 "$private" && chmod 700 "$private"
  done
}

write_zero_reward() {  # reward_file [reason: said as a grading failure]
  local tmp
  mkdir -p "$(dirname "$1")" && tmp="$(mktemp "$(dirname "$1")/.reward.XXXXXX")" &&
    printf '{"reward": 0, "passed": 0, "total": 0}\n' >"$tmp" && chmod 644 "$tmp" && rm -rf "$1" && mv "$tmp" "$1" ||
    return 1
  [ -z "${2:-}" ] || echo "grading failed: $2" >&2
}

case "${1:-}" in
  produce)
    [ $# -eq 4 ] || { echo "usage: test.sh produce SOURCE_DIR OUT_ROOT IC" >&2; exit 2; }
    produce "$2" "$3" "$4"
    ;;
  time-pair)
    [ $# -eq 6 ] || { echo "usage: test.sh time-pair CANDIDATE_SOURCE CANDIDATE_ROOT REFERENCE_SOURCE REFERENCE_ROOT IC" >&2; exit 2; }
    time_pair "$2" "$3" "$4" "$5" "$6"
    ;;
  "")
    if [ -z "${HARBOR_REFERENCE_DIR:-}${HARBOR_CANDIDATE_DIR:-}${HARBOR_REWARD_FILE:-}" ]; then
      # Harbor trial: produce both sides here, in the verifier image.
      logs="${SAB_VERIFIER_LOGS:-/logs/verifier}"
      reward_file="$logs/reward.json"
      # Only root may write where the reward goes, and a zero reward is there until grading replaces
      # it: a trial stopped at its time limit (a hanging candidate) still reads 0.
      mkdir -p "$logs" && { [ "$(id -u)" != 0 ] || chown 0:0 "$logs"; } && chmod 755 "$logs" &&
        rm -rf "$logs/reward.json" "$logs/reward.txt" "$logs/grade.json" "$logs"/.reward.* &&
        write_zero_reward "$reward_file" ||
        { echo "grading failed: cannot prepare $logs" >&2; exit 0; }
      work="$(mktemp -d)"
      trap 'rm -rf "$work"' EXIT
      cd "$work" || exit 0
      # Both trees by their real paths, resolved once: what is checked below is what runs.
      oracle_source="$(cd -P "${SAB_ORACLE_SOURCE:-/oracle/source}" 2>/dev/null && pwd)"
      candidate_source="$(cd -P "${SAB_CANDIDATE_SOURCE:-/workspace/code}" 2>/dev/null && pwd)"
      if [ -z "$oracle_source" ] || [ -z "$candidate_source" ]; then
        write_zero_reward "$reward_file" "missing ${SAB_ORACLE_SOURCE:-/oracle/source} or ${SAB_CANDIDATE_SOURCE:-/workspace/code}"
        exit 0
      fi
      # The verifier's inputs are sab's (docs/threat-model.md, "The verifier's inputs"): a trial has
      # no sandbox of sab's, the candidate never runs as root, and the reference is never built from
      # anything the candidate's uid wrote or could change.
      unset SAB_SANDBOX
      drop_knobs
      export SAB_CANDIDATE_UID="${SAB_CANDIDATE_UID:-65534}"
      if ! refusal="$(trial_inputs_refusal "$oracle_source" "$candidate_source")"; then
        write_zero_reward "$reward_file" "$refusal"
        exit 0
      fi
      lock_verifier_files
      # The drivers, checks and validators are copied first, root-owned and writable by no one
      # else; the candidate's graded run then runs from that copy, as an unprivileged uid, into a
      # folder of its own, before the reference exists; every process it started is ended before
      # the reference is produced (as root, into a folder only root can read) and both are graded
      # by the copy. The trial never reads $TESTS_DIR again after the candidate ran. Both sides'
      # acceleration checks are then timed, their reruns interleaved (time-pair).
      timing="${SAB_TIMING:-1}"
      export SAB_TIMING=0
      # The inputs are drawn here, from a seed the verifier takes from the OS now: no candidate
      # process ever holds it, and the grade records it, so the trial can be reproduced.
      SAB_SEED="$(od -An -N6 -tu8 /dev/urandom | tr -d ' \n')"
      export SAB_SEED
      staged="$work/tests"
      # Of the staged copy the candidate may read only what its runs need: the checks' public files
      # and the shared harness (no gold, no records).
      chmod 711 "$work" && cp -R "$TESTS_DIR" "$staged" && mkdir "$work/candidate-source" &&
        cp -R "$candidate_source/." "$work/candidate-source/" &&
        chmod -R u+rwX,go-rwx "$staged" && chmod 711 "$staged" &&
        chmod -R a+rX,go-w "$work/candidate-source" "$staged/checks" &&
        { [ ! -d "$staged/harness" ] || chmod -R a+rX,go-w "$staged/harness"; } ||
        { write_zero_reward "$reward_file" "cannot stage $TESTS_DIR and the candidate in $work"; exit 0; }
      bash "$staged/test.sh" produce "$work/candidate-source" "$work/candidate" nominal
      mkdir -m 700 "$work/reference"
      env -u SAB_CANDIDATE_UID bash "$staged/test.sh" produce "$oracle_source" "$work/reference" nominal
      [ "$timing" != 1 ] || bash "$staged/test.sh" time-pair \
        "$work/candidate-source" "$work/candidate" "$oracle_source" "$work/reference" nominal
      HARBOR_REFERENCE_DIR="$work/reference" HARBOR_CANDIDATE_DIR="$work/candidate" HARBOR_REWARD_FILE="$reward_file" \
        bash "$staged/test.sh" || write_zero_reward "$reward_file" "grader error"
      exit 0
    fi
    reward_file="${HARBOR_REWARD_FILE:-/logs/verifier/reward.json}"
    if [ ! -d "${HARBOR_REFERENCE_DIR:-}" ] || [ ! -d "${HARBOR_CANDIDATE_DIR:-}" ]; then
      write_zero_reward "$reward_file" "HARBOR_REFERENCE_DIR and HARBOR_CANDIDATE_DIR must both be directories"
      exit 2
    fi
    grade "$HARBOR_REFERENCE_DIR" "$HARBOR_CANDIDATE_DIR" "$reward_file" || {
      write_zero_reward "$reward_file" "grader error"; exit 2; }
    ;;
  *)
    echo "usage: test.sh [produce SOURCE_DIR OUT_ROOT IC | time-pair CANDIDATE_SOURCE CANDIDATE_ROOT REFERENCE_SOURCE REFERENCE_ROOT IC]" >&2
    exit 2
    ;;
esac
