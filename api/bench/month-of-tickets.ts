/**
 * The heavy reads' benchmark data: a month of sales — 1,000,000 tickets by default
 * (BENCH_TICKETS) — over the demo data set's settled draws of the last 30 days, each sold by a
 * seller account at its booth some hours before its draw, one or two lines of the draw's game
 * types; a line wins about as often as its payout allows, most winners are paid within a day, one
 * ticket in a hundred is cancelled. Written by the database itself in batches of generate_series,
 * never through the API; then every past booth day is closed by the system, as the server would.
 *
 * The daily sums (per game type and per seller account) follow from their triggers, as for any
 * sale. The draws' sums per number (the exposure and the limits', migrations 0011 and 0014) are
 * rebuilt once at the end instead of row by row — what their migrations do for the tickets already
 * there — which keeps 1,000,000 tickets to minutes on PGlite.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../src/db/client';
import { hashPassword } from '../src/security/passwords';
import { catchUpWithClock } from '../src/domain/clock-catch-up';

/** Tickets per batch: each batch's line triggers see this many tickets at once. */
const BATCH = 20_000;

export interface BulkTickets {
  tickets: number;
  seconds: number;
}

/** Adds `count` tickets of the past month (before `now`) and closes every past day; answers how long it took. */
export async function seedMonthOfTickets(
  db: Database,
  count: number,
  now: Date,
  progress: (step: string) => void = () => undefined,
): Promise<BulkTickets> {
  const started = performance.now();
  const at = sql`${now.toISOString()}::timestamptz`;
  await db.execute(sql`alter table ticket_lines disable trigger draw_number_sales_insert`);
  await db.execute(sql`alter table tickets disable trigger draw_number_sales_ticket_moved`);
  try {
    for (let from = 0; from < count; from += BATCH) {
      const to = Math.min(count, from + BATCH) - 1;
      // One statement: g picks (by its hash) a finished draw of the month, a seller account at a booth and
      // one or two lines of the draw's game types (each 1 to 5; a line wins with a chance of 0.8 / its
      // payout); the ticket is written with its amount, its prize and, for most winners, its payment.
      await db.execute(sql`
        with pool as (
          select (select array_agg(id order by id) from draws where status = 'settled' and draw_at > ${at} - interval '30 days') as draws,
                 (select array_agg(id order by id) from sellers where ticket_booth_id is not null) as sellers
        ),
        picked as (
          select g, pool.draws[1 + abs(hashint4(g)) % cardinality(pool.draws)] as draw_id,
                 pool.sellers[1 + abs(hashint4(g * 31 + 1)) % cardinality(pool.sellers)] as seller_id,
                 abs(hashint4(g * 7 + 3)) % 100 = 0 as cancelled, abs(hashint4(g * 13 + 5)) % 480 as minutes
          from generate_series(${from}::int, ${to}::int) g cross join pool
        ),
        types as (select module_id, array_agg(id order by id) as ids from game_types group by module_id),
        bets as (
          select p.g, k, gt.id as game_type_id, (1 + (p.g * 7 + k) % 5) as amount, gt.payout,
                 not p.cancelled and abs(hashint4(p.g * 19 + k)) % 100000 < 80000 / gt.payout as wins
          from picked p
          join draws d on d.id = p.draw_id
          join types on types.module_id = d.module_id
          cross join generate_series(1, 1 + abs(hashint4(p.g * 17)) % 2) k
          join game_types gt on gt.id = types.ids[1 + abs(hashint4(p.g * 11 + k)) % cardinality(types.ids)]
        ),
        per_ticket as (
          select b.g, sum(b.amount) as amount, coalesce(sum(round(b.amount * b.payout, 2)) filter (where b.wins), 0) as prize
          from bets b group by b.g
        ),
        sold as (
          select p.*, s.ticket_booth_id, d.draw_at, coalesce(us.setting_value, 0) as percentage, pt.amount, pt.prize
          from picked p
          join per_ticket pt on pt.g = p.g
          join draws d on d.id = p.draw_id
          join sellers s on s.id = p.seller_id
          join ticket_booths booth on booth.id = s.ticket_booth_id
          left join user_settings us on us.user_id = booth.owner_id and us.setting_key = 'sale_percentage'
        ),
        ready as (
          select sold.*, case when prize > 0 and abs(hashint4(g * 29)) % 10 < 8
                              then least(draw_at + make_interval(mins => 15 + abs(hashint4(g * 23)) % 1200), ${at}) end as paid_at
          from sold
        ),
        written as (
          insert into tickets (code, ticket_booth_id, seller_id, draw_id, amount, is_winner, prize_amount, created_at,
                               cancelled_at, cancel_reason, cancelled_in_window, cancelled_by_seller_id,
                               paid_at, paid_amount, paid_by_seller_id, paid_booth_id)
          select 'BK-' || lpad(g::text, 8, '0'), ticket_booth_id, seller_id, draw_id, amount, prize > 0, prize,
                 draw_at - make_interval(mins => 10 + minutes),
                 case when cancelled then draw_at - make_interval(mins => 8 + minutes) end,
                 case when cancelled then 'Error de digitación' end,
                 case when cancelled then true end,
                 case when cancelled then seller_id end,
                 paid_at, case when paid_at is not null then prize end,
                 case when paid_at is not null then seller_id end, case when paid_at is not null then ticket_booth_id end
          from ready
          returning id, (substr(code, 4))::int as g
        )
        insert into ticket_lines (ticket_id, game_type_id, selection, amount, potential_payout, payout, is_winner, sale_percentage, commission)
        select w.id, b.game_type_id, lpad((abs(hashint4(b.g * 5 + b.k)) % 100)::text, 2, '0'), b.amount, round(b.amount * b.payout, 2), b.payout,
               b.wins, s.percentage, round(b.amount * s.percentage / 100, 2)
        from written w join bets b on b.g = w.g join sold s on s.g = w.g`);
    }
    progress(`${count} tickets written`);
    await rebuildNumberSums(db);
    progress('sums per number rebuilt');
  } finally {
    await db.execute(sql`alter table ticket_lines enable trigger draw_number_sales_insert`);
    await db.execute(sql`alter table tickets enable trigger draw_number_sales_ticket_moved`);
  }
  await catchUpWithClock(db, now);
  progress('past booth days closed');
  return { tickets: count, seconds: (performance.now() - started) / 1000 };
}

