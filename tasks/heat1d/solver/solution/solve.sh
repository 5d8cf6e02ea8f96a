#!/usr/bin/env bash
# Stock oracle driver, shipped by sab. Do not edit: `sab lint` reports any drift from the stock text.
#
# Runs the suite on the untouched source for $SAB_IC (default nominal) into $SAB_ORACLE_DIR.
# In the solver's environment (no tests/ beside solution/) the untouched tree at /workspace/code
# already is the reference solution, so there is nothing to change.
set -u
HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
TEST_SH="${SAB_TESTS_DIR:-$HERE/../tests}/test.sh"
if [ ! -f "$TEST_SH" ]; then
  echo "oracle: the untouched source is the reference solution; nothing to change"
  exit 0
fi
SOURCE="${SAB_SOURCE_DIR:-/oracle/source}"
OUT="${SAB_ORACLE_DIR:-/logs/oracle}"
exec bash "$TEST_SH" produce "$SOURCE" "$OUT" "${SAB_IC:-nominal}"
