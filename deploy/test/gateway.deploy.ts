/**
 * The deployment of docker-compose.yml, proven without Docker (`pnpm test:deploy`, after `pnpm build`):
 * the compose file validates; the repository's nginx templates run for real with Debian's nginx, one
 * server per micro-frontend behind the gateway, and the API on PostgreSQL; staff sign in and open a
 * page of every remote through the gateway in Chromium, under its CSP; one remote is replaced while
 * the host and the others keep running, and the next page load runs the new version.
 */
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, newContext, signIn, watchCspViolations } from '../../e2e/src/browser';
import {
  API_ADDRESS_LIMIT,
  APPS,
  createDatabase,
  freePort,
  installSite,
  makeWorkDir,
  REMOTES,
  renderTemplate,
  ROOT,
  snapshot,
  startApi,
  startNginx,
  startWebServer,
  type Api,
  type App,
  type Nginx,
  type Remote,
} from './stack';

const workDir = makeWorkDir();
const sites = path.join(workDir, 'sites');
const ports = {} as Record<App | 'api' | 'gateway', number>;
const servers = new Map<App, Nginx>();
let gateway: Nginx;
let api: Api;
let gatewayUrl: string;
let browser: Browser;

/** The gateway's variables, as docker-compose.yml gives them, pointed at the loopback ports. */
async function startGateway(name: string, port: number, extra: Record<string, string> = {}): Promise<Nginx> {
  const conf = renderTemplate(path.join(ROOT, 'deploy/nginx/gateway.conf.template'), {
    LISTEN: `127.0.0.1:${port}`,
    RESOLVER: '127.0.0.1', // never asked: the upstreams below are addresses
    HOST_UPSTREAM: `127.0.0.1:${ports.host}`,
    USERS_UPSTREAM: `127.0.0.1:${ports['remote-users']}`,
    SELLERS_UPSTREAM: `127.0.0.1:${ports['remote-sellers']}`,
    BOOTHS_UPSTREAM: `127.0.0.1:${ports['remote-booths']}`,
    CATALOG_UPSTREAM: `127.0.0.1:${ports['remote-catalog']}`,
    API_UPSTREAM: `127.0.0.1:${ports.api}`,
    CSP_REMOTE_ORIGINS: '',
    BEHIND_TLS: 'false',
    ...extra,
  });
  return startNginx(workDir, name, conf, `http://127.0.0.1:${port}/healthz`);
}

const stopAll = async () => {
  await browser?.close().catch(() => undefined);
  await Promise.all([gateway?.stop(), ...[...servers.values()].map((server) => server.stop()), api?.stop()]);
  fs.rmSync(workDir, { recursive: true, force: true });
};
// Should jest be interrupted, no server outlives it.
process.once('exit', () => {
  for (const child of [gateway?.process, ...[...servers.values()].map((s) => s.process), api?.process]) child?.kill('SIGKILL');
});

beforeAll(async () => {
  for (const name of [...APPS, 'api', 'gateway'] as const) ports[name] = await freePort();
  api = await startApi(createDatabase(`banca_deploy_${randomBytes(4).toString('hex')}`), ports.api);
  for (const app of APPS) {
    const site = installSite(app, path.join(sites, app), app === 'host' ? { APP_NAME: 'Banca', APP_MODE: 'Staging' } : {});
    servers.set(app, await startWebServer(workDir, site, ports[app]));
  }
  gateway = await startGateway('gateway', ports.gateway);
  gatewayUrl = `http://127.0.0.1:${ports.gateway}`;
  process.env.E2E_BASE_URL = gatewayUrl;
  browser = await launchBrowser();
}, 180_000);

afterAll(stopAll, 60_000);

async function get(url: string): Promise<{ status: number; headers: Headers; body: string }> {
  const response = await fetch(url.startsWith('http') ? url : gatewayUrl + url);
  return { status: response.status, headers: response.headers, body: await response.text() };
}

test('docker-compose validates docker-compose.yml, with every service of the topology', () => {
  const compose = ['-f', path.join(ROOT, 'docker-compose.yml')];
  execFileSync('docker-compose', [...compose, 'config', '-q'], { stdio: ['ignore', 'ignore', 'inherit'] });
  const services = execFileSync('docker-compose', [...compose, 'config', '--services'])
    .toString()
    .split('\n')
    .filter(Boolean);
  expect(services.sort()).toEqual([
    'api',
    'gateway',
    'host',
    'postgres',
    'remote-booths',
    'remote-catalog',
    'remote-sellers',
    'remote-users',
  ]);
});

