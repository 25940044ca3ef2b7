/**
 * One's own password (PUT /v1/auth/password): every role may change it with the current one; the
 * current session stays, the others end; wrong current passwords count as failed sign-ins.
 */
import { eq } from 'drizzle-orm';
import { sessions, users } from '../src/db/schema';
import { changeOwnPassword } from '../src/domain/user-security';
import { ACCOUNTS, type AccountRole, createTestApi, type TestApi } from './helpers';

let api: TestApi;
let admin: string;
beforeAll(async () => {
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
async function newAccount(role: AccountRole = 'operator', password = 'actual-1'): Promise<Account> {
  const n = ++accounts;
  const username = `propia.${n}`;
  const response = await api.call({
    method: 'POST',
    url: '/api/v1/users/create',
    token: admin,
    payload: {
      first_name: 'Propia',
      last_name: `Clave ${n}`,
      document_type: 'DNI',
      document_number: `P-${n}`,
      email: `${username}@example.com`,
      language: 'es',
      country: 'VE',
      timezone: 'America/Caracas',
      role,
      username,
      password,
    },
  });
  expect(response.statusCode).toBe(201);
  return { id: response.json().id, username, password };
}

const signIn = (username: string, password: string) =>
  api.call({ method: 'POST', url: '/api/v1/auth/login', payload: { username, password } });
async function tokenOf(username: string, password: string): Promise<string> {
  const response = await signIn(username, password);
  expect(response.statusCode).toBe(200);
  return response.json().token as string;
}
const change = (token: string | undefined, payload: Record<string, unknown>) =>
  api.call({ method: 'PUT', url: '/api/v1/auth/password', token, payload });
const profileStatus = async (token: string) => (await api.call({ method: 'GET', url: '/api/v1/auth/profile', token })).statusCode;
const etagOf = async (id: number) =>
  (await api.call({ method: 'GET', url: `/api/v1/users/detail/${id}/profile`, token: admin })).headers.etag;

describe('PUT /v1/auth/password', () => {
  it.each(Object.keys(ACCOUNTS) as AccountRole[])('lets a %s change their own password with the current one', async (role) => {
    const { username, password } = ACCOUNTS[role];
    const token = await tokenOf(username, password);
    const changed = await change(token, { current_password: password, new_password: `${password}-nueva` });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toEqual({ ok: true });
    expect((await signIn(username, password)).statusCode).toBe(401);
    expect((await signIn(username, `${password}-nueva`)).statusCode).toBe(200);
    // Back to the seeded one, so the account is as the other tests expect it.
    expect((await change(token, { current_password: `${password}-nueva`, new_password: password })).statusCode).toBe(200);
    if (role === 'admin') admin = token;
  });

  it("keeps the session that changed it and ends the user's other sessions", async () => {
    const account = await newAccount('client');
    const here = await tokenOf(account.username, account.password);
    const elsewhere = await tokenOf(account.username, account.password);
    const another = await tokenOf(account.username, account.password);
    expect(await profileStatus(elsewhere)).toBe(200); // remembered by the session cache, which the change must clear

    expect((await change(here, { current_password: account.password, new_password: 'nueva-clave' })).statusCode).toBe(200);

    expect(await profileStatus(here)).toBe(200);
    expect(await profileStatus(elsewhere)).toBe(403);
    expect(await profileStatus(another)).toBe(403);
    const rows = await api.handle.db.select().from(sessions).where(eq(sessions.user_id, account.id));
    expect(rows.filter((row) => row.revoked_at === null).length).toBe(1);
    // The session that stayed can change it again: it is bound to the new password.
    expect((await change(here, { current_password: 'nueva-clave', new_password: 'otra-clave' })).statusCode).toBe(200);
    expect(await profileStatus(here)).toBe(200);
  });

  it("is an edit of the user: an administrator's open form of them becomes stale", async () => {
    const account = await newAccount();
    const before = await etagOf(account.id);
    const token = await tokenOf(account.username, account.password);
    const changed = await change(token, { current_password: account.password, new_password: 'nueva-clave' });
    expect(changed.statusCode).toBe(200);
    expect(before).toMatch(/^"\d+"$/);
    expect(await etagOf(account.id)).not.toBe(before);
    expect(changed.headers.etag).toBe(await etagOf(account.id));
  });

  it('answers a wrong current password with a 400 on current_password, and counts it as a failed sign-in', async () => {
    const account = await newAccount();
    const token = await tokenOf(account.username, account.password);
    const wrong = await change(token, { current_password: 'no-es-esta', new_password: 'nueva-clave' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fields.current_password).toBe('La contraseña actual no es correcta. Te quedan 4 intentos.');
    expect(wrong.json().message).toBe(wrong.json().fields.current_password);
    const [row] = await api.handle.db.select({ attempts: users.loginattempts }).from(users).where(eq(users.id, account.id));
    expect(row.attempts).toBe(1);
    // A right one clears the count and changes the password.
    expect((await change(token, { current_password: account.password, new_password: 'nueva-clave' })).statusCode).toBe(200);
    const [after] = await api.handle.db.select({ attempts: users.loginattempts }).from(users).where(eq(users.id, account.id));
    expect(after.attempts).toBe(0);
  });

  it('five wrong current passwords lock the account: no more checks, not even a right one, and sign-in is locked too', async () => {
    const account = await newAccount();
    const token = await tokenOf(account.username, account.password);
    for (let attempt = 1; attempt <= 4; attempt++) {
      expect((await change(token, { current_password: `mala-${attempt}`, new_password: 'nueva-clave' })).statusCode).toBe(400);
    }
    const fifth = await change(token, { current_password: 'mala-5', new_password: 'nueva-clave' });
    expect(fifth.statusCode).toBe(400);
    expect(fifth.json().fields.current_password).toMatch(/^La contraseña actual no es correcta\. Tu cuenta está bloqueada/);

    const locked = await change(token, { current_password: account.password, new_password: 'nueva-clave' });
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    expect((await signIn(account.username, account.password)).statusCode).toBe(401);
    // The password did not change.
    expect(await profileStatus(token)).toBe(200);
  });

  it.each([
    ['new_password', { current_password: 'actual-1', new_password: 'corta' }],
    ['new_password', { current_password: 'actual-1', new_password: 'x'.repeat(129) }],
    ['new_password', { current_password: 'actual-1' }],
    ['current_password', { current_password: '', new_password: 'nueva-clave' }],
    ['current_password', { new_password: 'nueva-clave' }],
  ])('refuses bad input with a 400 naming %s, counting no attempt', async (field, payload) => {
    const account = await newAccount();
    const token = await tokenOf(account.username, account.password);
    const refused = await change(token, payload);
    expect(refused.statusCode).toBe(400);
    expect(Object.keys(refused.json().fields)).toEqual([field]);
    const [row] = await api.handle.db.select({ attempts: users.loginattempts }).from(users).where(eq(users.id, account.id));
    expect(row.attempts).toBe(0);
  });

  it('refuses a new password equal to the current one, naming new_password', async () => {
    const account = await newAccount();
    const token = await tokenOf(account.username, account.password);
    const same = await change(token, { current_password: account.password, new_password: account.password });
    expect(same.statusCode).toBe(400);
    expect(same.json().fields).toEqual({ new_password: 'La nueva contraseña debe ser distinta de la actual.' });
    const [row] = await api.handle.db.select({ attempts: users.loginattempts }).from(users).where(eq(users.id, account.id));
    expect(row.attempts).toBe(0);
  });

  it('needs a session', async () => {
    expect((await change(undefined, { current_password: 'admin123', new_password: 'nueva-clave' })).statusCode).toBe(403);
  });

  it('checks the current password in the change itself: of two changes at once from the same one, the second finds it wrong', async () => {
    const account = await newAccount();
    const [first, second] = [await tokenOf(account.username, account.password), await tokenOf(account.username, account.password)];
    const answers = await Promise.all([
      change(first, { current_password: account.password, new_password: 'primera-nueva' }),
      change(second, { current_password: account.password, new_password: 'segunda-nueva' }),
    ]);
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([200, 400]);
    const refused = answers.find((answer) => answer.statusCode === 400)!;
    expect(refused.json().fields.current_password).toMatch(/^La contraseña actual no es correcta\. Te quedan 4 intentos\.$/);
    // Exactly the winner's password is the account's now.
    const winner = answers[0].statusCode === 200 ? 'primera-nueva' : 'segunda-nueva';
    const loser = winner === 'primera-nueva' ? 'segunda-nueva' : 'primera-nueva';
    expect((await signIn(account.username, loser)).statusCode).toBe(401);
    expect((await signIn(account.username, winner)).statusCode).toBe(200);
  });

  it('is a use case of the caller itself: a write on behalf of nobody in particular changes nothing', async () => {
    const account = await newAccount();
    const serverWrite = {
      caller: { kind: 'server' as const },
      actor: { userId: null, username: 'sistema', address: null },
      condition: undefined,
      scope: { kind: 'all' as const },
      now: api.clock.now(),
    };
    await expect(
      changeOwnPassword(api.app, { current_password: account.password, new_password: 'no-se-escribe' }, serverWrite),
    ).rejects.toMatchObject({
      kind: 'forbidden',
    });
    expect((await signIn(account.username, account.password)).statusCode).toBe(200);
  });
});
