/**
 * A remote's route manifest (`src/routes.ts`) at build time: the one place a page's identity is
 * written. From it the build takes the Module Federation exposes (one per page,
 * `./pages/<page>` → `src/pages/<page>/index.tsx`) and emits `routes.json` beside mf-manifest.json,
 * which the host reads after sign-in to route, gate, title and highlight the remote's pages:
 *   { remote, routes: [{ path, module, title, subtitle, access, menuParent? }] }   (menuParent: a path)
 * The manifest, the kit's route functions (kit/src/routes.ts) and the role table
 * (contracts/src/access.ts) are TypeScript holding plain data and functions (types are imported
 * with `import type` only), so they are transpiled and evaluated here without bundling anything.
 */
const fs = require('node:fs');
const path = require('node:path');
const ts = require('typescript');

/** The exports of a TypeScript file that imports types only. */
function evaluatePlainModule(file) {
  const source = fs.readFileSync(file, 'utf8');
  const { outputText } = ts.transpileModule(source, {
    compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022 },
    fileName: file,
  });
  const module = { exports: {} };
  const noRequire = (request) => {
    throw new Error(`${file} is plain data; it may not import ${request} at run time (use \`import type\`).`);
  };
  new Function('exports', 'require', 'module', outputText)(module.exports, noRequire, module);
  return module.exports;
}

const kitRoutes = evaluatePlainModule(path.join(__dirname, '../../kit/src/routes.ts'));
const { CAPABILITIES } = evaluatePlainModule(path.join(__dirname, '../../contracts/src/access.ts'));

/** The exported `routes` object of `<appDir>/src/routes.ts`, checked. */
function loadRouteManifest(appDir) {
  const file = path.join(appDir, 'src/routes.ts');
  const manifest = evaluatePlainModule(file).routes;
  if (!manifest || typeof manifest !== 'object') throw new Error(`${file} must export \`routes\`.`);
  for (const [id, route] of Object.entries(manifest)) {
    const where = `${file}: route "${id}"`;
    for (const field of ['path', 'page', 'title', 'subtitle']) {
      if (typeof route[field] !== 'string') throw new Error(`${where} needs a string \`${field}\`.`);
    }
    if (!route.path.startsWith('/')) throw new Error(`${where}: the path must start with "/".`);
    if (!CAPABILITIES.includes(route.access)) {
      throw new Error(`${where}: \`access\` must be a capability of contracts/src/access.ts (${CAPABILITIES.join(', ')}).`);
    }
    if (!fs.existsSync(pagePath(appDir, route.page))) throw new Error(`${where}: ${pagePath(appDir, route.page)} does not exist.`);
    if (route.menuParent !== undefined && !manifest[route.menuParent]) {
      throw new Error(`${where}: menuParent "${route.menuParent}" is not a route of this manifest.`);
    }
  }
  return manifest;
}

const pagePath = (appDir, page) => path.join(appDir, 'src/pages', page, 'index.tsx');

/** One expose per page of the manifest. */
function exposesOf(manifest) {
  return Object.fromEntries(
    Object.values(manifest).map((route) => [kitRoutes.pageModule(route.page), `./src/pages/${route.page}/index.tsx`]),
  );
}

/** Emits routes.json beside the remote's entry files. */
class RoutesFilePlugin {
  constructor(appDir, remote) {
    this.appDir = appDir;
    this.remote = remote;
  }

  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    const file = path.join(this.appDir, 'src/routes.ts');
    compiler.hooks.thisCompilation.tap('RoutesFilePlugin', (compilation) => {
      // In watch mode an edit of the manifest rebuilds routes.json (new exposes need a restart).
      compilation.fileDependencies.add(file);
      compilation.hooks.processAssets.tap({ name: 'RoutesFilePlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        const routes = kitRoutes.remoteRoutesOf(this.remote, loadRouteManifest(this.appDir));
        compilation.emitAsset('routes.json', new sources.RawSource(`${JSON.stringify(routes, null, 2)}\n`));
      });
    });
  }
}

module.exports = { loadRouteManifest, exposesOf, RoutesFilePlugin };
