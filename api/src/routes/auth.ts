/** Sign-in, sign-out, the signed-in profile and the role's menu. */
import { authRoutes } from '@banca/contracts';
import { countFailedSignIn, findSignInUser, findUser, MAX_LOGIN_ATTEMPTS, profileOf, recordSignIn, USERS_NAMESPACE } from '../domain/users';
import { HttpError } from '../http/errors';
import { serve } from '../http/route';
import type { App } from '../http/types';
import { CSRF_COOKIE } from '../plugins/auth';
import { menuFor } from '../security/access';
import { decoyVerify, verifyPassword } from '../security/passwords';
import { newToken } from '../security/tokens';

const WRONG_CREDENTIALS = 'Usuario o contraseña incorrectos.';
const LOCKED = 'Tu cuenta está bloqueada por demasiados intentos fallidos. Pide a un administrador que la desbloquee.';
const INACTIVE = 'Tu cuenta está desactivada. Contacta a un administrador.';

const unauthorized = (message: string) => new HttpError(401, message);

export default async function authRoutesPlugin(app: App): Promise<void> {
  serve(app, authRoutes.login, async (request, reply) => {
    const user = await findSignInUser(app.db, request.body.username);
    if (!user) {
      await decoyVerify(request.body.password);
      throw unauthorized(WRONG_CREDENTIALS);
    }
    if (user.loginattempts >= MAX_LOGIN_ATTEMPTS) throw unauthorized(LOCKED);

    if (!(await verifyPassword(user.password_hash, request.body.password))) {
      const attempts = await countFailedSignIn(app.db, user.id);
      await app.lists.invalidate(USERS_NAMESPACE); // the list shows the account as locked after the last one
      const left = MAX_LOGIN_ATTEMPTS - attempts;
      throw unauthorized(left <= 0 ? LOCKED : `${WRONG_CREDENTIALS} Te ${left === 1 ? 'queda 1 intento' : `quedan ${left} intentos`}.`);
    }
    if (!user.isactive) throw unauthorized(INACTIVE);

    await recordSignIn(app.db, user.id);
    const { token, expiresAt } = await app.sessions.create(user.id, request.headers['user-agent']);
    // The anti-forgery secret the browser echoes in X-XSRF-TOKEN on every non-GET call.
    reply.setCookie(CSRF_COOKIE, newToken(), {
      path: '/',
      sameSite: 'strict',
      secure: app.secureCookies,
      httpOnly: false,
    });
    return { token, expires_at: expiresAt.toISOString() };
  });

  serve(app, authRoutes.logout, async (request) => {
    await app.sessions.revoke(request.auth.sessionId);
    return { ok: true as const };
  });

  serve(app, authRoutes.profile, async (request) => profileOf(await findUser(app.db, request.auth.user.id)));

  serve(app, authRoutes.menu, async (request) => menuFor(request.auth.user.role));
}
