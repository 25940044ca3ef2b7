/**
 * Two API instances on one PostgreSQL behind the real gateway, as docker-compose.yml runs them
 * (`pnpm test:deploy`, after `pnpm build`): the built API twice on one port of two loopback
 * addresses, as two containers of one service; a DNS server answering the service's name with
 * both addresses, as Docker's does; deploy/nginx/gateway.conf.template run by Debian's nginx with
 * that name as API_UPSTREAM. Both keep the list cache on (its default lifetime).
 */
import { execFileSync } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {
  createDatabase,
  type DnsServer,
  freePort,
  makeWorkDir,
  renderTemplate,
  ROOT,
  startApi,
  startDnsServer,
  startNginx,
  type Api,
  type Nginx,
} from './stack';

const ADDRESSES = ['127.0.0.2', '127.0.0.3'] as const;
const workDir = makeWorkDir();
let dns: DnsServer;
let apis: Api[] = [];
let gateway: Nginx;
let gatewayUrl: string;
let port: number;

const stopAll = async () => {
  await Promise.all([gateway?.stop(), ...apis.map((api) => api.stop()), dns?.stop()]);
  fs.rmSync(workDir, { recursive: true, force: true });
};
process.once('exit', () => {
  for (const child of [gateway?.process, ...apis.map((api) => api.process)]) child?.kill('SIGKILL');
});

beforeAll(async () => {
  port = await freePort();
  dns = await startDnsServer({ api: [...ADDRESSES] });
  const database = createDatabase(`banca_instances_${randomBytes(4).toString('hex')}`);
  // Started together on an empty database, as `docker compose up` starts the replicas: they take
  // turns to migrate and to seed.
  // Every request here comes from this one machine: the per-address allowance of failed sign-ins
  // (proven in gateway.deploy.ts) is raised so that only the account's own lock is at play.
  apis = await Promise.all(ADDRESSES.map((address) => startApi(database, port, address, { LOGIN_ADDRESS_LIMIT: '1000' })));
  const unused = `127.0.0.1:${await freePort()}`;
  const gatewayPort = await freePort();
  const conf = renderTemplate(path.join(ROOT, 'deploy/nginx/gateway.conf.template'), {
    LISTEN: `127.0.0.1:${gatewayPort}`,
    RESOLVER: dns.address,
    HOST_UPSTREAM: unused,
    USERS_UPSTREAM: unused,
    SELLERS_UPSTREAM: unused,
    BOOTHS_UPSTREAM: unused,
    CATALOG_UPSTREAM: unused,
    TERMINAL_UPSTREAM: unused,
    API_UPSTREAM: `api:${port}`,
    CSP_REMOTE_ORIGINS: '',
    BEHIND_TLS: 'false',
  });
  gateway = await startNginx(workDir, 'gateway', conf, `http://127.0.0.1:${gatewayPort}/healthz`, { accessLog: true });
  gatewayUrl = `http://127.0.0.1:${gatewayPort}`;
}, 240_000);

afterAll(stopAll, 60_000);

interface Answer {
  status: number;
  body: { [key: string]: unknown };
}

