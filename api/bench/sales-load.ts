/**
 * The sales scenario of the benchmark: booth terminals on distinct seller accounts selling for a
 * while through the API, 30 % of the lines on one hot number under a sales limit it reaches
 * halfway through the run. Each terminal is one connection that sells, waits for the answer and sells again
 * (a booth's till); latencies are measured per request by this process.
 *
 * What it proves besides speed: nothing is oversold — the amounts the server accepted on the hot
 * number are within its limit and equal to what the server says was sold there.
 *
 * The same scenario runs through a `SalesChannel`: over HTTP as the terminals sell (`salesScenario`),
 * or straight to the domain's sale on a database of the same engine, with no HTTP, session or JSON
 * (`salesCeiling`, sales-ceiling.ts): the ceiling the HTTP path is compared with.
 */
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import os from 'node:os';

export interface SalesTarget {
  /** Base URLs of the API instances; terminals are spread over them. */
  urls: string[];
  /** The CPU time (ms) the API instances' processes have used so far, together (not the database server's). */
  cpuMs(): number;
}

export interface SalesFigures {
  /** Sales answered per second (sold or refused by a limit: each is a whole transaction). */
  salesPerSec: number;
  /** Of them, sold. */
  soldPerSec: number;
  p50: number;
  p99: number;
  /** Answers that were neither a sale nor a limit's refusal. */
  failed: number;
  hotLimit: number;
  /** Accepted on the hot number, as the answers said (cents). */
  hotAccepted: number;
  /** What the server says was sold on it (cents). */
  hotSoldServer: number;
  /** Cents sold on the hot number past its limit (by the answers or by the server's sums). */
  oversold: number;
  /** Whether the answers and the server's sums agree on what was sold there. */
  agrees: boolean;
  /** CPU time of the API processes per sale answered (ms): what a sale costs them, whatever else loads the machine. */
  apiCpuMsPerSale: number;
  /** The machine's 1-minute load average at the end of the run (2 cores here: above 2, others are waiting). */
  load: number;
}

/**
 * The terminals' connections: kept alive, one per terminal, as a till keeps its connection. Sales
 * go through node:http rather than fetch: on this machine's two cores the client shares the CPU with
 * the servers, and undici's fetch cost it 2.3–2.8 ms of CPU per sale against 0.8–1.0 ms for
 * node:http (alternated on one server, 2026-11-29): with fetch the client's own work was a large part
 * of what the HTTP figure measured.
 */
const terminalAgent = new http.Agent({ keepAlive: true, maxSockets: 256 });

/** One sale over a kept-alive connection: its status and parsed body (status 0 when no answer came). */
function postSale(baseUrl: string, token: string, body: SaleRequest): Promise<SaleAnswer> {
  const data = JSON.stringify(body);
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve) => {
    const request = http.request(
      {
        host: hostname,
        port,
        path: '/api/v1/tickets/create',
        method: 'POST',
        agent: terminalAgent,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(data), authorization: `Bearer ${token}` },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          try {
            resolve({ status: response.statusCode ?? 0, body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as SaleAnswer['body'] });
          } catch {
            resolve({ status: 0, body: {} });
          }
        });
        response.on('error', () => resolve({ status: 0, body: {} }));
      },
    );
    request.on('error', () => resolve({ status: 0, body: {} }));
    request.end(data);
  });
}

/** The hot numbers, in the order runs take them (a run on the same draw as an earlier one takes the next). */
const HOT_NUMBERS = ['37', '73', '19', '91', '55'];
const HOT_SHARE = 0.3;
/** The hot number's limit while the terminals warm up: then set to what they reach halfway through the run. */
const WARM_LIMIT = 1_000_000;

