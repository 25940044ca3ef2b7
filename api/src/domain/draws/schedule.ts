/** The server's own part of a draw's lifecycle: its sales close at its time. */
import type { DrawStatus } from '@banca/contracts/enums';
import { and, eq, lte, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { draws } from '../../db/schema';
import { auditedScheduledWrite, SYSTEM_ACTOR } from '../audit';
import { nextVersion } from '../versions';

/**
 * Closes the sales of every open draw whose time has come. Runs on the reads that show a draw's
 * status and periodically on every instance (jobs/close-due-draws.ts), so a draw closes at its
 * time whether or not anybody is looking; each closing is in the audit trail, by SYSTEM_ACTOR.
 * Answers how many it closed.
 */
export async function closeDueDraws(db: Database, now: Date): Promise<number> {
  const due = and(eq(draws.status, 'open'), lte(draws.draw_at, now));
  // Nearly every call finds nothing due: one read, no transaction.
  if ((await db.select({ id: draws.id }).from(draws).where(due).limit(1)).length === 0) return 0;
  return auditedScheduledWrite(db, SYSTEM_ACTOR, async (tx, audit) => {
    const closed = await tx
      .update(draws)
      .set({ status: 'closed', closed_at: draws.draw_at, version: nextVersion(draws.version) })
      .where(due)
      .returning({ id: draws.id, closed_at: draws.closed_at });
    for (const draw of closed) {
      audit({
        action: 'draw_close',
        recordType: 'draw',
        recordId: draw.id,
        before: { status: 'open' },
        after: { status: 'closed', closed_at: draw.closed_at?.toISOString() ?? null },
      });
    }
    return closed.length;
  });
}

/**
 * A draw's status as its time gives it at `now`: an open draw whose time has come reads closed even
 * before closeDueDraws has written it. A read that shows statuses through this can run alongside
 * closeDueDraws (one round trip instead of two) and still never shows a due draw open.
 */
export const drawStatusAt = (now: Date): SQL<DrawStatus> =>
  sql<DrawStatus>`(case when ${draws.status} = 'open' and ${draws.draw_at} <= ${now.toISOString()}::timestamptz then 'closed' else ${draws.status} end)`;
