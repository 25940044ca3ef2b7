/** Sign-in, sign-out, the signed-in profile, one's own password and the role's menu. */
import { authRoutes } from '@banca/contracts';
import { recordSecurityEvents, type SecurityEvent } from '../domain/security-events';
import {
  type AttemptCounter,
  accountCounter,
  addressCounter,
  type ClaimedAttempt,
  deviceCounter,
  type Failures,
  findSignInAccount,
  recordSignIn,
  type Refusal,
  signInName,
  unknownNameCounter,
} from '../domain/sign-in';
import { changeOwnPassword } from '../domain/user-security';
import { findUser, MAX_LOGIN_ATTEMPTS, profileOf, USERS_NAMESPACE } from '../domain/users';
import { actorOf } from '../http/actor';
import { badRequest, type HttpError, tooManyRequests, unauthorized } from '../http/errors';
import { withETag } from '../http/preconditions';
import { writeOf } from '../http/writes';
import { serve } from '../http/route';
import type { App } from '../http/types';
import { XSRF_COOKIE } from '@banca/contracts/anti-forgery';
import { menuFor } from '../security/access';
import { rememberDevice, trustedDevice } from '../security/device-tokens';
import { decoyVerify, hashPassword, verifyPassword } from '../security/passwords';
import { newToken } from '../security/tokens';

const WRONG_CREDENTIALS = 'Usuario o contraseña incorrectos.';

const minutes = (ms: number) => {
  const n = Math.max(1, Math.ceil(ms / 60_000));
  return n === 1 ? '1 minuto' : `${n} minutos`;
};
const locked = (ms: number) =>
  `Tu cuenta está bloqueada por demasiados intentos fallidos. Intenta de nuevo en ${minutes(ms)} o pide a un administrador que la desbloquee.`;
const throttled = (ms: number) => `Demasiados intentos fallidos desde tu conexión. Intenta de nuevo en ${minutes(ms)}.`;
const ACCOUNT_BUSY = 'Demasiados intentos a la vez con esta cuenta. Intenta de nuevo en unos segundos.';
const ADDRESS_BUSY = 'Demasiados intentos a la vez desde tu conexión. Intenta de nuevo en unos segundos.';

/** "Te quedan 4 intentos." after the `attempts`-th failure, or the lock message after the last one. */
function attemptsLeft(attempts: number, lockMs: number): string {
  const left = MAX_LOGIN_ATTEMPTS - attempts;
  if (left <= 0) return locked(lockMs);
  return `Te ${left === 1 ? 'queda 1 intento' : `quedan ${left} intentos`}.`;
}

/**
 * The answer to a wrong password: the same for an existing account, a deactivated one and a name
 * nobody has. A lock is a 401 with its message, as every refusal of the credentials is, and says
 * when to try again.
 */
function failedSignIn(failures: Failures): HttpError {
  const lockMs = failures.until.getTime() - Date.now();
  if (failures.attempts >= MAX_LOGIN_ATTEMPTS) return unauthorized(locked(lockMs), lockMs);
  return unauthorized(`${WRONG_CREDENTIALS} ${attemptsLeft(failures.attempts, lockMs)}`);
}

/** A counter of the sign-in and how its refusal reads: the account's (or the device's, the name's), or the address's. */
interface Counted {
  of: 'account' | 'address';
  counter: AttemptCounter;
}

function refusalOf(of: Counted['of'], refusal: Refusal): HttpError {
  if (refusal.reason === 'busy') return tooManyRequests(of === 'account' ? ACCOUNT_BUSY : ADDRESS_BUSY, refusal.retryAfterMs);
  return of === 'account'
    ? unauthorized(locked(refusal.retryAfterMs), refusal.retryAfterMs)
    : tooManyRequests(throttled(refusal.retryAfterMs), refusal.retryAfterMs);
}

