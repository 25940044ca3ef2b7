/**
 * API benchmark (not a test): 100,000 users, the users list and its searches with the list cache on
 * and off, on every engine the API runs on, each server in its own process (this one only
 * generates load, with autocannon):
 *   memory    PGlite in memory (bench-server.ts; also a users write every second, sign-in, and the
 *             exposure per number of a draw with 100,000 ticket lines)
 *   disk      the built server as `pnpm start` runs it: PGlite in a data folder, seeded on first start
 *   postgres  the built server on PostgreSQL as the API image runs it (TEST_DATABASE_URL, a server
 *             where it may create a database: `pnpm bench:api` starts one with
 *             deploy/test/with-postgres.js), one instance and then two on the same database
 *
 *   pnpm bench:api      BENCH_ENGINES=memory,disk,postgres  BENCH_SCALE=2500 (~100,000 users)
 *                       BENCH_SECONDS=10 per scenario  BENCH_CONNECTIONS=10
 *                       BENCH_ONLY=sales (only the sales scenario)
 *                       BENCH_ONLY=heavy (only the heavy reads: a month's report by seller and the
 *                       50-connection mixed soak over BENCH_TICKETS=1000000 tickets, on disk and
 *                       postgres; heavy-reads.ts)
 *
 * The sales scenario (sales-load.ts): BENCH_CONNECTIONS booth terminals on distinct seller
 * accounts sell back to back, 30 % of the lines on one hot number whose limit is reached during
 * the run; the budget is SALES_BUDGET (embedded engine as `pnpm start` runs it, and PostgreSQL
 * with two instances), and nothing may be oversold on any engine. It also prints the CPU time the
 * API processes spent per sale and the load average: the speeds follow the machine's load. Beside
 * each HTTP figure on disk and PostgreSQL, right after it, the engine's ceiling: the same scenario
 * straight through the domain's sale in this process, no HTTP (sales-ceiling.ts), and the ratio
 * HTTP ÷ ceiling (budget SALES_CEILING_SHARE).
 *
 * Latencies are measured per request by this process (two instances: the connections split
 * between them, the figures pooled). Before each scenario every URL is asked once (a search's first
 * count, then kept by the database, is printed apart) and the load runs WARM_UP_SECONDS unmeasured,
 * so fresh connections and the engines' caches are warm.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { analyze, openDatabase, queryRows } from '../src/db/client';
import { seedDatabase } from '../src/seed';
import { USERS_PER_SCALE } from '../src/seed/users';
import { closedLoop, type HeavyFigures, reportBySellerPath, signInAs, soakPaths, soakSessions } from './heavy-reads';
import { addSoakUsers, seedMonthOfTickets } from './month-of-tickets';
import { salesCeiling } from './sales-ceiling';
import { type SalesFigures, type SalesRun, salesScenario } from './sales-load';
import { createDatabase, freePort, type Server, startMemoryServers, startServer } from './servers';

const SCALE = Number(process.env.BENCH_SCALE ?? 2500);
const USERS = SCALE * USERS_PER_SCALE;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const WARM_UP_SECONDS = 2;
const ONLY_SALES = process.env.BENCH_ONLY === 'sales';
const ONLY_HEAVY = process.env.BENCH_ONLY === 'heavy';
const ENGINES = (process.env.BENCH_ENGINES ?? (ONLY_HEAVY ? 'disk,postgres' : 'memory,disk,postgres'))
  .split(',')
  .map((name) => name.trim());
const TICKETS = Number(process.env.BENCH_TICKETS ?? 1_000_000);
const SOAK_CONNECTIONS = Number(process.env.BENCH_SOAK_CONNECTIONS ?? 50);
/** The budgets of the heavy reads over 1,000,000 tickets, on every engine: p99 and no failed answer. */
const HEAVY_BUDGET = { reportP99Ms: 100, soakP99Ms: 1000 };

