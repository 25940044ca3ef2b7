/** Users: records as the API shows them, and every query on the users table outside sign-in sessions. */
import type { Profile, UserRow, UserSecurity } from '@banca/contracts';
import { USER_LEVEL_OF } from '@banca/contracts/enums';
import { PAGE_SIZE } from '@banca/contracts/limits';
import { and, eq, inArray, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import type { AuditAction } from '@banca/contracts/enums';
import { type Database, queryRows } from '../db/client';
import { users } from '../db/schema';
import { sqlConstraint, sqlState } from '../db/sql-state';
import { badRequest, conflict, HttpError, notFound, staleRecord } from '../http/errors';
import { type Audit, type AuditActor, type AuditedDb, auditedWrite, changedFields, recordedFields, SECRET_CHANGED } from './audit';
import type { ListCache } from './list-cache';
import type { SessionStore } from '../security/sessions';
import { likePattern, pageOffset } from './paging';
import { clearDeviceLocks, MAX_LOGIN_ATTEMPTS } from './sign-in';
import { nextVersion, versionMatches, type VersionCondition } from './versions';

/** The list cache's namespace of everything read from the users table. */
export const USERS_NAMESPACE = 'users';

export { MAX_LOGIN_ATTEMPTS };

/** The failed sign-ins that still count (their period has not ended). */
export function countingAttempts(user: Pick<UserRecord, 'loginattempts' | 'loginattempts_expire_at'>, now = Date.now()): number {
  return user.loginattempts_expire_at && user.loginattempts_expire_at.getTime() > now ? user.loginattempts : 0;
}

/** A users table record (with its hash and search text: never sent as is). */
export type UserRecord = typeof users.$inferSelect;

export function profileOf(user: UserRecord): Profile {
  return {
    id: user.id,
    auth_user_id: user.id,
    username: user.username,
    role: user.role,
    first_name: user.first_name,
    last_name: user.last_name,
    document_type: user.document_type,
    document_number: user.document_number,
    email: user.email,
    phone: user.phone,
    language: user.language,
    country: user.country,
    timezone: user.timezone,
    avatar: user.avatar,
    registration_date: user.createdat.toISOString(),
  };
}

export function securityOf(user: UserRecord): UserSecurity {
  return {
    username: user.username,
    email: user.email,
    loginattempts: countingAttempts(user),
    locked: countingAttempts(user) >= MAX_LOGIN_ATTEMPTS,
    isactive: user.isactive,
    isverified: user.isverified,
    lastlogin: user.lastlogin?.toISOString() ?? null,
    createdat: user.createdat.toISOString(),
    deletedat: user.deletedat?.toISOString() ?? null,
  };
}

/** Only what a list row shows: the wide columns (search text, hashes) stay in the database. */
export const LIST_COLUMNS = {
  id: users.id,
  username: users.username,
  first_name: users.first_name,
  last_name: users.last_name,
  document_type: users.document_type,
  document_number: users.document_number,
  email: users.email,
  avatar: users.avatar,
  role: users.role,
  account_balance: users.account_balance,
  country: users.country,
  isactive: users.isactive,
  loginattempts: users.loginattempts,
  loginattempts_expire_at: users.loginattempts_expire_at,
};

export function listRowOf(user: Pick<UserRecord, keyof typeof LIST_COLUMNS>): UserRow {
  return {
    id: user.id,
    auth_user_id: user.id,
    username: user.username,
    first_name: user.first_name,
    last_name: user.last_name,
    document_type: user.document_type,
    document_number: user.document_number,
    email: user.email,
    avatar: user.avatar,
    role: user.role,
    user_level: USER_LEVEL_OF[user.role],
    account_balance: user.account_balance,
    country: user.country,
    isactive: user.isactive,
    locked: countingAttempts(user) >= MAX_LOGIN_ATTEMPTS,
  };
}

export async function findUser(db: Database, id: number): Promise<UserRecord> {
  const [user] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  if (!user) throw notFound('El usuario');
  return user;
}

/** A user that may still be changed: deleted accounts are kept for the record but are read-only. */
export async function findLiveUser(db: Database, id: number): Promise<UserRecord> {
  const user = await findUser(db, id);
  if (user.deletedat) throw new HttpError(409, 'El usuario fue eliminado y ya no se puede modificar.');
  return user;
}

/** A row of `users_list_page`: the total beside each row of the page, or alone when the page is empty. */
type ListPageRow = { total: number } & ({ [K in keyof typeof LIST_COLUMNS]: UserRecord[K] } | { [K in keyof typeof LIST_COLUMNS]: null });

/**
 * The users list: the hottest query of the back-office (see the benchmark). Each page is one call
 * of `users_list_page(pattern, skip, size)` (drizzle/0002, its columns 0006), which returns the page and its total:
 *
 * - The total comes from `users_search_totals`, which the database keeps exact for every stored
 *   search (triggers on users; the empty search is the pattern `%%`), so nothing counts 100,000
 *   rows per call; a search not stored yet is counted once (`users_search_total`) and stored.
 * - The page is read one of three ways, chosen from the totals: while matches are frequent, by
 *   walking the live users in id order until the page is full — from the first id, or back from
 *   the last one past the middle, so the last page is as cheap as the first; when they are rare, by
 *   collecting them all through the trigram index and sorting. A walk reads about (skipped + page)
 *   × live ÷ matching rows, a collection `matching` rows at some three times the cost each
 *   (measured on PGlite).
 *
 * One statement rather than several keeps PGlite's per-statement cost (parsing, planning, its
 * wire protocol in JavaScript) to one per page, and the function keeps its plans. Its columns are
 * LIST_COLUMNS (a test holds them equal). Pages of the plain list are also kept in the list cache,
 * which every users write clears on every instance (see the hook in routes/users).
 */
export class UserListQueries {
  constructor(
    private readonly db: Database,
    private readonly cache: ListCache,
  ) {}

  async page(page: number, search: string): Promise<{ rows: UserRow[]; total: number }> {
    const offset = pageOffset(page);
    if (!search) return this.cache.get(USERS_NAMESPACE, `page:${page}`, () => this.read('', offset));
    return this.read(search, offset);
  }

  private async read(search: string, offset: number): Promise<{ rows: UserRow[]; total: number }> {
    const found = await queryRows<ListPageRow>(
      this.db,
      sql`SELECT * FROM users_list_page(${likePattern(search)}, ${offset}::integer, ${PAGE_SIZE}::integer)`,
    );
    const rows = found.flatMap((row) =>
      row.id === null
        ? []
        : [
            listRowOf({
              ...row,
              account_balance: Number(row.account_balance),
              loginattempts_expire_at: row.loginattempts_expire_at && new Date(row.loginattempts_expire_at),
            }),
          ],
    );
    return { rows, total: found[0].total };
  }
}

const USERNAME_TAKEN = 'El nombre de usuario ya está en uso.';
const EMAIL_TAKEN = 'El correo ya está registrado para otro usuario.';
const USERNAME_IS_ANOTHER_EMAIL = 'El nombre de usuario es el correo de otro usuario.';

/** Whether a username is taken (compared as the unique index does, lower-cased). */
export async function usernameTaken(db: Database, username: string): Promise<boolean> {
  const [taken] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.username})`, username.toLowerCase()))
    .limit(1);
  return taken !== undefined;
}

/** The 409 of a username in use. */
export const usernameInUse = () => conflict('username', USERNAME_TAKEN);

/**
 * Sign-in takes a username or an e-mail, so each must lead to one live user: an e-mail that another
 * live user has as e-mail or username, or a username that is another live user's e-mail, is a 400
 * naming the field. (The unique index on live e-mails backs the e-mail rule up against races.)
 */
export async function checkSignInNames(db: Database, names: { email: string; username?: string }, exceptId?: number): Promise<void> {
  const email = names.email.toLowerCase();
  const username = names.username?.toLowerCase();
  const wanted = username && username !== email ? [email, username] : [email];
  const others = await db
    .select({ username: sql<string>`lower(${users.username})`, email: sql<string>`lower(${users.email})` })
    .from(users)
    .where(
      and(
        isNull(users.deletedat),
        exceptId === undefined ? undefined : ne(users.id, exceptId),
        or(inArray(sql`lower(${users.email})`, wanted), inArray(sql`lower(${users.username})`, wanted)),
      ),
    )
    .limit(4);
  if (others.some((other) => other.email === email || other.username === email)) throw badRequest('email', EMAIL_TAKEN);
  if (username && others.some((other) => other.email === username)) throw badRequest('username', USERNAME_IS_ANOTHER_EMAIL);
}

/** A write that lost a race to another with the same e-mail or username answers as the checks above do. */
function uniqueNameError(error: unknown): unknown {
  if (sqlState(error) !== '23505') return error;
  const constraint = sqlConstraint(error);
  if (constraint === 'users_email_live_key') return badRequest('email', EMAIL_TAKEN);
  if (constraint === 'users_username_key') return usernameInUse();
  return error;
}

export type NewUser = Omit<typeof users.$inferInsert, 'id' | 'search_text'>;
/** What a write sets on a user: values, or SQL computed from the row (e.g. a counter plus one). */
export type UserChanges = { [K in keyof NewUser]?: NewUser[K] | SQL };

/** Creates a user and records it (its fields, never its hash); returns its id. */
export async function createUser(tx: AuditedDb, audit: Audit, user: NewUser): Promise<number> {
  let created: UserRecord;
  try {
    [created] = await tx.insert(users).values(user).returning();
  } catch (error) {
    throw uniqueNameError(error);
  }
  audit({ action: 'create', recordType: 'user', recordId: created.id, after: recordedFields(created) });
  return created.id;
}

/** Why a write to a live user updated no row: the user is unknown (404) or deleted (409), or If-Match is stale (412). */
async function refusal(db: Database, id: number): Promise<HttpError> {
  await findLiveUser(db, id);
  return staleRecord();
}

/** The user's row, locked until the transaction ends: the state a write's audit compares with. */
async function lockUser(tx: AuditedDb, id: number): Promise<UserRecord> {
  const [user] = await tx.select().from(users).where(eq(users.id, id)).for('update');
  if (!user) throw notFound('El usuario');
  return user;
}

/**
 * Writes `changes` to a live user (stamping `updatedat`, moving the version) if its version is one
 * `condition` names, in one UPDATE, and records `action` with the fields it changed; returns the
 * updated record.
 */
export async function updateUser(
  tx: AuditedDb,
  audit: Audit,
  action: AuditAction,
  id: number,
  changes: UserChanges,
  condition: VersionCondition,
): Promise<UserRecord> {
  const before = await lockUser(tx, id);
  let updated: UserRecord | undefined;
  try {
    [updated] = await tx
      .update(users)
      .set({ ...changes, updatedat: new Date(), version: nextVersion(users.version) })
      .where(and(eq(users.id, id), isNull(users.deletedat), versionMatches(users.version, condition)))
      .returning();
  } catch (error) {
    throw uniqueNameError(error);
  }
  if (!updated) throw await refusal(tx, id);
  const changed = changedFields(before, updated);
  // The trail says that a password changed, never what it is.
  if (changes.password_hash !== undefined) {
    changed.before.password = SECRET_CHANGED;
    changed.after.password = SECRET_CHANGED;
  }
  audit({ action, recordType: 'user', recordId: id, ...changed });
  return updated;
}

/**
 * A write to what hangs from a live user (its settings, modules, game configurations) under
 * `condition`: in one transaction the user's version moves first — the conditional UPDATE that
 * also makes concurrent writers of this user wait their turn — then `write` runs. What `write`
 * answers, it reads in the same transaction, so it matches the new version.
 */
export async function writeBelowUser<T>(
  tx: AuditedDb,
  id: number,
  condition: VersionCondition,
  write: () => Promise<T>,
): Promise<{ answer: T; version: number }> {
  const [moved] = await tx
    .update(users)
    .set({ version: nextVersion(users.version) })
    .where(and(eq(users.id, id), isNull(users.deletedat), versionMatches(users.version, condition)))
    .returning({ version: users.version });
  if (!moved) throw await refusal(tx, id);
  return { answer: await write(), version: moved.version };
}

/**
 * A new password, set by an administrator (`action` 'password') or by the user themself
 * ('own_password'): raises the password version, so every session made with
 * the old one is invalid (see SessionStore), and clears the failed sign-ins, which were against the
 * old one. It is an edit of the user, so its version moves. The caller revokes the user's sessions too.
 */
export async function setPassword(
  tx: AuditedDb,
  audit: Audit,
  id: number,
  passwordHash: string,
  condition: VersionCondition,
  action: Extract<AuditAction, 'password' | 'own_password'> = 'password',
): Promise<UserRecord> {
  const user = await updateUser(
    tx,
    audit,
    action,
    id,
    { password_hash: passwordHash, password_version: sql`${users.password_version} + 1`, loginattempts: 0, loginattempts_expire_at: null },
    condition,
  );
  await clearDeviceLocks(tx, `user:${id}`);
  return user;
}

/** What one's own password change needs: who, from which session, and the password version it checked. */
export interface OwnPasswordChange {
  userId: number;
  /** The session making the change: it stays signed in. */
  sessionId: number;
  /** The version of the current password the caller checked: the change is made only if it is still the user's. */
  passwordVersion: number;
  passwordHash: string;
  /** If-Match of the user's record. */
  condition: VersionCondition;
}

export const PASSWORD_CHANGED_MEANWHILE = 'Tu contraseña cambió mientras tanto. Vuelve a escribir la contraseña actual.';

/** Why one's own password change updated no row: the password changed meanwhile (409), or If-Match is stale (412). */
async function ownPasswordRefusal(db: Database, change: OwnPasswordChange): Promise<HttpError> {
  const user = await findLiveUser(db, change.userId);
  return user.password_version === change.passwordVersion ? staleRecord() : new HttpError(409, PASSWORD_CHANGED_MEANWHILE);
}

/**
 * A user changes their own password, in one transaction: the new hash and a raised password
 * version — only if the checked one is still current (else 409) and the user's version is one
 * `condition` names (else 412) — with the failed sign-ins cleared and the user's version moved
 * (an edit); the session making the change is bound to the new version and the user's other
 * sessions are revoked. The revocation is published once it has committed.
 */
export async function changeOwnPassword(
  db: Database,
  sessions: SessionStore,
  actor: AuditActor,
  change: OwnPasswordChange,
): Promise<UserRecord> {
  const user = await auditedWrite(db, actor, async (tx, audit) => {
    const [updated] = await tx
      .update(users)
      .set({
        password_hash: change.passwordHash,
        password_version: sql`${users.password_version} + 1`,
        loginattempts: 0,
        loginattempts_expire_at: null,
        updatedat: new Date(),
        version: nextVersion(users.version),
      })
      .where(
        and(
          eq(users.id, change.userId),
          isNull(users.deletedat),
          eq(users.password_version, change.passwordVersion),
          versionMatches(users.version, change.condition),
        ),
      )
      .returning();
    if (!updated) throw await ownPasswordRefusal(tx, change);
    await sessions.revokeOthersWithin(tx, change.userId, change.sessionId, updated.password_version);
    // The trail says that the password changed, never what it is.
    audit({
      action: 'own_password',
      recordType: 'user',
      recordId: change.userId,
      before: { password: SECRET_CHANGED },
      after: { password: SECRET_CHANGED },
    });
    return updated;
  });
  await sessions.announceRevokedOthersOf(change.userId);
  return user;
}

/**
 * An administrator's unlock: clears the failed sign-ins — of browsers not known to the account and
 * of every known device — which ends a lock. Unlike the sign-in's own bookkeeping it is an edit of
 * the user, so its version moves.
 */
export async function unlockUser(tx: AuditedDb, audit: Audit, id: number, condition: VersionCondition): Promise<UserRecord> {
  const user = await updateUser(tx, audit, 'unlock', id, { loginattempts: 0, loginattempts_expire_at: null }, condition);
  await clearDeviceLocks(tx, `user:${id}`);
  return user;
}
