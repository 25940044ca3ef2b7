/** Users: records as the API shows them, every query on the users table outside sign-in sessions, and the writes of the user dialog. */
import type { CreateUserForm, Profile, ProfileForm, UserRow, UserSecurity } from '@banca/contracts';
import type { AuditAction } from '@banca/contracts/enums';
import { USER_LEVEL_OF } from '@banca/contracts/enums';
import { PAGE_SIZE } from '@banca/contracts/limits';
import { and, eq, inArray, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import { type Database, queryRows } from '../db/client';
import { users } from '../db/schema';
import { sqlConstraint, sqlState } from '../sql-state';
import { invalidField, conflict, AppError, notFound, staleRecord } from '../errors';
import { hashPassword } from '../security/passwords';
import { newToken } from '../security/tokens';
import { type Audit, type AuditedDb, auditedWrite, changedFields, recordedFields, SECRET_CHANGED } from './audit';
import type { ListCache } from './list-cache';
import { likePattern, pageOffset } from './paging';
import { MAX_LOGIN_ATTEMPTS } from './sign-in';
import { nextVersion, type Versioned, versionMatches } from './versions';
import { balancesOf } from './cash/statements';
import type { Write } from './writes';

/** The list cache's namespace of everything read from the users table. */
export const USERS_NAMESPACE = 'users';

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
  country: users.country,
  isactive: users.isactive,
  loginattempts: users.loginattempts,
  loginattempts_expire_at: users.loginattempts_expire_at,
};

