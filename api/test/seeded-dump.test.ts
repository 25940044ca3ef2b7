/**
 * The API tests' seeded-database cache (helpers.ts): two workers may build the same dump at once,
 * neither may remove what the other is writing, and one waits for the other instead of making it too;
 * every test file starts from it, so it is kept small and quick to open.
 *
 * @test-moved clock  (run again by `pnpm test:moved` with the clock a month and a year ahead)
 * @pglite-only  (the PGlite dump cache: not run again on PostgreSQL)
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { queryRows } from '../src/db/client';
import { openSeededTestDatabase, seededDumpFile, seedSources, storeSeededDump, tarWithout } from './helpers';
import { madeOnce } from './made-once';

let folder: string;
beforeEach(() => {
  folder = fs.mkdtempSync(path.join(os.tmpdir(), 'banca-seeded-dump-'));
});
afterEach(() => fs.rmSync(folder, { recursive: true, force: true }));

it('is named after what the seeded database is made from: the seed and the opening of a database, not every route', () => {
  const api = path.resolve(__dirname, '..');
  const sources = seedSources().map((file) => path.relative(api, file));
  // The seed, its rows' shapes, what it calls of the domain, and the shared rules it reads…
  expect(sources).toEqual(
    expect.arrayContaining([
      'src/seed/index.ts',
      'src/seed/tickets.ts',
      'src/db/client.ts',
      'src/db/schema.ts',
      'src/security/passwords.ts',
      '../contracts/src/money.ts',
    ]),
  );
  // …but not a route or a rule the seed never runs, whose change would otherwise seed again.
  expect(sources.filter((file) => file.startsWith('src/routes/') || file === 'src/domain/cash/credit.ts')).toEqual([]);
});

it("keeps another worker's partial of the same dump, and removes the dumps of other source versions", () => {
  const dumpFile = path.join(folder, 'current.tar');
  const otherWorkersPartial = `${dumpFile}.99999`;
  fs.writeFileSync(otherWorkersPartial, 'half');
  fs.writeFileSync(path.join(folder, 'older.tar'), 'old');

  storeSeededDump(dumpFile, Buffer.from('whole'));

  expect(fs.readFileSync(dumpFile, 'utf8')).toBe('whole');
  expect(fs.existsSync(otherWorkersPartial)).toBe(true);
  expect(fs.readdirSync(folder).sort()).toEqual(['current.tar', 'current.tar.99999']);
  // that worker's rename still succeeds
  fs.renameSync(otherWorkersPartial, dumpFile);
});

it('is made once when two workers need it at the same time: the second waits for the first', async () => {
  const dumpFile = path.join(folder, 'current.tar');
  let made = 0;
  const make = async () => {
    made++;
    await new Promise((resolve) => setTimeout(resolve, 300));
    fs.writeFileSync(dumpFile, 'whole');
  };
  await Promise.all([madeOnce(dumpFile, make), madeOnce(dumpFile, make)]);
  expect(made).toBe(1);
  expect(fs.readFileSync(dumpFile, 'utf8')).toBe('whole');
  expect(fs.existsSync(`${dumpFile}.lock`)).toBe(false);
});

it('is checkpointed and keeps only the log segments from the checkpoint on, so a copy opens without replaying the seed', async () => {
  await (await openSeededTestDatabase()).close();
  const names: string[] = [];
  tarWithout(fs.readFileSync(seededDumpFile()), (name) => {
    names.push(name);
    return false;
  });
  expect(names).toContain('/global/pg_control');
  const segments = names.filter((name) => /^\/pg_wal\/[0-9A-F]{24}$/.test(name));
  expect(segments.length).toBeGreaterThanOrEqual(1);
  expect(segments.length).toBeLessThanOrEqual(2);
  // The demo data's database whole; of the two PGlite never opens, only what says they exist.
  const database = await openSeededTestDatabase();
  const [{ oid }] = await queryRows<{ oid: string }>(
    database.db,
    sql`SELECT oid::text FROM pg_database WHERE datname = current_database()`,
  );
  await database.close();
  expect(names.filter((name) => name.startsWith(`/base/${oid}/`)).length).toBeGreaterThan(100);
  expect(names.filter((name) => /^\/base\/\d+\//.test(name) && !name.startsWith(`/base/${oid}/`))).toEqual([
    expect.stringMatching(/^\/base\/\d+\/PG_VERSION$/),
    expect.stringMatching(/^\/base\/\d+\/PG_VERSION$/),
  ]);
});

it('drops only the entries named from a tar archive, which stays readable', () => {
  const entry = (name: string, body: string) => {
    const header = Buffer.alloc(512);
    header.write(name, 0, 'latin1');
    header.write(`${body.length.toString(8).padStart(11, '0')}\0`, 124, 'latin1');
    header.write('ustar', 257, 'latin1');
    const data = Buffer.alloc(Math.ceil(body.length / 512) * 512);
    data.write(body, 'latin1');
    return Buffer.concat([header, data]);
  };
  const tar = Buffer.concat([entry('/a', 'x'.repeat(600)), entry('/b', 'y'), entry('/c', ''), Buffer.alloc(1024)]);
  const kept: string[] = [];
  const without = tarWithout(tar, (name) => name === '/b');
  tarWithout(without, (name) => {
    kept.push(name);
    return false;
  });
  expect(kept).toEqual(['/a', '/c']);
  expect(without.length).toBe(512 + 1024 + 512 + 1024);
  expect(without.subarray(512, 1112).toString('latin1')).toBe('x'.repeat(600));
});
