/**
 * Live sessions: the Security tab lists a user's sessions (started, last seen, address, browser)
 * and ends one or all of them (administrators); "Mi perfil" lists one's own and ends the others,
 * never the current one. An ended session's token is refused at once. Runs on PGlite and, with
 * `pnpm test:api:pg`, on a PostgreSQL server.
 */
import { eq, sql } from 'drizzle-orm';
import { auditLog, users } from '../src/db/schema';
import { browserOf } from '../src/security/user-agent';
import { ACCOUNTS, createTestApi, type TestApi } from './helpers';

const CHROME_ANDROID =
  'Mozilla/5.0 (Linux; Android 14; SM-A546B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36';
const FIREFOX_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:126.0) Gecko/20100101 Firefox/126.0';

let api: TestApi;
let admin: string;

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (token: string, method: Method, url: string) => api.call({ method, url: `/api${url}`, token });

/** Signs in as the demo ticket_seller from a given browser and address. */
async function signInAs(role: keyof typeof ACCOUNTS, userAgent: string, forwardedFor?: string): Promise<string> {
  const response = await api.call({
    method: 'POST',
    url: '/api/v1/auth/login',
    payload: ACCOUNTS[role],
    headers: { 'user-agent': userAgent, ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}) },
  });
  expect(response.statusCode).toBe(200);
  return response.json().token;
}

const idOf = async (username: string) =>
  (await api.handle.db.select({ id: users.id }).from(users).where(eq(users.username, username)))[0].id;
const profileStatus = async (token: string) => (await call(token, 'GET', '/v1/auth/profile')).statusCode;

beforeAll(async () => {
  api = await createTestApi();
  admin = await api.login('admin');
});
afterAll(() => api.close());

describe('the browser summary', () => {
  it.each([
    [CHROME_ANDROID, 'Chrome 124 en Android'],
    [FIREFOX_WINDOWS, 'Firefox 126 en Windows'],
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
      'Safari 17 en macOS',
    ],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36 Edg/124.0.2478.67',
      'Edge 124 en Windows',
    ],
    ['curl/8.5.0', 'Otro programa'],
    [null, 'Desconocido'],
  ])('%s reads as %s', (userAgent, summary) => {
    expect(browserOf(userAgent)).toBe(summary);
  });
});

describe("a user's sessions (Security tab)", () => {
  it('lists each live session with its start, last activity, address and browser', async () => {
    const id = await idOf('vendedor');
    await call(admin, 'DELETE', `/v1/users/detail/${id}/sessions`);
    await signInAs('ticket_seller', CHROME_ANDROID);
    await signInAs('ticket_seller', FIREFOX_WINDOWS);
    const response = await call(admin, 'GET', `/v1/users/detail/${id}/sessions`);
    expect(response.statusCode).toBe(200);
    const { sessions } = response.json();
    expect(sessions).toHaveLength(2);
    // Newest first.
    expect(sessions[0]).toMatchObject({
      browser: 'Firefox 126 en Windows',
      address: '127.0.0.1',
      current: false,
      user_agent: FIREFOX_WINDOWS,
    });
    expect(sessions[1]).toMatchObject({ browser: 'Chrome 124 en Android' });
    for (const session of sessions) {
      expect(Date.parse(session.created_at)).not.toBeNaN();
      expect(Date.parse(session.last_seen_at)).not.toBeNaN();
      expect(session).not.toHaveProperty('token_hash');
    }
  });

  it('ends one session, whose token is refused at once, and leaves the others', async () => {
    const id = await idOf('vendedor');
    const first = await signInAs('ticket_seller', CHROME_ANDROID);
    const second = await signInAs('ticket_seller', FIREFOX_WINDOWS);
    const { sessions } = (await call(admin, 'GET', `/v1/users/detail/${id}/sessions`)).json();
    const ended = await call(admin, 'DELETE', `/v1/users/detail/${id}/sessions/${sessions[0].id}`);
    expect(ended.statusCode).toBe(200);
    expect(ended.json()).toEqual({ ended: 1 });
    expect(await profileStatus(second)).toBe(403);
    expect(await profileStatus(first)).toBe(200);
    // Already ended, or another user's: 404.
    expect((await call(admin, 'DELETE', `/v1/users/detail/${id}/sessions/${sessions[0].id}`)).statusCode).toBe(404);
    const otherId = await idOf('cliente');
    expect((await call(admin, 'DELETE', `/v1/users/detail/${otherId}/sessions/${sessions[1].id}`)).statusCode).toBe(404);
  });

  it('ends all of them', async () => {
    const id = await idOf('vendedor');
    const tokens = [await signInAs('ticket_seller', CHROME_ANDROID), await signInAs('ticket_seller', FIREFOX_WINDOWS)];
    const response = await call(admin, 'DELETE', `/v1/users/detail/${id}/sessions`);
    expect(response.statusCode).toBe(200);
    expect(response.json().ended).toBeGreaterThanOrEqual(2);
    for (const token of tokens) expect(await profileStatus(token)).toBe(403);
    expect((await call(admin, 'GET', `/v1/users/detail/${id}/sessions`)).json().sessions).toEqual([]);
  });

  it('is for administrators: an operator (who may view users) may not see or end sessions', async () => {
    const operator = await api.login('operator');
    const id = await idOf('vendedor');
    expect((await call(operator, 'GET', `/v1/users/detail/${id}/sessions`)).statusCode).toBe(403);
    expect((await call(operator, 'DELETE', `/v1/users/detail/${id}/sessions`)).statusCode).toBe(403);
  });

  it('answers 404 for an unknown user and 400 naming a malformed id', async () => {
    expect((await call(admin, 'GET', '/v1/users/detail/999999/sessions')).statusCode).toBe(404);
    const malformed = await call(admin, 'DELETE', '/v1/users/detail/1/sessions/0x10');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().fields).toHaveProperty('sessionId');
  });

  it('ends no session of an unknown user (404) or a deleted one (409), and records nothing', async () => {
    const [{ count: before }] = await api.handle.db.select({ count: sql<number>`count(*)::int` }).from(auditLog);
    expect((await call(admin, 'DELETE', '/v1/users/detail/999999/sessions')).statusCode).toBe(404);
    expect((await call(admin, 'DELETE', '/v1/users/detail/999999/sessions/1')).statusCode).toBe(404);
    const [deleted] = await api.handle.db
      .insert(users)
      .values({
        username: 'sesiones.borrado',
        password_hash: 'x',
        role: 'client',
        first_name: 'Borrado',
        last_name: 'Prueba',
        document_type: 'DNI',
        document_number: 'V-1',
        email: 'sesiones.borrado@example.com',
        deletedat: new Date(),
      })
      .returning({ id: users.id });
    const all = await call(admin, 'DELETE', `/v1/users/detail/${deleted.id}/sessions`);
    expect(all.statusCode).toBe(409);
    expect(all.json().message).toBe('El usuario fue eliminado y ya no se puede modificar.');
    expect((await call(admin, 'DELETE', `/v1/users/detail/${deleted.id}/sessions/1`)).statusCode).toBe(409);
    const [{ count: after }] = await api.handle.db.select({ count: sql<number>`count(*)::int` }).from(auditLog);
    expect(after).toBe(before);
  });
});

