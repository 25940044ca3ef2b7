/**
 * An administrator changes a user's role: the change is audited, ends the user's sessions and is
 * refused, with its reason, for a booth owner whose new role is not client — also when the booth's
 * owner is set at the same moment. Runs on PGlite and, with `pnpm test:api:pg`, on a PostgreSQL
 * server, where the concurrent requests really run at once.
 */
import { and, desc, eq, isNull, ne } from 'drizzle-orm';
import { auditLog, ticketBooths, users } from '../src/db/schema';
import { createTestApi, insertBooth, type TestApi } from './helpers';

let api: TestApi;
let admin: string;
let counter = 0;

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (token: string, method: Method, url: string, payload?: object, headers: Record<string, string> = {}) =>
  api.call({ method, url: `/api${url}`, token, ...(payload ? { payload } : {}), headers });

/** A user of `role` who can sign in; answers its id and a session of it. */
async function newUser(role = 'operator'): Promise<{ id: number; token: string }> {
  counter += 1;
  const username = `rol.${counter}`;
  const response = await call(admin, 'POST', '/v1/users/create', {
    first_name: 'Rita',
    last_name: `Rol ${counter}`,
    document_type: 'DNI',
    document_number: `V-${counter}`,
    email: `rol.${counter}@example.com`,
    language: 'es',
    country: 'VE',
    timezone: 'America/Caracas',
    role,
    username,
    password: 'clave12345',
  });
  expect(response.statusCode).toBe(201);
  const login = await api.call({ method: 'POST', url: '/api/v1/auth/login', payload: { username, password: 'clave12345' } });
  expect(login.statusCode).toBe(200);
  return { id: response.json().id, token: login.json().token };
}

const roleOf = async (id: number) => (await api.handle.db.select({ role: users.role }).from(users).where(eq(users.id, id)))[0].role;

beforeAll(async () => {
  api = await createTestApi();
  admin = await api.login('admin');
});
afterAll(() => api.close());

describe('changing a user’s role', () => {
  it('changes it on the version read, answers the profile, records it and ends the user’s sessions', async () => {
    const user = await newUser('operator');
    const read = await call(admin, 'GET', `/v1/users/detail/${user.id}/profile`);
    const response = await call(
      admin,
      'PUT',
      `/v1/users/detail/${user.id}/role`,
      { role: 'client' },
      { 'if-match': read.headers.etag as string },
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: user.id, role: 'client' });
    expect(response.headers.etag).not.toBe(read.headers.etag);
    expect(await roleOf(user.id)).toBe('client');

    const [entry] = await api.handle.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
    expect(entry).toMatchObject({
      action: 'role',
      record_type: 'user',
      record_id: user.id,
      before: { role: 'operator' },
      after: { role: 'client' },
    });
    // The session opened with the old access no longer opens anything.
    expect((await call(user.token, 'GET', '/v1/auth/profile')).statusCode).toBe(403);
  });

  it('refuses a booth owner any role but client, saying why, and changes nothing', async () => {
    const owner = await newUser('client');
    await insertBooth(api, { name: 'Agencia del Propietario', owner_id: owner.id });
    const response = await call(admin, 'PUT', `/v1/users/detail/${owner.id}/role`, { role: 'operator' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      statusCode: 409,
      code: 'USER_OWNS_BOOTHS',
      message: expect.stringMatching(/^No se puede cambiar el rol a Operador: el usuario es propietario de una taquilla/),
    });
    expect(await roleOf(owner.id)).toBe('client');
    expect((await call(owner.token, 'GET', '/v1/auth/profile')).statusCode).toBe(200);
  });

  it('refuses one’s own role and the role the user has (400 naming role); a deleted user is 409 without a code', async () => {
    const [{ id: adminId }] = await api.handle.db.select({ id: users.id }).from(users).where(eq(users.username, 'admin'));
    const own = await call(admin, 'PUT', `/v1/users/detail/${adminId}/role`, { role: 'operator' });
    expect(own.statusCode).toBe(400);
    expect(own.json().fields).toHaveProperty('role');

    const user = await newUser('operator');
    const same = await call(admin, 'PUT', `/v1/users/detail/${user.id}/role`, { role: 'operator' });
    expect(same.statusCode).toBe(400);
    expect(same.json().message).toBe('El usuario ya tiene el rol Operador.');

    expect((await call(admin, 'DELETE', `/v1/users/detail/${user.id}`)).statusCode).toBe(200);
    const deleted = await call(admin, 'PUT', `/v1/users/detail/${user.id}/role`, { role: 'client' });
    expect(deleted.statusCode).toBe(409);
    expect(deleted.json()).not.toHaveProperty('code');
    expect((await call(admin, 'PUT', '/v1/users/detail/999999/role', { role: 'client' })).statusCode).toBe(404);
    expect((await call(admin, 'PUT', `/v1/users/detail/${user.id}/role`, { role: 'jefe' })).statusCode).toBe(400);
  });

  it('is an administrator’s alone', async () => {
    const user = await newUser('client');
    const operator = await api.login('operator');
    expect((await call(operator, 'PUT', `/v1/users/detail/${user.id}/role`, { role: 'operator' })).statusCode).toBe(403);
    expect(await roleOf(user.id)).toBe('client');
  });

  it('never leaves a booth owned by a user who is not a client, when the owner is named at the same moment', async () => {
    for (let round = 0; round < 12; round += 1) {
      const client = await newUser('client');
      const booth = await insertBooth(api, { name: `Agencia sin dueño ${round}` });
      const [naming, changing] = await Promise.all([
        call(admin, 'PUT', `/v1/ticket_booths/detail/${booth}`, { name: `Agencia con dueño ${round}`, owner_id: client.id }),
        call(admin, 'PUT', `/v1/users/detail/${client.id}/role`, { role: 'operator' }),
      ]);
      // One of the two wins; the other says why it cannot.
      expect([naming.statusCode, changing.statusCode].sort()).toEqual(naming.statusCode === 200 ? [200, 409] : [200, 400]);
    }
    const owners = await api.handle.db
      .select({ booth: ticketBooths.id, role: users.role })
      .from(ticketBooths)
      .innerJoin(users, eq(users.id, ticketBooths.owner_id))
      .where(and(isNull(ticketBooths.deleted_at), ne(users.role, 'client')));
    expect(owners).toEqual([]);
  });
});
