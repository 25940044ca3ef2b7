/**
 * The booth terminal's session: sign-in with a seller account from one device at a time (counted,
 * locked, remembered by device and audited like a user's), sign-out, who it is, and the draws it may
 * sell now.
 */
import { terminalRoutes } from '@banca/contracts';
import { recordTerminalSignIn } from '../domain/security-events';
import { addressCounter, deviceCounter, findSellerAccount, sellerCounter, signInName, unknownNameCounter } from '../domain/sign-in';
import { endTerminalSession, terminalDraws, terminalSession } from '../domain/terminal';
import { actorOf } from '../http/actor';
import { ConflictError, unauthorized } from '../http/errors';
import { serve } from '../http/route';
import { type Counted, claimAll, failedSignIn, releaseAll, settleFailure } from '../http/sign-in-answers';
import type { App } from '../http/types';
import { XSRF_COOKIE } from '@banca/contracts/anti-forgery';
import { rememberDevice, trustedDevice } from '../security/device-tokens';
import { decoyVerify, verifyPassword } from '../security/passwords';
import { TerminalElsewhereError } from '../security/sessions';
import { newToken } from '../security/tokens';

const WITHOUT_BOOTH = 'Esta cuenta de vendedor no tiene taquilla asignada. Pide a la administración que la asigne a una.';
const ELSEWHERE =
  'Esta cuenta de vendedor tiene una sesión abierta en otro dispositivo. Ciérrala allí, o pide a la administración que desbloquee la cuenta.';

export default async function terminalRoutesPlugin(app: App): Promise<void> {
  const policy = app.signInPolicy;

  // Counted as a user's sign-in (domain/sign-in.ts, http/sign-in-answers.ts): a terminal known to
  // the seller account (its device cookie) only on its own; anybody else on the client address and
  // then the seller account, or the name when no account has it. A deactivated account's right
  // password is refused as a wrong one; an account without a booth is told so after a right one.
  serve(app, terminalRoutes.terminalLogin, async (request, reply) => {
    const name = signInName(request.body.username);
    const account = await findSellerAccount(app.db, name);
    const subject = account && (`seller:${account.id}` as const);
    const device = subject && trustedDevice(app, request, subject);
    const counted: Counted[] =
      subject && device
        ? [{ of: 'account', counter: deviceCounter(subject, device, policy) }]
        : [
            { of: 'address', counter: addressCounter(request.ip, policy) },
            { of: 'account', counter: account ? sellerCounter(account.id, policy) : unknownNameCounter(name, policy) },
          ];
    const claims = await claimAll(app, counted);

    const right = account ? await verifyPassword(account.passwordHash, request.body.password) : await decoyVerify(request.body.password);
    const knownDevice = device !== undefined;
    if (!account || !right || !account.isActive) {
      const record = account && { type: 'seller' as const, id: account.id };
      const details = { known_device: knownDevice, terminal: true };
      throw failedSignIn(await settleFailure(app, request, counted, claims, { name, record, details }));
    }
    await releaseAll(app, counted, claims);
    if (account.boothId === null) throw unauthorized(WITHOUT_BOOTH);

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
    await recordTerminalSignIn(app.db, { sellerId: account.id, username: account.username, address: request.ip, knownDevice });
    rememberDevice(app, request, reply, `seller:${account.id}`);
    reply.setCookie(XSRF_COOKIE, newToken(), { path: '/', sameSite: 'strict', secure: app.secureCookies, httpOnly: false });
    const info = await terminalSession(app.db, { sellerId: account.id, boothId: account.boothId }, session.expiresAt);
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
