import { sql } from 'drizzle-orm';
import { isPageId } from '@banca/contracts/pages';
import { ACCOUNTS, createTestApi, type TestApi } from './helpers';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

const login = (username: string, password: string, headers?: Record<string, string>) =>
  api.call({ method: 'POST', url: '/api/v1/auth/login', payload: { username, password }, headers });

describe('POST /v1/auth/login', () => {
  it('returns an opaque token and sets the anti-forgery cookie', async () => {
    const response = await login('admin', 'admin123');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(new Date(body.expires_at).getTime()).toBeGreaterThan(Date.now());
    const cookie = response.cookies.find((c) => c.name === 'XSRF-TOKEN');
    expect(cookie?.value).toBeTruthy();
    expect(cookie?.sameSite).toBe('Strict');
  });

  it('accepts the username in any case and the e-mail', async () => {
    expect((await login('ADMIN', 'admin123')).statusCode).toBe(200);
    const profile = await api.call({ method: 'GET', url: '/api/v1/auth/profile', token: await api.login('admin') });
    expect((await login(profile.json().email, 'admin123')).statusCode).toBe(200);
  });

  it('answers 401 with the same Spanish message on a wrong password and on an unknown user', async () => {
    const unknown = await login('nadie-existe', 'whatever1');
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json().message).toBe('Usuario o contraseña incorrectos. Te quedan 4 intentos.');
    const wrong = await login(ACCOUNTS.operator.username, 'incorrecta');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().message).toBe('Usuario o contraseña incorrectos. Te quedan 4 intentos.');
    // a success resets the counter
    expect((await login(ACCOUNTS.operator.username, ACCOUNTS.operator.password)).statusCode).toBe(200);
  });

  it('answers 400 naming the missing field', async () => {
    const response = await api.call({ method: 'POST', url: '/api/v1/auth/login', payload: { username: 'admin' } });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ password: 'El campo «password» es obligatorio.' });
  });

  it('answers 400 to a body that is not JSON', async () => {
    const response = await api.call({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: '{"username":',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('El cuerpo de la solicitud no es JSON válido.');
  });
});

