const createConfig = require('../tools/webpack/create-config');

module.exports = createConfig({
  appDir: __dirname,
  name: 'sellers',
  port: 3002,
  title: 'Banca · Vendedores',
});
