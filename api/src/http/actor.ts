/** Who makes a request's write, for the audit trail: the signed-in user and the client address. */
import type { FastifyRequest } from 'fastify';
import type { AuditActor } from '../domain/audit';

/**
 * The request's actor. `request.ip` is the client address; behind the gateway it comes from
 * X-Forwarded-For only when the proxy is trusted (`TRUST_PROXY`), as for sign-in throttling.
 */
export function actorOf(request: FastifyRequest): AuditActor {
  if (request.terminal) {
    // A booth terminal: the seller account signed in (no user id; its own id in the trail).
    return { userId: null, sellerId: request.terminal.sellerId, username: request.terminal.username, address: request.ip ?? null };
  }
  return { userId: request.auth?.user.id ?? null, username: request.auth?.user.username ?? null, address: request.ip ?? null };
}
