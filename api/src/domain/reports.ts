/**
 * Sales reports: a range of business days grouped by booth, seller account, game module or game type, within
 * the caller's data scope, read from the daily sums the database keeps as tickets are sold,
 * cancelled, settled and paid, never from the tickets: by booth or seller the sums per seller
 * account and day (`daily_seller_sales`: a month is a few thousand rows whatever the number of
 * tickets), by game and game type those per game type (`daily_sales`). Each figure counts on the day it happened
 * (sales less that day's cancellations; prizes won by the tickets sold that day). Every sum, the
 * totals and the nets included, is made by the database in SQL numeric.
 */
import type { ReportFigures, SalesReport, SalesReportDetail } from '@banca/contracts';
import type { ReportGroupBy } from '@banca/contracts/enums';
import { MAX_REPORT_DAYS } from '@banca/contracts/limits';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { type Database, queryRows } from '../db/client';
import { dailySales, dailySellerSales, gameTypes, modules, sellers, ticketBooths, tickets } from '../db/schema';
import { invalidField } from '../errors';
import type { Currency } from '@banca/contracts/money';
import { currencyOfRead } from './currencies';
import { boothScope, sellerScope, ticketScope, type DataScope } from './scope';
import { ticketCounts, ticketRows } from './tickets';
import { checkDays, dayCount, daysOf, withinDays } from './time';

/** The latest tickets a group's detail lists. */
const GROUP_TICKETS_SHOWN = 20;

/** The daily sums a grouping reads: per seller account, or per game type (the same figures). */
type Sums = typeof dailySellerSales | typeof dailySales;

interface Grouping {
  sums: Sums;
  /** The sums' column a group adds up by (by game: the game type, added up per module after). */
  key: AnyPgColumn;
  label: AnyPgColumn;
  /** The sums of one group, on the sums' own columns (no join needed). */
  only(id: number): SQL;
  /** The tickets of one group, on the tickets' own columns (its latest tickets). */
  onTickets(id: number): SQL;
  /** The group's own record, to name it when it has no sales in the range. */
  find(db: Database, id: number, scope: DataScope): Promise<string | undefined>;
}

/** A game type named with its lottery: «Lotería Nacional · Terminal» (two lotteries may each have a «Terminal»). */
const typeLabel = sql<string>`${modules.name} || ' · ' || ${gameTypes.name}`;

const GROUPINGS: Record<ReportGroupBy, Grouping> = {
  booth: {
    sums: dailySellerSales,
    key: dailySellerSales.ticket_booth_id,
    label: ticketBooths.name,
    only: (id) => eq(dailySellerSales.ticket_booth_id, id),
    onTickets: (id) => eq(tickets.ticket_booth_id, id),
    async find(db, id, scope) {
      const [found] = await db
        .select({ label: ticketBooths.name })
        .from(ticketBooths)
        .where(and(eq(ticketBooths.id, id), boothScope(scope)));
      return found?.label;
    },
  },
  seller: {
    sums: dailySellerSales,
    key: dailySellerSales.seller_id,
    label: sellers.label,
    only: (id) => eq(dailySellerSales.seller_id, id),
    onTickets: (id) => eq(tickets.seller_id, id),
    async find(db, id, scope) {
      const [found] = await db
        .select({ label: sellers.label })
        .from(sellers)
        .where(and(eq(sellers.id, id), sellerScope(scope)));
      return found?.label;
    },
  },
  game: {
    sums: dailySales,
    key: dailySales.game_type_id,
    label: modules.name,
    only: (id) => sql`${dailySales.game_type_id} in (select ${gameTypes.id} from ${gameTypes} where ${gameTypes.module_id} = ${id})`,
    onTickets: (id) => sql`${tickets.draw_id} in (select d.id from draws d where d.module_id = ${id})`,
    async find(db, id) {
      const [found] = await db.select({ label: modules.name }).from(modules).where(eq(modules.id, id));
      return found?.label;
    },
  },
  game_type: {
    sums: dailySales,
    key: dailySales.game_type_id,
    label: gameTypes.name,
    only: (id) => eq(dailySales.game_type_id, id),
    onTickets: (id) => sql`exists (select 1 from ticket_lines l where l.ticket_id = ${tickets.id} and l.game_type_id = ${id})`,
    async find(db, id) {
      const [found] = await db
        .select({ label: typeLabel })
        .from(gameTypes)
        .innerJoin(modules, eq(modules.id, gameTypes.module_id))
        .where(eq(gameTypes.id, id));
      return found?.label;
    },
  },
};

/** The columns of the daily sums that the figures are made of. */
const FIGURE_COLUMNS = ['tickets', 'cancelled_tickets', 'sales', 'cancelled', 'prizes', 'commission', 'cancelled_commission'] as const;

/** Those columns of a set of daily sums: a sums table, or sums of it. */
type FigureSource = Record<(typeof FIGURE_COLUMNS)[number], SQL | AnyPgColumn>;

