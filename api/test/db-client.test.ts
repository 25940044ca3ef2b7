/** The database client: a statement the server refuses does not cost its connection. */
import { sql } from 'drizzle-orm';
import { queryRows } from '../src/db/client';
import { openTestDatabase, type TestDatabase } from './helpers';

let handle: TestDatabase;
beforeAll(async () => {
  handle = await openTestDatabase();
  await handle.db.execute(sql`create table once_only (id integer primary key)`);
}, 120_000);
afterAll(() => handle?.close());

const backend = async () => (await queryRows<{ pid: number }>(handle.db, sql`select pg_backend_pid() as pid`))[0].pid;

test('a refused statement leaves its connection open for the next one', async () => {
  // Sequential statements reuse the one idle connection; a closed one would be replaced by a new backend.
  const before = await backend();
  await expect(
    handle.db.execute(sql`do $$ begin raise exception using errcode = 'BS001', message = 'sale not made'; end $$`),
  ).rejects.toThrow();
  await handle.db.execute(sql`insert into once_only values (1)`);
  await expect(handle.db.execute(sql`insert into once_only values (1)`)).rejects.toThrow();
  expect(await backend()).toBe(before);
  expect(await queryRows(handle.db, sql`select id from once_only`)).toEqual([{ id: 1 }]);
});
