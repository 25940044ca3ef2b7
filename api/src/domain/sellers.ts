/** Seller accounts: rows as the API shows them, every query on the sellers table, and its writes. */
import type { SellerForm, SellerListQuery, SellerRow, SellerUser } from '@banca/contracts';
import type { AuditAction } from '@banca/contracts/enums';
import { MIN_PASSWORD_LENGTH, PAGE_SIZE } from '@banca/contracts/limits';
import { and, asc, count, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { sellers, sessions, ticketBooths, users } from '../db/schema';
import { sqlConstraint, sqlState } from '../sql-state';
import { invalidField, notFound, staleRecord } from '../errors';
import { hashPassword } from '../security/passwords';
import type { SessionStore } from '../security/sessions';
import { SESSION_IDLE_MS } from '../security/tokens';
import { newToken } from '../security/tokens';
import { type Audit, type AuditedDb, auditedWrite, changedFields, recordedFields, SECRET_CHANGED } from './audit';
import { lockBooths, lockSeller, type SellerRecord, touchBooths } from './booth-sellers';
import { likePattern, pageOffset } from './paging';
import { sellerScope, type DataScope } from './scope';
import { clearDeviceLocks, MAX_LOGIN_ATTEMPTS } from './sign-in';
import { usernameInUse } from './users';
import { nextVersion, versionMatches, type Versioned } from './versions';
import type { Write } from './writes';

/** What a seller row is read with: never the password hash. */
const sellerColumns = {
  id: sellers.id,
  ticket_booth_id: sellers.ticket_booth_id,
  ticket_booth_name: ticketBooths.name,
  seller_user_id: sellers.seller_user_id,
  seller_user_name: sql<
    string | null
  >`(select ${users.first_name} || ' ' || ${users.last_name} from ${users} where ${users.id} = ${sellers.seller_user_id})`,
  label: sellers.label,
  username: sellers.username,
  is_active: sellers.is_active,
  failed_attempts: sellers.failed_attempts,
  locked: sql<boolean>`(${sellers.failed_attempts} >= ${MAX_LOGIN_ATTEMPTS} and coalesce(${sellers.failed_attempts_expire_at} > now(), true))`,
  terminal_since: sql<
    string | null
  >`(select to_json(${sessions.created_at}) #>> '{}' from ${sessions} where ${liveTerminalOf(sellers.id)})`,
  terminal_last_seen_at: sql<
    string | null
  >`(select to_json(${sessions.last_seen_at}) #>> '{}' from ${sessions} where ${liveTerminalOf(sellers.id)})`,
  created_at: sellers.created_at,
  updated_at: sellers.updated_at,
  assigned_at: sellers.assigned_at,
  version: sellers.version,
};

/** The live terminal session of a seller account (one at most): not revoked, not expired, not idle. */
function liveTerminalOf(sellerId: typeof sellers.id) {
  return sql`${sessions.seller_id} = ${sellerId} and ${sessions.revoked_at} is null and ${sessions.expires_at} > now()
    and ${sessions.last_seen_at} > now() - make_interval(secs => ${SESSION_IDLE_MS / 1000})`;
}

/** Sellers joined to their booth (for its name): the base of every seller read. */
function selectSellers(db: Database) {
  return db.select(sellerColumns).from(sellers).leftJoin(ticketBooths, eq(ticketBooths.id, sellers.ticket_booth_id));
}

type SellerRead = Awaited<ReturnType<typeof selectSellers>>[number];

function sellerRowOf(seller: SellerRead): SellerRow {
  return {
    id: seller.id,
    ticket_booth_id: seller.ticket_booth_id,
    ticket_booth_name: seller.ticket_booth_name,
    seller_user_id: seller.seller_user_id,
    seller_user_name: seller.seller_user_name,
    label: seller.label,
    username: seller.username,
    is_active: seller.is_active,
    failed_attempts: seller.failed_attempts,
    locked: seller.locked,
    logged_in_elsewhere: seller.terminal_since !== null,
    terminal_session:
      seller.terminal_since === null
        ? null
        : { since: new Date(seller.terminal_since).toISOString(), last_seen_at: new Date(seller.terminal_last_seen_at!).toISOString() },
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
    query.user_id ? eq(sellers.seller_user_id, query.user_id) : undefined,
    search ? sql`${sellers.search_text} ILIKE ${likePattern(search)}` : undefined,
  );
  const [rows, [{ total }]] = await Promise.all([
    selectSellers(db).where(where).orderBy(asc(sellers.id)).limit(PAGE_SIZE).offset(pageOffset(page)),
    db.select({ total: count() }).from(sellers).where(where),
  ]);
  return { rows: rows.map(sellerRowOf), page, total };
}

/** One seller as the API shows it, with its version; 404 when it does not exist or lies outside the user's scope. */
export async function findSeller(db: Database, id: number, scope: DataScope): Promise<Versioned<SellerRow>> {
  const [seller] = await selectSellers(db)
    .where(and(eq(sellers.id, id), sellerScope(scope)))
    .limit(1);
  if (!seller) throw notFound('El vendedor');
  return { record: sellerRowOf(seller), version: seller.version };
}

/** The live ticket_seller users a seller account may be linked to (up to 50, by name or e-mail). */
export async function sellerUsers(db: Database, search: string | undefined): Promise<SellerUser[]> {
  const text = search?.trim();
  return db
    .select({ id: users.id, name: sql<string>`${users.first_name} || ' ' || ${users.last_name}`, email: users.email })
    .from(users)
    .where(
      and(eq(users.role, 'ticket_seller'), isNull(users.deletedat), text ? sql`${users.search_text} like ${likePattern(text)}` : undefined),
    )
    .orderBy(asc(users.first_name), asc(users.last_name), asc(users.id))
    .limit(50);
}

/** Whether a live ticket_seller user has this id (the user a seller account may be linked to). */
async function ticketSellerUserExists(db: Database, id: number): Promise<boolean> {
  const [user] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, id), eq(users.role, 'ticket_seller'), isNull(users.deletedat)))
    .limit(1);
  return user !== undefined;
}

