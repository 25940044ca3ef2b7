/**
 * Compares builds of the booth terminal's first screen: visits /taquilla on each server given,
 * alternately, RUNS times (default 10), each visit cold in a new browser context on a phone (390×844)
 * over the booth link, then again in the same context once its service worker is ready (the repeat
 * visit); prints per server the times to usable (the password field shown and enabled) and their
 * medians, and the load average at the start and the end. Alternating cancels out most of what the
 * machine's load does to one build's runs.
 *
 *   pnpm --filter @banca/e2e exec tsx scripts/terminal-visits.ts http://127.0.0.1:8157 http://127.0.0.1:8158
 *
 * Each server is a built product (`node api/dist/src/server.js` with its own PORT and DATA_DIR, from
 * a workspace or a copy of one holding the build to compare).
 */
import { launchBrowser } from '../src/browser';
import { loadAverage } from '../src/login-pair';
import { BOOTH_LINK } from '../src/web-weight';

const RUNS = Number(process.env.RUNS ?? 10);
const servers = process.argv.slice(2);

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

async function main(): Promise<void> {
  if (servers.length === 0) throw new Error('give the base URL of each server to compare');
  const loadAtStart = loadAverage();
  const browser = await launchBrowser();
  const cold = servers.map((): number[] => []);
  const repeat = servers.map((): number[] => []);
  try {
    for (let run = 0; run < RUNS; run++) {
      for (const [index, server] of servers.entries()) {
        const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'es-VE' });
        try {
          const page = await context.newPage();
          const cdp = await context.newCDPSession(page);
          await cdp.send('Network.enable');
          await cdp.send('Network.emulateNetworkConditions', { offline: false, ...BOOTH_LINK });
          const usable = async () => {
            const handle = await page.waitForFunction(
              () => {
                const field = document.querySelector('input[type="password"]') as HTMLInputElement | null;
                return field && !field.disabled && field.checkVisibility() ? performance.now() : false;
              },
              null,
              { polling: 'raf', timeout: 60_000 },
            );
            return Math.round((await handle.jsonValue()) as number);
          };
          await page.goto(`${server}/taquilla`, { waitUntil: 'commit' });
          cold[index].push(await usable());
          await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
          await page.waitForTimeout(1000);
          await page.goto(`${server}/taquilla`, { waitUntil: 'commit' });
          repeat[index].push(await usable());
        } finally {
          await context.close();
        }
      }
      process.stderr.write('.');
    }
  } finally {
    await browser.close();
  }
  process.stderr.write('\n');
  console.log(`${RUNS} visits each, alternated; load average ${loadAtStart} → ${loadAverage()}`);
  for (const [index, server] of servers.entries()) {
    console.log(
      `${server}: cold ${cold[index].join(' ')} (median ${median(cold[index])} ms); repeat ${repeat[index].join(' ')} (median ${median(repeat[index])} ms)`,
    );
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
