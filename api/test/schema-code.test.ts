/**
 * The response serializers' and request validators' compiled code kept in a store
 * (src/http/schema-code.ts): what the API tests use to build the app once per file without
 * compiling every route's schemas again.
 */
import { buildApp } from '../src/app';
import type { SchemaCodeStore } from '../src/http/schema-code';
import { createTestApi, SEED_NOW, type TestApi, TestClock } from './helpers';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
}, 120_000);
afterAll(() => api?.close());

/** A store in memory that counts what is compiled into it. */
function countingStore(): SchemaCodeStore & { compiled: number; entries: Map<string, string> } {
  const entries = new Map<string, string>();
  return {
    entries,
    compiled: 0,
    get: (key) => entries.get(key),
    set(key, code) {
      this.compiled++;
      entries.set(key, code);
    },
  };
}

async function appOn(schemaCode?: SchemaCodeStore) {
  const app = await buildApp({ db: api.handle.db, engine: api.handle.engine, clock: new TestClock(SEED_NOW), schemaCode });
  await app.ready();
  return app;
}

test('a second app on the same store compiles nothing and answers byte for byte as an app compiling its own', async () => {
  const store = countingStore();
  const first = await appOn(store);
  expect(store.compiled).toBeGreaterThan(20);
  const compiled = store.compiled;
  const second = await appOn(store);
  const own = await appOn();
  try {
    expect(store.compiled).toBe(compiled);
    const token = await api.login('admin');
    const headers = { authorization: `Bearer ${token}`, 'accept-encoding': 'identity' };
    for (const url of [
      '/api/health',
      '/api/v1/users/list?page=1',
      '/api/v1/auth/profile',
      '/api/v1/auth/menu',
      '/api/v1/draws/list?status=closed',
      '/api/v1/tickets/list',
      '/api/v1/hierarchy/list',
      '/api/v1/users/list?page=0',
    ]) {
      const [stored, fresh] = await Promise.all([second, own].map((app) => app.inject({ method: 'GET', url, headers })));
      expect(stored.statusCode).toBe(url.endsWith('page=0') ? 400 : 200);
      expect(fresh.statusCode).toBe(stored.statusCode);
      expect(stored.body).toBe(fresh.body);
    }
    // Validation: a body refused field by field, a query string coerced or refused, a body accepted.
    const writes = [
      { method: 'POST' as const, url: '/api/v1/users/create', payload: { first_name: 42, role: 'rey' }, status: 400 },
      { method: 'POST' as const, url: '/api/v1/auth/login', payload: { username: 'admin', password: 'admin123', extra: 1 }, status: 200 },
      { method: 'GET' as const, url: '/api/v1/users/list?page=2', status: 200 },
      { method: 'GET' as const, url: '/api/v1/users/list?page=0x10', status: 400 },
      { method: 'GET' as const, url: '/api/v1/users/list?page=2&search=a&search=b', status: 400 },
    ];
    for (const write of writes) {
      const [stored, fresh] = await Promise.all(
        [second, own].map((app) => app.inject({ method: write.method, url: write.url, payload: write.payload, headers })),
      );
      expect(stored.statusCode).toBe(write.status);
      expect(fresh.statusCode).toBe(write.status);
      expect(JSON.parse(stored.body).token ? 'token' : stored.body).toBe(JSON.parse(fresh.body).token ? 'token' : fresh.body);
    }
  } finally {
    await Promise.all([first.close(), second.close(), own.close()]);
  }
});
