/**
 * The webpack + Module Federation configuration of every micro-frontend (host and remotes), so
 * the federation rules are written once:
 * - remotes are registered at run time by the host (no remote URL is built in);
 * - one React, one router, one antd, one auth store: singletons with explicit versions. Stateless
 *   libraries are not shared: @ant-design/icons is bundled by each app, tree-shaken to the icons it
 *   draws (shared, it was built whole: 931 KB);
 *   @banca/shared-auth is required in the range the app's package.json gives it
 *   (`workspace:^1.0.0` → `^1.0.0`), strictly: a remote needing a newer major than the page has fails
 *   to load (the host says so) instead of running against an incompatible copy. @banca/kit is not
 *   shared: each app bundles its own copy, so a remote deployed alone carries its kit;
 * - a remote's exposes come from its route manifest (src/routes.ts), which the build also emits as
 *   routes.json for the host;
 * - `loaded-first` so a remote that is down cannot block start-up; no type download (dts off).
 */
const fs = require('node:fs');
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const CompileHintsPlugin = require('./compile-hints-plugin');
const TerserPlugin = require('terser-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const FirstScreenPreloadPlugin = require('./first-screen-preload-plugin');
const PublicFilesPlugin = require('./public-files-plugin');
const ServedFilesPlugin = require('./served-files-plugin');
const VersionFilePlugin = require('./version-file-plugin');
const { exposesOf, loadRouteManifest, RoutesFilePlugin } = require('./route-manifest');
const { ROUTER_FACADE, reactRouterDir, RouterFacadeCheckPlugin } = require('./router-facade');

const SHARED_SINGLETONS = ['react', 'react-dom', 'react-router-dom', 'antd', 'dayjs', 'zustand', 'ky', '@tanstack/react-query'];
const SHARED_AUTH = '@banca/shared-auth';
/**
 * The host provides these in its entry script (`eager`): every first screen (the staff login, the
 * terminal) runs all of them, and as async chunks they were a file each, a dozen requests that a
 * browser on HTTP/1.1 (6 connections per server) takes in three waves of round trips. antd stays a
 * chunk of its own: no first screen runs it. The remotes provide theirs lazily, as before: in the
 * host's page the host's copies are the ones loaded, and a remote deployed alone loads its own.
 */
const HOST_EAGER = new Set([
  'react',
  'react/',
  'react-dom',
  'react-dom/',
  'react-router-dom',
  'dayjs',
  'zustand',
  'ky',
  '@tanstack/react-query',
  SHARED_AUTH,
]);

/** The installed version (read from disk: some packages, like ky, do not export package.json). */
function versionOf(name, appDir) {
  for (const dir of [appDir, path.join(__dirname, '../../shared-auth'), path.join(__dirname, '../..')]) {
    const manifest = path.join(dir, 'node_modules', name, 'package.json');
    if (fs.existsSync(manifest)) return JSON.parse(fs.readFileSync(manifest, 'utf8')).version;
  }
  throw new Error(`${name} is shared but not installed for ${appDir}`);
}

function sharedConfig(appDir, isHost) {
  const shared = {};
  for (const name of SHARED_SINGLETONS) {
    const version = versionOf(name, appDir);
    shared[name] = { singleton: true, requiredVersion: `^${version}`, version };
  }
  // The subpath entries (react/jsx-runtime, react-dom/client...) must be the same copy too.
  shared['react/'] = { ...shared.react };
  shared['react-dom/'] = { ...shared['react-dom'] };
  // The router's facade: what the apps use of it, not the whole of react-router (router-facade.js).
  shared['react-router-dom'] = { ...shared['react-router-dom'], import: ROUTER_FACADE };
  const version = JSON.parse(fs.readFileSync(path.join(__dirname, '../../shared-auth/package.json'), 'utf8')).version;
  shared[SHARED_AUTH] = { singleton: true, strictVersion: true, requiredVersion: sharedAuthRange(appDir, version), version };
  if (isHost) for (const key of HOST_EAGER) shared[key] = { ...shared[key], eager: true };
  return shared;
}

/** The app's range of @banca/shared-auth as the runtime reads it: `workspace:^1.0.0` → `^1.0.0`. */
function sharedAuthRange(appDir, version) {
  const manifest = JSON.parse(fs.readFileSync(path.join(appDir, 'package.json'), 'utf8'));
  const declared = manifest.dependencies?.[SHARED_AUTH];
  if (!declared) throw new Error(`${appDir}/package.json must depend on ${SHARED_AUTH}`);
  const range = declared.replace(/^workspace:/, '');
  if (range === '^' || range === '~') return `${range}${version}`;
  if (!/^[\^~]?\d+\.\d+\.\d+/.test(range)) {
    throw new Error(`${appDir}/package.json: give ${SHARED_AUTH} a semver range (workspace:^${version}), not "${declared}"`);
  }
  return range;
}

/**
 * @param {object} options
 * @param {string} options.appDir       the app's folder (__dirname of its webpack.config.js)
 * @param {string} options.name         federation name: host | users | sellers | booths | catalog
 * @param {number} options.port         dev-server port
 * @param {string} [options.title]      page title of the standalone HTML
 * @param {Record<string, string>} [options.entries]  entry scripts by name, relative to the app's folder
 *   (default: `{ main: 'src/index.ts' }`)
 * @param {{ filename: string; title: string; entry?: string; noscript?: string; head?: string; preload?: { chunks: string[]; fetch?: string[] } }[]} [options.pages]
 *   the HTML pages (default: index.html titled `title`): each with the entry script it runs (default
 *   `main`), extra head markup, and what its first screen needs preloaded (chunk groups by
 *   webpackChunkName, same-origin fetches)
 * @param {(devServer: object) => object} [options.devServer]  extra dev-server settings
 */
module.exports = function createConfig({
  appDir,
  name,
  port,
  title = 'Banca',
  entries = { main: 'src/index.ts' },
  pages = [{ filename: 'index.html', title }],
  devServer = (d) => d,
}) {
  const isHost = name === 'host';
  // A remote's pages are exposed as its route manifest lists them.
  const exposes = isHost ? undefined : exposesOf(loadRouteManifest(appDir));
  return (_env, argv) => {
    const production = argv.mode !== 'development';
    return {
      mode: production ? 'production' : 'development',
      entry: Object.fromEntries(Object.entries(entries).map(([entry, file]) => [entry, path.join(appDir, file)])),
      // Production maps are kept for error tracking, but neither referenced from the bundles nor
      // served: ServedFilesPlugin moves them to <app>/sourcemaps/.
      devtool: production ? 'hidden-source-map' : 'eval-cheap-module-source-map',
      output: {
        path: path.join(appDir, 'dist'),
        // The host lives at the site root; a remote is served from wherever its manifest is.
        publicPath: isHost ? '/' : 'auto',
        filename: production ? '[name].[contenthash:8].js' : '[name].js',
        chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
        uniqueName: name,
        clean: true,
      },
      // Workspace packages with an `@banca/source` export condition (@banca/contracts) are bundled
      // from their TypeScript sources, like shared-auth: no build of theirs needed first.
      resolve: {
        extensions: ['.tsx', '.ts', '.js'],
        conditionNames: ['@banca/source', '...'],
        alias: { 'react-router$': reactRouterDir(appDir) },
      },
      module: {
        rules: [
          {
            test: /\.tsx?$/,
            exclude: /node_modules/,
            // Types are checked by `tsc --noEmit` in the test run; the build only transpiles.
            use: { loader: 'ts-loader', options: { transpileOnly: true, configFile: path.join(appDir, 'tsconfig.json') } },
          },
          { test: /\.(png|svg|jpe?g|webp)$/, type: 'asset' },
        ],
      },
      plugins: [
        new ModuleFederationPlugin({
          name,
          filename: 'remoteEntry.js',
          ...(exposes ? { exposes } : {}),
          shared: sharedConfig(appDir, isHost),
          shareStrategy: 'loaded-first',
          manifest: true,
          dts: false,
        }),
        ...pages.map(
          (page) =>
            new HtmlWebpackPlugin({
              template: path.join(__dirname, 'index.html'),
              filename: page.filename,
              title: page.title,
              // One entry script per page: a page never runs another page's entry.
              chunks: [page.entry ?? 'main'],
              noscript: page.noscript ?? 'Activa JavaScript para usar el back-office.',
              head: page.head ?? '',
              favicon: path.join(__dirname, 'favicon.svg'),
              // The dev server serves an app from its root, and a standalone remote's page may be loaded
              // at any of its paths (/admin/user-detail): scripts from the root, not relative to the path.
              ...(production ? {} : { publicPath: '/' }),
            }),
        ),
        ...(production && pages.some((page) => page.preload)
          ? [
              new FirstScreenPreloadPlugin(
                Object.fromEntries(pages.filter((page) => page.preload).map((page) => [page.filename, page.preload])),
              ),
            ]
          : []),
        new RouterFacadeCheckPlugin(),
        ...(production ? [new CompileHintsPlugin()] : []),
        new PublicFilesPlugin(appDir),
        new VersionFilePlugin(appDir),
        ...(isHost ? [] : [new RoutesFilePlugin(appDir, name)]),
        // Last: compresses what the others emitted.
        ...(production ? [new ServedFilesPlugin(appDir)] : []),
      ],
      // SWC's minifier: about half the build time of terser's, with bundles no larger.
      optimization: { minimizer: [new TerserPlugin({ minify: TerserPlugin.swcMinify })] },
      performance: { hints: false },
      stats: 'errors-warnings',
      devServer: devServer({
        port,
        hot: true,
        historyApiFallback: true,
        headers: { 'Access-Control-Allow-Origin': '*' },
        // Every dev server reaches the API at /api, so `apiUrl` is '/api' everywhere.
        proxy: [{ context: ['/api'], target: 'http://localhost:4000' }],
        client: { overlay: { warnings: false } },
      }),
    };
  };
};
