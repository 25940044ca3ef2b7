/**
 * The deploy proof (`pnpm test:deploy`): real nginx, PostgreSQL and Chromium, so it runs apart from
 * `pnpm test`, one file at a time, after `pnpm build`.
 */
module.exports = {
  displayName: 'deploy',
  rootDir: __dirname,
  testEnvironment: 'node',
  testMatch: ['<rootDir>/test/**/*.deploy.ts'],
  transform: { '^.+\\.ts$': ['@swc/jest', { jsc: { parser: { syntax: 'typescript' } } }] },
  testTimeout: 60_000,
  maxWorkers: 1,
};
