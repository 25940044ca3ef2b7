import { setRuntimeConfig } from './config';
import { signIn, signInTerminal, signOut } from './session';
import { STORAGE_KEYS } from './storage';
import { authStore } from './store';
import { answer, mockFetch } from './testing';

const profile = { id: 1, username: 'admin', role: 'admin', first_name: 'Ana', last_name: 'Pérez', email: 'a@b.com' };

beforeEach(() => {
  setRuntimeConfig({ apiUrl: '/api' });
  window.sessionStorage.clear();
  window.localStorage.clear();
  authStore.getState().clearSession();
  authStore.getState().setRememberedUsername(null);
});

describe('signIn', () => {
  it('stores the token in session storage and caches the profile', async () => {
    const { calls } = mockFetch(
      answer('POST', 'v1/auth/login', { token: 'tok', expires_at: '2030-01-01T00:00:00Z' }),
      answer('GET', 'v1/auth/profile', profile),
    );
    await signIn({ username: ' admin ', password: 'admin123', remember: false });
    expect(calls[0].body).toEqual({ username: 'admin', password: 'admin123' });
    expect(window.sessionStorage.getItem(STORAGE_KEYS.accessToken)).toBe('tok');
    expect(JSON.parse(window.sessionStorage.getItem(STORAGE_KEYS.profile)!)).toMatchObject({ username: 'admin' });
    expect(calls[1].headers.get('authorization')).toBe('Bearer tok');
    expect(window.localStorage.getItem(STORAGE_KEYS.rememberedUsername)).toBeNull();
  });

  it('remembers the username in local storage when asked, and forgets it when not', async () => {
    mockFetch(answer('POST', 'v1/auth/login', { token: 'tok', expires_at: '' }), answer('GET', 'v1/auth/profile', profile));
    await signIn({ username: 'admin', password: 'x', remember: true });
    expect(window.localStorage.getItem(STORAGE_KEYS.rememberedUsername)).toBe('admin');
    await signIn({ username: 'admin', password: 'x', remember: false });
    expect(window.localStorage.getItem(STORAGE_KEYS.rememberedUsername)).toBeNull();
  });

  it('keeps no session when the server refuses', async () => {
    mockFetch(answer('POST', 'v1/auth/login', { statusCode: 401, message: 'Usuario o contraseña incorrectos.' }, 401));
    await expect(signIn({ username: 'admin', password: 'bad', remember: false })).rejects.toMatchObject({
      status: 401,
      message: 'Usuario o contraseña incorrectos.',
    });
    expect(authStore.getState().accessToken).toBeNull();
  });
});

describe('signOut', () => {
  it('revokes the session on the server and clears it locally, keeping the remembered username', async () => {
    authStore.getState().setSession('tok');
    authStore.getState().setRememberedUsername('admin');
    const { calls } = mockFetch(answer('POST', 'v1/auth/logout', { ok: true }));
    await signOut();
    expect(calls[0].headers.get('authorization')).toBe('Bearer tok');
    expect(authStore.getState().accessToken).toBeNull();
    expect(window.sessionStorage.getItem(STORAGE_KEYS.accessToken)).toBeNull();
    expect(window.localStorage.getItem(STORAGE_KEYS.rememberedUsername)).toBe('admin');
  });

  it('clears the local session even when the server call fails', async () => {
    authStore.getState().setSession('tok');
    globalThis.fetch = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof fetch;
    await signOut();
    expect(authStore.getState().accessToken).toBeNull();
  });
});

const terminalAnswer = {
  token: 'term-tok',
  expires_at: '2030-01-01T12:00:00.000Z',
  seller: { id: 9, label: 'Taquilla principal' },
  booth: { id: 4, name: 'Agencia Centro' },
};

describe('a booth terminal session', () => {
  it('signs in with the device id and keeps the session of its own kind, apart from a staff one', async () => {
    const { calls } = mockFetch(answer('POST', 'v1/terminal/login', terminalAnswer));
    await signInTerminal({ username: ' taquilla@banca.com ', password: 'clave', deviceId: 'device-1' });
    expect(calls[0].body).toEqual({ username: 'taquilla@banca.com', password: 'clave', device_id: 'device-1' });
    expect(authStore.getState()).toMatchObject({
      accessToken: null,
      profile: null,
      terminal: { token: 'term-tok', seller: terminalAnswer.seller, booth: terminalAnswer.booth, expiresAt: terminalAnswer.expires_at },
    });
    expect(JSON.parse(window.sessionStorage.getItem(STORAGE_KEYS.terminalSession)!)).toMatchObject({ token: 'term-tok' });
  });

  it('is never mixed with a staff session in one tab: each sign-in is refused while the other kind is open', async () => {
    const { calls } = mockFetch(answer('POST', 'v1/terminal/login', terminalAnswer), answer('POST', 'v1/auth/login', { token: 'tok' }));
    authStore.getState().setSession('staff-tok');
    await expect(signInTerminal({ username: 'a', password: 'b', deviceId: 'd' })).rejects.toMatchObject({
      status: 409,
      code: 'OTHER_SESSION_OPEN',
      message: expect.stringMatching(/sesión del personal/),
    });
    authStore.getState().clearSession();
    await signInTerminal({ username: 'a', password: 'b', deviceId: 'd' });
    await expect(signIn({ username: 'admin', password: 'x', remember: false })).rejects.toMatchObject({
      code: 'OTHER_SESSION_OPEN',
      message: expect.stringMatching(/sesión de la taquilla/),
    });
    expect(calls.map((call) => new URL(call.url).pathname)).toEqual(['/api/v1/terminal/login']);
    expect(authStore.getState().accessToken).toBeNull();
  });

  it("keeps no session when the server refuses, and passes on the refusal's code and fields", async () => {
    const refusal = { statusCode: 409, code: 'SELLER_LOGGED_IN_ELSEWHERE', message: 'Otra sesión.', since: '2030-01-01T10:00:00.000Z' };
    mockFetch(answer('POST', 'v1/terminal/login', refusal, 409));
    await expect(signInTerminal({ username: 'a', password: 'b', deviceId: 'd' })).rejects.toMatchObject({
      status: 409,
      code: 'SELLER_LOGGED_IN_ELSEWHERE',
      body: refusal,
    });
    expect(authStore.getState().terminal).toBeNull();
  });

  it("signs out through the terminal's own call", async () => {
    mockFetch(answer('POST', 'v1/terminal/login', terminalAnswer));
    await signInTerminal({ username: 'a', password: 'b', deviceId: 'd' });
    const { calls } = mockFetch(answer('POST', 'v1/terminal/logout', { ok: true }));
    await signOut();
    expect(new URL(calls[0].url).pathname).toBe('/api/v1/terminal/logout');
    expect(calls[0].headers.get('authorization')).toBe('Bearer term-tok');
    expect(authStore.getState().terminal).toBeNull();
  });
});
