/**
 * Shapes what an app's dist/ holds, which is exactly what is served (by `pnpm start` and by the
 * nginx images):
 * - source maps are not served: they are taken out of dist/ and written to <app>/sourcemaps/ (for
 *   error tracking; ignored by git and by the images), so a visitor never downloads the sources;
 * - every text file is also written compressed, as `<file>.br` (brotli, best quality) and
 *   `<file>.gz` (gzip, best level), so the servers send them pre-compressed by Accept-Encoding
 *   instead of compressing on every request (or not at all).
 * Runs after every other plugin has emitted its files (the federation manifest, version.json).
 */
const fs = require('node:fs');
const path = require('node:path');
const { promisify } = require('node:util');
const zlib = require('node:zlib');

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Files worth compressing: text. Images such as png are compressed already. */
const TEXT_FILE = /\.(js|mjs|css|html|json|webmanifest|svg|txt)$/;
const SOURCE_MAP = /\.map$/;

module.exports = class ServedFilesPlugin {
  constructor(appDir) {
    this.sourceMapsDir = path.join(appDir, 'sourcemaps');
  }

  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    let sourceMaps = [];
    compiler.hooks.thisCompilation.tap('ServedFilesPlugin', (compilation) => {
      sourceMaps = [];
      compilation.hooks.processAssets.tapPromise(
        { name: 'ServedFilesPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT + 1 },
        async (assets) => {
          for (const name of Object.keys(assets)) {
            if (!SOURCE_MAP.test(name)) continue;
            sourceMaps.push({ name, content: compilation.getAsset(name).source.buffer() });
            compilation.deleteAsset(name);
          }
          const texts = Object.keys(compilation.assets).filter((name) => TEXT_FILE.test(name));
          await Promise.all(
            texts.map(async (name) => {
              const content = compilation.getAsset(name).source.buffer();
              const [br, gz] = await Promise.all([
                brotli(content, {
                  params: {
                    [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
                    [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
                  },
                }),
                gzip(content, { level: zlib.constants.Z_BEST_COMPRESSION }),
              ]);
              compilation.emitAsset(`${name}.br`, new sources.RawSource(br), { compressed: 'br', immutable: false });
              compilation.emitAsset(`${name}.gz`, new sources.RawSource(gz), { compressed: 'gzip', immutable: false });
            }),
          );
        },
      );
    });
    // Written once the build is emitted, in place of the previous build's maps.
    compiler.hooks.afterEmit.tap('ServedFilesPlugin', () => {
      if (sourceMaps.length === 0) return;
      fs.rmSync(this.sourceMapsDir, { recursive: true, force: true });
      for (const { name, content } of sourceMaps) {
        const file = path.join(this.sourceMapsDir, name);
        fs.mkdirSync(path.dirname(file), { recursive: true });
        fs.writeFileSync(file, content);
      }
      sourceMaps = [];
    });
  }
};
