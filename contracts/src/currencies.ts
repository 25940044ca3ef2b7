/**
 * The banca's currencies (ARCHITECTURE §9): which of bolívares (VES) and dollars (USD) it sells
 * in, and the one money reads use when they are not told (`?currency=`). A booth sells in a subset
 * of them (`currencies` of the booth); a ticket is in one.
 */
import { Type, type Static } from '@sinclair/typebox';
import { ConflictBody, errorResponses, IfMatchHeaders, StringEnum, staleResponse, WithETag } from './common';
import { CURRENCIES } from './money';
import { defineRoute } from './route';

export const CurrencySchema = StringEnum(CURRENCIES);

/** A booth's or the banca's set of currencies: one or both, each once. */
export const CurrencySetSchema = Type.Array(CurrencySchema, { minItems: 1, maxItems: CURRENCIES.length, uniqueItems: true });

export const CurrencySettingsSchema = Type.Object({
  /** The currencies booths may sell in. */
  enabled: CurrencySetSchema,
  /** The currency of money reads that name none, and of a new booth; one of `enabled`. */
  default: CurrencySchema,
});
export type CurrencySettings = Static<typeof CurrencySettingsSchema>;

/** `?currency=` of every money read: its figures in that currency only (default: the banca's). */
export const CurrencyQuery = { currency: Type.Optional(CurrencySchema) };

const tags = ['settings'];

export const currenciesRoutes = {
  currencySettings: defineRoute({
    method: 'GET',
    url: '/v1/settings/currencies',
    access: 'catalog:read',
    schema: {
      tags,
      summary: 'Las monedas de la banca: las habilitadas y la predeterminada',
      response: { 200: WithETag(CurrencySettingsSchema), ...errorResponses },
    },
  }),
  saveCurrencySettings: defineRoute({
    method: 'PUT',
    url: '/v1/settings/currencies',
    access: 'settings:write',
    schema: {
      tags,
      summary:
        'Guarda las monedas de la banca (administrador). 400 si la predeterminada no está habilitada; 409 CURRENCY_IN_USE si una taquilla vende en una moneda que se deshabilita.',
      headers: IfMatchHeaders,
      body: CurrencySettingsSchema,
      response: {
        200: WithETag(CurrencySettingsSchema),
        ...errorResponses,
        409: ConflictBody(['CURRENCY_IN_USE'] as const),
        ...staleResponse,
      },
    },
  }),
};
