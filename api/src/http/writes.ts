/** What a route hands its write's domain call, and how it answers a versioned record. */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { scopeOf } from '../domain/scope';
import type { Write } from '../domain/writes';
import { actorOf } from './actor';
import { ifMatchOf, sendVersion } from './preconditions';

/** The request as a write: its author and address, its If-Match, the signed-in user's scope, the app's "now". */
export function writeOf(request: FastifyRequest): Write {
  return {
    actor: actorOf(request),
    condition: ifMatchOf(request),
    scope: scopeOf(request.auth.user),
    now: request.server.clock.now(),
  };
}

/** The answer of a detail read or a write: the record as the body, its version as the ETag. */
export function withETag<T>(reply: FastifyReply, { record, version }: { record: T; version: number }): T {
  sendVersion(reply, version);
  return record;
}
