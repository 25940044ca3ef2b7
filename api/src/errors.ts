/**
 * The one error of the API, in the domain's words: what kind of refusal it is, a Spanish message for
 * people and, for bad input, the message of each offending field so a form can mark it. The rules
 * (domain/, security/) throw it without knowing HTTP; `http/errors.ts` gives each kind its status.
 */
import { type ConflictCode, SESSION_END_TEXT, type SessionEndReason } from '@banca/contracts/enums';

export type ErrorKind =
  /** The input breaks a rule (400). */
  | 'invalid'
  /** The credentials are refused: wrong, or locked (401). */
  | 'refused'
  | 'forbidden'
  | 'not_found'
  /** The record's state does not allow it (409). */
  | 'conflict'
  /** The caller's copy of the record is older than the record (412). */
  | 'stale'
  /** Too many attempts in too short a time (429). */
  | 'too_many'
  /** The server is too busy for it now (503). */
  | 'busy';

export class AppError extends Error {
  constructor(
    readonly kind: ErrorKind,
    message: string,
    readonly fields?: Record<string, string>,
    /** When trying again can help: how long to wait first. */
    readonly retryAfterMs?: number,
  ) {
    super(message);
  }
}

export const invalidField = (field: string, message: string) => new AppError('invalid', message, { [field]: message });
/** Several fields at once: the message joins theirs. */
export const invalidFields = (fields: Record<string, string>) => new AppError('invalid', Object.values(fields).join(' '), fields);
export const notFound = (what: string) => new AppError('not_found', `${what} no existe.`);
export const forbidden = (message = 'No tienes permiso para realizar esta acción.') => new AppError('forbidden', message);

/** A token the server issued but no longer accepts: the answer says why, so the login page can. */
export class SessionEndedError extends AppError {
  constructor(readonly reason: SessionEndReason) {
    super('forbidden', `Tu sesión terminó: ${SESSION_END_TEXT[reason]}.`);
  }
}

export const conflict = (field: string, message: string) => new AppError('conflict', message, { [field]: message });

/**
 * A state conflict with its fixed `code` (`CONFLICT_CODES`), a Spanish message and the fields the
 * route's 409 schema declares for it (`extra`: the lines a limit refused, who paid a prize...).
 */
export class ConflictError extends AppError {
  constructor(
    readonly code: ConflictCode,
    message: string,
    readonly extra: Record<string, unknown> = {},
    fields?: Record<string, string>,
  ) {
    super('conflict', message, fields);
  }
}

/** What a write answers when If-Match names a version the record no longer has. */
export const STALE_RECORD_MESSAGE = 'Otra persona modificó este registro mientras lo editabas. Recárgalo para ver los cambios.';
export const staleRecord = () => new AppError('stale', STALE_RECORD_MESSAGE);

/** Too many attempts: try again after `retryAfterMs`. */
export const tooManyAttempts = (message: string, retryAfterMs: number) => new AppError('too_many', message, undefined, retryAfterMs);

/** The credentials are refused (wrong, or locked), with how long to wait when trying again later can help. */
export const credentialsRefused = (message: string, retryAfterMs?: number) => new AppError('refused', message, undefined, retryAfterMs);