async function call(url: string, path: string, init: { method?: string; token?: string; body?: unknown; version?: number } = {}) {
  const response = await fetch(url + path, {
    method: init.method ?? 'GET',
    headers: {
      'content-type': 'application/json',
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
      ...(init.version === undefined ? {} : { 'if-match': `"${init.version}"` }),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${path} answered ${response.status}: ${text}`);
  return JSON.parse(text);
}

interface Terminal {
  url: string;
  token: string;
}

/** The seller accounts, draw and game type a run sells on: the ceiling sells on the same ones. */
export interface SalesRun {
  sellers: { sellerId: number; boothId: number }[];
  drawId: number;
  gameTypeId: number;
}

/** One sale's request body, as the terminal sends it. */
export interface SaleRequest {
  request_id: string;
  draw_id: number;
  lines: { game_type_id: number; selection: string; amount: number }[];
}

/** What a sale answered: its status, and of its body the lines (sold) or the code (refused). */
export interface SaleAnswer {
  status: number;
  body: { lines?: { selection: string; amount: number }[]; code?: string };
}

/** How the scenario reaches the engine: through HTTP, or straight to the domain's sale (the ceiling). */
export interface SalesChannel {
  /** A sale of terminal number `terminal` (0 … terminals − 1); never throws (status 0: no answer). */
  sell(terminal: number, body: SaleRequest): Promise<SaleAnswer>;
  /** The hot number's global limit on the run's draw, new; undefined when it has one already. */
  createLimit(hot: string, maxAmount: number): Promise<{ id: number; version: number } | undefined>;
  setLimit(limit: { id: number; version: number }, maxAmount: number): Promise<void>;
  /** What the server says is sold on `hot` (cents). */
  soldOn(hot: string): Promise<number>;
  /** The CPU time (ms) the engine's side has used so far: the API processes, or this process for the ceiling. */
  cpuMs(): number;
}

interface Prepared {
  terminals: number;
  run: SalesRun;
  /** This run's hot number, its limit (id and version), and what was sold on it before the run (cents). */
  hot: string;
  limit: { id: number; version: number };
  soldBefore: number;
}

/**
 * `count` new seller accounts at the demo client's booths (all its games enabled), each signed in
 * as a terminal on one of the instances, and an open draw of the Lotería Nacional: the run, and
 * the HTTP channel that sells on it.
 */
async function prepareHttp(target: SalesTarget, count: number): Promise<{ run: SalesRun; channel: SalesChannel }> {
  const [url] = target.urls;
  const adminToken = (await call(url, '/api/v1/auth/login', { method: 'POST', body: { username: 'admin', password: 'admin123' } })).token;
  const clientToken = (await call(url, '/api/v1/auth/login', { method: 'POST', body: { username: 'cliente', password: 'cliente123' } }))
    .token;
  const booths = (await call(url, '/api/v1/ticket_booths/list?limit=100', { token: clientToken })).booths as { id: number }[];
  const run = randomUUID().slice(0, 8);
  const terminals: Terminal[] = [];
  const sellers: SalesRun['sellers'] = [];
  for (let i = 0; i < count; i++) {
    const username = `bench.${run}.${i}@example.com`;
    await call(url, '/api/v1/sellers/create', {
      method: 'POST',
      token: adminToken,
      body: { ticket_booth_id: booths[i % booths.length].id, label: `Terminal ${i + 1}`, username, password: 'bench-123', is_active: true },
    });
    const instance = target.urls[i % target.urls.length];
    const signedIn = await call(instance, '/api/v1/terminal/login', {
      method: 'POST',
      body: { username, password: 'bench-123', device_id: `bench-${run}-${i}` },
    });
    terminals.push({ url: instance, token: signedIn.token });
    sellers.push({ sellerId: signedIn.seller.id, boothId: signedIn.booth.id });
  }
  const draws = (await call(url, '/api/v1/terminal/draws', { token: terminals[0].token })) as {
    id: number;
    cutoff_at: string;
    game_types: { id: number; bet_format: string }[];
  }[];
  const draw = draws.find(
    (d) => new Date(d.cutoff_at).getTime() > Date.now() + 5 * 60_000 && d.game_types.some((g) => g.bet_format === 'terminal'),
  );
  if (!draw) throw new Error('no Lotería Nacional draw open for the next 5 minutes');
  const gameTypeId = draw.game_types.find((g) => g.bet_format === 'terminal')!.id;
  const channel: SalesChannel = {
    sell: (index, body) => postSale(terminals[index].url, terminals[index].token, body),
    async createLimit(hot, maxAmount) {
      try {
        return await call(url, '/api/v1/limits/create', {
          method: 'POST',
          token: adminToken,
          body: { scope: 'global', scope_id: null, game_type_id: gameTypeId, draw_id: draw.id, selection: hot, max_amount: maxAmount },
        });
      } catch (error) {
        if (String(error).includes('LIMIT_EXISTS')) return undefined;
        throw error;
      }
    },
    async setLimit(limit, maxAmount) {
      await call(url, `/api/v1/limits/detail/${limit.id}`, {
        method: 'PUT',
        token: adminToken,
        version: limit.version,
        body: { max_amount: maxAmount },
      });
    },
    async soldOn(hot) {
      const availability = await call(url, `/api/v1/draws/detail/${draw.id}/availability?game_type_id=${gameTypeId}&selection=${hot}`, {
        token: adminToken,
      });
      return Math.round(availability.sold * 100);
    },
    cpuMs: () => target.cpuMs(),
  };
  return { run: { sellers, drawId: draw.id, gameTypeId }, channel };
}

/** The run's hot number: the first of HOT_NUMBERS without a limit on its draw yet (an earlier run set one). */
async function prepare(channel: SalesChannel, run: SalesRun): Promise<Prepared> {
  for (const hot of HOT_NUMBERS) {
    const limit = await channel.createLimit(hot, WARM_LIMIT);
    if (!limit) continue;
    return { terminals: run.sellers.length, run, hot, limit, soldBefore: await channel.soldOn(hot) };
  }
  throw new Error('every hot number of the benchmark already has a limit on this draw');
}

function percentile(sorted: number[], fraction: number): number {
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] : Number.NaN;
}

/** One to three lines, each 1–3 whole units; 30 % of them on the hot number. */
function saleLines(gameTypeId: number, hot: string) {
  const count = 1 + Math.floor(Math.random() * 3);
  return Array.from({ length: count }, () => ({
    game_type_id: gameTypeId,
    selection: Math.random() < HOT_SHARE ? hot : String(Math.floor(Math.random() * 100)).padStart(2, '0'),
    amount: 1 + Math.floor(Math.random() * 3),
  }));
}

/** Every terminal sells back to back for `seconds`. */
async function sellFor(channel: SalesChannel, prepared: Prepared, seconds: number) {
  const latencies: number[] = [];
  let sold = 0;
  let refused = 0;
  let failed = 0;
  let hotAccepted = 0;
  const until = performance.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: prepared.terminals }, async (_, terminal) => {
      while (performance.now() < until) {
        const lines = saleLines(prepared.run.gameTypeId, prepared.hot);
        const started = performance.now();
        const { status, body } = await channel.sell(terminal, { request_id: randomUUID(), draw_id: prepared.run.drawId, lines });
        latencies.push(performance.now() - started);
        if (status === 201) {
          sold++;
          for (const line of body.lines ?? []) if (line.selection === prepared.hot) hotAccepted += Math.round(line.amount * 100);
        } else if (status === 409 && (body.code === 'NUMBER_LIMIT_EXCEEDED' || body.code === 'NUMBER_BLOCKED')) refused++;
        else failed++;
      }
    }),
  );
  return { latencies, sold, refused, failed, hotAccepted };
}

/**
 * Warms the terminals up (a second, unmeasured but counted on the hot number), sets the hot
 * number's limit to what the warm-up's pace sells on it halfway through the run (whole units, at
 * least 10), then sells for `seconds`: the first half sells the hot number up to its limit, the
 * second half is refused on it.
 */
export async function salesScenario(target: SalesTarget, terminals: number, seconds: number): Promise<SalesFigures & { run: SalesRun }> {
  const { run, channel } = await prepareHttp(target, terminals);
  return { ...(await runScenario(channel, run, seconds)), run };
}

/** The scenario on `channel`, selling on `run`'s accounts and draw with a hot number of its own. */
export async function runScenario(channel: SalesChannel, run: SalesRun, seconds: number): Promise<SalesFigures> {
  const prepared = await prepare(channel, run);
  const warm = await sellFor(channel, prepared, 1);
  const hotLimit = Math.max(10, Math.round((prepared.soldBefore + warm.hotAccepted * (1 + seconds / 2)) / 100));
  await channel.setLimit(prepared.limit, hotLimit);
  const cpuBefore = channel.cpuMs();
  const measured = await sellFor(channel, prepared, seconds);
  const apiCpuMs = channel.cpuMs() - cpuBefore;
  const [load] = os.loadavg();
  const latencies = measured.latencies.sort((a, b) => a - b);
  // Both counted from before the run: what it sold on the hot number, by the answers and by the server.
  const hotAccepted = prepared.soldBefore + warm.hotAccepted + measured.hotAccepted;
  const hotSoldServer = await channel.soldOn(prepared.hot);
  return {
    salesPerSec: latencies.length / seconds,
    soldPerSec: measured.sold / seconds,
    p50: percentile(latencies, 0.5),
    p99: percentile(latencies, 0.99),
    failed: warm.failed + measured.failed,
    hotLimit,
    hotAccepted,
    hotSoldServer,
    oversold: Math.max(0, Math.max(hotAccepted, hotSoldServer) - hotLimit * 100),
    agrees: hotAccepted === hotSoldServer,
    apiCpuMsPerSale: apiCpuMs / latencies.length,
    load,
  };
}
