/**
 * The benchmark's busy draw: a Lotería Nacional draw of tomorrow (open for sales) with 100,000
 * ticket lines — 50,000 tickets of two bets each (terminal, triple or cuaterna on spread numbers),
 * sold at every booth by its sellers — written by the database itself in a few statements.
 */
import { sql } from 'drizzle-orm';
import { type Database, queryRows } from '../src/db/client';

export const EXPOSURE_TICKETS = 50_000;
export const LINES_PER_TICKET = 2;

export async function seedExposureDraw(db: Database): Promise<number> {
  return db.transaction(async (tx) => {
    const [draw] = await queryRows<{ id: number }>(
      tx,
      sql`insert into draws (module_id, name, draw_at, prize)
          select id, 'Lotería Nacional (carga)', now() + interval '1 day', 50000 from modules where code = 'loteria_nacional'
          returning id`,
    );
    await tx.execute(sql`
      with s as (
        select id, ticket_booth_id, row_number() over (order by id) - 1 as n, count(*) over () as c
        from sellers where ticket_booth_id is not null
      )
      insert into tickets (code, ticket_booth_id, seller_id, draw_id, amount, created_at)
      select 'TK-CARGA-' || g, s.ticket_booth_id, s.id, ${draw.id}, 0, now()
      from generate_series(1, ${EXPOSURE_TICKETS}) g join s on s.n = g % s.c`);
    await tx.execute(sql`
      with t as (select id, row_number() over (order by id) as g from tickets where draw_id = ${draw.id}),
      bet as (
        select t.id as ticket_id, t.g, k, gt.id as game_type_id, gt.payout,
               case gt.code when 'terminal' then 2 when 'triple' then 3 else 4 end as digits,
               (1 + (t.g * 7 + k) % 5) as amount
        from t cross join generate_series(1, ${LINES_PER_TICKET}) k
        join game_types gt on gt.module_id = (select id from modules where code = 'loteria_nacional')
         and gt.code = (array['terminal', 'triple', 'cuaterna'])[1 + (t.g + k) % 3]
      )
      insert into ticket_lines (ticket_id, game_type_id, selection, amount, potential_payout, payout)
      select ticket_id, game_type_id, lpad(((g * 7919 + k * 104729) % (10 ^ digits)::int)::text, digits, '0'), amount, amount * payout, payout
      from bet`);
    await tx.execute(sql`
      update tickets set amount = lines.amount
      from (select ticket_id, sum(amount) as amount from ticket_lines
            where ticket_id in (select id from tickets where draw_id = ${draw.id}) group by ticket_id) lines
      where tickets.id = lines.ticket_id`);
    return draw.id;
  });
}
