#!/usr/bin/env bash
# `pnpm test`: every check of the workspace in order, each phase timed, the times printed at the end
# (the figures docs/testing.md compares with the budget). Extra arguments go to jest.
set -euo pipefail
cd "$(dirname "$0")/.."

bash tools/system-deps.sh test

# Each phase's time, and the CPU time the whole machine spent meanwhile (every process: jest's
# workers, the server under test, Chromium's renderers), so the report also says how long the same
# work must take at least on this machine's cores, however it is scheduled.
timings=()
started=$SECONDS
ticks=$(getconf CLK_TCK)
cores=$(nproc)
busy_ticks() {
  local _cpu user nice system _idle _iowait irq softirq steal _rest
  read -r _cpu user nice system _idle _iowait irq softirq steal _rest </proc/stat
  echo $((user + nice + system + irq + softirq + steal))
}
first_busy=$(busy_ticks)
phase() {
  local name=$1 start=$SECONDS busy
  busy=$(busy_ticks)
  shift
  echo "== $name"
  "$@"
  timings+=("$(printf '%-10s %4d s %6d CPU-s' "$name" $((SECONDS - start)) $((($(busy_ticks) - busy) / ticks)))")
}
report() {
  local cpu=$((($(busy_ticks) - first_busy) / ticks))
  echo "== pnpm test: phase times (CPU-s: the whole machine's)"
  printf '  %s\n' "${timings[@]}"
  printf '  %-10s %4d s %6d CPU-s (budget 480 s and 900 CPU-s; on %d cores this work takes at least %d s)\n' \
    total $((SECONDS - started)) "$cpu" "$cores" $((cpu / cores))
}
trap report EXIT

phase lint pnpm run lint
phase build pnpm run build
phase typecheck pnpm run typecheck
phase jest node --experimental-vm-modules node_modules/jest/bin/jest.js "$@"
