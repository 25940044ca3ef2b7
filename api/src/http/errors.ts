/**
 * The one error shape of the API (refine's HttpError style): a Spanish message for people and,
 * for bad input, the message of each offending field so a form can mark it.
 */
import { type ConflictCode, SESSION_END_TEXT, type SessionEndReason } from '@banca/contracts/enums';

export type { ErrorBody as ApiErrorBody } from '@banca/contracts';

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly fields?: Record<string, string>,
    /** Headers the answer carries besides the body (e.g. Retry-After). */
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}

export const badRequest = (field: string, message: string) => new HttpError(400, message, { [field]: message });
export const notFound = (what: string) => new HttpError(404, `${what} no existe.`);
export const forbidden = (message = 'No tienes permiso para realizar esta acción.') => new HttpError(403, message);
/** A token the server issued but no longer accepts: the answer says why, so the login page can. */
export class SessionEndedError extends HttpError {
  constructor(readonly reason: SessionEndReason) {
    super(403, `Tu sesión terminó: ${SESSION_END_TEXT[reason]}.`);
  }
}

export const conflict = (field: string, message: string) => new HttpError(409, message, { [field]: message });

/**
 * A state conflict with its fixed `code` (`CONFLICT_CODES`), a Spanish message and the fields the
 * route's 409 schema declares for it (`extra`: the lines a limit refused, who paid a prize...).
 */
export class ConflictError extends HttpError {
  constructor(
    readonly code: ConflictCode,
    message: string,
    readonly extra: Record<string, unknown> = {},
    fields?: Record<string, string>,
  ) {
    super(409, message, fields);
  }
}

/** What a write answers when If-Match names a version the record no longer has. */
export const STALE_RECORD_MESSAGE = 'Otra persona modificó este registro mientras lo editabas. Recárgalo para ver los cambios.';
export const staleRecord = () => new HttpError(412, STALE_RECORD_MESSAGE);

const retryAfter = (ms: number) => ({ 'retry-after': String(Math.max(1, Math.ceil(ms / 1000))) });

/** 429 with `Retry-After` in whole seconds (at least one). */
export const tooManyRequests = (message: string, retryAfterMs: number) => new HttpError(429, message, undefined, retryAfter(retryAfterMs));

/** 401 (the credentials are refused: wrong, or locked) with `Retry-After` when trying again later can help. */
export const unauthorized = (message: string, retryAfterMs?: number) =>
  new HttpError(401, message, undefined, retryAfterMs === undefined ? undefined : retryAfter(retryAfterMs));
