/**
 * Authentication, authorization and anti-forgery for every API route.
 * - Each route must declare `config.access`; a route without it makes the server refuse to start.
 * - A missing, unknown, expired or revoked token, or a role without the capability, gets 403.
 * - A non-GET browser request carrying the anti-forgery cookie must echo it in the header.
 */
import { timingSafeEqual } from 'node:crypto';
import fp from 'fastify-plugin';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sessions, users } from '../db/schema';
import { forbidden } from '../http/errors';
import type { App } from '../http/types';
import { can } from '../security/access';
import { hashToken, SESSION_IDLE_MS, SESSION_TOUCH_MS } from '../security/tokens';

export const CSRF_COOKIE = 'XSRF-TOKEN';
export const CSRF_HEADER = 'x-xsrf-token';
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
      const cookie = request.cookies[CSRF_COOKIE];
      const header = request.headers[CSRF_HEADER];
      if (cookie && (typeof header !== 'string' || !sameSecret(cookie, header))) {
        throw forbidden('Falta el encabezado anti-falsificación o no coincide con la cookie.');
      }
    }
    if (access === 'public') return;

    const token = bearerToken(request);
    if (!token) throw forbidden('Sesión no iniciada o expirada.');
    const now = new Date();
    const [row] = await app.db
      .select({
        sessionId: sessions.id,
        lastSeen: sessions.last_seen_at,
        userId: users.id,
        role: users.role,
        username: users.username,
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.user_id))
      .where(
        and(
          eq(sessions.token_hash, hashToken(token)),
          isNull(sessions.revoked_at),
          sql`${sessions.expires_at} > ${now}`,
          eq(users.isactive, true),
          isNull(users.deletedat),
        ),
      )
      .limit(1);
    if (!row || now.getTime() - row.lastSeen.getTime() > SESSION_IDLE_MS) {
      throw forbidden('Sesión no iniciada o expirada.');
    }
    if (!can(row.role, access)) throw forbidden();
    if (now.getTime() - row.lastSeen.getTime() > SESSION_TOUCH_MS) {
      await app.db.update(sessions).set({ last_seen_at: now }).where(eq(sessions.id, row.sessionId));
    }
    request.auth = { user: { id: row.userId, role: row.role, username: row.username }, sessionId: row.sessionId };
  });
});
