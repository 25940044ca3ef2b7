/**
 * The one catch-up with the clock. Two things happen by time alone, whether or not anybody is
 * looking: a draw's sales close at its time, and a booth's day still open at 00:30 of the next day
 * is closed by the system. The database is brought to the clock's `now` by `catchUpWithClock` and
 * nothing else: the reads and writes that show or change a draw's status or a booth's day (the draws'
 * list, detail and writes, the dashboard, the exposure, the results feed, a booth's day, the days
 * list, their closing, approval and reopening, the statement) call it first, and the periodic job
 * (jobs/clock-catch-up.ts) calls it on every instance. Each closing is in the audit trail, by
 * SYSTEM_ACTOR; closing what another caller closed changes nothing.
 *
 * Lock order, so that two callers never wait on each other in a circle: inside a write's
 * transaction the catch-up comes first, before the write's own row locks (only the limits' advisory
 * lock, which a suspension takes alone, comes before it; the answer's read may call it again, with
 * nothing left due); it locks the due draws first, by id, then the due booth days, by id. A sale, a cancellation or a payment never waits on it: they lock the day of
 * their own moment (never due) and tickets, and only key-share a draw, which a closing does not block.
 *
 * This module imports nothing of draws/ or cash/ (they import it): it sits below both.
 */
import type { DrawStatus } from '@banca/contracts/enums';
import { BOOTH_DAY_AUTO_CLOSE_MINUTES } from '@banca/contracts/limits';
import { and, eq, lte, type SQL, sql } from 'drizzle-orm';
import { type Database, queryRows } from '../db/client';
import { draws } from '../db/schema';
import { auditedScheduledWrite, SYSTEM_ACTOR } from './audit';
import { businessDayOf, businessMoment } from './time';
import { nextVersion } from './versions';

/** What one catch-up closed. */
export interface CaughtUp {
  draws: number;
  days: number;
}

/** Brings the database to `now`: the due draws' sales closed, then the due booth days closed. */
export async function catchUpWithClock(db: Database, now: Date): Promise<CaughtUp> {
  const closedDraws = await closeDueDraws(db, now);
  const closedDays = await closeDueDays(db, now);
  return { draws: closedDraws, days: closedDays };
}

/**
 * A draw's status as its time gives it at `now`: an open draw whose time has come reads closed even
 * before the catch-up has written it. A read that shows statuses through this can run alongside
 * `catchUpWithClock` (one round trip instead of two) and still never shows a due draw open.
 */
export const drawStatusAt = (now: Date): SQL<DrawStatus> =>
  sql<DrawStatus>`(case when ${draws.status} = 'open' and ${draws.draw_at} <= ${now.toISOString()}::timestamptz then 'closed' else ${draws.status} end)`;

/**
 * The figures a closing records for the day row aliased `row`, from its tickets (the daily sums and
 * the refunds): the system's closing here, a person's and a suspension's re-recording in
 * cash/booth-days.ts.
 */
export const recordedFigures = (row: string) => {
  const day = sql.raw(row);
  return sql`(tickets, sales, cancelled_tickets, cancelled, paid_tickets, prizes_paid, commission) =
                (select * from booth_day_sums(${day}.ticket_booth_id, ${day}.day)),
              (refund_tickets, refunds, refunds_paid) = (select * from booth_day_refunds(${day}.ticket_booth_id, ${day}.day))`;
};

/** Closes the sales of every open draw whose time has come. Answers how many it closed. */
async function closeDueDraws(db: Database, now: Date): Promise<number> {
  const due = and(eq(draws.status, 'open'), lte(draws.draw_at, now));
  // Nearly every call finds nothing due: one read, no transaction.
  if ((await db.select({ id: draws.id }).from(draws).where(due).limit(1)).length === 0) return 0;
  // Locked in id order (the lock order above); a row another caller closed meanwhile drops out.
  const lockedInOrder = sql`${draws.id} in (select ${draws.id} from ${draws} where ${due} order by ${draws.id} for update)`;
  return auditedScheduledWrite(db, SYSTEM_ACTOR, async (tx, audit) => {
    const closed = await tx
      .update(draws)
      .set({ status: 'closed', closed_at: draws.draw_at, version: nextVersion(draws.version) })
      .where(and(due, lockedInOrder))
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

/** The first business day the system has not closed at `now`: the days before it are closed at 00:30 of their next day. */
function firstOpenDay(now: Date): string {
  return businessDayOf(new Date(now.getTime() - BOOTH_DAY_AUTO_CLOSE_MINUTES * 60_000));
}

/**
 * Closes every booth day still open once its 00:30 of the next day has come: its figures recorded
 * as they stand, its counted cash left empty. Answers how many it closed.
 */
async function closeDueDays(db: Database, now: Date): Promise<number> {
  const before = firstOpenDay(now);
  const due = await queryRows<{ id: number }>(db, sql`select id from booth_days where status = 'open' and day < ${before}::date limit 1`);
  if (due.length === 0) return 0;
  return auditedScheduledWrite(db, SYSTEM_ACTOR, async (tx, audit) => {
    const closed = await queryRows<{
      id: number;
      ticket_booth_id: number;
      day: string;
      sales: string;
      prizes_paid: string;
      closed_at: string;
    }>(
      tx,
      // Locked in id order (the lock order above); a row another caller closed meanwhile drops out.
      sql`update booth_days d
          set status = 'closed', ${recordedFigures('d')},
              closed_at = ${businessMoment(sql`d.day + 1`, BOOTH_DAY_AUTO_CLOSE_MINUTES)}, version = d.version + 1
          where d.status = 'open' and d.id in (select id from booth_days where status = 'open' and day < ${before}::date order by id for update)
          returning d.id, d.ticket_booth_id, to_char(d.day, 'YYYY-MM-DD') as day, (d.sales + d.refunds)::text as sales, d.prizes_paid::text,
                    to_json(d.closed_at) #>> '{}' as closed_at`,
    );
    for (const day of closed) {
      audit({
        action: 'day_close',
        recordType: 'booth_day',
        recordId: day.id,
        before: { status: 'open' },
        after: {
          status: 'closed',
          ticket_booth_id: day.ticket_booth_id,
          day: day.day,
          sales: Number(day.sales),
          prizes_paid: Number(day.prizes_paid),
          declared_cash: null,
          closed_at: new Date(day.closed_at).toISOString(),
        },
      });
    }
    return closed.length;
  });
}
