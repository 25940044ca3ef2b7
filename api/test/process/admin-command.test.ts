/**
 * `pnpm admin` (the built `dist/src/admin.js`): account recovery run on the server, on the engine
 * under test (a PGlite data folder, or a database on the PostgreSQL test server).
 *
 * @test-moved folder  (run again by `pnpm test:moved` from a clone in a private folder)
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { buildApp } from '../../src/app';
import { openDatabase, type DatabaseOptions } from '../../src/db/client';
import type { App } from '../../src/http/types';
import { seedDatabase } from '../../src/seed';
import { ACCOUNTS, SEED_NOW, testDatabaseLocation, testSchemaCode } from '../helpers';
import { ensureServerBuild } from './harness';

jest.setTimeout(120_000);

const ADMIN_ENTRY = path.resolve(__dirname, '..', '..', 'dist', 'src', 'admin.js');
const { username, password } = ACCOUNTS.admin;

let location: Awaited<ReturnType<typeof testDatabaseLocation>>;
beforeAll(async () => {
  ensureServerBuild();
  location = await testDatabaseLocation();
  const handle = await openDatabase(location.options);
  await seedDatabase(handle.db, { scale: 1, adminUsername: username, adminPassword: password, now: SEED_NOW });
  await handle.close();
});
afterAll(() => location.remove());

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

function runAdmin(args: string[], input = ''): Promise<Run> {
  const { dataDir, databaseUrl } = location.options as DatabaseOptions;
  const child = spawn(process.execPath, [ADMIN_ENTRY, ...args], {
    env: { PATH: process.env.PATH ?? '', ...(databaseUrl ? { DATABASE_URL: databaseUrl } : { DATA_DIR: dataDir }) },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => {
    stdout += chunk;
  });
  child.stderr.on('data', (chunk) => {
    stderr += chunk;
  });
  child.stdin.end(input);
  return new Promise((resolve) => child.once('close', (code) => resolve({ code, stdout, stderr })));
}

/** Runs `use` against an API on the database, closed again after (the embedded engine allows one process). */
async function withApi<T>(use: (app: App) => Promise<T>): Promise<T> {
  const handle = await openDatabase(location.options);
  const app = await buildApp({ db: handle.db, engine: handle.engine, schemaCode: testSchemaCode() });
  try {
    return await use(app);
  } finally {
    await app.close();
    await handle.close();
  }
}

const signIn = (app: App, pass: string) => app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { username, password: pass } });
const profileStatus = async (app: App, token: string) =>
  (await app.inject({ method: 'GET', url: '/api/v1/auth/profile', headers: { authorization: `Bearer ${token}` } })).statusCode;

it('unlock: an administrator locked by failed sign-ins can sign in again', async () => {
  await withApi(async (app) => {
    for (let i = 0; i < 5; i++) expect((await signIn(app, 'incorrecta')).statusCode).toBe(401);
    expect((await signIn(app, password)).statusCode).toBe(401);
  });

  const run = await runAdmin(['unlock', username]);
  expect(run).toMatchObject({ code: 0, stderr: '' });
  expect(run.stdout).toMatch(/^Unlocked admin \(id \d+, admin\): 5 failed sign-in\(s\) cleared\.\n$/);

  await withApi(async (app) => expect((await signIn(app, password)).statusCode).toBe(200));
});

it('reset-password from a pipe: the new password works, the old one and its sessions do not, and nothing secret is printed', async () => {
  const token = await withApi(async (app) => (await signIn(app, password)).json().token as string);
  const newPassword = 'recuperada-123';

  const run = await runAdmin(['reset-password', username], `${newPassword}\n`);
  expect(run).toMatchObject({ code: 0, stderr: '' });
  expect(run.stdout).toMatch(/^New password set for admin \(id \d+, admin\); failed sign-ins cleared; [1-9]\d* session\(s\) revoked\.\n$/);
  expect(run.stdout).not.toContain(newPassword);

  await withApi(async (app) => {
    expect(await profileStatus(app, token)).toBe(403);
    expect((await signIn(app, password)).statusCode).toBe(401);
    expect((await signIn(app, newPassword)).statusCode).toBe(200);
  });
});

it('reset-password --generate prints the generated password once, and it works', async () => {
  const run = await runAdmin(['reset-password', username, '--generate']);
  expect(run.code).toBe(0);
  const generated = /Generated password \(shown once, hand it over privately\): (\S+)\n/.exec(run.stdout)?.[1];
  expect(generated).toHaveLength(24);
  expect(run.stdout.split(generated as string)).toHaveLength(2);
  await withApi(async (app) => expect((await signIn(app, generated as string)).statusCode).toBe(200));
});

it('refuses unknown accounts, too short passwords and wrong use, changing nothing', async () => {
  expect(await runAdmin(['unlock', 'nadie'])).toMatchObject({
    code: 1,
    stdout: '',
    stderr: 'No live user has the username or e-mail "nadie".\n',
  });
  const short = await runAdmin(['reset-password', username], 'abc\n');
  expect(short).toMatchObject({ code: 1, stdout: '', stderr: 'The new password must have between 6 and 128 characters.\n' });
  const wrongUse = await runAdmin(['lock', username]);
  expect(wrongUse.code).toBe(2);
  expect(wrongUse.stderr).toContain('pnpm admin unlock <username|e-mail>');
  expect((await runAdmin(['unlock', username, '--generate'])).code).toBe(2);
});

it('while a server uses the database: the embedded engine refuses and says why; PostgreSQL takes the change', async () => {
  const handle = await openDatabase(location.options);
  try {
    const run = await runAdmin(['unlock', username]);
    if (handle.engine === 'pglite') {
      expect(run.code).toBe(1);
      expect(run.stdout).toBe('');
      expect(run.stderr).toMatch(/is in use by process \d+/);
      expect(run.stderr).toContain('stop the server and run this again');
    } else {
      expect(run).toMatchObject({ code: 0, stderr: '' });
      expect(run.stdout).toContain('admin');
    }
  } finally {
    await handle.close();
  }
});
