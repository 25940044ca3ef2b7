/**
 * Migrations meet existing data: a database migrated up to an older migration, filled with rows
 * the new rules refuse, then opened by the current code (which applies the rest), on the engine
 * under test.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { migrationsFolder, openDatabase, type Database } from '../src/db/client';
import { testDatabaseLocation } from './helpers';

const copies: string[] = [];
afterAll(() => {
  for (const copy of copies) fs.rmSync(copy, { recursive: true, force: true });
});

/** A copy of the migrations that ends with the one tagged `lastTag`. */
function migrationsUpTo(lastTag: string): string {
  const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'banca-migrations-'));
  copies.push(copy);
  fs.cpSync(migrationsFolder, copy, { recursive: true });
  const journalFile = path.join(copy, 'meta', '_journal.json');
  const journal = JSON.parse(fs.readFileSync(journalFile, 'utf8')) as { entries: { tag: string }[] };
  const last = journal.entries.findIndex((entry) => entry.tag === lastTag);
  if (last < 0) throw new Error(`no migration tagged ${lastTag}`);
  journal.entries = journal.entries.slice(0, last + 1);
  fs.writeFileSync(journalFile, JSON.stringify(journal));
  return copy;
}

/** The rows of a raw query on either engine's driver. */
async function rows<T>(db: Database, query: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

async function insertUser(db: Database, username: string, email: string, deleted = false): Promise<number> {
  const [row] = await rows<{ id: number }>(
    db,
    sql`insert into users (username, password_hash, role, first_name, last_name, document_type, document_number, email, deletedat)
        values (${username}, 'x', 'operator', 'Ana', 'Pérez', 'DNI', 'V-1', ${email}, ${deleted ? new Date() : null})
        returning id`,
  );
  return row.id;
}

describe('0003_unique_live_emails', () => {
  it('keeps an e-mail shared by live users on the oldest account and tags the others with their id', async () => {
    const location = await testDatabaseLocation();
    try {
      const before = await openDatabase({ ...location.options, migrationsFolder: migrationsUpTo('0002_users_search_totals') });
      const oldest = await insertUser(before.db, 'ana.1', 'Compartido@Example.com');
      const second = await insertUser(before.db, 'ana.2', 'compartido@example.com');
      const deleted = await insertUser(before.db, 'ana.3', 'COMPARTIDO@example.com', true);
      const third = await insertUser(before.db, 'ana.4', 'compartido@EXAMPLE.com');
      const alone = await insertUser(before.db, 'ana.5', 'sola@example.com');
      await before.close();

      const after = await openDatabase(location.options);
      try {
        const emails = Object.fromEntries(
          (await rows<{ id: number; email: string }>(after.db, sql`select id, email from users order by id`)).map((u) => [u.id, u.email]),
        );
        expect(emails).toEqual({
          [oldest]: 'Compartido@Example.com',
          [second]: `compartido+duplicado${second}@example.com`,
          [deleted]: 'COMPARTIDO@example.com',
          [third]: `compartido+duplicado${third}@EXAMPLE.com`,
          [alone]: 'sola@example.com',
        });
        // From now on the database refuses a second live user with the address.
        await expect(insertUser(after.db, 'ana.6', 'COMPARTIDO@EXAMPLE.COM')).rejects.toMatchObject({ cause: { code: '23505' } });
        expect(await insertUser(after.db, 'ana.7', 'compartido@example.com', true)).toEqual(expect.any(Number));
      } finally {
        await after.close();
      }
    } finally {
      await location.remove();
    }
  });
});