/** What staff type: part of a surname or first name, a document prefix, a mail provider, digits. */
const SEARCH_TERMS = ['gonz', 'maría', 'v-15', 'pérez', 'yahoo', 'rojas', 'ana', '4417'];
/** Short fragments that match tens of thousands of users. */
const COMMON_FRAGMENTS = ['mar', 'ana', 'gmail'];
/** The budget of the list without its cache. */
const BUDGET = { reqPerSec: 500, p99Ms: 50 };
/**
 * The budget of a draw's exposure with 100,000 ticket lines, asked by two people at once: a desk
 * screen read before a draw closes, from the sums per number the database keeps as tickets sell.
 */
const EXPOSURE_BUDGET = { reqPerSec: 20, p99Ms: 100 };

/** The sales budget (issue 40): on the embedded engine as `pnpm start` runs it and on PostgreSQL with two instances. */
const SALES_BUDGET = { disk: { salesPerSec: 500, p99Ms: 60 }, postgres2: { salesPerSec: 900, p99Ms: 60 } };
/** The share of the engine's ceiling (the sale without HTTP) the HTTP path must reach. */
const SALES_CEILING_SHARE = 0.7;

interface Target {
  /** Base URLs of the instances the load is split over. */
  urls: string[];
  token: string;
}

interface Scenario {
  name: string;
  paths: string[];
  method?: 'GET' | 'POST';
  body?: string;
  /** The budget it is held to (✔ / ✘): BUDGET for the list without its cache. */
  budget?: { reqPerSec: number; p99Ms: number };
  /** Concurrent connections (default BENCH_CONNECTIONS). */
  connections?: number;
  /** A users write (an unlock) sent this often while it runs, which clears the list cache. */
  writeEveryMs?: number;
}

interface Figures {
  reqPerSec: number;
  p50: number;
  p99: number;
  failed: number;
}

const listPages = Array.from({ length: 50 }, (_, i) => `/api/v1/users/list?page=${i + 1}`);
const searches = (terms: string[]) => terms.map((term) => `/api/v1/users/list?search=${encodeURIComponent(term)}`);

const SCENARIOS = {
  plain: { name: 'GET /v1/users/list, pages 1–50', paths: listPages, budget: BUDGET },
  plainWrites: { name: 'same, a users write every second', paths: listPages, writeEveryMs: 1_000 },
  search: { name: `search, ${SEARCH_TERMS.length} realistic terms`, paths: searches(SEARCH_TERMS), budget: BUDGET },
  fragments: {
    name: `search, short common fragments (${COMMON_FRAGMENTS.join(', ')})`,
    paths: searches(COMMON_FRAGMENTS),
    budget: BUDGET,
  },
  login: {
    name: 'POST /v1/auth/login (argon2id)',
    paths: ['/api/v1/auth/login'],
    method: 'POST',
    body: JSON.stringify({ username: 'admin', password: 'admin123' }),
  },
} satisfies Record<string, Scenario>;

/** A draw's exposure per number (100,000 ticket lines): by payout, amount, number, and only the numbers over their limit. */
const exposureScenario = (drawId: number): Scenario => ({
  name: 'GET /v1/draws/detail/:id/exposure, 100,000 ticket lines',
  paths: ['', '?sort=amount', '?sort=selection&order=asc&page=3', '?over_limit=true'].map(
    (query) => `/api/v1/draws/detail/${drawId}/exposure${query}`,
  ),
  budget: EXPOSURE_BUDGET,
  connections: 2,
});

function percentile(sorted: number[], fraction: number): number {
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] : Number.NaN;
}