describe('the gateway', () => {
  test('routes / to the host, /remotes/<name>/ to each remote and /api to the API on PostgreSQL', async () => {
    expect((await get('/healthz')).body).toBe('ok\n');
    const page = await get('/admin/users'); // a client-side route: the host's page
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
    expect(JSON.parse((await get('/version.json')).body)).toMatchObject({ app: 'host' });
    for (const name of REMOTES) {
      const version = JSON.parse((await get(`/remotes/${name}/version.json`)).body);
      expect(version).toMatchObject({
        app: `remote-${name}`,
        version: expect.any(String),
        hash: expect.any(String),
        builtAt: expect.any(String),
      });
      expect(JSON.parse((await get(`/remotes/${name}/mf-manifest.json`)).body)).toMatchObject({ name });
    }
    expect(JSON.parse((await get('/config.json')).body)).toEqual({
      apiUrl: '/api',
      appName: 'Banca',
      appMode: 'Staging',
      businessTimezone: 'America/Caracas',
      remotes: Object.fromEntries(REMOTES.map((name) => [name, `/remotes/${name}/mf-manifest.json`])),
    });
    expect(JSON.parse((await get('/api/health')).body)).toMatchObject({ status: 'ok', engine: 'postgres' });
    // A missing chunk is a 404, never the page.
    expect((await get('/remotes/users/missing.0123abcd.js')).status).toBe(404);
  });

  test('never caches entry files and the runtime config; caches hashed files for a year', async () => {
    const noCache = [
      '/',
      '/admin/users',
      '/version.json',
      ...REMOTES.flatMap((n) => [`/remotes/${n}/remoteEntry.js`, `/remotes/${n}/mf-manifest.json`, `/remotes/${n}/version.json`]),
    ];
    for (const url of noCache) expect([url, (await get(url)).headers.get('cache-control')]).toEqual([url, 'no-cache']);
    expect((await get('/config.json')).headers.get('cache-control')).toBe('no-store');
    for (const app of APPS) {
      const hashed = fs.readdirSync(path.join(sites, app)).find((file) => /\.[0-9a-f]{8}\.js$/.test(file))!;
      const url = app === 'host' ? `/${hashed}` : `/remotes/${app.slice('remote-'.length)}/${hashed}`;
      const response = await get(url);
      expect([url, response.status, response.headers.get('cache-control')]).toEqual([url, 200, 'public, max-age=31536000, immutable']);
      expect(response.headers.get('content-type')).toMatch(/javascript/);
    }
  });

  test('sends the security headers: CSP of this origin only, no framing, nosniff; HSTS only behind TLS', async () => {
    for (const url of ['/', '/remotes/sellers/remoteEntry.js', '/api/health']) {
      const { headers } = await get(url);
      const csp = headers.get('content-security-policy') ?? '';
      expect(csp).toMatch(/default-src 'self';/);
      expect(csp).toMatch(/script-src 'self' *;/);
      expect(csp).toMatch(/connect-src 'self' *;/);
      expect(csp).toMatch(/frame-ancestors 'none'/);
      expect(csp).not.toMatch(/unsafe-eval/);
      expect(headers.get('x-content-type-options')).toBe('nosniff');
      expect(headers.get('x-frame-options')).toBe('DENY');
      expect(headers.get('strict-transport-security')).toBeNull();
    }
    // The same template with TLS terminated in front, and remotes on other origins.
    const port = await freePort();
    const tls = await startGateway('gateway-tls', port, { BEHIND_TLS: 'true', CSP_REMOTE_ORIGINS: 'https://cdn.example.com' });
    try {
      const { headers } = await get(`http://127.0.0.1:${port}/healthz`);
      expect(headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
      expect(headers.get('content-security-policy')).toMatch(/script-src 'self' https:\/\/cdn\.example\.com;/);
    } finally {
      await tls.stop();
    }
  });
});

/** One page per remote, and demo data it shows once that remote has loaded and called the API. */
const PAGES: { path: string; remote: Remote; content: RegExp }[] = [
  { path: '/admin/users', remote: 'users', content: /Administrador Principal/ },
  { path: '/admin/sellers', remote: 'sellers', content: /@/ },
  { path: '/admin/booths', remote: 'booths', content: /Agencia |Taquilla / },
  { path: '/draw/draws', remote: 'catalog', content: /Lotería Nacional/ },
];

interface Watched {
  context: BrowserContext;
  page: Page;
  /** CSP violations the page reported so far. */
  cspViolations: () => Promise<string[]>;
  /** Remote entries the page fetched (url → status). */
  remoteEntries: Map<string, number>;
}

async function openPage(): Promise<Watched> {
  const context = await newContext(browser);
  const violations = await watchCspViolations(context);
  const page = await context.newPage();
  const watched: Watched = { context, page, cspViolations: () => violations(page), remoteEntries: new Map() };
  page.on('response', (response) => {
    if (/\/remotes\/\w+\/remoteEntry\.js/.test(response.url()))
      watched.remoteEntries.set(new URL(response.url()).pathname, response.status());
  });
  return watched;
}

async function expectPage(page: Page, { path: url, content }: (typeof PAGES)[number]): Promise<void> {
  await page.goto(url);
  await page.locator('main').getByText(content).first().waitFor();
  expect(await page.getByText('Módulo no disponible').count()).toBe(0);
}

const deployedMarker = (page: Page) =>
  page.evaluate(() => (globalThis as { __bancaDeployed?: Record<string, string> }).__bancaDeployed?.sellers ?? null);

test('staff sign in and open a page of every remote through the gateway, with no CSP violation', async () => {
  const { context, page, cspViolations, remoteEntries } = await openPage();
  try {
    await signIn(page);
    for (const entry of PAGES) await expectPage(page, entry);
    expect(await cspViolations()).toEqual([]);
    expect(Object.fromEntries(remoteEntries)).toEqual(Object.fromEntries(REMOTES.map((name) => [`/remotes/${name}/remoteEntry.js`, 200])));
    if (process.env.DEPLOY_SCREENSHOT) await page.screenshot({ path: process.env.DEPLOY_SCREENSHOT });
  } finally {
    await context.close();
  }
}, 120_000);

test('a remote is replaced while the host and the others keep running; the next load runs the new version', async () => {
  const host = { pid: servers.get('host')!.process.pid, files: snapshot(path.join(sites, 'host')) };
  const gatewayPid = gateway.process.pid;
  const { context, page } = await openPage();
  try {
    await signIn(page);
    const sellersPage = PAGES.find((p) => p.remote === 'sellers')!;
    const usersPage = PAGES.find((p) => p.remote === 'users')!;
    await expectPage(page, sellersPage);
    const before = JSON.parse((await get('/remotes/sellers/version.json')).body);
    expect(await deployedMarker(page)).toBeNull();

    // The new release of remote-sellers: its files as the image would hold them, with a new
    // remoteEntry.js (which marks the page it runs in) and a new version.json.
    const release = path.join(sites, 'remote-sellers-v2');
    installSite('remote-sellers', release);
    const hash = `redeployed-${randomBytes(4).toString('hex')}`;
    fs.appendFileSync(path.join(release, 'remoteEntry.js'), `\n;(globalThis.__bancaDeployed ??= {}).sellers = ${JSON.stringify(hash)};\n`);
    fs.writeFileSync(path.join(release, 'version.json'), JSON.stringify({ ...before, hash, builtAt: new Date().toISOString() }));

    // The old container stops: that remote alone is unavailable, the shell and the others work.
    await servers.get('remote-sellers')!.stop();
    expect((await get('/remotes/sellers/mf-manifest.json')).status).toBe(502);
    await page.goto(sellersPage.path);
    await page.getByText('Módulo no disponible').waitFor();
    await expectPage(page, usersPage);

    // The new one starts in its place; the same browser (its cache warm) gets it on the next load.
    servers.set('remote-sellers', await startWebServer(workDir, release, ports['remote-sellers']));
    expect(JSON.parse((await get('/remotes/sellers/version.json')).body)).toMatchObject({ hash });
    await expectPage(page, sellersPage);
    expect(await deployedMarker(page)).toBe(hash);
    await expectPage(page, usersPage);

    // Nothing of the host or the gateway was touched.
    expect(servers.get('host')!.process.pid).toBe(host.pid);
    expect(servers.get('host')!.process.exitCode).toBeNull();
    expect(snapshot(path.join(sites, 'host'))).toEqual(host.files);
    expect(gateway.process.pid).toBe(gatewayPid);
    expect(gateway.process.exitCode).toBeNull();
  } finally {
    await context.close();
  }
}, 120_000);

// Last: it uses up the allowance of failed sign-ins of this machine's address.
test('failed sign-ins count against the client the gateway saw, whatever X-Forwarded-For the client sends', async () => {
  const failedSignIn = (base: string, forwardedFor: string, n: number) =>
    fetch(`${base}/api/v1/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': forwardedFor },
      body: JSON.stringify({ username: `nadie.${n}`, password: 'incorrecta' }),
    });
  // The API believes the header from a proxy it trusts (TRUST_PROXY: here loopback, where it runs):
  // sent straight to it, every made-up address gets an allowance of its own...
  for (let n = 0; n <= API_ADDRESS_LIMIT; n++) expect((await failedSignIn(api.url, `192.0.2.${n}`, n)).status).toBe(401);
  // ...but the gateway puts the address it saw in its place, so through it they are one client.
  const statuses = [];
  for (let n = 0; n <= API_ADDRESS_LIMIT; n++) statuses.push((await failedSignIn(gatewayUrl, `198.51.100.${n}`, 100 + n)).status);
  expect(statuses).toEqual([...Array(API_ADDRESS_LIMIT).fill(401), 429]);
});