/** The draws' sums per number from every ticket not cancelled, as migrations 0011 and 0014 fill them. */
async function rebuildNumberSums(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`delete from draw_number_scope_sales`);
    await tx.execute(sql`delete from draw_number_totals`);
    await tx.execute(sql`delete from draw_number_sales`);
    await tx.execute(sql`
      insert into draw_number_sales (draw_id, game_type_id, selection, ticket_booth_id, seller_id, amount, tickets, lines, payout)
      select t.draw_id, l.game_type_id, l.selection, t.ticket_booth_id, t.seller_id,
             sum(l.amount), count(distinct l.ticket_id), count(*), sum(l.potential_payout)
      from ticket_lines l join tickets t on t.id = l.ticket_id
      where t.cancelled_at is null
      group by 1, 2, 3, 4, 5`);
    await tx.execute(sql`
      insert into draw_number_totals (draw_id, game_type_id, selection, amount, tickets, lines, payout)
      select draw_id, game_type_id, selection, sum(amount), sum(tickets), sum(lines), sum(payout)
      from draw_number_sales group by 1, 2, 3`);
    await tx.execute(sql`
      insert into draw_number_scope_sales (draw_id, game_type_id, selection, scope, scope_id, amount)
      select s.draw_id, s.game_type_id, s.selection, k.scope, k.scope_id, sum(s.amount)
      from draw_number_sales s
      join ticket_booths b on b.id = s.ticket_booth_id
      cross join lateral (values ('global', 0), ('owner', b.owner_id), ('booth', s.ticket_booth_id), ('seller', s.seller_id)) k(scope, scope_id)
      where k.scope_id is not null
      group by 1, 2, 3, 4, 5`);
    await tx.execute(sql`
      update draw_number_scope_sales set max_amount = sales_limit_of(scope, scope_id, draw_id, game_type_id, selection, currency)
      where exists (select 1 from sales_limits l where l.game_type_id = draw_number_scope_sales.game_type_id)
         or (scope = 'owner' and exists (select 1 from user_game_configs c
                                          where c.user_id = scope_id and c.game_type_id = draw_number_scope_sales.game_type_id
                                            and (c.sales_limit_ves <> 0 or c.sales_limit_usd <> 0)))`);
  });
}

/** The staff accounts of the soak (`soak-01`…): operators, all with SOAK_PASSWORD. */
export const SOAK_PASSWORD = 'soak-password-1';

/** Adds `count` operators to sign the soak's connections in with (one password hash for all). */
export async function addSoakUsers(db: Database, count: number): Promise<string[]> {
  const hash = await hashPassword(SOAK_PASSWORD);
  const names = Array.from({ length: count }, (_, i) => `soak-${String(i + 1).padStart(2, '0')}`);
  for (const name of names) {
    await db.execute(sql`
      insert into users (username, password_hash, role, first_name, last_name, document_type, document_number, email)
      values (${name}, ${hash}, 'operator', 'Carga', ${name}, 'DNI', ${`V-${name}`}, ${`${name}@carga.example`})
      on conflict do nothing`);
  }
  return names;
}