/** The seller dialog's fields as stored: texts trimmed, the username lower-cased (the id it sends is ignored). */
function sellerOf(form: SellerForm) {
  return {
    ticket_booth_id: form.ticket_booth_id,
    seller_user_id: form.seller_user_id ?? null,
    label: form.label.trim(),
    username: form.username.trim().toLowerCase(),
    is_active: form.is_active,
  };
}

/**
 * What a schema cannot check, in the write's transaction: the booth is live (`liveBooths`, which
 * the caller locked) and the linked user, if any, is a live ticket_seller.
 */
async function checkSellerLinks(tx: AuditedDb, seller: ReturnType<typeof sellerOf>, liveBooths: Set<number>): Promise<void> {
  if (!liveBooths.has(seller.ticket_booth_id)) {
    throw invalidField('ticket_booth_id', 'El campo «ticket_booth_id» debe ser una taquilla existente.');
  }
  if (seller.seller_user_id !== null && !(await ticketSellerUserExists(tx, seller.seller_user_id))) {
    throw invalidField('seller_user_id', 'El campo «seller_user_id» debe ser un usuario existente con rol Vendedor de Tickets.');
  }
}

/**
 * A terminal password follows the staff rule (at least MIN_PASSWORD_LENGTH characters); empty or
 * absent still means "a random secret" on create and "keep the current one" on update.
 */
function checkSellerPassword(form: SellerForm): void {
  if (form.password && form.password.length < MIN_PASSWORD_LENGTH) {
    throw invalidField('password', `El campo «password» debe tener al menos ${MIN_PASSWORD_LENGTH} caracteres.`);
  }
}

/** A username another seller account has: the unique index answers (compared lower-cased), with the 409 a form shows on the field. */
function uniqueUsernameError(error: unknown): unknown {
  return sqlState(error) === '23505' && sqlConstraint(error) === 'sellers_username_key' ? usernameInUse() : error;
}

/**
 * Creates a seller account working at its booth from now on, and records it (never its hash);
 * answers its id. 400 for a booth that is not live or a linked user that is not a live
 * ticket_seller, 409 for a username in use.
 */
export async function createSeller(db: Database, form: SellerForm, write: Write): Promise<number> {
  checkSellerPassword(form);
  // Hashed before the transaction: slow, and it reads nothing. Without a password the account gets
  // a random secret nobody knows.
  const passwordHash = await hashPassword(form.password || newToken());
  const seller = sellerOf(form);
  return auditedWrite(db, write.actor, async (tx, audit) => {
    await checkSellerLinks(tx, seller, await lockBooths(tx, [seller.ticket_booth_id]));
    const { now } = write;
    const [created] = await tx
      .insert(sellers)
      .values({ ...seller, password_hash: passwordHash, created_at: now, updated_at: now, assigned_at: now })
      .returning()
      .catch((error: unknown) => {
        throw uniqueUsernameError(error);
      });
    await touchBooths(tx, [seller.ticket_booth_id]);
    audit({ action: 'create', recordType: 'seller', recordId: created.id, after: recordedFields(created) });
    return created.id;
  });
}

