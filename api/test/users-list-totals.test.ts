/**
 * The users list without its cache: totals kept exact by the database (users_search_totals and its
 * triggers) and pages read by walking ids or through the trigram index, checked against direct
 * queries on the same data.
 */
import { asc, isNull, sql } from 'drizzle-orm';
import { queryRows } from '../src/db/client';
import { users } from '../src/db/schema';
import { likePattern } from '../src/domain/paging';
import { LIST_COLUMNS, listRowOf } from '../src/domain/users';
import { createTestApi, type TestApi } from './helpers';

let api: TestApi;
let admin: string;
beforeAll(async () => {
  api = await createTestApi({ listCacheMs: 0 });
  admin = await api.login('admin');
  // A few hundred more users, so that frequent and rare matches both exist.
  await api.handle.db.execute(sql`
    INSERT INTO users (username, password_hash, role, first_name, last_name, document_type, document_number, email)
    SELECT 'extra' || n, 'x', 'ticket_seller', (ARRAY['Mariana', 'Ana', 'Omar', 'Luis'])[n % 4 + 1],
           (ARRAY['Márquez', 'Rojas', 'Pérez'])[n % 3 + 1], 'DNI', 'V-' || (20000000 + n),
           'extra' || n || (ARRAY['@gmail.com', '@yahoo.com'])[n % 2 + 1]
    FROM generate_series(1, 300) AS n`);
});
afterAll(() => api.close());

const db = () => api.handle.db;

interface ListAnswer {
  users: ({ id: number } & Record<string, unknown>)[];
  total: number;
  totalPages: number;
}

async function list(search: string, page = 1): Promise<ListAnswer> {
  const query = new URLSearchParams({ page: String(page), ...(search ? { search } : {}) });
  const response = await api.call({ method: 'GET', url: `/api/v1/users/list?${query}`, token: admin });
  expect([search, page, response.statusCode, response.statusCode === 200 ? '' : response.body]).toEqual([search, page, 200, '']);
  return response.json();
}

/** What the list must show for `search`: the live users it matches, by id. */
async function expectedIds(search: string): Promise<number[]> {
  const rows = await queryRows<{ id: number }>(
    db(),
    sql`SELECT id FROM users WHERE deletedat IS NULL AND search_text LIKE ${likePattern(search)} ORDER BY id`,
  );
  return rows.map((row) => row.id);
}

/** Every stored total equals a count of the users it stands for. */
async function expectStoredTotalsExact(): Promise<void> {
  const rows = await queryRows<{ pattern: string; total: number; counted: number }>(
    db(),
    sql`SELECT pattern, total,
               (SELECT count(*)::integer FROM users WHERE deletedat IS NULL AND search_text LIKE pattern) AS counted
        FROM users_search_totals ORDER BY pattern`,
  );
  expect(rows.length).toBeGreaterThan(1);
  expect(rows.filter((row) => row.total !== row.counted)).toEqual([]);
}

const TERMS = ['', 'a', 'ar', 'mar', 'gmail', 'rojas', 'extra17', 'V-2000015', 'admin', 'no-existe-nadie'];

