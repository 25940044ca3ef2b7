/**
 * Sign-in under attack: failures counted before the password is checked (so a burst cannot run more
 * checks than the lock allows), one answer for unknown and existing accounts, throttling per client
 * address, and a lock that ends by itself. The bursts are real races: every request is in flight
 * at once.
 */
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { users } from '../src/db/schema';
import { createAccount, createTestApi, type TestAccount, type TestApi } from './helpers';

const WRONG = 'Usuario o contraseña incorrectos.';
const left = (n: number) => `${WRONG} Te ${n === 1 ? 'queda 1 intento' : `quedan ${n} intentos`}.`;
const LOCKED_TEXT =
  'Tu cuenta está bloqueada por demasiados intentos fallidos. Intenta de nuevo en 15 minutos o pide a un administrador que la desbloquee.';
const LOCKED =
  /^Tu cuenta está bloqueada por demasiados intentos fallidos\. Intenta de nuevo en \d+ minutos? o pide a un administrador que la desbloquee\.$/;
const THROTTLED = /^Demasiados intentos fallidos desde tu conexión\. Intenta de nuevo en \d+ minutos?\.$/;
const AT_ONCE = 'Demasiados intentos a la vez con esta cuenta. Intenta de nuevo en unos segundos.';
const ADDRESS_AT_ONCE = 'Demasiados intentos a la vez desde tu conexión. Intenta de nuevo en unos segundos.';

let api: TestApi;
let admin: string;
beforeAll(async () => {
  api = await createTestApi();
  admin = await api.login('admin');
});
afterAll(() => api.close());

type Account = TestAccount;
const newAccount = (on: TestApi = api, token = admin) => createAccount(on, token);

/** Each call from its own client address unless one is given, so the per-address limit stays out of the way. */
let addresses = 0;
const nextAddress = () => {
  const n = ++addresses;
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
};

const signIn = (username: string, password: string, remoteAddress = nextAddress(), on: TestApi = api) =>
  on.call({ method: 'POST', url: '/api/v1/auth/login', payload: { username, password }, remoteAddress });

const messageOf = (response: LightMyRequestResponse) => response.json().message as string;

async function attemptsOf(id: number, on: TestApi = api): Promise<number> {
  const [row] = await on.handle.db.select({ attempts: users.loginattempts }).from(users).where(eq(users.id, id));
  return row.attempts;
}

/** A refusal's Retry-After: whole seconds, at most `max`. */
function retryAfter(response: LightMyRequestResponse, max: number): number {
  const header = response.headers['retry-after'];
  expect(header).toMatch(/^\d+$/);
  const seconds = Number(header);
  expect(seconds).toBeGreaterThan(0);
  expect(seconds).toBeLessThanOrEqual(max);
  return seconds;
}

describe('a failed sign-in is counted before the password is checked', () => {
  it('a burst of 30 wrong passwords runs exactly five password checks; the rest are refused unchecked', async () => {
    const account = await newAccount();
    const answers = await Promise.all(Array.from({ length: 30 }, () => signIn(account.username, 'incorrecta')));

    expect(await attemptsOf(account.id)).toBe(5);
    // The five checks (each failure is counted once checked): four count down, each once, and the fifth locks.
    const countdown = answers.map(messageOf).filter((m) => m.startsWith(WRONG));
    expect(countdown.sort()).toEqual([left(1), left(2), left(3), left(4)].sort());
    // Everything else never reached a check: while five were in flight, too many at once; then locked.
    const refused = answers.filter((a) => !messageOf(a).startsWith(WRONG));
    expect(refused).toHaveLength(26);
    for (const answer of refused) {
      if (answer.statusCode === 429) {
        expect(messageOf(answer)).toBe(AT_ONCE);
        expect(answer.headers['retry-after']).toBe('1');
      } else {
        expect(answer.statusCode).toBe(401);
        expect(messageOf(answer)).toMatch(LOCKED);
        retryAfter(answer, 15 * 60);
      }
    }
    expect(refused.filter((a) => a.statusCode === 401).length).toBeGreaterThanOrEqual(1);
  });

  it('the right password sent 16th among 40 concurrent sign-ins gets no token: five wrong ones were in flight or counted first', async () => {
    const account = await newAccount();
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => signIn(account.username, i === 15 ? account.password : 'incorrecta')),
    );
    expect(answers[15].statusCode).not.toBe(200);
    expect(messageOf(answers[15])).toMatch(new RegExp(`${LOCKED.source}|^${AT_ONCE}$`));
    expect(answers.filter((a) => messageOf(a).startsWith(WRONG))).toHaveLength(4);
    expect(await attemptsOf(account.id)).toBe(5);
  });

  it('40 concurrent sign-ins with the right password from 40 addresses: never called a lock, and the account stays unlocked', async () => {
    const account = await newAccount();
    const answers = await Promise.all(Array.from({ length: 40 }, () => signIn(account.username, account.password)));
    const refused = answers.filter((a) => a.statusCode !== 200);
    expect(answers.length - refused.length).toBeGreaterThanOrEqual(5);
    for (const answer of refused) {
      expect(answer.statusCode).toBe(429);
      expect(messageOf(answer)).toBe(AT_ONCE);
      expect(answer.headers['retry-after']).toBe('1');
    }
    expect(await attemptsOf(account.id)).toBe(0);
    // Nothing is left in flight: one after another, each signs in.
    for (let i = 0; i < 6; i++) expect((await signIn(account.username, account.password)).statusCode).toBe(200);
  });

  it('a right password resets the count, and failures further apart than the lock period start again from one', async () => {
    const account = await newAccount();
    for (const expected of [left(4), left(3)]) expect(messageOf(await signIn(account.username, 'incorrecta'))).toBe(expected);
    expect((await signIn(account.username, account.password)).statusCode).toBe(200);
    expect(messageOf(await signIn(account.username, 'incorrecta'))).toBe(left(4));
    expect(messageOf(await signIn(account.username, 'incorrecta'))).toBe(left(3));
    // Fifteen minutes later the two failures no longer count.
    await api.handle.db
      .update(users)
      .set({ loginattempts_expire_at: new Date(Date.now() - 1000) })
      .where(eq(users.id, account.id));
    expect(messageOf(await signIn(account.username, 'incorrecta'))).toBe(left(4));
  });
});

