/** Ticket booths: rows as the API shows them, and every query on booths and the sellers working at them. */
import type { BoothDetail, BoothListQuery, BoothRow } from '@banca/contracts';
import { PAGE_SIZE } from '@banca/contracts/limits';
import { and, asc, count, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { sellers, ticketBooths, tickets, users } from '../db/schema';
import { notFound } from '../http/errors';
import { likePattern, pageOffset } from './paging';
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

/** Booths with their owner's name: the base of every booth read (add `liveBooth` to the filter). */
function selectBooths(db: Database) {
  return db.select(boothColumns).from(ticketBooths).leftJoin(users, eq(users.id, ticketBooths.owner_id));
}

/** Soft-deleted booths never appear. */
const liveBooth = isNull(ticketBooths.deleted_at);

/** A page of the live booths the scope sees, by id, matching a search over name, e-mail and location. */
export async function listBooths(db: Database, scope: DataScope, query: BoothListQuery) {
  const page = query.page ?? 1;
  const limit = query.limit ?? PAGE_SIZE;
  const search = query.search?.trim();
  const where = and(
    liveBooth,
    boothScope(scope),
    search
      ? sql`(${ticketBooths.name} || ' ' || ${ticketBooths.email} || ' ' || ${ticketBooths.location}) ILIKE ${likePattern(search)}`
      : undefined,
  );
  const [rows, [{ total }]] = await Promise.all([
    selectBooths(db).where(where).orderBy(asc(ticketBooths.id)).limit(limit).offset(pageOffset(page, limit)),
    db.select({ total: count() }).from(ticketBooths).where(where),
  ]);
  return { rows, page, limit, total };
}

/** One live booth in the user's scope, as a list row; 404 otherwise. */
export async function findBooth(db: Database, id: number, scope: DataScope = { kind: 'all' }): Promise<BoothRow> {
  const [booth] = await selectBooths(db)
    .where(and(eq(ticketBooths.id, id), liveBooth, boothScope(scope)))
    .limit(1);
  if (!booth) throw notFound('La taquilla');
  return booth;
}

/** The booth dialog: the row plus the sellers working there (label and username, the "name, email"). */
export async function boothDetail(db: Database, id: number, scope: DataScope = { kind: 'all' }): Promise<BoothDetail> {
  const booth = await findBooth(db, id, scope);
  const boothSellers = await db
    .select({ id: sellers.id, label: sellers.label, username: sellers.username, is_active: sellers.is_active })
    .from(sellers)
    .where(eq(sellers.ticket_booth_id, id))
    .orderBy(asc(sellers.id));
  return { ...booth, sellers: boothSellers };
}

/** Whether a live client user has this id (a booth's owner must be one). */
export async function clientUserExists(db: Database, id: number): Promise<boolean> {
  const [owner] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, id), eq(users.role, 'client'), isNull(users.deletedat)))
    .limit(1);
  return owner !== undefined;
}

export type BoothChanges = Partial<Pick<typeof ticketBooths.$inferInsert, 'name' | 'email' | 'location' | 'owner_id'>>;

export async function createBooth(db: Database, booth: BoothChanges & { name: string }): Promise<number> {
  const [created] = await db.insert(ticketBooths).values(booth).returning({ id: ticketBooths.id });
  return created.id;
}

export async function updateBooth(db: Database, id: number, changes: BoothChanges): Promise<void> {
  await db
    .update(ticketBooths)
    .set({ ...changes, updated_at: new Date() })
    .where(eq(ticketBooths.id, id));
}

/** Soft-deletes a booth; its sellers are left without a booth. */
export async function deleteBooth(db: Database, id: number): Promise<void> {
  const now = new Date();
  await db.transaction(async (tx) => {
    await tx.update(sellers).set({ ticket_booth_id: null, assigned_at: null, updated_at: now }).where(eq(sellers.ticket_booth_id, id));
    await tx.update(ticketBooths).set({ deleted_at: now, updated_at: now }).where(eq(ticketBooths.id, id));
  });
}

/** Moves a seller account to the booth (nothing changes when it already works there); 404 for an unknown seller. */
export async function assignSellerToBooth(db: Database, boothId: number, sellerId: number): Promise<void> {
  const [seller] = await db
    .select({ id: sellers.id, ticket_booth_id: sellers.ticket_booth_id })
    .from(sellers)
    .where(eq(sellers.id, sellerId))
    .limit(1);
  if (!seller) throw notFound('El vendedor');
  if (seller.ticket_booth_id !== boothId) {
    const now = new Date();
    await db.update(sellers).set({ ticket_booth_id: boothId, assigned_at: now, updated_at: now }).where(eq(sellers.id, seller.id));
  }
}

/** Leaves a seller account of the booth without a booth; 404 when it does not work there. */
export async function removeSellerFromBooth(db: Database, boothId: number, sellerId: number): Promise<void> {
  const [removed] = await db
    .update(sellers)
    .set({ ticket_booth_id: null, assigned_at: null, updated_at: new Date() })
    .where(and(eq(sellers.id, sellerId), eq(sellers.ticket_booth_id, boothId)))
    .returning({ id: sellers.id });
  if (!removed) throw notFound('El vendedor en esta taquilla');
}
