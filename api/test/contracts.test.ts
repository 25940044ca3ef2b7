/** The API serves exactly the routes `@banca/contracts` declares, so the path map and the server cannot drift. */
import { apiRoutes } from '@banca/contracts';
import { buildApp } from '../src/app';
import { openDatabase, type DatabaseHandle } from '../src/db/client';
import type { App } from '../src/http/types';
import { testSchemaCode } from './helpers';

let handle: DatabaseHandle;
let app: App;
beforeAll(async () => {
  handle = await openDatabase({});
  app = await buildApp({ db: handle.db, schemaCode: testSchemaCode() });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await handle?.close();
});

test('every declared route is served at its method and URL under /api', () => {
  const missing = Object.values(apiRoutes)
    .filter((route) => !app.hasRoute({ method: route.method, url: `/api${route.url}` }))
    .map((route) => `${route.method} ${route.url}`);
  expect(missing).toEqual([]);
});

test('the OpenAPI document lists exactly the declared routes', async () => {
  const spec = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json();
  const documented = Object.entries<Record<string, unknown>>(spec.paths).flatMap(([path, operations]) =>
    Object.keys(operations).map((method) => `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`),
  );
  const declared = Object.values(apiRoutes).map((route) => `${route.method} ${route.url}`);
  expect(documented.sort()).toEqual(declared.sort());
});
