/**
 * The SQL functions the migrations define, each at its newest definition. A function's current
 * text lives in one file, `src/db/functions/<name>.sql`; a migration applies it (a copy of the
 * file's text), and `test/function-sources.test.ts` checks that the newest definition in the
 * migrations equals the file, so the file is always what the database runs.
 */
import fs from 'node:fs';
import path from 'node:path';

const DEFINITION = /^CREATE (?:OR REPLACE )?FUNCTION "([a-z_0-9]+)"/;
const DROP = /^DROP FUNCTION "([a-z_0-9]+)"/;

/** A statement without the comment lines above it (they tell the migration's story, not the function's). */
export function withoutLeadingComments(statement: string): string {
  return statement.replace(/^(?:\s*--[^\n]*\n)*/, '').trim();
}

/** The statements of a migration file, as drizzle splits them, without their leading comments. */
function statementsOf(text: string): string[] {
  return text.split('--> statement-breakpoint').map(withoutLeadingComments).filter(Boolean);
}

/** The newest definition of every function the migrations in `folder` leave defined, by name. */
export function newestFunctionDefinitions(folder: string): Map<string, string> {
  const journal = JSON.parse(fs.readFileSync(path.join(folder, 'meta', '_journal.json'), 'utf8')) as { entries: { tag: string }[] };
  const newest = new Map<string, string>();
  for (const { tag } of journal.entries) {
    for (const statement of statementsOf(fs.readFileSync(path.join(folder, `${tag}.sql`), 'utf8'))) {
      const defined = DEFINITION.exec(statement);
      if (defined) newest.set(defined[1], statement);
      const dropped = DROP.exec(statement);
      if (dropped) newest.delete(dropped[1]);
    }
  }
  return newest;
}

export const FUNCTIONS_FOLDER = path.join(__dirname, 'functions');
