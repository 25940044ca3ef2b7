/**
 * Draws: the list grouped by game module with its filters, one draw with the sales the caller
 * sees, and the lifecycle — open → closed (sales closed: at the draw's time by `closeDueDraws`, or
 * earlier by an administrator) → settled (result confirmed: every ticket settled). Each write is
 * one audited write (one transaction with its audit entry).
 */
import type { DrawDetail, DrawExposure, DrawExposureQuery, DrawGroup, DrawList, DrawListQuery } from '@banca/contracts';
import { type BetFormat, lineWins, type ResultFormat, resultParts, resultProblem, resultText } from '@banca/contracts/draw-rules';
import type { DrawStatus, ExposureSort, LimitScope } from '@banca/contracts/enums';
import { EXPOSURE_PAGE } from '@banca/contracts/limits';
import { NAMED_DRAW_TYPES } from '@banca/contracts/enums';
import { and, asc, desc, eq, gte, lte, notInArray, type SQL, sql } from 'drizzle-orm';
import { type Database, queryRows } from '../db/client';
import {
  drawNumberSales,
  drawNumberScopeSales,
  drawNumberTotals,
  drawResults,
  draws,
  gameTypes,
  modules,
  ticketBooths,
  ticketLines,
  tickets,
  users,
} from '../db/schema';
import { badRequest, ConflictError, conflict, type HttpError, notFound, staleRecord } from '../http/errors';
import { type DataScope, ticketScope } from './scope';
import { withinDays } from './time';
import { type AuditActor, auditedScheduledWrite, auditedWrite } from './audit';
import { nextVersion, type Versioned, type VersionCondition, versionMatches } from './versions';

/** The author the audit trail names for what the server does by itself at a draw's time. */
export const DRAW_SCHEDULE: AuditActor = { userId: null, username: 'sistema', address: null };

/**
 * Closes the sales of every open draw whose time has come. Runs on the reads that show a draw's
 * status and periodically on every instance (jobs/close-due-draws.ts), so a draw closes at its
 * time whether or not anybody is looking; each closing is in the audit trail, by DRAW_SCHEDULE.
 * Answers how many it closed.
 */
