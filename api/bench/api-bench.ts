/**
 * API benchmark (not a test): loads 100,000 users into the embedded database and prints
 * requests/s and latency percentiles for the users list (as deployed, and with the list cache off),
 * a search over it, and login. The server runs in a child process (bench-server.ts); this process
 * only generates load.
 *   pnpm bench:api              (BENCH_SCALE=2500 → ~100,000 users; BENCH_SECONDS=10 per scenario)
 */
import { fork } from 'node:child_process';
import path from 'node:path';
import autocannon from 'autocannon';
import type { BenchServerReady } from './bench-server';

const SCALE = Number(process.env.BENCH_SCALE ?? 2500);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
/** What staff type: part of a surname or first name, a document prefix, a mail provider, digits. */
const SEARCH_TERMS = ['gonz', 'maría', 'v-15', 'pérez', 'yahoo', 'rojas', 'ana', '4417'];

interface Scenario {
  name: string;
  /** The app to load: as deployed, or with the list cache off. */
  url: string;
  requests: autocannon.Request[];
  /** A users write (an unlock) sent this often while the scenario runs, which clears the list cache. */
  writeEveryMs?: number;
}

async function run(scenario: Scenario, write: () => Promise<unknown>) {
  const writer = scenario.writeEveryMs ? setInterval(write, scenario.writeEveryMs) : undefined;
  const result = await autocannon({
    url: scenario.url,
    connections: CONNECTIONS,
    duration: SECONDS,
    requests: scenario.requests,
  });
  clearInterval(writer);
  return {
    scenario: scenario.name,
    'req/s': Math.round(result.requests.average),
    'p50 ms': result.latency.p50,
    'p99 ms': result.latency.p99,
    requests: result.requests.total,
    'non-2xx': result.non2xx,
    errors: result.errors,
  };
}

async function main(): Promise<void> {
  const server = fork(path.join(__dirname, 'bench-server.js'), { env: { ...process.env, BENCH_SCALE: String(SCALE) } });
  const {
    address,
    uncachedAddress,
    users: total,
    seedSeconds,
  } = await new Promise<BenchServerReady>((resolve, reject) => {
    server.once('message', (message) => resolve(message as BenchServerReady));
    server.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
  });
  console.log(`Seeded ${total} users (scale ${SCALE}) into in-memory PGlite in ${seedSeconds.toFixed(1)} s`);
  const login = await fetch(`${address}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: 'admin123' }),
  });
  const { token } = (await login.json()) as { token: string };
  const auth = { authorization: `Bearer ${token}` };
  const [someone] = ((await (await fetch(`${address}/api/v1/users/list?page=2`, { headers: auth })).json()) as { users: { id: number }[] })
    .users;
  const write = () => fetch(`${address}/api/v1/users/detail/${someone.id}/unlock`, { method: 'POST', headers: auth });
  const probe = await write();
  if (!probe.ok) throw new Error(`the write of the mixed scenario answered ${probe.status}`);

  let term = 0;
  let page = 0;
  const pages: autocannon.Request[] = [
    { method: 'GET', headers: auth, setupRequest: (r) => ({ ...r, path: `/api/v1/users/list?page=${(page++ % 50) + 1}` }) },
  ];
  const scenarios: Scenario[] = [
    { name: 'GET /v1/users/list (pages 1–50)', url: address, requests: pages },
    { name: 'same, a users write every second', url: address, requests: pages, writeEveryMs: 1_000 },
    { name: 'same, list cache off (database)', url: uncachedAddress, requests: pages },
    {
      name: 'GET /v1/users/list?search=… (8 terms)',
      url: address,
      requests: [
        {
          method: 'GET',
          headers: auth,
          setupRequest: (r) => ({
            ...r,
            path: `/api/v1/users/list?search=${encodeURIComponent(SEARCH_TERMS[term++ % SEARCH_TERMS.length])}`,
          }),
        },
      ],
    },
    {
      name: 'POST /v1/auth/login (argon2id)',
      url: address,
      requests: [
        {
          method: 'POST',
          path: '/api/v1/auth/login',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ username: 'admin', password: 'admin123' }),
        },
      ],
    },
  ];
  const rows = [];
  for (const scenario of scenarios) rows.push(await run(scenario, write));
  console.log(`\n${CONNECTIONS} connections, ${SECONDS} s per scenario, Node ${process.version}, ${total} users\n`);
  console.table(rows);
  server.kill();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
