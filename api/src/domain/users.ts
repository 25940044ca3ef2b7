/** User records as the API shows them, and the queries several routes share. */
import { and, asc, count, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { users, type Role } from '../db/schema';
import { HttpError, notFound } from '../http/errors';
import { likePattern, PAGE_SIZE } from '../http/schemas';
import type { ListCache } from './list-cache';

/** The list cache's namespace of everything read from the users table. */
export const USERS_NAMESPACE = 'users';

/** After this many failed sign-ins in a row an account locks until an administrator unlocks it. */
export const MAX_LOGIN_ATTEMPTS = 5;

/** The list badges. */
export const USER_LEVELS = ['admin', 'advanced', 'intermediate', 'seller'] as const;

/** The list badge of each role. */
export const USER_LEVEL: Record<Role, (typeof USER_LEVELS)[number]> = {
  admin: 'admin',
  operator: 'advanced',
  client: 'intermediate',
  ticket_seller: 'seller',
};

export type UserRow = typeof users.$inferSelect;

export function profileOf(user: UserRow) {
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

export function securityOf(user: UserRow) {
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

export function listRowOf(user: Pick<UserRow, keyof typeof LIST_COLUMNS>) {
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
    user_level: USER_LEVEL[user.role],
    account_balance: user.account_balance,
    country: user.country,
    isactive: user.isactive,
    locked: user.loginattempts >= MAX_LOGIN_ATTEMPTS,
  };
}

export async function findUser(db: Database, id: number): Promise<UserRow> {
  const [user] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  if (!user) throw notFound('El usuario');
  return user;
}

/** A user that may still be changed: deleted accounts are kept for the record but are read-only. */
export async function findLiveUser(db: Database, id: number): Promise<UserRow> {
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

  async page(page: number, search: string): Promise<{ rows: ReturnType<typeof listRowOf>[]; total: number }> {
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
