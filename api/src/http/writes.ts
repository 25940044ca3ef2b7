/** A request as a write: what a route hands its write's domain call (README "Writes"). */
import type { FastifyRequest } from 'fastify';
import type { Write } from '../domain/writes';
import { actorOf } from './actor';
import { callerOf, callerScope } from './caller';
import { ifMatchOf } from './preconditions';

/**
 * The request as a write: its author and address, its If-Match, the caller's scope (a staff
 * user's, or a booth terminal's own seller account at its booth), the app's "now".
 */
export function writeOf(request: FastifyRequest): Write {
  return {
    actor: actorOf(request),
    condition: ifMatchOf(request),
    scope: callerScope(callerOf(request)),
    now: request.server.clock.now(),
  };
}
