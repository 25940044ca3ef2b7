/**
 * Slow clients cannot hold the embedded server: a request whose body (or headers) is not complete
 * within the request timeout is cut, an idle keep-alive connection is closed, and connections
 * beyond the cap are refused — while the server keeps answering everyone else. The timeouts are
 * shortened here (REQUEST_TIMEOUT_MS) so the test takes seconds; the defaults are in config.test.ts.
 *
 * @pglite-only  (servers on PGlite data folders: not run again on PostgreSQL)
 */
import net from 'node:net';
import { answersHealth, seededDataDirs, startServer, TempDirs, type ServerProcess } from './harness';

jest.setTimeout(180_000);

const temp = new TempDirs();
const seededDataDir = seededDataDirs(temp);
const running: ServerProcess[] = [];
const sockets: net.Socket[] = [];
afterEach(() => {
  for (const socket of sockets.splice(0)) socket.destroy();
});
afterAll(async () => {
  await Promise.all(running.splice(0).map((server) => server.stop('SIGKILL')));
  temp.cleanup();
});

async function start(env: Record<string, string>): Promise<ServerProcess> {
  const server = await startServer({ dataDir: await seededDataDir(), env });
  running.push(server);
  await server.healthy();
  return server;
}

interface Client {
  socket: net.Socket;
  /** What the server sent. */
  received(): string;
  /** When the server closed the connection (ms after it was opened), once it has. */
  closed: Promise<number>;
}

/** A raw connection that sends `head` at once and then one byte of `drip` every `everyMs`. */
function slowClient(server: ServerProcess, head: string, drip: string, everyMs: number): Promise<Client> {
  return new Promise((resolve, reject) => {
    const opened = Date.now();
    const socket = net.connect(server.port, '127.0.0.1');
    sockets.push(socket);
    let received = '';
    let timer: NodeJS.Timeout | undefined;
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      received += chunk;
    });
    socket.on('error', () => {}); // a cut connection may be reset: its closing is what is measured
    const closed = new Promise<number>((done) => {
      socket.on('close', () => {
        clearInterval(timer);
        done(Date.now() - opened);
      });
    });
    socket.once('connect', () => {
      socket.write(head);
      let sent = 0;
      timer = setInterval(() => {
        if (!socket.destroyed && sent < drip.length) socket.write(drip[sent++]);
      }, everyMs);
      resolve({ socket, received: () => received, closed });
    });
    socket.once('error', reject);
  });
}

const BODY_BYTES = 100 * 1024;
const slowBodyHead = `POST /api/v1/auth/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${BODY_BYTES}\r\n\r\n{`;

const healthAnswers = (server: ServerProcess) => answersHealth(server.url);

describe('with a request timeout of 2 s', () => {
  const TIMEOUT_MS = 2_000;
  // The server checks its connections' timers every second.
  const CUT_WITHIN_MS = TIMEOUT_MS + 2_000;
  let server: ServerProcess;
  beforeAll(async () => {
    server = await start({ REQUEST_TIMEOUT_MS: String(TIMEOUT_MS) });
  });

  it('cuts 100 connections sending a 100 KB body one byte every 500 ms, and answers others meanwhile', async () => {
    const clients = await Promise.all(Array.from({ length: 100 }, () => slowClient(server, slowBodyHead, 'x'.repeat(BODY_BYTES), 500)));
    expect(await healthAnswers(server)).toBe(true);
    const closedAfter = await Promise.all(clients.map((client) => client.closed));
    expect(Math.max(...closedAfter)).toBeLessThan(CUT_WITHIN_MS);
    expect(Math.min(...closedAfter)).toBeGreaterThanOrEqual(TIMEOUT_MS - 100);
    for (const client of clients) expect(client.received()).toMatch(/^HTTP\/1\.1 408 /);
    expect(await healthAnswers(server)).toBe(true);
  });

  it('cuts connections sending their headers one byte every 200 ms', async () => {
    const head = 'GET /api/health HTTP/1.1\r\n';
    const clients = await Promise.all(Array.from({ length: 20 }, () => slowClient(server, head, `X-Slow: ${'a'.repeat(200)}\r\n`, 200)));
    const closedAfter = await Promise.all(clients.map((client) => client.closed));
    expect(Math.max(...closedAfter)).toBeLessThan(CUT_WITHIN_MS);
  });

  it('closes a connection that opens and sends nothing, and an idle keep-alive connection after its answer', async () => {
    const silent = await slowClient(server, '', '', 1_000);
    const idle = await slowClient(server, 'GET /api/health HTTP/1.1\r\nHost: localhost\r\n\r\n', '', 1_000);
    expect(await silent.closed).toBeLessThan(CUT_WITHIN_MS);
    expect(await idle.closed).toBeLessThan(CUT_WITHIN_MS);
    expect(idle.received()).toMatch(/^HTTP\/1\.1 200 /);
  });
});

describe('with a cap of 40 connections', () => {
  const CAP = 40;
  let server: ServerProcess;
  beforeAll(async () => {
    server = await start({ MAX_CONNECTIONS: String(CAP) });
  });

  it('refuses connections beyond the cap while it is reached, and serves again once they are gone', async () => {
    const held = await Promise.all(Array.from({ length: CAP }, () => slowClient(server, '', '', 1_000)));
    // The server has taken them all once a request on the last one is still unanswered but open.
    const extra = await slowClient(server, 'GET /api/health HTTP/1.1\r\nHost: localhost\r\n\r\n', '', 1_000);
    expect(await extra.closed).toBeLessThan(1_000);
    expect(extra.received()).toBe('');
    expect(await healthAnswers(server)).toBe(false);
    // The connections within the cap were kept.
    expect(held.filter((client) => client.socket.readyState !== 'open')).toEqual([]);
    for (const client of held) client.socket.destroy();
    await Promise.all(held.map((client) => client.closed));
    // The server notices the closed connections a moment later.
    const deadline = Date.now() + 5_000;
    while (!(await healthAnswers(server)) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await healthAnswers(server)).toBe(true);
  });
});
