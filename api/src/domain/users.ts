/** Users: records as the API shows them, and every query on the users table outside sign-in sessions. */
import type { Profile, UserRow, UserSecurity } from '@banca/contracts';
import { USER_LEVEL_OF } from '@banca/contracts/enums';
import { PAGE_SIZE } from '@banca/contracts/limits';
import { and, eq, isNull, or, sql } from 'drizzle-orm';
import { type Database, queryRows } from '../db/client';
import { users } from '../db/schema';
import { HttpError, notFound } from '../http/errors';
import type { ListCache } from './list-cache';
import { likePattern, pageOffset } from './paging';

/** The list cache's namespace of everything read from the users table. */
export const USERS_NAMESPACE = 'users';

/** After this many failed sign-ins in a row an account locks until an administrator unlocks it. */
export const MAX_LOGIN_ATTEMPTS = 5;

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
    loginattempts: user.loginattempts,
    locked: user.loginattempts >= MAX_LOGIN_ATTEMPTS,
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
    locked: user.loginattempts >= MAX_LOGIN_ATTEMPTS,
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
 * of `users_list_page(pattern, skip, size)` (drizzle/0002), which returns the page and its total:
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
    const rows = found.flatMap((row) => (row.id === null ? [] : [listRowOf({ ...row, account_balance: Number(row.account_balance) })]));
    return { rows, total: found[0].total };
  }
}

/** Whether a username is taken (compared as the unique index does, lower-cased). */
export async function usernameTaken(db: Database, username: string): Promise<boolean> {
  const [taken] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.username})`, username.toLowerCase()))
    .limit(1);
  return taken !== undefined;
}

export type NewUser = Omit<typeof users.$inferInsert, 'id' | 'search_text'>;

export async function createUser(db: Database, user: NewUser): Promise<number> {
  const [created] = await db.insert(users).values(user).returning({ id: users.id });
  return created.id;
}

/** Writes `changes` to a user (stamping `updatedat`) and returns the updated record. */
export async function updateUser(db: Database, id: number, changes: Partial<NewUser>): Promise<UserRecord> {
  const [updated] = await db
    .update(users)
    .set({ ...changes, updatedat: new Date() })
    .where(eq(users.id, id))
    .returning();
  return updated;
}

/** The live account a sign-in names, by username or e-mail; a username match wins over an e-mail shared by several accounts. */
export async function findSignInUser(db: Database, login: string): Promise<UserRecord | undefined> {
  const name = login.trim().toLowerCase();
  const candidates = await db
    .select()
    .from(users)
    .where(and(isNull(users.deletedat), or(eq(sql`lower(${users.username})`, name), eq(sql`lower(${users.email})`, name))))
    .limit(2);
  return candidates.find((u) => u.username.toLowerCase() === name) ?? (candidates.length === 1 ? candidates[0] : undefined);
}

/** Counts a failed sign-in; returns the failures in a row so far. */
export async function countFailedSignIn(db: Database, id: number): Promise<number> {
  const [counted] = await db
    .update(users)
    .set({ loginattempts: sql`${users.loginattempts} + 1` })
    .where(eq(users.id, id))
    .returning({ attempts: users.loginattempts });
  return counted.attempts;
}

/** A successful sign-in: clears the failures and stamps the time. */
export async function recordSignIn(db: Database, id: number): Promise<void> {
  await db.update(users).set({ loginattempts: 0, lastlogin: new Date() }).where(eq(users.id, id));
}
