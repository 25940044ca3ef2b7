const createConfig = require('../tools/webpack/create-config');

module.exports = createConfig({
  appDir: __dirname,
  name: 'booths',
  port: 3003,
  title: 'Banca · Taquillas',
});
