/**
 * The API client typed by path: `call('GET /v1/users/list', { query: { page: 2 } })` takes the
 * route's params, query and body as the contracts declare them and answers its success type, so a
 * wrong body or answer type for a path fails type-checking. It runs on shared-auth's `request`
 * (the session, the anti-forgery header and the error policy are the page's own).
 */
import type { ApiRoute, ApiRoutes, Filters } from '@banca/contracts';
import { type HttpAnswer, type Query, request } from '@banca/shared-auth';

type Part<Route extends ApiRoute, Name extends 'params' | 'query' | 'body'> = ApiRoutes[Route][Name];

/**
 * What a call sends: each part the route takes, required when the route requires it. A query
 * value may also be null: "no filter", left out of the address like an absent one.
 */
export type CallInput<Route extends ApiRoute> = {
  [Name in 'params' | 'query' | 'body' as Part<Route, Name> extends undefined ? never : Name]: Name extends 'query'
    ? Filters<Part<Route, Name>>
    : Part<Route, Name>;
} & { headers?: Record<string, string> };

/** Routes that take nothing may be called without an input. */
type InputArgs<Route extends ApiRoute> = keyof CallInput<Route> extends 'headers' ? [input?: CallInput<Route>] : [input: CallInput<Route>];

/** `/v1/users/detail/:id` with `{ id: 7 }` → `v1/users/detail/7` (relative to the API base). */
export function pathOf(url: string, params: Record<string, string | number> | undefined): string {
  const path = url.replace(/:(\w+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`Falta el parámetro «${name}» de ${url}`);
    return encodeURIComponent(String(value));
  });
  return path.replace(/^\//, '');
}

/** One call of the API, with the answer's status and headers (an ETag, for example). */
export async function callWithHeaders<Route extends ApiRoute>(
  route: Route,
  ...[input]: InputArgs<Route>
): Promise<HttpAnswer<ApiRoutes[Route]['response']>> {
  const [method, url] = route.split(' ') as [Parameters<typeof request>[0], string];
  const parts = (input ?? {}) as {
    params?: Record<string, string | number>;
    query?: Query;
    body?: unknown;
    headers?: Record<string, string>;
  };
  return request<ApiRoutes[Route]['response']>(method, pathOf(url, parts.params), {
    query: parts.query,
    body: parts.body,
    headers: parts.headers,
  });
}

/** One call of the API: its answer's data alone. */
export async function call<Route extends ApiRoute>(route: Route, ...args: InputArgs<Route>): Promise<ApiRoutes[Route]['response']> {
  return (await callWithHeaders(route, ...args)).data;
}

/**
 * A record's answer with its ETag: the version of the record it shows (null when the server sent
 * none). An edit keeps it and sends it back as If-Match (`ifMatch`).
 */
export interface VersionedAnswer<T> {
  data: T;
  etag: string | null;
}

/** One call of a versioned record (users, sellers, booths): its data with the answer's ETag. */
export async function callVersioned<Route extends ApiRoute>(
  route: Route,
  ...args: InputArgs<Route>
): Promise<VersionedAnswer<ApiRoutes[Route]['response']>> {
  const { data, headers } = await callWithHeaders(route, ...args);
  return { data, etag: headers.get('etag') };
}

/**
 * The headers of a write based on the version `etag`: If-Match, so the server refuses it (412)
 * when the record changed since. Without an ETag the write is not checked.
 */
export const ifMatch = (etag: string | null | undefined): { headers?: Record<string, string> } =>
  etag ? { headers: { 'If-Match': etag } } : {};