describe('GET /v1/users/list without the list cache', () => {
  it('answers every page of the plain list and of searches as a direct query does, the last page and past it too', async () => {
    for (const search of TERMS) {
      const ids = await expectedIds(search);
      const pages = Math.max(1, Math.ceil(ids.length / 10));
      for (let page = 1; page <= pages + 1; page++) {
        const answer = await list(search, page);
        expect({ search, page, total: answer.total, totalPages: answer.totalPages, ids: answer.users.map((u) => u.id) }).toEqual({
          search,
          page,
          total: ids.length,
          totalPages: pages,
          ids: ids.slice((page - 1) * 10, page * 10),
        });
      }
    }
    await expectStoredTotalsExact();
  }, 120_000);

  it('answers the rows as the list columns read directly, from users_list_page with exactly those columns', async () => {
    const [row] = await queryRows<Record<string, unknown>>(db(), sql`SELECT * FROM users_list_page('%%', 0, 1)`);
    expect(Object.keys(row).sort()).toEqual(['total', ...Object.keys(LIST_COLUMNS)].sort());
    const direct = await db().select(LIST_COLUMNS).from(users).where(isNull(users.deletedat)).orderBy(asc(users.id)).limit(10).offset(20);
    // An owner's balance is its statement's in the banca's default currency, read apart from the page (owner_balances).
    const balances = await queryRows<{ owner_id: number; balance: string }>(
      db(),
      sql`SELECT owner_id, balance::text FROM owner_balances(${`{${direct.map((row) => row.id).join(',')}}`}::integer[], 'USD')`,
    );
    const balanceOf = new Map(balances.map((row) => [row.owner_id, Number(row.balance)]));
    expect((await list('', 3)).users).toEqual(
      direct.map((row) => listRowOf(row, row.role === 'client' ? (balanceOf.get(row.id) ?? 0) : 0)),
    );
  });

  it('keeps every stored total exact through creates, edits, deletions, restores and removals', async () => {
    for (const search of TERMS) await list(search);
    const created: number[] = [];
    for (const [first, email] of [
      ['Marisol', 'marisol.totales@gmail.com'],
      ['Ramona', 'ramona.totales@yahoo.com'],
    ]) {
      const response = await api.call({
        method: 'POST',
        url: '/api/v1/users/create',
        token: admin,
        payload: {
          first_name: first,
          last_name: 'Rojas',
          document_type: 'DNI',
          document_number: 'V-31000000',
          email,
          language: 'es',
          country: 'VE',
          timezone: 'America/Caracas',
          role: 'operator',
        },
      });
      expect(response.statusCode).toBe(201);
      created.push(response.json().id);
    }
    await expectStoredTotalsExact();

    // An edit that leaves some searches and enters others.
    const edit = await api.call({
      method: 'PUT',
      url: `/api/v1/users/detail/${created[0]}`,
      token: admin,
      payload: {
        first_name: 'Luisa',
        last_name: 'Pérez',
        document_type: 'DNI',
        document_number: 'V-31000000',
        email: 'luisa.totales@outlook.com',
        language: 'es',
        country: 'VE',
        timezone: 'America/Caracas',
      },
    });
    expect(edit.statusCode).toBe(200);
    await expectStoredTotalsExact();

    expect((await api.call({ method: 'DELETE', url: `/api/v1/users/detail/${created[1]}`, token: admin })).statusCode).toBe(200);
    await expectStoredTotalsExact();
    expect((await list('ramona.totales')).total).toBe(0);

    // A restore (no route does it; the totals must follow whatever writes the table).
    await db().execute(sql`UPDATE users SET deletedat = NULL, isactive = true WHERE id = ${created[1]}`);
    await expectStoredTotalsExact();
    expect((await list('ramona.totales')).users.map((u) => u.id)).toEqual([created[1]]);

    // Rows removed outright, several in one statement.
    await db().execute(sql`DELETE FROM users WHERE username LIKE 'extra1_'`);
    await expectStoredTotalsExact();
    for (const search of TERMS) expect((await list(search)).total).toBe((await expectedIds(search)).length);
  }, 120_000);

  it('keeps every stored total exact under concurrent writes and first searches', async () => {
    const names = Array.from({ length: 12 }, (_, i) => `concurrente${i}`);
    const writes = names.map(async (name, i) => {
      const response = await api.call({
        method: 'POST',
        url: '/api/v1/users/create',
        token: admin,
        payload: {
          first_name: i % 2 ? 'Marcos' : 'Ana',
          last_name: 'Concurrente',
          document_type: 'DNI',
          document_number: `V-4${i}000000`,
          email: `${name}@gmail.com`,
          language: 'es',
          country: 'VE',
          timezone: 'America/Caracas',
          role: 'ticket_seller',
        },
      });
      expect(response.statusCode).toBe(201);
      const id = response.json().id;
      if (i % 3 === 0) expect((await api.call({ method: 'DELETE', url: `/api/v1/users/detail/${id}`, token: admin })).statusCode).toBe(200);
    });
    // Searches not stored yet, each counted while the writes above are landing.
    const searches = ['concurrente', 'marcos', 'conc', 'urren', 'ana c'].map((search) => list(search));
    await Promise.all([...writes, ...searches]);
    await expectStoredTotalsExact();
    expect((await list('concurrente')).total).toBe(8);
  }, 120_000);

  it('forgets the oldest stored searches beyond 1,000, never the empty one', async () => {
    await db().execute(sql`
      INSERT INTO users_search_totals (pattern, total, filled_at)
      SELECT '%olvido-' || n || '%', 0, now() - interval '1 day' + n * interval '1 second' FROM generate_series(1, 1000) AS n`);
    expect((await list('recien llegada')).total).toBe(0);
    const stored = await queryRows<{ pattern: string }>(db(), sql`SELECT pattern FROM users_search_totals`);
    const patterns = new Set(stored.map((row) => row.pattern));
    expect(patterns.size).toBe(1001);
    expect(patterns.has('%%')).toBe(true);
    expect(patterns.has(likePattern('recien llegada'))).toBe(true);
    expect(patterns.has('%olvido-1%')).toBe(false);
    expect(patterns.has('%olvido-1000%')).toBe(true);
    expect((await list('')).total).toBe((await expectedIds('')).length);
  });
});