/** A list row; its balance is its statement's (`balancesOf`), set by the list after reading the page. */
export function listRowOf(user: Pick<UserRecord, keyof typeof LIST_COLUMNS>, accountBalance = 0): UserRow {
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
    account_balance: accountBalance,
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

/** A user as one of its detail views shows it (`profileOf`, `securityOf`), with its version; 404 for an unknown id. */
export async function userView<T>(db: Database, id: number, view: (user: UserRecord) => T): Promise<Versioned<T>> {
  const user = await findUser(db, id);
  return { record: view(user), version: user.version };
}

/** Deleted accounts are kept for the record but are read-only. */
const deletedUser = () => new AppError('conflict', 'El usuario fue eliminado y ya no se puede modificar.');

/** A user that may still be changed: 404 for an unknown user, 409 for a deleted one. */
export async function findLiveUser(db: Database, id: number): Promise<UserRecord> {
  const user = await findUser(db, id);
  if (user.deletedat) throw deletedUser();
  return user;
}

/** A row of `users_list_page`: the total beside each row of the page, or alone when the page is empty. */
type ListPageRow = { total: number } & ({ [K in keyof typeof LIST_COLUMNS]: UserRecord[K] } | { [K in keyof typeof LIST_COLUMNS]: null });

/**
 * The users list: the hottest query of the back-office (see the benchmark). Each page is one call
 * of `users_list_page(pattern, skip, size)` (src/db/functions/users_list_page.sql), which returns the page and its total:
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
    const found = search
      ? await this.read(search, offset)
      : await this.cache.get(USERS_NAMESPACE, `page:${page}`, () => this.read('', offset));
    // Balances move with every sale: read apart from the cached page, for its owners only.
    const owners = found.rows.filter((row) => row.role === 'client').map((row) => row.id);
    const balances = await balancesOf(this.db, owners);
    return { ...found, rows: found.rows.map((row) => ({ ...row, account_balance: balances.get(row.id) ?? 0 })) };
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

/** The 409 of a username in use (a user's or a seller account's). */
export const usernameInUse = () => conflict('username', USERNAME_TAKEN);

/**
 * Sign-in takes a username or an e-mail, so each must lead to one live user: an e-mail that another
 * live user has as e-mail or username, or a username that is another live user's e-mail, is a 400
 * naming the field. Run in the write's transaction; the unique indexes on usernames and live
 * e-mails answer a write that lost a race with another (`uniqueNameError`).
 */
async function checkSignInNames(tx: AuditedDb, names: { email: string; username?: string }, exceptId?: number): Promise<void> {
  const email = names.email.toLowerCase();
  const username = names.username?.toLowerCase();
  const wanted = username && username !== email ? [email, username] : [email];
  const others = await tx
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
  if (others.some((other) => other.email === email || other.username === email)) throw invalidField('email', EMAIL_TAKEN);
  if (username && others.some((other) => other.email === username)) throw invalidField('username', USERNAME_IS_ANOTHER_EMAIL);
}

/** A username or live e-mail another user has: the unique index answers, as the checks above do. */
function uniqueNameError(error: unknown): unknown {
  if (sqlState(error) !== '23505') return error;
  const constraint = sqlConstraint(error);
  if (constraint === 'users_email_live_key') return invalidField('email', EMAIL_TAKEN);
  if (constraint === 'users_username_key') return usernameInUse();
  return error;
}

type NewUser = Omit<typeof users.$inferInsert, 'id' | 'search_text'>;

const TIMEZONES = new Set(Intl.supportedValuesOf('timeZone'));

/** The profile form's fields as stored (texts trimmed, the e-mail lower-cased); 400 for a timezone not in the table. */
function profileFieldsOf(form: ProfileForm) {
  if (!TIMEZONES.has(form.timezone) && form.timezone !== 'UTC') {
    throw invalidField('timezone', 'El campo «timezone» debe ser una zona horaria válida (por ejemplo America/Caracas).');
  }
  return {
    first_name: form.first_name.trim(),
    last_name: form.last_name.trim(),
    document_type: form.document_type,
    document_number: form.document_number.trim(),
    email: form.email.trim().toLowerCase(),
    phone: (form.phone ?? '').trim(),
    language: form.language,
    country: form.country,
    timezone: form.timezone,
  };
}

/**
 * Creates a user below the writer (its `parent_id`) and records it (its fields, never its hash);
 * answers its id. The username defaults to the e-mail; without a password the account gets a
 * random secret nobody knows. 400 for a timezone not in the table or a sign-in name that would lead
 * to another user, 409 for a username in use.
 */
export async function createUser(db: Database, form: CreateUserForm, write: Write): Promise<number> {
  const profile = profileFieldsOf(form);
  const username = (form.username ?? profile.email).trim();
  // Hashed before the transaction: slow, and it reads nothing.
  const passwordHash = await hashPassword(form.password ?? newToken());
  return auditedWrite(db, write.actor, async (tx, audit) => {
    await checkSignInNames(tx, { email: profile.email, username });
    return insertUser(tx, audit, {
      ...profile,
      username,
      role: form.role,
      password_hash: passwordHash,
      parent_id: write.actor.userId,
      createdat: write.now,
      updatedat: write.now,
    });
  });
}

/**
 * The insert of `createUser`, after its checks: a user that lost a race to another with the same
 * username or live e-mail is refused by the unique indexes, with the answer of the checks. Records
 * the new user (its fields, never its hash) and answers its id.
 */
export async function insertUser(tx: AuditedDb, audit: Audit, user: NewUser): Promise<number> {
  const [created] = await tx
    .insert(users)
    .values(user)
    .returning()
    .catch((error: unknown) => {
      throw uniqueNameError(error);
    });
  audit({ action: 'create', recordType: 'user', recordId: created.id, after: recordedFields(created) });
  return created.id;
}

/** The user's row, locked until the transaction ends (the state a write's audit compares with): 404 for an unknown user, 409 for a deleted one. */
export async function lockLiveUser(tx: AuditedDb, id: number): Promise<UserRecord> {
  const [user] = await tx.select().from(users).where(eq(users.id, id)).for('update');
  if (!user) throw notFound('El usuario');
  if (user.deletedat) throw deletedUser();
  return user;
}

/** What a write sets on a user: values, or SQL computed from the row (e.g. a counter plus one). */
export type UserChanges = { [K in keyof NewUser]?: NewUser[K] | SQL };

/**
 * Writes `changes` to a user locked by `lockLiveUser` (stamping `updatedat`, moving the version)
 * if its version is one the write's condition names (else 412), in one UPDATE, and records
 * `action` with the fields it changed; answers the updated record.
 */
export async function changeUser(
  tx: AuditedDb,
  audit: Audit,
  action: AuditAction,
  before: UserRecord,
  changes: UserChanges,
  write: Write,
): Promise<UserRecord> {
  const [updated] = await tx
    .update(users)
    .set({ ...changes, updatedat: write.now, version: nextVersion(users.version) })
    .where(and(eq(users.id, before.id), versionMatches(users.version, write.condition)))
    .returning()
    .catch((error: unknown) => {
      throw uniqueNameError(error);
    });
  if (!updated) throw staleRecord();
  const changed = changedFields(before, updated);
  // The trail says that a password changed, never what it is.
  if (changes.password_hash !== undefined) {
    changed.before.password = SECRET_CHANGED;
    changed.after.password = SECRET_CHANGED;
  }
  audit({ action, recordType: 'user', recordId: before.id, ...changed });
  return updated;
}

/**
 * Saves the profile form over a live user: 404 for an unknown user, 409 for a deleted one, 400 for
 * a timezone not in the table or an e-mail that would lead to another user, 412 for a stale
 * If-Match. Answers the profile.
 */
export async function updateProfile(db: Database, id: number, form: ProfileForm, write: Write): Promise<Versioned<Profile>> {
  return auditedWrite(db, write.actor, async (tx, audit) => {
    const before = await lockLiveUser(tx, id);
    const profile = profileFieldsOf(form);
    await checkSignInNames(tx, { email: profile.email }, id);
    const user = await changeUser(tx, audit, 'update', before, profile, write);
    return { record: profileOf(user), version: user.version };
  });
}

/**
 * A write to what hangs from a live user (its settings, modules, game configurations) under the
 * write's condition, in its transaction: the user's version moves first — the conditional UPDATE
 * that also makes concurrent writers of this user wait their turn — then `change` runs. What
 * `change` answers, it reads in the same transaction, so it matches the new version. 404 for an
 * unknown user, 409 for a deleted one, 412 for a stale If-Match.
 */
export async function writeBelowUser<T>(tx: AuditedDb, id: number, write: Write, change: () => Promise<T>): Promise<Versioned<T>> {
  const [moved] = await tx
    .update(users)
    .set({ version: nextVersion(users.version) })
    .where(and(eq(users.id, id), isNull(users.deletedat), versionMatches(users.version, write.condition)))
    .returning({ version: users.version });
  if (!moved) {
    await findLiveUser(tx, id);
    throw staleRecord();
  }
  return { record: await change(), version: moved.version };
}
