/** A draw's exposure: what it would pay per number, from the sales the database keeps per number. */
import type { DrawExposure, DrawExposureQuery } from '@banca/contracts';
import type { ExposureSort } from '@banca/contracts/enums';
import { EXPOSURE_PAGE } from '@banca/contracts/limits';
import { eq, type SQL, sql } from 'drizzle-orm';
import { type Database, queryRows } from '../../db/client';
import { drawNumberSales, drawNumberTotals, draws, gameTypes, ticketBooths, userGameConfigs } from '../../db/schema';
import { notFound } from '../../http/errors';
import { type DataScope, ticketScope } from '../scope';
import { closeDueDraws } from './schedule';

const EXPOSURE_ORDER: Record<ExposureSort, SQL> = {
  payout: sql.raw('payout'),
  amount: sql.raw('amount'),
  tickets: sql.raw('tickets'),
  selection: sql.raw('selection'),
};

type ExposureFigures = Record<'total' | 'total_amount' | 'total_tickets' | 'max_payout' | 'total_over', string | number | null>;

interface ExposureRecord {
  game_type_id: number;
  game_type_name: string;
  selection: string;
  amount: string | number;
  tickets: string | number;
  payout: string | number;
  sales_limit: string | number | null;
  over_limit: boolean;
}

/**
 * `per_number`: one row per number (game type and selection) of the draw's tickets the scope
 * sees, from the sums the database keeps per number (`draw_number_totals`, with each number's
 * limit and over-limit flag) or, for a scoped viewer, per booth and seller account
 * (`draw_number_sales`), summed per booth first so that each booth's sales meet its owner's sales
 * limit.
 */
function exposureByNumber(id: number, scope: DataScope): SQL {
  const visible = ticketScope(scope, drawNumberSales);
  if (!visible)
    return sql`
      with per_number as (
        select ${drawNumberTotals.game_type_id} as game_type_id, ${drawNumberTotals.selection} as selection,
               ${drawNumberTotals.amount} as amount, ${drawNumberTotals.tickets} as tickets, ${drawNumberTotals.payout} as payout,
               ${drawNumberTotals.sales_limit} as sales_limit, ${drawNumberTotals.over_limit} as over_limit
        from ${drawNumberTotals} where ${drawNumberTotals.draw_id} = ${id}
      )`;
  return sql`
    with per_booth as (
      select ${drawNumberSales.game_type_id} as game_type_id, ${drawNumberSales.selection} as selection,
             ${drawNumberSales.ticket_booth_id} as ticket_booth_id, sum(${drawNumberSales.amount}) as amount,
             sum(${drawNumberSales.tickets}) as tickets, sum(${drawNumberSales.payout}) as payout
      from ${drawNumberSales}
      where ${drawNumberSales.draw_id} = ${id} and ${visible}
      group by 1, 2, 3
    ), per_number as (
      select p.game_type_id, p.selection, sum(p.amount) as amount, sum(p.tickets) as tickets, sum(p.payout) as payout,
             min(nullif(c.sales_limit, 0)) as sales_limit,
             coalesce(bool_or(p.amount > nullif(c.sales_limit, 0)), false) as over_limit
      from per_booth p
      join ${ticketBooths} b on b.id = p.ticket_booth_id
      left join ${userGameConfigs} c on c.user_id = b.owner_id and c.game_type_id = p.game_type_id
      group by p.game_type_id, p.selection
    )`;
}

/**
 * A draw's exposure, per number (a game type's selection) of the tickets the scope sees: amount
 * sold, tickets, the payout if it wins, and its game type's sales limit. The limit is a booth
 * owner's (user game configuration, per number and booth; 0 is no limit): a number is over it when
 * its sales at some booth passed the limit of that booth's owner. Sorted and paged by the database,
 * with the figures of every number.
 */
export async function drawExposure(db: Database, id: number, scope: DataScope, query: DrawExposureQuery, now: Date): Promise<DrawExposure> {
  await closeDueDraws(db, now);
  const [draw] = await db
    .select({ id: draws.id, name: draws.name, status: draws.status, draw_at: draws.draw_at })
    .from(draws)
    .where(eq(draws.id, id));
  if (!draw) throw notFound('El sorteo');
  const page = query.page ?? 1;
  const limit = query.limit ?? EXPOSURE_PAGE.size;
  const direction = sql.raw(query.order === 'asc' ? 'asc' : 'desc');
  const order = EXPOSURE_ORDER[query.sort ?? 'payout'];
  // Two statements that see the same sales: the page, sorted and cut before its game type names
  // are joined, and the figures of every number.
  const { rows, figures } = await db.transaction(
    async (tx) => {
      const rows = await queryRows<ExposureRecord>(
        tx,
        sql`${exposureByNumber(id, scope)}, paged as (
          select * from per_number f
          where ${query.over_limit === 'true' ? sql`f.over_limit` : sql`true`}
          order by ${order} ${direction}, f.game_type_id, f.selection
          limit ${limit} offset ${(page - 1) * limit}
        )
        select p.*, g.name as game_type_name
        from paged p join ${gameTypes} g on g.id = p.game_type_id
        order by ${order} ${direction}, p.game_type_id, p.selection`,
      );
      const [figures] = await queryRows<ExposureFigures>(
        tx,
        sql`${exposureByNumber(id, scope)}
        select count(*) as total, sum(amount) as total_amount, sum(tickets) as total_tickets, max(payout) as max_payout,
               count(*) filter (where over_limit) as total_over
        from per_number`,
      );
      return { rows, figures };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
  const total = Number((query.over_limit === 'true' ? figures.total_over : figures.total) ?? 0);
  return {
    draw: { ...draw, draw_at: draw.draw_at.toISOString() },
    numbers: rows.map((row) => ({
      game_type_id: row.game_type_id,
      game_type_name: row.game_type_name,
      selection: row.selection,
      amount: Number(row.amount),
      tickets: Number(row.tickets),
      payout: Number(row.payout),
      sales_limit: row.sales_limit === null ? null : Number(row.sales_limit),
      over_limit: row.over_limit,
    })),
    page,
    total,
    totalPages: Math.ceil(total / limit),
    summary: {
      amount: Number(figures.total_amount ?? 0),
      tickets: Number(figures.total_tickets ?? 0),
      max_payout: Number(figures.max_payout ?? 0),
      over_limit: Number(figures.total_over ?? 0),
    },
  };
}
