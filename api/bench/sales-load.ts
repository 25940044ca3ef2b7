/**
 * The sales scenario of the benchmark: booth terminals on distinct seller accounts selling for a
 * while through the API, 30 % of the lines on one hot number under a sales limit it reaches
 * halfway through the run. Each terminal is one connection that sells, waits for the answer and sells again
 * (a booth's till); latencies are measured per request by this process.
 *
 * What it proves besides speed: nothing is oversold — the amounts the server accepted on the hot
 * number are within its limit and equal to what the server says was sold there.
 */
import { randomUUID } from 'node:crypto';
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

interface Prepared {
  terminals: Terminal[];
  drawId: number;
  gameTypeId: number;
  adminToken: string;
  /** This run's hot number, its limit (id and version), and what was sold on it before the run (cents). */
  hot: string;
  limit: { id: number; version: number };
  soldBefore: number;
}

/**
 * `count` new seller accounts at the demo client's booths (all its games enabled), each signed in
 * as a terminal on one of the instances; an open draw of the Lotería Nacional; the hot number's
 * global limit on it.
 */
async function prepare(target: SalesTarget, count: number): Promise<Prepared> {
  const [url] = target.urls;
  const adminToken = (await call(url, '/api/v1/auth/login', { method: 'POST', body: { username: 'admin', password: 'admin123' } })).token;
  const clientToken = (await call(url, '/api/v1/auth/login', { method: 'POST', body: { username: 'cliente', password: 'cliente123' } }))
    .token;
  const booths = (await call(url, '/api/v1/ticket_booths/list?limit=100', { token: clientToken })).booths as { id: number }[];
  const run = randomUUID().slice(0, 8);
  const terminals: Terminal[] = [];
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
  // The first hot number without a limit on this draw yet (an earlier run on it set one).
  for (const hot of HOT_NUMBERS) {
    let limit: { id: number; version: number };
    try {
      limit = await call(url, '/api/v1/limits/create', {
        method: 'POST',
        token: adminToken,
        body: { scope: 'global', scope_id: null, game_type_id: gameTypeId, draw_id: draw.id, selection: hot, max_amount: WARM_LIMIT },
      });
    } catch (error) {
      if (String(error).includes('LIMIT_EXISTS')) continue;
      throw error;
    }
    const soldBefore = await soldOn({ drawId: draw.id, gameTypeId, adminToken, hot }, url);
    return { terminals, drawId: draw.id, gameTypeId, adminToken, hot, limit, soldBefore };
  }
  throw new Error('every hot number of the benchmark already has a limit on this draw');
}

/** What the server says is sold on the hot number (cents). */
async function soldOn(run: { drawId: number; gameTypeId: number; adminToken: string; hot: string }, url: string): Promise<number> {
  const availability = await call(
    url,
    `/api/v1/draws/detail/${run.drawId}/availability?game_type_id=${run.gameTypeId}&selection=${run.hot}`,
    { token: run.adminToken },
  );
  return Math.round(availability.sold * 100);
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
async function sellFor(prepared: Prepared, seconds: number) {
  const latencies: number[] = [];
  let sold = 0;
  let refused = 0;
  let failed = 0;
  let hotAccepted = 0;
  const until = performance.now() + seconds * 1000;
  await Promise.all(
    prepared.terminals.map(async (terminal) => {
      while (performance.now() < until) {
        const lines = saleLines(prepared.gameTypeId, prepared.hot);
        const started = performance.now();
        let status = 0;
        let body: { lines?: { selection: string; amount: number }[]; code?: string } = {};
        try {
          const response = await fetch(`${terminal.url}/api/v1/tickets/create`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', authorization: `Bearer ${terminal.token}` },
            body: JSON.stringify({ request_id: randomUUID(), draw_id: prepared.drawId, lines }),
          });
          status = response.status;
          body = (await response.json()) as typeof body;
        } catch {
          status = 0;
        }
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
export async function salesScenario(target: SalesTarget, terminals: number, seconds: number): Promise<SalesFigures> {
  const prepared = await prepare(target, terminals);
  const warm = await sellFor(prepared, 1);
  const [url] = target.urls;
  const hotLimit = Math.max(10, Math.round((prepared.soldBefore + warm.hotAccepted * (1 + seconds / 2)) / 100));
  await call(url, `/api/v1/limits/detail/${prepared.limit.id}`, {
    method: 'PUT',
    token: prepared.adminToken,
    version: prepared.limit.version,
    body: { max_amount: hotLimit },
  });
  const cpuBefore = target.cpuMs();
  const measured = await sellFor(prepared, seconds);
  const apiCpuMs = target.cpuMs() - cpuBefore;
  const [load] = os.loadavg();
  const latencies = measured.latencies.sort((a, b) => a - b);
  // Both counted from before the run: what it sold on the hot number, by the answers and by the server.
  const hotAccepted = prepared.soldBefore + warm.hotAccepted + measured.hotAccepted;
  const hotSoldServer = await soldOn(prepared, target.urls[0]);
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
