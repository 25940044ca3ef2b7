/** Users: records as the API shows them, and every query on the users table outside sign-in sessions. */
import type { Profile, UserRow, UserSecurity } from '@banca/contracts';
import { USER_LEVEL_OF } from '@banca/contracts/enums';
import { PAGE_SIZE } from '@banca/contracts/limits';
import { and, asc, count, eq, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { users } from '../db/schema';
import { HttpError, notFound, staleRecord } from '../http/errors';
import type { ListCache } from './list-cache';
import { likePattern } from './paging';
import { nextVersion, versionMatches, type VersionCondition } from './versions';

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

/**
 * The users list: the hottest query of the back-office (see the benchmark). Its two shapes are
 * prepared once; totals and the pages of the plain list come from the list cache, which every
 * users write clears (see the hook in routes/users). Searches always reach the database.
 */
export class UserListQueries {
  private readonly all;
  private readonly matching;
  private readonly countMatching;
  private readonly countAll;

  constructor(
    db: Database,
    private readonly cache: ListCache,
  ) {
    const live = isNull(users.deletedat);
    const matches = and(live, sql`${users.search_text} ILIKE ${sql.placeholder('pattern')}`);
    const pageOf = (where: typeof live | typeof matches, name: string) =>
      db
        .select(LIST_COLUMNS)
        .from(users)
        .where(where)
        .orderBy(asc(users.id))
        .limit(PAGE_SIZE)
        .offset(sql.placeholder('offset'))
        .prepare(name);
    this.all = pageOf(live, 'users_list_page');
    this.matching = pageOf(matches, 'users_list_search_page');
    this.countAll = db.select({ total: count() }).from(users).where(live).prepare('users_list_count');
    this.countMatching = db.select({ total: count() }).from(users).where(matches).prepare('users_list_search_count');
  }

  async page(page: number, search: string): Promise<{ rows: UserRow[]; total: number }> {
    const offset = (page - 1) * PAGE_SIZE;
    if (!search) {
      return this.cache.get(USERS_NAMESPACE, `page:${page}`, async () => {
        const [rows, total] = await Promise.all([this.all.execute({ offset }), this.total('')]);
        return { rows: rows.map(listRowOf), total };
      });
    }
    const pattern = likePattern(search);
    const [rows, total] = await Promise.all([this.matching.execute({ offset, pattern }), this.total(search)]);
    return { rows: rows.map(listRowOf), total };
  }

  private total(search: string): Promise<number> {
    return this.cache.get(USERS_NAMESPACE, `count:${search.toLowerCase()}`, async () => {
      const [row] = search ? await this.countMatching.execute({ pattern: likePattern(search) }) : await this.countAll.execute();
      return row.total;
    });
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

/** Why a write to a live user updated no row: the user is unknown (404) or deleted (409), or If-Match is stale (412). */
async function refusal(db: Database, id: number): Promise<HttpError> {
  await findLiveUser(db, id);
  return staleRecord();
}

/**
 * Writes `changes` to a live user (stamping `updatedat`, moving the version) if its version is one
 * `condition` names, in one UPDATE; returns the updated record.
 */
export async function updateUser(db: Database, id: number, changes: Partial<NewUser>, condition: VersionCondition): Promise<UserRecord> {
  const [updated] = await db
    .update(users)
    .set({ ...changes, updatedat: new Date(), version: nextVersion(users.version) })
    .where(and(eq(users.id, id), isNull(users.deletedat), versionMatches(users.version, condition)))
    .returning();
  if (!updated) throw await refusal(db, id);
  return updated;
}

/**
 * A write to what hangs from a live user (its settings, modules, game configurations) under
 * `condition`: in one transaction the user's version moves first — the conditional UPDATE that
 * also makes concurrent writers of this user wait their turn — then `write` runs. What `write`
 * answers, it reads in the same transaction, so it matches the new version.
 */
export async function writeBelowUser<T>(
  db: Database,
  id: number,
  condition: VersionCondition,
  write: (tx: Database) => Promise<T>,
): Promise<{ answer: T; version: number }> {
  return db.transaction(async (tx) => {
    const [moved] = await tx
      .update(users)
      .set({ version: nextVersion(users.version) })
      .where(and(eq(users.id, id), isNull(users.deletedat), versionMatches(users.version, condition)))
      .returning({ version: users.version });
    if (!moved) throw await refusal(tx, id);
    return { answer: await write(tx), version: moved.version };
  });
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

/**
 * Counts a failed sign-in; returns the failures in a row so far. Sign-ins move the version too:
 * the Security tab shows the failures and the last access, and its ETag must change with them.
 */
export async function countFailedSignIn(db: Database, id: number): Promise<number> {
  const [counted] = await db
    .update(users)
    .set({ loginattempts: sql`${users.loginattempts} + 1`, version: nextVersion(users.version) })
    .where(eq(users.id, id))
    .returning({ attempts: users.loginattempts });
  return counted.attempts;
}

/** A successful sign-in: clears the failures and stamps the time. */
export async function recordSignIn(db: Database, id: number): Promise<void> {
  await db
    .update(users)
    .set({ loginattempts: 0, lastlogin: new Date(), version: nextVersion(users.version) })
    .where(eq(users.id, id));
}