describe('one answer for unknown and existing accounts', () => {
  const answer = (response: LightMyRequestResponse) => ({
    status: response.statusCode,
    message: messageOf(response).replace(/\d+ minutos?/, 'N minutos'),
    retryAfter: response.headers['retry-after'] !== undefined,
  });

  it.each([
    ['username', (a: Account) => a.username, 'nadie.existe'],
    ['e-mail', (a: Account) => a.email, 'nadie.existe@example.com'],
  ])('a wrong password by %s answers exactly as a name nobody has, through the lock', async (_, nameOf, unknown) => {
    const account = await newAccount();
    const known: ReturnType<typeof answer>[] = [];
    const nobody: ReturnType<typeof answer>[] = [];
    for (let i = 0; i < 7; i++) {
      known.push(answer(await signIn(nameOf(account), 'incorrecta')));
      nobody.push(answer(await signIn(unknown, 'incorrecta')));
    }
    expect(nobody).toEqual(known);
    expect(known.slice(0, 4).map((a) => a.message)).toEqual([left(4), left(3), left(2), left(1)]);
    // The lock is a 401 with its message, as every refusal of the credentials is, and says when.
    const lockedAnswer = LOCKED_TEXT.replace(/\d+ minutos?/, 'N minutos');
    expect(known[4]).toEqual({ status: 401, message: lockedAnswer, retryAfter: true });
    expect(known[5]).toEqual({ status: 401, message: lockedAnswer, retryAfter: true });
  });

  it('a deactivated account’s right password answers exactly as a wrong one, through the lock', async () => {
    const account = await newAccount();
    const status = await api.call({
      method: 'PUT',
      url: `/api/v1/users/detail/${account.id}/status`,
      token: admin,
      payload: { isactive: false },
    });
    expect(status.statusCode).toBe(200);
    const deactivated: ReturnType<typeof answer>[] = [];
    const nobody: ReturnType<typeof answer>[] = [];
    for (let i = 0; i < 6; i++) {
      deactivated.push(answer(await signIn(account.username, account.password)));
      nobody.push(answer(await signIn('tampoco.existe', account.password)));
    }
    expect(deactivated).toEqual(nobody);
    expect(deactivated[0]).toEqual({ status: 401, message: left(4), retryAfter: false });
  });
});

