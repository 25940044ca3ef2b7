/**
 * Draws: the list grouped by game module with its filters, one draw with the sales the caller
 * sees, and the lifecycle — open → closed (sales closed: at the draw's time by `closeDueDraws`, or
 * earlier by an administrator) → settled (result confirmed: every ticket settled). Each write is
 * one audited write (one transaction with its audit entry).
 */
import type { DrawDetail, DrawExposure, DrawExposureQuery, DrawGroup, DrawList, DrawListQuery } from '@banca/contracts';
import { type BetFormat, lineWins, type ResultFormat, resultParts, resultProblem, resultText } from '@banca/contracts/draw-rules';
import type { DrawStatus, ExposureSort } from '@banca/contracts/enums';
import { EXPOSURE_PAGE } from '@banca/contracts/limits';
import { NAMED_DRAW_TYPES } from '@banca/contracts/enums';
import { and, asc, desc, eq, gte, lte, notInArray, type SQL, sql } from 'drizzle-orm';
import { type Database, queryRows } from '../db/client';
import {
  drawNumberSales,
  drawNumberTotals,
  drawResults,
  draws,
  gameTypes,
  modules,
  ticketBooths,
  ticketLines,
  tickets,
  userGameConfigs,
  users,
} from '../db/schema';
import { badRequest, conflict, type HttpError, notFound, staleRecord } from '../http/errors';
import { type DataScope, ticketScope } from './scope';
import { withinDays } from './time';
import { type AuditActor, auditedScheduledWrite, auditedWrite } from './audit';
import { nextVersion, type Versioned, type VersionCondition, versionMatches } from './versions';
import type { Write } from './writes';

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
    })
    .from(draws)
    .innerJoin(modules, eq(modules.id, draws.module_id))
    .where(eq(draws.id, id))
    .limit(1);
  if (!found) throw notFound('El sorteo');
  const [[figures], history] = await Promise.all([
    db
      .select({
        tickets_count: sql<number>`count(*)::int`,
        sales_total: sql<number>`coalesce(sum(${tickets.amount}), 0)::float8`,
        winners_count: sql<number>`(count(*) filter (where ${tickets.is_winner}))::int`,
        prizes_total: sql<number>`coalesce(sum(${tickets.prize_amount}), 0)::float8`,
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
  const { version, ...draw } = found;
  return {
    version,
    record: {
      ...draw,
      draw_at: draw.draw_at.toISOString(),
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

/** Closes the sales of an open draw before its time. */
export async function closeDrawSales(db: Database, id: number, write: Write): Promise<Versioned<DrawDetail>> {
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
export function enterDrawResult(db: Database, id: number, numbers: readonly string[], write: Write): Promise<Versioned<DrawDetail>> {
  return confirmResult(db, id, numbers, write, 'closed');
}

/**
 * Corrects the result of a settled draw: its tickets are settled again from scratch (prizes are
 * recomputed, never added to), and the history keeps the old and the new numbers.
 */
export function correctDrawResult(db: Database, id: number, numbers: readonly string[], write: Write): Promise<Versioned<DrawDetail>> {
  return confirmResult(db, id, numbers, write, 'settled');
}

async function confirmResult(
  db: Database,
  id: number,
  numbers: readonly string[],
  write: Write,
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
      // A result is entered by a signed-in administrator (the route's access): the actor has an id.
      entered_by: write.actor.userId!,
      entered_at: write.now,
    });
    await settleTickets(tx, id, resultParts(format, text)!);
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
 * type's rule (`lineWins`); a ticket wins when any of its lines wins, and its prize is the sum of
 * its winning lines' payouts (stake × payout, as recorded on the line when sold). Everything is
 * set from scratch, so settling again (a correction) gives the same figures as settling once.
 */
export async function settleTickets(tx: Database, drawId: number, parts: readonly string[]): Promise<void> {
  const lines = await tx
    .select({ id: ticketLines.id, format: gameTypes.bet_format, selection: ticketLines.selection })
    .from(ticketLines)
    .innerJoin(tickets, eq(tickets.id, ticketLines.ticket_id))
    .innerJoin(gameTypes, eq(gameTypes.id, ticketLines.game_type_id))
    .where(eq(tickets.draw_id, drawId));
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
