/**
 * Two API instances on one database behave as one. With `pnpm test:api:pg` they are two apps with
 * their own pools and LISTEN connections on one PostgreSQL database; on PGlite, which one process
 * opens once, two apps on the same handle (the channel stays within the process).
 * Both keep the list and session caches on (their default lifetimes), so a stale page or a revoked
 * session would show. Each read follows the write's answer at once, as a client would.
 */
import { sql } from 'drizzle-orm';
import { createSecondInstance, createTestApi, type TestApi } from './helpers';

let first: TestApi;
let second: TestApi;
let admin: string;
beforeAll(async () => {
  first = await createTestApi();
  second = await createSecondInstance(first);
  admin = await first.login('admin');
});
afterAll(async () => {
  await second?.close();
  await first?.close();
});

type Row = { id: number; first_name: string; locked: boolean };

async function listed(instance: TestApi, query: string): Promise<{ users: Row[]; total: number }> {
  const response = await instance.call({ method: 'GET', url: `/api/v1/users/list${query}`, token: admin });
  expect(response.statusCode).toBe(200);
  return response.json();
}

const profile = (first_name: string) => ({
  first_name,
  last_name: 'Instancias',
  document_type: 'DNI',
  document_number: 'V-27000000',
  email: `${first_name.toLowerCase()}.instancias@example.com`,
  language: 'es',
  country: 'VE',
  timezone: 'America/Caracas',
});

async function createUser(instance: TestApi, first_name: string, extra: Record<string, unknown> = {}): Promise<number> {
  const response = await instance.call({
    method: 'POST',
    url: '/api/v1/users/create',
    token: admin,
    payload: { ...profile(first_name), role: 'operator', ...extra },
  });
  expect(response.statusCode).toBe(201);
  return response.json().id;
}

it('each instance can tell it has heard every change committed before it asked', async () => {
  expect(await Promise.all([first.handle.invalidations.synced(), second.handle.invalidations.synced()])).toEqual([true, true]);
});

it('a user edited through one instance shows in the list the other keeps in memory', async () => {
  const id = await createUser(first, 'Primera');
  const { total } = await listed(second, '');
  const lastPage = `?page=${Math.ceil(total / 10)}`;
  expect((await listed(second, lastPage)).users.find((u) => u.id === id)).toMatchObject({ first_name: 'Primera' });
  // The second instance answers that page from memory: a change nobody announces does not show.
  await first.handle.db.execute(sql`UPDATE users SET first_name = 'Callada' WHERE id = ${id}`);
  expect((await listed(second, lastPage)).users.find((u) => u.id === id)).toMatchObject({ first_name: 'Primera' });

  const edit = await first.call({ method: 'PUT', url: `/api/v1/users/detail/${id}`, token: admin, payload: profile('Renombrada') });
  expect(edit.statusCode).toBe(200);
  expect((await listed(second, lastPage)).users.find((u) => u.id === id)).toMatchObject({ first_name: 'Renombrada' });
  expect((await listed(second, '?search=renombrada')).users.map((u) => u.id)).toEqual([id]);
});

it('a session revoked on one instance is refused by the other', async () => {
  const token = await first.login('operator');
  const profileCall = (instance: TestApi) => instance.call({ method: 'GET', url: '/api/v1/auth/profile', token });
  expect((await profileCall(second)).statusCode).toBe(200); // now in the second instance's session cache

  expect((await first.call({ method: 'POST', url: '/api/v1/auth/logout', token })).statusCode).toBe(200);
  expect((await profileCall(second)).statusCode).toBe(403);
});

it('a user deactivated through one instance is signed out of the other', async () => {
  const id = await createUser(first, 'Desactivada', { username: 'desactivada.instancias', password: 'clave123' });
  const signIn = await second.call({
    method: 'POST',
    url: '/api/v1/auth/login',
    payload: { username: 'desactivada.instancias', password: 'clave123' },
  });
  const token = signIn.json().token;
  expect((await second.call({ method: 'GET', url: '/api/v1/auth/profile', token })).statusCode).toBe(200);

  const status = await first.call({ method: 'PUT', url: `/api/v1/users/detail/${id}/status`, token: admin, payload: { isactive: false } });
  expect(status.statusCode).toBe(200);
  expect((await second.call({ method: 'GET', url: '/api/v1/auth/profile', token })).statusCode).toBe(403);
});

it('five failed sign-ins spread over both instances lock the account on both', async () => {
  const id = await createUser(first, 'Bloqueada', { username: 'bloqueada.instancias', password: 'clave123' });
  const attempt = (instance: TestApi, password: string) =>
    instance.call({ method: 'POST', url: '/api/v1/auth/login', payload: { username: 'bloqueada.instancias', password } });
  const answers = [];
  for (const instance of [first, second, first, second, first]) answers.push((await attempt(instance, 'equivocada')).json().message);
  expect(answers[0]).toMatch(/quedan 4 intentos/);
  expect(answers[1]).toMatch(/quedan 3 intentos/);
  expect(answers[4]).toMatch(/bloqueada/);
  for (const instance of [first, second]) {
    const right = await attempt(instance, 'clave123');
    expect(right.statusCode).toBe(401);
    expect(right.json().message).toMatch(/bloqueada/);
    expect((await listed(instance, '?search=bloqueada.instancias')).users).toEqual([expect.objectContaining({ id, locked: true })]);
  }
});

it('keeps the totals exact while both instances create users at once', async () => {
  const before = (await listed(first, '?search=simultanea')).total;
  await Promise.all(Array.from({ length: 8 }, (_, i) => createUser(i % 2 ? first : second, `Simultanea${i}`)));
  for (const instance of [first, second]) expect((await listed(instance, '?search=simultanea')).total).toBe(before + 8);
  expect((await listed(first, '')).total).toBe((await listed(second, '')).total);
});
