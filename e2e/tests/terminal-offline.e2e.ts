/**
 * The booth terminal's service worker (390×844, the demo terminal account): once installed it opens
 * the terminal with no network from the files it kept, and never answers an API call from a cache.
 * Apart from terminal.e2e.ts so that `pnpm test:moved` runs it from a private folder (the terminal's
 * files, served from the checkout, are what it keeps) without the rest of the terminal's journey.
 *
 * @test-moved folder  (run again by `pnpm test:moved` from a clone in a private folder)
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser } from '../src/browser';
import { phoneContext, signInTerminal, terminalCall } from '../src/terminal';

let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  context = await phoneContext(browser);
  page = await context.newPage();
  await signInTerminal(page);
});

afterAll(async () => {
  // The account may sign in from another device in the next test file.
  await terminalCall(page, 'POST', '/v1/terminal/logout', {}).catch(() => undefined);
  await context?.close();
  await browser?.close();
});

test('opens with no network from what its service worker kept, and never answers an API call from a cache', async () => {
  await page.goto('/taquilla');
  await page.getByRole('group', { name: 'Juego' }).waitFor();
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  // The worker keeps the terminal's files once installed; wait until the page is controlled by it.
  await page.reload();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await page.getByRole('group', { name: 'Juego' }).waitFor();
  await context.setOffline(true);
  try {
    await page.reload();
    await page.getByRole('banner').getByText('Agencia La Fortuna').waitFor();
    await page.getByText('Sin conexión con el servidor').first().waitFor();
    const api = await page.evaluate(async () => {
      try {
        const response = await fetch('/api/v1/terminal/draws');
        return `answered ${response.status}`;
      } catch {
        return 'failed';
      }
    });
    expect(api).toBe('failed');
    const kept = await page.evaluate(async () => {
      const names = await caches.keys();
      const urls: string[] = [];
      for (const name of names) for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
      return urls;
    });
    expect(kept).toEqual(expect.arrayContaining(['/taquilla', '/config.json', '/remotes/terminal/mf-manifest.json']));
    expect(kept.filter((url) => url.startsWith('/api'))).toEqual([]);
  } finally {
    await context.setOffline(false);
  }
});
