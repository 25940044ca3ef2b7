const createConfig = require('../tools/webpack/create-config');

module.exports = createConfig({
  appDir: __dirname,
  name: 'host',
  port: 3000,
  title: 'Banca · Back-office',
  // The terminal's page runs an entry script of its own, without the staff app or antd.
  entries: { main: 'src/index.ts', taquilla: 'src/taquilla/index.ts' },
  // Two pages of one app: the back-office's, whose first screen is the staff login, and the booth
  // terminal's (/taquilla), whose first screen is the terminal (its sign-in, then the sale), which is
  // installable on a phone. Each preloads what its first screen runs, and the runtime configuration.
  pages: [
    { filename: 'index.html', title: 'Banca · Back-office', preload: { chunks: ['bootstrap', 'login'], fetch: ['/config.json'] } },
    {
      filename: 'taquilla.html',
      title: 'Taquilla · Banca',
      entry: 'taquilla',
      noscript: 'Activa JavaScript para usar la taquilla.',
      head: [
        '<link rel="manifest" href="/taquilla.webmanifest">',
        '<meta name="theme-color" content="#0f6e56">',
        '<link rel="apple-touch-icon" href="/taquilla-icon.svg">',
      ].join(''),
      preload: { chunks: ['taquilla'], fetch: ['/config.json'] },
    },
  ],
  devServer: (server) => ({
    ...server,
    historyApiFallback: { rewrites: [{ from: /^\/taquilla(\/|$)/, to: '/taquilla.html' }] },
    // In development the remotes are the other dev servers.
    setupMiddlewares: (middlewares, devServer) => {
      devServer.app.get('/config.json', (_req, res) =>
        res.json({
          apiUrl: '/api',
          appName: 'Banca',
          appMode: 'Development',
          remotes: {
            users: 'http://localhost:3001/mf-manifest.json',
            sellers: 'http://localhost:3002/mf-manifest.json',
            booths: 'http://localhost:3003/mf-manifest.json',
            catalog: 'http://localhost:3004/mf-manifest.json',
            terminal: 'http://localhost:3005/mf-manifest.json',
          },
        }),
      );
      return middlewares;
    },
  }),
});
