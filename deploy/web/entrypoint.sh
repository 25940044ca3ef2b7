#!/bin/sh
# Writes the runtime config of a micro-frontend container at start, from
# its environment, so one image runs in every environment; and writes it into the host's pages too,
# so their first screen does not wait for it (see "Into the pages" below). Installed as
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

# Into the pages: a page whose build preloads /config.json (the host's index.html and taquilla.html)
# gets the configuration as data in its place, `<script type="application/json"
# id="runtime-config">` (never run: the CSP allows it), which the app reads instead of fetching it;
# the terminal's page also preloads the terminal remote's manifest and routes.json. The build's page
# is kept as <page>.built (never served) so every start writes from it; its .gz is written anew and
# its .br, which nginx does not send, removed.
preload_link='<link rel="preload" as="fetch" href="/config.json" crossorigin="anonymous">'
terminal_manifest="${REMOTE_TERMINAL_URL:-/remotes/terminal/mf-manifest.json}"
attribute() {
  printf '%s' "$1" | sed -e 's/&/\&amp;/g' -e 's/"/\&quot;/g' -e 's/</\&lt;/g'
}
for page in "$root/index.html" "$root/taquilla.html"; do
  [ -f "$page" ] || continue
  built="$page.built"
  [ -f "$built" ] || built="$page"
  grep -qF "$preload_link" "$built" || continue
  [ -f "$page.built" ] || cp "$page" "$page.built"
  extra=''
  if [ "${page##*/}" = taquilla.html ]; then
    # routes.json sits beside the remote's manifest (or its remoteEntry.js).
    extra="<link rel=\"preload\" as=\"fetch\" href=\"$(attribute "${terminal_manifest%/*}/routes.json")\" crossorigin=\"anonymous\"><link rel=\"preload\" as=\"fetch\" href=\"$(attribute "$terminal_manifest")\" crossorigin=\"anonymous\">"
  fi
  # One line, "<" escaped so no value can close the element; ENVIRON, not -v, so awk reads it as it is.
  CONFIG_DATA="$(tr -d '\n' < "$root/config.json" | sed 's/</\\u003c/g')" EXTRA_HEAD="$extra" LINK="$preload_link" awk '
    {
      i = index($0, ENVIRON["LINK"])
      if (i) $0 = substr($0, 1, i - 1) "<script type=\"application/json\" id=\"runtime-config\">" ENVIRON["CONFIG_DATA"] "</script>" ENVIRON["EXTRA_HEAD"] substr($0, i + length(ENVIRON["LINK"]))
      print
    }' "$page.built" > "$page.tmp"
  mv "$page.tmp" "$page"
  gzip -9 -c "$page" > "$page.gz.tmp" && mv "$page.gz.tmp" "$page.gz"
  rm -f "$page.br"
  echo "runtime config written into $page"
done
