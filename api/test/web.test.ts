/**
 * How the embedded server (`pnpm start`) serves the built apps: pre-compressed files by
 * Accept-Encoding, with `Vary: Accept-Encoding`, and no source maps (a missing file is a 404, never
 * the app's page); the host's pages with the runtime config written in, the terminal's with
 * preloads of the terminal remote's first files.
 *
 * @test-moved folder  (run again by `pnpm test:moved` from a clone in a private folder)
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { buildApp } from '../src/app';
import type { DatabaseHandle } from '../src/db/client';
import type { App } from '../src/http/types';
import { REMOTES, registerWeb } from '../src/web';
import { assemblePage, CONFIG_PRELOAD, moduleAt } from '../src/web-page';
import { openTestDatabase, testSchemaCode } from './helpers';

const SCRIPT = `console.log(${JSON.stringify('banca '.repeat(200))});`;
const PAGE = `<!doctype html><html><head><title>Banca</title><script defer src="/main.1a2b3c4d.js"></script>${CONFIG_PRELOAD}</head><body>${'<!-- -->'.repeat(100)}</body></html>`;
const TERMINAL_PAGE = PAGE.replace('<title>Banca</title>', '<title>Taquilla</title>');
const CONFIG = {
  apiUrl: '/api',
  appName: 'Banca',
  appMode: 'Test',
  businessTimezone: 'America/Caracas',
  remotes: Object.fromEntries(REMOTES.map((name) => [name, `/remotes/${name}/mf-manifest.json`])),
};
const WRITTEN_CONFIG = `<script type="application/json" id="runtime-config">${JSON.stringify(CONFIG)}</script>`;
/** The page as the server sends it: the configuration written where the build preloaded it. */
const served = (page: string, extraHead = '') => page.replace(CONFIG_PRELOAD, WRITTEN_CONFIG).replace('</head>', `${extraHead}</head>`);
/** The terminal remote's build, as far as the page's preloads read it. */
const TERMINAL_ROUTES = {
  remote: 'terminal',
  routes: [
    { path: '/taquilla', module: './pages/sell', title: 'Vender', subtitle: 'Vender', access: 'terminal' },
    { path: '/taquilla/tickets', module: './pages/tickets', title: 'Tickets', subtitle: 'Tickets', access: 'terminal' },
  ],
};
const TERMINAL_MANIFEST = {
  metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
  exposes: [
    { path: './pages/sell', assets: { js: { sync: ['1.a.js', 'sell.b.js'], async: [] } } },
    { path: './pages/tickets', assets: { js: { sync: ['1.a.js', 'tickets.c.js'], async: [] } } },
  ],
};
const terminalPreloads = (...chunks: string[]) =>
  [
    '<link rel="preload" as="fetch" href="/remotes/terminal/routes.json" crossorigin="anonymous">',
    '<link rel="preload" as="fetch" href="/remotes/terminal/mf-manifest.json" crossorigin="anonymous">',
    '<link rel="preload" as="script" href="/remotes/terminal/remoteEntry.js">',
    ...chunks.map((chunk) => `<link rel="preload" as="script" href="/remotes/terminal/${chunk}">`),
  ].join('');

/** A file as the build writes it: itself, `.br` and `.gz`. */
function writeBuilt(dir: string, name: string, content: string): void {
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, name), content);
  fs.writeFileSync(path.join(dir, `${name}.br`), zlib.brotliCompressSync(content));
  fs.writeFileSync(path.join(dir, `${name}.gz`), zlib.gzipSync(content));
}

let handle: DatabaseHandle;
let rootDir: string;
let app: App;
beforeAll(async () => {
  handle = await openTestDatabase();
  rootDir = fs.mkdtempSync(path.join(os.tmpdir(), 'banca-web-'));
  const hostDist = path.join(rootDir, 'host', 'dist');
  writeBuilt(hostDist, 'index.html', PAGE);
  writeBuilt(hostDist, 'taquilla.html', TERMINAL_PAGE);
  writeBuilt(hostDist, 'main.1a2b3c4d.js', SCRIPT);
  fs.writeFileSync(path.join(hostDist, 'plain.txt'), 'written without compressed copies');
  for (const name of REMOTES) writeBuilt(path.join(rootDir, `remote-${name}`, 'dist'), 'remoteEntry.js', SCRIPT);
  const terminalDist = path.join(rootDir, 'remote-terminal', 'dist');
  fs.writeFileSync(path.join(terminalDist, 'routes.json'), JSON.stringify(TERMINAL_ROUTES));
  fs.writeFileSync(path.join(terminalDist, 'mf-manifest.json'), JSON.stringify(TERMINAL_MANIFEST));
  app = await buildApp({ db: handle.db, schemaCode: testSchemaCode() });
  await registerWeb(app, { rootDir, appName: 'Banca', appMode: 'Test', businessTimezone: 'America/Caracas' });
});
afterAll(async () => {
  await app.close();
  await handle.close();
  fs.rmSync(rootDir, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string) =>
  app.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

describe('pre-compressed files', () => {
  it.each([
    ['br, gzip', 'br', (body: Buffer) => zlib.brotliDecompressSync(body)],
    ['gzip, deflate', 'gzip', (body: Buffer) => zlib.gunzipSync(body)],
  ])('Accept-Encoding "%s" gets the %s file, as JavaScript, cached as a hashed file', async (accepted, encoding, decode) => {
    const answer = await get('/main.1a2b3c4d.js', accepted);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-encoding']).toBe(encoding);
    expect(answer.headers.vary).toMatch(/Accept-Encoding/i);
    expect(answer.headers['content-type']).toMatch(/javascript/);
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(decode(answer.rawPayload).toString()).toBe(SCRIPT);
  });

  it('without Accept-Encoding the file is sent as it is, still saying the answer varies', async () => {
    const answer = await get('/main.1a2b3c4d.js');
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.headers.vary).toMatch(/Accept-Encoding/i);
    expect(answer.body).toBe(SCRIPT);
  });

  it('a file without compressed copies is compressed on the fly', async () => {
    const answer = await get('/plain.txt', 'gzip');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(answer.rawPayload).toString()).toBe('written without compressed copies');
  });

  it("a remote's files too", async () => {
    const answer = await get('/remotes/users/remoteEntry.js', 'gzip, deflate, br');
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['cache-control']).toBe('no-cache');
    expect(zlib.brotliDecompressSync(answer.rawPayload).toString()).toBe(SCRIPT);
  });

  it.each(['/', '/admin/users', '/login'])('the page at %s, the runtime config written in, is compressed and never cached', async (url) => {
    const answer = await get(url, 'br');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['content-type']).toMatch(/text\/html/);
    expect(answer.headers['cache-control']).toBe('no-cache');
    expect(answer.headers.vary).toMatch(/Accept-Encoding/i);
    expect(zlib.brotliDecompressSync(answer.rawPayload).toString()).toBe(served(PAGE));
  });
});

