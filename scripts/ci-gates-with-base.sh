#!/usr/bin/env bash
# The repository gates of a pull request, run by the base branch's toolkit on the pull request's
# tree (.github/workflows/base-gates.yml). A pull request that edits src/sab/, scripts/ or the
# workflows cannot switch these gates off: the sab that runs is installed from BASE_DIR, the
# scripts that run are BASE_DIR's, and HEAD_DIR is only read.
#
#   scripts/ci-gates-with-base.sh BASE_DIR HEAD_DIR [BASE_REF]
#
# BASE_DIR  a checkout of the base branch; run this script from it (BASE_DIR/scripts/...).
# HEAD_DIR  a checkout of the pull request (its merge commit) with the history back to BASE_REF.
#           Nothing in it is installed, imported or executed: the gates read its files and its git
#           history, and none of them runs a leaf's code (`sab lint` and `sab selfcheck`, which do,
#           are left to the pull request's own workflow).
# BASE_REF  the commit the pull request is compared with; by default the commit BASE_DIR holds.
#
# sab is installed (a copy, not an editable install) from BASE_DIR into the venv $SAB_BASE_VENV,
# made with $PYTHON (default python3) when it does not exist yet, and a new temporary folder when
# SAB_BASE_VENV is unset. SAB_PYTHON instead names an interpreter that already imports the base's
# sab (an install made beforehand, or PYTHONPATH=BASE_DIR/src); either way the script refuses a sab
# imported from inside HEAD_DIR.
#
# The gates are those of the pull-request workflow's repository job, less the self-validation:
# the report gate, the leaf boundaries, the labels by domain, the whole `sab check --base`, and
# `sab status --ci-freshness` on the changed leaves. Each runs even when an earlier one failed;
# the script exits 1 naming every gate that failed, 2 when it cannot run them.
set -euo pipefail

usage="usage: scripts/ci-gates-with-base.sh BASE_DIR HEAD_DIR [BASE_REF]"
die() { printf 'ci-gates-with-base: %s\n' "$1" >&2; exit 2; }
[ $# -ge 2 ] && [ $# -le 3 ] || die "$usage"
[ -d "$1" ] || die "BASE_DIR $1 is not a folder ($usage)"
[ -d "$2" ] || die "HEAD_DIR $2 is not a folder ($usage)"
base=$(cd "$1" && pwd -P)
head=$(cd "$2" && pwd -P)
[ "$base" != "$head" ] || die "BASE_DIR and HEAD_DIR are the same folder: check the pull request out apart from the base"
[ -f "$base/pyproject.toml" ] && [ -d "$base/src/sab" ] || die "BASE_DIR $base holds no sab (src/sab/)"
git -C "$head" rev-parse --git-dir >/dev/null 2>&1 || die "HEAD_DIR $head is not a git checkout"
base_ref=${3:-$(git -C "$base" rev-parse HEAD)}
git -C "$head" rev-parse --verify --quiet "$base_ref^{commit}" >/dev/null \
  || die "BASE_REF $base_ref is not in HEAD_DIR's history: check the pull request out with its history (fetch-depth: 0)"

# Every Python started from here on, sab's subprocesses included, leaves the working folder
# (HEAD_DIR, for the gates) off sys.path, so no file of the pull request is imported in place of the
# base's modules.
export PYTHONSAFEPATH=1

if [ -n "${SAB_PYTHON:-}" ]; then
  python=$SAB_PYTHON
else
  venv=${SAB_BASE_VENV:-$(mktemp -d)/venv}
  if [ ! -x "$venv/bin/python" ]; then
    "${PYTHON:-python3}" -m venv "$venv"
  fi
  unset PYTHONPATH
  (cd / && "$venv/bin/python" -m pip install --quiet --disable-pip-version-check "$base") \
    || die "could not install sab from $base into $venv"
  python=$venv/bin/python
fi
sab_from=$(cd / && "$python" -c 'import os, sab; print(os.path.realpath(sab.__file__))') \
  || die "$python does not import sab"
case "$sab_from" in
  "$head"/*) die "$python imports sab from the pull request's checkout ($sab_from), not from the base" ;;
esac
printf 'base toolkit: sab from %s\nbase: %s\npull request tree: %s\n' "$sab_from" "$base_ref" "$head"

sab() { (cd "$head" && "$python" -m sab "$@"); }

failed=()
gate() {
  local name=$1
  shift
  printf '\n== %s\n' "$name"
  if "$@"; then
    printf -- '-- %s: passed\n' "$name"
  else
    printf -- '-- %s: FAILED\n' "$name"
    failed+=("$name")
  fi
}

freshness() {
  local leaves
  leaves=$(bash "$base/scripts/changed-leaves.sh" "$base_ref" "$head") || return 1
  if [ -z "$leaves" ]; then
    echo "no leaf changed"
    return 0
  fi
  mapfile -t leaves <<<"$leaves"
  printf 'changed leaf: %s\n' "${leaves[@]}"
  sab status --ci-freshness "${leaves[@]}"
}

gate "Report gate" sab check --base "$base_ref" --only gate
gate "Leaf boundaries" sab validate-harbor --all tasks
gate "Labels by domain are current" "$python" "$base/scripts/labeler.py" --check --root "$head"
gate "Repository check" sab check --base "$base_ref"
gate "Self-validation freshness of the changed leaves" freshness

if [ ${#failed[@]} -gt 0 ]; then
  printf '\nFAILED with the base toolkit:\n'
  printf -- '- %s\n' "${failed[@]}"
  exit 1
fi
printf '\nall 5 gates passed with the base toolkit\n'