async function signIn(url: string): Promise<string> {
  const response = await fetch(`${url}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: 'admin123' }),
  });
  if (!response.ok) throw new Error(`sign-in answered ${response.status}`);
  return ((await response.json()) as { token: string }).token;
}

/** Asks every path once on every instance; returns the slowest first answer of each path (ms). */
async function warmUp(target: Target, scenario: Scenario): Promise<Map<string, number>> {
  const first = new Map<string, number>();
  if (scenario.method === 'POST') return first;
  for (const url of target.urls) {
    for (const pathname of scenario.paths) {
      const started = performance.now();
      const response = await fetch(url + pathname, { headers: { authorization: `Bearer ${target.token}` } });
      await response.arrayBuffer();
      if (!response.ok) throw new Error(`${pathname} answered ${response.status}`);
      first.set(pathname, Math.max(first.get(pathname) ?? 0, performance.now() - started));
    }
  }
  return first;
}

async function run(target: Target, scenario: Scenario, seconds = SECONDS): Promise<Figures> {
  const headers: Record<string, string> =
    scenario.method === 'POST' ? { 'content-type': 'application/json' } : { authorization: `Bearer ${target.token}` };
  let writer: NodeJS.Timeout | undefined;
  if (scenario.writeEveryMs) {
    const [someone] = (
      (await (await fetch(`${target.urls[0]}/api/v1/users/list?page=2`, { headers })).json()) as { users: { id: number }[] }
    ).users;
    const write = () => fetch(`${target.urls[0]}/api/v1/users/detail/${someone.id}/unlock`, { method: 'POST', headers });
    if (!(await write()).ok) throw new Error('the write of the mixed scenario failed');
    writer = setInterval(write, scenario.writeEveryMs);
  }
  const latencies: number[] = [];
  let failed = 0;
  let next = 0;
  const total = scenario.connections ?? CONNECTIONS;
  const instances = target.urls.map((url, i) => {
    const connections = Math.floor(total / target.urls.length) + (i < total % target.urls.length ? 1 : 0);
    const instance = autocannon(
      {
        url,
        connections,
        duration: seconds,
        requests: [
          {
            method: scenario.method ?? 'GET',
            headers,
            body: scenario.body,
            setupRequest: (request) => ({ ...request, path: scenario.paths[next++ % scenario.paths.length] }),
          },
        ],
      },
      () => undefined,
    );
    instance.on('response', (_client, status: number, _bytes: number, ms: number) => {
      latencies.push(ms);
      if (status < 200 || status >= 300) failed++;
    });
    instance.on('reqError', () => failed++);
    return new Promise((resolve) => instance.on('done', resolve));
  });
  await Promise.all(instances);
  clearInterval(writer);
  latencies.sort((a, b) => a - b);
  return { reqPerSec: latencies.length / seconds, p50: percentile(latencies, 0.5), p99: percentile(latencies, 0.99), failed };
}

const ms = (value: number) => (value < 10 ? value.toFixed(1) : Math.round(value).toString());
const withinBudget = (figures: Figures, budget: { reqPerSec: number; p99Ms: number }) =>
  figures.reqPerSec >= budget.reqPerSec && figures.p99 <= budget.p99Ms && figures.failed === 0;

/** Results by row (scenario and cache) and column (engine). */
const table = new Map<string, Map<string, Figures & { budget?: Scenario['budget'] }>>();
const columns: string[] = [];
const firstSearches: string[] = [];
const salesResults: {
  column: string;
  figures: SalesFigures;
  budget?: { salesPerSec: number; p99Ms: number };
  /** The same engine's ceiling, measured right after (no HTTP). */
  ceiling?: SalesFigures;
}[] = [];

/** The sales scenario on the instances of `urls`, recorded under `column`. */
async function measureSales(
  column: string,
  servers: { url: string; cpuMs(): number }[],
  budget?: { salesPerSec: number; p99Ms: number },
): Promise<SalesRun> {
  const urls = servers.map((server) => server.url);
  const cpuMs = () => servers.reduce((sum, server) => sum + server.cpuMs(), 0);
  const { run, ...figures } = await salesScenario({ urls, cpuMs }, CONNECTIONS, SECONDS);
  salesResults.push({ column, figures, budget });
  console.log(
    `  ${column.padEnd(18)} sales: ${Math.round(figures.salesPerSec)} sales/s (${Math.round(figures.soldPerSec)} sold), p50 ${ms(figures.p50)} ms, p99 ${ms(figures.p99)} ms, hot number ${figures.hotAccepted / 100} of ${figures.hotLimit} (server: ${figures.hotSoldServer / 100}), oversold ${figures.oversold / 100}${figures.failed ? `, ${figures.failed} failed` : ''}, API CPU ${figures.apiCpuMsPerSale.toFixed(1)} ms per sale, load ${figures.load.toFixed(1)}`,
  );
  return run;
}

/**
 * The ceiling of the engine behind `column`'s last sales figure: the same scenario on `run`'s
 * accounts and draw, straight through the domain's sale on `databaseOptions` (sales-ceiling.ts).
 */
async function measureCeiling(column: string, run: SalesRun, databaseOptions: { dataDir?: string; databaseUrl?: string }): Promise<void> {
  const handle = await openDatabase(databaseOptions);
  try {
    const ceiling = await salesCeiling(handle.db, run, SECONDS);
    const result = salesResults.filter((candidate) => candidate.column === column).at(-1)!;
    result.ceiling = ceiling;
    console.log(
      `  ${column.padEnd(18)} ceiling (no HTTP): ${Math.round(ceiling.salesPerSec)} sales/s, p50 ${ms(ceiling.p50)} ms, p99 ${ms(ceiling.p99)} ms, oversold ${ceiling.oversold / 100}${ceiling.failed ? `, ${ceiling.failed} failed` : ''}, CPU ${ceiling.apiCpuMsPerSale.toFixed(1)} ms per sale; HTTP ÷ ceiling ${(result.figures.salesPerSec / ceiling.salesPerSec).toFixed(2)}`,
    );
  } finally {
    await handle.close();
  }
}

async function measure(column: string, target: Target, scenario: Scenario, cache: 'on' | 'off' | '—'): Promise<void> {
  if (!columns.includes(column)) columns.push(column);
  const first = await warmUp(target, scenario);
  if (scenario.paths.some((p) => p.includes('search='))) {
    const slowest = [...first.entries()].sort((a, b) => b[1] - a[1]).slice(0, 3);
    firstSearches.push(
      `${column}: ${slowest.map(([p, t]) => `${decodeURIComponent(p.split('search=')[1])} ${Math.round(t)} ms`).join(', ')}`,
    );
  }
  await run(target, scenario, WARM_UP_SECONDS);
  const figures = await run(target, scenario);
  const row = `${scenario.name} | ${cache}`;
  // The list's budget holds without its cache; other scenarios have no cache.
  const budget = cache === 'on' ? undefined : scenario.budget;
  table.set(row, (table.get(row) ?? new Map()).set(column, { ...figures, budget }));
  console.log(
    `  ${column.padEnd(18)} ${row.padEnd(64)} ${Math.round(figures.reqPerSec)} req/s, p50 ${ms(figures.p50)} ms, p99 ${ms(figures.p99)} ms${figures.failed ? `, ${figures.failed} failed` : ''}`,
  );
}

/** The list scenarios against servers with the list cache on, then off (`start` gives them). */
async function listScenarios(column: string, start: (cacheOn: boolean) => Promise<Target>): Promise<void> {
  await measure(column, await start(true), SCENARIOS.plain, 'on');
  const uncached = await start(false);
  await measure(column, uncached, SCENARIOS.plain, 'off');
  await measure(column, uncached, SCENARIOS.search, 'off');
  await measure(column, uncached, SCENARIOS.fragments, 'off');
}

const heavyResults: { column: string; seedSeconds: number; report: HeavyFigures; soak: HeavyFigures }[] = [];

/**
 * The demo data set (scale 1) with a month of TICKETS tickets and the soak's accounts, written on
 * the database of `options` by this process before any server opens it.
 */
async function prepareHeavyDatabase(options: {
  dataDir?: string;
  databaseUrl?: string;
}): Promise<{ seconds: number; usernames: string[] }> {
  const handle = await openDatabase(options);
  try {
    const now = new Date();
    const [{ tickets }] = await queryRows<{ tickets: number }>(handle.db, sql`select count(*)::int as tickets from tickets`);
    let seconds = 0;
    if (tickets < TICKETS) {
      await seedDatabase(handle.db, { scale: 1, adminUsername: 'admin', adminPassword: 'admin123', now });
      ({ seconds } = await seedMonthOfTickets(handle.db, TICKETS, now, (step) => console.log(`  ${step}`)));
    } else {
      console.log(`  reusing ${tickets.toLocaleString('en-US')} tickets`);
    }
    const usernames = await addSoakUsers(handle.db, Math.ceil(SOAK_CONNECTIONS / 2));
    await analyze(handle);
    return { seconds, usernames };
  } finally {
    await handle.close();
  }
}

/** The report by seller (2 connections, one account) and the soak on the instances of `urls`. */
async function measureHeavy(column: string, urls: string[], usernames: string[], seedSeconds: number): Promise<void> {
  const admin = { url: urls[0], token: await signInAs(urls[0], 'admin', 'admin123') };
  const report = await closedLoop([admin], 2, [reportBySellerPath()], SECONDS, WARM_UP_SECONDS);
  const sessions = await soakSessions(urls, usernames);
  const soak = await closedLoop(sessions, SOAK_CONNECTIONS, soakPaths(), SECONDS, WARM_UP_SECONDS);
  heavyResults.push({ column, seedSeconds, report, soak });
  const line = (f: HeavyFigures) =>
    `${Math.round(f.reqPerSec)} req/s, p50 ${ms(f.p50)} ms, p99 ${ms(f.p99)} ms, ${f.failed} failed${f.failed ? ` ${JSON.stringify(f.failures)}` : ''}`;
  console.log(`  ${column.padEnd(18)} month's report by seller: ${line(report)}`);
  console.log(`  ${column.padEnd(18)} ${SOAK_CONNECTIONS}-connection mixed soak: ${line(soak)}`);
}

async function heavyDisk(): Promise<void> {
  // BENCH_HEAVY_DATA_DIR keeps the data folder (and reuses the month already written there).
  const kept = process.env.BENCH_HEAVY_DATA_DIR;
  const dataDir = kept ?? fs.mkdtempSync(path.join(os.tmpdir(), 'banca-bench-heavy-'));
  let server: Server | undefined;
  try {
    const { seconds, usernames } = await prepareHeavyDatabase({ dataDir });
    console.log(`disk: ${TICKETS.toLocaleString('en-US')} tickets written in ${seconds.toFixed(0)} s`);
    server = await startServer(await freePort(), { DATA_DIR: dataDir });
    await measureHeavy('PGlite, disk', [server.url], usernames, seconds);
  } finally {
    await server?.stop();
    if (!kept) fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

async function heavyPostgres(): Promise<void> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl)
    throw new Error('postgres: TEST_DATABASE_URL is not set (pnpm bench:api starts a server with deploy/test/with-postgres.js)');
  const database = await createDatabase(serverUrl, `banca_bench_${randomBytes(4).toString('hex')}`);
  let server: Server | undefined;
  try {
    const { seconds, usernames } = await prepareHeavyDatabase({ databaseUrl: database.url });
    console.log(`postgres: ${TICKETS.toLocaleString('en-US')} tickets written in ${seconds.toFixed(0)} s`);
    server = await startServer(await freePort(), { DATABASE_URL: database.url, SERVE_WEB: 'false' });
    await measureHeavy('PostgreSQL ×1', [server.url], usernames, seconds);
  } finally {
    await server?.stop();
    await database.drop();
  }
}

function printHeavyTable(): void {
  if (heavyResults.length === 0) return;
  const mark = (f: HeavyFigures, p99: number) => (f.p99 <= p99 && f.failed === 0 ? '✔' : '✘');
  const cell = (f: HeavyFigures, p99: number) =>
    `${Math.round(f.reqPerSec).toLocaleString('en-US')} req/s, ${ms(f.p50)} / ${ms(f.p99)} ms, ${f.failed} failed ${mark(f, p99)}`;
  const lines = [
    `| ${TICKETS.toLocaleString('en-US')} tickets | tickets written in | month's report by seller, 2 connections | ${SOAK_CONNECTIONS}-connection mixed soak |`,
    '| --- | --- | --- | --- |',
    ...heavyResults.map(
      (r) =>
        `| ${r.column} | ${r.seedSeconds.toFixed(0)} s | ${cell(r.report, HEAVY_BUDGET.reportP99Ms)} | ${cell(r.soak, HEAVY_BUDGET.soakP99Ms)} |`,
    ),
    `| budget | — | p99 ≤ ${HEAVY_BUDGET.reportP99Ms} ms, 0 failed | p99 ≤ ${HEAVY_BUDGET.soakP99Ms} ms, 0 failed |`,
  ];
  console.log(`
req/s, p50 / p99; ${SECONDS} s per scenario, Node ${process.version}, ${os.cpus().length} cores, load ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}
`);
  console.log(lines.join('\n'));
}

async function benchMemory(): Promise<void> {
  const servers = await startMemoryServers(SCALE);
  // A failed scenario still stops the servers (left running, they would weigh on every later run).
  try {
    console.log(`memory: seeded ${servers.users} users (scale ${SCALE}) in ${servers.seedSeconds.toFixed(0)} s`);
    const token = await signIn(servers.cached);
    const cached = { urls: [servers.cached], token };
    const column = 'PGlite, memory';
    await measureSales(column, [{ url: servers.cached, cpuMs: servers.cpuMs }]);
    if (ONLY_SALES) return;
    await measure(column, cached, SCENARIOS.plain, 'on');
    await measure(column, cached, SCENARIOS.plainWrites, 'on');
    const uncached = { urls: [servers.uncached], token };
    await measure(column, uncached, SCENARIOS.plain, 'off');
    await measure(column, uncached, SCENARIOS.search, 'off');
    await measure(column, uncached, SCENARIOS.fragments, 'off');
    // Before sign-in's: its many sessions of one account push this token's session out.
    await measure(column, cached, exposureScenario(servers.exposureDrawId), '—');
    await measure(column, cached, SCENARIOS.login, '—');
  } finally {
    await servers.stop();
  }
}

async function benchDisk(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'banca-bench-'));
  const port = await freePort();
  let server: Server | undefined;
  try {
    const started = Date.now();
    server = await startServer(port, { DATA_DIR: dataDir, SEED_SCALE: String(SCALE) });
    console.log(`disk: first start (seeding) in ${((Date.now() - started) / 1000).toFixed(0)} s`);
    const run = await measureSales('PGlite, disk', [server], SALES_BUDGET.disk);
    // One process per data folder: the ceiling opens it once the server has stopped.
    await server.stop();
    server = undefined;
    await measureCeiling('PGlite, disk', run, { dataDir });
    if (ONLY_SALES) return;
    server = await startServer(port, { DATA_DIR: dataDir });
    await listScenarios('PGlite, disk', async (cacheOn) => {
      // One server per data folder: the setting changes by starting it again.
      if (!cacheOn) {
        await server?.stop();
        server = await startServer(port, { DATA_DIR: dataDir, LIST_CACHE_MS: '0' });
      }
      return { urls: [server!.url], token: await signIn(server!.url) };
    });
  } finally {
    await server?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

async function benchPostgres(): Promise<void> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl)
    throw new Error('postgres: TEST_DATABASE_URL is not set (pnpm bench:api starts a server with deploy/test/with-postgres.js)');
  const database = await createDatabase(serverUrl, `banca_bench_${randomBytes(4).toString('hex')}`);
  const ports = [await freePort(), await freePort()];
  const running: Server[] = [];
  const start = async (count: number, cacheOn: boolean) => {
    await Promise.all(running.splice(0).map((s) => s.stop()));
    const env = { DATABASE_URL: database.url, SERVE_WEB: 'false', SEED_SCALE: String(SCALE), ...(cacheOn ? {} : { LIST_CACHE_MS: '0' }) };
    for (let i = 0; i < count; i++) running.push(await startServer(ports[i], env));
    const urls = running.map((s) => s.url);
    return { urls, token: await signIn(urls[0]) };
  };
  try {
    const started = Date.now();
    await start(1, true);
    console.log(`postgres: first start (seeding) in ${((Date.now() - started) / 1000).toFixed(0)} s`);
    for (const count of [1, 2]) {
      await start(count, true);
      const run = await measureSales(`PostgreSQL ×${count}`, running, count === 2 ? SALES_BUDGET.postgres2 : undefined);
      await measureCeiling(`PostgreSQL ×${count}`, run, { databaseUrl: database.url });
      if (!ONLY_SALES) await listScenarios(`PostgreSQL ×${count}`, (cacheOn) => start(count, cacheOn));
    }
  } finally {
    await Promise.all(running.map((s) => s.stop()));
    await database.drop();
  }
}

