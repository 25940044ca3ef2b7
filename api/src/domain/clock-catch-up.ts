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
import { CURRENCIES, type Currency } from '@banca/contracts/money';
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
 * Records the figures of the day rows `where` picks (`d`: booth_days), one row per currency, from
 * their tickets (the daily sums and the refunds of that currency), with the cash counted in each
 * currency (`declared`: { VES: '12.50' }, null for a system closing); a suspension dated on a closed
 * day records them again, keeping the count (recordRefundsOnClosedDays).
 */
export function recordFigures(tx: Database, where: SQL, declared: Partial<Record<Currency, string>> | null) {
  return tx.execute(sql`
    insert into booth_day_figures as x (booth_day_id, currency, tickets, sales, cancelled_tickets, cancelled, paid_tickets, prizes_paid,
                                        commission, refund_tickets, refunds, refunds_paid, declared_cash)
    select d.id, c.currency, s.*, r.*, (${declared === null ? null : JSON.stringify(declared)}::jsonb ->> c.currency)::numeric
    from booth_days d
    cross join unnest(${`{${CURRENCIES.join(',')}}`}::text[]) as c(currency)
    cross join lateral booth_day_sums(d.ticket_booth_id, d.day, c.currency) s
    cross join lateral booth_day_refunds(d.ticket_booth_id, d.day, c.currency) r
    where ${where}
    order by d.id, c.currency
    on conflict (booth_day_id, currency) do update
    set tickets = excluded.tickets, sales = excluded.sales, cancelled_tickets = excluded.cancelled_tickets, cancelled = excluded.cancelled,
        paid_tickets = excluded.paid_tickets, prizes_paid = excluded.prizes_paid, commission = excluded.commission,
        refund_tickets = excluded.refund_tickets, refunds = excluded.refunds, refunds_paid = excluded.refunds_paid`);
}

/** A recorded day's figures in one currency, as the audit trail keeps them (`expected`, `difference` once counted). */
export interface FiguresForTrail {
  currency: Currency;
  sales: string;
  prizes_paid: string;
  declared: string | null;
  expected?: string;
  difference?: string | null;
}

/** What the trail keeps of a day's figures: flat for a booth of one currency, per currency otherwise. */
export function auditFigures(figures: readonly FiguresForTrail[], counted: boolean) {
  const of = (f: FiguresForTrail) => ({
    sales: Number(f.sales),
    prizes_paid: Number(f.prizes_paid),
    ...(counted ? { expected_cash: Number(f.expected), declared_cash: f.declared === null ? null : Number(f.declared) } : {}),
    ...(counted ? { difference: f.difference == null ? null : Number(f.difference) } : { declared_cash: null }),
  });
  const shown = counted
    ? figures.filter((f) => f.declared !== null)
    : figures.filter((f) => Number(f.sales) !== 0 || Number(f.prizes_paid) !== 0);
  if (shown.length <= 1) return { currency: shown[0]?.currency ?? null, ...of(shown[0] ?? figures[0]) };
  return { by_currency: Object.fromEntries(shown.map((f) => [f.currency, of(f)])) };
}

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
    const closed = await queryRows<{ id: number; ticket_booth_id: number; day: string; closed_at: string }>(
      tx,
      // Locked in id order (the lock order above); a row another caller closed meanwhile drops out.
      sql`update booth_days d
          set status = 'closed', closed_at = ${businessMoment(sql`d.day + 1`, BOOTH_DAY_AUTO_CLOSE_MINUTES)}, version = d.version + 1
          where d.status = 'open' and d.id in (select id from booth_days where status = 'open' and day < ${before}::date order by id for update)
          returning d.id, d.ticket_booth_id, to_char(d.day, 'YYYY-MM-DD') as day, to_json(d.closed_at) #>> '{}' as closed_at`,
    );
    if (closed.length === 0) return 0;
    const ids = sql`${`{${closed.map((day) => day.id).join(',')}}`}::int[]`;
    await recordFigures(tx, sql`d.id = any(${ids})`, null);
    const figures = await queryRows<FiguresForTrail & { booth_day_id: number }>(
      tx,
      sql`select booth_day_id, currency, (sales + refunds)::text as sales, prizes_paid::text, null as declared
          from booth_day_figures where booth_day_id = any(${ids}) order by booth_day_id, currency`,
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
          ...auditFigures(
            figures.filter((f) => f.booth_day_id === day.id),
            false,
          ),
          closed_at: new Date(day.closed_at).toISOString(),
        },
      });
    }
    return closed.length;
  });
}