describe('one\'s own sessions ("Mi perfil")', () => {
  it('marks the current one and ends another, which is refused at once', async () => {
    const other = await signInAs('client', CHROME_ANDROID);
    const current = await signInAs('client', FIREFOX_WINDOWS);
    const { sessions } = (await call(current, 'GET', '/v1/auth/sessions')).json();
    expect(sessions.filter((s: { current: boolean }) => s.current)).toHaveLength(1);
    expect(sessions[0]).toMatchObject({ current: true, browser: 'Firefox 126 en Windows' });
    const response = await call(current, 'DELETE', `/v1/auth/sessions/${sessions[1].id}`);
    expect(response.statusCode).toBe(200);
    expect(await profileStatus(other)).toBe(403);
    expect(await profileStatus(current)).toBe(200);
  });

  it('never ends the current one', async () => {
    const current = await signInAs('client', FIREFOX_WINDOWS);
    const { sessions } = (await call(current, 'GET', '/v1/auth/sessions')).json();
    const mine = sessions.find((s: { current: boolean }) => s.current);
    const response = await call(current, 'DELETE', `/v1/auth/sessions/${mine.id}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toHaveProperty('sessionId');
    expect(await profileStatus(current)).toBe(200);
  });

  it('ends all the others at once', async () => {
    const others = [await signInAs('operator', CHROME_ANDROID), await signInAs('operator', CHROME_ANDROID)];
    const current = await signInAs('operator', FIREFOX_WINDOWS);
    const response = await call(current, 'DELETE', '/v1/auth/sessions');
    expect(response.statusCode).toBe(200);
    expect(response.json().ended).toBeGreaterThanOrEqual(2);
    for (const token of others) expect(await profileStatus(token)).toBe(403);
    expect(await profileStatus(current)).toBe(200);
    expect((await call(current, 'GET', '/v1/auth/sessions')).json().sessions).toHaveLength(1);
  });

  it("cannot end another user's session (404)", async () => {
    const victim = await signInAs('ticket_seller', CHROME_ANDROID);
    const { sessions } = (await call(admin, 'GET', `/v1/users/detail/${await idOf('vendedor')}/sessions`)).json();
    const attacker = await signInAs('client', FIREFOX_WINDOWS);
    expect((await call(attacker, 'DELETE', `/v1/auth/sessions/${sessions[0].id}`)).statusCode).toBe(404);
    expect(await profileStatus(victim)).toBe(200);
  });
});

describe('the address behind the gateway', () => {
  it('takes X-Forwarded-For only from a trusted proxy', async () => {
    const id = await idOf('cliente');
    await call(admin, 'DELETE', `/v1/users/detail/${id}/sessions`);
    await signInAs('client', CHROME_ANDROID, '203.0.113.7');
    const [untrusted] = (await call(admin, 'GET', `/v1/users/detail/${id}/sessions`)).json().sessions;
    expect(untrusted.address).toBe('127.0.0.1');

    const behindProxy = await createTestApi({ trustProxy: '127.0.0.1' });
    try {
      const signIn = await behindProxy.call({
        method: 'POST',
        url: '/api/v1/auth/login',
        payload: ACCOUNTS.client,
        headers: { 'user-agent': CHROME_ANDROID, 'x-forwarded-for': '203.0.113.7' },
      });
      const token = signIn.json().token;
      const [mine] = (await behindProxy.call({ method: 'GET', url: '/api/v1/auth/sessions', token })).json().sessions;
      expect(mine.address).toBe('203.0.113.7');
    } finally {
      await behindProxy.close();
    }
  });
});
