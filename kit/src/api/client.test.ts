import { mockFetch } from '@banca/kit/testing';
import { setRuntimeConfig } from '@banca/shared-auth';
import { call, callVersioned, callWithHeaders, ifMatch, pathOf } from './client';

describe('the path-typed client', () => {
  beforeEach(() => setRuntimeConfig({ apiUrl: '/api' }));

  it('fills the path parameters, encoded, relative to the API base', () => {
    expect(pathOf('/v1/users/detail/:id/modules/:moduleId/games', { id: 7, moduleId: 3 })).toBe('v1/users/detail/7/modules/3/games');
    expect(pathOf('/v1/hierarchy/detail/:id', { id: 'seller:12/a' })).toBe('v1/hierarchy/detail/seller%3A12%2Fa');
    expect(() => pathOf('/v1/users/detail/:id', {})).toThrow('Falta el parámetro «id»');
  });

  it('sends the method, path, query (without empty values) and body the route declares', async () => {
    const { calls } = mockFetch(() => ({ body: { ok: true } }));
    await call('GET /v1/users/list', { query: { page: 2, search: null } });
    await call('PUT /v1/users/detail/:id/status', { params: { id: 5 }, body: { isactive: false } });
    expect(calls.map((c) => [c.method, new URL(c.url).pathname + new URL(c.url).search])).toEqual([
      ['GET', '/api/v1/users/list?page=2'],
      ['PUT', '/api/v1/users/detail/5/status'],
    ]);
    expect(calls[1].body).toEqual({ isactive: false });
  });

  it('gives the answer headers to the callers that need them', async () => {
    mockFetch(() => ({ body: { id: 1 }, headers: { etag: '"v3"' } }));
    const answer = await callWithHeaders('GET /v1/sellers/detail/:id', { params: { id: 1 } });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('etag')).toBe('"v3"');
  });

  it('answers a versioned record with its ETag and sends If-Match only for a write based on one', async () => {
    const { calls } = mockFetch(() => ({ body: { id: 1 }, headers: { etag: '"4"' } }));
    expect(await callVersioned('GET /v1/sellers/detail/:id', { params: { id: 1 } })).toEqual({ data: { id: 1 }, etag: '"4"' });
    await callVersioned('POST /v1/sellers/detail/:id/unlock', { params: { id: 1 }, ...ifMatch('"4"') });
    await callVersioned('POST /v1/sellers/detail/:id/unlock', { params: { id: 1 }, ...ifMatch(null) });
    expect(calls.map((c) => c.headers.get('if-match'))).toEqual([null, '"4"', null]);
  });
});
