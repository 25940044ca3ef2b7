/** A request as a write: what a route hands its write's domain call (README "Writes"). */
import type { FastifyRequest } from 'fastify';
import { scopeOf } from '../domain/scope';
import type { Write } from '../domain/writes';
import { actorOf } from './actor';
import { ifMatchOf } from './preconditions';

/** The request as a write: its author and address, its If-Match, the signed-in user's scope, the app's "now". */
export function writeOf(request: FastifyRequest): Write {
  return {
    actor: actorOf(request),
    condition: ifMatchOf(request),
    scope: scopeOf(request.auth.user),
    now: request.server.clock.now(),
  };
}
