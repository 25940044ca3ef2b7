const createConfig = require('../tools/webpack/create-config');

module.exports = createConfig({
  appDir: __dirname,
  name: 'users',
  port: 3001,
  title: 'Banca · Usuarios',
});
