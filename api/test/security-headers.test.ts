/**
 * The security headers of the embedded default (`pnpm start`: this server is the only front door,
 * serving the web apps, the API and its docs): the gateway's, on every answer.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/app';
import type { DatabaseHandle } from '../src/db/client';
import type { App } from '../src/http/types';
import { HSTS, SECURITY_HEADERS } from '../src/plugins/security-headers';
import { REMOTES, registerWeb } from '../src/web';
import { ACCOUNTS, createTestApi, openTestDatabase, type TestApi, testSchemaCode } from './helpers';

const ROOT = path.resolve(__dirname, '..', '..');

let handle: DatabaseHandle;
let rootDir: string;
beforeAll(async () => {
  handle = await openTestDatabase();
  // A built workspace in miniature: the host's page and one file per remote.
  rootDir = fs.mkdtempSync(path.join(os.tmpdir(), 'banca-web-'));
  fs.mkdirSync(path.join(rootDir, 'host', 'dist'), { recursive: true });
  fs.writeFileSync(path.join(rootDir, 'host', 'dist', 'index.html'), '<!doctype html><title>Banca</title>');
  for (const name of REMOTES) {
    fs.mkdirSync(path.join(rootDir, `remote-${name}`, 'dist'), { recursive: true });
    fs.writeFileSync(path.join(rootDir, `remote-${name}`, 'dist', 'remoteEntry.js'), 'void 0;');
  }
});
afterAll(async () => {
  await handle.close();
  fs.rmSync(rootDir, { recursive: true, force: true });
});

async function app(securityHeaders: boolean): Promise<App> {
  const built = await buildApp({ db: handle.db, securityHeaders, schemaCode: testSchemaCode() });
  await registerWeb(built, { rootDir, appName: 'Banca', appMode: 'Test', businessTimezone: 'America/Caracas' });
  return built;
}

const URLS = [
  '/',
  '/admin/users',
  '/config.json',
  '/remotes/users/remoteEntry.js',
  '/api/docs',
  '/api/docs/static/swagger-ui.css',
  '/api/docs/json',
  '/api/health',
  '/api/v1/auth/profile',
  '/api/nowhere',
];

describe('when this server is the front door', () => {
  let server: App;
  beforeAll(async () => {
    server = await app(true);
  });
  afterAll(() => server.close());

  it.each(URLS)('GET %s carries the CSP, nosniff, DENY framing and same-origin referrers', async (url) => {
    const response = await server.inject({ method: 'GET', url });
    expect(response.statusCode).toBeLessThan(500);
    expect(response.headers).toMatchObject({
      'content-security-policy': SECURITY_HEADERS['Content-Security-Policy'],
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
      'referrer-policy': 'same-origin',
    });
  });

  it('the policy allows this origin only, no eval, no framing', () => {
    const policy = SECURITY_HEADERS['Content-Security-Policy'];
    expect(policy).toMatch(/(^|; )default-src 'self'(;|$)/);
    expect(policy).toMatch(/(^|; )script-src 'self'(;|$)/);
    expect(policy).toMatch(/(^|; )frame-ancestors 'none'(;|$)/);
    expect(policy).not.toMatch(/unsafe-eval/);
  });
});

it('behind the gateway (API only) the server leaves them to the gateway, which would send them twice', async () => {
  const apiOnly = await buildApp({ db: handle.db, schemaCode: testSchemaCode() });
  const response = await apiOnly.inject({ method: 'GET', url: '/api/docs' });
  expect(response.headers['content-security-policy']).toBeUndefined();
  expect(response.headers['x-frame-options']).toBeUndefined();
  await apiOnly.close();
});

it('are the gateway’s headers, as its template sends them with no remote origins', () => {
  const template = fs.readFileSync(path.join(ROOT, 'deploy', 'nginx', 'gateway.conf.template'), 'utf8');
  const gateway = Object.fromEntries(
    [...template.matchAll(/^\s*add_header\s+(\S+)\s+"([^"$]*(?:\$\{CSP_REMOTE_ORIGINS\}[^"$]*)*)"\s+always;/gm)].map(([, name, value]) => [
      name,
      value
        .replace(/\$\{CSP_REMOTE_ORIGINS\}/g, '')
        .replace(/\s+;/g, ';')
        .replace(/\s+/g, ' ')
        .trim(),
    ]),
  );
  expect(gateway).toEqual(SECURITY_HEADERS);
});

describe('no API answer is stored by a cache (tokens and personal data)', () => {
  let api: TestApi;
  let token: string;
  beforeAll(async () => {
    api = await createTestApi();
    token = await api.login('admin');
  });
  afterAll(() => api.close());

  const request = (method: 'GET' | 'POST', url: string, payload?: object) => ({ method, url, payload });
  it.each([
    ['a sign-in', request('POST', '/api/v1/auth/login', ACCOUNTS.admin), false, 200],
    ['a refused sign-in', request('POST', '/api/v1/auth/login', { username: 'admin', password: 'x' }), false, 401],
    ['a list', request('GET', '/api/v1/users/list?page=1'), true, 200],
    ['a detail', request('GET', '/api/v1/users/detail/1/profile'), true, 200],
    ['the health check', request('GET', '/api/health'), false, 200],
    ['no session', request('GET', '/api/v1/auth/profile'), false, 403],
    ['bad input', request('GET', '/api/v1/users/list?page=x'), true, 400],
    ['an unknown route', request('GET', '/api/nowhere'), false, 404],
  ])('%s: Cache-Control no-store', async (_, call, signedIn, status) => {
    const response = await api.call({ ...call, token: signedIn ? token : undefined });
    expect(response.statusCode).toBe(status);
    expect(response.headers['cache-control']).toBe('no-store');
  });
});

describe('HSTS when this server is the front door', () => {
  it.each([
    [true, 'max-age=31536000; includeSubDomains'],
    [false, undefined],
  ])('with secure cookies %s: %s', async (secureCookies, hsts) => {
    const built = await buildApp({ db: handle.db, securityHeaders: true, secureCookies, schemaCode: testSchemaCode() });
    const response = await built.inject({ method: 'GET', url: '/api/health' });
    expect(response.headers['strict-transport-security']).toBe(hsts);
    await built.close();
  });

  it('is the gateway’s value', () => {
    const template = fs.readFileSync(path.join(ROOT, 'deploy', 'nginx', 'gateway.conf.template'), 'utf8');
    expect(template).toContain(`true     "${HSTS}";`);
  });
});
