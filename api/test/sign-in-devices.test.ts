/**
 * Device cookies (OWASP, "Slow down online guessing attacks with device cookies"): a browser that
 * signed in to an account before carries a signed token for that account, and failures made
 * elsewhere neither lock nor throttle its sign-ins; its own failures still count, and an
 * administrator's unlock ends its lock too. Nobody can lock staff out anonymously.
 */
import type { LightMyRequestResponse } from 'fastify';
import { addressSequence, createAccount, createSecondInstance, createTestApi, type TestAccount, type TestApi } from './helpers';

const LOCKED = /^Tu cuenta está bloqueada por demasiados intentos fallidos\./;
const THROTTLED = /^Demasiados intentos fallidos desde tu conexión\./;
const LOGIN_PATH = '/api/v1/auth/login';

let api: TestApi;
let admin: string;
beforeAll(async () => {
  api = await createTestApi();
  admin = await api.login('admin');
});
afterAll(() => api.close());

const nextAddress = addressSequence(20);

/** A browser: the cookies the API set on it (by name), sent back with every sign-in. */
class Browser {
  readonly cookies = new Map<string, string>();

  constructor(
    readonly address = nextAddress(),
    private readonly on: TestApi = api,
  ) {}

  async signIn(username: string, password: string): Promise<LightMyRequestResponse> {
    const response = await this.on.call({
      method: 'POST',
      url: LOGIN_PATH,
      payload: { username, password },
      remoteAddress: this.address,
      cookies: Object.fromEntries(this.cookies),
      // As the web apps do: the anti-forgery cookie a previous sign-in set, echoed in its header.
      headers: this.cookies.has('XSRF-TOKEN') ? { 'x-xsrf-token': this.cookies.get('XSRF-TOKEN')! } : {},
    });
    for (const cookie of response.cookies as { name: string; value: string }[]) this.cookies.set(cookie.name, cookie.value);
    return response;
  }

  using(on: TestApi): Browser {
    const copy = new Browser(this.address, on);
    for (const [name, value] of this.cookies) copy.cookies.set(name, value);
    return copy;
  }
}

/** `times` wrong passwords for `username`, each from an address of its own (an attacker spreading out). */
async function failFromElsewhere(username: string, times: number): Promise<LightMyRequestResponse[]> {
  const answers = [];
  for (let i = 0; i < times; i++) answers.push(await new Browser().signIn(username, 'adivinando'));
  return answers;
}

const deviceCookieOf = (response: LightMyRequestResponse) =>
  (
    response.cookies as {
      name: string;
      value: string;
      path?: string;
      httpOnly?: boolean;
      sameSite?: string;
      secure?: boolean;
      maxAge?: number;
    }[]
  ).find((cookie) => cookie.name.startsWith('banca_device_'));

let account: TestAccount;
beforeEach(async () => {
  account = await createAccount(api, admin);
});

describe('the device cookie', () => {
  it('is set by a successful sign-in: HttpOnly, SameSite, sent only to the sign-in, for a year; Secure over TLS', async () => {
    const response = await new Browser().signIn(account.username, account.password);
    expect(response.statusCode).toBe(200);
    const cookie = deviceCookieOf(response);
    expect(cookie).toMatchObject({ path: LOGIN_PATH, httpOnly: true, sameSite: 'Strict', maxAge: 365 * 24 * 3600 });
    expect(cookie?.secure).toBeFalsy();
    expect(cookie?.value).not.toContain(account.username);

    const overTls = await createTestApi({ secureCookies: true });
    try {
      const token = await overTls.login('admin');
      const other = await createAccount(overTls, token);
      expect(deviceCookieOf(await new Browser(nextAddress(), overTls).signIn(other.username, other.password))).toMatchObject({
        secure: true,
      });
    } finally {
      await overTls.close();
    }
  });

  it('is not set by a failed sign-in', async () => {
    expect(deviceCookieOf(await new Browser().signIn(account.username, 'incorrecta'))).toBeUndefined();
  });
});

