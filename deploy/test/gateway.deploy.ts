/**
 * The deployment of docker-compose.yml, proven without Docker (`pnpm test:deploy`, after `pnpm build`):
 * the compose file validates; the repository's nginx templates run for real with Debian's nginx, one
 * server per micro-frontend behind the gateway, and the API on PostgreSQL; staff sign in and open a
 * page of every remote through the gateway in Chromium, under its CSP; one remote is replaced by a
 * release built from a later revision (a changed kit component, an API call the host does not know)
 * while the host and the others keep running, and the next page load runs it; a release needing a
 * newer shared-auth than the page has is refused with the reason, never a crash; a remote that moves
 * its pages (a new path in its route manifest) is redeployed alone, and the links to them from the
 * host and from the other remotes follow.
 */
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
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
  WorkspaceCopy,
  installDist,
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
    TERMINAL_UPSTREAM: `127.0.0.1:${ports['remote-terminal']}`,
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

async function get(url: string, headers: Record<string, string> = {}): Promise<{ status: number; headers: Headers; body: string }> {
  const response = await fetch(url.startsWith('http') ? url : gatewayUrl + url, { headers });
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
    'remote-terminal',
    'remote-users',
  ]);
});

describe('the gateway', () => {
  test('routes / to the host, /remotes/<name>/ to each remote and /api to the API on PostgreSQL', async () => {
    expect((await get('/healthz')).body).toBe('ok\n');
    const page = await get('/admin/users'); // a client-side route: the host's page
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
    // The host's image wrote the runtime config into its page (the app reads it instead of fetching it).
    const written = /<script type="application\/json" id="runtime-config">([^<]*)<\/script>/.exec(page.body);
    expect(JSON.parse(written?.[1] ?? 'null')).toEqual(JSON.parse((await get('/config.json')).body));
    expect(page.body).not.toContain('href="/config.json"');
    expect((await get('/index.html.built')).status).toBe(404);
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

  test("sends the build's pre-compressed files gzip-encoded, compresses the runtime config on the fly, serves no source map", async () => {
    for (const app of APPS) {
      const hashed = fs.readdirSync(path.join(sites, app)).find((file) => /\.[0-9a-f]{8}\.js$/.test(file))!;
      const url = app === 'host' ? `/${hashed}` : `/remotes/${app.slice('remote-'.length)}/${hashed}`;
      // fetch decodes the body: it must be the very file, sent as its .gz.
      const response = await get(url, { 'accept-encoding': 'gzip, br' });
      expect([url, response.status, response.headers.get('content-encoding')]).toEqual([url, 200, 'gzip']);
      expect(response.headers.get('vary')).toMatch(/Accept-Encoding/i);
      expect(response.body).toBe(fs.readFileSync(path.join(sites, app, hashed), 'utf8'));
      // Nothing compressed on the fly carries the .gz's exact length: nginx sent the build's file.
      expect(Number(response.headers.get('content-length'))).toBe(fs.statSync(path.join(sites, app, `${hashed}.gz`)).size);
      expect([url, (await get(`${url}.map`)).status]).toEqual([url, 404]);
      expect(fs.readdirSync(path.join(sites, app)).filter((file) => file.endsWith('.map'))).toEqual([]);
    }
    const config = await get('/config.json', { 'accept-encoding': 'gzip' });
    expect(config.headers.get('content-encoding')).toBe('gzip');
    expect(JSON.parse(config.body)).toMatchObject({ apiUrl: '/api' });
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

describe('slow clients', () => {
  /** A connection that sends a request's headers and the start of its 100 KB body, then nothing. */
  function stalledBody(): Promise<{ socket: net.Socket; answer: Promise<{ text: string; afterMs: number }> }> {
    return new Promise((resolve, reject) => {
      const opened = Date.now();
      const socket = net.connect(ports.gateway, '127.0.0.1');
      let text = '';
      socket.setEncoding('utf8');
      socket.on('data', (chunk: string) => {
        text += chunk;
      });
      socket.on('error', () => {});
      const answer = new Promise<{ text: string; afterMs: number }>((done) =>
        socket.on('close', () => done({ text, afterMs: Date.now() - opened })),
      );
      socket.once('connect', () => {
        socket.write(
          'POST /api/v1/auth/login HTTP/1.1\r\nHost: gateway\r\nContent-Type: application/json\r\nContent-Length: 102400\r\n\r\n{"u',
        );
        resolve({ socket, answer });
      });
      socket.once('error', reject);
    });
  }

  test('a body that stops coming is cut after 10 s, never reaching the API', async () => {
    const { answer } = await stalledBody();
    const { text, afterMs } = await answer;
    // nginx closes the connection (it logs a 408) and has sent nothing to the API.
    expect(text).toBe('');
    expect(afterMs).toBeGreaterThanOrEqual(9_500);
    expect(afterMs).toBeLessThan(15_000);
  }, 30_000);

  test('one address holds at most 100 requests in progress; the next is refused with 429 and others are served', async () => {
    const held = await Promise.all(Array.from({ length: 100 }, () => stalledBody()));
    try {
      // nginx counts a connection once its request headers are read.
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect((await get('/api/health')).status).toBe(429);
    } finally {
      for (const { socket } of held) socket.destroy();
    }
    const deadline = Date.now() + 5_000;
    while ((await get('/api/health')).status !== 200 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
    expect((await get('/api/health')).status).toBe(200);
  });
});

/** One page per staff remote, and demo data it shows once that remote has loaded and called the API. */
const PAGES: { path: string; remote: Exclude<Remote, 'terminal'>; content: RegExp }[] = [
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

test('staff sign in and open a page of every remote through the gateway, with no CSP violation', async () => {
  const { context, page, cspViolations, remoteEntries } = await openPage();
  try {
    await signIn(page);
    for (const entry of PAGES) await expectPage(page, entry);
    expect(await cspViolations()).toEqual([]);
    expect(Object.fromEntries(remoteEntries)).toEqual(
      Object.fromEntries(PAGES.map(({ remote }) => [`/remotes/${remote}/remoteEntry.js`, 200])),
    );
    if (process.env.DEPLOY_SCREENSHOT) await page.screenshot({ path: process.env.DEPLOY_SCREENSHOT });
  } finally {
    await context.close();
  }
}, 120_000);

test('the booth terminal opens at /taquilla through the gateway (its own page, its remote), and a seller signs in and sees the draws, with no CSP violation', async () => {
  const page = await get('/taquilla/tickets');
  expect(page.body).toMatch(/<link rel="manifest" href="\/taquilla.webmanifest">/);
  expect(page.body).toContain('id="runtime-config"');
  expect(page.body).toContain('<link rel="preload" as="fetch" href="/remotes/terminal/mf-manifest.json" crossorigin="anonymous">');
  expect((await get('/taquilla.webmanifest')).headers.get('content-type')).toMatch(/application\/manifest\+json/);
  const { context, page: tab, cspViolations, remoteEntries } = await openPage();
  try {
    await tab.setViewportSize({ width: 390, height: 844 });
    await tab.goto('/taquilla');
    await tab.getByLabel('Correo de la cuenta').fill('taquilla@bancademo.com.ve');
    await tab.getByLabel('Contraseña').fill('taquilla123');
    await tab.getByRole('button', { name: 'Ingresar' }).click();
    await tab.getByRole('group', { name: 'Juego' }).waitFor();
    expect(await cspViolations()).toEqual([]);
    expect(Object.fromEntries(remoteEntries)).toEqual({ '/remotes/terminal/remoteEntry.js': 200 });
    await tab.getByRole('button', { name: 'Salir' }).click();
    await tab.getByLabel('Contraseña').waitFor();
  } finally {
    await context.close();
  }
}, 120_000);

/** The version of shared-auth the page (the host) carries. */
const PAGE_AUTH_VERSION: string = JSON.parse(fs.readFileSync(path.join(ROOT, 'shared-auth/package.json'), 'utf8')).version;

/** The later revision of remote-sellers the redeploy test builds: what it changes, and how it shows. */
const RELEASE = {
  /** A visible text of the list kit: every list's title bar says so. */
  kitText: 'Kit renovado',
  /** A call of the API the host's bundle never makes: the server's health, shown on the sellers page. */
  newCall: '/api/health',
  shownResult: 'Servidor: postgres',
};

/**
 * Builds the new releases of remote-sellers in a throwaway copy of the workspace: `next` from this
 * revision plus a change to the kit (a visible text of the list's title bar) and a new API call (a GET
 * of the health endpoint the host never calls, added to the kit's typed client and shown by the
 * sellers page); `needsNewerAuth` from the same sources declaring shared-auth 2.x (a version and a
 * range the page's 1.x does not satisfy).
 */
function buildSellersReleases(): { next: string; needsNewerAuth: string } {
  const copy = new WorkspaceCopy(path.join(workDir, 'next-revision'));
  copy.change('kit/src/components/PageTitleBar.tsx', '          {title}\n', `          {title} · ${RELEASE.kitText}\n`);
  copy.append(
    'kit/src/api/auth.ts',
    "\n/** The server's health (public). */\nexport const healthApi = { status: () => call('GET /health') };\n",
  );
  copy.change(
    'kit/src/index.ts',
    "export { menuApi, ownAccountApi } from './api/auth';",
    "export { healthApi, menuApi, ownAccountApi } from './api/auth';",
  );
  copy.change(
    'remote-sellers/src/pages/sellers/index.tsx',
    "import { Button } from 'antd';",
    "import { Button, Typography } from 'antd';\nimport { useQuery } from '@tanstack/react-query';",
  );
  copy.change('remote-sellers/src/pages/sellers/index.tsx', 'ListSearch,', 'healthApi,\n  ListSearch,');
  copy.change(
    'remote-sellers/src/pages/sellers/index.tsx',
    '  return (\n    <>\n',
    "  const health = useQuery({ queryKey: ['health'], queryFn: healthApi.status });\n  return (\n    <>\n      {health.data && <Typography.Text>Servidor: {health.data.engine}</Typography.Text>}\n",
  );
  copy.install();
  const next = path.join(workDir, 'release-next');
  fs.cpSync(copy.build('remote-sellers', 'next-revision'), next, { recursive: true });

  copy.change('shared-auth/package.json', `"version": "${PAGE_AUTH_VERSION}"`, '"version": "2.0.0"');
  const range = JSON.parse(fs.readFileSync(path.join(ROOT, 'remote-sellers/package.json'), 'utf8')).dependencies['@banca/shared-auth'];
  copy.change('remote-sellers/package.json', `"@banca/shared-auth": "${range}"`, '"@banca/shared-auth": "workspace:^2.0.0"');
  return { next, needsNewerAuth: copy.build('remote-sellers', 'needs-shared-auth-2') };
}

test('a remote rebuilt from a later revision is deployed alone; the next load runs its kit and its new API call, the host untouched', async () => {
  const host = { pid: servers.get('host')!.process.pid, files: snapshot(path.join(sites, 'host')) };
  const gatewayPid = gateway.process.pid;
  const hostBundle = fs
    .readdirSync(path.join(sites, 'host'))
    .filter((file) => file.endsWith('.js'))
    .map((file) => fs.readFileSync(path.join(sites, 'host', file), 'utf8'))
    .join('\n');
  // The host's bundle does not know the new call.
  expect(hostBundle).not.toMatch(/['"]GET \/health['"]/);
  const releases = buildSellersReleases();

  const { context, page } = await openPage();
  const apiCalls: string[] = [];
  page.on('request', (request) => apiCalls.push(new URL(request.url()).pathname));
  try {
    await signIn(page);
    const sellersPage = PAGES.find((p) => p.remote === 'sellers')!;
    const usersPage = PAGES.find((p) => p.remote === 'users')!;
    await expectPage(page, sellersPage);
    expect(await page.getByText(RELEASE.kitText).count()).toBe(0);
    const before = JSON.parse((await get('/remotes/sellers/version.json')).body);

    // The old container stops: that remote alone is unavailable, the shell and the others work.
    await servers.get('remote-sellers')!.stop();
    expect((await get('/remotes/sellers/mf-manifest.json')).status).toBe(502);
    await page.goto(sellersPage.path);
    await page.getByText('Módulo no disponible').waitFor();
    await expectPage(page, usersPage);

    // The new release starts in its place; the same browser (its cache warm) gets it on the next load.
    const release = installDist(releases.next, path.join(sites, 'remote-sellers-next'));
    servers.set('remote-sellers', await startWebServer(workDir, release, ports['remote-sellers']));
    const after = JSON.parse((await get('/remotes/sellers/version.json')).body);
    expect(after).toMatchObject({ app: 'remote-sellers', commit: 'next-revision' });
    expect(after.hash).not.toBe(before.hash);
    await expectPage(page, sellersPage);
    // Its own copy of the kit, and the call the host never heard of, through the page's shared-auth.
    await page.locator('main').getByText(RELEASE.kitText).first().waitFor();
    await page.locator('main').getByText(RELEASE.shownResult).waitFor();
    expect(apiCalls).toContain(RELEASE.newCall);
    // The other remotes keep their own kit.
    await expectPage(page, usersPage);
    expect(await page.locator('main').getByText(RELEASE.kitText).count()).toBe(0);

    // A release that needs shared-auth 2.x beside the page's 1.x: refused with the reason.
    await servers.get('remote-sellers')!.stop();
    const refused = installDist(releases.needsNewerAuth, path.join(sites, 'remote-sellers-auth-2'));
    servers.set('remote-sellers', await startWebServer(workDir, refused, ports['remote-sellers']));
    await page.goto(sellersPage.path);
    await page.getByText('Módulo no disponible').waitFor();
    await page.getByText(`Esta sección necesita @banca/shared-auth ^2.0.0 y la página tiene la versión ${PAGE_AUTH_VERSION}.`).waitFor();
    await expectPage(page, usersPage);

    // Nothing of the host or the gateway was touched: same processes, same file contents.
    expect(servers.get('host')!.process.pid).toBe(host.pid);
    expect(servers.get('host')!.process.exitCode).toBeNull();
    expect(snapshot(path.join(sites, 'host'))).toEqual(host.files);
    expect(gateway.process.pid).toBe(gatewayPid);
    expect(gateway.process.exitCode).toBeNull();
  } finally {
    await context.close();
  }
}, 900_000);

/** The paths remote-users' later release gives two of its pages (its manifest alone says where they are). */
const MOVED = { 'users.list': ['/admin/users', '/personal'], 'users.audit': ['/admin/audit', '/auditoria'] } as const;

test("a remote that moves its pages is redeployed alone; the host's tile and another remote's link follow the new paths", async () => {
  const untouched = (['host', 'remote-catalog', 'remote-booths'] as const).map((app) => ({
    app,
    pid: servers.get(app)!.process.pid,
    files: snapshot(path.join(sites, app)),
  }));
  // remote-users rebuilt with two paths changed in its route manifest, and nothing else.
  const copy = new WorkspaceCopy(path.join(workDir, 'moved-pages'));
  for (const [from, to] of Object.values(MOVED)) copy.change('remote-users/src/routes.ts', `path: '${from}'`, `path: '${to}'`);
  copy.install();
  const release = path.join(workDir, 'release-moved');
  fs.cpSync(copy.build('remote-users', 'moved-pages'), release, { recursive: true });
  const routes = JSON.parse(fs.readFileSync(path.join(release, 'routes.json'), 'utf8')).routes as { id: string; path: string }[];
  for (const [id, [, to]] of Object.entries(MOVED)) expect(routes.find((route) => route.id === id)?.path).toBe(to);

  // Redeployed alone: its server replaced, the host and the other remotes left as they were.
  await servers.get('remote-users')!.stop();
  servers.set(
    'remote-users',
    await startWebServer(workDir, installDist(release, path.join(sites, 'remote-users-moved')), ports['remote-users']),
  );

  const { context, page, cspViolations } = await openPage();
  try {
    await signIn(page);
    // The host's landing tile (the host was built with no idea of either path).
    const tile = page.getByRole('list', { name: 'Accesos directos' }).getByRole('link', { name: /Usuarios/ });
    await tile.waitFor();
    expect(await tile.getAttribute('href')).toBe('/personal');
    await tile.click();
    await page.locator('main').getByText('Administrador Principal').first().waitFor();
    expect(new URL(page.url()).pathname).toBe('/personal');
    // The side menu, named by page ids, follows too.
    const menu = page.getByRole('navigation', { name: 'Menú principal' });
    expect(await menu.getByRole('link', { name: 'Auditoría' }).getAttribute('href')).toBe('/auditoria');

    // remote-catalog's link to remote-users' audit page, from a draw's page.
    await page.goto('/draw/draws');
    await page.locator('main').getByRole('link', { name: /^Ver / }).first().click();
    const history = page.locator('main').getByRole('link', { name: /Ver historial/ });
    await history.waitFor();
    expect(await history.getAttribute('href')).toMatch(/^\/auditoria\?record_type=draw&record_id=\d+$/);
    await history.click();
    await page.waitForURL(/\/auditoria\?record_type=draw/);
    await page.getByRole('heading', { name: 'Auditoría' }).first().waitFor();
    expect(await page.getByText('Módulo no disponible').count()).toBe(0);
    expect(await page.getByText('Página no encontrada').count()).toBe(0);
    expect(await cspViolations()).toEqual([]);

    for (const { app, pid, files } of untouched) {
      expect([app, servers.get(app)!.process.pid]).toEqual([app, pid]);
      expect([app, snapshot(path.join(sites, app))]).toEqual([app, files]);
    }
  } finally {
    await context.close();
  }
}, 900_000);

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
