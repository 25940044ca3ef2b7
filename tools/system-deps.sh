#!/usr/bin/env bash
# The Debian packages the tests drive, installed when missing: the one place that knows them
# (pnpm test, pnpm test:deploy and .ci/run call it).
#   tools/system-deps.sh test     Chromium, for the browser tests
#   tools/system-deps.sh deploy   nginx, PostgreSQL, docker-compose (v1, only to validate the compose
#                                 file) and envsubst, for the API tests on PostgreSQL and the gateway proof
#   tools/system-deps.sh moved    Chromium and faketime, for the suite with the clock moved (tools/test-moved.sh)
#   tools/system-deps.sh all      all of them
# Installs with apt-get when run as root or when sudo needs no password; otherwise it stops and prints
# the command to run.
set -euo pipefail

want_test=false
want_deploy=false
want_moved=false
case "${1:-all}" in
  test) want_test=true ;;
  deploy) want_deploy=true ;;
  moved) want_test=true want_moved=true ;;
  all) want_test=true want_deploy=true want_moved=true ;;
  *)
    echo "usage: tools/system-deps.sh test|deploy|moved|all" >&2
    exit 2
    ;;
esac

missing=()
if $want_test; then
  if [ -n "${CHROMIUM_PATH:-}" ]; then
    [ -x "$CHROMIUM_PATH" ] || {
      echo "CHROMIUM_PATH=$CHROMIUM_PATH is not an executable file." >&2
      exit 1
    }
  elif [ ! -x /usr/bin/chromium ]; then
    missing+=(chromium)
  fi
fi
if $want_deploy; then
  [ -x /usr/sbin/nginx ] || missing+=(nginx)
  compgen -G '/usr/lib/postgresql/*/bin/initdb' >/dev/null || missing+=(postgresql)
  command -v docker-compose >/dev/null 2>&1 || missing+=(docker-compose)
  command -v envsubst >/dev/null 2>&1 || missing+=(gettext-base)
fi
if $want_moved; then
  command -v faketime >/dev/null 2>&1 || missing+=(faketime)
fi
[ ${#missing[@]} -eq 0 ] && exit 0

if [ "$(id -u)" -eq 0 ]; then
  as_root=()
elif command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then
  as_root=(sudo -n)
else
  echo "The tests need Debian packages that are not installed: ${missing[*]}" >&2
  echo "Install them, then run the tests again:" >&2
  echo "  sudo apt-get update && sudo apt-get install -y --no-install-recommends ${missing[*]}" >&2
  exit 1
fi

echo "== installing Debian packages: ${missing[*]}"
"${as_root[@]}" env DEBIAN_FRONTEND=noninteractive apt-get update -qq
"${as_root[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
