import { setRuntimeConfig } from './config';
import { ApiRequestError, toApiError } from './errors';
import { request, sessionEnd, toSearchParams } from './http';
import { authStore } from './store';
import { STORAGE_KEYS } from './storage';
import { answer, mockFetch } from './testing';

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
    await request('GET', 'v1/users/list', { query: { page: 2, search: null } });
    expect(calls).toHaveLength(1);
    expect(new URL(calls[0].url).pathname).toBe('/api/v1/users/list');
    expect(new URL(calls[0].url).search).toBe('?page=2');
    expect(calls[0].headers.get('authorization')).toBe('Bearer tok-123');
  });

  it('sends no authorization header without a token', async () => {
    const { calls } = mockFetch(answer('GET', 'v1/auth/menu', []));
    await request('GET', 'v1/auth/menu');
    expect(calls[0].headers.get('authorization')).toBeNull();
  });

  it('echoes the anti-forgery cookie on non-GET calls to a relative API address only', async () => {
    document.cookie = 'XSRF-TOKEN=abc%3D1; path=/';
    const { calls } = mockFetch(answer('POST', 'v1/messages/read-all', { unread: 0 }), answer('GET', 'v1/auth/menu', []));
    await request('POST', 'v1/messages/read-all');
    await request('GET', 'v1/auth/menu');
    expect(calls[0].headers.get('x-xsrf-token')).toBe('abc=1');
    expect(calls[0].headers.get('content-type')).toMatch(/application\/json/);
    expect(calls[1].headers.get('x-xsrf-token')).toBeNull();

    setRuntimeConfig({ apiUrl: 'https://api.example.com/api' });
    const other = mockFetch(answer('POST', 'v1/messages/read-all', { unread: 0 }));
    await request('POST', 'v1/messages/read-all');
    expect(other.calls[0].headers.get('x-xsrf-token')).toBeNull();
  });

  it('on 403 clears session storage, reloads the page and rethrows', async () => {
    const reload = jest.spyOn(sessionEnd, 'reload').mockImplementation(() => undefined);
    authStore.getState().setSession('revoked');
    window.sessionStorage.setItem('other', 'x');
    mockFetch(answer('GET', 'v1/auth/profile', { statusCode: 403, message: 'Sesión no iniciada o expirada.' }, 403));
    await expect(request('GET', 'v1/auth/profile')).rejects.toMatchObject({ status: 403, message: 'Sesión no iniciada o expirada.' });
    expect(window.sessionStorage.length).toBe(0);
    expect(authStore.getState().accessToken).toBeNull();
    expect(reload).toHaveBeenCalledTimes(1);
    // a second call answering 403 while the page reloads does not reload again
    await expect(request('GET', 'v1/auth/profile')).rejects.toMatchObject({ status: 403 });
    expect(reload).toHaveBeenCalledTimes(1);
    reload.mockRestore();
  });

  it('on 403 keeps why the server ended the session, for the login page (and nothing when it does not say)', async () => {
    const reload = jest.spyOn(sessionEnd, 'reload').mockImplementation(() => undefined);
    authStore.getState().setSession('revoked');
    const message = 'Tu sesión terminó: tu contraseña cambió.';
    mockFetch(answer('GET', 'v1/auth/profile', { statusCode: 403, message, reason: 'password_changed' }, 403));
    await expect(request('GET', 'v1/auth/profile')).rejects.toMatchObject({ status: 403, message });
    expect(authStore.getState()).toMatchObject({ accessToken: null, sessionEndReason: 'password_changed' });
    // kept across the reload that follows
    expect(window.sessionStorage.getItem(STORAGE_KEYS.sessionEndReason)).toBe('password_changed');

    // a call still in flight answers 403 without a reason: the reason stays
    mockFetch(answer('GET', 'v1/users/list', { statusCode: 403, message: 'Sesión no iniciada o expirada.' }, 403));
    await expect(request('GET', 'v1/users/list')).rejects.toMatchObject({ status: 403 });
    expect(authStore.getState().sessionEndReason).toBe('password_changed');
    expect(window.sessionStorage.getItem(STORAGE_KEYS.sessionEndReason)).toBe('password_changed');

    authStore.getState().setSessionEndReason(null);
    mockFetch(answer('GET', 'v1/users/list', { statusCode: 403, message: 'No tienes permiso para realizar esta acción.' }, 403));
    await expect(request('GET', 'v1/users/list')).rejects.toMatchObject({ status: 403 });
    expect(authStore.getState().sessionEndReason).toBeNull();
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
    const error = await request('POST', 'v1/users/create', { body: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(toApiError(error)).toMatchObject({ status: 400, fields: { email: 'inválido' } });
  });

  it("never passes on a field path: a 400's message and field messages name the field in words", async () => {
    const raw = 'El campo «lines.0.amount» debe ser menor o igual a 1000000000.';
    mockFetch(answer('POST', 'v1/tickets/create', { statusCode: 400, message: raw, fields: { 'lines.0.amount': raw } }, 400));
    const error = toApiError(await request('POST', 'v1/tickets/create', { body: {} }).catch((e: unknown) => e));
    const readable = 'El monto de la jugada 1 debe ser menor o igual a 1.000.000.000.';
    expect(error).toMatchObject({ status: 400, message: readable, fields: { 'lines.0.amount': readable } });
  });

  it("keeps the status and the answer's headers of an error answer", async () => {
    const message = 'Otra persona modificó este registro mientras lo editabas. Recárgalo para ver los cambios.';
    mockFetch(answer('PUT', 'v1/users/detail/7', { statusCode: 412, error: 'Precondition Failed', message }, 412, { etag: '"9"' }));
    const error = await request('PUT', 'v1/users/detail/7', { body: {}, headers: { 'If-Match': '"8"' } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiRequestError);
    const refused = toApiError(error);
    expect(refused).toMatchObject({ status: 412, message, fields: {} });
    expect(refused.headers?.get('etag')).toBe('"9"');
  });

  it("keeps a refusal's code and its whole body (the fields it names beside the code)", async () => {
    const body = { statusCode: 409, code: 'PRIZE_ALREADY_PAID', message: 'Ya se pagó.', paid_by: 'Ana', paid_booth: null };
    mockFetch(answer('POST', 'v1/tickets/detail/4/pay', body, 409));
    const error = await request('POST', 'v1/tickets/detail/4/pay', { body: { expected_amount: 10 } }).catch((e: unknown) => e);
    expect(toApiError(error)).toMatchObject({ status: 409, code: 'PRIZE_ALREADY_PAID', message: 'Ya se pagó.', body });
  });

  it("sends a booth terminal's token, and forgets the terminal's session on 403 like a staff one", async () => {
    const reload = jest.spyOn(sessionEnd, 'reload').mockImplementation(() => undefined);
    authStore.getState().setTerminalSession({
      token: 'term-1',
      seller: { id: 3, label: 'Caja 1' },
      booth: { id: 2, name: 'Agencia Centro' },
      expiresAt: '2030-01-01T00:00:00.000Z',
    });
    const { calls } = mockFetch(answer('GET', 'v1/terminal/session', { statusCode: 403, message: 'Sesión no iniciada o expirada.' }, 403));
    await expect(request('GET', 'v1/terminal/session')).rejects.toMatchObject({ status: 403 });
    expect(calls[0].headers.get('authorization')).toBe('Bearer term-1');
    expect(authStore.getState().terminal).toBeNull();
    expect(window.sessionStorage.getItem(STORAGE_KEYS.terminalSession)).toBeNull();
    reload.mockRestore();
  });

  it('reads an answer that is not JSON as text or a Blob', async () => {
    globalThis.fetch = jest.fn(
      async () => new Response('a;b\n1;2', { status: 200, headers: { 'content-type': 'text/csv' } }),
    ) as unknown as typeof fetch;
    await expect(request('GET', 'v1/reports/export', { responseType: 'text' })).resolves.toMatchObject({ data: 'a;b\n1;2' });
    const { data } = await request<Blob>('GET', 'v1/reports/export', { responseType: 'blob' });
    expect(await data.text()).toBe('a;b\n1;2');
  });

  it('sends any method with a JSON body and extra headers, and gives the answer with its status and headers', async () => {
    const { calls } = mockFetch((call) =>
      call.method === 'PATCH' ? { status: 201, body: { id: 4 }, headers: { etag: '"v2"' } } : undefined,
    );
    authStore.getState().setSession('tok');
    const answer = await request<{ id: number }>('PATCH', 'v1/things/detail/4', {
      body: { name: 'x' },
      headers: { 'If-Match': '"v1"', Authorization: 'Bearer other' },
    });
    expect(answer.data).toEqual({ id: 4 });
    expect(answer.status).toBe(201);
    expect(answer.headers.get('etag')).toBe('"v2"');
    expect(calls[0].body).toEqual({ name: 'x' });
    expect(calls[0].headers.get('if-match')).toBe('"v1"');
    // The bearer token is the session's, whatever a caller passes.
    expect(calls[0].headers.get('authorization')).toBe('Bearer tok');
  });

  it('sends {} for a POST without a body, nothing for a DELETE, and gives undefined for an empty answer', async () => {
    const sent: { method: string; type: string | null; body: string }[] = [];
    globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const req = input instanceof Request ? input : new Request(String(input), init);
      sent.push({ method: req.method, type: req.headers.get('content-type'), body: await req.text() });
      return req.method === 'DELETE' ? new Response(null, { status: 204 }) : new Response('{"ok":true}', { status: 200 });
    }) as unknown as typeof fetch;
    await expect(request('POST', 'v1/auth/logout')).resolves.toMatchObject({ data: { ok: true }, status: 200 });
    await expect(request('DELETE', 'v1/ticket_booths/detail/3')).resolves.toMatchObject({ data: undefined, status: 204 });
    expect(sent).toEqual([
      { method: 'POST', type: expect.stringMatching(/application\/json/), body: '{}' },
      { method: 'DELETE', type: null, body: '' },
    ]);
  });

  it('maps network failures to a Spanish message', () => {
    expect(toApiError(new TypeError('Failed to fetch')).message).toMatch(/No se pudo conectar/);
    expect(toApiError(new Error('boom')).message).toBe('Ocurrió un error inesperado. Intenta nuevamente.');
  });
});
