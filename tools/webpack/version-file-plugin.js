/**
 * Writes version.json beside an app's entry files, so every deployed micro-frontend says what it is
 * (`/version.json`, `/remotes/<name>/version.json`): { app, version, commit, hash, builtAt }.
 * `hash` is webpack's hash of the whole build; `commit` comes from GIT_COMMIT (image builds pass
 * it) or else the working copy.
 */
const { execSync } = require('node:child_process');
const path = require('node:path');

function currentCommit(dir) {
  if (process.env.GIT_COMMIT) return process.env.GIT_COMMIT;
  try {
    return execSync('git rev-parse --short HEAD', { cwd: dir, stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim();
  } catch {
    return null; // not a git working copy (an image build without GIT_COMMIT)
  }
}

module.exports = class VersionFilePlugin {
  constructor(appDir) {
    this.appDir = appDir;
  }

  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    const commit = currentCommit(this.appDir);
    compiler.hooks.thisCompilation.tap('VersionFilePlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'VersionFilePlugin', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const info = {
          app: path.basename(this.appDir),
          version: require(path.join(this.appDir, 'package.json')).version,
          commit,
          hash: compilation.hash,
          builtAt: new Date().toISOString(),
        };
        compilation.emitAsset('version.json', new sources.RawSource(`${JSON.stringify(info, null, 2)}\n`));
      });
    });
  }
};
