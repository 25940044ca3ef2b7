/**
 * The booth terminal's session: sign-in with a seller account from one device at a time (counted,
 * locked, remembered by device and audited like a user's), sign-out, who it is, and the draws it may
 * sell now.
 */
import { terminalRoutes } from '@banca/contracts';
import { signIn } from '../domain/sign-in-use-case';
import { endTerminalSession, terminalDraws, terminalSession } from '../domain/terminal';
import { actorOf } from '../http/actor';
import { serve } from '../http/route';
import { setSignInCookies, signInAttemptOf } from '../http/sign-in';
import type { App } from '../http/types';

export default async function terminalRoutesPlugin(app: App): Promise<void> {
  // One device at a time per seller account; counted, locked and audited as a user's sign-in.
  serve(app, terminalRoutes.terminalLogin, async (request, reply) => {
    const signedIn = await signIn(app, signInAttemptOf(app, request, request.body, 'seller'));
    setSignInCookies(app, request, reply, signedIn);
    const { expires_at, seller, booth } = signedIn.terminal!;
    return { token: signedIn.token, expires_at, seller, booth };
  });

  serve(app, terminalRoutes.terminalLogout, async (request) => {
    const terminal = request.terminal!;
    await endTerminalSession(app.db, app.sessions, actorOf(request), terminal.sellerId, { only: terminal.sessionId, signOut: true });
    return { ok: true as const };
  });

  serve(app, terminalRoutes.terminalSession, async (request) => {
    const terminal = request.terminal!;
    return terminalSession(app.db, terminal, await app.sessions.expiresAtOf(terminal.sessionId));
  });

  serve(app, terminalRoutes.terminalDraws, async (request) => terminalDraws(app.db, request.terminal!.boothId, app.clock.now()));
}
