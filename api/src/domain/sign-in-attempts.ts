/**
 * A sign-in's attempt (staff and booth terminals alike), from its claim to its answer: the counters
 * it is held to (domain/sign-in.ts) are claimed before the password is checked, a failure is counted
 * on each and recorded in the audit trail (with the lock or throttle it caused), and the answers
 * read the same for an account that exists, a deactivated one and a name nobody has. A lock is a 401
 * with its message, as every refusal of the credentials is, and says when to try again; too many
 * attempts at once is a 429 that never reads as a lock.
 */
import type { Database } from '../db/client';
import { type AppError, tooManyAttempts, credentialsRefused } from '../errors';
import type { SessionStore } from '../security/sessions';
import type { ListCache } from './list-cache';
import { recordSecurityEvents, type SecurityEvent, type SignInNames } from './security-events';
import { type AttemptCounter, type ClaimedAttempt, type Failures, MAX_LOGIN_ATTEMPTS, type Refusal, type SignInPolicy } from './sign-in';

/** What a sign-in (or a check of one's own password) works with: the app's database, sessions and policies. */
export interface SignInServices {
  db: Database;
  sessions: SessionStore;
  lists: ListCache;
  signInPolicy: SignInPolicy;
  signInNames: SignInNames;
}

export const WRONG_CREDENTIALS = 'Usuario o contraseña incorrectos.';

const minutes = (ms: number) => {
  const n = Math.max(1, Math.ceil(ms / 60_000));
  return n === 1 ? '1 minuto' : `${n} minutos`;
};
export const locked = (ms: number) =>
  `Tu cuenta está bloqueada por demasiados intentos fallidos. Intenta de nuevo en ${minutes(ms)} o pide a un administrador que la desbloquee.`;
export const throttled = (ms: number) => `Demasiados intentos fallidos desde tu conexión. Intenta de nuevo en ${minutes(ms)}.`;
export const ACCOUNT_BUSY = 'Demasiados intentos a la vez con esta cuenta. Intenta de nuevo en unos segundos.';
const ADDRESS_BUSY = 'Demasiados intentos a la vez desde tu conexión. Intenta de nuevo en unos segundos.';

/** "Te quedan 4 intentos." after the `attempts`-th failure, or the lock message after the last one. */
export function attemptsLeft(attempts: number, lockMs: number): string {
  const left = MAX_LOGIN_ATTEMPTS - attempts;
  if (left <= 0) return locked(lockMs);
  return `Te ${left === 1 ? 'queda 1 intento' : `quedan ${left} intentos`}.`;
}

/** The answer to a wrong password: the same for an existing account, a deactivated one and a name nobody has. */
export function failedSignIn(failures: Failures): AppError {
  const lockMs = failures.until.getTime() - Date.now();
  if (failures.attempts >= MAX_LOGIN_ATTEMPTS) return credentialsRefused(locked(lockMs), lockMs);
  return credentialsRefused(`${WRONG_CREDENTIALS} ${attemptsLeft(failures.attempts, lockMs)}`);
}

/** A counter of the sign-in and how its refusal reads: the account's (or the device's, the name's), or the address's. */
export interface Counted {
  of: 'account' | 'address';
  counter: AttemptCounter;
}

function refusalOf(of: Counted['of'], refusal: Refusal): AppError {
  if (refusal.reason === 'busy') return tooManyAttempts(of === 'account' ? ACCOUNT_BUSY : ADDRESS_BUSY, refusal.retryAfterMs);
  return of === 'account'
    ? credentialsRefused(locked(refusal.retryAfterMs), refusal.retryAfterMs)
    : tooManyAttempts(throttled(refusal.retryAfterMs), refusal.retryAfterMs);
}

/** Claims an attempt on every counter in order; on a refusal gives back the claims made and throws its answer. */
export async function claimAll(app: SignInServices, counted: Counted[]): Promise<ClaimedAttempt[]> {
  const claims: ClaimedAttempt[] = [];
  for (const { of, counter } of counted) {
    const claim = await counter.claim(app.db);
    if (!claim.granted) {
      await Promise.all(claims.map((made, i) => counted[i].counter.release(app.db, made)));
      throw refusalOf(of, claim);
    }
    claims.push(claim);
  }
  return claims;
}

/** Gives every claim back: the password was right (an account's failures are cleared). */
export async function releaseAll(app: SignInServices, counted: Counted[], claims: ClaimedAttempt[]): Promise<void> {
  await Promise.all(counted.map(({ counter }, i) => counter.release(app.db, claims[i])));
}

/** What a failed sign-in's audit entries tell besides its counts. */
export interface FailedAttempt {
  /** The name typed (kept only as its keyed hash). */
  name: string;
  /** The account named, when there is one. */
  record?: SecurityEvent['record'];
  /** More to tell of every entry (a known device, a terminal). */
  details: Record<string, unknown>;
}

/**
 * Counts a failure on every counter, records it in the audit trail (with the lock or the throttle
 * it caused) and returns the account's failures, for failedSignIn.
 */
export async function settleFailure(
  app: SignInServices,
  address: string,
  counted: Counted[],
  claims: ClaimedAttempt[],
  attempt: FailedAttempt,
): Promise<Failures> {
  const counts = await Promise.all(counted.map(({ counter }, i) => counter.fail(app.db, claims[i])));
  const failuresOf = (of: Counted['of']) => counts[counted.findIndex((c) => c.of === of)];
  const [failures, addressFailures] = [failuresOf('account'), failuresOf('address')];
  const { record, details } = attempt;
  const events: SecurityEvent[] = [
    {
      action: 'sign_in_failed',
      address,
      record,
      details: { name_hash: app.signInNames.hash(attempt.name), attempts: failures.attempts, ...details },
    },
  ];
  if (failures.attempts === MAX_LOGIN_ATTEMPTS) {
    events.push({
      action: 'account_locked',
      address,
      record,
      details: { locked_until: failures.until.toISOString(), ...details },
    });
  }
  if (addressFailures?.attempts === app.signInPolicy.addressLimit) {
    events.push({
      action: 'address_throttled',
      address,
      details: { failures: addressFailures.attempts, until: addressFailures.until.toISOString() },
    });
  }
  await recordSecurityEvents(app.db, events);
  return failures;
}
