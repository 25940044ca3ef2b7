/** Seller accounts: rows as the API shows them, and every query on the sellers table. */
import type { SellerListQuery, SellerRow } from '@banca/contracts';
import type { AuditAction } from '@banca/contracts/enums';
import { PAGE_SIZE } from '@banca/contracts/limits';
import { and, asc, count, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { sellers, ticketBooths, users } from '../db/schema';
import { conflict, notFound, staleRecord } from '../http/errors';
import { type Audit, type AuditedDb, changedFields, recordedFields, SECRET_CHANGED } from './audit';
import { touchBooths } from './booths';
import { likePattern, pageOffset } from './paging';
import { sellerScope, type DataScope } from './scope';
import { MAX_LOGIN_ATTEMPTS } from './users';
import { nextVersion, versionMatches, type Versioned, type VersionCondition } from './versions';

/** What a seller row is read with: never the password hash. */
const sellerColumns = {
  id: sellers.id,
  ticket_booth_id: sellers.ticket_booth_id,
  ticket_booth_name: ticketBooths.name,
  seller_user_id: sellers.seller_user_id,
  label: sellers.label,
  username: sellers.username,
  is_active: sellers.is_active,
  failed_attempts: sellers.failed_attempts,
  logged_in_elsewhere: sellers.logged_in_elsewhere,
  created_at: sellers.created_at,
  updated_at: sellers.updated_at,
  assigned_at: sellers.assigned_at,
  version: sellers.version,
};

/** Sellers joined to their booth (for its name): the base of every seller read. */
function selectSellers(db: Database) {
  return db.select(sellerColumns).from(sellers).leftJoin(ticketBooths, eq(ticketBooths.id, sellers.ticket_booth_id));
}

type SellerRecord = Awaited<ReturnType<typeof selectSellers>>[number];

function sellerRowOf(seller: SellerRecord): SellerRow {
  return {
    id: seller.id,
    ticket_booth_id: seller.ticket_booth_id,
    ticket_booth_name: seller.ticket_booth_name,
    seller_user_id: seller.seller_user_id,
    label: seller.label,
    username: seller.username,
    is_active: seller.is_active,
    failed_attempts: seller.failed_attempts,
    locked: seller.failed_attempts >= MAX_LOGIN_ATTEMPTS,
    logged_in_elsewhere: seller.logged_in_elsewhere,
    created_at: seller.created_at.toISOString(),
    updated_at: seller.updated_at.toISOString(),
    assigned_at: seller.assigned_at?.toISOString() ?? null,
  };
}

/** A page of the sellers the scope sees, by id, optionally of one booth and matching a search. */
export async function listSellers(db: Database, scope: DataScope, query: SellerListQuery) {
  const page = query.page ?? 1;
  const search = query.search?.trim();
  const where = and(
    sellerScope(scope),
    query.booth_id ? eq(sellers.ticket_booth_id, query.booth_id) : undefined,
    search ? sql`${sellers.search_text} ILIKE ${likePattern(search)}` : undefined,
  );
  const [rows, [{ total }]] = await Promise.all([
    selectSellers(db).where(where).orderBy(asc(sellers.id)).limit(PAGE_SIZE).offset(pageOffset(page)),
    db.select({ total: count() }).from(sellers).where(where),
  ]);
  return { rows: rows.map(sellerRowOf), page, total };
}

/** One seller as the API shows it, with its version; 404 when it does not exist or lies outside the user's scope. */
export async function findSeller(db: Database, id: number, scope: DataScope = { kind: 'all' }): Promise<Versioned<SellerRow>> {
  const [seller] = await selectSellers(db)
    .where(and(eq(sellers.id, id), sellerScope(scope)))
    .limit(1);
  if (!seller) throw notFound('El vendedor');
  return { record: sellerRowOf(seller), version: seller.version };
}

/** Whether a live booth has this id (a seller's booth must be one). */
export async function liveBoothExists(db: Database, id: number): Promise<boolean> {
  const [booth] = await db
    .select({ id: ticketBooths.id })
    .from(ticketBooths)
    .where(and(eq(ticketBooths.id, id), isNull(ticketBooths.deleted_at)))
    .limit(1);
  return booth !== undefined;
}

/** Whether a live ticket_seller user has this id (the user a seller account may be linked to). */
export async function ticketSellerUserExists(db: Database, id: number): Promise<boolean> {
  const [user] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, id), eq(users.role, 'ticket_seller'), isNull(users.deletedat)))
    .limit(1);
  return user !== undefined;
}

