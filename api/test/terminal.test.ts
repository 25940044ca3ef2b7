/**
 * Booth terminals: a seller account signs in from one device at a time, its failures are counted
 * and lock it like a user's (the lock a 401, attempts in flight apart, known devices on their own,
 * every sign-in and failure in the audit trail), and its token opens the terminal's calls only.
 *
 * @test-moved clock  (run again by `pnpm test:moved` with the clock a month and a year ahead)
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import { queryRows } from '../src/db/client';
import { auditLog, sellers, ticketBooths } from '../src/db/schema';
import type { LightMyRequestResponse } from 'fastify';
import { addressSequence, createTestApi, insertDraw, insertSellerAccount, TERMINAL_ACCOUNT, terminalLogin, type TestApi } from './helpers';

let api: TestApi;
let boothId: number;

beforeAll(async () => {
  // Failures from one address are throttled after 30; these tests make more on purpose.
  api = await createTestApi({ signIn: { addressLimit: 1000 } });
  [{ id: boothId }] = await api.handle.db
    .select({ id: ticketBooths.id })
    .from(ticketBooths)
    .innerJoin(sellers, eq(sellers.ticket_booth_id, ticketBooths.id))
    .where(eq(sellers.username, TERMINAL_ACCOUNT.username));
});
afterAll(async () => {
  await api.close();
});

const login = (body: Record<string, unknown>) => api.call({ method: 'POST', url: '/api/v1/terminal/login', payload: body });
const nextAddress = addressSequence(40);

/** A terminal's browser: the cookies the API set on it, sent back with every sign-in. */
class Terminal {
  readonly cookies = new Map<string, string>();
  readonly address = nextAddress();

  async signIn(body: Record<string, unknown>): Promise<LightMyRequestResponse> {
    const response = await api.call({
      method: 'POST',
      url: '/api/v1/terminal/login',
      payload: body,
      remoteAddress: this.address,
      cookies: Object.fromEntries(this.cookies),
      // As the terminal does: the anti-forgery cookie a previous sign-in set, echoed in its header.
      headers: this.cookies.has('XSRF-TOKEN') ? { 'x-xsrf-token': this.cookies.get('XSRF-TOKEN')! } : {},
    });
    for (const cookie of response.cookies as { name: string; value: string }[]) this.cookies.set(cookie.name, cookie.value);
    return response;
  }
}

