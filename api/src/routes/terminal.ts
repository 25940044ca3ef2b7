/**
 * The booth terminal's session: sign-in with a seller account from one device at a time (counted
 * and locked like a user's), sign-out, who it is, and the draws it may sell now.
 */
import { terminalRoutes } from '@banca/contracts';
import {
  claimAddressAttempt,
  claimSellerAttempt,
  claimUnknownNameAttempt,
  clearSellerFailures,
  findSellerAccount,
  releaseAttempt,
  signInName,
} from '../domain/sign-in';
import { endTerminalSession, terminalDraws, terminalSession } from '../domain/terminal';
import { actorOf } from '../http/actor';
import { ConflictError, tooManyRequests } from '../http/errors';
import { serve } from '../http/route';
import { failedSignIn, locked, throttled, unauthorized } from '../http/sign-in-answers';
import type { App } from '../http/types';
import { XSRF_COOKIE } from '@banca/contracts/anti-forgery';
import { decoyVerify, verifyPassword } from '../security/passwords';
import { TerminalElsewhereError } from '../security/sessions';
import { newToken } from '../security/tokens';

const INACTIVE = 'Esta cuenta de vendedor está desactivada. Pide a la administración que la active.';
const WITHOUT_BOOTH = 'Esta cuenta de vendedor no tiene taquilla asignada. Pide a la administración que la asigne a una.';
const ELSEWHERE =
  'Esta cuenta de vendedor tiene una sesión abierta en otro dispositivo. Ciérrala allí, o pide a la administración que desbloquee la cuenta.';

export default async function terminalRoutesPlugin(app: App): Promise<void> {
  const policy = app.signInPolicy;

  // Counted as a user's sign-in (domain/sign-in.ts): the client address first, then the seller
  // account, or the name when no account has it; a right password gives its claims back.
  serve(app, terminalRoutes.terminalLogin, async (request, reply) => {
    const name = signInName(request.body.username);
    const address = await claimAddressAttempt(app.db, request.ip, policy);
    if (!address.granted) throw tooManyRequests(throttled(address.retryAfterMs), address.retryAfterMs);

    const account = await findSellerAccount(app.db, name);
    if (!account) {
      const attempt = await claimUnknownNameAttempt(app.db, name, policy);
      if (!attempt.granted) {
        await releaseAttempt(app.db, address);
        throw tooManyRequests(locked(attempt.retryAfterMs), attempt.retryAfterMs);
      }
      await decoyVerify(request.body.password);
      throw failedSignIn(attempt.attempts, policy.lockMs);
    }
    const attempt = await claimSellerAttempt(app.db, account.id, policy);
    if (!attempt.granted) {
      await releaseAttempt(app.db, address);
      throw tooManyRequests(locked(attempt.retryAfterMs), attempt.retryAfterMs);
    }
    if (!(await verifyPassword(attempt.passwordHash, request.body.password))) throw failedSignIn(attempt.attempts, policy.lockMs);
    await releaseAttempt(app.db, address);
    await clearSellerFailures(app.db, account.id);
    if (!attempt.isActive) throw unauthorized(INACTIVE);
    if (attempt.boothId === null) throw unauthorized(WITHOUT_BOOTH);

    let session: { token: string; expiresAt: Date };
    try {
      session = await app.sessions.createTerminal(account.id, request.body.device_id.trim(), {
        userAgent: request.headers['user-agent'],
        address: request.ip,
      });
    } catch (error) {
      if (!(error instanceof TerminalElsewhereError)) throw error;
      throw new ConflictError('SELLER_LOGGED_IN_ELSEWHERE', ELSEWHERE, {
        since: error.since.toISOString(),
        last_seen_at: error.lastSeenAt.toISOString(),
      });
    }
    reply.setCookie(XSRF_COOKIE, newToken(), { path: '/', sameSite: 'strict', secure: app.secureCookies, httpOnly: false });
    const info = await terminalSession(app.db, { sellerId: account.id, boothId: attempt.boothId }, session.expiresAt);
    return { token: session.token, expires_at: info.expires_at, seller: info.seller, booth: info.booth };
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
