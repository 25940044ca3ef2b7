const createConfig = require('../tools/webpack/create-config');

module.exports = createConfig({
  appDir: __dirname,
  name: 'catalog',
  port: 3004,
  title: 'Banca · Catálogo',
});
