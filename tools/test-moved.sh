#!/usr/bin/env bash
# `pnpm test:moved`: the tests of what may depend on the folder or on the day, run where both
# differ from the checkout that ran `pnpm test` — from a clone of the last commit in a private
# folder (mode 700, like a clone under /root or in a private temporary folder), with the clock a
# month and a year ahead. Not whole suites: the files whose docblock says
#   @test-moved folder   run once from the private folder (the built server's processes, its data
#                        folder, the files it serves; the browser opening the composed product);
#   @test-moved clock    run there with the clock moved (libfaketime moves the clock of jest, the
#                        API and PGlite): days, draws, closings, statements, sessions. Each file
#                        runs once: the files, in name order, are dealt to the offsets in turn (the
#                        first to +30d, the second to +365d, the third to +30d…), so both offsets
#                        are run and no file is run twice.
# Chromium is never run with a moved clock: under libfaketime it spins on its timers (a load of ~37
# on two cores, every page timing out); the browser tests take the day from the server anyway.
# The web apps are not built again in the clone: their builds are copied from this checkout after
# checking that no built file names the folder it was built in. Offsets can be given as arguments
# (faketime's syntax, e.g. +30d; one offset runs every clock file with it).
set -euo pipefail
cd "$(dirname "$0")/.."
origin=$PWD

bash tools/system-deps.sh moved

offsets=("$@")
[ ${#offsets[@]} -eq 0 ] && offsets=(+30d +365d)

tagged() { grep -rl --include='*.test.ts' --include='*.e2e.ts' "@test-moved $1" api/test e2e/tests | LC_ALL=C sort; }
mapfile -t folder_files < <(tagged folder)
mapfile -t clock_files < <(tagged clock)

web_apps=(host remote-users remote-sellers remote-booths remote-catalog remote-terminal)
[ -f host/dist/index.html ] || pnpm run build
# mf-stats.json is Module Federation's build report (never loaded by a page): it names source files.
if named=$(grep -rlF --exclude=mf-stats.json "$origin" "${web_apps[@]/%//dist}"); then
  echo "These built files name the folder they were built in ($origin):" >&2
  echo "$named" >&2
  exit 1
fi

folder=$(mktemp -d)
trap 'rm -rf "$folder"' EXIT
chmod 700 "$folder"
git clone -q . "$folder/checkout"
cd "$folder/checkout"
echo "== clone of $(git rev-parse --short HEAD) in $PWD (private folder)"
pnpm install --frozen-lockfile --prefer-offline --reporter=silent
pnpm --silent --filter @banca/contracts --filter @banca/api run build
for app in "${web_apps[@]}"; do cp -a "$origin/$app/dist" "$app/dist"; done

# Every run goes on after a failure, so one report names all that failed.
failed=()
jest() { node --experimental-vm-modules node_modules/jest/bin/jest.js "$@"; }
started=$SECONDS
echo "== from the private folder: ${folder_files[*]}"
jest "${folder_files[@]}" --selectProjects api e2e || failed+=("from the private folder")
for i in "${!offsets[@]}"; do
  offset=${offsets[$i]}
  dealt=()
  for ((j = i; j < ${#clock_files[@]}; j += ${#offsets[@]})); do dealt+=("${clock_files[$j]}"); done
  [ ${#dealt[@]} -gt 0 ] || continue
  echo "== with the clock moved $offset ($(faketime -f "$offset" date -u '+%Y-%m-%d %H:%M UTC')): ${dealt[*]}"
  # Timers keep the real monotonic clock; every date the tests read is moved.
  FAKETIME_DONT_FAKE_MONOTONIC=1 faketime -f "$offset" node --experimental-vm-modules node_modules/jest/bin/jest.js \
    "${dealt[@]}" --selectProjects api || failed+=("with the clock moved $offset")
done
echo "== pnpm test:moved: $((SECONDS - started)) s (${#folder_files[@]} files from the private folder, ${#clock_files[@]} with the clock moved, ${#offsets[@]} offsets)"
if [ ${#failed[@]} -gt 0 ]; then
  printf '== failed: %s\n' "${failed[@]}" >&2
  exit 1
fi
