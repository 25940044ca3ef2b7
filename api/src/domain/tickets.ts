/** Tickets as the API shows them (list rows), and the query the tickets list and the reports share. */
import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client';
import { draws, sellers, ticketBooths, tickets } from '../db/schema';

/** The columns of a ticket row: the ticket with its booth, seller and draw names. */
export const ticketRowColumns = {
  id: tickets.id,
  code: tickets.code,
  ticket_booth_id: tickets.ticket_booth_id,
  booth_name: ticketBooths.name,
  seller_id: tickets.seller_id,
  seller_label: sellers.label,
  draw_id: tickets.draw_id,
  draw_name: draws.name,
  amount: tickets.amount,
  is_winner: tickets.is_winner,
  prize_amount: tickets.prize_amount,
  created_at: tickets.created_at,
};

type TicketRowRecord = {
  [K in keyof typeof ticketRowColumns]: (typeof ticketRowColumns)[K]['_']['data'];
};

export function ticketRowOf(row: TicketRowRecord) {
  return { ...row, created_at: row.created_at.toISOString() };
}

/** Ticket rows matching `where`, newest first (created_at desc, id desc: stable across pages). */
export async function ticketRows(db: Database, where: SQL | undefined, limit: number, offset = 0) {
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

/** One ticket row by id within `scope`, or undefined. */
export async function findTicketRow(db: Database, id: number, scope: SQL | undefined) {
  const [row] = await ticketRows(db, and(eq(tickets.id, id), scope), 1);
  return row;
}
