import { setRuntimeConfig } from './config';
import { ApiRequestError, toApiError } from './errors';
import { api, sessionEnd, toSearchParams } from './http';
import { authStore } from './store';
import { answer, mockFetch } from './test-utils';

beforeEach(() => {
  setRuntimeConfig({ apiUrl: '/api' });
  window.sessionStorage.clear();
  authStore.getState().clearSession();
  document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
});

describe('toSearchParams', () => {
  it('leaves out null, undefined and empty values', () => {
    expect(toSearchParams({ page: 1, search: '', booth_id: null, winner: undefined, active: false })).toEqual({
      page: '1',
      active: 'false',
    });
  });
});

describe('the http client', () => {
  it('joins the API base from the runtime config and sends JSON with the bearer token', async () => {
    const { calls } = mockFetch(answer('GET', 'v1/users/list', { users: [], page: 1, total: 0, totalPages: 1 }));
    authStore.getState().setSession('tok-123');
    await api.get('v1/users/list', { page: 2, search: null });
    expect(calls).toHaveLength(1);
    expect(new URL(calls[0].url).pathname).toBe('/api/v1/users/list');
    expect(new URL(calls[0].url).search).toBe('?page=2');
    expect(calls[0].headers.get('authorization')).toBe('Bearer tok-123');
  });

  it('sends no authorization header without a token', async () => {
    const { calls } = mockFetch(answer('GET', 'v1/auth/menu', []));
    await api.get('v1/auth/menu');
    expect(calls[0].headers.get('authorization')).toBeNull();
  });

  it('echoes the anti-forgery cookie on non-GET calls to a relative API address only', async () => {
    document.cookie = 'XSRF-TOKEN=abc%3D1; path=/';
    const { calls } = mockFetch(answer('POST', 'v1/messages/read-all', { unread: 0 }), answer('GET', 'v1/auth/menu', []));
    await api.post('v1/messages/read-all');
    await api.get('v1/auth/menu');
    expect(calls[0].headers.get('x-xsrf-token')).toBe('abc=1');
    expect(calls[0].headers.get('content-type')).toMatch(/application\/json/);
    expect(calls[1].headers.get('x-xsrf-token')).toBeNull();

    setRuntimeConfig({ apiUrl: 'https://api.example.com/api' });
    const other = mockFetch(answer('POST', 'v1/messages/read-all', { unread: 0 }));
    await api.post('v1/messages/read-all');
    expect(other.calls[0].headers.get('x-xsrf-token')).toBeNull();
  });

  it('on 403 clears session storage, reloads the page and rethrows', async () => {
    const reload = jest.spyOn(sessionEnd, 'reload').mockImplementation(() => undefined);
    authStore.getState().setSession('revoked');
    window.sessionStorage.setItem('other', 'x');
    mockFetch(answer('GET', 'v1/auth/profile', { statusCode: 403, message: 'Sesión no iniciada o expirada.' }, 403));
    await expect(api.get('v1/auth/profile')).rejects.toMatchObject({ status: 403, message: 'Sesión no iniciada o expirada.' });
    expect(window.sessionStorage.length).toBe(0);
    expect(authStore.getState().accessToken).toBeNull();
    expect(reload).toHaveBeenCalledTimes(1);
    // a second call answering 403 while the page reloads does not reload again
    await expect(api.get('v1/auth/profile')).rejects.toMatchObject({ status: 403 });
    expect(reload).toHaveBeenCalledTimes(1);
    reload.mockRestore();
  });

  it('turns an error answer into ApiRequestError with the server message and field errors', async () => {
    mockFetch(
      answer(
        'POST',
        'v1/users/create',
        { statusCode: 400, message: 'El campo «email» debe ser un correo electrónico válido.', fields: { email: 'inválido' } },
        400,
      ),
    );
    const error = await api.post('v1/users/create', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(toApiError(error)).toMatchObject({ status: 400, fields: { email: 'inválido' } });
  });

  it('supports a GET whose answer is not JSON', async () => {
    globalThis.fetch = jest.fn(
      async () => new Response('a;b\n1;2', { status: 200, headers: { 'content-type': 'text/csv' } }),
    ) as unknown as typeof fetch;
    await expect(api.getRaw('v1/reports/export')).resolves.toBe('a;b\n1;2');
  });

  it('maps network failures to a Spanish message', () => {
    expect(toApiError(new TypeError('Failed to fetch')).message).toMatch(/No se pudo conectar/);
    expect(toApiError(new Error('boom')).message).toBe('Ocurrió un error inesperado. Intenta nuevamente.');
  });
});