describe('lockout after 5 failed sign-ins', () => {
  it('locks the account with a clear message until the lock period ends or an administrator unlocks it', async () => {
    const admin = await api.login('admin');
    const created = await api.call({
      method: 'POST',
      url: '/api/v1/users/create',
      token: admin,
      payload: {
        first_name: 'Lucía',
        last_name: 'Bloqueo',
        document_type: 'DNI',
        document_number: 'V-30111222',
        email: 'lucia.bloqueo@example.com',
        language: 'es',
        country: 'VE',
        timezone: 'America/Caracas',
        role: 'operator',
        username: 'lucia.bloqueo',
        password: 'secreta1',
      },
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().id;

    const messages: string[] = [];
    for (let i = 0; i < 5; i++) messages.push((await login('lucia.bloqueo', 'mala-clave')).json().message);
    expect(messages[3]).toMatch(/Te queda 1 intento\.$/);
    expect(messages[4]).toMatch(/bloqueada por demasiados intentos fallidos/);

    // even the right password is refused while locked, unchecked, with when to try again
    const locked = await login('lucia.bloqueo', 'secreta1');
    expect(locked.statusCode).toBe(401);
    expect(locked.json().message).toMatch(/bloqueada/);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(14 * 60);
    const security = await api.call({ method: 'GET', url: `/api/v1/users/detail/${id}/security`, token: admin });
    expect(security.json()).toMatchObject({ loginattempts: 5, locked: true });

    const unlocked = await api.call({ method: 'POST', url: `/api/v1/users/detail/${id}/unlock`, token: admin });
    expect(unlocked.statusCode).toBe(200);
    expect(unlocked.json()).toMatchObject({ loginattempts: 0, locked: false });
    expect((await login('lucia.bloqueo', 'secreta1')).statusCode).toBe(200);
  });
});

describe('sessions', () => {
  it('refuses a missing, malformed or unknown token with 403', async () => {
    for (const authorization of [undefined, 'Bearer', 'Basic abc', 'Bearer not-a-real-token']) {
      const response = await api.call({
        method: 'GET',
        url: '/api/v1/auth/profile',
        headers: authorization ? { authorization } : {},
      });
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe('Sesión no iniciada o expirada.');
    }
  });

  it('logout revokes the token', async () => {
    const token = await api.login('operator');
    expect((await api.call({ method: 'GET', url: '/api/v1/auth/profile', token })).statusCode).toBe(200);
    const out = await api.call({ method: 'POST', url: '/api/v1/auth/logout', token });
    expect(out.json()).toEqual({ ok: true });
    expect((await api.call({ method: 'GET', url: '/api/v1/auth/profile', token })).statusCode).toBe(403);
  });

  it('an expired session is refused', async () => {
    const token = await api.login('operator');
    await api.handle.db.execute(
      sql`update sessions set expires_at = now() - interval '1 minute'
        where user_id = (select id from users where username = 'operador')`,
    );
    expect((await api.call({ method: 'GET', url: '/api/v1/auth/profile', token })).statusCode).toBe(403);
  });
});

describe('anti-forgery', () => {
  it('refuses a non-GET call carrying the cookie without the matching header', async () => {
    const token = await api.login('admin');
    const cookie = { cookie: 'XSRF-TOKEN=abc123' };
    const missing = await api.call({ method: 'POST', url: '/api/v1/messages/read-all', token, headers: cookie });
    expect(missing.statusCode).toBe(403);
    expect(missing.json().message).toMatch(/anti-falsificación/);
    const wrong = await api.call({
      method: 'POST',
      url: '/api/v1/messages/read-all',
      token,
      headers: { ...cookie, 'x-xsrf-token': 'abc124' },
    });
    expect(wrong.statusCode).toBe(403);
    const matching = await api.call({
      method: 'POST',
      url: '/api/v1/messages/read-all',
      token,
      headers: { ...cookie, 'x-xsrf-token': 'abc123' },
    });
    expect(matching.statusCode).toBe(200);
  });

  it('lets GET calls and cookie-less scripts through on the token alone', async () => {
    const token = await api.login('admin');
    const get = await api.call({ method: 'GET', url: '/api/v1/auth/profile', token, headers: { cookie: 'XSRF-TOKEN=x' } });
    expect(get.statusCode).toBe(200);
    const post = await api.call({ method: 'POST', url: '/api/v1/messages/read-all', token });
    expect(post.statusCode).toBe(200);
  });
});

describe('GET /v1/auth/profile and /v1/auth/menu', () => {
  it('returns the profile with the role and no secrets', async () => {
    const response = await api.call({ method: 'GET', url: '/api/v1/auth/profile', token: await api.login('admin') });
    expect(response.statusCode).toBe(200);
    const profile = response.json();
    expect(profile).toMatchObject({ username: 'admin', role: 'admin', language: expect.any(String) });
    expect(Object.keys(profile)).toEqual(
      expect.arrayContaining([
        'first_name',
        'last_name',
        'document_type',
        'document_number',
        'email',
        'phone',
        'country',
        'timezone',
        'avatar',
      ]),
    );
    expect(JSON.stringify(profile)).not.toMatch(/password|argon2/);
  });

  it('names each page by its id, the same menu for every staff role (the host shows a role what its manifests let it open)', async () => {
    const menus: Record<string, unknown> = {};
    for (const role of ['admin', 'operator', 'client', 'ticket_seller'] as const) {
      const response = await api.call({ method: 'GET', url: '/api/v1/auth/menu', token: await api.login(role) });
      expect(response.statusCode).toBe(200);
      menus[role] = response.json();
    }
    const pagesOf = (items: { page: string; children?: unknown[] }[]): string[] =>
      items.flatMap((item) => [item.page, ...pagesOf((item.children ?? []) as typeof items)]);
    const admin = menus.admin as { heading: string; items: { page: string; icon: string; route?: string; label?: string }[] }[];
    const pages = admin.flatMap((section) => pagesOf(section.items));
    expect(pages).toEqual(expect.arrayContaining(['host.dashboard', 'users.list', 'users.audit', 'catalog.draws', 'catalog.hierarchy']));
    for (const page of pages) expect(isPageId(page)).toBe(true);
    // a page's path and title are its manifest's, never the menu's
    for (const item of admin.flatMap((section) => section.items)) {
      expect(item.route).toBeUndefined();
      expect(item.label).toBeUndefined();
    }
    for (const role of ['operator', 'client', 'ticket_seller']) expect(menus[role]).toEqual(menus.admin);
  });
});

describe('OpenAPI', () => {
  it('serves the generated description with every route', async () => {
    const response = await api.call({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const paths = Object.keys(response.json().paths);
    expect(paths).toEqual(expect.arrayContaining(['/v1/auth/login', '/v1/users/list', '/v1/users/detail/{id}/security']));
    expect((await api.call({ method: 'GET', url: '/api/docs' })).statusCode).toBeLessThan(400);
  });

  it('answers unknown API paths with a Spanish 404', async () => {
    const response = await api.call({ method: 'GET', url: '/api/v1/nada' });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toMatch(/^No existe la ruta/);
  });
});
