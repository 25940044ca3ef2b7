/**
 * The HTTP client every app uses, one per page:
 * - the API base comes from the runtime config; JSON in and out; credentials included;
 * - the bearer token of the tab's session (staff or terminal) on every call;
 * - on non-GET calls to relative addresses, the anti-forgery header read from its cookie;
 * - query values that are null, undefined or empty are left out;
 * - a 403 on any call clears session storage and reloads the page, then the error is rethrown; when
 *   the server says why it ended the session (`reason`), the reason is kept for the login page;
 * - failures become ApiRequestError with the status, the server's message and field errors, and the
 *   answer's headers; a field path in a message is said in words (fieldNames.ts);
 * - a network failure or a 502/503/504 answer marks the server unreachable (connection.ts), any
 *   other answer marks it reachable again.
 *
 * `request` is the one primitive: any method and path, a JSON body, extra headers (`If-Match`...),
 * and an answer carrying its status and headers besides the data. The typed calls of each resource
 * (`usersApi`...) are thin functions over it in each app's own bundle, so a remote deployed alone
 * can call an endpoint the page's older host never heard of. Its signature only grows compatibly
 * within a major version: remotes of any 1.x call the page's copy.
 */
import { XSRF_COOKIE, XSRF_HEADER } from '@banca/contracts/anti-forgery';
import { SESSION_END_REASONS, type SessionEndReason } from '@banca/contracts/enums';
import ky, { HTTPError, type KyInstance } from 'ky';
import { apiAddress, getRuntimeConfig } from './config';
import { serverAnswered, serverUnreachable } from './connection';
import { ApiRequestError, GENERIC_ERROR } from './errors';
import { readableFields, readableMessage } from './fieldNames';
import { sessionStore } from './storage';
import { authStore, bearerTokenOf } from './store';

export { XSRF_COOKIE, XSRF_HEADER };

export type QueryValue = string | number | boolean | null | undefined;
export type Query = Record<string, QueryValue>;

export type HttpMethod = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions {
  /** Query parameters; null, undefined and '' are left out. */
  query?: Query;
  /** Sent as JSON. POST, PUT and PATCH without one send `{}`. */
  body?: unknown;
  /** Extra request headers (`If-Match`...); they cannot replace the authorization header. */
  headers?: Record<string, string>;
  /** How the answer is read: JSON (the default; an empty answer gives undefined), text or a Blob. */
  responseType?: 'json' | 'text' | 'blob';
  signal?: AbortSignal;
}

export interface HttpAnswer<T> {
  data: T;
  status: number;
  headers: Headers;
}

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

/** The `reason` of a 403 answer, if it names one. */
async function sessionEndReasonOf(response: Response): Promise<SessionEndReason | null> {
  try {
    const { reason } = (await response.clone().json()) as { reason?: unknown };
    return SESSION_END_REASONS.find((known) => known === reason) ?? null;
  } catch {
    return null;
  }
}

async function errorFrom(error: HTTPError): Promise<ApiRequestError> {
  let body: { message?: unknown; fields?: unknown; code?: unknown } | undefined;
  try {
    body = (await error.response.clone().json()) as typeof body;
  } catch {
    body = undefined;
  }
  const message = typeof body?.message === 'string' ? readableMessage(body.message) : GENERIC_ERROR;
  const fields = body?.fields && typeof body.fields === 'object' ? readableFields(body.fields as Record<string, string>) : {};
  const code = typeof body?.code === 'string' ? body.code : undefined;
  return new ApiRequestError(error.response.status, message, fields, error.response.headers, code, body);
}

function createClient(): KyInstance {
  return ky.create({
    credentials: 'include',
    retry: 0,
    timeout: 30_000,
    hooks: {
      beforeRequest: [
        (request) => {
          const token = bearerTokenOf(authStore.getState());
          if (token) request.headers.set('Authorization', `Bearer ${token}`);
          if (request.method !== 'GET' && isRelative(getRuntimeConfig().apiUrl)) {
            const xsrf = readCookie(XSRF_COOKIE);
            if (xsrf) request.headers.set(XSRF_HEADER, xsrf);
          }
        },
      ],
      afterResponse: [
        async (_request, _options, response) => {
          if (response.status === 403) {
            // Calls in flight when the session ended answer 403 too, some without a reason (sent
            // once the token was gone): the first reason stays for the login page.
            const reason = (await sessionEndReasonOf(response)) ?? authStore.getState().sessionEndReason;
            // Said before the session is cleared: the login page that renders until the reload must
            // leave the reason for the reloaded one.
            if (!reloading) authStore.getState().markPageReloading();
            sessionStore.clear();
            authStore.getState().clearSession();
            if (reason) authStore.getState().setSessionEndReason(reason);
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

const SERVER_DOWN: ReadonlySet<number> = new Set([502, 503, 504]);

const WITH_BODY: ReadonlySet<HttpMethod> = new Set(['POST', 'PUT', 'PATCH']);

async function readAnswer(response: Response, responseType: RequestOptions['responseType']): Promise<unknown> {
  if (responseType === 'text') return response.text();
  if (responseType === 'blob') return response.blob();
  const text = await response.text();
  return text ? JSON.parse(text) : undefined;
}

/** One call to the API (`path` is relative to the API base, e.g. 'v1/users/list'). */
export async function request<T>(method: HttpMethod, path: string, options: RequestOptions = {}): Promise<HttpAnswer<T>> {
  const { query, body, headers, responseType = 'json', signal } = options;
  try {
    const response = await http()(apiAddress(path), {
      method,
      searchParams: toSearchParams(query),
      json: body !== undefined ? body : WITH_BODY.has(method) ? {} : undefined,
      // The authorization header is the session's alone.
      headers: headers ? Object.fromEntries(Object.entries(headers).filter(([name]) => name.toLowerCase() !== 'authorization')) : undefined,
      signal,
    });
    serverAnswered();
    return { data: (await readAnswer(response, responseType)) as T, status: response.status, headers: response.headers };
  } catch (error) {
    if (error instanceof HTTPError) {
      // A gateway's "cannot reach the API" answers: the server is down, not the request wrong.
      if (SERVER_DOWN.has(error.response.status)) serverUnreachable();
      else serverAnswered();
      throw await errorFrom(error);
    }
    // fetch's network failure (TypeError) or ky's timeout; an aborted call says nothing.
    if (error instanceof TypeError || (error instanceof Error && error.name === 'TimeoutError')) serverUnreachable();
    throw error;
  }
}
