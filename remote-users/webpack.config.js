const createConfig = require('../tools/webpack/create-config');

module.exports = createConfig({
  appDir: __dirname,
  name: 'users',
  port: 3001,
  title: 'Banca · Usuarios',
  exposes: {
    './UsersPage': './src/pages/users/index.tsx',
    './UserDetailPage': './src/pages/user-detail/index.tsx',
  },
});
