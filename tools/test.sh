#!/usr/bin/env bash
# `pnpm test`: every check of the workspace in order, each phase timed, the times printed at the end
# (the figures docs/testing.md compares with the budget). Extra arguments go to jest.
set -euo pipefail
cd "$(dirname "$0")/.."

bash tools/system-deps.sh test

timings=()
started=$SECONDS
phase() {
  local name=$1 start=$SECONDS
  shift
  echo "== $name"
  "$@"
  timings+=("$(printf '%-10s %4d s' "$name" $((SECONDS - start)))")
}
report() {
  echo "== pnpm test: phase times"
  printf '  %s\n' "${timings[@]}"
  printf '  %-10s %4d s (budget 300 s)\n' total $((SECONDS - started))
}
trap report EXIT

phase lint pnpm run lint
phase build pnpm run build
phase typecheck pnpm run typecheck
phase jest node --experimental-vm-modules node_modules/jest/bin/jest.js "$@"
