/** Whether the database answers (the health check). */
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';

/** Resolves once the database runs a trivial query; rejects with the engine's error otherwise. */
export async function pingDatabase(db: Database): Promise<void> {
  await db.execute(sql`select 1`);
}