describe("the booth terminal's page", () => {
  it.each([
    ['/taquilla', ['1.a.js', 'sell.b.js']],
    ['/taquilla/', ['1.a.js', 'sell.b.js']],
    ['/taquilla/tickets?code=AB', ['1.a.js', 'tickets.c.js']],
  ])('%s gets the page made for the terminal, preloading the remote page it opens, never cached', async (url, chunks) => {
    const answer = await get(url, 'gzip');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-cache');
    expect(zlib.gunzipSync(answer.rawPayload).toString()).toBe(served(TERMINAL_PAGE, terminalPreloads(...chunks)));
  });

  it('an address of no terminal page preloads its routes and manifest only (the app says it is not a page)', async () => {
    expect(zlib.gunzipSync((await get('/taquilla/nada', 'gzip')).rawPayload).toString()).toBe(
      served(TERMINAL_PAGE, terminalPreloads().replace(/<link rel="preload" as="script"[^>]*>/, '')),
    );
  });

  it('an address that only starts like it (/taquillas) is the back-office page; the remote is served at /remotes/terminal/', async () => {
    expect(zlib.gunzipSync((await get('/taquillas', 'gzip')).rawPayload).toString()).toBe(served(PAGE));
    expect((await get('/remotes/terminal/remoteEntry.js')).statusCode).toBe(200);
    expect(JSON.parse((await get('/config.json')).body).remotes.terminal).toBe('/remotes/terminal/mf-manifest.json');
  });
});

describe('the page as assembled', () => {
  it('escapes "<" in the configuration (no value closes the element) and takes "$" as text', () => {
    const page = assemblePage(PAGE, { appName: '</script><b>$&</b>' });
    expect(page).toContain('{"appName":"\\u003c/script>\\u003cb>$&\\u003c/b>"}</script>');
    expect(page).not.toContain(CONFIG_PRELOAD);
    expect(JSON.parse(/id="runtime-config">([^<]*)</.exec(page)![1])).toEqual({ appName: '</script><b>$&</b>' });
  });

  it("a page without the build's preload gets the configuration before </head>", () => {
    expect(assemblePage('<html><head><title>x</title></head></html>', { a: 1 })).toBe(
      '<html><head><title>x</title><script type="application/json" id="runtime-config">{"a":1}</script></head></html>',
    );
  });

  it.each([
    ['/taquilla', './pages/sell'],
    ['/taquilla/', './pages/sell'],
    ['/taquilla/tickets', './pages/tickets'],
    ['/taquilla/otra', undefined],
  ])('the route of %s is %s', (pathname, module) => {
    expect(moduleAt(TERMINAL_ROUTES, pathname)).toBe(module);
  });
});

describe('API answers', () => {
  it('of 1 KB or more are compressed by Accept-Encoding', async () => {
    const answer = await get('/api/docs/json', 'br, gzip');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(JSON.parse(zlib.brotliDecompressSync(answer.rawPayload).toString())).toMatchObject({ openapi: expect.any(String) });
  });

  it('smaller ones, or for a client that accepts no encoding, are sent as they are', async () => {
    expect((await get('/api/health', 'br, gzip')).headers['content-encoding']).toBeUndefined();
    const plain = await get('/api/docs/json');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(plain.body)).toMatchObject({ openapi: expect.any(String) });
  });
});

describe('no source maps, no page for a missing file', () => {
  it.each(['/main.1a2b3c4d.js.map', '/remotes/users/remoteEntry.js.map', '/gone.0a0b0c0d.js'])('%s answers 404', async (url) => {
    const answer = await get(url, 'br, gzip');
    expect(answer.statusCode).toBe(404);
    expect(answer.headers['content-type']).toMatch(/application\/json/);
  });

  it('a client-side route still gets the page', async () => {
    expect((await get('/draw/draw-detail?id=3')).statusCode).toBe(200);
  });
});
