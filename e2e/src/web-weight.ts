/**
 * What a cold browser downloads and how long it waits, step by step, as a member of staff meets the
 * product: the login page, the dashboard after signing in, then the first page of a remote.
 * `pnpm bench:web` prints it; the byte-budget test holds it to the budgets.
 *
 * A step starts at the navigation (the login page) or at the user's action (the click on "Ingresar",
 * the menu's navigation to the remote page) and ends when it is usable:
 * - login: the password field is visible and enabled, and every script the page started has run;
 * - dashboard: its figures are no longer loading and both tables show their rows (or their empty
 *   text), and every script has run;
 * - a remote's first page: at its path, its table shows rows, nothing in it is loading, and every
 *   script has run.
 * A step's files are the requests it started, from its start to the moment it was usable.
 *
 * Between the login and the sign-in the login page fetches, while it sits idle, what signing in
 * opens (antd, the shell): those requests are a step of their own, PREFETCH_STEP, measured from the
 * moment the login was usable to the end of the last of them, so no byte goes uncounted between steps.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Browser, CDPSession, Page } from 'playwright-core';
import { DEMO } from './browser';
import { ROOT } from './server';
import { terminalCall } from './terminal';

/** Where the measure runs: straight on this machine, or through a booth's mobile link as Chromium emulates it. */
export type LinkProfile = 'localhost' | 'booth';

/** A booth on mobile data: 10 Mbit/s both ways, 60 ms added to every request (Chromium's network emulation). */
export const BOOTH_LINK = { latency: 60, downloadThroughput: 10_000_000 / 8, uploadThroughput: 10_000_000 / 8 };

/** The first page of each remote, as the side menu opens it. */
export const REMOTE_FIRST_PAGES = [
  { remote: 'users', path: '/admin/users' },
  { remote: 'sellers', path: '/admin/sellers' },
  { remote: 'booths', path: '/admin/booths' },
  { remote: 'catalog', path: '/draw/draws' },
] as const;

export type RemoteFirstPage = (typeof REMOTE_FIRST_PAGES)[number];

/** The requests the login page makes after it is usable and before the sign-in. */
export const PREFETCH_STEP = 'prefetched while the login is idle';

/** The booth terminal's first screen, cold at /taquilla (its sign-in), and a sale from the tap to the receipt. */
export const TERMINAL_STEP = 'terminal at /taquilla';
export const TERMINAL_SALE_STEP = 'terminal sale, tap to receipt';
/** The terminal opened again on the same phone: its service worker answers its files from the device. */
export const TERMINAL_REPEAT_STEP = 'terminal at /taquilla, repeat visit';
/** Sales measured per terminal journey (the step's time is their median). */
export const SALES_PER_JOURNEY = 10;

/** The line the build starts each entry script with (tools/webpack/compile-hints-plugin.js). */
export const COMPILE_HINT: string = createRequire(path.join(ROOT, 'package.json'))('./tools/webpack/compile-hints-plugin.js').COMPILE_HINT;

/** One answer the browser received. */
export interface Transfer {
  url: string;
  /** Chromium's resource type: Script, Document, Fetch, XHR, Image... */
  type: string;
  /** Bytes received for it: the encoded body and the response headers. */
  sent: number;
  /** Content-Encoding of the answer (br, gzip), if any. */
  encoding?: string;
  /** Answered by the page's service worker (from the device), not by the network. */
  fromServiceWorker?: boolean;
}

export interface StepMeasure {
  step: string;
  /** From the step's start to the moment it was usable. */
  usableMs: number;
  transfers: Transfer[];
}

interface Request {
  url: string;
  type: string;
  startedAt: number;
  sent?: number;
  encoding?: string;
  fromServiceWorker?: boolean;
  done: boolean;
  /** When it finished (epoch milliseconds, this process's clock). */
  finishedAt?: number;
}

/** Follows every request of a page through the DevTools protocol. */
class NetworkLog {
  readonly requests = new Map<string, Request>();

