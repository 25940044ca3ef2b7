/**
 * The byte budgets of the first screens, as a cold browser meets them against the built apps: the
 * login page, the dashboard after sign-in, and the first page of each remote. Bytes are
 * deterministic for a build (times are not: they stay in `pnpm bench:web`). What each step counts
 * and when it ends: e2e/src/web-weight.ts; the budgets: e2e/src/web-budgets.ts.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { baseUrl, launchBrowser, newContext, signIn } from '../src/browser';
import { BUDGETS } from '../src/web-budgets';
import { TERMINAL } from '../src/terminal';
import {
  builtFileFor,
  COMPILE_HINT,
  measureJourney,
  measureTerminalJourney,
  PREFETCH_STEP,
  REMOTE_FIRST_PAGES,
  type StepMeasure,
  type StepWeight,
  TERMINAL_REPEAT_STEP,
  TERMINAL_STEP,
  weigh,
} from '../src/web-weight';

let browser: Browser;
const journeys = new Map<string, StepMeasure[]>();

beforeAll(async () => {
  browser = await launchBrowser();
  for (const remotePage of REMOTE_FIRST_PAGES) {
    journeys.set(remotePage.remote, await measureJourney(browser, baseUrl(), remotePage, 'localhost'));
  }
  journeys.set('terminal', await measureTerminalJourney(browser, baseUrl(), 'localhost', TERMINAL, 1));
}, 240_000);

afterAll(() => browser?.close());

function weightOf(remote: string, step: string): StepWeight {
  const measure = journeys.get(remote)?.find((candidate) => candidate.step === step);
  if (!measure) throw new Error(`no measure of ${step} in the journey to ${remote}`);
  return weigh(measure.transfers);
}

const KB = (bytes: number) => `${bytes / 1024} KB`;

describe('the login page', () => {
  it(`runs at most ${KB(BUDGETS.loginJsGzip6)} of JavaScript at gzip level 6`, () => {
    const login = weightOf('users', 'login');
    expect(login.jsGzip6).toBeLessThanOrEqual(BUDGETS.loginJsGzip6);
  });

  it(`receives at most ${KB(BUDGETS.loginSent)}, compressed as the server sends it`, () => {
    const login = weightOf('users', 'login');
    expect(login.sent).toBeLessThanOrEqual(BUDGETS.loginSent);
  });

  it('fetches the signed-in shell while it sits idle, and those bytes are counted in a step of their own', () => {
    const prefetched = weightOf('users', PREFETCH_STEP);
    expect(prefetched.jsFiles).toBeGreaterThan(0);
    expect(prefetched.sent).toBeGreaterThan(0);
  });
});

it(`the dashboard adds at most ${KB(BUDGETS.dashboardSent)} after sign-in`, () => {
  const dashboard = weightOf('users', 'dashboard');
  expect(dashboard.sent).toBeLessThanOrEqual(BUDGETS.dashboardSent);
});

it.each(REMOTE_FIRST_PAGES.map(({ remote, path }) => [remote, path]))(
  `the first page of the %s remote (%s) adds at most ${KB(BUDGETS.remotePageSent)}`,
  (remote) => {
    const page = weightOf(remote, `remote ${remote}`);
    expect(page.sent).toBeLessThanOrEqual(BUDGETS.remotePageSent);
  },
);

describe('the booth terminal at /taquilla, cold', () => {
  it(`receives at most ${KB(BUDGETS.terminalJsSent)} of JavaScript until its sign-in is usable`, () => {
    const terminal = weightOf('terminal', TERMINAL_STEP);
    expect(terminal.jsSent).toBeLessThanOrEqual(BUDGETS.terminalJsSent);
  });

  it('loads only its own remote beside the host’s first files (no other remote)', () => {
    const measure = journeys.get('terminal')!.find((candidate) => candidate.step === TERMINAL_STEP)!;
    const scripts = measure.transfers.filter((transfer) => transfer.type === 'Script').map((transfer) => new URL(transfer.url).pathname);
    expect(scripts.some((url) => url.startsWith('/remotes/terminal/'))).toBe(true);
    expect(scripts.filter((url) => url.startsWith('/remotes/') && !url.startsWith('/remotes/terminal/'))).toEqual([]);
  });

  it("starts its entry scripts, and only those, with V8's compile hint (compiled while they stream in)", () => {
    const measure = journeys.get('terminal')!.find((candidate) => candidate.step === TERMINAL_STEP)!;
    const scripts = measure.transfers.filter((transfer) => transfer.type === 'Script').map((transfer) => transfer.url);
    const hinted = scripts.filter((url) => fs.readFileSync(builtFileFor(url)!, 'utf8').startsWith(COMPILE_HINT));
    const names = hinted.map((url) => new URL(url).pathname.replace(/\.[0-9a-f]{8}\.js$/, '.js')).sort();
    expect(names).toEqual(['/remotes/terminal/remoteEntry.js', '/taquilla.js']);
  });

  it('runs its own entry script and nothing of the back-office’s app (not its entry, bootstrap, login or antd)', () => {
    const measure = journeys.get('terminal')!.find((candidate) => candidate.step === TERMINAL_STEP)!;
    const hostScripts = measure.transfers
      .filter((transfer) => transfer.type === 'Script' && !new URL(transfer.url).pathname.startsWith('/remotes/'))
      .map((transfer) => new URL(transfer.url).pathname.replace(/\.[0-9a-f]{8}\.js$/, '.js'));
    expect(hostScripts).toEqual(['/taquilla.js']);
  });

  it('runs none of the API’s schemas: no script of its first screen carries TypeBox (types only, docs/architecture.md)', () => {
    const measure = journeys.get('terminal')!.find((candidate) => candidate.step === TERMINAL_STEP)!;
    const scripts = measure.transfers.filter((transfer) => transfer.type === 'Script').map((transfer) => transfer.url);
    expect(scripts.length).toBeGreaterThan(0);
    // TypeBox marks every schema it builds with this symbol's key; nothing else in the apps says it.
    const withTypeBox = scripts.filter((url) => fs.readFileSync(builtFileFor(url)!, 'utf8').includes('TypeBox.Kind'));
    expect(withTypeBox).toEqual([]);
  });

  it('opens again on the same phone with its scripts from the service worker, none from the network', () => {
    const measure = journeys.get('terminal')!.find((candidate) => candidate.step === TERMINAL_REPEAT_STEP)!;
    const scripts = measure.transfers.filter((transfer) => transfer.type === 'Script');
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((script) => !script.fromServiceWorker).map((script) => script.url)).toEqual([]);
  });
});

it.each([
  ['the staff login', '/login'],
  ['the booth terminal', '/taquilla'],
])('%s makes no Intl object before its sign-in is usable (the first one loads the locale data)', async (_screen, path) => {
  const context = await newContext(browser, { width: 390, height: 844 });
  try {
    // Every Intl constructor, wrapped before any page script runs, notes what it was asked to make.
    await context.addInitScript(() => {
      const made: string[] = [];
      (window as unknown as { __intlMade: string[] }).__intlMade = made;
      const intl = Intl as unknown as Record<string, new (...args: unknown[]) => object>;
      for (const name of [
        'NumberFormat',
        'DateTimeFormat',
        'Collator',
        'PluralRules',
        'RelativeTimeFormat',
        'ListFormat',
        'DisplayNames',
      ]) {
        intl[name] = new Proxy(intl[name], {
          construct: (target, args) => {
            made.push(`${name} ${JSON.stringify(args)}`);
            return Reflect.construct(target, args);
          },
          apply: (target, self, args) => {
            made.push(`${name} ${JSON.stringify(args)}`);
            return Reflect.apply(target, self, args);
          },
        });
      }
    });
    const page = await context.newPage();
    await page.goto(path);
    await page.waitForFunction(() => {
      const field = document.querySelector<HTMLInputElement>('input[type="password"]');
      return field !== null && !field.disabled && field.checkVisibility();
    });
    expect(await page.evaluate(() => (window as unknown as { __intlMade: string[] }).__intlMade)).toEqual([]);
  } finally {
    await context.close();
  }
});

it('every script is compressed on the wire, and none is downloaded twice in a visit', () => {
  for (const [remote, steps] of journeys) {
    // The terminal's repeat visit is a second visit: its scripts come from the service worker.
    const firstVisit = steps.filter((step) => step.step !== TERMINAL_REPEAT_STEP);
    const scripts = firstVisit.flatMap((step) => step.transfers.filter((transfer) => transfer.type === 'Script'));
    expect([remote, scripts.filter((script) => !script.encoding).map((script) => script.url)]).toEqual([remote, []]);
    const urls = scripts.map((script) => script.url);
    expect([remote, urls.filter((url, index) => urls.indexOf(url) !== index)]).toEqual([remote, []]);
  }
});

it('no library is loaded twice: after every remote has run, each shared library is one copy, the host’s', async () => {
  const context = await newContext(browser);
  try {
    const page = await context.newPage();
    await signIn(page);
    for (const { path } of REMOTE_FIRST_PAGES) {
      // As the side menu navigates: the same page, the router follows the address.
      await page.evaluate((where) => {
        history.pushState({}, '', where);
        dispatchEvent(new PopStateEvent('popstate'));
      }, path);
      await page.locator('main .ant-table-tbody tr.ant-table-row').first().waitFor({ state: 'visible' });
    }
    // The federation runtime's share scopes: per app instance, per library, the versions registered.
    const copies = await page.evaluate(() => {
      type Registered = Record<string, { from: string; loaded?: boolean }>;
      const scopes = (
        globalThis as unknown as { __FEDERATION__: { __SHARE__: Record<string, Record<string, Record<string, Registered>>> } }
      ).__FEDERATION__.__SHARE__;
      const byLibrary: Record<string, string[]> = {};
      for (const scope of Object.values(scopes).flatMap((instance) => Object.values(instance))) {
        for (const [library, versions] of Object.entries(scope)) {
          for (const [version, entry] of Object.entries(versions)) {
            if (!entry.loaded) continue;
            const copy = `${version} from ${entry.from}`;
            byLibrary[library] = [...new Set([...(byLibrary[library] ?? []), copy])];
          }
        }
      }
      return byLibrary;
    });
    expect(Object.keys(copies)).toEqual(expect.arrayContaining(['react', 'react-dom', 'react-router-dom', 'antd', '@banca/shared-auth']));
    for (const [library, loaded] of Object.entries(copies))
      expect([library, loaded.length, loaded[0]]).toEqual([library, 1, expect.stringMatching(/ from host$/)]);
  } finally {
    await context.close();
  }
});

describe('every app as built', () => {
  it('carries none of the API’s schemas: no script of the host or a remote has TypeBox (types only, docs/architecture.md)', () => {
    const root = path.resolve(__dirname, '..', '..');
    const apps = ['host', ...fs.readdirSync(root).filter((name) => name.startsWith('remote-'))];
    const scripts = apps.flatMap((app) =>
      fs
        .readdirSync(path.join(root, app, 'dist'), { recursive: true, encoding: 'utf8' })
        .filter((name) => name.endsWith('.js'))
        .map((name) => path.join(app, 'dist', name)),
    );
    expect(scripts.length).toBeGreaterThan(apps.length);
    expect(scripts.filter((file) => fs.readFileSync(path.join(root, file), 'utf8').includes('TypeBox.Kind'))).toEqual([]);
  });
});
