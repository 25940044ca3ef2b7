/** User records as the API shows them, and the queries several routes share. */
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../db/client';
import { sessions, users, type Role } from '../db/schema';
import { HttpError, notFound } from '../http/errors';

/** After this many failed sign-ins in a row an account locks until an administrator unlocks it. */
export const MAX_LOGIN_ATTEMPTS = 5;

/** The list badge of each role (ARCHITECTURE.md section 4). */
export const USER_LEVEL: Record<Role, 'admin' | 'advanced' | 'intermediate' | 'seller'> = {
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

export function listRowOf(user: UserRow) {
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

/** Ends every session of a user: password change, deactivation and deletion revoke all access. */
export async function revokeSessions(db: Database, userId: number): Promise<void> {
  await db
    .update(sessions)
    .set({ revoked_at: new Date() })
    .where(and(eq(sessions.user_id, userId), isNull(sessions.revoked_at)));
}
