/**
 * The embedded engine's connection (src/db/pglite-connection.ts), in this thread and over the
 * worker thread `pnpm start` runs it in: parameters written by value, errors, and transactions that
 * no other statement lands in.
 *
 * @pglite-only  (PGlite's own connection: not run again on PostgreSQL)
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import v8 from 'node:v8';
import vm from 'node:vm';
import { PGlite } from '@electric-sql/pglite';
import { PGliteConnection, type ProtocolPort } from '../src/db/pglite-connection';
import { inThisThread } from '../src/db/pglite-thread';

/** The worker thread runs compiled code (`pnpm build`, as the process tests need too). */
const builtThread = path.join(__dirname, '..', 'dist', 'src', 'db', 'pglite-thread.js');

const ports: [string, () => Promise<{ port: ProtocolPort; cleanUp(): void }>][] = [
  ['in this thread', async () => ({ port: inThisThread(await PGlite.create()), cleanUp: () => {} })],
  [
    'in a worker thread, on a data folder',
    async () => {
      const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'banca-pglite-thread-'));
      const { inWorkerThread } = require(builtThread) as typeof import('../src/db/pglite-thread');
      const port = await inWorkerThread(path.join(folder, 'data'));
      return { port, cleanUp: () => fs.rmSync(folder, { recursive: true, force: true }) };
    },
  ],
];

/** The heap in use after a full collection. */
function heapAfterCollection(): number {
  v8.setFlagsFromString('--expose-gc');
  (vm.runInNewContext('gc') as () => void)();
  return process.memoryUsage().heapUsed;
}

describe.each(ports)('the PGlite connection %s', (_name, open) => {
  let connection: PGliteConnection;
  let cleanUp: () => void;

  beforeAll(async () => {
    const opened = await open();
    cleanUp = opened.cleanUp;
    connection = new PGliteConnection(opened.port);
    await connection.init();
  });

  afterAll(async () => {
    await connection.close();
    cleanUp();
  });

  it('writes each parameter by its value and reads each column by its type', async () => {
    const { rows } = await connection.query(
      `select $1::timestamptz as at, $2::text[] as list, $3::jsonb as doc, $4::boolean as flag,
              $5::int8 as big, $6::text as nothing, $7::numeric as amount, $8::int[] as numbers,
              ($9::text[])[2] is null as second_is_null`,
      [
        new Date('2026-11-27T12:00:00Z'),
        ['a"b', 'c\\d', 'x,y', '{ñ}'],
        { k: [1, 'ñ'] },
        false,
        9007199254740993n,
        null,
        '1234.50',
        [3, 1],
        ['NULL', null],
      ],
    );
    expect(rows).toEqual([
      {
        at: new Date('2026-11-27T12:00:00Z'),
        list: ['a"b', 'c\\d', 'x,y', '{ñ}'],
        doc: { k: [1, 'ñ'] },
        flag: false,
        big: 9007199254740993n,
        nothing: null,
        amount: '1234.50',
        numbers: [3, 1],
        second_is_null: true,
      },
    ]);
  });

  it("answers rows as arrays with the caller's parsers, and several statements of a script", async () => {
    const { rows } = await connection.query('select $1::timestamptz as at, 2 as n', ['2026-11-27 08:00-04'], {
      rowMode: 'array',
      parsers: { 1184: (value: string) => `as sent: ${value}` },
    });
    expect(rows).toEqual([['as sent: 2026-11-27 12:00:00+00', 2]]);
    const results = await connection.exec('select 1 as one; select 2 as two');
    expect(results.map((result) => result.rows)).toEqual([[{ one: 1 }], [{ two: 2 }]]);
  });

  it("throws the engine's error naming the statement, never its parameters, and answers the next one", async () => {
    const failing = 'select $1::int / 0 as x';
    const error = await connection.query(failing, [7]).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ code: '22012', message: 'division by zero', query: failing });
    expect(error).not.toHaveProperty('params');
    expect((await connection.query('select 1 as ok')).rows).toEqual([{ ok: 1 }]);
  });

  it('answers each of many statements sent at once with its own rows', async () => {
    const numbers = Array.from({ length: 50 }, (_, index) => index);
    const answers = await Promise.all(numbers.map((n) => connection.query<{ n: number }>('select $1::int as n', [n])));
    expect(answers.map(({ rows }) => rows[0]?.n)).toEqual(numbers);
  });

  it('runs a statement made while a transaction is open after it, never inside it', async () => {
    await connection.exec('create table marks (n int)');
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const undone = connection.transaction(async (tx) => {
      await tx.query('insert into marks values (1)');
      await held;
      throw new Error('undone');
    });
    const outside = connection.query('insert into marks values (2)');
    release();
    await expect(undone).rejects.toThrow('undone');
    await outside;
    const kept = await connection.transaction(async (tx) => {
      await tx.query('insert into marks values (3)');
      return 'kept';
    });
    expect(kept).toBe('kept');
    expect((await connection.query('select n from marks order by n')).rows).toEqual([{ n: 2 }, { n: 3 }]);
  });
});

it('keeps no answer once it is read: the heap stays flat over 12,000 statements', async () => {
  const connection = new PGliteConnection(inThisThread(await PGlite.create()));
  try {
    await connection.init();
    const run = async () => {
      for (let i = 0; i < 12_000; i++) await connection.query('select $1::int as n, repeat($2, 40) as text', [i, 'x']);
    };
    await run();
    const before = heapAfterCollection();
    await run();
    // PGlite's raw call keeps every message it ever parsed: about 8 MB more here.
    expect(heapAfterCollection() - before).toBeLessThan(3 * 1024 * 1024);
  } finally {
    await connection.close();
  }
});
