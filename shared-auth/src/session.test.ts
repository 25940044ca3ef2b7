import { setRuntimeConfig } from './config';
import { signIn, signOut } from './session';
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