  constructor(cdp: CDPSession) {
    cdp.on('Network.requestWillBeSent', (event) => {
      // A redirect reuses the id: the new request replaces the old one.
      this.requests.set(event.requestId, {
        url: event.request.url,
        type: event.type ?? 'Other',
        startedAt: event.wallTime * 1000,
        done: false,
      });
    });
    cdp.on('Network.responseReceived', (event) => {
      const request = this.requests.get(event.requestId);
      const headers = Object.fromEntries(Object.entries(event.response.headers).map(([name, value]) => [name.toLowerCase(), value]));
      if (!request) return;
      request.encoding = headers['content-encoding'] as string | undefined;
      request.fromServiceWorker = event.response.fromServiceWorker === true;
    });
    cdp.on('Network.loadingFinished', (event) => {
      const request = this.requests.get(event.requestId);
      if (!request) return;
      request.sent = event.encodedDataLength;
      request.done = true;
      request.finishedAt = Date.now();
    });
    cdp.on('Network.loadingFailed', (event) => {
      const request = this.requests.get(event.requestId);
      if (request) request.done = true;
    });
  }

  /** When the last of the requests started within [from, to] finished (epoch milliseconds), or `from`. */
  lastFinishedBetween(from: number, to: number): number {
    const finished = [...this.requests.values()]
      .filter((request) => request.startedAt >= from && request.startedAt <= to)
      .map((request) => request.finishedAt ?? from);
    return Math.max(from, ...finished);
  }

  /** The requests started within [from, to] (epoch milliseconds), with what they received. */
  between(from: number, to: number): Transfer[] {
    return [...this.requests.values()]
      .filter((request) => request.startedAt >= from && request.startedAt <= to && !request.url.startsWith('data:'))
      .map(({ url, type, sent, encoding, fromServiceWorker }) => ({ url, type, sent: sent ?? 0, encoding, fromServiceWorker }));
  }

