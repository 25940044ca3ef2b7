/** Ticket booths: rows as the API shows them, every query on booths and the sellers working at them, and their writes. */
import type { BoothDetail, BoothForm, BoothListQuery, BoothOwner } from '@banca/contracts';
import { PAGE_SIZE } from '@banca/contracts/limits';
import type { Currency } from '@banca/contracts/money';
import { and, asc, count, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { sellers, ticketBooths, tickets, users } from '../db/schema';
import { invalidField, notFound, staleRecord, type AppError } from '../errors';
import { type Audit, type AuditedDb, auditedWrite, changedFields, recordedFields } from './audit';
import { lockBooths, lockSeller } from './booth-sellers';
import { boothCurrenciesOf, readCurrencySettings } from './currencies';
import { likePattern, pageOffset } from './paging';
import { boothScope, type DataScope } from './scope';
import { nextVersion, versionMatches, type Versioned } from './versions';
import type { Write } from './writes';

/** A booth row: its sales total and its sellers are counted for the rows of the page only. */
const boothColumns = {
  id: ticketBooths.id,
  name: ticketBooths.name,
  email: ticketBooths.email,
  location: ticketBooths.location,
  amount: sql<number>`(select coalesce(sum(${tickets.amount}), 0) from ${tickets}
      where ${tickets.ticket_booth_id} = ${ticketBooths.id} and ${tickets.cancelled_at} is null)`.mapWith(Number),
  owner_id: ticketBooths.owner_id,
  owner_name: sql<string | null>`${users.first_name} || ' ' || ${users.last_name}`,
  sellers_count: sql<number>`(select count(*) from ${sellers} where ${sellers.ticket_booth_id} = ${ticketBooths.id})`.mapWith(Number),
  cancel_window_minutes: ticketBooths.cancel_window_minutes,
  currencies: sql<Currency[]>`${ticketBooths.currencies}`,
  blind_count: ticketBooths.blind_count,
};

/** Booths with their owner's name: the base of every booth read (add `liveBooth` to the filter). */
function selectBooths(db: Database) {
  return db.select(boothColumns).from(ticketBooths).leftJoin(users, eq(users.id, ticketBooths.owner_id));
}

/** Soft-deleted booths never appear. */
export const liveBooth = isNull(ticketBooths.deleted_at);

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

/**
 * The booth dialog: the row plus the sellers working there (label and username, the "name,
 * email"), with the booth's version read first: a seller changed after it only makes a later
 * write ask for a reload.
 */
export async function boothDetail(db: Database, id: number, scope: DataScope): Promise<Versioned<BoothDetail>> {
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
async function clientUserExists(db: Database, id: number): Promise<boolean> {
  // Locked until the booth's write commits: a role change of the owner (user-security.ts) waits,
  // then sees the booth; one that came first is seen here as a role that is no longer client.
  const [owner] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, id), eq(users.role, 'client'), isNull(users.deletedat)))
    .limit(1)
    .for('share');
  return owner !== undefined;
}

type BoothChanges = Partial<
  Pick<
    typeof ticketBooths.$inferInsert,
    'name' | 'email' | 'location' | 'owner_id' | 'cancel_window_minutes' | 'currencies' | 'blind_count'
  >
>;

/** The booth dialog's fields as stored: texts trimmed, the e-mail lower-cased; only the fields it sends. */
function boothOf(form: BoothForm): BoothChanges & { name: string } {
  const booth: BoothChanges & { name: string } = { name: form.name.trim() };
  if (form.email !== undefined) booth.email = form.email.trim().toLowerCase();
  if (form.location !== undefined) booth.location = form.location.trim();
  if (form.owner_id !== undefined) booth.owner_id = form.owner_id;
  if (form.cancel_window_minutes !== undefined) booth.cancel_window_minutes = form.cancel_window_minutes;
  if (form.blind_count !== undefined) booth.blind_count = form.blind_count;
  return booth;
}

/** The live client users that may own a booth, by name, at most 50, optionally matching a search. */
export async function boothOwners(db: Database, search: string | undefined): Promise<BoothOwner[]> {
  const text = search?.trim();
  return db
    .select({ id: users.id, name: sql<string>`${users.first_name} || ' ' || ${users.last_name}`, email: users.email })
    .from(users)
    .where(and(eq(users.role, 'client'), isNull(users.deletedat), text ? sql`${users.search_text} like ${likePattern(text)}` : undefined))
    .orderBy(asc(users.first_name), asc(users.last_name), asc(users.id))
    .limit(50);
}

