/**
 * The booth terminal's service worker (scope /taquilla): it keeps the terminal's own files — its
 * page, the host's scripts it runs, the runtime configuration, the terminal remote's manifest,
 * routes and chunks — so the terminal opens on a bad link or none. It never keeps, and never
 * answers from a cache, anything of the API (/api/...): a sale, a ticket, a draw always come from
 * the server, or fail and say so.
 *
 * - /api/..., other origins, anything but GET: not touched (the browser asks the network itself).
 * - Files whose name carries a content hash: from the cache, else the network (and kept).
 * - The page and the entry files (no hash: remoteEntry.js, mf-manifest.json, routes.json,
 *   config.json): from the network, kept; from the cache when the network fails or takes longer
 *   than NETWORK_WAIT_MS (a bad link), so a new deployment is picked up whenever the link allows.
 * - On install, and when the page asks (`refresh`), it reads what the terminal needs now from the
 *   page, the configuration and the remote's manifest, keeps it, and drops what is no longer used.
 */
const CACHE = 'banca-taquilla-v1';
const PAGE = '/taquilla';
const NETWORK_WAIT_MS = 3000;
const HASHED = /\.[0-9a-f]{8}\.[a-z0-9]+$/;
/** Answers vary by Accept-Encoding, which a worker's requests do not show: one copy per address. */
const MATCH = { ignoreVary: true };

/** What a request is to this worker: 'skip' (the network alone), 'hashed' or 'entry'. */
function strategyFor(request, origin) {
  const url = new URL(request.url);
  if (request.method !== 'GET' || url.origin !== origin) return 'skip';
  if (url.pathname === '/api' || url.pathname.startsWith('/api/')) return 'skip';
  if (request.mode === 'navigate') return 'page';
  return HASHED.test(url.pathname) ? 'hashed' : 'entry';
}

/** The addresses the terminal needs to open now: the page's scripts and preloads, the configuration, the remote's files. */
async function currentFiles() {
  const files = new Set([PAGE, '/config.json', '/taquilla.webmanifest', '/taquilla-icon.svg', '/favicon.svg']);
  const page = await (await fetch(PAGE, { cache: 'no-cache' })).text();
  for (const [, src] of page.matchAll(/<(?:script|link)[^>]+(?:src|href)="(\/[^"]+)"/g)) files.add(src);
  const config = await (await fetch('/config.json', { cache: 'no-store' })).json();
  const manifestUrl = config.remotes?.terminal;
  if (manifestUrl) {
    const manifestAddress = new URL(manifestUrl, self.location.origin);
    files.add(manifestAddress.pathname);
    files.add(new URL('routes.json', manifestAddress).pathname);
    const manifest = await (await fetch(manifestAddress, { cache: 'no-cache' })).json();
    const base = new URL('.', manifestAddress);
    const entry = manifest.metaData?.remoteEntry;
    if (entry) files.add(new URL(`${entry.path ? `${entry.path}/` : ''}${entry.name}`, base).pathname);
    for (const expose of manifest.exposes || []) {
      for (const file of [...expose.assets.js.sync, ...expose.assets.js.async]) files.add(new URL(file, base).pathname);
    }
  }
  for (const file of files)
    if (strategyFor(new Request(new URL(file, self.location.origin)), self.location.origin) === 'skip') files.delete(file);
  return files;
}

/** Keeps what the terminal needs now and drops what it no longer uses. */
async function refresh() {
  const files = await currentFiles();
  const cache = await caches.open(CACHE);
  const kept = await cache.keys();
  await Promise.all(
    [...files].map(async (file) => {
      if (HASHED.test(file) && (await cache.match(file, MATCH))) return;
      const response = await fetch(file, { cache: 'no-cache' });
      if (response.ok) await cache.put(file, response);
    }),
  );
  await Promise.all(kept.filter((request) => !files.has(new URL(request.url).pathname)).map((request) => cache.delete(request)));
}

async function fromNetworkOrCache(request, key) {
  const cache = await caches.open(CACHE);
  const network = fetch(request).then(async (response) => {
    if (response.ok) await cache.put(key, response.clone());
    return response;
  });
  const cached = cache.match(key, MATCH);
  const late = new Promise((resolve) => setTimeout(resolve, NETWORK_WAIT_MS)).then(() => cached);
  try {
    const answer = await Promise.race([network, late]);
    if (answer) return answer;
    return await network;
  } catch {
    return (await cached) || Response.error();
  }
}

async function fromCacheOrNetwork(request) {
  const cache = await caches.open(CACHE);
  const cached = await cache.match(request, MATCH);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) await cache.put(request, response.clone());
  return response;
}

self.addEventListener('install', (event) => {
  self.skipWaiting();
  event.waitUntil(refresh().catch(() => undefined));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) => Promise.all(names.filter((name) => name !== CACHE).map((name) => caches.delete(name))))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('message', (event) => {
  if (event.data === 'refresh') event.waitUntil(refresh().catch(() => undefined));
});

self.addEventListener('fetch', (event) => {
  const strategy = strategyFor(event.request, self.location.origin);
  if (strategy === 'skip') return;
  if (strategy === 'page') event.respondWith(fromNetworkOrCache(event.request, PAGE));
  else if (strategy === 'hashed') event.respondWith(fromCacheOrNetwork(event.request));
  else event.respondWith(fromNetworkOrCache(event.request, new URL(event.request.url).pathname));
});
