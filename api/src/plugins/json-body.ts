/**
 * How JSON bodies are read: Fastify's own parser (which refuses `__proto__` and `constructor`
 * poisoning) behind two rules of ours.
 * - Nesting is bounded: no body of this API goes beyond a few levels, and a body nested thousands
 *   deep would exhaust the stack of whatever walks it later.
 * - An empty body is no body: clients often send `Content-Type: application/json` with nothing on
 *   body-less actions (logout, unlock...). A route that needs a body gets `{}`, so it still answers
 *   400 naming each missing field.
 */
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../errors';
import type { App } from '../http/types';

/** Deepest nesting of objects and arrays a body may have. */
export const MAX_JSON_DEPTH = 32;

/** Whether the JSON text opens more than `max` objects or arrays inside one another (brackets in strings do not count). */
export function nestedDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i++; // backslash: skip the escaped character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) {
      inString = true;
    } else if (c === 0x7b || c === 0x5b) {
      if (++depth > max) return true;
    } else if (c === 0x7d || c === 0x5d) {
      depth--;
    }
  }
  return false;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** A JSON body as it came (before parsing): what a signature is checked against (the results feed). */
    rawBody?: string;
  }
}

export default fp(async function jsonBodyPlugin(app: App) {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string' },
    (request: FastifyRequest, body: string | Buffer, done: (error: Error | null, body?: unknown) => void) => {
      const text = body.toString();
      // Kept as it came: a signed body (the results feed's) is checked against these very bytes.
      request.rawBody = text;
      if (text.trim() === '') return done(null, request.routeOptions.schema?.body ? {} : undefined);
      if (nestedDeeperThan(text, MAX_JSON_DEPTH)) {
        return done(new AppError('invalid', 'El cuerpo de la solicitud tiene demasiados niveles de anidamiento.'));
      }
      parseJson(request, text, done);
    },
  );
});
