/**
 * The host's page as the embedded server sends it: the built page with what only the server knows
 * written in, so the first screen waits on no request that the page alone could not start.
 * - The runtime configuration, as data in the page (`<script type="application/json"
 *   id="runtime-config">`: never run, so the CSP's `script-src 'self'` allows it), in place of the
 *   build's preload of /config.json: the app reads it from the page (host/src/boot/early.ts).
 * - On the booth terminal's pages, preloads of what the terminal's first screen loads from the
 *   terminal remote, read from its build on this disk: its routes.json and mf-manifest.json, its
 *   entry, and the chunks of the page at that address. Without them the browser learns of these
 *   files only once the host's entry script has run, then its manifest has come back: two more
 *   round trips on the booth's link.
 * A page without the build's config preload, or a remote whose files are missing, is sent with
 * what could be written: the app asks for the rest itself.
 */
import fs from 'node:fs';
import path from 'node:path';

/** The build's preload of the runtime configuration (tools/webpack/first-screen-preload-plugin.js). */
export const CONFIG_PRELOAD = '<link rel="preload" as="fetch" href="/config.json" crossorigin="anonymous">';
export const RUNTIME_CONFIG_ID = 'runtime-config';

/** The configuration as data in the page; `<` escaped, so no value can close the element. */
export function runtimeConfigElement(config: unknown): string {
  return `<script type="application/json" id="${RUNTIME_CONFIG_ID}">${JSON.stringify(config).replace(/</g, '\\u003c')}</script>`;
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

const preload = (href: string, as: 'script' | 'fetch') =>
  as === 'fetch'
    ? `<link rel="preload" as="fetch" href="${escapeAttribute(href)}" crossorigin="anonymous">`
    : `<link rel="preload" as="script" href="${escapeAttribute(href)}">`;

interface Manifest {
  metaData?: { remoteEntry?: { name?: string; path?: string } };
  exposes?: { path?: string; assets?: { js?: { sync?: string[] } } }[];
}
interface RouteList {
  routes?: { path?: string; module?: string }[];
}

function readJson<T>(file: string): T | undefined {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as T;
  } catch {
    return undefined;
  }
}

/** The module of the route an address opens ('/taquilla/tickets' → './pages/tickets'); '/x/*' routes match below them. */
export function moduleAt(routes: RouteList, pathname: string): string | undefined {
  const address = pathname.replace(/\/+$/, '') || '/';
  return routes.routes?.find(({ path: route }) =>
    route?.endsWith('/*') ? address === route.slice(0, -2) || address.startsWith(route.slice(0, -1)) : address === route,
  )?.module;
}

/**
 * Preloads of a remote's first files for the page at `pathname`: its routes.json and manifest
 * (fetched by the app), its entry and the sync chunks of the page the address opens (run by the
 * federation runtime). `dist` is the remote's build, `baseUrl` where the browser reaches it
 * ('/remotes/terminal/'). Empty when the build cannot be read.
 */
export function remotePreloads(dist: string, baseUrl: string, pathname: string): string[] {
  const routes = readJson<RouteList>(path.join(dist, 'routes.json'));
  const manifest = readJson<Manifest>(path.join(dist, 'mf-manifest.json'));
  if (!routes || !manifest) return [];
  const links = [preload(`${baseUrl}routes.json`, 'fetch'), preload(`${baseUrl}mf-manifest.json`, 'fetch')];
  const entry = manifest.metaData?.remoteEntry;
  const module = moduleAt(routes, pathname);
  const expose = manifest.exposes?.find((candidate) => candidate.path === module);
  if (entry?.name && expose) {
    links.push(preload(`${baseUrl}${entry.path ? `${entry.path}/` : ''}${entry.name}`, 'script'));
    for (const file of expose.assets?.js?.sync ?? []) links.push(preload(`${baseUrl}${file}`, 'script'));
  }
  return links;
}

/** The built page with the configuration written in place of its preload, and `extraHead` before `</head>`. */
export function assemblePage(html: string, config: unknown, extraHead: string[] = []): string {
  const data = runtimeConfigElement(config);
  // Functions as replacements: a `$` in the configuration is text, not a pattern.
  let page = html.includes(CONFIG_PRELOAD) ? html.replace(CONFIG_PRELOAD, () => data) : html.replace('</head>', () => `${data}</head>`);
  if (extraHead.length > 0) page = page.replace('</head>', () => `${extraHead.join('')}</head>`);
  return page;
}