describe('failures from elsewhere neither lock nor throttle a known device', () => {
  it('an account locked by five failures from other addresses still signs in from the browser that signed in before', async () => {
    const known = new Browser();
    expect((await known.signIn(account.username, account.password)).statusCode).toBe(200);
    const failures = await failFromElsewhere(account.username, 5);
    expect(failures[4].json().message).toMatch(LOCKED);

    // A browser never seen before is locked out, with the lock's message...
    const stranger = await new Browser().signIn(account.username, account.password);
    expect(stranger.statusCode).toBe(401);
    expect(stranger.json().message).toMatch(LOCKED);
    // ...but the known one is not, from any address, and its sign-in leaves the lock for the others.
    expect((await known.signIn(account.username, account.password)).statusCode).toBe(200);
    const moved = new Browser();
    for (const [name, value] of known.cookies) moved.cookies.set(name, value);
    expect((await moved.signIn(account.username, account.password)).statusCode).toBe(200);
    expect((await new Browser().signIn(account.username, account.password)).statusCode).toBe(401);
  });

  it('an address throttled by others’ failures still lets a known device sign in', async () => {
    const office = nextAddress();
    const known = new Browser(office);
    expect((await known.signIn(account.username, account.password)).statusCode).toBe(200);
    for (let i = 0; i < 30; i++) expect((await new Browser(office).signIn(`otro.${i}`, 'incorrecta')).statusCode).toBe(401);

    const colleague = await new Browser(office).signIn(account.username, account.password);
    expect(colleague.statusCode).toBe(429);
    expect(colleague.json().message).toMatch(THROTTLED);
    expect((await known.signIn(account.username, account.password)).statusCode).toBe(200);
  });

  it('a device’s own failures count: five lock it, the lock is its own, and an administrator’s unlock ends it', async () => {
    const known = new Browser();
    expect((await known.signIn(account.username, account.password)).statusCode).toBe(200);
    const messages = [];
    for (let i = 0; i < 5; i++) messages.push((await known.signIn(account.username, 'incorrecta')).json().message);
    expect(messages[0]).toBe('Usuario o contraseña incorrectos. Te quedan 4 intentos.');
    expect(messages[4]).toMatch(LOCKED);

    const locked = await known.signIn(account.username, account.password);
    expect(locked.statusCode).toBe(401);
    expect(locked.json().message).toMatch(LOCKED);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(14 * 60);
    // Another browser is not locked by this one's failures.
    expect((await new Browser().signIn(account.username, account.password)).statusCode).toBe(200);

    const unlock = await api.call({ method: 'POST', url: `/api/v1/users/detail/${account.id}/unlock`, token: admin });
    expect(unlock.statusCode).toBe(200);
    expect((await known.signIn(account.username, account.password)).statusCode).toBe(200);
  });

  it('an administrator’s unlock still ends the lock for browsers never seen before', async () => {
    await failFromElsewhere(account.username, 5);
    expect((await new Browser().signIn(account.username, account.password)).statusCode).toBe(401);
    expect((await api.call({ method: 'POST', url: `/api/v1/users/detail/${account.id}/unlock`, token: admin })).statusCode).toBe(200);
    expect((await new Browser().signIn(account.username, account.password)).statusCode).toBe(200);
  });
});

describe('a device token proves nothing but its own account', () => {
  it('a cookie of one account does not help another, and a changed one is worthless', async () => {
    const other = await createAccount(api, admin);
    const browser = new Browser();
    expect((await browser.signIn(other.username, other.password)).statusCode).toBe(200);
    await failFromElsewhere(account.username, 5);
    expect((await browser.signIn(account.username, account.password)).statusCode).toBe(401);

    const known = new Browser();
    expect((await known.signIn(account.username, account.password)).statusCode).toBe(401); // still locked for strangers
    await api.call({ method: 'POST', url: `/api/v1/users/detail/${account.id}/unlock`, token: admin });
    expect((await known.signIn(account.username, account.password)).statusCode).toBe(200);
    await failFromElsewhere(account.username, 5);
    const [name, value] = [...known.cookies].find(([cookie]) => cookie.startsWith('banca_device_'))!;
    for (const forged of [`${value.slice(0, -2)}xx`, `${value}x`, value.replace(/^[^.]+/, 'AAAAAAAAAAAAAAAAAAAAAA'), '']) {
      const tampered = new Browser();
      tampered.cookies.set(name, forged);
      expect((await tampered.signIn(account.username, account.password)).statusCode).toBe(401);
    }
    expect((await known.signIn(account.username, account.password)).statusCode).toBe(200);
  });
});

describe('the signing secret lives in the database', () => {
  it('a device cookie issued by one instance is honoured by another and after a restart', async () => {
    const known = new Browser();
    expect((await known.signIn(account.username, account.password)).statusCode).toBe(200);
    await failFromElsewhere(account.username, 5);
    const second = await createSecondInstance(api);
    try {
      expect((await known.using(second).signIn(account.username, account.password)).statusCode).toBe(200);
      expect((await new Browser(nextAddress(), second).signIn(account.username, account.password)).statusCode).toBe(401);
    } finally {
      await second.close();
    }
  });
});
