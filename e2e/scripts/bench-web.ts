/**
 * `pnpm bench:web`: the weight and the speed of the first screens, as a member of staff meets them
 * (the root script builds the production apps first). Starts the product as `pnpm start` serves
 * it, then for each link profile (this machine; a booth's 10 Mbit/s with 60 ms latency) runs
 * RUNS cold journeys per remote — login, dashboard after sign-in, the remote's first page — and
 * prints, per step, the JavaScript files run, their KB as built and at gzip level 6, the KB
 * received, and the median time to usable. Then RUNS cold visits of the booth terminal at phone size
 * (/taquilla until its sign-in is usable, then SALES_PER_JOURNEY sales timed from the tap to the
 * receipt — the sale row's time is the median of all of them —, then /taquilla again on the same
 * phone, its service worker active: the repeat visit). What "usable" means:
 * e2e/src/web-weight.ts.
 *
 *   RUNS=5 (default)   journeys per remote and link profile
 *   LINKS=localhost,booth (default)
 *   JOURNEYS=staff,terminal (default)
 *   PEER_LOGIN_URL    ant-design-pro's /user/login: then per link profile also RUNS cold visits of
 *                     our login and the peer's, alternated (e2e/src/login-pair.ts)
 */
import { launchBrowser } from '../src/browser';
import { describeLoginPair, loadAverage, measureLoginPair } from '../src/login-pair';
import { startServer } from '../src/server';
import {
  type LinkProfile,
  measureJourney,
  measureTerminalJourney,
  REMOTE_FIRST_PAGES,
  SALES_PER_JOURNEY,
  type StepMeasure,
  type StepWeight,
  weigh,
} from '../src/web-weight';
import { TERMINAL } from '../src/terminal';
import { BUDGETS } from '../src/web-budgets';

const RUNS = Number(process.env.RUNS ?? 5);
const LINKS = (process.env.LINKS ?? 'localhost,booth').split(',') as LinkProfile[];
/** Which journeys: the staff's (login, dashboard, remotes) and the booth terminal's. */
const JOURNEYS = (process.env.JOURNEYS ?? 'staff,terminal').split(',');

const kb = (bytes: number) => (bytes / 1024).toFixed(0);
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

interface Row {
  step: string;
  weight: StepWeight;
  times: number[];
}

function table(rows: Row[], link: LinkProfile): string {
  const header = ['step', 'JS files', 'KB raw', 'KB gzip 6', 'KB sent', 'KB JS sent', `usable, ${link} (median)`, 'budget'];
  const lines = rows.map(({ step, weight, times }) => [
    step,
    String(weight.jsFiles),
    kb(weight.jsRaw),
    kb(weight.jsGzip6),
    kb(weight.sent),
    kb(weight.jsSent),
    `${(median(times) / 1000).toFixed(2)} s`,
    BUDGETS.describe(step),
  ]);
  const widths = header.map((title, column) => Math.max(title.length, ...lines.map((line) => line[column].length)));
  const format = (cells: string[]) => `| ${cells.map((cell, column) => cell.padEnd(widths[column])).join(' | ')} |`;
  return [format(header), `|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`, ...lines.map(format)].join('\n');
}

async function main(): Promise<void> {
  const server = await startServer();
  const browser = await launchBrowser();
  try {
    for (const link of LINKS) {
      const rows = new Map<string, Row>();
      for (let run = 0; run < (JOURNEYS.includes('staff') ? RUNS : 0); run++) {
        for (const remotePage of REMOTE_FIRST_PAGES) {
          const steps: StepMeasure[] = await measureJourney(browser, server.url, remotePage, link);
          for (const { step, usableMs, transfers } of steps) {
            const row = rows.get(step) ?? { step, weight: weigh(transfers), times: [] };
            row.times.push(usableMs);
            rows.set(step, row);
          }
          process.stderr.write('.');
        }
      }
      for (let run = 0; run < (JOURNEYS.includes('terminal') ? RUNS : 0); run++) {
        for (const { step, usableMs, transfers } of await measureTerminalJourney(browser, server.url, link, TERMINAL)) {
          const row = rows.get(step) ?? { step, weight: weigh(transfers), times: [] };
          row.times.push(usableMs);
          rows.set(step, row);
        }
        process.stderr.write('t');
      }
      process.stderr.write('\n');
      console.log(`\n${link === 'booth' ? 'Booth link (10 Mbit/s, 60 ms latency, emulated by Chromium)' : 'localhost'}:\n`);
      console.log(table([...rows.values()], link));
      console.log(
        `\n(${RUNS} cold journeys per remote: login and dashboard are medians of ${RUNS * REMOTE_FIRST_PAGES.length} runs, each remote page of ${RUNS}; the terminal of ${RUNS} cold visits, its sale of the ${SALES_PER_JOURNEY * RUNS} sales' medians per visit)`,
      );
      const peerUrl = process.env.PEER_LOGIN_URL;
      if (peerUrl) {
        const loadAtStart = loadAverage();
        const pair = await measureLoginPair(`${server.url}/login`, peerUrl, RUNS, link, () => process.stderr.write('p'));
        console.log(
          `\nThe login against ant-design-pro's, ${RUNS} cold visits each, alternated (load average ${loadAtStart} → ${loadAverage()}):`,
        );
        console.log(describeLoginPair(pair, `${server.url}/login`, peerUrl));
      }
    }
  } finally {
    await browser.close();
    server.process.kill('SIGTERM');
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
