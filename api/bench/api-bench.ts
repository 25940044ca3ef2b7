/**
 * API benchmark (not a test): loads 100,000 users into the embedded database and prints
 * requests/s and latency percentiles for the users list (with and without a search) and login.
 * The server runs in a child process (bench-server.ts); this process only generates load.
 *   pnpm bench:api              (BENCH_SCALE=2500 → ~100,000 users; BENCH_SECONDS=10 per scenario)
 */
import { fork } from 'node:child_process';
import path from 'node:path';
import autocannon from 'autocannon';

const SCALE = Number(process.env.BENCH_SCALE ?? 2500);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
/** What staff type: part of a surname or first name, a document prefix, a mail provider, digits. */
const SEARCH_TERMS = ['gonz', 'maría', 'v-15', 'pérez', 'yahoo', 'rojas', 'ana', '4417'];

interface Scenario {
  name: string;
  requests: autocannon.Request[];
  method?: 'GET' | 'POST';
}

async function run(url: string, scenario: Scenario) {
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: SECONDS,
    requests: scenario.requests,
  });
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
  const { address, users: total, seedSeconds } = await new Promise<{ address: string; users: number; seedSeconds: number }>(
    (resolve, reject) => {
      server.once('message', (message) => resolve(message as { address: string; users: number; seedSeconds: number }));
      server.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
    },
  );
  console.log(`Seeded ${total} users (scale ${SCALE}) into in-memory PGlite in ${seedSeconds.toFixed(1)} s`);
  const login = await fetch(`${address}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: 'admin123' }),
  });
  const { token } = (await login.json()) as { token: string };
  const auth = { authorization: `Bearer ${token}` };

  let term = 0;
  let page = 0;
  const scenarios: Scenario[] = [
    {
      name: 'GET /v1/users/list (pages 1–50)',
      requests: [{ method: 'GET', headers: auth, setupRequest: (r) => ({ ...r, path: `/api/v1/users/list?page=${(page++ % 50) + 1}` }) }],
    },
    {
      name: 'GET /v1/users/list?search=… (8 terms)',
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
  for (const scenario of scenarios) rows.push(await run(address, scenario));
  console.log(`\n${CONNECTIONS} connections, ${SECONDS} s per scenario, Node ${process.version}, ${total} users\n`);
  console.table(rows);
  server.kill();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
