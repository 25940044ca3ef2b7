/**
 * The money recomputed from the tickets, apart from the sums the database keeps: what the booth
 * days, the daily sums and the owners' statements must agree with. Plain SQL over tickets and
 * lines (no function of the migrations), and the statement's carried losses and participation in
 * integer cents.
 */
import { sql } from 'drizzle-orm';
import { type Database, queryRows } from '../src/db/client';

const day = (column: string) => sql.raw(`to_char(${column} at time zone 'America/Caracas', 'YYYY-MM-DD')`);

/**
 * Per business day, booth, seller account and game type (or, `perSeller`, every game type
 * together): what was sold, cancelled, won and paid, from the tickets.
 */
export async function dailySalesFromTickets(db: Database, perSeller = false) {
  const type = perSeller ? sql`0` : sql`game_type_id`;
  return queryRows<{ key: string; figures: string }>(
    db,
    sql`with lines as (
          select t.*, l.game_type_id, l.amount as line_amount, l.commission, l.is_winner as line_wins, l.potential_payout,
                 l.id = min(l.id) over (partition by l.ticket_id) as principal
          from tickets t join ticket_lines l on l.ticket_id = t.id
        ),
        events as (
          select ${day('created_at')} as day, ticket_booth_id, seller_id, currency, ${type} as game_type_id, principal::int as tickets,
                 line_amount as sales, commission, 0 as cancelled_tickets, 0 as cancelled, 0 as cancelled_commission,
                 (cancelled_at is null and line_wins and principal)::int as winning_tickets,
                 case when cancelled_at is null and line_wins then potential_payout else 0 end as prizes, 0 as paid_tickets, 0 as prizes_paid
          from lines
          union all
          select ${day('cancelled_at')}, ticket_booth_id, seller_id, currency, ${type}, 0, 0, 0, principal::int, line_amount, commission, 0, 0, 0, 0
          from lines where cancelled_at is not null
          union all
          select ${day('paid_at')}, ticket_booth_id, seller_id, currency, ${type}, 0, 0, 0, 0, 0, 0, 0, 0, principal::int,
                 case when line_wins then potential_payout else 0 end
          from lines where paid_at is not null
        )
        select concat_ws('/', day, ticket_booth_id, seller_id, currency, ${perSeller ? sql`null` : sql`game_type_id`}) as key,
               concat_ws(' ', sum(tickets), sum(sales)::numeric(14,2), sum(commission)::numeric(14,2), sum(cancelled_tickets),
                         sum(cancelled)::numeric(14,2), sum(cancelled_commission)::numeric(14,2), sum(winning_tickets),
                         sum(prizes)::numeric(14,2), sum(paid_tickets), sum(prizes_paid)::numeric(14,2)) as figures
        from events group by day, ticket_booth_id, seller_id, currency, game_type_id
        having sum(tickets) <> 0 or sum(sales) <> 0 or sum(cancelled_tickets) <> 0 or sum(prizes) <> 0 or sum(paid_tickets) <> 0
            or sum(prizes_paid) <> 0 or sum(commission) <> 0 or sum(cancelled) <> 0 or sum(winning_tickets) <> 0
        order by 1`,
  );
}

/** The same per key, as the database keeps them (`perSeller`: daily_seller_sales). */
export async function storedDailySales(db: Database, perSeller = false) {
  const table = perSeller ? sql`daily_seller_sales` : sql`daily_sales`;
  return queryRows<{ key: string; figures: string }>(
    db,
    sql`select concat_ws('/', to_char(day, 'YYYY-MM-DD'), ticket_booth_id, seller_id, currency, ${perSeller ? sql`null` : sql`game_type_id`}) as key,
               concat_ws(' ', tickets, sales, commission, cancelled_tickets, cancelled, cancelled_commission, winning_tickets, prizes,
                         paid_tickets, prizes_paid) as figures
        from ${table} order by 1`,
  );
}

export interface DayFigures {
  tickets: number;
  sales: string;
  cancelled_tickets: number;
  cancelled: string;
  paid_tickets: number;
  prizes_paid: string;
  commission: string;
  /** Tickets refunded that day (their draw suspended) and their amount, owed back; refunds paid back that day. */
  refund_tickets: number;
  refunds: string;
  refunds_paid: string;
}

/**
 * A booth's day from its tickets: sold less cancelled that day, cancelled, paid that day, commission less the cancelled tickets'.
 * A refunded ticket is cancelled too (it counts in `sales` and `cancelled` here as the stored sums
 * have it); the day's API answer adds the refunds back to `sales` (the drawer keeps that money until
 * `refunds_paid`).
 */
