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

test('a transaction asked two things at once sends them one after another on its connection', async () => {
  // What pg 8 deprecates and pg 9 refuses: a query sent on a connection while another runs there.
  const { Client } = await import('pg');
  const send = Client.prototype.query;
  let overlapping = 0;
  Client.prototype.query = function (this: { activeQuery?: unknown; _queryQueue?: unknown[] }, ...args: unknown[]) {
    if (this.activeQuery || (this._queryQueue?.length ?? 0) > 0) overlapping++;
    return (send as (...a: unknown[]) => unknown).apply(this, args);
  } as typeof send;
  try {
    const answers = await handle.db.transaction(async (tx) =>
      Promise.all([
        queryRows<{ step: number }>(tx, sql`select 1 as step from pg_sleep(0.05)`),
        queryRows<{ step: number }>(tx, sql`select 2 as step`),
        queryRows<{ step: number }>(tx, sql`select 3 as step`),
      ]),
    );
    expect(answers.map(([row]) => row.step)).toEqual([1, 2, 3]);
    expect(overlapping).toBe(0);
  } finally {
    Client.prototype.query = send;
  }
});