/** In the write's transaction: 400 unless the owner the form names, if any, is a live client. */
async function checkOwner(tx: AuditedDb, booth: BoothChanges): Promise<void> {
  if (booth.owner_id !== undefined && booth.owner_id !== null && !(await clientUserExists(tx, booth.owner_id))) {
    throw invalidField('owner_id', 'El campo «owner_id» debe ser un usuario existente con rol Cliente.');
  }
}

/** Creates a booth from its dialog and records it; answers its id. 400 for an owner that is not a live client. */
export async function createBooth(db: Database, form: BoothForm, write: Write): Promise<number> {
  const booth = boothOf(form);
  booth.currencies = (await boothCurrenciesOf(db, form.currencies)) ?? [(await readCurrencySettings(db)).record.default];
  return auditedWrite(db, write.actor, async (tx, audit) => {
    await checkOwner(tx, booth);
    const [created] = await tx
      .insert(ticketBooths)
      .values({ ...booth, created_at: write.now, updated_at: write.now })
      .returning();
    audit({ action: 'create', recordType: 'booth', recordId: created.id, after: recordedFields(created) });
    return created.id;
  });
}

/** The live booth `id` in `scope` whose version `condition` names. */
export const boothUnder = (id: number, { condition, scope }: Pick<Write, 'condition' | 'scope'>) =>
  and(eq(ticketBooths.id, id), liveBooth, boothScope(scope), versionMatches(ticketBooths.version, condition));

/** Why a conditional write to a live booth updated no row: the booth is gone or out of scope (404) or If-Match is stale (412). */
export async function boothWriteRefusal(db: Database, id: number, scope: DataScope): Promise<AppError> {
  const [booth] = await db
    .select({ id: ticketBooths.id })
    .from(ticketBooths)
    .where(and(eq(ticketBooths.id, id), liveBooth, boothScope(scope)));
  return booth ? staleRecord() : notFound('La taquilla');
}

/**
 * Saves the booth dialog over a live booth (what it does not send stays): 404 for an unknown or
 * deleted booth, 400 for an owner that is not a live client, 412 for a stale If-Match. Answers the
 * booth's detail.
 */
