/**
 * Draws as the API shows them: the list grouped by game module with its filters, and one draw with
 * the sales the caller sees and its results history. Both close the sales of the draws whose time
 * came (the list while it reads, showing their status as their time gives it), so a draw's status
 * is never read stale.
 */
import type { DrawDetail, DrawGroup, DrawList, DrawListQuery } from '@banca/contracts';
import { resultParts } from '@banca/contracts/draw-rules';
import { NAMED_DRAW_TYPES } from '@banca/contracts/enums';
import { and, asc, desc, eq, gte, notInArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { drawResults, draws, modules, tickets, users } from '../../db/schema';
import { notFound } from '../../errors';
import { type DataScope, ticketScope } from '../scope';
import { withinDays } from '../time';
import type { Versioned } from '../versions';
import { closeDueDraws, drawStatusAt } from './schedule';

/** The draws matching the filters, grouped by module (module order), newest first within a module. */
export async function listDraws(db: Database, filters: DrawListQuery, now: Date): Promise<DrawList> {
  const { module_id, type, status, date, min_prize } = filters;
  const statusNow = drawStatusAt(now);
  const [, rows] = await Promise.all([
    closeDueDraws(db, now),
    db
      .select({
        module_id: modules.id,
        module_code: modules.code,
        module_name: modules.name,
        id: draws.id,
        name: draws.name,
        created_at: draws.created_at,
        draw_at: draws.draw_at,
        status: statusNow,
        prize: draws.prize,
      })
      .from(draws)
      .innerJoin(modules, eq(modules.id, draws.module_id))
      .where(
        and(
          module_id === undefined ? undefined : eq(modules.id, module_id),
          type === undefined ? undefined : type === 'otro' ? notInArray(modules.code, [...NAMED_DRAW_TYPES]) : eq(modules.code, type),
          status !== undefined ? eq(statusNow, status) : undefined,
          date !== undefined ? withinDays(draws.draw_at, date) : undefined,
          min_prize !== undefined ? gte(draws.prize, min_prize) : undefined,
        ),
      )
      .orderBy(asc(modules.sort_order), asc(modules.id), desc(draws.draw_at), desc(draws.id)),
  ]);
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

/** One draw as `drawDetail` answers it, read through `db` (a write reads it in its transaction). */
export async function readDraw(db: Database, id: number, scope: DataScope): Promise<Versioned<DrawDetail>> {
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
      origin: draws.origin,
      suspended_at: draws.suspended_at,
      suspend_reason: draws.suspend_reason,
      prize: draws.prize,
      winning_numbers: draws.winning_numbers,
      version: draws.version,
      cutoff_minutes: modules.cutoff_minutes,
      auto_results: modules.auto_results,
      proposed_numbers: draws.proposed_numbers,
      proposed_source: draws.proposed_source,
      proposed_at: draws.proposed_at,
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
        cancelled_count: sql<number>`(count(*) filter (where ${tickets.cancelled_at} is not null and ${tickets.refunded_at} is null))::int`,
        refunded_count: sql<number>`(count(*) filter (where ${tickets.refunded_at} is not null))::int`,
        refunds_total: sql<number>`coalesce(sum(${tickets.amount}) filter (where ${tickets.refunded_at} is not null), 0)::float8`,
        refunds_paid: sql<number>`coalesce(sum(${tickets.amount}) filter (where ${tickets.refund_paid_at} is not null), 0)::float8`,
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
        entered_by: sql<string>`coalesce(${users.first_name} || ' ' || ${users.last_name}, 'Resultados: ' || ${drawResults.source})`,
        entered_at: drawResults.entered_at,
      })
      .from(drawResults)
      .leftJoin(users, eq(users.id, drawResults.entered_by))
      .where(eq(drawResults.draw_id, found.id))
      // Newest first in the order they applied: the sequence, whatever the clocks said.
      .orderBy(desc(drawResults.id)),
  ]);
  const { version, cutoff_minutes, proposed_numbers, proposed_source, proposed_at, ...draw } = found;
  return {
    version,
    record: {
      ...draw,
      draw_at: draw.draw_at.toISOString(),
      cutoff_at: new Date(draw.draw_at.getTime() - cutoff_minutes * 60_000).toISOString(),
      created_at: draw.created_at.toISOString(),
      closed_at: iso(draw.closed_at),
      settled_at: iso(draw.settled_at),
      suspended_at: iso(draw.suspended_at),
      result_parts: draw.winning_numbers === null ? null : resultParts(draw.result_format, draw.winning_numbers),
      proposed_result:
        proposed_numbers === null
          ? null
          : {
              numbers: proposed_numbers,
              parts: resultParts(draw.result_format, proposed_numbers) ?? [proposed_numbers],
              source: proposed_source ?? '',
              proposed_at: (proposed_at ?? draw.draw_at).toISOString(),
            },
      ...figures,
      results_history: history.map((entry) => ({ ...entry, entered_at: entry.entered_at.toISOString() })),
    },
  };
}
