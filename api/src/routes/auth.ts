/** Sign-in, sign-out, the signed-in profile, one's own password and the role's menu. */
import { authRoutes } from '@banca/contracts';
import {
  claimAccountAttempt,
  claimAddressAttempt,
  claimUnknownNameAttempt,
  clearFailedSignIns,
  findSignInAccount,
  recordSignIn,
  releaseAttempt,
  signInName,
} from '../domain/sign-in';
import { changeOwnPassword } from '../domain/user-security';
import { findUser, profileOf, USERS_NAMESPACE } from '../domain/users';
import { actorOf } from '../http/actor';
import { badRequest, tooManyRequests } from '../http/errors';
import { withETag } from '../http/preconditions';
import { attemptsLeft, failedSignIn, locked, throttled, unauthorized } from '../http/sign-in-answers';
import { writeOf } from '../http/writes';
import { serve } from '../http/route';
import type { App } from '../http/types';
import { XSRF_COOKIE } from '@banca/contracts/anti-forgery';
import { menuFor } from '../security/access';
import { decoyVerify, hashPassword, verifyPassword } from '../security/passwords';
import { newToken } from '../security/tokens';

const WRONG_CURRENT_PASSWORD = 'La contraseña actual no es correcta.';
const SAME_PASSWORD = 'La nueva contraseña debe ser distinta de la actual.';

/** The answer to a wrong current password: on its field, with the attempts left before the lock. */
const wrongCurrentPassword = (attempts: number, lockMs: number) =>
  badRequest('current_password', `${WRONG_CURRENT_PASSWORD} ${attemptsLeft(attempts, lockMs)}`);

export default async function authRoutesPlugin(app: App): Promise<void> {
  const policy = app.signInPolicy;

  // Every attempt is counted before its password is checked (see domain/sign-in.ts): first against
  // the client address, then against the account, or the name when no account has it. A refusal
  // runs no check; a right password gives its claims back.
  serve(app, authRoutes.login, async (request, reply) => {
    const name = signInName(request.body.username);
    const address = await claimAddressAttempt(app.db, request.ip, policy);
    if (!address.granted) throw tooManyRequests(throttled(address.retryAfterMs), address.retryAfterMs);

    const account = await findSignInAccount(app.db, name);
    if (!account) {
      const attempt = await claimUnknownNameAttempt(app.db, name, policy);
      if (!attempt.granted) {
        await releaseAttempt(app.db, address);
        throw tooManyRequests(locked(attempt.retryAfterMs), attempt.retryAfterMs);
      }
      await decoyVerify(request.body.password);
      throw failedSignIn(attempt.attempts, policy.lockMs);
    }

    const attempt = await claimAccountAttempt(app.db, account.id, policy);
    if (!attempt.granted) {
      await releaseAttempt(app.db, address);
      throw tooManyRequests(locked(attempt.retryAfterMs), attempt.retryAfterMs);
    }
    if (!(await verifyPassword(attempt.passwordHash, request.body.password))) {
      await app.lists.invalidate(USERS_NAMESPACE); // the list shows the account as locked after the last one
      throw failedSignIn(attempt.attempts, policy.lockMs);
    }
    await releaseAttempt(app.db, address);
    if (!attempt.isactive) {
      await clearFailedSignIns(app.db, account.id);
      throw unauthorized('Tu cuenta está desactivada. Contacta a un administrador.');
    }

    // Made only if the password checked is still the user's: a change while this sign-in was in
    // flight leaves it a failed one.
    const session = await app.sessions.create(
      { userId: account.id, passwordVersion: attempt.passwordVersion },
      { userAgent: request.headers['user-agent'], address: request.ip },
    );
    if (!session) throw failedSignIn(attempt.attempts, policy.lockMs);
    await recordSignIn(app.db, account.id);
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

  // The current password is checked as a sign-in checks it: the attempt is counted on the account
  // first (a stolen session cannot guess it faster than a sign-in could), a locked account runs no
  // check, and a right password clears the count (the change itself does).
  serve(app, authRoutes.changeOwnPassword, async (request, reply) => {
    const { id } = request.auth.user;
    const { current_password, new_password } = request.body;
    const write = writeOf(request);
    const attempt = await claimAccountAttempt(app.db, id, policy);
    if (!attempt.granted) throw tooManyRequests(locked(attempt.retryAfterMs), attempt.retryAfterMs);
    if (!(await verifyPassword(attempt.passwordHash, current_password))) {
      await app.lists.invalidate(USERS_NAMESPACE); // the list shows the account as locked after the last one
      throw wrongCurrentPassword(attempt.attempts, policy.lockMs);
    }
    if (new_password === current_password) {
      await clearFailedSignIns(app.db, id);
      throw badRequest('new_password', SAME_PASSWORD);
    }
    const change = {
      userId: id,
      sessionId: request.auth.sessionId,
      passwordVersion: attempt.passwordVersion,
      passwordHash: await hashPassword(new_password),
    };
    const changed = await changeOwnPassword(app.db, app.sessions, change, write).catch(async (error: unknown) => {
      await clearFailedSignIns(app.db, id); // the password was right: no failure to count
      throw error;
    });
    await app.lists.invalidate(USERS_NAMESPACE);
    return withETag(reply, changed);
  });

  serve(app, authRoutes.menu, async (request) => menuFor(request.auth.user.role));
}
