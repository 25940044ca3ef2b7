/** Sign-in, sign-out, the signed-in profile and the role's menu. */
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
import { findUser, MAX_LOGIN_ATTEMPTS, profileOf, USERS_NAMESPACE } from '../domain/users';
import { actorOf } from '../http/actor';
import { HttpError, tooManyRequests } from '../http/errors';
import { serve } from '../http/route';
import type { App } from '../http/types';
import { CSRF_COOKIE } from '../plugins/auth';
import { menuFor } from '../security/access';
import { decoyVerify, verifyPassword } from '../security/passwords';
import { newToken } from '../security/tokens';

const WRONG_CREDENTIALS = 'Usuario o contraseña incorrectos.';
const INACTIVE = 'Tu cuenta está desactivada. Contacta a un administrador.';

const minutes = (ms: number) => {
  const n = Math.max(1, Math.ceil(ms / 60_000));
  return n === 1 ? '1 minuto' : `${n} minutos`;
};
const locked = (ms: number) =>
  `Tu cuenta está bloqueada por demasiados intentos fallidos. Intenta de nuevo en ${minutes(ms)} o pide a un administrador que la desbloquee.`;
const throttled = (ms: number) => `Demasiados intentos fallidos desde tu conexión. Intenta de nuevo en ${minutes(ms)}.`;

const unauthorized = (message: string) => new HttpError(401, message);

/** The answer to a wrong password: the same for an existing account and for a name nobody has. */
function failedSignIn(attempts: number, lockMs: number): HttpError {
  const left = MAX_LOGIN_ATTEMPTS - attempts;
  if (left <= 0) return unauthorized(locked(lockMs));
  return unauthorized(`${WRONG_CREDENTIALS} Te ${left === 1 ? 'queda 1 intento' : `quedan ${left} intentos`}.`);
}

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
      throw unauthorized(INACTIVE);
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
    reply.setCookie(CSRF_COOKIE, newToken(), {
      path: '/',
      sameSite: 'strict',
      secure: app.secureCookies,
      httpOnly: false,
    });
    return { token: session.token, expires_at: session.expiresAt.toISOString() };
  });

  serve(app, authRoutes.logout, async (request) => {
    await app.sessions.end(actorOf(request), request.auth.user.id, { only: request.auth.sessionId });
    return { ok: true as const };
  });

  serve(app, authRoutes.profile, async (request) => profileOf(await findUser(app.db, request.auth.user.id)));

  serve(app, authRoutes.menu, async (request) => menuFor(request.auth.user.role));
}
