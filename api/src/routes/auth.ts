/** Sign-in, sign-out, the signed-in profile, one's own password and the role's menu. */
import { authRoutes } from '@banca/contracts';
import { menuSections } from '@banca/contracts/menu';
import { signIn } from '../domain/sign-in-use-case';
import { changeOwnPassword } from '../domain/user-security';
import { findUser, profileOf } from '../domain/users';
import { endSessions } from '../domain/sessions';
import { actorOf } from '../http/actor';
import { withETag } from '../http/preconditions';
import { serve } from '../http/route';
import { setSignInCookies, signInAttemptOf } from '../http/sign-in';
import type { App } from '../http/types';
import { writeOf } from '../http/writes';

export default async function authRoutesPlugin(app: App): Promise<void> {
  serve(app, authRoutes.login, async (request, reply) => {
    const signedIn = await signIn(app, signInAttemptOf(app, request, request.body, 'user'));
    setSignInCookies(app, request, reply, signedIn);
    return { token: signedIn.token, expires_at: signedIn.expiresAt.toISOString() };
  });

  serve(app, authRoutes.logout, async (request) => {
    await endSessions(app, actorOf(request), request.auth.user.id, { only: request.auth.sessionId, signOut: true });
    return { ok: true as const };
  });

  serve(app, authRoutes.profile, async (request) => profileOf(await findUser(app.db, request.auth.user.id)));

  serve(app, authRoutes.changeOwnPassword, async (request, reply) =>
    withETag(reply, await changeOwnPassword(app, request.body, writeOf(request))),
  );

  // The same menu for every role: the host shows each the pages its manifests let it open.
  serve(app, authRoutes.menu, async () => menuSections());
}
