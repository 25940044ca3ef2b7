/**
 * One jest process for every project of the workspace (keeps CI lean on 2 cores).
 * PGlite needs `--experimental-vm-modules` (the root `test` script passes it).
 */
const fs = require('node:fs');
const path = require('node:path');

const swc = ['@swc/jest', { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } } } }];

/** Turns the few ES-module-only dependencies into CommonJS for jest. */
const swcEsmToCjs = ['@swc/jest', { jsc: { parser: { syntax: 'ecmascript' } }, module: { type: 'commonjs' } }];
const ESM_ONLY = ['cookie', 'ky', '@ant-design/colors', 'uqr'];
const pnpmNames = ESM_ONLY.map((name) => name.replace('/', '\\+'));
const transformIgnorePatterns = [`/node_modules/(?!(\\.pnpm/(${pnpmNames.join('|')})@|(${ESM_ONLY.join('|')})/))`];
const transform = { '^.+\\.tsx?$': swc, '^.+/node_modules/.+\\.m?js$': swcEsmToCjs };

/**
 * Workspace packages with an `@banca/source` export condition (@banca/contracts) are loaded from
 * their TypeScript sources, so tests never run against a stale build.
 */
const SOURCE_CONDITION = '@banca/source';

/**
 * Where a project's tests find the code they run: its own folder and the workspace sources it
 * imports, so `pnpm test:changed` (jest --onlyChanged) also picks a remote's tests for a change in
 * the kit, shared-auth or the contracts. testMatch keeps each project to its own tests.
 */
const sourceRoots = (name, imports) => [
  '<rootDir>',
  ...imports.filter((other) => other !== name).map((other) => `<rootDir>/../${other}/src`),
];

/**
 * API test files whose docblock says `@pglite-only` never meet the engine under test (no database,
 * or PGlite's own connection, dump cache and data folders): on PostgreSQL (`TEST_DATABASE_URL`,
 * `pnpm test:api:pg`) they would only repeat the PGlite run.
 */
function pgliteOnlyTests() {
  const folder = path.join(__dirname, 'api', 'test');
  return fs
    .readdirSync(folder, { recursive: true })
    .filter((file) => file.endsWith('.test.ts') && fs.readFileSync(path.join(folder, file), 'utf8').includes('@pglite-only'))
    .map((file) => `/api/test/${file.replaceAll('.', '\\.')}$`);
}

/** A browser-side project: jsdom, Testing Library, tests beside the code. */
const domProject = (name) => ({
  displayName: name,
  testEnvironment: '<rootDir>/../tools/jest/jsdom-env.js',
  testEnvironmentOptions: { customExportConditions: ['browser', SOURCE_CONDITION] },
  rootDir: `<rootDir>/${name}`,
  roots: sourceRoots(name, ['kit', 'shared-auth', 'contracts']),
  testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}'],
  setupFilesAfterEnv: ['<rootDir>/../tools/jest/setup-dom.ts'],
  moduleNameMapper: { '^@ant-design/cssinjs$': '<rootDir>/../tools/jest/antd-styles-off.js' },
  transform,
  transformIgnorePatterns,
});

module.exports = {
  // jest's default leaves a core to its own process, which only waits here (it runs the browser
  // tests itself, but not while the workers run): on two cores, two workers halve the time.
  maxWorkers: '100%',
  // Each API test file builds, migrates and seeds its own in-memory database.
  testTimeout: 60000,
  projects: [
    {
      displayName: 'api',
      testEnvironment: 'node',
      testEnvironmentOptions: { customExportConditions: ['node', 'node-addons', SOURCE_CONDITION] },
      rootDir: '<rootDir>/api',
      roots: sourceRoots('api', ['contracts']),
      testPathIgnorePatterns: ['/node_modules/', ...(process.env.TEST_DATABASE_URL ? pgliteOnlyTests() : [])],
      testMatch: ['<rootDir>/test/**/*.test.ts', '<rootDir>/src/**/*.test.ts'],
      transform,
      transformIgnorePatterns,
      globalSetup: '<rootDir>/test/global-setup.ts',
      globalTeardown: '<rootDir>/test/global-teardown.ts',
    },
    {
      // The contracts' own rules as plain functions: draw results and winning lines, money text, labels, page ids.
      displayName: 'contracts',
      testEnvironment: 'node',
      rootDir: '<rootDir>/contracts',
      testMatch: ['<rootDir>/test/**/*.test.ts'],
      transform,
    },
    domProject('shared-auth'),
    domProject('kit'),
    domProject('host'),
    domProject('remote-users'),
    domProject('remote-sellers'),
    domProject('remote-booths'),
    domProject('remote-catalog'),
    domProject('remote-terminal'),
    {
      // Real Chromium against the built apps and the API (`pnpm build` first; `pnpm test` does).
      displayName: 'e2e',
      testEnvironment: 'node',
      rootDir: '<rootDir>/e2e',
      testMatch: ['<rootDir>/tests/**/*.e2e.ts'],
      transform,
      transformIgnorePatterns,
      runner: '<rootDir>/../tools/jest/serial-runner.js',
      globalSetup: '<rootDir>/src/global-setup.ts',
      globalTeardown: '<rootDir>/src/global-teardown.ts',
    },
  ],
};