async function call(base: string, pathname: string, init: { method?: string; token?: string; body?: unknown } = {}): Promise<Answer> {
  const response = await fetch(base + pathname, {
    method: init.method ?? 'GET',
    headers: {
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : {} };
}

async function signIn(base: string, username = 'admin', password = 'admin123'): Promise<string> {
  const answer = await call(base, '/api/v1/auth/login', { method: 'POST', body: { username, password } });
  expect(answer.status).toBe(200);
  return answer.body.token as string;
}

/** The instances (by address) that answered each logged request through the gateway, from `from` on. */
function upstreamsLogged(from = 0): string[][] {
  return fs
    .readFileSync(gateway.accessLog!, 'utf8')
    .split('\n')
    .slice(from)
    .filter((line) => line.includes(' /api/'))
    .map((line) =>
      line
        .split(' ')
        .slice(3)
        .join(' ')
        .split(', ')
        .map((upstream) => upstream.split(':')[0]),
    );
}
const loggedLines = () => fs.readFileSync(gateway.accessLog!, 'utf8').split('\n').length - 1;

type Row = { id: number; first_name: string; locked: boolean };
const profileForm = (first_name: string) => ({
  first_name,
  last_name: 'Despliegue',
  document_type: 'DNI',
  document_number: 'V-26000000',
  email: `${first_name.toLowerCase()}.despliegue@example.com`,
  language: 'es',
  country: 'VE',
  timezone: 'America/Caracas',
});

test('docker-compose runs two API instances behind the gateway, each with its health check', () => {
  const config = execFileSync('docker-compose', ['-f', path.join(ROOT, 'docker-compose.yml'), 'config']).toString();
  const api = config.slice(config.indexOf('\n  api:\n'), config.indexOf('\n  gateway:\n'));
  expect(api).toMatch(/\n {4}deploy:\n {6}replicas: 2\n/);
  expect(api).toMatch(/\n {4}healthcheck:\n[\s\S]*\/api\/health/);
  expect(api).not.toMatch(/container_name|ports:/); // replicas cannot share either
});

test('both instances started together on an empty database; the gateway spreads requests over them', async () => {
  for (const api of apis) expect((await call(api.url, '/api/health')).body).toMatchObject({ status: 'ok', engine: 'postgres' });
  const token = await signIn(gatewayUrl);
  const from = loggedLines();
  for (let i = 0; i < 30; i++) expect((await call(gatewayUrl, '/api/v1/users/list', { token })).status).toBe(200);
  const answeredBy = new Set(upstreamsLogged(from).map((tried) => tried.at(-1)));
  expect([...answeredBy].sort()).toEqual([...ADDRESSES]);
});

test('a user edited through one instance shows at once in the list read through the other', async () => {
  const [one, other] = apis;
  const token = await signIn(one.url);
  const created = await call(one.url, '/api/v1/users/create', {
    method: 'POST',
    token,
    body: { ...profileForm('Despliegue'), role: 'operator' },
  });
  expect(created.status).toBe(201);
  const id = created.body.id as number;
  const total = (await call(other.url, '/api/v1/users/list', { token })).body.total as number;
  const lastPage = `/api/v1/users/list?page=${Math.ceil(total / 10)}`;
  const rowOf = async (base: string) => ((await call(base, lastPage, { token })).body.users as Row[]).find((u) => u.id === id);
  expect(await rowOf(other.url)).toMatchObject({ first_name: 'Despliegue' }); // now remembered there

  // Read right after each answer, both ways round: a remembered page is served only once the reading
  // instance has heard every change answered before the read arrived.
  for (const [round, name] of ['Uno', 'Dos', 'Tres', 'Cuatro', 'Cinco', 'Seis', 'Siete', 'Ocho', 'Editada'].entries()) {
    const [writer, reader] = round % 2 === 0 ? [one, other] : [other, one];
    expect(await rowOf(reader.url)).toBeDefined(); // the page is remembered there
    const edit = await call(writer.url, `/api/v1/users/detail/${id}`, { method: 'PUT', token, body: profileForm(name) });
    expect(edit.status).toBe(200);
    expect(await rowOf(reader.url)).toMatchObject({ first_name: name });
  }
  const search = (await call(other.url, '/api/v1/users/list?search=editada.despliegue', { token })).body;
  expect(search).toMatchObject({ total: 1, users: [expect.objectContaining({ id })] });
  // And through the gateway, whichever instance answers.
  for (let i = 0; i < 6; i++) expect(await rowOf(gatewayUrl)).toMatchObject({ first_name: 'Editada' });
});

test('five failed sign-ins spread over both instances lock the account', async () => {
  const [one, other] = apis;
  const token = await signIn(one.url);
  const created = await call(one.url, '/api/v1/users/create', {
    method: 'POST',
    token,
    body: { ...profileForm('Bloqueo'), role: 'operator', username: 'bloqueo.despliegue', password: 'clave123' },
  });
  expect(created.status).toBe(201);
  const messages: string[] = [];
  for (const api of [one, other, one, other, one]) {
    const attempt = await call(api.url, '/api/v1/auth/login', {
      method: 'POST',
      body: { username: 'bloqueo.despliegue', password: 'mala' },
    });
    expect(attempt.status).toBe(401);
    messages.push(attempt.body.message as string);
  }
  expect(messages.slice(0, 4).map((m) => m.match(/quedan? (\d)/)?.[1])).toEqual(['4', '3', '2', '1']);
  expect(messages[4]).toMatch(/bloqueada/);
  for (const base of [other.url, gatewayUrl]) {
    const right = await call(base, '/api/v1/auth/login', {
      method: 'POST',
      body: { username: 'bloqueo.despliegue', password: 'clave123' },
    });
    expect([right.status, right.body.message]).toEqual([401, expect.stringMatching(/bloqueada/)]);
  }
  const listed = (await call(other.url, '/api/v1/users/list?search=bloqueo.despliegue', { token })).body.users as Row[];
  expect(listed).toEqual([expect.objectContaining({ id: created.body.id, locked: true })]);
});

test('a session revoked on one instance is refused by the other at once', async () => {
  const [one, other] = apis;
  const token = await signIn(one.url, 'operador', 'operador123');
  expect((await call(other.url, '/api/v1/auth/profile', { token })).status).toBe(200); // remembered there
  expect((await call(one.url, '/api/v1/auth/logout', { method: 'POST', token })).status).toBe(200);
  expect((await call(other.url, '/api/v1/auth/profile', { token })).status).toBe(403);
});

test('200 sales of one limited number at once (90 in flight), through the gateway over both instances, never pass its limit', async () => {
  const [one] = apis;
  const admin = await signIn(one.url);
  const client = await signIn(one.url, 'cliente', 'cliente123');
  const { booths } = (await call(one.url, '/api/v1/ticket_booths/list?limit=100', { token: client })).body as { booths: { id: number }[] };
  // Eight terminals: seller accounts of the demo client's booths, signed in through the gateway.
  const terminals: string[] = [];
  for (let i = 0; i < 8; i++) {
    const username = `despliegue.${Date.now().toString(36)}.${i}@example.com`;
    const created = await call(one.url, '/api/v1/sellers/create', {
      method: 'POST',
      token: admin,
      body: { ticket_booth_id: booths[i % booths.length].id, label: `Terminal ${i}`, username, password: 'clave-123', is_active: true },
    });
    expect(created.status).toBe(201);
    const signedIn = await call(gatewayUrl, '/api/v1/terminal/login', {
      method: 'POST',
      body: { username, password: 'clave-123', device_id: `despliegue-${i}` },
    });
    expect(signedIn.status).toBe(200);
    terminals.push(signedIn.body.token as string);
  }
  const draws = (await call(gatewayUrl, '/api/v1/terminal/draws', { token: terminals[0] })).body as unknown as {
    id: number;
    cutoff_at: string;
    game_types: { id: number; bet_format: string }[];
  }[];
  const draw = draws.find(
    (d) => Date.parse(d.cutoff_at) > Date.now() + 5 * 60_000 && d.game_types.some((g) => g.bet_format === 'terminal'),
  )!;
  const gameTypeId = draw.game_types.find((g) => g.bet_format === 'terminal')!.id;
  const availability = (selection: string) =>
    call(one.url, `/api/v1/draws/detail/${draw.id}/availability?game_type_id=${gameTypeId}&selection=${selection}`, { token: admin });
  let number = '';
  for (let n = 0; n < 100 && !number; n++) {
    const candidate = String(n).padStart(2, '0');
    if ((await availability(candidate)).body.sold === 0) number = candidate;
  }
  const LIMIT = 150;
  const limit = await call(one.url, '/api/v1/limits/create', {
    method: 'POST',
    token: admin,
    body: { scope: 'global', scope_id: null, game_type_id: gameTypeId, draw_id: draw.id, selection: number, max_amount: LIMIT },
  });
  expect(limit.status).toBe(201);

  const from = loggedLines();
  // 90 in flight at every moment: the gateway lets one address hold 100 requests in progress (then
  // 429), and every request here comes from this one address.
  const sale = (i: number) =>
    call(gatewayUrl, '/api/v1/tickets/create', {
      method: 'POST',
      token: terminals[i % terminals.length],
      body: { request_id: randomUUID(), draw_id: draw.id, lines: [{ game_type_id: gameTypeId, selection: number, amount: 1 + (i % 3) }] },
    });
  const answers: Awaited<ReturnType<typeof sale>>[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: 90 }, async () => {
      while (next < 200) {
        const i = next++;
        answers[i] = await sale(i);
      }
    }),
  );
  const accepted = answers.filter((answer) => answer.status === 201);
  const refused = answers.filter((answer) => answer.status === 409);
  expect(accepted.length + refused.length).toBe(200);
  expect(refused.every((answer) => ['NUMBER_LIMIT_EXCEEDED', 'NUMBER_BLOCKED'].includes(answer.body.code as string))).toBe(true);
  const soldCents = accepted.reduce((sum, answer) => sum + Math.round((answer.body.total as number) * 100), 0);
  expect(soldCents).toBeLessThanOrEqual(LIMIT * 100);
  expect(soldCents).toBeGreaterThan((LIMIT - 3) * 100); // the limit was reached (at most one sale of 3 short)
  expect(Math.round(((await availability(number)).body.sold as number) * 100)).toBe(soldCents);
  // Both instances sold.
  const answeredBy = new Set(upstreamsLogged(from).map((tried) => tried.at(-1)));
  expect([...answeredBy].sort()).toEqual([...ADDRESSES]);
});

