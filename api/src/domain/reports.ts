/**
 * Sales reports: tickets of a range of business days grouped by booth, seller account or game
 * module, within the caller's data scope. Money is summed exactly by the database; the totals
 * are the sum of the rows, rounded to cents, so they always agree with them.
 */
import type { ReportFigures, SalesReport, SalesReportDetail } from '@banca/contracts';
import type { ReportGroupBy } from '@banca/contracts/enums';
import { MAX_REPORT_DAYS } from '@banca/contracts/limits';
import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client';
import { draws, modules, sellers, ticketBooths, tickets } from '../db/schema';
import { badRequest } from '../http/errors';
import { boothScope, sellerScope, ticketScope, type DataScope } from './scope';
import { ticketCounts } from './tickets';
import { ticketRows } from './tickets';
import { businessDay, checkDays, dayCount, daysOf, withinDays } from './time';

/** The latest tickets a group's detail lists. */
const GROUP_TICKETS_SHOWN = 20;

interface Grouping {
  key: AnyPgColumn;
  label: AnyPgColumn;
  /** More columns that tell groups with the same label apart (grouped by them too). */
  details?: Record<string, AnyPgColumn | SQL>;
  /** The tickets of one group, on the tickets' own columns (no join needed). */
  only(id: number): SQL;
  /** The group's own record, to name it when it has no sales in the range. */
  find(db: Database, id: number, scope: DataScope): Promise<string | undefined>;
}

const GROUPINGS: Record<ReportGroupBy, Grouping> = {
  booth: {
    key: tickets.ticket_booth_id,
    label: ticketBooths.name,
    only: (id) => eq(tickets.ticket_booth_id, id),
    async find(db, id, scope) {
      const [found] = await db
        .select({ label: ticketBooths.name })
        .from(ticketBooths)
        .where(and(eq(ticketBooths.id, id), boothScope(scope)));
      return found?.label;
    },
  },
  seller: {
    key: tickets.seller_id,
    label: sellers.label,
    // Sellers' labels are names, and namesakes are common: the username and the seller's booth today.
    details: {
      username: sellers.username,
      booth: sql<string | null>`(select b.name from ${ticketBooths} b where b.id = ${sellers.ticket_booth_id})`,
    },
    only: (id) => eq(tickets.seller_id, id),
    async find(db, id, scope) {
      const [found] = await db
        .select({ label: sellers.label })
        .from(sellers)
        .where(and(eq(sellers.id, id), sellerScope(scope)));
      return found?.label;
    },
  },
  game: {
    key: draws.module_id,
    label: modules.name,
    only: (id) => sql`${tickets.draw_id} in (select ${draws.id} from ${draws} where ${draws.module_id} = ${id})`,
    async find(db, id) {
      const [found] = await db.select({ label: modules.name }).from(modules).where(eq(modules.id, id));
      return found?.label;
    },
  },
};

const cents = (value: number) => Math.round(value * 100) / 100;

const figureColumns = {
  tickets: sql<number>`count(*)::int`,
  sales: sql<number>`coalesce(sum(${tickets.amount}), 0)::float8`,
  prizes: sql<number>`coalesce(sum(${tickets.prize_amount}), 0)::float8`,
};

const withNet = <T extends Omit<ReportFigures, 'net'>>(row: T): T & { net: number } => ({ ...row, net: cents(row.sales - row.prizes) });

export function sumFigures(rows: Omit<ReportFigures, 'net'>[]): ReportFigures {
  const tickets = rows.reduce((sum, r) => sum + r.tickets, 0);
  const sales = cents(rows.reduce((sum, r) => sum + r.sales, 0));
  const prizes = cents(rows.reduce((sum, r) => sum + r.prizes, 0));
  return { tickets, sales, prizes, net: cents(sales - prizes) };
}

