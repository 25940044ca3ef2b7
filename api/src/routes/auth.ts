/** Sign-in, sign-out, the signed-in profile, one's own password and the role's menu. */
import { menuSections } from '@banca/contracts/menu';
import { authRoutes } from '@banca/contracts';
import { recordSecurityEvents, type SecurityEvent } from '../domain/security-events';
import {
  accountCounter,
  addressCounter,
  deviceCounter,
  type Failures,
  findSignInAccount,
  MAX_LOGIN_ATTEMPTS,
  recordSignIn,
  signInName,
  unknownNameCounter,
} from '../domain/sign-in';
import { changeOwnPassword } from '../domain/user-security';
import { findUser, profileOf, USERS_NAMESPACE } from '../domain/users';
import { actorOf } from '../http/actor';
import { badRequest, tooManyRequests } from '../http/errors';
import { withETag } from '../http/preconditions';
import { writeOf } from '../http/writes';
import { serve } from '../http/route';
import {
  ACCOUNT_BUSY,
  attemptsLeft,
  type Counted,
  claimAll,
  failedSignIn,
  locked,
  releaseAll,
  settleFailure,
} from '../http/sign-in-answers';
import type { App } from '../http/types';
import { XSRF_COOKIE } from '@banca/contracts/anti-forgery';
import { rememberDevice, trustedDevice } from '../security/device-tokens';
import { decoyVerify, hashPassword, verifyPassword } from '../security/passwords';
import { newToken } from '../security/tokens';

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
      const failures = await settleFailure(app, request, counted, claims, { name, record, details: known });
      // The users list shows the account as locked after the last one (a name nobody has costs the same).
      if (failures.attempts >= MAX_LOGIN_ATTEMPTS) await app.lists.invalidate(USERS_NAMESPACE);
      throw failedSignIn(failures);
    }

    await releaseAll(app, counted, claims);
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

  // The same menu for every role: the host shows each the pages its manifests let it open.
  serve(app, authRoutes.menu, async () => menuSections());
}
