/**
 * Each SQL function's current text is in one file, `src/db/functions/<name>.sql`, and the newest
 * definition the migrations apply equals it (api/README.md, "SQL functions"). To change a function:
 * edit its file, then add a migration with the file's text (`pnpm db:generate --custom --name …`).
 *
 * @pglite-only  (reads files: not run again on PostgreSQL)
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { FUNCTIONS_FOLDER, newestFunctionDefinitions, withoutLeadingComments } from '../src/db/function-definitions';

const MIGRATIONS = path.resolve(__dirname, '..', 'drizzle');
const newest = newestFunctionDefinitions(MIGRATIONS);
const files = fs.readdirSync(FUNCTIONS_FOLDER).filter((file) => file.endsWith('.sql'));

test('every function the migrations leave defined has its file, and every file a function', () => {
  expect(files.map((file) => file.replace(/\.sql$/, '')).sort()).toEqual([...newest.keys()].sort());
});

test.each([...newest.keys()].sort())('%s: the newest migration applies the text of its file', (name) => {
  const file = path.join(FUNCTIONS_FOLDER, `${name}.sql`);
  expect(fs.existsSync(file)).toBe(true);
  expect(newest.get(name)).toBe(withoutLeadingComments(fs.readFileSync(file, 'utf8')));
});

test('reads a redefinition and a drop in order', () => {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'functions-'));
  fs.mkdirSync(path.join(folder, 'meta'));
  fs.writeFileSync(path.join(folder, 'meta', '_journal.json'), JSON.stringify({ entries: [{ tag: 'a' }, { tag: 'b' }] }));
  fs.writeFileSync(
    path.join(folder, 'a.sql'),
    'CREATE FUNCTION "f"() AS $$ 1 $$;--> statement-breakpoint\nCREATE FUNCTION "g"() AS $$ 2 $$;',
  );
  fs.writeFileSync(
    path.join(folder, 'b.sql'),
    '-- why f changes\nCREATE OR REPLACE FUNCTION "f"() AS $$ 3 $$;--> statement-breakpoint\nDROP FUNCTION "g"();',
  );
  expect([...newestFunctionDefinitions(folder)]).toEqual([['f', 'CREATE OR REPLACE FUNCTION "f"() AS $$ 3 $$;']]);
  fs.rmSync(folder, { recursive: true });
});
