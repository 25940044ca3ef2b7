#!/bin/sh
# Writes the runtime config of a micro-frontend container at start, from
# its environment, so one image runs in every environment. Installed as
# /docker-entrypoint.d/40-runtime-config.sh: the nginx image runs it before nginx starts (after
# rendering the templates). The deploy proof runs it too, with WEB_ROOT pointing at its copy of the app.
#   API_URL                  API base as the browser reaches it                 (default /api)
#   APP_NAME, APP_MODE       shown by the host                                  (Banca, Production)
#   REMOTE_USERS_URL, REMOTE_SELLERS_URL, REMOTE_BOOTHS_URL, REMOTE_CATALOG_URL, REMOTE_TERMINAL_URL
#                            each remote's mf-manifest.json as the browser reaches it
#                                                                (default /remotes/<name>/mf-manifest.json)
set -eu
# The banca's clock is not a setting: the API counts days, closings and statements in it
# (BUSINESS_TIMEZONE in contracts/src/limits.ts), so the screens must show the same one.

# A JSON string: backslashes and quotes escaped (values are URLs and names, one line each).
json() {
  printf '"%s"' "$(printf '%s' "$1" | sed -e 's/\\/\\\\/g' -e 's/"/\\"/g')"
}

root="${WEB_ROOT:-/usr/share/nginx/html}"
cat > "$root/config.json.tmp" <<JSON
{
  "apiUrl": $(json "${API_URL:-/api}"),
  "appName": $(json "${APP_NAME:-Banca}"),
  "appMode": $(json "${APP_MODE:-Production}"),
  "businessTimezone": "America/Caracas",
  "remotes": {
    "users": $(json "${REMOTE_USERS_URL:-/remotes/users/mf-manifest.json}"),
    "sellers": $(json "${REMOTE_SELLERS_URL:-/remotes/sellers/mf-manifest.json}"),
    "booths": $(json "${REMOTE_BOOTHS_URL:-/remotes/booths/mf-manifest.json}"),
    "catalog": $(json "${REMOTE_CATALOG_URL:-/remotes/catalog/mf-manifest.json}"),
    "terminal": $(json "${REMOTE_TERMINAL_URL:-/remotes/terminal/mf-manifest.json}")
  }
}
JSON
mv "$root/config.json.tmp" "$root/config.json"
echo "runtime config: $root/config.json (api ${API_URL:-/api})"