describe('failed sign-ins are throttled per client address', () => {
  it('of 300 failed sign-ins from one client in a burst, 30 are checked; the rest get 429 with Retry-After', async () => {
    const started = Date.now();
    const answers = await Promise.all(Array.from({ length: 300 }, (_, i) => signIn(`rafaga.${i}`, 'incorrecta', '203.0.113.7')));
    expect(answers.filter((a) => a.statusCode === 401)).toHaveLength(30);
    const refused = answers.filter((a) => a.statusCode === 429);
    expect(refused).toHaveLength(270);
    // Refused while 30 were in flight (too many at once), or once 30 had failed (throttled).
    for (const answer of refused) {
      expect(messageOf(answer)).toMatch(new RegExp(`${THROTTLED.source}|^${ADDRESS_AT_ONCE}$`));
      expect(answer.json()).toMatchObject({ statusCode: 429, error: 'Too Many Requests' });
      retryAfter(answer, 10 * 60);
    }
    // The 30 failed: from now on the client is throttled.
    const after = await signIn('rafaga.300', 'incorrecta', '203.0.113.7');
    expect(after.statusCode).toBe(429);
    expect(messageOf(after)).toMatch(THROTTLED);
    // Another client is not affected.
    expect(messageOf(await signIn('rafaga.otro', 'incorrecta', '203.0.113.8'))).toBe(left(4));
    expect(Date.now() - started).toBeLessThan(60_000);
  });

  it('successful sign-ins use none of the allowance; past it even the right password waits', async () => {
    const account = await newAccount();
    const from = '198.51.100.20';
    for (let i = 0; i < 29; i++) expect((await signIn(`ajeno.${i}`, 'incorrecta', from)).statusCode).toBe(401);
    // An attempt in flight holds a place (it may fail); one that succeeds gives it back.
    for (let i = 0; i < 5; i++) expect((await signIn(account.username, account.password, from)).statusCode).toBe(200);
    expect((await signIn('ajeno.30', 'incorrecta', from)).statusCode).toBe(401);
    const over = await signIn('ajeno.31', 'incorrecta', from);
    expect(over.statusCode).toBe(429);
    expect((await signIn(account.username, account.password, from)).statusCode).toBe(429);
    expect((await signIn(account.username, account.password, '198.51.100.21')).statusCode).toBe(200);
  });

  it('ignores X-Forwarded-For unless TRUST_PROXY says a proxy sets it', async () => {
    const from = '198.51.100.30';
    const spoofed = (i: number) =>
      api.call({
        method: 'POST',
        url: '/api/v1/auth/login',
        payload: { username: `falso.${i}`, password: 'incorrecta' },
        remoteAddress: from,
        headers: { 'x-forwarded-for': `192.0.2.${i}` },
      });
    const answers = [];
    for (let i = 0; i < 31; i++) answers.push(await spoofed(i));
    expect(answers.slice(0, 30).every((a) => a.statusCode === 401)).toBe(true);
    expect(answers[30].statusCode).toBe(429);
  });
});

describe('behind a proxy, with a short lock (TRUST_PROXY, LOGIN_LOCK_MINUTES)', () => {
  const GATEWAY = '172.18.0.2';
  let proxied: TestApi;
  beforeAll(async () => {
    proxied = await createTestApi({ trustProxy: GATEWAY, signIn: { lockMs: 1500 } });
  });
  afterAll(() => proxied.close());

  const viaGateway = (username: string, password: string, client: string) =>
    proxied.call({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { username, password },
      remoteAddress: GATEWAY,
      headers: { 'x-forwarded-for': client },
    });

  it('counts each client the gateway names on its own, and only the address the gateway added', async () => {
    for (let i = 0; i < 30; i++) expect((await viaGateway(`cliente.a.${i}`, 'incorrecta', '192.0.2.1')).statusCode).toBe(401);
    expect((await viaGateway('cliente.a.30', 'incorrecta', '192.0.2.1')).statusCode).toBe(429);
    // A client cannot choose its address by sending its own header: the gateway appends the real one.
    expect((await viaGateway('cliente.a.31', 'incorrecta', '10.9.9.9, 192.0.2.1')).statusCode).toBe(429);
    expect((await viaGateway('cliente.b.0', 'incorrecta', '192.0.2.2')).statusCode).toBe(401);
  });

  it('a lock ends by itself after the lock period', async () => {
    const token = await proxied.login('admin');
    const account = await newAccount(proxied, token);
    for (let i = 0; i < 5; i++) await viaGateway(account.username, 'incorrecta', `192.0.2.${100 + i}`);
    const locked = await viaGateway(account.username, account.password, '192.0.2.110');
    expect(locked.statusCode).toBe(401);
    expect(retryAfter(locked, 2)).toBeGreaterThan(0);
    await new Promise((resolve) => setTimeout(resolve, 1600));
    expect((await viaGateway(account.username, account.password, '192.0.2.111')).statusCode).toBe(200);
    expect(await attemptsOf(account.id, proxied)).toBe(0);
  });
});
