/**
 * How the one error of the API (`AppError`, src/errors.ts) leaves over HTTP: each kind's status,
 * and `Retry-After` in whole seconds (at least one) when waiting can help.
 */
import type { ErrorKind } from '../errors';

export type { ErrorBody as ApiErrorBody } from '@banca/contracts';

export const STATUS_OF_KIND: Record<ErrorKind, number> = {
  invalid: 400,
  refused: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  stale: 412,
  too_many: 429,
  busy: 503,
};

export const STATUS_TEXT: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  412: 'Precondition Failed',
  429: 'Too Many Requests',
  503: 'Service Unavailable',
};

export const retryAfterHeader = (ms: number) => ({ 'retry-after': String(Math.max(1, Math.ceil(ms / 1000))) });
