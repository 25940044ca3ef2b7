/** A draw's exposure: what it would pay per number, from the sales the database keeps per number. */
import type { BetFormat } from '@banca/contracts/draw-rules';
import type { DrawExposure, DrawExposureQuery } from '@banca/contracts';
import type { ExposureSort, LimitScope } from '@banca/contracts/enums';
import { EXPOSURE_PAGE } from '@banca/contracts/limits';
import { eq, type SQL, sql } from 'drizzle-orm';
import { type Database, queryRows } from '../../db/client';
import { drawNumberSales, drawNumberScopeSales, drawNumberTotals, draws, gameTypes, ticketBooths, users } from '../../db/schema';
import type { Currency } from '@banca/contracts/money';
import { notFound } from '../../errors';
import { catchUpWithClock } from '../clock-catch-up';
import { currencyOfRead } from '../currencies';
import { type DataScope, ticketScope } from '../scope';

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
  bet_format: BetFormat;
  selection: string;
  amount: string | number;
  tickets: string | number;
  payout: string | number;
  over_limit: boolean;
  limit_scope: LimitScope | null;
  limit_holder: string | null;
  limit_max: string | number | null;
  limit_sold: string | number | null;
  limit_available: string | number | null;
}

/**
 * The rows of `draw_number_scope_sales` (what each scope of a limit sold of a number) the scope may
 * see: all of them; a client the global ones and those of itself, its booths and their seller
 * accounts; a ticket_seller the global ones and those of its seller accounts.
 */
function visibleScopeSums(scope: DataScope, sums = sql.raw('x')): SQL {
  switch (scope.kind) {
    case 'all':
      return sql`true`;
    case 'owner': {
      const owned = sql`select id from ${ticketBooths} where owner_id = ${scope.userId}`;
      return sql`(${sums}.scope = 'global' or (${sums}.scope = 'owner' and ${sums}.scope_id = ${scope.userId})
        or (${sums}.scope = 'booth' and ${sums}.scope_id in (${owned}))
        or (${sums}.scope = 'seller' and ${sums}.scope_id in (select id from sellers where ticket_booth_id in (${owned}))))`;
    }
    case 'seller':
      return sql`(${sums}.scope = 'global' or (${sums}.scope = 'seller' and ${sums}.scope_id in (select id from sellers where seller_user_id = ${scope.userId})))`;
    case 'terminal':
      return sql`(${sums}.scope = 'global' or (${sums}.scope = 'seller' and ${sums}.scope_id = ${scope.sellerId}))`;
  }
}

/**
 * `per_number`: one row per number (game type and selection) of the draw's tickets the scope
 * sees, from the sums the database keeps per number (`draw_number_totals`) or, for a scoped viewer,
 * per booth and seller account (`draw_number_sales`); `over`: the numbers whose sales in a scope
 * the viewer sees passed that scope's limit (the few rows the partial index holds).
 */
function exposureByNumber(id: number, scope: DataScope, currency: Currency): SQL {
  const visible = ticketScope(scope, drawNumberSales);
  const over = sql`over as (
      select distinct x.game_type_id, x.selection from ${drawNumberScopeSales} x
      where x.draw_id = ${id} and x.currency = ${currency} and x.over_limit and ${visibleScopeSums(scope)}
    )`;
  if (!visible)
    return sql`
      with per_number as (
        select ${drawNumberTotals.game_type_id} as game_type_id, ${drawNumberTotals.selection} as selection,
               ${drawNumberTotals.amount} as amount, ${drawNumberTotals.tickets} as tickets, ${drawNumberTotals.payout} as payout
        from ${drawNumberTotals} where ${drawNumberTotals.draw_id} = ${id} and ${drawNumberTotals.currency} = ${currency}
      ), ${over}`;
  return sql`
    with per_number as (
      select ${drawNumberSales.game_type_id} as game_type_id, ${drawNumberSales.selection} as selection,
             sum(${drawNumberSales.amount}) as amount, sum(${drawNumberSales.tickets}) as tickets, sum(${drawNumberSales.payout}) as payout
      from ${drawNumberSales}
      where ${drawNumberSales.draw_id} = ${id} and ${drawNumberSales.currency} = ${currency} and ${visible}
      group by 1, 2
    ), ${over}`;
}

/**
 * A draw's exposure, per number (a game type's selection) of the tickets the scope sees: amount
 * sold, tickets, the payout if it wins, and the sales limit that binds on it — of the scopes the
 * viewer sees that sold it, the one with least left — and whose it is. Sorted and paged by the
 * database, with the figures of every number.
 */
export async function drawExposure(db: Database, id: number, scope: DataScope, query: DrawExposureQuery, now: Date): Promise<DrawExposure> {
  await catchUpWithClock(db, now);
  // One currency's sales only: two currencies are never added.
  const currency = await currencyOfRead(db, query.currency);
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
        sql`${exposureByNumber(id, scope, currency)}, paged as (
          select f.*, (o.selection is not null) as over_limit
          from per_number f left join over o on o.game_type_id = f.game_type_id and o.selection = f.selection
          where ${query.over_limit === 'true' ? sql`o.selection is not null` : sql`true`}
          order by ${order} ${direction}, f.game_type_id, f.selection
          limit ${limit} offset ${(page - 1) * limit}
        )
        select p.*, g.name as game_type_name, g.bet_format, lim.scope as limit_scope, lim.max_amount as limit_max, lim.amount as limit_sold,
               greatest(lim.max_amount - lim.amount, 0) as limit_available,
               case lim.scope
                 when 'owner' then (select u.first_name || ' ' || u.last_name from ${users} u where u.id = lim.scope_id)
                 when 'booth' then (select b.name from ${ticketBooths} b where b.id = lim.scope_id)
                 when 'seller' then (select s.label from sellers s where s.id = lim.scope_id)
               end as limit_holder
        from paged p join ${gameTypes} g on g.id = p.game_type_id
        left join lateral (
          select x.scope, x.scope_id, x.max_amount, x.amount from ${drawNumberScopeSales} x
          where x.draw_id = ${id} and x.game_type_id = p.game_type_id and x.selection = p.selection and x.currency = ${currency}
            and x.max_amount is not null and ${visibleScopeSums(scope)}
          order by x.max_amount - x.amount, x.scope, x.scope_id
          limit 1
        ) lim on true
        order by ${order} ${direction}, p.game_type_id, p.selection`,
      );
      const [figures] = await queryRows<ExposureFigures>(
        tx,
        sql`${exposureByNumber(id, scope, currency)}
        select count(*) as total, sum(amount) as total_amount, sum(tickets) as total_tickets, max(payout) as max_payout,
               (select count(*) from over o where exists (
                 select 1 from per_number f where f.game_type_id = o.game_type_id and f.selection = o.selection)) as total_over
        from per_number`,
      );
      return { rows, figures };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
  const total = Number((query.over_limit === 'true' ? figures.total_over : figures.total) ?? 0);
  return {
    draw: { ...draw, draw_at: draw.draw_at.toISOString() },
    currency,
    numbers: rows.map((row) => ({
      game_type_id: row.game_type_id,
      game_type_name: row.game_type_name,
      bet_format: row.bet_format,
      selection: row.selection,
      amount: Number(row.amount),
      tickets: Number(row.tickets),
      payout: Number(row.payout),
      limit:
        row.limit_scope === null
          ? null
          : {
              scope: row.limit_scope,
              holder: row.limit_holder,
              max_amount: Number(row.limit_max),
              sold: Number(row.limit_sold),
              available: Number(row.limit_available),
            },
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
