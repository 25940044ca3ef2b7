/**
 * Sign-in attempts: every query sign-in makes besides the session itself.
 *
 * They are counted in the database, so API instances sharing it share the counts. Each counter
 * holds the failures of its window and the attempts in flight — claimed before the password is
 * checked, by one atomic statement that succeeds only while failures and attempts in flight together
 * stay below the limit, so requests racing each other can never run more password checks than the
 * limit allows. Once checked, the attempt is settled: a failure is counted, a right password only
 * leaves the flight. A refusal says which bound refused it: the failures (`locked`: the lock, the
 * address throttle) or the attempts in flight (`busy`: "too many at once", never a lock). An attempt
 * in flight stops counting after PENDING_MS, should its process die before it settles.
 *
 * - An account, for clients not known to it: `users.loginattempts` (moving `loginattempts_expire_at`
 *   to now + the lock period at each failure) and `users.signin_pending`; MAX_LOGIN_ATTEMPTS
 *   failures lock it until then, or until an administrator unlocks it. A right password clears them.
 * - A device known to the account (it carries the account's device token, security/device-tokens.ts)
 *   is counted on its own, `device:<account>:<device>` in `sign_in_limits`, instead of the account
 *   and the address: the failures of others neither lock nor throttle it.
 * - A booth's seller account (a terminal's sign-in) is counted as a user's account is, in its
 *   sellers row: `sellers.failed_attempts` (until `failed_attempts_expire_at`) and
 *   `sellers.signin_pending`; its known devices are `device:seller:<id>:<device>`.
 * - A name that matches no live account is counted like an account, in `sign_in_limits`, so the
 *   answers for it cannot be told from an existing account's.
 * - A client address may run `addressLimit` failed sign-ins per window (a fixed window).
 */
