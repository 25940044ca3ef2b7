/** Ticket booths: rows as the API shows them, and every query on booths and the sellers working at them. */
import type { BoothDetail, BoothListQuery, BoothRow } from '@banca/contracts';
import { PAGE_SIZE } from '@banca/contracts/limits';
import { and, asc, count, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { sellers, ticketBooths, tickets, users } from '../db/schema';
import { notFound, staleRecord, type HttpError } from '../http/errors';
import { type Audit, type AuditedDb, changedFields, recordedFields } from './audit';
import { lockBooths, lockSeller } from './booth-sellers';
import { likePattern, pageOffset } from './paging';
import { boothScope, type DataScope } from './scope';
import { nextVersion, versionMatches, type Versioned, type VersionCondition } from './versions';

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

/**
 * The booth dialog: the row plus the sellers working there (label and username, the "name,
 * email"), with the booth's version read first: a seller changed after it only makes a later
 * write ask for a reload.
 */
export async function boothDetail(db: Database, id: number, scope: DataScope = { kind: 'all' }): Promise<Versioned<BoothDetail>> {
  const [booth] = await db
    .select({ ...boothColumns, version: ticketBooths.version })
    .from(ticketBooths)
    .leftJoin(users, eq(users.id, ticketBooths.owner_id))
    .where(and(eq(ticketBooths.id, id), liveBooth, boothScope(scope)))
    .limit(1);
  if (!booth) throw notFound('La taquilla');
  const { version, ...row } = booth;
  const boothSellers = await db
    .select({ id: sellers.id, label: sellers.label, username: sellers.username, is_active: sellers.is_active })
    .from(sellers)
    .where(eq(sellers.ticket_booth_id, id))
    .orderBy(asc(sellers.id));
  return { record: { ...row, sellers: boothSellers }, version };
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

export async function createBooth(tx: AuditedDb, audit: Audit, booth: BoothChanges & { name: string }): Promise<number> {
  const [created] = await tx.insert(ticketBooths).values(booth).returning();
  audit({ action: 'create', recordType: 'booth', recordId: created.id, after: recordedFields(created) });
  return created.id;
}

/** Why a conditional write to a live booth updated no row: the booth is gone (404) or If-Match is stale (412). */
async function refusal(db: Database, id: number): Promise<HttpError> {
  await findBooth(db, id);
  return staleRecord();
}

/** The live booth `id` whose version `condition` names. */
const boothUnder = (id: number, condition: VersionCondition) =>
  and(eq(ticketBooths.id, id), liveBooth, versionMatches(ticketBooths.version, condition));

/** Writes `changes` to a live booth if its version is one `condition` names, in one UPDATE, and records the fields it changed. */
export async function updateBooth(
  tx: AuditedDb,
  audit: Audit,
  id: number,
  changes: BoothChanges,
  condition: VersionCondition,
): Promise<void> {
  const [before] = await tx.select().from(ticketBooths).where(eq(ticketBooths.id, id)).for('update');
  const [updated] = await tx
    .update(ticketBooths)
    .set({ ...changes, updated_at: new Date(), version: nextVersion(ticketBooths.version) })
    .where(boothUnder(id, condition))
    .returning();
  if (!before || !updated) throw await refusal(tx, id);
  audit({ action: 'update', recordType: 'booth', recordId: id, ...changedFields(before, updated) });
}

/** Records that sellers left a booth (their `ticket_booth_id` became null). */
function auditSellersLeft(audit: Audit, boothId: number, sellerIds: number[]): void {
  for (const sellerId of sellerIds) {
    audit({
      action: 'update',
      recordType: 'seller',
      recordId: sellerId,
      before: { ticket_booth_id: boothId },
      after: { ticket_booth_id: null },
    });
  }
}

/**
 * Soft-deletes a booth if its version is one `condition` names; its sellers are left without a
 * booth (their versions move). Answers the booth's last version.
 */
export async function deleteBooth(tx: AuditedDb, audit: Audit, id: number, condition: VersionCondition): Promise<number> {
  const now = new Date();
  // The booth first (see booth-sellers.ts): a seller joining it meanwhile has committed before this
  // UPDATE goes on, so the sellers' UPDATE below lets that one go too.
  const [deleted] = await tx
    .update(ticketBooths)
    .set({ deleted_at: now, updated_at: now, version: nextVersion(ticketBooths.version) })
    .where(boothUnder(id, condition))
    .returning();
  if (!deleted) throw await refusal(tx, id);
  const left = await tx
    .update(sellers)
    .set({ ticket_booth_id: null, assigned_at: null, updated_at: now, version: nextVersion(sellers.version) })
    .where(eq(sellers.ticket_booth_id, id))
    .returning({ id: sellers.id });
  auditSellersLeft(
    audit,
    id,
    left.map((seller) => seller.id),
  );
  audit({ action: 'delete', recordType: 'booth', recordId: id, before: { deleted_at: null }, after: { deleted_at: now.toISOString() } });
  return deleted.version;
}

/**
 * Moves the version of a live booth whose sellers change, under `condition`, together with the
 * other booths a seller left; 404 or 412 (rolling the transaction back) when it cannot.
 */
async function changeMembership(tx: Database, boothId: number, condition: VersionCondition, others: (number | null)[]): Promise<void> {
  const otherIds = others.filter((id): id is number => id !== null && id !== boothId);
  const moved = await tx
    .update(ticketBooths)
    .set({ version: nextVersion(ticketBooths.version) })
    .where(or(boothUnder(boothId, condition), otherIds.length > 0 ? inArray(ticketBooths.id, otherIds) : undefined))
    .returning({ id: ticketBooths.id });
  if (!moved.some((booth) => booth.id === boothId)) throw await refusal(tx, boothId);
}

/**
 * Moves a seller account to the booth, if the booth's version is one `condition` names (nothing
 * changes when it already works there); 404 for an unknown seller.
 */
export async function assignSellerToBooth(
  tx: AuditedDb,
  audit: Audit,
  boothId: number,
  sellerId: number,
  condition: VersionCondition,
): Promise<void> {
  const { seller } = await lockSeller(tx, sellerId, { kind: 'all' }, [boothId]);
  if (seller.ticket_booth_id === boothId) {
    // Nothing to write, but a stale If-Match is still refused.
    const [current] = await tx.select({ id: ticketBooths.id }).from(ticketBooths).where(boothUnder(boothId, condition));
    if (!current) throw await refusal(tx, boothId);
    audit({
      action: 'assign_seller',
      recordType: 'booth',
      recordId: boothId,
      before: { seller_id: seller.id },
      after: { seller_id: seller.id },
    });
    return;
  }
  const now = new Date();
  await tx
    .update(sellers)
    .set({ ticket_booth_id: boothId, assigned_at: now, updated_at: now, version: nextVersion(sellers.version) })
    .where(eq(sellers.id, seller.id));
  await changeMembership(tx, boothId, condition, [seller.ticket_booth_id]);
  audit({ action: 'assign_seller', recordType: 'booth', recordId: boothId, before: null, after: { seller_id: seller.id } });
  audit({
    action: 'update',
    recordType: 'seller',
    recordId: seller.id,
    before: { ticket_booth_id: seller.ticket_booth_id },
    after: { ticket_booth_id: boothId },
  });
}

/**
 * Leaves a seller account of the booth without a booth, if the booth's version is one
 * `condition` names; 404 when it does not work there.
 */
export async function removeSellerFromBooth(
  tx: AuditedDb,
  audit: Audit,
  boothId: number,
  sellerId: number,
  condition: VersionCondition,
): Promise<void> {
  await lockBooths(tx, [boothId]);
  const [removed] = await tx
    .update(sellers)
    .set({ ticket_booth_id: null, assigned_at: null, updated_at: new Date(), version: nextVersion(sellers.version) })
    .where(and(eq(sellers.id, sellerId), eq(sellers.ticket_booth_id, boothId)))
    .returning({ id: sellers.id });
  if (!removed) throw notFound('El vendedor en esta taquilla');
  await changeMembership(tx, boothId, condition, []);
  audit({ action: 'remove_seller', recordType: 'booth', recordId: boothId, before: { seller_id: sellerId }, after: null });
  auditSellersLeft(audit, boothId, [sellerId]);
}
