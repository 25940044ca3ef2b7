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
