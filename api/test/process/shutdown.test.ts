/**
 * Graceful shutdown of the built server: told to stop (SIGTERM or SIGINT) while a request is in
 * flight on a keep-alive connection, it answers that request, then exits within a few seconds —
 * not when the client's keep-alive timeout runs out — with the database closed cleanly.
 *
 * @pglite-only  (servers on PGlite data folders: not run again on PostgreSQL)
 */
import http from 'node:http';
import { linesMatching, seededDataDirs, startServer, TempDirs, type ServerProcess } from './harness';

// Each test starts servers: seconds apiece, more on a busy machine.
jest.setTimeout(180_000);

const temp = new TempDirs();
const seededDataDir = seededDataDirs(temp);
const running: ServerProcess[] = [];
let agent: http.Agent;
beforeEach(() => {
  // Like a browser: connections stay open between requests, and this process outlives them.
  agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
});
afterEach(async () => {
  agent.destroy();
  await Promise.all(running.splice(0).map((server) => server.stop('SIGKILL')));
});
afterAll(() => temp.cleanup());

async function start(dataDir: string): Promise<ServerProcess> {
  const server = await startServer({ dataDir });
  running.push(server);
  await server.healthy();
  return server;
}

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
  at: number;
}

/** Sends a request whose body is held back until `release` is called: a request in flight for as long as the test wants. */
function heldRequest(server: ServerProcess, method: string, url: string, body: unknown, token?: string) {
  const text = JSON.stringify(body);
  const request = http.request({
    host: '127.0.0.1',
    port: server.port,
    path: url,
    method,
    agent,
    headers: {
      'content-type': 'application/json',
      'content-length': Buffer.byteLength(text),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
  });
  const answer = new Promise<Answer>((resolve, reject) => {
    request.on('response', (response) => {
      let received = '';
      response.setEncoding('utf8');
      response.on('data', (chunk) => {
        received += chunk;
      });
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: received, at: Date.now() }));
    });
    request.on('error', reject);
  });
  request.write(text.slice(0, 5));
  return { answer, release: () => request.end(text.slice(5)) };
}

async function send(server: ServerProcess, method: string, url: string, body?: unknown, token?: string): Promise<Answer> {
  const { answer, release } = heldRequest(server, method, url, body ?? {}, token);
  release();
  return answer;
}

async function until(condition: () => boolean, ms = 10_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Whether the server has logged a request to `url` arriving. */
const inFlight = (server: ServerProcess, url: string) =>
  linesMatching(server, /^incoming request$/).some((line) => (line.req as { url: string }).url === url);

/** When the process ended, or undefined if it still runs `ms` later. */
async function exitTime(server: ServerProcess, ms: number): Promise<{ code: number | string; at: number } | undefined> {
  return Promise.race([
    server.exited.then((code) => ({ code, at: Date.now() })),
    new Promise<undefined>((resolve) => setTimeout(() => resolve(undefined), ms)),
  ]);
}

const newUser = (tag: string) => ({
  first_name: 'Apagado',
  last_name: `Ordenado ${tag}`,
  document_type: 'DNI',
  document_number: `V-${tag}`,
  email: `apagado.${tag.toLowerCase()}@example.com`,
  phone: '+58 412 5550199',
  language: 'es',
  country: 'VE',
  timezone: 'America/Caracas',
  role: 'operator',
  password: 'clave12345',
});

describe.each(['SIGTERM', 'SIGINT'] as const)('%s while a request is in flight on a keep-alive connection', (signal) => {
  it('answers it, then exits within 3 s with the database closed cleanly', async () => {
    const dataDir = await seededDataDir();
    const server = await start(dataDir);
    const login = await send(server, 'POST', '/api/v1/auth/login', { username: 'admin', password: 'admin123' });
    expect(login.status).toBe(200);
    const { token } = JSON.parse(login.body);

    const user = newUser(signal);
    const held = heldRequest(server, 'POST', '/api/v1/users/create', user, token);
    await until(() => inFlight(server, '/api/v1/users/create'));
    server.child.kill(signal);
    await until(() => linesMatching(server, /^shutting down$/).length > 0);
    held.release();

    const answer = await held.answer;
    expect({ status: answer.status, body: answer.body }).toEqual({ status: 201, body: expect.any(String) });
    const exit = await exitTime(server, 3_000);
    expect(exit).toEqual({ code: 0, at: expect.any(Number) });
    expect(exit!.at - answer.at).toBeLessThan(3_000);
    expect(linesMatching(server, /^server and database closed$/)).toHaveLength(1);

    // The write answered before the exit is there after a restart on the same folder.
    const next = await start(dataDir);
    const again = JSON.parse((await send(next, 'POST', '/api/v1/auth/login', { username: 'admin', password: 'admin123' })).body);
    const list = await fetch(`${next.url}/api/v1/users/list?search=${encodeURIComponent(user.last_name)}`, {
      headers: { authorization: `Bearer ${again.token}` },
    });
    expect(((await list.json()) as { users: unknown[] }).users).toEqual([expect.objectContaining({ email: user.email })]);
  });
});

it('cuts a request that never completes once the grace period is over, and still exits cleanly', async () => {
  const server = await start(await seededDataDir());
  const stuck = heldRequest(server, 'POST', '/api/v1/auth/login', { username: 'admin', password: 'admin123' });
  stuck.answer.catch(() => {}); // its connection is cut: no answer
  await until(() => inFlight(server, '/api/v1/auth/login'));
  const signalled = Date.now();
  server.child.kill('SIGTERM');
  const exit = await exitTime(server, 15_000);
  expect(exit?.code).toBe(0);
  // the grace period (8 s) and a little to close the database
  expect(exit!.at - signalled).toBeGreaterThanOrEqual(7_500);
  expect(exit!.at - signalled).toBeLessThan(11_000);
  expect(linesMatching(server, /^requests still running 8 s after SIGTERM/)).toHaveLength(1);
  expect(linesMatching(server, /^server and database closed$/)).toHaveLength(1);
});
