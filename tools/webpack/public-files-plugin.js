/**
 * An app's `public/` folder, served as it is beside its build: files no bundle imports (the booth
 * terminal's web app manifest, its service worker, its icon). They pass through the same served-files
 * step as the rest (compressed copies), and are named without a content hash, so their addresses
 * stay (the servers revalidate them on every load).
 */
const fs = require('node:fs');
const path = require('node:path');

module.exports = class PublicFilesPlugin {
  constructor(appDir) {
    this.dir = path.join(appDir, 'public');
  }

  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('PublicFilesPlugin', (compilation) => {
      if (!fs.existsSync(this.dir)) return;
      compilation.contextDependencies.add(this.dir);
      compilation.hooks.processAssets.tap({ name: 'PublicFilesPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        for (const name of fs.readdirSync(this.dir)) {
          const file = path.join(this.dir, name);
          if (fs.statSync(file).isFile()) compilation.emitAsset(name, new sources.RawSource(fs.readFileSync(file)));
        }
      });
    });
  }
};