/** Claims an attempt on every counter in order; on a refusal gives back the claims made and throws its answer. */
async function claimAll(app: App, counted: Counted[]): Promise<ClaimedAttempt[]> {
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

const WRONG_CURRENT_PASSWORD = 'La contraseña actual no es correcta.';
const SAME_PASSWORD = 'La nueva contraseña debe ser distinta de la actual.';

/** The answer to a wrong current password: on its field, with the attempts left before the lock. */
const wrongCurrentPassword = (failures: Failures) =>
  badRequest('current_password', `${WRONG_CURRENT_PASSWORD} ${attemptsLeft(failures.attempts, failures.until.getTime() - Date.now())}`);

export default async function authRoutesPlugin(app: App): Promise<void> {
  const policy = app.signInPolicy;

  // Every attempt is held to its counters before its password is checked (see domain/sign-in.ts): a
  // device known to the account only to its own; anybody else to the client address and then to the
  // account, or to the name when no account has it. A refusal runs no check. Each attempt ends in
  // the audit trail: a sign-in, or a failure (with the lock or throttle it caused).
  serve(app, authRoutes.login, async (request, reply) => {
    const name = signInName(request.body.username);
    const account = await findSignInAccount(app.db, name);
    const subject = account && (`user:${account.id}` as const);
    const device = subject && trustedDevice(app, request, subject);
    const counted: Counted[] =
      subject && device
        ? [{ of: 'account', counter: deviceCounter(subject, device, policy) }]
        : [
            { of: 'address', counter: addressCounter(request.ip, policy) },
            { of: 'account', counter: account ? accountCounter(account.id, policy) : unknownNameCounter(name, policy) },
          ];
    const claims = await claimAll(app, counted);

    // A deactivated account's right password is refused as a wrong one (the same answer, counted
    // alike); the session is made only if the password checked is still the user's.
    const right = account ? await verifyPassword(account.passwordHash, request.body.password) : await decoyVerify(request.body.password);
    const session =
      account && right && account.isactive
        ? await app.sessions.create(
            { userId: account.id, passwordVersion: account.passwordVersion },
            { userAgent: request.headers['user-agent'], address: request.ip },
          )
        : undefined;
    const known = { known_device: device !== undefined };
    const record = account && { type: 'user' as const, id: account.id };

    if (!account || !session) {
      const counts = await Promise.all(counted.map(({ counter }, i) => counter.fail(app.db, claims[i])));
      const failuresOf = (of: Counted['of']) => counts[counted.findIndex((c) => c.of === of)];
      const [failures, addressFailures] = [failuresOf('account'), failuresOf('address')];
      const events: SecurityEvent[] = [
        {
          action: 'sign_in_failed',
          address: request.ip,
          record,
          details: { name_hash: app.signInNames.hash(name), attempts: failures.attempts, ...known },
        },
      ];
      if (failures.attempts === MAX_LOGIN_ATTEMPTS) {
        events.push({
          action: 'account_locked',
          address: request.ip,
          record,
          details: { locked_until: failures.until.toISOString(), ...known },
        });
      }
      if (addressFailures?.attempts === policy.addressLimit) {
        events.push({
          action: 'address_throttled',
          address: request.ip,
          details: { failures: addressFailures.attempts, until: addressFailures.until.toISOString() },
        });
      }
      await recordSecurityEvents(app.db, events);
      // The users list shows the account as locked after the last one (a name nobody has costs the same).
      if (failures.attempts >= MAX_LOGIN_ATTEMPTS) await app.lists.invalidate(USERS_NAMESPACE);
      throw failedSignIn(failures);
    }

    await Promise.all(counted.map(({ counter }, i) => counter.release(app.db, claims[i])));
    await recordSignIn(app.db, account.id);
    await recordSecurityEvents(app.db, [
      { action: 'sign_in', address: request.ip, actor: { userId: account.id, username: account.username }, record, details: known },
    ]);
    rememberDevice(app, request, reply, `user:${account.id}`);
    // The anti-forgery secret the browser echoes in X-XSRF-TOKEN on every non-GET call.
    reply.setCookie(XSRF_COOKIE, newToken(), {
      path: '/',
      sameSite: 'strict',
      secure: app.secureCookies,
      httpOnly: false,
    });
    return { token: session.token, expires_at: session.expiresAt.toISOString() };
  });

  serve(app, authRoutes.logout, async (request) => {
    await app.sessions.end(actorOf(request), request.auth.user.id, { only: request.auth.sessionId, signOut: true });
    return { ok: true as const };
  });

  serve(app, authRoutes.profile, async (request) => profileOf(await findUser(app.db, request.auth.user.id)));

  // The current password is checked as a sign-in checks it: the attempt is held to the account
  // first (a stolen session cannot guess it faster than a sign-in could), a locked account runs no
  // check, and a right password clears the count (the change itself does).
  serve(app, authRoutes.changeOwnPassword, async (request, reply) => {
    const { id } = request.auth.user;
    const { current_password, new_password } = request.body;
    const write = writeOf(request);
    const counter = accountCounter(id, policy);
    const claim = await counter.claim(app.db);
    if (!claim.granted) {
      throw tooManyRequests(claim.reason === 'busy' ? ACCOUNT_BUSY : locked(claim.retryAfterMs), claim.retryAfterMs);
    }
    const user = await findUser(app.db, id);
    if (!(await verifyPassword(user.password_hash, current_password))) {
      const failures = await counter.fail(app.db, claim);
      const record = { type: 'user' as const, id };
      const events: SecurityEvent[] = [
        {
          action: 'sign_in_failed',
          address: request.ip,
          actor: { userId: id, username: user.username },
          record,
          details: { own_password: true, attempts: failures.attempts },
        },
      ];
      if (failures.attempts === MAX_LOGIN_ATTEMPTS) {
        events.push({
          action: 'account_locked',
          address: request.ip,
          record,
          details: { locked_until: failures.until.toISOString(), own_password: true },
        });
        await app.lists.invalidate(USERS_NAMESPACE); // the list shows the account as locked
      }
      await recordSecurityEvents(app.db, events);
      throw wrongCurrentPassword(failures);
    }
    await counter.release(app.db, claim); // the password was right: no failure to count
    if (new_password === current_password) throw badRequest('new_password', SAME_PASSWORD);
    const change = {
      userId: id,
      sessionId: request.auth.sessionId,
      passwordVersion: user.password_version,
      passwordHash: await hashPassword(new_password),
    };
    const changed = await changeOwnPassword(app.db, app.sessions, change, write);
    await app.lists.invalidate(USERS_NAMESPACE);
    return withETag(reply, changed);
  });

  serve(app, authRoutes.menu, async (request) => menuFor(request.auth.user.role));
}