import { createHash } from 'node:crypto';
import { and, eq, isNull, like, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client';
import { sellers, signInLimits, users } from '../db/schema';
import type { DeviceSubject } from '../security/device-tokens';

/**
 * This many failed sign-ins, each within the lock period of the one before, lock an account (or a
 * device's sign-ins to it) until the period after the last one ends or an administrator unlocks it.
 */
export const MAX_LOGIN_ATTEMPTS = 5;

export interface SignInPolicy {
  /** How long failures count after the last one, and so how long MAX_LOGIN_ATTEMPTS of them lock. */
  lockMs: number;
  /** Failed sign-ins one client address may run per `addressWindowMs`. */
  addressLimit: number;
  addressWindowMs: number;
}

export const DEFAULT_SIGN_IN_POLICY: SignInPolicy = { lockMs: 15 * 60_000, addressLimit: 30, addressWindowMs: 10 * 60_000 };

/** How long an attempt in flight counts at most (a password check takes tens of milliseconds). */
export const PENDING_MS = 60_000;
/** When to try again after too many attempts at once. */
export const BUSY_RETRY_MS = 1_000;

/** Why a counter refused an attempt: its failures reached the limit, or too many are in flight. */
export type Refusal = { granted: false; reason: 'locked' | 'busy'; retryAfterMs: number };

/** A claimed attempt: the flight window it went into, so settling it cannot touch a later one. */
export interface ClaimedAttempt {
  granted: true;
  window: string;
}

/** A counter's failures after a settled failure, and until when they count. */
export interface Failures {
  attempts: number;
  until: Date;
}

/** One count a sign-in attempt is held to. */
export interface AttemptCounter {
  /** The failures that make the refusal ('locked'). */
  readonly limit: number;
  claim(db: Database): Promise<ClaimedAttempt | Refusal>;
  /** Counts a failure (checked and wrong) and leaves the flight. */
  fail(db: Database, claim: ClaimedAttempt): Promise<Failures>;
  /** Leaves the flight without a failure: the password was right (an account's failures are cleared). */
  release(db: Database, claim: ClaimedAttempt): Promise<void>;
}

/** The name a sign-in gives, as the accounts are looked up by it. */
export const signInName = (login: string): string => login.trim().toLowerCase();

const later = (ms: number): SQL => sql`now() + make_interval(secs => ${ms / 1000})`;
const msUntil = (
  moment: SQL | typeof users.loginattempts_expire_at | typeof signInLimits.expires_at | typeof sellers.failed_attempts_expire_at,
): SQL<number> => sql<number>`greatest(extract(epoch from (${moment} - now())) * 1000, 0)::float8`.mapWith(Number);
const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** What a sign-in needs of the account it names. */
export interface SignInAccount {
  id: number;
  username: string;
  passwordHash: string;
  /** The version of that password: the session is made only if it is still the user's. */
  passwordVersion: number;
  isactive: boolean;
}

/** The live account a sign-in names, by username or e-mail (a username match wins, see checkSignInNames). */
export async function findSignInAccount(db: Database, name: string): Promise<SignInAccount | undefined> {
  const candidates = await db
    .select({
      id: users.id,
      username: users.username,
      passwordHash: users.password_hash,
      passwordVersion: users.password_version,
      isactive: users.isactive,
    })
    .from(users)
    .where(and(isNull(users.deletedat), or(eq(sql`lower(${users.username})`, name), eq(sql`lower(${users.email})`, name))))
    .limit(2);
  return candidates.find((u) => u.username.toLowerCase() === name) ?? (candidates.length === 1 ? candidates[0] : undefined);
}

/** A successful sign-in's stamp (bookkeeping: the user's version stays). */
export async function recordSignIn(db: Database, id: number): Promise<void> {
  await db.update(users).set({ lastlogin: sql`now()` }).where(eq(users.id, id));
}

// The account's counter (clients not known to it) lives in its users row.
const accountCounting = sql`coalesce(${users.loginattempts_expire_at} > now(), false)`;
const accountFailures = sql`CASE WHEN ${accountCounting} THEN ${users.loginattempts} ELSE 0 END`;
const accountInFlight = sql`coalesce(${users.signin_pending_until} > now(), false)`;
const accountPending = sql`CASE WHEN ${accountInFlight} THEN ${users.signin_pending} ELSE 0 END`;
const leaveAccountFlight = (claim: ClaimedAttempt) =>
  sql`CASE WHEN ${users.signin_pending_until} = ${claim.window}::timestamptz THEN greatest(${users.signin_pending} - 1, 0) ELSE ${users.signin_pending} END`;

/**
 * The failed sign-ins of an account from clients not known to it, and its own password's current
 * check (one's own password change counts on it too). Like every write in this module it leaves
 * the user's version alone: a sign-in is no edit, and must not make an administrator's open form
 * of that user stale.
 */
export function accountCounter(id: number, policy: SignInPolicy): AttemptCounter {
  return {
    limit: MAX_LOGIN_ATTEMPTS,
    async claim(db) {
      const [claimed] = await db
        .update(users)
        .set({
          signin_pending: sql`${accountPending} + 1`,
          signin_pending_until: sql`CASE WHEN ${accountInFlight} THEN ${users.signin_pending_until} ELSE ${later(PENDING_MS)} END`,
        })
        .where(and(eq(users.id, id), sql`${accountFailures} + ${accountPending} < ${MAX_LOGIN_ATTEMPTS}`))
        .returning({ window: sql<string>`${users.signin_pending_until}::text` });
      if (claimed) return { granted: true, window: claimed.window };
      const [state] = await db
        .select({ failures: accountFailures.mapWith(Number), ms: msUntil(users.loginattempts_expire_at) })
        .from(users)
        .where(eq(users.id, id));
      return state && state.failures >= MAX_LOGIN_ATTEMPTS
        ? { granted: false, reason: 'locked', retryAfterMs: state.ms }
        : { granted: false, reason: 'busy', retryAfterMs: BUSY_RETRY_MS };
    },
    async fail(db, claim) {
      const [row] = await db
        .update(users)
        .set({
          loginattempts: sql`CASE WHEN ${accountCounting} THEN ${users.loginattempts} + 1 ELSE 1 END`,
          loginattempts_expire_at: later(policy.lockMs),
          signin_pending: leaveAccountFlight(claim),
        })
        .where(eq(users.id, id))
        .returning({ attempts: users.loginattempts, until: users.loginattempts_expire_at });
      return { attempts: row?.attempts ?? 1, until: row?.until ?? new Date(Date.now() + policy.lockMs) };
    },
    async release(db, claim) {
      await db
        .update(users)
        .set({ loginattempts: 0, loginattempts_expire_at: null, signin_pending: leaveAccountFlight(claim) })
        .where(eq(users.id, id));
    },
  };
}

/** What a terminal's sign-in needs of the seller account it names. */
export interface SellerSignInAccount {
  id: number;
  username: string;
  passwordHash: string;
  isActive: boolean;
  boothId: number | null;
  label: string;
}

/** The seller account a terminal sign-in names (by its username). */
export async function findSellerAccount(db: Database, name: string): Promise<SellerSignInAccount | undefined> {
  const [seller] = await db
    .select({
      id: sellers.id,
      username: sellers.username,
      passwordHash: sellers.password_hash,
      isActive: sellers.is_active,
      boothId: sellers.ticket_booth_id,
      label: sellers.label,
    })
    .from(sellers)
    .where(eq(sql`lower(${sellers.username})`, name))
    .limit(1);
  return seller;
}

// A seller account's counter (terminals not known to it) lives in its sellers row. Failures counted
// before their expiry existed (null) count until a right password or an unlock.
const sellerCounting = sql`coalesce(${sellers.failed_attempts_expire_at} > now(), true)`;
const sellerFailures = sql`CASE WHEN ${sellerCounting} THEN ${sellers.failed_attempts} ELSE 0 END`;
const sellerInFlight = sql`coalesce(${sellers.signin_pending_until} > now(), false)`;
const sellerPending = sql`CASE WHEN ${sellerInFlight} THEN ${sellers.signin_pending} ELSE 0 END`;
const leaveSellerFlight = (claim: ClaimedAttempt) =>
  sql`CASE WHEN ${sellers.signin_pending_until} = ${claim.window}::timestamptz THEN greatest(${sellers.signin_pending} - 1, 0) ELSE ${sellers.signin_pending} END`;

/**
 * The failed terminal sign-ins of a seller account from terminals not known to it, held exactly as
 * an account's (accountCounter). Bookkeeping: the seller's version stays.
 */
export function sellerCounter(id: number, policy: SignInPolicy): AttemptCounter {
  return {
    limit: MAX_LOGIN_ATTEMPTS,
    async claim(db) {
      const [claimed] = await db
        .update(sellers)
        .set({
          signin_pending: sql`${sellerPending} + 1`,
          signin_pending_until: sql`CASE WHEN ${sellerInFlight} THEN ${sellers.signin_pending_until} ELSE ${later(PENDING_MS)} END`,
        })
        .where(and(eq(sellers.id, id), sql`${sellerFailures} + ${sellerPending} < ${MAX_LOGIN_ATTEMPTS}`))
        .returning({ window: sql<string>`${sellers.signin_pending_until}::text` });
      if (claimed) return { granted: true, window: claimed.window };
      const [state] = await db
        .select({
          failures: sellerFailures.mapWith(Number),
          ms: sql<number>`CASE WHEN ${sellers.failed_attempts_expire_at} IS NULL THEN ${policy.lockMs} ELSE ${msUntil(sellers.failed_attempts_expire_at)} END`.mapWith(
            Number,
          ),
        })
        .from(sellers)
        .where(eq(sellers.id, id));
      return state && state.failures >= MAX_LOGIN_ATTEMPTS
        ? { granted: false, reason: 'locked', retryAfterMs: state.ms }
        : { granted: false, reason: 'busy', retryAfterMs: BUSY_RETRY_MS };
    },
    async fail(db, claim) {
      const [row] = await db
        .update(sellers)
        .set({
          failed_attempts: sql`CASE WHEN ${sellerCounting} THEN ${sellers.failed_attempts} + 1 ELSE 1 END`,
          failed_attempts_expire_at: later(policy.lockMs),
          signin_pending: leaveSellerFlight(claim),
        })
        .where(eq(sellers.id, id))
        .returning({ attempts: sellers.failed_attempts, until: sellers.failed_attempts_expire_at });
      return { attempts: row?.attempts ?? 1, until: row?.until ?? new Date(Date.now() + policy.lockMs) };
    },
    async release(db, claim) {
      await db
        .update(sellers)
        .set({ failed_attempts: 0, failed_attempts_expire_at: null, signin_pending: leaveSellerFlight(claim) })
        .where(eq(sellers.id, id));
    },
  };
}

/**
 * A counter in `sign_in_limits` under `key`. A fixed window starts with the first attempt and ends
 * `windowMs` later; a sliding one ends `windowMs` after the last failure (the way an account's
 * failures count).
 */
function limitCounter(key: string, limit: number, windowMs: number, sliding: boolean): AttemptCounter {
  const expired = sql`${signInLimits.expires_at} <= now()`;
  const inFlight = sql`coalesce(${signInLimits.pending_until} > now(), false)`;
  const pending = sql`CASE WHEN ${inFlight} THEN ${signInLimits.pending} ELSE 0 END`;
  const leaveFlight = (claim: ClaimedAttempt) =>
    sql`CASE WHEN ${signInLimits.pending_until} = ${claim.window}::timestamptz THEN greatest(${signInLimits.pending} - 1, 0) ELSE ${signInLimits.pending} END`;
  return {
    limit,
    async claim(db) {
      const [claimed] = await db
        .insert(signInLimits)
        .values({ key, attempts: 0, expires_at: later(windowMs), pending: 1, pending_until: later(PENDING_MS) })
        .onConflictDoUpdate({
          target: signInLimits.key,
          set: {
            attempts: sql`CASE WHEN ${expired} THEN 0 ELSE ${signInLimits.attempts} END`,
            expires_at: sql`CASE WHEN ${expired} THEN ${later(windowMs)} ELSE ${signInLimits.expires_at} END`,
            pending: sql`${pending} + 1`,
            pending_until: sql`CASE WHEN ${inFlight} THEN ${signInLimits.pending_until} ELSE ${later(PENDING_MS)} END`,
          },
          setWhere: sql`${expired} OR ${signInLimits.attempts} + ${pending} < ${limit}`,
        })
        .returning({ window: sql<string>`${signInLimits.pending_until}::text` });
      if (claimed) return { granted: true, window: claimed.window };
      const [state] = await db
        .select({ failures: signInLimits.attempts, ms: msUntil(signInLimits.expires_at) })
        .from(signInLimits)
        .where(eq(signInLimits.key, key));
      return state && state.failures >= limit && state.ms > 0
        ? { granted: false, reason: 'locked', retryAfterMs: state.ms }
        : { granted: false, reason: 'busy', retryAfterMs: BUSY_RETRY_MS };
    },
    async fail(db, claim) {
      // An upsert: an administrator's unlock may have deleted the row meanwhile.
      const [row] = await db
        .insert(signInLimits)
        .values({ key, attempts: 1, expires_at: later(windowMs) })
        .onConflictDoUpdate({
          target: signInLimits.key,
          set: {
            attempts: sql`CASE WHEN ${expired} THEN 1 ELSE ${signInLimits.attempts} + 1 END`,
            expires_at: sliding ? later(windowMs) : sql`CASE WHEN ${expired} THEN ${later(windowMs)} ELSE ${signInLimits.expires_at} END`,
            pending: leaveFlight(claim),
          },
        })
        .returning({ attempts: signInLimits.attempts, until: signInLimits.expires_at });
      return row;
    },
    async release(db, claim) {
      await db
        .update(signInLimits)
        .set({ pending: leaveFlight(claim) })
        .where(eq(signInLimits.key, key));
    },
  };
}

/** Failed sign-ins from a client address, unless it has used up its failures for the window. */
export const addressCounter = (address: string, policy: SignInPolicy) =>
  limitCounter(`address:${sha256(address)}`, policy.addressLimit, policy.addressWindowMs, false);

/** A name that matches no live account, counted exactly as an account's failures are. */
export const unknownNameCounter = (name: string, policy: SignInPolicy) =>
  limitCounter(`name:${sha256(name)}`, MAX_LOGIN_ATTEMPTS, policy.lockMs, true);

const deviceKeyPrefix = (subject: DeviceSubject) => `device:${subject}:`;

/** A device known to the account (`device`: the id its device token proves), counted on its own. */
export const deviceCounter = (subject: DeviceSubject, device: string, policy: SignInPolicy) =>
  limitCounter(`${deviceKeyPrefix(subject)}${sha256(device)}`, MAX_LOGIN_ATTEMPTS, policy.lockMs, true);

/** Ends the locks of every device of an account (an administrator's unlock, a new password). */
export async function clearDeviceLocks(db: Database, subject: DeviceSubject): Promise<void> {
  await db.delete(signInLimits).where(like(signInLimits.key, `${deviceKeyPrefix(subject)}%`));
}

/** Deletes the counters whose time is up and that nothing is in flight on; returns how many. */
export async function pruneSignInLimits(db: Database): Promise<number> {
  const deleted = await db
    .delete(signInLimits)
    .where(
      and(lte(signInLimits.expires_at, sql`now()`), or(isNull(signInLimits.pending_until), lte(signInLimits.pending_until, sql`now()`))),
    )
    .returning({ key: signInLimits.key });
  return deleted.length;
}
