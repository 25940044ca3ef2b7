/** The pieces every resource's schemas are built from (TypeBox: validation, types and OpenAPI in one). */
import { Type, type Static, type TArray, type TSchema } from '@sinclair/typebox';
import { type ConflictCode, SESSION_END_REASONS } from './enums';
import { MAX_ID, MAX_LENGTH, MAX_PAGE, MONEY, PERCENTAGE } from './limits';

/** A value or null. */
export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/** One of a list of strings, emitted as a JSON-schema `enum` so a 400 lists the allowed values. */
export const StringEnum = <T extends readonly string[]>(values: T, options: { default?: T[number] } = {}) =>
  Type.Unsafe<T[number]>({ type: 'string', enum: [...values], ...options });

/** Strings from people: trimmed by the handlers, bounded here so nothing huge reaches the database. */
export const Text = (maxLength: number = MAX_LENGTH.text, minLength = 0) => Type.String({ minLength, maxLength });
export const RequiredText = (maxLength: number = MAX_LENGTH.text) => Type.String({ minLength: 1, maxLength, pattern: '\\S' });
export const Email = Type.String({ format: 'email', maxLength: MAX_LENGTH.email });
/** A moment as ISO 8601 text. */
export const Moment = Type.String({ format: 'date-time' });
/** A calendar day, `YYYY-MM-DD`. */
export const Day = Type.String({ format: 'date', maxLength: MAX_LENGTH.day });

/**
 * A row id. In a path or a query string it must be written as plain decimal digits: the API's
 * validator refuses `0x10`, ` 1 `, `1e3`, `+1` or `01` instead of reading them as numbers.
 */
export const Id = Type.Integer({ minimum: 1, maximum: MAX_ID });
export const IdParams = Type.Object({ id: Id });

/** 0–100; the two-decimals rule is checked by the handler (JSON numbers are floats). */
export const Percentage = Type.Number({ minimum: PERCENTAGE.min, maximum: PERCENTAGE.max });

/** An amount of money: 0 … MONEY.max; the two-decimals rule is checked by the API (JSON numbers are floats). */
export const Money = Type.Number({ minimum: 0, maximum: MONEY.max });

/** The query of a paged list: `page` (from 1) and an optional `search`. */
export const PageQuery = {
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PAGE, default: 1 })),
  search: Type.Optional(Type.String({ maxLength: MAX_LENGTH.search })),
};

/** A page of a list: `{ [key]: items, page, total, totalPages }`; the key stays a literal in the static type. */
export const Paginated = <Key extends string, T extends TSchema>(key: Key, item: T) =>
  Type.Object({
    ...({ [key]: Type.Array(item) } as Record<Key, TArray<T>>),
    page: Type.Integer(),
    total: Type.Integer(),
    totalPages: Type.Integer(),
  });
/** A paginated answer: `{ users: [...], page, total, totalPages }` and so on. */
export type Paginated<K extends string, T> = { [key in K]: T[] } & { page: number; total: number; totalPages: number };

export const ErrorBodySchema = Type.Object(
  {
    statusCode: Type.Integer(),
    error: Type.String(),
    message: Type.String(),
    fields: Type.Optional(Type.Record(Type.String(), Type.String())),
    /** On a 403 for a session the server no longer accepts: why it ended. */
    reason: Type.Optional(Type.Union(SESSION_END_REASONS.map((reason) => Type.Literal(reason)))),
  },
  { $id: 'ErrorBody', description: 'Every error: a Spanish message and, for bad input, one message per field.' },
);
export type ErrorBody = Static<typeof ErrorBodySchema>;

const errorRef = Type.Ref('ErrorBody');
/** The error answers a protected route documents. */
export const errorResponses = {
  400: errorRef,
  403: errorRef,
  404: errorRef,
};
/**
 * A heavy read (the contract says `heavy: true`) documents 429 (the caller has too many heavy reads
 * in flight) and 503 (the server is busy with them, or one took too long), both with Retry-After.
 */
export const heavyResponses = { 429: errorRef, 503: errorRef };
/** Routes that refuse a conflicting write (a deleted user, a username in use) document 409 too. */
export const conflictResponse = { 409: errorRef };

/**
 * Optimistic concurrency of the records people edit (users, sellers, booths): each detail read
 * answers the record's version as a strong `ETag`, and each write takes it back in `If-Match`.
 * A write whose tag is no longer the record's is refused with 412 and changes nothing; a write
 * without `If-Match` is not checked.
 */
export const IfMatchHeaders = Type.Object({
  'if-match': Type.Optional(
    Type.String({
      maxLength: 1024,
      description:
        'El ETag de la última lectura del registro (por ejemplo "3"). Si el registro cambió desde entonces, responde 412 y no escribe nada. `*` o sin encabezado: sin comprobación.',
    }),
  ),
});

/** A success answer of a versioned record: its schema, with the `ETag` header documented. */
export const WithETag = <T extends TSchema>(schema: T): T => ({
  ...schema,
  headers: {
    ETag: {
      type: 'string',
      description: 'La versión del registro tras esta respuesta (etiqueta fuerte, por ejemplo "3"): envíala en If-Match.',
    },
  },
});

/** Writes under If-Match document 412: the record changed since it was read. */
export const staleResponse = { 412: errorRef };

/**
 * The 409 of a route that refuses a state conflict with a fixed `code` (one of `codes`, from
 * `CONFLICT_CODES`) and a Spanish `message`, plus the fields that conflict carries (`extra`).
 */
export const ConflictBody = <Codes extends readonly ConflictCode[], Extra extends Record<string, TSchema> = Record<never, TSchema>>(
  codes: Codes,
  extra: Extra = {} as Extra,
) =>
  Type.Object(
    {
      statusCode: Type.Literal(409),
      error: Type.String(),
      code: StringEnum(codes),
      message: Type.String(),
      fields: Type.Optional(Type.Record(Type.String(), Type.String())),
      ...extra,
    },
    { description: `Conflicto: ${codes.join(', ')}.` },
  );

export const OkSchema = Type.Object({ ok: Type.Literal(true) });
/** The answer of a create: the new row's id. */
export const CreatedSchema = Type.Object({ id: Type.Integer() });

/** The front end's list filters hold null for "no filter" (the http client leaves those out). */
export type Filters<Query> = { [Key in keyof Query]?: Query[Key] | null };
