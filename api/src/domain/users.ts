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

/** A row of the list statement: the total of the search beside each row of the page (or alone, with no row). */
type ListPageRow = { total: number | null } & (
  | { [K in keyof typeof LIST_COLUMNS]: UserRecord[K] }
  | { [K in keyof typeof LIST_COLUMNS]: null }
);

/**
 * The users list: the hottest query of the back-office (see the benchmark), one statement per page.
 * Its total comes from `users_search_totals`, which the database keeps exact for every stored
 * search (triggers on users; the empty search is the pattern `%%`), so nothing counts 100,000 rows
 * per call; a search not stored yet is counted once by `users_search_total` and stored.
 *
 * The page itself is read one of two ways, chosen in the statement from the totals: while matches
 * are frequent, by walking the live users in id order until a page is full (from the last id back
 * past the middle, so the last page is as cheap as the first); when they are rare, by collecting
 * them all through the trigram index and sorting. Walking reads about (skipped + page) × live ÷
 * matching rows, collecting about `matching` rows at some three times the cost each.
 *
 * Pages of the plain list are also kept in the list cache, which every users write clears on every
 * instance (see the hook in routes/users).
 */
export class UserListQueries {
  constructor(
    private readonly db: Database,
    private readonly cache: ListCache,
  ) {}

  async page(page: number, search: string): Promise<{ rows: UserRow[]; total: number }> {
    const offset = pageOffset(page);
    if (!search) return this.cache.get(USERS_NAMESPACE, `page:${page}`, () => this.read(likePattern(''), offset));
    return this.read(likePattern(search), offset);
  }

  private async read(pattern: string, offset: number): Promise<{ rows: UserRow[]; total: number }> {
    let found = await queryRows<ListPageRow>(this.db, listPageStatement(pattern, offset));
    if (found[0]?.total == null) {
      await this.db.execute(sql`SELECT users_search_total(${pattern})`);
      found = await queryRows<ListPageRow>(this.db, listPageStatement(pattern, offset));
    }
    const total = found[0]?.total;
    if (total == null) throw new Error('users_search_totals holds no total for a search just counted');
    const rows = found.flatMap((row) => (row.id === null ? [] : [listRowOf({ ...row, account_balance: Number(row.account_balance) })]));
    return { rows, total };
  }
}

/**
 * See UserListQueries. `(search_text || '')` keeps the walks off the trigram index, `id + 0` the
 * collection off the id order. A LIMIT is computed even when its branch is switched off, so none
 * may go negative.
 */
function listPageStatement(pattern: string, offset: number) {
  const columns = sql.join(
    Object.values(LIST_COLUMNS).map((column) => sql.identifier(column.name)),
    sql`, `,
  );
  const size = sql.raw(String(PAGE_SIZE));
  return sql`
    WITH counts AS (
      SELECT (SELECT total FROM users_search_totals WHERE pattern = ${pattern}) AS matching,
             (SELECT total FROM users_search_totals WHERE pattern = '%%') AS live
    ), plan AS (
      SELECT matching, ${offset}::integer AS skip,
             3 * matching::float8 * matching >= (${offset}::integer + ${size})::float8 * live AS walk,
             2 * ${offset}::integer >= matching AS from_end
      FROM counts
    )
    SELECT plan.matching AS total, page.*
    FROM plan LEFT JOIN LATERAL (
      (SELECT ${columns} FROM users
        WHERE plan.skip < plan.matching AND plan.walk AND NOT plan.from_end
          AND deletedat IS NULL AND (search_text || '') LIKE ${pattern}
        ORDER BY id LIMIT ${size} OFFSET plan.skip)
      UNION ALL
      (SELECT ${columns} FROM users
        WHERE plan.skip < plan.matching AND plan.walk AND plan.from_end
          AND deletedat IS NULL AND (search_text || '') LIKE ${pattern}
        ORDER BY id DESC LIMIT greatest(least(${size}, plan.matching - plan.skip), 0) OFFSET greatest(plan.matching - plan.skip - ${size}, 0))
      UNION ALL
      (SELECT ${columns} FROM users
        WHERE plan.skip < plan.matching AND NOT plan.walk
          AND deletedat IS NULL AND search_text LIKE ${pattern}
        ORDER BY id + 0 LIMIT ${size} OFFSET plan.skip)
    ) page ON true
    ORDER BY page.id`;
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