type SellerChanges = Partial<
  Omit<typeof sellers.$inferInsert, 'id' | 'search_text' | 'created_at' | 'updated_at' | 'assigned_at' | 'version'>
>;

/**
 * Writes `changes` to a seller account locked by `lockSeller` if its version is one the write's
 * condition names (else 412), stamping `updated_at` — and `assigned_at` when it moves to another
 * booth —, moves the versions of the booths it leaves and works at, records `action` with the
 * fields it changed, and answers the seller as it is now.
 */
async function changeSeller(
  tx: AuditedDb,
  audit: Audit,
  action: AuditAction,
  before: SellerRecord,
  changes: SellerChanges,
  write: Write,
): Promise<Versioned<SellerRow>> {
  const moves = changes.ticket_booth_id !== undefined && changes.ticket_booth_id !== before.ticket_booth_id;
  const [updated] = await tx
    .update(sellers)
    .set({ ...changes, updated_at: write.now, version: nextVersion(sellers.version), ...(moves ? { assigned_at: write.now } : {}) })
    .where(and(eq(sellers.id, before.id), versionMatches(sellers.version, write.condition)))
    .returning()
    .catch((error: unknown) => {
      throw uniqueUsernameError(error);
    });
  if (!updated) throw staleRecord();
  await touchBooths(tx, [before.ticket_booth_id, updated.ticket_booth_id]);
  const changed = changedFields(before, updated);
  // The trail says that a password changed, never what it is.
  if (changes.password_hash !== undefined) {
    changed.before.password = SECRET_CHANGED;
    changed.after.password = SECRET_CHANGED;
  }
  audit({ action, recordType: 'seller', recordId: before.id, ...changed });
  return findSeller(tx, before.id, write.scope);
}

/**
 * Saves the seller dialog over a seller account: 404 for an unknown seller, 400 for a booth that is
 * not live or a linked user that is not a live ticket_seller, 412 for a stale If-Match, 409 for a
 * username in use. Without a password the current one stays. A new password, or the account
 * deactivated, ends its terminal session; every API instance forgets what it remembered of the
 * account (its terminal sells at its booth as it is now).
 */
export async function updateSeller(
  db: Database,
  sessions: SessionStore,
  id: number,
  form: SellerForm,
  write: Write,
): Promise<Versioned<SellerRow>> {
  checkSellerPassword(form);
  const passwordHash = form.password ? await hashPassword(form.password) : undefined;
  const seller = sellerOf(form);
  const { answer, ended } = await auditedWrite(db, write.actor, async (tx, audit) => {
    const locked = await lockSeller(tx, id, write.scope, [seller.ticket_booth_id]);
    if (!locked.seller) throw notFound('El vendedor');
    await checkSellerLinks(tx, seller, locked.liveBooths);
    const changes = passwordHash === undefined ? seller : { ...seller, password_hash: passwordHash };
    const ended = passwordHash !== undefined || !seller.is_active ? await sessions.endTerminalWithin(tx, id) : [];
    if (passwordHash !== undefined) await clearDeviceLocks(tx, `seller:${id}`);
    return { answer: await changeSeller(tx, audit, 'update', locked.seller, changes, write), ended };
  });
  await sessions.announceEnded(ended);
  await sessions.forgetSeller(id);
  return answer;
}

/**
 * Unlocks a seller account: clears its failed sign-ins (its devices' too) and ends its terminal session, so that
 * another device may sign in ("signed in on another device"). 404 for an unknown seller, 412 for a
 * stale If-Match.
 */
export async function unlockSeller(db: Database, sessions: SessionStore, id: number, write: Write): Promise<Versioned<SellerRow>> {
  const { answer, ended } = await auditedWrite(db, write.actor, async (tx, audit) => {
    const { seller } = await lockSeller(tx, id, write.scope);
    if (!seller) throw notFound('El vendedor');
    const ended = await sessions.endTerminalWithin(tx, id);
    const answer = await changeSeller(tx, audit, 'unlock', seller, { failed_attempts: 0, failed_attempts_expire_at: null }, write);
    await clearDeviceLocks(tx, `seller:${id}`);
    return { answer, ended };
  });
  await sessions.announceEnded(ended);
  return { ...answer, record: { ...answer.record, logged_in_elsewhere: false, terminal_session: null } };
}
