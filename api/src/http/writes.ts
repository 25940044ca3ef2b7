/** A request as a write: what a route hands its write's domain call (README "Writes"). */
import type { FastifyRequest } from 'fastify';
import type { Write } from '../domain/writes';
import { actorOf } from './actor';
import { type Caller, callerOf, callerScope } from './caller';
import { ifMatchOf } from './preconditions';

/**
 * The request as a write: its caller, its author and address, its If-Match, the caller's scope (a staff
 * user's, or a booth terminal's own seller account at its booth), the app's "now".
 */
export function writeOf(request: FastifyRequest): Write {
  const caller = callerOf(request);
  return {
    caller: writeCallerOf(caller),
    actor: actorOf(request),
    condition: ifMatchOf(request),
    scope: callerScope(caller),
    now: request.server.clock.now(),
  };
}

function writeCallerOf(caller: Caller): Write['caller'] {
  if (caller.kind === 'terminal') {
    const { sellerId, boothId, sessionId } = caller.terminal;
    return { kind: 'terminal', sellerId, boothId, sessionId };
  }
  return { kind: 'staff', userId: caller.user.id, sessionId: caller.sessionId };
}
