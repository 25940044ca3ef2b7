#!/usr/bin/env bash
# `pnpm test:moved`: the tests that meet the clock and the folder — the API's (a real engine, the
# seed, the server's processes) and the browser's (the built system, seeded at its start) — where
# nothing may depend on the day or on the folder. They run from a clone of the last commit in a
# private folder (mode 700, like a clone under /root or in a private temporary folder), once with the
# clock a month ahead and once a year ahead: libfaketime moves the clock of every process they
# start (jest, the API, PGlite, Chromium). The component tests render with their clock injected and
# run in `pnpm test`. Offsets can be given as arguments (faketime's syntax, e.g. +30d +365d);
# MOVED_PROJECTS chooses the jest projects (default: api e2e).
set -euo pipefail
cd "$(dirname "$0")/.."

bash tools/system-deps.sh moved

offsets=("$@")
read -r -a projects <<<"${MOVED_PROJECTS:-api e2e}"
[ ${#offsets[@]} -eq 0 ] && offsets=(+30d +365d)

folder=$(mktemp -d)
trap 'rm -rf "$folder"' EXIT
chmod 700 "$folder"
git clone -q . "$folder/checkout"
cd "$folder/checkout"
echo "== clone of $(git rev-parse --short HEAD) in $PWD (private folder)"
pnpm install --frozen-lockfile --prefer-offline >/dev/null
pnpm run build >/dev/null

started=$SECONDS
for offset in "${offsets[@]}"; do
  echo "== jest with the clock moved $offset: $(faketime -f "$offset" date -u '+%Y-%m-%d %H:%M UTC')"
  # Timers keep the real monotonic clock; every date the suite reads is moved.
  FAKETIME_DONT_FAKE_MONOTONIC=1 faketime -f "$offset" node --experimental-vm-modules node_modules/jest/bin/jest.js --selectProjects "${projects[@]}"
done
echo "== pnpm test:moved: $((SECONDS - started)) s for ${#offsets[@]} runs"