const USERNAME_TAKEN = 'El nombre de usuario ya está en uso.';

/** 409 when another seller account has the username (compared lower-cased, as the unique index does). */
export async function assertSellerUsernameFree(db: Database, username: string, exceptId?: number): Promise<void> {
  const [taken] = await db
    .select({ id: sellers.id })
    .from(sellers)
    .where(and(eq(sql`lower(${sellers.username})`, username.toLowerCase()), exceptId ? ne(sellers.id, exceptId) : undefined))
    .limit(1);
  if (taken) throw conflict('username', USERNAME_TAKEN);
}

/** Two requests racing for one username: the unique index answers, with the same message. */
async function usernameUnique<T>(write: Promise<T>): Promise<T> {
  try {
    return await write;
  } catch (error) {
    const code = (error as { code?: unknown; cause?: { code?: unknown } })?.cause?.code ?? (error as { code?: unknown })?.code;
    if (code === '23505') throw conflict('username', USERNAME_TAKEN);
    throw error;
  }
}

export type SellerChanges = Partial<
  Omit<typeof sellers.$inferInsert, 'id' | 'search_text' | 'created_at' | 'updated_at' | 'assigned_at' | 'version'>
>;
export type NewSeller = SellerChanges & Pick<typeof sellers.$inferInsert, 'ticket_booth_id' | 'label' | 'username' | 'password_hash'>;

/** Creates a seller account assigned to its booth now and records it (never its hash); returns its id. */
export async function createSeller(tx: AuditedDb, audit: Audit, seller: NewSeller): Promise<number> {
  const now = new Date();
  const [created] = await usernameUnique(
    tx
      .insert(sellers)
      .values({ ...seller, created_at: now, updated_at: now, assigned_at: now })
      .returning(),
  );
  await touchBooths(tx, [seller.ticket_booth_id]);
  audit({ action: 'create', recordType: 'seller', recordId: created.id, after: recordedFields(created) });
  return created.id;
}

/**
 * Writes `changes` to a seller account if its version is one `condition` names (stamping
 * `updated_at`; moving it to another booth stamps `assigned_at` with the same moment), and moves
 * the version of the booths it leaves and works at. 404 for an unknown seller, 412 for a stale
 * condition.
 */
export async function updateSeller(
  tx: AuditedDb,
  audit: Audit,
  action: AuditAction,
  id: number,
  changes: SellerChanges,
  condition: VersionCondition,
): Promise<void> {
  const now = new Date();
  // Locked for the rest of the transaction, so the booth it leaves is the one it works at.
  const [before] = await tx.select().from(sellers).where(eq(sellers.id, id)).for('update');
  if (!before) throw notFound('El vendedor');
  const moves = changes.ticket_booth_id !== undefined && changes.ticket_booth_id !== before.ticket_booth_id;
  const [updated] = await usernameUnique(
    tx
      .update(sellers)
      .set({ ...changes, updated_at: now, version: nextVersion(sellers.version), ...(moves ? { assigned_at: now } : {}) })
      .where(and(eq(sellers.id, id), versionMatches(sellers.version, condition)))
      .returning(),
  );
  if (!updated) throw staleRecord();
  await touchBooths(tx, [before.ticket_booth_id, updated.ticket_booth_id]);
  const changed = changedFields(before, updated);
  // The trail says that a password changed, never what it is.
  if (changes.password_hash !== undefined) {
    changed.before.password = SECRET_CHANGED;
    changed.after.password = SECRET_CHANGED;
  }
  audit({ action, recordType: 'seller', recordId: id, ...changed });
}