export async function closeDueDraws(db: Database, now: Date): Promise<number> {
  const due = and(eq(draws.status, 'open'), lte(draws.draw_at, now));
  // Nearly every call finds nothing due: one read, no transaction.
  if ((await db.select({ id: draws.id }).from(draws).where(due).limit(1)).length === 0) return 0;
  return auditedScheduledWrite(db, DRAW_SCHEDULE, async (tx, audit) => {
    const closed = await tx
      .update(draws)
      .set({ status: 'closed', closed_at: draws.draw_at, version: nextVersion(draws.version) })
      .where(due)
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

/** The draws matching the filters, grouped by module (module order), newest first within a module. */
export async function listDraws(db: Database, filters: DrawListQuery, now: Date): Promise<DrawList> {
  await closeDueDraws(db, now);
  const { type, status, date, min_prize } = filters;
  const rows = await db
    .select({
      module_id: modules.id,
      module_code: modules.code,
      module_name: modules.name,
      id: draws.id,
      name: draws.name,
      created_at: draws.created_at,
      draw_at: draws.draw_at,
      status: draws.status,
      prize: draws.prize,
    })
    .from(draws)
    .innerJoin(modules, eq(modules.id, draws.module_id))
    .where(
      and(
        type === undefined ? undefined : type === 'otro' ? notInArray(modules.code, [...NAMED_DRAW_TYPES]) : eq(modules.code, type),
        status !== undefined ? eq(draws.status, status) : undefined,
        date !== undefined ? withinDays(draws.draw_at, date) : undefined,
        min_prize !== undefined ? gte(draws.prize, min_prize) : undefined,
      ),
    )
    .orderBy(asc(modules.sort_order), asc(modules.id), desc(draws.draw_at), desc(draws.id));
  const groups = new Map<number, DrawGroup>();
  for (const row of rows) {
    let group = groups.get(row.module_id);
    if (!group) {
      group = { game_type_name: row.module_name, module_id: row.module_id, module_code: row.module_code, draws: [] };
      groups.set(row.module_id, group);
    }
    group.draws.push({
      id: row.id,
      name: row.name,
      created_at: row.created_at.toISOString(),
      draw_at: row.draw_at.toISOString(),
      status: row.status,
      prize: row.prize,
    });
  }
  return { game_types: [...groups.values()] };
}

const iso = (moment: Date | null) => (moment === null ? null : moment.toISOString());

/**
 * One draw with the tickets, sales, winners and prizes of it the scope sees, and its results
 * history; 404 for an unknown id. Closes the draw's sales first when its time has come.
 */
export async function drawDetail(db: Database, id: number, scope: DataScope, now: Date): Promise<Versioned<DrawDetail>> {
  await closeDueDraws(db, now);
  return readDraw(db, id, scope);
}

async function readDraw(db: Database, id: number, scope: DataScope): Promise<Versioned<DrawDetail>> {
  const [found] = await db
    .select({
      id: draws.id,
      name: draws.name,
      module_id: draws.module_id,
      game_type_name: modules.name,
      module_code: modules.code,
      result_format: modules.result_format,
      draw_at: draws.draw_at,
      created_at: draws.created_at,
      closed_at: draws.closed_at,
      settled_at: draws.settled_at,
      status: draws.status,
      prize: draws.prize,
      winning_numbers: draws.winning_numbers,
      version: draws.version,
      cutoff_minutes: modules.cutoff_minutes,
    })
    .from(draws)
    .innerJoin(modules, eq(modules.id, draws.module_id))
    .where(eq(draws.id, id))
    .limit(1);
  if (!found) throw notFound('El sorteo');
  const counts = sql`${tickets.cancelled_at} is null`;
  const [[figures], history] = await Promise.all([
    db
      .select({
        tickets_count: sql<number>`(count(*) filter (where ${counts}))::int`,
        sales_total: sql<number>`coalesce(sum(${tickets.amount}) filter (where ${counts}), 0)::float8`,
        cancelled_count: sql<number>`(count(*) filter (where ${tickets.cancelled_at} is not null))::int`,
        winners_count: sql<number>`(count(*) filter (where ${counts} and ${tickets.is_winner}))::int`,
        prizes_total: sql<number>`coalesce(sum(${tickets.prize_amount}) filter (where ${counts} and ${tickets.is_winner}), 0)::float8`,
        prizes_paid: sql<number>`coalesce(sum(${tickets.paid_amount}), 0)::float8`,
        paid_count: sql<number>`(count(*) filter (where ${tickets.paid_at} is not null))::int`,
        prizes_unpaid: sql<number>`coalesce(sum(${tickets.prize_amount}) filter (where ${counts} and ${tickets.is_winner} and ${tickets.paid_at} is null), 0)::float8`,
      })
      .from(tickets)
      .where(and(eq(tickets.draw_id, found.id), ticketScope(scope))),
    db
      .select({
        id: drawResults.id,
        winning_numbers: drawResults.winning_numbers,
        previous_numbers: drawResults.previous_numbers,
        entered_by: sql<string>`${users.first_name} || ' ' || ${users.last_name}`,
        entered_at: drawResults.entered_at,
      })
      .from(drawResults)
      .innerJoin(users, eq(users.id, drawResults.entered_by))
      .where(eq(drawResults.draw_id, found.id))
      .orderBy(desc(drawResults.entered_at), desc(drawResults.id)),
  ]);
  const { version, cutoff_minutes, ...draw } = found;
  return {
    version,
    record: {
      ...draw,
      draw_at: draw.draw_at.toISOString(),
      cutoff_at: new Date(draw.draw_at.getTime() - cutoff_minutes * 60_000).toISOString(),
      created_at: draw.created_at.toISOString(),
      closed_at: iso(draw.closed_at),
      settled_at: iso(draw.settled_at),
      result_parts: draw.winning_numbers === null ? null : resultParts(draw.result_format, draw.winning_numbers),
      ...figures,
      results_history: history.map((entry) => ({ ...entry, entered_at: entry.entered_at.toISOString() })),
    },
  };
}

const DRAW_STATUS_CONFLICTS: Record<DrawStatus, string> = {
  open: 'Las ventas de este sorteo siguen abiertas: ciérralas antes de ingresar el resultado.',
  closed: 'Este sorteo aún no tiene resultado: ingrésalo antes de corregirlo.',
  settled: 'Este sorteo ya tiene resultado confirmado: corrígelo si es necesario.',
};

/**
 * Why a lifecycle write found no row to update: the draw does not exist (404), If-Match names
 * another version (412: somebody else changed it since it was read — the usual case of two
 * administrators at once), or it is not in the status the write needs (409).
 */
async function refusal(db: Database, id: number, expected: DrawStatus, condition: VersionCondition): Promise<HttpError> {
  const [draw] = await db.select({ status: draws.status, version: draws.version }).from(draws).where(eq(draws.id, id));
  if (!draw) return notFound('El sorteo');
  if (condition !== undefined && !condition.includes(draw.version)) return staleRecord();
  if (expected === 'open') return conflict('status', 'Las ventas de este sorteo ya están cerradas.');
  return conflict('status', DRAW_STATUS_CONFLICTS[draw.status]);
}

export interface LifecycleWrite {
  /** If-Match of the request. */
  condition: VersionCondition;
  /** The signed-in administrator. */
  userId: number;
  /** Who writes and from where, for the audit trail. */
  actor: AuditActor;
  now: Date;
  /** What the scope of the answer's figures is (the writer's own). */
  scope: DataScope;
}

/** Closes the sales of an open draw before its time. */
export async function closeDrawSales(db: Database, id: number, write: LifecycleWrite): Promise<Versioned<DrawDetail>> {
  return auditedWrite(db, write.actor, async (tx, audit) => {
    await closeDueDraws(tx, write.now);
    const [closed] = await tx
      .update(draws)
      .set({ status: 'closed', closed_at: write.now, version: nextVersion(draws.version) })
      .where(and(eq(draws.id, id), eq(draws.status, 'open'), versionMatches(draws.version, write.condition)))
      .returning({ id: draws.id });
    if (!closed) throw await refusal(tx, id, 'open', write.condition);
    audit({
      action: 'draw_close',
      recordType: 'draw',
      recordId: id,
      before: { status: 'open' },
      after: { status: 'closed', closed_at: write.now.toISOString() },
    });
    return readDraw(tx, id, write.scope);
  });
}

/** Enters the result of a closed draw and settles its tickets. */
export function enterDrawResult(
  db: Database,
  id: number,
  numbers: readonly string[],
  write: LifecycleWrite,
): Promise<Versioned<DrawDetail>> {
  return confirmResult(db, id, numbers, write, 'closed');
}

/**
 * Corrects the result of a settled draw: its tickets are settled again from scratch (prizes are
 * recomputed, never added to), and the history keeps the old and the new numbers.
 */
export function correctDrawResult(
  db: Database,
  id: number,
  numbers: readonly string[],
  write: LifecycleWrite,
): Promise<Versioned<DrawDetail>> {
  return confirmResult(db, id, numbers, write, 'settled');
}

async function confirmResult(
  db: Database,
  id: number,
  numbers: readonly string[],
  write: LifecycleWrite,
  expected: 'closed' | 'settled',
): Promise<Versioned<DrawDetail>> {
  return auditedWrite(db, write.actor, async (tx, audit) => {
    await closeDueDraws(tx, write.now);
    // Locked first: the previous numbers the history records are the ones this write replaces.
    const [draw] = await tx
      .select({ format: modules.result_format, status: draws.status, previous: draws.winning_numbers })
      .from(draws)
      .innerJoin(modules, eq(modules.id, draws.module_id))
      .where(eq(draws.id, id))
      .for('update', { of: draws });
    if (!draw) throw notFound('El sorteo');
    const format: ResultFormat = draw.format;
    const problem = resultProblem(format, numbers);
    if (problem !== null) throw badRequest('numbers', problem);
    const text = resultText(format, numbers);
    if (expected === 'settled' && draw.status === 'settled' && draw.previous === text) {
      throw badRequest('numbers', 'El resultado corregido es igual al actual.');
    }
    // The status, the version and the result change in one conditional UPDATE: of two
    // administrators confirming at once, exactly one finds the row as it expects it.
    const [updated] = await tx
      .update(draws)
      .set({ status: 'settled', winning_numbers: text, settled_at: write.now, version: nextVersion(draws.version) })
      .where(and(eq(draws.id, id), eq(draws.status, expected), versionMatches(draws.version, write.condition)))
      .returning({ id: draws.id });
    if (!updated) throw await refusal(tx, id, expected, write.condition);
    await tx.insert(drawResults).values({
      draw_id: id,
      winning_numbers: text,
      previous_numbers: expected === 'settled' ? draw.previous : null,
      entered_by: write.userId,
      entered_at: write.now,
    });
    await settleTickets(tx, id, resultParts(format, text)!);
    // A paid prize is money out of a cash drawer: a correction may not change it.
    const changedPaid = await tx
      .select({ id: tickets.id, code: tickets.code })
      .from(tickets)
      .where(
        and(
          eq(tickets.draw_id, id),
          sql`${tickets.paid_at} is not null`,
          sql`(not ${tickets.is_winner} or ${tickets.prize_amount} <> ${tickets.paid_amount})`,
        ),
      )
      .orderBy(asc(tickets.id));
    if (changedPaid.length > 0) {
      throw new ConflictError(
        'RESULT_HAS_PAID_PRIZES',
        `La corrección cambiaría premios ya pagados (${changedPaid.map((t) => t.code).join(', ')}): no se aplicó.`,
        { tickets: changedPaid },
      );
    }
    audit({
      action: expected === 'closed' ? 'draw_result' : 'draw_correction',
      recordType: 'draw',
      recordId: id,
      before: { status: draw.status, winning_numbers: draw.previous },
      after: { status: 'settled', winning_numbers: text },
    });
    return readDraw(tx, id, write.scope);
  });
}

/**
 * Settles every ticket of a draw against its result's parts: each line wins or loses by its game
 * type's rule (`lineWins`), a cancelled ticket's never; a ticket wins when any of its lines wins, and its prize is the sum of
 * its winning lines' payouts (stake × payout, as recorded on the line when sold). Everything is
 * set from scratch, so settling again (a correction) gives the same figures as settling once.
 */
export async function settleTickets(tx: Database, drawId: number, parts: readonly string[]): Promise<void> {
  const lines = await tx
    .select({ id: ticketLines.id, format: gameTypes.bet_format, selection: ticketLines.selection })
    .from(ticketLines)
    .innerJoin(tickets, eq(tickets.id, ticketLines.ticket_id))
    .innerJoin(gameTypes, eq(gameTypes.id, ticketLines.game_type_id))
    .where(and(eq(tickets.draw_id, drawId), sql`${tickets.cancelled_at} is null`));
  const winners = lines.filter((line) => lineWins(line.format as BetFormat, line.selection, parts)).map((line) => line.id);
  const winnerIds = `{${winners.join(',')}}`;
  await tx.execute(sql`
    update ${ticketLines} set is_winner = (${ticketLines.id} = any(${winnerIds}::int[]))
    where ${ticketLines.ticket_id} in (select ${tickets.id} from ${tickets} where ${tickets.draw_id} = ${drawId})
      and ${ticketLines.is_winner} is distinct from (${ticketLines.id} = any(${winnerIds}::int[]))`);
  await tx.execute(sql`
    update ${tickets} set is_winner = settled.won, prize_amount = settled.prize
    from (
      select t.id, coalesce(bool_or(l.is_winner), false) as won,
             coalesce(sum(l.potential_payout) filter (where l.is_winner), 0) as prize
      from ${tickets} t left join ${ticketLines} l on l.ticket_id = t.id
      where t.draw_id = ${drawId}
      group by t.id
    ) settled
    where ${tickets.id} = settled.id`);
}

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
function exposureByNumber(id: number, scope: DataScope): SQL {
  const visible = ticketScope(scope, drawNumberSales);
  const over = sql`over as (
      select distinct x.game_type_id, x.selection from ${drawNumberScopeSales} x
      where x.draw_id = ${id} and x.amount > x.max_amount and ${visibleScopeSums(scope)}
    )`;
  if (!visible)
    return sql`
      with per_number as (
        select ${drawNumberTotals.game_type_id} as game_type_id, ${drawNumberTotals.selection} as selection,
               ${drawNumberTotals.amount} as amount, ${drawNumberTotals.tickets} as tickets, ${drawNumberTotals.payout} as payout
        from ${drawNumberTotals} where ${drawNumberTotals.draw_id} = ${id}
      ), ${over}`;
  return sql`
    with per_number as (
      select ${drawNumberSales.game_type_id} as game_type_id, ${drawNumberSales.selection} as selection,
             sum(${drawNumberSales.amount}) as amount, sum(${drawNumberSales.tickets}) as tickets, sum(${drawNumberSales.payout}) as payout
      from ${drawNumberSales}
      where ${drawNumberSales.draw_id} = ${id} and ${visible}
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
          select f.*, (o.selection is not null) as over_limit
          from per_number f left join over o on o.game_type_id = f.game_type_id and o.selection = f.selection
          where ${query.over_limit === 'true' ? sql`o.selection is not null` : sql`true`}
          order by ${order} ${direction}, f.game_type_id, f.selection
          limit ${limit} offset ${(page - 1) * limit}
        )
        select p.*, g.name as game_type_name, lim.scope as limit_scope, lim.max_amount as limit_max, lim.amount as limit_sold,
               greatest(lim.max_amount - lim.amount, 0) as limit_available,
               case lim.scope
                 when 'owner' then (select u.first_name || ' ' || u.last_name from ${users} u where u.id = lim.scope_id)
                 when 'booth' then (select b.name from ${ticketBooths} b where b.id = lim.scope_id)
                 when 'seller' then (select s.label from sellers s where s.id = lim.scope_id)
               end as limit_holder
        from paged p join ${gameTypes} g on g.id = p.game_type_id
        left join lateral (
          select x.scope, x.scope_id, x.max_amount, x.amount from ${drawNumberScopeSales} x
          where x.draw_id = ${id} and x.game_type_id = p.game_type_id and x.selection = p.selection
            and x.max_amount is not null and ${visibleScopeSums(scope)}
          order by x.max_amount - x.amount, x.scope, x.scope_id
          limit 1
        ) lim on true
        order by ${order} ${direction}, p.game_type_id, p.selection`,
      );
      const [figures] = await queryRows<ExposureFigures>(
        tx,
        sql`${exposureByNumber(id, scope)}
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
    numbers: rows.map((row) => ({
      game_type_id: row.game_type_id,
      game_type_name: row.game_type_name,
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
