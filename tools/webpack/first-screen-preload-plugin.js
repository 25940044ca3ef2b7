/**
 * Preloads what a page's first screen runs, from its HTML: the browser fetches all of it at once,
 * in parallel with the entry script, instead of learning of each file only once the one before it
 * has run. Without it the first screen waits on serial round trips: the page, then the entry
 * script, then the async boundary's chunks and the shared libraries they consume (each a file of
 * its own under Module Federation), then the runtime configuration, then the screen's own chunks.
 *
 * Each HTML file names the chunk groups its first screen needs (webpackChunkName of the dynamic
 * imports: `bootstrap`, `login`...). The plugin adds `<link rel="preload" as="script">` for every
 * file of those groups and, through the Module Federation shared modules they consume, of the
 * chunks the app provides those libraries from (the singletons the host serves every remote); and
 * `<link rel="preload" as="fetch">` for the runtime configuration, which the app's own fetch then
 * takes from the preload instead of asking again.
 */
const HtmlWebpackPlugin = require('html-webpack-plugin');

/** This app's provided shared libraries by share key: the modules whose block loads the copy it gives the page. */
function providersOf(compilation) {
  const providers = new Map();
  for (const module of compilation.modules) if (module.type === 'provide-module') providers.set(module._name, module);
  return providers;
}

/**
 * The files of a chunk group and of the shared libraries its modules consume, in load order. A
 * consumed library is loaded, at run time, through the share scope: from the copy this app
 * provides (a module loading its chunks through a block), not from the consumer's own fallback.
 */
function filesOf(compilation, providers, group, seen = new Set(), files = []) {
  if (!group || seen.has(group)) return files;
  seen.add(group);
  const { chunkGraph } = compilation;
  for (const chunk of group.chunks) {
    for (const file of chunk.files) if (file.endsWith('.js') && !files.includes(file)) files.push(file);
    for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
      if (module.type !== 'consume-shared-module') continue;
      const provider = providers.get(module.options.shareKey) ?? module;
      for (const block of provider.blocks) filesOf(compilation, providers, chunkGraph.getBlockChunkGroup(block), seen, files);
    }
  }
  return files;
}

module.exports = class FirstScreenPreloadPlugin {
  /**
   * @param {Record<string, { chunks: string[]; fetch?: string[] }>} pages  per HTML file name: the
   *   chunk groups its first screen needs, and what it fetches first (same origin: '/config.json')
   */
  constructor(pages) {
    this.pages = pages;
  }

  apply(compiler) {
    compiler.hooks.compilation.tap('FirstScreenPreloadPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('FirstScreenPreloadPlugin', (data) => {
        const page = this.pages[data.outputName];
        if (!page) return data;
        const publicPath = data.publicPath ?? '/';
        const entryFiles = new Set(data.headTags.filter((tag) => tag.tagName === 'script').map((tag) => tag.attributes.src));
        const links = [];
        const providers = providersOf(compilation);
        for (const name of page.chunks) {
          const group = compilation.namedChunkGroups.get(name);
          if (!group) throw new Error(`FirstScreenPreloadPlugin: no chunk group "${name}" (a webpackChunkName) for ${data.outputName}`);
          for (const file of filesOf(compilation, providers, group)) {
            const href = `${publicPath}${file}`;
            if (entryFiles.has(href) || links.some((link) => link.attributes.href === href)) continue;
            links.push(HtmlWebpackPlugin.createHtmlTagObject('link', { rel: 'preload', as: 'script', href }));
          }
        }
        for (const href of page.fetch ?? []) {
          // crossorigin="anonymous": the credentials mode of a plain same-origin fetch(), so fetch() takes it.
          links.unshift(HtmlWebpackPlugin.createHtmlTagObject('link', { rel: 'preload', as: 'fetch', href, crossorigin: 'anonymous' }));
        }
        data.headTags.push(...links);
        return data;
      });
    });
  }
};
