/**
 * Sessions: bound to the password they were made with, capped per user, and pruned once dead.
 * The races are real: sign-ins in flight while the password changes, sign-ins in parallel.
 *
 * @test-moved clock  (run again by `pnpm test:moved` with the clock a month and a year ahead)
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import { buildApp } from '../src/app';
import { sessions, signInLimits, users } from '../src/db/schema';
import type { App } from '../src/http/types';
import { hashToken } from '../src/security/tokens';
import { endSessions } from '../src/domain/sessions';
import { createTestApi, TEST_ACTOR, type TestApi, testSchemaCode } from './helpers';

let api: TestApi;
let admin: string;
beforeAll(async () => {
  // Every request here comes from one address, and the password race makes up to 32 failed
  // sign-ins: the per-address allowance (tested in sign-in.test.ts) must not refuse later tests.
  api = await createTestApi({ signIn: { addressLimit: 1000 } });
  admin = await api.login('admin');
});
afterAll(() => api.close());

interface Account {
  id: number;
  username: string;
  password: string;
}

let accounts = 0;
async function newAccount(password = 'correcta1'): Promise<Account> {
  const n = ++accounts;
  const username = `sesion.${n}`;
  const response = await api.call({
    method: 'POST',
    url: '/api/v1/users/create',
    token: admin,
    payload: {
      first_name: 'Sesión',
      last_name: `Prueba ${n}`,
      document_type: 'DNI',
      document_number: `S-${n}`,
      email: `${username}@example.com`,
      language: 'es',
      country: 'VE',
      timezone: 'America/Caracas',
      role: 'operator',
      username,
      password,
    },
  });
  expect(response.statusCode).toBe(201);
  return { id: response.json().id, username, password };
}

const signIn = (username: string, password: string) =>
  api.call({ method: 'POST', url: '/api/v1/auth/login', payload: { username, password } });
const tokenOf = async (account: Account) => {
  const response = await signIn(account.username, account.password);
  expect(response.statusCode).toBe(200);
  return response.json().token as string;
};
const profileStatus = async (token: string, app: App = api.app) =>
  (await app.inject({ method: 'GET', url: '/api/v1/auth/profile', headers: { authorization: `Bearer ${token}` } })).statusCode;
const setPassword = (id: number, password: string) =>
  api.call({ method: 'PUT', url: `/api/v1/users/detail/${id}/password`, token: admin, payload: { password } });
const unlock = (id: number) => api.call({ method: 'POST', url: `/api/v1/users/detail/${id}/unlock`, token: admin });
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function liveSessionsOf(id: number): Promise<number> {
  const rows = await api.handle.db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.user_id, id), isNull(sessions.revoked_at), sql`${sessions.expires_at} > now()`));
  return rows.length;
}
const sessionRowsOf = async (id: number) => api.handle.db.select().from(sessions).where(eq(sessions.user_id, id));

describe('a session is bound to the password it was made with', () => {
  it('no token from a sign-in in flight while an administrator changes the password stays valid', async () => {
    const account = await newAccount('vieja-clave');
    const issued: string[] = [];
    for (let round = 0; round < 8; round++) {
      expect((await setPassword(account.id, 'vieja-clave')).statusCode).toBe(200);
      await unlock(account.id);
      // The change hashes the new password first (tens of ms), so sign-ins with the old one started
      // in the meantime are checking it when the new one is written and the sessions revoked.
      const change = setPassword(account.id, `nueva-clave-${round}`);
      const signIns = Promise.all(
        Array.from({ length: 4 }, (_, i) => pause(10 + i * 25).then(() => signIn(account.username, 'vieja-clave'))),
      );
      const [answers, changed] = await Promise.all([signIns, change]);
      expect(changed.statusCode).toBe(200);
      issued.push(...answers.filter((a) => a.statusCode === 200).map((a) => a.json().token as string));
    }
    const statuses = await Promise.all(issued.map((token) => profileStatus(token)));
    expect(statuses).toEqual(issued.map(() => 403));
  });

  it('is not made when the password changed after the sign-in read it', async () => {
    const account = await newAccount();
    const [{ version }] = await api.handle.db.select({ version: users.password_version }).from(users).where(eq(users.id, account.id));
    expect((await setPassword(account.id, 'otra-clave')).statusCode).toBe(200);
    expect(
      await api.app.sessions.create({ userId: account.id, passwordVersion: version }, { userAgent: undefined, address: undefined }),
    ).toBeUndefined();
    expect(await sessionRowsOf(account.id)).toEqual([]);
    const current = await api.app.sessions.create(
      { userId: account.id, passwordVersion: version + 1 },
      { userAgent: undefined, address: undefined },
    );
    expect(await profileStatus(current!.token)).toBe(200);
  });

  it('a session made with an older password version is refused, even by an instance that saw no revocation', async () => {
    const account = await newAccount();
    const token = await tokenOf(account);
    expect(await profileStatus(token)).toBe(200);
    // The password changed (say, through another instance) and this session was not revoked.
    await api.handle.db
      .update(users)
      .set({ password_version: sql`${users.password_version} + 1` })
      .where(eq(users.id, account.id));
    const otherInstance = await buildApp({ db: api.handle.db, schemaCode: testSchemaCode() });
    try {
      expect(await profileStatus(token, otherInstance)).toBe(403);
    } finally {
      await otherInstance.close();
    }
  });
});

describe('a refused session answers why it ended', () => {
  const profile = (token: string) => api.call({ method: 'GET', url: '/api/v1/auth/profile', token });

  it.each([
    ['password_changed', 'Tu sesión terminó: tu contraseña cambió.', (account: Account) => setPassword(account.id, 'otra-clave-9')],
    [
      'deactivated',
      'Tu sesión terminó: tu cuenta fue desactivada.',
      (account: Account) =>
        api.call({ method: 'PUT', url: `/api/v1/users/detail/${account.id}/status`, token: admin, payload: { isactive: false } }),
    ],
  ] as const)('%s: 403 with the reason and its Spanish message', async (reason, message, end) => {
    const account = await newAccount();
    const token = await tokenOf(account);
    expect((await profile(token)).statusCode).toBe(200);
    expect((await end(account)).statusCode).toBe(200);
    const refused = await profile(token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ reason, message });
  });

  it('session_limit: the oldest session when a newer sign-in goes beyond the cap, still told after more sign-ins', async () => {
    const account = await newAccount();
    const oldest = await tokenOf(account);
    for (let i = 0; i < 12; i++) await tokenOf(account);
    const refused = await profile(oldest);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      reason: 'session_limit',
      message: 'Tu sesión terminó: se abrió otra sesión con tu usuario y esta era la más antigua de las 10 permitidas.',
    });
  });

  it('revoked: a session ended without a password change or deactivation', async () => {
    const account = await newAccount();
    const token = await tokenOf(account);
    const [{ id }] = await api.handle.db
      .select({ id: sessions.id })
      .from(sessions)
      .where(eq(sessions.token_hash, hashToken(token)));
    await endSessions(api.app, TEST_ACTOR, account.id, { only: id });
    expect((await profile(token)).json()).toMatchObject({
      statusCode: 403,
      reason: 'revoked',
      message: 'Tu sesión terminó: se cerró desde la administración o desde otra de tus sesiones.',
    });
  });

  it('expired: past its lifetime', async () => {
    const account = await newAccount();
    const token = await tokenOf(account);
    await api.handle.db
      .update(sessions)
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where(eq(sessions.token_hash, hashToken(token)));
    // The valid session may still be remembered for a few seconds; a second instance reads the row.
    const second = await buildApp({ db: api.handle.db, schemaCode: testSchemaCode() });
    try {
      const refused = await second.inject({ method: 'GET', url: '/api/v1/auth/profile', headers: { authorization: `Bearer ${token}` } });
      expect(refused.json()).toMatchObject({ statusCode: 403, reason: 'expired', message: 'Tu sesión terminó: expiró.' });
    } finally {
      await second.close();
    }
  });

  it('a token the server never issued, or none, gets no reason', async () => {
    const unknown = await profile('no-es-un-token');
    expect(unknown.statusCode).toBe(403);
    expect(unknown.json().reason).toBeUndefined();
    const none = await api.call({ method: 'GET', url: '/api/v1/auth/profile' });
    expect(none.statusCode).toBe(403);
    expect(none.json().reason).toBeUndefined();
  });
});

describe('live sessions per user are capped', () => {
  it('keeps the ten newest sessions of a user and revokes the older ones', async () => {
    const account = await newAccount();
    const tokens: string[] = [];
    for (let i = 0; i < 14; i++) tokens.push(await tokenOf(account));
    expect(await liveSessionsOf(account.id)).toBe(10);
    const statuses = await Promise.all(tokens.map((token) => profileStatus(token)));
    expect(statuses).toEqual([...Array(4).fill(403), ...Array(10).fill(200)]);
  });

  it('holds the cap when sign-ins run in parallel', async () => {
    const account = await newAccount();
    const answers = [];
    for (let batch = 0; batch < 6; batch++) {
      answers.push(...(await Promise.all(Array.from({ length: 4 }, () => signIn(account.username, account.password)))));
    }
    expect(answers.map((a) => a.statusCode)).toEqual(answers.map(() => 200));
    expect(await liveSessionsOf(account.id)).toBe(10);
    const working = await Promise.all(answers.map((a) => profileStatus(a.json().token)));
    expect(working.filter((status) => status === 200)).toHaveLength(10);
  });
});

describe('dead sessions and counters are deleted', () => {
  it("a sign-in deletes the user's signed-out, expired and idle sessions, and keeps a revoked one until it goes idle", async () => {
    const account = await newAccount();
    const [loggedOut, expired, idle, revoked] = [
      await tokenOf(account),
      await tokenOf(account),
      await tokenOf(account),
      await tokenOf(account),
    ];
    await api.call({ method: 'POST', url: '/api/v1/auth/logout', token: loggedOut });
    const [{ id: revokedId }] = await api.handle.db
      .select({ id: sessions.id })
      .from(sessions)
      .where(eq(sessions.token_hash, hashToken(revoked)));
    await endSessions(api.app, TEST_ACTOR, account.id, { only: revokedId });
    await api.handle.db
      .update(sessions)
      .set({ expires_at: sql`now() - interval '1 minute'` })
      .where(eq(sessions.token_hash, hashToken(expired)));
    await api.handle.db
      .update(sessions)
      .set({ last_seen_at: sql`now() - interval '3 hours'` })
      .where(eq(sessions.token_hash, hashToken(idle)));
    expect(await sessionRowsOf(account.id)).toHaveLength(4);
    const fresh = await tokenOf(account);
    const rows = await sessionRowsOf(account.id);
    expect(rows).toHaveLength(2);
    expect(rows.map((row) => row.id)).toContain(revokedId);
    expect(await profileStatus(fresh)).toBe(200);
    // the revoked one's device is still told why, until the session would have gone idle
    expect((await api.call({ method: 'GET', url: '/api/v1/auth/profile', token: revoked })).json().reason).toBe('revoked');
    await api.handle.db.update(sessions).set({ last_seen_at: sql`now() - interval '3 hours'` }).where(eq(sessions.id, revokedId));
    await tokenOf(account);
    expect((await sessionRowsOf(account.id)).map((row) => row.id)).not.toContain(revokedId);
  });

  it('the periodic sweep deletes dead sessions and spent sign-in counters of everyone, and nothing live', async () => {
    const [one, two] = [await newAccount(), await newAccount()];
    const live = await tokenOf(one);
    const dead = await tokenOf(two);
    await api.call({ method: 'POST', url: '/api/v1/auth/logout', token: dead });
    await api.handle.db.insert(signInLimits).values([
      { key: 'name:spent', attempts: 3, expires_at: new Date(Date.now() - 1000) },
      { key: 'name:counting', attempts: 2, expires_at: new Date(Date.now() + 60_000) },
    ]);

    const sweeper = await buildApp({ db: api.handle.db, pruneEveryMs: 100, schemaCode: testSchemaCode() });
    try {
      await sweeper.ready();
      await pause(600);
    } finally {
      await sweeper.close();
    }
    expect(await sessionRowsOf(two.id)).toEqual([]);
    expect(await sessionRowsOf(one.id)).toHaveLength(1);
    expect(await profileStatus(live)).toBe(200);
    const keys = (await api.handle.db.select({ key: signInLimits.key }).from(signInLimits)).map((row) => row.key);
    expect(keys).toContain('name:counting');
    expect(keys).not.toContain('name:spent');
  });
});