function printSalesTable(): void {
  if (salesResults.length === 0) return;
  const lines = [
    `| sales, ${CONNECTIONS} terminals, ${SECONDS} s | sales/s (sold) | p50 / p99 | hot number: sold of its limit (server) | oversold | API CPU per sale | load | ceiling, no HTTP: sales/s, p50 / p99 | HTTP ÷ ceiling | budget |`,
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
  ];
  for (const { column, figures, budget, ceiling } of salesResults) {
    const within =
      budget && figures.salesPerSec >= budget.salesPerSec && figures.p99 <= budget.p99Ms && figures.failed === 0
        ? ' ✔'
        : budget
          ? ' ✘'
          : '';
    const exact =
      figures.oversold === 0 && figures.agrees && (!ceiling || (ceiling.oversold === 0 && ceiling.agrees))
        ? '0 ✔'
        : `${figures.oversold / 100} ✘`;
    const share = ceiling ? figures.salesPerSec / ceiling.salesPerSec : undefined;
    const ceilingCells = ceiling
      ? `${Math.round(ceiling.salesPerSec).toLocaleString('en-US')}, ${ms(ceiling.p50)} / ${ms(ceiling.p99)} ms | ${share!.toFixed(2)}${share! >= SALES_CEILING_SHARE ? ' ✔' : ' ✘'}`
      : '— | —';
    lines.push(
      `| ${column} | ${Math.round(figures.salesPerSec).toLocaleString('en-US')} (${Math.round(figures.soldPerSec).toLocaleString('en-US')})${within} | ${ms(figures.p50)} / ${ms(figures.p99)} ms | ${(figures.hotAccepted / 100).toLocaleString('en-US')} of ${figures.hotLimit.toLocaleString('en-US')} (${(figures.hotSoldServer / 100).toLocaleString('en-US')}) | ${exact} | ${figures.apiCpuMsPerSale.toFixed(1)} ms | ${figures.load.toFixed(1)} | ${ceilingCells} | ${budget ? `≥ ${budget.salesPerSec} sales/s, p99 ≤ ${budget.p99Ms} ms` : '—'}; 0 oversold; ≥ ${SALES_CEILING_SHARE} of the ceiling |`,
    );
  }
  console.log(`\n${lines.join('\n')}`);
}

