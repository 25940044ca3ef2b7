/**
 * The API tests' seeded-database cache (helpers.ts): two workers may build the same dump at once,
 * and neither may remove what the other is writing.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { storeSeededDump } from './helpers';

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
