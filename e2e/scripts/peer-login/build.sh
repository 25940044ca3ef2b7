#!/usr/bin/env bash
# Builds the peer the staff login is compared with: ant-design-pro v6.0.3's production build, from its
# public source, OUTSIDE this repository (its few thousand npm packages must never enter the
# workspace). Steps and why: docs/performance.md, "The login against ant-design-pro".
#
#   bash e2e/scripts/peer-login/build.sh <folder holding ant-design-pro v6.0.3's source>
#
# The source is the tag v6.0.3 (commit adfd44085738ca953573a13322c1ba84aca8b9e3) of
# ant-design/ant-design-pro, e.g. `git archive v6.0.3 | tar -x -C /work/peer/ant-design-pro` from a
# clone. Leaves the build in <folder>/dist; serve it with e2e/scripts/peer-login/serve.mjs.
set -euo pipefail

source_dir=${1:?give the folder holding ant-design-pro v6.0.3 source}
cd "$source_dir"

version=$(node -p "require('./package.json').version")
if [ "$version" != "6.0.3" ]; then
  echo "expected ant-design-pro 6.0.3, found $version in $source_dir" >&2
  exit 1
fi
case "$(pwd -P)" in
  "$(cd "$(dirname "$0")/../../.." && pwd -P)"*) echo "build the peer outside the repository" >&2; exit 1 ;;
esac

# Its package-lock.json's tree, from the npm registry only, less one package: the lock pins the dev
# tool @ant-design/cli at 6.6.0, which the registry no longer has (404; 6.6.2 is its oldest 6.6), and
# which the build never runs, so it is dropped from package.json and `npm install` (not `npm ci`,
# which refuses a package.json that differs from its lock) installs the rest at the lock's versions.
# HUSKY=0: its `prepare` script installs git hooks (no git repository here); SCARF_ANALYTICS=false:
# @scarf/scarf's install script reports the install to a server of its own;
# PUPPETEER_SKIP_DOWNLOAD / CYPRESS_INSTALL_BINARY: no package may fetch a browser. Its .npmrc sets
# legacy-peer-deps, which npm honours.
export HUSKY=0 SCARF_ANALYTICS=false PUPPETEER_SKIP_DOWNLOAD=1 CYPRESS_INSTALL_BINARY=0
npm pkg delete devDependencies.@ant-design/cli
npm install --no-audit --no-fund --loglevel=error

# Its own build command (`max build`, Umi 4 with webpack). COMMIT_HASH: its config otherwise asks git
# for the commit (none here; the hash is only written into the page's metadata).
COMMIT_HASH=v6.0.3 npm run build

ls -la dist/index.html
echo "built: $source_dir/dist"
