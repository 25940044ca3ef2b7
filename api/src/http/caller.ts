/**
 * Who calls a route that both staff and booth terminals may call (its contract says
 * `terminal: true`): a staff user with a role, or a terminal (a seller account at its booth).
 */
import type { FastifyRequest } from 'fastify';
import { scopeOf, type DataScope } from '../domain/scope';
import type { AuthUser, TerminalAuth } from '../security/auth-types';

export type Caller = { kind: 'staff'; user: AuthUser; sessionId: number } | { kind: 'terminal'; terminal: TerminalAuth };

export function callerOf(request: FastifyRequest): Caller {
  if (request.terminal) return { kind: 'terminal', terminal: request.terminal };
  return { kind: 'staff', user: request.auth.user, sessionId: request.auth.sessionId };
}

/** The caller's data scope: a terminal sees its own seller account's sales. */
export function callerScope(caller: Caller): DataScope {
  if (caller.kind === 'terminal') return { kind: 'terminal', sellerId: caller.terminal.sellerId, boothId: caller.terminal.boothId };
  return scopeOf(caller.user);
}
