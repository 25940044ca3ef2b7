/**
 * The heavy reads' scenarios of the benchmark (`BENCH_ONLY=heavy`), on a database holding a month
 * of 1,000,000 tickets (month-of-tickets.ts; BENCH_TICKETS changes the number):
 *
 * - a month's sales report by seller, asked by two people at once (2 connections);
 * - the mixed soak: 50 connections (BENCH_SOAK_CONNECTIONS), two per staff account, each asking
 *   back to back a mix of the month's reports (by seller, booth and game), the header search, the
 *   tickets list, the dashboard, the draws and users lists and the profile. Every answer that is not
 *   a 2xx — a heavy-read bound's 429 or 503 included — is an error.
 *
 * Latencies are measured per request by this process.
 */
import { SOAK_PASSWORD } from './month-of-tickets';

export interface HeavyFigures {
  reqPerSec: number;
  p50: number;
  p99: number;
  requests: number;
  failed: number;
  /** Status codes of the failures (network errors as 0), with their counts. */
  failures: Record<string, number>;
}

/** Business day (America/Caracas, UTC-4 all year) of `moment`, `daysBack` days before. */
function caracasDay(moment: Date, daysBack = 0): string {
  return new Date(moment.getTime() - 4 * 3600_000 - daysBack * 86_400_000).toISOString().slice(0, 10);
}

/** The month ending today: what the report scenarios ask. */
export function monthRange(now = new Date()): string {
  return `from=${caracasDay(now, 29)}&to=${caracasDay(now)}`;
}

export const reportBySellerPath = () => `/api/v1/reports/sales?${monthRange()}&group_by=seller`;

/** The soak's mix: each entry once per round, so heavy reads are about two thirds of it. */
export function soakPaths(): string[] {
  const month = monthRange();
  return [
    `/api/v1/reports/sales?${month}&group_by=seller`,
    `/api/v1/reports/sales?${month}&group_by=booth`,
    `/api/v1/reports/sales?${month}&group_by=game`,
    '/api/v1/search?q=mar',
    '/api/v1/search?q=BK-0012',
    '/api/v1/tickets/list?page=1',
    '/api/v1/dashboard/summary',
    '/api/v1/draws/list?page=1',
    '/api/v1/users/list?page=2',
    '/api/v1/auth/profile',
  ];
}

function percentile(sorted: number[], fraction: number): number {
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] : Number.NaN;
}

export async function signInAs(url: string, username: string, password: string): Promise<string> {
  const response = await fetch(`${url}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  if (!response.ok) throw new Error(`sign-in of ${username} answered ${response.status}`);
  return ((await response.json()) as { token: string }).token;
}

/** Signs each soak account in on one of the instances (round robin); answers [url, token] per account. */
export async function soakSessions(urls: string[], usernames: string[]): Promise<{ url: string; token: string }[]> {
  const sessions: { url: string; token: string }[] = [];
  for (const [i, username] of usernames.entries()) {
    const url = urls[i % urls.length];
    sessions.push({ url, token: await signInAs(url, username, SOAK_PASSWORD) });
  }
  return sessions;
}

/**
 * `connections` loops, each on one session (`perSession` loops share one), asking `paths` in turn
 * (each loop starting at its own place) for `seconds` after `warmUpSeconds` unmeasured.
 */
export async function closedLoop(
  sessions: { url: string; token: string }[],
  connections: number,
  paths: string[],
  seconds: number,
  warmUpSeconds: number,
): Promise<HeavyFigures> {
  const latencies: number[] = [];
  const failures: Record<string, number> = {};
  const started = performance.now();
  const measureFrom = started + warmUpSeconds * 1000;
  const end = measureFrom + seconds * 1000;
  const perSession = Math.ceil(connections / sessions.length);
  const loop = async (index: number) => {
    const { url, token } = sessions[Math.floor(index / perSession) % sessions.length];
    let next = index;
    while (performance.now() < end) {
      const path = paths[next++ % paths.length];
      const sent = performance.now();
      let status = 0;
      try {
        const response = await fetch(url + path, { headers: { authorization: `Bearer ${token}` } });
        await response.arrayBuffer();
        status = response.status;
      } catch {
        status = 0;
      }
      const done = performance.now();
      if (sent < measureFrom || done > end) continue;
      latencies.push(done - sent);
      if (status < 200 || status >= 300) failures[String(status)] = (failures[String(status)] ?? 0) + 1;
    }
  };
  await Promise.all(Array.from({ length: connections }, (_, i) => loop(i)));
  latencies.sort((a, b) => a - b);
  const failed = Object.values(failures).reduce((sum, n) => sum + n, 0);
  return {
    reqPerSec: latencies.length / seconds,
    p50: percentile(latencies, 0.5),
    p99: percentile(latencies, 0.99),
    requests: latencies.length,
    failed,
    failures,
  };
}