describe('terminal sign-in', () => {
  it('the demo account signs in and learns its seller account and booth', async () => {
    const response = await login({ ...TERMINAL_ACCOUNT, device_id: 'demo-phone' });
    expect(response.statusCode).toBe(200);
    const answer = response.json();
    expect(answer).toMatchObject({ seller: { id: expect.any(Number), label: expect.any(String) }, booth: { id: boothId } });
    expect(answer.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const session = await api.call({ method: 'GET', url: '/api/v1/terminal/session', token: answer.token });
    expect(session.json()).toMatchObject({ seller: answer.seller, booth: answer.booth, cancel_window_minutes: 5 });
    await api.call({ method: 'POST', url: '/api/v1/terminal/logout', token: answer.token });
  });

  it('one device at a time: another device is refused (SELLER_LOGGED_IN_ELSEWHERE) until the first signs out; the same device replaces its session', async () => {
    const account = await insertSellerAccount(api, boothId, 'secreto123');
    const first = await terminalLogin(api, account, 'phone-a');
    const elsewhere = await login({ ...account, device_id: 'phone-b' });
    expect(elsewhere.statusCode).toBe(409);
    expect(elsewhere.json()).toMatchObject({
      code: 'SELLER_LOGGED_IN_ELSEWHERE',
      since: expect.any(String),
      last_seen_at: expect.any(String),
    });
    expect(elsewhere.json().message).toMatch(/otro dispositivo/);
    const again = await terminalLogin(api, account, 'phone-a');
    expect((await api.call({ method: 'GET', url: '/api/v1/terminal/session', token: first.token })).statusCode).toBe(403);
    expect((await api.call({ method: 'GET', url: '/api/v1/terminal/session', token: again.token })).statusCode).toBe(200);
    expect((await api.call({ method: 'POST', url: '/api/v1/terminal/logout', token: again.token })).statusCode).toBe(200);
    expect((await api.call({ method: 'GET', url: '/api/v1/terminal/session', token: again.token })).statusCode).toBe(403);
    await terminalLogin(api, account, 'phone-b');
  });

  it('two devices signing in at once: one gets the session, the other SELLER_LOGGED_IN_ELSEWHERE', async () => {
    const account = await insertSellerAccount(api, boothId, 'secreto123');
    const answers = await Promise.all(['x', 'y', 'z'].map((device) => login({ ...account, device_id: device })));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409]);
  });

  it('counts wrong passwords on the seller account and locks it after five (the lock a 401 with Retry-After), as a user', async () => {
    const account = await insertSellerAccount(api, boothId, 'secreto123');
    for (let left = 4; left >= 1; left--) {
      const wrong = await login({ ...account, password: 'mala', device_id: 'd' });
      expect(wrong.statusCode).toBe(401);
      expect(wrong.json().message).toMatch(new RegExp(`Te ${left === 1 ? 'queda 1 intento' : `quedan ${left} intentos`}`));
    }
    const fifth = await login({ ...account, password: 'mala', device_id: 'd' });
    expect(fifth.statusCode).toBe(401);
    expect(fifth.json().message).toMatch(/bloqueada/);
    const locked = await login({ ...account, device_id: 'd' });
    expect(locked.statusCode).toBe(401);
    expect(locked.json().message).toMatch(/^Tu cuenta está bloqueada por demasiados intentos fallidos\./);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    const [row] = await api.handle.db.select().from(sellers).where(eq(sellers.id, account.id));
    expect(row.failed_attempts).toBe(5);
  });

  it('a right password clears the failures; an unknown name is answered like a wrong password', async () => {
    const account = await insertSellerAccount(api, boothId, 'secreto123');
    await login({ ...account, password: 'mala', device_id: 'd' });
    await terminalLogin(api, account, 'd');
    const [row] = await api.handle.db.select().from(sellers).where(eq(sellers.id, account.id));
    expect(row.failed_attempts).toBe(0);
    const unknown = await login({ username: 'nadie@example.com', password: 'mala', device_id: 'd' });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json().message).toBe('Usuario o contraseña incorrectos. Te quedan 4 intentos.');
  });

  it('an inactive account is answered as a wrong password (no account oracle); one without a booth is told why', async () => {
    const inactive = await insertSellerAccount(api, boothId, 'secreto123', { is_active: false });
    expect((await login({ ...inactive, device_id: 'd' })).json()).toMatchObject({
      statusCode: 401,
      message: 'Usuario o contraseña incorrectos. Te quedan 4 intentos.',
    });
    const homeless = await insertSellerAccount(api, boothId, 'secreto123', { ticket_booth_id: null });
    expect((await login({ ...homeless, device_id: 'd' })).json()).toMatchObject({
      statusCode: 401,
      message: expect.stringMatching(/taquilla/),
    });
    // Deactivated while signed in: its token stops working, saying why.
    const active = await insertSellerAccount(api, boothId, 'secreto123');
    const signedIn = await terminalLogin(api, active, 'd');
    await api.handle.db.update(sellers).set({ is_active: false }).where(eq(sellers.id, active.id));
    await api.app.sessions.forgetSeller(active.id);
    const refused = await api.call({ method: 'GET', url: '/api/v1/terminal/session', token: signedIn.token });
    expect(refused.json()).toMatchObject({ statusCode: 403, reason: 'deactivated' });
  });

  it('parallel right passwords are never called a lock: attempts in flight are bounded apart ("demasiados intentos a la vez")', async () => {
    const account = await insertSellerAccount(api, boothId, 'secreto123');
    const answers = await Promise.all(Array.from({ length: 12 }, () => new Terminal().signIn({ ...account, device_id: 'caja' })));
    for (const answer of answers) {
      expect([200, 429]).toContain(answer.statusCode);
      expect(answer.json().message ?? '').not.toMatch(/bloqueada/);
      if (answer.statusCode === 429) expect(answer.json().message).toMatch(/Demasiados intentos a la vez con esta cuenta/);
    }
    expect(answers.some((answer) => answer.statusCode === 200)).toBe(true);
    const [row] = await api.handle.db.select().from(sellers).where(eq(sellers.id, account.id));
    expect(row.failed_attempts).toBe(0);
  });

  it('a terminal known to the account is neither locked nor throttled by failures from elsewhere; its own failures lock it alone', async () => {
    const account = await insertSellerAccount(api, boothId, 'secreto123');
    const known = new Terminal();
    expect((await known.signIn({ ...account, device_id: 'caja' })).statusCode).toBe(200);
    const cookie = [...known.cookies.keys()].find((name) => name.startsWith('banca_device_'));
    expect(cookie).toBeDefined();
    // Someone elsewhere locks the account for every terminal not known to it.
    for (let i = 0; i < 5; i++) await new Terminal().signIn({ ...account, password: 'adivinando', device_id: 'otra' });
    const stranger = await new Terminal().signIn({ ...account, device_id: 'otra' });
    expect(stranger.statusCode).toBe(401);
    expect(stranger.json().message).toMatch(/bloqueada/);
    // The known terminal still signs in (the same device id replaces its session).
    expect((await known.signIn({ ...account, device_id: 'caja' })).statusCode).toBe(200);
    // Its own five failures lock it; an administrator's unlock ends that lock too.
    for (let i = 0; i < 5; i++) await known.signIn({ ...account, password: 'adivinando', device_id: 'caja' });
    const own = await known.signIn({ ...account, device_id: 'caja' });
    expect(own.statusCode).toBe(401);
    expect(own.json().message).toMatch(/bloqueada/);
    const admin = await api.login('admin');
    const unlocked = await api.call({ method: 'POST', url: `/api/v1/sellers/detail/${account.id}/unlock`, token: admin });
    expect(unlocked.statusCode).toBe(200);
    expect((await known.signIn({ ...account, device_id: 'caja' })).statusCode).toBe(200);
  });

  it('records its sign-ins and failures in the audit trail on the seller account, with the address', async () => {
    const account = await insertSellerAccount(api, boothId, 'secreto123');
    const terminal = new Terminal();
    await terminal.signIn({ ...account, password: 'mala', device_id: 'caja' });
    expect((await terminal.signIn({ ...account, device_id: 'caja' })).statusCode).toBe(200);
    const entries = await api.handle.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.record_type, 'seller'), eq(auditLog.record_id, account.id)))
      .orderBy(asc(auditLog.id));
    expect(entries.map((entry) => entry.action)).toEqual(['sign_in_failed', 'terminal_sign_in']);
    expect(entries[0]).toMatchObject({ address: terminal.address, actor_id: null, after: { attempts: 1, terminal: true } });
    expect(JSON.stringify(entries[0].after)).not.toContain(account.username);
    expect(entries[1]).toMatchObject({
      address: terminal.address,
      actor_seller_id: account.id,
      actor_username: account.username,
      after: { known_device: false },
    });
  });

  it('lists the draws it may sell now, with each cutoff and the game types its booth owner enabled', async () => {
    const terminal = await terminalLogin(api, await insertSellerAccount(api, boothId, 'secreto123'));
    const open = await insertDraw(api, 'loteria_nacional');
    const tooLate = await insertDraw(api, 'loteria_nacional', 3 / 60);
    const draws = (await api.call({ method: 'GET', url: '/api/v1/terminal/draws', token: terminal.token })).json();
    const listed = draws.find((d: { id: number }) => d.id === open);
    expect(listed).toMatchObject({ module_name: 'Lotería Nacional' });
    expect(new Date(listed.draw_at).getTime() - new Date(listed.cutoff_at).getTime()).toBe(5 * 60_000);
    expect(listed.game_types.map((g: { bet_format: string }) => g.bet_format)).toEqual(['terminal', 'triple', 'cuaterna']);
    expect(draws.some((d: { id: number }) => d.id === tooLate)).toBe(false);
    const [{ n }] = await queryRows<{ n: number }>(api.handle.db, sql`select count(*)::int as n from draws where status = 'open'`);
    expect(draws.length).toBeLessThanOrEqual(n);
  });
});
