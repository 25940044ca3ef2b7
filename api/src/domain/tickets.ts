/** Tickets: rows as the API shows them (the tickets list and the reports share them), and the whole ticket. */
import type { TicketDetail, TicketListQuery, TicketRow } from '@banca/contracts';
import type { TicketStatus } from '@banca/contracts/enums';
import { PAGE_SIZE } from '@banca/contracts/limits';
import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client';
import { draws, gameTypes, sellers, ticketBooths, ticketLines, tickets } from '../db/schema';
import { notFound } from '../http/errors';
import { likePattern, pageOffset } from './paging';
import { type DataScope, ticketScope } from './scope';

/** A ticket's result: pending until its draw is settled, then winner or loser. */
const ticketStatus = sql<TicketStatus>`case when ${draws.status} <> 'settled' then 'pending' when ${tickets.is_winner} then 'winner' else 'loser' end`;

/** Tickets of one status (the filter of the tickets list). */
export function ticketStatusIs(status: TicketStatus): SQL {
  const settled = sql`${tickets.draw_id} in (select ${draws.id} from ${draws} where ${draws.status} = 'settled')`;
  if (status === 'pending') return sql`not (${settled})`;
  return and(settled, eq(tickets.is_winner, status === 'winner'))!;
}

/** The columns of a ticket row: the ticket with its booth, seller and draw names. */
const ticketRowColumns = {
  id: tickets.id,
  code: tickets.code,
  ticket_booth_id: tickets.ticket_booth_id,
  booth_name: ticketBooths.name,
  seller_id: tickets.seller_id,
  seller_label: sellers.label,
  draw_id: tickets.draw_id,
  draw_name: draws.name,
  amount: tickets.amount,
  status: ticketStatus,
  is_winner: tickets.is_winner,
  prize_amount: tickets.prize_amount,
  created_at: tickets.created_at,
};

type TicketRowRecord = {
  [K in keyof typeof ticketRowColumns]: (typeof ticketRowColumns)[K] extends SQL<infer T>
    ? T
    : (typeof ticketRowColumns)[K] extends { _: { data: infer D } }
      ? D
      : never;
};

function ticketRowOf(row: TicketRowRecord): TicketRow {
  return { ...row, created_at: row.created_at.toISOString() };
}

/** Ticket rows matching `where`, newest first (created_at desc, id desc: stable across pages). */
export async function ticketRows(db: Database, where: SQL | undefined, limit: number, offset = 0): Promise<TicketRow[]> {
  const rows = await db
    .select(ticketRowColumns)
    .from(tickets)
    .innerJoin(ticketBooths, eq(ticketBooths.id, tickets.ticket_booth_id))
    .innerJoin(sellers, eq(sellers.id, tickets.seller_id))
    .innerJoin(draws, eq(draws.id, tickets.draw_id))
    .where(where)
    .orderBy(desc(tickets.created_at), desc(tickets.id))
    .limit(limit)
    .offset(offset);
  return rows.map(ticketRowOf);
}

/** A page of the tickets the scope sees, searching by code, optionally of one booth and of one status. */
export async function listTickets(db: Database, scope: DataScope, query: TicketListQuery) {
  const { booth_id, status } = query;
  const page = query.page ?? 1;
  const search = query.search?.trim();
  const where = and(
    ticketScope(scope),
    search ? sql`${tickets.code} ILIKE ${likePattern(search)}` : undefined,
    booth_id !== undefined ? eq(tickets.ticket_booth_id, booth_id) : undefined,
    status !== undefined ? ticketStatusIs(status) : undefined,
  );
  const [rows, [{ total }]] = await Promise.all([
    ticketRows(db, where, PAGE_SIZE, pageOffset(page)),
    db.select({ total: count() }).from(tickets).where(where),
  ]);
  return { rows, page, total };
}

/** One whole ticket the scope sees (row, draw and lines); 404 otherwise. */
export async function ticketDetail(db: Database, id: number, scope: DataScope): Promise<TicketDetail> {
  const [row] = await ticketRows(db, and(eq(tickets.id, id), ticketScope(scope)), 1);
  if (!row) throw notFound('El ticket');
  const [[draw], lines] = await Promise.all([
    db
      .select({
        id: draws.id,
        name: draws.name,
        draw_at: draws.draw_at,
        status: draws.status,
        winning_numbers: draws.winning_numbers,
      })
      .from(draws)
      .where(eq(draws.id, row.draw_id)),
    db
      .select({
        id: ticketLines.id,
        game_type_name: gameTypes.name,
        kind: gameTypes.kind,
        selection: ticketLines.selection,
        amount: ticketLines.amount,
        potential_payout: ticketLines.potential_payout,
        is_winner: ticketLines.is_winner,
      })
      .from(ticketLines)
      .innerJoin(gameTypes, eq(gameTypes.id, ticketLines.game_type_id))
      .where(eq(ticketLines.ticket_id, row.id))
      .orderBy(asc(ticketLines.id)),
  ]);
  return { ...row, draw: { ...draw, draw_at: draw.draw_at.toISOString() }, lines };
}
