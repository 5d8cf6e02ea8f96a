#!/usr/bin/env bash
# What CI runs on every pull request: the leaf boundary of every leaf, then the freshness of
# every generated file. Run from anywhere inside the repository.
set -euo pipefail
cd "$(dirname "$0")/.."
sab validate-harbor --all tasks
sab registry --check
sab schemas --check
sab check
