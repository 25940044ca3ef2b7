const createConfig = require('../tools/webpack/create-config');

module.exports = createConfig({
  appDir: __dirname,
  name: 'terminal',
  port: 3005,
  title: 'Banca · Taquilla',
});
