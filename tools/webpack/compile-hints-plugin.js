/**
 * Starts each of an app's entry scripts (the chunks that carry webpack's runtime: the host's
 * main.js and taquilla.js, a remote's remoteEntry.js and standalone main.js) with V8's explicit compile hint,
 * `//# allFunctionsCalledOnLoad`. Chromium (136 and later) then compiles all of the script's
 * functions while it streams in, on a background thread, instead of compiling each one on the main
 * thread the first time it is called. An entry script runs most of its functions before the first
 * screen can draw (React DOM's, the federation runtime's, the router's), so this takes their
 * compilation off the critical path; the other chunks stay lazy, their functions mostly waiting for
 * a user's action. Browsers without the hint read a comment.
 *
 * Added after minification (which would drop the comment) and before the content hash, the source
 * maps and the compressed copies, which all see the script as served.
 */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

module.exports = class CompileHintsPlugin {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('CompileHintsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'CompileHintsPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1 }, () => {
        for (const chunk of compilation.chunks) {
          if (!chunk.hasRuntime()) continue;
          for (const file of chunk.files) {
            if (!file.endsWith('.js')) continue;
            compilation.updateAsset(file, (source) => new sources.ConcatSource(COMPILE_HINT, source));
          }
        }
      });
    });
  }
};

module.exports.COMPILE_HINT = COMPILE_HINT;
