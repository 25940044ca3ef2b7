/**
 * Sign-in timing (not a test): does a wrong password take longer for a name that has an account than
 * for one nobody has? The built server runs as `pnpm start` runs it (PGlite in a data folder) and,
 * when TEST_DATABASE_URL names a PostgreSQL server (`pnpm bench:sign-in` starts one), as the API
 * image runs it; this process signs in over HTTP, one request at a time, alternating a known and an
 * unknown name, each from its own client address (X-Forwarded-For, TRUST_PROXY=loopback) and never
 * past the fourth failure of a name, so no lock or throttle answers instead.
 *
 *   pnpm bench:sign-in     SIGN_IN_SAMPLES=400 (per kind and engine)
 *
 * Prints the median and the 10th and 90th percentiles of each kind, and the median of the
 * differences of each pair (known, then unknown) against the budget (within ±1 ms).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { createDatabase, freePort, type Server, startServer } from './servers';

const SAMPLES = Number(process.env.SIGN_IN_SAMPLES ?? 400);
const ATTEMPTS_PER_NAME = 4;
const BUDGET_MS = 1;

const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];

let addresses = 0;
async function signIn(url: string, username: string, password: string): Promise<{ status: number; ms: number; body: string }> {
  addresses++;
  const started = performance.now();
  const response = await fetch(`${url}/api/v1/auth/login`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-forwarded-for': `10.${(addresses >> 16) & 255}.${(addresses >> 8) & 255}.${addresses & 255}`,
    },
    body: JSON.stringify({ username, password }),
  });
  const body = await response.text();
  return { status: response.status, ms: performance.now() - started, body };
}

async function measure(engine: string, server: Server): Promise<void> {
  const names = Math.ceil(SAMPLES / ATTEMPTS_PER_NAME);
  const { token } = JSON.parse((await signIn(server.url, 'admin', 'admin123')).body) as { token: string };
  const known = Array.from({ length: names }, (_, i) => `medida.${i}`);
  for (const [i, username] of known.entries()) {
    const created = await fetch(`${server.url}/api/v1/users/create`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({
        first_name: 'Medida',
        last_name: `Tiempo ${i}`,
        document_type: 'DNI',
        document_number: `V-9${i}`,
        email: `${username}@example.com`,
        language: 'es',
        country: 'VE',
        timezone: 'America/Caracas',
        role: 'operator',
        username,
        password: 'la-correcta-123',
      }),
    });
    if (created.status !== 201) throw new Error(`create ${username}: ${created.status} ${await created.text()}`);
  }
  const timed = async (username: string) => {
    const answer = await signIn(server.url, username, 'incorrecta');
    if (answer.status !== 401) throw new Error(`${username}: ${answer.status} ${answer.body}`);
    return answer.ms;
  };
  // Warm up: the decoy hash, the statements' plans, the connections.
  for (let i = 0; i < 10; i++) await timed(`calentando.${i}`);
  const times = { known: [] as number[], unknown: [] as number[] };
  for (let attempt = 0; attempt < ATTEMPTS_PER_NAME; attempt++) {
    for (let i = 0; i < names; i++) {
      times.known.push(await timed(known[i]));
      times.unknown.push(await timed(`nadie.${i}`));
    }
  }
  console.log(`wrong password, ${engine}, over HTTP, one at a time (ms):`);
  const medians = (['known', 'unknown'] as const).map((kind) => {
    const sorted = [...times[kind]].sort((a, b) => a - b);
    const [p10, median, p90] = [0.1, 0.5, 0.9].map((q) => quantile(sorted, q));
    console.log(`  ${kind.padEnd(8)} n=${sorted.length}  p10 ${p10.toFixed(1)}  median ${median.toFixed(1)}  p90 ${p90.toFixed(1)}`);
    return median;
  });
  // Each known attempt is paired with the unknown one right after it, so the machine's load, which
  // moves both, cancels out of their difference.
  const paired = times.known.map((ms, i) => ms - times.unknown[i]).sort((a, b) => a - b);
  const difference = quantile(paired, 0.5);
  console.log(
    `  known − unknown: medians ${(medians[0] - medians[1]).toFixed(1)} ms; median of the paired differences ${difference.toFixed(2)} ms ${Math.abs(difference) <= BUDGET_MS ? '✔' : '✘'} (budget ±${BUDGET_MS} ms)`,
  );
}

async function main(): Promise<void> {
  const env = { TRUST_PROXY: 'loopback', SERVE_WEB: 'false', LOG_LEVEL: 'warn' };
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'banca-sign-in-bench-'));
  try {
    const disk = await startServer(await freePort(), { ...env, DATA_DIR: path.join(folder, 'data') });
    try {
      await measure('PGlite, disk', disk);
    } finally {
      await disk.stop();
    }
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return;
  const database = await createDatabase(serverUrl, `banca_sign_in_${Date.now()}`);
  try {
    const postgres = await startServer(await freePort(), { ...env, DATABASE_URL: database.url });
    try {
      await measure('PostgreSQL', postgres);
    } finally {
      await postgres.stop();
    }
  } finally {
    await database.drop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
