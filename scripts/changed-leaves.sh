#!/usr/bin/env bash
# The leaves a change touches relative to BASE, one per line, for `sab status --ci-freshness`:
# every tasks/<codebase>/<module>/ with a changed file, and every leaf whose source under code/
# changed (its self-validation record names the source's fingerprint). Leaves that no longer
# exist are left out. ROOT, when given, is the repository to read (by default the one holding this
# script): CI lists a pull request's leaves with the base branch's copy (scripts/ci-gates-with-base.sh).
#
#   scripts/changed-leaves.sh origin/main [ROOT]
set -euo pipefail
base=${1:?usage: scripts/changed-leaves.sh BASE [ROOT]}
cd "${2:-$(dirname "$0")/..}"
changed=$(git diff --name-only "$base"...HEAD -- tasks/ code/)
{
  printf '%s\n' "$changed" | awk -F/ '$1 == "tasks" && NF >= 4 { print $1 "/" $2 "/" $3 }'
  for source in $(printf '%s\n' "$changed" | awk -F/ '$1 == "code" && NF >= 3 { print $2 }' | sort -u); do
    grep -l -E "^source[[:space:]]*=[[:space:]]*\"$source\"" tasks/*/*/task.toml 2>/dev/null | xargs -r -n1 dirname
  done
} | sort -u | while read -r leaf; do
  if [ -n "$leaf" ] && [ -f "$leaf/task.toml" ]; then
    printf '%s\n' "$leaf"
  fi
done