/**
 * The figures of a set of daily sums, each summed by the database (numeric; a number only in the
 * answer). Each column is summed once (PostgreSQL computes an aggregate written twice once) and the
 * nets are differences of the sums: numeric arithmetic per row is most of a report's time on PGlite.
 */
function figureColumns(t: FigureSource) {
  const sales = sql`sum(${t.sales}) - sum(${t.cancelled})`;
  const commission = sql`sum(${t.commission}) - sum(${t.cancelled_commission})`;
  return {
    tickets: sql<number>`coalesce(sum(${t.tickets}) - sum(${t.cancelled_tickets}), 0)::int`,
    sales: sql<number>`coalesce(${sales}, 0)::float8`,
    prizes: sql<number>`coalesce(sum(${t.prizes}), 0)::float8`,
    net: sql<number>`coalesce(${sales} - sum(${t.prizes}), 0)::float8`,
    commission: sql<number>`coalesce(${commission}, 0)::float8`,
    owner_net: sql<number>`coalesce(${sales} - sum(${t.prizes}) - (${commission}), 0)::float8`,
  };
}

/** Checks a report's range: two real days within the allowed years, from ≤ to, at most MAX_REPORT_DAYS days. */
export function checkRange(from: string, to: string): void {
  checkDays({ from, to });
  const days = dayCount(from, to);
  if (days < 1) throw invalidField('to', 'La fecha «hasta» debe ser igual o posterior a «desde».');
  if (days > MAX_REPORT_DAYS) {
    throw invalidField('to', `El rango de fechas no puede superar ${MAX_REPORT_DAYS} días.`);
  }
}

/** The daily sums of the range within the scope, joined to what the grouping needs. */
function scopedSums(db: Database, t: Sums, columns: Record<string, SQL | AnyPgColumn | SQL.Aliased>, where: SQL | undefined) {
  const query = db
    .select(columns)
    .from(t)
    .innerJoin(ticketBooths, eq(ticketBooths.id, t.ticket_booth_id))
    .innerJoin(sellers, eq(sellers.id, t.seller_id))
    .$dynamic();
  if (t === dailySales) {
    query.innerJoin(gameTypes, eq(gameTypes.id, dailySales.game_type_id)).innerJoin(modules, eq(modules.id, gameTypes.module_id));
  }
  return query.where(where);
}

/** The sums a report counts: of the range, within the scope. */
function rangeCondition(t: Sums, scope: DataScope, from: string, to: string, currency: Currency): SQL | undefined {
  // One currency's sums only: two currencies are never added.
  return and(sql`${t.day} between ${from}::date and ${to}::date`, eq(t.currency, currency), ticketScope(scope, t));
}

/** The figures of the sums matching `where` (on the sums' own columns), over the whole range. */
async function totalFigures(db: Database, t: Sums, where: SQL | undefined): Promise<ReportFigures> {
  const [totals] = await db.select(figureColumns(t)).from(t).where(where);
  return totals;
}

/** Per day of the range (zero-filled) the figures of the sums matching `where` (on the sums' own columns). */
async function dailyFigures(db: Database, t: Sums, where: SQL | undefined, from: string, to: string) {
  const day = sql<string>`to_char(${t.day}, 'YYYY-MM-DD')`;
  const rows = await db
    .select({ date: day, ...figureColumns(t) })
    .from(t)
    .where(where)
    .groupBy(t.day);
  const byDay = new Map(rows.map((r) => [r.date, r]));
  const none = { tickets: 0, sales: 0, prizes: 0, net: 0, commission: 0, owner_net: 0 };
  return daysOf(from, to).map((date) => ({ ...none, ...byDay.get(date), date }));
}

/**
 * The rows of a report: the range's sums within the scope added up per group key first (a booth, a
 * seller account, a game type: no join per sum), then named; by game, the game types' figures are
 * added up again per module. The figures stay SQL numeric until the answer's numbers.
 */
