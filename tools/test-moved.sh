#!/usr/bin/env bash
# `pnpm test:moved`: the tests where nothing may depend on the day or on the folder, from a clone of
# the last commit in a private folder (mode 700, like a clone under /root or in a private temporary
# folder). The API's tests (a real engine, the seed, the server's processes) run once with the clock
# a month ahead and once a year ahead: libfaketime moves the clock of jest, the API and PGlite. The
# browser tests run there once on the real clock: Chromium under libfaketime spins on its timers (a
# load of ~37 on two cores, every page timing out), and they seed the product at its start and read
# the day from the server anyway. Offsets can be given as arguments (faketime's syntax, e.g. +30d).
set -euo pipefail
cd "$(dirname "$0")/.."

bash tools/system-deps.sh moved

offsets=("$@")
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
echo "== the browser tests from the private folder"
node --experimental-vm-modules node_modules/jest/bin/jest.js --selectProjects e2e
for offset in "${offsets[@]}"; do
  echo "== jest with the clock moved $offset: $(faketime -f "$offset" date -u '+%Y-%m-%d %H:%M UTC')"
  # Timers keep the real monotonic clock; every date the suite reads is moved.
  FAKETIME_DONT_FAKE_MONOTONIC=1 faketime -f "$offset" node --experimental-vm-modules node_modules/jest/bin/jest.js --selectProjects api
done
echo "== pnpm test:moved: $((SECONDS - started)) s (browser tests once, the API's ${#offsets[@]} times)"
