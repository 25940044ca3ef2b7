/** The dashboard: today's figures, today's draws with their state and the latest sales, within the data scope. */
import type { DashboardSummary } from '@banca/contracts';
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { draws, modules, sellers, tickets } from '../db/schema';
import type { Currency } from '@banca/contracts/money';
import { currencyOfRead } from './currencies';
import { catchUpWithClock, drawStatusAt } from './clock-catch-up';
import { type DataScope, ticketScope } from './scope';
import { ticketCounts } from './tickets';
import { businessDayOf, businessTime, withinDays } from './time';

const SALES_EVENTS_SHOWN = 10;

/** Today's summary (the business day of `now`) of what the scope sees, in one currency; cancelled tickets count in no figure. */
export async function dashboardSummary(db: Database, scope: DataScope, now: Date, asked?: Currency): Promise<DashboardSummary> {
  const today = businessDayOf(now);
  const currency = await currencyOfRead(db, asked);
  // One currency's tickets only: two currencies are never added.
  const visible = and(ticketScope(scope), eq(tickets.currency, currency));
  const [, todaysDraws, [figures], latest] = await Promise.all([
    catchUpWithClock(db, now),
    db
      .select({
        id: draws.id,
        name: draws.name,
        game_type_name: modules.name,
        status: drawStatusAt(now),
        time: businessTime(draws.draw_at),
      })
      .from(draws)
      .innerJoin(modules, eq(modules.id, draws.module_id))
      .where(withinDays(draws.draw_at, today))
      .orderBy(asc(draws.draw_at), asc(modules.sort_order), asc(draws.id)),
    db
      .select({
        tickets_today: count(),
        sales_today: sql<number>`coalesce(sum(${tickets.amount}), 0)::float8`,
        winners_today: sql<number>`(count(*) filter (where ${tickets.is_winner}))::int`,
      })
      .from(tickets)
      .where(and(withinDays(tickets.created_at, today), visible, ticketCounts)),
    db
      .select({
        ticket_id: tickets.id,
        user: sellers.label,
        sale: tickets.code,
        amount: tickets.amount,
        currency: sql<Currency>`${tickets.currency}`,
        time: tickets.created_at,
        cancelled: sql<boolean>`${tickets.cancelled_at} is not null`,
      })
      .from(tickets)
      .innerJoin(sellers, eq(sellers.id, tickets.seller_id))
      .where(visible)
      .orderBy(desc(tickets.created_at), desc(tickets.id))
      .limit(SALES_EVENTS_SHOWN),
  ]);
  return {
    currency,
    stats: { draws_today: todaysDraws.length, ...figures },
    draws_today: todaysDraws,
    sales_events: latest.map((e) => ({ ...e, time: e.time.toISOString() })),
  };
}
