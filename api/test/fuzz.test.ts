/**
 * Property: no malformed body, query string or If-Match header makes any route answer 5xx.
 * Routes come from the generated OpenAPI document, so a new route is fuzzed without listing it here.
 */
import fc from 'fast-check';
import { createTestApi, type TestApi } from './helpers';

let api: TestApi;
let token: string;
let fuzzerId: number;

interface Operation {
  method: string;
  path: string;
  bodyKeys: string[];
  queryKeys: string[];
  /** The route takes If-Match (a write to a versioned record). */
  ifMatch: boolean;
}

beforeAll(async () => {
  api = await createTestApi();
  // A dedicated administrator, so fuzzed calls on other accounts never lock out the caller.
  const admin = await api.login('admin');
  const created = await api.call({
    method: 'POST',
    url: '/api/v1/users/create',
    token: admin,
    payload: {
      first_name: 'Fuzz',
      last_name: 'Tester',
      document_type: 'Other',
      document_number: 'F-1',
      email: 'fuzz@example.com',
      language: 'es',
      country: 'VE',
      timezone: 'America/Caracas',
      role: 'admin',
      username: 'fuzzer',
      password: 'fuzzer123',
    },
  });
  fuzzerId = created.json().id;
  const login = await api.call({ method: 'POST', url: '/api/v1/auth/login', payload: { username: 'fuzzer', password: 'fuzzer123' } });
  token = login.json().token;
});
afterAll(() => api.close());

async function operations(): Promise<Operation[]> {
  const spec = (await api.call({ method: 'GET', url: '/api/docs/json' })).json();
  const result: Operation[] = [];
  for (const [path, methods] of Object.entries<Record<string, any>>(spec.paths)) {
    for (const [method, op] of Object.entries<any>(methods)) {
      if (path === '/v1/auth/logout') continue; // would end the fuzzer's own session
      const schema = op.requestBody?.content?.['application/json']?.schema;
      const queryKeys = (op.parameters ?? []).filter((p: any) => p.in === 'query').map((p: any) => p.name);
      const ifMatch = (op.parameters ?? []).some((p: any) => p.in === 'header' && p.name === 'if-match');
      if (method === 'get' && queryKeys.length === 0 && !path.includes('{')) continue;
      result.push({ method: method.toUpperCase(), path, bodyKeys: Object.keys(schema?.properties ?? {}), queryKeys, ifMatch });
    }
  }
  return result;
}

const junkValue = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ maxLength: 5 }).map((s) => `${s}\u0000${s}`),
  fc.constantFrom('', ' ', '-1', '0', '1e309', 'NaN', 'true', '2026-02-30', '9999999999999', "'; drop table users; --", '%', '_'),
  fc.integer(),
  fc.constantFrom(-1, 0, 1, 2, 2147483648, Number.MAX_SAFE_INTEGER, 0.5, 100.001),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.integer(), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 3 }),
);

const pathValue = fc.oneof(
  fc
    .integer({ min: 1, max: 60 })
    .filter((id) => id !== fuzzerId)
    .map(String),
  fc.constantFrom('0', '-5', 'abc', '1.5', '99999999999', '%00', 'user-1', 'seller-1', 'user-x', '1e3'),
);

function bodyFor(keys: string[]) {
  return fc.oneof(
    keys.length ? fc.record(Object.fromEntries(keys.map((k) => [k, junkValue])), { requiredKeys: [] }) : fc.constant({}),
    fc.anything(),
    fc.jsonValue(),
  );
}

function queryFor(keys: string[]) {
  return fc.dictionary(
    fc.constantFrom(...keys, 'page', 'x'),
    fc.oneof(fc.string({ maxLength: 20 }), fc.constantFrom('', '-1', '0', 'abc', '2026-13-01', '1e99')),
    {
      maxKeys: 4,
    },
  );
}

/** What an If-Match header may hold: nothing, tags good and bad, and junk. */
const ifMatchValue = fc.oneof(
  fc.constant(undefined),
  fc.constantFrom('*', '"1"', 'W/"1"', '"1", "2"', '""', '"', ',', '"a,b"', '*, "1"', '"99999999999"', '"-1"', '"1.5"'),
  fc.string({ maxLength: 30 }),
);

describe('malformed input never causes a server error', () => {
  it('holds for every route of the OpenAPI document', async () => {
    const ops = await operations();
    expect(ops.length).toBeGreaterThan(25);
    for (const op of ops) {
      const params = (op.path.match(/\{\w+\}/g) ?? []).length;
      await fc.assert(
        fc.asyncProperty(
          fc.array(pathValue, { minLength: params, maxLength: params }),
          bodyFor(op.bodyKeys),
          queryFor(op.queryKeys.length ? op.queryKeys : ['search']),
          fc.boolean(),
          ifMatchValue,
          async (values, body, query, rawText, ifMatch) => {
            let i = 0;
            const url = `/api${op.path.replace(/\{\w+\}/g, () => encodeURIComponent(values[i++]))}`;
            const hasBody = op.method !== 'GET' && op.method !== 'DELETE';
            const conditions = op.ifMatch && ifMatch !== undefined ? { 'if-match': ifMatch } : {};
            const response = await api.call({
              method: op.method as 'POST',
              url,
              query: query as Record<string, string>,
              token,
              ...(hasBody
                ? rawText
                  ? { payload: JSON.stringify(body)?.slice(0, -1) ?? '{', headers: { 'content-type': 'application/json', ...conditions } }
                  : { payload: JSON.stringify(body) ?? 'null', headers: { 'content-type': 'application/json', ...conditions } }
                : { headers: conditions }),
            });
            if (response.statusCode >= 500) {
              throw new Error(`${op.method} ${url} → ${response.statusCode} ${response.body}`);
            }
            // bad input is a client error with a Spanish message, never an empty answer
            if (response.statusCode >= 400) expect(response.json().message).toEqual(expect.any(String));
          },
        ),
        { numRuns: 25, seed: 20261121 },
      );
    }
  });
});
