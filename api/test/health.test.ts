/** GET /api/health: public, reports the engine the tests run on (PGlite, or PostgreSQL with TEST_DATABASE_URL). */
import { buildApp } from '../src/app';
import type { Database } from '../src/db/client';
import { createTestApi, type TestApi, testSchemaCode } from './helpers';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
}, 120_000);
afterAll(() => api?.close());

test('answers ok without a session, with the engine and the API version', async () => {
  const response = await api.call({ method: 'GET', url: '/api/health' });
  expect(response.statusCode).toBe(200);
  expect(response.json()).toEqual({
    status: 'ok',
    engine: process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite',
    version: require('../package.json').version,
  });
});

test('answers 503 when the database does not answer', async () => {
  // The real database, except that it no longer answers.
  const unreachable: Database = Object.create(api.handle.db, {
    execute: { value: () => Promise.reject(new Error('connection refused')) },
  });
  const app = await buildApp({ db: unreachable, engine: 'postgres', schemaCode: testSchemaCode() });
  const response = await app.inject({ method: 'GET', url: '/api/health' });
  expect(response.statusCode).toBe(503);
  expect(response.json()).toMatchObject({ status: 'unavailable', engine: 'postgres' });
  await app.close();
});