export async function updateBooth(db: Database, id: number, form: BoothForm, write: Write): Promise<Versioned<BoothDetail>> {
  const changes = boothOf(form);
  const currencies = await boothCurrenciesOf(db, form.currencies);
  if (currencies) changes.currencies = currencies;
  return auditedWrite(db, write.actor, async (tx, audit) => {
    const [before] = await tx
      .select()
      .from(ticketBooths)
      .where(and(eq(ticketBooths.id, id), liveBooth, boothScope(write.scope)))
      .for('update');
    if (!before) throw notFound('La taquilla');
    await checkOwner(tx, changes);
    const [updated] = await tx
      .update(ticketBooths)
      .set({ ...changes, updated_at: write.now, version: nextVersion(ticketBooths.version) })
      .where(boothUnder(id, write))
      .returning();
    if (!updated) throw staleRecord();
    audit({ action: 'update', recordType: 'booth', recordId: id, ...changedFields(before, updated) });
    return boothDetail(tx, id, write.scope);
  });
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
 * Soft-deletes a booth if its version is one the write's condition names; its sellers are left
 * without a booth (their versions move). 404 for an unknown or deleted booth, 412 for a stale
 * If-Match. Answers `{ ok: true }` with the booth's last version.
 */
export async function deleteBooth(db: Database, id: number, write: Write): Promise<Versioned<{ ok: true }>> {
  const { now } = write;
  return auditedWrite(db, write.actor, async (tx, audit) => {
    // The booth first (see booth-sellers.ts): a seller joining it meanwhile has committed before
    // this UPDATE goes on, so the sellers' UPDATE below lets that one go too.
    const [deleted] = await tx
      .update(ticketBooths)
      .set({ deleted_at: now, updated_at: now, version: nextVersion(ticketBooths.version) })
      .where(boothUnder(id, write))
      .returning();
    if (!deleted) throw await boothWriteRefusal(tx, id, write.scope);
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
    return { record: { ok: true }, version: deleted.version };
  });
}

/**
 * Moves the version of a live booth whose sellers change, under the write's condition, together
 * with the other booths a seller left (all locked already); 404 or 412 (rolling the transaction
 * back) when it cannot.
 */
async function changeMembership(tx: Database, boothId: number, write: Write, others: (number | null)[]): Promise<void> {
  const otherIds = others.filter((id): id is number => id !== null && id !== boothId);
  const moved = await tx
    .update(ticketBooths)
    .set({ version: nextVersion(ticketBooths.version) })
    .where(or(boothUnder(boothId, write), otherIds.length > 0 ? inArray(ticketBooths.id, otherIds) : undefined))
    .returning({ id: ticketBooths.id });
  if (!moved.some((booth) => booth.id === boothId)) throw await boothWriteRefusal(tx, boothId, write.scope);
}

/**
 * Takes a seller account into the booth (the booth dialog), moving it from the booth it worked at,
 * if the booth's version is one the write's condition names; nothing changes when it already works
 * there. 404 for an unknown booth or seller, 412 for a stale If-Match. Answers the booth's detail.
 */
export async function addBoothSeller(db: Database, boothId: number, sellerId: number, write: Write): Promise<Versioned<BoothDetail>> {
  return auditedWrite(db, write.actor, async (tx, audit) => {
    const { seller, liveBooths } = await lockSeller(tx, sellerId, write.scope, [boothId]);
    if (!liveBooths.has(boothId)) throw notFound('La taquilla');
    if (!seller) throw notFound('El vendedor');
    if (seller.ticket_booth_id === boothId) {
      // Nothing to write, but a stale If-Match is still refused.
      const [current] = await tx.select({ id: ticketBooths.id }).from(ticketBooths).where(boothUnder(boothId, write));
      if (!current) throw await boothWriteRefusal(tx, boothId, write.scope);
      audit({
        action: 'assign_seller',
        recordType: 'booth',
        recordId: boothId,
        before: { seller_id: seller.id },
        after: { seller_id: seller.id },
      });
      return boothDetail(tx, boothId, write.scope);
    }
    await tx
      .update(sellers)
      .set({ ticket_booth_id: boothId, assigned_at: write.now, updated_at: write.now, version: nextVersion(sellers.version) })
      .where(eq(sellers.id, seller.id));
    await changeMembership(tx, boothId, write, [seller.ticket_booth_id]);
    audit({ action: 'assign_seller', recordType: 'booth', recordId: boothId, before: null, after: { seller_id: seller.id } });
    audit({
      action: 'update',
      recordType: 'seller',
      recordId: seller.id,
      before: { ticket_booth_id: seller.ticket_booth_id },
      after: { ticket_booth_id: boothId },
    });
    return boothDetail(tx, boothId, write.scope);
  });
}

/**
 * Leaves a seller account of the booth without a booth (the booth dialog), if the booth's version
 * is one the write's condition names: 404 for an unknown booth or a seller that does not work
 * there, 412 for a stale If-Match. Answers the booth's detail.
 */
export async function removeBoothSeller(db: Database, boothId: number, sellerId: number, write: Write): Promise<Versioned<BoothDetail>> {
  return auditedWrite(db, write.actor, async (tx, audit) => {
    if (!(await lockBooths(tx, [boothId])).has(boothId)) throw notFound('La taquilla');
    const [removed] = await tx
      .update(sellers)
      .set({ ticket_booth_id: null, assigned_at: null, updated_at: write.now, version: nextVersion(sellers.version) })
      .where(and(eq(sellers.id, sellerId), eq(sellers.ticket_booth_id, boothId)))
      .returning({ id: sellers.id });
    if (!removed) throw notFound('El vendedor en esta taquilla');
    await changeMembership(tx, boothId, write, []);
    audit({ action: 'remove_seller', recordType: 'booth', recordId: boothId, before: { seller_id: sellerId }, after: null });
    auditSellersLeft(audit, boothId, [sellerId]);
    return boothDetail(tx, boothId, write.scope);
  });
}
