/**
 * The API tests' seeded-database cache (helpers.ts): two workers may build the same dump at once,
 * neither may remove what the other is writing, and one waits for the other instead of making it too.
 *
 * @test-moved clock  (run again by `pnpm test:moved` with the clock a month and a year ahead)
 * @pglite-only  (the PGlite dump cache: not run again on PostgreSQL)
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { storeSeededDump } from './helpers';
import { madeOnce } from './made-once';

let folder: string;
beforeEach(() => {
  folder = fs.mkdtempSync(path.join(os.tmpdir(), 'banca-seeded-dump-'));
});
afterEach(() => fs.rmSync(folder, { recursive: true, force: true }));

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
