/**
 * The HTTP client every app uses:
 * - the API base comes from the runtime config; JSON in and out; credentials included;
 * - the bearer token of the auth store on every call;
 * - on non-GET calls to relative addresses, the anti-forgery header read from its cookie;
 * - query values that are null, undefined or empty are left out;
 * - a 403 on any call clears session storage and reloads the page, then the error is rethrown;
 * - failures become ApiRequestError with the server's message and field errors.
 */
import ky, { HTTPError, type KyInstance, type Options } from 'ky';
import { getRuntimeConfig } from './config';
import { ApiRequestError, GENERIC_ERROR } from './errors';
import { sessionStore } from './storage';
import { authStore } from './store';

export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'X-XSRF-TOKEN';

export type QueryValue = string | number | boolean | null | undefined;
export type Query = Record<string, QueryValue>;

/** Keeps only the query values worth sending. */
export function toSearchParams(query: Query = {}): Record<string, string> {
  const params: Record<string, string> = {};
  for (const [key, value] of Object.entries(query)) {
    if (value === null || value === undefined || value === '') continue;
    params[key] = String(value);
  }
  return params;
}

export function readCookie(name: string): string | null {
  const match = document.cookie.split('; ').find((part) => part.startsWith(`${name}=`));
  return match ? decodeURIComponent(match.slice(name.length + 1)) : null;
}

const isRelative = (url: string) => url.startsWith('/') && !url.startsWith('//');

/** What happens after a 403: swapped in tests, where a reload cannot happen. */
export const sessionEnd = {
  reload: () => window.location.reload(),
};
/** Several calls in flight can all answer 403; the page reloads once. */
let reloading = false;

async function errorFrom(error: HTTPError): Promise<ApiRequestError> {
  let body: { message?: unknown; fields?: unknown } | undefined;
  try {
    body = (await error.response.clone().json()) as typeof body;
  } catch {
    body = undefined;
  }
  const message = typeof body?.message === 'string' ? body.message : GENERIC_ERROR;
  const fields = body?.fields && typeof body.fields === 'object' ? (body.fields as Record<string, string>) : {};
  return new ApiRequestError(error.response.status, message, fields);
}

function createClient(): KyInstance {
  return ky.create({
    credentials: 'include',
    retry: 0,
    timeout: 30_000,
    hooks: {
      beforeRequest: [
        (request) => {
          const token = authStore.getState().accessToken;
          if (token) request.headers.set('Authorization', `Bearer ${token}`);
          if (request.method !== 'GET' && isRelative(getRuntimeConfig().apiUrl)) {
            const xsrf = readCookie(XSRF_COOKIE);
            if (xsrf) request.headers.set(XSRF_HEADER, xsrf);
          }
        },
      ],
      afterResponse: [
        (_request, _options, response) => {
          if (response.status === 403) {
            sessionStore.clear();
            authStore.getState().clearSession();
            if (!reloading) {
              reloading = true;
              sessionEnd.reload();
            }
          }
        },
      ],
    },
  });
}

let client: KyInstance | undefined;
const http = () => (client ??= createClient());

/** An absolute address: a relative API base is resolved against the page. */
function url(path: string): string {
  const base = getRuntimeConfig().apiUrl.replace(/\/$/, '');
  return new URL(`${base}/${path.replace(/^\//, '')}`, window.location.href).toString();
}

async function send<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw error instanceof HTTPError ? await errorFrom(error) : error;
  }
}

export const api = {
  get: <T>(path: string, query?: Query) =>
    send(() =>
      http()
        .get(url(path), { searchParams: toSearchParams(query) })
        .json<T>(),
    ),
  /** A GET whose answer is not JSON (a file, a CSV, plain text). */
  getRaw: (path: string, query?: Query, responseType: 'text' | 'blob' = 'text') =>
    send<string | Blob>(() => {
      const response = http().get(url(path), { searchParams: toSearchParams(query) });
      return responseType === 'text' ? response.text() : response.blob();
    }),
  post: <T>(path: string, body?: unknown, options?: Options) =>
    send(() =>
      http()
        .post(url(path), { json: body ?? {}, ...options })
        .json<T>(),
    ),
  put: <T>(path: string, body?: unknown) =>
    send(() =>
      http()
        .put(url(path), { json: body ?? {} })
        .json<T>(),
    ),
  delete: <T>(path: string) => send(() => http().delete(url(path)).json<T>()),
};
