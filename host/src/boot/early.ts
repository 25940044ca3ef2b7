/**
 * The first requests of a visit, started by the entry script before anything else runs (it imports
 * nothing shared: React and the rest are still on their way), so that no screen waits on them in
 * series:
 * - the runtime configuration, for every page: written into the page by the server that sends it
 *   (the embedded server, as `<script type="application/json" id="runtime-config">`), else fetched
 *   (the page preloads it; this fetch takes the preload);
 * - on the booth terminal's pages (/taquilla...), as soon as the configuration says where the
 *   terminal remote is: its routes.json and its mf-manifest.json together, then preloads of the
 *   remote's entry and of the chunks of the page at this address. The app takes these answers
 *   later (`earlyRoutes`, and the federation runtime's manifest fetch through
 *   `earlyManifestPlugin`) instead of asking again, and finds the chunks already arriving.
 * Every answer is taken at most once; anything that fails here is simply asked again later.
 */
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { isTerminalPath, TERMINAL_REMOTE } from '../taquilla/terminal';

const CONFIG_URL = '/config.json';
const CONFIG_ELEMENT = 'runtime-config';

interface Manifest {
  metaData?: { remoteEntry?: { name: string; path?: string } };
  exposes?: { path: string; assets: { js: { sync: string[] } } }[];
}
interface RouteList {
  routes?: { path: string; module: string }[];
}

let config: Promise<unknown> | undefined;
const early = new Map<string, Promise<unknown>>();

const json = (url: string, init?: RequestInit) =>
  fetch(url, init).then((response) => {
    if (!response.ok) throw new Error(`${url}: ${response.status}`);
    return response.json() as Promise<unknown>;
  });

function preload(href: string): void {
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'script';
  link.href = href;
  document.head.append(link);
}

/** The route of the terminal's manifest an address opens ('/taquilla/tickets' → its page's module). */
function moduleAt(routes: RouteList, pathname: string): string | undefined {
  const path = pathname.replace(/\/+$/, '') || '/';
  return routes.routes?.find((route) =>
    route.path.endsWith('/*') ? path === route.path.slice(0, -2) || path.startsWith(route.path.slice(0, -1)) : path === route.path,
  )?.module;
}

function startTerminal(entry: string): void {
  const manifestUrl = new URL(entry, window.location.href);
  const routesUrl = new URL('routes.json', manifestUrl);
  // The same requests the app makes. Both files are served `no-cache` (revalidated: a remote deployed
  // alone may have changed); the default cache mode lets these fetches take the page's preloads.
  const routes = json(routesUrl.href);
  const manifest = json(manifestUrl.href);
  early.set(routesUrl.href, routes);
  early.set(manifestUrl.href, manifest);
  Promise.all([routes, manifest])
    .then(([list, federation]) => {
      const module = moduleAt(list as RouteList, window.location.pathname);
      const { metaData, exposes = [] } = federation as Manifest;
      const expose = exposes.find((candidate) => candidate.path === module);
      if (!expose || !metaData?.remoteEntry) return;
      const base = new URL('.', manifestUrl);
      const entryPath = metaData.remoteEntry.path ? `${metaData.remoteEntry.path}/` : '';
      preload(new URL(`${entryPath}${metaData.remoteEntry.name}`, base).href);
      for (const file of expose.assets.js.sync) preload(new URL(file, base).href);
    })
    .catch(() => undefined);
}

/** The configuration the server wrote into the page, if it did (and it reads). */
function writtenConfig(): unknown {
  const text = document.getElementById(CONFIG_ELEMENT)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** Starts the visit's first requests (the entry script calls it first). */
export function startEarlyRequests(): void {
  const written = writtenConfig();
  config = written === undefined ? json(CONFIG_URL) : Promise.resolve(written);
  const { pathname } = window.location;
  if (isTerminalPath(pathname)) {
    config
      .then((value) => {
        const entry = (value as { remotes?: Record<string, string> }).remotes?.[TERMINAL_REMOTE];
        if (entry) startTerminal(entry);
      })
      .catch(() => undefined);
  }
}

/** The runtime configuration: the entry script's request, or a new one. */
export function earlyConfig(): Promise<unknown> {
  const answer = config ?? json(CONFIG_URL);
  config = undefined;
  return answer;
}

/** An early answer for `url`, taken once; undefined when there is none. */
export function takeEarly(url: string): Promise<unknown> | undefined {
  const answer = early.get(url);
  early.delete(url);
  return answer;
}

/** Gives the federation runtime the remote manifests fetched early, instead of asking for them again. */
export function earlyManifestPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'early-manifests',
    async fetch(url: string) {
      const answer = takeEarly(new URL(url, window.location.href).href);
      if (!answer) return undefined;
      try {
        return new Response(JSON.stringify(await answer), { headers: { 'content-type': 'application/json' } });
      } catch {
        return undefined;
      }
    },
  } as ModuleFederationRuntimePlugin;
}