/** Checks a report's range: two real days within the allowed years, from ≤ to, at most MAX_REPORT_DAYS days. */
export function checkRange(from: string, to: string): void {
  checkDays({ from, to });
  const days = dayCount(from, to);
  if (days < 1) throw badRequest('to', 'La fecha «hasta» debe ser igual o posterior a «desde».');
  if (days > MAX_REPORT_DAYS) {
    throw badRequest('to', `El rango de fechas no puede superar ${MAX_REPORT_DAYS} días.`);
  }
}

/** Tickets of the range within the scope, joined to what every grouping needs. */
function scopedTickets(db: Database, columns: Record<string, SQL | AnyPgColumn | SQL.Aliased>, where: SQL | undefined) {
  return db
    .select(columns)
    .from(tickets)
    .innerJoin(ticketBooths, eq(ticketBooths.id, tickets.ticket_booth_id))
    .innerJoin(sellers, eq(sellers.id, tickets.seller_id))
    .innerJoin(draws, eq(draws.id, tickets.draw_id))
    .innerJoin(modules, eq(modules.id, draws.module_id))
    .where(where)
    .$dynamic();
}

/** The tickets a report counts: sold in the range, within the scope, not cancelled. */
function rangeCondition(scope: DataScope, from: string, to: string): SQL | undefined {
  return and(withinDays(tickets.created_at, from, to), ticketScope(scope), ticketCounts);
}

/** Per day of the range (zero-filled) the figures of the tickets matching `where` (on tickets' columns only). */
async function dailyFigures(db: Database, where: SQL | undefined, from: string, to: string) {
  const day = businessDay(tickets.created_at);
  const rows = (await db
    .select({ date: day, ...figureColumns })
    .from(tickets)
    .where(where)
    .groupBy(day)) as { date: string; tickets: number; sales: number; prizes: number }[];
  const byDay = new Map(rows.map((r) => [r.date, r]));
  return daysOf(from, to).map((date) => {
    const found = byDay.get(date);
    return withNet({ date, tickets: found?.tickets ?? 0, sales: found?.sales ?? 0, prizes: found?.prizes ?? 0 });
  });
}

export async function salesReport(db: Database, scope: DataScope, from: string, to: string, groupBy: ReportGroupBy): Promise<SalesReport> {
  const grouping = GROUPINGS[groupBy];
  const where = rangeCondition(scope, from, to);
  const details = grouping.details ?? {};
  const rows = (await scopedTickets(
    db,
    { key: sql<string>`${grouping.key}::text`, label: grouping.label, ...details, ...figureColumns },
    where,
  )
    .groupBy(grouping.key, grouping.label, ...Object.values(details))
    .orderBy(desc(sql`sum(${tickets.amount})`), asc(grouping.key))) as {
    key: string;
    label: string;
    username?: string;
    booth?: string | null;
    tickets: number;
    sales: number;
    prizes: number;
  }[];
  const series = await dailyFigures(db, where, from, to);
  return {
    from,
    to,
    group_by: groupBy,
    rows: rows.map(withNet),
    totals: sumFigures(rows),
    series: series.map(({ date, sales, prizes }) => ({ date, sales, prizes })),
  };
}

/**
 * One group of a report: its figures per day and its latest tickets of the range; undefined when
 * the group does not exist for the caller.
 */
export async function salesReportGroup(
  db: Database,
  scope: DataScope,
  from: string,
  to: string,
  groupBy: ReportGroupBy,
  key: number,
): Promise<SalesReportDetail | undefined> {
  const grouping = GROUPINGS[groupBy];
  const where = and(rangeCondition(scope, from, to), grouping.only(key));
  let label = await grouping.find(db, key, scope);
  if (label === undefined && scope.kind !== 'all') {
    // Out of the caller's records today, yet it sold tickets the caller sees (a seller moved booth).
    const [sold] = await scopedTickets(db, { label: grouping.label }, and(ticketScope(scope), grouping.only(key))).limit(1);
    label = sold?.label as string | undefined;
  }
  if (label === undefined) return undefined;
  const [days, latest] = await Promise.all([dailyFigures(db, where, from, to), ticketRows(db, where, GROUP_TICKETS_SHOWN)]);
  return { group: { key: String(key), label }, days, totals: sumFigures(days), tickets: latest };
}
