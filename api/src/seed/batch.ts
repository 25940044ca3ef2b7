/** Multi-row inserts in bounded statements (PostgreSQL allows at most 65,535 parameters each). */
import type { PgInsertValue, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client';

/** Rows per INSERT: large enough to be fast, small enough for the parameter limit (22 columns max here). */
export const BATCH_ROWS = 1000;

export function chunks<T>(rows: readonly T[], size: number = BATCH_ROWS): T[][] {
  const result: T[][] = [];
  for (let i = 0; i < rows.length; i += size) result.push(rows.slice(i, i + size));
  return result;
}

export async function insertInBatches<TTable extends PgTable>(
  db: Database,
  table: TTable,
  rows: readonly PgInsertValue<TTable>[],
): Promise<void> {
  for (const chunk of chunks(rows)) await db.insert(table).values(chunk);
}
