#!/usr/bin/env bash
# Stock oracle driver, shipped by sab. Do not edit: `sab lint` reports any drift from the stock text.
#
# Runs the suite on the untouched source for $SAB_IC (default nominal) into $SAB_ORACLE_DIR.
# In the solver's environment (no tests/ beside solution/) this is Harbor's oracle agent: a leaf
# with a speed-up goal ships its reference acceleration in solution/accelerated/, whose files
# replace their counterparts in the solver's tree (docs/leaf.md, "The speed-up goal"); without one
# the untouched tree at /workspace/code already is the reference solution; an imported leaf
# (docs/importers.md) ships its gold answer in solution/answer/, copied to where the solver writes answers.
set -u
HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
TEST_SH="${SAB_TESTS_DIR:-$HERE/../tests}/test.sh"
if [ ! -f "$TEST_SH" ]; then
  if [ -d "$HERE/answer" ]; then
    ANSWER_DIR="${SAB_ANSWER_DIR:-/app}"
    mkdir -p "$ANSWER_DIR" && cp -R "$HERE/answer/." "$ANSWER_DIR/" || exit 1
    echo "oracle: gold answer copied to $ANSWER_DIR"
    exit 0
  fi
  if [ -d "$HERE/accelerated" ]; then
    SOLVER_TREE="${SAB_SOLVER_TREE:-/workspace/code}"
    cp -R "$HERE/accelerated/." "$SOLVER_TREE/" || exit 1
    echo "oracle: the reference acceleration copied over $SOLVER_TREE"
    exit 0
  fi
  echo "oracle: the untouched source is the reference solution; nothing to change"
  exit 0
fi
SOURCE="${SAB_SOURCE_DIR:-/oracle/source}"
OUT="${SAB_ORACLE_DIR:-/logs/oracle}"
exec bash "$TEST_SH" produce "$SOURCE" "$OUT" "${SAB_IC:-nominal}"
