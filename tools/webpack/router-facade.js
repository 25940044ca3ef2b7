/**
 * react-router-dom 7 is the whole of react-router: data routers, server rendering, cookies,
 * sessions. A shared module is built whole (the federation runtime may hand any of its exports to
 * any remote), so sharing react-router-dom put 183 KB of router in every page's entry script.
 * Instead, an app's `import … from 'react-router-dom'` is given `react-router-dom.mjs`, which
 * re-exports only the names this product uses from react-router; shared, that facade is those
 * names, and webpack drops the rest of react-router (37 KB left).
 *
 * A name an app imports that the facade lacks would be `undefined` at run time, so the build
 * fails on it instead (RouterFacadeCheckPlugin), saying where to add it.
 */
const fs = require('node:fs');
const path = require('node:path');
const { WebpackError } = require('webpack');

const ROUTER_FACADE = path.join(__dirname, 'react-router-dom.mjs');
const REQUEST = 'react-router-dom';
const PLUGIN = 'RouterFacadeCheckPlugin';

/** The names the facade exports (its one `export { … } from 'react-router'`). */
function facadeNames() {
  const source = fs.readFileSync(ROUTER_FACADE, 'utf8');
  const list = /export\s*\{([^}]*)\}\s*from\s*'react-router'/.exec(source);
  if (!list) throw new Error(`${ROUTER_FACADE}: expected one "export { … } from 'react-router'"`);
  return new Set(
    list[1]
      .split(',')
      .map((name) => name.trim())
      .filter(Boolean),
  );
}

/** react-router's folder as react-router-dom, which the apps depend on, finds it (pnpm keeps it out of the apps' reach). */
function reactRouterDir(appDir) {
  const routerDom = path.dirname(require.resolve(`${REQUEST}/package.json`, { paths: [appDir] }));
  return path.dirname(require.resolve('react-router/package.json', { paths: [routerDom] }));
}

/** Fails the build on an import from react-router-dom that the facade does not provide. */
class RouterFacadeCheckPlugin {
  apply(compiler) {
    const names = facadeNames();
    compiler.hooks.compilation.tap(PLUGIN, (compilation, { normalModuleFactory }) => {
      const check = (parser) => {
        const verify = (name) => {
          if (name && names.has(name)) return;
          const what = name ? `"${name}"` : 'a whole-module import';
          const error = new WebpackError(
            `${what} from ${REQUEST} is not in the router facade: add it to tools/webpack/react-router-dom.mjs`,
          );
          error.module = parser.state.module;
          compilation.errors.push(error);
        };
        parser.hooks.importSpecifier.tap(PLUGIN, (_statement, source, name) => {
          if (source === REQUEST) verify(name === 'default' ? null : name);
        });
        parser.hooks.exportImportSpecifier.tap(PLUGIN, (_statement, source, name) => {
          if (source === REQUEST) verify(name);
        });
      };
      for (const type of ['javascript/auto', 'javascript/esm', 'javascript/dynamic']) {
        normalModuleFactory.hooks.parser.for(type).tap(PLUGIN, check);
      }
    });
  }
}

module.exports = { ROUTER_FACADE, reactRouterDir, RouterFacadeCheckPlugin };
