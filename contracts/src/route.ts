/**
 * A route's contract: method, URL (below `/api`), access capability and schemas, declared once.
 * The API registers its handler from it (validation, serialization and the OpenAPI document follow),
 * and the path map types a client by `"<METHOD> <url>"`.
 */
import type { Static, TSchema } from '@sinclair/typebox';
import type { RouteAccess } from './access';

/** The methods the API's routes use. */
export type RouteMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** The Fastify route schema, with the OpenAPI texts. */
export interface RouteSchema {
  tags: string[];
  summary: string;
  description?: string;
  /** `[]` on public routes: no bearer token in the OpenAPI document. */
  security?: Record<string, string[]>[];
  params?: TSchema;
  querystring?: TSchema;
  /** Request headers the route reads (`If-Match` of a versioned record's writes). */
  headers?: TSchema;
  body?: TSchema;
  /** The answer of each status: the success one (200 or 201, its headers under `headers`) and the documented errors. */
  response: Record<number, TSchema>;
}

export interface RouteContract<
  Method extends RouteMethod = RouteMethod,
  Url extends string = string,
  Schema extends RouteSchema = RouteSchema,
> {
  method: Method;
  /** Below the API's base `/api`, in Fastify's syntax (`/v1/users/detail/:id`). */
  url: Url;
  access: RouteAccess;
  /**
   * Whether a booth terminal's session may call it too (besides the staff of `access`), on its own
   * seller account's data. Routes with `access: 'terminal'` are the terminal's alone.
   */
  terminal?: boolean;
  /**
   * A heavy read (it sums, counts or searches much): the server bounds how many run at once, per
   * caller (429) and per instance (503), and how long one may take; it documents 429 and 503.
   */
  heavy?: boolean;
  schema: Schema;
}

/** Declares a route, keeping its method, URL and schemas as literal types for the path map. */
export function defineRoute<Method extends RouteMethod, Url extends string, Schema extends RouteSchema>(
  route: RouteContract<Method, Url, Schema>,
): RouteContract<Method, Url, Schema> {
  return route;
}

type StaticOf<Schema, Part extends string> = Schema extends { [Key in Part]: infer Found extends TSchema } ? Static<Found> : undefined;

/** The static type of the success answer (2xx) among a route's responses. */
type SuccessOf<Responses> = {
  [Status in keyof Responses]: Status extends 200 | 201 | 204
    ? Responses[Status] extends TSchema
      ? Static<Responses[Status]>
      : never
    : never;
}[keyof Responses];

/** What a call of a route sends and gets; `undefined` for a part the route does not take. */
export interface RouteTypes<Route extends RouteContract> {
  params: StaticOf<Route['schema'], 'params'>;
  query: StaticOf<Route['schema'], 'querystring'>;
  body: StaticOf<Route['schema'], 'body'>;
  response: SuccessOf<Route['schema']['response']>;
}

/** The key of a route in the path map: `"GET /v1/users/list"`. */
export type RouteKey<Route extends RouteContract> = `${Route['method']} ${Route['url']}`;

/** A set of route contracts as a map from `"<METHOD> <url>"` to what a call sends and gets. */
export type PathMap<Routes extends Record<string, RouteContract>> = {
  [Name in keyof Routes as RouteKey<Routes[Name]>]: RouteTypes<Routes[Name]>;
};
