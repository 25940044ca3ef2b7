const createConfig = require('../tools/webpack/create-config');

module.exports = createConfig({
  appDir: __dirname,
  name: 'host',
  port: 3000,
  title: 'Banca · Back-office',
  devServer: (server) => ({
    ...server,
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
          },
        }),
      );
      return middlewares;
    },
  }),
});