  /** Waits until no request has been in flight for `quietMs`. */
  async settle(quietMs = 300, timeoutMs = 30_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    let quietSince = Date.now();
    while (Date.now() < deadline) {
      const busy = [...this.requests.values()].some((request) => !request.done);
      if (busy) quietSince = Date.now();
      else if (Date.now() - quietSince >= quietMs) return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}

/**
 * Installed before any page script: `window.__bench`, the page-side half of the measure.
 * - pendingScripts(): script elements that have not fired load or error yet (webpack and the
 *   federation runtime remove their script elements once loaded, so the ones still in the document
 *   without a settled mark are on their way);
 * - usable.<step>(): the step's test of "usable", answering the epoch time it became true, or false;
 * - signIn(), navigate(path): the user's action, answering the epoch time it started; navigate does
 *   what a menu link does (push the address, let the router follow it).
 * It is kept as text: the TypeScript runner may wrap functions in helpers the page does not have.
 */
const BENCH_SCRIPT = `(() => {
  const settled = new WeakSet();
  const mark = (event) => { if (event.target instanceof HTMLScriptElement) settled.add(event.target); };
  document.addEventListener('load', mark, true);
  document.addEventListener('error', mark, true);
  const pendingScripts = () => [...document.scripts].filter((script) => script.src && !settled.has(script)).length;
  const now = () => performance.timeOrigin + performance.now();
  const main = () => document.querySelector('main');
  window.__bench = {
    pendingScripts,
    usable: {
      passwordField() {
        const field = document.querySelector('input[type="password"]');
        return field && !field.disabled && field.checkVisibility() ? now() : false;
      },
      login() {
        return pendingScripts() > 0 ? false : this.passwordField();
      },
      dashboard() {
        const content = main();
        if (location.pathname !== '/' || !content || content.querySelector('.ant-skeleton')) return false;
        const tables = [...content.querySelectorAll('.ant-table-wrapper')];
        if (tables.length < 2 || !tables.every((table) => table.querySelector('tbody tr'))) return false;
        return pendingScripts() > 0 ? false : now();
      },
      remotePage(pathname) {
        const content = main();
        if (location.pathname !== pathname || !content || content.querySelector('.ant-skeleton, .ant-spin-spinning')) return false;
        if (!content.querySelector('.ant-table-tbody tr.ant-table-row:not([data-bench-before])')) return false;
        return pendingScripts() > 0 ? false : now();
      },
    },
    signIn() {
      const started = now();
      document.querySelector('button[type="submit"]').click();
      return started;
    },
    navigate(pathname) {
      // The rows on screen before the navigation (the dashboard's) do not count as the new page's.
      for (const row of document.querySelectorAll('tr')) row.setAttribute('data-bench-before', '');
      const started = now();
      history.pushState({}, '', pathname);
      dispatchEvent(new PopStateEvent('popstate'));
      return started;
    },
  };
})();`;

type Step = 'passwordField' | 'login' | 'dashboard' | 'remotePage';

interface BenchWindow {
  __bench: {
    usable: Record<Step, (pathname?: string) => number | false>;
    signIn(): number;
    navigate(pathname: string): number;
  };
}

const bench = (page: Page) => ({
  usable: async (step: Step, pathname?: string): Promise<number> => {
    const handle = await page.waitForFunction(
      ([name, where]) => (window as unknown as BenchWindow).__bench.usable[name as Step](where),
      [step, pathname] as const,
      { polling: 'raf', timeout: 60_000 },
    );
    return (await handle.jsonValue()) as number;
  },
  signIn: () => page.evaluate(() => (window as unknown as BenchWindow).__bench.signIn()),
  navigate: (pathname: string) => page.evaluate((where) => (window as unknown as BenchWindow).__bench.navigate(where), pathname),
});

/** A cold page (a new browser context, empty cache) on `link`, its requests followed and the page-side measure installed. */
async function openMeasuredPage(browser: Browser, baseUrl: string, link: LinkProfile, viewport: { width: number; height: number }) {
  const context = await browser.newContext({ baseURL: baseUrl, viewport, locale: 'es-VE' });
  await context.addInitScript(BENCH_SCRIPT);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  if (link === 'booth') await cdp.send('Network.emulateNetworkConditions', { offline: false, ...BOOTH_LINK });
  return { context, page, network: new NetworkLog(cdp), measure: bench(page) };
}

/**
 * One cold visit of a login page alone, in a new browser context at 1280×800 on `link`: from the
 * navigation to the moment its password field is visible and enabled (what a person waits for; the
 * login step also waits for every script the page started, which another product's page may keep
 * starting after its form shows). `url` is the page's full address, ours (`/login`) or another
 * product's (ant-design-pro's `/user/login`, the peer: docs/performance.md).
 */
export async function measureLoginPage(browser: Browser, url: string, link: LinkProfile): Promise<StepMeasure> {
  const { context, page, network, measure } = await openMeasuredPage(browser, new URL(url).origin, link, { width: 1280, height: 800 });
  try {
    const before = Date.now();
    await page.goto(url, { waitUntil: 'commit' });
    const usable = await measure.usable('passwordField');
    const navigationStart = await page.evaluate(() => performance.timeOrigin);
    return { step: 'login', usableMs: usable - navigationStart, transfers: network.between(before, usable) };
  } finally {
    await context.close();
  }
}

/**
 * One cold visit in a new browser context (empty cache): the login page, the sign-in, then the
 * remote's first page through the router, as the side menu navigates.
 */
export async function measureJourney(
  browser: Browser,
  baseUrl: string,
  remotePage: RemoteFirstPage,
  link: LinkProfile,
): Promise<StepMeasure[]> {
  const { context, page, network, measure } = await openMeasuredPage(browser, baseUrl, link, { width: 1280, height: 800 });
  try {
    const steps: StepMeasure[] = [];

    const before = Date.now();
    await page.goto('/login', { waitUntil: 'commit' });
    const loginUsable = await measure.usable('login');
    const navigationStart = await page.evaluate(() => performance.timeOrigin);
    steps.push({ step: 'login', usableMs: loginUsable - navigationStart, transfers: network.between(before, loginUsable) });
    // Long enough a quiet time for the idle prefetch to have started (half a second after the form).
    await network.settle(1500);

    await page.getByLabel('Usuario o correo').fill(DEMO.admin.username);
    await page.getByLabel('Contraseña', { exact: true }).fill(DEMO.admin.password);
    await page.getByRole('button', { name: 'Ingresar' }).waitFor({ state: 'visible' });
    const signInStart = await measure.signIn();
    // Exclusive of the login's last moment: those requests are the login's.
    const idleFrom = loginUsable + 1;
    steps.push({
      step: PREFETCH_STEP,
      usableMs: network.lastFinishedBetween(idleFrom, signInStart) - loginUsable,
      transfers: network.between(idleFrom, signInStart),
    });
    const dashboardUsable = await measure.usable('dashboard');
    steps.push({ step: 'dashboard', usableMs: dashboardUsable - signInStart, transfers: network.between(signInStart, dashboardUsable) });
    await network.settle();

    const remoteStart = await measure.navigate(remotePage.path);
    const remoteUsable = await measure.usable('remotePage', remotePage.path);
    steps.push({
      step: `remote ${remotePage.remote}`,
      usableMs: remoteUsable - remoteStart,
      transfers: network.between(remoteStart, remoteUsable),
    });
    return steps;
  } finally {
    await context.close();
  }
}

/**
 * One cold visit of the booth terminal on a phone: /taquilla until its sign-in is usable (as the
 * login: the password field enabled, every script run), then, signed in, `sales` sales of
 * two lines each, each timed from the tap on "Vender" to its receipt on screen. Signs out, then opens
 * /taquilla again on the same phone once its service worker is active: the repeat visit, until the
 * sign-in is usable. Signed out at the end (one device at a time: the next cold visit is another device).
 */
export async function measureTerminalJourney(
  browser: Browser,
  baseUrl: string,
  link: LinkProfile,
  account: { username: string; password: string },
  sales = SALES_PER_JOURNEY,
): Promise<StepMeasure[]> {
  const { context, page, network, measure } = await openMeasuredPage(browser, baseUrl, link, { width: 390, height: 844 });
  try {
    const before = Date.now();
    await page.goto('/taquilla', { waitUntil: 'commit' });
    const usable = await measure.usable('login');
    const navigationStart = await page.evaluate(() => performance.timeOrigin);
    const steps: StepMeasure[] = [{ step: TERMINAL_STEP, usableMs: usable - navigationStart, transfers: network.between(before, usable) }];

    await page.getByLabel('Correo de la cuenta').fill(account.username);
    await page.getByLabel('Contraseña').fill(account.password);
    await page.getByRole('button', { name: 'Ingresar' }).click();
    await page.getByLabel('Número').waitFor();
    // Two-digit numbers: the Lotería Nacional's Terminal, chosen by name (the soonest draw, selected
    // first, may be of any game once other tests have settled the Nacional's earlier draws).
    await page.getByRole('group', { name: 'Juego' }).getByRole('button', { name: 'Lotería Nacional' }).click();
    await page
      .getByRole('group', { name: 'Tipo de jugada' })
      .getByRole('button', { name: /^Terminal/ })
      .click();
    await network.settle();
    const times: number[] = [];
    let saleTransfers: Transfer[] = [];
    for (let sale = 0; sale < sales; sale++) {
      for (const [number, amount] of [
        [String(10 + sale), '1,50'],
        [String(60 + sale), '2,25'],
      ]) {
        await page.getByLabel('Número').fill(number);
        await page.getByLabel('Número').press('Enter');
        await page.getByLabel('Monto').fill(amount);
        await page.getByLabel('Monto').press('Enter');
        await page.getByRole('list', { name: 'Jugadas' }).getByText(number, { exact: true }).waitFor();
      }
      await network.settle(200);
      const button = page.getByRole('button', { name: 'Vender $3,75' });
      await button.waitFor();
      // The tap and the moment the receipt shows, both on the page's clock.
      const [tapped, shown] = await page.evaluate(
        () =>
          new Promise<[number, number]>((resolve) => {
            // No named function in here: tsx (the benchmark's runner) would wrap it in a helper the page lacks.
            const button = Array.from(document.querySelectorAll('button')).find((candidate) => candidate.textContent === 'Vender $3,75')!;
            const started = performance.timeOrigin + performance.now();
            const observer = new MutationObserver(() => {
              if (document.querySelector('article.t-receipt .t-receipt-code')) {
                observer.disconnect();
                resolve([started, performance.timeOrigin + performance.now()]);
              }
            });
            observer.observe(document.body, { childList: true, subtree: true });
            button.click();
          }),
      );
      times.push(shown - tapped);
      saleTransfers = network.between(tapped, shown);
      await page.getByRole('button', { name: 'Nueva venta' }).click();
    }
    const sorted = [...times].sort((a, b) => a - b);
    const median = (sorted[(sorted.length - 1) >> 1] + sorted[sorted.length >> 1]) / 2;
    steps.push({ step: TERMINAL_SALE_STEP, usableMs: median, transfers: saleTransfers });
    await page.getByRole('button', { name: 'Salir' }).click();
    await page.getByLabel('Contraseña').waitFor();

    // The service worker keeps the terminal's files once installed (after the page's load event).
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await network.settle();
    const again = Date.now();
    await page.goto('/taquilla', { waitUntil: 'commit' });
    const repeatUsable = await measure.usable('login');
    const repeatStart = await page.evaluate(() => performance.timeOrigin);
    steps.push({ step: TERMINAL_REPEAT_STEP, usableMs: repeatUsable - repeatStart, transfers: network.between(again, repeatUsable) });
    return steps;
  } finally {
    // Signed out after a failure too: one device at a time, and the next test file signs in from another.
    if (await page.evaluate(() => sessionStorage.getItem('terminalSession') !== null).catch(() => false)) {
      await terminalCall(page, 'POST', '/v1/terminal/logout', {}).catch(() => undefined);
    }
    await context.close();
  }
}

/** The built file a same-origin URL serves, as `pnpm start` maps them (host at /, remotes at /remotes/<name>/). */
export function builtFileFor(url: string): string | undefined {
  const { pathname } = new URL(url);
  const remote = /^\/remotes\/([a-z]+)\/(.+)$/.exec(pathname);
  const file = remote ? path.join(ROOT, `remote-${remote[1]}`, 'dist', remote[2]) : path.join(ROOT, 'host', 'dist', pathname.slice(1));
  return fs.existsSync(file) && fs.statSync(file).isFile() ? file : undefined;
}

export interface StepWeight {
  /** JavaScript files run. */
  jsFiles: number;
  /** Their size as built. */
  jsRaw: number;
  /** Their size at gzip level 6 (what a plain nginx with `gzip_comp_level 6` would send). */
  jsGzip6: number;
  /** Everything received in the step (scripts, HTML, JSON, API answers), as Chromium counted it. */
  sent: number;
  /** Of which JavaScript. */
  jsSent: number;
}

const gzip6Cache = new Map<string, number>();

function gzip6(file: string): number {
  let size = gzip6Cache.get(file);
  if (size === undefined) {
    size = zlib.gzipSync(fs.readFileSync(file), { level: 6 }).length;
    gzip6Cache.set(file, size);
  }
  return size;
}

export function weigh(transfers: Transfer[]): StepWeight {
  const scripts = transfers.filter((transfer) => transfer.type === 'Script');
  const files = scripts.map((script) => {
    const file = builtFileFor(script.url);
    if (!file) throw new Error(`A script that is not a built file: ${script.url}`);
    return file;
  });
  return {
    jsFiles: scripts.length,
    jsRaw: files.reduce((sum, file) => sum + fs.statSync(file).size, 0),
    jsGzip6: files.reduce((sum, file) => sum + gzip6(file), 0),
    sent: transfers.reduce((sum, transfer) => sum + transfer.sent, 0),
    jsSent: scripts.reduce((sum, transfer) => sum + transfer.sent, 0),
  };
}
