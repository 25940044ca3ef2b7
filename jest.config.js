/**
 * One jest process for every project of the workspace (keeps CI lean on 2 cores).
 * PGlite needs `--experimental-vm-modules` (the root `test` script passes it).
 */
const swc = ['@swc/jest', { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } } } }];

/** Turns the few ES-module-only dependencies into CommonJS for jest. */
const swcEsmToCjs = ['@swc/jest', { jsc: { parser: { syntax: 'ecmascript' } }, module: { type: 'commonjs' } }];

module.exports = {
  // Each API test file builds, migrates and seeds its own in-memory database.
  testTimeout: 60000,
  projects: [
    {
      displayName: 'api',
      testEnvironment: 'node',
      rootDir: '<rootDir>/api',
      testMatch: ['<rootDir>/test/**/*.test.ts', '<rootDir>/src/**/*.test.ts'],
      transform: { '^.+\\.tsx?$': swc, '^.+/node_modules/.+\\.js$': swcEsmToCjs },
      // cookie@2 ships only ES modules, which jest cannot require() under --experimental-vm-modules.
      transformIgnorePatterns: ['/node_modules/(?!(\\.pnpm/cookie@|cookie/))'],
    },
  ],
};
