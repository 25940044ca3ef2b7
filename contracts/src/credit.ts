/**
 * An owner's credit (ARCHITECTURE §9): per currency, how much it may owe the banca by its
 * statement. A sale that would take what it owes past its limit is refused (409
 * `CREDIT_LIMIT_REACHED`); from 80 % the terminal and the owner are warned; an abono lowers what it
 * owes, and so lifts the refusal, at once.
 */
import { Type, type Static } from '@sinclair/typebox';
import { errorResponses, IdParams, IfMatchHeaders, Money, Nullable, conflictResponse, staleResponse, WithETag } from './common';
import { CurrencySchema } from './currencies';
import { defineRoute } from './route';

export { CREDIT_WARNING_PERCENTAGE, creditUsedUp, warnedCredit } from './credit-rules';

/** The limit of each currency; null: no limit in it. */
export const CreditLimitsSchema = Type.Object(
  {
    VES: Nullable(Money),
    USD: Nullable(Money),
  },
  { additionalProperties: false },
);
export type CreditLimits = Static<typeof CreditLimitsSchema>;

/** Where an owner stands in a currency it has a limit in. */
export const CreditStatusSchema = Type.Object({
  currency: CurrencySchema,
  limit: Type.Number(),
  /** What the owner owes the banca by its statement (its balance, negated: below 0 when the banca owes it). */
  owed: Type.Number(),
  /** `owed` as a whole percentage of `limit` (0 or less when it owes nothing; 100 or more: sales are refused). */
  used_percentage: Type.Number(),
});
export type CreditStatus = Static<typeof CreditStatusSchema>;

export const OwnerCreditSchema = Type.Object({
  limits: CreditLimitsSchema,
  /** One entry per currency with a limit. */
  status: Type.Array(CreditStatusSchema),
});
export type OwnerCredit = Static<typeof OwnerCreditSchema>;

const tags = ['users'];

export const creditRoutes = {
  ownerCredit: defineRoute({
    method: 'GET',
    url: '/v1/users/detail/:id/credit',
    // An administrator's or an operator's view of any owner, and the owner's own.
    access: 'statements:read',
    schema: {
      tags,
      summary: 'Límite de crédito del propietario por moneda y lo que debe por su estado de cuenta',
      params: IdParams,
      response: { 200: WithETag(OwnerCreditSchema), ...errorResponses },
    },
  }),
  saveOwnerCredit: defineRoute({
    method: 'PUT',
    url: '/v1/users/detail/:id/credit',
    access: 'users:write',
    schema: {
      tags,
      summary:
        'Guarda el límite de crédito del propietario en cada moneda (null: sin límite). Una venta que lo pase responde 409 CREDIT_LIMIT_REACHED.',
      params: IdParams,
      headers: IfMatchHeaders,
      body: CreditLimitsSchema,
      response: { 200: WithETag(OwnerCreditSchema), ...conflictResponse, ...staleResponse, ...errorResponses },
    },
  }),
};
