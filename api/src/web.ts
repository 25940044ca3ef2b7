/**
 * The embedded default's "one URL": beside the API, this server serves
 * the built host at `/`, each remote at `/remotes/<name>/`, and the runtime config at `/config.json`.
 * The booth terminal's addresses (`/taquilla`, `/taquilla/...`) get the host's page made for them,
 * `taquilla.html`, which preloads the terminal's first screen instead of the staff login. Every page
 * is sent with the runtime config written in, and the terminal's with preloads of the terminal
 * remote's first files (web-page.ts).
 * (With docker-compose the gateway nginx does the same job.)
 */
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyReply } from 'fastify';
import type { App } from './http/types';
import { assemblePage, remotePreloads } from './web-page';

export const REMOTES = ['users', 'sellers', 'booths', 'catalog', 'terminal'] as const;

/** The booth terminal's addresses, served outside the back-office shell. */
export const TERMINAL_PATH = '/taquilla';

/** The host's page for an address: the terminal's at /taquilla and below, the back-office's elsewhere. */
export function pageFor(url: string): 'taquilla.html' | 'index.html' {
  const pathname = url.split('?')[0];
  return pathname === TERMINAL_PATH || pathname.startsWith(`${TERMINAL_PATH}/`) ? 'taquilla.html' : 'index.html';
}

export interface WebOptions {
  /** The workspace folder holding host/dist and remote-<name>/dist. */
  rootDir: string;
  appName: string;
  appMode: string;
  businessTimezone: string;
}

/**
 * Entry files must always be fetched anew; content-hashed files never change. The build writes every
 * text file also as `.br` and `.gz`, served by the request's Accept-Encoding (`preCompressed`), so
 * the answer varies with it. `filePath` is the file sent: `main.1a2b3c4d.js.br` is `main.1a2b3c4d.js`.
 */
function setFileHeaders(reply: { setHeader(name: string, value: string): unknown }, filePath: string): void {
  const file = path.basename(filePath).replace(/\.(br|gz)$/, '');
  const hashed = /\.[0-9a-f]{8}\.(js|css|svg|png|woff2?)$/.test(file);
  reply.setHeader('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
  reply.setHeader('Vary', 'Accept-Encoding');
}

/** A path naming a file (its last segment has an extension) that is not there: 404, never the app's page. */
export function looksLikeFile(url: string): boolean {
  return /\.[A-Za-z0-9]+$/.test(url.split('?')[0]);
}

export function webBuildsPresent(rootDir: string): boolean {
  return fs.existsSync(path.join(rootDir, 'host', 'dist', 'index.html'));
}

export async function registerWeb(app: App, options: WebOptions): Promise<void> {
  const hostDist = path.join(options.rootDir, 'host', 'dist');
  const runtimeConfig = {
    apiUrl: '/api',
    appName: options.appName,
    appMode: options.appMode,
    businessTimezone: options.businessTimezone,
    remotes: Object.fromEntries(REMOTES.map((name) => [name, `/remotes/${name}/mf-manifest.json`])),
  };

  app.get('/config.json', { schema: { hide: true } }, async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return runtimeConfig;
  });

  for (const name of REMOTES) {
    await app.register(fastifyStatic, {
      root: path.join(options.rootDir, `remote-${name}`, 'dist'),
      prefix: `/remotes/${name}/`,
      decorateReply: false,
      cacheControl: false,
      setHeaders: setFileHeaders,
      preCompressed: true,
    });
  }
  await app.register(fastifyStatic, {
    root: hostDist,
    prefix: '/',
    cacheControl: false,
    setHeaders: setFileHeaders,
    preCompressed: true,
    index: false,
    wildcard: true,
  });

  // Client-side routes (/admin/users, /draw/draws...) all load the host's page; /taquilla... the terminal's.
  // The page is read at each request (a rebuilt host is picked up, as its files are) and compressed
  // on the fly (a couple of KB).
  const terminalDist = path.join(options.rootDir, 'remote-terminal', 'dist');
  const appShell = (reply: FastifyReply, url = '/') => {
    const page = pageFor(url);
    const html = fs.readFileSync(path.join(hostDist, page), 'utf8');
    const extraHead = page === 'taquilla.html' ? remotePreloads(terminalDist, '/remotes/terminal/', url.split('?')[0]) : [];
    reply.header('Cache-Control', 'no-cache');
    reply.header('Vary', 'Accept-Encoding');
    return reply.type('text/html; charset=utf-8').send(assemblePage(html, runtimeConfig, extraHead));
  };
  app.decorate('appShell', appShell);
  app.get('/', { schema: { hide: true } }, (_request, reply) => appShell(reply));
}

declare module 'fastify' {
  interface FastifyInstance {
    appShell?: (reply: FastifyReply, url?: string) => FastifyReply;
  }
}