function printTable(): void {
  const lines = [
    `| scenario (~${USERS.toLocaleString('en-US')} users) | list cache | ${columns.join(' | ')} | budget |`,
    `| --- | --- | ${columns.map(() => '---').join(' | ')} | --- |`,
  ];
  for (const [row, cells] of table) {
    const budget = [...cells.values()].find((cell) => cell.budget)?.budget;
    const cell = (column: string) => {
      const figures = cells.get(column);
      if (!figures) return '';
      const mark = figures.budget ? (withinBudget(figures, figures.budget) ? ' ✔' : ' ✘') : '';
      return `${Math.round(figures.reqPerSec).toLocaleString('en-US')} req/s, ${ms(figures.p50)} / ${ms(figures.p99)} ms${mark}`;
    };
    lines.push(`| ${row} | ${columns.map(cell).join(' | ')} | ${budget ? `≥ ${budget.reqPerSec} req/s, p99 ≤ ${budget.p99Ms} ms` : '—'} |`);
  }
  console.log(
    `\nreq/s, p50 / p99; ${CONNECTIONS} connections, ${SECONDS} s per scenario, Node ${process.version}, ${os.cpus().length} cores\n`,
  );
  console.log(lines.join('\n'));
  console.log(`\nA search's first answer (its count, then kept by the database), slowest three:\n  ${firstSearches.join('\n  ')}`);
}

async function main(): Promise<void> {
  const benches: Record<string, () => Promise<void>> = ONLY_HEAVY
    ? { disk: heavyDisk, postgres: heavyPostgres }
    : { memory: benchMemory, disk: benchDisk, postgres: benchPostgres };
  for (const engine of ENGINES) {
    if (!benches[engine]) throw new Error(`unknown engine ${engine}: BENCH_ENGINES takes ${Object.keys(benches).join(', ')}`);
  }
  for (const engine of ENGINES) await benches[engine]();
  if (ONLY_HEAVY) return printHeavyTable();
  if (!ONLY_SALES) printTable();
  printSalesTable();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