async function reportRows(db: Database, groupBy: ReportGroupBy, where: SQL | undefined) {
  const { sums: t, key } = GROUPINGS[groupBy];
  const sums = sql`select ${key} as key, sum(${t.tickets}) - sum(${t.cancelled_tickets}) as tickets, sum(${t.sales}) - sum(${t.cancelled}) as sales,
      sum(${t.prizes}) as prizes, sum(${t.commission}) - sum(${t.cancelled_commission}) as commission
    from ${t} where ${where ?? sql`true`} group by 1`;
  const named =
    groupBy === 'booth'
      ? sql`select s.*, b.name as label from (${sums}) s join ${ticketBooths} b on b.id = s.key`
      : groupBy === 'seller'
        ? // Sellers' labels are names, and namesakes are common: the username and the seller's booth today.
          sql`select s.*, a.label, a.username, (select b.name from ${ticketBooths} b where b.id = a.ticket_booth_id) as booth
              from (${sums}) s join ${sellers} a on a.id = s.key`
        : groupBy === 'game_type'
          ? sql`select s.*, m.name || ' · ' || g.name as label from (${sums}) s join ${gameTypes} g on g.id = s.key join ${modules} m on m.id = g.module_id`
          : sql`select m.id as key, m.name as label, sum(s.tickets) as tickets, sum(s.sales) as sales, sum(s.prizes) as prizes,
                     sum(s.commission) as commission
              from (${sums}) s join ${gameTypes} g on g.id = s.key join ${modules} m on m.id = g.module_id group by m.id, m.name`;
  const details = groupBy === 'seller' ? sql`, r.username, r.booth` : sql``;
  return queryRows<{ key: string; label: string; username?: string; booth?: string | null } & ReportFigures>(
    db,
    sql`select r.key::text as key, r.label${details}, r.tickets::int as tickets, r.sales::float8 as sales, r.prizes::float8 as prizes,
               (r.sales - r.prizes)::float8 as net, r.commission::float8 as commission,
               (r.sales - r.prizes - r.commission)::float8 as owner_net
        from (${named}) r
        where r.tickets <> 0 or r.sales <> 0 or r.prizes <> 0
        order by r.sales desc, r.key`,
  );
}

/**
 * Per day of the range (zero-filled) and over the whole range, the figures of the sums per seller
 * account matching `where`: the rows are summed per day once, and the range's totals are the sums of
 * those few days.
 */
async function dayAndTotalFigures(db: Database, where: SQL | undefined, from: string, to: string) {
  const t = dailySellerSales;
  const perDay = Object.fromEntries(FIGURE_COLUMNS.map((name) => [name, sql`${sql.identifier(name)}`])) as FigureSource;
  const figures = Object.entries(figureColumns(perDay)).map(([name, figure]) => sql`${figure} as ${sql.identifier(name)}`);
  const rows = await queryRows<{ date: string | null } & ReportFigures>(
    db,
    sql`with per_day as (
          select ${t.day} as day, ${sql.join(
            FIGURE_COLUMNS.map((name) => sql`sum(${t[name]}) as ${sql.identifier(name)}`),
            sql`, `,
          )}
          from ${t} where ${where ?? sql`true`} group by 1)
        select to_char(day, 'YYYY-MM-DD') as date, ${sql.join(figures, sql`, `)}
        from per_day group by grouping sets ((day), ())`,
  );
  const none = { tickets: 0, sales: 0, prizes: 0, net: 0, commission: 0, owner_net: 0 };
  const byDay = new Map(rows.filter((r) => r.date !== null).map((r) => [r.date, r]));
  const { date: _total, ...totals } = rows.find((r) => r.date === null) ?? { date: null, ...none };
  return { totals, days: daysOf(from, to).map((date) => ({ ...none, ...byDay.get(date), date })) };
}

export async function salesReport(
  db: Database,
  scope: DataScope,
  from: string,
  to: string,
  groupBy: ReportGroupBy,
  asked?: Currency,
): Promise<SalesReport> {
  const t = GROUPINGS[groupBy].sums;
  const currency = await currencyOfRead(db, asked);
  const [rows, { totals, days }] = await Promise.all([
    reportRows(db, groupBy, rangeCondition(t, scope, from, to, currency)),
    dayAndTotalFigures(db, rangeCondition(dailySellerSales, scope, from, to, currency), from, to),
  ]);
  return {
    from,
    to,
    currency,
    group_by: groupBy,
    rows,
    totals,
    series: days.map(({ date, sales, prizes }) => ({ date, sales, prizes })),
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
  asked?: Currency,
): Promise<SalesReportDetail | undefined> {
  const grouping = GROUPINGS[groupBy];
  const t = grouping.sums;
  const currency = await currencyOfRead(db, asked);
  const where = and(rangeCondition(t, scope, from, to, currency), grouping.only(key));
  let label = await grouping.find(db, key, scope);
  if (label === undefined && scope.kind !== 'all') {
    // Out of the caller's records today, yet it sold what the caller sees (a seller moved booth).
    const [sold] = await scopedSums(db, t, { label: grouping.label }, and(ticketScope(scope, t), grouping.only(key))).limit(1);
    label = sold?.label as string | undefined;
  }
  if (label === undefined) return undefined;
  const latest = and(
    withinDays(tickets.created_at, from, to),
    eq(tickets.currency, currency),
    ticketScope(scope),
    ticketCounts,
    grouping.onTickets(key),
  );
  const [days, totals, ticketList] = await Promise.all([
    dailyFigures(db, t, where, from, to),
    totalFigures(db, t, where),
    ticketRows(db, latest, GROUP_TICKETS_SHOWN),
  ]);
  return { group: { key: String(key), label }, currency, days, totals, tickets: ticketList };
}
