/**
 * One error shape for every failed call (refine's HttpError idea): the status, the server's Spanish
 * message and, for bad input, a message per field so a form can mark each one.
 */
export interface ApiError {
  status: number;
  message: string;
  fields: Record<string, string>;
  /** The answer's headers (since 1.1; none for a call that got no answer). */
  headers?: Headers;
  /** A refusal's fixed code (`DRAW_CLOSED`, `SELLER_LOGGED_IN_ELSEWHERE`…), since 1.4. */
  code?: string;
  /** The answer's whole JSON body, for the fields a refusal names beside its code (since 1.4). */
  body?: unknown;
}

export const GENERIC_ERROR = 'Ocurrió un error inesperado. Intenta nuevamente.';
export const NETWORK_ERROR = 'No se pudo conectar con el servidor. Revisa tu conexión e intenta nuevamente.';

export class ApiRequestError extends Error implements ApiError {
  constructor(
    readonly status: number,
    message: string,
    readonly fields: Record<string, string> = {},
    /** The answer's headers: what a caller needs beside the status (an ETag, Retry-After...). */
    readonly headers: Headers = new Headers(),
    /** A 409's fixed code (`DRAW_CLOSED`…): what a screen branches on, never the message. */
    readonly code?: string,
    /** The answer's JSON body: a refusal's own fields (`lines`, `paid_at`…). */
    readonly body?: unknown,
  ) {
    super(message);
    this.name = 'ApiRequestError';
  }
}

/** Any thrown value as an ApiError (network failures have status 0). */
export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiRequestError) return error;
  if (error instanceof TypeError) return { status: 0, message: NETWORK_ERROR, fields: {} };
  return { status: 0, message: GENERIC_ERROR, fields: {} };
}
