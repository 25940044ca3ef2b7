/** How the API reads JSON bodies: nesting depth, empty bodies on routes that take none or need one. */
import { createTestApi, type TestApi } from './helpers';

let api: TestApi;
let admin: string;
beforeAll(async () => {
  api = await createTestApi();
  admin = await api.login('admin');
});
afterAll(() => api.close());

const json = { 'content-type': 'application/json' };

describe('nesting depth', () => {
  const deep = (depth: number, open = '{"a":', close = '}') => `${open.repeat(depth)}1${close.repeat(depth)}`;

  it.each([
    ['objects', deep(20_000)],
    ['arrays', deep(20_000, '[', ']')],
    ['objects, cut short', deep(20_000).slice(0, 30_000)],
  ])('answers 400 in Spanish to a body of %s nested 20,000 deep', async (_kind, payload) => {
    const response = await api.call({ method: 'POST', url: '/api/v1/auth/login', headers: json, payload });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message: 'El cuerpo de la solicitud tiene demasiados niveles de anidamiento.',
    });
  });

  it('reads a body nested a few levels as usual', async () => {
    const payload = `{"username":"admin","password":"admin123","extra":${deep(10)}}`;
    const response = await api.call({ method: 'POST', url: '/api/v1/auth/login', headers: json, payload });
    expect(response.statusCode).toBe(200);
  });

  it('does not count brackets inside strings', async () => {
    const payload = JSON.stringify({ username: '{['.repeat(5_000), password: 'x"{\\'.repeat(50) });
    const response = await api.call({ method: 'POST', url: '/api/v1/auth/login', headers: json, payload });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().fields)).toEqual(['username']);
  });

  it('still refuses prototype poisoning', async () => {
    const payload = '{"username":"admin","password":"admin123","__proto__":{"isAdmin":true}}';
    const response = await api.call({ method: 'POST', url: '/api/v1/auth/login', headers: json, payload });
    expect(response.statusCode).toBe(400);
  });
});

describe('an empty body sent as JSON', () => {
  it.each(['', ' \r\n'])('is no body for routes that take none (%j)', async (payload) => {
    const user = (await api.call({ method: 'GET', url: '/api/v1/users/list', token: admin })).json().users[1];
    const unlock = await api.call({ method: 'POST', url: `/api/v1/users/detail/${user.id}/unlock`, token: admin, headers: json, payload });
    expect(unlock.statusCode).toBe(200);
    expect(unlock.json()).toMatchObject({ loginattempts: 0 });

    const token = await api.login('operator');
    const logout = await api.call({ method: 'POST', url: '/api/v1/auth/logout', token, headers: json, payload });
    expect(logout.statusCode).toBe(200);
    expect(logout.json()).toEqual({ ok: true });
    expect((await api.call({ method: 'GET', url: '/api/v1/auth/profile', token })).statusCode).toBe(403);
  });

  it('answers 400 naming the missing fields on routes that need a body', async () => {
    const response = await api.call({ method: 'POST', url: '/api/v1/auth/login', headers: json, payload: '' });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({
      username: 'El campo «username» es obligatorio.',
      password: 'El campo «password» es obligatorio.',
    });
  });
});
