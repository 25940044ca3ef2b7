/// <reference types="node" />
/**
 * The terminal's service worker (host/public/taquilla-sw.js), run against a stand-in of the worker's
 * globals: what it answers from its cache, what from the network — and that no API answer is ever
 * taken from a cache, or kept in one. (The browser test runs it for real in Chromium, offline.)
 */
import fs from 'node:fs';
import path from 'node:path';

const ORIGIN = 'https://banca.test';
const SOURCE = fs.readFileSync(path.join(__dirname, '../../public/taquilla-sw.js'), 'utf8');

type Listener = (event: unknown) => void;

/** The worker loaded with a cache (by address) and a network of our own. */
function loadWorker(network: (request: Request) => Promise<Response>) {
  const listeners: Record<string, Listener> = {};
  const stored = new Map<string, Response>();
  const keyOf = (request: Request | string) => new URL(typeof request === 'string' ? request : request.url, ORIGIN).href;
  const cache = {
    match: async (request: Request | string) => stored.get(keyOf(request))?.clone(),
    put: async (request: Request | string, response: Response) => void stored.set(keyOf(request), response.clone()),
    keys: async () => [...stored.keys()].map((url) => new Request(url)),
    delete: async (request: Request | string) => stored.delete(keyOf(request)),
  };
  const caches = { open: async () => cache, keys: async () => ['banca-taquilla-v1'], delete: async () => true };
  const fetchSeen: string[] = [];
  const fetchStub = async (input: Request | string) => {
    const request = typeof input === 'string' ? new Request(new URL(input, ORIGIN)) : input;
    fetchSeen.push(new URL(request.url).pathname);
    return network(request);
  };
  const self = {
    location: { origin: ORIGIN },
    addEventListener: (type: string, listener: Listener) => {
      listeners[type] = listener;
    },
    skipWaiting: () => undefined,
    clients: { claim: async () => undefined },
  };
  new Function('self', 'caches', 'fetch', SOURCE)(self, caches, fetchStub);

  /** Dispatches a fetch event: undefined when the worker leaves it to the browser, else its answer. */
  async function request(url: string, init: RequestInit & { mode?: RequestMode } = {}): Promise<Response | undefined> {
    let answer: Promise<Response> | undefined;
    const { mode, ...rest } = init;
    // A navigation's request cannot be made by hand: its fields are enough for the worker.
    const request = mode === 'navigate' ? { url: new URL(url, ORIGIN).href, method: 'GET', mode } : new Request(new URL(url, ORIGIN), rest);
    const event = {
      request,
      respondWith: (value: Promise<Response>) => {
        answer = value;
      },
    };
    listeners.fetch(event);
    return answer && (await answer);
  }
  return { request, stored, fetchSeen };
}

const ok = (body: string) => new Response(body, { status: 200 });
const offline = () => Promise.reject(new TypeError('Failed to fetch'));

describe("the terminal's service worker", () => {
  it('never answers an API call, nor keeps its answer: GETs and writes go to the network as they are', async () => {
    const worker = loadWorker(async () => ok('{"tickets":[]}'));
    for (const url of ['/api/v1/tickets/list?day=2026-11-26', '/api/v1/terminal/draws', '/api/health']) {
      expect(await worker.request(url)).toBeUndefined();
    }
    expect(await worker.request('/api/v1/tickets/create', { method: 'POST', body: '{}' })).toBeUndefined();
    expect(worker.stored.size).toBe(0);
    expect(worker.fetchSeen).toEqual([]);
  });

  it('leaves other origins and writes alone', async () => {
    const worker = loadWorker(async () => ok('x'));
    expect(await worker.request('https://cdn.example.com/lib.1a2b3c4d.js')).toBeUndefined();
    expect(await worker.request('/remotes/terminal/remoteEntry.js', { method: 'POST', body: 'x' })).toBeUndefined();
  });

  it('keeps a file whose name has a content hash the first time, and answers it from the cache afterwards', async () => {
    let online = true;
    const worker = loadWorker((request) => (online ? Promise.resolve(ok(`body of ${new URL(request.url).pathname}`)) : offline()));
    expect(await (await worker.request('/remotes/terminal/844.9237eecd.js'))!.text()).toBe('body of /remotes/terminal/844.9237eecd.js');
    online = false;
    expect(await (await worker.request('/remotes/terminal/844.9237eecd.js'))!.text()).toBe('body of /remotes/terminal/844.9237eecd.js');
  });

  it('asks the network for the page and the entry files first, and answers from the cache when there is no network', async () => {
    let online = true;
    let version = 1;
    const worker = loadWorker((request) => (online ? Promise.resolve(ok(`${new URL(request.url).pathname} v${version}`)) : offline()));
    expect(await (await worker.request('/taquilla/tickets', { mode: 'navigate' }))!.text()).toBe('/taquilla/tickets v1');
    expect(await (await worker.request('/remotes/terminal/mf-manifest.json'))!.text()).toBe('/remotes/terminal/mf-manifest.json v1');
    version = 2;
    // A new deployment is taken from the network while it answers…
    expect(await (await worker.request('/remotes/terminal/mf-manifest.json'))!.text()).toBe('/remotes/terminal/mf-manifest.json v2');
    online = false;
    // …and the last one kept opens the terminal without it (any address of it gets the terminal's page).
    expect(await (await worker.request('/remotes/terminal/mf-manifest.json'))!.text()).toBe('/remotes/terminal/mf-manifest.json v2');
    expect(await (await worker.request('/taquilla/premios', { mode: 'navigate' }))!.text()).toBe('/taquilla/tickets v1');
  });
});
