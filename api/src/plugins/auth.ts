/**
 * Authentication, authorization and anti-forgery for every API route.
 * - Each route must declare `config.access`; a route without it makes the server refuse to start.
 * - A missing, unknown, expired or revoked token, or a role without the capability, gets 403; a
 *   token that was valid once answers why it ended (`reason`: revoked, password changed...).
 * - A non-GET browser request carrying the anti-forgery cookie must echo it in the header.
 */
import { timingSafeEqual } from 'node:crypto';
import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { forbidden, SessionEndedError } from '../errors';
import type { App } from '../http/types';
import type { AuthUser, TerminalAuth } from '../security/auth-types';
import type { RouteAccess } from '@banca/contracts/access';
import { can } from '@banca/contracts/access';
import { XSRF_COOKIE, XSRF_HEADER } from '@banca/contracts/anti-forgery';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function sameSecret(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : undefined;
}

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * A staff session's user, set once the session is checked on every route that is neither
     * public nor the terminal's. A terminal's request has `terminal` instead (and no `auth`): the
     * routes it may call read the caller with `callerOf` (http/caller.ts).
     */
    auth: { user: AuthUser; sessionId: number };
    terminal: TerminalAuth | null;
  }
  interface FastifyContextConfig {
    /** Required on every API route: checked before anything else runs. */
    access?: RouteAccess;
    /** A booth terminal's session may call it too (see RouteContract.terminal). */
    terminal?: boolean;
  }
}

export default fp(async function authPlugin(app: App) {
  app.decorateRequest('auth', null as never);
  app.decorateRequest('terminal', null);

  app.addHook('onRoute', (route) => {
    if (route.url.startsWith('/api/v1/') && !route.config?.access) {
      throw new Error(`Route ${route.method} ${route.url} declares no access rule`);
    }
  });

  app.addHook('onRequest', async (request: FastifyRequest, _reply: FastifyReply) => {
    const access = request.routeOptions.config?.access;
    if (!access) return; // docs and non-API routes

    if (!SAFE_METHODS.has(request.method)) {
      const cookie = request.cookies[XSRF_COOKIE];
      const header = request.headers[XSRF_HEADER];
      if (cookie && (typeof header !== 'string' || !sameSecret(cookie, header))) {
        throw forbidden('Falta el encabezado anti-falsificación o no coincide con la cookie.');
      }
    }
    if (access === 'public') return;

    const token = bearerToken(request);
    const session = token ? await app.sessions.authenticate(token) : undefined;
    if (!session) {
      const reason = token ? await app.sessions.endReasonOf(token) : undefined;
      throw reason ? new SessionEndedError(reason) : forbidden('Sesión no iniciada o expirada.');
    }
    if ('terminal' in session) {
      const forTerminals = access === 'terminal' || request.routeOptions.config?.terminal === true;
      if (!forTerminals) throw forbidden('Una sesión de terminal solo puede vender, consultar sus tickets, anular, verificar y pagar.');
      request.terminal = { sessionId: session.sessionId, ...session.terminal };
      return;
    }
    if (access === 'terminal') throw forbidden('Solo la terminal de una taquilla puede hacer esto.');
    if (!can(session.user.role, access)) throw forbidden();
    request.auth = session;
  });
});
