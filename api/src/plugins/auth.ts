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
import { forbidden, SessionEndedError } from '../http/errors';
import type { App } from '../http/types';
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

export default fp(async function authPlugin(app: App) {
  app.decorateRequest('auth', null as never);

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
    if (!can(session.user.role, access)) throw forbidden();
    request.auth = session;
  });
});
