/** Ticket booths as the API shows them, and the queries the booths routes share. */
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { sellers, ticketBooths, tickets, users } from '../db/schema';
import { notFound } from '../http/errors';
import { boothScope, type DataScope } from './scope';

/** A booth row: its sales total and its sellers are counted for the rows of the page only. */
const boothColumns = {
  id: ticketBooths.id,
  name: ticketBooths.name,
  email: ticketBooths.email,
  location: ticketBooths.location,
  amount:
    sql<number>`(select coalesce(sum(${tickets.amount}), 0) from ${tickets} where ${tickets.ticket_booth_id} = ${ticketBooths.id})`.mapWith(
      Number,
    ),
  owner_id: ticketBooths.owner_id,
  owner_name: sql<string | null>`${users.first_name} || ' ' || ${users.last_name}`,
  sellers_count: sql<number>`(select count(*) from ${sellers} where ${sellers.ticket_booth_id} = ${ticketBooths.id})`.mapWith(Number),
};

/** Booths with their owner's name: the base of every booth read (add `liveBooths` to the filter). */
export function selectBooths(db: Database) {
  return db.select(boothColumns).from(ticketBooths).leftJoin(users, eq(users.id, ticketBooths.owner_id));
}

/** Soft-deleted booths never appear. */
export const liveBooth = isNull(ticketBooths.deleted_at);

export type BoothRow = Awaited<ReturnType<typeof selectBooths>>[number];

/** One live booth in the user's scope, as a list row; 404 otherwise. */
export async function findBooth(db: Database, id: number, scope: DataScope = { kind: 'all' }): Promise<BoothRow> {
  const [booth] = await selectBooths(db)
    .where(and(eq(ticketBooths.id, id), liveBooth, boothScope(scope)))
    .limit(1);
  if (!booth) throw notFound('La taquilla');
  return booth;
}

/** The booth dialog: the row plus the sellers working there (label and username, the "name, email"). */
export async function boothDetail(db: Database, id: number, scope: DataScope = { kind: 'all' }) {
  const booth = await findBooth(db, id, scope);
  const boothSellers = await db
    .select({ id: sellers.id, label: sellers.label, username: sellers.username, is_active: sellers.is_active })
    .from(sellers)
    .where(eq(sellers.ticket_booth_id, id))
    .orderBy(asc(sellers.id));
  return { ...booth, sellers: boothSellers };
}
