/**
 * The response serializers' compiled code kept in a store (src/http/schema-code.ts): what the API
 * tests use to build the app once per file without compiling every route's serializers again.
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
  } finally {
    await Promise.all([first.close(), second.close(), own.close()]);
  }
});