export async function boothDayFromTickets(db: Database, boothId: number, date: string, currency = 'USD'): Promise<DayFigures> {
  const [figures] = await queryRows<DayFigures>(
    db,
    // The tickets of one currency only (a booth day's figures are per currency), and of the booth
    // every sum below reads: a table's scan once, not once a sum (the seeded days' check reads 200 days).
    sql`with tickets as (select * from tickets where currency = ${currency} and ticket_booth_id = ${boothId})
        select
          ((select count(*) from tickets where ticket_booth_id = ${boothId} and ${day('created_at')} = ${date})
           - (select count(*) from tickets where ticket_booth_id = ${boothId} and ${day('cancelled_at')} = ${date}))::int as tickets,
          (coalesce((select sum(amount) from tickets where ticket_booth_id = ${boothId} and ${day('created_at')} = ${date}), 0)
           - coalesce((select sum(amount) from tickets where ticket_booth_id = ${boothId} and ${day('cancelled_at')} = ${date}), 0))::numeric(14,2)::text as sales,
          (select count(*) from tickets where ticket_booth_id = ${boothId} and ${day('cancelled_at')} = ${date})::int as cancelled_tickets,
          coalesce((select sum(amount) from tickets where ticket_booth_id = ${boothId} and ${day('cancelled_at')} = ${date}), 0)::numeric(14,2)::text as cancelled,
          (select count(*) from tickets where ticket_booth_id = ${boothId} and ${day('paid_at')} = ${date})::int as paid_tickets,
          coalesce((select sum(paid_amount) from tickets where ticket_booth_id = ${boothId} and ${day('paid_at')} = ${date}), 0)::numeric(14,2)::text as prizes_paid,
          (coalesce((select sum(l.commission) from tickets t join ticket_lines l on l.ticket_id = t.id
                     where t.ticket_booth_id = ${boothId} and ${day('t.created_at')} = ${date}), 0)
           - coalesce((select sum(l.commission) from tickets t join ticket_lines l on l.ticket_id = t.id
                       where t.ticket_booth_id = ${boothId} and ${day('t.cancelled_at')} = ${date}), 0))::numeric(14,2)::text as commission,
          (select count(*) from tickets where ticket_booth_id = ${boothId} and ${day('refunded_at')} = ${date})::int as refund_tickets,
          coalesce((select sum(amount) from tickets where ticket_booth_id = ${boothId} and ${day('refunded_at')} = ${date}), 0)::numeric(14,2)::text as refunds,
          coalesce((select sum(amount) from tickets where ticket_booth_id = ${boothId} and ${day('refund_paid_at')} = ${date}), 0)::numeric(14,2)::text as refunds_paid`,
  );
  return figures;
}

/** Whole cents of SQL numeric text. */
export const cents = (text: string | number): bigint => {
  const [whole, fraction = ''] = String(text).replace('-', '').split('.');
  const value = BigInt(whole) * 100n + BigInt(`${fraction}00`.slice(0, 2));
  return String(text).startsWith('-') ? -value : value;
};

export interface RecomputedDay {
  date: string;
  sales: bigint;
  prizes: bigint;
  commission: bigint;
  net: bigint;
  participation: bigint;
  payments: bigint;
  balance: bigint;
}

/**
 * An owner's statement from its booths' tickets and its payments: per day with movement, sales
 * net of that day's cancellations, prizes paid, commission, net, participation (the day's
 * percentage of the positive net after the losses carried) and the running balance.
 */
export async function statementFromTickets(db: Database, ownerId: number, currency = 'USD'): Promise<RecomputedDay[]> {
  const rows = await queryRows<{ date: string; kind: string; amount: string }>(
    db,
    // One currency's tickets and payments: a statement is per currency.
    sql`with owned as (select id from ticket_booths where owner_id = ${ownerId}),
             tickets as (select * from tickets where currency = ${currency}),
             owner_payments as (select * from owner_payments where currency = ${currency})
        select ${day('created_at')} as date, 'sales' as kind, amount::text from tickets where ticket_booth_id in (select id from owned)
        union all
        select ${day('cancelled_at')}, 'sales', (-amount)::text from tickets where cancelled_at is not null and ticket_booth_id in (select id from owned)
        union all
        select ${day('paid_at')}, 'prizes', paid_amount::text from tickets where paid_at is not null and ticket_booth_id in (select id from owned)
        union all
        select ${day('t.created_at')}, 'commission', l.commission::text from tickets t join ticket_lines l on l.ticket_id = t.id
        where t.ticket_booth_id in (select id from owned)
        union all
        select ${day('t.cancelled_at')}, 'commission', (-l.commission)::text from tickets t join ticket_lines l on l.ticket_id = t.id
        where t.cancelled_at is not null and t.ticket_booth_id in (select id from owned)
        union all
        select ${day('created_at')}, 'payments', (case direction when 'owner_pays' then amount else -amount end)::text
        from owner_payments where owner_id = ${ownerId}
        union all
        select ${day('reversed_at')}, 'payments', (case direction when 'owner_pays' then -amount else amount end)::text
        from owner_payments where owner_id = ${ownerId} and reversed_at is not null`,
  );
  const percentages = new Map(
    (
      await queryRows<{ date: string; percentage: string }>(
        db,
        sql`select distinct on (day) to_char(day, 'YYYY-MM-DD') as date, participation_percentage::text as percentage
            from booth_days where owner_id = ${ownerId} order by day, opened_at, id`,
      )
    ).map((row) => [row.date, cents(row.percentage)]),
  );
  const byDay = new Map<string, { sales: bigint; prizes: bigint; commission: bigint; payments: bigint }>();
  for (const row of rows) {
    const figures = byDay.get(row.date) ?? { sales: 0n, prizes: 0n, commission: 0n, payments: 0n };
    figures[row.kind as keyof typeof figures] += cents(row.amount);
    byDay.set(row.date, figures);
  }
  let carried = 0n;
  let balance = 0n;
  return [...byDay.keys()].sort().map((date) => {
    const { sales, prizes, commission, payments } = byDay.get(date)!;
    const net = sales - prizes - commission;
    const base = net + carried;
    let participation = 0n;
    if (base > 0n) {
      // percentage in hundredths of a point: base × p / 10000, rounded half up (base is positive).
      const percentage = percentages.get(date) ?? 0n;
      participation = (base * percentage * 2n + 10000n) / 20000n;
      carried = 0n;
    } else carried = base;
    balance += participation - net + payments;
    return { date, sales, prizes, commission, net, participation, payments, balance };
  });
}
