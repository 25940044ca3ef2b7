/**
 * Numbers in paths and query strings arrive as text, and the schema validator coerces them to
 * the declared types. Its coercion reads anything JavaScript's Number() reads: `0x10` as 16,
 * ` 1 ` as 1, `1e3` as 1000, `01` as 1. This guard runs first and lets only plain decimal
 * text through (a minus sign and, for non-integers, a decimal point), so those are a 400 naming
 * the field instead of a call on another record. Ranges stay the schema's to check.
 */
import type { FastifySchemaValidationError } from 'fastify';
import { invalidFields } from '../errors';

type Validate = ((data: unknown) => boolean) & { errors?: FastifySchemaValidationError[] | null };
type NumberKind = 'integer' | 'number';

const PLAIN_TEXT: Record<NumberKind, RegExp> = {
  integer: /^-?(0|[1-9][0-9]*)$/,
  number: /^-?(0|[1-9][0-9]*)(\.[0-9]+)?$/,
};

const MESSAGE: Record<NumberKind, (field: string) => string> = {
  integer: (field) => `El campo «${field}» debe ser un número entero escrito solo con dígitos (por ejemplo 25).`,
  number: (field) => `El campo «${field}» debe ser un número escrito con dígitos y, si tiene decimales, un punto (por ejemplo 1500.50).`,
};

/** The properties of an object schema that hold numbers. */
function numberFields(schema: unknown): [string, NumberKind][] {
  const properties = (schema as { properties?: Record<string, { type?: unknown }> })?.properties ?? {};
  return Object.entries(properties).flatMap(([name, property]): [string, NumberKind][] =>
    property.type === 'integer' || property.type === 'number' ? [[name, property.type]] : [],
  );
}

/** Wraps the validator of a path's or query string's schema with the plain-decimal-text rule. */
export function plainNumbersFirst(schema: unknown, validate: Validate) {
  const fields = numberFields(schema);
  if (fields.length === 0) return validate;
  return (data: unknown) => {
    const wrong: Record<string, string> = {};
    for (const [name, kind] of fields) {
      const value = (data as Record<string, unknown> | null)?.[name];
      const texts = Array.isArray(value) ? value : [value];
      if (texts.some((text) => typeof text === 'string' && !PLAIN_TEXT[kind].test(text))) wrong[name] = MESSAGE[kind](name);
    }
    if (Object.keys(wrong).length > 0) return { error: invalidFields(wrong) };
    return validate(data) ? true : { error: validate.errors ?? [] };
  };
}
