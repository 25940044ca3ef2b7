/**
 * Sign-in attempts: every query sign-in makes besides the session itself.
 *
 * They are counted in the database, so API instances sharing it share the counts, and counted
 * *before* the password is checked: a claim is one atomic statement that succeeds only while the
 * limit is not reached, so requests racing each other can never run more password checks than the
 * limit allows. A claim that turns out to be a right password is given back.
 *
 * - An account: `users.loginattempts`, each failure moving `loginattempts_expire_at` to now + the
 *   lock period; MAX_LOGIN_ATTEMPTS failures lock it until then, or until an administrator unlocks
 *   it. A right password clears the count.
 * - A name that matches no live account is counted in the same way in `sign_in_limits`, so the
 *   answers for it cannot be told from an existing account's.
 * - A client address may run `addressLimit` failed sign-ins per window (a fixed window).
 */
import { createHash } from 'node:crypto';
import { and, eq, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client';
import { sellers, signInLimits, users } from '../db/schema';
import { MAX_LOGIN_ATTEMPTS } from './users';

export interface SignInPolicy {
  /** How long failures count after the last one, and so how long MAX_LOGIN_ATTEMPTS of them lock. */
  lockMs: number;
  /** Failed sign-ins one client address may run per `addressWindowMs`. */
  addressLimit: number;
  addressWindowMs: number;
}

export const DEFAULT_SIGN_IN_POLICY: SignInPolicy = { lockMs: 15 * 60_000, addressLimit: 30, addressWindowMs: 10 * 60_000 };

/** A claimed attempt (the how-manyth within the count), or when the next one may be made. */
export type Claim<Granted> = ({ granted: true; attempts: number } & Granted) | { granted: false; retryAfterMs: number };

/** The name a sign-in gives, as the accounts are looked up by it. */
export const signInName = (login: string): string => login.trim().toLowerCase();

const later = (ms: number): SQL => sql`now() + make_interval(secs => ${ms / 1000})`;
const msUntil = (
  moment: SQL | typeof users.loginattempts_expire_at | typeof signInLimits.expires_at | typeof sellers.failed_attempts_expire_at,
): SQL<number> => sql<number>`greatest(extract(epoch from (${moment} - now())) * 1000, 0)::float8`.mapWith(Number);
const keyOf = (kind: 'address' | 'name', value: string) => `${kind}:${createHash('sha256').update(value).digest('hex')}`;

/** The live account a sign-in names, by username or e-mail (a username match wins, see checkSignInNames). */
export async function findSignInAccount(db: Database, name: string): Promise<{ id: number } | undefined> {
  const candidates = await db
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(and(isNull(users.deletedat), or(eq(sql`lower(${users.username})`, name), eq(sql`lower(${users.email})`, name))))
    .limit(2);
  const account = candidates.find((u) => u.username.toLowerCase() === name) ?? (candidates.length === 1 ? candidates[0] : undefined);
  return account && { id: account.id };
}

/** What a claimed account attempt needs to check the password and make the session. */
export interface AccountCredentials {
  passwordHash: string;
  /** The version of that password: the session is made only if it is still the user's. */
  passwordVersion: number;
  isactive: boolean;
}

/** Counts an attempt on an account before its password is checked, unless the account is locked. */
export async function claimAccountAttempt(db: Database, id: number, policy: SignInPolicy): Promise<Claim<AccountCredentials>> {
  const counting = sql`coalesce(${users.loginattempts_expire_at} > now(), false)`;
  const [claimed] = await db
    .update(users)
    .set({
      loginattempts: sql`CASE WHEN ${counting} THEN ${users.loginattempts} + 1 ELSE 1 END`,
      loginattempts_expire_at: later(policy.lockMs),
    })
    .where(and(eq(users.id, id), sql`NOT (${users.loginattempts} >= ${MAX_LOGIN_ATTEMPTS} AND ${counting})`))
    .returning({
      attempts: users.loginattempts,
      passwordHash: users.password_hash,
      passwordVersion: users.password_version,
      isactive: users.isactive,
    });
  if (claimed) return { granted: true, ...claimed };
  const [lock] = await db
    .select({ ms: msUntil(users.loginattempts_expire_at) })
    .from(users)
    .where(eq(users.id, id));
  return { granted: false, retryAfterMs: lock?.ms ?? policy.lockMs };
}

/** What a claimed seller account attempt needs: its password, and whether it may open a terminal. */
export interface SellerCredentials {
  passwordHash: string;
  isActive: boolean;
  boothId: number | null;
  label: string;
}

/** The seller account a terminal sign-in names (its username, an e-mail). */
export async function findSellerAccount(db: Database, name: string): Promise<{ id: number } | undefined> {
  const [seller] = await db
    .select({ id: sellers.id })
    .from(sellers)
    .where(eq(sql`lower(${sellers.username})`, name))
    .limit(1);
  return seller;
}

/**
 * Counts a terminal sign-in attempt on a seller account before its password is checked, unless the
 * account is locked: as a user's, MAX_LOGIN_ATTEMPTS failures within the lock period of each other
 * lock it until then (failures counted before that period existed, with no expiry, count until a
 * right password or an unlock). Bookkeeping: the seller's version stays.
 */
export async function claimSellerAttempt(db: Database, id: number, policy: SignInPolicy): Promise<Claim<SellerCredentials>> {
  const counting = sql`(${sellers.failed_attempts_expire_at} IS NULL OR ${sellers.failed_attempts_expire_at} > now())`;
  const [claimed] = await db
    .update(sellers)
    .set({
      failed_attempts: sql`CASE WHEN ${counting} THEN ${sellers.failed_attempts} + 1 ELSE 1 END`,
      failed_attempts_expire_at: later(policy.lockMs),
    })
    .where(and(eq(sellers.id, id), sql`NOT (${sellers.failed_attempts} >= ${MAX_LOGIN_ATTEMPTS} AND ${counting})`))
    .returning({
      attempts: sellers.failed_attempts,
      passwordHash: sellers.password_hash,
      isActive: sellers.is_active,
      boothId: sellers.ticket_booth_id,
      label: sellers.label,
    });
  if (claimed) return { granted: true, ...claimed };
  const [lock] = await db
    .select({ ms: sql<number>`coalesce(${msUntil(sellers.failed_attempts_expire_at)}, ${policy.lockMs})`.mapWith(Number) })
    .from(sellers)
    .where(eq(sellers.id, id));
  return { granted: false, retryAfterMs: lock?.ms ?? policy.lockMs };
}

/** Clears a seller account's failed sign-ins (a right password). */
export async function clearSellerFailures(db: Database, id: number): Promise<void> {
  await db.update(sellers).set({ failed_attempts: 0, failed_attempts_expire_at: null }).where(eq(sellers.id, id));
}

/** Clears an account's failed sign-ins after a right password (bookkeeping: the user's version stays). */
export async function clearFailedSignIns(db: Database, id: number): Promise<void> {
  await db.update(users).set({ loginattempts: 0, loginattempts_expire_at: null }).where(eq(users.id, id));
}

/**
 * A successful sign-in: clears the failures and stamps the time. Like every write in this module it
 * leaves the user's version alone: a sign-in is no edit, and must not make an administrator's open
 * form of that user stale.
 */
export async function recordSignIn(db: Database, id: number): Promise<void> {
  await db.update(users).set({ loginattempts: 0, loginattempts_expire_at: null, lastlogin: new Date() }).where(eq(users.id, id));
}

/**
 * Counts an attempt under `key` in `sign_in_limits` unless `limit` is reached. A fixed window
 * starts with the first attempt and ends `windowMs` later; a sliding one ends `windowMs` after the
 * last attempt (the way an account's failures count). `window` names the window the attempt went
 * into, so giving it back cannot touch a later one.
 */
async function claimCounted(
  db: Database,
  key: string,
  limit: number,
  windowMs: number,
  sliding: boolean,
): Promise<Claim<{ key: string; window: string }>> {
  const expired = sql`${signInLimits.expires_at} <= now()`;
  const [claimed] = await db
    .insert(signInLimits)
    .values({ key, attempts: 1, expires_at: later(windowMs) })
    .onConflictDoUpdate({
      target: signInLimits.key,
      set: {
        attempts: sql`CASE WHEN ${expired} THEN 1 ELSE ${signInLimits.attempts} + 1 END`,
        expires_at: sliding ? later(windowMs) : sql`CASE WHEN ${expired} THEN ${later(windowMs)} ELSE ${signInLimits.expires_at} END`,
      },
      setWhere: sql`${signInLimits.attempts} < ${limit} OR ${expired}`,
    })
    .returning({ attempts: signInLimits.attempts, window: sql<string>`${signInLimits.expires_at}::text` });
  if (claimed) return { granted: true, key, ...claimed };
  const [counter] = await db
    .select({ ms: msUntil(signInLimits.expires_at) })
    .from(signInLimits)
    .where(eq(signInLimits.key, key));
  return { granted: false, retryAfterMs: counter?.ms ?? windowMs };
}

/** A claimed attempt in `sign_in_limits`, to give back when the password was right or never checked. */
export interface CountedAttempt {
  key: string;
  window: string;
}

/** Gives a claimed attempt back (it was no failure). */
export async function releaseAttempt(db: Database, attempt: CountedAttempt): Promise<void> {
  await db
    .update(signInLimits)
    .set({ attempts: sql`${signInLimits.attempts} - 1` })
    .where(
      and(
        eq(signInLimits.key, attempt.key),
        sql`${signInLimits.expires_at} = ${attempt.window}::timestamptz`,
        sql`${signInLimits.attempts} > 0`,
      ),
    );
}

/** Counts an attempt from a client address, unless it has used up its failures for the window. */
export function claimAddressAttempt(db: Database, address: string, policy: SignInPolicy) {
  return claimCounted(db, keyOf('address', address), policy.addressLimit, policy.addressWindowMs, false);
}

/** Counts an attempt on a name that matches no live account, exactly as an account's are counted. */
export function claimUnknownNameAttempt(db: Database, name: string, policy: SignInPolicy) {
  return claimCounted(db, keyOf('name', name), MAX_LOGIN_ATTEMPTS, policy.lockMs, true);
}

/** Deletes the counters whose time is up (they no longer count); returns how many. */
export async function pruneSignInLimits(db: Database): Promise<number> {
  const deleted = await db.delete(signInLimits).where(lte(signInLimits.expires_at, sql`now()`)).returning({ key: signInLimits.key });
  return deleted.length;
}
