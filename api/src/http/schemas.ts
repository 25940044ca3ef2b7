/** Schemas shared by several route modules (TypeBox: validation, types and OpenAPI in one). */
import { Type, type TArray, type TSchema } from '@sinclair/typebox';

/** A value or null. */
export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/** One of a list of strings, emitted as a JSON-schema `enum` so a 400 lists the allowed values. */
export const StringEnum = <T extends readonly string[]>(values: T, options: { default?: T[number] } = {}) =>
  Type.Unsafe<T[number]>({ type: 'string', enum: [...values], ...options });

/** Strings from people: trimmed by the handlers, bounded here so nothing huge reaches the database. */
export const Text = (maxLength = 120, minLength = 0) => Type.String({ minLength, maxLength });
export const RequiredText = (maxLength = 120) => Type.String({ minLength: 1, maxLength, pattern: '\\S' });
export const Email = Type.String({ format: 'email', maxLength: 254 });

export const IdParams = Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2147483647 }) });

export const PAGE_SIZE = 10;
export const PageQuery = {
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000000, default: 1 })),
  search: Type.Optional(Type.String({ maxLength: 100 })),
};

export const ErrorBody = Type.Object(
  {
    statusCode: Type.Integer(),
    error: Type.String(),
    message: Type.String(),
    fields: Type.Optional(Type.Record(Type.String(), Type.String())),
  },
  { $id: 'ErrorBody', description: 'Every error: a Spanish message and, for bad input, one message per field.' },
);

const errorRef = Type.Ref('ErrorBody');
/** The error answers a protected route documents. */
export const errorResponses = {
  400: errorRef,
  403: errorRef,
  404: errorRef,
};

export const Ok = Type.Object({ ok: Type.Literal(true) });

/** A page of a list: `{ [key]: items, page, total, totalPages }`; the key stays a literal in the static type. */
export const Paginated = <Key extends string, T extends TSchema>(key: Key, item: T) =>
  Type.Object({
    ...({ [key]: Type.Array(item) } as Record<Key, TArray<T>>),
    page: Type.Integer(),
    total: Type.Integer(),
    totalPages: Type.Integer(),
  });

/** Escapes LIKE wildcards so a search for "50%" looks for that text. */
export function likePattern(search: string): string {
  return `%${search
    .trim()
    .toLowerCase()
    .replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export function totalPages(total: number, pageSize = PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** Two decimals at most, as the forms' step of 0.01. */
export function hasAtMostTwoDecimals(value: number): boolean {
  return Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;
}