test('with one instance killed mid-traffic, the other keeps answering every request', async () => {
  const token = await signIn(gatewayUrl);
  const from = loggedLines();
  const statuses: number[] = [];
  // An answer the killed instance had begun to send cannot be taken over by the gateway (part of
  // it already reached the client), so the connection of a request in flight at the kill may end
  // early; every request sent once the instance is gone must be answered, and none with an error.
  const cutOff: { sentAt: number }[] = [];
  let running = true;
  let goneAt = Number.POSITIVE_INFINITY;
  // Eight clients reading lists and profiles through the gateway without pause.
  const clients = Array.from({ length: 8 }, async (_, i) => {
    while (running) {
      const pathname = i % 2 ? '/api/v1/auth/profile' : `/api/v1/users/list?page=${(i % 5) + 1}`;
      const sentAt = Date.now();
      try {
        statuses.push((await call(gatewayUrl, pathname, { token })).status);
      } catch {
        cutOff.push({ sentAt });
      }
    }
  });
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  const [killed, survivor] = apis;
  const before = statuses.length;
  killed.process.kill('SIGKILL');
  await new Promise((resolve) => killed.process.once('exit', resolve));
  goneAt = Date.now();
  await new Promise((resolve) => setTimeout(resolve, 2_000));
  running = false;
  await Promise.all(clients);

  expect(statuses.length - before).toBeGreaterThan(20); // traffic went on after the kill
  expect(statuses.filter((status) => status !== 200)).toEqual([]);
  // at most one cut-off connection per client, and only of a request sent before the instance was gone
  expect(cutOff.length).toBeLessThanOrEqual(8);
  expect(cutOff.filter(({ sentAt }) => sentAt > goneAt)).toEqual([]);
  const logged = upstreamsLogged(from);
  expect(new Set(logged.slice(0, 40).map((tried) => tried.at(-1)))).toEqual(new Set(ADDRESSES)); // both, before
  const survivorAddress = new URL(survivor.url).hostname;
  expect(logged.slice(-10).map((tried) => tried.at(-1))).toEqual(Array(10).fill(survivorAddress)); // one, after
  // Sign-in and a write (POSTs) still work through the gateway.
  const again = await signIn(gatewayUrl);
  const created = await call(gatewayUrl, '/api/v1/users/create', {
    method: 'POST',
    token: again,
    body: { ...profileForm('Superviviente'), role: 'operator' },
  });
  expect(created.status).toBe(201);
}, 60_000);
